# django.utils.http.escape_leading_slashes as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/django/utils/http.py (Debian-packaged Python library), lines 493-501.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def escape_leading_slashes(url):
    """
    If redirecting to an absolute path (two leading slashes), a slash must be
    escaped to prevent browsers from handling the path as schemaless and
    redirecting to another host.
    """
    if url.startswith('//'):
        url = '/%2F{}'.format(url[2:])
    return url
