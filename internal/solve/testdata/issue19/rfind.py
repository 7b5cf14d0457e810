# str.rfind: the last occurrence, -1 when absent.
def ext(p: str) -> str:
    i = p.rfind(".")
    if i < 0:
        return ""
    if i == 0:
        return "hidden"
    return p[i:]
