package explore

// Phase: explore, steps 1 and 2: round 16's doc-block rules. CPython
// with the real pandas is the oracle: P covers every line binding no
// stand-in, also replayed with plain python3.

import (
	"strings"
	"testing"
)

// Labels a frame drops along its rows (drop(labels, axis=0), the default,
// or index=) are its index's, not columns (droplabels.go): pandas raises
// KeyError for a label the axis lacks. A made-up value pandas or numpy
// would take beside a list (divmod(s, [2, 3, ...]): an int or a list
// refuses) becomes a Series as long as the list (elementwise.go).
func TestFrameDropRowsAndElementwiseOperand(t *testing.T) {
	idx := pandasIndex()
	idx.Classes["pandas.DataFrame"]["drop"] = true
	tree := exploreIndexed(t, "frame_drop_rows.py", idx)
	code := NodeByID(tree.Nodes, tree.P[0]).Code()
	for _, want := range []string{`index=["a", "d", "b"`, `"one": [`, "s = pd.Series([1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0])"} {
		if !strings.Contains(code, want) {
			t.Errorf("P has no %s:\n%s", want, code)
		}
	}
}
