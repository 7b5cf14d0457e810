# enum._is_sunder as written, with what it needs from its module.
# Source: /usr/lib/python3.11/enum.py (Debian python3.11 standard library), lines 58-67.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def _is_sunder(name):
    """
    Returns True if a _sunder_ name, False otherwise.
    """
    return (
            len(name) > 2 and
            name[0] == name[-1] == '_' and
            name[1:2] != '_' and
            name[-2:-1] != '_'
            )
