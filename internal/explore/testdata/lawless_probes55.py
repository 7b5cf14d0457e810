# Probes (explore's default mode and --mode lexecutor, TestLawlessBranchesNeverCovered),
# round 23 (r23-laws): special methods read by name, not through their
# operator. A str has no __neg__, __bool__ or __float__, an int no __len__
# or __fspath__, both have __getnewargs__, a list's __hash__ is None: a
# stand-in told it is one has exactly its value's, and one that showed
# the Stub class's own is not told it is one afterwards. And a number's or a text's own special
# method called with the stand-in ("a".__eq__(x), int.__add__(1, x)):
# C code checks the operand's class, NotImplemented for any other, which
# no str or int gets. Every line printing IMPOSSIBLE needs a value no real
# one is.
print("possible 1")
try:
    if x_1 + "" == x_1 and type(x_1) is str:
        try:
            x_1.__neg__
            print("IMPOSSIBLE str has __neg__")
        except AttributeError:
            pass
except Exception:
    pass
try:
    if x_2 + "" == x_2 and type(x_2) is str:
        try:
            x_2.__bool__()
            print("IMPOSSIBLE str has __bool__")
        except AttributeError:
            pass
except Exception:
    pass
try:
    if x_3 + 1 > x_3 and type(x_3) is int:
        try:
            x_3.__fspath__()
            print("IMPOSSIBLE int has __fspath__")
        except AttributeError:
            pass
except Exception:
    pass
try:
    if x_4 + 1 > x_4 and type(x_4) is int:
        try:
            x_4.__getnewargs__()
        except AttributeError:
            print("IMPOSSIBLE int lacks __getnewargs__")
except Exception:
    pass
try:
    m = x_5.__neg__
    if x_5 + "" == x_5 and type(x_5) is str:
        print("IMPOSSIBLE __neg__ read, then str")
except Exception:
    pass
try:
    m = x_6.__len__
    if x_6 + 1 > x_6 and type(x_6) is int:
        print("IMPOSSIBLE __len__ read, then int")
except Exception:
    pass
try:
    if x_7 + 1 > x_7 and type(x_7) is int:
        if (5).__eq__(x_7) is NotImplemented or int.__add__(1, x_7) is NotImplemented:
            print("IMPOSSIBLE an int's own method NotImplemented for an int")
except Exception:
    pass
try:
    if x_8 + "" == x_8 and type(x_8) is str:
        if "a".__lt__(x_8) is NotImplemented:
            print("IMPOSSIBLE a str's own method NotImplemented for a str")
except Exception:
    pass
try:
    r = (3).__add__(x_9)
    if x_9 + 1 > x_9 and type(x_9) is int and r is NotImplemented:
        print("IMPOSSIBLE NotImplemented by name, then int")
except Exception:
    pass
try:
    if x_10 + 1 > x_10 and type(x_10) is int:
        if float.__mul__(0.5, x_10) is NotImplemented:
            print("IMPOSSIBLE a float's own method NotImplemented for an int")
        if x_10.__neg__() != -x_10:
            print("IMPOSSIBLE __neg__ by name differs")
except Exception:
    pass
try:
    x_11.append(1)
    if type(x_11) is list and x_11.__hash__ is not None:
        print("IMPOSSIBLE a list has __hash__")
except Exception:
    pass
print("possible 2")
