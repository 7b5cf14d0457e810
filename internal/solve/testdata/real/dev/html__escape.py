# html.escape as written, with what it needs from its module.
# Source: /usr/lib/python3.11/html/__init__.py (Debian python3.11 standard library), lines 12-25.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def escape(s, quote=True):
    """
    Replace special characters "&", "<" and ">" to HTML-safe sequences.
    If the optional flag quote is true (the default), the quotation mark
    characters, both double quote (") and single quote (') characters are also
    translated.
    """
    s = s.replace("&", "&amp;") # Must be done first!
    s = s.replace("<", "&lt;")
    s = s.replace(">", "&gt;")
    if quote:
        s = s.replace('"', "&quot;")
        s = s.replace('\'', "&#x27;")
    return s
