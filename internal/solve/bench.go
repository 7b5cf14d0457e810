// The solve benchmark (`unstuck bench --mode solve`): every function of
// every file, sampled and enumerated paths solved and validated, one JSONL
// record per path, a journal that resumes by file, and a summary with
// shares by route, the most common reasons a path stays unsolved, and the
// Hypothesis peer beside it.
package solve

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"sync"
	"time"

	"unstuck/internal/mutate"
)

// Record is one path of the bench.
type Record struct {
	File     string  `json:"file"`
	Function string  `json:"function"`
	Path     string  `json:"path"`
	Lines    []int   `json:"lines,omitempty"`
	PathExc  string  `json:"path_exc,omitempty"`
	Source   string  `json:"source"`             // sampled, enumerated; "" for a function-level error
	FoundBy  string  `json:"found_by,omitempty"` // a sampled path: uniform draws or Hypothesis
	Route    string  `json:"route"`
	Status   string  `json:"status"`
	Reason   string  `json:"reason,omitempty"`
	Input    string  `json:"input,omitempty"`
	Pinned   string  `json:"pinned,omitempty"`
	Queries  int     `json:"queries"`
	Seconds  float64 `json:"seconds"`
	// The Hypothesis peer on the same sampled path (bench --hypothesis).
	HypoHit     *bool   `json:"hypothesis_hit,omitempty"`
	HypoSeconds float64 `json:"hypothesis_seconds,omitempty"`
	Error       string  `json:"error,omitempty"`
	// A function's branch coverage (source "coverage"): the validated
	// inputs (the emitted tests' calls) and Hypothesis's inputs.
	Branches       int `json:"branches,omitempty"`
	SolverBranches int `json:"solver_branches,omitempty"`
	HypoBranches   int `json:"hypothesis_branches,omitempty"`
	HypoInputs     int `json:"hypothesis_inputs,omitempty"`
	// Mutation scores: mutants of the function and how many the emitted
	// tests' inputs and Hypothesis's inputs kill.
	Mutants      int `json:"mutants,omitempty"`
	SolverKilled int `json:"solver_killed,omitempty"`
	HypoKilled   int `json:"hypothesis_killed,omitempty"`
	// An UNSAT verdict the concrete cross-check refuted, and its witness.
	WrongUnsat bool   `json:"wrong_unsat,omitempty"`
	Witness    string `json:"witness,omitempty"`
	// Types as the solver used them (guesses marked), on the first
	// record of each function.
	Types []string `json:"types,omitempty"`
}

// BenchOptions configure RunBench.
type BenchOptions struct {
	Solve      Options
	Workers    int
	Journal    string        // JSONL path, appended to and resumed from
	Hypothesis time.Duration // >0: run the Hypothesis peer with this budget per sampled path
	Progress   func(file string, done, total int)
}

// RunBench solves every file and appends the records to the journal;
// files with records already there are skipped.
func RunBench(ctx context.Context, files []string, opt BenchOptions) ([]Record, error) {
	old, err := ReadRecords(opt.Journal)
	if err != nil && !os.IsNotExist(err) {
		return nil, err
	}
	done := map[string]bool{}
	for _, r := range old {
		done[r.File] = true
	}
	jf, err := os.OpenFile(opt.Journal, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return nil, err
	}
	defer jf.Close()
	var todo []string
	for _, f := range files {
		if !done[f] {
			todo = append(todo, f)
		}
	}
	workers := max(1, opt.Workers)
	var mu sync.Mutex
	all := append([]Record(nil), old...)
	n := 0
	jobs := make(chan string)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for f := range jobs {
				recs := benchFile(ctx, f, opt)
				if ctx.Err() != nil {
					return // an interrupted file is not journaled: it reruns
				}
				var b strings.Builder
				for _, r := range recs {
					line, _ := json.Marshal(r)
					b.Write(line)
					b.WriteByte('\n')
				}
				mu.Lock()
				jf.WriteString(b.String())
				all = append(all, recs...)
				n++
				if opt.Progress != nil {
					opt.Progress(f, n, len(todo))
				}
				mu.Unlock()
			}
		}()
	}
	for _, f := range todo {
		select {
		case jobs <- f:
		case <-ctx.Done():
		}
		if ctx.Err() != nil {
			break
		}
	}
	close(jobs)
	wg.Wait()
	return all, ctx.Err()
}

