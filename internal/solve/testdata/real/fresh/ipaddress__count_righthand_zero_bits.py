# ipaddress._count_righthand_zero_bits as written, with what it needs from its module.
# Source: /usr/lib/python3.11/ipaddress.py (Debian python3.11 standard library), lines 184-197.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def _count_righthand_zero_bits(number, bits):
    """Count the number of zero bits on the right hand side.

    Args:
        number: an integer.
        bits: maximum number of bits to count.

    Returns:
        The number of zero bits on the right hand side of the number.

    """
    if number == 0:
        return bits
    return min(bits, (~number & (number-1)).bit_length())
