# No LeetCode names: the builtin pow, defaults, Optional, keyword-only.
from typing import Optional


def modpow(b: int, e: int) -> int:
    if e < 0:
        return -1
    return pow(b, e, 97)


def clamp(x: int, lo: int = 0, hi: int = 10) -> int:
    if x < lo:
        return lo
    if x > hi:
        return hi
    return x


def pick(a: Optional[int] = None, *, scale: int = 2) -> int:
    if a is None:
        return 0
    return a * scale


def missing(n: int) -> float:
    return sqrt(n)
