package explore

// Phase: explore, step 3 towards the lines only stand-ins reach (tests).
// CPython is the oracle: P's files, replayed with plain python3, cover
// what the tree says.

import (
	"os"
	"strings"
	"testing"
	"time"
)

// freeGuideTree explores testdata/file (a method body of the standard
// library) with the offline proposer and its origins, and checks that P
// binds no stand-in and covers as much replayed as the tree says.
func freeGuideTree(t *testing.T, file string) *Tree {
	t.Helper()
	ex := evalExecutor(t)
	off := NewOffline()
	off.Origins = &Origins{Exec: ex}
	off.Solve = Z3Flipper{Solver: testZ3}
	src, err := os.ReadFile("testdata/" + file)
	if err != nil {
		t.Fatal(err)
	}
	tree, rep := exploreReplayed(t, ex, off, 10*time.Second, file, src)
	got := coverageOf(tree.Nodes, tree.P, tree.Countable)
	if rep.Coverage != got {
		t.Errorf("P covers %v, replayed %v", got, rep.Coverage)
	}
	for _, id := range tree.P {
		if n := NodeByID(tree.Nodes, id); n.Stubs != 0 {
			t.Errorf("P node %d binds %d stand-ins:\n%s", n.ID, n.Stubs, n.Code())
		}
	}
	return tree
}

// sunau's Au_read.getcomptype compares self._encoding with the module's
// constants: the real instance's attribute is given each constant itself,
// so every branch runs on real values (a solver's number would be no
// constant of sunau, and the module a stand-in).
func TestRealComparedValues(t *testing.T) {
	tree := freeGuideTree(t, "real_compared.py")
	if got := coverageOf(tree.Nodes, tree.P, tree.Countable); got != 1 {
		for _, n := range tree.Nodes {
			t.Logf("node %d covers %v:\n%s", n.ID, n.Covered, n.Code())
		}
		t.Fatalf("P %v covers %v of %v", tree.P, got, tree.Countable)
	}
	found := false
	for _, id := range tree.P {
		found = found || strings.Contains(NodeByID(tree.Nodes, id).Code(), "self._encoding = AUDIO_FILE_ENCODING_ALAW_8")
	}
	if !found {
		t.Errorf("no P node gives self._encoding sunau's own constant")
	}
}

// asyncio's BaseEventLoop._check_default_executor: "if flag: raise". A
// Stub self covers the header (its body starts); the real loop covers it
// too once its flag is set in place, found by step 3 from the real
// instance towards the line only the Stub reached.
func TestFreeGuideSetsTheRealFlag(t *testing.T) {
	tree := freeGuideTree(t, "free_flag.py")
	ok := false
	for _, id := range tree.P {
		n := NodeByID(tree.Nodes, id)
		ok = ok || slicesContains(n.Covered, 2) && strings.Contains(n.Code(), "self._executor_shutdown_called = True")
	}
	if !ok {
		for _, n := range tree.Nodes {
			t.Logf("node %d covers %v:\n%s", n.ID, n.Covered, n.Code())
		}
		t.Fatalf("no P node covers the header on the real loop")
	}
}

// The lines only stand-ins reach get one more step-3 round from the real
// node a parameters' sample made (a constructor's self beside the hollow
// instance), the best such one that was no base yet: not from a stand-in
// node or one no sample made.
func TestFreeSampleBase(t *testing.T) {
	s := &Snippet{Countable: []int{1, 2, 3, 4}}
	tree := &Tree{Nodes: []*Node{
		{ID: 1, Covered: []int{1, 2, 3}},
		{ID: 2, Covered: []int{1}, Private: sampled{}},
		{ID: 3, Parent: 2, Covered: []int{1, 2}},
		{ID: 4, Covered: []int{1, 2, 3, 4}, Stubs: 1, Private: sampled{}},
	}}
	if b := freeSampleBase(tree, s, []*Node{tree.Nodes[0]}); b == nil || b.ID != 3 {
		t.Errorf("freeSampleBase = %+v, want node 3", b)
	}
	if b := freeSampleBase(tree, s, []*Node{tree.Nodes[2]}); b == nil || b.ID != 2 {
		t.Errorf("freeSampleBase without node 3 = %+v, want node 2", b)
	}
}
