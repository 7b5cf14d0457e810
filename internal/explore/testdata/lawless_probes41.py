# Probes (explore's default mode and --mode lexecutor, TestLawlessBranchesNeverCovered),
# round 15 (r15-laws): numpy is handed a value the snippet was told is an
# int, a float or a str. numpy asks the object's protocols
# (__array_struct__, __array_interface__) and makes an int array of an
# int, a float array of floats, a text array of text: never an object
# array. And an object's class and special methods seen through builtins
# handed to other code (map(type, xs), type.__call__, map(callable, ...))
# before it committed: they do not change when it commits. Every line
# printing IMPOSSIBLE needs a value no real one is.
print("possible 1")
import numpy, operator
try:
    if x_1 + 1 == 2 and type(x_1) is int and numpy.asarray(x_1).dtype.kind != "i":
        print("IMPOSSIBLE numpy takes an int for an object")
except Exception:
    pass
try:
    if x_2 * 2 == 3.0 and isinstance(x_2, float) and numpy.array([x_2, 2.5]).dtype == object:
        print("IMPOSSIBLE numpy takes a float for an object")
except Exception:
    pass
try:
    if x_3.upper() == "AB" and type(x_3) is str and numpy.array([x_3]).dtype.kind != "U":
        print("IMPOSSIBLE numpy takes a str for an object")
except Exception:
    pass
try:
    t_11 = list(map(type, [x_11]))[0]
    if x_11 + 1 == 2 and type(x_11) is not t_11:
        print("IMPOSSIBLE map(type) saw another class")
except Exception:
    pass
try:
    t_12 = type.__call__(type, x_12)
    if x_12 + 1 == 2 and type(x_12) is not t_12:
        print("IMPOSSIBLE type.__call__ saw another class")
except Exception:
    pass
try:
    t_13 = operator.attrgetter("__class__")(x_13)
    if x_13 + 1 == 2 and type(x_13) is not t_13:
        print("IMPOSSIBLE attrgetter saw another class")
except Exception:
    pass
try:
    t_14 = sorted([x_14], key=type)[0]
    if x_14 + 1 == 2 and type(x_14) is not type(t_14):
        print("IMPOSSIBLE key=type")
except Exception:
    pass
try:
    s_15 = {type(v) for v in [x_15]}
    if x_15 + 1 == 2 and type(x_15) not in s_15:
        print("IMPOSSIBLE set of classes")
except Exception:
    pass
try:
    n_16 = list(map(type, [x_16]))[0].__name__
    if x_16 + 1 == 2 and type(x_16).__name__ != n_16:
        print("IMPOSSIBLE class name changed")
except Exception:
    pass
try:
    c_17 = list(map(callable, [x_17]))[0]
    if x_17 + 1 == 2 and callable(x_17) != c_17:
        print("IMPOSSIBLE callable changed")
except Exception:
    pass
print("possible end")
