# sqlparse.utils.remove_quotes as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/sqlparse/utils.py (Debian-packaged Python library), lines 54-60.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def remove_quotes(val):
    """Helper that removes surrounding quotes from strings."""
    if val is None:
        return
    if val[0] in ('"', "'") and val[0] == val[-1]:
        val = val[1:-1]
    return val
