# quopri.needsquoting as written, with what it needs from its module.
# Source: /usr/lib/python3.11/quopri.py (Debian python3.11 standard library), lines 9-9, 21-34.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

ESCAPE = b'='

def needsquoting(c, quotetabs, header):
    """Decide whether a particular byte ordinal needs to be quoted.

    The 'quotetabs' flag indicates whether embedded tabs and spaces should be
    quoted.  Note that line-ending tabs and spaces are always encoded, as per
    RFC 1521.
    """
    assert isinstance(c, bytes)
    if c in b' \t':
        return quotetabs
    # if header, we have to escape _ because _ is used to escape space
    if c == b'_':
        return header
    return c == ESCAPE or not (b' ' <= c <= b'~')
