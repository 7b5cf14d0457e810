package explore

// Tests of round 18's rules for doc blocks (timekeys.go: dates held by a
// collection, labels read by a function of the snippet's own). CPython
// with the real pandas is the oracle: P covers every line binding no
// stand-in, also replayed with plain python3.

import (
	"strings"
	"testing"
)

// A name whose items (dates[-1] + pd.Timedelta) or elements (day +
// datetime.timedelta) are used beside a duration holds dates: pandas'
// date index, or a list of datetimes. A series grouped through a partial
// of the snippet's own function, which reads t.value of the label it is
// handed, has a date index (an int label has no .value).
func TestDatesInCollectionsAndGroupingFunctions(t *testing.T) {
	idx := pandasIndex()
	for _, a := range []string{"at", "groupby", "sum"} {
		idx.Classes["pandas.Series"][a] = true
		idx.Classes["pandas.DataFrame"][a] = true
	}
	tree := exploreIndexed(t, "time_items.py", idx)
	code := NodeByID(tree.Nodes, tree.P[0]).Code()
	for _, want := range []string{"dates = pd.date_range(", "days = [datetime.datetime(", "index=pd.date_range("} {
		if !strings.Contains(code, want) {
			t.Errorf("P has no %s:\n%s", want, code)
		}
	}
}
