import copy
import math
import operator
from decimal import Decimal
from fractions import Fraction
print("possible 1")
try:
    if qty_1 == 1 and hash(qty_1) != hash(1.0):
        print("IMPOSSIBLE equal to 1, hashed unlike 1.0")
except Exception:
    pass
try:
    if qty_2 == 1 and qty_2 != Decimal(1):
        print("IMPOSSIBLE equal to 1, unequal to Decimal(1)")
except Exception:
    pass
try:
    if qty_3 == 1 and qty_3 != Fraction(1):
        print("IMPOSSIBLE equal to 1, unequal to Fraction(1)")
except Exception:
    pass
try:
    if qty_4 == 1 and 1.0 not in {qty_4}:
        print("IMPOSSIBLE equal to 1, 1.0 not in its set")
except Exception:
    pass
try:
    if qty_5 == 1 and Decimal(1) not in {qty_5: 0}:
        print("IMPOSSIBLE equal to 1, Decimal(1) not a key")
except Exception:
    pass
try:
    if qty_6 + 0.5 == 1.5 and qty_6 != 1:
        print("IMPOSSIBLE plus a half is 1.5, not 1")
except Exception:
    pass
try:
    if qty_7 + 1 == 3 and qty_7 * 2 != qty_7 + qty_7:
        print("IMPOSSIBLE doubling two ways")
except Exception:
    pass
