package explore

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"unstuck/internal/execute"
)

// hoistPrefix is a prefix as the offline proposer orders it: the Stub
// class and stand-ins ordered by name, the package's import among them.
func hoistPrefix() []string {
	return []string{
		"import types",
		strings.TrimSpace(stubClass),
		`callback = lambda *args, **kwargs: "callback"`,
		`Stub._truth = False`,
		`from pandas import DataFrame`,
		`from pandas import options`,
		`n = 3`,
		`request = Stub("request", method=Stub("request.method"))`,
	}
}

// TestImportsFirstRunsAsTheOriginal: a prefix file whose package import
// follows only definitions opens with the import (the standard module's
// "import m" first), so it has a fork key, and it runs as the file in the
// proposer's order does, CPython the oracle: the same lines, status and
// output, cold and forked from the package's server (its lines and end:
// a fork's output is not kept).
func TestImportsFirstRunsAsTheOriginal(t *testing.T) {
	ex := evalExecutor(t)
	src, err := os.ReadFile(filepath.Join("testdata", "hoist", "snippet.py"))
	if err != nil {
		t.Fatal(err)
	}
	stmts := hoistPrefix()
	moved := importsFirst(stmts)
	want := []string{stmts[0], stmts[4], stmts[5], stmts[1], stmts[2], stmts[3], stmts[6], stmts[7]}
	if !reflect.DeepEqual(moved, want) {
		t.Fatalf("importsFirst:\n%s", strings.Join(moved, "\n"))
	}
	orig := []byte(strings.Join(stmts, "\n") + "\n" + string(src))
	text := FileText(&Tree{}, &Node{Prefix: stmts}, src)
	if k, _, _ := execute.ForkKey("prefix_1.py", text); k == "" {
		t.Fatalf("the prefix file has no fork key:\n%.300s", text)
	}
	if k, _, _ := execute.ForkKey("prefix_1.py", orig); k != "" {
		t.Fatalf("the file in the proposer's order has a fork key %q", k)
	}
	m := execute.Mode{Wall: 30 * time.Second}
	ctx := context.Background()
	off := strings.Count(string(text), "\n") - strings.Count(string(src), "\n")
	shift := func(r *execute.Result) []int {
		var out []int
		for _, l := range r.CoveredLines {
			if l > off {
				out = append(out, l-off)
			}
		}
		return out
	}
	// The proposer's order, with the same header line.
	head, _, _ := strings.Cut(string(text), "\n")
	old := ex.RunMode(ctx, "prefix_2.py", append([]byte(head+"\n"), orig...), m)
	cold := ex.RunMode(ctx, "prefix_2.py", text, m)
	if old.Status != "ok" || !strings.Contains(string(old.Stdout), "falsy 2 callback") {
		t.Fatalf("the original order: %s %v\n%s%s", old.Status, old.Error, old.Stdout, old.Stderr)
	}
	if cold.Status != old.Status || !reflect.DeepEqual(shift(cold), shift(old)) || string(cold.Stdout) != string(old.Stdout) {
		t.Errorf("imports first: %s %v %q; the original order: %s %v %q", cold.Status, shift(cold), cold.Stdout, old.Status, shift(old), old.Stdout)
	}
	pf := ex.PlainForks()
	if pf == nil {
		t.Log("no plain-run forks (bubblewrap): the cold runs only")
		return
	}
	defer pf.Close()
	for _, name := range []string{"prefix_1.py", "prefix_3.py"} {
		r, _ := pf.Run(ctx, name, text, m)
		if r == nil {
			t.Fatalf("%s: not run forked", name)
		}
		// A fork's output is drained, not kept: its lines and end are
		// what it reports.
		if r.Status != cold.Status || !reflect.DeepEqual(r.CoveredLines, cold.CoveredLines) || !reflect.DeepEqual(r.Error, cold.Error) {
			t.Errorf("%s forked: %s %v %v; cold %s %v %v", name, r.Status, r.CoveredLines, r.Error, cold.Status, cold.CoveredLines, cold.Error)
		}
	}
}

