package explore

// Phase: explore, step 1 on documentation example blocks (round 15):
// values a block of a library reference page uses but another block
// made. CPython is the oracle: P covers every line binding no stand-in,
// also replayed with plain python3.

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"unstuck/internal/execute"
)

// m.group(2), m["word"]: a real re.Match, of a pattern with a group for
// every number and name the block asks (a match of fewer raises
// IndexError, which a stand-in would hide).
func TestMatchHasTheGroupsAsked(t *testing.T) {
	idx := &ClassIndex{Modules: map[string]bool{}, Names: map[string][][3]string{},
		Classes: map[string]map[string]bool{"re.Match": set("end expand group groupdict groups lastgroup lastindex span start string")}}
	tree := exploreIndexed(t, "match_groups.py", idx)
	if code := NodeByID(tree.Nodes, tree.P[0]).Code(); !strings.Contains(code, "m = re.match(") {
		t.Errorf("m is no match in P:\n%s", code)
	}
}

// A block that waits forever by design (an event nobody sets): its direct
// run, cut at its time after the imports, is the node's outcome and is
// kept as its file's replay; Replay does not wait the file out again.
func TestDirectRunCutIsTheReplay(t *testing.T) {
	ex := evalExecutor(t)
	x := &Explorer{Exec: ex, Proposers: []Proposer{NewOffline()}, Opt: Options{JobTimeout: 2 * time.Second, DirectWall: 2 * time.Second}}
	src := "import threading\nprint('waiting')\nthreading.Event().wait()\n"
	tree, err := x.Explore(context.Background(), "s.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	n := tree.Nodes[0]
	text := FileText(tree, n, []byte(src))
	before := tree.plain.get(prefixFile(n.ID), text)
	if before == nil || before.Status != "timeout" {
		t.Fatalf("the cut direct run is not kept for the replay (node %s, covered %v)", n.Status, n.Covered)
	}
	o, err := Replay(context.Background(), x.Exec, tree, []byte(src), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if len(o.P) != 1 || o.P[0].Node != n.ID || !slices.Contains(o.P[0].Covered, 2) || len(o.P[0].Covered) != len(n.Covered) {
		t.Errorf("replayed P %+v, node %d covers %v", o.P, n.ID, n.Covered)
	}
	if tree.runPlain(context.Background(), x.Exec, "", n, text, execute.Mode{}) != before {
		t.Error("the replay ran the prefix file again")
	}
}
