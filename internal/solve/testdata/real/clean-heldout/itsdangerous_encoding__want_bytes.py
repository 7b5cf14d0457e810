# itsdangerous.encoding.want_bytes as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/itsdangerous/encoding.py (Debian-packaged Python library), lines 4-4, 8-8, 11-17.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

import typing as _t

_t_str_bytes = _t.Union[str, bytes]

def want_bytes(
    s: _t_str_bytes, encoding: str = "utf-8", errors: str = "strict"
) -> bytes:
    if isinstance(s, str):
        s = s.encode(encoding, errors)

    return s
