print("possible 1")
import math, operator
try:
    if int(level) != level and isinstance(level, int):
        print("IMPOSSIBLE int of an int differs")
except Exception:
    pass
try:
    if qty2 >= 0 and abs(qty2) != qty2:
        print("IMPOSSIBLE a non-negative whose abs differs")
except Exception:
    pass
try:
    if isinstance(bits, int) and not isinstance(bits, bool) and (bits << 1) != bits * 2:
        print("IMPOSSIBLE a shift that is not doubling")
except Exception:
    pass
try:
    if isinstance(odd, int) and odd % 2 != odd & 1:
        print("IMPOSSIBLE parity two ways")
except Exception:
    pass
try:
    if divmod(num3, 7) != (num3 // 7, num3 % 7):
        print("IMPOSSIBLE divmod of a stand-in disagrees")
except Exception:
    pass
try:
    if pow(base4, 2) != base4 * base4:
        print("IMPOSSIBLE a square two ways")
except Exception:
    pass
try:
    if lo5 < mid5 < hi5 and not lo5 < hi5:
        print("IMPOSSIBLE a chain that is not transitive")
except Exception:
    pass
try:
    if val6 in range(10) and not (0 <= val6 < 10):
        print("IMPOSSIBLE in a range yet outside its bounds")
except Exception:
    pass
try:
    if str(num7).isdigit() and num7 < 0:
        print("IMPOSSIBLE digits that are negative")
except Exception:
    pass
try:
    if isinstance(num8, int) and num8 > 0 and len(str(num8)) != len(str(abs(num8))):
        print("IMPOSSIBLE a positive with a sign")
except Exception:
    pass
try:
    if float(num9) != num9 and int(num9) == num9 and abs(num9) < 2 ** 53:
        print("IMPOSSIBLE an integer value float changes")
except Exception:
    pass
try:
    if round(amt10, 1) > amt10 + 0.05000001:
        print("IMPOSSIBLE rounding up by more than half a tenth")
except Exception:
    pass
try:
    if thing11 not in [thing11]:
        print("IMPOSSIBLE not in a list of itself")
except Exception:
    pass
try:
    if [thing12].index(thing12) != 0:
        print("IMPOSSIBLE its own index in a list of one")
except Exception:
    pass
try:
    if obj13.attr.sub is not obj13.attr.sub:
        print("IMPOSSIBLE an attribute chain read twice differs")
except Exception:
    pass
try:
    if getattr(obj14, "size") is not obj14.size:
        print("IMPOSSIBLE getattr against the attribute")
except Exception:
    pass
try:
    if min(nums15, default=None) is not None and min(nums15) > max(nums15):
        print("IMPOSSIBLE a min above the max")
except Exception:
    pass
try:
    if sorted(words16, key=len) and len(sorted(words16, key=len)) != len(list(words16)):
        print("IMPOSSIBLE sorting changes the count")
except Exception:
    pass
try:
    keys17 = dict.fromkeys(names17)
    if len(keys17) > len(list(names17)):
        print("IMPOSSIBLE more keys than names")
except Exception:
    pass
try:
    if "%d" % count18 != str(int(count18)):
        print("IMPOSSIBLE %d against str of int")
except Exception:
    pass
try:
    if "{}".format(label19) != str(label19):
        print("IMPOSSIBLE format against str of a stand-in")
except Exception:
    pass
try:
    if f"{label20}" != format(label20, ""):
        print("IMPOSSIBLE two empty formats")
except Exception:
    pass
try:
    with handle21 as h:
        pass
    if h is None and handle21 is None:
        print("IMPOSSIBLE None as a context manager")
except Exception:
    pass
try:
    it22 = iter(seq22)
    first = next(it22, "END")
    if first == "END" and len(seq22) > 0 and not isinstance(seq22, dict):
        print("IMPOSSIBLE an empty iteration of a sized sequence")
except Exception:
    pass
try:
    gen23 = (x for x in src23)
    a23 = list(gen23)
    if list(gen23) == a23 and a23:
        print("IMPOSSIBLE a generator that yields twice")
except Exception:
    pass
try:
    if operator.lt(p24, q24) and operator.ge(p24, q24):
        print("IMPOSSIBLE below and at least")
except Exception:
    pass
try:
    if math.isclose(r25, 1.0) and r25 > 2:
        print("IMPOSSIBLE close to one and above two")
except Exception:
    pass
try:
    if sum([w26, w26]) != w26 + w26:
        print("IMPOSSIBLE sum of two against addition")
except Exception:
    pass
try:
    if bool(t27) and t27 == 0 and isinstance(t27, (int, float)):
        print("IMPOSSIBLE a truthy number equal to zero")
except Exception:
    pass
try:
    if callable(f28) and f28(1) is not f28(1) and f28(1) != f28(1):
        print("IMPOSSIBLE a call on equal arguments differs")
except Exception:
    pass
print("possible 2")
