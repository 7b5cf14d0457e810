package explore

import (
	"context"
	"maps"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// proposals are the offline proposer's step-1 prefixes for src, with an
// index of installed names when one is given.
func proposals(t *testing.T, src string, idx *ClassIndex) (*Snippet, []Proposal) {
	t.Helper()
	s, err := NewSnippet("s.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	o := NewOffline()
	o.Index = idx
	props, err := o.Propose(context.Background(), Request{Snippet: s, Step: 1, N: 10})
	if err != nil {
		t.Fatal(err)
	}
	return s, props
}

// The census counts what the proposer wrote, by kind: a Stub, a lambda
// standing in for a function (the offline proposer writes no MagicMock;
// TestClassifyUnmarkedStatements counts an LLM's), and keeps the files the
// snippet reads apart, as its environment.
func TestCensusCountsEveryKindOfStandIn(t *testing.T) {
	src := "with open('data.csv') as f:\n    rows = f.read()\nprint(helper(rows), thing.weight + 1)\n"
	_, props := proposals(t, src, nil)
	kinds := map[string]bool{}
	for _, p := range props {
		c := census(p, p.Statements())
		for k := range c.ByKind {
			kinds[k] = true
		}
		if len(c.Environment) != 1 || !strings.Contains(c.Environment[0], "data.csv") {
			t.Errorf("%s: environment %v, want the file data.csv", p.Note, c.Environment)
		}
		if c.StandIns == 0 {
			t.Errorf("%s: no stand-in counted, yet helper is undefined:\n%s", p.Note, strings.Join(p.Statements(), "\n"))
		}
	}
	for _, k := range []string{"lambda", "stub"} {
		if !kinds[k] {
			t.Errorf("no prefix counted a %s stand-in (counted: %v)", k, kinds)
		}
	}
}

// Statements no proposer marked (an LLM's) are read from their syntax,
// and whatever may stand in counts.
func TestClassifyUnmarkedStatements(t *testing.T) {
	for st, want := range map[string]BindingKind{
		"x = 3":                                 BindPlain,
		"import os":                             BindPlain,
		"from unittest.mock import MagicMock":   BindPlain,
		"client = MagicMock()":                  BindMock,
		"m = mock.Mock(return_value=2)":         BindMock,
		"f = lambda *a: 1":                      BindLambda,
		"x = Stub('x')":                         BindStub,
		"import sys\nsys.modules['foo'] = None": BindModule,
		"def open(*a, **k):\n    return None":   BindShim,
		"import builtins\nbuiltins.input = str": BindShim,
		"data = {'k': [Stub('a'), lambda: 2]}":  BindStub,
		"obj = types.SimpleNamespace(size=3)":   BindPlain,
		"cfg = {'a': 1, 'b': [1, 2]}":           BindPlain,
		// The driver that calls the snippet's functions after it binds nothing;
		// what it passes them still counts.
		"import atexit\natexit.register(lambda: f([1, 2], 'a'))":                             BindPlain,
		"atexit.register(lambda: (lambda cm: cm.__enter__())(g(2)))":                         BindPlain,
		"atexit.register(lambda: f(types.SimpleNamespace(close=lambda *args, **kwargs: 1)))": BindLambda,
		"atexit.register(lambda: f(Stub('arg0')))":                                           BindStub,
		"atexit.register(lambda x: f(x))":                                                    BindLambda,
		"register(lambda: f(1))":                                                             BindLambda,
	} {
		if got := classify(st); got != want {
			t.Errorf("classify(%q) = %s, want %s", st, got, want)
		}
	}
}

// The prefix header claims no stand-ins only when the census finds none,
// and lists the environment.
func TestPrefixHeaderClaimsOnlyWhatHolds(t *testing.T) {
	tr := &Tree{}
	plain := &Node{ID: 1, Prefix: []string{"x = 2"}}
	if h := string(PrefixText(tr, plain)); !strings.Contains(h, "no stand-ins") {
		t.Errorf("header of a plain prefix: %q", h)
	}
	p := Proposal{Init: []string{"f = lambda *a: 1", "open('a.txt', 'w').write('x')"}}
	p.mark(BindEnv, "open('a.txt', 'w').write('x')")
	n := &Node{ID: 2, Prefix: p.Statements(), Census: census(p, p.Statements())}
	h := string(PrefixText(tr, n))
	if strings.Contains(h, "no stand-ins") || !strings.Contains(h, "lambda 1") || !strings.Contains(h, "a.txt") {
		t.Errorf("header of a prefix with a lambda and a file: %q", h)
	}
}

// The statuses the snippet tests are the ones the offline server answers.
func TestStatusCodesTheSnippetTests(t *testing.T) {
	src := "r = requests.get(u)\nif r.status_code == 404:\n    pass\nelif r.status_code in (301, 302):\n    pass\nr.raise_for_status()\n"
	got := statusCodes([]byte(src))
	want := []int{404, 301, 302, 500}
	if len(got) != len(want) {
		t.Fatalf("statusCodes = %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("statusCodes = %v, want %v", got, want)
		}
	}
}

// CPython is the oracle: under the offline transport HEAD has no body, GET
// has one, and the status is the one asked for.
func TestOfflineHTTPFollowsTheMethod(t *testing.T) {
	py := "/usr/bin/python3"
	if exec.Command(py, "-c", "import requests").Run() != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("requests missing in CI")
		}
		t.Skip("requests not installed")
	}
	prog := offlineHTTPStatus(404) + `
h = requests.head("http://example.invalid/x")
g = requests.get("http://example.invalid/x")
print(h.status_code, len(h.content), h.headers["Content-Length"], g.status_code, g.json()["key"], g.ok, g.reason)
`
	out, err := exec.Command(py, "-c", prog).CombinedOutput()
	if err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if got := strings.TrimSpace(string(out)); got != "404 0 0 404 value False Not Found" {
		t.Errorf("got %q", got)
	}
}

