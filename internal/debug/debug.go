// Package debug is the debugging phase over a linked trace: from the failure
// (an exception, a failed assertion, or an output marked wrong) it walks back
// along the most suspicious dependencies to a predicted root cause and
// reports the plan as steps and lines. Feedback (a step is correct, a
// variable at a step is wrong) re-plans. Inputs and outputs come from
// aligning the buggy trace with a fixed version's (align.go); Ochiai over
// per-test coverage is the spectrum baseline (ochiai.go).
//
// Entry points (JSON-able results, for the CLI, the server and MCP tools):
//
//	debug.Plan(g, out, spectrum, feedback) *Result  // plan from an output
//	debug.Failure(tr) Output                        // the failure step of a trace
//	debug.Align(bug, fix, bugSrc, fixSrc) *Alignment // inputs/outputs from a fixed version
//	debug.Ochiai(tests, file) map[int]float64        // spectrum scores
//	debug.RunItem(ctx, cfg, item) *Record            // one benchmark item (QuixBugs program or mutant)
package debug

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"unstuck/internal/trace"
)

// Output is where debugging starts: a step and, optionally, the variable
// at it that is wrong (empty: the step's outcome, e.g. a raised exception
// or a wrong branch).
type Output struct {
	Step   int    `json:"step"`
	Var    string `json:"var,omitempty"`
	Reason string `json:"reason"`
}

// Feedback is a person's judgement of a step.
type Feedback struct {
	Step    int    `json:"step"`
	Correct bool   `json:"correct"`        // "step N correct"
	Var     string `json:"var,omitempty"`  // "variable v at step N wrong"
	Root    bool   `json:"root,omitempty"` // "root cause at step N"
}

// Hop is one step of the plan.
type Hop struct {
	Step  int     `json:"step"`
	File  string  `json:"file"`
	Line  int     `json:"line"`
	Func  string  `json:"func"`
	Via   string  `json:"via,omitempty"`   // the dependency followed to get here: data v, control
	Means string  `json:"means,omitempty"` // trace, kb, runtime, llm
	Sus   float64 `json:"sus"`
}

// Result is a debugging plan.
type Result struct {
	Output    Output `json:"output"`
	Plan      []Hop  `json:"plan"`       // from the output back to the root cause
	RootCause *Hop   `json:"root_cause"` // the plan's last hop
	Lines     []int  `json:"lines"`      // ranking: root cause first, then the plan, then the slice by suspiciousness
	Recovered int    `json:"recovered"`  // dependencies on the plan added by recovery
	SliceSize int    `json:"slice_size"`
	Feedback  int    `json:"feedback,omitempty"` // questions answered (guided walk)
	// Candidates: the fused ranking without a fixed version (localize.go).
	Candidates    []Candidate `json:"candidates,omitempty"`
	MutationError string      `json:"mutation_error,omitempty"`
	Sus           []float64   `json:"-"`
}

// Failure finds the step a failed run points at: the last step of the
// innermost frame that raised, else the last step.
func Failure(tr *trace.Trace) Output {
	if len(tr.Steps) == 0 {
		return Output{Step: -1, Reason: "empty trace"}
	}
	if tr.Error != nil && tr.Error.Line != nil {
		for i := len(tr.Steps) - 1; i >= 0; i-- {
			if tr.Steps[i].Line == *tr.Error.Line && (tr.Error.File == "" || tr.Steps[i].File == tr.Error.File) {
				return Output{Step: i, Reason: tr.Error.Type}
			}
		}
	}
	// A wrong result: the last return of an outermost traced call, one
	// made from untraced code (the value the test got), not the last
	// return of a recursive call deep inside it. A frame with no call
	// step (a module's body) returns no result; without an outermost
	// call, the last return.
	last := len(tr.Steps) - 1
	outer := map[int]bool{}
	for _, s := range tr.Steps {
		if s.Entry {
			outer[s.Frame] = s.Caller < 0
		}
	}
	ret := -1
	for i := last; i >= 0; i-- {
		for _, w := range tr.Steps[i].Writes {
			if w.Var != "return" {
				continue
			}
			if ret < 0 {
				ret = i
			}
			if outer[tr.Steps[i].Frame] {
				return Output{Step: i, Var: "return", Reason: "result"}
			}
		}
	}
	if ret >= 0 {
		return Output{Step: ret, Var: "return", Reason: "result"}
	}
	return Output{Step: last, Reason: tr.Status}
}

