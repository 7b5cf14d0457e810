# Probes (explore's default mode and --mode lexecutor, TestLawlessBranchesNeverCovered),
# round 16 (r16-laws): a library refuses a stand-in (json.dumps,
# str.join, three-argument pow name its class, Fraction wants a
# Rational) and the snippet catches
# that before it is told the value is an int or a str; operator.concat
# (sequences only) of an open one; pickle, __doc__ and sys.getsizeof of
# one told it is an int; C code that asks a class's slots (str % x a
# mapping, functools.partial, defaultdict and iter(f, end) a callable,
# iter() a __getitem__) of an object equal to 1 whose class was seen, or
# that had an attribute no int has, or that showed its name, and of a
# Stub committed to a list or a dict. And kinds that held (int(x, 16),
# math, Counter, enum, frozen dataclasses, zip strict, slices,
# str.format, %-formatting), kept as regressions. Every line printing
# IMPOSSIBLE needs a value no real one is.
print("possible 1")
import json, pickle, sys, math, operator, functools, collections, collections.abc, enum, dataclasses, itertools
try:
    try:
        r_1 = pow(2, x_1, 5)
    except TypeError:
        r_1 = None
    if x_1 + 1 == 2 and type(x_1) is int and r_1 is None:
        print("IMPOSSIBLE three-argument pow refused an int exponent")
except Exception:
    pass
try:
    try:
        s_2 = json.dumps(x_2)
    except TypeError:
        s_2 = None
    if x_2 + 1 == 2 and type(x_2) is int and s_2 is None:
        print("IMPOSSIBLE json refused an int")
except Exception:
    pass
try:
    try:
        s_3 = ",".join([x_3])
    except TypeError:
        s_3 = None
    if x_3.upper() == "A" and type(x_3) is str and s_3 is None:
        print("IMPOSSIBLE join refused a str")
except Exception:
    pass
try:
    c_4 = operator.concat(x_4, x_4)
    if x_4 + 1 == 2 and type(x_4) is int:
        print("IMPOSSIBLE concat of an int")
except Exception:
    pass
try:
    if x_5 + 1 == 2 and type(x_5) is int and pickle.dumps(x_5) != pickle.dumps(1):
        print("IMPOSSIBLE pickle of 1 differs")
except Exception:
    pass
try:
    p_6 = pickle.dumps(x_6)
    if x_6 + 1 == 2 and type(x_6) is int and p_6 != pickle.dumps(1):
        print("IMPOSSIBLE pickled while open differs")
except Exception:
    pass
try:
    if x_7 + 1 == 2:
        p_7 = pickle.dumps(x_7)
        if isinstance(x_7, int) and p_7 != pickle.dumps(1):
            print("IMPOSSIBLE pickled before isinstance differs")
except Exception:
    pass
try:
    if x_8 + 1 == 2 and type(x_8) is int and x_8.__doc__ != int.__doc__:
        print("IMPOSSIBLE an int's doc")
except Exception:
    pass
try:
    if x_9 + 1 == 2 and type(x_9) is int and sys.getsizeof(x_9) != sys.getsizeof(1):
        print("IMPOSSIBLE getsizeof of 1")
except Exception:
    pass
try:
    n_10 = sys.getsizeof(x_10)
    if x_10 + 1 == 2 and type(x_10) is int and sys.getsizeof(x_10) != n_10:
        print("IMPOSSIBLE size changed")
except Exception:
    pass
try:
    a_11 = x_11.foo
    if x_11 + 1 == 2 and not hasattr(x_11, "__getitem__") and "abc" % x_11 == "abc":
        print("IMPOSSIBLE percent takes an object without __getitem__ for a mapping")
except Exception:
    pass
try:
    a_12 = x_12.foo
    if x_12 + 1 == 2 and not callable(x_12) and functools.partial(x_12):
        print("IMPOSSIBLE partial of an object that is not callable")
except Exception:
    pass
try:
    a_13 = x_13.foo
    if x_13 + 1 == 2 and not callable(x_13) and collections.defaultdict(x_13) is not None:
        print("IMPOSSIBLE defaultdict of an object that is not callable")
except Exception:
    pass
try:
    t_14 = type(x_14)
    if x_14 + 1 == 2 and not callable(x_14) and functools.partial(x_14):
        print("IMPOSSIBLE partial of a class-seen object that is not callable")
except Exception:
    pass
