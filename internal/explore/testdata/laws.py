# Property tests of the laws a stand-in keeps (run by TestStandInLaws):
# Hypothesis generates sequences of operations on stand-ins (explore's
# Stub, lexecutor's Dummy) mixed with plain values, records every answer,
# then checks that the answers are those of the plain values the stand-ins
# committed to, replaying the same operations on them.
#
#   python3 laws.py STUB_PY ISINSTANCE_PY LEXECUTOR_PY
import math
import operator
import struct
import sys
from decimal import Decimal
from fractions import Fraction

try:
    from hypothesis import example, given, settings, strategies as st, HealthCheck
except ImportError:
    print("SKIP: hypothesis is not installed (Debian python3-hypothesis; scripts/setup.sh installs it)")
    sys.exit(0)


ISA = {}
TYPE = {}
SHIMS = {}  # kind -> (callable, hasattr, getattr) as the snippet sees them


def load_kinds(stub_py, isinstance_py, lexecutor_py):
    g = {}
    with open(stub_py) as f:
        exec(compile(f.read(), stub_py, "exec"), g)
    with open(isinstance_py) as f:
        exec(compile(f.read(), isinstance_py, "exec"), g)
    Stub = g["Stub"]
    ISA["stub"] = g["isinstance"]  # the prefix's isinstance() shim
    ISA["dummy"] = isinstance
    TYPE["stub"], TYPE["dummy"] = g.get("type", type), type  # the prefix's type() shim; lexecutor's builtins
    SHIMS["stub"] = (g["callable"], g["hasattr"], g["getattr"])  # the prefix's shims
    SHIMS["dummy"] = None  # filled below: the builtins the lexecutor engine installs
    # x.__dict__ as the snippet reads it (code in the prefix's module: the
    # Stub's own code and libraries see its dict as they always did).
    SNIPPET["stub"] = eval("lambda s: s.__dict__", g)
    SNIPPET["dummy"] = lambda s: s.__dict__
    # The snippet's own code, as the prefix finds it at its start (round
    # 17): the names it reads of a stand-in S, and where it hands S to C
    # code that asks its class's slots and calls nothing on it.
    code = compile("import functools\nfunctools.partial(S)\n'none' % S\n" + "".join("S.%s\n" % n for n in OWN), "snippet.py", "exec")
    Stub._snippet.append((code, 0))
    getattr(Stub, "_seen_open", lambda: None)()  # (as the prefix does at the snippet's first frame)
    G["stub"] = g
    g["math"] = math
    NUM_OF["stub"] = dict(NUM, **{k: eval(src, g) for k, src in NUM_SRC.items()})
    # The snippet's calls reach a dummy through the engine's call loader.
    def _c_(i, fn, /, *args, **kwargs):
        return fn(*args, **kwargs)
    NUM_OF["dummy"] = dict(NUM, isnan=lambda x: _c_(0, math.isnan, x), isinf=lambda x: _c_(0, math.isinf, x),
                           copysign=lambda x: _c_(0, math.copysign, 1, x), float=lambda x: _c_(0, float, x))
    g["functools"] = __import__("functools")  # (the snippet's import)
    G["dummy"] = {"functools": __import__("functools")}
    PRESET["stub"] = lambda name, v: Stub._values.__setitem__(name, v)  # as Z3 picks a value for a name
    PRESET["dummy"] = lambda name, v: None
    sys.path.insert(0, lexecutor_py.rsplit("/", 1)[0])
    import lexecutor
    import builtins
    SHIMS["dummy"] = (lexecutor._dummy_callable(builtins.callable), lexecutor._dummy_hasattr(builtins.hasattr),
                      lexecutor._dummy_getattr(builtins.getattr))
    # The snippet's isinstance() of a dummy (lexecutor's _c_ calls this).
    ISA["dummy"] = lambda s, c: lexecutor._dummy_isinstance(s, c) if type(s) in lexecutor._DUMMY_TYPES else isinstance(s, c)
    TYPE["dummy"] = getattr(lexecutor, "_dummy_type", type)  # type() as the engine answers it (its class seen)

    def stub(name):
        Stub._truth, Stub._size, Stub._values = True, 1, {}
        return Stub(name)

    def falsy_stub(name):
        s = Stub(name)
        return s

    return {
        "stub": (stub, Stub, lambda s: s.__dict__.get("_v", OPEN)),
        "dummy": (lambda name: lexecutor.Dummy("object", name), lexecutor.Dummy,
                  lambda d: OPEN if d._lx_v is lexecutor._OPEN else d._lx_v),
    }


OPEN = object()
SNIPPET = {}
PRESET = {}
G = {}  # kind -> the globals the snippet's code runs in
# Names of the Stub's own namespace that no plain value has, or has and
# answers otherwise (round 17): read by the snippet, a committed stand-in
# answers them as its value.
OWN = ["_name", "_v", "_items", "__module__", "__getstate__()", "__reduce_ex__(2)",
       # Round 23: special methods read by name, which a committed one
       # has exactly when its value's type has them (a str no __neg__).
       "__neg__()", "__bool__()", "__len__()", "__float__()", "__getnewargs__()", "__hash__ is None"]


def dummy_kept(d, v):
    # The attributes a committed dummy handed out or took while open that
    # its value lacks: it keeps them (lexecutor's _lx_commit).
    return [a for a in vars(d) if a[:1] != "_" and not hasattr(v, a)]

