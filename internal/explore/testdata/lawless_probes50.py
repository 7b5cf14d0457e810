# Probes (explore's default mode and --mode lexecutor, TestLawlessBranchesNeverCovered),
# round 18 (r18-laws): kinds that held, kept as regressions. itertools,
# Counter, deque, dataclasses, enum by value, itemgetter and attrgetter,
# getattr against hasattr, vars, defaultdict, any/all and filter, dict
# views, is against id; libraries handed a stand-in (json, statistics,
# timedelta, random seeds, in a str, environ, shlex, struct, array,
# pprint, strftime, Counter, Decimal, os.path.basename, date, re.escape,
# a str key sort). Every line printing IMPOSSIBLE needs a value no real
# one is.
print("possible 1")
import array, collections, dataclasses, datetime, decimal, enum, fractions, functools, inspect, itertools, json, math, operator, os, pprint, random, re, shlex, statistics, string, struct, sys, textwrap, time, types
try:
    def f_1(flag):
        if flag:
            y_1 = 1
        return y_1
    r_1 = f_1(x_1 == "never")
    if type(x_1) is str and x_1 != "never":
        print("IMPOSSIBLE an unbound local read")
except Exception:
    pass
try:
    class A_2:
        pass
    a_2 = A_2()
    v_2 = a_2.missing
    print("IMPOSSIBLE an attribute a plain instance lacks")
except Exception:
    pass
try:
    t_3 = (1, 2)
    v_3 = t_3[x_3]
    if x_3 > 1 and type(x_3) is int:
        print("IMPOSSIBLE an index past a pair")
except Exception:
    pass
try:
    c_4 = collections.Counter(x_4)
    if sum(c_4.values()) != len(x_4) and type(x_4) in (list, str):
        print("IMPOSSIBLE a Counter of another total")
except Exception:
    pass
try:
    g_5 = itertools.groupby(sorted(x_5))
    if sum(len(list(g)) for k, g in g_5) != len(x_5) and type(x_5) is list:
        print("IMPOSSIBLE groups of another total")
except Exception:
    pass
try:
    if list(itertools.chain(x_6, y_6)) != list(x_6) + list(y_6) and type(x_6) is list and type(y_6) is list:
        print("IMPOSSIBLE chain against concatenation")
except Exception:
    pass
try:
    if len(list(itertools.product(x_7, repeat=2))) != len(x_7) ** 2 and type(x_7) is list:
        print("IMPOSSIBLE a product of another size")
except Exception:
    pass
try:
    if len(list(itertools.combinations(x_8, 2))) > len(x_8) ** 2 and type(x_8) is list:
        print("IMPOSSIBLE more pairs than squares")
except Exception:
    pass
try:
    @dataclasses.dataclass
    class D_9:
        a: int
    if D_9(x_9) != D_9(x_9):
        print("IMPOSSIBLE equal dataclasses of one value unequal")
except Exception:
    pass
try:
    class E_10(enum.Enum):
        A = 1
        B = 2
    if E_10(x_10) is E_10.A and x_10 != 1:
        print("IMPOSSIBLE an enum by value of another value")
except Exception:
    pass
try:
    if operator.itemgetter(0)(x_11) is not x_11[0]:
        print("IMPOSSIBLE itemgetter against indexing")
except Exception:
    pass
try:
    if operator.attrgetter("a")(x_12) is not x_12.a:
        print("IMPOSSIBLE attrgetter against the attribute")
except Exception:
    pass
try:
    if getattr(x_13, "a", None) is None and hasattr(x_13, "a") and x_13.a is not None:
        print("IMPOSSIBLE getattr default against hasattr")
except Exception:
    pass
try:
    x_14.a = 5
    if vars(x_14).get("a") != 5 and x_14.a == 5 and not isinstance(type(x_14).__dict__.get("a"), property):
        print("IMPOSSIBLE an attribute set missing from vars")
except Exception:
    pass
try:
    m_15 = types.SimpleNamespace(v=x_15)
    if m_15.v is not x_15:
        print("IMPOSSIBLE a namespace holding another")
