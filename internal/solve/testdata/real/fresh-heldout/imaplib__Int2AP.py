# imaplib.Int2AP as written, with what it needs from its module.
# Source: /usr/lib/python3.11/imaplib.py (Debian python3.11 standard library), lines 1480-1489.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def Int2AP(num):

    """Convert integer to A-P string representation."""

    val = b''; AP = b'ABCDEFGHIJKLMNOP'
    num = int(abs(num))
    while num:
        num, mod = divmod(num, 16)
        val = AP[mod:mod+1] + val
    return val
