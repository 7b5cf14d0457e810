package instrument

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// prelude defines pass-through loaders in builtins, so that an instrumented
// program behaves exactly like the original. The site names come from a
// JSON file {"<id>": name}.
const prelude = `
import builtins, json, sys

_names = {}
_hits = set()

def load_names(path):
    global _names
    with open(path) as f:
        _names = {int(k): v for k, v in json.load(f).items()}

def _n_(id, thunk, ns=None):
    _hits.add(id)
    if ns is not None:
        name = _names[id]
        if name in ns:
            return ns[name]
    return thunk()

def _a_(id, obj):
    _hits.add(id)
    return getattr(obj, _names[id])

def _c_(id, fn, /, *args, **kwargs):
    _hits.add(id)
    return fn(*args, **kwargs)

def _im_(id, mod, asflag, g):
    _hits.add(id)
    m = __import__(mod, g, None, (), 0)
    if asflag:
        for part in mod.split(".")[1:]:
            m = getattr(m, part)
    return m

def _fr_(id, mod, level, names, g):
    _hits.add(id)
    m = __import__(mod, g, None, names, level)
    out = []
    for n in names:
        try:
            out.append(getattr(m, n))
        except AttributeError:
            full = m.__name__ + "." + n
            __import__(full)
            out.append(sys.modules[full])
    return tuple(out)

def _st_(id, mod, level, g):
    _hits.add(id)
    m = __import__(mod, g, None, ("*",), level)
    names = getattr(m, "__all__", None)
    if names is None:
        names = [n for n in vars(m) if not n.startswith("_")]
    for n in names:
        g[n] = getattr(m, n)

for _f in (_n_, _a_, _c_, _im_, _fr_, _st_):
    setattr(builtins, _f.__name__, _f)
`

// runSnippets executes files as modules, each in fresh globals, and prints
// a header before each one's output: argv is a JSON list of
// [label, file, names-or-"", module, sys.path entry or ""].
const runSnippets = prelude + `
import traceback
for label, path, names, module, root in json.load(open(sys.argv[1])):
    print("=====", label, flush=True)
    _hits.clear()
    if names:
        load_names(names)
    if root:
        sys.path.insert(0, root)
    g = {"__name__": module, "__file__": path, "__builtins__": builtins}
    if "." in module:
        g["__package__"] = module.rpartition(".")[0]
    try:
        with open(path) as f:
            code = compile(f.read(), path, "exec", dont_inherit=True)
        exec(code, g)
    except BaseException as e:
        print("raised", type(e).__name__, e)
        traceback.print_exc()
    if names:
        print("===== hits", label)
        print(len(_hits))
    sys.stdout.flush()
`

