package explore

// Phase: explore, after each batch and when P is picked. Real names
// before stand-ins: an undefined name the interpreter resolves for real
// (a standard-library module, a public name of an installed module, found
// as step 1's imports find it, through the class index) is never bound to
// a stand-in in P. A stand-in there usually covers more lines only
// because it accepts made-up arguments the real function refuses; the
// real value's coverage is the honest one. Such prefixes stay in the tree
// (their repairs may lead to real values) but P and p_best are picked
// without them.

// realNames are the snippet's undefined names that resolve to a real
// object: what offline's realName would import for them.
func (s *Snippet) realNames() map[string]bool {
	s.realOnce.Do(func() {
		s.real = map[string]bool{}
		if s.Refs == nil || s.index == nil {
			return
		}
		b := newBuilder(s)
		b.index, b.installed, b.idx = s.index.Classes, s.index.Modules, s.index
		for _, name := range b.names {
			if s.Refs.Usages[name] != nil && b.realName(name) != "" {
				s.real[name] = true
			}
		}
	})
	return s.real
}

// shadowed are the names of real that statements of prefix bind to a
// stand-in, by the kind p recorded for each statement.
func shadowed(p Proposal, prefix []string, real map[string]bool) []string {
	if len(real) == 0 {
		return nil
	}
	var out []string
	for _, st := range prefix {
		if name := target(st); real[name] && p.KindOf(st).StandIn() {
			out = append(out, name)
		}
	}
	return out
}

// eligible are the nodes P and p_best may hold: those that bind no real
// name to a stand-in (all of them when none is left).
func eligible(nodes []*Node) []*Node {
	var out []*Node
	for _, n := range nodes {
		if len(n.Shadows) == 0 {
			out = append(out, n)
		}
	}
	if len(out) == 0 {
		return nodes
	}
	return out
}