func benchFile(ctx context.Context, file string, opt BenchOptions) []Record {
	so := opt.Solve
	so.Sample = true
	so.Enumerate = true
	if so.CrossCheck == 0 {
		so.CrossCheck = 2 * time.Second
	}
	if so.Generational == 0 {
		so.Generational = 3 * time.Second
	}
	if so.SampleHypothesis == 0 {
		so.SampleHypothesis = 2 * time.Second
	}
	rep, err := SolveFile(ctx, file, so)
	if err != nil {
		return []Record{{File: file, Route: RouteNone, Status: "error", Error: err.Error()}}
	}
	if rep.Error != "" {
		return []Record{{File: file, Route: RouteNone, Status: "error", Error: rep.Error}}
	}
	var out []Record
	for _, f := range rep.Functions {
		if f.Error != "" {
			out = append(out, Record{File: file, Function: f.Name, Route: RouteNone, Status: "error", Error: f.Error})
			continue
		}
		var hypo []HypoResult
		if opt.Hypothesis > 0 {
			var targets []Target
			for _, p := range f.Paths {
				if p.Source == "sampled" {
					targets = append(targets, p.Target)
				}
			}
			if len(targets) > 0 {
				h, err := opt.Solve.Runner.Hypothesis(ctx, f.fn, targets, opt.Hypothesis, 50)
				if err == nil && len(h) == len(targets) {
					hypo = h
				}
			}
			// Branch coverage: the validated inputs against the inputs
			// Hypothesis tried.
			var mine, theirs []string
			for _, p := range f.Paths {
				if p.Status == StatusValidated {
					mine = append(mine, p.Input)
				}
			}
			for _, h := range hypo {
				theirs = append(theirs, h.Inputs...)
			}
			if cov, err := opt.Solve.Runner.Coverage(ctx, f.fn, [][]string{mine, theirs}); err == nil {
				rec := Record{File: file, Function: f.Name, Source: "coverage", Route: RouteNone, Status: "coverage",
					Branches: cov[0].Branches, SolverBranches: cov[0].Covered, HypoBranches: cov[1].Covered, HypoInputs: len(theirs)}
				// Mutation score (the mutate operators over the function's
				// lines): the emitted tests' inputs against Hypothesis's.
				if ms, err := mutate.Mutants(f.fn.Src, f.fn.Graph.Line+1, f.fn.Graph.EndLine); err == nil && len(ms) > 0 && len(mine) > 0 {
					ms = spread(ms, 40)
					var srcs []string
					for _, m := range ms {
						srcs = append(srcs, string(m.Src))
					}
					if k, err := opt.Solve.Runner.MutationScore(ctx, f.fn, srcs, [][]string{mine, spreadStr(theirs, 200)}); err == nil {
						rec.Mutants, rec.SolverKilled, rec.HypoKilled = len(ms), k[0], k[1]
					}
				}
				out = append(out, rec)
			}
		}
		hi := 0
		first := true
		for _, p := range f.Paths {
			r := Record{File: file, Function: f.Name, Path: p.Path, Lines: p.Lines, PathExc: p.Target.Exc,
				Source: p.Source, FoundBy: p.By, Route: p.Route, Status: p.Status, Reason: p.Reason, Input: p.Input,
				Pinned: p.Pinned, Queries: p.Queries, Seconds: p.Seconds, WrongUnsat: p.WrongUnsat, Witness: p.Witness}
			if first {
				r.Types, first = f.Types, false
			}
			if p.Source == "sampled" && hypo != nil {
				hit := hypo[hi].Hit
				r.HypoHit, r.HypoSeconds = &hit, hypo[hi].Seconds
				hi++
			}
			out = append(out, r)
		}
	}
	if len(out) == 0 {
		out = append(out, Record{File: file, Route: RouteNone, Status: "error", Error: "no functions"})
	}
	return out
}

// ReadRecords reads a journal, skipping a torn last line.
func ReadRecords(path string) ([]Record, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []Record
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for sc.Scan() {
		var r Record
		if json.Unmarshal(sc.Bytes(), &r) == nil && r.File != "" {
			out = append(out, r)
		}
	}
	return out, sc.Err()
}

