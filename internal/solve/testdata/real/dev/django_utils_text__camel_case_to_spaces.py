# django.utils.text.camel_case_to_spaces as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/django/utils/text.py (Debian-packaged Python library), lines 12-12, 80-80, 472-476.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

from django.utils.regex_helper import _lazy_re_compile

re_camel_case = _lazy_re_compile(r'(((?<=[a-z])[A-Z])|([A-Z](?![A-Z]|$)))')

def camel_case_to_spaces(value):
    """
    Split CamelCase and convert to lowercase. Strip surrounding whitespace.
    """
    return re_camel_case.sub(r' \1', value).strip().lower()
