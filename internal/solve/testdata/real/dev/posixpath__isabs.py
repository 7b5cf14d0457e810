# posixpath.isabs as written, with what it needs from its module.
# Source: /usr/lib/python3.11/posixpath.py (Debian python3.11 standard library), lines 25-25, 41-45, 60-64.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

import os

def _get_sep(path):
    if isinstance(path, bytes):
        return b'/'
    else:
        return '/'

def isabs(s):
    """Test whether a path is absolute"""
    s = os.fspath(s)
    sep = _get_sep(s)
    return s.startswith(sep)
