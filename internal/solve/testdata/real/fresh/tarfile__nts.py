# tarfile.nts as written, with what it needs from its module.
# Source: /usr/lib/python3.11/tarfile.py (Debian python3.11 standard library), lines 164-170.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def nts(s, encoding, errors):
    """Convert a null-terminated bytes object to a string.
    """
    p = s.find(b"\0")
    if p != -1:
        s = s[:p]
    return s.decode(encoding, errors)
