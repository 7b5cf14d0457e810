package mutate

import (
	"strings"
	"testing"
)

// Input variants change only the given lines' literals, keep every line
// where it was (an item on its own line leaves it blank), and combine
// with a mutant of another line but not of a line they change.
func TestInputVariants(t *testing.T) {
	src := []byte("def f(xs, k):\n    return sum(xs) + k\n\nitems = [\n    3,\n    4,\n    5,\n]\nr = f(items, 2)\nassert r == 14\n")
	vs := InputVariants(src, map[int]bool{4: true, 5: true, 6: true, 7: true, 8: true, 9: true}, 20)
	var descs []string
	n := strings.Count(string(src), "\n")
	for _, v := range vs {
		descs = append(descs, v.Desc)
		for l := range v.Lines {
			if l < 4 || l > 9 {
				t.Errorf("%s changes line %d", v.Desc, l)
			}
		}
		out, ok := v.Apply(src, 2, "    return sum(xs) - k")
		if !ok || strings.Count(string(out), "\n") != n || !strings.Contains(string(out), "sum(xs) - k") {
			t.Errorf("%s: %q", v.Desc, out)
		}
		_, changes := v.Lines[9]
		if _, ok := v.Apply(src, 9, "r = f(items, 3)"); ok == changes {
			t.Errorf("%s: a mutant of a line it changes must not combine", v.Desc)
		}
	}
	joined := strings.Join(descs, "\n")
	for _, w := range []string{"2 -> 3", "2 -> 1", "4 -> 5", "item 1 of 3 dropped", "item 3 of 3 dropped"} {
		if !strings.Contains(joined, w) {
			t.Errorf("no variant %q among:\n%s", w, joined)
		}
	}
	// Dropping the middle item blanks its line.
	for _, v := range vs {
		if v.Desc == "item 2 of 3 dropped" {
			out, _ := v.Apply(src, 0, "")
			if !strings.Contains(string(out), "    3,\n    \n    5,") {
				t.Errorf("middle item: %q", out)
			}
		}
	}
	// At most max, spread over the inputs.
	if vs := InputVariants(src, map[int]bool{4: true, 5: true, 6: true, 7: true, 8: true, 9: true}, 3); len(vs) != 3 || vs[0].Desc == vs[1].Desc {
		t.Errorf("max 3: %+v", vs)
	}
}
