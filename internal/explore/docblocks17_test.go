package explore

// Tests of round 17's rules for doc blocks (handedargs.go).

import (
	"strings"
	"testing"
)

// A worker handed to a Timer that never starts, with the arguments it is
// to get (args= and kwargs= displays) under other names than its
// parameters: the driver calls it with those expressions, a real queue
// and a number, and P binds no stand-in. Without them the queue's put is
// a stand-in's (a Stub or a namespace of lambdas).
func TestDriverGivesTheHandedArguments(t *testing.T) {
	tree := exploreIndexed(t, "handed_args_timer.py", docsIndex())
	if len(tree.P) == 0 {
		t.Fatal("no P")
	}
	for _, id := range tree.P {
		n := NodeByID(tree.Nodes, id)
		if code := n.Code(); n.Stubs > 0 || !strings.Contains(code, "worker(results, count=3)") {
			t.Errorf("P node %d (stand-ins %d):\n%s", id, n.Stubs, code)
		}
	}
	settingsBindNothing(t, tree)
}

// settingsBindNothing: step 1's "stubs false" prefix of a block with no
// name to bind holds the Stub class and Stub._truth = False alone, which
// bind nothing the block reads: it counts no stand-in.
func settingsBindNothing(t *testing.T, tree *Tree) {
	t.Helper()
	for _, n := range tree.Nodes {
		binds := false
		for _, st := range n.Prefix {
			if !isHelper(st) && (strings.Contains(st, "Stub(") || strings.Contains(st, "lambda")) {
				binds = true
			}
		}
		if strings.HasSuffix(n.Note, "stubs false") && !binds && n.Stubs != 0 {
			t.Errorf("node %d binds no Stub but counts %d stand-ins:\n%s", n.ID, n.Stubs, n.Code())
		}
	}
}