// snippets exercise the constructs whose rewrite could change behaviour.
var snippets = map[string]string{
	"class_body.py": `
x = "global"
def outer():
    y = "free"
    class C:
        x = "class"
        z = x + y
        w = [x for _ in range(2)]
        v = [len(q) for q in (x, y)]
        def m(self):
            return x, y
    return C
C = outer()
print(C.z, C.w, C.v, C().m())
print(sorted(k for k in vars(C) if not k.startswith("__")))
`,
	"generic_annotations.py": `
from typing import Dict, List, Optional
import typing as t
Row = int
rv: dict[str, t.Any] = {"k": 1}
table: Dict[str, List[Row]] = {}
def f(x: List[Optional[Row]], y: "Dict[str, Row]" = None) -> Dict[str, List[Row]]:
    return {"n": x}
class C:
    field: Optional[Dict[str, Row]] = None
print(rv, table, f([1]), f.__annotations__["x"], sorted(C.__annotations__))
`,
	"fstrings.py": `
x, w, d = "ab", 6, {"k": 3.14159}
print(f"{w:{w=}}|{w:=^10}|{w:=10}|{x!r:>{w}}|{d['k']:.{2}f}|{x=}|{ x = }|{w=:>4}|{w=!s}|{ {1: x}[1]=}")
print(f'{"nested " + f"{x}"}' f"{{literal}} {w:{'>'}{w}}")
print(f"""{
    x
}""")
`,
	"scopes.py": `
g = 0
def inc():
    global g
    g += 1
    return g
def counter():
    n = 0
    def bump():
        nonlocal n
        n += 1
        return n
    return bump
b = counter()
print(inc(), inc(), b(), b(), g)
data = [1, 2, 3, 4]
print([y for v in data if (y := v * 2) > 4], y)
total = 0
if any((total := total + v) > 5 for v in data):
    print("total", total)
`,
	"decorators.py": `
import functools
def tag(name, *, upper=False):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*a, **k):
            r = fn(*a, **k)
            return f"<{name}>{r.upper() if upper else r}</{name}>"
        return wrapper
    return deco
class K:
    prefix = "k"
    @tag("b", upper=True)
    def hello(self, who="w" + prefix):
        return "hi " + who
    @property
    def p(self):
        return self._p
    @p.setter
    def p(self, v):
        self._p = v * 2
    @staticmethod
    def s(a=prefix):
        return a
k = K()
k.p = 21
print(k.hello(), k.hello.__name__, k.p, K.s())
`,
	"super_calls.py": `
class A:
    def __init__(self, v):
        self.v = v
    def show(self):
        return "A" + str(self.v)
class B(A):
    tag = A.__name__ + str(len(locals()))
    def __init__(self, v):
        super().__init__(v + 1)
    def show(self):
        return "B" + super().show() + super(B, self).show()
    def cls(self):
        return __class__.__name__
class C(B):
    pass
print(sorted(vars(B)), B.tag)
print(C(1).show(), C(1).cls(), sorted(vars(C(2))), "show" in dir(C))
def f():
    a = 5
    return sorted(locals()), eval("a + 1"), globals()["A"].__name__
print(f())
exec("print('exec', A(3).v)")
`,
	"generators.py": `
def gen(n):
    for i in range(n):
        got = yield i * i
        if got:
            print("got", got)
    return "done"
g = gen(3)
print(next(g), g.send("x"), list(g))
def deleg():
    r = yield from gen(2)
    print("result", r)
print(list(deleg()))
print(sum(x for x in range(5) if x % 2))
`,
	"asyncs.py": `
import asyncio
async def double(x):
    await asyncio.sleep(0)
    return x * 2
async def agen(n):
    for i in range(n):
        yield await double(i)
async def main():
    r = await double(4)
    s = [v async for v in agen(3)]
    async with Ctx() as c:
        print("inside", c)
    return r, s
class Ctx:
    async def __aenter__(self):
        return "ctx"
    async def __aexit__(self, *exc):
        return False
print(asyncio.run(main()))
`,
	"lambdas.py": `
base = 10
fs = [lambda x, b=base, k=i: x + b + k for i in range(3)]
print([f(1) for f in fs])
sort_key = lambda p: (-p[1], p[0])
print(sorted([("a", 1), ("b", 2), ("c", 1)], key=sort_key))
curry = lambda a: lambda b: a * b
print(curry(3)(4), (lambda *a, **k: (a, k))(1, z=2))
`,
	"mangling.py": `
class Account:
    __count = 0
    __limit = __count + 3
    limits = [__limit, [v for v in [__limit]]]
    def __init__(self, owner):
        self.__owner = owner
        Account.__count += 1
        self.__class__.__count
    def owner(self):
        return self.__owner, self._Account__owner, Account.__count
    def __repr__(self):
        return "Account(%r)" % self.__owner
class _Private:
    def __init__(self):
        self.__secret = 1
    def get(self):
        return self.__secret, hasattr(self, "_Private__secret")
class ___:
    def __init__(self):
        self.__raw = 2
    def get(self):
        return self.__raw, hasattr(self, "__raw")
print(Account.limits, Account("ann").owner(), Account("bob"), _Private().get(), ___().get())
`,
	"future.py": `"""Module docstring."""
from __future__ import annotations
def f(x: UndefinedType) -> AlsoUndefined:
    return x
print(f(3), f.__annotations__)
`,
	"imports.py": `
import os, os.path
import collections.abc as cabc
import xml.etree.ElementTree as ET
from json import dumps, loads as parse
from collections import (
    OrderedDict,
    Counter as Cnt,  # comment
)
from xml.etree import ElementTree
from string import *
try:
    import not_a_module_xyz
except ImportError:
    not_a_module_xyz = None
try:
    from also_missing_xyz import thing
except (ValueError, ModuleNotFoundError):
    thing = "fallback"
def later():
    import math
    from math import sqrt as root
    return math.floor(root(17))
print(os.path.join("a", "b"), cabc.Mapping.__name__, ET.__name__, ElementTree is ET)
print(dumps(parse("[1, 2]")), OrderedDict(a=1), Cnt("aab"), ascii_lowercase[:3])
print(not_a_module_xyz, thing, later())
`,
	"misc.py": `
import math
class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def __iter__(self):
        yield self.x
        yield self.y
p = Point(3, 4)
p.x += 1
p.__dict__["y"] *= 2
grid = [[0] * 3 for _ in range(2)]
grid[1][2] = 5
del grid[0]
a, (b, *c), [d] = 1, (2, 3, 4), [5]
print(math.hypot(*p), grid, a, b, c, d)
with open(__file__) as fh, open(__file__) as fh2:
    print(len(fh.read()) == len(fh2.read()))
try:
    {}["missing"]
except KeyError as e:
    print("key", e)
else:
    pass
finally:
    print("finally")
match p.x, p.y:
    case (4, y) if y > 5:
        print("matched", y)
    case _:
        print("no match")
d = {k: v for k, v in zip("ab", range(2))}
s = {v % 2 for v in range(5)}
print(d, s, d.get("a"), [*d, *s], {**d, "c": 3})
print(type(p).__name__, isinstance(p, Point), (p.x if p.y else None), not p)
x = (p
     .x)
print(x, "%s-%d" % ("a", 1), "{0}{k}".format(1, k=2), __name__)
i = 0
while i < 3:
    i += 1
else:
    print("while done", i)
assert i == 3, "i"
`,
	"more.py": `
import functools
def register(cls):
    cls.registered = True
    return cls
@register
class Slotted:
    __slots__ = ("a", "__b")
    import string as strmod
    letters = strmod.ascii_lowercase[:2]
    get_b = lambda self: self.__b
    tmp = 1
    del tmp
    def __init__(self):
        self.a, self.__b = 1, 2
s = Slotted()
print(Slotted.registered, s.get_b(), Slotted.letters, hasattr(Slotted, "tmp"), 1 < s.a <= 2 != 3)
try:
    raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
except* ValueError as e:
    print("value", e.exceptions)
except* TypeError:
    print("type")
def co():
    got = []
    while True:
        got.append((yield len(got)))
        if len(got) > 2:
            return got
c = co()
next(c)
c.send("a")
c.send("b")
try:
    c.send("c")
except StopIteration as stop:
    print("stop", stop.value)
table = {(1, 2): "pair"}
key = (1, 2)
print(table[key], table[(*key,)], f"{key}"
      f"{table[key]!s:>{len(key) * 3}}")
@functools.lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(30), fib.cache_info().hits > 0)
def shadow():
    len = lambda x: -1
    return len([1, 2])
print(shadow(), len([1, 2]), (lambda: __name__)())
class Meta(type):
    def __new__(mcs, name, bases, ns, **kw):
        ns["kw"] = kw
        return super().__new__(mcs, name, bases, ns)
class WithMeta(metaclass=Meta, flag=True):
    pass
print(WithMeta.kw, type(WithMeta).__name__)
`,
	"chains.py": `
text = "  Hello World  "
r = text \
    .strip() \
    .lower() \
    .split()
print(r)
print((text
       .strip()  # comment
       .upper()))
`,
}

