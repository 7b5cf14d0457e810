# werkzeug.http.unquote_etag as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/werkzeug/http.py (Debian-packaged Python library), lines 5-5, 852-874.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

import typing as t

def unquote_etag(
    etag: t.Optional[str],
) -> t.Union[t.Tuple[str, bool], t.Tuple[None, None]]:
    """Unquote a single etag:

    >>> unquote_etag('W/"bar"')
    ('bar', True)
    >>> unquote_etag('"bar"')
    ('bar', False)

    :param etag: the etag identifier to unquote.
    :return: a ``(etag, weak)`` tuple.
    """
    if not etag:
        return None, None
    etag = etag.strip()
    weak = False
    if etag.startswith(("W/", "w/")):
        weak = True
        etag = etag[2:]
    if etag[:1] == etag[-1:] == '"':
        etag = etag[1:-1]
    return etag, weak
