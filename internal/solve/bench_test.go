package solve

import (
	"context"
	"os/exec"
	"strings"
	"testing"
	"time"
)

func TestSummarize(t *testing.T) {
	yes, no := true, false
	recs := []Record{
		{File: "a.py", Function: "f", Source: "sampled", Route: RouteRules, Status: StatusValidated, Seconds: 0.1, HypoHit: &yes},
		{File: "a.py", Function: "f", Source: "sampled", Route: RouteRules, Status: StatusValidated, Seconds: 0.3, HypoHit: &no},
		{File: "a.py", Function: "f", Source: "sampled", Route: RouteNone, Status: StatusUntranslated, Reason: "method str.split()", Seconds: 0.2, HypoHit: &yes},
		{File: "b.py", Function: "g", Source: "sampled", Route: RouteRules, Status: StatusUnsat, Reason: "z3: unsat", Seconds: 0.4, HypoHit: &no},
		{File: "b.py", Function: "g", Source: "enumerated", Route: RouteRules, Status: StatusUnsat},
		{File: "b.py", Function: "g", Source: "coverage", Status: "coverage", Branches: 4, SolverBranches: 3, HypoBranches: 2},
		{File: "c.py", Function: "h", Route: RouteNone, Status: "error", Error: "parameter x has no supported type"},
	}
	s := Summarize(recs)
	if s.Files != 3 || s.Functions != 3 || s.FuncErrors != 1 {
		t.Errorf("files %d functions %d errors %d", s.Files, s.Functions, s.FuncErrors)
	}
	if s.Sampled != 4 || s.SampledOK != 2 || s.SampledRule != 2 || s.UnsatOnFeasible != 1 {
		t.Errorf("sampled %+v", s)
	}
	if s.Enumerated != 1 || s.EnumeratedStatus[StatusUnsat] != 1 {
		t.Errorf("enumerated %+v", s.EnumeratedStatus)
	}
	if s.MedianSeconds != 0.3 {
		t.Errorf("median %v", s.MedianSeconds)
	}
	if s.HypoHit != 2 || s.OnlySolver != 1 || s.OnlyHypo != 1 || s.BothReached != 1 || s.NeitherReached != 1 {
		t.Errorf("hypothesis %+v", s)
	}
	if len(s.TopReasons) != 2 || s.TopReasons[0].Count != 1 {
		t.Errorf("reasons %+v", s.TopReasons)
	}
	if s.Branches != 4 || s.SolverBranches != 3 || s.HypoBranches != 2 || s.CovSolverBetter != 1 {
		t.Errorf("coverage %+v", s)
	}
	var b strings.Builder
	WriteSummary(&b, s)
	if !strings.Contains(b.String(), "UNSAT on feasible paths: 1") {
		t.Errorf("summary text:\n%s", b.String())
	}
}

// The peer: Hypothesis finds an easy path and not one behind an equality
// on a large constant; coverage.py counts the branches each input set
// reaches.
func TestHypothesisAndCoverage(t *testing.T) {
	_, r := pathEnv(t)
	if exec.Command(r.Python, "-c", "import hypothesis, coverage").Run() != nil {
		t.Skip("hypothesis or coverage not installed")
	}
	f := prep(t, `def f(a: int) -> int:
    if a == 987654:
        return 1
    if a > 0:
        return 2
    return 0
`, "f")
	ctx := context.Background()
	hs, err := r.Hypothesis(ctx, f, []Target{{Lines: []int{2, 4, 5}}, {Lines: []int{2, 3}}}, 500*time.Millisecond, 20)
	if err != nil {
		t.Fatal(err)
	}
	if len(hs) != 2 || !hs[0].Hit || hs[1].Hit || len(hs[0].Inputs) == 0 {
		t.Fatalf("hypothesis results %+v", hs)
	}
	cov, err := r.Coverage(ctx, f, [][]string{{"(987654,)", "(5,)", "(-1,)"}, {"(5,)"}})
	if err != nil {
		t.Fatal(err)
	}
	if cov[0].Branches != 4 || cov[0].Covered != 4 || cov[1].Covered != 2 {
		t.Errorf("coverage %+v", cov)
	}
}
