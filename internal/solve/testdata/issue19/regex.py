import re

_unsafe = re.compile(r'[^\w@%+=:,./-]', re.ASCII).search
_dots = re.compile(r"(^|/)\.\.?($|/)|//")
_kv = re.compile(r'([a-z]+)=([0-9]+)')


def shell_word(s: str) -> str:
    if not s:
        return "''"
    if _unsafe(s) is None:
        return s
    return "'" + s + "'"


def needs_norm(path: str) -> str:
    if _dots.search(path):
        return "normalize"
    return "ok"


def setting(line: str) -> int:
    m = _kv.fullmatch(line)
    if m:
        key, value = m.groups()
        if key == "port":
            if len(value) > 3:
                return 2
            return 1
        return 0
    return -1


def version(v: str) -> int:
    if re.match(r'v?\d+\.\d+$', v, re.A):
        return 1
    return 0
