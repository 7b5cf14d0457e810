# Tests of lexecutor.py (learning-guided execution, runtime half).
# Run: python3 -m unittest test_lexecutor   (from this directory)
import asyncio
import builtins
import collections
import copy
import enum
import os
import shutil
import sys
import tempfile
import textwrap
import types
import unittest
import warnings

import lexecutor as lx


def site(i, kind, name, line=1):
    return {"id": i, "kind": kind, "name": name, "line": line, "col": 0}


class EngineCase(unittest.TestCase):
    """Installs an engine per test and removes its loaders afterwards."""

    def engine(self, sites=(), predictions=None, **plan):
        plan.update(sites=list(sites), predictions=predictions or {})
        e = lx.install(plan)
        self.addCleanup(e.uninstall)
        return e

    def run_snippet(self, src, glb=None):
        glb = {"__name__": "__main__"} if glb is None else glb
        code = compile(textwrap.dedent(src), "<snippet>", "exec", dont_inherit=True)
        exec(code, glb)
        return glb


class TestAbstract(unittest.TestCase):
    def test_each_class(self):
        def f():
            pass
        cases = [
            (None, "None"), (True, "True"), (False, "False"),
            (-3, "int_neg"), (0, "int_zero"), (7, "int_pos"),
            (-0.5, "float_neg"), (0.0, "float_zero"), (-0.0, "float_zero"), (2.5, "float_pos"),
            ("", "str_empty"), ("x", "str_nonempty"),
            ([], "list_empty"), ([0], "list_nonempty"),
            ((), "tuple_empty"), ((0,), "tuple_nonempty"),
            (set(), "set_empty"), ({0}, "set_nonempty"),
            ({}, "dict_empty"), ({0: 0}, "dict_nonempty"),
            (f, "callable"), (len, "callable"), (lambda: 0, "callable"),
            (object(), "object"), (b"bytes", "object"),
        ]
        for v, want in cases:
            self.assertEqual(lx.abstract(v), want, repr(v))
            self.assertIn(want, lx.FINE_CLASSES)

    def test_bool_is_not_int(self):
        self.assertEqual(lx.abstract(True), "True")
        self.assertEqual(lx.abstract(False), "False")
        self.assertEqual(lx.coarse(lx.abstract(True)), "bool")
        self.assertEqual(lx.abstract(1), "int_pos")

    def test_subclasses_count_as_base(self):
        class Color(enum.IntEnum):
            RED = 1

        class MyStr(str):
            pass

        class BadList(list):
            def __len__(self):
                raise RuntimeError("must not be called")
        Point = collections.namedtuple("Point", "x y")
        self.assertEqual(lx.abstract(collections.OrderedDict(a=1)), "dict_nonempty")
        self.assertEqual(lx.abstract(collections.defaultdict(list)), "dict_empty")
        self.assertEqual(lx.abstract(Point(1, 2)), "tuple_nonempty")
        self.assertEqual(lx.abstract(Color.RED), "int_pos")
        self.assertEqual(lx.abstract(MyStr("")), "str_empty")
        self.assertEqual(lx.abstract(BadList([1])), "list_nonempty")
        self.assertEqual(lx.abstract(frozenset([1])), "set_nonempty")

    def test_resource_vs_callable(self):
        with tempfile.TemporaryFile() as fh:
            self.assertEqual(lx.abstract(fh), "resource")
        with open(__file__) as fh:
            self.assertEqual(lx.abstract(fh), "resource")

        class Ctx:
            def __enter__(self):
                return self

            def __exit__(self, *a):
                return False
        # The class is callable; its instances are resources.
        self.assertEqual(lx.abstract(Ctx), "callable")
        self.assertEqual(lx.abstract(Ctx()), "resource")

        class Anything:  # answers every attribute; must not look like a resource
            def __getattr__(self, name):
                return 1
        self.assertEqual(lx.abstract(Anything()), "object")

    def test_mock_claiming_a_class(self):
        from unittest import mock
        self.assertEqual(lx.abstract(mock.Mock(spec=int)), "callable")
        self.assertEqual(lx.abstract(mock.MagicMock()), "resource")

    def test_nan(self):
        self.assertEqual(lx.abstract(float("nan")), "float_pos")

    def test_coarse_and_normalize(self):
        self.assertEqual(lx.coarse("int_neg"), "int")
        self.assertEqual(lx.coarse("True"), "bool")
        self.assertEqual(lx.coarse("dict_nonempty"), "dict")
        self.assertEqual(lx.coarse("callable"), "callable")
        self.assertEqual(lx.coarse("list"), "list")
        self.assertEqual(lx.coarse("nonsense"), "object")
        for c in lx.FINE_CLASSES:
            self.assertIn(lx.coarse(c), lx.COARSE_CLASSES)
            self.assertEqual(lx.normalize(c), c)
        for c in lx.COARSE_CLASSES:
            self.assertEqual(lx.coarse(lx.normalize(c)), c)
        self.assertEqual(lx.normalize("int"), "int_pos")
        self.assertEqual(lx.normalize(None), "object")
        self.assertEqual(lx.normalize("Int"), "object")


