import numbers
import collections.abc as abc
print("possible 1")
try:
    if obj_p_1 + 1 == 2 and obj_p_1 is not obj_p_1:
        print("IMPOSSIBLE an object not itself")
except Exception:
    pass
try:
    if obj_p_2 + 1 == 2 and id(obj_p_2) != id(obj_p_2):
        print("IMPOSSIBLE two ids of one object")
except Exception:
    pass
try:
    if obj_p_3.attr == 1 and obj_p_3.attr != 1:
        print("IMPOSSIBLE an attribute changing between reads")
except Exception:
    pass
try:
    if obj_p_4.attr == 1 and getattr(obj_p_4, "attr") != 1:
        print("IMPOSSIBLE getattr against the attribute")
except Exception:
    pass
try:
    if obj_p_5.attr == 1 and getattr(obj_p_5, "attr", 5) != 1:
        print("IMPOSSIBLE getattr with a default against the attribute")
except Exception:
    pass
try:
    if obj_p_6.attr == 1 and not hasattr(obj_p_6, "attr"):
        print("IMPOSSIBLE an attribute it does not have")
except Exception:
    pass
try:
    if obj_p_7.f(1) == 1 and obj_p_7.f(1) != 1:
        print("IMPOSSIBLE a method answering one argument two ways")
except Exception:
    pass
try:
    if obj_p_8(1) == 1 and obj_p_8(*[1]) != 1:
        print("IMPOSSIBLE a call spread against direct")
except Exception:
    pass
try:
    if obj_p_9(a=1) == 1 and obj_p_9(**{"a": 1}) != 1:
        print("IMPOSSIBLE a call by keyword spread against direct")
except Exception:
    pass
try:
    if obj_p_10(1) == 1 and list(map(obj_p_10, [1])) != [1]:
        print("IMPOSSIBLE map against the call")
except Exception:
    pass
try:
    if obj_p_11(1) == 1 and [obj_p_11(i) for i in [1]] != [1]:
        print("IMPOSSIBLE a comprehension against the call")
except Exception:
    pass
try:
    if next(obj_p_12) is not None and iter(obj_p_12) is not obj_p_12:
        print("IMPOSSIBLE an iterator not its own iterator")
except Exception:
    pass
try:
    if list(obj_p_13) == [] and len(obj_p_13) > 0:
        print("IMPOSSIBLE empty iteration, positive length")
except Exception:
    pass
try:
    if list(obj_p_14) != [] and not obj_p_14:
        print("IMPOSSIBLE items yet falsy")
except Exception:
    pass
try:
    if obj_p_15.__len__() == 2 and len(obj_p_15) != 2:
        print("IMPOSSIBLE __len__ against len")
except Exception:
    pass
try:
    if obj_p_16.__len__() == 2 and len(list(obj_p_16)) != 2:
        print("IMPOSSIBLE __len__ against iteration")
except Exception:
    pass
try:
    if obj_p_17.__contains__(1) and 1 not in obj_p_17:
        print("IMPOSSIBLE __contains__ against in")
except Exception:
    pass
try:
    if obj_p_18.__getitem__(0) == 1 and obj_p_18[0] != 1:
        print("IMPOSSIBLE __getitem__ against []")
except Exception:
    pass
try:
    if obj_p_19.__eq__(1) is True and obj_p_19 != 1:
        print("IMPOSSIBLE __eq__ against ==")
except Exception:
    pass
try:
    if obj_p_20.__add__(1) == 2 and obj_p_20 + 1 != 2:
        print("IMPOSSIBLE __add__ against +")
except Exception:
    pass
try:
    if obj_p_21.__str__() == "x" and str(obj_p_21) != "x":
        print("IMPOSSIBLE __str__ against str")
except Exception:
    pass
try:
    if obj_p_22.__bool__() is False and bool(obj_p_22):
        print("IMPOSSIBLE __bool__ against bool")
except Exception:
    pass
try:
    if bool(obj_p_23) and obj_p_23.__bool__() is False:
        print("IMPOSSIBLE bool against __bool__")
except Exception:
    pass
try:
    if obj_p_24.__iter__() is obj_p_24 and iter(obj_p_24) is not obj_p_24:
        print("IMPOSSIBLE __iter__ against iter")
