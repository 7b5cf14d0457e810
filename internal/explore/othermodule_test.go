package explore

// Phase: explore, steps 1-2. Real names before stand-ins, for names the
// snippet does not tie to a module: the same public name from each module
// that exports it, the page the file name points to, the standard
// library's nested modules, and the values a real function documents.

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"
)

// realIndex is the class index of the eval interpreter (cached on disk
// once built).
func realIndex(t *testing.T) *ClassIndex {
	t.Helper()
	ci, err := LoadClassIndex(context.Background(), evalExecutor(t))
	if err != nil {
		t.Fatal(err)
	}
	return ci
}

// pCode is the code of every prefix of P.
func pCode(tree *Tree) string {
	var b strings.Builder
	for _, id := range tree.P {
		b.WriteString(NodeByID(tree.Nodes, id).Code())
	}
	return b.String()
}

// Timer is timeit's and threading's; the index ranks timeit's first, which
// refuses a number and a function. The repair imports threading's, and P
// covers every line with it and no stand-in, replayed with plain python3.
func TestSameNameFromAnotherModule(t *testing.T) {
	ci := realIndex(t)
	var mods []string
	for _, src := range ci.Names["Timer"] {
		mods = append(mods, src[0])
	}
	if !slices.Contains(mods, "timeit") || !slices.Contains(mods, "threading") {
		t.Fatalf("the index does not give Timer from timeit and threading: %v", mods)
	}
	tree := standInFree(t, exploreFullWith(t, &Offline{Index: ci}, 20*time.Second, "name_two_modules.py"))
	if code := pCode(tree); !strings.Contains(code, "from threading import Timer") {
		t.Errorf("P does not import threading's Timer:\n%s", code)
	}
}

// The candidates of a name several modules export: the block's other
// names rank a module first, then the shorter name, whatever the file's
// name says; one that does not fit the usage (a number called) is none.
func TestLibraryModulesRanked(t *testing.T) {
	idx := &ClassIndex{Names: map[string][][3]string{
		"call":     {{"operator", "f", "1"}, {"subprocess", "f", "1"}, {"unittest.mock", "o", "1"}},
		"PIPE":     {{"subprocess", "n", "1"}},
		"patch":    {{"unittest.mock", "f", "1"}},
		"maxsize":  {{"sys", "n", "1"}},
		"DEVNULL":  {{"subprocess", "n", "1"}},
		"sentinel": {{"unittest.mock", "o", "1"}},
	}}
	cases := []struct {
		file, src string
		want      []string
	}{
		{"block.py", "r = call('ls', shell=True)\n", []string{"operator", "subprocess"}},
		{"lib_subprocess_15.py", "r = call('ls', shell=True)\n", []string{"operator", "subprocess"}},
		{"block.py", "r = call('ls', stdout=PIPE)\n", []string{"subprocess", "operator"}},
		{"block.py", "p = patch('m.f')\nr = call(1)\n", []string{"operator", "subprocess"}},
	}
	for _, c := range cases {
		s, err := NewSnippet(c.file, []byte(c.src))
		if err != nil {
			t.Fatal(err)
		}
		s.index = idx
		b := newBuilder(s)
		b.index, b.installed, b.idx = idx.Classes, idx.Modules, idx
		got := b.libraryModules("call", s.Refs.Usages["call"])
		if !slices.Equal(got, c.want) {
			t.Errorf("%s %q: candidates %v, want %v", c.file, c.src, got, c.want)
		}
	}
	s, _ := NewSnippet("block.py", []byte("n = maxsize(3)\n"))
	b := newBuilder(s)
	b.idx = idx
	if got := b.libraryModules("maxsize", s.Refs.Usages["maxsize"]); len(got) != 0 {
		t.Errorf("a number called has candidates %v", got)
	}
}

