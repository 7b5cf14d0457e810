# protego._enforce_path as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/protego.py (Debian-packaged Python library), lines 41-45.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def _enforce_path(pattern):
    if pattern.startswith('/'):
        return pattern

    return '/' + pattern
