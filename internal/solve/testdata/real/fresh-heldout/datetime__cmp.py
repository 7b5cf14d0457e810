# datetime._cmp as written, with what it needs from its module.
# Source: /usr/lib/python3.11/datetime.py (Debian python3.11 standard library), lines 16-17.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def _cmp(x, y):
    return 0 if x == y else 1 if x > y else -1