except Exception:
    pass
try:
    d_16 = collections.defaultdict(list)
    d_16[x_16].append(1)
    if x_16 not in d_16:
        print("IMPOSSIBLE a defaultdict key missing")
except Exception:
    pass
try:
    o_17 = collections.OrderedDict.fromkeys(x_17)
    if len(o_17) > len(x_17):
        print("IMPOSSIBLE fromkeys larger than its keys")
except Exception:
    pass
try:
    dq_18 = collections.deque(x_18)
    if len(dq_18) != len(x_18) and type(x_18) in (list, str, tuple):
        print("IMPOSSIBLE a deque of another length")
except Exception:
    pass
try:
    if sys.intern(x_19) != x_19:
        print("IMPOSSIBLE an interned string unequal")
except Exception:
    pass
try:
    if inspect.isclass(x_20) and x_20 + 1 == 2:
        print("IMPOSSIBLE a class that adds as a one")
except Exception:
    pass
try:
    if isinstance(x_21, type) and type(x_21) is int:
        print("IMPOSSIBLE a type that is an int")
except Exception:
    pass
try:
    if callable(x_22) and not hasattr(type(x_22), "__call__"):
        print("IMPOSSIBLE callable without __call__")
except Exception:
    pass
try:
    if any(x_23) and not list(filter(None, x_23)):
        print("IMPOSSIBLE any against filter")
except Exception:
    pass
try:
    if all(x_24) and not all(list(x_24)) and type(x_24) is list:
        print("IMPOSSIBLE all two ways")
except Exception:
    pass
try:
    if max(x_25, default=None) is None and len(x_25) > 0 and type(x_25) is list:
        print("IMPOSSIBLE max default of a non-empty list")
except Exception:
    pass
try:
    if sum(1 for _ in x_26) != len(x_26) and type(x_26) in (list, dict, str, set):
        print("IMPOSSIBLE counted iteration against len")
except Exception:
    pass
try:
    if dict(enumerate(x_27)).get(0) is not (x_27[0] if len(x_27) else None) and type(x_27) is list:
        print("IMPOSSIBLE enumerate dict against indexing")
except Exception:
    pass
try:
    k_28 = list(x_28)
    if k_28 and k_28[0] not in x_28.keys() and type(x_28) is dict:
        print("IMPOSSIBLE an iterated key not in keys")
except Exception:
    pass
try:
    if sorted(x_29.items()) != sorted(zip(x_29.keys(), x_29.values())) and type(x_29) is dict:
        print("IMPOSSIBLE items against zipped keys and values")
except Exception:
    pass
try:
    if x_30 is y_30 and id(x_30) != id(y_30):
        print("IMPOSSIBLE is against id")
except Exception:
    pass
try:
    s_31 = json.dumps(x_31, default=str)
    if x_31 + 1 == 2 and s_31 != "1" and type(x_31) is int:
        print("IMPOSSIBLE an int serialized by the default hook")
except Exception:
    pass
try:
    s_32 = json.dumps([x_32], default=repr)
    if x_32.upper() == "AB" and s_32 != '["ab"]' and type(x_32) is str:
        print("IMPOSSIBLE a str serialized by the default hook")
except Exception:
    pass
try:
    m_33 = statistics.mean([x_33, 1])
    if m_33 == 1 and type(x_33) is int and type(m_33) is not int and type(m_33) is not float:
        print("IMPOSSIBLE a mean of ints of another class")
except Exception:
    if type(x_33) is int:
        print("IMPOSSIBLE a mean of ints refused")
try:
    t_34 = datetime.timedelta(days=x_34)
    if t_34.days != x_34 and type(x_34) is int:
        print("IMPOSSIBLE timedelta days")
except Exception:
    if type(x_34) is int and -999999999 <= x_34 <= 999999999:
        print("IMPOSSIBLE timedelta refused an int")
try:
    r_35 = random.Random(x_35).random()
    if x_35 == 7 and r_35 != random.Random(7).random() and type(x_35) is int:
        print("IMPOSSIBLE a seed of 7 that is not 7's")
