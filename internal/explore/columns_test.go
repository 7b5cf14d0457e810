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
