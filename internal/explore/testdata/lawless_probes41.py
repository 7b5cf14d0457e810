# Probes (explore's default mode and --mode lexecutor, TestLawlessBranchesNeverCovered),
# round 15 (r15-laws): numpy is handed a value the snippet was told is an
# int, a float or a str. numpy asks the object's protocols
# (__array_struct__, __array_interface__) and makes an int array of an
# int, a float array of floats, a text array of text: never an object
# array. Every line printing IMPOSSIBLE needs a value no real one is.
print("possible 1")
import numpy
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
print("possible end")
