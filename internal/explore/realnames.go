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

import (
	"regexp"
	"slices"
	"strings"

	"unstuck/internal/deps"
)

// RealNameScope is which real names P never binds to a stand-in.
type RealNameScope string

const (
	// RealNamesStdlib: the standard library's modules and their classes
	// and functions. Always installed, documented and deterministic; the
	// default.
	RealNamesStdlib RealNameScope = "stdlib"
	// RealNamesAll: installed packages' too (np, pd, plt and the names the
	// snippet's own imports provide). Their real calls refuse made-up data
	// more often (a DataFrame of made-up columns), so P covers less.
	RealNamesAll RealNameScope = "all"
	// RealNamesOff: none; P may hold any stand-in (rounds 1-7).
	RealNamesOff RealNameScope = "off"
)

// realNames are the snippet's undefined names that resolve to a real
// object beyond doubt, within the scope: a module used through names it
// exports, a name the usage tables import (np, plt), or a class or
// function of the standard library or of a module the snippet itself
// imports, called as one. A match by name alone in some installed package
// (a test's `request` fixture against requests.request) is a guess step 1
// may try, not a real name a stand-in would hide.
func (s *Snippet) realNames() map[string]bool {
	s.realOnce.Do(func() {
		s.real = map[string]bool{}
		if s.Refs == nil || s.realScope == RealNamesOff {
			return
		}
		// A body cut out of a module whose source is known: its names are
		// that module's globals, which the origin binds (origin.go). A
		// match by name is no authority there (black's `token` is
		// blib2to3's, not the standard module), so the rule leaves such
		// bodies to the origin's bindings.
		if s.origin != nil {
			return
		}
		b := newBuilder(s)
		if s.index != nil {
			b.index, b.installed, b.idx = s.index.Classes, s.index.Modules, s.index
		}
		// in: the module an import statement or a name comes from is in scope.
		in := func(mod string) bool {
			top := strings.SplitN(mod, ".", 2)[0]
			return deps.IsStdlib(top) || s.realScope == RealNamesAll
		}
		for _, name := range b.names {
			u := s.Refs.Usages[name]
			if u == nil {
				continue
			}
			if f := strings.Fields(u.Import); len(f) >= 2 && (in(f[1]) || f[0] == "import" && b.installedModule(f[1])) && b.tableFits(u) {
				s.real[name] = true
				continue
			}
			if u.Import == "" && b.moduleImport(name, u) != "" && (in(name) || b.installedModule(name)) {
				s.real[name] = true
				continue
			}
			// A public name by itself is sure only as what it is named
			// for, a class or function the snippet calls (timedelta(days=1),
			// OptionParser(...)), raises or derives from; a name read
			// through attributes is as likely the snippet's variable
			// (node.children is no platform.node).
			if len(u.Calls) == 0 && !u.Decorator && !u.Base && !u.Raised && !u.Caught {
				continue
			}
			if f := strings.Fields(b.libraryName(name, u)); len(f) == 4 {
				top := strings.SplitN(f[1], ".", 2)[0]
				s.real[name] = (deps.IsStdlib(top) || b.imported()[top] && in(top)) && b.related(name, f[1])
			}
		}
	})
	return s.real
}

// installedModule: mod is a module of an installed package. A module
// itself (np, pd, plt) is real in every scope: nothing about it is a
// guess, and a stand-in for the whole library (pd = Stub("pd")) covers
// more only by answering what the library would refuse. The scope
// decides only for the classes and functions a name may be.
func (b *builder) installedModule(mod string) bool {
	return b.installed[strings.SplitN(mod, ".", 2)[0]]
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

// leads are the nodes whose stand-ins step 4 replaces: P's, and those P
// would hold were it not for real names, once each.
func (t *Tree) leads() []int {
	out := append([]int{}, t.P...)
	for _, id := range t.lead {
		if !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	return out
}

// related: the snippet ties name to mod beyond the name itself. The
// module gives it another of its undefined names too (datetime and
// timezone), the snippet or the prefix imports the module, or the
// snippet's text names it. A class of the same name elsewhere in the
// standard library (the docs' own Token or Widget against
// contextvars.Token, tkinter.Widget) has none of these.
func (b *builder) related(name, mod string) bool {
	top := strings.SplitN(mod, ".", 2)[0]
	if b.imported()[top] || b.importedFor(name)[top] {
		return true
	}
	exp := b.idx.Exports(mod)
	for _, other := range b.names {
		if other != name && exp[other] {
			return true
		}
	}
	for _, part := range strings.Split(mod, ".") {
		if regexp.MustCompile(`\b`+regexp.QuoteMeta(part)+`\b`).Match(b.s.Src) && part != name {
			return true
		}
	}
	return false
}
