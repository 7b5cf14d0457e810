// SolveFile, the entry point of path solving for the CLI, the bench and
// the server: for each function of a file, sample feasible paths by running
// it on inputs drawn from its types (kept away from the solver), enumerate
// bounded CFG paths, solve every path from scratch and validate each input
// by running it.
package solve

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"unstuck/internal/cfg"
	"unstuck/internal/pyparse"
)

// Options configure SolveFile.
type Options struct {
	Function string // qualified or plain name; "" means every function
	Runner   *Runner
	Z3       *Z3
	LLM      *LLMRoute // nil: rules only

	Sample       bool          // sample feasible paths from type-drawn inputs
	SampleTries  int           // inputs drawn per function (default 200)
	SampleBudget time.Duration // wall time of sampling per function (default 5s)
	MaxSampled   int           // sampled paths solved per function (default 10)
	Seed         int64

	Enumerate bool       // also solve bounded CFG paths
	Bounds    cfg.Bounds // enumeration bounds (default 2 iterations, 60 steps, 12 paths)

	Timeout time.Duration // per Z3 query (default 5s)
	// PathBudget bounds the time of one path (default 30s).
	PathBudget time.Duration
	// Progress, when set, is called after each path.
	Progress func(fn string, p PathReport)
	// NoShrink keeps the solver's inputs as they are (default: each
	// validated input is shrunk to a smaller one taking the same path).
	NoShrink bool
	// CrossCheck searches concretely (random draws, then Hypothesis)
	// for an input taking each path called UNSAT: a hit is a wrong UNSAT.
	CrossCheck time.Duration
	// SampleHypothesis: Hypothesis also samples feasible paths for this
	// long per function (beside the uniform draws).
	SampleHypothesis time.Duration
	// Generational bounds the coverage-guided search (SAGE's
	// generational search) from the validated paths; 0 turns it off.
	Generational time.Duration
}

// FileReport is SolveFile's JSON-able answer.
type FileReport struct {
	File      string           `json:"file"`
	Functions []FunctionReport `json:"functions"`
	Error     string           `json:"error,omitempty"`
}

// FunctionReport holds one function's paths.
type FunctionReport struct {
	Name   string       `json:"function"`
	Line   int          `json:"line"`
	Params []string     `json:"params"`
	Types  []string     `json:"types"`
	Error  string       `json:"error,omitempty"`
	Paths  []PathReport `json:"paths"`
	// Tests is the pytest file written for the function, if any.
	Tests string `json:"tests,omitempty"`
	fn    *Func
}

// PathReport is one path and its outcome.
type PathReport struct {
	Source string `json:"source"`             // sampled or enumerated
	By     string `json:"found_by,omitempty"` // sampled: uniform or hypothesis
	Path   string `json:"path"`               // CFG steps: "3 4:T1 5 4:F 7"
	Lines  []int  `json:"lines"`
	Target Target `json:"-"`
	Outcome
}

// Functions lists the functions SolveFile considers in a parsed file:
// module-level functions and methods, not functions nested in others
// (those are helpers, inlined).
func Functions(file *cfg.File) []*cfg.Graph {
	var out []*cfg.Graph
	for _, g := range file.Funcs {
		if !nestedInFunction(g.Def) {
			out = append(out, g)
		}
	}
	return out
}

func nestedInFunction(def *pyparse.Node) bool {
	for p := def.Parent(); p != nil; p = p.Parent() {
		if p.Type() == "function_definition" || p.Type() == "lambda" {
			return true
		}
	}
	return false
}