// suspiciousness computes, in step order, each step's suspiciousness as in
// the dissertation: its own (the line's spectrum score, or a constant),
// its control dependency's, and the root of the sum of squares over the
// variables it read, normalised so that a long chain does not blow up.
func suspiciousness(g *trace.Graph, own func(trace.Step) float64) []float64 {
	sus := make([]float64, len(g.Trace.Steps))
	for i, s := range g.Trace.Steps {
		var sq, ctrl float64
		n := 0
		for _, d := range g.Deps[i] {
			if d.To >= i {
				continue
			}
			switch d.Kind {
			case "control":
				ctrl = sus[d.To]
			default:
				sq += sus[d.To] * sus[d.To]
				n++
			}
		}
		data := 0.0
		if n > 0 {
			data = math.Sqrt(sq / float64(n))
		}
		sus[i] = (own(s) + 0.5*ctrl + 0.5*data) / 2
	}
	return sus
}

// Plan walks back from out. At each step it follows the dependency whose
// step is most suspicious (its own score first, then the propagated one),
// skipping steps judged correct; it stops at a step more suspicious on its
// own than every step it depends on, or with nothing left to follow.
func Plan(g *trace.Graph, out Output, spectrum map[string]map[int]float64, fb []Feedback) *Result {
	tr := g.Trace
	res := &Result{Output: out}
	if out.Step < 0 || out.Step >= len(tr.Steps) {
		return res
	}
	// "root cause here" ends the walk there.
	for _, f := range fb {
		if f.Root && f.Step >= 0 && f.Step < len(tr.Steps) {
			st := tr.Steps[f.Step]
			h := Hop{Step: f.Step, File: st.File, Line: st.Line, Func: st.Func, Via: "feedback"}
			res.Plan = []Hop{h}
			res.RootCause = &h
			res.Lines = []int{st.Line}
			return res
		}
	}
	// The latest "variable wrong" feedback moves the output.
	for _, f := range fb {
		if !f.Correct && !f.Root && f.Step >= 0 && f.Step < len(tr.Steps) {
			out = Output{Step: f.Step, Var: f.Var, Reason: "feedback"}
			res.Output = out
		}
	}
	correct := map[int]bool{}
	var queue []int
	for _, f := range fb {
		if f.Correct && f.Step >= 0 && f.Step < len(tr.Steps) {
			correct[f.Step] = true
			if f.Step != out.Step {
				queue = append(queue, f.Step)
			}
		}
	}
	// A correct step's values clear what it was computed from: its
	// backward slice is not where the wrong value came from, so the walk
	// stops at the earliest write after it instead of passing it by
	// another dependency. The failing step itself cannot have correct
	// values: "correct" there says only that its own code is not the
	// fault.
	// A call's value comes from its callee's return, but a callee's
	// parameter from its caller's call step: past a parameter the call's
	// own result (a later step) is not cleared.
	caller := map[int]bool{}
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		for _, d := range g.Deps[i] {
			if correct[d.To] || !(d.To < i || d.Kind == "return" && !caller[i]) {
				continue
			}
			correct[d.To] = true
			caller[d.To] = d.Kind == "param"
			queue = append(queue, d.To)
		}
	}
	own := func(s trace.Step) float64 {
		if m := spectrum[s.File]; m != nil {
			return m[s.Line]
		}
		return 0.5
	}
	sus := suspiciousness(g, own)
	res.Sus = sus
	cur := out.Step
	st := tr.Steps[cur]
	res.Plan = append(res.Plan, Hop{Step: cur, File: st.File, Line: st.Line, Func: st.Func, Sus: sus[cur]})
	visited := map[int]bool{cur: true}
	wantVar := out.Var
	for guard := 0; guard < 1000; guard++ {
		var best *trace.Dep
		bestKey := [2]float64{-1, -1}
		for k := range g.Deps[cur] {
			d := &g.Deps[cur][k]
			// Never forward in time (a returned value, computed by the
			// callee after its caller's step began, is not later); a wrong
			// variable is followed through its writes and through the
			// step's control dependency.
			if visited[d.To] || correct[d.To] || d.To >= cur && d.Kind != "return" {
				continue
			}
			if wantVar != "" && wantVar != "return" && d.Kind != "control" && d.Var != wantVar && !prefixVar(d.Var, wantVar) {
				continue
			}
			key := [2]float64{own(tr.Steps[d.To]), sus[d.To]}
			if key[0] > bestKey[0] || key[0] == bestKey[0] && key[1] > bestKey[1] || key == bestKey && best != nil && d.To > best.To {
				best, bestKey = d, key
			}
		}
		wantVar = ""
		if best == nil {
			break
		}
		// Stop where the step explains the failure better than anything it
		// depends on (a local maximum of its own suspiciousness), unless it
		// is judged correct.
		if own(tr.Steps[cur]) > bestKey[0] && (cur != out.Step || spectrum != nil) && !correct[cur] {
			break
		}
		cur = best.To
		visited[cur] = true
		st := tr.Steps[cur]
		via := best.Kind
		if best.Var != "" {
			via += " " + best.Var
		}
		if best.Means != "" && best.Means != "trace" {
			res.Recovered++
		}
		res.Plan = append(res.Plan, Hop{Step: cur, File: st.File, Line: st.Line, Func: st.Func, Via: via, Means: best.Means, Sus: sus[cur]})
	}
	// Steps judged correct cannot be the root cause.
	for len(res.Plan) > 1 && correct[res.Plan[len(res.Plan)-1].Step] {
		res.Plan = res.Plan[:len(res.Plan)-1]
	}
	rc := res.Plan[len(res.Plan)-1]
	res.RootCause = &rc
	res.Lines = rankLines(g, res, own, sus)
	return res
}

