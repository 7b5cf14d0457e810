# Exceptions raised inside a try statement and caught by its handler.


def backref(path: str) -> str:
    parts = []
    try:
        for c in path.split("/"):
            if c == "..":
                parts.pop()
            else:
                parts.append(c)
    except IndexError:
        raise ValueError(path)
    return "/".join(parts)


def pop_or(d: int) -> int:
    stack = []
    try:
        if d > 0:
            stack.pop()
        return 0
    except IndexError:
        return 1
