package explore

import (
	"context"
	"testing"
)

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
