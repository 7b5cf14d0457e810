# posixpath.basename as written, with what it needs from its module.
# Source: /usr/lib/python3.11/posixpath.py (Debian python3.11 standard library), lines 25-25, 41-45, 140-145.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

import os

def _get_sep(path):
    if isinstance(path, bytes):
        return b'/'
    else:
        return '/'

def basename(p):
    """Returns the final component of a pathname"""
    p = os.fspath(p)
    sep = _get_sep(p)
    i = p.rfind(sep) + 1
    return p[i:]
