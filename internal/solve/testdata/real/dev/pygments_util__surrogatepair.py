# pygments.util.surrogatepair as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/pygments/util.py (Debian-packaged Python library), lines 205-211.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def surrogatepair(c):
    """Given a unicode character code with length greater than 16 bits,
    return the two 16 bit surrogate pair.
    """
    # From example D28 of:
    # http://www.unicode.org/book/ch03.pdf
    return (0xd7c0 + (c >> 10), (0xdc00 + (c & 0x3ff)))
