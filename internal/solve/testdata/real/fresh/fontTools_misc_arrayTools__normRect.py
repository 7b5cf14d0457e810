# fontTools.misc.arrayTools.normRect as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/fontTools/misc/arrayTools.py (Debian-packaged Python library), lines 115-131.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def normRect(rect):
    """Normalize a bounding box rectangle.

    This function "turns the rectangle the right way up", so that the following
    holds::

        xMin <= xMax and yMin <= yMax

    Args:
        rect: A bounding rectangle expressed as a tuple
            ``(xMin, yMin, xMax, yMax)``.

    Returns:
        A normalized bounding rectangle.
    """
    (xMin, yMin, xMax, yMax) = rect
    return min(xMin, xMax), min(yMin, yMax), max(xMin, xMax), max(yMin, yMax)
