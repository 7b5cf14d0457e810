# operator.indexOf as written, with what it needs from its module.
# Source: /usr/lib/python3.11/operator.py (Debian python3.11 standard library), lines 173-179.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def indexOf(a, b):
    "Return the first index of b in a."
    for i, j in enumerate(a):
        if j is b or j == b:
            return i
    else:
        raise ValueError('sequence.index(x): x not in sequence')
