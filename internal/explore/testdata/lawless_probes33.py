# Probes (explore's default mode and --mode lexecutor, TestLawlessBranchesNeverCovered):
# a value's type against its answers (type(), the numbers and collections
# ABCs), a mapping's value once it commits, copies, sets and dicts keyed by
# it, rounding; every line printing IMPOSSIBLE needs a value no real one is.
import collections.abc
import copy
import math
import numbers
print("possible 1")
try:
    if isinstance(x_1, int) and not issubclass(type(x_1), int):
        print("IMPOSSIBLE an int whose type is no int")
except Exception:
    pass
try:
    if x_2.bit_length() == 1 and type(x_2) is int and not isinstance(x_2, numbers.Integral):
        print("IMPOSSIBLE of type int, not Integral")
except Exception:
    pass
try:
    if x_3.upper() and type(x_3) is not str and not issubclass(type(x_3), str) and isinstance(x_3, str):
        print("IMPOSSIBLE a str whose type is no str")
except Exception:
    pass
try:
    if not isinstance(x_4, numbers.Number) and isinstance(x_4, int):
        print("IMPOSSIBLE an int that is no Number")
except Exception:
    pass
try:
    if not isinstance(x_5, collections.abc.Sized) and isinstance(x_5, (list, str, dict)):
        print("IMPOSSIBLE a list, str or dict that is not Sized")
except Exception:
    pass
try:
    if not isinstance(x_6, collections.abc.Mapping) and isinstance(x_6, dict):
        print("IMPOSSIBLE a dict that is no Mapping")
except Exception:
    pass
try:
    if isinstance(x_7, collections.abc.Iterable) and type(x_7) is int:
        print("IMPOSSIBLE of type int, Iterable")
except Exception:
    pass
try:
    if len(m_8) == 1 and m_8.setdefault("k", 1) == 1:
        try:
            m_8 + 0
        except TypeError:
            pass
        m_8.clear()
        if len(m_8) or m_8:
            print("IMPOSSIBLE cleared, yet not empty")
except Exception:
    pass
try:
    if x_9 + 1 == 2 and type(x_9) is int and isinstance(x_9, str):
        print("IMPOSSIBLE of type int, an instance of str")
except Exception:
    pass
try:
    if not isinstance(x_10, (numbers.Number, collections.abc.Sized)) and (x_10 == 1 or len(x_10) == 1) and type(x_10) in (int, list, str, dict):
        print("IMPOSSIBLE an int, list, str or dict that is neither Number nor Sized")
except Exception:
    pass
try:
    if x_11 == 1 and copy.copy(x_11) != 1:
        print("IMPOSSIBLE a copy of 1 that is not 1")
except Exception:
    pass
try:
    if x_12 == 1 and copy.deepcopy(x_12) != x_12:
        print("IMPOSSIBLE a deep copy unequal to its original")
except Exception:
    pass
try:
    if x_13 == 1 and (x_13 not in {1} or {1: "one"}.get(x_13) is None or 1 not in {x_13}):
        print("IMPOSSIBLE equal to 1, not found in a set or dict of it")
except Exception:
    pass
try:
    if x_14 > 0.5 and round(x_14) == 0 and math.floor(x_14) == 0 and x_14 == 1:
        print("IMPOSSIBLE 1 rounding to 0")
except Exception:
    pass
try:
    if x_15 == 1 and type(x_15) is int and type(x_15)(0) != 0:
        print("IMPOSSIBLE int(0) is not 0")
except Exception:
    pass
try:
    if not isinstance(x_16, collections.abc.Hashable) and type(x_16) in (int, str):
        print("IMPOSSIBLE an int or str that is not Hashable")
except Exception:
    pass
try:
    if not isinstance(x_17, dict) and type(x_17) is dict:
        print("IMPOSSIBLE of type dict, no dict")
except Exception:
    pass
try:
    if x_18["a"] is not None and not isinstance(x_18, collections.abc.Mapping) and isinstance(x_18, dict):
        print("IMPOSSIBLE a dict used by key, not a Mapping")
except Exception:
    pass
print("possible 2")
