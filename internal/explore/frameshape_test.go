package explore

// Phase: explore, step 1: pandas values shaped by their uses
// (frameshape.go). CPython with the real pandas is the oracle: the
// prefixes run in the sandbox, P must cover every line binding no
// stand-in, and its files must do so replayed with plain python3.

import (
	"strings"
	"testing"
	"time"

	"unstuck/internal/pyparse"
)

// pandasIndex is a class index of pandas' two classes with the methods
// the test files call, as LoadClassIndex would list them.
func pandasIndex() *ClassIndex {
	frame := set("cat dt str sparse iloc iat memory_usage sum to_dense shape astype upper sort_values unstack droplevel")
	series := set("cat dt str sparse iloc iat memory_usage sum astype")
	return &ClassIndex{Modules: map[string]bool{"pandas": true, "numpy": true}, Names: map[string][][3]string{},
		Classes: map[string]map[string]bool{"pandas.DataFrame": frame, "pandas.Series": series, "numpy.ndarray": set("astype shape")}}
}

// exploreIndexed is exploreFull with a class index: P covers every
// countable line without a stand-in, also replayed with plain python3.
func exploreIndexed(t *testing.T, file string, idx *ClassIndex) *Tree {
	t.Helper()
	return standInFree(t, exploreFullWith(t, &Offline{Index: idx}, 20*time.Second, file))
}

// pandas refuses an accessor on the wrong dtype and a position past the
// end: a column used through .cat is categorical, through .dt dates,
// through .str text (also inside a lambda the frame's method is given);
// a frame used through .sparse is sparse; iloc and iat positions give
// the rows and columns; a level unstack or droplevel names is an index
// level.
func TestFrameShapedByAccessorsAndPositions(t *testing.T) {
	exploreIndexed(t, "frame_accessors.py", pandasIndex())
}

// Arithmetic with a date makes a series of dates; division by a duration
// an array of durations.
// A name added to a date and taken apart by position is pandas' index of
// durations; one cast to periods (a dtype only pandas knows) a Series of
// dates.
func TestTimeArithmeticGivesTimeValues(t *testing.T) {
	tree := exploreIndexed(t, "frame_time.py", pandasIndex())
	code := NodeByID(tree.Nodes, tree.P[0]).Code()
	for _, want := range []string{"spans = pd.timedelta_range(", "months = pd.Series(pd.date_range("} {
		if !strings.Contains(code, want) {
			t.Errorf("P has no %s:\n%s", want, code)
		}
	}
}

// A name the index says may be a Series or a DataFrame is tried as both:
// a Series' memory_usage() is a number, a DataFrame's a Series to sum.
func TestOtherClassOfTheLibrary(t *testing.T) {
	tree := exploreIndexed(t, "frame_other_class.py", pandasIndex())
	if code := NodeByID(tree.Nodes, tree.P[0]).Code(); !strings.Contains(code, "ts = pd.DataFrame(") {
		t.Errorf("P is not the frame's:\n%s", code)
	}
	// Without a runner-up class no extra prefix is proposed.
	_, props := proposals(t, "x = frame.memory_usage()\n", &ClassIndex{Modules: map[string]bool{"pandas": true}, Names: map[string][][3]string{},
		Classes: map[string]map[string]bool{"pandas.DataFrame": set("memory_usage")}})
	for _, p := range props {
		if strings.Contains(p.Note, "other real class") {
			t.Errorf("an other-class prefix with one class:\n%s", strings.Join(p.Statements(), "\n"))
		}
	}
}

