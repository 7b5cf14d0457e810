# Probes (explore's default mode and --mode lexecutor, TestLawlessBranchesNeverCovered),
# round 17 (r17-laws): an open stand-in used as what no number or text
# is, by code that never asks a question the Stub answers (a decorator,
# a base class, types.MethodType's callable check, functools.partial in a
# function that has returned), then told it is an int; an open one whose
# private state a snippet reads (x._v, x._calls: no attribute, not a
# stand-in taken for its state). Every line printing IMPOSSIBLE needs a
# value no real one is.
print("possible 1")
import functools, types
try:
    @x_1
    def f_1():
        pass
    if x_1 + 1 == 2 and type(x_1) is int:
        print("IMPOSSIBLE decorated by an int")
except Exception:
    pass
try:
    class C_2(x_2):
        pass
    if x_2 + 1 == 2 and type(x_2) is int:
        print("IMPOSSIBLE a base class of type int")
except Exception:
    pass
try:
    class C_3(x_3):
        pass
    if x_3.upper() == "AB" and isinstance(x_3, str):
        print("IMPOSSIBLE a base class of type str")
except Exception:
    pass
try:
    m_4 = types.MethodType(x_4, object())
    if x_4 + 1 == 2 and type(x_4) is int:
        print("IMPOSSIBLE a method of an int")
except Exception:
    pass
try:
    def g_5(v):
        return functools.partial(v)
    p_5 = g_5(x_5)
    if x_5 + 1 == 2 and type(x_5) is int:
        print("IMPOSSIBLE partial in a function of an int")
except Exception:
    pass
try:
    try:
        v_6 = x_6._v
    except AttributeError:
        v_6 = None
    if x_6 + 1 == 2 and type(x_6) is int and x_6 * 3 != 3:
        print("IMPOSSIBLE an int read for its state")
except Exception:
    pass
try:
    try:
        c_7 = x_7._calls
    except AttributeError:
        c_7 = None
    if len(x_7) == 1 and type(x_7) is list and list(x_7) != [x_7[0]]:
        print("IMPOSSIBLE a list read for its state")
except Exception:
    pass
try:
    r_8 = x_8.__reduce_ex__(2)
    if x_8 + 1 == 2 and type(x_8) is int and r_8 != (1).__reduce_ex__(2):
        print("IMPOSSIBLE reduced while open, an int after")
except Exception:
    pass
print("possible end")
