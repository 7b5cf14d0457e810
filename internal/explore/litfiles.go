package explore

// Phase: explore, step 3 (coverage guidance). A line the runs never
// finish may name a file the snippet expects to find: a relative path
// with an extension passed to a call (os.remove('somefile.tmp') under
// suppress(FileNotFoundError), open('data.csv') in a try). Where the
// error is handled, no repair sees it; the guide then declares the file
// in the environment, made before the snippet as the repair of a
// FileNotFoundError makes it, so that the call succeeds.

import (
	"regexp"
	"strconv"
	"strings"

	"unstuck/internal/pyparse"
)

// literalPath is a relative file name with an extension, as a snippet
// names one: words, dots, dashes and slashes, no parent directory.
var literalPath = regexp.MustCompile(`^(?:[\w\-]+/)*[\w\-]+\.[A-Za-z]\w{0,5}$`)

// uncoveredPaths are the literal file names passed as call arguments on
// the uncovered lines, once each, in order.
func uncoveredPaths(s *Snippet, unc map[int]bool) []string {
	if s == nil || s.Tree == nil {
		return nil
	}
	seen := map[string]bool{}
	var out []string
	pyparse.Walk(s.Tree.Root, func(n *pyparse.Node) bool {
		if n.Type() != "string" || !unc[pyparse.Line(n)] {
			return true
		}
		p := n.Parent()
		if p != nil && p.Type() == "keyword_argument" {
			p = p.Parent()
		}
		if p == nil || p.Type() != "argument_list" {
			return true
		}
		if v := literalString(s.Tree, n); literalPath.MatchString(v) && !seen[v] && !pyIdentLike(v) {
			seen[v] = true
			out = append(out, v)
		}
		return true
	})
	return out
}

// pyIdentLike says a dotted text is more likely a Python name than a
// file (os.path, module.Class): its last part is not lower-case short.
func pyIdentLike(v string) bool {
	ext := v[strings.LastIndexByte(v, '.')+1:]
	return ext[0] >= 'A' && ext[0] <= 'Z'
}

// pathFiles are the environment statements that make the files.
func (b *builder) pathFiles(paths []string) []string {
	var out []string
	for _, p := range paths {
		out = append(out, "import os\nos.makedirs(os.path.dirname("+strconv.Quote(p)+") or '.', exist_ok=True)\n"+b.dataContent(p))
	}
	return out
}
