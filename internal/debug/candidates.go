// Phase: debug (driver side of localization). WithCandidates ranks the
// candidates of a traced failure (mutants of its slice rerun, the suite's
// spectrum) and, when asked, plans with their scores: the one entry point
// the command line and the engine share.
package debug

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"unstuck/internal/trace"
)

// WithCandidates adds the fused ranking to a debug result (the command and
// the server both use it); replan: without a fixed version, the plan is
// made again with the candidates' scores as each line's own suspiciousness.
func WithCandidates(ctx context.Context, opt trace.Options, tg trace.Target, src []byte, bug *trace.Trace, g *trace.Graph, out Output, fb []Feedback, res *Result, replan, noMut bool) *Result {
	cands, err := localizeRun(ctx, opt, tg, src, bug, g, Failure(bug), noMut)
	if replan {
		spec := map[string]map[int]float64{}
		for _, c := range cands {
			if spec[c.File] == nil {
				spec[c.File] = map[int]float64{}
			}
			spec[c.File][c.Line] = c.Score
		}
		res = Plan(g, out, spec, fb)
	}
	res.Candidates = cands
	if err != nil {
		res.MutationError = err.Error()
	}
	return res
}

// localizeRun ranks the candidates of a debug run: the script (or the pytest
// suite) is rerun under mutants of the failure's slice.
func localizeRun(ctx context.Context, opt trace.Options, tg trace.Target, src []byte, bug *trace.Trace, g *trace.Graph, out Output, noMut bool) ([]Candidate, error) {
	if len(bug.Files) == 0 {
		return nil, fmt.Errorf("no traced file")
	}
	f := Failing{Graph: g, Out: out, Root: tg.Root, File: bug.Files[0], Script: tg.Script, SuiteArgs: tg.PytestArgs}
	if tg.Mode == "call" {
		return nil, fmt.Errorf("mutation evidence needs a program or a pytest suite")
	}
	if f.Root == "" {
		// Only the script, as the trace run had it.
		dir, err := os.MkdirTemp("", "unstuck-debug-")
		if err != nil {
			return nil, err
		}
		defer os.RemoveAll(dir)
		f.Root, f.Script = dir, bug.Files[0]
		if err := os.WriteFile(filepath.Join(dir, f.Script), src, 0o644); err != nil {
			return nil, err
		}
	}
	if f.Script == "" {
		// A suite: its tests' coverage is the spectrum.
		suite, err := trace.Run(ctx, opt, trace.Target{Mode: "tests", Root: f.Root, Files: bug.Files, PytestArgs: tg.PytestArgs})
		if err == nil {
			f.Tests = suite.Tests
		}
	}
	lz := &Localizer{Trace: opt, NoMutation: noMut}
	cands := lz.Localize(ctx, f)
	return cands, lz.MutationErr
}