// Summary aggregates bench records.
type Summary struct {
	Files       int `json:"files"`
	Functions   int `json:"functions"`
	FuncErrors  int `json:"function_errors"`
	Sampled     int `json:"sampled_paths"`
	SampledOK   int `json:"sampled_validated"`
	SampledRule int `json:"sampled_validated_by_rules"`
	// Shares of sampled paths by route and by status.
	ByRoute  map[string]int `json:"sampled_by_route"`
	ByStatus map[string]int `json:"sampled_by_status"`
	// UNSAT verdicts on sampled (hence feasible) paths: each is a bug.
	UnsatOnFeasible int `json:"unsat_on_feasible"`
	// Every UNSAT verdict (sampled and enumerated) and those the concrete
	// cross-check refuted.
	UnsatVerdicts int     `json:"unsat_verdicts"`
	WrongUnsat    int     `json:"wrong_unsat"`
	MedianSeconds float64 `json:"median_seconds_sampled"`
	MeanSeconds   float64 `json:"mean_seconds_sampled"`
	P90Seconds    float64 `json:"p90_seconds_sampled"`
	// Enumerated paths classified.
	Enumerated       int            `json:"enumerated_paths"`
	EnumeratedStatus map[string]int `json:"enumerated_by_status"`
	TopReasons       []ReasonCount  `json:"top_reasons_unsolved"`
	// The Hypothesis peer on sampled paths.
	HypoPaths      int `json:"hypothesis_paths,omitempty"`
	HypoHit        int `json:"hypothesis_hit,omitempty"`
	OnlySolver     int `json:"only_solver,omitempty"`
	OnlyHypo       int `json:"only_hypothesis,omitempty"`
	BothReached    int `json:"both,omitempty"`
	NeitherReached int `json:"neither,omitempty"`
	// Branch coverage (coverage.py) of the functions' lines.
	CovFunctions    int `json:"coverage_functions,omitempty"`
	Branches        int `json:"branches,omitempty"`
	SolverBranches  int `json:"solver_branches_covered,omitempty"`
	HypoBranches    int `json:"hypothesis_branches_covered,omitempty"`
	CovSolverBetter int `json:"coverage_solver_higher,omitempty"`
	CovHypoBetter   int `json:"coverage_hypothesis_higher,omitempty"`
	Mutants         int `json:"mutants,omitempty"`
	SolverKilled    int `json:"solver_killed,omitempty"`
	HypoKilled      int `json:"hypothesis_killed,omitempty"`
	// Sampled paths by the sampler that found them, and validated.
	FoundBy          map[string]int `json:"sampled_found_by"`
	FoundByValidated map[string]int `json:"sampled_found_by_validated"`
	// Per function: its sampled paths, validated, UNSAT verdicts.
	PerFunction []FunctionSummary `json:"per_function"`
}

// FunctionSummary is one function's line of the summary.
type FunctionSummary struct {
	File       string   `json:"file"`
	Function   string   `json:"function"`
	Types      []string `json:"types,omitempty"`
	Sampled    int      `json:"sampled"`
	Validated  int      `json:"validated"`
	ByHypo     int      `json:"found_by_hypothesis"`
	Enumerated int      `json:"enumerated"`
	EnumOK     int      `json:"enumerated_validated"`
	Unsat      int      `json:"unsat"`
	WrongUnsat int      `json:"wrong_unsat"`
	Error      string   `json:"error,omitempty"`
}

// spread keeps at most n items, evenly spaced.
func spread[T any](xs []T, n int) []T {
	if len(xs) <= n {
		return xs
	}
	out := make([]T, 0, n)
	for i := 0; i < n; i++ {
		out = append(out, xs[i*len(xs)/n])
	}
	return out
}

func spreadStr(xs []string, n int) []string { return spread(xs, n) }

// ReasonCount is one reason and how many sampled paths it left unsolved.
type ReasonCount struct {
	Reason string `json:"reason"`
	Count  int    `json:"count"`
}

