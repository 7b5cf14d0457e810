# packaging.specifiers._version_split as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/packaging/specifiers.py (Debian-packaged Python library), lines 13-13, 14-24, 640-640, 643-651.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

import re

from typing import (
    Callable,
    Iterable,
    Iterator,
    List,
    Optional,
    Set,
    Tuple,
    TypeVar,
    Union,
)

_prefix_regex = re.compile(r"^([0-9]+)((?:a|b|c|rc)[0-9]+)$")

def _version_split(version: str) -> List[str]:
    result: List[str] = []
    for item in version.split("."):
        match = _prefix_regex.search(item)
        if match:
            result.extend(match.groups())
        else:
            result.append(item)
    return result
