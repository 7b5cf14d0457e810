# platform._norm_version as written, with what it needs from its module.
# Source: /usr/lib/python3.11/platform.py (Debian python3.11 standard library), lines 235-248.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def _norm_version(version, build=''):

    """ Normalize the version and build strings and return a single
        version string using the format major.minor.build (or patchlevel).
    """
    l = version.split('.')
    if build:
        l.append(build)
    try:
        strings = list(map(str, map(int, l)))
    except ValueError:
        strings = l
    version = '.'.join(strings[:3])
    return version
