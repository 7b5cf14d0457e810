# http.cookies._quote as written, with what it needs from its module.
# Source: /usr/lib/python3.11/http/cookies.py (Debian python3.11 standard library), lines 132-132, 133-133, 162-162, 163-163, 165-166, 172-172, 183-193.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

import re

import string

_LegalChars = string.ascii_letters + string.digits + "!#$%&'*+-.^_`|~:"

_UnescapedChars = _LegalChars + ' ()/<=>?@[]{}'

_Translator = {n: '\\%03o' % n
               for n in set(range(256)) - set(map(ord, _UnescapedChars))}

_is_legal_key = re.compile('[%s]+' % re.escape(_LegalChars)).fullmatch

def _quote(str):
    r"""Quote a string for use in a cookie header.

    If the string does not need to be double-quoted, then just return the
    string.  Otherwise, surround the string in doublequotes and quote
    (with a \) special characters.
    """
    if str is None or _is_legal_key(str):
        return str
    else:
        return '"' + str.translate(_Translator) + '"'
