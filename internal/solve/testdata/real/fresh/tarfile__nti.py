# tarfile.nti as written, with what it needs from its module.
# Source: /usr/lib/python3.11/tarfile.py (Debian python3.11 standard library), lines 164-170, 172-190, 267-269, 282-284, 294-296.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def nts(s, encoding, errors):
    """Convert a null-terminated bytes object to a string.
    """
    p = s.find(b"\0")
    if p != -1:
        s = s[:p]
    return s.decode(encoding, errors)

def nti(s):
    """Convert a number field to a python number.
    """
    # There are two possible encodings for a number field, see
    # itn() below.
    if s[0] in (0o200, 0o377):
        n = 0
        for i in range(len(s) - 1):
            n <<= 8
            n += s[i + 1]
        if s[0] == 0o377:
            n = -(256 ** (len(s) - 1) - n)
    else:
        try:
            s = nts(s, "ascii", "strict")
            n = int(s.strip() or "0", 8)
        except ValueError:
            raise InvalidHeaderError("invalid header")
    return n

class TarError(Exception):
    """Base exception."""
    pass

class HeaderError(TarError):
    """Base exception for header errors."""
    pass

class InvalidHeaderError(HeaderError):
    """Exception for invalid headers."""
    pass
