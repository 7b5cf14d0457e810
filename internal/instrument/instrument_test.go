package instrument

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"testing"

	"unstuck/internal/pyparse"
)

func instrument(t testing.TB, src string) *Program {
	t.Helper()
	tr, err := pyparse.Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	p, err := Instrument(tr)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// goldens: one row per rewrite of the contract's table and per rule of what
// is not rewritten.
var goldens = []struct{ name, src, want string }{
	// name reads
	{"name", "x\n", "_n_(1, lambda: x)\n"},
	// tree-sitter reads "*f().g" as "(*f)().g": the star goes before the chain
	{"splat of a super call", "v = lambda _: [*super().values()]\n", "v = lambda _: [*_c_(1, _a_(2, super()))]\n"},
	{"splat of a call chain", "x = [*g(1).h]\n", "x = [*_a_(1, _c_(2, _n_(3, lambda: g), 1))]\n"},
	{"name in class body", "class C:\n    y = x\n", "class C:\n    y = _n_(1, lambda: x, locals())\n"},
	{"name in method is plain", "class C:\n    def f(self):\n        return x\n",
		"class C:\n    def f(self):\n        return _n_(1, lambda: x)\n"},
	{"class bases in enclosing scope", "class C(B, metaclass=M):\n    pass\n",
		"class C(_n_(1, lambda: B), metaclass=_n_(2, lambda: M)):\n    pass\n"},
	{"nested class body", "def f():\n    class C:\n        y = x\n",
		"def f():\n    class C:\n        y = _n_(1, lambda: x, locals())\n"},
	// attributes
	{"attribute", "a.b\n", "_a_(1, _n_(2, lambda: a))\n"},
	{"attribute chain", "a.b.c\n", "_a_(1, _a_(2, _n_(3, lambda: a)))\n"},
	{"attribute of call", "f().b\n", "_a_(1, _c_(2, _n_(3, lambda: f)))\n"},
	{"attribute across lines", "x = (a  # c\n     .b)\n", "x = (_a_(1, _n_(2, lambda: a)  # c\n     ))\n"},
	// calls
	{"call", "f(a, *b, k=c, **d)\n",
		"_c_(1, _n_(2, lambda: f), _n_(3, lambda: a), *_n_(4, lambda: b), k=_n_(5, lambda: c), **_n_(6, lambda: d))\n"},
	{"call without arguments", "f()\n", "_c_(1, _n_(2, lambda: f))\n"},
	{"method call", "o.m(1)\n", "_c_(1, _a_(2, _n_(3, lambda: o)), 1)\n"},
	{"call with generator argument", "f(x for x in y)\n",
		"_c_(1, _n_(2, lambda: f), (_n_(3, lambda: x) for x in _n_(4, lambda: y)))\n"},
	{"call across lines", "f(\n    a,\n)\n", "_c_(1, _n_(2, lambda: f), \n    _n_(3, lambda: a),\n)\n"},
	{"empty call with comment", "f(  # c\n)\n", "_c_(1, _n_(2, lambda: f)  # c\n)\n"},
	{"decorator with arguments", "@d(1)\ndef f():\n    pass\n", "@_c_(1, _n_(2, lambda: d), 1)\ndef f():\n    pass\n"},
	// imports
	{"import", "import a.b.c\n", `a = _im_(1, "a.b.c", 0, globals())` + "\n"},
	{"import as", "import a.b as m\n", `m = _im_(1, "a.b", 1, globals())` + "\n"},
	{"import several", "import a, b as c\n", `a = _im_(1, "a", 0, globals()); c = _im_(2, "b", 1, globals())` + "\n"},
	{"from import", "from .m import a, b as c\n", `a, c = _fr_(1, "m", 1, ("a", "b"), globals())` + "\n"},
	{"from import one", "from os import path\n", `path, = _fr_(1, "os", 0, ("path",), globals())` + "\n"},
	{"from dot import", "from . import x\n", `x, = _fr_(1, "", 1, ("x",), globals())` + "\n"},
	{"from dots import", "from ..p.q import x\n", `x, = _fr_(1, "p.q", 2, ("x",), globals())` + "\n"},
	{"from import star", "from m import *\n", `_st_(1, "m", 0, globals())` + "\n"},
	{"multi-line import", "from m import (a,  # c\n    b)\nx\n",
		`a, b = _fr_(1, "m", 0, ("a", "b"), globals()` + "\n)\n_n_(2, lambda: x)\n"},
	{"import in one-line body", "if x: import a, b\n",
		`if _n_(1, lambda: x): a = _im_(2, "a", 0, globals()); b = _im_(3, "b", 0, globals())` + "\n"},
	{"import guarded by other error", "try:\n    import a\nexcept ValueError:\n    pass\n",
		"try:\n    a = _im_(1, \"a\", 0, globals())\nexcept _n_(2, lambda: ValueError):\n    pass\n"},
	// write targets
	{"assignment target", "x = y\n", "x = _n_(1, lambda: y)\n"},
	{"chained assignment", "a = b = c\n", "a = b = _n_(1, lambda: c)\n"},
	{"unpacking target", "a, (b, *c), [d] = e\n", "a, (b, *c), [d] = _n_(1, lambda: e)\n"},
	{"augmented assignment", "x += 1\n", "x += 1\n"},
	{"attribute target base is a read", "x.y = 1\n", "_n_(1, lambda: x).y = 1\n"},
	{"subscript target", "x[i] = 1\n", "_n_(1, lambda: x)[_n_(2, lambda: i)] = 1\n"},
	{"nested attribute target", "a.b.c += 1\n", "_a_(1, _n_(2, lambda: a)).c += 1\n"},
	{"for target", "for i, self.j in k:\n    pass\n", "for i, _n_(1, lambda: self).j in _n_(2, lambda: k):\n    pass\n"},
	{"with target", "with a as (b, c):\n    pass\n", "with _n_(1, lambda: a) as (b, c):\n    pass\n"},
	{"except target", "try:\n    pass\nexcept E as e:\n    pass\n", "try:\n    pass\nexcept _n_(1, lambda: E) as e:\n    pass\n"},
	{"walrus target", "(y := z)\n", "(y := _n_(1, lambda: z))\n"},
	{"del", "del x, y.z, w[0]\n", "del x, _n_(1, lambda: y).z, _n_(2, lambda: w)[0]\n"},
	{"global and nonlocal", "def f():\n    global g\n    nonlocal h\n", "def f():\n    global g\n    nonlocal h\n"},
	{"keyword argument names", "f(a=b)\n", "_c_(1, _n_(2, lambda: f), a=_n_(3, lambda: b))\n"},
	{"annotations are evaluated expressions", "def f(a: int = b, *c: T) -> R:\n    x: List[int] = y\n",
		"def f(a: _n_(1, lambda: int) = _n_(2, lambda: b), *c: _n_(3, lambda: T)) -> _n_(4, lambda: R):\n    x: _n_(5, lambda: List)[_n_(6, lambda: int)] = _n_(7, lambda: y)\n"},
	{"annotations under future import stay text", "from __future__ import annotations\ndef f(a: int = b) -> R:\n    pass\n",
		"from __future__ import annotations\ndef f(a: int = _n_(1, lambda: b)) -> R:\n    pass\n"},
	{"lambda", "g = lambda a=b, *c: a + d\n", "g = lambda a=_n_(1, lambda: b), *c: _n_(2, lambda: a) + _n_(3, lambda: d)\n"},
	{"match patterns", "match p:\n    case Point(x=0) | [a, *_] if a > 1:\n        pass\n",
		"match _n_(1, lambda: p):\n    case Point(x=0) | [a, *_] if _n_(2, lambda: a) > 1:\n        pass\n"},
	{"future import", "from __future__ import annotations\nx\n", "from __future__ import annotations\n_n_(1, lambda: x)\n"},
	{"import guarded by ImportError", "try:\n    import a\n    from b import c\nexcept ImportError:\n    a = None\n",
		"try:\n    import a\n    from b import c\nexcept _n_(1, lambda: ImportError):\n    a = None\n"},
	{"import guarded by bare except", "try:\n    if x:\n        import a\nexcept:\n    pass\n",
		"try:\n    if _n_(1, lambda: x):\n        import a\nexcept:\n    pass\n"},
	{"import guarded by tuple", "try:\n    import a\nexcept (ValueError, builtins.ModuleNotFoundError) as e:\n    pass\n",
		"try:\n    import a\nexcept (_n_(1, lambda: ValueError), _a_(2, _n_(3, lambda: builtins))) as e:\n    pass\n"},
	{"guard does not reach function bodies", "try:\n    def f():\n        import a\nexcept Exception:\n    pass\n",
		"try:\n    def f():\n        a = _im_(1, \"a\", 0, globals())\nexcept _n_(2, lambda: Exception):\n    pass\n"},
	{"frame-inspecting calls", "super().f(locals(), vars(o), dir(), globals(), eval(s), exec(s))\n",
		"_c_(1, _a_(2, super()), locals(), vars(_n_(3, lambda: o)), dir(), globals(), eval(_n_(4, lambda: s)), exec(_n_(5, lambda: s)))\n"},
	{"python 2 print", "print \"x\", y\n", "print \"x\", y\n"},
	// scopes
	{"comprehension in class", "class C:\n    a = [x + y for x in z if w]\n",
		"class C:\n    a = [_n_(1, lambda: x) + _n_(2, lambda: y) for x in _n_(3, lambda: z, locals()) if _n_(4, lambda: w)]\n"},
	{"nested comprehension", "[b for a in c for b in a]\n",
		"[_n_(1, lambda: b) for a in _n_(2, lambda: c) for b in _n_(3, lambda: a)]\n"},
	{"dict comprehension", "{k: v for k, v in d}\n", "{_n_(1, lambda: k): _n_(2, lambda: v) for k, v in _n_(3, lambda: d)}\n"},
	{"method defaults and decorators in class scope", "class C:\n    @p.setter\n    def f(self, a=D):\n        pass\n",
		"class C:\n    @_a_(1, _n_(2, lambda: p, locals()))\n    def f(self, a=_n_(3, lambda: D, locals())):\n        pass\n"},
	// f-strings
	{"f-string with conversion and nested spec", "f\"{x!r:>{w}}\"\n", "f\"{_n_(1, lambda: x)!r:>{_n_(2, lambda: w)}}\"\n"},
	{"f-string nested quotes", "f\"{d['k']} {{lit}}\"\n", "f\"{_n_(1, lambda: d)['k']} {{lit}}\"\n"},
	{"f-string self-documenting", "f\"{x=} {y = !s} {z=:>4} {a+b=}\"\n",
		"f\"x={_n_(1, lambda: x)!r} y = {_n_(2, lambda: y)!s} z={_n_(3, lambda: z):>4} a+b={_n_(4, lambda: a)+_n_(5, lambda: b)!r}\"\n"},
	{"f-string self-documenting with braces", "f\"{ {1: x}[1]=}\"\n", "f\" {{1: x}}[1]={ {1: _n_(1, lambda: x)}[1]!r}\"\n"},
	// line structure
	{"backslash continuation", "x = a + \\\n    b\n", "x = _n_(1, lambda: a) + \\\n    _n_(2, lambda: b)\n"},
	{"import with backslash", "import a, \\\n    b\n", `a = _im_(1, "a", 0, globals()); b = _im_(2, "b", 0, globals()` + "\n)\n"},
	{"attribute chain with backslashes", "r = s \\\n    .strip() \\\n    .lower()\n",
		"r = _c_(1, _a_(2, _c_(3, _a_(4, _n_(5, lambda: s) \\\n    )) \\\n    ))\n"},
	{"CRLF line breaks", "from m import (a,\r\n    b)\r\nx\r\n",
		`a, b = _fr_(1, "m", 0, ("a", "b"), globals()` + "\r\n)\r\n_n_(2, lambda: x)\r\n"},
	{"f-string specifier starting with =", "f\"{n:=^10}\"\n", "f\"{_n_(1, lambda: n):=^10}\"\n"},
	{"print call with a space", "print (x)\n", "_c_(1, _n_(2, lambda: print) , _n_(3, lambda: x))\n"},
	{"comments and docstrings", "\"\"\"doc\"\"\"\n# x\ny  # z\n", "\"\"\"doc\"\"\"\n# x\n_n_(1, lambda: y)  # z\n"},
}

func TestGoldens(t *testing.T) {
	for _, g := range goldens {
		t.Run(g.name, func(t *testing.T) {
			p := instrument(t, g.src)
			if got := string(p.Source); got != g.want {
				t.Errorf("instrument(%q)\n got: %q\nwant: %q", g.src, got, g.want)
			}
		})
	}
}

// TestGoldensCompile: each golden's output compiles whenever its input does.
func TestGoldensCompile(t *testing.T) {
	dir := t.TempDir()
	var files []string
	for i, g := range goldens {
		f := filepath.Join(dir, strconv.Itoa(i)+".py")
		if err := os.WriteFile(f, []byte(g.src), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	if n := compileRegressions(t, files); n < len(goldens)*3/4 {
		t.Errorf("only %d of %d golden inputs compile", n, len(goldens))
	}
}

func TestSites(t *testing.T) {
	src := "import os\nclass Cls:\n    def f(self):\n        return self.__x.__y__(n)\n"
	p := instrument(t, src)
	head := []string{"class", "Cls", ":", "def", "f", "(", "self", ")", ":", "return"}
	want := []Site{
		{ID: 1, Kind: "import", Name: "os", Line: 1, Col: 7, EndLine: 1, EndCol: 9,
			Before: []string{"import"}, After: head},
		{ID: 2, Kind: "call", Name: "self.__x.__y__", Line: 4, Col: 15, EndLine: 4, EndCol: 32,
			Before: head, After: []string{}},
		{ID: 3, Kind: "attribute", Name: "__y__", Line: 4, Col: 15, EndLine: 4, EndCol: 29,
			Before: head, After: []string{"(", "n", ")"}, Role: "called"},
		{ID: 4, Kind: "attribute", Name: "_Cls__x", Line: 4, Col: 15, EndLine: 4, EndCol: 23,
			Before: head, After: []string{".", "__y__", "(", "n", ")"}, Role: "attr:__y__"},
		{ID: 5, Kind: "name", Name: "self", Line: 4, Col: 15, EndLine: 4, EndCol: 19,
			Before: head, After: []string{".", "__x", ".", "__y__", "(", "n", ")"}, Role: "attr:__x"},
		{ID: 6, Kind: "name", Name: "n", Line: 4, Col: 30, EndLine: 4, EndCol: 31,
			Before: []string{"self", ")", ":", "return", "self", ".", "__x", ".", "__y__", "("}, After: []string{")"}},
	}
	if !reflect.DeepEqual(p.Sites, want) {
		got, _ := json.MarshalIndent(p.Sites, "", " ")
		t.Errorf("sites:\n%s", got)
	}
	b, _ := json.Marshal(p.Sites[0])
	if string(b) != `{"id":1,"kind":"import","name":"os","line":1,"col":7,"end_line":1,"end_col":9,"before":["import"],"after":["class","Cls",":","def","f","(","self",")",":","return"]}` {
		t.Errorf("JSON: %s", b)
	}
}

func TestContextTokens(t *testing.T) {
	p := instrument(t, "s = \"a long string\"  # comment\nprint(s, f\"{s}!\")\n")
	// print's call site: before skips the comment, the plain string is one
	// token, the f-string is split at its replacement field.
	s := p.Sites[0]
	if s.Name != "print" || !reflect.DeepEqual(s.Before, []string{"s", "=", `"a long string"`}) || len(s.After) != 0 {
		t.Errorf("call site: %+v", s)
	}
	n := p.Sites[2]
	if n.Name != "s" || !reflect.DeepEqual(n.After, []string{",", `f"`, "{", "s", "}", "!", `"`, ")"}) {
		t.Errorf("name site: %+v", n)
	}
}

func TestMangle(t *testing.T) {
	for _, c := range []struct{ name, cls, want string }{
		{"__x", "Cls", "_Cls__x"},
		{"__x", "_Cls", "_Cls__x"},
		{"__x", "__Cls", "_Cls__x"},
		{"__x", "___", "__x"},
		{"__x__", "Cls", "__x__"},
		{"_x", "Cls", "_x"},
		{"__x", "", "__x"},
		{"__x_", "C", "_C__x_"},
	} {
		if got := mangle(c.name, c.cls); got != c.want {
			t.Errorf("mangle(%q, %q) = %q, want %q", c.name, c.cls, got, c.want)
		}
	}
	// nested classes mangle with their own name; functions inside a class
	// with the class's.
	p := instrument(t, "class A:\n    class B:\n        __p\n    def f(self):\n        self.__q\n")
	names := []string{}
	for _, s := range p.Sites {
		names = append(names, s.Name)
	}
	if want := []string{"_B__p", "_A__q", "self"}; !reflect.DeepEqual(names, want) {
		t.Errorf("names %v, want %v", names, want)
	}
}

func TestSkipped(t *testing.T) {
	p := instrument(t, "from __future__ import annotations\ntry:\n    import a\nexcept ImportError:\n    pass\nsuper()\n")
	var kinds []string
	for _, s := range p.Skipped {
		kinds = append(kinds, s.Kind)
	}
	if want := []string{"future_import_statement", "import_statement", "call"}; !reflect.DeepEqual(kinds, want) {
		t.Errorf("skipped %+v", p.Skipped)
	}
}

func TestSyntaxErrorsKept(t *testing.T) {
	src := "x = (1,\ny = 2\ndef f(:\n    return z\n"
	p := instrument(t, src)
	if bytes.Count(p.Source, []byte("\n")) != strings.Count(src, "\n") {
		t.Errorf("lines changed: %q", p.Source)
	}
	if len(p.Skipped) == 0 {
		t.Errorf("no ERROR region reported: %q", p.Source)
	}
}

// datasets is where the benchmark data lives.
func datasets(t *testing.T) string {
	dir := os.Getenv("UNSTUCK_DATASETS")
	if dir == "" {
		dir = "/work/shared/datasets"
	}
	if _, err := os.Stat(dir); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("datasets missing in CI: %v", err)
		}
		t.Skipf("datasets not available: %v", err)
	}
	return dir
}

func datasetFiles(t *testing.T) []string {
	dir := datasets(t)
	var files []string
	for _, sub := range []string{"snippets/so", "snippets/oss", "quixbugs", "leetcode"} {
		root := filepath.Join(dir, sub)
		if _, err := os.Stat(root); err != nil {
			if os.Getenv("CI") != "" {
				t.Fatalf("dataset %s missing in CI", root)
			}
			continue
		}
		filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(p, ".py") {
				files = append(files, p)
			}
			return nil
		})
	}
	if len(files) == 0 {
		t.Skip("no dataset files")
	}
	sort.Strings(files)
	return files
}