class TestConcretize(unittest.TestCase):
    def test_every_class_both_modes(self):
        for mode in ("deterministic", "random"):
            for c in lx.FINE_CLASSES:
                v = lx.concretize(c, mode, 3, "x")
                self.assertEqual(lx.abstract(v), c, (mode, c, v))
            for c in lx.COARSE_CLASSES:
                v = lx.concretize(c, mode, 3, "x")
                self.assertEqual(lx.coarse(lx.abstract(v)), c, (mode, c, v))
            self.assertEqual(lx.abstract(lx.concretize("no such class", mode)), "object")

    def test_deterministic_values(self):
        d = lx.concretize
        self.assertEqual(d("int_pos"), 1)
        self.assertEqual(d("int_neg"), -1)
        self.assertEqual(d("int_zero"), 0)
        self.assertEqual(d("float_pos"), 1.0)
        # A text is its name's last identifier, as a dummy committing
        # towards text would be.
        self.assertEqual(d("str_nonempty", name="color_string"), "color_string")
        self.assertEqual(d("str_nonempty", name="os.path.join()"), "join")
        self.assertEqual(d("str_nonempty", name="()"), "a")
        self.assertEqual(d("str_empty"), "")
        lst = d("list_nonempty")
        self.assertEqual(len(lst), 1)
        self.assertIsInstance(lst[0], lx.Dummy)
        dct = d("dict_nonempty")
        self.assertEqual(list(dct), ["a"])
        self.assertIsInstance(dct["a"], lx.Dummy)
        # (A set's element was hashed, so it committed: its class is one
        # of the dummy classes, a sibling of Dummy since round 16.)
        self.assertIn(type(next(iter(d("set_nonempty")))), lx._DUMMY_TYPES)
        self.assertIsInstance(d("tuple_nonempty")[0], lx.Dummy)
        # Fresh containers each time.
        self.assertIsNot(d("list_empty"), d("list_empty"))

    def test_random_values(self):
        for seed in range(20):
            for name in ("a", "b", "count"):
                v = lx.concretize("int_pos", "random", seed, name)
                self.assertTrue(1 <= v <= 100)
                v = lx.concretize("int_neg", "random", seed, name)
                self.assertTrue(-100 <= v <= -1)
                v = lx.concretize("float_pos", "random", seed, name)
                self.assertTrue(1.0 <= v <= 100.0)
                v = lx.concretize("float_neg", "random", seed, name)
                self.assertTrue(-100.0 <= v <= -1.0)
                w = lx.concretize("str_nonempty", "random", seed, name)
                self.assertTrue(w.isalpha() and w.islower() and 1 <= len(w) <= 8, w)

    def test_random_reproducible_and_per_name(self):
        for c in ("int_pos", "int_neg", "float_pos", "str_nonempty"):
            a = [lx.concretize(c, "random", 42, "n%d" % k) for k in range(30)]
            b = [lx.concretize(c, "random", 42, "n%d" % k) for k in range(30)]
            self.assertEqual(a, b)
            self.assertGreater(len(set(a)), 1, "names should get different values")
            other = [lx.concretize(c, "random", 43, "n%d" % k) for k in range(30)]
            self.assertNotEqual(a, other)

    def test_resource_and_callable(self):
        r = lx.concretize("resource")
        with r as f:
            self.assertIs(f, r)
            self.assertEqual(f.read(), "")
            self.assertEqual(f.readline(), "")
            self.assertEqual(f.readlines(), [])
            self.assertEqual(f.write("abc"), 3)
            f.close()
        fn = lx.concretize("callable")
        self.assertTrue(callable(fn))
        self.assertIsInstance(fn(1, k=2), lx.Dummy)
        self.assertFalse(hasattr(lx.Dummy, "__fspath__"))


class TestDummyElements(unittest.TestCase):
    """A dummy given an element class (a loop reads its elements as that
    class) answers as the list of its elements would: real values of the
    class, as many as the first use fixes."""

    def check(self, first, cls):
        d = lx.Dummy("object", "rows")
        d._lx_elem = cls
        got = first(d)
        elems = list(d)
        self.assertTrue(all(type(e) is type(lx.concretize(cls, name="x")) for e in elems), elems)
        # From then on, every answer is the plain list's.
        plain = list(elems)
        self.assertEqual(len(d), len(plain))
        self.assertEqual(bool(d), bool(plain))
        self.assertEqual([d[k] for k in range(len(d))], plain)
        self.assertEqual(d[-1], plain[-1])
        self.assertTrue(all(e in d for e in plain))
        self.assertEqual(sorted(d), sorted(plain))
        self.assertEqual("|".join(d) if cls == "str_nonempty" else sum(d), "|".join(plain) if cls == "str_nonempty" else sum(plain))
        return got

    def test_elements_by_first_use(self):
        for cls in ("str_nonempty", "int_pos"):
            self.check(len, cls)
            self.check(list, cls)
            self.check(lambda d: d[0], cls)
            self.check(lambda d: next(iter(d)), cls)

    def test_unpacking_width(self):
        d = lx.Dummy("object", "pair")
        d._lx_elem = "str_nonempty"
        a, b = d
        self.assertEqual((type(a), type(b)), (str, str))
        self.assertEqual(list(d), [a, b])


