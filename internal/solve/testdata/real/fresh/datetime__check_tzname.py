# datetime._check_tzname as written, with what it needs from its module.
# Source: /usr/lib/python3.11/datetime.py (Debian python3.11 standard library), lines 492-495.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def _check_tzname(name):
    if name is not None and not isinstance(name, str):
        raise TypeError("tzinfo.tzname() must return None or string, "
                        "not '%s'" % type(name))