// SolveFile solves the paths of the functions of the file at path.
func SolveFile(ctx context.Context, path string, opt Options) (*FileReport, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, err
	}
	src, err := os.ReadFile(abs)
	if err != nil {
		return nil, err
	}
	rep := &FileReport{File: path}
	file, err := cfg.Build(src)
	if err != nil {
		rep.Error = err.Error()
		return rep, nil
	}
	if opt.Z3 == nil {
		opt.Z3 = &Z3{Keep: 1}
		defer opt.Z3.Close()
	}
	if opt.Runner == nil {
		opt.Runner = &Runner{}
	}
	found := false
	var codeLines []int
	asked := false
	for _, g := range Functions(file) {
		if opt.Function != "" && g.Name != opt.Function && last(g.Name) != opt.Function {
			continue
		}
		found = true
		if !asked {
			// CPython's own line table, once per file: which statements
			// have a line event.
			asked = true
			codeLines, _ = opt.Runner.CodeLines(ctx, Prepare(abs, src, file, g))
		}
		rep.Functions = append(rep.Functions, solveFunction(ctx, abs, src, file, g, opt, codeLines))
	}
	if !found && opt.Function != "" {
		return nil, fmt.Errorf("no function %q in %s", opt.Function, path)
	}
	return rep, nil
}

func last(q string) string {
	if i := strings.LastIndex(q, "."); i >= 0 {
		return q[i+1:]
	}
	return q
}

func solveFunction(ctx context.Context, abs string, src []byte, file *cfg.File, g *cfg.Graph, opt Options, codeLines []int) FunctionReport {
	f := Prepare(abs, src, file, g)
	if codeLines != nil {
		f.SetCodeLines(codeLines)
	}
	fr := FunctionReport{Name: g.Name, Line: g.Line, Params: f.Params, fn: f}
	for i, t := range f.Types {
		if t == nil {
			fr.Error = fmt.Sprintf("parameter %s has no supported type", f.Params[i])
			continue
		}
	}
	if fr.Error != "" {
		fr.Types = typeNames(f.Types)
		return fr
	}
	var runs []Observed
	if opt.Sample {
		var err error
		runs, err = sampleTyped(ctx, f, opt)
		if err != nil {
			fr.Types = typeNames(f.Types)
			fr.Error = "sampling: " + err.Error()
			return fr
		}
	}
	fr.Types = typeNames(f.Types)
	ps := &PathSolver{F: f, Z3: opt.Z3, Runner: opt.Runner, LLM: opt.LLM, Timeout: opt.Timeout}
	budget := opt.PathBudget
	if budget <= 0 {
		budget = 30 * time.Second
	}
	add := func(source string, t Target, enumerated bool, by string) {
		pr := PathReport{Source: source, By: by, Lines: nonNilInts(t.Lines), Target: t}
		if p, err := g.FromLinesLive(ownLines(g, t.Lines), t.Exc != "", f.Live); err == nil {
			pr.Path = p.String()
		}
		pctx, cancel := context.WithTimeout(ctx, budget)
		ps.enumerated = enumerated
		pr.Outcome = ps.Solve(pctx, t)
		cancel()
		fr.Paths = append(fr.Paths, pr)
		if opt.Progress != nil {
			opt.Progress(g.Name, pr)
		}
	}
	if opt.Sample {
		maxS := opt.MaxSampled
		if maxS <= 0 {
			maxS = 10
		}
		// Short paths first: they are the ones a test suite wants, and a
		// bench should not be dominated by one function's long loops.
		sortRuns(runs)
		for i, r := range runs {
			if i >= maxS {
				break
			}
			add("sampled", r.Target(), false, r.By)
		}
	}
	if opt.Enumerate {
		b := opt.Bounds
		if b.MaxPaths == 0 {
			b = cfg.Bounds{MaxIter: 2, MaxLen: 60, MaxPaths: 12}
		}
		seen := map[string]bool{}
		for _, p := range fr.Paths {
			seen[p.Target.Key()] = true
		}
		for _, p := range g.Paths(b) {
			t := liveTarget(enumTarget(file, p), f.Live)
			if seen[t.Key()] {
				continue // the CFG path is a sampled one once silent lines are left out
			}
			seen[t.Key()] = true
			add("enumerated", t, true, "")
		}
	}
	if opt.Generational > 0 {
		vs := ps.variants()
		ps.opts = vs[len(vs)-1]
		gctx, cancel := context.WithTimeout(ctx, opt.Generational+budget)
		fr.Paths = append(fr.Paths, ps.Generational(gctx, fr.Paths, opt.Generational)...)
		cancel()
	}
	if !opt.NoShrink {
		shrinkInputs(ctx, f, opt.Runner, fr.Paths)
	}
	if opt.CrossCheck > 0 {
		crossCheck(ctx, f, opt, fr.Paths)
	}
	return fr
}

