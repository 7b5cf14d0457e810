import copy
import math
print("possible 1")
try:
    if x == y and x - y != 0:
        print("IMPOSSIBLE equal yet a nonzero difference")
except Exception:
    pass
try:
    if x in range(10) and x > 20:
        print("IMPOSSIBLE in a range yet beyond it")
except Exception:
    pass
try:
    if math.floor(z) > z:
        print("IMPOSSIBLE floor above the value")
except Exception:
    pass
try:
    if copy.copy(z) != z:
        print("IMPOSSIBLE a copy differs")
except Exception:
    pass
try:
    if max(vals) not in vals:
        print("IMPOSSIBLE the max is not an element")
except Exception:
    pass
try:
    if sum(vals) != sum(vals):
        print("IMPOSSIBLE summing twice differs")
except Exception:
    pass
try:
    if text.count(sep) > 0 and sep not in text:
        print("IMPOSSIBLE counted yet absent")
except Exception:
    pass
try:
    if text.upper() == "AB" and text.lower() != "ab":
        print("IMPOSSIBLE case mapping disagrees")
except Exception:
    pass
try:
    if len(text) == 2 and len(text.split(",")) > 3:
        print("IMPOSSIBLE more fields than characters allow")
except Exception:
    pass
try:
    if svc.lookup(1) != svc.lookup(1):
        print("IMPOSSIBLE a call on equal arguments differs")
except Exception:
    pass
try:
    if obj.attr is not obj.attr:
        print("IMPOSSIBLE an attribute changes between reads")
except Exception:
    pass
try:
    if start < end and end < start:
        print("IMPOSSIBLE order both ways")
except Exception:
    pass
try:
    if len(set(vals)) > len(vals):
        print("IMPOSSIBLE a set larger than its source")
except Exception:
    pass
try:
    if list(enumerate(vals)) and not vals:
        print("IMPOSSIBLE enumerate of nothing yields")
except Exception:
    pass
try:
    if bool(flag) and flag == 0:
        print("IMPOSSIBLE truthy zero")
except Exception:
    pass
try:
    if flag == 0 and flag == "" :
        print("IMPOSSIBLE zero and empty text at once")
except Exception:
    pass
try:
    if num / 2 == 3 and num != 6:
        print("IMPOSSIBLE division disagrees")
except Exception:
    pass
try:
    if -num == num and num != 0:
        print("IMPOSSIBLE its own negation")
except Exception:
    pass
try:
    d2 = dict(conf)
    if d2 and not conf:
        print("IMPOSSIBLE a dict from nothing")
except Exception:
    pass
try:
    if isinstance(thing, list) and not hasattr(thing, "append"):
        print("IMPOSSIBLE a list without append")
except Exception:
    pass
try:
    if isinstance(thing, dict) and isinstance(thing, list):
        print("IMPOSSIBLE both dict and list")
except Exception:
    pass
try:
    if str(num2) == "5" and num2 + 1 != 6 and isinstance(num2, int):
        print("IMPOSSIBLE five plus one")
except Exception:
    pass
print("possible 2")