try:
    t_15 = type(x_15)
    if x_15 + 1 == 2 and not hasattr(x_15, "__getitem__") and "abc" % x_15 == "abc":
        print("IMPOSSIBLE percent mapping of a class-seen object without __getitem__")
except Exception:
    pass
try:
    t_16 = x_16.__class__
    if x_16 + 1 == 2 and not callable(x_16) and iter(x_16, 0) is not None:
        print("IMPOSSIBLE iter(f, end) of a class-seen object that is not callable")
except Exception:
    pass
try:
    t_17 = type(x_17)
    if x_17 + 1 == 2 and callable(x_17) != isinstance(x_17, collections.abc.Callable):
        print("IMPOSSIBLE callable against Callable")
except Exception:
    pass
try:
    if x_18.upper() == "FF" and type(x_18) is str:
        try:
            int(x_18, 16)
        except TypeError:
            print("IMPOSSIBLE int(str, 16) refused a str")
except Exception:
    pass
try:
    if x_19 + 1 == 2 and type(x_19) is int and (math.fsum([x_19, x_19]), math.comb(3, x_19)) != (2.0, 3):
        print("IMPOSSIBLE fsum and comb of a one")
except Exception:
    pass
try:
    c_20 = collections.Counter([x_20, 1])
    if x_20 + 1 == 2 and type(x_20) is int and c_20[1] != 2:
        print("IMPOSSIBLE a one counted apart from 1")
except Exception:
    pass
try:
    class E21(enum.Enum):
        A = 1
    try:
        e_21 = E21(x_21)
    except ValueError:
        e_21 = None
    if x_21 + 1 == 2 and type(x_21) is int and e_21 is None:
        print("IMPOSSIBLE enum lookup missed 1")
except Exception:
    pass
try:
    @dataclasses.dataclass(frozen=True)
    class D22:
        a: int
    h_22 = hash(D22(x_22))
    if x_22 + 1 == 2 and type(x_22) is int and h_22 != hash(D22(1)):
        print("IMPOSSIBLE frozen dataclass hash")
except Exception:
    pass
try:
    if x_23 + 1 == 2 and type(x_23) is int and (list(zip([x_23], "a", strict=True)), [10, 20, 30][x_23:]) != ([(1, "a")], [20, 30]):
        print("IMPOSSIBLE zip strict and a slice of a one")
except Exception:
    pass
try:
    if x_24 + 1 == 2 and type(x_24) is int and ("{:>3}|{:x}".format(x_24, x_24), "%05.1f|%c" % (x_24, x_24 + 64)) != ("  1|1", ("001.0|A")):
        print("IMPOSSIBLE format and percent of a one")
except Exception:
    pass
try:
    if x_25 + 1 == 2 and type(x_25) is int and len(list(itertools.repeat("a", x_25))) != 1:
        print("IMPOSSIBLE repeat count")
except Exception:
    pass
try:
    if len(x_26) == 1 and isinstance(x_26, list) and not callable(x_26) and functools.partial(x_26):
        print("IMPOSSIBLE partial of a list")
except Exception:
    pass
try:
    k_27 = list(x_27.keys())
    if isinstance(x_27, dict) and not callable(x_27) and collections.defaultdict(x_27) is not None:
        print("IMPOSSIBLE defaultdict of a dict")
except Exception:
    pass
try:
    a_28 = str(x_28)
    if x_28 + 1 == 2 and not hasattr(x_28, "__iter__") and list(iter(x_28)) is not None:
        print("IMPOSSIBLE iter of a shown one without __iter__")
except Exception:
    pass
try:
    import fractions
    try:
        f_29 = fractions.Fraction(x_29)
    except TypeError:
        f_29 = None
    if x_29 + 1 == 2 and type(x_29) is int and f_29 is None:
        print("IMPOSSIBLE Fraction refused an int")
except Exception:
    pass
def dumps_30(v):
    try:
        return json.dumps(v)
    except TypeError:
        return None
try:
    s_30 = dumps_30(x_30)
    if x_30 + 1 == 2 and type(x_30) is int and s_30 is None:
        print("IMPOSSIBLE json refused an int in a function")
except Exception:
    pass
try:
    try:
        s_31 = [json.dumps(v) for v in [x_31]]
    except TypeError:
        s_31 = None
    if x_31 + 1 == 2 and type(x_31) is int and s_31 is None:
        print("IMPOSSIBLE json refused an int in a comprehension")
except Exception:
    pass
print("possible end")
