// Running the function in the sandbox: the path harness (py/pathrun.py)
// records the path each input takes; sampling, validation and the
// Hypothesis peer all go through it.
package solve

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"unstuck/internal/cfg"
	"unstuck/internal/pyparse"
	"unstuck/internal/runtime"
	"unstuck/internal/sandbox"
)

//go:embed py/pathrun.py
var pathrunPy []byte

// Runner runs the harness sandboxed.
type Runner struct {
	Python  string // interpreter; "" means python3
	Sandbox *sandbox.Sandbox
	Wall    time.Duration // per harness run; 0 means 60s
	// Preset "leetcode" runs the code under LeetCode's implicit imports
	// (and draws strings from its alphabet); "" adds nothing.
	Preset string
}

// Observed is one run: the path it took and what it returned.
type Observed struct {
	Lines   []int   `json:"lines"`
	Exc     string  `json:"exc,omitempty"`
	Msg     string  `json:"msg,omitempty"`
	Ret     *string `json:"ret,omitempty"`
	TooLong bool    `json:"too_long,omitempty"`
	Input   string  `json:"input,omitempty"`
	Error   string  `json:"error,omitempty"`
	// Approx: the value returned is a float or a flat list of numbers
	// with floats (tests compare it with pytest.approx); ArgsAfter is the
	// arguments' repr after the call when the function mutated them.
	Approx    bool   `json:"approx,omitempty"`
	ArgsAfter string `json:"args_after,omitempty"`
	// By says which sampler found a sampled path: uniform or hypothesis.
	By string `json:"by,omitempty"`
	// Obs: the values of the observed expressions, by "line:text", one per
	// line event of their statement (a run with observation points).
	Obs map[string][]obsValue `json:"obs,omitempty"`
}

// Target is the path of the run.
func (o Observed) Target() Target { return Target{Lines: o.Lines, Exc: o.Exc} }

// Func is one function prepared for running: its file, qualified name,
// graph, parameter types and the line tables the tracer needs.
type Func struct {
	File   string // absolute path of the source
	Src    []byte
	CFG    *cfg.File
	Graph  *cfg.Graph
	Name   string // qualified: Solution.twoSum
	Params []string
	Types  []*Type
	Method bool
	// Live: statement lines with a line event in CPython's line table
	// (nil until the harness was asked); Generator: the function yields.
	Live      map[int]bool
	Generator bool
	// InitN: the first InitN parameters are the class's __init__'s (a
	// method runs on an instance built from them).
	InitN int

	stmts map[int]int
	loops []int
	withs map[int]int
}

// Prepare builds the function's tables.
func Prepare(path string, src []byte, file *cfg.File, g *cfg.Graph) *Func {
	f := &Func{File: path, Src: src, CFG: file, Graph: g, Name: g.Name}
	f.Method = isMethodDef(g.Def)
	f.Params, f.Types = ParamTypes(g.Def, src, f.Method)
	f.stmts, f.loops, f.withs = stmtTables(file)
	f.Generator = g.Def != nil && IsGenerator(g.Def)
	if f.Method {
		if init := initOf(classOf(g.Def), src); init != nil && init != g.Def {
			names, types := ParamTypes(init, src, true)
			ok := len(names) > 0
			for _, t := range types {
				if t == nil {
					ok = false
					break
				}
				t.Init, t.Default, t.KwOnly = true, false, false
			}
			if ok {
				var pn []string
				for _, n := range names {
					pn = append(pn, "init_"+n)
				}
				f.Params = append(pn, f.Params...)
				f.Types = append(types, f.Types...)
				f.InitN = len(names)
			}
		}
	}
	return f
}

// initOf is the __init__ of a class, or nil.
func initOf(cls *pyparse.Node, src []byte) *pyparse.Node {
	if cls == nil {
		return nil
	}
	for _, s := range pyparse.Children(cls.ChildByFieldName("body")) {
		if s.Type() == "decorated_definition" {
			s = s.ChildByFieldName("definition")
		}
		if s != nil && s.Type() == "function_definition" {
			if n := s.ChildByFieldName("name"); n != nil && string(src[n.StartByte():n.EndByte()]) == "__init__" {
				return s
			}
		}
	}
	return nil
}

