# glob.has_magic as written, with what it needs from its module.
# Source: /usr/lib/python3.11/glob.py (Debian python3.11 standard library), lines 5-5, 219-219, 220-220, 222-227.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

import re

magic_check = re.compile('([*?[])')

magic_check_bytes = re.compile(b'([*?[])')

def has_magic(s):
    if isinstance(s, bytes):
        match = magic_check_bytes.search(s)
    else:
        match = magic_check.search(s)
    return match is not None
