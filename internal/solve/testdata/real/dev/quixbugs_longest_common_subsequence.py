# QuixBugs correct program longest_common_subsequence.py, as written (../shared/datasets/quixbugs/correct_python_programs/longest_common_subsequence.py).


def longest_common_subsequence(a, b):
    if not a or not b:
        return ''

    elif a[0] == b[0]:
        return a[0] + longest_common_subsequence(a[1:], b[1:])

    else:
        return max(
            longest_common_subsequence(a, b[1:]),
            longest_common_subsequence(a[1:], b),
            key=len
        )

