# idna.core.check_hyphen_ok as written, with what it needs from its module.
# Source: /usr/lib/python3/dist-packages/idna/core.py (Debian-packaged Python library), lines 12-14, 126-131.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

class IDNAError(UnicodeError):
    """ Base exception for all IDNA-encoding related problems """
    pass

def check_hyphen_ok(label: str) -> bool:
    if label[2:4] == '--':
        raise IDNAError('Label has disallowed hyphens in 3rd and 4th position')
    if label[0] == '-' or label[-1] == '-':
        raise IDNAError('Label must not start or end with a hyphen')
    return True