// SetCodeLines records the lines CPython's line table gives code: a
// statement is live when any of its lines is.
func (f *Func) SetCodeLines(lines []int) {
	f.Live = map[int]bool{}
	for _, l := range lines {
		if s, ok := f.stmts[l]; ok {
			f.Live[s] = true
		} else {
			f.Live[l] = true
		}
	}
}

// isMethodDef: a function defined in a class body takes self first
// (staticmethod and classmethod are not told apart).
func isMethodDef(def *pyparse.Node) bool { return def != nil && classOf(def) != nil }

// stmtTables maps every line of every statement (headers only for compound
// ones) to the statement's first line, innermost statement winning.
func stmtTables(file *cfg.File) (map[int]int, []int, map[int]int) {
	type span struct{ start, end int }
	var spans []span
	var loops []int
	withs := map[int]int{}
	for _, g := range append([]*cfg.Graph{file.Module}, file.Funcs...) {
		for _, n := range g.Nodes {
			if n.Stmt == nil || n.Kind == cfg.Enter || n.Kind == cfg.Exit || n.Kind == "" {
				continue
			}
			s := n.Stmt
			start := pyparse.Line(s)
			end := pyparse.EndLine(s)
			if body := bodyOf(s); body != nil {
				end = max(start, pyparse.Line(body)-1)
			}
			spans = append(spans, span{start, end})
			if n.Loop != "" {
				loops = append(loops, start)
			}
			if n.Kind == cfg.With {
				withs[start] = pyparse.EndLine(s)
			}
		}
	}
	// Larger spans first, so inner statements overwrite.
	for i := 0; i < len(spans); i++ {
		for j := i + 1; j < len(spans); j++ {
			if spans[j].end-spans[j].start > spans[i].end-spans[i].start {
				spans[i], spans[j] = spans[j], spans[i]
			}
		}
	}
	m := map[int]int{}
	for _, s := range spans {
		for l := s.start; l <= s.end; l++ {
			m[l] = s.start
		}
	}
	return m, loops, withs
}

// bodyOf is the block a compound statement's header leads into.
func bodyOf(s *pyparse.Node) *pyparse.Node {
	switch s.Type() {
	case "function_definition", "class_definition", "while_statement", "for_statement", "with_statement", "try_statement":
		return s.ChildByFieldName("body")
	case "if_statement", "elif_clause":
		return s.ChildByFieldName("consequence")
	case "decorated_definition":
		if d := s.ChildByFieldName("definition"); d != nil {
			return d.ChildByFieldName("body")
		}
	case "except_clause", "except_group_clause", "finally_clause", "case_clause", "else_clause":
		for _, c := range pyparse.Children(s) {
			if c.Type() == "block" {
				return c
			}
		}
	}
	return nil
}