// pkgFiles make a package whose module uses relative imports.
var pkgFiles = map[string]string{
	"pkg/__init__.py":     "VALUE = 'init'\n",
	"pkg/helper.py":       "def twice(x):\n    return 2 * x\n",
	"pkg/sub/__init__.py": "",
	"pkg/sub/leaf.py":     "NAME = 'leaf'\n",
	"pkg/sub/main.py": `
from .. import helper
from ..helper import twice as tw
from .leaf import NAME
from . import leaf as lf
from .. import VALUE
from ..sub import *
print(helper.twice(2), tw(3), NAME, lf.NAME, VALUE, leaf.NAME)
`,
}

func writeFile(t testing.TB, path, data string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

// names is the site table's id -> name map for the prelude.
func names(p *Program) []byte {
	m := map[int]string{}
	for _, s := range p.Sites {
		m[s.ID] = s.Name
	}
	b, _ := json.Marshal(m)
	return b
}

// TestSemantics runs each snippet as it is and instrumented, with
// pass-through loaders, and requires the same output.
func TestSemantics(t *testing.T) {
	py := python(t)
	dir := t.TempDir()
	type job struct {
		name, orig, inst, names, module, root string
		sites                                 int
	}
	var jobs []job
	add := func(rel, src, module, root string) {
		p := instrument(t, src)
		orig := filepath.Join(dir, "orig", rel)
		inst := filepath.Join(dir, "inst", rel)
		nm := inst + ".names.json"
		writeFile(t, orig, src)
		writeFile(t, inst, string(p.Source))
		writeFile(t, nm, string(names(p)))
		jobs = append(jobs, job{rel, orig, inst, nm, module, root, len(p.Sites)})
	}
	for name, src := range snippets {
		add(name, src, "__main__", "")
	}
	for rel, src := range pkgFiles {
		if rel != "pkg/sub/main.py" {
			writeFile(t, filepath.Join(dir, "orig", rel), src)
			writeFile(t, filepath.Join(dir, "inst", rel), src)
		}
	}
	add("pkg/sub/main.py", pkgFiles["pkg/sub/main.py"], "pkg.sub.main", "")
	sort.Slice(jobs, func(i, j int) bool { return jobs[i].name < jobs[j].name })

	// One process runs all originals, another all instrumented files.
	var lists [2][][5]string
	for _, j := range jobs {
		root := ""
		if j.module != "__main__" {
			root = filepath.Join(dir, "orig")
		}
		lists[0] = append(lists[0], [5]string{j.name, j.orig, "", j.module, root})
		if root != "" {
			root = filepath.Join(dir, "inst")
		}
		lists[1] = append(lists[1], [5]string{j.name, j.inst, j.names, j.module, root})
	}
	outs := runBoth(t, py, dir, runSnippets, lists[0], lists[1])
	a, b := sections(outs[0]), sections(outs[1])
	for _, j := range jobs {
		hits := strings.TrimSpace(b["hits "+j.name])
		if atoi(hits)*2 < j.sites {
			t.Errorf("%s: only %s of %d sites reached the loaders", j.name, hits, j.sites)
		}
		t.Logf("%s: %s of %d sites reached", j.name, hits, j.sites)
		if strings.TrimSpace(a[j.name]) == "" || strings.Contains(a[j.name], "raised") {
			t.Errorf("%s: original printed nothing or raised:\n%s", j.name, a[j.name])
		}
		if a[j.name] != b[j.name] {
			inst, _ := os.ReadFile(j.inst)
			t.Errorf("%s: output differs\noriginal:\n%s\ninstrumented:\n%s\nsource:\n%s", j.name, a[j.name], b[j.name], inst)
		}
	}
}

// runBoth runs script on two job lists in two python3 processes at once and
// returns their outputs.
func runBoth(t *testing.T, py, dir, script string, lists ...any) [2]string {
	var outs [2]string
	var wg sync.WaitGroup
	for i, list := range lists {
		b, _ := json.Marshal(list)
		lf := filepath.Join(dir, fmt.Sprintf("list%d.json", i))
		writeFile(t, lf, string(b))
		wg.Add(1)
		go func(i int, lf string) {
			defer wg.Done()
			start := time.Now()
			out, err := exec.Command(py, "-c", script, lf).CombinedOutput()
			if err != nil {
				t.Errorf("python3: %v\n%s", err, out)
			}
			t.Logf("process %d: %v", i, time.Since(start).Round(time.Millisecond))
			outs[i] = string(out)
		}(i, lf)
	}
	wg.Wait()
	return outs
}

// sections splits runSnippets' output by label.
func sections(out string) map[string]string {
	m := map[string]string{}
	label := ""
	for _, line := range strings.SplitAfter(out, "\n") {
		if strings.HasPrefix(line, "===== ") {
			label = strings.TrimSpace(strings.TrimPrefix(line, "===== "))
			continue
		}
		m[label] += line
	}
	return m
}

// quixDriver loads each QuixBugs program, calls its function on the JSON
// test cases and prints the results: argv is a JSON list of
// [function, file, names-or-"", testcases].
const quixDriver = prelude + `
import inspect
for name, path, names, cases in json.load(open(sys.argv[1])):
    if names:
        load_names(names)
    g = {"__name__": name, "__builtins__": builtins}
    with open(path) as f:
        exec(compile(f.read(), path, "exec"), g)
    for line in open(cases):
        if not line.strip():
            continue
        args, expected = json.loads(line)
        if name == "knapsack" and args[0] > 10000:
            continue  # minutes of work
        if name == "longest_common_subsequence" and len(args[0]) + len(args[1]) > 25:
            continue  # exponential: seconds of work
        try:
            res = g[name](*args)
            if inspect.isgenerator(res):
                res = list(res)
            print(name, repr(res))
        except Exception as e:
            print(name, "raised", type(e).__name__)
`

// TestQuixBugsSemantics runs QuixBugs' correct programs on their test cases,
// as they are and instrumented, and requires the same results.
func TestQuixBugsSemantics(t *testing.T) {
	root := filepath.Join(datasets(t), "quixbugs")
	py := python(t)
	cases, _ := filepath.Glob(filepath.Join(root, "json_testcases", "*.json"))
	if len(cases) == 0 {
		t.Skip("no QuixBugs test cases")
	}
	dir := t.TempDir()
	var orig, inst [][4]string
	for _, c := range cases {
		name := strings.TrimSuffix(filepath.Base(c), ".json")
		src, err := os.ReadFile(filepath.Join(root, "correct_python_programs", name+".py"))
		if err != nil {
			continue
		}
		p := instrument(t, string(src))
		f := filepath.Join(dir, name+".py")
		writeFile(t, f, string(p.Source))
		writeFile(t, f+".json", string(names(p)))
		orig = append(orig, [4]string{name, filepath.Join(root, "correct_python_programs", name+".py"), "", c})
		inst = append(inst, [4]string{name, f, f + ".json", c})
	}
	outs := runBoth(t, py, dir, quixDriver, orig, inst)
	a, b := strings.Split(outs[0], "\n"), strings.Split(outs[1], "\n")
	if len(a) < 50 {
		t.Errorf("only %d results from the original programs:\n%s", len(a), outs[0])
	}
	if len(a) != len(b) {
		t.Fatalf("%d results, instrumented %d", len(a), len(b))
	}
	for i := range a {
		if a[i] != b[i] {
			t.Errorf("result %d: %q, instrumented %q", i, a[i], b[i])
		}
	}
	t.Logf("%d programs, %d results", len(orig), len(a))
}

func atoi(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		return -1
	}
	return n
}
