# unittest.util.three_way_cmp as written, with what it needs from its module.
# Source: /usr/lib/python3.11/unittest/util.py (Debian python3.11 standard library), lines 115-117.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def three_way_cmp(x, y):
    """Return -1 if x < y, 0 if x == y and 1 if x > y"""
    return (x > y) - (x < y)