class TestDummy(unittest.TestCase):
    def test_survives_common_use(self):
        d = lx.Dummy("object", "d")
        self.assertIsInstance(d.foo, lx.Dummy)
        self.assertIs(d.foo, d.foo)
        self.assertIsInstance(d.foo.bar(1, x=2).baz, lx.Dummy)
        self.assertEqual(len(list(d)), 1)
        self.assertEqual([type(x) for x in d], [lx.Dummy])
        self.assertEqual(len(d), 1)
        self.assertTrue(d)
        self.assertIsInstance(d[0], lx.Dummy)
        self.assertIs(d["k"], d["k"])
        self.assertIsInstance(d[1:2], lx.Dummy)
        self.assertFalse("k2" in d)
        d["k2"] = 5
        self.assertTrue("k2" in d)
        self.assertEqual(d["k2"], 5)
        del d["k2"]
        # Iterated, its elements are its keys: del of a key none of them is
        # a KeyError, as a dict's is.
        self.assertRaises(KeyError, d.__delitem__, "never")
        # Iterated, it is a collection: the list of its elements.
        self.assertRaises(TypeError, lambda: d + 1)
        self.assertEqual(d, list(d))
        coll, d = d, lx.Dummy("object", "d")
        # The first value question commits it to 1; arithmetic is 1's.
        self.assertEqual([d + 1, 1 + d, d - d, d * 2, 2 ** d, d / 3, 3 // d, d % 2,
                          d << 1, 1 >> d, d & 1, 1 | d, d ^ d, -d, +d, abs(d), ~d],
                         [2, 2, 0, 2, 2, 1 / 3, 3, 1, 2, 0, 1, 1, 0, -1, 1, 1, -2])
        self.assertRaises(TypeError, lambda: d @ d)
        self.assertEqual(divmod(d, 2), (0, 1))
        x = d
        x += 1
        self.assertEqual(x, 2)
        self.assertTrue(d == d and d == 1 and d == True and not d != 1)
        self.assertTrue(d < 2 and d <= 1 and d >= 1 and not d > 1 and 0 < d)
        self.assertEqual(sorted([d, 3, 0]), [0, d, 3])
        self.assertEqual(hash(d), hash(1))
        self.assertEqual({1: "one"}[d], "one")
        self.assertEqual({d: 1}[d], 1)
        # Committed to 1: not a context manager; its class has no
        # __enter__, as int has none (with says TypeError).
        self.assertRaises(AttributeError, getattr, d, "__enter__")
        with self.assertRaises(TypeError):
            with d:
                pass
        cm = lx.Dummy("object", "cm")
        with cm as e:
            self.assertIs(e, cm)
        self.assertIn("d", str(d))
        self.assertIn("d", repr(d))
        self.assertLess(len(repr(lx.Dummy("object", "x" * 500))), 80)
        self.assertEqual(format(d, ".2f"), "1.00")
        self.assertEqual("%s|%r" % (d, d), str(d) + "|" + repr(d))
        self.assertEqual(int(d), 1)
        self.assertEqual(float(d), 1.0)
        self.assertEqual(list(range(d)), [0])
        self.assertEqual([0, 1, 2][d], 1)
        self.assertEqual(round(d), 1)
        self.assertRaises(TypeError, d)  # committed to 1: not callable
        self.assertIsInstance(lx.Dummy("object", "f")(), lx.Dummy)
        # Iterated first: a collection, not an iterator.
        self.assertRaises(TypeError, next, coll)
        self.assertEqual(len(list(coll)), 1)
        it = lx.Dummy("object", "it")
        first = next(it)
        self.assertIs(iter(it), it)
        rest = list(it)
        self.assertEqual(len(set(map(id, [first] + rest))), 1 + len(rest))
        self.assertRaises(StopIteration, next, it)
        self.assertEqual(list(it), [])
        self.assertFalse(hasattr(d, "__fspath__"))
        self.assertFalse(hasattr(d, "__array__"))

    def test_unpacking_gets_as_many_as_asked(self):
        d = lx.Dummy("object", "d")
        a, b, c = d
        self.assertEqual([a, b, c], [d[0], d[1], d[2]])
        # Its elements are fixed: three for good.
        x, *y, z = d
        self.assertEqual((x, y, z), (d[0], [d[1]], d[2]))
        self.assertRaises(ValueError, lambda: [m for (m,) in [d]])
        self.assertEqual(list(d), [a, b, c])
        self.assertTrue(a in d and len(d) == 3)
        for k, v in d.items():
            self.assertIsInstance(v, lx.Dummy)
        many = ", ".join("v%d" % k for k in range(300))  # an EXTENDED_ARG
        g = {"d": d}
        g["d"] = lx.Dummy("object", "wide")
        exec("%s = d\nfirst, *rest, last = d" % many, g)
        self.assertIs(g["v299"], g["d"][299])
        # Three elements: no empty mapping (dict() takes its elements as
        # pairs, and one element is no pair; ** wants a mapping).
        self.assertRaises(ValueError, lambda: dict(d))
        self.assertRaises(TypeError, lambda: (lambda **kw: kw)(**d))
        # Nothing said about it: the empty mapping, and empty for good.
        e = lx.Dummy("object", "e")
        self.assertEqual(dict(e), {})
        self.assertEqual((lambda **kw: kw)(**e), {})
        self.assertTrue(len(e) == 0 and not e and list(e) == [])
        # Said non-empty first: no empty mapping.
        t = lx.Dummy("object", "t")
        self.assertTrue(t)
        self.assertNotEqual(len(dict(zip(t, t))), 0)
        self.assertRaises((TypeError, ValueError), lambda: dict(t))

    def test_exit_does_not_swallow(self):
        d = lx.Dummy()
        with self.assertRaises(KeyError):
            with d:
                raise KeyError("x")

    def test_copy_and_getattr_from_libraries(self):
        d = lx.Dummy("object", "d")
        d.x = 3
        self.assertEqual(copy.copy(d).x, 3)
        self.assertEqual(copy.deepcopy(d).x, 3)
        self.assertIsInstance(getattr(d, "anything"), lx.Dummy)
        # A copy of an open dummy is open too: it commits as the original does.
        n = lx.Dummy("object", "n")
        self.assertTrue(copy.deepcopy(n) == n and copy.copy(n) == n)

    def test_collection_methods(self):
        # What a collection method stores, len, in and [] see.
        d = lx.Dummy("object", "store")
        d.setdefault("k", 1)
        d.update(a=2)
        self.assertTrue("k" in d and d["a"] == 2 and d.get("a") == 2)
        s = lx.Dummy("object", "seen")
        s.add(7)
        self.assertIn(7, s)
        s.discard(7)
        self.assertNotIn(7, s)
        c = lx.Dummy("object", "cache")
        c.clear()
        self.assertTrue(len(c) == 0 and not c)
        # A call no collection method takes is an API's: one result per arguments.
        objs = lx.Dummy("object", "objects")
        self.assertIs(objs.get(pk=1), objs.get(pk=1))
        self.assertIsInstance(objs.remove("absent"), lx.Dummy)

    def test_decorator_keeps_function(self):
        d = lx.Dummy()

        @d
        def f():
            return 5

        @d
        class C:
            pass
        self.assertEqual(f(), 5)
        self.assertIsInstance(C(), C)

    def test_await_and_async_with(self):
        d = lx.Dummy("object", "d")

        async def main():
            v = await d
            async with d as e:
                pass
            got = [x async for x in d]
            return v, e, got
        v, e, got = asyncio.run(main())
        self.assertIsInstance(v, lx.Dummy)
        self.assertIs(e, d)
        self.assertEqual(len(got), 1)

    def test_dummy_as_base_class(self):
        Base = lx.Dummy("object", "nn.Module")
        Other = lx.Dummy("object", "Mixin")

        class Net(Base, Other):
            def __init__(self, n):
                super().__init__(n, extra=1)
                self.n = n

            def forward(self):
                return self.n * 2
        net = Net(3)
        self.assertEqual(net.forward(), 6)
        self.assertIsInstance(net(1), lx.Dummy)
        self.assertTrue(isinstance(net, Base))
        self.assertFalse(isinstance(1, Base))
        self.assertFalse(isinstance(1, lx.Dummy()))
        self.assertTrue(issubclass(Net, Base))


