# Probes (explore's default mode and --mode lexecutor, TestLawlessBranchesNeverCovered),
# round 19 (r19-names): a library's own callable() and isinstance() of an
# ABC (Iterable, Sized, Iterator, Sequence, Mapping, Callable) asked of a
# value the snippet then uses the other way. The "library" is code outside
# the snippet's globals (a module made here, and the standard library's
# lru_cache, timeit, hmac, inspect, random, copyreg): it sees the builtins,
# not the snippet's. Every line printing IMPOSSIBLE needs a value no real
# one is.
print("possible 1")
import collections.abc, copyreg, functools, hmac, inspect, random, timeit, types
lib = types.ModuleType("lib")
exec("import collections.abc as abc\n"
     "def calls(x):\n    return callable(x)\n"
     "def isa(x, k):\n    return isinstance(x, getattr(abc, k))\n", lib.__dict__)
try:
    if lib.calls(x_1) and x_1 + 1 == 2:
        print("IMPOSSIBLE a library's callable one")
except Exception:
    pass
try:
    if lib.calls(x_2) and x_2.upper() == x_2.upper() and type(x_2) is str:
        print("IMPOSSIBLE a library's callable text")
except Exception:
    pass
try:
    if lib.isa(x_3, "Iterable") and x_3 * 2 == 6 and type(x_3) is int:
        print("IMPOSSIBLE a library's iterable three")
except Exception:
    pass
try:
    if lib.isa(x_4, "Sized") and x_4 + 1 == 2 and type(x_4) is int:
        print("IMPOSSIBLE a library's sized one")
except Exception:
    pass
try:
    if lib.isa(x_5, "Iterator") and type(x_5) is list:
        print("IMPOSSIBLE a library's iterator that is a list")
except Exception:
    pass
try:
    if not lib.isa(x_6, "Sequence") and type(x_6) in (list, tuple, str):
        print("IMPOSSIBLE a sequence a library found none")
except Exception:
    pass
try:
    if not lib.isa(x_7, "Mapping") and type(x_7) is dict:
        print("IMPOSSIBLE a dict a library found no mapping")
except Exception:
    pass
try:
    if lib.isa(x_8, "Callable") and x_8 - 1 == 0:
        print("IMPOSSIBLE a library's Callable one")
except Exception:
    pass
try:
    if lib.isa(x_9, "Container") and x_9 + 0.5 == 1.5 and type(x_9) in (int, float):
        print("IMPOSSIBLE a library's container that adds as a one")
except Exception:
    pass
try:
    if not lib.isa(x_10, "Iterable") and type(x_10) in (list, dict, str, tuple):
        print("IMPOSSIBLE a collection a library found not iterable")
except Exception:
    pass
try:
    w_11 = functools.lru_cache(x_11)
    if hasattr(w_11, "cache_info") and x_11 + 1 == 2:
        print("IMPOSSIBLE lru_cache took an int maxsize for the function")
except Exception:
    pass
try:
    t_12 = timeit.Timer(x_12)
    if type(x_12) is str and "\n" not in x_12 and x_12 not in t_12.src:
        print("IMPOSSIBLE Timer did not compile a one-line stmt")
except Exception:
    pass
try:
    h_13 = hmac.new(b"key", b"msg", x_13)
    if x_13 == "sha256" and h_13.hexdigest() != hmac.new(b"key", b"msg", "sha256").hexdigest():
        print("IMPOSSIBLE hmac of sha256 is another digest")
except Exception:
    pass
try:
    s_14 = inspect.signature(x_14)
    if x_14 + 1 == 2:
        print("IMPOSSIBLE a signature of a one")
except Exception:
    pass
try:
    try:
        r_15 = random.sample(x_15, 1)
    except TypeError:
        if type(x_15) in (list, tuple, str) and len(x_15) >= 1:
            print("IMPOSSIBLE random.sample refused a sequence")
except Exception:
    pass
try:
    class C_16:
        pass
    copyreg.pickle(C_16, x_16)
    if x_16 + 1 == 2:
        print("IMPOSSIBLE copyreg took a one for a reduction function")
except Exception:
    pass
try:
    if lib.calls(x_17) and lib.isa(x_17, "Iterable") and list(x_17) == [] and not x_17 and x_17 == []:
        print("IMPOSSIBLE an empty list a library found callable")
except Exception:
    pass
try:
    if lib.isa(x_18, "Hashable") and type(x_18) in (list, dict, set):
        print("IMPOSSIBLE a library's hashable collection")
except Exception:
    pass
print("possible end")
