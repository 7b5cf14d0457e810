package refs

import (
	"encoding/json"
	"reflect"
	"testing"
)

// usageOf analyzes src and returns the usage of name, failing if it is
// not reported.
func usageOf(t *testing.T, src, name string) *Usage {
	t.Helper()
	r := analyze(t, dedent(src))
	u := r.Usages[name]
	if u == nil {
		t.Fatalf("no usage for %s; undefined %v", name, r.Undefined)
	}
	return u
}

func show(u *Usage) string {
	b, _ := json.Marshal(u)
	return string(b)
}

func eq(t *testing.T, what string, got, want any) {
	t.Helper()
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%s:\n got %#v\nwant %#v", what, got, want)
	}
}

func TestAttributes(t *testing.T) {
	u := usageOf(t, `
		print(d.year, d.month)
		d.x = 1
		d.count += 2
		del d.gone
		p.init(a, k=1, j=2)
		p.init()
		a.b.c()
		`, "d")
	eq(t, "attrs", sortedKeys(u.Attrs), []string{"count", "month", "year"})
	eq(t, "assigned", u.AttrsAssigned, []string{"count", "gone", "x"})
	eq(t, "count op", u.Attrs["count"].BinOps, []Op{{Op: "+", Side: "left", Kind: "int", Value: "2"}})
	eq(t, "lines", u.Lines, []int{1, 2, 3, 4})

	p := usageOf(t, "p.init(a, k=1, j=2)\np.init()\np.init(*xs, **kw)\n", "p")
	eq(t, "method calls", p.Attrs["init"].Calls, []Call{
		{Arity: 0}, {Arity: 1, Keywords: []string{"j", "k"}}, {Arity: 1, Star: true, KwStar: true}})

	a := usageOf(t, "a.b.c(1)\n", "a")
	eq(t, "chain", a.Attrs["b"].Attrs["c"].Calls, []Call{{Arity: 1}})
	if len(a.Attrs["b"].Calls) != 0 {
		t.Errorf("a.b itself is not called: %s", show(a))
	}
}

func TestDirectCalls(t *testing.T) {
	u := usageOf(t, `
		r = f(1, 2)
		r.json()
		f(x=3)["k"]
		`, "f")
	eq(t, "calls", u.Calls, []Call{{Arity: 0, Keywords: []string{"x"}}, {Arity: 2}})
	if u.Result == nil || u.Result.Attrs["json"] == nil {
		t.Fatalf("result usage through r: %s", show(u))
	}
	eq(t, "result keys", u.Result.Keys, []Key{{Kind: "str", Value: "k"}})
	g := usageOf(t, "g(x for x in y)\n", "g")
	eq(t, "generator argument", g.Calls, []Call{{Arity: 1}})
}

func TestSubscripts(t *testing.T) {
	u := usageOf(t, `
		x[0]
		x['key']
		x[a:b]
		x[i]
		x[-1]
		x[f(1)]
		x[1, 2:3]
		x["k"] = v
		x[0][1].attr
		`, "x")
	eq(t, "keys", u.Keys, []Key{
		{Kind: "int", Value: "-1"}, {Kind: "int", Value: "0"}, {Kind: "name", Value: "i"},
		{Kind: "other", Value: "f(1)"}, {Kind: "slice", Value: "a:b"}, {Kind: "str", Value: "key"},
		{Kind: "tuple", Parts: []Key{{Kind: "int", Value: "1"}, {Kind: "slice", Value: "2:3"}}},
	})
	eq(t, "stored", u.StoredKeys, []Key{{Kind: "str", Value: "k"}})
	if u.Item == nil || !reflect.DeepEqual(u.Item.Keys, []Key{{Kind: "int", Value: "1"}}) ||
		u.Item.Item == nil || u.Item.Item.Attrs["attr"] == nil {
		t.Errorf("nested item usage: %s", show(u))
	}
	k := usageOf(t, "d[k]\n", "k")
	eq(t, "used as key", k.KeyOf, []string{"d"})
}

