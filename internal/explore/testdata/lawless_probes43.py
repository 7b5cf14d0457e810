# Probes (explore's default mode and --mode lexecutor, TestLawlessBranchesNeverCovered),
# round 16 (r16-laws): the snippet reads the real type() by another name
# than the prefix's shim (builtins.type, from builtins import type,
# getattr(builtins, "type")): it
# says Stub where the shim would say int. A file of its own: its
# builtins.type keeps every stand-in of its own class. Every line
# printing IMPOSSIBLE needs a value no real one is.
print("possible 1")
import builtins
try:
    if x_1 + 1 == 2 and type(x_1) is int and builtins.type(x_1) is not int:
        print("IMPOSSIBLE builtins.type disagrees")
except Exception:
    pass
try:
    t_2 = builtins.type(x_2)
    if x_2 + 1 == 2 and isinstance(x_2, int) and not issubclass(t_2, int):
        print("IMPOSSIBLE builtins.type before isinstance")
except Exception:
    pass
from builtins import type as real_type
try:
    if x_3.upper() == "AB" and x_3.__class__ is str and real_type(x_3) is not str:
        print("IMPOSSIBLE builtins type imported")
except Exception:
    pass
try:
    if x_4 + 1 == 2 and isinstance(x_4, int) and getattr(builtins, "type")(x_4) is not int:
        print("IMPOSSIBLE getattr(builtins, type) disagrees")
except Exception:
    pass
print("possible end")
