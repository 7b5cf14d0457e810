# django.utils.text.phone2numeric as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/django/utils/text.py (Debian-packaged Python library), lines 11-11, 328-336.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

from django.utils.functional import SimpleLazyObject, keep_lazy_text, lazy

@keep_lazy_text
def phone2numeric(phone):
    """Convert a phone number with letters into its numeric equivalent."""
    char2number = {
        'a': '2', 'b': '2', 'c': '2', 'd': '3', 'e': '3', 'f': '3', 'g': '4',
        'h': '4', 'i': '4', 'j': '5', 'k': '5', 'l': '5', 'm': '6', 'n': '6',
        'o': '6', 'p': '7', 'q': '7', 'r': '7', 's': '7', 't': '8', 'u': '8',
        'v': '8', 'w': '9', 'x': '9', 'y': '9', 'z': '9',
    }
    return ''.join(char2number.get(c, c) for c in phone.lower())