// A file a pandas reader reads is written by its writer, with the
// reader's separator and orientation and the columns the snippet reads
// from the result (as keys, attributes and parse_dates).
func TestReaderFilesWrittenByTheirWriter(t *testing.T) {
	tree := exploreIndexed(t, "reader_files.py", pandasIndex())
	code := NodeByID(tree.Nodes, tree.P[0]).Code()
	for _, want := range []string{`.to_csv("data/prices.csv", sep=";", index=False)`, `.to_json("rows.json", orient="records")`} {
		if !strings.Contains(code, want) {
			t.Errorf("no %s in\n%s", want, code)
		}
	}
	if c := census(NodeByID(tree.Nodes, tree.P[0]).Proposal, NodeByID(tree.Nodes, tree.P[0]).Prefix); !strings.Contains(strings.Join(c.Environment, ","), "file data/prices.csv") {
		t.Errorf("environment %v", c.Environment)
	}
	// Columns named by position through a name holding a dict of
	// combinations: the file is wide enough, so CPython reads it and the
	// line after it runs (line 19).
	covered := map[int]bool{}
	for _, id := range tree.P {
		for _, l := range NodeByID(tree.Nodes, id).Covered {
			covered[l] = true
		}
	}
	if !covered[17] {
		t.Errorf("line 17 (after reading spanned.csv) not covered by P:\n%s", code)
	}
}

func TestShapeOf(t *testing.T) {
	src := "df['g'].cat.codes\ndf.iloc[[0, 1, 9], [1, 2]]\ndf.iloc[-12]\nx = df.iloc[2:50]\nother.iloc[3]\nf.sparse.density\n"
	tree, err := pyparse.Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	sh := shapeOf(tree, "df")
	if sh.cols["g"] != colCat || sh.rows != 12 || sh.width != 3 || sh.whole != colNumber {
		t.Errorf("shapeOf(df) = %+v", sh)
	}
	if sh := shapeOf(tree, "f"); sh.whole != colSparse || sh.rows != 0 {
		t.Errorf("shapeOf(f) = %+v", sh)
	}
	tree, err = pyparse.Parse([]byte("a.sort_values(by='n', key=lambda c: c.str.lower())\nb.apply(lambda c: c.dt.day)\nc.apply(lambda v: v.cat)\n"))
	if err != nil {
		t.Fatal(err)
	}
	if sh := shapeOf(tree, "a"); sh.cols["n"] != colText || sh.whole != colNumber {
		t.Errorf("shapeOf(a) = %+v", sh)
	}
	if sh := shapeOf(tree, "b"); sh.whole != colDate || len(sh.cols) != 0 {
		t.Errorf("shapeOf(b) = %+v", sh)
	}
}

// pandas' top-level eval reads its expression's names from the caller:
// those nobody defines get values (here plain numbers), so the eval runs
// for real instead of through a stand-in pd.
func TestEvalExpressionNamesAreReferences(t *testing.T) {
	tree := exploreIndexed(t, "eval_names.py", pandasIndex())
	code := NodeByID(tree.Nodes, tree.P[0]).Code()
	for _, name := range []string{"left = ", "right = ", "scale = "} {
		if !strings.Contains(code, name) {
			t.Errorf("no %s in\n%s", name, code)
		}
	}
	// A frame's own eval reads its columns: no new names.
	s, err := NewSnippet("x.py", []byte("import pandas as pd\nout = frame.eval('a + b')\nq = pd.eval(text)\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got := s.Refs.Names(); strings.Join(got, ",") != "frame,text" {
		t.Errorf("names %v", got)
	}
}

// A name nothing tells the class of, used through the methods of one
// that is a DataFrame, is a DataFrame too; the ends of a .loc label
// slice are the frame's row labels (stored into, as read).
func TestSiblingClassAndSliceLabels(t *testing.T) {
	tree := exploreIndexed(t, "frame_siblings.py", pandasIndex())
	code := NodeByID(tree.Nodes, tree.P[0]).Code()
	for _, want := range []string{"sdf = pd.DataFrame(", `index=["j", "k", `} {
		if !strings.Contains(code, want) {
			t.Errorf("no %s in\n%s", want, code)
		}
	}
}

// A name indexed by a string and by a mask of its own columns, whose
// column is given to a pandas function, or whose plot accessor's methods
// are called, is a DataFrame: real frames, no stand-in.
func TestFrameByMaskAndPandasArgument(t *testing.T) {
	exploreIndexed(t, "frame_masks.py", installedPandasIndex(t))
}
