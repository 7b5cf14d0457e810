# string.capwords as written, with what it needs from its module.
# Source: /usr/lib/python3.11/string.py (Debian python3.11 standard library), lines 37-48.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def capwords(s, sep=None):
    """capwords(s [,sep]) -> string

    Split the argument into words using split, capitalize each
    word using capitalize, and join the capitalized words using
    join.  If the optional second argument sep is absent or None,
    runs of whitespace characters are replaced by a single space
    and leading and trailing whitespace are removed, otherwise
    sep is used to split and join the words.

    """
    return (sep or ' ').join(map(str.capitalize, s.split(sep)))
