// Phase: trace, dependencies. Data dependencies link each read to the step
// that last wrote the same runtime location; control dependencies link a
// step to the latest earlier step of its frame on one of its static
// control-dependence lines (internal/cfg). Writes hidden in untraced calls
// are added by the recovery means, each marked on the dependency it makes.
package trace

import (
	"sort"
	"strconv"
	"strings"

	"unstuck/internal/cfg"
)

// Dep is one dependency: step From depends on step To.
type Dep struct {
	From  int    `json:"from"`
	To    int    `json:"to"`
	Var   string `json:"var,omitempty"`
	Kind  string `json:"kind"`            // data, control, param, return
	Means string `json:"means,omitempty"` // trace, or the recovery that made the write: kb, runtime, llm, baseline
}

// Graph is a trace with its dependencies.
type Graph struct {
	Trace     *Trace           `json:"-"`
	Deps      [][]Dep          `json:"-"`         // per step, what it depends on
	Recovered []RecoveredWrite `json:"recovered"` // writes added by recovery
	// LLM: requests, cache hits and errors of LLM recovery (nil without it).
	LLM *LLMStats `json:"llm,omitempty"`
}

// controlDeps is internal/cfg's analysis; a variable so that a test can
// give it a fixed answer.
var controlDeps = cfg.ControlDeps

type writer struct {
	step  int
	means string
	v     string
}

// Link computes the dependencies of tr with the given recovery.
func Link(tr *Trace, rec Recovery) *Graph {
	g := &Graph{Trace: tr, Deps: make([][]Dep, len(tr.Steps))}
	cds := map[string]map[int][]int{}
	for f, src := range tr.Sources {
		if m, ok := tr.Control[f]; ok {
			cds[f] = m
			continue
		}
		if m, err := controlDeps(src); err == nil {
			cds[f] = m
		}
	}
	recovered := map[int][]RecoveredWrite{}
	for _, w := range rec.Apply(tr) {
		recovered[w.Step] = append(recovered[w.Step], w)
		g.Recovered = append(g.Recovered, w)
	}
	last := map[string]writer{}     // location -> last write
	lastObj := map[int64]writer{}   // object -> last write of any part of it
	lastWhole := map[int64]writer{} // object -> last write of all of it
	lastLine := map[int]map[int]int{}
	retOf := map[int]int{} // frame -> step that wrote its return value
	for i := range tr.Steps {
		s := &tr.Steps[i]
		var deps []Dep
		add := func(d Dep) {
			for _, x := range deps {
				if x.To == d.To && x.Kind == d.Kind && x.Var == d.Var {
					return
				}
			}
			deps = append(deps, d)
		}
		for _, r := range s.Reads {
			best := writer{step: -1}
			if w, ok := last[r.Loc]; ok {
				best = w
			}
			if oid := objOf(r.Loc); oid != 0 {
				if w, ok := lastWhole[oid]; ok && w.step > best.step {
					best = w
				}
			}
			if best.step >= 0 {
				add(Dep{From: i, To: best.step, Var: r.Var, Kind: "data", Means: best.means})
			}
			if r.Obj != 0 {
				if w, ok := lastObj[r.Obj]; ok && w.step > best.step {
					add(Dep{From: i, To: w.step, Var: r.Var + w.v, Kind: "data", Means: w.means})
				}
			}
		}
		if s.Entry && s.Caller >= 0 {
			for _, w := range s.Writes {
				add(Dep{From: i, To: s.Caller, Var: w.Var, Kind: "param", Means: "trace"})
			}
			if len(s.Writes) == 0 {
				add(Dep{From: i, To: s.Caller, Kind: "param", Means: "trace"})
			}
		}
		// Control dependency: the latest earlier step of the frame on a
		// condition line this line depends on.
		if m := cds[s.File]; m != nil && !s.Entry {
			ll := lastLine[s.Frame]
			bestStep := -1
			for _, c := range m[s.Line] {
				if j, ok := ll[c]; ok && j > bestStep && (c != s.Line || j < i) {
					bestStep = j
				}
			}
			if bestStep >= 0 {
				add(Dep{From: i, To: bestStep, Kind: "control", Means: "trace"})
			}
		}
		g.Deps[i] = deps
		// Writes take effect after the reads.
		for _, w := range s.Writes {
			wr := writer{step: i, means: "trace"}
			last[w.Loc] = wr
			if oid := objOf(w.Loc); oid != 0 {
				lastObj[oid] = writer{step: i, means: "trace", v: "[" + keyOf(w.Loc) + "]"}
			}
			if strings.HasPrefix(w.Loc, "R") {
				if f, err := strconv.Atoi(w.Loc[1:]); err == nil {
					retOf[f] = i
				}
			}
		}
		for _, w := range recovered[i] {
			wr := writer{step: i, means: w.Means}
			if w.Path == "*" {
				lastWhole[w.Obj] = wr
				lastObj[w.Obj] = writer{step: i, means: w.Means, v: "[*]"}
				continue
			}
			if strings.HasPrefix(w.Path, "[") {
				last["E"+strconv.FormatInt(w.Obj, 10)+":"+strings.Trim(w.Path, "[]")] = wr
			} else if strings.HasPrefix(w.Path, ".") {
				last["A"+strconv.FormatInt(w.Obj, 10)+":"+w.Path[1:]] = wr
			}
			lastObj[w.Obj] = writer{step: i, means: w.Means, v: w.Path}
		}
		if lastLine[s.Frame] == nil {
			lastLine[s.Frame] = map[int]int{}
		}
		lastLine[s.Frame][s.Line] = i
	}
	g.LLM = rec.LLM.Stats()
	// A step that called a traced function reads its return value.
	for i := range tr.Steps {
		s := &tr.Steps[i]
		if s.Entry && s.Caller >= 0 && s.Caller < len(g.Deps) {
			if r, ok := retOf[s.Frame]; ok {
				g.Deps[s.Caller] = append(g.Deps[s.Caller], Dep{From: s.Caller, To: r, Var: s.Func + "()", Kind: "return", Means: "trace"})
			}
		}
	}
	return g
}

// objOf is the object of an item or attribute location, or 0.
func objOf(loc string) int64 {
	if len(loc) < 2 || (loc[0] != 'E' && loc[0] != 'A') {
		return 0
	}
	i := strings.IndexByte(loc, ':')
	if i < 0 {
		return 0
	}
	n, _ := strconv.ParseInt(loc[1:i], 10, 64)
	return n
}

func keyOf(loc string) string {
	if i := strings.IndexByte(loc, ':'); i >= 0 {
		return loc[i+1:]
	}
	return loc
}

// Slice is the backward dynamic slice of step: every step it depends on,
// transitively, sorted.
func (g *Graph) Slice(step int) []int {
	seen := map[int]bool{step: true}
	todo := []int{step}
	for len(todo) > 0 {
		s := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		for _, d := range g.Deps[s] {
			if !seen[d.To] {
				seen[d.To] = true
				todo = append(todo, d.To)
			}
		}
	}
	out := make([]int, 0, len(seen))
	for s := range seen {
		out = append(out, s)
	}
	sort.Ints(out)
	return out
}
