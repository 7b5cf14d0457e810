package explore

// Phase: explore, step 1: values told by what they are passed to
// (passedto.go) and frames shaped by level names and stored columns
// (realobj.go, frameshape.go). CPython with the real pandas is the
// oracle: the annotations come from the installed pandas, introspected in
// the sandbox, and P must cover every line binding no stand-in, also
// replayed with plain python3.

import (
	"strings"
	"testing"

	"unstuck/internal/pyparse"
)

// installedPandasIndex is the interpreter's class index (realIndex),
// which must hold pandas.
func installedPandasIndex(t *testing.T) *ClassIndex {
	t.Helper()
	ci := realIndex(t)
	if !ci.Modules["pandas"] {
		t.Skip("pandas not installed for the interpreter")
	}
	return ci
}

// The class index records what the libraries' callables take, read from
// the installed library itself.
func TestClassIndexRecordsWhatCallablesTake(t *testing.T) {
	ci := installedPandasIndex(t)
	merge := ci.Params["pandas.merge"]
	if len(merge) < 2 || merge[0][0] != "left" || kindOfParam(merge[0][0], merge[0][1]) != passFrame {
		t.Errorf("pandas.merge takes %v", merge)
	}
	if cat := ci.Params["pandas.Series.str.cat"]; len(cat) == 0 || kindOfParam(cat[0][0], cat[0][1]) != passReceiver {
		t.Errorf("Series.str.cat takes %v", cat)
	}
	if ft := ci.Params["pandas.MultiIndex.from_tuples"]; len(ft) == 0 || kindOfParam(ft[0][0], ft[0][1]) != passTuples {
		t.Errorf("MultiIndex.from_tuples takes %v", ft)
	}
	// Nothing that names no class of a recipe (a plain function of the
	// standard library) is kept.
	for k := range ci.Params {
		if !strings.HasPrefix(k, "pandas.") && !strings.HasPrefix(k, "numpy.") && !strings.HasPrefix(k, "requests.") {
			t.Errorf("params of %s recorded", k)
		}
	}
}

// Names passed to pandas.concat (inside a dict bound to a name), to
// pandas.merge (with on= labels), to Series.str.cat's others (inside a
// list) and to MultiIndex.from_tuples get real values of what those take.
func TestValuesToldByWhatTheyArePassedTo(t *testing.T) {
	tree := exploreIndexed(t, "passed_to.py", installedPandasIndex(t))
	code := NodeByID(tree.Nodes, tree.P[0]).Code()
	for _, want := range []string{"first = pd.DataFrame(", "left = pd.DataFrame({\"key\"", "u = pd.Series(['a'", "tuples = [('a', 'one')", "frames = [pd.DataFrame("} {
		if !strings.Contains(code, want) {
			t.Errorf("no %q in P:\n%s", want, code)
		}
	}
}

// A bare index whose levels are taken by name is a MultiIndex with those
// names; a frame stacked by level name has columns with those levels; a
// column stored whole (np.arange(8)) gives the frame its rows.
func TestFrameShapedByLevelsAndStoredColumns(t *testing.T) {
	idx := pandasIndex()
	idx.Classes["pandas.MultiIndex"] = set("get_level_values")
	idx.Classes["pandas.DataFrame"]["stack"], idx.Classes["pandas.DataFrame"]["groupby"] = true, true
	tree := exploreIndexed(t, "frame_levels.py", idx)
	code := NodeByID(tree.Nodes, tree.P[0]).Code()
	for _, want := range []string{`names=["outer", "second"]`, `names=["exp", "animal"]`, `"C": [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]`} {
		if !strings.Contains(code, want) {
			t.Errorf("no %q in P:\n%s", want, code)
		}
	}
}

// literalLength reads the lengths array makers and displays say.
func TestLiteralLength(t *testing.T) {
	for src, want := range map[string]int{
		"x = np.arange(8)\n": 8, "x = np.random.randn(5)\n": 5, "x = [1, 2, 3]\n": 3, "x = range(2, 9)\n": 0,
		"x = np.linspace(0, 1, 7)\n": 7, "x = f(8)\n": 0, "x = np.random.randn(8, 4)\n": 0,
	} {
		tr, err := pyparse.Parse([]byte(src))
		if err != nil {
			t.Fatal(err)
		}
		var right *pyparse.Node
		pyparse.Walk(tr.Root, func(n *pyparse.Node) bool {
			if n.Type() == "assignment" {
				right = n.ChildByFieldName("right")
			}
			return right == nil
		})
		if got := literalLength(tr, right); got != want {
			t.Errorf("%q: %d, want %d", src, got, want)
		}
	}
}

// framesIndex is pandasIndex with the frame's copy and loc.
func framesIndex() *ClassIndex {
	idx := pandasIndex()
	idx.Classes["pandas.DataFrame"]["copy"], idx.Classes["pandas.DataFrame"]["loc"] = true, true
	return idx
}

// A name whose items key a series made from a frame is the frame's index;
// a name compared with a literal inside the key of a frame's copy is a
// frame like it (its comparison a mask of the same shape); a file a
// reader reads through the variable holding its path, and the bytes
// read from it, is written by the reader's writer.
func TestNamesKeyingFramesAndFilesThroughVariables(t *testing.T) {
	tree := exploreIndexed(t, "keyed_by_names.py", framesIndex())
	code := NodeByID(tree.Nodes, tree.P[0]).Code()
	for _, want := range []string{"dates = (pd.DataFrame(", "other = pd.DataFrame(", `.to_json("json_file.txt")`} {
		if !strings.Contains(code, want) {
			t.Errorf("no %q in P:\n%s", want, code)
		}
	}
	// A threshold beside data (df[df.a > x]) stays a number: not a frame.
	_, props := proposals(t, "import pandas as pd\nframe = make()\nprint(frame[frame.A > limit], frame[frame.A > 2])\n", pandasIndex())
	for _, p := range props {
		for _, st := range p.Statements() {
			if strings.HasPrefix(st, "limit = pd.") {
				t.Errorf("a threshold made a frame: %s", st)
			}
		}
	}
}

// A frame selected by keys of several levels, directly or through a
// copy, has MultiIndexes of those levels, with the keys' labels; one
// read by float labels has a sorted index holding them.
func TestMultiIndexFromLocKeys(t *testing.T) {
	tree := exploreIndexed(t, "loc_levels.py", framesIndex())
	code := NodeByID(tree.Nodes, tree.P[0]).Code()
	for _, want := range []string{`index=pd.MultiIndex.from_product([["a", "b"], ["a", "b"], ["C1", "C3"]])`, `columns=pd.MultiIndex.from_product([["a", "b"], ["a", "foo"]])`,
		`index=[0.0, 10.5, 11.5`} {
		if !strings.Contains(code, want) {
			t.Errorf("no %q in P:\n%s", want, code)
		}
	}
}
