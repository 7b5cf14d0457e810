# quopri.ishex as written, with what it needs from its module.
# Source: /usr/lib/python3.11/quopri.py (Debian python3.11 standard library), lines 172-175.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def ishex(c):
    """Return true if the byte ordinal 'c' is a hexadecimal digit in ASCII."""
    assert isinstance(c, bytes)
    return b'0' <= c <= b'9' or b'a' <= c <= b'f' or b'A' <= c <= b'F'
