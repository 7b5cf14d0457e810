# unittest.util._shorten as written, with what it needs from its module.
# Source: /usr/lib/python3.11/unittest/util.py (Debian python3.11 standard library), lines 9-9, 18-22.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

_PLACEHOLDER_LEN = 12

def _shorten(s, prefixlen, suffixlen):
    skip = len(s) - prefixlen - suffixlen
    if skip > _PLACEHOLDER_LEN:
        s = '%s[%d chars]%s' % (s[:prefixlen], skip, s[len(s) - suffixlen:])
    return s
