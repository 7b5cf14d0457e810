# tokenize.group as written, with what it needs from its module.
# Source: /usr/lib/python3.11/tokenize.py (Debian python3.11 standard library), lines 59-59.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def group(*choices): return '(' + '|'.join(choices) + ')'
