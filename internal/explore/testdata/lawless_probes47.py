# Probes (explore's default mode and --mode lexecutor, TestLawlessBranchesNeverCovered),
# round 18 (r18-laws): C code that goes by the argument's class without
# asking the Stub anything. functools.lru_cache keys a lone int or str
# by itself (an exact-class fast path; typed=True keys by class), so an
# equal int later hits where a Stub's key missed; json's encoder writes
# an int as itself, where a Stub's class sends it to the default= hook.
# Then the snippet is told the value is an int or a str. Every line
# printing IMPOSSIBLE needs a value no real one is.
print("possible 1")
import collections, functools, json, pprint, random
try:
    calls_1 = []
    @functools.lru_cache(maxsize=None)
    def f_1(v):
        calls_1.append(v)
        return v
    f_1(x_1)
    f_1(1)
    if x_1 == 1 and len(calls_1) == 2 and type(x_1) is int:
        print("IMPOSSIBLE a cache that misses an equal int")
except Exception:
    pass
try:
    @functools.lru_cache(maxsize=None)
    def g_2(v):
        return [v]
    a_2 = g_2(x_2)
    if x_2 == "k" and g_2("k") is not a_2 and type(x_2) is str:
        print("IMPOSSIBLE a cache that misses an equal str")
except Exception:
    pass
try:
    @functools.lru_cache(maxsize=None, typed=True)
    def h_3(v):
        return [v]
    a_3 = h_3(x_3)
    if x_3 + 1 == 3 and h_3(2) is not a_3 and type(x_3) is int:
        print("IMPOSSIBLE a typed cache that misses an equal int")
except Exception:
    pass
try:
    if x_4 + 1 == 2:
        s_4 = json.dumps(x_4, default=str)
        if s_4 != "1" and type(x_4) is int:
            print("IMPOSSIBLE an int serialized by the default hook")
except Exception:
    pass
try:
    if x_5.upper() == "AB":
        s_5 = json.dumps([x_5], default=repr)
        if s_5 != '["ab"]' and type(x_5) is str:
            print("IMPOSSIBLE a str serialized by the default hook")
except Exception:
    pass
try:
    if x_6 == 2:
        js_6 = json.dumps({"k": x_6}, default=lambda o: "other")
        if js_6 != '{"k": 2}' and type(x_6) is int:
            print("IMPOSSIBLE a dict value serialized as another")
except Exception:
    pass
try:
    if x_7 == 7:
        r_7 = random.Random(x_7).random()
        if r_7 != random.Random(7).random() and type(x_7) is int:
            print("IMPOSSIBLE a seed of 7 that is not 7's")
except Exception:
    pass
try:
    if x_8 == 1:
        calls_8 = []
        @functools.lru_cache(maxsize=None)
        def f_8(v):
            calls_8.append(v)
            return v
        f_8(x_8)
        f_8(1)
        if len(calls_8) == 2 and type(x_8) is int:
            print("IMPOSSIBLE a cache that misses an equal int, committed first")
except Exception:
    pass
try:
    if x_9 == 5:
        e_9 = json.JSONEncoder(default=lambda o: None).encode(x_9)
        if e_9 != "5" and type(x_9) is int:
            print("IMPOSSIBLE an encoder that took 5 for another")
except Exception:
    pass
try:
    if x_10 + 0 == 3:
        t_10 = json.loads(json.dumps({"v": x_10}, default=float))
        if type(t_10["v"]) is float and type(x_10) is int:
            print("IMPOSSIBLE an int read back as a float")
except Exception:
    pass
print("possible end")