except Exception:
    pass
try:
    if obj_p_25.__lt__(3) is True and not obj_p_25 < 3:
        print("IMPOSSIBLE __lt__ against <")
except Exception:
    pass
try:
    if obj_p_26.__hash__() == hash(1) and obj_p_26 == 1 and hash(obj_p_26) != hash(1):
        print("IMPOSSIBLE __hash__ against hash")
except Exception:
    pass
try:
    if obj_p_27.__index__() == 2 and [0, 1, 2][obj_p_27] != 2:
        print("IMPOSSIBLE __index__ against indexing")
except Exception:
    pass
try:
    if obj_p_28.__int__() == 2 and int(obj_p_28) != 2:
        print("IMPOSSIBLE __int__ against int")
except Exception:
    pass
try:
    if obj_p_29.__float__() == 2.0 and float(obj_p_29) != 2.0:
        print("IMPOSSIBLE __float__ against float")
except Exception:
    pass
try:
    if obj_p_30.__neg__() == -2 and -obj_p_30 != -2:
        print("IMPOSSIBLE __neg__ against minus")
except Exception:
    pass
try:
    if obj_p_31.upper() == "X" and isinstance(obj_p_31, str) and not issubclass(obj_p_31.__class__, str):
        print("IMPOSSIBLE text whose class is no str")
except Exception:
    pass
try:
    if isinstance(obj_p_32, str) and obj_p_32.__class__("a") != "a":
        print("IMPOSSIBLE text whose class makes other text")
except Exception:
    pass
try:
    if isinstance(obj_p_33, int) and isinstance(obj_p_33, str):
        print("IMPOSSIBLE an int and a str")
except Exception:
    pass
try:
    if isinstance(obj_p_34, int) and isinstance(obj_p_34, float):
        print("IMPOSSIBLE an int and a float")
except Exception:
    pass
try:
    if isinstance(obj_p_35, str) and isinstance(obj_p_35, bytes):
        print("IMPOSSIBLE a str and bytes")
except Exception:
    pass
try:
    if isinstance(obj_p_36, list) and isinstance(obj_p_36, tuple):
        print("IMPOSSIBLE a list and a tuple")
except Exception:
    pass
try:
    if isinstance(obj_p_37, int) and not isinstance(obj_p_37, numbers.Integral):
        print("IMPOSSIBLE an int no Integral")
except Exception:
    pass
try:
    if isinstance(obj_p_38, float) and not isinstance(obj_p_38, numbers.Real):
        print("IMPOSSIBLE a float no Real")
except Exception:
    pass
try:
    if isinstance(obj_p_39, str) and not isinstance(obj_p_39, abc.Sequence):
        print("IMPOSSIBLE a str no Sequence")
except Exception:
    pass
try:
    if isinstance(obj_p_40, (int, str)) and not isinstance(obj_p_40, int) and not isinstance(obj_p_40, str):
        print("IMPOSSIBLE a tuple of types against each")
except Exception:
    pass
try:
    if isinstance(obj_p_41, abc.Sized) and not hasattr(obj_p_41, "__len__"):
        print("IMPOSSIBLE Sized without __len__")
except Exception:
    pass
try:
    if isinstance(obj_p_42, abc.Iterable) and not hasattr(obj_p_42, "__iter__"):
        print("IMPOSSIBLE Iterable without __iter__")
except Exception:
    pass
try:
    if isinstance(obj_p_43, int) and obj_p_43 is None:
        print("IMPOSSIBLE an int that is None")
except Exception:
    pass
try:
    if obj_p_44 is None and isinstance(obj_p_44, int):
        print("IMPOSSIBLE None an int")
except Exception:
    pass
try:
    if isinstance(obj_p_45, int) and callable(obj_p_45):
        print("IMPOSSIBLE a callable int")
except Exception:
    pass
try:
    if isinstance(obj_p_46, str) and hasattr(obj_p_46, "__call__"):
        print("IMPOSSIBLE a str with __call__")
except Exception:
    pass
try:
    if isinstance(obj_p_47, int) and hasattr(obj_p_47, "__iter__"):
        print("IMPOSSIBLE an int with __iter__")
except Exception:
    pass
print("possible 2")
