# _pydecimal._div_nearest as written, with what it needs from its module.
# Source: /usr/lib/python3.11/_pydecimal.py (Debian python3.11 standard library), lines 5730-5736.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def _div_nearest(a, b):
    """Closest integer to a/b, a and b positive integers; rounds to even
    in the case of a tie.

    """
    q, r = divmod(a, b)
    return q + (2*r + (q&1) > b)
