# calendar.weekday as written, with what it needs from its module.
# Source: /usr/lib/python3.11/calendar.py (Debian python3.11 standard library), lines 9-9, 115-119.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

import datetime

def weekday(year, month, day):
    """Return weekday (0-6 ~ Mon-Sun) for year, month (1-12), day (1-31)."""
    if not datetime.MINYEAR <= year <= datetime.MAXYEAR:
        year = 2000 + year % 400
    return datetime.date(year, month, day).weekday()
