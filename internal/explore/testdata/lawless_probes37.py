# Probes (explore's default mode and --mode lexecutor, TestLawlessBranchesNeverCovered),
# round 13 (r13-laws): a reviewer's new kinds. x.__dict__ (an object's
# namespace: no int or str has one); y += [1] (a list changes in place); a
# weak reference (no plain value takes one); an attribute read while open
# that the value has (x.real, x.conjugate()); the numeric builtins
# (operator.index, math.floor, divmod, round, abs, format, bytes, sum,
# min/max, sorted with a key, zip, enumerate, reversed, range's `in`,
# str.join, f-string specs, json.dumps, hash across equal values of two
# types, __index__ in indexing and slicing, chained comparisons); an
# iterated dict read by a key; keys() or upper() asked first, then a
# number; an object of its own class equal to 1 said Iterable; a file
# open() read is there for os.path.exists, stat and listdir; what
# isinstance() said of an ABC (Hashable, Iterator, Mapping) holds; a
# text or collection method's answer agrees with the value's own. Every
# line printing IMPOSSIBLE needs a value no real one is.
print("possible 1")
import operator, math, weakref, json, os, copy, re, collections.abc as cabc
try:
    d_1 = x_1.__dict__
    if x_1 + 1 == 2 and type(x_1) is int:
        print("IMPOSSIBLE __dict__ then int")
except Exception:
    pass
try:
    if x_2 == 1 and type(x_2) is int:
        x_2.__dict__
        print("IMPOSSIBLE int has __dict__")
except Exception:
    pass
try:
    for e_3 in x_3:
        pass
    v_3 = x_3["a"]
    if type(x_3) is dict and "a" not in list(x_3):
        print("IMPOSSIBLE iterated dict read by a key it lacks")
except Exception:
    pass
try:
    a_4 = x_4.foo
    if x_4 + 1 == 2 and isinstance(x_4, cabc.Sized):
        len(x_4)
    if x_4 + 1 == 2 and isinstance(x_4, cabc.Iterable):
        try:
            iter(x_4)
        except TypeError:
            print("IMPOSSIBLE Iterable that iter rejects")
except Exception:
    pass
try:
    r_5 = x_5.real
    if x_5 == 1 and r_5 == 5 and type(x_5) is int:
        print("IMPOSSIBLE x.real is not x")
except Exception:
    pass
try:
    n_6 = x_6.numerator
    if n_6 + 0 == 0 and x_6 * 2 == 2 and type(x_6) is int:
        print("IMPOSSIBLE numerator of 1 is 0")
except Exception:
    pass
try:
    y_7 = x_7
    y_7 += [1]
    if y_7 is not x_7 and x_7 == [x_7[0]] and type(x_7) is list:
        print("IMPOSSIBLE list += made a new list")
except Exception:
    pass
try:
    if x_8 == 1 and type(x_8) is int:
        weakref.ref(x_8)
        print("IMPOSSIBLE weak reference to an int")
except Exception:
    pass
try:
    if operator.index(x_9) == 1 and x_9 == "x_9":
        print("IMPOSSIBLE index of text")
except Exception:
    pass
try:
    if math.floor(x_10) == 1 and x_10 > 5:
        print("IMPOSSIBLE floor")
except Exception:
    pass
try:
    if divmod(x_11, 2) == (0, 1) and x_11 + 0 != 1:
        print("IMPOSSIBLE divmod")
except Exception:
    pass
try:
    if round(x_12) == 1 and x_12 >= 2:
        print("IMPOSSIBLE round")
except Exception:
    pass
try:
    if abs(x_13) == 1 and x_13 not in (1, -1) and x_13 == int(x_13):
        print("IMPOSSIBLE abs")
except Exception:
    pass
try:
    if format(x_14, "d") == "1" and x_14 == 2:
        print("IMPOSSIBLE format d")
except Exception:
    pass
try:
    b_15 = bytes(x_15)
    if x_15 == 1 and b_15 != b"\x00":
        print("IMPOSSIBLE bytes of 1")
except Exception:
    pass
try:
    if sum(x_16) == 3 and len(x_16) == 1 and x_16[0] != 3:
        print("IMPOSSIBLE sum")
except Exception:
    pass
try:
    if max(x_17) == 5 and 5 not in x_17:
        print("IMPOSSIBLE max")
except Exception:
    pass
try:
    s_18 = sorted(x_18, key=lambda e: -e)
    if len(s_18) == 2 and s_18[0] < s_18[1]:
        print("IMPOSSIBLE sorted by key")
