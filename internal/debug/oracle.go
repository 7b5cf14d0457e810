// Phase: debug, feedback from a fixed version. When a fixed version exists
// (the benchmarks), it answers the questions a person would: for a step of
// the buggy trace, the same occurrence of the same line in the fixed trace
// tells which of the variables the step read are wrong. The guided walk
// follows a wrong read to the step that wrote it and stops at a step whose
// reads are all right but whose outcome is wrong: the root cause. A wrong
// read with no dependency to follow (a write lost in an untraced call)
// also stops it, which is where recovery matters.
package debug

import (
	"sort"
	"strconv"
	"strings"

	"unstuck/internal/trace"
)

// Verdict is the judgement of one step.
type Verdict struct {
	Kind string `json:"kind"` // correct, wrong (Var is a wrong read), root, unknown
	Var  string `json:"var,omitempty"`
	Dep  string `json:"dep,omitempty"` // data, return, param: how Var reached the step
}

// Judge judges steps of the buggy trace; viaParam asks only about what the
// step computed itself (the arguments it passed), not what its calls returned.
type Judge func(step int, viaParam bool) Verdict

type occKey struct {
	line  int
	entry bool
}

// FixedJudge judges by the fixed trace: step i of bug, the n-th run of its
// line, is compared with the n-th run of the mapped line in fix.
func FixedJudge(g *trace.Graph, fix *trace.Trace, bugFile, fixFile string, lm map[int]int) Judge {
	bug := g.Trace
	bt, ft := newTree(bug, bugFile), newTree(fix, fixFile)
	frameMemo := map[int]int{}
	var counterFrame func(f int) int
	var counterStep func(i int) int
	// counterFrame matches frames by the call tree: the j-th call made by a
	// step corresponds to the j-th call made by that step's counterpart.
	counterFrame = func(f int) int {
		if v, ok := frameMemo[f]; ok {
			return v
		}
		frameMemo[f] = -1
		res := -1
		if c := bt.caller[f]; c < 0 {
			if j := index(bt.roots, f); j >= 0 && j < len(ft.roots) {
				res = ft.roots[j]
			}
		} else if fc := counterStep(c); fc >= 0 {
			if j := index(bt.callees[c], f); j >= 0 && j < len(ft.callees[fc]) {
				res = ft.callees[fc][j]
			}
		}
		frameMemo[f] = res
		return res
	}
	// counterStep: the n-th run of a line in a frame is the n-th run of the
	// mapped line in the corresponding frame.
	counterStep = func(i int) int {
		s := bug.Steps[i]
		if s.File != bugFile {
			return -1
		}
		ff := counterFrame(s.Frame)
		fl, ok := lm[s.Line]
		if ff < 0 || !ok {
			return -1
		}
		at := ft.steps[ff][occKey{fl, s.Entry}]
		if n := bt.occ[i]; n < len(at) {
			return at[n]
		}
		return -1
	}
	counterpart := func(i int) (trace.Step, bool) {
		if j := counterStep(i); j >= 0 {
			return fix.Steps[j], true
		}
		return trace.Step{}, false
	}
	retVal := func(st trace.Step) (string, bool) {
		for _, w := range st.Writes {
			if w.Var == "return" {
				return norm(w.Value), true
			}
		}
		return "", false
	}
	// nextLine is the line the frame of step i runs next (its branch).
	nextLine := func(steps []trace.Step, i int) int {
		for j := i + 1; j < len(steps); j++ {
			if steps[j].Frame == steps[i].Frame && !steps[j].Entry {
				return steps[j].Line
			}
		}
		return -1
	}
	return func(i int, viaParam bool) Verdict {
		if i < 0 || i >= len(bug.Steps) {
			return Verdict{Kind: "unknown"}
		}
		s := bug.Steps[i]
		f, ok := counterpart(i)
		if !ok {
			return Verdict{Kind: "unknown"}
		}
		if s.Entry {
			// The parameters are what the caller passed.
			fv := map[string]string{}
			for _, w := range f.Writes {
				fv[w.Var] = norm(w.Value)
			}
			for _, w := range s.Writes {
				if v, ok := fv[w.Var]; ok && v != norm(w.Value) {
					return Verdict{Kind: "wrong", Var: w.Var, Dep: "param"}
				}
			}
			return Verdict{Kind: "correct"}
		}
		fr := map[string]string{}
		for _, r := range f.Reads {
			if _, dup := fr[r.Var]; !dup {
				fr[r.Var] = norm(r.Value)
			}
		}
		seen := map[string]bool{}
		for _, r := range s.Reads {
			if seen[r.Var] {
				continue
			}
			seen[r.Var] = true
			if v, ok := fr[r.Var]; ok && v != norm(r.Value) {
				return Verdict{Kind: "wrong", Var: r.Var, Dep: "data"}
			}
		}
		if v, ok := aliasDiff(s.Reads, f.Reads); ok {
			return Verdict{Kind: "wrong", Var: v, Dep: "data"}
		}
		// Values returned by traced calls made on this line; not when the
		// question is why the line passed wrong arguments.
		for _, d := range g.Deps[i] {
			if d.Kind != "return" || viaParam {
				continue
			}
			bv, ok1 := retVal(bug.Steps[d.To])
			fs, ok2 := counterpart(d.To)
			if !ok1 || !ok2 {
				continue
			}
			if fv, ok := retVal(fs); ok && fv != bv {
				return Verdict{Kind: "wrong", Var: d.Var, Dep: "return"}
			}
		}
		if viaParam {
			// Right inputs, wrong arguments passed: computed here.
			return Verdict{Kind: "root", Var: "<arguments>"}
		}
		fw := map[string]string{}
		for _, w := range f.Writes {
			fw[w.Var] = norm(w.Value)
		}
		for _, w := range s.Writes {
			if v, ok := fw[w.Var]; !ok || v != norm(w.Value) {
				return Verdict{Kind: "root", Var: w.Var}
			}
		}
		if len(f.Writes) > len(s.Writes) {
			return Verdict{Kind: "root"}
		}
		// What untraced calls did to their receiver and arguments, as the
		// before/after snapshots saw it.
		if v, ok := callEffectDiff(s, f, siteText(bug), siteText(fix)); ok {
			return Verdict{Kind: "root", Var: v}
		}
		// Same values; a different next line is a wrong branch.
		if bl, fl := nextLine(bug.Steps, i), nextLine(fix.Steps, f.Index); bl >= 0 && fl >= 0 && lm[bl] != fl || (bl < 0) != (fl < 0) {
			return Verdict{Kind: "root", Var: "<branch>"}
		}
		return Verdict{Kind: "correct"}
	}
}

