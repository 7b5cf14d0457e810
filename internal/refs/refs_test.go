package refs

import (
	"encoding/json"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"unstuck/internal/pyparse"
)

func analyze(t *testing.T, src string) *Report {
	t.Helper()
	tr, err := pyparse.Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return Analyze(tr)
}

// dedent strips the common leading indentation of a raw string literal
// and its first newline, so that snippets can be indented in the tests.
func dedent(s string) string {
	s = strings.TrimPrefix(s, "\n")
	lines := strings.Split(s, "\n")
	min := -1
	for _, l := range lines {
		if strings.TrimSpace(l) == "" {
			continue
		}
		n := len(l) - len(strings.TrimLeft(l, "\t "))
		if min < 0 || n < min {
			min = n
		}
	}
	for i, l := range lines {
		if len(l) >= min && min > 0 {
			lines[i] = l[min:]
		}
	}
	return strings.Join(lines, "\n")
}

func TestScoping(t *testing.T) {
	cases := []struct {
		name, src string
		undefined []string
		early     []string
	}{
		{"builtins are not reported", `
			print(len([1]), __name__, __file__, __doc__, __builtins__)
			exit(); quit(); help(copyright, credits, license)
			raise ValueError(NotImplemented)
			reveal_type(x)
			`, []string{"reveal_type", "x"}, nil},
		{"python 2 names are undefined under python 3", `
			s = unicode(raw_input()); xrange(3)
			`, []string{"raw_input", "unicode", "xrange"}, nil},
		{"class body names are not visible in methods", `
			class C:
			    z = 1
			    w = z + 1
			    def m(self):
			        return z, self.z
			`, []string{"z"}, nil},
		{"class body reads a name it binds later from the globals", `
			class C:
			    x = x
			`, []string{"x"}, nil},
		{"comprehension variables do not leak", `
			ys = [y for y in range(3)]
			print(y)
			g = (k for k in ks)
			{a: b for a, b in pairs}
			`, []string{"ks", "pairs", "y"}, nil},
		{"first iterable of a comprehension is in the enclosing scope", `
			class C:
			    xs = [1, 2]
			    ys = [x for x in xs]
			    zs = [x + len(xs) for x in range(3)]
			    ws = [x for x in range(2) for v in xs]
			`, []string{"xs"}, nil},
		{"nested comprehension sees outer comprehension variables", `
			m = [[i * j for j in row] for i, row in enumerate(grid)]
			`, []string{"grid"}, nil},
		{"global declarations", `
			def setup():
			    global cfg, other
			    cfg = 1
			    return other
			def use():
			    return cfg
			`, []string{"other"}, nil},
		{"nonlocal declarations", `
			def outer():
			    count = 0
			    def inner():
			        nonlocal count
			        count += 1
			        return count
			    return inner
			def bad():
			    def inner():
			        nonlocal missing
			        return missing
			`, []string{"missing"}, nil},
		{"names bound later in a function are local", `
			def f():
			    print(x)
			    x = 1
			def g():
			    for i in range(3):
			        if i:
			            return j
			        j = i
			`, nil, nil},
		{"enclosing function locals are visible, class locals are not", `
			def f():
			    v = 1
			    class K:
			        u = v
			        def m(self):
			            return v, u
			    return lambda: v
			`, []string{"u"}, nil},
		{"del makes a name local and needs it bound", `
			a = 1
			del a
			del b
			def f():
			    print(c)
			    del c
			`, []string{"b"}, nil},
		{"walrus binds in the enclosing scope, also from a comprehension", `
			if (n := len(items)) > 1:
			    print(n)
			last = [w := v for v in vs]
			print(w, v)
			def f():
			    [(t := q) for q in range(3)]
			    return t
			`, []string{"items", "v", "vs"}, nil},
		{"star import may define anything", `
			from os.path import *
			join(a, 'b')
			def f():
			    return exists(c)
			`, nil, nil},
		{"function parameters and defaults", `
			def f(a, b=a, *args, c, d: Ann = dflt, **kw) -> Ret:
			    return a, b, args, c, d, kw
			h = lambda q, r=s, *t, **u: (q, r, t, u)
			def g(p, /, q, *, r):
			    return p + q + r
			`, []string{"Ann", "Ret", "a", "dflt", "s"}, nil},
		{"imports", `
			import os.path
			import numpy as np, json
			from collections import OrderedDict as OD, deque
			from . import sibling
			from __future__ import division
			os.path.join(np, json, OD, deque, sibling, numpy, OrderedDict, collections)
			`, []string{"OrderedDict", "collections", "numpy"}, nil},
		{"assignment target forms", `
			a, *b = f()
			[c, (d, e)] = g
			for i, (j, k) in pairs:
			    print(i, j, k)
			with open(p) as fh, ctx() as (m, n):
			    print(fh, m, n)
			try:
			    pass
			except (KeyError, Err) as exc:
			    print(exc)
			x = y = 0
			obj.attr = tgt[idx] = 5
			print(a, b, c, d, e, x, y)
			`, []string{"Err", "ctx", "f", "g", "idx", "obj", "p", "pairs", "tgt"}, nil},
		{"function and class definitions, decorators and bases", `
			@decorate(1)
			class C(Base, metaclass=Meta):
			    def m(self):
			        return C, helper()
			def helper():
			    return C()
			`, []string{"Base", "Meta", "decorate"}, nil},
		{"match capture patterns", `
			match cmd:
			    case [a, *rest]:
			        print(a, rest)
			    case {"k": v, **others}:
			        print(v, others)
			    case Point(x=px, y=0) | Other() as z if z:
			        print(px)
			    case Color.RED:
			        pass
			    case _:
			        pass
			`, []string{"Color", "Other", "Point", "cmd"}, nil},
		{"annotations", `
			x: Foo = 1
			self.g: Bar = make()
			def f(a: Baz) -> Qux:
			    y: NotEvaluated = 1
			    return y
			`, []string{"Bar", "Baz", "Foo", "Qux", "make", "self"}, nil},
		{"annotations under from __future__ import annotations", `
			from __future__ import annotations
			x: Foo = 1
			def f(a: Baz) -> Qux:
			    return a
			`, nil, nil},
		{"type parameters", `
			def first[T](xs: list[T]) -> T:
			    return xs[0]
			class Box[U]:
			    item: U
			`, nil, nil},
		{"__class__ in methods", `
			class C:
			    def m(self):
			        return __class__, __module__
			    name = __qualname__
			`, []string{"__module__"}, nil},
		{"used before assignment at module level", `
			x += 1
			print(y)
			y = 2
			def f():
			    return later
			later = 3
			class C:
			    a = b
			b = 1
			z: int
			print(z)
			`, []string{"z"}, []string{"b", "x", "y"}},
		{"python 2 print and exec statements", `
			print "hello", name
			print >>sys.stderr, "x"
			exec code
			try:
			    pass
			except Exception, e:
			    print e
			`, []string{"code", "name", "sys"}, nil},
		{"async constructs", `
			async def main():
			    async with session() as s:
			        async for chunk in s.stream():
			            await consume(chunk)
			`, []string{"consume", "session"}, nil},
		{"f-strings and format specs", `
			print(f"{value!r:>{width}} {other=}")
			`, []string{"other", "value", "width"}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := analyze(t, dedent(c.src))
			want := c.undefined
			if want == nil {
				want = []string{}
			}
			if !reflect.DeepEqual(r.Undefined, want) {
				t.Errorf("undefined: got %v, want %v", r.Undefined, want)
			}
			early := c.early
			if early == nil {
				early = []string{}
			}
			if !reflect.DeepEqual(r.UsedBeforeAssignment, early) {
				t.Errorf("used before assignment: got %v, want %v", r.UsedBeforeAssignment, early)
			}
		})
	}
}

