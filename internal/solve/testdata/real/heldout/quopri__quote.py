# quopri.quote as written, with what it needs from its module.
# Source: /usr/lib/python3.11/quopri.py (Debian python3.11 standard library), lines 9-9, 11-11, 36-40.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

ESCAPE = b'='

HEX = b'0123456789ABCDEF'

def quote(c):
    """Quote a single character."""
    assert isinstance(c, bytes) and len(c)==1
    c = ord(c)
    return ESCAPE + bytes((HEX[c//16], HEX[c%16]))
