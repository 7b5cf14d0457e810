# pyparsing.util.col as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/pyparsing/util.py (Debian-packaged Python library), lines 6-6, 41-54.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

from functools import lru_cache

@lru_cache(maxsize=128)
def col(loc: int, strg: str) -> int:
    """
    Returns current column within a string, counting newlines as line separators.
    The first column is number 1.

    Note: the default parsing behavior is to expand tabs in the input string
    before starting the parsing process.  See
    :class:`ParserElement.parseString` for more
    information on parsing strings containing ``<TAB>`` s, and suggested
    methods to maintain a consistent view of the parsed string, the parse
    location, and line and column positions within the parsed string.
    """
    s = strg
    return 1 if 0 < loc < len(s) and s[loc - 1] == "\n" else loc - s.rfind("\n", 0, loc)