func TestStarImportReport(t *testing.T) {
	r := analyze(t, "from os.path import *\nfrom pkg . sub import *\njoin(a)\n")
	if want := []string{"os.path", "pkg.sub"}; !reflect.DeepEqual(r.StarImports, want) {
		t.Errorf("star imports %v, want %v", r.StarImports, want)
	}
	if want := []string{"a", "join"}; !reflect.DeepEqual(r.StarCovered, want) {
		t.Errorf("star covered %v, want %v", r.StarCovered, want)
	}
	if r.Usages["join"] == nil || r.Usages["a"] == nil || len(r.Usages["join"].Calls) != 1 {
		t.Errorf("usages missing: %v", r.Usages)
	}
	if len(r.Names()) != 0 || len(r.Undefined) != 0 {
		t.Errorf("names %v, want none", r.Names())
	}
}

func TestNamesSortedUnion(t *testing.T) {
	r := analyze(t, "zeta(x)\nx = 1\nalpha\n")
	if want := []string{"alpha", "x", "zeta"}; !reflect.DeepEqual(r.Names(), want) {
		t.Errorf("names %v, want %v", r.Names(), want)
	}
}

func TestSyntaxErrors(t *testing.T) {
	srcs := []string{
		"if x\n    foo(y)\nz = [1, 2\nw = bar(q)\nprint(z, w)\n",
		"def f(:\n    return a\n",
		"class (:\n",
		"x = = 1\nfor in y:\n  pass\n",
		"lambda: (",
		"@\n",
		"print 'a' % b, c.d[",
		")))(((",
		"\x00\x01",
		"",
		"   \n\t\n",
		"a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t.u.v.w()()()()[1][2][3]",
		strings.Repeat("(", 500) + "x" + strings.Repeat(")", 500),
		strings.Repeat("[", 300) + "x",
		"match x:\n case {**rest, 'k': v}:\n  pass\n case [*_, y] if y:\n  pass\n",
	}
	for _, src := range srcs {
		// Nesting deeper than CPython accepts is refused by the parser's
		// pre-scan with a clear error, as CPython refuses it.
		if err := pyparse.CheckBounds([]byte(src)); err != nil {
			if !strings.Contains(err.Error(), "nested parentheses") {
				t.Errorf("%.20q: %v", src, err)
			}
			continue
		}
		r := analyze(t, src)
		if r.Usages == nil || r.UndefinedAttributes == nil {
			t.Errorf("%q: nil maps", src)
		}
	}
	r := analyze(t, srcs[0])
	if len(r.ErrorLines) == 0 {
		t.Errorf("no error lines reported")
	}
	for _, name := range []string{"bar", "q"} {
		if !slices.Contains(r.Undefined, name) {
			t.Errorf("%s not found undefined in the parseable part: %v", name, r.Undefined)
		}
	}
	for _, name := range []string{"z", "w"} {
		if slices.Contains(r.Undefined, name) {
			t.Errorf("%s is assigned in the broken region but reported undefined: %v", name, r.Undefined)
		}
	}
}