func prefixVar(v, want string) bool {
	return len(v) > len(want) && v[:len(want)] == want && (v[len(want)] == '[' || v[len(want)] == '.' || v[len(want)] == '#')
}

// rankLines: the root cause's line, then the plan's lines from the root
// cause forward, then the other lines of the output's slice by their
// own suspiciousness, then by propagated suspiciousness.
func rankLines(g *trace.Graph, res *Result, own func(trace.Step) float64, sus []float64) []int {
	tr := g.Trace
	file := tr.Steps[res.Plan[0].Step].File
	seen := map[int]bool{}
	var out []int
	add := func(l int) {
		if !seen[l] {
			seen[l] = true
			out = append(out, l)
		}
	}
	for i := len(res.Plan) - 1; i >= 0; i-- {
		if res.Plan[i].File == file {
			add(res.Plan[i].Line)
		}
	}
	slice := g.Slice(res.Output.Step)
	res.SliceSize = len(slice)
	type cand struct {
		line     int
		own, sus float64
	}
	best := map[int]*cand{}
	for _, s := range slice {
		st := tr.Steps[s]
		if st.File != file || st.Entry {
			continue
		}
		c := best[st.Line]
		if c == nil {
			c = &cand{line: st.Line}
			best[st.Line] = c
		}
		c.own = math.Max(c.own, own(st))
		c.sus = math.Max(c.sus, sus[s])
	}
	var cs []*cand
	for _, c := range best {
		cs = append(cs, c)
	}
	sort.Slice(cs, func(i, j int) bool {
		if cs[i].own != cs[j].own {
			return cs[i].own > cs[j].own
		}
		if cs[i].sus != cs[j].sus {
			return cs[i].sus > cs[j].sus
		}
		return cs[i].line > cs[j].line
	})
	for _, c := range cs {
		add(c.line)
	}
	return out
}

// CandidatesText renders the ranked candidates with their evidence.
func CandidatesText(cs []Candidate, n int) string {
	s := ""
	for i, c := range cs {
		if i == n {
			s += fmt.Sprintf("... %d more\n", len(cs)-n)
			break
		}
		s += fmt.Sprintf("%2d. %s:%d  score %.2f  %s\n", i+1, c.File, c.Line, c.Score, c.Code)
		if len(c.Values) > 0 {
			s += "      values: " + strings.Join(c.Values, ", ") + "\n"
		}
		for _, e := range c.Evidence {
			if e.Score > 0 {
				s += fmt.Sprintf("      %-8s %.2f  %s\n", e.Kind, e.Score, e.Detail)
			}
		}
	}
	return s
}

// Text renders a plan for people.
func (r *Result) Text(src map[string][]string) string {
	s := fmt.Sprintf("output: step %d %s (%s)\n", r.Output.Step, r.Output.Var, r.Output.Reason)
	for i, h := range r.Plan {
		code := ""
		if ls := src[h.File]; h.Line-1 < len(ls) && h.Line >= 1 {
			code = ls[h.Line-1]
		}
		via := ""
		if h.Via != "" {
			via = " <- " + h.Via
			if h.Means != "" && h.Means != "trace" {
				via += " [" + h.Means + "]"
			}
		}
		s += fmt.Sprintf("%2d. step %-6d %s:%d%s  sus=%.2f\n      %s\n", i+1, h.Step, h.File, h.Line, via, h.Sus, code)
	}
	if r.RootCause != nil {
		s += fmt.Sprintf("root cause: %s:%d (step %d)\n", r.RootCause.File, r.RootCause.Line, r.RootCause.Step)
	}
	s += fmt.Sprintf("lines ranked: %v\n", r.Lines)
	return s
}