class TestNames(EngineCase):
    def test_rebind_gives_callers_module_to_frame_inspection(self):
        e = self.engine([site(1, "call", "namedtuple")], record=True)
        glb = {"__name__": "snippet_module"}
        e.rebind(glb)
        import collections
        P = builtins._c_(1, collections.namedtuple, "P", "x y")
        self.assertEqual(P.__module__, "snippet_module")

    def test_exception_role_gets_an_exception_class(self):
        sites = [site(1, "name", "MyError"), site(2, "call", "MyError"), site(3, "name", "Oops")]
        for s in sites:
            s["role"] = "exception"
        e = self.engine(sites, {"1": "str_nonempty", "3": "object"})
        glb = self.run_snippet("""
            try:
                raise _c_(2, _n_(1, lambda: MyError_undefined), "bad")
            except _n_(3, lambda: Oops_undefined):
                caught = "wrong"
            except _n_(1, lambda: MyError_undefined) as err:
                caught = str(err)
        """)
        self.assertEqual(glb["caught"], "bad")
        classes = [i["class"] for i in e.report()["injections"]]
        self.assertEqual(classes, ["exception", "exception"])

    def test_real_values_untouched(self):
        e = self.engine([site(1, "name", "x")], {"1": "int_pos"})
        for v in (0, None, False, "", [], object()):
            self.assertIs(builtins._n_(1, lambda: v), v)
        self.assertEqual(e.report()["injections"], [])

    def test_inject_on_name_error(self):
        e = self.engine([site(1, "name", "undefined_a"), site(2, "name", "undefined_b"),
                         site(3, "name", "undefined_a", line=5)],
                        {"1": "list_nonempty", "2": "int_neg", "3": "str"})
        g = self.run_snippet("""
            a1 = _n_(1, lambda: undefined_a)
            b = _n_(2, lambda: undefined_b)
            a2 = _n_(3, lambda: undefined_a)
            a1.append(7)
        """)
        self.assertEqual(g["b"], -1)
        self.assertIsInstance(g["a1"], list)
        self.assertIs(g["a1"], g["a2"], "same name, same object")
        self.assertEqual(g["a2"][-1], 7)
        inj = e.report()["injections"]
        self.assertEqual([(r["id"], r["kind"], r["name"], r["class"]) for r in inj],
                         [(1, "name", "undefined_a", "list_nonempty"), (2, "name", "undefined_b", "int_neg")])
        self.assertEqual(inj[1]["value"], "-1")
        self.assertEqual(inj[0]["line"], 1)
        # The global is bound, so reads the instrumentation leaves alone see it.
        self.assertIs(g["undefined_a"], g["a1"])

    def test_consistent_object_across_aliases(self):
        self.engine([site(1, "name", "foo"), site(2, "name", "x"), site(3, "name", "foo")])
        g = self.run_snippet("""
            x = _n_(1, lambda: foo)
            x.a = 1
            r = _n_(3, lambda: foo).a
        """)
        self.assertEqual(g["r"], 1)

    def test_missing_prediction_is_object(self):
        self.engine([site(1, "name", "nothing")])
        g = self.run_snippet("v = _n_(1, lambda: nothing)")
        self.assertIsInstance(g["v"], lx.Dummy)
        self.assertEqual(lx.abstract(g["v"]), "object")

    def test_local_unbound_and_free_variables(self):
        # A global nobody defined gets a value (code before the snippet
        # could bind it); a function's own variable read while unbound
        # (local or free) raises as in plain Python: nothing before the
        # snippet binds it, so an injected value would be no real one.
        self.engine([site(1, "name", "y"), site(2, "name", "z"), site(3, "name", "w")],
                    {"1": "int_pos", "2": "str", "3": "int_pos"})
        g = self.run_snippet("""
            def f():
                if False:
                    z = 2
                def inner():
                    return _n_(2, lambda: z)
                try:
                    inner()
                    free = "injected"
                except NameError:
                    free = "raised"
                return _n_(1, lambda: y), free
            def h():
                if False:
                    w = 1
                return _n_(3, lambda: w)
            r = f()
            try:
                h()
                local = "injected"
            except UnboundLocalError:
                local = "raised"
        """)
        self.assertEqual(g["r"], (1, "raised"))
        self.assertEqual(g["local"], "raised")
        self.assertEqual(g["y"], 1)     # a global: bound
        self.assertNotIn("z", g)

    def test_class_body_namespace(self):
        e = self.engine([site(1, "name", "k"), site(2, "name", "G"), site(3, "name", "nope")],
                        {"3": "int_zero"})
        g = self.run_snippet("""
            G = 10
            k = "global"
            class C:
                k = "class"
                a = _n_(1, lambda: k, locals())
                b = _n_(2, lambda: G, locals())
                c = _n_(3, lambda: nope, locals())
        """)
        C = g["C"]
        self.assertEqual((C.a, C.b, C.c), ("class", 10, 0))
        self.assertEqual(len(e.report()["injections"]), 1)

    def test_random_mode_consistent(self):
        vals = []
        for _ in range(2):
            e = lx.install({"sites": [site(1, "name", "n"), site(2, "name", "n"), site(3, "name", "m")],
                            "predictions": {"1": "int_pos", "2": "int_pos", "3": "int_pos"},
                            "concretize": "random", "seed": 7})
            try:
                g = self.run_snippet("a = _n_(1, lambda: n); b = _n_(2, lambda: n); c = _n_(3, lambda: m)")
            finally:
                e.uninstall()
            self.assertEqual(g["a"], g["b"])
            vals.append((g["a"], g["c"]))
        self.assertEqual(vals[0], vals[1])
        self.assertEqual(vals[0], (lx.concretize("int_pos", "random", 7, "n"),
                                   lx.concretize("int_pos", "random", 7, "m")))


