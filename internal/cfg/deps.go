// Static control dependencies from post-dominators (solve phase; the
// debugger uses them for dynamic control dependence).
package cfg

import "sort"

// ControlDeps returns, for every line of src that holds a statement, the
// lines of the branch/loop conditions it is statically control dependent on
// (post-dominator based), per function and module level. A statement with
// no such condition maps to an empty slice. A loop header depends on itself
// (one iteration's test decides whether the next one runs); other lines never
// list themselves. Lines are sorted. The error is a parse or syntax error.
func ControlDeps(src []byte) (map[int][]int, error) {
	f, err := Build(src)
	if err != nil {
		return nil, err
	}
	sets := map[int]map[int]bool{}
	for _, g := range append([]*Graph{f.Module}, f.Funcs...) {
		for s, cs := range g.ControlDeps() {
			n := g.Nodes[s]
			if sets[n.Line] == nil {
				sets[n.Line] = map[int]bool{}
			}
			for _, c := range cs {
				cl := g.Nodes[c].Line
				if cl != n.Line || (c == s && n.Loop != "") {
					sets[n.Line][cl] = true
				}
			}
		}
	}
	for _, g := range f.Funcs {
		// A method's def line belongs to no graph's nodes (class bodies
		// are not graphs); it is a statement all the same.
		if sets[g.Line] == nil {
			sets[g.Line] = map[int]bool{}
		}
	}
	out := map[int][]int{}
	for line, set := range sets {
		ls := []int{}
		for l := range set {
			ls = append(ls, l)
		}
		sort.Ints(ls)
		out[line] = ls
	}
	return out, nil
}

// ControlDeps maps every statement node of g to the condition nodes it is
// control dependent on.
func (g *Graph) ControlDeps() map[int][]int {
	ipdom := g.PostDominators()
	out := map[int][]int{}
	for _, n := range g.Nodes {
		if n.Kind != "" && n.Kind != Enter && n.Kind != Exit {
			out[n.ID] = nil
		}
	}
	for _, a := range g.Nodes {
		if a.Kind != Condition {
			continue
		}
		for _, e := range a.Succ {
			// Walk up the post-dominator tree from the edge's target to
			// a's immediate post-dominator: those nodes run because of
			// this outcome.
			for r := e.To; r >= 0 && r != ipdom[a.ID]; r = ipdom[r] {
				if _, ok := out[r]; ok && !contains(out[r], a.ID) {
					out[r] = append(out[r], a.ID)
				}
				if r == g.Exit {
					break
				}
			}
		}
	}
	return out
}

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// PostDominators returns each node's immediate post-dominator (-1 for the
// exit, for dead nodes and for nodes that cannot reach the exit).
func (g *Graph) PostDominators() []int {
	n := len(g.Nodes)
	preds := make([][]int, n)
	for _, a := range g.Nodes {
		for _, e := range a.Succ {
			preds[e.To] = append(preds[e.To], a.ID)
		}
	}
	// Reverse postorder of the reverse graph, from the exit.
	order := []int{}
	seen := make([]bool, n)
	var dfs func(int)
	dfs = func(v int) {
		seen[v] = true
		for _, p := range preds[v] {
			if !seen[p] {
				dfs(p)
			}
		}
		order = append(order, v)
	}
	dfs(g.Exit)
	rpo := make([]int, n)
	for i := range rpo {
		rpo[i] = -1
	}
	for i, v := range order {
		rpo[v] = len(order) - 1 - i
	}
	sorted := make([]int, len(order))
	for i, v := range order {
		sorted[len(order)-1-i] = v
	}
	ipdom := make([]int, n)
	for i := range ipdom {
		ipdom[i] = -1
	}
	ipdom[g.Exit] = g.Exit
	intersect := func(a, b int) int {
		for a != b {
			for rpo[a] > rpo[b] {
				a = ipdom[a]
			}
			for rpo[b] > rpo[a] {
				b = ipdom[b]
			}
		}
		return a
	}
	// Cooper, Harvey and Kennedy's iterative algorithm on the reverse graph.
	for changed := true; changed; {
		changed = false
		for _, v := range sorted {
			if v == g.Exit {
				continue
			}
			nd := -1
			for _, e := range g.Nodes[v].Succ {
				s := e.To
				if ipdom[s] < 0 || rpo[s] < 0 {
					continue
				}
				if nd < 0 {
					nd = s
				} else {
					nd = intersect(s, nd)
				}
			}
			if nd >= 0 && ipdom[v] != nd {
				ipdom[v] = nd
				changed = true
			}
		}
	}
	ipdom[g.Exit] = -1
	return ipdom
}
