# Probes (explore's default mode and --mode lexecutor, TestLawlessBranchesNeverCovered),
# round 18 (r18-laws): reads no code before the snippet can answer. A
# variable of a function the snippet defines, read while unbound (a
# local, a free variable of an inner function, a local read before its
# assignment); an attribute a plain object lacks (a list's, a str's
# method, an int's, an unset slot, an instance of the snippet's own
# class): --mode lexecutor injected a value there, which no real object
# holds. Every line printing IMPOSSIBLE needs a value no real one is.
print("possible 1")
try:
    def f_1():
        if len("a") > 5:
            y_1 = 1
        return y_1
    r_1 = f_1()
    print("IMPOSSIBLE an unbound local read")
except Exception:
    pass
try:
    v_2 = [1, 2].missing
    print("IMPOSSIBLE an attribute a list lacks")
except Exception:
    pass
try:
    v_3 = "abc".nosuch()
    print("IMPOSSIBLE a method a str lacks")
except Exception:
    pass
try:
    v_4 = (5).real.nosuch
    print("IMPOSSIBLE an attribute an int lacks")
except Exception:
    pass
try:
    class K_5:
        __slots__ = ("a",)
    v_5 = K_5().a
    print("IMPOSSIBLE an unset slot read")
except Exception:
    pass
try:
    def g_6():
        v = w_6
        w_6 = 2
        return v
    g_6()
    print("IMPOSSIBLE a local read before its assignment")
except Exception:
    pass
try:
    def h_7():
        def inner():
            return c_7
        if len("a") > 5:
            c_7 = 1
        return inner()
    h_7()
    print("IMPOSSIBLE an unbound free variable read")
except Exception:
    pass
try:
    class B_8:
        def m(self):
            return self.nothing
    B_8().m()
    print("IMPOSSIBLE self lacks an attribute its class never sets")
except Exception:
    pass
try:
    v_9 = x_9.anything
    if type(x_9) is list and not hasattr(x_9, "anything"):
        print("IMPOSSIBLE a list with an attribute it has not")
except Exception:
    pass
print("possible end")
