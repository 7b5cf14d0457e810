# posixpath.split as written, with what it needs from its module.
# Source: /usr/lib/python3.11/posixpath.py (Debian python3.11 standard library), lines 25-25, 41-45, 100-109.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

import os

def _get_sep(path):
    if isinstance(path, bytes):
        return b'/'
    else:
        return '/'

def split(p):
    """Split a pathname.  Returns tuple "(head, tail)" where "tail" is
    everything after the final slash.  Either part may be empty."""
    p = os.fspath(p)
    sep = _get_sep(p)
    i = p.rfind(sep) + 1
    head, tail = p[:i], p[i:]
    if head and head != sep*len(head):
        head = head.rstrip(sep)
    return head, tail
