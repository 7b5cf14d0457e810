# posixpath.splitext as written, with what it needs from its module.
# Source: /usr/lib/python3.11/posixpath.py (Debian python3.11 standard library), lines 25-25, 28-28, 117-125.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

import os

import genericpath

def splitext(p):
    p = os.fspath(p)
    if isinstance(p, bytes):
        sep = b'/'
        extsep = b'.'
    else:
        sep = '/'
        extsep = '.'
    return genericpath._splitext(p, sep, None, extsep)