class TestAttributes(EngineCase):
    def test_real_object(self):
        e = self.engine([site(1, "attribute", "sep")])
        self.assertIs(builtins._a_(1, os), os.sep)
        self.assertEqual(e.report()["injections"], [])

    def test_missing_attribute_is_set_on_object(self):
        class Obj:
            pass
        o = Obj()
        e = self.engine([site(1, "attribute", "shape"), site(2, "attribute", "shape")],
                        {"1": "tuple_nonempty"})
        v = builtins._a_(1, o)
        self.assertIsInstance(v, tuple)
        self.assertIs(o.shape, v)
        self.assertIs(builtins._a_(2, o), v)
        self.assertEqual(len(e.report()["injections"]), 1)

    def test_object_that_takes_no_attributes(self):
        # An attribute a plain object of a built-in class lacks (object(),
        # an int, a list): no code before the snippet can give it one, so
        # the read raises as in plain Python. A module, or an instance of
        # a class from outside the snippet that takes attributes, gets one.
        class Slotted:
            __slots__ = ("a",)
        e = self.engine([site(1, "attribute", "foo")], {"1": "dict_nonempty"})
        for o in (object(), 0, [1], "s", None):
            self.assertRaises(AttributeError, builtins._a_, 1, o)
        v = builtins._a_(1, Slotted())  # (a library's class: its class attribute could be set)
        self.assertIsInstance(v, dict)
        m = types.ModuleType("m")
        self.assertIs(builtins._a_(1, m), builtins._a_(1, m))  # remembered
        self.assertEqual(len(e.report()["injections"]), 2)

    def test_snippet_class_attribute_raises(self):
        # An instance of a class the snippet made (its module is the
        # snippet's __name__), or one of its functions: the snippet alone
        # sets their attributes, so one it never set raises.
        e = self.engine([site(1, "attribute", "nothing"), site(2, "attribute", "slot"),
                         site(3, "attribute", "tag")]).rebind(self.glb())
        g = self.run_snippet("""
            class B:
                __slots__ = ("slot",)
            def fn():
                pass
            out = []
            for i, o in ((1, B), (2, B()), (3, fn)):
                try:
                    _a_(i, o)
                    out.append("injected")
                except AttributeError:
                    out.append("raised")
        """, self.glb())
        self.assertEqual(g["out"], ["raised"] * 3)
        self.assertEqual(e.report()["injections"], [])

    def glb(self):
        if not hasattr(self, "_glb"):
            self._glb = {"__name__": "snippet_main"}
        return self._glb

    def test_on_dummies_prediction_first(self):
        e = self.engine([site(1, "attribute", "size"), site(2, "attribute", "x"),
                         site(3, "attribute", "read")], {"1": "int_pos"})
        d = lx.Dummy("object", "d")
        self.assertEqual(builtins._a_(1, d), 1)  # not a child dummy
        self.assertEqual(d.size, 1)
        d.x = "set"
        self.assertEqual(builtins._a_(2, d), "set")
        r = lx.concretize("resource")
        self.assertEqual(builtins._a_(3, r)(), "")  # the dummy file's own method
        self.assertEqual([x["id"] for x in e.report()["injections"]], [1])

    def test_property_raising_attribute_error(self):
        class P:
            @property
            def v(self):
                raise AttributeError("inside")
        self.engine([site(1, "attribute", "v")], {"1": "int_zero"})
        p = P()
        self.assertEqual(builtins._a_(1, p), 0)
        self.assertEqual(builtins._a_(1, p), 0)  # property cannot be set: remembered


class TestGuarded(EngineCase):
    """Sites the instrumenter marks guarded (in a try whose handlers catch
    the miss's error) raise as in plain Python; the others inject."""

    def guarded(self, i, kind, name):
        s = site(i, kind, name)
        s["guarded"] = True
        return s

    def test_name_probe_takes_the_handler(self):
        e = self.engine([self.guarded(1, "name", "unicode"), site(2, "name", "str"),
                         site(3, "name", "unicode")], {"1": "str_nonempty"})
        g = self.run_snippet("""
            try:
                _n_(1, lambda: unicode)
                branch = "body"
            except NameError:
                unicode = _n_(2, lambda: str)
                branch = "handler"
            u = _n_(3, lambda: unicode)
        """)
        self.assertEqual(g["branch"], "handler")
        self.assertIs(g["u"], str)
        self.assertEqual(e.report()["injections"], [])

    def test_attribute_probe_takes_the_handler(self):
        class C:
            pass
        e = self.engine([self.guarded(1, "attribute", "missing"), site(2, "attribute", "missing")])
        with self.assertRaises(AttributeError):
            builtins._a_(1, C())
        self.assertEqual(e.report()["injections"], [])
        self.assertIsInstance(builtins._a_(2, C()), lx.Dummy)  # unguarded: injected

    def test_class_body_and_unbound_local(self):
        self.engine([self.guarded(1, "name", "nope"), self.guarded(2, "name", "loc")])
        with self.assertRaises(NameError):
            builtins._n_(1, lambda: nope_undefined, {})  # noqa: F821
        def f():
            if False:
                loc = 1
            return builtins._n_(2, lambda: loc)
        with self.assertRaises(NameError):  # from the thunk: a free variable
            f()

    def test_injected_values_still_absorb(self):
        # A miss on a value the engine made, or a name bound to the MISSING
        # of a failed import, is past where plain Python stops: inject.
        e = self.engine([self.guarded(1, "attribute", "anything"), self.guarded(2, "name", "gone")])
        self.assertIsInstance(builtins._a_(1, lx.Dummy("object", "d")), lx.Dummy)
        gone = lx.MISSING
        self.assertIsInstance(builtins._n_(2, lambda: gone), lx.Dummy)
        self.assertEqual(len(e.report()["injections"]), 2)


