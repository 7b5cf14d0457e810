package javatrace

import (
	"strings"
	"testing"
)

func TestLineMutants(t *testing.T) {
	got := map[string]bool{}
	for _, m := range LineMutants(`        while (lo < hi && s.charAt(0) == '<') { // a < b`) {
		got[m.Text] = true
	}
	for _, want := range []string{
		`        while (lo <= hi && s.charAt(0) == '<') { // a < b`,
		`        while (lo > hi && s.charAt(0) == '<') { // a < b`,
		`        while (lo < hi || s.charAt(0) == '<') { // a < b`,
		`        while (lo < hi && s.charAt(1) == '<') { // a < b`,
		`        while (lo < hi && s.charAt(0) != '<') { // a < b`,
	} {
		if !got[want] {
			t.Errorf("missing mutant %q", want)
		}
	}
	for m := range got {
		if !strings.HasSuffix(m, "// a < b") || !strings.Contains(m, "'<'") {
			t.Errorf("mutated a string, char or comment: %q", m)
		}
	}
	del := LineMutants("        count++;")
	found := false
	for _, m := range del {
		if m.Op == "delete" {
			found = true
		}
	}
	if !found {
		t.Errorf("no deletion of a simple statement: %v", del)
	}
	for _, m := range LineMutants("        int count = 0;") {
		if m.Op == "delete" {
			t.Errorf("deleted a declaration: %q", m.Text)
		}
	}
}

func TestLineMutantsMore(t *testing.T) {
	has := func(ms []struct{ Op, Text string }, want string) bool {
		for _, m := range ms {
			if m.Text == want {
				return true
			}
		}
		return false
	}
	ms := LineMutants(`        result = result + String.valueOf(alphabet.charAt(i));`)
	if !has(ms, `        result = String.valueOf(alphabet.charAt(i)) + result;`) {
		t.Errorf("no operand swap: %v", ms)
	}
	ms = LineMutants(`            result.add(flatten(x));`)
	if !has(ms, `            result.add(x);`) {
		t.Errorf("no argument propagation: %v", ms)
	}
	ms = LineMutants(`        for (Integer count : arr) {`, "arr", "counts", "count")
	if !has(ms, `        for (Integer count : counts) {`) {
		t.Errorf("no variable replacement: %v", ms)
	}
	ms = LineMutants(`        x.addAll(Collections.nCopies(digits.length, 0));`)
	if !has(ms, `        x.addAll(Collections.nCopies(digits.length - 1, 0));`) {
		t.Errorf("no off-by-one on a length: %v", ms)
	}
}
