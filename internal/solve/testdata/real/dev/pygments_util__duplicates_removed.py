# pygments.util.duplicates_removed as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/pygments/util.py (Debian-packaged Python library), lines 233-246.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def duplicates_removed(it, already_seen=()):
    """
    Returns a list with duplicates removed from the iterable `it`.

    Order is preserved.
    """
    lst = []
    seen = set()
    for i in it:
        if i in seen or i in already_seen:
            continue
        lst.append(i)
        seen.add(i)
    return lst
