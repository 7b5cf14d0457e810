# platform._comparable_version as written, with what it needs from its module.
# Source: /usr/lib/python3.11/platform.py (Debian python3.11 standard library), lines 117-117, 128-137, 139-139, 141-151.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

import re

_ver_stages = {
    # any string not found in this dict, will get 0 assigned
    'dev': 10,
    'alpha': 20, 'a': 20,
    'beta': 30, 'b': 30,
    'c': 40,
    'RC': 50, 'rc': 50,
    # number, will get 100 assigned
    'pl': 200, 'p': 200,
}

_component_re = re.compile(r'([0-9]+|[._+-])')

def _comparable_version(version):
    result = []
    for v in _component_re.split(version):
        if v not in '._+-':
            try:
                v = int(v, 10)
                t = 100
            except ValueError:
                t = _ver_stages.get(v, 0)
            result.extend((t, v))
    return result