TYPES = {}  # stand-in index -> what type() answered (run)
ABCS_SAID = {}  # (stand-in index, ABC) -> what isinstance() answered (run)
CMP = ["eq", "ne", "lt", "le", "gt", "ge"]
ARITH = ["add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "and_", "or_", "xor", "lshift", "rshift"]
UNARY = ["neg", "pos", "abs", "invert"]

import collections.abc
import numbers
ABCS = [numbers.Number, numbers.Integral, numbers.Real, collections.abc.Hashable, collections.abc.Iterable,
        collections.abc.Sized, collections.abc.Mapping, collections.abc.Sequence, collections.abc.Callable,
        collections.abc.Container]
NUM = {"round": round, "floor": math.floor, "ceil": math.ceil, "trunc": math.trunc, "divmod2": lambda x: divmod(x, 2),
       "index": operator.index, "pow2": lambda x: pow(x, 2, 5), "round1": lambda x: round(x, 1),
       # Round 20: nan and infinity, the sign bit, gcd with zero, x ** 0,
       # bit identities, a value ordered against itself.
       "gcd0": lambda x: math.gcd(x, 0), "pow0": lambda x: x ** 0, "or0": lambda x: (x | 0, ~~x),
       "selflt": lambda x: (x < x, x <= x, x == x),
       # Round 21: the % operator asks a number's __float__ and __int__
       # (text is a TypeError there, not parsed); struct.pack takes what
       # has __index__ for an integer (text, a float: its struct.error).
       "pctf": lambda x: "%f" % x, "pctd": lambda x: "%d" % (x,), "structi": lambda x: struct.pack("i", x)}
# Ops whose answer depends on who asks (C code asking a str's __float__
# raises TypeError, float() parses it): for a stand-in, run as the
# snippet's own code (compiled in the prefix's module, load_kinds).
NUM_SRC = {"isnan": "lambda x: math.isnan(x)", "isinf": "lambda x: math.isinf(x)", "copysign": "lambda x: math.copysign(1, x)",
           "float": "lambda x: float(x)"}
NUM.update((k, eval(src)) for k, src in NUM_SRC.items())
NUM_OF = {}  # kind -> NUM as that kind's snippet calls it
plain = st.one_of(
    st.integers(-3, 3), st.booleans(), st.sampled_from([Fraction(1), Fraction(1, 2), Decimal(1), Decimal("0.5")]),
    st.sampled_from([1 + 0j, 0j, 1j]), st.sampled_from([0.0, 1.0, 0.5, -1.5]),
    st.sampled_from(["", "a", "s0", "s1", "adm", "guest"]), st.none())
other = st.one_of(plain, st.sampled_from(["#0", "#1"]))  # "#i": stand-in i
STRUCTURAL = [("__hash__", collections.abc.Hashable), ("__iter__", collections.abc.Iterable),
              ("__len__", collections.abc.Sized), ("__contains__", collections.abc.Container),
              ("__call__", collections.abc.Callable), ("__await__", collections.abc.Awaitable)]
op = st.one_of(
    st.tuples(st.just("cmp"), st.integers(0, 1), st.sampled_from(CMP), other),
    st.tuples(st.just("arith"), st.integers(0, 1), st.sampled_from(ARITH), other, st.booleans()),
    st.tuples(st.just("unary"), st.integers(0, 1), st.sampled_from(UNARY)),
    st.tuples(st.just("conv"), st.integers(0, 1), st.sampled_from(["hash", "bool", "int", "float", "len", "complex"])),
    st.tuples(st.just("contains"), st.integers(0, 1), other),
    st.tuples(st.just("strm"), st.integers(0, 1), st.sampled_from(["startswith", "endswith", "isdigit", "upper"]),
              st.sampled_from(["adm", "guest", "s", ""])),
    st.tuples(st.just("call"), st.integers(0, 1), plain),
    st.tuples(st.just("isa"), st.integers(0, 1), st.sampled_from([int, float, bool, str])),
    st.tuples(st.just("attr"), st.integers(0, 1), st.sampled_from(["startswith", "real", "bit_length", "keys", "append"])),
    # Round 11: type(), hashing into sets and dicts, ABCs, rounding and
    # the numeric builtins, max/sorted against plain values.
    st.tuples(st.just("type"), st.integers(0, 1)),
    st.tuples(st.just("hashin"), st.integers(0, 1), plain),
    st.tuples(st.just("abc"), st.integers(0, 1), st.sampled_from(ABCS)),
    st.tuples(st.just("num"), st.integers(0, 1), st.sampled_from(["round", "floor", "ceil", "trunc", "divmod2", "index", "pow2", "round1",
                                                                             "isnan", "isinf", "copysign", "float", "gcd0", "pow0", "or0", "selflt",
                                                                             "pctf", "pctd", "structi"])),
    st.tuples(st.just("max"), st.integers(0, 1), other),
    # Round 12: callable(), an attribute read at any time (one no plain
    # value has, or one only some have), str(), isinstance() of
    # collection types.
    st.tuples(st.just("callable"), st.integers(0, 1)),
    st.tuples(st.just("readattr"), st.integers(0, 1), st.sampled_from(["foo", "real", "upper", "shape"])),
    st.tuples(st.just("show"), st.integers(0, 1)),
    st.tuples(st.just("isa"), st.integers(0, 1), st.sampled_from([list, dict, tuple, bytes])),
    # Round 13: x.__dict__ read by the snippet, y = x; y += [1] (a list
    # changes in place), a weak reference (no plain value takes one), an
    # attribute the value has read while open (x.real) and compared, with
    # the value a solver may pick for it (preset).
    st.tuples(st.just("dictread"), st.integers(0, 1)),
    st.tuples(st.just("iadd"), st.integers(0, 1)),
    st.tuples(st.just("weakref"), st.integers(0, 1)),
    st.tuples(st.just("realread"), st.integers(0, 1)),
    st.tuples(st.just("realcmp"), st.integers(0, 1), st.integers(0, 5)),
    st.tuples(st.just("preset"), st.integers(0, 1), st.integers(0, 5)),
    # isinstance(x, Iterator), then next() and len(); isinstance(x,
    # Hashable), then iteration and hash(): the answer holds.
    st.tuples(st.just("iterq"), st.integers(0, 1)),
    st.tuples(st.just("hashq"), st.integers(0, 1)),
)


def outcome(f):
    try:
        v = f()
    except Exception as e:
        return ("exc", type(e).__name__)
    return ("ok", v)


def same(a, b):
    if a[0] != b[0]:
        return False
    if a[0] == "exc":
        return a[1] == b[1]
    x, y = a[1], b[1]
    if isinstance(x, float) and isinstance(y, float) and math.isnan(x) and math.isnan(y):
        return True
    try:
        return type(x) is type(y) and x == y
    except Exception:
        return False


def run(kind, ops):
    make, cls, value_of = KINDS[kind]
    objs = [make("s0"), make("s1")]
    res = lambda o: objs[int(o[1])] if isinstance(o, str) and o.startswith("#") else o
    log = []
    calls = []
    reads = []
    for o in ops:
        i, s = o[1], objs[o[1]]
        if o[0] == "cmp":
            x = res(o[3])
            log.append((o, outcome(lambda: getattr(operator, o[2])(s, x))))
        elif o[0] == "arith":
            x = res(o[3])
            fn = getattr(operator, o[2])
            log.append((o, outcome(lambda: fn(x, s) if o[4] else fn(s, x))))
        elif o[0] == "unary":
            log.append((o, outcome(lambda: getattr(operator, o[2])(s))))
        elif o[0] == "conv":
            log.append((o, outcome(lambda: {"hash": hash, "bool": bool, "int": int, "float": float,
                                             "len": len, "complex": complex}[o[2]](s))))
        elif o[0] == "contains":
            log.append((o, outcome(lambda: res(o[2]) in s)))
        elif o[0] == "strm":
            r = outcome(lambda: getattr(s, o[2])(o[3]))
            if r[0] == "ok" and isinstance(r[1], cls):
                r = ("ok", bool(r[1])) if o[2] != "upper" else ("obj", None)
                o = o + ("stand-in",)
            log.append((o, r))
        elif o[0] == "call":
            r = outcome(lambda: s.f(o[2]))  # committed, it has no f: raising is its value's answer
            if r[0] == "ok":
                calls.append((i, o[2], r[1]))
        elif o[0] == "isa":
            log.append((o, outcome(lambda: ISA[kind](s, o[2]))))
        elif o[0] == "type":
            log.append((o + (value_of(s) is OPEN,), outcome(lambda: TYPE[kind](s))))
        elif o[0] == "hashin":
            log.append((o, outcome(lambda: (s in {o[2]}, {o[2]: "one"}.get(s), o[2] in {s}))))
        elif o[0] == "abc":
            log.append((o + (value_of(s) is OPEN,), outcome(lambda: ISA[kind](s, o[2]))))
        elif o[0] == "num":
            log.append((o, outcome(lambda: NUM_OF[kind][o[2]](s))))
        elif o[0] == "max":
            x = res(o[2])
            log.append((o, outcome(lambda: (max(s, x) is s, sorted([s, x])[0] is s))))
        elif o[0] == "callable":
            log.append((o, outcome(lambda: SHIMS[kind][0](s))))
        elif o[0] == "readattr":
            r = outcome(lambda: getattr(s, o[2]))
            log.append((o, ("ok", None) if r[0] == "ok" else r))
        elif o[0] == "show":
            log.append((o, outcome(lambda: str(s))))
        elif o[0] == "attr" and value_of(s) is not OPEN:
            # Once committed, it has exactly its value's attributes.
            log.append((o, outcome(lambda: hasattr(s, o[2]))))
        elif o[0] == "dictread":
            r = outcome(lambda: SNIPPET[kind](s))
            log.append((o + (value_of(s) is OPEN,), ("ok", None) if r[0] == "ok" else r))
        elif o[0] == "iadd":
            def iadd():
                y = s
                y += [1]
                if y is s:
                    del y[-1]  # (the value the other checks replay stays as it was)
                return y is s
            log.append((o, outcome(iadd)))
        elif o[0] == "weakref":
            import weakref
            log.append((o, outcome(lambda: weakref.ref(s) is not None)))
        elif o[0] == "realread":
            r = outcome(lambda: s.real)
            if r[0] == "ok":
                reads.append((i, r[1]))
        elif o[0] == "realcmp":
            r = outcome(lambda: s.real == o[2])
            if r[0] == "ok":
                log.append((o, r))
        elif o[0] == "iterq":
            said = outcome(lambda: ISA[kind](s, collections.abc.Iterator))
            ln = outcome(lambda: len(s))
            nx = outcome(lambda: next(s))
            if said[0] == "ok":
                # Said no: next() is a TypeError, as for anything no Iterator
                # is; said yes: it has no len.
                assert said[1] or nx[0] == "exc" and nx[1] == "TypeError", ("%s: not an Iterator, yet next() gave %r" % (kind, nx), ops)
                assert not said[1] or ln[0] == "exc", ("%s: an Iterator with len %r" % (kind, ln), ops)
        elif o[0] == "hashq":
            said = outcome(lambda: ISA[kind](s, collections.abc.Hashable))
            outcome(lambda: list(s))
            h = outcome(lambda: hash(s))
            if said == ("ok", True):
                assert h[0] == "ok", ("%s: Hashable, then hash() raised %r" % (kind, h), ops)
        elif o[0] == "preset":
            PRESET[kind]("s%d.real" % i, o[2])
    for s in objs:
        try:
            hash(s)  # commits whatever is still open
        except TypeError:
            pass  # a collection: committed to its list, which has no hash
    # Round 12: a stand-in isinstance(x, Callable) said yes to is an
    # object (as a called one is), which never commits: == is identity and
    # it has no arithmetic, order or conversion to a number. One that
    # answered as its value's type does not (type() said Stub, isinstance()
    # said no, it handed out attributes the value lacks) is an object of
    # its own class equal to that value, as a Fraction equals 1: type()
    # and concrete isinstance() say its class.
    objected = [kind == "stub" and s._object() or kind == "dummy" and s._lx_object() for s in objs]
    own = [kind == "stub" and bool(s.__dict__.get("_ownclass")) for s in objs]
    vals = [s if objected[j] else value_of(s) for j, s in enumerate(objs)]
    # Round 14: a committed one's class agrees with its structural
    # answers. A class whose MRO gives a special method (not None) is an
    # instance of the ABC that asks for it: type(x).__len__ and not
    # isinstance(x, Sized) is no real object.
    for j, s in enumerate(objs):
        if objected[j] or s.__dict__.get("_typed") or s.__dict__.get("_lx_typed"):
            continue  # (open; or its class was seen before it committed, and kept: left open)
        t = TYPE[kind](s)
        for m, k in STRUCTURAL:
            given = next((c.__dict__[m] for c in t.__mro__ if m in c.__dict__), None)
            if given is not None:
                assert ISA[kind](s, k), "%s: type %r has %s, but isinstance(x, %s) says no (value %r)" % (kind, t, m, k.__name__, vals[j])
    assert all(v is not OPEN for v in vals), vals
    pv = lambda o: vals[int(o[1])] if isinstance(o, str) and o.startswith("#") else o
    truth = {}
    lens = {}
    for o, got in log:
        if o[0] == "type":
            # One type, asked open or committed: type() never changes.
            assert TYPES.setdefault(o[1], got) == got, (
                "%s: type() answered %r, then %r" % (kind, TYPES[o[1]], got))
    for i, r in reads:
        # x.real read while open: if it committed to a plain value that has
        # .real, the read was that value's (Round 13).
        v = vals[i]
        if kind == "dummy" or objected[i] or own[i] or not hasattr(v, "real"):
            continue
        rv = value_of(r) if isinstance(r, cls) else r
        assert rv is not OPEN and same(("ok", rv), ("ok", v.real)), "%s: .real read %r, but it committed to %r" % (kind, rv, v)
    TYPES.clear()
    ABCS_SAID.clear()
    for o, got in log:
        i, v = o[1], vals[o[1]]
        if objected[i]:
            if o[0] == "cmp" and o[2] in ("eq", "ne"):
                want = ("ok", (v is res(o[3])) == (o[2] == "eq"))
            elif o[0] in ("cmp", "arith", "unary", "num") or o[0] == "conv" and o[2] in ("int", "float", "complex"):
                assert got[0] == "exc", ("%s: an object answered %s with %r" % (kind, o, got))
                continue
            else:
                continue
            assert same(got, want), "%s: the object %s answered %r, not %r" % (kind, o, got, want)
            continue
        if o[0] == "callable":
            # An object, or one of its own class: the class's __call__.
            # (Round 13: one of its own class equal to a value is callable
            # as that value is, as isinstance(x, Callable) answers.)
            want = ("ok", True) if objected[i] else outcome(lambda: callable(v))
            if kind == "dummy" and own[i]:
                continue
            assert same(got, want), "%s: callable() answered %r, but %r answers %r" % (kind, got, v, want)
            continue
        if o[0] == "readattr":
            # An attribute it handed out, its value has (or it is an object
            # of its own class, which keeps it); one it refused, it lacks.
            if objected[i] or own[i] or kind == "dummy":
                continue  # (a dummy is an object of its own type: its attributes are its class's)
            want = ("ok", None) if hasattr(v, o[2]) else ("exc", "AttributeError")
            assert same(got, want), "%s: .%s answered %r, but %r answers %r" % (kind, o[2], got, v, want)
            continue
        if o[0] == "show":
            if objected[i] or own[i] or kind == "dummy":
                continue  # its own class's text (a dummy shows its name)
            want = outcome(lambda: str(v))
            assert same(got, want), "%s: str() answered %r, but %r answers %r" % (kind, got, v, want)
            continue
        if own[i] and o[0] in ("type", "isa", "abc"):
            # Its own class: type() is it, isinstance() of a concrete type
            # no; an ABC its value is an instance of yes, unless it said no
            # while open (Callable: a function's answer).
            if o[0] == "type":
                # (Round 14: Stub, or the subclass of it named Stub whose
                # special methods its value lacks are None, when its class
                # was not seen before it committed.)
                want = ("ok", got[1] if got[0] == "ok" and got[1] in getattr(cls, "_kinds", (cls,)) else cls)
            elif o[0] == "isa":
                want = ("ok", False)
            else:
                # An ABC: what it said while open, for good; asked after it
                # committed and never before, what its value does (Round
                # 13: one equal to 1 is not Iterable: iter() raises).
                if not o[-1] and (i, o[2]) not in ABCS_SAID:
                    want = outcome(lambda: isinstance(v, o[2]))
                    assert same(got, want), "%s: %s answered %r, but its value %r answers %r" % (kind, o, got, v, want)
                assert ABCS_SAID.setdefault((i, o[2]), got) == got, (
                    "%s: %s answered %r, then %r" % (kind, o, ABCS_SAID[(i, o[2])], got))
                continue
            assert same(got, want), "%s: %s answered %r, but an object of its own class equal to %r answers %r" % (kind, o, got, v, want)
            continue
        if o[0] == "cmp":
            want = outcome(lambda: getattr(operator, o[2])(v, pv(o[3])))
        elif o[0] == "arith":
            fn, x = getattr(operator, o[2]), pv(o[3])
            if o[4] and (o[2] == "mod" and isinstance(x, str) or o[2] == "pow" and isinstance(x, Fraction)):
                # str % x takes any x with __getitem__ as a mapping, and
                # Fraction ** x anything not registered Rational as a float:
                # answers of those types, not of the stand-in.
                continue
            want = outcome(lambda: fn(x, v) if o[4] else fn(v, x))
        elif o[0] == "unary":
            want = outcome(lambda: getattr(operator, o[2])(v))
        elif o[0] == "conv" and o[2] == "len":
            if got[0] == "ok":
                lens.setdefault(i, set()).add(got[1])
            if isinstance(v, (str, list)):
                want = outcome(lambda: len(v))
            else:
                continue  # a collection of its own: checked against its truth below
        elif o[0] == "conv":
            if o[2] == "hash" and kind == "dummy" and collections.abc.Hashable in objs[i].__dict__.get("_lx_yes", ()):
                continue  # (hashed by identity, as above)
            want = outcome(lambda: {"hash": hash, "bool": bool, "int": int, "float": float,
                                    "complex": complex}[o[2]](v))
            if o[2] == "bool":
                truth.setdefault(i, set()).add(got[1])
        elif o[0] == "contains":
            if not isinstance(v, (str, list)):
                continue
            want = outcome(lambda: pv(o[2]) in v)
        elif o[0] == "attr":
            if own[i] or kind == "dummy" and o[2] in dummy_kept(objs[i], v):
                continue  # of its own class (type): it keeps the attributes it handed out (readattr above)
            want = outcome(lambda: hasattr(v, o[2]))
        elif o[0] == "type":
            if kind == "dummy":
                continue  # an object of its own type (see isa)
            if o[-1] and got == ("ok", cls):
                continue  # asked while open: an object of class Stub (left: it commits later)
            want = ("ok", type(v))
        elif o[0] == "hashin":
            if kind == "dummy" and collections.abc.Hashable in objs[i].__dict__.get("_lx_yes", ()):
                continue  # it said Hashable while open: an object of its own type, hashed by identity
            want = outcome(lambda: (v in {o[2]}, {o[2]: "one"}.get(v), o[2] in {v}))
        elif o[0] == "abc":
            if kind == "dummy":
                # An object of its own type (see isa): what it said while
                # open holds; asked committed, never before, its value's.
                if not o[-1] and (i, o[2]) not in ABCS_SAID:
                    want = outcome(lambda: isinstance(v, o[2]))
                    assert same(got, want), "%s: %s answered %r, but its value %r answers %r" % (kind, o, got, v, want)
                ABCS_SAID.setdefault((i, o[2]), got)
                continue
            want = outcome(lambda: isinstance(v, o[2]))
        elif o[0] == "dictread":
            # An object's namespace, which no plain value has: read open,
            # it is of its own class (or an object); read committed to a
            # plain value, the value's AttributeError.
            if kind == "dummy" or objected[i]:
                continue
            if o[-1]:
                assert own[i], "%s: x.__dict__ read while open, then it is the plain %r" % (kind, v)
                continue
            want = ("ok", None) if own[i] else ("exc", "AttributeError")
        elif o[0] == "iadd":
            # list += changes that list: the same object, a list from then on.
            if got[0] == "ok":
                assert got[1] is True and isinstance(v, list), "%s: y += [1] gave %r, committed to %r" % (kind, got, v)
            continue
        elif o[0] == "weakref":
            if kind == "dummy":
                continue  # an object of its own type
            want = ("exc", "TypeError")  # no plain value takes a weak reference (nor a Stub, open or not)
        elif o[0] == "realcmp":
            continue  # (checked with its reads below)
        elif o[0] == "num":
            want = outcome(lambda: NUM[o[2]](v))
        elif o[0] == "max":
            x = pv(o[2])
            if got[0] == "ok" and not isinstance(x, cls):
                w = outcome(lambda: (max(v, x) is v, sorted([v, x])[0] is v))
                # A value equal to the other: max and sorted keep the first
                # of equals, which identity of a stand-in and a plain value
                # cannot tell apart from the value's; compare by order.
                want = outcome(lambda: (not (x > v), not (x < v))) if w[0] == "ok" else w
            else:
                continue
        elif o[0] == "isa":
            if kind == "dummy":
                # A dummy is an object of its own type, like Fraction(1)
                # is no int: never an instance of the value's type.
                assert got == ("ok", False), got
                continue
            want = outcome(lambda: isinstance(v, o[2]))
        elif o[0] == "strm":
            if o[-1] == "stand-in":
                # The method's result stood in: the Stand-in is not text, so
                # it must not answer as a text would have either.
                assert not isinstance(v, str), (o, v)
                continue
            want = outcome(lambda: getattr(v, o[2])(o[3]))
        assert same(got, want), "%s: %s answered %r, but the value it committed to (%r) answers %r" % (kind, o, got, v, want)
    for i, ts in truth.items():
        assert len(ts) == 1, ("one truth value", ts)
        for n in lens.get(i, ()):
            assert (n > 0) in ts, ("truth agrees with len", ts, n)
    for i, lns in lens.items():
        assert len(lns) == 1, ("one length", lns)
    # A call's result is a function of its arguments.
    for i, a, r in calls:
        for j, b, q in calls:
            if i == j and type(a) is type(b) and a == b:
                assert r == q and hash(r) == hash(q), (a, r, q)
    # hash agrees with ==; one total, transitive order among numbers.
    pool = objs + [1, True, 0, Fraction(1), Decimal(1), 1 + 0j, 0.5, "s0", "s1", None]
    for a in pool:
        for b in pool:
            try:
                eq = a == b
            except Exception:
                continue
            if eq:
                try:
                    ha, hb = hash(a), hash(b)
                except TypeError:
                    continue  # a list: equal values of it are unhashable alike
                assert ha == hb, ("hash agrees with ==", a, b)
    import numbers
    nums = [x for x in pool if isinstance(x, numbers.Real) or isinstance(x, cls) and isinstance(value_of(x), numbers.Real)]
    for a in nums:
        for b in nums:
            assert [a < b, a == b, a > b].count(True) == 1, ("trichotomy", a, b)
            for c in nums:
                if a < b and b < c:
                    assert a < c, ("transitive", a, b, c)
    assert sorted(nums) == sorted(nums, key=lambda x: value_of(x) if isinstance(x, cls) else x)


it_op = st.lists(st.sampled_from(["next", "iter", "list", "len", "bool", "contains0"]), max_size=8)


def run_iter(kind, ops):
    """The iterator protocol: next() first makes an iterator (iter(x) is x,
    no element twice, exhausted for good); iter() first, a collection
    (the same elements every time, next() a TypeError)."""
    make, cls, _ = KINDS[kind]
    s = make("it")
    mode, seen, stopped, elems = None, [], False, None
    for o in ops:
        if o == "next":
            r = outcome(lambda: next(s))
            if mode == "iterable":
                assert r == ("exc", "TypeError"), r
                continue
            mode = mode or "iterator"
            if r[0] == "exc":
                assert r[1] == "StopIteration", r
                stopped = True
            else:
                assert not stopped, "an exhausted iterator yielded again"
                assert all(r[1] is not x for x in seen), "next() gave an element twice"
                seen.append(r[1])
        elif o in ("iter", "list"):
            it = iter(s)
            if mode == "iterator":
                assert it is s, "iter() of an iterator is itself"
                got = list(it) if o == "list" else None
                if got is not None:
                    assert not (stopped and got), "an exhausted iterator yielded again"
                    assert all(x is not y for x in got for y in seen)
                    seen.extend(got)
                    stopped = True
                continue
            mode = "iterable"
            got = list(it)
            if elems is None:
                elems = got
            assert len(got) == len(elems) and all(x is y for x, y in zip(got, elems)), "a collection changed"
        elif o == "contains0" and mode == "iterable" and elems:
            assert elems[0] in s, "an element is `in` its collection"
        elif o == "len" and mode != "iterator":
            n = len(s)
            if mode == "iterable":
                assert n == len(elems)
            assert bool(s) == (n > 0), "truth agrees with len"


show_op = st.one_of(
    st.tuples(st.just("show"), st.sampled_from(["str", "repr", "format"]), st.sampled_from(["", ">5", "d", ".1f", "<3"])),
    st.tuples(st.just("value"), st.sampled_from(["add0", "eq1", "hash", "len", "iter", "upper"])),
    st.tuples(st.just("proto"), st.sampled_from(["iter", "len", "getitem", "call", "enter", "contains"])),
    st.tuples(st.just("mut"), st.sampled_from(["append", "add", "setdefault", "clear", "get"]), st.sampled_from([5, "k"])),
    st.tuples(st.just("copy"), st.sampled_from(["copy", "deepcopy"])),
)


def run_shown(kind, ops):
    """What a value shows does not change (str, repr, format with one
    spec), and format(x, "") is str(x); committed to a number, it has no
    items, length, call or context; what a collection method stores, len,
    `in` and truth see; a copy equals the original."""
    import copy
    make, cls, value_of = KINDS[kind]
    s = make("shown")
    texts, keyed, objected = {}, False, False
    for o in ops:
        v = value_of(s)
        number = v is not OPEN and type(v) in (int, float, bool)
        if o[0] == "show":
            f = {"str": str, "repr": repr, "format": lambda x: format(x, o[2])}[o[1]]
            r = outcome(lambda: f(s))
            if r[0] == "ok":
                key = o[1] if o[1] != "format" else ("format", o[2])
                assert texts.setdefault(key, r[1]) == r[1], ("%s showed %r, then %r" % (kind, texts[key], r[1]), ops)
                if key == ("format", ""):
                    assert r[1] == str(s), ("format(x, '') is str(x)", r[1], str(s), ops)
        elif o[0] == "value":
            r = outcome({"add0": lambda: s + 0, "eq1": lambda: s == 1, "hash": lambda: hash(s), "len": lambda: len(s),
                         "iter": lambda: list(s), "upper": lambda: s.upper()}[o[1]])
            if objected and o[1] in ("add0", "eq1"):
                assert r == (("ok", False) if o[1] == "eq1" else ("exc", "TypeError")), (
                    "%s called or entered answered %s with %r" % (kind, o[1], r), ops)
            if keyed and not objected and o[1] in ("add0", "eq1", "hash"):
                # Used as a mapping (setdefault, get): a dict, which adds
                # to no number, equals no 1 and has no hash.
                want = ("ok", False) if o[1] == "eq1" else ("exc", "TypeError")
                assert r == want, ("%s used as a mapping answered %s with %r" % (kind, o[1], r), ops)
        elif o[0] == "proto":
            r = outcome({"iter": lambda: iter(s), "len": lambda: len(s), "getitem": lambda: s[0], "call": lambda: s(),
                         "enter": lambda: s.__enter__(), "contains": lambda: 0 in s}[o[1]])
            if number:
                # (x.__enter__() called by name: an int has no such
                # attribute, AttributeError; `with` says TypeError.)
                assert r == ("exc", "TypeError") or o[1] == "enter" and r == ("exc", "AttributeError"), (
                    "%s committed to %r answered %s with %r" % (kind, v, o[1], r), ops)
            if o[1] in ("call", "enter") and r[0] == "ok":
                objected = True  # a function or a context: from now on no number answers for it
        elif o[0] == "mut":
            x = o[2]
            r = outcome(lambda: getattr(s, o[1])(*((x,) if o[1] != "setdefault" else (x, 1))) if o[1] != "clear" else s.clear())
            if r[0] != "ok":
                continue
            texts = {}  # a collection changed: what it shows may too
            if o[1] in ("setdefault", "get"):
                keyed = True
            if o[1] in ("append", "add") and keyed:
                continue  # used as a mapping first: append is its own method (a DataFrame's returns a new frame)
            if o[1] == "get" and r[1] is None:
                pass  # get's default: a dict without the key says so too
            elif o[1] in ("append", "add", "setdefault", "get"):
                assert x in s, ("%s: %s(%r), then not in" % (kind, o[1], x), ops)
            elif o[1] == "clear":
                assert len(s) == 0 and not s, ("%s: clear() left something" % kind, ops)
        elif o[0] == "copy":
            c = getattr(copy, o[1])(s)
            r = outcome(lambda: c == s)
            assert r[0] == "exc" or r[1] is True or isinstance(r[1], cls), ("%s: a %s unequal to its original" % (kind, o[1]), ops)


SPECIAL = ["__len__", "__iter__", "__call__", "__getitem__", "__enter__", "__await__", "__aiter__", "__contains__", "__index__"]
proto_op = st.one_of(
    st.tuples(st.just("commit"), st.sampled_from(["add0", "eq1", "upper", "isa_int", "isa_str", "bit_length", "len",
                                                  "iter", "unpack2", "attr", "call", "keys", "truth", "decode"])),
    st.tuples(st.just("ask"), st.sampled_from(["callable"] + SPECIAL)),
    st.tuples(st.just("use"), st.sampled_from(["with", "await", "aiter", "dict", "fspath"])),
    st.tuples(st.just("seen")),  # type() of it: its class seen (round 16)
    st.tuples(st.just("own"), st.sampled_from(OWN)),  # the snippet reads a name of the Stub's own (round 17)
    st.tuples(st.just("ctake"), st.sampled_from(["partial", "mod"])),  # C takes it for a callable, a mapping (round 17)
)


def run_protocols(kind, ops):
    """Committed, a stand-in answers callable(), hasattr() and getattr()
    of special methods as its value does, keeps no attribute of its own,
    and has no context, await or async iteration its value lacks; an
    integer-only method commits it to a number; dict() of it agrees with
    its length; os.fspath takes it exactly when it is text."""
    import os
    make, cls, value_of = KINDS[kind]
    is_callable, has, get = SHIMS[kind]
    s = make("proto")
    isa = ISA[kind]
    asked = {}
    taken = set()  # what C code took it for while it was open (ctake)
    import functools
    for o in ops:
        if o[0] == "commit":
            f = {"add0": lambda: s + 0, "eq1": lambda: s == 1, "upper": lambda: s.upper(), "isa_int": lambda: isa(s, int),
                 "isa_str": lambda: isa(s, str), "bit_length": lambda: s.bit_length(), "len": lambda: len(s),
                 "iter": lambda: list(s), "unpack2": lambda: [a for a, b in [s]], "attr": lambda: s.name,
                 "call": lambda: s(1), "keys": lambda: dict(s), "truth": lambda: bool(s), "decode": lambda: s.decode()}[o[1]]
            r = outcome(f)
            v = value_of(s)
            if o[1] == "bit_length" and r[0] == "ok":
                assert v is not OPEN and type(v) is int, ("%s: bit_length() answered, yet committed to %r" % (kind, v), ops)
            if o[1] == "decode" and r[0] == "ok":
                # A method only bytes have: answered, it is bytes, and the
                # text is theirs.
                assert type(v) is bytes and r[1] == v.decode(), ("%s: decode() answered %r, committed to %r" % (kind, r[1], v), ops)
            if o[1] == "keys" and r[0] == "ok" and kind == "dummy":
                # (The Stub's keys() is a call like any other: its keys
                # need not be its items; left for a later round.)
                ln = outcome(lambda: len(s))
                assert ln[0] == "exc" or ln[1] == len(r[1]), ("%s: dict() of it has %d keys, len %r" % (kind, len(r[1]), ln), ops)
        elif o[0] == "seen":
            t = outcome(lambda: TYPE[kind](s))
            v = value_of(s)
            if v is not OPEN and t[0] == "ok" and t[1] is type(v):
                # Told it is of its value's type: C code found it what that
                # value is (callable to functools.partial, a mapping to a
                # format with no conversion, where a str or a tuple is none).
                for c in taken:
                    want = outcome(lambda: functools.partial(v) if c == "partial" else "none" % v)
                    assert want[0] == "ok", ("%s: C took it as %r does not (%s), yet type() says %r" % (kind, v, c, t[1]), ops)
            continue
        elif o[0] == "own":
            g = G[kind]
            g["S"] = s
            r = outcome(lambda: eval("S." + o[1], g))
            v = value_of(s)
            if v is not OPEN and not (kind == "stub" and s.__dict__.get("_ownclass")) and kind == "stub":
                want = outcome(lambda: eval("V." + o[1], {"V": v}))
                if o[1].startswith("__reduce_ex__") and r[0] == want[0] == "ok":
                    r, want = r[1][:2], want[1][:2]  # (a dict's items come in a fresh iterator each time)
                assert r == want, ("%s committed to %r: the snippet's x.%s answered %r, its value %r" % (kind, v, o[1], r, want), ops)
            continue
        elif o[0] == "ctake":
            g = G[kind]
            g["S"] = s
            r = outcome(lambda: eval("functools.partial(S)" if o[1] == "partial" else "'none' % S", g))
            if r[0] == "ok":
                taken.add(o[1])
            continue
        elif o[0] == "ask":
            r = outcome(lambda: is_callable(s) if o[1] == "callable" else has(s, o[1]))
            v = value_of(s)
            # C code asks the class's slots, not the shims: functools.partial
            # takes what has __call__, str % x takes what has __getitem__
            # (but a tuple or text) for a mapping. They agree with the shims.
            if o[1] == "callable" and r[0] == "ok":
                import functools
                c = outcome(lambda: functools.partial(s))
                assert (c[0] == "ok") == r[1], ("%s: callable() %r, functools.partial %r" % (kind, r[1], c), ops)
            if o[1] == "__getitem__" and r[0] == "ok" and type(v) not in (str, tuple):
                m = outcome(lambda: "abc" % s)
                assert (m[0] == "ok") == r[1], ("%s: hasattr __getitem__ %r, str %% x %r" % (kind, r[1], m), ops)
            if v is not OPEN and (kind == "stub" and s.__dict__.get("_ownclass") or kind == "dummy" and (dummy_kept(s, v) or s.__dict__.get("_lx_typed"))):
                # Its own class: the class's special methods, for good (a
                # dummy that kept attributes its value lacks: as an
                # instance of an int subclass with that attribute; one
                # whose class was seen: that class).
                assert asked.setdefault((o[1], "own"), r) == r, ("%s: %s changed" % (kind, o[1]), ops)
            elif v is not OPEN:
                want = callable(v) if o[1] == "callable" else hasattr(v, o[1])
                assert r == ("ok", want), ("%s committed to %r: %s answered %r" % (kind, v, o[1], r), ops)
                if o[1] != "callable":
                    g = outcome(lambda: get(s, o[1], None) is None)
                    assert g == ("ok", not want), ("%s committed to %r: getattr %s answered %r" % (kind, v, o[1], g), ops)
                assert asked.setdefault((o[1], "committed"), r) == r, ("%s: %s changed after it committed" % (kind, o[1]), ops)
                if o[1] == "__index__":
                    # struct.pack asks the class's slot: with it, what the
                    # slot raises; without, its own struct.error. As the
                    # value's class has it or not.
                    c, want = outcome(lambda: struct.pack("n", s)), outcome(lambda: struct.pack("n", v))
                    assert c[0] == want[0] and (c[0] == "ok" or c[1] == want[1]), (
                        "%s committed to %r: struct.pack answered %r, its value %r" % (kind, v, c, want), ops)
        elif o[0] == "use":
            v = value_of(s)
            if o[1] == "with":
                r = outcome(lambda: s.__enter__())
            elif o[1] == "await":
                r = outcome(lambda: next(iter(s.__await__())))
            elif o[1] == "aiter":
                r = outcome(lambda: s.__aiter__())
            elif o[1] == "fspath":
                r = outcome(lambda: os.fspath(s))
                if v is not OPEN and kind == "stub":  # (lexecutor wraps os's path functions instead)
                    want = outcome(lambda: os.fspath(v))
                    assert r[0] == want[0] and (r[0] == "exc" or r[1] == want[1]), (
                        "%s committed to %r: fspath %r, its value's %r" % (kind, v, r, want), ops)
                continue
            else:
                r = outcome(lambda: dict(s))
                ln = outcome(lambda: len(s))
                if r[0] == "ok" and ln[0] == "ok" and kind == "dummy":
                    assert len(r[1]) <= ln[1] and (ln[1] == 0) == (len(r[1]) == 0), (
                        "%s: dict() of it has %d keys, len %d" % (kind, len(r[1]), ln[1]), ops)
                continue
            if v is not OPEN:
                assert r[0] == "exc" and r[1] in ("TypeError", "AttributeError"), (
                    "%s committed to %r answered %s with %r" % (kind, v, o[1], r), ops)
        v = value_of(s)
        if v is not OPEN and not (kind == "stub" and s.__dict__.get("_ownclass")):  # (its own class keeps them)
            # (A dummy keeps those its value lacks: an object of its own
            # type, as an instance of an int subclass keeps its attribute.)
            own = [a for a in vars(s) if a[:1] != "_" and not (kind == "dummy" and not hasattr(v, a))]
            assert not own, ("%s committed to %r keeps attributes %r" % (kind, v, own), ops)


KEYS = ["a", "b", "c"]
map_op = st.one_of(
    st.tuples(st.sampled_from(["read", "contains", "get", "get_default", "pop"]), st.sampled_from(KEYS)),
    st.tuples(st.sampled_from(["store", "update", "setdefault"]), st.sampled_from(KEYS), st.integers(0, 3)),
    st.tuples(st.sampled_from(["keys", "items", "values", "dict", "len", "truth"])),
)
MISS = object()


def run_mapping(kind, ops):
    """A stand-in used as a mapping answers as one dict would: a key `in`
    said is absent stays absent (get gives the default, [] fails) until
    stored; a key read, stored or found stays present with the same value
    until popped; its views, dict() and len agree with each other and with
    [] and in; once its keys were listed, they are all its keys."""
    make, cls, value_of = KINDS[kind]
    s = make("cfg")
    present, absent, listed = {}, set(), None  # key -> its value; keys said absent; keys a view listed
    for o in ops:
        k = o[1] if len(o) > 1 else None
        if o[0] == "read":
            r = outcome(lambda: s[k])
            if k in absent or listed is not None and k not in present:
                assert r[0] == "exc", ("%s: [%r] found a key said absent" % (kind, k), ops)
            elif k in present:
                assert r[0] == "ok" and (r[1] is present[k] or r[1] == present[k]), ("%s: [%r] changed" % (kind, k), ops)
            elif r[0] == "ok":
                present[k] = r[1]
        elif o[0] == "contains":
            r = outcome(lambda: k in s)
            if r[0] != "ok":
                continue
            if k in present:
                assert r[1] is True, ("%s: %r present, `in` says no" % (kind, k), ops)
            elif r[1] is False:
                absent.add(k)
            elif k in absent or listed is not None:
                raise AssertionError(("%s: %r absent, `in` says yes" % (kind, k), ops))
        elif o[0] in ("get", "get_default"):
            r = outcome(lambda: s.get(k) if o[0] == "get" else s.get(k, MISS))
            if r[0] != "ok":
                continue
            if k in absent or listed is not None and k not in present:
                assert r[1] is (None if o[0] == "get" else MISS), ("%s: get(%r) found a key said absent" % (kind, k), ops)
            elif k in present:
                assert r[1] is present[k] or r[1] == present[k], ("%s: get(%r) against []" % (kind, k), ops)
            elif r[1] is not None and r[1] is not MISS:
                present[k] = r[1]
        elif o[0] == "pop":
            r = outcome(lambda: s.pop(k, MISS))
            if r[0] == "ok":
                if k in present:
                    assert r[1] is present[k] or r[1] == present[k], ("%s: pop(%r) against []" % (kind, k), ops)
                present.pop(k, None)
                absent.add(k)
                if listed is not None:
                    listed.discard(k)
        elif o[0] in ("store", "update", "setdefault"):
            n = o[2]
            r = outcome(lambda: s.__setitem__(k, n) if o[0] == "store" else s.update({k: n}) if o[0] == "update" else s.setdefault(k, n))
            if r[0] == "ok":
                if o[0] == "setdefault" and k in present:
                    assert r[1] is present[k] or r[1] == present[k], ("%s: setdefault(%r) against []" % (kind, k), ops)
                elif o[0] != "setdefault" or k in absent or listed is not None:
                    present[k] = n
                elif r[1] is not None:
                    present[k] = r[1]
                absent.discard(k)
                if listed is not None:
                    listed.add(k)
        else:
            r = outcome(lambda: {"keys": lambda: set(s.keys()), "items": lambda: dict(s.items()), "values": lambda: list(s.values()),
                                 "dict": lambda: dict(s), "len": lambda: len(s), "truth": lambda: bool(s)}[o[0]]())
            if o[0] == "len" and r[0] == "ok" and not present and listed is None:
                # Sized before any use as a mapping: the keys read later
                # may outnumber the length it gave (a known gap, see
                # docs/RESULTS.md round 9); not checked further.
                return
            if r[0] != "ok" or o[0] in ("len", "truth"):
                if r[0] == "ok" and listed is not None:
                    want = len(listed) if o[0] == "len" else bool(listed)
                    assert r[1] == want, ("%s: %s %r, its keys %r" % (kind, o[0], r[1], listed), ops)
                continue
            ks = set(r[1]) if o[0] != "values" else None
            if ks is None:
                continue
            if not present and listed is None:
                # Listed before any use as a mapping: an open stand-in's
                # view is a collection of its own (the Stub's a call's
                # result, kept for later calls); not checked further.
                return
            for key, v in present.items():
                assert key in ks, ("%s: %s() without %r" % (kind, o[0], key), ops)
                if o[0] in ("items", "dict"):
                    assert r[1][key] is v or r[1][key] == v, ("%s: %s()[%r] against []" % (kind, o[0], key), ops)
            assert not ks & absent, ("%s: %s() lists %r, said absent" % (kind, o[0], ks & absent), ops)
            if listed is not None:
                assert ks == listed, ("%s: %s() %r, listed before %r" % (kind, o[0], ks, listed), ops)
            elif present:
                listed = ks  # used as a mapping, then listed: these are its keys
                for key in ks:
                    if key not in present:
                        present[key] = (r[1] if o[0] != "keys" else {key: outcome(lambda: s[key])[1]})[key]


def run_one_dict(kind, ops):
    """Stricter than run_mapping: every answer a stand-in used as a mapping
    gave is the answer of one dict, whose keys (among KEYS, plus some
    others) and values were decided once, at the start: len and truth
    asked before any key was known included (they fix how many keys there
    are, so a key read later must be one of them, or absent). A view
    asked before any key (the Stub's keys() is then a call's result, an
    object's own method) ends the check."""
    make, cls, value_of = KINDS[kind]
    s = make("cfg")
    got = []
    for o in ops:
        k = o[1] if len(o) > 1 else None
        if o[0] in ("keys", "items", "values", "dict") and not any(g[0][0] not in ("len", "truth", "contains") for g in got):
            break
        if o[0] == "read":
            r = outcome(lambda: s[k])
        elif o[0] == "contains":
            r = outcome(lambda: k in s)
        elif o[0] == "get":
            r = outcome(lambda: s.get(k))
        elif o[0] == "get_default":
            r = outcome(lambda: s.get(k, MISS))
        elif o[0] == "pop":
            r = outcome(lambda: s.pop(k, MISS))
        elif o[0] == "store":
            r = outcome(lambda: s.__setitem__(k, o[2]))
        elif o[0] == "update":
            r = outcome(lambda: s.update({k: o[2]}))
        elif o[0] == "setdefault":
            r = outcome(lambda: s.setdefault(k, o[2]))
        else:
            r = outcome(lambda: {"keys": lambda: set(s.keys()), "items": lambda: dict(s.items()),
                                 "values": lambda: list(s.values()), "dict": lambda: dict(s), "len": lambda: len(s),
                                 "truth": lambda: bool(s)}[o[0]]())
        got.append((o, r))
    if not got:
        return
    import itertools
    FREE = object()  # a value not yet seen

    def fits(present, extra):
        d = {key: FREE for key in present}
        vals = {}  # an extra key's value as listed
        seen = None  # the extra keys, as first listed

        def same_v(key, v):
            if d[key] is FREE:
                d[key] = v
                return True
            return d[key] is v or d[key] == v
        n_extra = extra
        for o, r in got:
            k = o[1] if len(o) > 1 else None
            if o[0] == "read":
                if k in d:
                    if r[0] != "ok" or not same_v(k, r[1]):
                        return False
                elif r != ("exc", "KeyError"):
                    return False
            elif o[0] == "contains":
                if r != ("ok", k in d):
                    return False
            elif o[0] in ("get", "get_default", "pop"):
                miss = None if o[0] == "get" else MISS
                if r[0] != "ok":
                    return False
                if k in d:
                    if not same_v(k, r[1]):
                        return False
                    if o[0] == "pop":
                        del d[k]
                elif r[1] is not miss:
                    return False
            elif o[0] in ("store", "update"):
                if r[0] != "ok":
                    return False
                d[k] = o[2]
            elif o[0] == "setdefault":
                if r[0] != "ok":
                    return False
                if k not in d:
                    d[k] = o[2]
                if not same_v(k, r[1]):
                    return False
            elif o[0] in ("len", "truth"):
                n = len(d) + n_extra
                if r != ("ok", n if o[0] == "len" else n > 0):
                    return False
            elif r[0] == "ok":
                if o[0] == "values":
                    if len(r[1]) != len(d) + n_extra:
                        return False
                    continue
                ks = set(r[1]) if o[0] == "keys" else set(r[1])
                if ks & set(KEYS) != set(d) or len(ks - set(KEYS)) != n_extra:
                    return False
                if seen is None:
                    seen = ks - set(KEYS)
                elif ks - set(KEYS) != seen:
                    return False
                if o[0] != "keys":
                    for key in d:
                        if not same_v(key, r[1][key]):
                            return False
        return True
    for n in range(len(KEYS) + 1):
        for present in itertools.combinations(KEYS, n):
            for extra in range(3):
                if fits(present, extra):
                    return
    raise AssertionError("%s: no one dict answers %r" % (kind, got))


@settings(max_examples=300, deadline=None, database=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(st.sampled_from(["stub", "dummy"]), st.lists(map_op, max_size=12))
# Found by Hypothesis with random seeds (round 10): whole-mapping questions
# (len, truth, views, dict()) asked before its keys were known.
# Stored, popped, said empty: a key read then is absent.
@example("stub", [('store', 'a', 0), ('pop', 'a'), ('truth',), ('read', 'b')])
@example("dummy", [('store', 'a', 0), ('pop', 'a'), ('truth',), ('read', 'b')])
# Not empty, then a key `in` said is absent stored twice: still one key nobody named.
@example("stub", [('truth',), ('contains', 'b'), ('store', 'b', 0), ('store', 'b', 0), ('keys',)])
@example("dummy", [('truth',), ('contains', 'b'), ('store', 'b', 0), ('store', 'b', 0), ('keys',)])
# Sized, then get() of a key `in` said is absent: the mapping still holds its one key.
@example("stub", [('contains', 'a'), ('len',), ('get', 'a'), ('keys',)])
@example("dummy", [('contains', 'a'), ('len',), ('get', 'a'), ('keys',)])
@example("stub", [('get', 'b'), ('store', 'a', 0), ('pop', 'a'), ('truth',)])
@example("dummy", [('get', 'b'), ('store', 'a', 0), ('pop', 'a'), ('truth',)])
@example("stub", [('contains', 'a'), ('read', 'b'), ('store', 'a', 0), ('len',), ('keys',), ('len',)])
@example("dummy", [('contains', 'a'), ('read', 'b'), ('store', 'a', 0), ('len',), ('keys',), ('len',)])
@example("stub", [('contains', 'b'), ('dict',), ('read', 'a'), ('read', 'c'), ('keys',), ('len',)])
@example("dummy", [('contains', 'b'), ('dict',), ('read', 'a'), ('read', 'c'), ('keys',), ('len',)])
@example("stub", [('setdefault', 'a', 1), ('len',), ('get', 'k'), ('contains', 'k')])
@example("dummy", [('setdefault', 'a', 1), ('len',), ('get', 'k'), ('contains', 'k')])
@example("stub", [('len',), ('read', 'a'), ('read', 'b'), ('keys',), ('len',)])
@example("dummy", [('len',), ('read', 'a'), ('read', 'b'), ('keys',), ('len',)])
@example("stub", [('pop', 'a'), ('keys',), ('read', 'b')])
@example("dummy", [('pop', 'a'), ('keys',), ('read', 'b')])
@example("stub", [('contains', 'a'), ('len',), ('store', 'a', 0), ('keys',)])
@example("dummy", [('contains', 'a'), ('len',), ('store', 'a', 0), ('keys',)])
@example("stub", [('pop', 'b'), ('truth',), ('keys',), ('read', 'a')])
@example("dummy", [('pop', 'b'), ('truth',), ('keys',), ('read', 'a')])
@example("stub", [('contains', 'a'), ('truth',), ('store', 'a', 0), ('keys',)])
@example("dummy", [('contains', 'a'), ('truth',), ('store', 'a', 0), ('keys',)])
@example("stub", [('truth',), ('contains', 'a'), ('store', 'a', 0), ('keys',)])
@example("dummy", [('truth',), ('contains', 'a'), ('store', 'a', 0), ('keys',)])
@example("stub", [('read', 'a'), ('pop', 'a'), ('read', 'a'), ('truth',), ('keys',)])
@example("dummy", [('read', 'a'), ('pop', 'a'), ('read', 'a'), ('truth',), ('keys',)])
@example("stub", [('store', 'b', 0), ('truth',), ('pop', 'b'), ('keys',), ('read', 'a')])
@example("dummy", [('store', 'b', 0), ('truth',), ('pop', 'b'), ('keys',), ('read', 'a')])
@example("stub", [('contains', 'a'), ('dict',), ('store', 'b', 0), ('pop', 'b'), ('store', 'a', 0), ('keys',)])
@example("dummy", [('contains', 'a'), ('dict',), ('store', 'b', 0), ('pop', 'b'), ('store', 'a', 0), ('keys',)])
def test_mapping_one_dict(kind, ops):
    run_one_dict(kind, ops)


# derandomize: the same examples every run, so that make test is repeatable;
# breaches a random search finds are issues to fix, listed in docs/RESULTS.md
# (round 9 on the merged tree), not a red CI on one run in several.
@settings(max_examples=300, deadline=None, database=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(st.sampled_from(["stub", "dummy"]), st.lists(map_op, max_size=12))
def test_mapping_views(kind, ops):
    run_mapping(kind, ops)


@settings(max_examples=300, deadline=None, database=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(st.sampled_from(["stub", "dummy"]), st.lists(proto_op, max_size=10))
# Round 21: committed to text, no __index__ slot (struct.pack's own error).
@example("stub", [("commit", "upper"), ("ask", "__index__")])
@example("dummy", [("commit", "upper"), ("ask", "__index__")])
# Round 23: special methods read by name (a str has no __neg__ or
# __bool__, an int no __len__, both __getnewargs__, a list's __hash__ is None).
@example("stub", [("commit", "upper"), ("own", "__neg__()")])
@example("stub", [("commit", "upper"), ("own", "__bool__()")])
@example("stub", [("commit", "add0"), ("own", "__len__()")])
@example("stub", [("commit", "add0"), ("own", "__getnewargs__()")])
@example("stub", [("commit", "iter"), ("commit", "eq1"), ("own", "__hash__ is None")])
def test_committed_protocols(kind, ops):
    run_protocols(kind, ops)


@settings(max_examples=300, deadline=None, database=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(st.sampled_from(["stub", "dummy"]), st.lists(show_op, max_size=10))
# Found by Hypothesis (round 10): clear() leaves no key, named or not.
@example("stub", [("mut", "setdefault", 5), ("mut", "clear", 5)])
# get() after clear() gives the default: the key is absent, as in a dict.
@example("dummy", [("mut", "clear", 5), ("mut", "get", "k")])
# Sized, then setdefault, then clear(): empty, unnamed keys included.
@example("dummy", [("value", "len"), ("mut", "setdefault", "k"), ("mut", "clear", 5)])
@example("stub", [("mut", "clear", 5), ("mut", "get", "k")])
# Found by Hypothesis (round 10, open then): sized, setdefault, then a
# number's question: the dict it is, so clear() empties it.
@example("dummy", [("value", "len"), ("mut", "setdefault", "k"), ("value", "add0"), ("mut", "clear", 5)])
@example("stub", [("value", "len"), ("mut", "setdefault", "k"), ("value", "add0"), ("mut", "clear", 5)])
@example("stub", [("mut", "get", "k"), ("value", "add0")])
@example("stub", [("proto", "iter"), ("mut", "setdefault", 5), ("value", "add0")])
# ... and a copy of such a mapping equals it, as a dict's copy does.
@example("stub", [("value", "len"), ("mut", "setdefault", 5), ("copy", "copy")])
@example("stub", [("proto", "iter"), ("mut", "get", 5), ("copy", "copy")])
# Called, it is a function: no number (add0), and its copy is itself.
@example("stub", [("proto", "call"), ("value", "add0"), ("copy", "copy")])
@example("stub", [("proto", "enter"), ("value", "eq1"), ("copy", "deepcopy")])
@example("dummy", [("proto", "call"), ("value", "add0"), ("copy", "copy")])
# Called, then used as a mapping: an object of its own (hashed by identity), no dict.
@example("stub", [("proto", "call"), ("mut", "setdefault", 5), ("value", "hash")])
@example("dummy", [("proto", "enter"), ("value", "eq1"), ("copy", "deepcopy")])
@example("stub", [("show", "str", ""), ("mut", "get", 5), ("value", "add0"), ("mut", "get", "k")])
def test_shown_and_protocols(kind, ops):
    run_shown(kind, ops)


@settings(max_examples=300, deadline=None, database=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(st.sampled_from(["stub", "dummy"]), st.lists(op, max_size=12))
# Found by Hypothesis (round 4): sized, told "not a str", then a text method.
@example("stub", [("conv", 0, "len"), ("isa", 0, str), ("strm", 0, "upper", "s")])
@example("dummy", [("conv", 0, "len"), ("isa", 0, str), ("strm", 0, "upper", "s")])
# Found by Hypothesis (round 5): the Stub's own type tests went through the
# isinstance() shim and committed the other operand (a RecursionError).
@example("stub", [("contains", 1, False), ("arith", 0, "add", "#1", False)])
# Found by Hypothesis (round 10): `in` is no mapping's question only, so
# a sized collection asked it stays a collection.
@example("dummy", [("conv", 0, "len"), ("contains", 0, False)])
@example("stub", [("conv", 0, "len"), ("contains", 0, False)])
# Round 11: type() of a committed Stub is its value's type.
@example("stub", [("arith", 0, "add", 1, False), ("type", 0)])
# isinstance() against an ABC holds for good: not a Number, then 1; a
# sized collection Hashable, then a list.
@example("stub", [("abc", 0, numbers.Number), ("arith", 0, "add", 1, False)])
@example("stub", [("conv", 0, "len"), ("abc", 0, collections.abc.Hashable), ("conv", 0, "hash")])
@example("stub", [("abc", 0, collections.abc.Iterable), ("cmp", 0, "eq", 1)])
# operator.index of text is a TypeError, as the str's.
@example("stub", [("strm", 0, "upper", "s"), ("num", 0, "index")])
# Round 21: text under the % operator is a TypeError (not parsed: a
# ValueError), and struct.pack refuses it with its own error.
@example("stub", [("strm", 0, "upper", "s"), ("num", 0, "pctf")])
@example("stub", [("strm", 0, "upper", "s"), ("num", 0, "pctd")])
@example("stub", [("strm", 0, "upper", "s"), ("num", 0, "structi")])
@example("dummy", [("strm", 0, "upper", "s"), ("num", 0, "pctd")])
@example("dummy", [("strm", 0, "upper", "s"), ("num", 0, "structi")])
# pow(x, y, mod) is the value's three-argument pow (a float's a TypeError).
@example("stub", [("isa", 0, float), ("num", 0, "pow2")])
@example("stub", [("type", 0), ("arith", 0, "add", 1, False), ("abc", 0, collections.abc.Iterable)])
@example("stub", [("callable", 0), ("arith", 0, "add", 1, False)])
@example("dummy", [("callable", 0), ("arith", 0, "add", 1, False)])
@example("stub", [("type", 0), ("arith", 0, "add", 1, False), ("type", 0)])
@example("stub", [("readattr", 0, "foo"), ("arith", 0, "add", 1, False), ("isa", 0, int)])
@example("stub", [("show", 0), ("arith", 0, "add", 1, False), ("type", 0)])
@example("stub", [("abc", 0, collections.abc.Callable), ("cmp", 0, "eq", 1)])
# Round 13: x.__dict__ read open, then 1 (an int has none); read after;
# y += [1] made a new list; a weak reference to what is 1; x.real read
# (and given 5, as a solver may) while x became 1; one of its own class
# equal to 1 said Iterable and callable (iter() and a call raise);
# isinstance(x, Iterator) said no and next() worked, or yes and len()
# did; Hashable said yes and hash() raised.
@example("stub", [("dictread", 0), ("arith", 0, "add", 1, False)])
@example("stub", [("arith", 0, "add", 1, False), ("dictread", 0)])
@example("stub", [("iadd", 0)])
@example("dummy", [("iadd", 0)])
@example("stub", [("arith", 0, "add", 1, False), ("weakref", 0)])
@example("stub", [("realread", 0), ("arith", 0, "add", 1, False)])
@example("stub", [("preset", 0, 5), ("realread", 0), ("realcmp", 0, 5), ("arith", 0, "add", 1, False), ("type", 0)])
@example("stub", [("readattr", 0, "foo"), ("arith", 0, "add", 1, False), ("abc", 0, collections.abc.Iterable)])
@example("stub", [("readattr", 0, "foo"), ("arith", 0, "add", 1, False), ("callable", 0)])
@example("dummy", [("arith", 0, "add", 1, False), ("abc", 0, collections.abc.Iterable)])
@example("stub", [("iterq", 0)])
@example("dummy", [("iterq", 0)])
@example("dummy", [("hashq", 0)])
@example("dummy", [("conv", 0, "len"), ("iterq", 0)])
@example("stub", [("callable", 0), ("iterq", 0)])
# Found by the random runs: del of a committed list's item; an iterator + [1].
@example("stub", [("cmp", 0, "eq", False), ("iadd", 1), ("show", 1), ("iadd", 1)])
@example("dummy", [("iterq", 0), ("iadd", 0)])
@example("dummy", [("conv", 0, "len"), ("callable", 0), ("iterq", 0)])
@example("dummy", [("realread", 0), ("iadd", 0), ("attr", 0, "real")])
# Round 14: one of its own class (it handed out .foo) equal to 1, and a
# dummy equal to 1: their class has no __len__ or __iter__ that its
# answers deny.
@example("stub", [("readattr", 0, "foo"), ("arith", 0, "add", 1, False)])
@example("dummy", [("arith", 0, "add", 1, False)])
@example("dummy", [("cmp", 0, "eq", "#1")])
def test_answers_are_a_real_values(kind, ops):
    run(kind, ops)


@settings(max_examples=200, deadline=None, database=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(st.sampled_from(["stub", "dummy"]), it_op)
def test_iterator_protocol(kind, ops):
    run_iter(kind, ops)


if __name__ == "__main__":
    KINDS = load_kinds(sys.argv[1], sys.argv[2], sys.argv[3])
    failed = 0
    for t in (test_answers_are_a_real_values, test_iterator_protocol, test_shown_and_protocols, test_committed_protocols,
              test_mapping_views, test_mapping_one_dict):
        try:
            t()
            print("ok", t.__name__)
        except Exception as e:
            failed += 1
            print("FAIL", t.__name__, type(e).__name__, str(e)[:2000])
            for sub in getattr(e, "exceptions", ()):
                print("  -", type(sub).__name__, str(sub)[:1500])
    sys.exit(1 if failed else 0)
