package explore

import (
	"context"
	"os/exec"
	"testing"
)

// warmExplorer is directExplorer with a warm server idle that imported
// numpy: the first exploration (it falls short, so a batch runs) leaves it.
// Its snippet reads a name it never binds, so that the batch's prefixes
// differ in more than the Stub class's settings (twins take the first
// run's result and start no server: equiv.go).
// A warm run only goes beside a cold one that would import more than the
// standard library.
func warmExplorer(t *testing.T) *Explorer {
	x := directExplorer(t)
	pool := x.Exec.Warm()
	if pool == nil {
		t.Skip("warm servers need bubblewrap")
	}
	if exec.Command(x.Exec.Interpreter().Command, "-c", "import numpy").Run() != nil {
		t.Skip("numpy not installed")
	}
	if _, err := x.Explore(context.Background(), "w.py", []byte("x = numpy.array([n])\nprint(int(x[0]) / (len(x) - 1))\nprint('w')\n")); err != nil {
		t.Fatal(err)
	}
	pool.Settle()
	if !pool.Ready([]string{"numpy"}) || pool.Started() != 1 {
		t.Fatalf("ready %v, started %d: want one idle server for numpy", pool.Ready([]string{"numpy"}), pool.Started())
	}
	return x
}

// With a warm server idle for its imports, a first prefix that falls
// short of every line is the warm run's outcome: the direct run is
// stopped and not counted, no new server starts, and the tree is the one
// grown without any direct run.
func TestWarmFirstRunFallsShort(t *testing.T) {
	x := warmExplorer(t)
	src := "x = numpy.array([1])\nprint(int(x[0]) / (len(x) - 1))\nprint('after')\n"
	tree, err := x.Explore(context.Background(), "s.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if started := x.Exec.Warm().Started(); started != 1 {
		t.Errorf("%d servers started: the idle one should have served", started)
	}
	n := tree.Nodes[0]
	if n.Status != "raised" || n.Error == nil || n.Error.Line == nil || *n.Error.Line != 2 || len(n.Covered) != 1 {
		t.Errorf("first node: status %s, error %+v, covered %v: want the ZeroDivisionError at line 2", n.Status, n.Error, n.Covered)
	}
	if tree.Phases["direct"] == 0 || tree.Phases["jobs"] == 0 {
		t.Errorf("phases %v: want the direct run beside the warm one", tree.Phases)
	}
	x.Opt.NoDirect = true
	without, err := x.Explore(context.Background(), "s.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := coverageOf(tree.Nodes, tree.P, tree.Countable), coverageOf(without.Nodes, without.P, without.Countable); got != want {
		t.Errorf("P covers %.2f with the warm first run, %.2f without a direct run", got, want)
	}
	if tree.Executions != without.Executions || len(tree.Nodes) != len(without.Nodes) {
		t.Errorf("executions %d, nodes %d; %d, %d without a direct run: the stopped run counts for nothing",
			tree.Executions, len(tree.Nodes), without.Executions, len(without.Nodes))
	}
}

// When the warm run covers every line, the direct run still decides: the
// exploration ends with it, and the replay is that cold run, not a new one.
func TestWarmFirstRunCoversAll(t *testing.T) {
	x := warmExplorer(t)
	src := "x = numpy.array([1, 2])\nprint(int(x[0]) / (len(x) - 1))\n"
	tree, err := x.Explore(context.Background(), "s.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if len(tree.Nodes) != 1 || len(tree.P) != 1 {
		t.Fatalf("nodes %d, P %v: want the first prefix alone", len(tree.Nodes), tree.P)
	}
	n := tree.Nodes[0]
	if len(n.Covered) != len(tree.Countable) {
		t.Fatalf("covered %v of %v", n.Covered, tree.Countable)
	}
	if tree.plain.get(prefixFile(n.ID), FileText(tree, n, []byte(src))) == nil {
		t.Error("the direct run is not kept for the replay")
	}
}

// The warm run is the node's outcome when it falls short, not the direct
// run's: a snippet that tells the two apart (a job runs in a directory of
// its own) shows which one the first node holds.
func TestWarmFirstRunIsTheNode(t *testing.T) {
	x := warmExplorer(t)
	src := "x = numpy.array([1])\nassert not os.path.basename(os.getcwd()).startswith('job-')\nprint(x)\n"
	tree, err := x.Explore(context.Background(), "s.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	n := tree.Nodes[0]
	if n.Error == nil || n.Error.Type != "AssertionError" || len(n.Covered) != 1 {
		t.Errorf("first node: status %s, error %+v, covered %v: want the warm run's AssertionError", n.Status, n.Error, n.Covered)
	}
}

// A snippet of the standard library alone starts as fast cold: no warm
// run goes beside its direct run, even with a server idle that serves it,
// so the node is the cold run's (the job-directory test passes there).
func TestNoWarmRunForTheStandardLibrary(t *testing.T) {
	x := directExplorer(t)
	pool := x.Exec.Warm()
	if pool == nil {
		t.Skip("warm servers need bubblewrap")
	}
	if _, err := x.Explore(context.Background(), "w.py", []byte("x = json.loads('[1]')\nprint(x[0] / (len(x) - 1))\nprint('w')\n")); err != nil {
		t.Fatal(err)
	}
	pool.Settle()
	if !pool.Ready([]string{"json", "os"}) {
		t.Fatal("no idle server for the standard library")
	}
	src := "x = json.loads('[1]')\nassert not os.path.basename(os.getcwd()).startswith('job-')\nprint(x)\n"
	tree, err := x.Explore(context.Background(), "s.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if len(tree.Nodes) != 1 || len(tree.Nodes[0].Covered) != len(tree.Countable) {
		t.Errorf("nodes %d, first covers %v of %v: want the cold run alone, covering all", len(tree.Nodes), tree.Nodes[0].Covered, tree.Countable)
	}
}
