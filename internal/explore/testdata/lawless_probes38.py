# Probes (explore's default mode and --mode lexecutor, TestLawlessBranchesNeverCovered),
# round 14 (r14-laws): a reviewer's new kinds. A value's class against its
# answers (a class with __len__, __iter__ or __contains__ is Sized,
# Iterable, a Container; type(x) does not change when x commits); x == x
# after arithmetic; divmod, //, % identities; round, int, float and floor
# agreeing; str, format and f-strings; `in` against d[x]; min, max and
# sorted against <; truth against len and == 0; hash across 1, 1.0 and
# True; copy and pickle round trips; weak references; dict views;
# exhausted iterators in zip and enumerate; text methods against each
# other; json; context managers, await and async iteration; __index__ in
# slices; operator functions against operators. Every line printing
# IMPOSSIBLE needs a value no real one is.
print("possible 1")
import operator, math, weakref, json, copy, pickle, collections, collections.abc as cabc, numbers, asyncio
try:
    a_1 = x_1.foo
    if not isinstance(x_1, cabc.Sized) and callable(getattr(type(x_1), "__len__", None)):
        print("IMPOSSIBLE class has __len__ but not Sized")
except Exception:
    pass
try:
    if not isinstance(x_2, cabc.Sized) and callable(getattr(type(x_2), "__len__", None)):
        print("IMPOSSIBLE class has __len__ but not Sized (open)")
except Exception:
    pass
try:
    if not isinstance(x_3, cabc.Iterable) and callable(getattr(type(x_3), "__iter__", None)):
        print("IMPOSSIBLE class has __iter__ but not Iterable")
except Exception:
    pass
try:
    y_4 = x_4 + 1
    if y_4 != y_4 and type(x_4) is int:
        print("IMPOSSIBLE int unequal to itself")
except Exception:
    pass
try:
    q_5, r_5 = divmod(x_5, 3)
    if q_5 * 3 + r_5 != x_5 and type(x_5) is int:
        print("IMPOSSIBLE divmod identity")
except Exception:
    pass
try:
    if x_6 // 3 != divmod(x_6, 3)[0] and type(x_6) is int:
        print("IMPOSSIBLE // vs divmod")
except Exception:
    pass
