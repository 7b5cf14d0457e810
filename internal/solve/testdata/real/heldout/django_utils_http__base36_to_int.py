# django.utils.http.base36_to_int as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/django/utils/http.py (Debian-packaged Python library), lines 208-218.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def base36_to_int(s):
    """
    Convert a base 36 string to an int. Raise ValueError if the input won't fit
    into an int.
    """
    # To prevent overconsumption of server resources, reject any
    # base36 string that is longer than 13 base36 digits (13 digits
    # is sufficient to base36-encode any 64-bit integer)
    if len(s) > 13:
        raise ValueError("Base36 input too large")
    return int(s, 36)