func TestIteration(t *testing.T) {
	u := usageOf(t, `
		for k, v in x.items():
		    print(k.upper(), v + 1)
		`, "x")
	items := u.Attrs["items"]
	if items == nil || len(items.Calls) != 1 || items.Result == nil || !items.Result.Iterated {
		t.Fatalf("x.items() iterated: %s", show(u))
	}
	pair := items.Result.Elem
	eq(t, "pair", pair.Unpacked, []int{2})
	if len(pair.Parts) != 2 || pair.Parts[0].Attrs["upper"] == nil || len(pair.Parts[1].BinOps) != 1 {
		t.Errorf("pair parts: %s", show(pair))
	}

	for _, src := range []string{
		"for a in xs: a.go()\n",
		"[a.go() for a in xs]\n",
		"{a.go() for a in xs if a}\n",
		"for a in list(xs): a.go()\n",
		"for a in sorted(xs): a.go()\n",
		"for i, a in enumerate(xs): a.go()\n",
		"for a, b in zip(ys, xs): b.go()\n",
		"m = max(xs)\nm.go()\n",
		"f(*xs)\n",
		"print([*xs])\n",
	} {
		u := usageOf(t, src, "xs")
		if !u.Iterated {
			t.Errorf("%q: not iterated: %s", src, show(u))
			continue
		}
		if src[0] == 'f' || src[0] == 'p' {
			continue
		}
		if u.Elem == nil || u.Elem.Attrs["go"] == nil {
			t.Errorf("%q: element usage missing: %s", src, show(u))
		}
	}
	z := usageOf(t, "for a, b in zip(ys, xs): a.first()\n", "ys")
	if z.Elem == nil || z.Elem.Attrs["first"] == nil {
		t.Errorf("zip position 0: %s", show(z))
	}
	n := usageOf(t, "max(n, 0)\n", "n")
	if n.Iterated {
		t.Errorf("max(n, 0) compares, does not iterate n")
	}
	p := usageOf(t, "a, b = pair\nc, *rest = pair\nprint(a.x)\n", "pair")
	eq(t, "unpacked", p.Unpacked, []int{2})
	if !p.UnpackedStar || p.Parts[0].Attrs["x"] == nil {
		t.Errorf("unpacking: %s", show(p))
	}
	kw := usageOf(t, "f(**opts)\n", "opts")
	if !kw.Mapping {
		t.Errorf("** unpacking: %s", show(kw))
	}
}

func TestOperators(t *testing.T) {
	u := usageOf(t, `
		y = x + 1
		z = 2 * x
		w = x - other
		total = 0
		total += x
		q = -x
		s = "%s items" % x
		`, "x")
	want := map[string]bool{"* right int 2": true, "+ left int 1": true, "+ right name total": true,
		"- left name other": true, "- unary  ": true, "% right str %s items": true}
	if len(u.BinOps) != len(want) {
		t.Errorf("binops: %v", u.BinOps)
	}
	for _, o := range u.BinOps {
		if !want[o.Op+" "+o.Side+" "+o.Kind+" "+o.Value] {
			t.Errorf("unexpected op %+v", o)
		}
	}
	if !u.Formatted {
		t.Errorf("%% formatting not recorded")
	}
}

func TestComparisons(t *testing.T) {
	u := usageOf(t, `
		if x > 5: pass
		if x == "foo": pass
		if x is None: pass
		if x is not None: pass
		if 0 <= x < limit: pass
		`, "x")
	want := []Op{
		{Op: "<", Side: "left", Kind: "name", Value: "limit"},
		{Op: "<=", Side: "right", Kind: "int", Value: "0"},
		{Op: "==", Side: "left", Kind: "str", Value: "foo"},
		{Op: ">", Side: "left", Kind: "int", Value: "5"},
		{Op: "is", Side: "left", Kind: "none", Value: "None"},
		{Op: "is not", Side: "left", Kind: "none", Value: "None"},
	}
	eq(t, "compares", u.Compares, want)

	c := usageOf(t, "if 'k' in d: pass\nif 3 not in d: pass\n", "d")
	eq(t, "contains", c.Contains, []Literal{{"int", "3"}, {"str", "k"}})
	o := usageOf(t, "if v in [1, 2]: pass\nif v in ('a', None): pass\nif v in others: pass\n", "v")
	eq(t, "one of", o.OneOf, []Literal{{"int", "1"}, {"int", "2"}, {"none", "None"}, {"str", "a"}})
	eq(t, "membership in a name", o.Compares, []Op{{Op: "in", Side: "left", Kind: "name", Value: "others"}})
}

