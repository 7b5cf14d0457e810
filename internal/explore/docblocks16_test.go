package explore

// Phase: explore, steps 1 and 2: round 16's doc-block rules. CPython
// with the real pandas is the oracle: P covers every line binding no
// stand-in, also replayed with plain python3.

import (
	"context"
	"os"
	"slices"
	"strings"
	"testing"
	"time"
)

// Labels a frame drops along its rows (drop(labels, axis=0), the default,
// or index=) are its index's, not columns (droplabels.go): pandas raises
// KeyError for a label the axis lacks. A made-up value pandas or numpy
// would take beside a list (divmod(s, [2, 3, ...]): an int or a list
// refuses) becomes a Series as long as the list (elementwise.go). Labels
// listed in the row part of a .loc key of a copy are the index's too.
func TestFrameDropRowsAndElementwiseOperand(t *testing.T) {
	idx := pandasIndex()
	idx.Classes["pandas.DataFrame"]["drop"] = true
	idx.Classes["pandas.DataFrame"]["copy"] = true
	tree := exploreIndexed(t, "frame_drop_rows.py", idx)
	code := NodeByID(tree.Nodes, tree.P[0]).Code()
	for _, want := range []string{`index=["a", "d", "b"`, `index=["a", "c", "h"`, `"one": [`, "s = pd.Series([1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0])"} {
		if !strings.Contains(code, want) {
			t.Errorf("P has no %s:\n%s", want, code)
		}
	}
}

// A run whose threads all wait forever (a worker on a queue nobody fills,
// the main thread joining it) ends when they do, as at its time limit,
// with the lines it covered: the direct run, the batch jobs and the
// replay alike (harness.watch_deadlock). The limits are a minute, so that
// only the deadlock can end the runs, whatever the load.
func TestDeadlockEndsTheRun(t *testing.T) {
	src, err := os.ReadFile("testdata/deadlock_join.py")
	if err != nil {
		t.Fatal(err)
	}
	ex := evalExecutor(t)
	x := &Explorer{Exec: ex, Proposers: []Proposer{NewOffline()}, Opt: Options{JobTimeout: time.Minute, DirectWall: time.Minute}}
	tree, err := x.Explore(context.Background(), "deadlock_join.py", src)
	if err != nil {
		t.Fatal(err)
	}
	const msg = "deadlock: every thread waits on a lock no thread can release"
	for _, n := range tree.Nodes {
		if n.Error == nil || n.Error.Message != msg || !slices.Contains(n.Covered, 14) || slices.Contains(n.Covered, 16) {
			t.Errorf("node %d (%s) covers %v, error %v", n.ID, n.Status, n.Covered, n.Error)
		}
	}
	o, err := Replay(context.Background(), ex, tree, src, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if len(o.P) == 0 || o.P[0].Error == nil || o.P[0].Error.Message != msg {
		t.Errorf("replayed P %+v", o.P)
	}
}

// The modules unittest.mock's patch targets name and nobody installed
// (patch('mymodule.foo'), patch('package.module.ClassName.attribute'))
// are made as files, part of the environment (patchmods.go), where the
// snippet uses nothing of them but what it patches: P binds no stand-in.
// A module whose unpatched function the snippet calls, or that it
// imports whole itself, is not made.
func TestPatchedModulesAreMade(t *testing.T) {
	tree := fullAndFree(t, "patched_modules.py")
	env := strings.Join(NodeByID(tree.Nodes, tree.P[0]).Census.Environment, "; ")
	if want := "modules the snippet patches (unittest.mock), made as files: mymodule, package, package.module"; !strings.Contains(env, want) {
		t.Errorf("environment %q lacks %q", env, want)
	}
	for _, src := range []string{
		"with patch('mymodule.frob') as frob:\n    mymodule.grob({6})\n",
		"import mymodule\nwith patch('mymodule.frob') as frob:\n    mymodule.grob({6})\n",
	} {
		s, err := NewSnippet("s.py", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		if st, _ := newBuilder(s).patchedModules(); st != "" {
			t.Errorf("a module whose grob is called is made:\n%s\n%s", src, st)
		}
	}
}

// A CapWords name read only through upper-case constants (Color.RED, x in
// Color, Color(1)) is an enumeration of those members (enumvalue.go).
func TestConstantsReadOffAClassAreAnEnum(t *testing.T) {
	tree := fullAndFree(t, "enum_members.py")
	if code := NodeByID(tree.Nodes, tree.P[0]).Code(); !strings.Contains(code, `Color = enum.Enum("Color", ["GREEN", "RED"])`) {
		t.Errorf("P is no enumeration:\n%s", code)
	}
}

// A missing file the snippet reads, named in a list it goes through, is
// made with the list's other names in one repair (siblingpaths.go):
// one file per repair ran out of steps before the list's end.
func TestListedFilesMadeTogether(t *testing.T) {
	tree := fullAndFree(t, "listed_files.py")
	env := strings.Join(NodeByID(tree.Nodes, tree.P[0]).Census.Environment, "; ")
	for _, want := range []string{"file notes", "file readme", "file todo"} {
		if !strings.Contains(env, want) {
			t.Errorf("environment %q lacks %q", env, want)
		}
	}
}
