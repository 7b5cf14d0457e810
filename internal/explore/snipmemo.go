// Phase: propose. The offline proposer builds a dozen prefixes a step,
// and each asked again what depends on the snippet's text alone (its
// servers, hosts and clients, command lines, relative imports, bare
// super()), walking its tree or matching its source every time: a black
// body of 80 nodes spent a third of a second so. Each such answer is
// now found once per snippet and kept on it.
package explore

import (
	"regexp"
	"slices"
	"strings"
	"sync"
)

// snipMemo holds answers derived from a Snippet's Src and Tree, which
// never change once it is made (its Refs may: nothing here reads them).
type snipMemo struct {
	mu   sync.Mutex
	seen map[string]any
}

// snipMemoized is f's answer for s under key, found the first time.
// Answers are values or slices the callers only read (slices are given
// clipped, so an append copies).
func snipMemoized[T any](s *Snippet, key string, f func() T) T {
	s.memo.mu.Lock()
	v, ok := s.memo.seen[key]
	s.memo.mu.Unlock()
	if ok {
		return v.(T)
	}
	got := f()
	s.memo.mu.Lock()
	if s.memo.seen == nil {
		s.memo.seen = map[string]any{}
	}
	s.memo.seen[key] = got
	s.memo.mu.Unlock()
	return got
}

// The memoized forms of the snippet-only questions proposals ask.

func memoHosts(s *Snippet) string {
	return snipMemoized(s, "hosts", func() string { return hostsStatement(s.Src) })
}

func memoLocalServers(s *Snippet) string {
	return snipMemoized(s, "servers", func() string { return localServerStatement(s.Src) })
}

func memoLocalClients(s *Snippet) string {
	return snipMemoized(s, "clients", func() string { return localClientStatement(s.Src) })
}

func memoCommandLine(s *Snippet) string {
	return snipMemoized(s, "argv", func() string { return commandLine(s.Src) })
}

// memoArgparse is argparseCommandLine(s.Tree, variant) for the variants
// 0, 1 and 2 the proposer gives.
func memoArgparse(s *Snippet, variant int) string {
	all := snipMemoized(s, "argparse", func() [3]string {
		var v [3]string
		for i := range v {
			v[i] = argparseCommandLine(s.Tree, i)
		}
		return v
	})
	if variant < 0 || variant >= len(all) {
		return argparseCommandLine(s.Tree, variant)
	}
	return all[variant]
}

func memoRelativePackage(s *Snippet) string {
	return snipMemoized(s, "relpkg", func() string { return relativePackage(s.Tree) })
}

func memoBareSuper(s *Snippet) bool {
	return snipMemoized(s, "baresuper", func() bool { return bareSuper(s) })
}

func memoShimUse(s *Snippet) bool {
	return snipMemoized(s, "shimuse", func() bool { return shimUse.Match(s.Src) })
}

func memoSnippetImports(s *Snippet) []string {
	return slices.Clip(snipMemoized(s, "imports", func() []string { return snippetImports(s.Tree) }))
}

// classifyOnce is classify(st), read once per statement text while the
// texts seen stay few: a tree's nodes share most of their statements,
// and the census of every job read each one again (a parse each).
func classifyOnce(st string) BindingKind {
	classMu.Lock()
	k, ok := classSeen[st]
	classMu.Unlock()
	if ok {
		return k
	}
	k = classify(st)
	classMu.Lock()
	if len(classSeen) >= 4096 {
		clear(classSeen) // a long bench's texts: the current snippet's come back
	}
	classSeen[st] = k
	classMu.Unlock()
	return k
}

var (
	classMu   sync.Mutex
	classSeen = map[string]BindingKind{}
)

// aliasLits are the texts aliasImports' patterns match after their
// leading \b ("pd."), where the rest is that text alone: a body without
// it needs no regexp run (finish runs them all on every proposal's
// body); "" where a pattern is more than that.
var aliasLits = func() []string {
	out := make([]string, len(aliasImports))
	for i, a := range aliasImports {
		rest := strings.TrimPrefix(a.re.String(), `\b`)
		lit := strings.ReplaceAll(rest, `\`, "")
		if rest != a.re.String() && regexp.QuoteMeta(lit) == rest {
			out[i] = lit
		}
	}
	return out
}()
