package explore

import (
	"context"
	"testing"
	"time"

	"unstuck/internal/execute"
)

// directExplorer has times long enough that no run of these tests is cut
// short on a busy machine.
func directExplorer(t *testing.T) *Explorer {
	ex := evalExecutor(t)
	return &Explorer{Exec: ex, Proposers: []Proposer{NewOffline()},
		Opt: Options{JobTimeout: 30 * time.Second, DirectWall: 30 * time.Second}}
}

// A snippet whose first prefix binds only real names and runs to its end
// is explored by that one run: no fork server starts, and the replay is
// the run already made.
func TestDirectRunEndsExploration(t *testing.T) {
	x := directExplorer(t)
	src := "print(os.path.join('a', 'b'))\nx = json.dumps({'k': 1})\n"
	tree, err := x.Explore(context.Background(), "s.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if len(tree.Nodes) != 1 || tree.Executions != 1 || len(tree.P) != 1 {
		t.Fatalf("nodes %d, executions %d, P %v: want one node run once", len(tree.Nodes), tree.Executions, tree.P)
	}
	if _, ok := tree.Phases["fork_server"]; ok || tree.Phases["direct"] == 0 {
		t.Errorf("phases %v: want the direct run alone", tree.Phases)
	}
	n := tree.Nodes[0]
	if n.Stubs != 0 || len(n.Covered) != len(tree.Countable) {
		t.Errorf("node binds %d stand-ins, covers %v of %v", n.Stubs, n.Covered, tree.Countable)
	}
	text := FileText(tree, n, []byte(src))
	before := tree.plain.get(prefixFile(n.ID), text)
	if before == nil {
		t.Fatal("the direct run is not kept for the replay")
	}
	o, err := Replay(context.Background(), x.Exec, tree, []byte(src), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if o.Coverage != 1 {
		t.Fatalf("replayed P covers %.2f", o.Coverage)
	}
	if tree.runPlain(context.Background(), x.Exec, "", n, text, execute.Mode{}) != before {
		t.Error("the replay ran the prefix file again")
	}
	if out, err := replayPlain(t, x.Exec, o.P[0].File); err != nil {
		t.Errorf("%s does not run on its own: %v\n%s", o.P[0].File, err, out)
	}
}

// A first prefix that does not cover everything leaves exploration to go
// on as it would without the direct run.
func TestDirectRunFallsBack(t *testing.T) {
	x := directExplorer(t)
	src := "if limit > 5:\n    print('many')\nelse:\n    print('few')\n"
	tree, err := x.Explore(context.Background(), "s.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if tree.Phases["direct"] == 0 || tree.Phases["jobs"] == 0 {
		t.Errorf("phases %v: want a direct run, then the fork server's", tree.Phases)
	}
	x.Opt.NoDirect = true
	without, err := x.Explore(context.Background(), "s.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := without.Phases["direct"]; ok {
		t.Errorf("NoDirect ran the first prefix directly: %v", without.Phases)
	}
	if got, want := coverageOf(tree.Nodes, tree.P, tree.Countable), coverageOf(without.Nodes, without.P, without.Countable); got != want || got != 1 {
		t.Errorf("P covers %.2f with the direct run, %.2f without", got, want)
	}
	if tree.Executions != without.Executions+1 {
		t.Errorf("executions %d with the direct run, %d without: the direct run counts once", tree.Executions, without.Executions)
	}
}

// A first prefix that binds a stand-in is not run directly: a stand-in's
// prefix is worth running only beside the others.
func TestDirectRunNeedsRealNames(t *testing.T) {
	x := directExplorer(t)
	tree, err := x.Explore(context.Background(), "s.py", []byte("print(gadget.frobnicate(3).twiddle)\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := tree.Phases["direct"]; ok {
		t.Errorf("a stand-in's prefix ran directly: %v", tree.Phases)
	}
}