// TestDatasetLines: the instrumented source of every dataset file has the
// same number of lines, and its site table is consistent.
func TestDatasetLines(t *testing.T) {
	for _, f := range datasetFiles(t) {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		tr, err := pyparse.Parse(src)
		if err != nil {
			continue // not text
		}
		p, err := Instrument(tr)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		if a, b := bytes.Count(src, []byte("\n")), bytes.Count(p.Source, []byte("\n")); a != b {
			t.Errorf("%s: %d newlines, instrumented %d", f, a, b)
		}
		checkSites(t, f, src, p)
	}
}

// checkSites: ids are 1..n in source order (an enclosing site before the
// sites inside it), and each site's span holds what its name says.
func checkSites(t *testing.T, f string, src []byte, p *Program) {
	t.Helper()
	lines := bytes.SplitAfter(src, []byte("\n"))
	at := func(line, col int) int {
		off := 0
		for _, l := range lines[:line-1] {
			off += len(l)
		}
		return off + col
	}
	prev := [2]int{0, 0}
	for i, s := range p.Sites {
		if s.ID != i+1 {
			t.Errorf("%s: site %d has id %d", f, i+1, s.ID)
			return
		}
		if cur := [2]int{s.Line, s.Col}; cur[0] < prev[0] || cur[0] == prev[0] && cur[1] < prev[1] {
			t.Errorf("%s: site %d at %v before site %d at %v", f, s.ID, cur, s.ID-1, prev)
		} else {
			prev = cur
		}
		text := string(src[at(s.Line, s.Col):at(s.EndLine, s.EndCol)])
		switch s.Kind {
		case KindName:
			if text != s.Name && text != unmangle(s.Name) {
				t.Errorf("%s: name site %d is %q, text %q", f, s.ID, s.Name, text)
			}
		case KindAttribute:
			if !strings.HasSuffix(text, s.Name) && !strings.HasSuffix(text, unmangle(s.Name)) {
				t.Errorf("%s: attribute site %d is %q, text %q", f, s.ID, s.Name, text)
			}
		case KindCall:
			if !strings.HasPrefix(text, s.Name) || !strings.HasSuffix(text, ")") {
				t.Errorf("%s: call site %d is %q, text %q", f, s.ID, s.Name, text)
			}
		case KindImport:
			if s.Name == "" {
				t.Errorf("%s: import site %d without module", f, s.ID)
			}
		default:
			t.Errorf("%s: site %d of kind %q", f, s.ID, s.Kind)
		}
		if len(s.Before) > 10 || len(s.After) > 10 {
			t.Errorf("%s: site %d has %d/%d context tokens", f, s.ID, len(s.Before), len(s.After))
		}
	}
}

