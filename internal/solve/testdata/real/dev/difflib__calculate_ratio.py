# difflib._calculate_ratio as written, with what it needs from its module.
# Source: /usr/lib/python3.11/difflib.py (Debian python3.11 standard library), lines 39-42.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def _calculate_ratio(matches, length):
    if length:
        return 2.0 * matches / length
    return 1.0