// typeNames shows the parameter types, guessed ones marked.
func typeNames(ts []*Type) []string {
	var out []string
	for _, t := range ts {
		switch {
		case t == nil:
			out = append(out, "?")
		case t.Inferred:
			out = append(out, t.String()+" (inferred)")
		default:
			out = append(out, t.String())
		}
	}
	return out
}

// liveTarget leaves out the lines CPython gives no line event.
func liveTarget(t Target, live map[int]bool) Target {
	if live == nil {
		return t
	}
	out := Target{Exc: t.Exc}
	for _, l := range t.Lines {
		if live[l] {
			out.Lines = append(out.Lines, l)
		}
	}
	return out
}

// typeErrors counts the sampled paths that end in a TypeError or an
// AttributeError: the sign of a wrong guess of a parameter's type.
func typeErrors(runs []Observed) int {
	n := 0
	for _, r := range runs {
		if r.Exc == "TypeError" || r.Exc == "AttributeError" {
			n++
		}
	}
	return n
}

// alternatives are the types tried for a parameter whose guessed type
// makes the function fail.
var alternatives = []string{"str", "int", "list[int]", "float", "list[str]", "bool"}

// sampleTyped samples paths; when inferred types make most paths end in a
// TypeError or AttributeError, each inferred parameter's type is guessed
// again from the failed runs (other types tried, the one with the fewest
// such paths kept).
func sampleTyped(ctx context.Context, f *Func, opt Options) ([]Observed, error) {
	tries, sb := opt.SampleTries, opt.SampleBudget
	if tries <= 0 {
		tries = 200
	}
	if sb <= 0 {
		sb = 5 * time.Second
	}
	runs, err := opt.Runner.Sample(ctx, f, opt.Seed, tries, sb, opt.SampleHypothesis)
	if err != nil {
		return nil, err
	}
	bad := func(rs []Observed) bool { return len(rs) > 0 && 2*typeErrors(rs) > len(rs) || len(rs) == 0 }
	if !bad(runs) {
		return runs, nil
	}
	for i, t := range f.Types {
		if t == nil || !t.Inferred {
			continue
		}
		best, bestRuns := t, runs
		for _, a := range alternatives {
			alt := ParseAnnotation(a)
			if alt.String() == t.String() {
				continue
			}
			alt.Inferred, alt.Default, alt.KwOnly = true, t.Default, t.KwOnly
			f.Types[i] = alt
			rs, err := opt.Runner.Sample(ctx, f, opt.Seed, tries/2, sb/2, opt.SampleHypothesis/2)
			if err != nil {
				continue
			}
			if len(rs)-typeErrors(rs) > len(bestRuns)-typeErrors(bestRuns) {
				best, bestRuns = alt, rs
			}
		}
		f.Types[i], runs = best, bestRuns
		if !bad(runs) {
			break
		}
	}
	return runs, nil
}

// shrinkInputs replaces each validated input by a smaller one taking the
// same path, when the harness finds one.
func shrinkInputs(ctx context.Context, f *Func, r *Runner, paths []PathReport) {
	var items []ShrinkItem
	var idx []int
	for i, p := range paths {
		if p.Status != StatusValidated || p.Input == "" {
			continue
		}
		var exc *string
		if p.Target.Exc != "" {
			e := p.Target.Exc
			exc = &e
		}
		items = append(items, ShrinkItem{Input: p.Input, Lines: p.Target.Lines, Exc: exc})
		idx = append(idx, i)
	}
	if len(items) == 0 {
		return
	}
	obs, err := r.Shrink(ctx, f, items, 60)
	if err != nil {
		return
	}
	for j, o := range obs {
		if o.Input == "" || o.Input == items[j].Input {
			continue
		}
		p := &paths[idx[j]]
		p.Solved, p.Input = p.Input, o.Input
		p.Return, p.Exc, p.Approx, p.ArgsAfter = o.Ret, o.Exc, o.Approx, o.ArgsAfter
	}
}

