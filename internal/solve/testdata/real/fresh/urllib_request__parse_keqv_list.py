# urllib.request.parse_keqv_list as written, with what it needs from its module.
# Source: /usr/lib/python3.11/urllib/request.py (Debian python3.11 standard library), lines 1434-1442.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def parse_keqv_list(l):
    """Parse list of key=value strings where keys are not duplicated."""
    parsed = {}
    for elt in l:
        k, v = elt.split('=', 1)
        if v[0] == '"' and v[-1] == '"':
            v = v[1:-1]
        parsed[k] = v
    return parsed
