# colorsys.hsv_to_rgb as written, with what it needs from its module.
# Source: /usr/lib/python3.11/colorsys.py (Debian python3.11 standard library), lines 145-165.
# Extracted by scripts/extract-real.py (issue 19's real-code check set).

def hsv_to_rgb(h, s, v):
    if s == 0.0:
        return v, v, v
    i = int(h*6.0) # XXX assume int() truncates!
    f = (h*6.0) - i
    p = v*(1.0 - s)
    q = v*(1.0 - s*f)
    t = v*(1.0 - s*(1.0-f))
    i = i%6
    if i == 0:
        return v, t, p
    if i == 1:
        return q, v, p
    if i == 2:
        return p, v, t
    if i == 3:
        return p, q, v
    if i == 4:
        return t, p, v
    if i == 5:
        return v, p, q
