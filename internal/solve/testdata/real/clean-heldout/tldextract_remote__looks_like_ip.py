# tldextract.remote.looks_like_ip as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/tldextract/remote.py (Debian-packaged Python library), lines 3-3, 4-4, 9-10, 15-29.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

import re

import socket

IP_RE = re.compile(
    r'^(([0-9]|[1-9][0-9]|1[0-9]{2}|2[0-4][0-9]|25[0-5])\.){3}([0-9]|[1-9][0-9]|1[0-9]{2}|2[0-4][0-9]|25[0-5])$')  # pylint: disable=line-too-long

def looks_like_ip(maybe_ip):
    """Does the given str look like an IP address?"""
    if not maybe_ip[0].isdigit():
        return False

    try:
        socket.inet_aton(maybe_ip)
        return True
    except (AttributeError, UnicodeError):
        if IP_RE.match(maybe_ip):
            return True
    except socket.error:
        pass

    return False
