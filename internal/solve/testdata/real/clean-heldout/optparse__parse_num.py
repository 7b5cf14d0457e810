# optparse._parse_num as written, with what it needs from its module.
# Source: /usr/lib/python3.11/optparse.py (Debian python3.11 standard library), lines 406-417.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def _parse_num(val, type):
    if val[:2].lower() == "0x":         # hexadecimal
        radix = 16
    elif val[:2].lower() == "0b":       # binary
        radix = 2
        val = val[2:] or "0"            # have to remove "0b" prefix
    elif val[:1] == "0":                # octal
        radix = 8
    else:                               # decimal
        radix = 10

    return type(val, radix)
