package explore

// Cover picks P, a small set of nodes whose covered lines together reach
// the most countable lines (greedy set cover: each pick adds the most new
// lines; ties go to the earlier node, which has the shorter history), and
// p_best, the node covering most lines alone. When the prefixes that bind
// no stand-in reach as many lines together, P is made of them alone,
// even if it then takes more of them. Neither holds a prefix that binds
// a real name to a stand-in (eligible).
func Cover(nodes []*Node, countable []int) (p []int, best int) {
	return cover(eligible(nodes), countable)
}

// cover is Cover over every node given.
func cover(nodes []*Node, countable []int) (p []int, best int) {
	want := map[int]bool{}
	for _, l := range countable {
		want[l] = true
	}
	bestN := -1
	for _, n := range nodes {
		c := 0
		for _, l := range n.Covered {
			if want[l] {
				c++
			}
		}
		if c > bestN || c == bestN && best != 0 && better(n, NodeByID(nodes, best)) {
			bestN, best = c, n.ID
		}
	}
	p, got := greedy(nodes, want)
	var real []*Node
	for _, n := range nodes {
		if n.Stubs == 0 && !n.Forced {
			real = append(real, n)
		}
	}
	if len(real) > 0 && len(real) < len(nodes) && !allReal(nodes, p) {
		if q, n := greedy(real, want); n == got {
			p = q
		}
	}
	if len(p) == 0 && best != 0 {
		p = []int{best}
	}
	return p, best
}

// greedy is the greedy set cover of want by nodes, and how many lines it
// reaches.
func greedy(nodes []*Node, want map[int]bool) ([]int, int) {
	var p []int
	got := map[int]bool{}
	for {
		pick, gain := (*Node)(nil), 0
		for _, n := range nodes {
			g := 0
			for _, l := range n.Covered {
				if want[l] && !got[l] {
					g++
				}
			}
			if g > gain || g == gain && g > 0 && better(n, pick) {
				pick, gain = n, g
			}
		}
		if pick == nil {
			break
		}
		p = append(p, pick.ID)
		for _, l := range pick.Covered {
			if want[l] {
				got[l] = true
			}
		}
	}
	return p, len(got)
}

// allReal: no node of ids binds a stand-in or forces.
func allReal(nodes []*Node, ids []int) bool {
	for _, id := range ids {
		if n := NodeByID(nodes, id); n == nil || n.Stubs > 0 || n.Forced {
			return false
		}
	}
	return true
}

// better breaks a tie between two prefixes covering as much: the one
// that does not force, then the one with fewer stand-ins, then the shorter.
func better(n, than *Node) bool {
	if n.Forced != than.Forced {
		return !n.Forced
	}
	if n.Stubs != than.Stubs {
		return n.Stubs < than.Stubs
	}
	if n.standIns != than.standIns {
		return n.standIns < than.standIns
	}
	return len(n.Prefix) < len(than.Prefix)
}

// coverageOf is the share of countable lines the nodes ids cover together.
func coverageOf(nodes []*Node, ids []int, countable []int) float64 {
	if len(countable) == 0 {
		return 0
	}
	want := map[int]bool{}
	for _, l := range countable {
		want[l] = true
	}
	got := map[int]bool{}
	for _, id := range ids {
		if n := NodeByID(nodes, id); n != nil {
			for _, l := range n.Covered {
				if want[l] {
					got[l] = true
				}
			}
		}
	}
	return float64(len(got)) / float64(len(countable))
}
