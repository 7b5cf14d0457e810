# email.utils.unquote as written, with what it needs from its module.
# Source: /usr/lib/python3.11/email/utils.py (Debian python3.11 standard library), lines 354-361.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def unquote(str):
    """Remove quotes from a string."""
    if len(str) > 1:
        if str.startswith('"') and str.endswith('"'):
            return str[1:-1].replace('\\\\', '\\').replace('\\"', '"')
        if str.startswith('<') and str.endswith('>'):
            return str[1:-1]
    return str
