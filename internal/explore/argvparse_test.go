package explore

// Phase: explore, step 1 (the environment): tests of argvparse.go and of
// shapes read off callable keys and index= (frameshape.go, realobj.go).

import "testing"

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
