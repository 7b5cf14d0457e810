// Tests of the summary figures on hand-made records.
package bench

import (
	"math"
	"testing"

	"unstuck/internal/execute"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestSummarize(t *testing.T) {
	e := func(typ string) *execute.Error { return &execute.Error{Type: typ} }
	recs := []Record{
		{File: "a", Status: "ok", Countable: 4, Covered: 4, Coverage: 1, Seconds: 1},
		{File: "b", Status: "raised", Countable: 2, Covered: 1, Coverage: 0.5, Error: e("NameError"), Seconds: 3},
		{File: "c", Status: "raised", Countable: 4, Covered: 0, Coverage: 0, Error: e("NameError"), Seconds: 2},
		{File: "d", Status: "empty", Countable: 0, Error: e("EmptySnippet"), Seconds: 10},
		{File: "e", Status: StatusFailure, Countable: 3, Failure: "sandbox: boom", Seconds: 0},
	}
	s := Summarize(recs)
	if s.Recorded != 5 || s.WithCountable != 3 || s.Failures != 1 {
		t.Errorf("recorded %d, with countable %d, failures %d", s.Recorded, s.WithCountable, s.Failures)
	}
	// Per item: (1 + 0.5 + 0) / 3; the failure and the empty item are out.
	if !near(s.MeanCoverage, 0.5) {
		t.Errorf("mean coverage %v, want 0.5", s.MeanCoverage)
	}
	// Lines: (4 + 1 + 0) / (4 + 2 + 4).
	if !near(s.WeightedCoverage, 0.5) || s.CoveredLines != 5 || s.CountableLines != 10 {
		t.Errorf("weighted %v (%d/%d), want 0.5 (5/10)", s.WeightedCoverage, s.CoveredLines, s.CountableLines)
	}
	if s.FullExecution != 1 || !near(s.FullExecutionRate, 1.0/3) {
		t.Errorf("full execution %d, rate %v", s.FullExecution, s.FullExecutionRate)
	}
	// Seconds 0, 1, 2, 3, 10.
	if !near(s.MedianSeconds, 2) || !near(s.MeanSeconds, 3.2) {
		t.Errorf("median %v, mean %v", s.MedianSeconds, s.MeanSeconds)
	}
	if s.ByStatus["raised"] != 2 || s.ByStatus["ok"] != 1 || s.ByStatus[StatusFailure] != 1 {
		t.Errorf("by status %v", s.ByStatus)
	}
	if len(s.ErrorTypes) != 2 || s.ErrorTypes[0] != (Count{"NameError", 2}) || s.ErrorTypes[1] != (Count{"EmptySnippet", 1}) {
		t.Errorf("error types %v", s.ErrorTypes)
	}
	// An even count takes the middle pair's mean.
	if m := median([]float64{4, 1, 3, 2}); !near(m, 2.5) {
		t.Errorf("median = %v, want 2.5", m)
	}
}

func TestSummarizeEmpty(t *testing.T) {
	s := Summarize(nil)
	if s.Recorded != 0 || s.MeanCoverage != 0 || s.MedianSeconds != 0 || s.ErrorTypes == nil {
		t.Errorf("empty summary %+v", s)
	}
}

func TestTopCountsLimit(t *testing.T) {
	m := map[string]int{}
	for i := range 15 {
		m[string(rune('a'+i))] = i
	}
	top := topCounts(m, 10)
	if len(top) != 10 || top[0] != (Count{"o", 14}) || top[9] != (Count{"f", 5}) {
		t.Errorf("top = %v", top)
	}
}

// Phase times and the runs' CPU add up over the items, each by its phase.
func TestSummarizeExplorePhaseCPU(t *testing.T) {
	recs := []Record{
		{File: "a", Status: "ok", Countable: 1, Covered: 1, Coverage: 1, Explore: &execute.Exploration{
			Phases: map[string]float64{"direct": 1, "replay": 2}, PhaseCPU: map[string]float64{"direct": 0.5, "replay": 0.25}}},
		{File: "b", Status: "ok", Countable: 1, Covered: 1, Coverage: 1, Explore: &execute.Exploration{
			Phases: map[string]float64{"jobs": 1}, PhaseCPU: map[string]float64{"batch": 0.75, "replay": 0.5}}},
	}
	e := summarizeExplore(recs)
	if e == nil {
		t.Fatal("no explore summary")
	}
	want := map[string]float64{"direct": 0.5, "replay": 0.75, "batch": 0.75}
	if len(e.PhaseCPU) != len(want) {
		t.Errorf("CPU by phase %v, want %v", e.PhaseCPU, want)
	}
	for k, v := range want {
		if !near(e.PhaseCPU[k], v) {
			t.Errorf("CPU of %s: %v, want %v", k, e.PhaseCPU[k], v)
		}
	}
	if !near(e.Phases["replay"], 2) || !near(e.PhaseShares["replay"], 0.5) {
		t.Errorf("phases %v, shares %v", e.Phases, e.PhaseShares)
	}
}

// An item counts as stand-in-free when its P binds no stand-in and covers
// a line: a P that ran nothing is not a run with real values only.
func TestStubFreeNeedsACoveringP(t *testing.T) {
	recs := []Record{
		{File: "free", Status: "ok", Countable: 2, Covered: 1, Coverage: 0.5, Explore: &execute.Exploration{}},
		{File: "stub", Status: "ok", Countable: 2, Covered: 2, Coverage: 1, Explore: &execute.Exploration{Stubs: 1}},
		{File: "nothing", Status: "ok", Countable: 2, Covered: 0, Coverage: 0, Explore: &execute.Exploration{}},
	}
	e := summarizeExplore(recs)
	if e == nil || !near(e.StubFree, 1.0/3) || !near(e.StubFreeCoverage, 0.5/3) {
		t.Fatalf("stub_free %v (coverage %v), want 1/3 (0.5/3)", e.StubFree, e.StubFreeCoverage)
	}
}
