# idna.core.valid_label_length as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/idna/core.py (Debian-packaged Python library), lines 5-5, 49-52.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

from typing import Union, Optional

def valid_label_length(label: Union[bytes, str]) -> bool:
    if len(label) > 63:
        return False
    return True
