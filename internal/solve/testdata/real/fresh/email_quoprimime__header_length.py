# email.quoprimime.header_length as written, with what it needs from its module.
# Source: /usr/lib/python3.11/email/quoprimime.py (Debian python3.11 standard library), lines 55-55, 56-56, 84-94.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

_QUOPRI_MAP = ['=%02X' % c for c in range(256)]

_QUOPRI_HEADER_MAP = _QUOPRI_MAP[:]

def header_length(bytearray):
    """Return a header quoted-printable encoding length.

    Note that this does not include any RFC 2047 chrome added by
    `header_encode()`.

    :param bytearray: An array of bytes (a.k.a. octets).
    :return: The length in bytes of the byte array when it is encoded with
        quoted-printable for headers.
    """
    return sum(len(_QUOPRI_HEADER_MAP[octet]) for octet in bytearray)