func TestTruthinessAndBuiltins(t *testing.T) {
	for _, src := range []string{"if x: pass\n", "while x: pass\n", "y = not x\n", "y = x and 1\n",
		"y = 1 if x else 2\n", "assert x\n", "[1 for i in r if x]\n", "elif_ = 1\nif 0: pass\nelif x: pass\n"} {
		if u := usageOf(t, src, "x"); !u.Truthy {
			t.Errorf("%q: not truthy: %s", src, show(u))
		}
	}
	u := usageOf(t, `
		n = len(x)
		isinstance(x, (list, tuple))
		str(x); int(x); float(x)
		os.path.join(x, "a")
		open(x)
		print(f"{x}")
		`, "x")
	if !u.Len {
		t.Errorf("len not recorded")
	}
	eq(t, "isinstance", u.IsInstance, []string{"(list, tuple)"})
	eq(t, "converted", u.Converted, []string{"float", "int", "str"})
	eq(t, "args", u.Args, []Arg{{Callee: "open", Pos: 0}, {Callee: "os.path.join", Pos: 0}})
	if !u.Formatted {
		t.Errorf("f-string not recorded")
	}
	k := usageOf(t, "requests.get(url, timeout=t)\n", "t")
	eq(t, "keyword argument", k.Args, []Arg{{Callee: "requests.get", Pos: -1, Keyword: "timeout"}})
	f := usageOf(t, "'{} {}'.format(a, v)\n", "v")
	if !f.Formatted {
		t.Errorf(".format not recorded: %s", show(f))
	}
	p := usageOf(t, "print 'a', v\n", "v")
	eq(t, "python 2 print", p.Args, []Arg{{Callee: "print", Pos: 1}})
}

func TestContextAwaitRaise(t *testing.T) {
	u := usageOf(t, "with lock as l:\n    l.acquire()\nwith lock:\n    pass\n", "lock")
	if !u.ContextManager || u.Entered == nil || u.Entered.Attrs["acquire"] == nil {
		t.Errorf("with: %s", show(u))
	}
	if a := usageOf(t, "async def f():\n    await job\n", "job"); !a.Awaited {
		t.Errorf("await not recorded")
	}
	if r := usageOf(t, "raise err\n", "err"); !r.Raised {
		t.Errorf("raise not recorded")
	}
	r := usageOf(t, "raise MyError('x')\n", "MyError")
	if !r.Raised || len(r.Calls) != 1 || !r.Result.Raised {
		t.Errorf("raise E(...): %s", show(r))
	}
	for _, src := range []string{"try: pass\nexcept E: pass\n", "try: pass\nexcept (E, KeyError) as e: pass\n",
		"try: pass\nexcept E as e: pass\n", "try: pass\nexcept* E: pass\n"} {
		if c := usageOf(t, src, "E"); !c.Caught {
			t.Errorf("%q: not caught: %s", src, show(c))
		}
	}
	b := usageOf(t, "@deco\nclass C(Base): pass\n", "Base")
	if !b.Base {
		t.Errorf("base class not recorded")
	}
	if d := usageOf(t, "@deco\ndef f(): pass\n", "deco"); !d.Decorator {
		t.Errorf("decorator not recorded")
	}
	if a := usageOf(t, "def f(x: Thing): pass\n", "Thing"); !a.Annotation {
		t.Errorf("annotation not recorded")
	}
	if r := usageOf(t, "def f():\n    return thing\n", "thing"); !r.Returned {
		t.Errorf("return not recorded")
	}
}

func TestFlowIntoDefinedFunctions(t *testing.T) {
	u := usageOf(t, `
		def show(item, *, verbose=False):
		    return item.name, verbose.level
		class Box:
		    def __init__(self, content):
		        self.size = content.size
		show(obj)
		show(obj2, verbose=cfg)
		Box(thing)
		`, "obj")
	if u.Attrs["name"] == nil {
		t.Errorf("argument does not flow into parameter: %s", show(u))
	}
	if c := usageOf(t, "def f(*, verbose=False):\n    return verbose.level\nf(verbose=cfg)\n", "cfg"); c.Attrs["level"] == nil {
		t.Errorf("keyword argument does not flow: %s", show(c))
	}
	if b := usageOf(t, "class Box:\n    def __init__(self, content):\n        self.size = content.size\nBox(thing)\n", "thing"); b.Attrs["size"] == nil {
		t.Errorf("argument does not flow into __init__: %s", show(b))
	}
	// Recursion through aliases and recursive functions terminates.
	usageOf(t, "def f(a):\n    return f(a.next)\nf(node)\nx = node\nwhile x:\n    x = x.next\n", "node")
}

