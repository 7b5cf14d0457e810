# pydoc.stripid as written, with what it needs from its module.
# Source: /usr/lib/python3.11/pydoc.py (Debian python3.11 standard library), lines 72-72, 232-232, 233-236.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

import re

_re_stripid = re.compile(r' at 0x[0-9a-f]{6,16}(>+)$', re.IGNORECASE)

def stripid(text):
    """Remove the hexadecimal id from a Python object representation."""
    # The behaviour of %p is implementation-dependent in terms of case.
    return _re_stripid.sub(r'\1', text)
