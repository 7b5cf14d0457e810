# Probes (explore's default mode and --mode lexecutor, TestLawlessBranchesNeverCovered),
# round 22 (r22-laws): C code that checks its argument's class and says
# only what it wanted, naming no class: int(x, 10) and bytes(x, "ascii")
# want a str, float.fromhex one too, "%c" an int or one character. A Stub
# committed to text fails that check, where its value goes through: such a
# refusal is the Stub's, not its value's. Told it is a str first, the run
# ends there; refused first, it is no str afterwards. And an int, which
# int(x, 10) refuses too: that handler stays reachable. Every line printing
# IMPOSSIBLE needs a value no real one is.
print("possible 1")
try:
    if x_1 + "" == x_1:
        try:
            int(x_1, 10)
        except TypeError:
            if isinstance(x_1, str):
                print("IMPOSSIBLE int(text, 10) refused, and text")
except Exception:
    pass
try:
    if x_2 + "" == x_2:
        try:
            bytes(x_2, "ascii")
        except TypeError:
            if type(x_2) is str:
                print("IMPOSSIBLE bytes(text) refused, and text")
        except UnicodeError:
            pass
except Exception:
    pass
try:
    if isinstance(x_3, str):
        try:
            int(x_3, 10)
        except TypeError:
            print("IMPOSSIBLE int(str, 10) TypeError")
        except ValueError:
            pass
except Exception:
    pass
try:
    if isinstance(x_4, str):
        try:
            bytes(x_4, "utf-8")
        except TypeError:
            print("IMPOSSIBLE bytes of str TypeError")
except Exception:
    pass
try:
    if isinstance(x_5, str):
        x_5 += "0"
        try:
            float.fromhex(x_5)
        except TypeError:
            print("IMPOSSIBLE fromhex of text refused")
        except ValueError:
            pass
except Exception:
    pass
try:
    if isinstance(x_6, str) and len(x_6) == 1:
        try:
            "%c" % x_6
        except TypeError:
            print("IMPOSSIBLE %c of one character refused")
except Exception:
    pass
try:
    if isinstance(x_7, int):
        try:
            int(x_7, 10)
            print("IMPOSSIBLE int(int, 10) accepted")
        except TypeError:
            pass
except Exception:
    pass
print("possible 2")
