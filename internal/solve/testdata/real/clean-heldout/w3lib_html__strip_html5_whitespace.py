# w3lib.html.strip_html5_whitespace as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/w3lib/html.py (Debian-packaged Python library), lines 33-33, 358-371.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

HTML5_WHITESPACE = " \t\n\r\x0c"

def strip_html5_whitespace(text: str) -> str:
    r"""
    Strip all leading and trailing space characters (as defined in
    https://www.w3.org/TR/html5/infrastructure.html#space-character).

    Such stripping is useful e.g. for processing HTML element attributes which
    contain URLs, like ``href``, ``src`` or form ``action`` - HTML5 standard
    defines them as "valid URL potentially surrounded by spaces"
    or "valid non-empty URL potentially surrounded by spaces".

    >>> strip_html5_whitespace(' hello\n')
    'hello'
    """
    return text.strip(HTML5_WHITESPACE)
