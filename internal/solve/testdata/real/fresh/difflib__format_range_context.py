# difflib._format_range_context as written, with what it needs from its module.
# Source: /usr/lib/python3.11/difflib.py (Debian python3.11 standard library), lines 1168-1177.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def _format_range_context(start, stop):
    'Convert range to the "ed" format'
    # Per the diff spec at http://www.unix.org/single_unix_specification/
    beginning = start + 1     # lines start numbering with one
    length = stop - start
    if not length:
        beginning -= 1        # empty ranges begin at line just before the range
    if length <= 1:
        return '{}'.format(beginning)
    return '{},{}'.format(beginning, beginning + length - 1)
