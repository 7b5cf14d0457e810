# ntpath.isabs as written, with what it needs from its module.
# Source: /usr/lib/python3.11/ntpath.py (Debian python3.11 standard library), lines 20-20, 87-103.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

import os

def isabs(s):
    """Test whether a path is absolute"""
    s = os.fspath(s)
    if isinstance(s, bytes):
        sep = b'\\'
        altsep = b'/'
        colon_sep = b':\\'
    else:
        sep = '\\'
        altsep = '/'
        colon_sep = ':\\'
    s = s[:3].replace(altsep, sep)
    # Absolute: UNC, device, and paths with a drive and root.
    # LEGACY BUG: isabs("/x") should be false since the path has no drive.
    if s.startswith(sep) or s.startswith(colon_sep, 1):
        return True
    return False
