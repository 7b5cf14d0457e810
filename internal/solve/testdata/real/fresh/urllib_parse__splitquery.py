# urllib.parse._splitquery as written, with what it needs from its module.
# Source: /usr/lib/python3.11/urllib/parse.py (Debian python3.11 standard library), lines 1190-1195.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def _splitquery(url):
    """splitquery('/path?query') --> '/path', 'query'."""
    path, delim, query = url.rpartition('?')
    if delim:
        return path, query
    return url, None