func norm(v string) string { return addrRe.ReplaceAllString(v, "0x") }

// aliasDiff compares which reads of a step are one object: two reads that
// are the same object in one version and two objects in the other (a copy
// where the fixed program shares one, or the reverse) print alike but are
// not alike, as a person who sees object identities (Microbat shows them)
// would tell; the later of the two is the wrong read. Reads pair up by
// name; values without an object id take no part.
func aliasDiff(bug, fix []trace.Access) (string, bool) {
	fo := map[string]int64{}
	for _, r := range fix {
		if _, dup := fo[r.Var]; !dup {
			fo[r.Var] = r.Obj
		}
	}
	type read struct {
		v      string
		bo, fo int64
	}
	var rs []read
	seen := map[string]bool{}
	for _, r := range bug {
		if seen[r.Var] {
			continue
		}
		seen[r.Var] = true
		f, ok := fo[r.Var]
		if !ok || r.Obj == 0 || f == 0 {
			continue
		}
		for _, p := range rs {
			if (p.bo == r.Obj) != (p.fo == f) {
				return r.Var, true
			}
		}
		rs = append(rs, read{r.Var, r.Obj, f})
	}
	return "", false
}

// Guided walks back from out, asking judge at each step. Where the walk
// stops at a step the judge cannot answer for (the fixed version never ran
// it: there is nothing to compare), that step should not have run at all,
// so the walk goes on from the branch that let it run (its latest control
// dependency), as a person would; the plan is the walks joined.
func Guided(g *trace.Graph, out Output, judge Judge) *Result {
	res := guidedWalk(g, out, judge)
	for k := 0; k < 50 && res.RootCause != nil; k++ {
		rc := res.RootCause.Step
		if judge(rc, false).Kind != "unknown" {
			break
		}
		c, via := -1, "control"
		for _, d := range g.Deps[rc] {
			if d.Kind == "control" && d.To > c {
				c = d.To
			}
		}
		if c < 0 {
			// Nothing in its own frame decided that it runs: the call that
			// made the frame did (a call site is what a method's body is
			// control dependent on).
			c, via = callerOf(g.Trace, rc), "call"
		}
		if c < 0 {
			break
		}
		if judge(c, false).Kind == "correct" {
			// The branch that let it run decided as the fixed program's
			// does: nothing before this step chose it, so it is where the
			// run went wrong (the code that should have stopped it, say a
			// loop condition written as while (true), has no step).
			break
		}
		next := guidedWalk(g, Output{Step: c, Reason: via}, judge)
		if len(next.Plan) == 0 {
			break
		}
		next.Plan[0].Via = via
		res.Plan = append(res.Plan, next.Plan...)
		res.Feedback += next.Feedback
		res.Recovered += next.Recovered
		res.RootCause = next.RootCause
		// The new root first, then the walk back to the output, then the
		// output's slice.
		res.Lines = rankLines(g, res, func(trace.Step) float64 { return 0.5 }, res.Sus)
	}
	return res
}

