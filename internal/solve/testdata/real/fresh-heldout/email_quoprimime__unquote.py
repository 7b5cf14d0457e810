# email.quoprimime.unquote as written, with what it needs from its module.
# Source: /usr/lib/python3.11/email/quoprimime.py (Debian python3.11 standard library), lines 118-120.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def unquote(s):
    """Turn a string in the form =AB to the ASCII character with value 0xab"""
    return chr(int(s[1:3], 16))