except Exception:
    pass
try:
    if x_36 in "abc" and type(x_36) is not str:
        print("IMPOSSIBLE in a str, not text")
except Exception:
    if type(x_36) is str:
        print("IMPOSSIBLE in a str refused text")
try:
    e_37 = os.environ.get(x_37)
    if type(x_37) is int:
        print("IMPOSSIBLE an environment key that is an int")
except Exception:
    if type(x_37) is str and "\0" not in x_37 and "=" not in x_37:
        print("IMPOSSIBLE an environment key refused")
try:
    q_38 = shlex.quote(x_38)
    if type(x_38) is int:
        print("IMPOSSIBLE an int quoted")
except Exception:
    if type(x_38) is str:
        print("IMPOSSIBLE quote refused text")
try:
    p_39 = struct.pack("i", x_39)
    if x_39 == 3 and struct.unpack("i", p_39)[0] != 3:
        print("IMPOSSIBLE packed 3 unpacks otherwise")
except Exception:
    if type(x_39) is int and -2**31 <= x_39 < 2**31:
        print("IMPOSSIBLE pack refused an int")
try:
    a_40 = array.array("i", [x_40])
    if a_40[0] != x_40 and type(x_40) is int:
        print("IMPOSSIBLE an array holds another int")
except Exception:
    pass
try:
    f_41 = pprint.pformat(x_41)
    if x_41 + 1 == 2 and f_41 != "1" and type(x_41) is int:
        print("IMPOSSIBLE pformat of 1")
except Exception:
    pass
try:
    s_42 = time.strftime(x_42)
    if type(x_42) is int:
        print("IMPOSSIBLE strftime of an int")
except Exception:
    if type(x_42) is str and "%" not in x_42 and "\0" not in x_42:
        print("IMPOSSIBLE strftime refused text")
try:
    c_43 = collections.Counter([x_43, 1])
    if x_43 == 1 and c_43[1] != 2 and type(x_43) is int:
        print("IMPOSSIBLE Counter of two ones")
except Exception:
    pass
try:
    d_44 = decimal.Decimal(x_44) if type(x_44) is int else None
    if d_44 is None and type(x_44) is int:
        print("IMPOSSIBLE int then not int")
except Exception:
    if type(x_44) is int:
        print("IMPOSSIBLE Decimal refused an int, claimed first")
try:
    js_45 = json.dumps({"k": x_45}, sort_keys=True, default=lambda o: "other")
    if x_45 == 2 and js_45 != '{"k": 2}' and type(x_45) is int:
        print("IMPOSSIBLE a dict value serialized as another")
except Exception:
    pass
try:
    if type(x_46) is str and os.path.basename(x_46) != x_46.rsplit("/", 1)[-1]:
        print("IMPOSSIBLE basename two ways")
except Exception:
    pass
try:
    d_47 = datetime.date(2020, x_47, 1)
    if d_47.month != x_47 and type(x_47) is int:
        print("IMPOSSIBLE a month read back otherwise")
except Exception:
    if type(x_47) is int and 1 <= x_47 <= 12:
        print("IMPOSSIBLE a month refused")
try:
    r_48 = re.escape(x_48)
    if type(x_48) is int:
        print("IMPOSSIBLE escape of an int")
except Exception:
    if type(x_48) is str:
        print("IMPOSSIBLE escape refused text")
try:
    n_49 = sorted([x_49, 3], key=str)
    if x_49 == 10 and n_49[0] != 10 and type(x_49) is int:
        print("IMPOSSIBLE str key sort of 10 and 3")
except Exception:
    pass
try:
    h_50 = {x_50: "a"}
    if x_50 == 1 and json.dumps(h_50) != '{"1": "a"}' and type(x_50) is int:
        print("IMPOSSIBLE a key serialized otherwise")
except Exception:
    if x_50 == 1 and type(x_50) is int:
        print("IMPOSSIBLE an int key refused by json")
print("possible end")
