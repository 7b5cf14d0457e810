# email._parseaddr.quote as written, with what it needs from its module.
# Source: /usr/lib/python3.11/email/_parseaddr.py (Debian python3.11 standard library), lines 201-208.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def quote(str):
    """Prepare string to be used in a quoted string.

    Turns backslash and double quote characters into quoted pairs.  These
    are the only characters that need to be quoted inside a quoted string.
    Does not add the surrounding double quotes.
    """
    return str.replace('\\', '\\\\').replace('"', '\\"')