// callerOf is the step that called the frame of step i, or -1.
func callerOf(tr *trace.Trace, i int) int {
	fr := tr.Steps[i].Frame
	for j := i; j >= 0; j-- {
		if s := tr.Steps[j]; s.Frame == fr && s.Entry {
			return s.Caller
		}
	}
	return -1
}

// ChangedLineJudge is base, and a step on a line the fixed version does
// not have (lm maps no fixed line to it: the fix changed it) is where it
// went wrong: a person shown that step sees code the fixed program would
// not run (Microbat's simulated user judges a step on a patched line the
// same way). A branch whose next step is on such a line did not decide
// wrongly: that line does.
func ChangedLineJudge(base Judge, tr *trace.Trace, file string, lm map[int]int) Judge {
	steps := tr.Steps
	changed := func(s trace.Step) bool {
		_, ok := lm[s.Line]
		return !ok && s.File == file && !s.Entry
	}
	return func(i int, viaParam bool) Verdict {
		v := base(i, viaParam)
		if i < 0 || i >= len(steps) {
			return v
		}
		if v.Kind == "unknown" && changed(steps[i]) {
			return Verdict{Kind: "root", Var: "<branch>"}
		}
		if v.Kind == "root" && v.Var == "<branch>" {
			for j := i + 1; j < len(steps); j++ {
				if steps[j].Frame == steps[i].Frame && !steps[j].Entry {
					if changed(steps[j]) {
						return Verdict{Kind: "correct"}
					}
					break
				}
			}
		}
		return v
	}
}

