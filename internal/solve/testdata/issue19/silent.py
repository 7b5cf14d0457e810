# Statements CPython gives no line event (docstring, global, nonlocal)
# and one it does (a string in mid-body).
COUNT = 0


def tally(xs: list[int]) -> int:
    """Sum of the positive items."""
    global COUNT
    total = 0

    def add(v):
        nonlocal total
        total += v

    "a string in mid-body is traced"
    for v in xs:
        if v > 0:
            add(v)
    return total
