# Probes (explore's default mode and --mode lexecutor, TestLawlessBranchesNeverCovered),
# round 12: a stand-in asked callable() or isinstance(x, Callable), type()
# or x.__class__, isinstance() of a concrete type, handed an attribute or
# shown, then asked a value's question; iterated, then keyed (store,
# setdefault, del) with a key that is no position. Every line printing
# IMPOSSIBLE needs a value no real one is.
import collections.abc, copy, math, json, os, pickle, numbers
print("possible 1")
try:
    if callable(x_1) and x_1 + 1 == 2:
        print("IMPOSSIBLE callable number")
except Exception:
    pass
try:
    if isinstance(x_2, collections.abc.Callable) and x_2 == 1:
        print("IMPOSSIBLE Callable number")
except Exception:
    pass
try:
    t_3 = type(x_3)
    if x_3 + 1 == 2 and type(x_3) is not t_3:
        print("IMPOSSIBLE type changed")
except Exception:
    pass
try:
    a_4 = x_4.foo
    if x_4 + 1 == 2 and isinstance(x_4, int):
        print("IMPOSSIBLE int with attribute foo")
except Exception:
    pass
try:
    a_5 = x_5.foo
    if x_5 + 1 == 2 and type(x_5) is int:
        print("IMPOSSIBLE int with attribute foo (type)")
except Exception:
    pass
try:
    if not isinstance(x_6, list) and x_6 == [x_6[0]] and type(x_6) is list:
        print("IMPOSSIBLE not a list, then a list")
except Exception:
    pass
try:
    if not isinstance(x_7, dict) and x_7["a"] is not None and list(x_7.keys()) == ["a"] and type(x_7) is dict:
        print("IMPOSSIBLE not a dict, then a dict")
except Exception:
    pass
try:
    for e_8 in x_8:
        pass
    x_8.setdefault(5)
    if e_8 != 5 and len(x_8) == 1:
        print("IMPOSSIBLE iterated key and 5 but len 1")
except Exception:
    pass
try:
    if not isinstance(x_9, int) and x_9 + 1 == 2 and type(x_9) is int:
        print("IMPOSSIBLE not int then int")
except Exception:
    pass
try:
    if not isinstance(x_10, str) and x_10.upper() and type(x_10) is str:
        print("IMPOSSIBLE not str then str")
except Exception:
    pass
try:
    if callable(x_11) and type(x_11) is int:
        print("IMPOSSIBLE callable int")
except Exception:
    pass
try:
    if not callable(x_12) and x_12() is not None:
        print("IMPOSSIBLE not callable, called")
except Exception:
    pass
try:
    x_13.foo = 5
    if x_13 == 1 and type(x_13) is int:
        print("IMPOSSIBLE int with attribute set")
except Exception:
    pass
try:
    if x_14 is None and x_14 == 1:
        print("IMPOSSIBLE None equal to 1")
except Exception:
    pass
try:
    if x_15 is not None and x_15 == None and type(x_15) is int:
        print("IMPOSSIBLE int equal to None")
except Exception:
    pass
try:
    if json.dumps(x_16) == "1" and x_16 == 2:
        print("IMPOSSIBLE json 1 equal 2")
except Exception:
    pass
try:
    if os.fspath(x_17) and x_17 + 1 == 2:
        print("IMPOSSIBLE path number")
except Exception:
    pass
try:
    if pickle.loads(pickle.dumps(x_18)) != x_18 and x_18 == 1:
        print("IMPOSSIBLE pickle of 1 unequal")
except Exception:
    pass
try:
    if isinstance(x_19, numbers.Number) and isinstance(x_19, collections.abc.Iterable):
        print("IMPOSSIBLE iterable number (plain)")
except Exception:
    pass
try:
    if dir(x_20) and x_20 + 1 == 2 and "foo" in dir(x_20):
        print("IMPOSSIBLE int with foo in dir")
except Exception:
    pass
try:
    if x_21.__class__ is not type(x_21) :
        print("IMPOSSIBLE class disagrees with type")
except Exception:
    pass
try:
    c_22 = x_22.__class__
    if x_22 == 1 and x_22.__class__ is not c_22:
        print("IMPOSSIBLE __class__ changed")
except Exception:
    pass
try:
    if str(x_23) == "x_23" and x_23 == 1 and type(x_23) is int:
        print("IMPOSSIBLE int showing x_23")
except Exception:
    pass
try:
    if bytes(x_24) == b"\x00" and x_24 == 2:
        print("IMPOSSIBLE bytes 1 but 2")
except Exception:
    pass
try:
    if math.floor(x_25) == 1 and x_25 == 5:
        print("IMPOSSIBLE floor 1 equal 5")
except Exception:
    pass
try:
    del x_26["a"]
    if x_26 + 1 == 2:
        print("IMPOSSIBLE deleted key number")
except Exception:
    pass
try:
    x_27["a"] = 1
    if x_27 == 1:
        print("IMPOSSIBLE stored key equals 1")