// Summarize computes the summary of records.
func Summarize(recs []Record) Summary {
	s := Summary{ByRoute: map[string]int{}, ByStatus: map[string]int{}, EnumeratedStatus: map[string]int{},
		FoundBy: map[string]int{}, FoundByValidated: map[string]int{}}
	per := map[string]*FunctionSummary{}
	var order []string
	fs := func(r Record) *FunctionSummary {
		k := r.File + ":" + r.Function
		if per[k] == nil {
			per[k] = &FunctionSummary{File: r.File, Function: r.Function}
			order = append(order, k)
		}
		return per[k]
	}
	files, funcs := map[string]bool{}, map[string]bool{}
	reasons := map[string]int{}
	var secs []float64
	for _, r := range recs {
		files[r.File] = true
		if r.Function != "" {
			funcs[r.File+":"+r.Function] = true
		}
		if r.Function != "" {
			f := fs(r)
			if r.Types != nil {
				f.Types = r.Types
			}
			switch r.Source {
			case "sampled":
				f.Sampled++
				if r.Status == StatusValidated {
					f.Validated++
				}
				if r.FoundBy == "hypothesis" {
					f.ByHypo++
				}
			case "enumerated":
				f.Enumerated++
				if r.Status == StatusValidated {
					f.EnumOK++
				}
			case "":
				f.Error = r.Error
			}
			if r.Status == StatusUnsat {
				f.Unsat++
				if r.WrongUnsat || r.Source == "sampled" {
					f.WrongUnsat++
				}
			}
		}
		if r.Status == StatusUnsat {
			s.UnsatVerdicts++
			if r.WrongUnsat || r.Source == "sampled" {
				s.WrongUnsat++
			}
		}
		if r.Source == "sampled" {
			by := r.FoundBy
			if by == "" {
				by = "uniform"
			}
			s.FoundBy[by]++
			if r.Status == StatusValidated {
				s.FoundByValidated[by]++
			}
		}
		switch r.Source {
		case "":
			if r.Function != "" {
				s.FuncErrors++
			}
		case "sampled":
			s.Sampled++
			s.ByStatus[r.Status]++
			if r.Status == StatusValidated {
				s.SampledOK++
				s.ByRoute[r.Route]++
				if r.Route == RouteRules {
					s.SampledRule++
				}
			} else {
				s.ByRoute[RouteNone]++
				reasons[reasonClass(r.Reason)]++
			}
			if r.Status == StatusUnsat {
				s.UnsatOnFeasible++
			}
			secs = append(secs, r.Seconds)
			if r.HypoHit != nil {
				s.HypoPaths++
				h, v := *r.HypoHit, r.Status == StatusValidated
				if h {
					s.HypoHit++
				}
				switch {
				case h && v:
					s.BothReached++
				case h:
					s.OnlyHypo++
				case v:
					s.OnlySolver++
				default:
					s.NeitherReached++
				}
			}
		case "enumerated":
			s.Enumerated++
			s.EnumeratedStatus[r.Status]++
		case "coverage":
			s.CovFunctions++
			s.Branches += r.Branches
			s.SolverBranches += r.SolverBranches
			s.HypoBranches += r.HypoBranches
			s.Mutants += r.Mutants
			s.SolverKilled += r.SolverKilled
			s.HypoKilled += r.HypoKilled
			switch {
			case r.SolverBranches > r.HypoBranches:
				s.CovSolverBetter++
			case r.SolverBranches < r.HypoBranches:
				s.CovHypoBetter++
			}
		}
	}
	s.Files, s.Functions = len(files), len(funcs)
	for _, k := range order {
		s.PerFunction = append(s.PerFunction, *per[k])
	}
	if len(secs) > 0 {
		sort.Float64s(secs)
		s.MedianSeconds = secs[len(secs)/2]
		s.P90Seconds = secs[len(secs)*9/10]
		t := 0.0
		for _, x := range secs {
			t += x
		}
		s.MeanSeconds = t / float64(len(secs))
	}
	for r, c := range reasons {
		s.TopReasons = append(s.TopReasons, ReasonCount{r, c})
	}
	sort.Slice(s.TopReasons, func(i, j int) bool {
		a, b := s.TopReasons[i], s.TopReasons[j]
		return a.Count > b.Count || a.Count == b.Count && a.Reason < b.Reason
	})
	if len(s.TopReasons) > 10 {
		s.TopReasons = s.TopReasons[:10]
	}
	return s
}

