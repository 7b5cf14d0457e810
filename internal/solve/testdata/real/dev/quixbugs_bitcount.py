# QuixBugs correct program bitcount.py, as written (../shared/datasets/quixbugs/correct_python_programs/bitcount.py).


def bitcount(n):
    count = 0
    while n:
        n &= n - 1
        count += 1
    return count