except Exception:
    pass
try:
    if x_28(1) == 1 and x_28(1) == 2:
        print("IMPOSSIBLE call two results")
except Exception:
    pass
try:
    if hasattr(x_29, "foo") and x_29 + 1 == 2 and type(x_29) is int:
        print("IMPOSSIBLE int hasattr foo")
except Exception:
    pass
try:
    if not hasattr(x_30, "foo") and x_30.foo is not None:
        print("IMPOSSIBLE hasattr no then attribute")
except Exception:
    pass
try:
    if getattr(x_31, "bar", None) is not None and x_31 == 1 and isinstance(x_31, int):
        print("IMPOSSIBLE int getattr bar")
except Exception:
    pass
try:
    for e_32 in x_32:
        pass
    x_32["k"] = 1
    if e_32 != "k" and len(x_32) == 1:
        print("IMPOSSIBLE iterated, stored k, len 1")
except Exception:
    pass
try:
    for e_33 in x_33:
        pass
    x_33.setdefault("k", 1)
    if e_33 != "k" and len(x_33) == 1:
        print("IMPOSSIBLE iterated, setdefault k, len 1")
except Exception:
    pass
try:
    for e_34 in x_34:
        pass
    x_34[5] = 1
    if e_34 != 5 and len(x_34) == 1:
        print("IMPOSSIBLE iterated, stored 5, len 1")
except Exception:
    pass
try:
    for e_35 in x_35:
        pass
    x_35.setdefault(5)
    if e_35 != 5 and len(x_35) == 1:
        print("IMPOSSIBLE iterated, setdefault 5, len 1")
except Exception:
    pass
try:
    for e_36 in x_36:
        pass
    x_36["k"] = 1
    if "k" not in list(x_36):
        print("IMPOSSIBLE stored k not iterated")
except Exception:
    pass
try:
    n_37 = len(x_37)
    if "k" not in x_37:
        x_37["k"] = 1
        if len(x_37) == n_37:
            print("IMPOSSIBLE stored new key, len same")
except Exception:
    pass
try:
    for e_38 in x_38:
        pass
    del x_38["k"]
    if len(x_38) == 1:
        print("IMPOSSIBLE deleted its only key, len 1")
except Exception:
    pass
try:
    v_40 = vars(x_40)
    if x_40 + 1 == 2 and type(x_40) is int:
        print("IMPOSSIBLE int with vars")
except Exception:
    pass
try:
    d_41 = dir(x_41)
    if x_41 == 1 and type(x_41) is int and d_41 != dir(1):
        print("IMPOSSIBLE int whose dir was another")
except Exception:
    pass
try:
    c_42 = copy.copy(x_42)
    if c_42 == "x_42" and x_42 == 1:
        print("IMPOSSIBLE copy text, original 1")
except Exception:
    pass
try:
    c_43 = copy.copy(x_43)
    c_43.append(5)
    if len(x_43) == len(c_43):
        print("IMPOSSIBLE copy appended, same len")
except Exception:
    pass
try:
    c_44 = pickle.loads(pickle.dumps(x_44))
    if c_44 == 3 and x_44 == 4:
        print("IMPOSSIBLE pickle 3 of 4")
except Exception:
    pass
try:
    c_45 = copy.deepcopy(x_45)
    if c_45 + 1 == 2 and x_45 == 7:
        print("IMPOSSIBLE deepcopy 1, original 7")
except Exception:
    pass
try:
    x_46[0] = 5
    if x_46 + 1 == 2:
        print("IMPOSSIBLE stored item number")
except Exception:
    pass
try:
    del x_47[0]
    if x_47 == 1:
        print("IMPOSSIBLE deleted item number")
except Exception:
    pass
try:
    r_48 = x_48.real
    if r_48 + 1 == 2 and x_48 == 5:
        print("IMPOSSIBLE real of 5 is 1")
except Exception:
    pass
try:
    if x_49 + 1 == 2:
        x_49.foo = 3
        if x_49.foo == 3 and type(x_49) is int:
            print("IMPOSSIBLE int took an attribute")
except Exception:
    pass
try:
    if x_50 == "x_50":
        x_50.foo = 3
        if isinstance(x_50, str) and x_50.foo == 3:
            print("IMPOSSIBLE str took an attribute")
except Exception:
    pass
try:
    if hasattr(x_51, "__call__") and x_51 + 1 == 2 and type(x_51) is int:
        print("IMPOSSIBLE int with __call__")
except Exception:
    pass
try:
    for e_52 in x_52:
        pass
    if x_52.upper() is not None and type(x_52) is str and e_52.foo is not None:
        print("IMPOSSIBLE char with attribute")
except Exception:
    pass
try:
    k_53 = list(x_53.keys())
    if x_53 + 1 == 2 and type(x_53) is int:
        print("IMPOSSIBLE keys then int")
except Exception:
    pass
print("end")
