package javatrace

import (
	"strings"
	"testing"
)

// A program that forgets to keep the last chunk and one that forgets to
// advance a cursor: the missing statements are among the insertions, each
// credited to the line the statement should follow, and every insertion
// keeps the line numbering.
func TestInsertions(t *testing.T) {
	src := `package p;
import java.util.ArrayList;
public class Chunks {
    public static ArrayList<String> chunks(String s, int n) {
        ArrayList<String> out = new ArrayList<String>();
        String head;
        while (s.length() > n) {
            head = s.substring(0, n);
            s = s.substring(n);
            out.add(head);
        }
        return out;
    }
    static int last(Item it) {
        Item prev = null;
        while (it != null) {
            Item next = it.next;
            it = next;
        }
        return prev == null ? -1 : prev.v;
    }
}
`
	ran := map[int]bool{}
	var universe []int
	for _, l := range []int{5, 7, 8, 9, 10, 11, 12, 15, 16, 17, 18, 20} { // 11: a loop's closing brace with bytecode
		ran[l], universe = true, append(universe, l)
	}
	ms := Insertions([]byte(src), ran, universe, func(int) float64 { return 0 }, 10, 100)
	want := map[string]int{"insert out.add(s);": 10, "insert prev = it;": 18}
	// (prev = it; just before it = next; at line 18: the value kept before
	// it is overwritten.)
	lines := strings.Count(src, "\n")
	for _, m := range ms {
		if strings.Count(string(m.Src), "\n") != lines {
			t.Errorf("%s moved the lines", m.Op)
		}
		if l, ok := want[m.Op]; ok && l == m.Line {
			delete(want, m.Op)
		}
		if m.Line == 11 {
			t.Errorf("%s credited to a closing brace", m.Op)
		}
		if m.Op == "insert out.add(n);" {
			t.Errorf("an int added to an ArrayList<String>: %s", m.Op)
		}
		if strings.Contains(m.Op, "n = n;") || strings.HasPrefix(m.Op, "insert s = s;") {
			t.Errorf("a self-assignment: %s", m.Op)
		}
	}
	for op, l := range want {
		t.Errorf("missing insertion %q credited to line %d (got %d mutants)", op, l, len(ms))
	}
	kept := false
	for _, m := range ms {
		kept = kept || strings.Contains(strings.Split(string(m.Src), "\n")[17], "prev = it; it = next;")
	}
	if !kept {
		t.Error("no insertion of prev = it; before it = next;")
	}
	// Nothing goes after a return, and blocks the test did not run get none.
	for _, m := range Insertions([]byte(src), map[int]bool{8: true}, universe, func(int) float64 { return 0 }, 10, 100) {
		if m.Line < 5 || m.Line > 12 {
			t.Errorf("insertion outside the block that ran: line %d %s", m.Line, m.Op)
		}
	}
}

func TestLineMutantsRepairs(t *testing.T) {
	has := func(ms []struct{ Op, Text string }, op, want string) bool {
		for _, m := range ms {
			if m.Op == op && m.Text == want {
				return true
			}
		}
		return false
	}
	if ms := LineMutants(`        best = run + 1;`, "best", "run"); !has(ms, "accumulate", `        best = Math.max(best, run + 1);`) {
		t.Errorf("no accumulation: %v", ms)
	}
	if ms := LineMutants(`        best = best + 1;`, "best"); has(ms, "accumulate", `        best = Math.max(best, best + 1);`) {
		t.Errorf("accumulated an update of itself: %v", ms)
	}
	if ms := LineMutants(`        return f(x.tail(2), y);`, "x", "y"); !has(ms, "analogy", `        return f(x.tail(2), y.tail(2));`) {
		t.Errorf("no analogy: %v", ms)
	}
	if ms := LineMutants(`        int v = m.get(i - 1).get(j) + 1;`, "m", "i", "j"); !has(ms, "index", `        int v = m.get(i - 1).get(j - 1) + 1;`) {
		t.Errorf("no off-by-one on an index: %v", ms)
	}
}

// A method of a local class sees the enclosing method's locals, and a
// statement may be missing at the start of a block: marking a node seen
// before walking on from it.
func TestInsertionsLocalClassBlockStart(t *testing.T) {
	src := `package p;
import java.util.*;
public class Reach {
    public static boolean reach(Item from, Item to) {
        Set<Item> seen = new HashSet<>();
        class Walk {
            boolean walk(Item n) {
                if (seen.contains(n)) {
                    return false;
                } else if (n == to) {
                    return true;
                } else {
                    for (Item m : n.next) {
                        if (walk(m)) {
                            return true;
                        }
                    }
                }
                return false;
            }
        }
        return new Walk().walk(from);
    }
}
`
	ran := map[int]bool{}
	var universe []int
	for _, l := range []int{5, 8, 9, 10, 11, 13, 14, 15, 19, 22} {
		ran[l], universe = true, append(universe, l)
	}
	found := false
	for _, m := range Insertions([]byte(src), ran, universe, func(int) float64 { return 0 }, 20, 200) {
		if m.Op == "insert seen.add(n);" && m.Line == 13 {
			found = true
		}
		if m.Line >= 8 && m.Line <= 19 && (strings.HasPrefix(m.Op, "insert seen = ") || strings.HasPrefix(m.Op, "insert to = ")) {
			t.Errorf("assigns an enclosing method's local in a local class: %s", m.Op)
		}
	}
	if !found {
		t.Error("no insertion of seen.add(n) before the loop at line 13")
	}
}

// Operators written without spaces are mutated too, type arguments not.
func TestLineMutantsTight(t *testing.T) {
	got := map[string]bool{}
	for _, m := range LineMutants(`        for (int c=0; c<r; c++) { List<Integer> xs = f(a>=b); }`) {
		if m.Op == "relational" {
			got[m.Text] = true
		}
	}
	for _, want := range []string{
		`        for (int c=0; c<=r; c++) { List<Integer> xs = f(a>=b); }`,
		`        for (int c=0; c<r; c++) { List<Integer> xs = f(a>b); }`,
	} {
		if !got[want] {
			t.Errorf("missing %q", want)
		}
	}
	for m := range got {
		if !strings.Contains(m, "List<Integer>") {
			t.Errorf("mutated a type argument: %q", m)
		}
	}
}
