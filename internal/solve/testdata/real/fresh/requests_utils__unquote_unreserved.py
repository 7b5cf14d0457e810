# requests.utils.unquote_unreserved as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/requests/utils.py (Debian-packaged Python library), lines 48-53, 625-627, 630-651.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

from requests.exceptions import FileModeWarning, InvalidHeader, InvalidURL, UnrewindableBodyError

UNRESERVED_SET = frozenset(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz" + "0123456789-._~"
)

def unquote_unreserved(uri):
    """Un-escape any percent-escape sequences in a URI that are unreserved
    characters. This leaves all reserved, illegal and non-ASCII bytes encoded.

    :rtype: str
    """
    parts = uri.split("%")
    for i in range(1, len(parts)):
        h = parts[i][0:2]
        if len(h) == 2 and h.isalnum():
            try:
                c = chr(int(h, 16))
            except ValueError:
                raise InvalidURL(f"Invalid percent-escape sequence: '{h}'")

            if c in UNRESERVED_SET:
                parts[i] = c + parts[i][2:]
            else:
                parts[i] = f"%{parts[i]}"
        else:
            parts[i] = f"%{parts[i]}"
    return "".join(parts)
