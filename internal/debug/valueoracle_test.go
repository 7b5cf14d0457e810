package debug

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"unstuck/internal/trace"
)

// A program with no check of its own prints a wrong average; the person
// corrects the value in the --io file (line and variable, as written by
// hand). The corrected value is the mutants' oracle: the base run fails
// it, the mutant that computes the mean repairs it, and the return line
// ranks first with repair evidence. A loop line's value is taken at the
// same run of the line (nth) as the step marked.
func TestCorrectedValueIsTheOracle(t *testing.T) {
	cfg := config(t, trace.AllRecovery)
	dir := t.TempDir()
	src := "def average(xs):\n    s = 0\n    for x in xs:\n        s += x\n    return s * len(xs)\n\n\navg = average([2, 4, 6])\nprint(avg)\n"
	os.WriteFile(filepath.Join(dir, "avg.py"), []byte(src), 0o644)
	tg := trace.Target{Mode: "program", Root: dir, Script: "avg.py", Files: []string{"avg.py"}}
	bug, err := trace.Run(context.Background(), cfg.Trace, tg)
	if err != nil || bug.Status != "ok" {
		t.Fatal(err, bug.Status)
	}
	// The loop's second write of s: the 2nd run of line 4.
	second := -1
	for i, s := range bug.Steps {
		if s.Line == 4 {
			if second == -2 {
				second = i
				break
			}
			second = -2
		}
	}
	vo, out := ValueOracleFrom(bug, &IOFile{Outputs: []IOVar{{Step: second, Line: 4, Var: "s", Value: "6", Fixed: "7"}}})
	if vo == nil || vo.Nth != 2 || vo.Line != 4 || out.Step != second {
		t.Fatalf("loop value: %+v %+v", vo, out)
	}
	vo, out = ValueOracleFrom(bug, &IOFile{Outputs: []IOVar{{Line: 8, Var: "avg", Value: "36", Fixed: "4.0"}}})
	if vo == nil || vo.Nth != 1 || vo.Want != "4.0" || out.Step < 0 || bug.Steps[out.Step].Line != 8 {
		t.Fatalf("hand-written: %+v %+v", vo, out)
	}
	// The mutants mode judged by the value: the unchanged program fails,
	// s / len(xs) passes (4.0 == 4.0), s + len(xs) does not (9).
	opt := cfg.Trace
	opt.NoValues = true
	mt := trace.Target{Mode: "mutants", Root: dir, Files: []string{"avg.py"}, Script: "avg.py", ValueOracle: vo, Mutants: []trace.MutantSrc{
		{File: "avg.py", Src: src[:len("def average(xs):\n    s = 0\n    for x in xs:\n        s += x\n    return s ")] + "/ len(xs)\n\n\navg = average([2, 4, 6])\nprint(avg)\n"},
		{File: "avg.py", Src: src[:len("def average(xs):\n    s = 0\n    for x in xs:\n        s += x\n    return s ")] + "+ len(xs)\n\n\navg = average([2, 4, 6])\nprint(avg)\n"},
	}}
	run, err := trace.Run(context.Background(), opt, mt)
	if err != nil || run.Mutation == nil || len(run.Mutation.Base) != 1 || len(run.Mutation.Mutants) != 2 {
		t.Fatalf("%v %+v", err, run)
	}
	if run.Mutation.Base[0].Pass || run.Mutation.Mutants[0] == nil || !run.Mutation.Mutants[0][0].Pass || run.Mutation.Mutants[1][0].Pass {
		t.Errorf("value oracle: base %+v, mutants %+v", run.Mutation.Base, run.Mutation.Mutants)
	}
	// End to end: the candidates of the debug command.
	tg.ValueOracle = vo
	g := trace.Link(bug, trace.AllRecovery)
	res := WithCandidates(context.Background(), cfg.Trace, tg, []byte(src), bug, g, out, nil, Plan(g, out, nil, nil), true, false)
	if len(res.Candidates) == 0 || res.Candidates[0].Line != 5 {
		t.Fatalf("candidates %+v (%s)", res.Candidates, res.MutationError)
	}
	rep := false
	for _, e := range res.Candidates[0].Evidence {
		rep = rep || e.Kind == "repair" && e.Score == 1
	}
	if !rep {
		t.Errorf("line 5 without a full repair: %+v", res.Candidates[0].Evidence)
	}
}
