package explore

// Phase: explore, step 1: round 17's pandas rules (timekeys.go). CPython
// with the real pandas is the oracle: P covers every line binding no
// stand-in, also replayed with plain python3.

import (
	"strings"
	"testing"
)

// A series selected from by partial date strings or a datetime bound,
// grouped by a lambda reading its labels' date fields, converted between
// time zones or localized with one flag per row, has a date index that
// answers so (pandas raises on a dict, a range index, a naive index, a
// flag list of another length); the names bounding a slice of it are
// Timestamps; a name only subscripted inside .loc keys is pd.IndexSlice,
// and a plain label beside keys of several levels is a first-level label.
// A name used only beside a date offset or a duration is a date or a
// duration (an int refuses pd.offsets.YearEnd()).
func TestTimeKeysAndIndexSlices(t *testing.T) {
	idx := pandasIndex()
	for _, a := range []string{"groupby", "tz_convert", "tz_localize", "loc"} {
		idx.Classes["pandas.Series"][a] = true
		idx.Classes["pandas.DataFrame"][a] = true
	}
	tree := exploreIndexed(t, "time_keys.py", idx)
	code := NodeByID(tree.Nodes, tree.P[0]).Code()
	for _, want := range []string{`index=pd.to_datetime(["2011-01-01", "2011-10-31", "2011-12-31"`, "end = pd.Timestamp(", "tz='UTC'", "idx = pd.IndexSlice", `["A1", "a"]`, `d = pd.Timestamp(`, `gap = pd.Timedelta(`, "when = datetime.datetime("} {
		if !strings.Contains(code, want) {
			t.Errorf("P has no %s:\n%s", want, code)
		}
	}
}

// A block that imports a module beside its page's setup (from io import
// StringIO) still gets the page's frame for df: pandas is in play for a
// name pandas names its frames by, and for one used through pandas'
// .str accessor (a Series). Text a reader reads through StringIO is the
// CSV text of a frame with the columns it parses.
func TestFrameBesideAnotherImport(t *testing.T) {
	idx := pandasIndex()
	idx.Classes["pandas.DataFrame"]["to_csv"] = true
	tree := exploreIndexed(t, "frame_beside_import.py", idx)
	code := NodeByID(tree.Nodes, tree.P[0]).Code()
	for _, want := range []string{"words = pd.Series(", `content = pd.DataFrame({"when": `} {
		if !strings.Contains(code, want) {
			t.Errorf("P has no %s:\n%s", want, code)
		}
	}
}
