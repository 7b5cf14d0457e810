package explore

// Tests of round 18's rules for doc blocks (timekeys.go: dates held by a
// collection, labels read by a function of the snippet's own). CPython
// with the real pandas is the oracle: P covers every line binding no
// stand-in, also replayed with plain python3.

import (
	"slices"
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

// The usage tables import pi from math, a float: a snippet that calls
// pi.astype(...) means a value of its own (a float has no astype, so the
// import only fails on the first line), one that reads pi.is_integer()
// or multiplies it means math's.
func TestTableImportFitsTheValue(t *testing.T) {
	idx := &ClassIndex{Modules: map[string]bool{}, Classes: map[string]map[string]bool{},
		Names: map[string][][3]string{"pi": {{"math", "n", "1"}}}}
	for _, c := range []struct {
		src, imp string
		want     bool
	}{
		{"pi.astype('period[D]')\npi.astype('datetime64[ns]')\n", "from math import pi", false},
		{"print(pi.is_integer(), pi * 2)\n", "from math import pi", true},
	} {
		_, props := proposals(t, c.src, idx)
		got := false
		for _, p := range props {
			got = got || slices.Contains(p.Imports, c.imp)
		}
		if got != c.want {
			t.Errorf("%q: %s imported %v, want %v", c.src, c.imp, got, c.want)
		}
	}
}
