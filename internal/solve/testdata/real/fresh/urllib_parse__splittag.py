# urllib.parse._splittag as written, with what it needs from its module.
# Source: /usr/lib/python3.11/urllib/parse.py (Debian python3.11 standard library), lines 1205-1210.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def _splittag(url):
    """splittag('/path#tag') --> '/path', 'tag'."""
    path, delim, tag = url.rpartition('#')
    if delim:
        return path, tag
    return url, None