// crossCheck looks concretely for inputs taking the paths called UNSAT:
// random draws first, then Hypothesis. A hit marks the verdict wrong.
func crossCheck(ctx context.Context, f *Func, opt Options, paths []PathReport) {
	want := map[string][]int{}
	var targets []Target
	for i, p := range paths {
		if p.Status == StatusUnsat {
			if _, ok := want[p.Target.Key()]; !ok {
				targets = append(targets, p.Target)
			}
			want[p.Target.Key()] = append(want[p.Target.Key()], i)
		}
	}
	if len(targets) == 0 {
		return
	}
	mark := func(key, input string) {
		for _, i := range want[key] {
			paths[i].WrongUnsat, paths[i].Witness = true, input
		}
		delete(want, key)
	}
	if runs, err := opt.Runner.Sample(ctx, f, opt.Seed+1, 1000, opt.CrossCheck); err == nil {
		for _, r := range runs {
			if _, ok := want[r.Target().Key()]; ok {
				mark(r.Target().Key(), r.Input)
			}
		}
	}
	var rest []Target
	for _, t := range targets {
		if _, ok := want[t.Key()]; ok {
			rest = append(rest, t)
		}
	}
	if len(rest) == 0 {
		return
	}
	if hs, err := opt.Runner.Hypothesis(ctx, f, rest, opt.CrossCheck, 0); err == nil && len(hs) == len(rest) {
		for i, h := range hs {
			if h.Hit {
				mark(rest[i].Key(), h.Input)
			}
		}
	}
}

func sortRuns(runs []Observed) {
	for i := 1; i < len(runs); i++ {
		for j := i; j > 0 && len(runs[j].Lines) < len(runs[j-1].Lines); j-- {
			runs[j], runs[j-1] = runs[j-1], runs[j]
		}
	}
}

// ownLines keeps the lines of g's own statements (a helper's are left out).
func ownLines(g *cfg.Graph, lines []int) []int {
	own := map[int]bool{}
	for _, n := range g.Nodes {
		if n.Kind != "" && n.Kind != cfg.Enter && n.Kind != cfg.Exit {
			own[n.Line] = true
		}
	}
	var out []int
	for _, l := range lines {
		if own[l] && !(l >= g.Line && l <= g.EndLine && insideNested(g, l)) {
			out = append(out, l)
		}
	}
	return out
}

func insideNested(g *cfg.Graph, l int) bool {
	for _, n := range g.Nodes {
		if n.Stmt != nil && n.Stmt.Type() == "function_definition" && l > pyparse.Line(n.Stmt) && l <= pyparse.EndLine(n.Stmt) {
			return true
		}
	}
	return false
}

// enumTarget is the line sequence a run along an enumerated path records:
// statements sharing a line with the one before get no event of their own.
func enumTarget(file *cfg.File, p cfg.Path) Target {
	var t Target
	for i, s := range p.Steps {
		if i > 0 && s.Line == p.Steps[i-1].Line && !(s.Kind == cfg.Condition && s.Iter > 1) {
			continue
		}
		t.Lines = append(t.Lines, s.Line)
	}
	if n := len(p.Steps); n > 0 && p.Steps[n-1].Kind == cfg.Raise {
		t.Exc = "Exception"
		for _, g := range append([]*cfg.Graph{file.Module}, file.Funcs...) {
			if p.Steps[n-1].Node < len(g.Nodes) {
				if st := g.Nodes[p.Steps[n-1].Node].Stmt; st != nil && st.Type() == "raise_statement" && pyparse.Line(st) == p.Steps[n-1].Line {
					if cs := pyparse.Children(st); len(cs) > 0 {
						e := cs[0]
						if e.Type() == "call" {
							e = e.ChildByFieldName("function")
						}
						t.Exc = file.Tree.Text(e)
					}
				}
			}
		}
	}
	return t
}
