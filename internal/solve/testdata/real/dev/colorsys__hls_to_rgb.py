# colorsys.hls_to_rgb as written, with what it needs from its module.
# Source: /usr/lib/python3.11/colorsys.py (Debian python3.11 standard library), lines 29-29, 30-30, 31-31, 99-107, 109-117.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

ONE_THIRD = 1.0/3.0

ONE_SIXTH = 1.0/6.0

TWO_THIRD = 2.0/3.0

def hls_to_rgb(h, l, s):
    if s == 0.0:
        return l, l, l
    if l <= 0.5:
        m2 = l * (1.0+s)
    else:
        m2 = l+s-(l*s)
    m1 = 2.0*l - m2
    return (_v(m1, m2, h+ONE_THIRD), _v(m1, m2, h), _v(m1, m2, h-ONE_THIRD))

def _v(m1, m2, hue):
    hue = hue % 1.0
    if hue < ONE_SIXTH:
        return m1 + (m2-m1)*hue*6.0
    if hue < 0.5:
        return m2
    if hue < TWO_THIRD:
        return m1 + (m2-m1)*(TWO_THIRD-hue)*6.0
    return m1
