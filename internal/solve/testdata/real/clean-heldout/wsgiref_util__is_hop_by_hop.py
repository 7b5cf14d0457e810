# wsgiref.util.is_hop_by_hop as written, with what it needs from its module.
# Source: /usr/lib/python3.11/wsgiref/util.py (Debian python3.11 standard library), lines 151-155, 157-159.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

_hoppish = {
    'connection', 'keep-alive', 'proxy-authenticate',
    'proxy-authorization', 'te', 'trailers', 'transfer-encoding',
    'upgrade'
}.__contains__

def is_hop_by_hop(header_name):
    """Return true if 'header_name' is an HTTP/1.1 "Hop-by-Hop" header"""
    return _hoppish(header_name.lower())