// guidedWalk is one walk back from out, asking judge at each step.
func guidedWalk(g *trace.Graph, out Output, judge Judge) *Result {
	tr := g.Trace
	res := &Result{Output: out}
	if out.Step < 0 || out.Step >= len(tr.Steps) {
		return res
	}
	own := func(trace.Step) float64 { return 0.5 }
	sus := suspiciousness(g, own)
	res.Sus = sus
	cur := out.Step
	st := tr.Steps[cur]
	res.Plan = append(res.Plan, Hop{Step: cur, File: st.File, Line: st.Line, Func: st.Func, Sus: sus[cur]})
	// A step may be asked twice: about its outcome, and (via a parameter)
	// about the arguments it passed.
	type visit struct {
		step     int
		viaParam bool
	}
	visited := map[visit]bool{{cur, false}: true}
	viaParam := false
	for guard := 0; guard < 500; guard++ {
		v := judge(cur, viaParam)
		res.Feedback++
		if v.Kind != "wrong" {
			break
		}
		// The dependencies that bring the wrong variable, latest first.
		var cands []trace.Dep
		for _, d := range g.Deps[cur] {
			if visited[visit{d.To, d.Kind == "param"}] {
				continue
			}
			switch v.Dep {
			case "param":
				if d.Kind == "param" && (d.Var == v.Var || d.Var == "") {
					cands = append(cands, d)
				}
			case "return":
				if d.Kind == "return" && d.Var == v.Var {
					cands = append(cands, d)
				}
			default:
				if d.Kind == "data" && (d.Var == v.Var || prefixVar(d.Var, v.Var)) {
					cands = append(cands, d)
				}
			}
		}
		sort.SliceStable(cands, func(a, b int) bool { return cands[a].To > cands[b].To })
		var next *trace.Dep
		for k := range cands {
			if judge(cands[k].To, cands[k].Kind == "param").Kind != "correct" {
				next = &cands[k]
				break
			}
		}
		if next == nil && v.Dep == "data" {
			// The variable's last write is right: a write that should have
			// come after it never ran, because a branch went the wrong way.
			// The latest condition since then that took the wrong branch is
			// where it went wrong (only branches: this is a control
			// dependency the trace cannot link, not a search for the fix).
			from := -1
			for _, d := range cands {
				from = max(from, d.To)
			}
			for _, d := range g.Deps[cur] {
				if d.Kind == "data" && (d.Var == v.Var || prefixVar(d.Var, v.Var)) {
					from = max(from, d.To)
				}
			}
			for j := cur - 1; j > from && j >= cur-5000; j-- {
				if visited[visit{j, false}] {
					continue
				}
				if jv := judge(j, false); jv.Kind == "root" && jv.Var == "<branch>" {
					next = &trace.Dep{From: cur, To: j, Var: v.Var, Kind: "omission", Means: "trace"}
					break
				}
			}
		}
		if next == nil {
			break // nothing wrong to follow: this step is where it went wrong
		}
		cur = next.To
		viaParam = next.Kind == "param"
		visited[visit{cur, viaParam}] = true
		st := tr.Steps[cur]
		via := next.Kind
		if next.Var != "" {
			via += " " + next.Var
		}
		if next.Means != "" && next.Means != "trace" {
			res.Recovered++
		}
		res.Plan = append(res.Plan, Hop{Step: cur, File: st.File, Line: st.Line, Func: st.Func, Via: via, Means: next.Means, Sus: sus[cur]})
	}
	rc := res.Plan[len(res.Plan)-1]
	res.RootCause = &rc
	res.Lines = rankLines(g, res, own, sus)
	return res
}

// callTree indexes a trace's frames for matching.
type callTree struct {
	caller  map[int]int              // frame -> calling step (-1: called from untraced code)
	roots   []int                    // frames called from untraced code, in order
	callees map[int][]int            // step -> frames it called, in order
	steps   map[int]map[occKey][]int // frame -> (line, entry) -> steps
	occ     []int                    // step -> its run number of (line, entry) in its frame
}

func newTree(tr *trace.Trace, file string) *callTree {
	t := &callTree{caller: map[int]int{}, callees: map[int][]int{}, steps: map[int]map[occKey][]int{}, occ: make([]int, len(tr.Steps))}
	for i, s := range tr.Steps {
		if _, ok := t.caller[s.Frame]; !ok {
			c := -1
			if s.Entry {
				c = s.Caller
			}
			t.caller[s.Frame] = c
			if c < 0 {
				t.roots = append(t.roots, s.Frame)
			} else {
				t.callees[c] = append(t.callees[c], s.Frame)
			}
		}
		if s.File != file {
			continue
		}
		m := t.steps[s.Frame]
		if m == nil {
			m = map[occKey][]int{}
			t.steps[s.Frame] = m
		}
		k := occKey{s.Line, s.Entry}
		t.occ[i] = len(m[k])
		m[k] = append(m[k], i)
	}
	return t
}

