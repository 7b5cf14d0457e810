# django.utils.text.capfirst as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/django/utils/text.py (Debian-packaged Python library), lines 11-11, 17-19.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

from django.utils.functional import SimpleLazyObject, keep_lazy_text, lazy

@keep_lazy_text
def capfirst(x):
    """Capitalize the first letter of a string."""
    return x and str(x)[0].upper() + str(x)[1:]
