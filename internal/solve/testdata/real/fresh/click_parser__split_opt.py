# click.parser.split_opt as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/click/parser.py (Debian-packaged Python library), lines 24-24, 109-115.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

import typing as t

def split_opt(opt: str) -> t.Tuple[str, str]:
    first = opt[:1]
    if first.isalnum():
        return "", opt
    if opt[1:2] == first:
        return opt[:2], opt[2:]
    return first, opt[1:]
