# urllib.parse._splittype as written, with what it needs from its module.
# Source: /usr/lib/python3.11/urllib/parse.py (Debian python3.11 standard library), lines 36-36, 1074-1084.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

import re

def _splittype(url):
    """splittype('type:opaquestring') --> 'type', 'opaquestring'."""
    global _typeprog
    if _typeprog is None:
        _typeprog = re.compile('([^/:]+):(.*)', re.DOTALL)

    match = _typeprog.match(url)
    if match:
        scheme, data = match.groups()
        return scheme.lower(), data
    return None, url