// A name is a library's only where its use allows: a plain value three
// levels down the standard library is an implementation's table, not a
// name a snippet means (ElementPath's ops dict read as ops.get_session());
// a function called there is (canonicalize). The usage tables' module
// gives way to no function for an attribute it lacks (pylab's random has
// no Generator), and to a class only when it may have it. A name in an
// annotation is typing's.
func TestLibraryModulesFitTheUse(t *testing.T) {
	idx := &ClassIndex{Names: map[string][][3]string{
		"ops":          {{"xml.etree.ElementPath", "o", "1"}},
		"random":       {{"pylab", "f", "0"}},
		"canonicalize": {{"xml.etree.ElementTree", "f", "1"}},
		"options":      {{"optparse", "o", "1"}},
		"Type":         {{"typing", "f", "1"}, {"traitlets", "c", "1"}},
	}}
	cases := []struct {
		name, src string
		want      []string
	}{
		{"ops", "s = ops.get_session()\n", nil},
		{"canonicalize", "out = canonicalize(text)\n", []string{"xml.etree.ElementTree"}},
		{"options", "v = options.verbose\n", []string{"optparse"}},
		// In an annotation, typing's alias, whose kind no indexing fits;
		// indexed outside one, no library's.
		{"Type", "def make(k: Type[Base]) -> Base:\n    return k()\n", []string{"typing"}},
		{"Type", "first = Type[0]\n", nil},
	}
	for _, c := range cases {
		s, err := NewSnippet("block.py", []byte(c.src))
		if err != nil {
			t.Fatal(err)
		}
		b := newBuilder(s)
		b.idx = idx
		if got := b.libraryModules(c.name, s.Refs.Usages[c.name]); !slices.Equal(got, c.want) {
			t.Errorf("%q: candidates %v, want %v", c.src, got, c.want)
		}
	}
	s, err := NewSnippet("block.py", []byte("g = random.Generator.from_seed(1)\nm = time.min\n"))
	if err != nil {
		t.Fatal(err)
	}
	b := newBuilder(s)
	b.idx, b.index = idx, map[string]map[string]bool{"datetime.time": {"min": true}}
	if b.classHas("from pylab import random", s.Refs.Usages["random"]) {
		t.Error("pylab's random, a function, is taken for a module with a Generator")
	}
	if !b.classHas("from datetime import time", s.Refs.Usages["time"]) {
		t.Error("datetime's time, a class with min, is not taken for time.min")
	}

	// tableImport walks the candidates for the first that fits the use:
	// a function ranked first (sys's, by its shorter name) gives way to the
	// class with the attribute read; a module lacking it, to nothing.
	walk := &ClassIndex{Names: map[string][][3]string{
		"time":      {{"sys", "f", "1"}, {"datetime", "c", "1"}},
		"sleep":     {{"time", "f", "1"}},
		"Generator": {{"numpy.random", "c", "0"}},
		"random":    {{"pylab", "f", "0"}},
		"seed":      {{"random", "f", "1"}},
	}}
	b = newBuilder(s)
	b.idx, b.index = walk, map[string]map[string]bool{"datetime.time": {"min": true}}
	if c := b.libraryModules("time", s.Refs.Usages["time"]); len(c) < 2 || c[0] != "sys" {
		t.Fatalf("candidates for time %v, want sys's function first", c)
	}
	if got := b.tableImport("time", s.Refs.Usages["time"]); got != "from datetime import time" {
		t.Errorf("time.min: %q, want datetime's class past sys's function", got)
	}
	walk.Ducks = map[string][]string{"datetime.time": {"min", "max", "hour"}}
	now, err := NewSnippet("block.py", []byte("t = time.now()\n"))
	if err != nil {
		t.Fatal(err)
	}
	bn := newBuilder(now)
	bn.idx, bn.index = walk, map[string]map[string]bool{}
	if got := bn.tableImport("time", now.Refs.Usages["time"]); got != "import time" {
		t.Errorf("time.now: %q, want the module kept (datetime's time has no now)", got)
	}
	if got := b.tableImport("random", s.Refs.Usages["random"]); got != "import random" {
		t.Errorf("random.Generator: %q, want the module kept (pylab's function does not fit)", got)
	}
}

// Names of the standard library's nested modules (xml.etree.ElementTree,
// xml.dom.minidom) and of test.support, which the library reference
// documents, are in the index; a block using them runs with real imports,
// a nested module used through its exports (mock.Mock) included.
func TestNestedStandardNames(t *testing.T) {
	ci := realIndex(t)
	has := func(name, mod string) bool {
		for _, src := range ci.Names[name] {
			if src[0] == mod {
				return true
			}
		}
		return false
	}
	for _, nm := range [][2]string{{"canonicalize", "xml.etree.ElementTree"}, {"parseString", "xml.dom.minidom"}, {"MIMEText", "email.mime.text"}, {"check_impl_detail", "test.support"}} {
		if !has(nm[0], nm[1]) {
			t.Errorf("the index does not give %s from %s", nm[0], nm[1])
		}
	}
	tree := standInFree(t, exploreFullWith(t, &Offline{Index: ci}, 20*time.Second, "deep_stdlib_name.py"))
	code := pCode(tree)
	for _, imp := range []string{"from xml.etree.ElementTree import canonicalize", "import parseString", "from unittest import mock"} {
		if !strings.Contains(code, imp) {
			t.Errorf("P lacks %q:\n%s", imp, code)
		}
	}
}

