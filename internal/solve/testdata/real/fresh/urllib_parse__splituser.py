# urllib.parse._splituser as written, with what it needs from its module.
# Source: /usr/lib/python3.11/urllib/parse.py (Debian python3.11 standard library), lines 1117-1120.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def _splituser(host):
    """splituser('user[:passwd]@host[:port]') --> 'user[:passwd]', 'host[:port]'."""
    user, delim, host = host.rpartition('@')
    return (user if delim else None), host
