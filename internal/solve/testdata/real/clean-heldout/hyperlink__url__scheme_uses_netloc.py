# hyperlink._url.scheme_uses_netloc as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/hyperlink/_url.py (Debian-packaged Python library), lines 403-448, 451-467, 525-554.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

SCHEME_PORT_MAP = {
    "acap": 674,
    "afp": 548,
    "dict": 2628,
    "dns": 53,
    "file": None,
    "ftp": 21,
    "git": 9418,
    "gopher": 70,
    "http": 80,
    "https": 443,
    "imap": 143,
    "ipp": 631,
    "ipps": 631,
    "irc": 194,
    "ircs": 6697,
    "ldap": 389,
    "ldaps": 636,
    "mms": 1755,
    "msrp": 2855,
    "msrps": None,
    "mtqp": 1038,
    "nfs": 111,
    "nntp": 119,
    "nntps": 563,
    "pop": 110,
    "prospero": 1525,
    "redis": 6379,
    "rsync": 873,
    "rtsp": 554,
    "rtsps": 322,
    "rtspu": 5005,
    "sftp": 22,
    "smb": 445,
    "snmp": 161,
    "ssh": 22,
    "steam": None,
    "svn": 3690,
    "telnet": 23,
    "ventrilo": 3784,
    "vnc": 5900,
    "wais": 210,
    "ws": 80,
    "wss": 443,
    "xmpp": None,
}

NO_NETLOC_SCHEMES = set(
    [
        "urn",
        "about",
        "bitcoin",
        "blob",
        "data",
        "geo",
        "magnet",
        "mailto",
        "news",
        "pkcs11",
        "sip",
        "sips",
        "tel",
    ]
)

def scheme_uses_netloc(scheme, default=None):
    # type: (Text, Optional[bool]) -> Optional[bool]
    """Whether or not a URL uses :code:`:` or :code:`://` to separate the
    scheme from the rest of the URL depends on the scheme's own
    standard definition. There is no way to infer this behavior
    from other parts of the URL. A scheme either supports network
    locations or it does not.

    The URL type's approach to this is to check for explicitly
    registered schemes, with common schemes like HTTP
    preregistered. This is the same approach taken by
    :mod:`urlparse`.

    URL adds two additional heuristics if the scheme as a whole is
    not registered. First, it attempts to check the subpart of the
    scheme after the last ``+`` character. This adds intuitive
    behavior for schemes like ``git+ssh``. Second, if a URL with
    an unrecognized scheme is loaded, it will maintain the
    separator it sees.
    """
    if not scheme:
        return False
    scheme = scheme.lower()
    if scheme in SCHEME_PORT_MAP:
        return True
    if scheme in NO_NETLOC_SCHEMES:
        return False
    if scheme.split("+")[-1] in SCHEME_PORT_MAP:
        return True
    return default
