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
	"sort"

	"unstuck/internal/trace"
)

// WithCandidates adds the fused ranking to a debug result (the command and
// the server both use it); replan: without a fixed version, the plan is
// made again with the candidates' scores as each line's own suspiciousness.
func WithCandidates(ctx context.Context, opt trace.Options, tg trace.Target, src []byte, bug *trace.Trace, g *trace.Graph, out Output, fb []Feedback, res *Result, replan, noMut bool) *Result {
	from := Failure(bug)
	if tg.OutputOracle != nil || tg.ValueOracle != nil {
		// The marked output (or value) is the failure.
		from = out
	}
	cands, err := localizeRun(ctx, opt, tg, src, bug, g, from, noMut)
	if replan {
		spec := map[string]map[int]float64{}
		for _, c := range cands {
			if spec[c.File] == nil {
				spec[c.File] = map[int]float64{}
			}
			// The plan weighs the run's evidence; a static prior only orders
			// the candidates.
			spec[c.File][c.Line] = c.Score - c.prior
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
	f := Failing{Graph: g, Out: out, Root: tg.Root, File: bug.Files[0], Script: tg.Script, SuiteArgs: tg.PytestArgs, OutputOracle: tg.OutputOracle, ValueOracle: tg.ValueOracle}
	if (f.OutputOracle != nil || f.ValueOracle != nil) && tg.Mode != "program" {
		return nil, fmt.Errorf("a marked output or value is the oracle of a program run")
	}
	if tg.Mode == "call" {
		return nil, fmt.Errorf("mutation evidence needs a program or a pytest suite")
	}
	if f.Root == "" {
		// The script and the modules of its own it imports, as the trace run
		// had them.
		dir, err := os.MkdirTemp("", "unstuck-debug-")
		if err != nil {
			return nil, err
		}
		defer os.RemoveAll(dir)
		f.Root, f.Script = dir, bug.Files[0]
		for _, name := range bug.Files {
			b := bug.Sources[name]
			if name == f.Script {
				b = src
			}
			p := filepath.Join(dir, name)
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				return nil, err
			}
			if err := os.WriteFile(p, b, 0o644); err != nil {
				return nil, err
			}
		}
	}
	if f.Script == "" {
		// A suite: its tests' coverage is the spectrum.
		suite, err := trace.Run(ctx, opt, trace.Target{Mode: "tests", Root: f.Root, Files: bug.Files, PytestArgs: tg.PytestArgs})
		if err == nil {
			f.Tests = suite.Tests
		}
	}
	return LocalizeFiles(ctx, &Localizer{Trace: opt, NoMutation: noMut}, f, bug.Files)
}

// LocalizeFiles ranks the statements of every traced file the failure's
// slice reaches (a program of several of the user's modules: the fault may
// be in a module the script imports), one Localize per file, merged by
// score. f.File is the first file (the script or the suite's file).
func LocalizeFiles(ctx context.Context, lz *Localizer, f Failing, files []string) ([]Candidate, error) {
	inSlice := map[string]bool{}
	g := f.Graph
	if f.Out.Step >= 0 && f.Out.Step < len(g.Trace.Steps) {
		for _, i := range g.Slice(f.Out.Step) {
			inSlice[g.Trace.Steps[i].File] = true
		}
	}
	var all []Candidate
	var firstErr error
	for k, file := range files {
		if k > 0 && !inSlice[file] {
			continue
		}
		one := *lz
		ff := f
		ff.File = file
		all = append(all, one.Localize(ctx, ff)...)
		// One budget for the item: the next file starts from what is left.
		lz.Mutants += one.Mutants
		lz.CPUSpent, lz.Skipped = one.CPUSpent, one.Skipped
		if one.MutationErr != nil && firstErr == nil {
			firstErr = one.MutationErr
		}
	}
	// Stable: within a file, Localize's own order (its tie-breaks) stays.
	sort.SliceStable(all, func(i, j int) bool { return all[i].Score > all[j].Score })
	lz.MutationErr = firstErr
	return all, firstErr
}
