package explore

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"unstuck/internal/execute"
)

// The methods of a class the snippet never instantiates run on one real
// instance its constructor built, __enter__ before the methods that read
// what it set: P binds no stand-in and its file runs with plain python3.
func TestMethodsRunOnARealInstance(t *testing.T) {
	ex := evalExecutor(t)
	src, err := os.ReadFile("testdata/driven_methods.py")
	if err != nil {
		t.Fatal(err)
	}
	x := &Explorer{Exec: ex, Proposers: []Proposer{NewOffline()}, Opt: Options{JobTimeout: 5 * time.Second}}
	tree, err := x.Explore(context.Background(), "driven_methods.py", src)
	if err != nil {
		t.Fatal(err)
	}
	if got := coverageOf(tree.Nodes, tree.P, tree.Countable); got != 1 {
		t.Fatalf("P %v covers %v", tree.P, got)
	}
	for _, id := range tree.P {
		n := NodeByID(tree.Nodes, id)
		if code := n.Code(); n.Stubs != 0 || !strings.Contains(code, "_unstuck_instance(Session") || strings.Contains(code, "Stub(") {
			t.Fatalf("P node %d: %d stand-ins:\n%s", n.ID, n.Stubs, code)
		}
	}
	rep, err := Replay(context.Background(), ex, tree, src, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	out, err := replayPlain(t, ex, rep.P[0].File)
	if err != nil || !strings.Contains(string(out), "recorded 1") || !strings.Contains(string(out), "closed after") {
		t.Errorf("%v\n%s", err, out)
	}
}

// The driver's text: methods on the instance, registered in reverse so
// that atexit runs them in the class's order; static methods as before.
func TestInstanceCallsOrder(t *testing.T) {
	src := []byte("class C:\n    def __init__(self, a):\n        self.a = a\n    def f(self, x):\n        return self.a + x\n    @staticmethod\n    def g(y):\n        return y\n")
	s, err := NewSnippet("c.py", src)
	if err != nil {
		t.Fatal(err)
	}
	calls := []string{"C.__init__/2", "C.f/2", "C.g/1"}
	params := map[string][]string{"C.__init__": {"self", "a"}, "C.f": {"self", "x"}, "C.g": {"y"}}
	ctors := constructors(s, calls)
	if c, ok := ctors["C"]; !ok || len(c.params) != 1 || c.params[0] != "a" || !c.statics["g"] {
		t.Fatalf("constructors = %+v", ctors)
	}
	d := instanceCalls(calls, params, ctors, false, nil)
	lines := strings.Split(d, "\n")
	var regs []string
	for _, l := range lines {
		if strings.HasPrefix(l, "atexit.register(") {
			regs = append(regs, l)
		}
	}
	if len(regs) == 0 || !strings.Contains(regs[len(regs)-1], ".__init__(") || !strings.Contains(regs[0], "C.g(") {
		t.Fatalf("registrations not in reverse order:\n%s", d)
	}
	if !strings.Contains(d, "_unstuck_instance(C, (([1, 2, 3],), (2,), ([],), ('text',),)).f(2)") {
		t.Errorf("method not called on the instance:\n%s", d)
	}
	if k := classify(d); k.StandIn() {
		t.Errorf("plain driver classified %s", k)
	}
}

// Functions nothing calls, of kinds the driver must call in their own way:
// an async generator (iterated in an event loop), required keyword-only
// parameters (passed by keyword), a body that is a docstring only (its
// header covered by the call).
func TestDriverCallsEveryKindOfFunction(t *testing.T) {
	fullAndFree(t, "driven_kinds.py")
}

// fullAndFree explores testdata/file with the offline proposer: P covers
// every countable line binding no stand-in, and its files do so when
// replayed with plain python3.
func fullAndFree(t *testing.T, file string) *Tree {
	t.Helper()
	return standInFree(t, exploreFull(t, file))
}

// standInFree checks that tree's P binds no stand-in.
func standInFree(t *testing.T, tree *Tree) *Tree {
	t.Helper()
	for _, id := range tree.P {
		if n := NodeByID(tree.Nodes, id); n.Stubs != 0 {
			t.Errorf("P node %d binds %d stand-ins:\n%s", n.ID, n.Stubs, n.Code())
		}
	}
	return tree
}

// exploreFull explores testdata/file with the offline proposer: P covers
// every countable line, and its files do so when replayed with plain
// python3.
func exploreFull(t *testing.T, file string) *Tree {
	t.Helper()
	return exploreFullWith(t, NewOffline(), 5*time.Second, file)
}

// exploreFullWith is exploreFull with proposer p and jobs of timeout job.
func exploreFullWith(t *testing.T, p Proposer, job time.Duration, file string) *Tree {
	t.Helper()
	src, err := os.ReadFile("testdata/" + file)
	if err != nil {
		t.Fatal(err)
	}
	tree, rep := exploreReplayed(t, evalExecutor(t), p, job, file, src)
	if got := coverageOf(tree.Nodes, tree.P, tree.Countable); got != 1 {
		for _, n := range tree.Nodes {
			t.Logf("node %d covers %v, error %v:\n%s", n.ID, n.Covered, n.Error, n.Code())
		}
		t.Fatalf("P %v covers %v of %v", tree.P, got, tree.Countable)
	}
	if rep.Coverage != 1 {
		t.Errorf("replayed P covers %v", rep.Coverage)
	}
	return tree
}

// exploreReplayed explores src (named file) with proposer p alone and
// replays P's prefix files.
func exploreReplayed(t *testing.T, ex *execute.Executor, p Proposer, job time.Duration, file string, src []byte) (*Tree, *Outcome) {
	t.Helper()
	x := &Explorer{Exec: ex, Proposers: []Proposer{p}, Opt: Options{JobTimeout: job}}
	tree, err := x.Explore(context.Background(), file, src)
	if err != nil {
		t.Fatal(err)
	}
	o, err := Replay(context.Background(), ex, tree, src, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return tree, o
}

// Annotated parameters get plain values of the types their annotations
// name, built at call time (a Logger, a list of str, a Path, a Literal's
// member, a keyword-only one too, a Union's Path after the Callable it
// cannot build): the functions the made-up kinds break
// on run through, P binds no stand-in, and plain python3 replays it.
func TestAnnotatedParametersGetTheirTypes(t *testing.T) {
	ex := evalExecutor(t)
	src, err := os.ReadFile("testdata/annotated_params.py")
	if err != nil {
		t.Fatal(err)
	}
	x := &Explorer{Exec: ex, Proposers: []Proposer{NewOffline()}, Opt: Options{JobTimeout: 5 * time.Second}}
	tree, err := x.Explore(context.Background(), "annotated_params.py", src)
	if err != nil {
		t.Fatal(err)
	}
	if got := coverageOf(tree.Nodes, tree.P, tree.Countable); got != 1 {
		t.Fatalf("P %v covers %v", tree.P, got)
	}
	for _, id := range tree.P {
		if n := NodeByID(tree.Nodes, id); n.Stubs != 0 || !strings.Contains(n.Code(), "_unstuck_typed(") {
			t.Fatalf("P node %d: %d stand-ins:\n%s", n.ID, n.Stubs, n.Code())
		}
	}
	rep, err := Replay(context.Background(), ex, tree, src, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	for _, rp := range rep.P {
		if out, err := replayPlain(t, ex, rp.File); err != nil || !strings.Contains(string(out), "label text") {
			t.Errorf("%s: %v\n%s", rp.File, err, out)
		}
	}
}
