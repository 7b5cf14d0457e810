package explore

import (
	"strings"
	"testing"
)

// A name indexed by strings whose items are used through methods only a
// pandas Series has is a DataFrame; items used as lists or text are not.
func TestFrameFromItsColumnsMethods(t *testing.T) {
	idx := &ClassIndex{Modules: map[string]bool{"pandas": true}, Names: map[string][][3]string{},
		Classes: map[string]map[string]bool{"pandas.DataFrame": {"copy": true}, "pandas.Series": {"agg": true, "fillna": true, "upper": false}}}
	for src, frame := range map[string]bool{
		"tsdf['A'].agg(['sum', 'mean'])\n":       true,
		"x = readings['t'].fillna(0)\n":          true,
		"groups['a'].append(1)\n":                false,
		"print(names['first'].upper())\n":        false,
		"rows[0].agg(['sum'])\n":                 false,
		"table['A'].agg(['sum'])\ntable.foo()\n": false,
	} {
		_, props := proposals(t, src, idx)
		all := strings.Join(props[0].Statements(), "\n")
		if got := strings.Contains(all, "pd.DataFrame("); got != frame {
			t.Errorf("%q: DataFrame %v, want %v:\n%s", src, got, frame, all)
		}
	}
}

// A frame whose methods name an index level gets a MultiIndex with that
// level, holding the labels the snippet selects on it.
func TestFrameLevelsFromLevelKeywords(t *testing.T) {
	idx := &ClassIndex{Modules: map[string]bool{"pandas": true}, Names: map[string][][3]string{},
		Classes: map[string]map[string]bool{"pandas.DataFrame": {"xs": true, "sum": true}}}
	_, props := proposals(t, "df.xs('one', level='second')\ndf.sum(level='first')\n", idx)
	all := strings.Join(props[0].Statements(), "\n")
	if !strings.Contains(all, `index=pd.MultiIndex.from_product([["one", "a"], ["a", "b", "c"]], names=["second", "first"])`) {
		t.Errorf("want a MultiIndex with levels second, first in\n%s", all)
	}
	_, props = proposals(t, "df.xs('one')\n", idx)
	if all := strings.Join(props[0].Statements(), "\n"); strings.Contains(all, "MultiIndex") {
		t.Errorf("no level named, yet\n%s", all)
	}
}

// A name that is the length of an array the snippet makes is as long as
// the recipes' frames, so the array fits as one of their columns.
func TestArraySizesFitFrames(t *testing.T) {
	idx := &ClassIndex{Modules: map[string]bool{"pandas": true, "numpy": true}, Names: map[string][][3]string{},
		Classes: map[string]map[string]bool{"pandas.DataFrame": {"copy": true}}}
	_, props := proposals(t, "import numpy as np\nimport pandas as pd\ndf['e'] = np.random.randn(sLength)\nz = np.zeros(count)\n", idx)
	all := strings.Join(props[0].Statements(), "\n")
	if !strings.Contains(all, "sLength = 6") || !strings.Contains(all, "count = 6") || !strings.Contains(all, `"e": [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]`) {
		t.Errorf("want sizes of six rows in\n%s", all)
	}
}