// call runs the harness with req (mode and mode's fields) and decodes its
// answer into out.
func (r *Runner) call(ctx context.Context, f *Func, req pathRequest, out any) error {
	sb := r.Sandbox
	if sb == nil {
		var err error
		if sb, err = sandbox.New(sandbox.Options{}); err != nil {
			return err
		}
		r.Sandbox = sb
	}
	box, err := sb.NewBox()
	if err != nil {
		return err
	}
	defer box.Close()
	if err := os.WriteFile(filepath.Join(box.HostRT, "pathrun.py"), pathrunPy, 0o644); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(box.HostRT, "code.py"), f.Src, 0o644); err != nil {
		return err
	}
	stmts := map[string]int{}
	for k, v := range f.stmts {
		stmts[fmt.Sprint(k)] = v
	}
	withs := map[string]int{}
	for k, v := range f.withs {
		withs[fmt.Sprint(k)] = v
	}
	req.File = filepath.Join(box.InRT, "code.py")
	req.Function = f.Name
	req.Stmts = stmts
	req.Loops = append([]int{}, f.loops...)
	req.Withs = withs
	wire := []json.RawMessage{} // a method of self alone has none: [] not null
	for _, t := range f.Types {
		if t == nil {
			t = &Type{Kind: "any"} // unknown: the harness draws small ints
		}
		wire = append(wire, t.wire())
	}
	req.Types = wire
	req.Preset = r.Preset
	req.Generator = f.Generator
	var kw []string
	for i, t := range f.Types {
		if t != nil && t.KwOnly {
			kw = append(kw, f.Params[i])
		}
	}
	req.KwNames = kw
	req.InitN = f.InitN
	ctl := runtime.NewControl(box.ResultFD)
	req.ControlFD, req.ResultFD = box.ControlFD, box.ResultFD
	data, err := json.Marshal(req)
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(box.HostRT, "req.json"), data, 0o644); err != nil {
		return err
	}
	py := r.Python
	if py == "" {
		py = "python3"
	}
	wall := r.Wall
	if wall <= 0 {
		wall = 60 * time.Second
	}
	env := []string{
		"PATH=/usr/local/bin:/usr/bin:/bin", "HOME=" + box.InWork, "LANG=C.UTF-8", "LC_ALL=C.UTF-8",
		"PYTHONIOENCODING=utf-8", "PYTHONDONTWRITEBYTECODE=1", "PYTHONHASHSEED=0",
	}
	interp, err := sandbox.FindPython(py)
	if err != nil {
		return err
	}
	o, err := sb.RunCmd(ctx, box, sandbox.Cmd{
		Argv: []string{interp.Executable, filepath.Join(box.InRT, "pathrun.py"), filepath.Join(box.InRT, "req.json")},
		Env:  env, ReadOnly: interp.Paths, Control: ctl.JSON(),
		Limits: sandbox.Limits{Wall: wall, CPU: wall, MemoryBytes: 2 << 30}})
	if err != nil {
		return err
	}
	if len(o.Result) == 0 {
		msg := strings.TrimSpace(string(o.Stderr))
		if o.TimedOut {
			msg = "timed out"
		}
		if i := strings.LastIndex(msg, "\n"); i >= 0 {
			msg = msg[i+1:]
		}
		return fmt.Errorf("harness gave no answer (exit %d): %s", o.ExitCode, msg)
	}
	rec, err := ctl.Result(o.Result)
	if err != nil {
		return fmt.Errorf("harness: %w", err)
	}
	var le struct {
		LoadError string `json:"load_error"`
	}
	if json.Unmarshal(rec, &le) == nil && le.LoadError != "" {
		return fmt.Errorf("loading %s: %s", f.Name, le.LoadError)
	}
	return json.Unmarshal(rec, out)
}

// CodeLines asks CPython which lines of the file have code (co_lines of
// every code object, frame prologues left out).
func (r *Runner) CodeLines(ctx context.Context, f *Func) ([]int, error) {
	var out struct {
		Lines []int `json:"lines"`
	}
	if err := r.call(ctx, f, pathRequest{Mode: "lines"}, &out); err != nil {
		return nil, err
	}
	return out.Lines, nil
}

// ShrinkItem is a validated input and the path it takes.
type ShrinkItem struct {
	Input string  `json:"input"`
	Lines []int   `json:"lines"`
	Exc   *string `json:"exc"`
}

// Shrink looks for smaller inputs taking the same paths (runs per item
// bounded); an item with no smaller input gets an empty Observed.
func (r *Runner) Shrink(ctx context.Context, f *Func, items []ShrinkItem, runs int) ([]Observed, error) {
	var out struct {
		Runs []Observed `json:"runs"`
	}
	for i := range items {
		items[i].Lines = nonNilInts(items[i].Lines)
	}
	if err := r.call(ctx, f, pathRequest{Mode: "shrink", Items: items, Runs: runs}, &out); err != nil {
		return nil, err
	}
	if len(out.Runs) != len(items) {
		return nil, fmt.Errorf("harness answered %d shrunk inputs for %d", len(out.Runs), len(items))
	}
	return out.Runs, nil
}

// Run runs inputs (Python literal argument tuples) and returns the paths.
func (r *Runner) Run(ctx context.Context, f *Func, inputs []string) ([]Observed, error) {
	var out struct {
		Runs []Observed `json:"runs"`
	}
	if err := r.call(ctx, f, pathRequest{Mode: "run", Inputs: inputs}, &out); err != nil {
		return nil, err
	}
	if len(out.Runs) != len(inputs) {
		return nil, fmt.Errorf("harness answered %d runs for %d inputs", len(out.Runs), len(inputs))
	}
	return out.Runs, nil
}

