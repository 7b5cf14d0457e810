# shlex.quote as written, with what it needs from its module.
# Source: /usr/lib/python3.11/shlex.py (Debian python3.11 standard library), lines 11-11, 323-323, 325-334.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

import re

_find_unsafe = re.compile(r'[^\w@%+=:,./-]', re.ASCII).search

def quote(s):
    """Return a shell-escaped version of the string *s*."""
    if not s:
        return "''"
    if _find_unsafe(s) is None:
        return s

    # use single quotes, and put single quotes into double quotes
    # the string $'b is then quoted as '$'"'"'b'
    return "'" + s.replace("'", "'\"'\"'") + "'"
