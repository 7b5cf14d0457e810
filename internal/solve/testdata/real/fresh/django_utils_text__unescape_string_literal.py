# django.utils.text.unescape_string_literal as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/django/utils/text.py (Debian-packaged Python library), lines 11-11, 435-452.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

from django.utils.functional import SimpleLazyObject, keep_lazy_text, lazy

@keep_lazy_text
def unescape_string_literal(s):
    r"""
    Convert quoted string literals to unquoted strings with escaped quotes and
    backslashes unquoted::

        >>> unescape_string_literal('"abc"')
        'abc'
        >>> unescape_string_literal("'abc'")
        'abc'
        >>> unescape_string_literal('"a \"bc\""')
        'a "bc"'
        >>> unescape_string_literal("'\'ab\' c'")
        "'ab' c"
    """
    if s[0] not in "\"'" or s[-1] != s[0]:
        raise ValueError("Not a string literal: %r" % s)
    quote = s[0]
    return s[1:-1].replace(r'\%s' % quote, quote).replace(r'\\', '\\')
