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
	Source string `json:"source"` // sampled or enumerated
	Path   string `json:"path"`   // CFG steps: "3 4:T1 5 4:F 7"
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
	for _, g := range Functions(file) {
		if opt.Function != "" && g.Name != opt.Function && last(g.Name) != opt.Function {
			continue
		}
		found = true
		rep.Functions = append(rep.Functions, solveFunction(ctx, abs, src, file, g, opt))
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

func solveFunction(ctx context.Context, abs string, src []byte, file *cfg.File, g *cfg.Graph, opt Options) FunctionReport {
	f := Prepare(abs, src, file, g)
	fr := FunctionReport{Name: g.Name, Line: g.Line, Params: f.Params, fn: f}
	for i, t := range f.Types {
		if t == nil {
			fr.Error = fmt.Sprintf("parameter %s has no supported type", f.Params[i])
			fr.Types = append(fr.Types, "?")
			continue
		}
		fr.Types = append(fr.Types, t.String())
	}
	if fr.Error != "" {
		return fr
	}
	ps := &PathSolver{F: f, Z3: opt.Z3, Runner: opt.Runner, LLM: opt.LLM, Timeout: opt.Timeout}
	budget := opt.PathBudget
	if budget <= 0 {
		budget = 30 * time.Second
	}
	add := func(source string, t Target, enumerated bool) {
		pr := PathReport{Source: source, Lines: nonNilInts(t.Lines), Target: t}
		if p, err := g.FromLines(ownLines(g, t.Lines), t.Exc != ""); err == nil {
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
		tries, sb, maxS := opt.SampleTries, opt.SampleBudget, opt.MaxSampled
		if tries <= 0 {
			tries = 200
		}
		if sb <= 0 {
			sb = 5 * time.Second
		}
		if maxS <= 0 {
			maxS = 10
		}
		runs, err := opt.Runner.Sample(ctx, f, opt.Seed, tries, sb)
		if err != nil {
			fr.Error = "sampling: " + err.Error()
			return fr
		}
		// Short paths first: they are the ones a test suite wants, and a
		// bench should not be dominated by one function's long loops.
		sortRuns(runs)
		for i, r := range runs {
			if i >= maxS {
				break
			}
			add("sampled", r.Target(), false)
		}
	}
	if opt.Enumerate {
		b := opt.Bounds
		if b.MaxPaths == 0 {
			b = cfg.Bounds{MaxIter: 2, MaxLen: 60, MaxPaths: 12}
		}
		for _, p := range g.Paths(b) {
			add("enumerated", enumTarget(file, p), true)
		}
	}
	return fr
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
