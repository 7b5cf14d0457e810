package debug

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"unstuck/internal/sandbox"
	"unstuck/internal/trace"
)

func config(t *testing.T, rec trace.Recovery) Config {
	t.Helper()
	sb, err := sandbox.New(sandbox.Options{})
	if err != nil {
		if sb, err = sandbox.New(sandbox.Options{Prefer: sandbox.Rlimits}); err != nil {
			t.Skip("no sandbox:", err)
		}
	}
	py := "/usr/bin/python3"
	if _, err := os.Stat(py); err != nil {
		t.Skip("needs Debian's python3 with pytest")
	}
	return Config{Trace: trace.Options{Python: py, Sandbox: sb}, Recovery: rec}
}

// A value that reaches the failure only through list.append: the root
// cause is found with recovery and not without.
func TestRecoveryReachesRootCause(t *testing.T) {
	cs, err := Cases(filepath.Join("testdata", "ablation"))
	if err != nil || len(cs) == 0 {
		t.Fatal(err, len(cs))
	}
	var c Case
	for _, x := range cs {
		if x.Name == "ablation/append_scaled" {
			c = x
		}
	}
	with := RunItem(context.Background(), config(t, trace.AllRecovery), c)
	if with.Status != "ok" || !with.Found || with.Rank != 1 || with.Recovered == 0 {
		t.Fatalf("with recovery: %+v", with)
	}
	if with.RankNoRecover == 1 {
		t.Errorf("found without recovery too: %+v", with)
	}
	if with.Divergence != "value" || with.FailedTests != 1 || with.Tests != 2 {
		t.Errorf("alignment/tests: %+v", with)
	}
	// Plans as lines: from the output back to the root cause.
	last := with.Plan[len(with.Plan)-1]
	if last.Line != 6 || with.Plan[0].Line != 11 {
		t.Errorf("plan %+v", with.Plan)
	}
}

// Feedback re-plans: a step judged correct is not the root cause, and a
// wrong variable moves the output.
func TestFeedbackReplans(t *testing.T) {
	cfg := config(t, trace.AllRecovery)
	dir := t.TempDir()
	src := "def f(a):\n    b = a + 1\n    c = b * 2\n    d = c - 3\n    return d\n\nf(1)\n"
	p := filepath.Join(dir, "p.py")
	os.WriteFile(p, []byte(src), 0o644)
	tr, err := trace.Run(context.Background(), cfg.Trace, trace.Target{Mode: "program", Script: p})
	if err != nil || tr.Status != "ok" {
		t.Fatal(err, tr.Status)
	}
	g := trace.Link(tr, cfg.Recovery)
	out := Failure(tr)
	if tr.Steps[out.Step].Line != 5 {
		t.Fatalf("failure step on line %d", tr.Steps[out.Step].Line)
	}
	step := func(line int) int {
		for i, s := range tr.Steps {
			if s.Line == line && !s.Entry {
				return i
			}
		}
		return -1
	}
	r0 := Plan(g, out, nil, nil)
	if r0.RootCause == nil || len(r0.Plan) < 4 {
		t.Fatalf("plan %+v", r0.Plan)
	}
	// "step N correct" for the line-2 step: the plan stops above it.
	r1 := Plan(g, out, nil, []Feedback{{Step: step(2), Correct: true}})
	for _, h := range r1.Plan {
		if h.Line == 2 {
			t.Errorf("plan goes through a step judged correct: %+v", r1.Plan)
		}
	}
	// "step N correct" for line 3: what line 3 was computed from (lines 2
	// and 7) is cleared too, so the root cause is line 4, the earliest
	// write after it, not a step before it.
	r3 := Plan(g, out, nil, []Feedback{{Step: step(3), Correct: true}})
	if r3.RootCause == nil || r3.RootCause.Line != 4 {
		t.Errorf("root cause after step 3 judged correct: %+v", r3.Plan)
	}
	// "variable c at step N wrong" for line 4: the output moves there.
	r2 := Plan(g, out, nil, []Feedback{{Step: step(4), Var: "c"}})
	if r2.Output.Step != step(4) || r2.Plan[0].Line != 4 || r2.Plan[1].Line != 3 {
		t.Errorf("plan after feedback %+v", r2.Plan)
	}
}