except Exception:
    pass
try:
    if len(list(zip(x_19, "ab"))) == 2 and len(x_19) == 1:
        print("IMPOSSIBLE zip")
except Exception:
    pass
try:
    if list(reversed(x_20)) != list(x_20)[::-1]:
        print("IMPOSSIBLE reversed")
except Exception:
    pass
try:
    if x_21 in range(3) and x_21 == "a":
        print("IMPOSSIBLE in range")
except Exception:
    pass
try:
    if "-".join(x_22) == "a" and len(x_22) != 1:
        print("IMPOSSIBLE join")
except Exception:
    pass
try:
    if f"{x_23:>4}" == "   1" and x_23 != 1 and x_23 != "1":
        print("IMPOSSIBLE fstring")
except Exception:
    pass
try:
    if x_24 == 1 and {1.0: "a"}.get(x_24) != "a":
        print("IMPOSSIBLE hash across types")
except Exception:
    pass
try:
    if [10, 11, 12][x_25] == 11 and x_25 not in (1, -2):
        print("IMPOSSIBLE index in list")
except Exception:
    pass
try:
    if "abc"[x_26:] == "bc" and x_26 not in (1, -2):
        print("IMPOSSIBLE slice")
except Exception:
    pass
try:
    if 0 < x_27 < 2 and x_27 != 1 and x_27 == int(x_27):
        print("IMPOSSIBLE chained")
except Exception:
    pass
try:
    if json.dumps(x_28) == "1" and x_28 != 1:
        print("IMPOSSIBLE json")
except Exception:
    pass
try:
    m_29 = x_29.conjugate
    if x_29 == 1 and type(x_29) is int and m_29() != 1:
        print("IMPOSSIBLE conjugate of 1")
except Exception:
    pass
try:
    c_30 = x_30.conjugate()
    if x_30 == 1 and type(x_30) is int and c_30 != 1:
        print("IMPOSSIBLE conjugate called")
except Exception:
    pass
try:
    u_31 = x_31.upper()
    if x_31 == "x_31" and u_31 != "X_31":
        print("IMPOSSIBLE upper")
except Exception:
    pass
try:
    e_32 = list(enumerate(x_32))
    if len(e_32) != len(x_32):
        print("IMPOSSIBLE enumerate")
except Exception:
    pass
try:
    if min(x_33, 3) == 3 and x_33 < 3:
        print("IMPOSSIBLE min")
except Exception:
    pass
try:
    if int(x_34) == 1 and x_34 != int(x_34) and type(x_34) is int:
        print("IMPOSSIBLE int()")
except Exception:
    pass
try:
    if x_35 == 1 and type(x_35) is int and x_35.__class__.__name__ != "int":
        print("IMPOSSIBLE class name")
except Exception:
    pass
try:
    if x_36 == "x_36" and type(x_36) is str and x_36.__len__() != 4:
        print("IMPOSSIBLE dunder len")
except Exception:
    pass
try:
    if x_37 == 1 and type(x_37) is int and x_37.__add__("a") is not NotImplemented:
        print("IMPOSSIBLE int.__add__ of text")
except Exception:
    pass
try:
    if x_38 == 1 and type(x_38) is int and getattr(x_38, "__dict__", None) is not None:
        print("IMPOSSIBLE getattr __dict__")
except Exception:
    pass
try:
    k_39 = x_39.keys()
    if x_39 + 1 == 2:
        print("IMPOSSIBLE keys then number")
except Exception:
    pass
try:
    k_40 = x_40.upper()
    if x_40 * 2 == 2:
        print("IMPOSSIBLE upper then number")
except Exception:
    pass
try:
    a_41 = x_41.foo
    if x_41 + 1 == 2:
        if isinstance(x_41, cabc.Iterable) or isinstance(x_41, cabc.Sized) or isinstance(x_41, cabc.Container):
            print("IMPOSSIBLE own class 1 is iterable")
except Exception:
    pass
try:
    t_42 = open(f_42 + "").read()
    if not os.path.exists(f_42 + ""):
        print("IMPOSSIBLE read a file that is not there")
except Exception:
    pass
try:
    n_43 = f_43 + ""
    if os.path.isfile(n_43) and "/" not in n_43 and n_43 not in os.listdir("."):
        print("IMPOSSIBLE isfile but not listed")
except Exception:
    pass
