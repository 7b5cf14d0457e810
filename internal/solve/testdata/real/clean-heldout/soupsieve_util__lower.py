# soupsieve.util.lower as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/soupsieve/util.py (Debian-packaged Python library), lines 2-2, 11-11, 12-12, 16-23.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

from functools import wraps, lru_cache

UC_A = ord('A')

UC_Z = ord('Z')

@lru_cache(maxsize=512)
def lower(string: str) -> str:
    """Lower."""

    new_string = []
    for c in string:
        o = ord(c)
        new_string.append(chr(o + 32) if UC_A <= o <= UC_Z else c)
    return ''.join(new_string)
