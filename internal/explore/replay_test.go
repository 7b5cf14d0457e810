package explore

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"
)

// A prefix that ran out of time in its batch (a loop that never ends) is
// replayed until it has covered what it covered there, not for the
// replay's whole limit: the replay ends as at its limit, saying why, and
// every line the node covered is reported covered, by a run of the file
// on its own. A prefix that ended in its batch is replayed to its end.
func TestReplayOfTimedOutPrefixStops(t *testing.T) {
	ex := evalExecutor(t)
	x := &Explorer{Exec: ex, Proposers: []Proposer{NewOffline()},
		Opt: Options{JobTimeout: time.Second, DirectWall: time.Second, NoDirect: true}}
	src := "n = 0\nprint(json.dumps(n))\nwhile True:\n    n += 1\n"
	tree, err := x.Explore(context.Background(), "loop.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	n := NodeByID(tree.Nodes, tree.Best)
	if n == nil || n.Status != "timeout" || len(n.Covered) != len(tree.Countable) {
		t.Fatalf("best node %+v: want one that covered every line and ran out of time", n)
	}
	// The replay's limit long enough for any load (twice the job's time):
	// only stopping at the node's lines ends it soon.
	tree.jobTimeout = 30 * time.Second
	o, err := Replay(context.Background(), ex, tree, []byte(src), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	b := o.Best
	if b.Status != "timeout" || b.Error == nil || !strings.Contains(b.Error.Message, "stop_covered") {
		t.Errorf("replay: status %s, error %+v, covered %v (node %v, stop %v): want it stopped once it had covered the node's lines", b.Status, b.Error, b.Covered, n.Covered, stopCovered(tree, n))
	}
	for _, l := range n.Covered {
		if !slices.Contains(o.Covered, l) {
			t.Errorf("line %d covered in the batch, not in the replay (%v)", l, o.Covered)
		}
	}

	// The same lines, then an end: the replay runs to it.
	src = "n = 0\nprint(json.dumps(n))\nwhile n < 3:\n    n += 1\n"
	tree, err = x.Explore(context.Background(), "ends.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if stop := stopCovered(tree, NodeByID(tree.Nodes, tree.Best)); stop != nil {
		t.Errorf("a node that ended in its batch has stop lines %v", stop)
	}
	o, err = Replay(context.Background(), ex, tree, []byte(src), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if o.Best.Status != "ok" || o.Coverage != 1 {
		t.Errorf("replay of an ending prefix: status %s, coverage %.2f", o.Best.Status, o.Coverage)
	}
}

// When the only lines P leaves uncovered are raise statements, which no
// run completes, nothing can add a line: no repair or coverage round
// runs after step 1, and P's coverage is what it was.
func TestNoRoundsForRaiseLinesAlone(t *testing.T) {
	x := directExplorer(t)
	src := "def check(v):\n    if v > 3:\n        return v\n    raise ValueError(v)\n\nr = check(n)\nprint(r)\n"
	tree, err := x.Explore(context.Background(), "check.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	p := coverageOf(tree.Nodes, tree.P, tree.Countable)
	if want := float64(len(tree.Countable)-1) / float64(len(tree.Countable)); p != want {
		t.Fatalf("P covers %.2f, want all but the raise (%.2f)", p, want)
	}
	for _, n := range tree.Nodes {
		if n.Step != 1 {
			t.Errorf("node %d of step %d (%s): nothing was left to cover", n.ID, n.Step, n.Note)
		}
	}
}
