package explore

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"unstuck/internal/execute"
)

// directExplorer has times long enough that no run of these tests is cut
// short on a busy machine.
func directExplorer(t *testing.T) *Explorer {
	ex := freshExecutor(t)
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

// A first prefix that does not cover everything is the first node, from
// its direct run, and exploration goes on with the others as it would
// without the direct run.
func TestDirectRunFallsBack(t *testing.T) {
	x := directExplorer(t)
	src := "x = 1\nprint(1 / (x - 1))\nprint('after')\n"
	tree, err := x.Explore(context.Background(), "s.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	// (The others here add only Stub settings to it: they take its run,
	// below, and no fork server need start.)
	if tree.Phases["direct"] == 0 || len(tree.Nodes) < 2 {
		t.Errorf("phases %v, %d nodes: want a direct run, then the other prefixes", tree.Phases, len(tree.Nodes))
	}
	n := tree.Nodes[0]
	if n.Status != "raised" || n.Error == nil || n.Error.Line == nil || *n.Error.Line != 2 || len(n.Covered) != 1 {
		t.Errorf("first node: status %s, error %+v, covered %v: want the direct run's ZeroDivisionError at line 2", n.Status, n.Error, n.Covered)
	}
	x.Opt.NoDirect = true
	without, err := x.Explore(context.Background(), "s.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := without.Phases["direct"]; ok {
		t.Errorf("NoDirect ran the first prefix directly: %v", without.Phases)
	}
	if got, want := coverageOf(tree.Nodes, tree.P, tree.Countable), coverageOf(without.Nodes, without.P, without.Countable); got != want {
		t.Errorf("P covers %.2f with the direct run, %.2f without", got, want)
	}
	if tree.Executions != without.Executions || len(tree.Nodes) != len(without.Nodes) {
		t.Errorf("executions %d, nodes %d with the direct run; %d, %d without: the direct run stands for the first prefix's job",
			tree.Executions, len(tree.Nodes), without.Executions, len(without.Nodes))
	}
	// The step-1 and step-3 prefixes that only add Stub settings to the
	// first (it binds no Stub) took its run (equiv.go), and run as jobs of
	// their own they end exactly so (CPython the oracle).
	s, err := NewSnippet("s.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var twins, own []*Node
	for _, n := range without.Nodes {
		if n.Twin != 0 {
			twins = append(twins, n)
			own = append(own, &Node{ID: n.ID, Proposal: n.Proposal})
		}
	}
	if len(twins) == 0 || without.Executions != len(without.Nodes)-len(twins) {
		t.Fatalf("%d nodes took a twin's run, executions %d of %d nodes: want the Stub settings of the first prefix's twins not run",
			len(twins), without.Executions, len(without.Nodes))
	}
	ses := &session{}
	defer ses.close()
	x.runJobs(context.Background(), without, s, ses, own, nil, x.Opt)
	for i, n := range twins {
		o := own[i]
		if o.Status != n.Status || !slices.Equal(o.Covered, n.Covered) || errText(o.Error) != errText(n.Error) || o.Stubs != n.Stubs {
			t.Errorf("node %d took node %d's run: %s %v %v, its own job: %s %v %v\n%s", n.ID, n.Twin,
				n.Status, n.Covered, errText(n.Error), o.Status, o.Covered, errText(o.Error), o.Code())
		}
	}
}

// The snippet's shape says when one run cannot cover every line: a
// conditional's other arm, an except clause, a function nobody names.
func TestOneRunMayCoverAll(t *testing.T) {
	for src, want := range map[string]bool{
		"x = 1\nprint(x)\n":                          true,
		"if a:\n    print(1)\n":                      true,
		"if a:\n    print(1)\nelse:\n    print(2)\n": false,
		"for v in vs:\n    if v:\n        print(1)\n    else:\n        print(2)\n": true,
		"try:\n    import x\nexcept ImportError:\n    x = None\n":                  false,
		"try:\n    f()\nfinally:\n    done()\n":                                    true,
		"def f():\n    return 1\n":                                                 false,
		"def f():\n    return 1\nprint(f())\n":                                     true,
		"class A:\n    def __init__(self):\n        self.v = 1\n    def get(self):\n        return self.v\nprint(A().get())\n": true,
		"class A:\n    def get(self):\n        return 1\nA()\n":                                                                false,
		"match v:\n    case 1:\n        print(1)\n":                                                                            false,
		"x = f()\nif not x:\n    exit(None)\nprint(x)\n":                                                                       false,
		"x = f()\nprint(x)\nexit(x)\n":                                                                                         true,
		"def g():\n    sys.exit(1)\ng()\nprint(2)\n":                                                                           true,
		"if bad:\n    raise ValueError(bad)\nprint(1)\n":                                                                       false,
	} {
		s, err := NewSnippet("s.py", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		if got := oneRunMayCoverAll(s); got != want {
			t.Errorf("%q: %v, want %v", src, got, want)
		}
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

// errText is an error's type, message and line, as text.
func errText(e *execute.Error) string {
	if e == nil {
		return "none"
	}
	line := "-"
	if e.Line != nil {
		line = fmt.Sprint(*e.Line)
	}
	return e.Type + ": " + e.Message + " at " + line
}
