# django.utils.http.int_to_base36 as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/django/utils/http.py (Debian-packaged Python library), lines 221-232.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def int_to_base36(i):
    """Convert an integer to a base36 string."""
    char_set = '0123456789abcdefghijklmnopqrstuvwxyz'
    if i < 0:
        raise ValueError("Negative base36 conversion input.")
    if i < 36:
        return char_set[i]
    b36 = ''
    while i != 0:
        i, n = divmod(i, 36)
        b36 = char_set[n] + b36
    return b36
