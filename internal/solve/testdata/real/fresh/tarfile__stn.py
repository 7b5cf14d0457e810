# tarfile.stn as written, with what it needs from its module.
# Source: /usr/lib/python3.11/tarfile.py (Debian python3.11 standard library), lines 77-77, 158-162.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

NUL = b"\0"                     # the null character

def stn(s, length, encoding, errors):
    """Convert a string to a null-terminated bytes object.
    """
    s = s.encode(encoding, errors)
    return s[:length] + (length - len(s)) * NUL