// reasonClass drops the specifics (numbers, quoted text) of a reason so
// that equal causes count together.
func reasonClass(r string) string {
	if i := strings.Index(r, " ("); i > 0 && strings.HasPrefix(r, "the input takes another path") {
		return r[:i]
	}
	if strings.HasPrefix(r, "no lengths up to") {
		return "no pinned lengths follow the path"
	}
	if r == "" {
		return "(none)"
	}
	return r
}

// WriteSummary prints the summary for people.
func WriteSummary(w io.Writer, s Summary) {
	pct := func(a, b int) string {
		if b == 0 {
			return "-"
		}
		return fmt.Sprintf("%.1f %%", 100*float64(a)/float64(b))
	}
	fmt.Fprintf(w, "files %d, functions %d (%d not solvable: untyped or failing to load)\n", s.Files, s.Functions, s.FuncErrors)
	fmt.Fprintf(w, "sampled feasible paths: %d; validated %d (%s); by rules alone %d (%s)\n", s.Sampled, s.SampledOK, pct(s.SampledOK, s.Sampled), s.SampledRule, pct(s.SampledRule, s.Sampled))
	fmt.Fprintf(w, "  by route:")
	for _, k := range sortedKeys(s.ByRoute) {
		fmt.Fprintf(w, " %s %d (%s)", k, s.ByRoute[k], pct(s.ByRoute[k], s.Sampled))
	}
	fmt.Fprintf(w, "\n  by status:")
	for _, k := range sortedKeys(s.ByStatus) {
		fmt.Fprintf(w, " %s %d", k, s.ByStatus[k])
	}
	fmt.Fprintf(w, "\n  UNSAT on feasible paths: %d\n", s.UnsatOnFeasible)
	for _, k := range sortedKeys(s.FoundBy) {
		fmt.Fprintf(w, "  found by %s draws: %d, validated %d (%s)\n", k, s.FoundBy[k], s.FoundByValidated[k], pct(s.FoundByValidated[k], s.FoundBy[k]))
	}
	fmt.Fprintf(w, "UNSAT verdicts (all paths): %d; wrong (a sampled path, or refuted by the concrete cross-check): %d\n", s.UnsatVerdicts, s.WrongUnsat)
	fmt.Fprintf(w, "  seconds per sampled path: median %.3f, mean %.3f, p90 %.3f\n", s.MedianSeconds, s.MeanSeconds, s.P90Seconds)
	fmt.Fprintf(w, "enumerated paths: %d;", s.Enumerated)
	for _, k := range sortedKeys(s.EnumeratedStatus) {
		fmt.Fprintf(w, " %s %d", k, s.EnumeratedStatus[k])
	}
	fmt.Fprintln(w)
	if s.HypoPaths > 0 {
		fmt.Fprintf(w, "Hypothesis on the sampled paths: reached %d of %d (%s); solver only %d, Hypothesis only %d, both %d, neither %d\n",
			s.HypoHit, s.HypoPaths, pct(s.HypoHit, s.HypoPaths), s.OnlySolver, s.OnlyHypo, s.BothReached, s.NeitherReached)
	}
	if s.CovFunctions > 0 {
		fmt.Fprintf(w, "branch coverage over %d functions (%d branches): validated inputs (= emitted tests) %d (%s), Hypothesis's inputs %d (%s); higher for solver in %d functions, for Hypothesis in %d\n",
			s.CovFunctions, s.Branches, s.SolverBranches, pct(s.SolverBranches, s.Branches), s.HypoBranches, pct(s.HypoBranches, s.Branches), s.CovSolverBetter, s.CovHypoBetter)
	}
	if s.Mutants > 0 {
		fmt.Fprintf(w, "mutation score over %d mutants (unstuck mutate operators): emitted tests %d (%s), tests from Hypothesis's inputs %d (%s)\n",
			s.Mutants, s.SolverKilled, pct(s.SolverKilled, s.Mutants), s.HypoKilled, pct(s.HypoKilled, s.Mutants))
	}
	fmt.Fprintln(w, "most common reasons a sampled path stays unsolved:")
	for _, r := range s.TopReasons {
		fmt.Fprintf(w, "  %5d  %s\n", r.Count, r.Reason)
	}
}

func sortedKeys(m map[string]int) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}
