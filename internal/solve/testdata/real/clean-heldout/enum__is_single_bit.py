# enum._is_single_bit as written, with what it needs from its module.
# Source: /usr/lib/python3.11/enum.py (Debian python3.11 standard library), lines 92-99.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def _is_single_bit(num):
    """
    True if only one bit set in num (should be an int)
    """
    if num == 0:
        return False
    num &= num - 1
    return num == 0
