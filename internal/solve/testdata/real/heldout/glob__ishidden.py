# glob._ishidden as written, with what it needs from its module.
# Source: /usr/lib/python3.11/glob.py (Debian python3.11 standard library), lines 229-230.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def _ishidden(path):
    return path[0] in ('.', b'.'[0])
