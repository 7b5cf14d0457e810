# django.utils.http.is_same_domain as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/django/utils/http.py (Debian-packaged Python library), lines 280-296.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def is_same_domain(host, pattern):
    """
    Return ``True`` if the host is either an exact match or a match
    to the wildcard pattern.

    Any pattern beginning with a period matches a domain and all of its
    subdomains. (e.g. ``.example.com`` matches ``example.com`` and
    ``foo.example.com``). Anything else is an exact string match.
    """
    if not pattern:
        return False

    pattern = pattern.lower()
    return (
        pattern[0] == '.' and (host.endswith(pattern) or host == pattern[1:]) or
        pattern == host
    )
