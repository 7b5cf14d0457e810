# posixpath.join as written, with what it needs from its module.
# Source: /usr/lib/python3.11/posixpath.py (Debian python3.11 standard library), lines 25-25, 28-28, 41-45, 71-92.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

import os

import genericpath

def _get_sep(path):
    if isinstance(path, bytes):
        return b'/'
    else:
        return '/'

def join(a, *p):
    """Join two or more pathname components, inserting '/' as needed.
    If any component is an absolute path, all previous path components
    will be discarded.  An empty last part will result in a path that
    ends with a separator."""
    a = os.fspath(a)
    sep = _get_sep(a)
    path = a
    try:
        if not p:
            path[:0] + sep  #23780: Ensure compatible data type even if p is null.
        for b in map(os.fspath, p):
            if b.startswith(sep):
                path = b
            elif not path or path.endswith(sep):
                path += b
            else:
                path += sep + b
    except (TypeError, AttributeError, BytesWarning):
        genericpath._check_arg_types('join', a, *p)
        raise
    return path
