# hyperlink._url._resolve_dot_segments as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/hyperlink/_url.py (Debian-packaged Python library), lines 837-865.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def _resolve_dot_segments(path):
    # type: (Sequence[Text]) -> Sequence[Text]
    """Normalize the URL path by resolving segments of '.' and '..'. For
    more details, see `RFC 3986 section 5.2.4, Remove Dot Segments`_.

    Args:
       path: sequence of path segments in text form

    Returns:
       A new sequence of path segments with the '.' and '..' elements removed
           and resolved.

    .. _RFC 3986 section 5.2.4, Remove Dot Segments: https://tools.ietf.org/html/rfc3986#section-5.2.4
    """  # noqa: E501
    segs = []  # type: List[Text]

    for seg in path:
        if seg == u".":
            pass
        elif seg == u"..":
            if segs:
                segs.pop()
        else:
            segs.append(seg)

    if list(path[-1:]) in ([u"."], [u".."]):
        segs.append(u"")

    return segs
