# werkzeug.http.quote_etag as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/werkzeug/http.py (Debian-packaged Python library), lines 838-849.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def quote_etag(etag: str, weak: bool = False) -> str:
    """Quote an etag.

    :param etag: the etag to quote.
    :param weak: set to `True` to tag it "weak".
    """
    if '"' in etag:
        raise ValueError("invalid etag")
    etag = f'"{etag}"'
    if weak:
        etag = f"W/{etag}"
    return etag