// An installed module is never made to fail to import; the handler of a
// missing one is reached by leaving its stand-in module out.
func TestNoRealImportIsMadeToFail(t *testing.T) {
	src := "try:\n    import json\n    import nosuchmodule_xyz\nexcept ImportError:\n    print('fallback')\n"
	s, err := NewSnippet("s.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	b := newBuilder(s)
	b.installed = map[string]bool{}
	base := b.proposal(shaped, nil, "base")
	if !strings.Contains(strings.Join(base.Init, "\n"), "nosuchmodule_xyz") {
		t.Fatalf("no stand-in module for the missing one:\n%s", strings.Join(base.Init, "\n"))
	}
	props := importFailures(b, base, []int{5})
	if len(props) != 1 {
		t.Fatalf("%d proposals, want 1", len(props))
	}
	for _, st := range props[0].Statements() {
		if strings.Contains(st, "nosuchmodule_xyz") || strings.Contains(st, "= None") || strings.Contains(st, "fromkeys") {
			t.Errorf("the variant still fakes or breaks an import: %q", st)
		}
	}
	// With only installed modules in the try body nothing is proposed.
	s2, _ := NewSnippet("s.py", []byte("try:\n    import json\nexcept ImportError:\n    print('no')\n"))
	b2 := newBuilder(s2)
	b2.installed = map[string]bool{}
	if got := importFailures(b2, b2.proposal(shaped, nil, "base"), []int{4}); len(got) != 0 {
		t.Errorf("an installed module made to fail: %v", got[0].Statements())
	}
}

// Real names before stand-ins: a standard module's name is imported, a
// public name is imported from the module that provides the snippet's
// other names too, and one nothing provides stays a stand-in.
func TestRealNamesBeforeStandIns(t *testing.T) {
	idx := &ClassIndex{Modules: map[string]bool{}, Names: map[string][][3]string{
		"sqrt":       {{"cmath", "f", "1"}, {"math", "f", "1"}, {"numpy", "f", "1"}},
		"floor":      {{"math", "f", "1"}, {"numpy", "f", "1"}},
		"sub":        {{"re", "f", "1"}, {"operator", "f", "1"}},
		"ContextVar": {{"contextvars", "c", "1"}},
		"Error":      {{"shutil", "e", "1"}, {"csv", "e", "1"}},
	}}
	src := "print(sqrt(2), floor(2.5))\nv = ContextVar('v')\nprint(re.sub('a', 'b', 'abc'))\n"
	_, props := proposals(t, src, idx)
	all := strings.Join(props[0].Statements(), "\n")
	for _, want := range []string{"from math import sqrt", "from math import floor", "from contextvars import ContextVar", "import re"} {
		if !strings.Contains(all, want) {
			t.Errorf("missing %q in the shaped prefix:\n%s", want, all)
		}
	}
	if c := census(props[0], props[0].Statements()); c.StandIns != 0 {
		t.Errorf("%d stand-ins where every name is real: %v", c.StandIns, c.ByKind)
	}
	// A name used as a number is not a function's.
	_, props = proposals(t, "print(floor + 1)\n", idx)
	if all := strings.Join(props[0].Statements(), "\n"); strings.Contains(all, "import floor") {
		t.Errorf("a function imported for a number:\n%s", all)
	}
	// A name the snippet indexes is a collection or text, not a
	// module's function of the same name.
	tx := &ClassIndex{Modules: map[string]bool{}, Names: map[string][][3]string{"text": {{"cgitb", "f", "1"}}}}
	_, props = proposals(t, "print(text[:1] + 'Z')\n", tx)
	if all := strings.Join(props[0].Statements(), "\n"); strings.Contains(all, "import text") {
		t.Errorf("a function imported for a name that is sliced:\n%s", all)
	}
	// A one-letter name is the snippet's variable, not a module's export;
	// a file the snippet seeks in is a real open file.
	pl := &ClassIndex{Modules: map[string]bool{}, Names: map[string][][3]string{"f": {{"pylab", "f", "1"}}}}
	_, props = proposals(t, "f.seek(0)\nprint(f.tell())\n", pl)
	if all := strings.Join(props[0].Statements(), "\n"); strings.Contains(all, "import f") || !strings.Contains(all, "open(") {
		t.Errorf("a one-letter name imported, or no file:\n%s", all)
	}
	// A name only passed on comes from the module of the snippet's others.
	dec := &ClassIndex{Modules: map[string]bool{}, Names: map[string][][3]string{
		"setcontext": {{"decimal", "f", "1"}}, "ExtendedContext": {{"decimal", "o", "1"}}}}
	_, props = proposals(t, "setcontext(ExtendedContext)\n", dec)
	if all := strings.Join(props[0].Statements(), "\n"); !strings.Contains(all, "from decimal import ExtendedContext") {
		t.Errorf("a name passed on not imported beside its module's other name:\n%s", all)
	}
	// A name two modules provide comes from the one the prefix imports
	// for the snippet's other names (np is numpy), not the standard
	// library's namesake.
	arr := &ClassIndex{Modules: map[string]bool{}, Names: map[string][][3]string{
		"array": {{"array", "c", "1"}, {"numpy", "f", "1"}}}}
	_, props = proposals(t, "a = np.zeros(3)\nprint(array([1, 2]) + a[:2])\n", arr)
	if all := strings.Join(props[0].Statements(), "\n"); !strings.Contains(all, "from numpy import array") {
		t.Errorf("array not numpy's beside np:\n%s", all)
	}
	_, props = proposals(t, "print(array([1, 2]))\n", arr)
	if all := strings.Join(props[0].Statements(), "\n"); !strings.Contains(all, "from array import array") {
		t.Errorf("array alone not the standard library's:\n%s", all)
	}
	// Nothing provides it: a stand-in, counted.
	_, props = proposals(t, "print(frobnicate(2))\n", idx)
	if c := census(props[0], props[0].Statements()); c.ByKind["lambda"] != 1 {
		t.Errorf("census %v, want one lambda stand-in:\n%s", c, strings.Join(props[0].Statements(), "\n"))
	}
}

// A script that reads sys.argv gets arguments, as part of its declared
// environment: a number where it converts one, else a file made for it.
func TestCommandLineIsEnvironment(t *testing.T) {
	src := "import sys\nwith open(sys.argv[1]) as f:\n    print(len(f.readlines()) + int(sys.argv[2]))\n"
	_, props := proposals(t, src, nil)
	st := commandLine([]byte(src))
	if !strings.Contains(st, `sys.argv[1:] = ["arg1.txt", "3"]`) || !strings.Contains(st, `open("arg1.txt", 'w')`) {
		t.Fatalf("commandLine = %q", st)
	}
	c := census(props[0], props[0].Statements())
	if c.StandIns != 0 || len(c.Environment) != 1 || !strings.Contains(c.Environment[0], "command-line arguments") {
		t.Errorf("census %+v", c)
	}
	if commandLine([]byte("import sys\nprint(sys.argv)\n")) != "" {
		t.Error("arguments for a script that reads none by index")
	}
}

// urllib answers offline too, by method (CPython is the oracle).
func TestOfflineURLLibFollowsTheMethod(t *testing.T) {
	prog := offlineURLLib + `
import urllib.request
g = urllib.request.urlopen("http://example.invalid/x")
h = urllib.request.urlopen(urllib.request.Request("https://example.invalid/y", method="HEAD"))
print(g.status, g.read()[:8], h.status, len(h.read()), h.headers["Content-Length"])
`
	// Only a missing interpreter skips: the shim failing is a failure.
	if _, err := os.Stat("/usr/bin/python3"); err != nil {
		t.Skip("no /usr/bin/python3")
	}
	out, err := exec.Command("/usr/bin/python3", "-c", prog).CombinedOutput()
	if err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if got := strings.TrimSpace(string(out)); got != `200 b'{"key": ' 200 0 0` {
		t.Errorf("got %q", got)
	}
}

// A name a directory function takes becomes a directory the prefix makes,
// one os.path.exists and listdir see.
func TestDirectoryArgumentsAreDirectories(t *testing.T) {
	_, props := proposals(t, "import shutil\nshutil.rmtree(directory)\n", nil)
	all := strings.Join(props[0].Statements(), "\n")
	if !strings.Contains(all, `directory = "directory/"`) || !strings.Contains(all, `os.makedirs("directory/"`) {
		t.Errorf("prefix:\n%s", all)
	}
}

// x in y, both the snippet's: plain values that make the test true in
// the shaped prefix and false in the falsy one, no stand-in.
func TestMembershipOfTheSnippetsOwnValues(t *testing.T) {
	_, props := proposals(t, "if item in things:\n    print(1)\nif item not in things:\n    print(2)\n", nil)
	got := map[string]string{}
	for _, p := range props {
		all := strings.Join(p.Statements(), "\n")
		got[p.Note] = all
		if c := census(p, p.Statements()); c.StandIns != 0 && !strings.Contains(p.Note, "stub") {
			t.Errorf("%s: %d stand-ins:\n%s", p.Note, c.StandIns, all)
		}
	}
	if s := got["offline: shaped values"]; !strings.Contains(s, `item = "item"`) || !strings.Contains(s, `things = ["item"]`) {
		t.Errorf("shaped prefix:\n%s", s)
	}
	if s := got["offline: falsy values"]; !strings.Contains(s, "things = []") {
		t.Errorf("falsy prefix:\n%s", s)
	}
}

// A DataFrame's attribute that the class does not have is one of its
// columns (df.price), and a column taken through .str holds text: the
// real frame answers both, where numbers only would raise.
func TestDataFrameColumnsFromUsage(t *testing.T) {
	idx := &ClassIndex{Modules: map[string]bool{"pandas": true}, Names: map[string][][3]string{},
		Classes: map[string]map[string]bool{"pandas.DataFrame": {"eq": true, "groupby": true, "pivot_table": true, "columns": true, "head": true, "sum": true}}}
	_, props := proposals(t, "print(df[~df.line_race.eq(0)].head())\n", idx)
	all := strings.Join(props[0].Statements(), "\n")
	if !strings.Contains(all, `"line_race": [1.0`) {
		t.Errorf("df.line_race is not a column of the frame:\n%s", all)
	}
	if c := census(props[0], props[0].Statements()); c.StandIns != 0 {
		t.Errorf("stand-ins %v:\n%s", c.ByKind, all)
	}
	_, props = proposals(t, "print(df[df['name'].str.len() >= 1].head())\n", idx)
	all = strings.Join(props[0].Statements(), "\n")
	if !strings.Contains(all, `"name": ['a'`) {
		t.Errorf("a column taken through .str is not text:\n%s", all)
	}
	// Keyword arguments name columns too: values to aggregate, an index to group by.
	_, props = proposals(t, "print(df.pivot_table(values=['v'], index=['k'], aggfunc='mean').head())\n", idx)
	all = strings.Join(props[0].Statements(), "\n")
	if !strings.Contains(all, `"v": [1.0`) || !strings.Contains(all, `"k": ['x'`) {
		t.Errorf("keyword columns:\n%s", all)
	}
	// A numbered name says what its stem says: df3 is a frame.
	_, props = proposals(t, "print(df3.copy())\n", &ClassIndex{Modules: map[string]bool{"pandas": true}, Names: map[string][][3]string{},
		Classes: map[string]map[string]bool{"pandas.DataFrame": {"copy": true}}})
	if all := strings.Join(props[0].Statements(), "\n"); !strings.Contains(all, "df3 = pd.DataFrame(") {
		t.Errorf("df3 not a frame:\n%s", all)
	}
	// Without .str, numbers as before; a method the class has is no column.
	_, props = proposals(t, "print(df['name'].sum(), df.head())\n", idx)
	all = strings.Join(props[0].Statements(), "\n")
	if !strings.Contains(all, `"name": [1.0`) || strings.Contains(all, `"head"`) {
		t.Errorf("columns:\n%s", all)
	}
}

// The names an eval or query expression reads are the frame's columns,
// and so are the keys a frame made from it is indexed with.
func TestDataFrameColumnsFromExpressionsAndCopies(t *testing.T) {
	for expr, want := range map[string][]string{
		"e = a - c":                  {"a", "c"},
		"a > @limit and b == 'x'":    {"a", "b"},
		"price.abs() < qty * 2":      {"price", "qty"},
		"x <= y\nz = x + w":          {"x", "y", "w"},
		"not flag or sqrt(v) != 1e3": {"flag", "v"},
	} {
		if got := exprColumns(expr); !slices.Equal(got, want) {
			t.Errorf("exprColumns(%q) = %v, want %v", expr, got, want)
		}
	}
	idx := &ClassIndex{Modules: map[string]bool{"pandas": true}, Names: map[string][][3]string{},
		Classes: map[string]map[string]bool{"pandas.DataFrame": {"eval": true, "copy": true, "query": true}}}
	_, props := proposals(t, "df.eval('e = a - c', inplace=False)\n", idx)
	all := strings.Join(props[0].Statements(), "\n")
	if !strings.Contains(all, `"a": [1.0`) || !strings.Contains(all, `"c": [1.0`) || strings.Contains(all, `"e":`) {
		t.Errorf("eval's columns:\n%s", all)
	}
	_, props = proposals(t, "dfa = df3.copy()\ndfa['A'] = dfa['A'].astype('float32')\n", idx)
	all = strings.Join(props[0].Statements(), "\n")
	if !strings.Contains(all, `df3 = pd.DataFrame({"A": [1.0`) {
		t.Errorf("the copy's columns:\n%s", all)
	}
}

// A name a pandas Series goes by, or one taken through .str, .dt or
// .cat, is a real Series of that kind.
func TestSeriesFromUsage(t *testing.T) {
	idx := &ClassIndex{Modules: map[string]bool{"pandas": true}, Names: map[string][][3]string{},
		Classes: map[string]map[string]bool{"pandas.DataFrame": {"copy": true}, "pandas.Series": {"copy": true, "str": true, "dt": true}}}
	for src, want := range map[string]string{
		"s2 = s.copy()\ns2[:5] = 0\n": "s = pd.Series([1.0",
		"print(names.str.upper())\n":  "names = pd.Series(['a'",
		"print(when.dt.day)\n":        "when = pd.Series(pd.date_range(",
		"print(s['b'] + s['a'])\n":    `s = pd.Series([1.0, 2.0], index=["a", "b"])`,
		"print(s.upper())\n":          `s = "text"`,
	} {
		_, props := proposals(t, src, idx)
		if all := strings.Join(props[0].Statements(), "\n"); !strings.Contains(all, want) {
			t.Errorf("%q: want %s in\n%s", src, want, all)
		}
	}
}

// An installed package used through a submodule that importing the
// package alone does not load (dateutil.tz) is imported with it; one the
// index does not list stays a stand-in.
func TestInstalledSubmoduleImported(t *testing.T) {
	idx := &ClassIndex{Modules: map[string]bool{"zonepkg": true}, Names: map[string][][3]string{},
		Submodules: map[string][]string{"zonepkg": {"tz", "parser"}}}
	_, props := proposals(t, "zone = zonepkg.tz.gettz('Europe/London')\nprint(zone)\n", idx)
	if all := strings.Join(props[0].Statements(), "\n"); !strings.Contains(all, "import zonepkg, zonepkg.tz") {
		t.Errorf("the submodule is not imported:\n%s", all)
	}
	_, props = proposals(t, "print(zonepkg.nothere.f())\n", idx)
	if all := strings.Join(props[0].Statements(), "\n"); strings.Contains(all, "import zonepkg") {
		t.Errorf("a module imported for an attribute it lacks:\n%s", all)
	}
}

// A handler of NameError after a try body that reads an undefined name is
// reached by leaving that name's binding out: the snippet's own way to
// run without it. A name read only inside a function the body defines,
// or only as an attribute, keeps its binding.
func TestNameErrorHandlerLeavesNameUndefined(t *testing.T) {
	src := "try:\n    text = unicode(raw)\nexcept NameError:\n    text = str(raw)\ntry:\n    f = lambda: later\n    d = dict(q=text.q)\nexcept NameError:\n    pass\nprint(q, later)\n"
	s, err := NewSnippet("s.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	b := newBuilder(s)
	b.installed = map[string]bool{}
	base := Proposal{Imports: []string{"import os", "from m import unicode"}, Init: []string{`raw = "raw"`, `later = 1`, `q = "q"`}}
	props := nameFailures(b, base, map[int]bool{3: true, 4: true, 8: true, 9: true})
	if len(props) == 0 {
		t.Fatal("no proposal")
	}
	got := strings.Join(props[0].Statements(), "\n")
	for _, gone := range []string{"unicode", `raw = "raw"`} {
		if strings.Contains(got, gone) {
			t.Errorf("%q still bound:\n%s", gone, got)
		}
	}
	for _, kept := range []string{"import os", "later = 1", `q = "q"`} {
		if !strings.Contains(got, kept) {
			t.Errorf("%q dropped:\n%s", kept, got)
		}
	}
	// Covered handlers need nothing.
	if got := nameFailures(b, base, map[int]bool{2: true}); len(got) != 0 {
		t.Errorf("proposals for covered handlers: %v", got[0].Statements())
	}
}

// importBound reads the names one import statement binds, as nameFailures
// leaves them out.
func TestImportBoundOneStatement(t *testing.T) {
	for stmt, want := range map[string]string{
		"import a.b":              "a",
		"import m as n, k":        "k n",
		"from m import x, y as z": "x z",
		"from .p import (u, v)":   "u v",
		"x = 1":                   "",
		"important = 2":           "",
	} {
		if got := strings.Join(slices.Sorted(maps.Keys(importBound([]string{stmt}))), " "); got != want {
			t.Errorf("%s: %q, want %q", stmt, got, want)
		}
	}
}

// A refusal that names the type it wants gives each name on the line,
// one at a time, a plain value of that type; one that lists the numbers
// it takes gives each the first. The messages are CPython's.
func TestOneAtATimeReadsTheRefusal(t *testing.T) {
	line := []string{"frames", "width"}
	for _, c := range []struct{ typ, msg, want string }{
		{"TypeError", "a bytes-like object is required, not 'str'", `frames = b"frames"|width = b"width"`},
		{"TypeError", "must be real number, not str", "frames = 1.5|width = 1.5"},
		{"TypeError", "'str' object cannot be interpreted as an integer", "frames = 8080|width = 8080"},
		{"error", "required argument is not an integer", "frames = 8080|width = 8080"},
		{"error", "Size should be 1, 2, 3 or 4", "frames = 1|width = 1"},
		{"ValueError", "unknown url type: 'frames'", `frames = "http://example.com/frames"|width = "http://example.com/width"`},
		{"TypeError", "POST data should be bytes, an iterable of bytes, or a file object. It cannot be of type str.", `frames = b"frames"|width = b"width"`},
		{"ValueError", "invalid literal for int() with base 10: 'x'", ""},
	} {
		var got []string
		for _, kv := range oneAtATime(c.typ, c.msg, line) {
			got = append(got, kv[1])
		}
		if strings.Join(got, "|") != c.want {
			t.Errorf("%s: %v, want %s", c.msg, got, c.want)
		}
	}
	// A name alone on its line: bytes (no shape of repair makes them), not
	// an int (the shapes try one).
	if got := oneAtATime("TypeError", "a bytes-like object is required, not 'str'", []string{"data"}); len(got) != 1 {
		t.Errorf("bytes alone: %v", got)
	}
	if got := oneAtATime("TypeError", "an integer is required", []string{"n"}); len(got) != 0 {
		t.Errorf("int alone: %v", got)
	}
}

// A KeyError on the snippet's own table indexed by an open name (a
// dispatch table) gives the name the table's first key, read from the
// dict display; a table made otherwise gives nothing.
func TestSnippetTableKeys(t *testing.T) {
	src := "functions = {'a': f1, 'b': f2}\nother = dict(x=1)\nfunc = functions[value]\ny = other[value]\nfunc()\n"
	s, err := NewSnippet("s.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	b := newBuilder(s)
	for line, want := range map[int]string{3: "value = 'a'", 4: ""} {
		l := line
		var got []string
		for _, kv := range importedTableKeys(b, Proposal{}, &l) {
			got = append(got, kv[1])
		}
		if strings.Join(got, "|") != want {
			t.Errorf("line %d: %v, want %q", line, got, want)
		}
	}
}
