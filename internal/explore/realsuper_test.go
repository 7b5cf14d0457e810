package explore

// Phase: explore, step 1 and commit (tests). super() in a method body cut
// out of its class is super(Class, self) with the real class and the
// real instance, counted as the snippet's environment; and the text
// alternative of step 2 holds what the snippet looks for in it.

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"unstuck/internal/execute"
)

// A method body of the standard library calling super().__init__: the
// prefix runs the real parent's __init__ on the real instance, binds no
// stand-in and declares super() as the body's environment; replayed with
// plain python3, P covers what the tree says.
func TestRealSuperRunsTheParentsMethod(t *testing.T) {
	ex := evalExecutor(t)
	off := NewOffline()
	off.Origins = &Origins{Exec: ex}
	src, err := os.ReadFile("testdata/super_method.py")
	if err != nil {
		t.Fatal(err)
	}
	tree, rep := exploreReplayed(t, ex, off, 10*time.Second, "super_method.py", src)
	if got := coverageOf(tree.Nodes, tree.P, tree.Countable); got < 0.5 || rep.Coverage != got {
		t.Fatalf("P covers %v, replayed %v", got, rep.Coverage)
	}
	found := false
	for _, id := range tree.P {
		n := NodeByID(tree.Nodes, id)
		if !slicesContains(n.Covered, 3) {
			continue
		}
		found = true
		if n.Stubs != 0 {
			t.Errorf("P node %d binds %d stand-ins:\n%s", n.ID, n.Stubs, n.Code())
		}
		env := strings.Join(n.Census.Environment, "; ")
		if !strings.Contains(env, "super() as Python gives it to a method of Function") {
			for _, st := range n.Prefix {
				t.Logf("%s: %s", n.Proposal.KindOf(st), firstLine(st))
			}
			t.Errorf("P node %d (step %d, %s) declares %q:\n%s", n.ID, n.Step, n.Proposer, env, n.Code())
		}
	}
	if !found {
		t.Errorf("no P node runs past super().__init__")
	}
}

// The statement's contract, run by CPython: a module-level super() is
// the origin class's parent bound to the prefix's self; a class the
// snippet defines keeps its own super(); explicit arguments pass through.
// No real super for a Stub self or a static method.
func TestRealSuperContract(t *testing.T) {
	org := &Origin{Mod: &OriginModule{Module: "pyclbr"}, Func: &OriginFunc{Qual: "Function.__init__", Class: "Function",
		Params: []OriginParam{{Name: "self"}, {Name: "module"}}}}
	body := []string{"self = pyclbr.Function.__new__(pyclbr.Function)"}
	sup := realSuper(org, Proposal{}, body)
	if !strings.HasPrefix(sup, superNote+"Function\n") {
		t.Fatalf("realSuper gave %q", sup)
	}
	src := "import pyclbr\n" + sup + "\n" + body[0] + `
super().__init__("m", "f", "file.py", 1, 2, None)
class D(dict):
    def get(self, k):
        return super().get(k, "own")
class E(D):
    pass
print(self.module, self.name, D().get("x"), super(D, D()).get("y", "explicit"), E().get("z"))
`
	r := execRun(t, "sup.py", src)
	if got := strings.TrimSpace(r.Stdout); got != "m f own explicit own" {
		t.Errorf("CPython printed %q (%s %s)", got, r.Status, r.Stderr)
	}
	p := Proposal{}
	p.mark(BindStub, `self = Stub("self")`)
	if s := realSuper(org, p, []string{`self = Stub("self")`}); s != "" {
		t.Errorf("a Stub self got %q", s)
	}
	if s := realSuper(org, Proposal{}, nil); s != "" {
		t.Errorf("no self bound, got %q", s)
	}
	static := *org.Func
	static.Decorators = []string{"staticmethod"}
	if s := realSuper(&Origin{Mod: org.Mod, Func: &static}, Proposal{}, body); s != "" {
		t.Errorf("a static method got %q", s)
	}
}

// "k" in x, x then handed to a function that demands text: the dict the
// test first suggests raises, and step 2's text alternative holds "k",
// so the lines after the test run on a plain str.
func TestTextAlternativeHoldsTestedLiterals(t *testing.T) {
	tree := standInFree(t, exploreFull(t, "contains_text.py"))
	for _, id := range tree.P {
		n := NodeByID(tree.Nodes, id)
		if slicesContains(n.Covered, 4) && !strings.Contains(n.Code(), `text = "fragment`) {
			t.Errorf("P node %d covers the text's lines otherwise:\n%s", n.ID, n.Code())
		}
	}
}

func slicesContains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

func execRun(t *testing.T, name, src string) *execute.Result {
	t.Helper()
	return evalExecutor(t).RunMode(context.Background(), name, []byte(src), execute.Mode{Wall: 30 * time.Second})
}
