# Constructs outside the rules (str.expandtabs, a regex substitution)
# before the branches the path is about: the concolic fallback runs them.
import re

_unsafe = re.compile(r'[^\w@%+=:,./-]').search
_quote_sub = re.compile("'").sub


def escape(s, quote=True):
    s = s.expandtabs(4)
    s = s.replace("<", "&lt;")
    if quote:
        s = s.replace('"', "&quot;")
    return s


def quote(s: str) -> str:
    if not s:
        return "''"
    if _unsafe(s) is None:
        return s
    return "'" + _quote_sub("'\"'\"'", s) + "'"


def deep(a: int, b: int) -> int:
    if a == 12345:
        if b > a:
            return 1
        return 2
    return 0


def mean(xs: list[float]) -> float:
    if not xs:
        return 0.0
    return sum(xs) / len(xs)


def bump(xs: list[int]) -> None:
    for i in range(len(xs)):
        xs[i] += 1
