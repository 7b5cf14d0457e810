# fs.path.forcedir as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/fs/path.py (Debian-packaged Python library), lines 497-518.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def forcedir(path):
    # type: (Text) -> Text
    """Ensure the path ends with a trailing forward slash.

    Arguments:
        path (str): A PyFilesytem path.

    Returns:
        str: The path, ending with a slash.

    Example:
        >>> forcedir("foo/bar")
        'foo/bar/'
        >>> forcedir("foo/bar/")
        'foo/bar/'
        >>> forcedir("foo/spam.txt")
        'foo/spam.txt/'

    """
    if not path.endswith("/"):
        return path + "/"
    return path
