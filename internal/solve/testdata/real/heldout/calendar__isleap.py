# calendar.isleap as written, with what it needs from its module.
# Source: /usr/lib/python3.11/calendar.py (Debian python3.11 standard library), lines 102-104.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def isleap(year):
    """Return True for leap years, False for non-leap years."""
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
