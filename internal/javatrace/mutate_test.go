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
