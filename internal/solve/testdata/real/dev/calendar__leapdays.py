# calendar.leapdays as written, with what it needs from its module.
# Source: /usr/lib/python3.11/calendar.py (Debian python3.11 standard library), lines 107-112.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def leapdays(y1, y2):
    """Return number of leap years in range [y1, y2).
       Assume y1 <= y2."""
    y1 -= 1
    y2 -= 1
    return (y2//4 - y1//4) - (y2//100 - y1//100) + (y2//400 - y1//400)
