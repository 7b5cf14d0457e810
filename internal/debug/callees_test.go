package debug

import (
	"context"
	"path/filepath"
	"reflect"
	"testing"

	"unstuck/internal/trace"
)

func TestCalledFunctions(t *testing.T) {
	src := []byte("def a(x):\n    return x\n\n\ndef b(x):\n    return x\n\n\nclass C:\n    def m(self):\n        return 1\n\n    def n(self):\n        if a(1) > self.m():\n            return b(2)\n")
	got := calledFunctions(src, func(l int) bool { return l == 14 })
	if want := map[int]bool{1: true, 10: true}; !reflect.DeepEqual(got, want) {
		t.Errorf("called from line 14: %v, want %v", got, want)
	}
}

// Lines outside the failure's slice that are mutated all the same, and
// whose repair ranks them first: a helper whose result only decides a
// branch (late_fees: the failing value is an empty list nothing wrote to),
// called by a function of the slice; a mutable class attribute (shelf)
// of a class whose method is in the slice.
func TestCalleeOfSliceIsMutated(t *testing.T) {
	cfg := config(t, trace.AllRecovery)
	cs, err := Cases(filepath.Join("testdata", "callee"))
	if err != nil || len(cs) != 2 {
		t.Fatal(err, len(cs))
	}
	for _, c := range cs {
		r := RunItem(context.Background(), cfg, c)
		if r.Status != "ok" || r.RankAuto != 1 {
			t.Errorf("%s: status %s, rank %d: %+v", c.Name, r.Status, r.RankAuto, r.Candidates)
			continue
		}
		rep := false
		for _, e := range r.Candidates[0].Evidence {
			rep = rep || e.Kind == "repair"
		}
		if !rep {
			t.Errorf("%s: first candidate without repair evidence: %+v", c.Name, r.Candidates[0])
		}
	}
}

func TestEquivalentStatementMutantsDoNotCount(t *testing.T) {
	if countsOnLine("CPY", false) || countsOnLine("CNV", false) {
		t.Error("an added copy or conversion that changes nothing counted against its line")
	}
	if !countsOnLine("CPY", true) || !countsOnLine("ROR", false) || !countsOnLine("VAR", false) {
		t.Error("a changing statement mutant, or an unchanged token mutant, left out")
	}
}

func TestClassBodies(t *testing.T) {
	src := []byte("class A:\n    items = []\n\n    def __init__(self):\n        self.n = 0\n\n    @property\n    def size(self):\n        return len(self.items)\n\n\nx = 1\n")
	got := classAttrMethods(src)
	if want := map[int][]int{2: {4, 8}}; !reflect.DeepEqual(got, want) {
		t.Errorf("class attribute lines: %v, want %v", got, want)
	}
}