func TestModules(t *testing.T) {
	cases := []struct {
		src, name, imp string
		module         bool
	}{
		{"np.array([1, 2])\nnp.random.seed(0)\n", "np", "import numpy as np", true},
		{"plt.plot(x)\nplt.show()\n", "plt", "import matplotlib.pyplot as plt", true},
		{"pd.options.display.width = 100\n", "pd", "import pandas as pd", true},
		{"os.path.join('a', 'b')\n", "os", "import os", true},
		{"datetime.now()\ndatetime.strptime(s, f)\n", "datetime", "from datetime import datetime", true},
		{"datetime.datetime.now()\n", "datetime", "import datetime", true},
		{"d = datetime(2020, 1, 1)\n", "datetime", "from datetime import datetime", false},
		{"c = Counter(words)\n", "Counter", "from collections import Counter", false},
		{"f(np)\n", "np", "", false},
		{"np[0]\n", "np", "", false},
		{"foo.bar()\n", "foo", "", false},
	}
	for _, c := range cases {
		u := usageOf(t, c.src, c.name)
		if u.Import != c.imp || u.Module != c.module {
			t.Errorf("%q: import %q module %v, want %q %v", c.src, u.Import, u.Module, c.imp, c.module)
		}
	}
	// The table is data: extending it is enough.
	Modules["zz_mod"] = ModuleSpec{Import: "import zz_module as zz_mod"}
	defer delete(Modules, "zz_mod")
	if u := usageOf(t, "zz_mod.f()\n", "zz_mod"); u.Import != "import zz_module as zz_mod" {
		t.Errorf("extended table not used: %s", show(u))
	}
}

func TestFlatAttributes(t *testing.T) {
	r := analyze(t, dedent(`
		print(d.year)
		p.init()
		d.x = 1
		requests.get(u).json()
		f().attr
		a.b.c
		x += 1
		`))
	eq(t, "d", r.UndefinedAttributes["d"], []string{"d.year"})
	eq(t, "p", r.UndefinedAttributes["p"], []string{"p.init()"})
	eq(t, "requests", r.UndefinedAttributes["requests"], []string{"requests.get()", "requests.get().json()"})
	eq(t, "f", r.UndefinedAttributes["f"], []string{"f().attr"})
	eq(t, "a", r.UndefinedAttributes["a"], []string{"a.b", "a.b.c"})
	eq(t, "u", r.UndefinedAttributes["u"], []string{})
	eq(t, "x (used before assignment)", r.UndefinedAttributes["x"], []string{})
}

func TestLines(t *testing.T) {
	u := usageOf(t, "a = 1\nprint(v)\n\nv.x()\nif v: pass\n", "v")
	eq(t, "lines", u.Lines, []int{2, 4, 5})
}

func TestValueFlow(t *testing.T) {
	u := usageOf(t, `
		y = x
		y.first()
		a = b = x
		b.second
		p, q = x, other
		p.third
		if (w := x):
		    w.fourth
		y = 5
		y.not_x
		`, "x")
	eq(t, "attrs through aliases", sortedKeys(u.Attrs), []string{"first", "fourth", "second", "third"})
	if !u.Truthy {
		t.Errorf("walrus value tested for truth: %s", show(u))
	}
	// A loop variable rebound inside the loop: only reads before the
	// rebinding belong to the element.
	e := usageOf(t, "for line in f:\n    line = line.strip()\n    line.split(',')\n", "f")
	if e.Elem == nil || e.Elem.Attrs["strip"] == nil || e.Elem.Attrs["split"] != nil ||
		e.Elem.Attrs["strip"].Result.Attrs["split"] == nil {
		t.Errorf("loop variable flow: %s", show(e))
	}
}
