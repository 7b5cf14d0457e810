// Paths through a graph: bounded breadth-first enumeration and the step
// sequence a recorded run (its executed lines) follows (solve phase).
package cfg

import (
	"fmt"
	"strings"
)

// Step is one node on a path. Outcome is True/False on conditions (on a
// loop header true starts iteration Iter, counted from 1), Exception on a
// statement left by an exception.
type Step struct {
	Node    int    `json:"node"`
	Kind    Kind   `json:"kind"`
	Line    int    `json:"line"`
	Outcome string `json:"outcome,omitempty"`
	Iter    int    `json:"iter,omitempty"`
}

// Path is a sequence of steps from the entry to the exit (enter and exit
// themselves left out).
type Path struct {
	Steps []Step `json:"steps"`
}

// Lines are the lines of the steps in order: what a line tracer records.
func (p Path) Lines() []int {
	out := make([]int, len(p.Steps))
	for i, s := range p.Steps {
		out[i] = s.Line
	}
	return out
}

// String prints "2 3:T1 4:F 3:F 6".
func (p Path) String() string {
	var b strings.Builder
	for i, s := range p.Steps {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%d", s.Line)
		switch s.Outcome {
		case True:
			b.WriteString(":T")
		case False:
			b.WriteString(":F")
		case Exception:
			b.WriteString(":E")
		}
		if s.Iter > 0 && s.Outcome == True {
			fmt.Fprintf(&b, "%d", s.Iter)
		}
	}
	return b.String()
}

// Bounds limit enumeration: MaxIter true outcomes per loop header, MaxLen
// steps per path, MaxPaths paths in all. Zero values mean 2, 100 and 64.
type Bounds struct {
	MaxIter, MaxLen, MaxPaths int
}

func (b Bounds) norm() Bounds {
	if b.MaxIter <= 0 {
		b.MaxIter = 2
	}
	if b.MaxLen <= 0 {
		b.MaxLen = 100
	}
	if b.MaxPaths <= 0 {
		b.MaxPaths = 64
	}
	return b
}

// Paths enumerates paths from entry to exit breadth first, so shorter paths
// come first. Exceptional edges are followed only out of raise statements
// (an implicit exception is a property of values, which enumeration does
// not know).
func (g *Graph) Paths(bounds Bounds) []Path {
	bounds = bounds.norm()
	type state struct {
		node  int
		steps []Step
		iters map[int]int // true outcomes per loop header
	}
	var out []Path
	queue := []state{{node: g.Entry, iters: map[int]int{}}}
	for len(queue) > 0 && len(out) < bounds.MaxPaths {
		st := queue[0]
		queue = queue[1:]
		if st.node == g.Exit {
			out = append(out, Path{Steps: st.steps})
			continue
		}
		if len(st.steps) >= bounds.MaxLen {
			continue
		}
		n := g.Nodes[st.node]
		for _, e := range n.Succ {
			if e.Label == Exception && n.Kind != Raise {
				continue
			}
			iters := st.iters
			steps := st.steps
			if n.Kind != Enter {
				s := Step{Node: n.ID, Kind: n.Kind, Line: n.Line, Outcome: e.Label}
				if n.Loop != "" {
					if e.Label == True {
						if iters[n.ID] >= bounds.MaxIter {
							continue
						}
						iters = copyIters(iters)
						iters[n.ID]++
						s.Iter = iters[n.ID]
					} else {
						// The header is left: a later entry counts afresh.
						iters = copyIters(iters)
						delete(iters, n.ID)
					}
				}
				if n.Kind != Condition && n.Kind != Except && e.Label != Exception {
					s.Outcome = ""
				}
				steps = append(append([]Step(nil), st.steps...), s)
			}
			queue = append(queue, state{node: e.To, steps: steps, iters: iters})
		}
	}
	return out
}

func copyIters(m map[int]int) map[int]int {
	c := make(map[int]int, len(m)+1)
	for k, v := range m {
		c[k] = v
	}
	return c
}

// FromLines maps the lines a run executed in this function (one entry per
// statement reached, in order, the function's own frame only) onto graph
// steps; raised says the run left the function by an exception, which the
// last step then carries. Where two successors share a line (`if x:
// return`), the later lines decide. It fails when the lines do not follow
// the graph.
func (g *Graph) FromLines(lines []int, raised bool) (Path, error) {
	return g.FromLinesLive(lines, raised, nil)
}

// FromLinesLive is FromLines where only the statements at live lines have
// a line event (CPython's line table); nil means all do.
func (g *Graph) FromLinesLive(lines []int, raised bool, live map[int]bool) (Path, error) {
	var steps []Step
	iters := map[int]int{}
	var walk func(node, i int) bool
	silentRun := 0
	try := func(n *Node, e Edge, i int) bool {
		next := g.Nodes[e.To]
		// A statement on the line just traced (`if x: return`) gets no
		// line event of its own, unless it is reached by a jump back.
		free := e.To != g.Exit && n.Kind != Enter && next.Line == n.Line && !(next.Loop != "" && next.ID <= n.ID)
		silent := live != nil && e.To != g.Exit && !live[next.Line]
		if silent {
			// No line event: a docstring, global, nonlocal. A cycle of
			// such statements consumes nothing: bounded.
			if silentRun > len(g.Nodes) {
				return false
			}
			free = true
			silentRun++
			defer func() { silentRun-- }()
		}
		if !free && e.To != g.Exit && (i >= len(lines) || next.Line != lines[i]) {
			return false
		}
		if e.To == g.Exit && (raised && n.Kind != Raise) {
			return false
		}
		saved := len(steps)
		if n.Kind != Enter {
			s := Step{Node: n.ID, Kind: n.Kind, Line: n.Line}
			if n.Kind == Condition || n.Kind == Except || e.Label == Exception {
				s.Outcome = e.Label
			}
			if n.Loop != "" && e.Label == True {
				iters[n.ID]++
				s.Iter = iters[n.ID]
			}
			steps = append(steps, s)
		}
		if walk(e.To, i+b2i(e.To != g.Exit && !free)) {
			return true
		}
		if n.Loop != "" && e.Label == True {
			iters[n.ID]--
		}
		steps = steps[:saved]
		return false
	}
	walk = func(node, i int) bool {
		n := g.Nodes[node]
		if node == g.Exit {
			return i == len(lines)
		}
		if raised && i == len(lines) && n.Kind != Enter {
			// The exception leaves the function here.
			steps = append(steps, Step{Node: n.ID, Kind: n.Kind, Line: n.Line, Outcome: Exception})
			return true
		}
		for pass := 0; pass < 2; pass++ {
			for _, e := range n.Succ {
				if (e.Label == Exception) != (pass == 1) {
					continue
				}
				if try(n, e, i) {
					return true
				}
			}
		}
		return false
	}
	if !walk(g.Entry, 0) {
		return Path{}, fmt.Errorf("lines %v do not follow the graph of %s", lines, g.Name)
	}
	return Path{Steps: steps}, nil
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
