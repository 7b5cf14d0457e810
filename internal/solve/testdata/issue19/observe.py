# The concolic continuation: a value outside the rules (str.format) is
# observed in a run and the rest of the path solved with it; a try
# statement whose handler the path does not enter is within the rules.
from typing import Optional


def label(s: str, n: int) -> str:
    t = "<{}>".format(s)
    if n == 9:
        return t + "!"
    return t


def guarded(a: str) -> int:
    x = 1
    try:
        x = len(a) + 1
        if x > 3:
            return 7
    except ValueError:
        x = 2
    else:
        x += 1
    finally:
        x += 3
    return x


def mixed(a: Optional[int], b: Optional[int]) -> int:
    if (a is None) != (b is None):
        return 1
    return 0
