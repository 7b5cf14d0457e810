# Probes (explore's default mode and --mode lexecutor, TestLawlessBranchesNeverCovered),
# round 12 (lead): an attribute a stand-in handed out or took while open
# stays after it commits to a value that lacks it; a stand-in is an
# object of its own class then, and an object's attributes do not
# vanish or change when it is compared. Every line printing IMPOSSIBLE
# needs a value no real one is.
print("possible 1")
try:
    a_1 = x_1.foo
    if x_1 + 1 == 2:
        try:
            x_1.foo
        except AttributeError:
            print("IMPOSSIBLE attribute vanished")
except Exception:
    pass
try:
    x_2.bar = 5
    if x_2 * 2 == 2 and x_2.bar != 5:
        print("IMPOSSIBLE stored attribute changed")
except Exception:
    pass
try:
    a_3 = x_3.foo
    if x_3 == 1 and x_3.foo is not a_3:
        print("IMPOSSIBLE attribute replaced")
except Exception:
    pass
try:
    h_4 = hasattr(x_4, "foo")
    if h_4 and x_4 - 1 == 0 and not hasattr(x_4, "foo"):
        print("IMPOSSIBLE hasattr changed")
except Exception:
    pass
try:
    x_5.name = "n"
    if str(x_5) != "" and x_5 < 2 and getattr(x_5, "name", None) != "n":
        print("IMPOSSIBLE stored attribute lost")
except Exception:
    pass
print("possible 2")