// A made-up text the real function refuses (strtobool: invalid truth
// value) becomes a value its docstring documents, and both branches'
// first line is reached with real values only.
func TestDocumentedValues(t *testing.T) {
	ci := realIndex(t)
	lits := ci.Literals["distutils.util.strtobool"]
	if len(lits) == 0 {
		t.Skip("this interpreter has no distutils.util.strtobool")
	}
	if !slices.Contains(lits, "yes") || slices.Contains(lits, "val") {
		t.Errorf("strtobool's documented values %v: want its quoted values without its parameter's name", lits)
	}
	src := []byte("flag = distutils.util.strtobool(answer)\nprint(flag)\n")
	x := &Explorer{Exec: evalExecutor(t), Proposers: []Proposer{&Offline{Index: ci}}, Opt: Options{JobTimeout: 20 * time.Second}}
	tree, err := x.Explore(context.Background(), "block.py", src)
	if err != nil {
		t.Fatal(err)
	}
	standInFree(t, tree)
	if cov := coverageOf(tree.Nodes, tree.P, tree.Countable); cov != 1 {
		t.Errorf("P covers %.2f, want 1:\n%s", cov, pCode(tree))
	}
	if code := pCode(tree); !strings.Contains(code, `answer = "y"`) && !strings.Contains(code, `answer = "yes"`) {
		t.Errorf("P does not give answer a documented value:\n%s", code)
	}
}

// The usage tables import the time module for `time`, which has no min or
// max: the snippet's time is datetime's class, imported as such.
func TestClassNotModule(t *testing.T) {
	tree := standInFree(t, exploreFullWith(t, &Offline{Index: realIndex(t)}, 20*time.Second, "class_not_module.py"))
	if code := pCode(tree); !strings.Contains(code, "from datetime import time") {
		t.Errorf("P does not import datetime's time:\n%s", code)
	}
}

// unittest.mock patches globals of __main__ the example assumes: the
// prefix defines them as plain values, and the decorated function runs
// with the real mocks.
func TestMainGlobalsForPatch(t *testing.T) {
	tree := standInFree(t, exploreFullWith(t, &Offline{Index: realIndex(t)}, 20*time.Second, "main_globals_patched.py"))
	code := pCode(tree)
	for _, want := range []string{"from unittest.mock import patch", `thing = "thing"`, `other = "other"`} {
		if !strings.Contains(code, want) {
			t.Errorf("P lacks %q:\n%s", want, code)
		}
	}
}

// An installed package's submodule gives a name the snippet calls
// (pandas.plotting's scatter_matrix), not one it only reads attributes of
// (a parser variable is no dateutil.parser.parser).
func TestPackageSubmoduleNamesAreCalled(t *testing.T) {
	idx := &ClassIndex{Modules: map[string]bool{"pandas": true, "dateutil": true}, Names: map[string][][3]string{
		"scatter_matrix": {{"pandas.plotting", "f", "1"}},
		"parser":         {{"dateutil.parser", "c", "1"}},
	}}
	s, err := NewSnippet("block.py", []byte("parser.add_option('-x')\nscatter_matrix(df)\n"))
	if err != nil {
		t.Fatal(err)
	}
	s.index = idx
	b := newBuilder(s)
	b.index, b.installed, b.idx = idx.Classes, idx.Modules, idx
	if got := b.libraryModules("parser", s.Refs.Usages["parser"]); len(got) != 0 {
		t.Errorf("parser: %v", got)
	}
	if got := b.libraryModules("scatter_matrix", s.Refs.Usages["scatter_matrix"]); !slices.Equal(got, []string{"pandas.plotting"}) {
		t.Errorf("scatter_matrix: %v", got)
	}
}

// A name that is the submodule of several standard packages (handlers:
// logging's, wsgiref's) is the one of the package the snippet's own text
// points to: an import of the package, or another of its undefined names
// the package provides; else the shortest name, whatever the file's name.
func TestSubmoduleOfTheSnippetsPackage(t *testing.T) {
	idx := &ClassIndex{Names: map[string][][3]string{
		"BaseHandler": {{"logging.handlers", "c", "1"}, {"wsgiref.handlers", "c", "1"}},
		"validator":   {{"wsgiref", "f", "1"}},
	}}
	cases := []struct {
		file, src, want string
	}{
		{"wsgiref_handlers_3.py", "h = handlers.BaseHandler()\n", "from logging import handlers"},
		{"block.py", "import wsgiref\nh = handlers.BaseHandler()\n", "from wsgiref import handlers"},
		{"block.py", "h = handlers.BaseHandler()\nv = validator(h)\n", "from wsgiref import handlers"},
	}
	for _, c := range cases {
		s, err := NewSnippet(c.file, []byte(c.src))
		if err != nil {
			t.Fatal(err)
		}
		b := newBuilder(s)
		b.idx = idx
		if got := b.stdSubmodule("handlers", s.Refs.Usages["handlers"]); got != c.want {
			t.Errorf("%s %q: %q, want %q", c.file, c.src, got, c.want)
		}
	}
}
