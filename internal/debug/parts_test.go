package debug

import (
	"testing"

	"unstuck/internal/trace"
)

func TestCheckPartsMove(t *testing.T) {
	base := trace.TestOutcome{Parts: []int{0, 7, 0, 9}}
	p := newCheckParts(base)
	if p == nil || p.wrong != 2 || p.right != 2 {
		t.Fatalf("parts %+v", p)
	}
	cases := []struct {
		o    trace.TestOutcome
		want partsMove
	}{
		{trace.TestOutcome{Parts: []int{0, 7, 0, 9}}, partsMove{}},                     // nothing the check sees
		{trace.TestOutcome{Parts: []int{0, 0, 0, 9}}, partsMove{fixed: 1}},             // a partial repair
		{trace.TestOutcome{Parts: []int{5, 8, 0, 9}}, partsMove{broke: 1, changed: 1}}, // a right part broken on the way
		{trace.TestOutcome{Sig: "ZeroDivisionError"}, partsMove{broke: 2, changed: 2}}, // another failure loses every part
		{trace.TestOutcome{Pass: true}, partsMove{fixed: 2}},
	}
	for i, c := range cases {
		if got := p.move(c.o); got != c.want {
			t.Errorf("%d: %+v, want %+v", i, got, c.want)
		}
	}
	// A check of one part, or with no wrong part, says nothing more than the check.
	if newCheckParts(trace.TestOutcome{Parts: []int{3}}) != nil || newCheckParts(trace.TestOutcome{Parts: []int{0, 0}}) != nil {
		t.Error("parts kept for a single or an all-right check")
	}
}

func TestNoEffect(t *testing.T) {
	src := []byte(`class Club:
    def join(self, who):
        self.members.append(who)

    def ship(self):
        self.status == "shipped"
        "a docstring-like string"
        self.name.strip()
        self.join("x")
        print(self.name)
        sorted(self.members)
        sorted(self.members).append("y")
        self.members[:].sort()
        self.members.copy().clear()
        self.members.sort()


def total(xs, tax):
    xs.sort()
    total = 0
    total + tax
    ", ".join(xs)
    ...
    return total
`)
	got := noEffect(src)
	for _, l := range []int{6, 8, 11, 12, 13, 14, 21, 22} {
		if got[l] == "" {
			t.Errorf("line %d not found: %v", l, got)
		}
	}
	// A method the file defines (join), print, a mutating method, a string, `...`.
	for _, l := range []int{3, 7, 9, 10, 15, 19, 23} {
		if got[l] != "" {
			t.Errorf("line %d taken: %q", l, got[l])
		}
	}
}
