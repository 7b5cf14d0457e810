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

// A helper whose result only decides a branch is outside the failure's
// slice (the failing value is an empty list nothing wrote to); its lines
// are mutated because a function of the slice calls it, and its repair
// ranks it first.
func TestCalleeOfSliceIsMutated(t *testing.T) {
	cfg := config(t, trace.AllRecovery)
	cs, err := Cases(filepath.Join("testdata", "callee"))
	if err != nil || len(cs) != 1 {
		t.Fatal(err, len(cs))
	}
	r := RunItem(context.Background(), cfg, cs[0])
	if r.Status != "ok" || r.RankAuto != 1 {
		t.Fatalf("%s: status %s, rank %d: %+v", cs[0].Name, r.Status, r.RankAuto, r.Candidates)
	}
	rep := false
	for _, e := range r.Candidates[0].Evidence {
		rep = rep || e.Kind == "repair"
	}
	if !rep {
		t.Errorf("first candidate without repair evidence: %+v", r.Candidates[0])
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
