# enum._is_dunder as written, with what it needs from its module.
# Source: /usr/lib/python3.11/enum.py (Debian python3.11 standard library), lines 47-56.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def _is_dunder(name):
    """
    Returns True if a __dunder__ name, False otherwise.
    """
    return (
            len(name) > 4 and
            name[:2] == name[-2:] == '__' and
            name[2] != '_' and
            name[-3] != '_'
            )
