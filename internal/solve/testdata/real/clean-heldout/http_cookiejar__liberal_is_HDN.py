# http.cookiejar.liberal_is_HDN as written, with what it needs from its module.
# Source: /usr/lib/python3.11/http/cookiejar.py (Debian python3.11 standard library), lines 34-34, 534-534, 589-597.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

import re

IPV4_RE = re.compile(r"\.\d+$", re.ASCII)

def liberal_is_HDN(text):
    """Return True if text is a sort-of-like a host domain name.

    For accepting/blocking domains.

    """
    if IPV4_RE.search(text):
        return False
    return True