func TestNilTree(t *testing.T) {
	r := Analyze(nil)
	if len(r.Names()) != 0 || r.Usages == nil {
		t.Errorf("nil tree: %+v", r)
	}
}

func TestDeterministic(t *testing.T) {
	src := dedent(`
		for k, v in data.items():
		    cfg[k] = v.strip() + suffix
		    if k in {"a", "b"} and v > 3:
		        log.info("%s", k, extra=v)
		total = sum(x.size for x in batch) + offset
		with lock as l, open(path) as f:
		    f.write(l.name)
		`)
	first, _ := json.Marshal(analyze(t, src))
	for i := 0; i < 20; i++ {
		again, _ := json.Marshal(analyze(t, src))
		if string(again) != string(first) {
			t.Fatalf("run %d differs:\n%s\n%s", i, first, again)
		}
	}
}

var snake = regexp.MustCompile(`^[a-z][a-z0-9]*(_[a-z0-9]+)*$`)

func TestJSONTags(t *testing.T) {
	for _, v := range []any{Report{}, Usage{}, Call{}, Key{}, Op{}, Literal{}, Arg{}, ModuleSpec{}} {
		ty := reflect.TypeOf(v)
		for i := 0; i < ty.NumField(); i++ {
			f := ty.Field(i)
			tag := strings.Split(f.Tag.Get("json"), ",")[0]
			if !snake.MatchString(tag) {
				t.Errorf("%s.%s: json tag %q is not snake_case", ty.Name(), f.Name, tag)
			}
		}
	}
}