try:
    n_44 = f_44 + ""
    if os.stat(n_44).st_size != os.path.getsize(n_44):
        print("IMPOSSIBLE stat and getsize")
except Exception:
    pass
try:
    h_45 = hash(x_45)
    if x_45 == 1.0 and h_45 != hash(1):
        print("IMPOSSIBLE hash against ==")
except Exception:
    pass
try:
    s_46 = f"{x_46:05d}"
    if x_46 == "x_46":
        print("IMPOSSIBLE formatted d is text")
except Exception:
    pass
try:
    c_47 = copy.deepcopy(x_47)
    if c_47 == 2 and x_47 == 1:
        print("IMPOSSIBLE deepcopy differs")
except Exception:
    pass
try:
    if x_48 in x_48 and x_48 == 1:
        print("IMPOSSIBLE int contains itself")
except Exception:
    pass
try:
    if x_49 == 1 and type(x_49) is int:
        if x_49.__dict__ is not None:
            print("IMPOSSIBLE int __dict__ 2")
except Exception:
    pass
try:
    z_50 = x_50
    z_50 *= 2
    if type(x_50) is list and z_50 is not x_50:
        print("IMPOSSIBLE list *= new list")
except Exception:
    pass
try:
    if x_51 == 1 and type(x_51) is int and vars(x_51) is not None:
        print("IMPOSSIBLE vars of int")
except Exception:
    pass
try:
    if x_52 == 1 and type(x_52) is int and x_52.__sizeof__() != (1).__sizeof__():
        print("IMPOSSIBLE sizeof")
except Exception:
    pass
try:
    m_53 = getattr(x_53, "__dict__")
    if x_53 * 2 == 2 and isinstance(x_53, int):
        print("IMPOSSIBLE getattr __dict__ open then int")
except Exception:
    pass
try:
    if x_54 == 1 and type(x_54) is int and object.__getattribute__(x_54, "__dict__") is not None:
        print("IMPOSSIBLE object getattribute dict")
except Exception:
    pass
try:
    if x_55 == 1 and type(x_55) is int:
        x_55.__dict__["a"] = 1
        print("IMPOSSIBLE int dict store")
except Exception:
    pass
try:
    g_56 = x_56.get("a")
    if g_56 is not None and "a" not in x_56:
        print("IMPOSSIBLE get found, in says no")
except Exception:
    pass
try:
    if len(x_57) == 1 and x_57.count(x_57[0]) == 0:
        print("IMPOSSIBLE count")
except Exception:
    pass
try:
    if x_58.startswith("a") and x_58 + 1 == 2:
        print("IMPOSSIBLE text number")
except Exception:
    pass
try:
    if int(x_59, 16) == 255 and x_59 == "x_59":
        print("IMPOSSIBLE int base 16")
except Exception:
    pass
try:
    if re.match("a", x_60) and x_60 == 1:
        print("IMPOSSIBLE regex on a number")
except Exception:
    pass
try:
    if x_61 < 1 and x_61 > 1:
        print("IMPOSSIBLE order")
except Exception:
    pass
try:
    t_62 = open(f_62).read()
    if f_62 == "f_62" and not os.path.exists("f_62"):
        print("IMPOSSIBLE read a file whose text is not there")
except Exception:
    pass
try:
    t_70 = open(f_70).read()
    if isinstance(f_70, str) and not os.path.exists(f_70):
        print("IMPOSSIBLE read a file whose name is not there")
except Exception:
    pass
try:
    y_71 = x_71
    y_71 += [1]
    if y_71 is x_71 and len(x_71) != len(y_71):
        print("IMPOSSIBLE in place, two lengths")
except Exception:
    pass
try:
    if isinstance(x_80, cabc.Hashable):
        for e_80 in x_80:
            pass
        try:
            hash(x_80)
        except TypeError:
            print("IMPOSSIBLE Hashable then unhashable")
except Exception:
    pass
try:
    if not isinstance(x_81, cabc.Mapping):
        k_81 = list(x_81.keys())
        if type(x_81) is dict:
            print("IMPOSSIBLE not a Mapping, a dict")
except Exception:
    pass
try:
    if isinstance(x_82, cabc.Iterator) and len(x_82) >= 0:
        print("IMPOSSIBLE iterator with len")
except Exception:
    pass
try:
    r_83 = x_83.real
    if x_83 * 1 == 1 and r_83 != 1 and isinstance(x_83, int):
        print("IMPOSSIBLE real of an int")
