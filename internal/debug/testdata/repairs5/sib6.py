# op: SIB (takewhile where dropwhile was meant)
import itertools


def body(lines):
    rest = itertools.takewhile(lambda s: s.startswith("#"), lines)
    return list(rest)


assert body(["# a", "# b", "x", "y"]) == ["x", "y"]
