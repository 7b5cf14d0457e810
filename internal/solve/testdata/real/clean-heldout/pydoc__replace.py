# pydoc.replace as written, with what it needs from its module.
# Source: /usr/lib/python3.11/pydoc.py (Debian python3.11 standard library), lines 217-222.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def replace(text, *pairs):
    """Do a series of global replacements on a string."""
    while pairs:
        text = pairs[1].join(text.split(pairs[0]))
        pairs = pairs[2:]
    return text
