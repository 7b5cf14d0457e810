# idna.core.valid_string_length as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/idna/core.py (Debian-packaged Python library), lines 5-5, 55-58.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

from typing import Union, Optional

def valid_string_length(label: Union[bytes, str], trailing_dot: bool) -> bool:
    if len(label) > (254 if trailing_dot else 253):
        return False
    return True
