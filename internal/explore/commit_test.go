package explore

import (
	"context"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
	"time"

	"unstuck/internal/execute"
	"unstuck/internal/solve"
)

// stubOnly proposes one prefix: a Stub for each name given.
type stubOnly struct{ names []string }

func (p stubOnly) Name() string { return "stub-only" }

func (p stubOnly) Propose(ctx context.Context, req Request) ([]Proposal, error) {
	if req.Step != 1 {
		return nil, nil
	}
	init := []string{strings.TrimSpace(stubClass)}
	for _, n := range p.names {
		init = append(init, n+` = Stub("`+n+`")`)
	}
	return []Proposal{{Init: init}}, nil
}

// TestCommittedStandInsRewritten: the Stubs of a prefix commit as the
// snippet uses them (a number, a text); the batch reports it, and the
// prefix is rewritten with the plain values, rerun, and kept in P in place
// of the Stubs; its file, run with plain python3, has no Stub.
func TestCommittedStandInsRewritten(t *testing.T) {
	ex := evalExecutor(t)
	src := []byte("if port > 1024:\n    print('high')\nelse:\n    print('low')\nprint(user.upper() + '!')\nprint(obj.attr)\n")
	x := &Explorer{Exec: ex, Proposers: []Proposer{stubOnly{[]string{"port", "user", "obj"}}}, Opt: Options{JobTimeout: 5 * time.Second}}
	tree, err := x.Explore(context.Background(), "s.py", src)
	if err != nil {
		t.Fatal(err)
	}
	first := tree.Nodes[0]
	want := []execute.Commit{{Name: "port", Value: "1"}, {Name: "user", Value: "'user'"}}
	if !slices.Equal(first.Commits, want) {
		t.Fatalf("commits %+v, want %+v (obj has an attribute: not a plain value)", first.Commits, want)
	}
	var plain *Node
	for _, n := range tree.Nodes {
		if n.Proposer == "commit" {
			plain = n
		}
	}
	if plain == nil {
		t.Fatalf("no rewritten node among %d", len(tree.Nodes))
	}
	code := plain.Code()
	if !strings.Contains(code, "port = 1\n") || !strings.Contains(code, "user = 'user'\n") || !strings.Contains(code, `obj = Stub("obj")`) {
		t.Errorf("rewritten prefix:\n%s", code)
	}
	if plain.Stubs >= first.Stubs || !slices.Equal(plain.Covered, first.Covered) {
		t.Errorf("rewritten node: %d stand-ins covering %v; the original %d covering %v", plain.Stubs, plain.Covered, first.Stubs, first.Covered)
	}
	if !slices.Contains(tree.P, plain.ID) || slices.Contains(tree.P, first.ID) {
		t.Errorf("P = %v: the rewritten node %d should replace node %d", tree.P, plain.ID, first.ID)
	}
	o, err := Replay(context.Background(), ex, tree, src, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if o.Coverage != coverageOf(tree.Nodes, []int{first.ID}, tree.Countable) {
		t.Errorf("replayed coverage %v", o.Coverage)
	}
	out, err := replayPlain(t, ex, o.P[0].File)
	if err != nil || !strings.Contains(string(out), "low\nUSER!\nobj.attr") {
		t.Errorf("%v\n%s", err, out)
	}
	if text, _ := os.ReadFile(o.P[0].File); strings.Contains(string(text), "port = Stub") {
		t.Errorf("the kept prefix still binds a committed Stub:\n%s", text)
	}
}

// TestCommittedRewrite: only Stub("name") calls whose name committed are
// replaced; the Stub class goes when nothing else uses it.
func TestCommittedRewrite(t *testing.T) {
	n := &Node{Proposal: Proposal{Imports: []string{"import os"}, Init: []string{strings.TrimSpace(stubClass), `a = Stub("a")`, `b = [Stub('b[0]'), Stub("c")]`, `Stub._values['a'] = 0`}},
		Commits: []execute.Commit{{Name: "a", Value: "0"}, {Name: "b[0]", Value: "'x'"}, {Name: "c", Value: "2"}}}
	imps, init, ok := committed(n)
	if !ok || !slices.Equal(imps, []string{"import os"}) || !slices.Equal(init, []string{"a = 0", "b = ['x', 2]"}) {
		t.Errorf("%v %q %q", ok, imps, init)
	}
	n.Commits = n.Commits[:1]
	_, init, _ = committed(n)
	if len(init) != 4 || !strings.HasPrefix(init[0], "class Stub:") || init[1] != "a = 0" {
		t.Errorf("the Stub class must stay while a Stub is left: %q", init[1:])
	}
	n.Commits = nil
	if _, _, ok := committed(n); ok {
		t.Error("nothing committed, nothing to rewrite")
	}
}

// TestPresetsSolveOpenStandIns: a variable holding a stand-in's derived
// value guards a line; Z3 picks the value that Stub commits to
// (Stub._values), and the rewrite leaves plain values in P.
func TestPresetsSolveOpenStandIns(t *testing.T) {
	if _, err := exec.LookPath("z3"); err != nil {
		t.Skip("z3 not installed (Debian z3; scripts/setup.sh installs it)")
	}
	ex := evalExecutor(t)
	src := []byte("v = cfg.compute().value\nif v > 5:\n    print('big')\nif v == 3:\n    print('three')\n")
	off := &Offline{Solve: Z3Flipper{Solver: &solve.Z3{}}}
	x := &Explorer{Exec: ex, Proposers: []Proposer{off}, Opt: Options{JobTimeout: 5 * time.Second}}
	tree, err := x.Explore(context.Background(), "s.py", src)
	if err != nil {
		t.Fatal(err)
	}
	o, err := Replay(context.Background(), ex, tree, src, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if o.Coverage != 1 {
		t.Fatalf("P covers %v of 5 lines", o.Covered)
	}
	for _, rp := range o.P {
		text, _ := os.ReadFile(rp.File)
		if strings.Contains(string(text), "Stub(") {
			t.Errorf("%s still binds a Stub:\n%s", rp.File, text)
		}
	}
}
