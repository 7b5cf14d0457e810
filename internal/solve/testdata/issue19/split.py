def fields(line: str) -> int:
    parts = line.split(",")
    if len(parts) == 3:
        if parts[1] == "x":
            return 2
        return 1
    return 0


def header(h: str) -> int:
    name, sep, value = h.partition(":")
    if not sep:
        return 0
    if name == "host":
        return 1
    return 2


def ext(path: str) -> str:
    head, dot, tail = path.rpartition(".")
    if dot and "/" not in tail:
        return tail
    return ""


def words(s: str) -> int:
    ws = s.split()
    if len(ws) == 2 and ws[0] == "go":
        return 1
    return 0


def unescape(s: str) -> int:
    t = s.replace("%%", "%")
    if t == "a%b":
        return 1
    return 0


def first_key(s: str) -> str:
    k = s.split("=", 1)
    if len(k) == 2 and k[1] == "a=b":
        return "yes"
    return "no"


def last_seg(s: str) -> int:
    p = s.rsplit("/", 1)
    if len(p) == 2 and p[0] == "a/b":
        return 1
    return 0


def longest(a: str, b: str) -> int:
    w = max([a, b], key=len)
    if w == "abc":
        return 1
    return 0


def smallest_pos(xs: list[int]) -> int:
    m = min([x for x in xs if x > 0], default=-1)
    if m == 3:
        return 1
    if m < 0:
        return 2
    return 0

