# email.utils._has_surrogates as written, with what it needs from its module.
# Source: /usr/lib/python3.11/email/utils.py (Debian python3.11 standard library), lines 51-60.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def _has_surrogates(s):
    """Return True if s contains surrogate-escaped binary data."""
    # This check is based on the fact that unless there are surrogates, utf8
    # (Python's default encoding) can encode any string.  This is the fastest
    # way to check for surrogates, see issue 11454 for timings.
    try:
        s.encode()
        return False
    except UnicodeEncodeError:
        return True
