# Probes (explore's default mode and --mode lexecutor, TestLawlessBranchesNeverCovered),
# round 17 (r17-laws): a stand-in told it is an int or a str still
# answering from the Stub's own namespace (x._name, x.__module__, read
# while open or after; x.__reduce_ex__(2), x.__getstate__(), x.__init__
# called by name; object.__getattribute__(x, "real") missing an int's
# real); C code that takes an open one for a callable (functools.partial,
# defaultdict, iter(f, end)) or a mapping (str % x, where a str or a tuple
# is neither), calling nothing on it, before it is told it is an int, a
# str or a tuple. And kinds that held (match patterns, format specs,
# __index__ users, numbers and collections.abc ABCs, str methods against
# each other, handlers against the value), kept as regressions. Every line
# printing IMPOSSIBLE needs a value no real one is.
print("possible 1")
import functools, collections, numbers, math
try:
    try:
        m_1 = x_1.__module__
    except AttributeError:
        m_1 = None
    if x_1 + 1 == 2 and type(x_1) is int and m_1 is not None:
        print("IMPOSSIBLE an int with __module__")
except Exception:
    pass
try:
    if x_2 + 1 == 2 and type(x_2) is int and hasattr(x_2, "_name"):
        print("IMPOSSIBLE an int with _name")
except Exception:
    pass
try:
    if x_3 + 1 == 2 and type(x_3) is int:
        try:
            object.__getattribute__(x_3, "real")
        except AttributeError:
            print("IMPOSSIBLE an int without real to object getattribute")
except Exception:
    pass
try:
    if x_4 + 1 == 2 and type(x_4) is int and x_4.__reduce_ex__(2) != (1).__reduce_ex__(2):
        print("IMPOSSIBLE reduce of 1 differs")
except Exception:
    pass
try:
    if x_5 + 1 == 2 and type(x_5) is int and getattr(x_5, "_v", None) is not None:
        print("IMPOSSIBLE an int with _v")
except Exception:
    pass
try:
    if x_6 + 1 == 2 and type(x_6) is int and x_6.__getstate__() is not None:
        print("IMPOSSIBLE an int's state")
except Exception:
    pass
try:
    if x_7 + 1 == 2 and type(x_7) is int and type(x_7.__init__) is not type((1).__init__):
        print("IMPOSSIBLE an int's __init__")
except Exception:
    pass
try:
    if x_8.upper() != "" and type(x_8) is str:
        try:
            n_8 = x_8._name
            print("IMPOSSIBLE a str with _name")
        except AttributeError:
            pass
except Exception:
    pass
try:
    p_9 = functools.partial(x_9)
    if x_9 + 1 == 2 and type(x_9) is int:
        print("IMPOSSIBLE partial of an int")
except Exception:
    pass
try:
    d_10 = collections.defaultdict(x_10)
    if x_10 + 1 == 2 and isinstance(x_10, int):
        print("IMPOSSIBLE defaultdict of an int")
except Exception:
    pass
try:
    i_11 = iter(x_11, 0)
    if x_11 + 1 == 2 and x_11.__class__ is int:
        print("IMPOSSIBLE iter sentinel of an int")
except Exception:
    pass
try:
    try:
        functools.partial(x_12)
        took_12 = True
    except TypeError:
        took_12 = False
    if took_12 and x_12.upper() != "" and type(x_12) is str:
        print("IMPOSSIBLE partial took a str")
except Exception:
    pass
try:
    if x_13.upper() != "" and type(x_13) is str and "abc" % x_13 == "abc":
        print("IMPOSSIBLE str % str with no spec")
except Exception:
    pass
try:
    if len(x_14) == 1 and type(x_14) is tuple and "%s" % x_14 == str(x_14):
        print("IMPOSSIBLE percent of a one-tuple shows the tuple")
except Exception:
    pass
try:
    s_15 = "none" % x_15
    if x_15 + 1 == 2 and type(x_15) is int:
        print("IMPOSSIBLE an int met no conversion")
except Exception:
    pass
try:
    match x_16:
        case int():
            k_16 = "int"
        case _:
            k_16 = "other"
    if k_16 == "int" and x_16.upper() == "A":
        print("IMPOSSIBLE matched int, has upper")
except Exception:
    pass
try:
    match x_17:
        case [a_17, b_17]:
            if len(x_17) == 3:
                print("IMPOSSIBLE two-element pattern, length three")
        case _:
            pass
except Exception:
    pass
try:
    s_18 = f"{x_18:d}"
    if x_18 + "" == "":
        print("IMPOSSIBLE format d then str concatenation")
except Exception:
    pass
try:
    r_19 = range(x_19)
    if x_19.upper() == "A":
        print("IMPOSSIBLE range then upper")
except Exception:
    pass
try:
    if isinstance(x_20, numbers.Integral) and x_20 * 2 == 3:
        print("IMPOSSIBLE Integral doubled to 3")
except Exception:
    pass
try:
    if math.floor(x_21) == 2 and x_21 > 3:
        print("IMPOSSIBLE floor 2 above 3")
except Exception:
    pass
try:
    if x_22.isdigit() and not x_22.isnumeric():
        print("IMPOSSIBLE digit not numeric")
except Exception:
    pass
try:
    try:
        int(x_23)
        ok_23 = True
    except ValueError:
        ok_23 = False
    if not ok_23 and x_23.isdecimal() and x_23.isascii():
        print("IMPOSSIBLE ascii decimal int refuses")
except Exception:
    pass
try:
    if x_24 in {1, 2} and x_24 not in [1, 2]:
        print("IMPOSSIBLE in set not in list")
except Exception:
    pass
try:
    if len(list(zip(x_25, x_25))) != len(x_25):
        print("IMPOSSIBLE zip with itself")
except Exception:
    pass
try:
    f_26 = "none"
    s_26 = f_26 % x_26
    if x_26 + 1 == 2 and type(x_26) is int:
        print("IMPOSSIBLE an int met a named format with no conversion")
except Exception:
    pass
print("possible end")