func index(xs []int, x int) int {
	for i, v := range xs {
		if v == x {
			return i
		}
	}
	return -1
}

// callEffectDiff compares the after-snapshots of the calls of two
// corresponding steps; a step that made a call the other did not differs.
func callEffectDiff(b, f trace.Step, bt, ft func(trace.Step, int) string) (string, bool) {
	if len(b.Calls) == 0 && len(f.Calls) == 0 {
		return "", false
	}
	if len(b.Calls) != len(f.Calls) {
		return "<calls>", true
	}
	after := func(c trace.CallRecord) string {
		var parts []string
		add := func(m map[string]string) {
			ks := make([]string, 0, len(m))
			for k := range m {
				ks = append(ks, k)
			}
			sort.Strings(ks)
			for _, k := range ks {
				parts = append(parts, k+"="+norm(m[k]))
			}
			parts = append(parts, "|")
		}
		add(c.After)
		for _, a := range c.Args {
			if a != nil {
				add(a.After)
			}
		}
		return strings.Join(parts, ",")
	}
	// Calls are matched by position in the line: site numbers shift between versions.
	fm := map[string]string{}
	for _, c := range f.Calls {
		fm[ft(f, c.Site)] = after(c)
	}
	for _, c := range b.Calls {
		if v, ok := fm[bt(b, c.Site)]; ok && v != after(c) {
			return "<call effect>", true
		}
	}
	return "", false
}

// siteText names a call of a step by its position among the calls of its
// line (the changed line's text differs between the versions).
func siteText(tr *trace.Trace) func(trace.Step, int) string {
	return func(s trace.Step, id int) string {
		if li := tr.Static[s.File][s.Line]; li != nil {
			for k, c := range li.Calls {
				if c.ID == id {
					return strconv.Itoa(k)
				}
			}
		}
		return "?"
	}
}

// Pilot is the DebugPilot protocol over a ranking: starting from the
// failure's candidates (localize.go), it asks about one line at a time,
// best first, "is this where it goes wrong?"; the judge (a person, or the
// fixed version in the benchmark) answers for the line's runs. The first
// line confirmed is the root cause; when none of the first maxQ is, the
// walk back from the failure (Guided) decides. Questions counts both.
func Pilot(g *trace.Graph, out Output, judge Judge, cands []Candidate, maxQ int) *Result {
	tr := g.Trace
	steps := map[int][]int{}
	for i, s := range tr.Steps {
		if !s.Entry && len(cands) > 0 && s.File == cands[0].File {
			steps[s.Line] = append(steps[s.Line], i)
		}
	}
	stmtOf := map[int]int{}
	if len(cands) > 0 {
		stmtOf = trace.StatementOf(tr.Sources[cands[0].File])
	}
	asked := 0
	for k, c := range cands {
		if asked == maxQ {
			break
		}
		asked++
		// The statement's runs (its continuation lines carry its steps too).
		var runs []int
		for l, ss := range steps {
			if l == c.Line || stmtOf[l] == c.Line {
				runs = append(runs, ss...)
			}
		}
		sort.Ints(runs)
		for n, i := range runs {
			if n == 500 {
				break
			}
			if judge(i, false).Kind == "root" {
				res := &Result{Output: out, Feedback: asked}
				st := tr.Steps[i]
				h := Hop{Step: i, File: st.File, Line: st.Line, Func: st.Func}
				res.Plan = []Hop{h}
				res.RootCause = &h
				res.Lines = []int{c.Line}
				for j, o := range cands {
					if j != k {
						res.Lines = append(res.Lines, o.Line)
					}
				}
				return res
			}
		}
	}
	res := Guided(g, out, judge)
	res.Feedback += asked
	return res
}
