# http.cookiejar.offset_from_tz_string as written, with what it needs from its module.
# Source: /usr/lib/python3.11/http/cookiejar.py (Debian python3.11 standard library), lines 34-34, 133-133, 135-135, 136-148.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

import re

UTC_ZONES = {"GMT": None, "UTC": None, "UT": None, "Z": None}

TIMEZONE_RE = re.compile(r"^([-+])?(\d\d?):?(\d\d)?$", re.ASCII)

def offset_from_tz_string(tz):
    offset = None
    if tz in UTC_ZONES:
        offset = 0
    else:
        m = TIMEZONE_RE.search(tz)
        if m:
            offset = 3600 * int(m.group(2))
            if m.group(3):
                offset = offset + 60 * int(m.group(3))
            if m.group(1) == '-':
                offset = -offset
    return offset
