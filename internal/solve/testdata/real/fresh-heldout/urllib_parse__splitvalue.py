# urllib.parse._splitvalue as written, with what it needs from its module.
# Source: /usr/lib/python3.11/urllib/parse.py (Debian python3.11 standard library), lines 1234-1237.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def _splitvalue(attr):
    """splitvalue('attr=value') --> 'attr', 'value'."""
    attr, delim, value = attr.partition('=')
    return attr, (value if delim else None)
