package explore

// Phase: explore, step 1 on documentation example blocks (round 15):
// values a block of a library reference page uses but another block
// made. CPython is the oracle: P covers every line binding no stand-in,
// also replayed with plain python3.

import (
	"context"
	"os"
	"os/exec"
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

// store.append("dfq", dfq, format="table"): no list's append takes these
// arguments (CPython's list.append takes one positional), so the Stub's
// append is its own method, and the Stub no list; with one argument it
// still is a list's append, seen by len and iteration.
func TestCollectionMethodOfOtherArgumentsIsTheObjects(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("no python3")
	}
	f := t.TempDir() + "/own_append.py"
	src := stubClass + `
store = Stub("store")
store.append("dfq", [1, 2], format="table", data_columns=True)
rows = Stub("rows")
rows.append(5)
print(isinstance(store, list), len(rows), list(rows)[-1])
`
	os.WriteFile(f, []byte(src), 0o644)
	out, err := exec.Command(py, f).CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if got := strings.TrimSpace(string(out)); !strings.HasPrefix(got, "False ") || !strings.HasSuffix(got, " 5") {
		t.Errorf("printed %q", got)
	}
}

// A block that imports nothing of ctypes but sets the restype of a name
// it calls (an attribute only ctypes' function pointers have) calls C
// functions by the names an earlier block bound: the process's symbols of
// those names, its other calls' too.
func TestCFunctionsOfAForeignFunctionBlock(t *testing.T) {
	idx := &ClassIndex{Modules: map[string]bool{}, Classes: map[string]map[string]bool{}, Names: map[string][][3]string{}}
	tree := exploreIndexed(t, "ctypes_restype_printf.py", idx)
	code := NodeByID(tree.Nodes, tree.P[0]).Code()
	for _, want := range []string{"printf = ctypes.CDLL(None).printf", "strlen = ctypes.CDLL(None).strlen"} {
		if !strings.Contains(code, want) {
			t.Errorf("no %q in P:\n%s", want, code)
		}
	}
}

// f.write(s), f.writelines(lines): a name written to as a text file is
// one, opened for reading and writing.
func TestNameWrittenToIsAFile(t *testing.T) {
	idx := &ClassIndex{Modules: map[string]bool{}, Names: map[string][][3]string{},
		Classes: map[string]map[string]bool{"io.TextIOWrapper": set("close flush read readline readlines seek tell write writelines")}}
	tree := exploreIndexed(t, "file_written.py", idx)
	if code := NodeByID(tree.Nodes, tree.P[0]).Code(); !strings.Contains(code, "f = open(") {
		t.Errorf("f is no file in P:\n%s", code)
	}
}
