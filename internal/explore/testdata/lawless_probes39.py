# Probes (explore's default mode and --mode lexecutor, TestLawlessBranchesNeverCovered),
# round 14 (r14-laws): a library refuses a value the snippet was told is
# plain. type(x) is int (or str) said, then json.dumps, str.join, Decimal,
# re, int.__add__, io.StringIO or a str method with it as the argument
# raises TypeError: no int or str is refused there, so the handler's line
# needs a value no real one is (a stand-in the prefix's type() shim
# claims for). Every line printing IMPOSSIBLE needs a value no real one is.
print("possible 1")
import json, decimal, fractions, re, io, struct, operator, builtins, collections.abc as cabc
try:
    if x_1 + 1 == 2 and type(x_1) is int:
        try:
            json.dumps(x_1)
        except TypeError:
            print("IMPOSSIBLE json rejects an int")
except Exception:
    pass
try:
    if x_3.upper() == "X_3" and type(x_3) is str:
        try:
            ",".join([x_3])
        except TypeError:
            print("IMPOSSIBLE join rejects a str")
except Exception:
    pass
try:
    if x_4 * 2 == 2 and type(x_4) is int:
        try:
            decimal.Decimal(x_4)
        except TypeError:
            print("IMPOSSIBLE Decimal rejects an int")
except Exception:
    pass
try:
    if x_6.strip() == "x_6" and type(x_6) is str:
        try:
            re.match("x", x_6)
        except TypeError:
            print("IMPOSSIBLE re rejects a str")
except Exception:
    pass
try:
    if x_8 == 1 and type(x_8) is int:
        try:
            type(x_8).__add__(x_8, 1)
        except TypeError:
            print("IMPOSSIBLE int.__add__ rejects an int")
except Exception:
    pass
try:
    if x_11.lower() == "x_11" and type(x_11) is str:
        try:
            io.StringIO(x_11)
        except TypeError:
            print("IMPOSSIBLE StringIO rejects a str")
except Exception:
    pass
try:
    if x_18.upper() == "X_18" and type(x_18) is str:
        try:
            "abc".startswith(x_18)
            "x_18".find(x_18)
            "x_18" + x_18
        except TypeError:
            print("IMPOSSIBLE str methods reject a str")
except Exception:
    pass
print("possible 1")
