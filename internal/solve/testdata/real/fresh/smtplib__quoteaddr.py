# smtplib.quoteaddr as written, with what it needs from its module.
# Source: /usr/lib/python3.11/smtplib.py (Debian python3.11 standard library), lines 47-47, 146-157.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

import email.utils

def quoteaddr(addrstring):
    """Quote a subset of the email addresses defined by RFC 821.

    Should be able to handle anything email.utils.parseaddr can handle.
    """
    displayname, addr = email.utils.parseaddr(addrstring)
    if (displayname, addr) == ('', ''):
        # parseaddr couldn't parse it, use it as is and hope for the best.
        if addrstring.strip().startswith('<'):
            return addrstring
        return "<%s>" % addrstring
    return "<%s>" % addr