func python(t testing.TB) string {
	py, err := exec.LookPath("python3")
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("python3 not found")
		}
		t.Skip("python3 not found")
	}
	return py
}

// compileCheck is run by python3: for each [original, instrumented] pair it
// prints the instrumented files that fail to compile although the original
// compiles, with the error, then how many originals compiled.
const compileCheck = `
import json, sys, warnings
warnings.simplefilter("ignore")
n = 0
for orig, inst in json.load(open(sys.argv[1])):
    try:
        compile(open(orig, encoding="utf-8").read(), orig, "exec")
    except Exception:
        continue
    n += 1
    try:
        compile(open(inst, encoding="utf-8").read(), inst, "exec")
    except Exception as e:
        print(orig, type(e).__name__, e)
print("compiled", n)
`

// compileRegressions instruments files and fails for every one that
// python3 compiles but whose instrumented text it does not; it returns how
// many originals compiled.
func compileRegressions(t *testing.T, files []string) int {
	py := python(t)
	tmp := t.TempDir()
	var pairs [][2]string
	for i, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		tr, err := pyparse.Parse(src)
		if err != nil {
			continue // not UTF-8
		}
		p, err := Instrument(tr)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		out := filepath.Join(tmp, strconv.Itoa(i)+".py")
		if err := os.WriteFile(out, p.Source, 0o644); err != nil {
			t.Fatal(err)
		}
		pairs = append(pairs, [2]string{f, out})
	}
	list := filepath.Join(tmp, "pairs.json")
	b, _ := json.Marshal(pairs)
	if err := os.WriteFile(list, b, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(py, "-c", compileCheck, list).CombinedOutput()
	if err != nil {
		t.Fatalf("compile check: %v\n%s", err, out)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	last := lines[len(lines)-1]
	if len(lines) > 1 {
		t.Errorf("instrumented files that no longer compile:\n%s", strings.Join(lines[:len(lines)-1], "\n"))
	}
	n, err := strconv.Atoi(strings.TrimPrefix(last, "compiled "))
	if err != nil {
		t.Fatalf("compile check: %s", out)
	}
	return n
}

// TestDatasetCompiles: every dataset file that compiles still compiles
// when instrumented; QuixBugs' correct programs all must.
func TestDatasetCompiles(t *testing.T) {
	files := datasetFiles(t)
	var quix []string
	for _, f := range files {
		if strings.Contains(f, "correct_python_programs") {
			quix = append(quix, f)
		}
	}
	if len(quix) == 0 {
		t.Errorf("no QuixBugs correct programs found")
	}
	n := compileRegressions(t, files)
	if n < len(files)*9/10 {
		t.Errorf("only %d of %d originals compile", n, len(files))
	}
	t.Logf("%d of %d files compile, before and after", n, len(files))
}

// TestCorpusCompiles does the same for any tree of Python files named by
// UNSTUCK_INSTRUMENT_CORPUS (for instance the standard library, whose 1,786
// files all still compile; that takes a few minutes).
func TestCorpusCompiles(t *testing.T) {
	root := os.Getenv("UNSTUCK_INSTRUMENT_CORPUS")
	if root == "" {
		t.Skip("UNSTUCK_INSTRUMENT_CORPUS not set")
	}
	var files []string
	filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".py") {
			files = append(files, p)
		}
		return nil
	})
	t.Logf("%d of %d files compile, before and after", compileRegressions(t, files), len(files))
}

// unmangle undoes mangle, roughly: _Cls__x -> __x.
func unmangle(name string) string {
	if strings.HasPrefix(name, "_") {
		if i := strings.Index(name[1:], "__"); i >= 0 {
			return name[1+i:]
		}
	}
	return name
}
