# _pydecimal._rshift_nearest as written, with what it needs from its module.
# Source: /usr/lib/python3.11/_pydecimal.py (Debian python3.11 standard library), lines 5722-5728.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def _rshift_nearest(x, shift):
    """Given an integer x and a nonnegative integer shift, return closest
    integer to x / 2**shift; use round-to-even in case of a tie.

    """
    b, q = 1 << shift, x >> shift
    return q + (2*(x & (b-1)) + (q&1) > b)
