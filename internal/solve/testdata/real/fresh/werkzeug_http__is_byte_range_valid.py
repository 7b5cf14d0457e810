# werkzeug.http.is_byte_range_valid as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/werkzeug/http.py (Debian-packaged Python library), lines 5-5, 1291-1306.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

import typing as t

def is_byte_range_valid(
    start: t.Optional[int], stop: t.Optional[int], length: t.Optional[int]
) -> bool:
    """Checks if a given byte content range is valid for the given length.

    .. versionadded:: 0.7
    """
    if (start is None) != (stop is None):
        return False
    elif start is None:
        return length is None or length >= 0
    elif length is None:
        return 0 <= start < stop  # type: ignore
    elif start >= stop:  # type: ignore
        return False
    return 0 <= start < length
