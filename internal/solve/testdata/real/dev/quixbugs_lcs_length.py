# QuixBugs correct program lcs_length.py, as written (../shared/datasets/quixbugs/correct_python_programs/lcs_length.py).


def lcs_length(s, t):
    from collections import Counter

    dp = Counter()

    for i in range(len(s)):
        for j in range(len(t)):
            if s[i] == t[j]:
                dp[i, j] = dp[i - 1, j - 1] + 1

    return max(dp.values()) if dp else 0
