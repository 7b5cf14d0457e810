package explore

// Phase: explore, step 1 (the environment): tests of argvparse.go and of
// shapes read off callable keys and index= (frameshape.go, realobj.go).

import (
	"strings"
	"testing"
	"time"
)

// A script parsing its own parser's command line runs every branch on
// the parsed values: positionals of the declared type and choices, and,
// in further prefixes, each option once and at its most (a count given
// twice), one option of a mutually exclusive group each time.
func TestOwnParserGetsACommandLine(t *testing.T) {
	standInFree(t, exploreFull(t, "argv_own_parser.py"))
}

// The key a callable indexer's lambda reads (.loc[lambda df: df["runs"]])
// is a column of the file the frame is read from; a series whose .index
// indexes data of a literal number of rows has that many.
func TestFrameColumnsFromLambdaKeysAndIndexRows(t *testing.T) {
	exploreIndexed(t, "frame_lambda_keys_rows.py", pandasIndex())
}

// A subscripted base (class Box(Generic[T])) is a class: the name is
// imported from the library that has it, no stand-in.
func TestSubscriptedBaseIsAClass(t *testing.T) {
	idx := &ClassIndex{Modules: map[string]bool{}, Classes: map[string]map[string]bool{},
		Names: map[string][][3]string{"Generic": {{"typing", "c", "1"}}, "TypeVar": {{"typing", "c", "1"}}}}
	exploreIndexed(t, "generic_base.py", idx)
}

// A name of several words one of which is a standard module exporting
// what the snippet reads from it (fresh_json.loads) is that module under
// the name: the except clause for the module's own error runs.
func TestNameWithAModulesWordIsTheModule(t *testing.T) {
	idx := &ClassIndex{Modules: map[string]bool{}, Classes: map[string]map[string]bool{},
		Names: map[string][][3]string{"loads": {{"json", "f", "1"}}, "JSONDecodeError": {{"json", "e", "1"}}}}
	tree := exploreFullWith(t, &Offline{Index: idx}, 20*time.Second, "module_named_copy.py")
	if code := NodeByID(tree.Nodes, tree.P[0]).Code(); !strings.Contains(code, "import json as fresh_json") {
		t.Errorf("P:\n%s", code)
	}
}

// A snippet that handles errors is also run without the environment made
// for it (here the file it opens): the except clause for the missing file
// runs in that prefix, the body in the other.
func TestEnvironmentAbsentWhereErrorsAreHandled(t *testing.T) {
	standInFree(t, exploreFull(t, "env_absent_except.py"))
}

// The driver calls an Enum's uncalled method on one of its members (the
// class iterates its instances; calling it with no value fails): no
// stand-in for self.
func TestEnumMethodDrivenOnAMember(t *testing.T) {
	standInFree(t, exploreFull(t, "enum_method_driven.py"))
}

// The categories .cat calls require are there: reorder_categories' list
// is the column's very set, remove_categories' labels exist (pandas
// raises otherwise, as it would on the made-up x/y labels).
func TestCategoriesTheCatCallsRequire(t *testing.T) {
	exploreIndexed(t, "frame_category_labels.py", pandasIndex())
}

// A short option the snippet's own command line gives ("-c7") is the
// real parser's option for the read attribute of that letter (count).
func TestRealParserHasTheShortOption(t *testing.T) {
	tree := exploreIndexed(t, "parser_short_option.py", &ClassIndex{Modules: map[string]bool{}, Classes: map[string]map[string]bool{},
		Names: map[string][][3]string{}, Ducks: map[string][]string{"optparse.OptionParser": {"add_option", "parse_args", "print_help"}}})
	if code := NodeByID(tree.Nodes, tree.P[0]).Code(); !strings.Contains(code, `"-c", dest="count"`) {
		t.Errorf("P:\n%s", code)
	}
}

// A name used through the named tuple API (_make, _asdict, _fields,
// _replace) is a named tuple class made with collections.namedtuple, with
// the fields the snippet gives by keyword, or an instance of one, even
// where a library has a class of that name without the API.
func TestNamedTupleFromItsAPI(t *testing.T) {
	idx := &ClassIndex{Modules: map[string]bool{}, Classes: map[string]map[string]bool{},
		Names: map[string][][3]string{"Pair": {{"somelib", "c", "1"}}}}
	tree := exploreIndexed(t, "namedtuple_api.py", idx)
	if code := NodeByID(tree.Nodes, tree.P[0]).Code(); !strings.Contains(code, `Pair = collections.namedtuple("Pair", ["left", "right"])`) {
		t.Errorf("P:\n%s", code)
	}
}
