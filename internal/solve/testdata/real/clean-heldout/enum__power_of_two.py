# enum._power_of_two as written, with what it needs from its module.
# Source: /usr/lib/python3.11/enum.py (Debian python3.11 standard library), lines 1547-1551, 1568-1571.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def _high_bit(value):
    """
    returns index of highest bit, or -1 if value is zero or negative
    """
    return value.bit_length() - 1

def _power_of_two(value):
    if value < 1:
        return False
    return value == 2 ** _high_bit(value)