except Exception:
    pass
try:
    s_84 = x_84.split(",")
    if x_84 == "x_84" and s_84 != ["x_84"] and type(x_84) is str:
        print("IMPOSSIBLE split of a str")
except Exception:
    pass
try:
    if x_85.isdigit() and int(x_85) >= 0 and x_85 + 1 == 2:
        print("IMPOSSIBLE digits are a number")
except Exception:
    pass
try:
    d_86 = dict(x_86)
    if x_86 + 1 == 2:
        print("IMPOSSIBLE dict() of a number")
except Exception:
    pass
try:
    a_87, b_87 = x_87
    if x_87 == 1 or x_87 + 0 == 1:
        print("IMPOSSIBLE unpacked number")
except Exception:
    pass
try:
    f_88 = float(x_88)
    if f_88 == 1.0 and x_88 == "x_88":
        print("IMPOSSIBLE float of text")
except Exception:
    pass
try:
    if math.isfinite(x_89) and x_89.upper() == "X_89":
        print("IMPOSSIBLE finite text")
except Exception:
    pass
try:
    i_90 = iter(x_90)
    if i_90 is x_90 and len(x_90) == 1:
        print("IMPOSSIBLE iterator with a len")
except Exception:
    pass
try:
    if x_91 == [x_91[0]] and x_91.keys() is not None:
        print("IMPOSSIBLE list with keys")
except Exception:
    pass
try:
    if x_92 == "x_92" and x_92.keys() is not None:
        print("IMPOSSIBLE str with keys")
except Exception:
    pass
try:
    if x_93 + 1 == 2 and len(str(x_93)) != 1 and type(x_93) is int:
        print("IMPOSSIBLE one digit")
except Exception:
    pass
try:
    x_94["k"] = 5
    if x_94.get("k") != 5:
        print("IMPOSSIBLE stored get")
except Exception:
    pass
try:
    x_95.add(4)
    if 4 not in x_95 or len(x_95) == 0:
        print("IMPOSSIBLE added not in")
except Exception:
    pass
try:
    v_96 = x_96.pop()
    if x_96 == [] and v_96 in x_96:
        print("IMPOSSIBLE popped still in")
except Exception:
    pass
try:
    x_97.update({"a": 1})
    if "a" not in x_97.keys():
        print("IMPOSSIBLE updated key missing")
except Exception:
    pass
try:
    if x_98.startswith("a") and not x_98[:1] == "a":
        print("IMPOSSIBLE startswith vs slice")
except Exception:
    pass
try:
    if x_99.endswith("z") and x_99[-1] != "z":
        print("IMPOSSIBLE endswith vs index")
except Exception:
    pass
try:
    if x_100.isupper() and x_100.lower() == x_100:
        print("IMPOSSIBLE upper equals lower")
except Exception:
    pass
try:
    if x_101.strip() == "" and len(x_101) > 0 and x_101.isalnum():
        print("IMPOSSIBLE blank alnum")
except Exception:
    pass
try:
    if not isinstance(x_102, cabc.Iterator):
        n_102 = next(x_102)
        if iter(x_102) is x_102:
            print("IMPOSSIBLE no Iterator, yet one")
except Exception:
    pass
try:
    for e_120 in x_120:
        e_120.foo
    v_120 = x_120["a"]
    if list(x_120.keys()) == list(x_120) and "a" not in list(x_120):
        print("IMPOSSIBLE keys are the elements, without the key read")
except Exception:
    pass
try:
    d_121 = dict(x_121)
    if len(d_121) != len(x_121) and type(x_121) is dict:
        print("IMPOSSIBLE dict copy differs")
except Exception:
    pass
try:
    for e_122 in x_122:
        e_122.foo
    v_122 = x_122["a"]
    if x_122 == [e_122] and type(x_122) is list:
        print("IMPOSSIBLE a list read by a str key")
except Exception:
    pass
try:
    v_123 = x_123["a"]
    if x_123 == [x_123[0]] and type(x_123) is list:
        print("IMPOSSIBLE a list read by a str key 2")
except Exception:
    pass
try:
    v_124 = x_124["a"]
    if x_124 + 1 == 2 and type(x_124) is int:
        print("IMPOSSIBLE an int read by a str key")
except Exception:
    pass
try:
    v_125 = x_125["a"]
    if x_125 == "x_125" and type(x_125) is str:
        print("IMPOSSIBLE a str read by a str key")
except Exception:
    pass
print("possible 2")
