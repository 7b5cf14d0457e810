package debug

import (
	"context"
	"path/filepath"
	"reflect"
	"testing"

	"unstuck/internal/trace"
)

// A local its function never reads, but in its own assignment's right
// side, is a dead store; a read anywhere else (a nested function, a
// global statement, a later line) or a name meant unused is not.
func TestUnusedLocals(t *testing.T) {
	src := []byte(`def f(self, km):
    km = round(self.km + km, 1)
    total = 0
    for x in [1, 2]:
        total = total + x
    _ignored = 3
    kept = 4
    def g():
        return kept
    return g

def h():
    global seen
    seen = 1
    done = 2
    return locals()

class C:
    size = 0
`)
	want := map[int]string{2: "km", 3: "total", 5: "total"}
	if got := unusedLocals(src); !reflect.DeepEqual(got, want) {
		t.Errorf("unusedLocals = %v, want %v", got, want)
	}
	if got := classAttributes(src); !reflect.DeepEqual(got, map[string][]int{"size": {19}}) {
		t.Errorf("classAttributes = %v", got)
	}
}

// testdata/ranking: one program per mechanism of the ranking, each
// ranked first only with it: a dead store (r01), a class attribute read
// through instances (r02: the class body's line joins the slice), a name
// returned as is whose VAR mutant returns a closer value (r03: not toward
// evidence for the return), a list built holding one list in every slot
// (r04: alias.go), a condition never true whose block would have written
// the result (r05: omission.go), a statement over several lines repaired on one
// of its continuation lines (r06: the candidate names that line).
func TestRankingMechanisms(t *testing.T) {
	dir := filepath.Join("testdata", "ranking")
	answersKeptApart(t, dir)
	fixesPass(t, dir)
	if testing.Short() {
		t.Skip("runs every program under its mutants")
	}
	cfg := config(t, trace.AllRecovery)
	cs, err := Cases(dir)
	if err != nil || len(cs) < 5 {
		t.Fatal(err, len(cs))
	}
	for _, c := range cs {
		r := RunItem(context.Background(), cfg, c)
		if r.Status != "ok" || r.RankAuto != 1 {
			t.Errorf("%s: %s rank_auto %d, candidates %v", c.Name, r.Status, r.RankAuto, CandidateLines(r.Candidates))
		}
	}
}
