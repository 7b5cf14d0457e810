package explore

import (
	"strings"
	"testing"
)

// docsIndex is a class index with what the blocks of these tests need:
// unittest.mock's patch and PropertyMock, and sqlite3's cursor and
// argparse's parser as real instances for stand-ins used through their
// methods.
func docsIndex() *ClassIndex {
	return &ClassIndex{Modules: map[string]bool{}, Classes: map[string]map[string]bool{},
		Names: map[string][][3]string{
			"patch":        {{"unittest.mock", "f", "1"}},
			"PropertyMock": {{"unittest.mock", "c", "1"}},
		},
		Ducks: map[string][]string{
			"sqlite3.Cursor":          {"execute", "executemany", "fetchall", "fetchone"},
			"argparse.ArgumentParser": {"add_argument", "parse_args", "print_help"},
		},
		Made: map[string]string{"sqlite3.Cursor": "sqlite3.connect('').cursor()"}}
}

// A worker whose body runs only in a thread the snippet never starts
// takes parameters named as the snippet's own module-level values: the
// driver calls it with them (a real queue, a number), and P binds no
// stand-in; with only the driver's other kinds (a Stub, lists, text) the
// queue's put is a stand-in's.
func TestDriverGivesTheSnippetsOwnValues(t *testing.T) {
	tree := exploreIndexed(t, "own_values_worker.py", docsIndex())
	for _, id := range tree.P {
		if code := NodeByID(tree.Nodes, id).Code(); !strings.Contains(code, "worker(q, n)") {
			t.Errorf("P node %d:\n%s", id, code)
		}
	}
}

// A property's getter and setter, replaced by a PropertyMock while the
// snippet runs, are driven through the property's fget and fset (the
// property object itself is not callable). That needs patch real: the
// lead, a stand-in for patch that patches nothing, covers every line, so
// P's own best grows in step 3 too.
func TestDriverReachesProperties(t *testing.T) {
	tree := exploreIndexed(t, "property_patched.py", docsIndex())
	code := ""
	for _, id := range tree.P {
		code += NodeByID(tree.Nodes, id).Code()
	}
	for _, want := range []string{"from unittest.mock import patch", "Foo.foo.fget(", "Foo.foo.fset("} {
		if !strings.Contains(code, want) {
			t.Errorf("P lacks %q:\n%s", want, code)
		}
	}
}

// A classmethod is driven on its class, with one argument fewer.
func TestDriverCallsClassmethodsOnTheClass(t *testing.T) {
	tree := exploreIndexed(t, "classmethod_driven.py", docsIndex())
	if code := NodeByID(tree.Nodes, tree.P[0]).Code(); !strings.Contains(code, "Weekday.today()") {
		t.Errorf("P:\n%s", code)
	}
}

// Files the snippet removes or reads under a handler of FileNotFoundError
// raise nothing a repair sees; the guide makes them, and every line runs.
func TestFilesNamedOnUncoveredLines(t *testing.T) {
	tree := exploreIndexed(t, "suppressed_remove.py", docsIndex())
	code := ""
	for _, id := range tree.P {
		code += NodeByID(tree.Nodes, id).Code()
	}
	for _, want := range []string{`open("somefile.tmp", 'w')`, `os.makedirs(os.path.dirname("notes/data.txt")`} {
		if !strings.Contains(code, want) {
			t.Errorf("P lacks %q:\n%s", want, code)
		}
	}
}

// A cursor left by an earlier block becomes a real sqlite3 cursor that
// holds the tables the snippet's SQL reads, with the columns it names.
func TestRealCursorHoldsTheSnippetsTables(t *testing.T) {
	tree := exploreIndexed(t, "sqlite_earlier_table.py", docsIndex())
	code := NodeByID(tree.Nodes, tree.P[0]).Code()
	for _, want := range []string{"CREATE TABLE IF NOT EXISTS movie(title, year)", "CREATE TABLE IF NOT EXISTS review(c1, c2)"} {
		if !strings.Contains(code, want) {
			t.Errorf("P lacks %q:\n%s", want, code)
		}
	}
}

// A parser left by an earlier block becomes a real argparse parser with
// an option for each attribute the snippet reads off parse_args(); the
// batch's jobs see sys.argv as a plain run does, so parse_args() reads no
// argument of unstuck's own.
func TestRealParserHasTheReadOptions(t *testing.T) {
	tree := exploreIndexed(t, "parser_earlier_options.py", docsIndex())
	if code := NodeByID(tree.Nodes, tree.P[0]).Code(); !strings.Contains(code, "argparse.ArgumentParser()") {
		t.Errorf("P:\n%s", code)
	}
}

// A made-up module the snippet patches (patch('package.module.X')) and
// also reads as a global (package.module.X) is one object: the module
// the repair puts in sys.modules is the value the prefix binds to the
// global, so the patch is what the snippet reads and every line runs.
func TestPatchedFakeModuleIsTheGlobal(t *testing.T) {
	exploreFull(t, "patched_fake_module.py")
}

// A made-up package imported with its submodule is made up whole at the
// first error: the package alone would fail again at the submodule, and a
// repair that binds a stand-in gets no second turn.
func TestDottedMadeUpImportMadeWhole(t *testing.T) {
	exploreFull(t, "dotted_made_up_import.py")
}
