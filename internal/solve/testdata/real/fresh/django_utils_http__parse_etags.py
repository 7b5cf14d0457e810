# django.utils.http.parse_etags as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/django/utils/http.py (Debian-packaged Python library), lines 4-4, 18-18, 21-28, 255-266.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

import re

from django.utils.regex_helper import _lazy_re_compile

ETAG_MATCH = _lazy_re_compile(r'''
    \A(      # start of string and capture group
    (?:W/)?  # optional weak indicator
    "        # opening quote
    [^"]*    # any sequence of non-quote characters
    "        # end quote
    )\Z      # end of string and capture group
''', re.X)

def parse_etags(etag_str):
    """
    Parse a string of ETags given in an If-None-Match or If-Match header as
    defined by RFC 7232. Return a list of quoted ETags, or ['*'] if all ETags
    should be matched.
    """
    if etag_str.strip() == '*':
        return ['*']
    else:
        # Parse each ETag individually, and return any that are valid.
        etag_matches = (ETAG_MATCH.match(etag.strip()) for etag in etag_str.split(','))
        return [match[1] for match in etag_matches if match]
