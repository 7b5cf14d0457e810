package explore

// Tests of round 17's rules for doc blocks (handedargs.go ...).

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
}
