package explore

// Phase: explore, steps 1, 2 and 4 on documentation example blocks
// (round 14): what a block names on another line of its statement, the
// input it reads, the index a slice keeps, the columns a parameter names,
// the instance a module's namesake function makes, and the table a
// reader selects. CPython with the installed libraries is the oracle: P
// covers every line binding no stand-in, also replayed with plain python3.

import (
	"strings"
	"testing"
)

// pd.read_csv( spans three lines and fails on its first: the repair
// gives the names on its other lines (parse_dates=date_spec) other values.
func TestRepairReadsTheWholeStatement(t *testing.T) {
	exploreIndexed(t, "multiline_call_arg.py", installedPandasIndex(t))
}

// input() on an empty standard input raises EOFError; the environment
// then holds lines typed for it, and declares them.
func TestInputReadsTypedLines(t *testing.T) {
	tree := fullAndFree(t, "stdin_input.py")
	env := strings.Join(NodeByID(tree.Nodes, tree.P[0]).Census.Environment, "; ")
	if !strings.Contains(env, "standard input") {
		t.Errorf("environment %q does not declare the standard input", env)
	}
}

// A slice of a series and a column of a frame are indexed as they are:
// resample on them needs the time index on the series and the frame.
func TestSliceAndColumnKeepTheTimeIndex(t *testing.T) {
	exploreIndexed(t, "frame_slice_time.py", pandasIndex())
}

// andrews_curves(frame: DataFrame, class_column: str): the string given
// to a parameter named as a column is a column of the frame beside it,
// also of a frame read from a file, which is made with it; a function
// imported from pandas.plotting is found in the index of what callables
// take.
func TestColumnParameterLabelsTheFrame(t *testing.T) {
	ci := installedPandasIndex(t)
	if ps := ci.Params["pandas.plotting.andrews_curves"]; len(ps) < 2 || !columnParam(ps[1][0], ps[1][1]) {
		t.Fatalf("pandas.plotting.andrews_curves takes %v", ps)
	}
	tree := exploreIndexed(t, "frame_class_column.py", ci)
	code := NodeByID(tree.Nodes, tree.P[0]).Code()
	for _, want := range []string{`pd.DataFrame({"Name": `, `other = pd.DataFrame({"Name": `} {
		if !strings.Contains(code, want) {
			t.Errorf("no %q in P:\n%s", want, code)
		}
	}
}

// screen.bgpic(): turtle's CapWords function Screen makes the instance a
// name of that word stands for; it draws on a display, and the image the
// block names is made as one.
func TestNamesakeFunctionMakesTheInstance(t *testing.T) {
	idx := &ClassIndex{Modules: map[string]bool{}, Classes: map[string]map[string]bool{},
		Names: map[string][][3]string{"Screen": {{"turtle", "f", "1"}}}}
	tree := exploreIndexed(t, "turtle_screen_namesake.py", idx)
	code := NodeByID(tree.Nodes, tree.P[0]).Code()
	if !strings.Contains(code, "screen = turtle.Screen()") {
		t.Errorf("P:\n%s", code)
	}
	env := strings.Join(NodeByID(tree.Nodes, tree.P[0]).Census.Environment, "; ")
	if !strings.Contains(env, "a display (Xvfb)") || !strings.Contains(env, "file landscape.gif") {
		t.Errorf("environment %q", env)
	}
	// Two modules with a function of that name: neither is taken.
	b := &builder{idx: &ClassIndex{Names: map[string][][3]string{"Screen": {{"turtle", "f", "1"}, {"curses", "f", "1"}}}}}
	if got := b.namesakeFactory("screen"); got != nil {
		t.Errorf("namesake of two modules: %v", got)
	}
}

// dfj2 is a frame by pandas' naming; read_html selects its table by
// attributes, which the file made for it carries.
func TestFrameNamesAndTableAttributes(t *testing.T) {
	idx := pandasIndex()
	idx.Classes["pandas.DataFrame"]["to_json"] = true
	tree := exploreIndexed(t, "frame_df_names.py", idx)
	code := NodeByID(tree.Nodes, tree.P[0]).Code()
	for _, want := range []string{"dfj2 = pd.DataFrame(", `id=\"table\" class=\"sortable\"`} {
		if !strings.Contains(code, want) {
			t.Errorf("no %q in P:\n%s", want, code)
		}
	}
}

// A ctypes block calls C functions by the names an earlier block bound
// (strchr.restype = ...; strchr(...)) and a library by its file's name
// (libc.printf): the process's symbol of that name and the library
// find_library finds.
func TestCFunctionsOfACtypesBlock(t *testing.T) {
	idx := &ClassIndex{Modules: map[string]bool{}, Classes: map[string]map[string]bool{},
		Names: map[string][][3]string{"c_char_p": {{"ctypes", "c", "1"}}, "c_int": {{"ctypes", "c", "1"}}}}
	tree := exploreIndexed(t, "ctypes_c_function.py", idx)
	code := NodeByID(tree.Nodes, tree.P[0]).Code()
	for _, want := range []string{"strchr = ctypes.CDLL(None).strchr", `libc = ctypes.CDLL(ctypes.util.find_library("c"))`} {
		if !strings.Contains(code, want) {
			t.Errorf("no %q in P:\n%s", want, code)
		}
	}
}

// fd(50) beside lt(90) are turtle's functions of those names: a
// two-letter name the block calls is a function of the module that
// provides its other names too, where it would otherwise be taken for a
// variable.
func TestTwoLetterFunctionsOfOneModule(t *testing.T) {
	idx := &ClassIndex{Modules: map[string]bool{}, Classes: map[string]map[string]bool{},
		Names: map[string][][3]string{"Screen": {{"turtle", "f", "1"}}, "fd": {{"turtle", "f", "1"}}, "lt": {{"turtle", "f", "1"}, {"operator", "f", "1"}}}}
	tree := exploreIndexed(t, "turtle_two_letter.py", idx)
	code := NodeByID(tree.Nodes, tree.P[0]).Code()
	for _, want := range []string{"from turtle import fd", "from turtle import lt", "screen = turtle.Screen()"} {
		if !strings.Contains(code, want) {
			t.Errorf("no %q in P:\n%s", want, code)
		}
	}
}