class TestCalls(EngineCase):
    def test_pass_through(self):
        e = self.engine([site(1, "call", "f")], {"1": "int_pos"})

        def f(a, b=2, *rest, **kw):
            return (a, b, rest, kw)
        self.assertEqual(builtins._c_(1, f, 1, 3, 4, z=5), (1, 3, (4,), {"z": 5}))
        self.assertEqual(builtins._c_(1, list, (x for x in range(3))), [0, 1, 2])
        self.assertEqual(e.report()["injections"], [])

    def test_injected_containers_sized_for_unpacking(self):
        self.engine([site(1, "name", "pair"), site(2, "name", "f"), site(3, "call", "f"),
                     site(4, "name", "three"), site(5, "name", "one")],
                    {"1": "tuple_nonempty", "2": "callable", "3": "dict", "4": "list_nonempty",
                     "5": "list_nonempty"})
        g = self.run_snippet("""
            a, b = _n_(1, lambda: pair)
            k1, k2, k3 = _c_(3, _n_(2, lambda: f))
            def inner():
                x, *y, z = _n_(4, lambda: three)
                return x, y, z
            r = inner()
            n = len(_n_(5, lambda: one))
        """)
        self.assertEqual(g["pair"], (g["a"], g["b"]))
        self.assertIsInstance(g["a"], lx.Dummy)
        self.assertEqual((g["k1"], g["k2"], g["k3"]), ("a", "b", "c"))
        self.assertEqual(g["r"][1], [])
        self.assertEqual(g["n"], 1)

    def test_kwargs_named_id_and_fn(self):
        self.engine([site(1, "call", "f")])

        def f(**kw):
            return kw
        self.assertEqual(builtins._c_(1, f, id=3, fn=4, i=5), {"id": 3, "fn": 4, "i": 5})

    def test_exceptions_propagate(self):
        self.engine([site(1, "call", "f")], {"1": "int_pos"})

        def f():
            return 1 / 0
        with self.assertRaises(ZeroDivisionError):
            builtins._c_(1, f)
        with self.assertRaises(TypeError):
            builtins._c_(1, [1, 2])  # a real list is not callable
        with self.assertRaises(NameError):
            self.run_snippet("_c_(1, lambda: undefined_inside_function)")

    def test_injected_callables(self):
        e = self.engine([site(1, "name", "make"), site(2, "call", "make"), site(3, "call", "make"),
                         site(4, "name", "lst"), site(5, "call", "lst")],
                        {"1": "callable", "2": "list_nonempty", "3": "float_neg", "4": "list", "5": "int_pos"})
        g = self.run_snippet("""
            out = []
            for k in range(3):
                out.append(_c_(2, _n_(1, lambda: make), k, id=k))
            neg = _c_(3, _n_(1, lambda: make))
            again = _c_(3, _n_(1, lambda: make), 1, id=1)
            called_list = _c_(5, _n_(4, lambda: lst))
        """)
        out = g["out"]
        self.assertTrue(all(lx.abstract(v) == "list_nonempty" for v in out))
        self.assertEqual(g["neg"], -1.0)
        self.assertEqual(g["called_list"], 1)
        # One result per arguments, whichever site asks: a function of them.
        self.assertIs(g["again"], out[1])
        kinds = [(r["id"], r["kind"]) for r in e.report()["injections"]]
        self.assertEqual(kinds, [(1, "name"), (2, "call"), (2, "call"), (2, "call"), (3, "call"), (4, "name"), (5, "call")])

    def test_child_dummies_are_injected(self):
        self.engine([site(1, "call", "d.x")], {"1": "str_nonempty"})
        d = lx.Dummy()
        self.assertEqual(builtins._c_(1, d.x), "x")

    def test_int_zero_is_not_special(self):
        self.engine([site(1, "name", "z"), site(2, "call", "f")], {"1": "int_zero", "2": "int_pos"})
        zero = builtins._n_(1, lambda: z)
        self.assertEqual(zero, 0)
        self.assertEqual(builtins._c_(2, abs, 0), 0)  # a real call with a real 0


class TestInjectedPaths(EngineCase):
    """An injected text used as a path names a file decided at its first
    use: read first, an empty file; looked at first, whatever is there."""

    def setUp(self):
        d = tempfile.mkdtemp()
        old = os.getcwd()
        os.chdir(d)
        self.addCleanup(os.chdir, old)
        self.addCleanup(shutil.rmtree, d, True)

    def test_read_first_is_an_empty_file(self):
        self.engine([site(1, "name", "filename")], {"1": "str_nonempty"})
        g = self.run_snippet("""
            import os
            lines = open(_n_(1, lambda: filename)).read().splitlines()
            there = os.path.exists(filename)
        """)
        self.assertEqual(g["lines"], [])
        self.assertTrue(g["there"])

    def test_looked_at_first_is_what_is_there(self):
        for look in ("os.path.exists(p)", "os.path.isfile(p)", "p in os.listdir()", "os.access(p, os.R_OK)"):
            with self.subTest(look=look):
                self.engine([site(1, "name", "datafile")], {"1": "str_nonempty"})
                g = self.run_snippet("""
                    import os
                    p = _n_(1, lambda: datafile)
                    seen = %s
                    try:
                        open(p).read()
                        opened = True
                    except FileNotFoundError:
                        opened = False
                """ % look)
                self.assertFalse(g["seen"])
                self.assertFalse(g["opened"], "a file said missing was opened")

    def test_written_or_made_a_directory_first(self):
        self.engine([site(1, "name", "outdir"), site(2, "name", "out")], {"1": "str_nonempty", "2": "str_nonempty"})
        g = self.run_snippet("""
            import os
            os.makedirs(_n_(1, lambda: outdir))
            isdir = os.path.isdir(outdir)
            with open(_n_(2, lambda: out), "w") as f:
                f.write("x")
            back = open(out).read()
        """)
        self.assertTrue(g["isdir"])
        self.assertEqual(g["back"], "x")

    def test_uninstall_puts_os_back(self):
        stat = os.stat
        e = lx.install({"sites": [], "predictions": {}})
        self.assertIsNot(os.stat, stat)
        e.uninstall()
        self.assertIs(os.stat, stat)


