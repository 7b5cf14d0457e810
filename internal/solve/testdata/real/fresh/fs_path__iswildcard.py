# fs.path.iswildcard as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/fs/path.py (Debian-packaged Python library), lines 571-571, 574-592.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

_WILD_CHARS = frozenset("*?[]!{}")

def iswildcard(path):
    # type: (Text) -> bool
    """Check if a path ends with a wildcard.

    Arguments:
        path (str): A PyFilesystem path.

    Returns:
        bool: `True` if path ends with a wildcard.

    Example:
        >>> iswildcard('foo/bar/baz.*')
        True
        >>> iswildcard('foo/bar')
        False

    """
    assert path is not None
    return not _WILD_CHARS.isdisjoint(path)
