# xml.sax.saxutils.escape as written, with what it needs from its module.
# Source: /usr/lib/python3.11/xml/sax/saxutils.py (Debian python3.11 standard library), lines 12-16, 18-32.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def __dict_replace(s, d):
    """Replace substrings of a string using a dictionary."""
    for key, value in d.items():
        s = s.replace(key, value)
    return s

def escape(data, entities={}):
    """Escape &, <, and > in a string of data.

    You can escape other strings of data by passing a dictionary as
    the optional entities parameter.  The keys and values must all be
    strings; each key will be replaced with its corresponding value.
    """

    # must do ampersand first
    data = data.replace("&", "&amp;")
    data = data.replace(">", "&gt;")
    data = data.replace("<", "&lt;")
    if entities:
        data = __dict_replace(data, entities)
    return data