class TestImports(EngineCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        pkg = os.path.join(self.tmp, "lx_pkg")
        os.mkdir(pkg)
        with open(os.path.join(pkg, "__init__.py"), "w") as f:
            f.write("A = 1\n_hidden = 2\n")
        with open(os.path.join(pkg, "sub.py"), "w") as f:
            f.write("B = 3\n__all__ = ['B', 'GONE']\n")
        sys.path.insert(0, self.tmp)
        self.addCleanup(sys.path.remove, self.tmp)
        self.addCleanup(lambda: [sys.modules.pop(k, None) for k in ("lx_pkg", "lx_pkg.sub")])

    def test_existing(self):
        self.engine()
        g = {"__name__": "__main__"}
        self.assertIs(builtins._im_(1, "os.path", 0, g), os)
        self.assertIs(builtins._im_(1, "os.path", 1, g), os.path)
        self.assertIs(builtins._im_(1, "lx_pkg.sub", 1, g), sys.modules["lx_pkg.sub"])
        a, b, sub = builtins._fr_(2, "lx_pkg", 0, ("A", "_hidden", "sub"), g)
        self.assertEqual((a, b, sub.B), (1, 2, 3))
        (join,) = builtins._fr_(3, "os.path", 0, ("join",), g)
        self.assertIs(join, os.path.join)

    def test_missing_module_then_read(self):
        e = self.engine([site(1, "import", "no_such_mod_xyz"), site(2, "name", "nsm"),
                         site(3, "attribute", "run"), site(4, "call", "nsm.run")],
                        {"4": "int_pos"})
        g = self.run_snippet("""
            nsm = _im_(1, "no_such_mod_xyz.deep", 1, globals())
            first = nsm
            r = _c_(4, _a_(3, _n_(2, lambda: nsm)))
        """)
        self.assertIs(g["first"], lx.MISSING)
        self.assertEqual(g["r"], 1)
        self.assertIsInstance(g["nsm"], lx.Dummy)  # rebound on the first read
        self.assertEqual([r["kind"] for r in e.report()["injections"]], ["name", "attribute", "call"])

    def test_from_import_missing_name(self):
        self.engine([site(2, "name", "GONE"), site(3, "name", "x")], {"2": "str_empty"})
        g = self.run_snippet("""
            A, GONE = _fr_(1, "lx_pkg", 0, ("A", "GONE"), globals())
            x, y = _fr_(1, "no_such_mod_xyz", 0, ("x", "y"), globals())
            v = _n_(2, lambda: GONE)
            w = _n_(3, lambda: x)
        """)
        self.assertEqual(g["A"], 1)
        self.assertIs(g["y"], lx.MISSING)
        self.assertEqual(g["v"], "")
        self.assertIsInstance(g["w"], lx.Dummy)

    def test_relative_import_in_main(self):
        self.engine()
        g = {"__name__": "__main__", "__package__": None}
        warnings.simplefilter("ignore", ImportWarning)
        self.addCleanup(warnings.resetwarnings)
        self.assertEqual(builtins._fr_(1, "", 1, ("x",), g), (lx.MISSING,))
        self.assertEqual(builtins._fr_(1, "m", 2, ("x", "y"), g), (lx.MISSING, lx.MISSING))

    def test_star(self):
        self.engine()
        g = {"__name__": "__main__"}
        builtins._st_(1, "lx_pkg", 0, g)
        self.assertEqual(g["A"], 1)
        self.assertNotIn("_hidden", g)
        builtins._st_(2, "lx_pkg.sub", 0, g)  # __all__ names a missing one
        self.assertEqual(g["B"], 3)
        self.assertIs(g["GONE"], lx.MISSING)
        builtins._st_(3, "no_such_mod_xyz", 0, g)

    def test_record_mode_raises(self):
        self.engine(record=True)
        g = {"__name__": "__main__"}
        self.assertRaises(ImportError, builtins._im_, 1, "no_such_mod_xyz", 0, g)
        self.assertRaises(ImportError, builtins._fr_, 1, "lx_pkg", 0, ("GONE",), g)
        self.assertRaises(AttributeError, builtins._st_, 1, "lx_pkg.sub", 0, g)
        self.assertEqual(builtins._fr_(1, "lx_pkg", 0, ("A",), g), (1,))


class TestRecord(EngineCase):
    def test_counts(self):
        e = self.engine([site(1, "name", "x"), site(2, "attribute", "real"), site(3, "call", "f"),
                         site(4, "name", "f"), site(5, "name", "missing")],
                        {"5": "int_pos"}, record=True)
        g = self.run_snippet("""
            x = 5
            def f(k):
                if k == 3:
                    raise ValueError(k)
                return [k] if k else []
            for k in range(4):
                try:
                    _c_(3, _n_(4, lambda: f), k)
                except ValueError:
                    pass
                _a_(2, _n_(1, lambda: x))
            try:
                _n_(5, lambda: missing)
            except NameError:
                ok = True
        """)
        self.assertTrue(g["ok"])
        rep = e.report()
        self.assertEqual(rep["injections"], [])
        self.assertEqual(rep["events"], [
            [1, "int_pos", 4], [2, "int_pos", 4],
            [3, "list_empty", 1], [3, "list_nonempty", 2],
            [4, "callable", 4],
        ])

    def test_missing_attribute_raises(self):
        self.engine([site(1, "attribute", "nope")], record=True)
        self.assertRaises(AttributeError, builtins._a_, 1, object())

    def test_class_body(self):
        e = self.engine([site(1, "name", "k")], record=True)
        self.run_snippet("""
            class C:
                k = ()
                a = _n_(1, lambda: k, locals())
        """)
        self.assertEqual(e.report()["events"], [[1, "tuple_empty", 1]])


class TestEndToEnd(EngineCase):
    def test_snippet(self):
        sites = [site(1, "call", "np.array"), site(2, "attribute", "array"), site(3, "name", "np"),
                 site(4, "name", "data"), site(5, "name", "x"), site(6, "call", "len"),
                 site(7, "name", "len"), site(8, "name", "x"), site(9, "name", "print"),
                 site(10, "call", "print"), site(11, "import", "numpy_not_installed"),
                 site(12, "name", "open_thing"), site(13, "call", "open_thing"),
                 site(14, "attribute", "read"), site(15, "call", "f.read"), site(16, "name", "f"),
                 site(17, "name", "Model"), site(18, "call", "Model"), site(19, "name", "Model2"),
                 site(20, "attribute", "fit"), site(21, "call", "m.fit"), site(22, "name", "m")]
        preds = {"1": "list_nonempty", "2": "callable", "3": "object", "4": "list", "12": "callable",
                 "13": "resource", "17": "callable", "18": "object", "20": "callable", "21": "dict"}
        e = self.engine(sites, preds)
        g = self.run_snippet("""
            np = _im_(11, "numpy_not_installed", 1, globals())
            x = _c_(1, _a_(2, _n_(3, lambda: np)), _n_(4, lambda: data))
            n = _c_(6, _n_(7, lambda: len), _n_(5, lambda: x))
            total = 0
            for item in _n_(8, lambda: x):
                total += item * 2
            with _c_(13, _n_(12, lambda: open_thing), "path") as f:
                text = _c_(15, _a_(14, _n_(16, lambda: f)))
            class M(_n_(19, lambda: Model2)):
                def __init__(self):
                    super().__init__(1)
                    self.ok = True
            m = M()
            res = _c_(21, _a_(20, _n_(22, lambda: m)), x, epochs=3)
            done = True
        """)
        self.assertTrue(g["done"])
        self.assertEqual(g["n"], 1)
        self.assertEqual(g["text"], "")
        self.assertTrue(g["m"].ok)
        self.assertEqual(lx.abstract(g["res"]), "dict_nonempty")
        inj = e.report()["injections"]
        got = [(r["id"], r["kind"], r["name"], r["class"]) for r in inj]
        self.assertEqual(got, [
            (3, "name", "np", "object"), (2, "attribute", "array", "callable"),
            (4, "name", "data", "list_nonempty"), (1, "call", "np.array", "list_nonempty"),
            (12, "name", "open_thing", "callable"), (13, "call", "open_thing", "resource"),
            (19, "name", "Model2", "object"), (20, "attribute", "fit", "callable"),
            (21, "call", "m.fit", "dict_nonempty"),
        ])
        for r in inj:
            self.assertEqual(set(r), {"id", "kind", "name", "line", "class", "value"})
            self.assertLessEqual(len(r["value"]), 80)

    def test_install_and_uninstall(self):
        before = getattr(builtins, "_n_", None)
        real_open = builtins.open
        e = lx.install({})
        self.assertTrue(callable(builtins._n_))
        self.assertIsNot(builtins.open, real_open)
        e.uninstall()
        self.assertIs(getattr(builtins, "_n_", None), before)
        self.assertIs(builtins.open, real_open)
        e = lx.install({"record": True})
        self.assertIs(builtins.open, real_open)
        e.uninstall()

    def test_open_of_a_dummy_name(self):
        # A dummy's __index__ is 1: the real open would take it for stdout.
        # The dummy is a file name (its text): what is written there reads
        # back, and a name read first is an empty file.
        d = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, d)
        old = os.getcwd()
        os.chdir(d)
        self.addCleanup(os.chdir, old)
        self.engine([site(1, "name", "filename"), site(2, "name", "open"), site(3, "call", "open"),
                     site(4, "name", "other")])
        g = self.run_snippet("""
            with _c_(3, _n_(2, lambda: open), _n_(1, lambda: filename), "w") as f:
                n = f.write("abc")
            text = _c_(3, _n_(2, lambda: open), _n_(1, lambda: filename)).read()
            empty = _c_(3, _n_(2, lambda: open), _n_(4, lambda: other)).read()
            lines = list(_c_(3, _n_(2, lambda: open), _n_(4, lambda: other)))
        """)
        self.assertEqual((g["n"], g["text"], g["empty"], g["lines"]), (3, "abc", "", []))
        with open(__file__) as f:  # real names still open real files
            self.assertIn("lexecutor", f.read())