// TestImportsFirstKeepsOrder: an import stays where it is when a
// statement before it does more than bind a new object (makes a file,
// calls a function, formats a string), when Stub is not the helper class,
// or when the import binds a name one of them mentions.
func TestImportsFirstKeepsOrder(t *testing.T) {
	stub := strings.TrimSpace(stubClass)
	imp := "from pandas import DataFrame"
	for _, stmts := range [][]string{
		{stub, "with open(\"file.txt\", 'w') as _f:\n    _f.write('x')", imp},
		{stub, `opts = types.SimpleNamespace(code="code")`, imp},
		{stub, `name = f"{n}"`, imp},
		{stub, `x = Stub("x", ret=print("made"))`, imp},
		{`x = Stub("x")`, imp},
		{stub, `DataFrame = Stub("DataFrame")`, imp},
		{stub, `frame = lambda data=DataFrame: data`, imp},
		{stub, `__builtins__ = {}`, imp},
		{stub, "import types", imp},
		{stub, "from pandas import *"},
		{stub, "from pandas import DataFrame as Stub"},
		{stub, strings.TrimSpace(isinstanceShim), "from pandas import isinstance"},
	} {
		if got := importsFirst(stmts); !slices.Equal(got, stmts) {
			t.Errorf("moved:\n%s", strings.Join(got, "\n"))
		}
	}
}

// TestImportsFirstMoves: the shims pass as definitions, and an element
// holding one statement a line (a fixture's import and binding) is taken
// a line at a time.
func TestImportsFirstMoves(t *testing.T) {
	stub, shim := strings.TrimSpace(stubClass), strings.TrimSpace(isinstanceShim)
	// (csv: a module the Stub class does not mention, which would keep
	// its import after the class)
	fixture := "from pandas.tests.io.test_parquet import engine as _fixture_engine\nimport csv\nengine = _fixture_engine.obj"
	got := importsFirst([]string{"import types", stub, shim, `Ok = Stub("Ok")`, "from black.lines import Line", "from black.mode import Mode", "line = Line(mode=Mode())"})
	want := []string{"import types", "from black.lines import Line", "from black.mode import Mode", stub, shim, `Ok = Stub("Ok")`, "line = Line(mode=Mode())"}
	if !slices.Equal(got, want) {
		t.Errorf("shim: moved\n%s", strings.Join(got, "\n"))
	}
	got = importsFirst([]string{stub, `check = Stub("check")`, fixture})
	want = []string{"from pandas.tests.io.test_parquet import engine as _fixture_engine", "import csv", stub, `check = Stub("check")`, "engine = _fixture_engine.obj"}
	if !slices.Equal(got, want) {
		t.Errorf("fixture: moved\n%s", strings.Join(got, "\n"))
	}
}

// TestImportsFirstNamespaces: types.SimpleNamespace(...) of the leading
// "import types" and object() only store or make; once a statement binds
// types or object again they are calls of anything.
func TestImportsFirstNamespaces(t *testing.T) {
	stub := strings.TrimSpace(stubClass)
	ns := `_json = types.SimpleNamespace(loads=lambda *args, **kwargs: object(), n=[1, "a"])`
	imp := "from flask.json import current_app"
	got := importsFirst([]string{"import types", stub, ns, "f = object()", imp, "s = 1"})
	want := []string{"import types", imp, stub, ns, "f = object()", "s = 1"}
	if !slices.Equal(got, want) {
		t.Errorf("moved:\n%s", strings.Join(got, "\n"))
	}
	if b := helperBinds(stub); !slices.Equal(b, []string{"Stub"}) {
		t.Errorf("the Stub class binds %v", b)
	}
	for _, stmts := range [][]string{
		{stub, ns, imp},
		{"import types", stub, `types = Stub("types")`, ns, imp},
		{"import types", `object = lambda: 1`, "f = object()", imp},
		{"import types", "f = object(1)", imp},
	} {
		if got := importsFirst(stmts); !slices.Equal(got, stmts) {
			t.Errorf("moved:\n%s", strings.Join(got, "\n"))
		}
	}
}