try:
    if qty_8 + 1 == 3 and divmod(qty_8, 3) != (qty_8 // 3, qty_8 % 3):
        print("IMPOSSIBLE divmod against // and %")
except Exception:
    pass
try:
    if qty_9 + 1 == 3 and round(qty_9) != qty_9:
        print("IMPOSSIBLE round of an integral two")
except Exception:
    pass
try:
    if qty_10 + 1 == 3 and math.floor(qty_10) != qty_10:
        print("IMPOSSIBLE floor of an integral two")
except Exception:
    pass
try:
    if qty_11 + 1 == 3 and math.ceil(qty_11) != math.floor(qty_11):
        print("IMPOSSIBLE ceil and floor of an integral two")
except Exception:
    pass
try:
    if qty_12 + 1 == 3 and math.trunc(qty_12) != qty_12:
        print("IMPOSSIBLE trunc of an integral two")
except Exception:
    pass
try:
    if qty_13 - 1 == 1 and operator.index(qty_13) != 2:
        print("IMPOSSIBLE index of a two")
except Exception:
    pass
try:
    if qty_14 > 0 and -qty_14 > 0:
        print("IMPOSSIBLE positive and negated positive")
except Exception:
    pass
try:
    if qty_15 == 2 and complex(qty_15) != 2:
        print("IMPOSSIBLE complex of two")
except Exception:
    pass
try:
    if qty_16 == 2 and float(qty_16).is_integer() is False:
        print("IMPOSSIBLE float of two not integral")
except Exception:
    pass
try:
    if qty_17 == 2 and int(qty_17) != qty_17:
        print("IMPOSSIBLE int of two")
except Exception:
    pass
try:
    if qty_18 == 2 and qty_18b == 2 and hash(qty_18) != hash(qty_18b):
        print("IMPOSSIBLE two equal twos hashed apart")
except Exception:
    pass
try:
    if qty_19 == 2 and qty_19b == 2.0 and qty_19 != qty_19b:
        print("IMPOSSIBLE two and 2.0 unequal")
except Exception:
    pass
try:
    if qty_20 == 2 and math.isclose(qty_20, 2) is False:
        print("IMPOSSIBLE two not close to two")
except Exception:
    pass
try:
    if qty_21 + 1 == 3 and qty_21.real != 2:
        print("IMPOSSIBLE real part of two")
except Exception:
    pass
try:
    if qty_22 + 1 == 3 and qty_22.conjugate() != 2:
        print("IMPOSSIBLE conjugate of two")
except Exception:
    pass
try:
    if qty_23 + 1 == 3 and 1 / qty_23 != 0.5:
        print("IMPOSSIBLE reciprocal of two")
except Exception:
    pass
try:
    if qty_24 + 1 == 3 and qty_24 ** -1 != 0.5:
        print("IMPOSSIBLE negative power of two")
except Exception:
    pass
try:
    if qty_25 + 1 == 3 and 2 ** qty_25 != 4:
        print("IMPOSSIBLE two to the two")
except Exception:
    pass
try:
    if qty_26 + 1 == 3 and qty_26 << 3 != 16:
        print("IMPOSSIBLE shift of two")
except Exception:
    pass
try:
    if qty_27 + 1 == 3 and ~qty_27 != -3:
        print("IMPOSSIBLE invert of two")
except Exception:
    pass
try:
    if qty_28 + 1 == 3 and qty_28 ^ qty_28 != 0:
        print("IMPOSSIBLE xor with itself")
except Exception:
    pass
try:
    if qty_29 + 1 == 3 and qty_29 - qty_29 != 0:
        print("IMPOSSIBLE minus itself")
except Exception:
    pass
try:
    if qty_30 + 1 == 3 and f"{qty_30:03d}" != "002":
        print("IMPOSSIBLE padded two")
except Exception:
    pass
try:
    if qty_31 + 1 == 3 and qty_31 < 3 and f"{qty_31:.2f}" != "2.00":
        print("IMPOSSIBLE two with two decimals")
except Exception:
    pass
try:
    if qty_32 + 1 == 3 and "%d" % qty_32 != "2":
        print("IMPOSSIBLE percent-d of two")
except Exception:
    pass
try:
    if qty_33 + 1 == 3 and qty_33 < 3 and "%.1f" % qty_33 != "2.0":
        print("IMPOSSIBLE percent-f of two")
except Exception:
    pass
try:
    if qty_34 + 1 == 3 and format(qty_34, "b") != "10":
        print("IMPOSSIBLE binary of two")
except Exception:
    pass
try:
    if qty_35 + 1 == 3 and copy.deepcopy(qty_35) != qty_35:
        print("IMPOSSIBLE deepcopy of two")
except Exception:
    pass
try:
    if qty_36 + 1 == 3 and sum([qty_36, qty_36]) != 4:
        print("IMPOSSIBLE sum of two twos")
except Exception:
    pass
try:
    if qty_37 + 1 == 3 and max(qty_37, 0) != 2:
        print("IMPOSSIBLE max of two and zero")
except Exception:
    pass
try:
    if qty_38 + 1 == 3 and sorted([3, qty_38, 1]) != [1, 2, 3]:
        print("IMPOSSIBLE sorting a two")
except Exception:
    pass
try:
    if qty_39 + 1 == 3 and list(range(qty_39)) != [0, 1]:
        print("IMPOSSIBLE range of two")
except Exception:
    pass
try:
    if qty_40 + 1 == 3 and [0, 5, 9][qty_40] != 9:
        print("IMPOSSIBLE index by two")
except Exception:
    pass
try:
    if qty_41 + 1 == 3 and "abc"[qty_41] != "c":
        print("IMPOSSIBLE text index by two")
except Exception:
    pass
try:
    if qty_42 + 1 == 3 and [7] * qty_42 != [7, 7]:
        print("IMPOSSIBLE list times two")
except Exception:
    pass
try:
    if qty_43 + 1 == 3 and (qty_43 or 5) != 2:
        print("IMPOSSIBLE two or five")
except Exception:
    pass
try:
    if qty_44 + 1 == 3 and pow(qty_44, 5, 3) != 2:
        print("IMPOSSIBLE modular power of two")
except Exception:
    pass
try:
    if qty_45 + 1 == 3 and bytes([qty_45]) != b"\x02":
        print("IMPOSSIBLE bytes of two")
except Exception:
    pass
try:
    if qty_46 + 1 == 3 and math.gcd(qty_46, 6) != 2:
        print("IMPOSSIBLE gcd of two and six")
except Exception:
    pass
try:
    if qty_47 + 1 == 3 and math.factorial(qty_47) != 2:
        print("IMPOSSIBLE factorial of two")
except Exception:
    pass
try:
    if qty_48 + 1 == 3 and math.comb(4, qty_48) != 6:
        print("IMPOSSIBLE four choose two")
except Exception:
    pass
try:
    if qty_49 + 1 == 3 and math.prod([qty_49, 3]) != 6:
        print("IMPOSSIBLE product of two and three")
except Exception:
    pass
try:
    if qty_50 + 1 == 3 and math.fsum([qty_50, 0.5]) != 2.5:
        print("IMPOSSIBLE fsum of two and a half")
except Exception:
    pass
try:
    if qty_51 + 1 == 3 and isinstance(qty_51, int) and not issubclass(qty_51.__class__, int):
        print("IMPOSSIBLE an int whose class is no int")
except Exception:
    pass
try:
    if isinstance(qty_52, int) and qty_52.__class__(5) != 5:
        print("IMPOSSIBLE an int's class makes no five")
except Exception:
    pass
try:
    if qty_53 == 2 and qty_53.__eq__(2) is False:
        print("IMPOSSIBLE equal to two, __eq__ says no")
except Exception:
    pass
try:
    if qty_54 + 1 == 3 and qty_54.__add__(1) != 3:
        print("IMPOSSIBLE __add__ against +")
except Exception:
    pass
try:
    if qty_55 + 1 == 3 and qty_55.__hash__() != hash(2):
        print("IMPOSSIBLE __hash__ of two")
except Exception:
    pass
try:
    if qty_56 < qty_56b and qty_56b < 3 and qty_56 + 1 == 3:
        print("IMPOSSIBLE below a two yet two")
except Exception:
    pass
print("possible 2")
