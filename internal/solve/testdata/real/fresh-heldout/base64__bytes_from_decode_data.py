# base64._bytes_from_decode_data as written, with what it needs from its module.
# Source: /usr/lib/python3.11/base64.py (Debian python3.11 standard library), lines 32-32, 34-46.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

bytes_types = (bytes, bytearray)  # Types acceptable as binary data

def _bytes_from_decode_data(s):
    if isinstance(s, str):
        try:
            return s.encode('ascii')
        except UnicodeEncodeError:
            raise ValueError('string argument should contain only ASCII characters')
    if isinstance(s, bytes_types):
        return s
    try:
        return memoryview(s).tobytes()
    except TypeError:
        raise TypeError("argument should be a bytes-like object or ASCII "
                        "string, not %r" % s.__class__.__name__) from None
