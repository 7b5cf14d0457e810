# colorsys.rgb_to_yiq as written, with what it needs from its module.
# Source: /usr/lib/python3.11/colorsys.py (Debian python3.11 standard library), lines 40-44.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def rgb_to_yiq(r, g, b):
    y = 0.30*r + 0.59*g + 0.11*b
    i = 0.74*(r-y) - 0.27*(b-y)
    q = 0.48*(r-y) + 0.41*(b-y)
    return (y, i, q)
