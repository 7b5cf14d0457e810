package debug

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"unstuck/internal/runtime"
	"unstuck/internal/trace"
)

// A program with no check of its own prints a wrong line. The tracer
// records which step printed each line (a print whose argument calls a
// traced function still belongs to the print's line), the marked line is
// where debugging starts, and the marked output judges the mutants: the
// faulty line comes first with repair and "toward" evidence. Without the
// mark there is nothing to repair.
func TestMarkedOutputOracle(t *testing.T) {
	cfg := config(t, trace.AllRecovery)
	script := filepath.Join("testdata", "marked", "report.py")
	src, err := os.ReadFile(script)
	if err != nil {
		t.Fatal(err)
	}
	oracle := &runtime.OutputOracle{Wrong: "jan 75.0", Expect: "jan 100.0"}
	tg := trace.Target{Mode: "program", Script: script, Printed: true, OutputOracle: oracle}
	bug, err := trace.Run(context.Background(), cfg.Trace, tg)
	if err != nil || bug.Status != "ok" {
		t.Fatalf("%v %+v", err, bug)
	}
	// CPython's own output (kept with blanks collapsed), line by line, each
	// with the step of its print.
	var lines []string
	for _, p := range bug.Printed {
		lines = append(lines, p.Text)
	}
	if len(lines) != 3 || strings.Join(lines, " ") != bug.Stdout {
		t.Fatalf("printed %+v, stdout %q", bug.Printed, bug.Stdout)
	}
	for i, p := range bug.Printed {
		st := bug.Steps[p.Step]
		want := 29
		if i == 2 {
			want = 30
		}
		if st.Line != want {
			t.Errorf("line %d %q printed at step %d (line %d), want line %d", i, p.Text, p.Step, st.Line, want)
		}
	}
	out, err := MarkedOutput(bug, oracle)
	if err != nil || bug.Steps[out.Step].Line != 29 || out.Step != bug.Printed[0].Step {
		t.Fatalf("marked output %+v %v", out, err)
	}
	if _, err := MarkedOutput(bug, &runtime.OutputOracle{Wrong: "jan 76.0"}); err == nil || !strings.Contains(err.Error(), `"jan 75.0"`) {
		t.Errorf("a line never printed: %v", err)
	}
	g := trace.Link(bug, trace.AllRecovery)
	res := WithCandidates(context.Background(), cfg.Trace, tg, src, bug, g, out, nil, Plan(g, out, nil, nil), true, false)
	if res.MutationError != "" || len(res.Candidates) == 0 {
		t.Fatalf("mutation: %q, %d candidates", res.MutationError, len(res.Candidates))
	}
	top := res.Candidates[0]
	kinds := map[string]float64{}
	for _, e := range top.Evidence {
		kinds[e.Kind] = max(kinds[e.Kind], e.Score)
	}
	if top.Line != 14 || kinds["repair"] != 1 || kinds["toward"] <= 0 {
		t.Errorf("top candidate %d %+v\n%s", top.Line, top.Evidence, CandidatesText(res.Candidates, 4))
	}
	// The unmarked program passes: no failure to repair.
	plain := trace.Target{Mode: "program", Script: script}
	res = WithCandidates(context.Background(), cfg.Trace, plain, src, bug, g, Failure(bug), nil, Plan(g, Failure(bug), nil, nil), true, false)
	if !strings.Contains(res.MutationError, "nothing to repair") {
		t.Errorf("unmarked: mutation error %q", res.MutationError)
	}
}
