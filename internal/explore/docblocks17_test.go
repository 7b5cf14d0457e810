package explore

// Tests of round 17's rules for doc blocks (handedargs.go ...).

import (
	"os"
	"strings"
	"testing"
	"time"
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

// A block of textwrap's documentation page (its file name says so) calls
// dedent without importing it: the page ties it to textwrap as an import
// would, so P imports the real function, which refuses the block's
// argument, and binds no stand-in for it, although a stand-in runs every
// line. Elsewhere (a file name of no module) the name stays a guess.
// (testdata/pydoc_textwrap_7.py, pydoc_textwrap_8.py)
func TestPageNamesTheModule(t *testing.T) {
	src, err := os.ReadFile("testdata/pydoc_textwrap_7.py")
	if err != nil {
		t.Fatal(err)
	}
	idx := &ClassIndex{Modules: map[string]bool{}, Classes: map[string]map[string]bool{},
		Names: map[string][][3]string{"dedent": {{"textwrap", "f", "1"}}}}
	for file, real := range map[string]bool{"pydoc_textwrap_7.py": true, "snippet_7.py": false} {
		tree, o := exploreReplayed(t, evalExecutor(t), &Offline{Index: idx}, 20*time.Second, file, src)
		code := pCode(tree)
		if got := !strings.Contains(code, "dedent = "); got != real {
			t.Errorf("%s: P binds dedent to a stand-in: %v, want %v (P covers %.2f):\n%s", file, !got, !real, o.Coverage, code)
		}
		if real && !strings.Contains(code, "from textwrap import dedent") {
			t.Errorf("%s: P does not import dedent:\n%s", file, code)
		}
		settingsBindNothing(t, tree)
	}
	// Where the block needs a stand-in anyway (make_text, its own
	// function), the page does not decide: P is picked as before, and
	// the stand-in for dedent, which takes the extra argument, covers
	// every line.
	src, err = os.ReadFile("testdata/pydoc_textwrap_8.py")
	if err != nil {
		t.Fatal(err)
	}
	tree, o := exploreReplayed(t, evalExecutor(t), &Offline{Index: idx}, 20*time.Second, "pydoc_textwrap_8.py", src)
	if o.Coverage != 1 {
		t.Errorf("pydoc_textwrap_8.py: P covers %.2f:\n%s", o.Coverage, pCode(tree))
	}
}
