package trace

import (
	"reflect"
	"testing"
)

func TestAnalyzeProbes(t *testing.T) {
	src := []byte("def f(a, d):\n    x = a[i] + d.k\n    a[j], y = x, 2\n    a.append(x)\n    for k in range(x):\n        d.k += k\n    return [v for v in a if v > x]\n")
	st, err := Analyze(src)
	if err != nil {
		t.Fatal(err)
	}
	has := func(ps []Probe, p ...string) bool {
		for _, q := range ps {
			if reflect.DeepEqual([]string(q), p) {
				return true
			}
		}
		return false
	}
	if l := st[2]; !has(l.Reads, "i", "a", "i", "a[i]") || !has(l.Reads, "a", "d", "k", "d.k") || !has(l.Writes, "n", "x") {
		t.Errorf("line 2: %+v", l)
	}
	if l := st[3]; !has(l.Writes, "i", "a", "j", "a[j]") || !has(l.Writes, "n", "y") || !has(l.Reads, "n", "x") {
		t.Errorf("line 3: %+v", l)
	}
	if l := st[4]; len(l.Calls) != 1 || l.Calls[0].Recv != "a" || l.Calls[0].Func != "append" || l.Calls[0].Args[0] != "x" {
		t.Errorf("line 4 calls: %+v", l.Calls)
	}
	if l := st[5]; !has(l.Writes, "n", "k") || !has(l.Reads, "n", "x") {
		t.Errorf("line 5: %+v", l)
	}
	if l := st[6]; !has(l.Reads, "a", "d", "k", "d.k") || !has(l.Writes, "a", "d", "k", "d.k") {
		t.Errorf("line 6 (augmented attribute): %+v", l)
	}
	// Comprehension variables are not read from the frame.
	if l := st[7]; has(l.Reads, "n", "v") || !has(l.Reads, "n", "a") || !has(l.Reads, "n", "x") {
		t.Errorf("line 7: %+v", l.Reads)
	}
}

func TestStatementOf(t *testing.T) {
	src := []byte("x = (1 +\n     2)\nif (x and\n        x):\n    y = [1,\n         2]\n")
	got := StatementOf(src)
	want := map[int]int{2: 1, 4: 3, 6: 5}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}
