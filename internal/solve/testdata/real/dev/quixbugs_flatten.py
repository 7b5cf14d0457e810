# QuixBugs correct program flatten.py, as written (../shared/datasets/quixbugs/correct_python_programs/flatten.py).


def flatten(arr):
    for x in arr:
        if isinstance(x, list):
            for y in flatten(x):
                yield y
        else:
            yield x