class TestCompileWithFallback(unittest.TestCase):
    ORIG = "x = 1\nif x:\n    y = foo(x)\nz = (1,\n     2)\n"

    def units(self):
        return [{"line": 1, "kind": "simple", "span": [1, 1]},
                {"line": 2, "kind": "header", "span": [2, 2], "body": [3, 3]},
                {"line": 3, "kind": "simple", "span": [3, 3]},
                {"line": 4, "kind": "simple", "span": [4, 5]}]

    def test_compiles(self):
        inst = "x = 1\nif _n_(1, lambda: x):\n    y = foo(x)\nz = (1,\n     2)\n"
        code, rev = lx.compile_with_fallback(inst, self.ORIG, self.units(), "s.py")
        self.assertEqual(rev, [])
        self.assertIn("_n_", code.co_names)

    def test_reverts_broken_line(self):
        inst = "x = _n_(1, lambda: 1)\nif x:\n    y = _c_(2, foo, x\nz = (_n_(3, lambda: 1),\n     2)\n"
        code, rev = lx.compile_with_fallback(inst, self.ORIG, self.units(), "s.py")
        self.assertEqual(rev, [3])
        g = {"_n_": lambda i, t: t(), "foo": lambda v: v}
        exec(code, g)
        self.assertEqual((g["x"], g["y"], g["z"]), (1, 1, (1, 2)))

    def test_reverts_whole_unit(self):
        inst = "x = 1\nif x:\n    y = foo(x)\nz = (_n_(1,\n     2)\n"
        code, rev = lx.compile_with_fallback(inst, self.ORIG, self.units(), "s.py")
        self.assertEqual(rev, [4, 5])

    def test_line_without_unit(self):
        inst = "x = 1\nif x:\n    y = foo(x)\nz = (1,\n     2))\n"
        code, rev = lx.compile_with_fallback(inst, self.ORIG, [], "s.py")
        self.assertEqual(rev, [5])

    def test_many_broken_lines(self):
        # Every third statement broken in a different way; the rest must stay.
        n = 60
        orig_lines = []
        for k in range(n):
            orig_lines.append("v%d = f(%d, [%d,\n" % (k, k, k))
            orig_lines.append("    %d])\n" % k)
        orig = "".join(orig_lines)
        inst_lines = list(orig_lines)
        broken = set()
        # (0-based line within the statement, how to break it)
        breakers = [(0, lambda t: t.replace("f(", "f((")), (1, lambda t: t.replace("])", "]")),
                    (0, lambda t: t.replace("=", "= ="))]
        for j, k in enumerate(range(0, n, 3)):
            half, brk = breakers[j % 3]
            ln = 2 * k + half
            before = inst_lines[ln]
            inst_lines[ln] = brk(before)
            self.assertNotEqual(inst_lines[ln], before)
            broken.add(k)
        for k in range(1, n, 3):  # instrumented but fine
            inst_lines[2 * k] = inst_lines[2 * k].replace("f(", "_c_(0, f, ")
        units = [{"line": 2 * k + 1, "kind": "simple", "span": [2 * k + 1, 2 * k + 2]} for k in range(n)]
        code, rev = lx.compile_with_fallback("".join(inst_lines), orig, units, "s.py")
        want = sorted(ln for k in broken for ln in (2 * k + 1, 2 * k + 2))
        self.assertEqual(rev, want)
        self.assertIn("_c_", code.co_names)

    def test_tries_exhausted(self):
        inst = "a = (\nb = (\nc = 1\n"
        code, rev = lx.compile_with_fallback(inst, "a = 1\nb = 2\nc = 1\n", [], "s.py", max_tries=1)
        self.assertEqual(rev, [1, 2, 3])

    def test_original_broken(self):
        with self.assertRaises(SyntaxError) as cm:
            lx.compile_with_fallback("x = (\n", "x = ((\n", [], "s.py")
        self.assertEqual(cm.exception.filename, "s.py")

    def test_gives_up(self):
        # Differing line counts cannot be reverted line by line.
        code, rev = lx.compile_with_fallback("x = (\n\n", "x = 1\n", [], "s.py")
        self.assertEqual(rev, [1])
        g = {}
        exec(code, g)
        self.assertEqual(g["x"], 1)

    def test_line_ends(self):
        # \f and \x1c are not line ends for Python.
        orig = "a = 1\x0c\r\nb = 2\rc = '\x1c'\n"
        inst = "a = 1\x0c\r\nb = (2\rc = '\x1c'\n"
        code, rev = lx.compile_with_fallback(inst, orig, [], "s.py")
        self.assertEqual(rev, [2])


if __name__ == "__main__":
    unittest.main()