try:
    if x_7 % 3 != x_7 - 3 * (x_7 // 3) and type(x_7) is int:
        print("IMPOSSIBLE % identity")
except Exception:
    pass
try:
    if type(x_8) is int and (round(x_8) != x_8 or int(x_8) != math.floor(x_8) or float(x_8) != x_8 + 0.0):
        print("IMPOSSIBLE int rounding")
except Exception:
    pass
try:
    if type(x_9) in (int, str) and (str(x_9) != format(x_9) or f"{x_9}" != str(x_9)):
        print("IMPOSSIBLE str vs format")
except Exception:
    pass
try:
    d_10 = {1: "a", "k": "b"}
    if x_10 in d_10 and d_10[x_10] not in ("a", "b"):
        print("IMPOSSIBLE in vs getitem")
except Exception:
    pass
try:
    d_11 = {1: "a"}
    if x_11 not in d_11 and d_11[x_11] == "a":
        print("IMPOSSIBLE not in but getitem")
except Exception:
    pass
try:
    if x_12 < y_12 and min(x_12, y_12) is y_12 and type(x_12) is int and type(y_12) is int:
        print("IMPOSSIBLE min vs <")
except Exception:
    pass
try:
    s_13 = sorted([x_13, y_13])
    if s_13[1] < s_13[0] and type(x_13) is int and type(y_13) is int:
        print("IMPOSSIBLE sorted vs <")
except Exception:
    pass
try:
    if max(x_14, y_14) < min(x_14, y_14):
        print("IMPOSSIBLE max < min")
except Exception:
    pass
try:
    if type(x_15) is int and bool(x_15) and x_15 == 0:
        print("IMPOSSIBLE truthy zero")
except Exception:
    pass
try:
    if type(x_16) is list and bool(x_16) != (len(x_16) > 0):
        print("IMPOSSIBLE bool vs len")
except Exception:
    pass
try:
    if x_17 == 1 and (hash(x_17) != hash(1.0) or hash(x_17) != hash(True)):
        print("IMPOSSIBLE hash of 1")
except Exception:
    pass
try:
    if type(x_18) is int and pickle.loads(pickle.dumps(x_18)) != x_18:
        print("IMPOSSIBLE pickle round trip")
except Exception:
    pass
try:
    c_19 = copy.copy(x_19)
    if type(x_19) is list and c_19 != x_19:
        print("IMPOSSIBLE copy differs")
except Exception:
    pass
try:
    w_20 = weakref.ref(x_20)
    if x_20 == 1 and type(x_20) is int:
        print("IMPOSSIBLE weakref then int")
except Exception:
    pass
try:
    if type(x_21) is dict and (list(x_21.keys()) != list(x_21) or len(x_21.items()) != len(x_21)):
        print("IMPOSSIBLE dict views")
except Exception:
    pass
try:
    it_22 = iter(x_22)
    l_22 = list(it_22)
    if list(zip(it_22, [1, 2])) != [] or list(enumerate(it_22)) != []:
        print("IMPOSSIBLE exhausted iterator yields")
except Exception:
    pass
try:
    if type(x_23) is str and x_23.lower() != x_23.lower():
        print("IMPOSSIBLE lower unstable")
except Exception:
    pass
try:
    if type(x_24) is str and ",".join(x_24.split(",")) != x_24:
        print("IMPOSSIBLE split join")
except Exception:
    pass
try:
    if type(x_25) in (int, str) and json.loads(json.dumps(x_25)) != x_25:
        print("IMPOSSIBLE json round trip")
except Exception:
    pass
try:
    with x_26 as e_26:
        pass
    if x_26 + 1 == 2 and type(x_26) is int:
        print("IMPOSSIBLE int as context manager")
except Exception:
    pass
try:
    async def f_27():
        return await x_27
    asyncio.run(f_27())
    if x_27 + 1 == 2 and type(x_27) is int:
        print("IMPOSSIBLE awaited int")
except Exception:
    pass
try:
    async def f_28():
        async for e in x_28:
            pass
    asyncio.run(f_28())
    if x_28 == [] and type(x_28) is list:
        print("IMPOSSIBLE async-iterated list")
except Exception:
    pass
try:
    if [10, 20, 30][x_29:] == [20, 30] and x_29 != 1 and type(x_29) is int:
        print("IMPOSSIBLE slice index")
except Exception:
    pass
try:
    if type(x_30) is int and (operator.add(x_30, 1) != x_30 + 1 or operator.lt(x_30, 2) != (x_30 < 2) or operator.truth(x_30) != bool(x_30)):
        print("IMPOSSIBLE operator vs operators")
except Exception:
    pass
try:
    if type(x_31) is list and (operator.length_hint(x_31) != len(x_31) or operator.contains(x_31, 1) != (1 in x_31)):
        print("IMPOSSIBLE operator on list")
except Exception:
    pass
try:
    if type(x_32) is int and x_32.__class__ is not int:
        print("IMPOSSIBLE __class__ vs type")
except Exception:
    pass
try:
    if type(x_33) is int and type(x_33)(x_33) != x_33:
        print("IMPOSSIBLE type(x)(x)")
except Exception:
    pass
try:
    if type(x_34) is int and not isinstance(x_34, numbers.Integral):
        print("IMPOSSIBLE int not Integral")
except Exception:
    pass
try:
    if type(x_35) is int and (x_35 ** 2 != x_35 * x_35 or x_35 << 1 != x_35 * 2 or abs(-x_35) != abs(x_35)):
        print("IMPOSSIBLE int arithmetic")
except Exception:
    pass
try:
    if type(x_36) is int and int(hex(x_36), 16) != x_36:
        print("IMPOSSIBLE hex round trip")
except Exception:
    pass
try:
    if len({x_37, y_37}) == 1 and x_37 != y_37:
        print("IMPOSSIBLE set merges unequal")
except Exception:
    pass
try:
    if collections.Counter([x_38, x_38])[x_38] != 2:
        print("IMPOSSIBLE counter")
except Exception:
    pass
try:
    if type(x_39) is int and x_39.bit_length() == 0 and x_39 != 0:
        print("IMPOSSIBLE bit_length")
except Exception:
    pass
try:
    if type(x_40) is str and x_40.find("a") == -1 and "a" in x_40:
        print("IMPOSSIBLE find vs in")
except Exception:
    pass
try:
    if type(x_41) is str and x_41.encode().decode() != x_41:
        print("IMPOSSIBLE encode decode")
except Exception:
    pass
try:
    if repr(x_42) != repr(x_42) and type(x_42) in (int, str, list):
        print("IMPOSSIBLE repr unstable")
except Exception:
    pass
try:
    if type(x_43) is int and "%d" % x_43 != str(x_43):
        print("IMPOSSIBLE %d")
except Exception:
    pass
try:
    if type(x_44) is int and int(str(x_44)) != x_44:
        print("IMPOSSIBLE int(str)")
except Exception:
    pass
try:
    if type(x_45) in (str, list, tuple) and x_45[::-1][::-1] != x_45:
        print("IMPOSSIBLE double reverse")
except Exception:
    pass
try:
    if type(x_46) in (list, str, dict, tuple) and len(x_46) != len(list(x_46)):
        print("IMPOSSIBLE len vs list")
except Exception:
    pass
try:
    if type(x_47) is dict and "k" in x_47 and x_47.get("k", 5) != x_47["k"]:
        print("IMPOSSIBLE get vs getitem")
except Exception:
    pass
try:
    d_48 = {}
    d_48[x_48] = 1
    if d_48.get(x_48) != 1:
        print("IMPOSSIBLE dict store lost")
except Exception:
    pass
try:
    if [x_49].count(x_49) != 1 or [x_49].index(x_49) != 0:
        print("IMPOSSIBLE count/index self")
except Exception:
    pass
try:
    if type(x_50) is int and (hasattr(x_50, "append") or callable(x_50)):
        print("IMPOSSIBLE int with append or callable")
except Exception:
    pass
try:
    if type(x_51) is int and getattr(x_51, "real", None) != x_51:
        print("IMPOSSIBLE int real")
except Exception:
    pass
try:
    if issubclass(type(x_52), int) and not isinstance(x_52, int):
        print("IMPOSSIBLE issubclass vs isinstance")
except Exception:
    pass
try:
    if not isinstance(x_53, type(x_53)):
        print("IMPOSSIBLE not instance of own type")
except Exception:
    pass
try:
    if type(x_54) is int and type(x_54).__name__ != "int":
        print("IMPOSSIBLE type name")
except Exception:
    pass
try:
    n_55 = len(x_55)
    if not isinstance(x_55, cabc.Sized):
        print("IMPOSSIBLE len but not Sized")
except Exception:
    pass
try:
    for e_56 in x_56:
        break
    if not isinstance(x_56, cabc.Iterable):
        print("IMPOSSIBLE iterated but not Iterable")
except Exception:
    pass
try:
    if 1 in x_57 and not isinstance(x_57, cabc.Container) and not isinstance(x_57, cabc.Iterable):
        print("IMPOSSIBLE in but not Container")
except Exception:
    pass
try:
    r_58 = x_58()
    if not callable(x_58):
        print("IMPOSSIBLE called but not callable")
except Exception:
    pass
try:
    h_59 = hash(x_59)
    if not isinstance(x_59, cabc.Hashable):
        print("IMPOSSIBLE hashed but not Hashable")
except Exception:
    pass
try:
    if type(x_60) is float and x_60 == x_60 and math.isnan(x_60):
        print("IMPOSSIBLE nan equals itself")
except Exception:
    pass
try:
    if type(x_61) is int and sum([x_61, x_61]) != 2 * x_61:
        print("IMPOSSIBLE sum")
except Exception:
    pass
try:
    if type(x_62) is str and x_62.startswith("ab") and x_62[:2] != "ab":
        print("IMPOSSIBLE startswith vs slice")
except Exception:
    pass
try:
    if type(x_63) is str and x_63.isdigit() and not x_63.isdecimal() and x_63.isascii():
        print("IMPOSSIBLE ascii digit not decimal")
except Exception:
    pass
try:
    if type(x_64) is int and x_64 > 0 and not str(x_64).isdigit():
        print("IMPOSSIBLE positive int not digits")
except Exception:
    pass
try:
    m_65 = memoryview(x_65)
    if type(x_65) is int:
        print("IMPOSSIBLE memoryview of int")
except Exception:
    pass
try:
    if type(x_66) is list and x_66 and x_66[-1] is not x_66[len(x_66) - 1]:
        print("IMPOSSIBLE last item")
except Exception:
    pass
try:
    if id(x_67) != id(x_67):
        print("IMPOSSIBLE id unstable")
except Exception:
    pass
try:
    z_68 = x_68 * 0
    if type(x_68) is int and z_68 != 0:
        print("IMPOSSIBLE int times zero")
except Exception:
    pass
try:
    if isinstance(x_69, bool) and x_69 not in (0, 1):
        print("IMPOSSIBLE bool not 0/1")
except Exception:
    pass
try:
    if type(x_70) is tuple and hash(x_70) != hash(tuple(list(x_70))):
        print("IMPOSSIBLE tuple hash")
except Exception:
    pass
try:
    if x_101 + 1 == 2 and not isinstance(x_101, cabc.Sized) and callable(getattr(type(x_101), "__len__", None)):
        print("IMPOSSIBLE class has __len__, committed not Sized")
except Exception:
    pass
try:
    a_102 = x_102.foo
    if x_102 + 1 == 2 and not isinstance(x_102, cabc.Iterable) and callable(getattr(type(x_102), "__iter__", None)):
        print("IMPOSSIBLE own class has __iter__, not Iterable")
except Exception:
    pass
try:
    if x_103 + 1 == 2 and not isinstance(x_103, cabc.Hashable) and type(x_103).__hash__ is not None:
        print("IMPOSSIBLE class has __hash__, not Hashable")
except Exception:
    pass
try:
    if x_105 + 1 == 2 and not isinstance(x_105, type(x_105)):
        print("IMPOSSIBLE not an instance of its type")
except Exception:
    pass
try:
    if x_106 + 1 == 2 and not isinstance(x_106, cabc.Container) and callable(getattr(type(x_106), "__contains__", None)):
        print("IMPOSSIBLE Container vs class __contains__")
except Exception:
    pass
try:
    if x_107 + 1 == 2 and type(x_107) is not int and copy.copy(x_107) is x_107 and copy.deepcopy(x_107) is not x_107:
        pass
except Exception:
    pass
try:
    if x_108 + 1 == 2 and type(x_108) is not int and isinstance(x_108, int):
        print("IMPOSSIBLE isinstance int but type not int subclass") if not issubclass(type(x_108), int) else None
except Exception:
    pass
try:
    if x_109 + 1 == 2 and type(x_109) is not x_109.__class__ and not isinstance(x_109, type(x_109)):
        print("IMPOSSIBLE class lies")
except Exception:
    pass
try:
    l_110 = len(x_110)
    if not isinstance(x_110, cabc.Sized) or not hasattr(type(x_110), "__len__"):
        print("IMPOSSIBLE len but no Sized")
except Exception:
    pass
try:
    w_111 = weakref.ref(x_111)
    if x_111 + 1 == 2 and w_111() is not x_111:
        print("IMPOSSIBLE weakref lost")
except Exception:
    pass
try:
    if x_112 + 1 == 2:
        d_112 = {x_112: "a"}
        if d_112[1] != "a" or 1.0 not in d_112 or True not in d_112:
            print("IMPOSSIBLE key equal to 1")
except Exception:
    pass
try:
    if x_113 == "abc" and (x_113.upper() != "ABC" or len(x_113) != 3 or x_113[0] != "a" or hash(x_113) != hash("abc")):
        print("IMPOSSIBLE text abc")
except Exception:
    pass
try:
    if x_114 == [1, 2] and (len(x_114) != 2 or x_114[1] != 2 or 2 not in x_114 or list(x_114) != [1, 2]):
        print("IMPOSSIBLE list 1 2")
except Exception:
    pass
try:
    if x_115 + 1 == 2 and (json.dumps(x_115) != "1"):
        print("IMPOSSIBLE json of 1")
except Exception:
    pass
try:
    if x_116 + 1 == 2 and pickle.loads(pickle.dumps(x_116)) != 1:
        print("IMPOSSIBLE pickle of 1")
except Exception:
    pass
try:
    s_117 = str(x_117)
    if x_117 + 1 == 2 and s_117 != str(x_117):
        print("IMPOSSIBLE str changed")
except Exception:
    pass
try:
    r_118 = repr(x_118)
    h_118 = hash(x_118)
    if x_118 + 1 == 2 and (r_118 != repr(x_118) or h_118 != hash(1)):
        print("IMPOSSIBLE repr/hash changed")
except Exception:
    pass
try:
    b_120 = bool(x_120)
    if x_120 + 1 == 1 and b_120:
        print("IMPOSSIBLE truthy zero")
except Exception:
    pass
try:
    i_121 = [e for e in x_121]
    if x_121 + 1 == 2:
        print("IMPOSSIBLE iterated then number")
except Exception:
    pass
try:
    if operator.index(x_122) == 3 and [0, 1, 2, 3, 4][x_122] != 3:
        print("IMPOSSIBLE index vs getitem")
except Exception:
    pass
try:
    if math.floor(x_123) == 1 and math.ceil(x_123) == 3:
        print("IMPOSSIBLE floor ceil")
except Exception:
    pass
try:
    if x_124 + 1 == 2 and x_124.__class__.__name__ != type(x_124).__name__:
        print("IMPOSSIBLE class name")
except Exception:
    pass
try:
    async def g_125():
        async with x_125 as v:
            return v
    import asyncio
    asyncio.run(g_125())
    if x_125 + 1 == 2:
        print("IMPOSSIBLE async with then int")
except Exception:
    pass
try:
    with x_126:
        pass
    if x_126 + 1 == 2 and not hasattr(x_126, "__enter__"):
        print("IMPOSSIBLE entered, no __enter__")
except Exception:
    pass
try:
    it_127 = iter(x_127)
    if next(it_127, None) is None and list(x_127) != []:
        print("IMPOSSIBLE iteration says empty then not")
except Exception:
    pass
try:
    v_128 = x_128.values()
    k_128 = x_128.keys()
    if len(v_128) != len(k_128):
        print("IMPOSSIBLE views differ")
except Exception:
    pass
try:
    ks_129 = list(x_129.keys())
    if ks_129 and x_129.get(ks_129[0], "none") == "none" and ks_129[0] not in ("none",):
        print("IMPOSSIBLE key missing")
except Exception:
    pass
try:
    if x_130 + 1 == 2:
        z_130 = list(zip([x_130], [2]))
        e_130 = list(enumerate([x_130], x_130))
        if z_130[0][0] != 1 or e_130[0][0] != 1:
            print("IMPOSSIBLE zip enumerate")
except Exception:
    pass
try:
    t_131 = type(x_131)
    c_131 = x_131.__class__
    if x_131 + 1 == 2 and (type(x_131) is not t_131 or x_131.__class__ is not c_131):
        print("IMPOSSIBLE class changed when it committed")
except Exception:
    pass
try:
    a_132 = x_132.foo
    y_132 = x_132.bar
    if x_132 + 1 == 2 and y_132 + 1 == 2 and not isinstance(x_132, cabc.Sized) and callable(getattr(type(y_132), "__len__", None)) and type(x_132) is type(y_132):
        print("IMPOSSIBLE one class, Sized and not")
except Exception:
    pass
try:
    a_133 = x_133.foo
    if x_133 == 1 and not isinstance(x_133, cabc.Iterable):
        for e_133 in x_133:
            print("IMPOSSIBLE iterated what is not Iterable")
except Exception:
    pass
try:
    a_134 = x_134.foo
    if x_134 == 1 and not isinstance(x_134, cabc.Container) and callable(getattr(type(x_134), "__contains__", None)):
        print("IMPOSSIBLE own class has __contains__, not Container")
except Exception:
    pass
try:
    a_135 = x_135.foo
    if x_135 == 1 and not isinstance(x_135, cabc.Sized) and callable(getattr(type(x_135), "__len__", None)):
        print("IMPOSSIBLE own class has __len__, not Sized")
except Exception:
    pass
print("possible 1")