// RunObserve is Run with expressions evaluated along the way.
func (r *Runner) RunObserve(ctx context.Context, f *Func, inputs []string, points []obsPoint) ([]Observed, error) {
	var out struct {
		Runs []Observed `json:"runs"`
	}
	if err := r.call(ctx, f, pathRequest{Mode: "run", Inputs: inputs, Observe: points}, &out); err != nil {
		return nil, err
	}
	if len(out.Runs) != len(inputs) {
		return nil, fmt.Errorf("harness answered %d runs for %d inputs", len(out.Runs), len(inputs))
	}
	return out.Runs, nil
}

// Sample runs the function on inputs drawn from its types and returns one
// run per distinct path.
func (r *Runner) Sample(ctx context.Context, f *Func, seed int64, tries int, budget time.Duration, hypo ...time.Duration) ([]Observed, error) {
	var out struct {
		Runs []Observed `json:"runs"`
	}
	req := pathRequest{Mode: "sample", Seed: seed, Tries: tries, Budget: budget.Seconds()}
	if len(hypo) > 0 && hypo[0] > 0 {
		req.HypoBudget = hypo[0].Seconds() // Hypothesis samples paths too
	}
	if err := r.call(ctx, f, req, &out); err != nil {
		return nil, err
	}
	return out.Runs, nil
}

// HypoResult is Hypothesis's search for one target path.
type HypoResult struct {
	Hit     bool     `json:"hit"`
	Input   string   `json:"input,omitempty"`
	Inputs  []string `json:"inputs,omitempty"`
	Seconds float64  `json:"seconds"`
	Error   string   `json:"error,omitempty"`
}

// Hypothesis searches, per target, for an input taking that path within
// budget seconds each; collect > 0 keeps that many of the inputs tried.
func (r *Runner) Hypothesis(ctx context.Context, f *Func, targets []Target, budget time.Duration, collect int) ([]HypoResult, error) {
	type tgt struct {
		Lines  []int   `json:"lines"`
		Exc    *string `json:"exc"`
		Budget float64 `json:"budget"`
	}
	var ts []tgt
	for _, t := range targets {
		var exc *string
		if t.Exc != "" {
			e := t.Exc
			exc = &e
		}
		ts = append(ts, tgt{Lines: nonNilInts(t.Lines), Exc: exc, Budget: budget.Seconds()})
	}
	var out struct {
		Targets []HypoResult `json:"targets"`
	}
	req := pathRequest{Mode: "hypothesis", Targets: ts, Collect: collect}
	if err := r.call(ctx, f, req, &out); err != nil {
		return nil, err
	}
	return out.Targets, nil
}

func nonNilInts(xs []int) []int {
	if xs == nil {
		return []int{}
	}
	return xs
}

// BranchCoverage is coverage.py's branch coverage of a function's lines.
type BranchCoverage struct {
	Branches int `json:"branches"`
	Covered  int `json:"covered"`
}

// Coverage runs each set of inputs under coverage.py (branch mode) and
// returns the branch coverage of the function's lines per set.
func (r *Runner) Coverage(ctx context.Context, f *Func, sets [][]string) ([]BranchCoverage, error) {
	var out struct {
		Sets []BranchCoverage `json:"sets"`
	}
	req := pathRequest{Mode: "coverage", InputSets: sets, Span: []int{f.Graph.Line, f.Graph.EndLine}}
	for i := range sets {
		if sets[i] == nil {
			sets[i] = []string{}
		}
	}
	if err := r.call(ctx, f, req, &out); err != nil {
		return nil, err
	}
	if len(out.Sets) != len(sets) {
		return nil, fmt.Errorf("harness answered %d coverage sets for %d", len(out.Sets), len(sets))
	}
	return out.Sets, nil
}

// MutationScore runs each mutant source of the file against each set of
// inputs, the original's outcomes as the oracle, and returns how many
// mutants each set kills.
func (r *Runner) MutationScore(ctx context.Context, f *Func, mutants []string, sets [][]string) ([]int, error) {
	var out struct {
		Killed []int `json:"killed"`
		Total  int   `json:"total"`
	}
	for i := range sets {
		if sets[i] == nil {
			sets[i] = []string{}
		}
	}
	req := pathRequest{Mode: "mutants", Mutants: mutants, InputSets: sets}
	if err := r.call(ctx, f, req, &out); err != nil {
		return nil, err
	}
	if len(out.Killed) != len(sets) {
		return nil, fmt.Errorf("harness answered %d mutation scores for %d sets", len(out.Killed), len(sets))
	}
	return out.Killed, nil
}
