package explore

// Phase: explore, step 1 on documentation example blocks (round 15):
// values a block of a library reference page uses but another block
// made. CPython is the oracle: P covers every line binding no stand-in,
// also replayed with plain python3.

import (
	"strings"
	"testing"
)

// m.group(2), m["word"]: a real re.Match, of a pattern with a group for
// every number and name the block asks (a match of fewer raises
// IndexError, which a stand-in would hide).
func TestMatchHasTheGroupsAsked(t *testing.T) {
	idx := &ClassIndex{Modules: map[string]bool{}, Names: map[string][][3]string{},
		Classes: map[string]map[string]bool{"re.Match": set("end expand group groupdict groups lastgroup lastindex span start string")}}
	tree := exploreIndexed(t, "match_groups.py", idx)
	if code := NodeByID(tree.Nodes, tree.P[0]).Code(); !strings.Contains(code, "m = re.match(") {
		t.Errorf("m is no match in P:\n%s", code)
	}
}
