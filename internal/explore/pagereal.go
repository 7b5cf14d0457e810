package explore

// Phase: explore, when P is picked (Cover). An example block taken from a
// module's documentation page, as its file name tells
// (pydoc_concurrent_futures_3.py), uses that module's names as the module
// means them: a public name the block calls, decorates with or derives
// from, of a standard module whose every dotted part the file name holds
// (concurrent.futures' ThreadPoolExecutor on concurrent_futures' page), is
// the module's, as an import in its text would make it (realnames.go).
// The page is weaker evidence than an import, so it decides only where a
// prefix that binds no stand-in at all runs the block: P is then made of
// such prefixes, and the stand-in for the page's name, which covers more
// only by accepting what the real one refuses, stays out of it. Where
// every prefix binds some stand-in anyway, P is picked as before.

import (
	"strings"

	"unstuck/internal/deps"
)

// pageRealNames are the snippet's undefined names that realNames leaves
// open but the block's page ties to a standard module (onPageOfModule).
func (s *Snippet) pageRealNames() map[string]bool {
	s.pageOnce.Do(func() {
		s.pageReal = map[string]bool{}
		if s.Refs == nil || s.realScope == RealNamesOff || s.origin != nil || len(pageWords(s.File)) == 0 {
			return
		}
		real := s.realNames()
		b := newBuilder(s)
		if s.index != nil {
			b.index, b.installed, b.idx = s.index.Classes, s.index.Modules, s.index
		}
		for _, name := range b.names {
			u := s.Refs.Usages[name]
			if u == nil || real[name] || u.Import != "" {
				continue
			}
			// As realNames: a name sure only as what it is named for.
			if len(u.Calls) == 0 && !u.Decorator && !u.Base && !u.Raised && !u.Caught {
				continue
			}
			if f := strings.Fields(b.libraryName(name, u)); len(f) == 4 {
				top := strings.SplitN(f[1], ".", 2)[0]
				s.pageReal[name] = deps.IsStdlib(top) && b.onPageOfModule(name, f[1])
			}
		}
	})
	return s.pageReal
}

// onPageOfModule: every part of mod's dotted name is a word of the
// snippet's file name, and name is not itself one of them.
func (b *builder) onPageOfModule(name, mod string) bool {
	page := pageWords(b.s.File)
	if len(page) == 0 || mod == "" {
		return false
	}
	for _, part := range strings.Split(mod, ".") {
		if part = strings.ToLower(part); !page[part] || part == strings.ToLower(name) {
			return false
		}
	}
	return true
}

// coverRealOnPage is Cover over the nodes that bind no page name to a
// stand-in, when P as Cover picks it holds one that does, and that P
// binds no stand-in at all and covers a line; ok is false otherwise
// (Cover picks as before).
func coverRealOnPage(nodes []*Node, countable []int) (p []int, best int, ok bool) {
	var kept []*Node
	for _, n := range nodes {
		if len(n.PageShadows) == 0 {
			kept = append(kept, n)
		}
	}
	if len(kept) == len(nodes) || len(kept) == 0 {
		return nil, 0, false
	}
	all := eligible(nodes)
	p0, _ := cover(all, countable)
	paged := false
	for _, id := range p0 {
		paged = paged || len(NodeByID(all, id).PageShadows) > 0
	}
	if !paged {
		return nil, 0, false
	}
	p, best = cover(eligible(kept), countable)
	if len(p) == 0 || !allReal(kept, p) || coverageOf(kept, p, countable) == 0 {
		return nil, 0, false
	}
	for _, id := range p {
		if len(NodeByID(kept, id).Shadows) > 0 {
			return nil, 0, false
		}
	}
	return p, best, true
}
