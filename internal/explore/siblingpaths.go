package explore

// Phase: explore, step 2 (repair). A file the snippet reads that is
// missing, named in a list or tuple of names (for name in ["foo", "bar",
// "quux"]: tar.add(name)): the other names of that display are read the
// same way, so each is a file too (one repair makes them all, where one
// file per repair would need as many steps as names).

import (
	"slices"
	"strings"

	"unstuck/internal/pyparse"
)

// siblingPaths are the other string literals of the list, tuple or set
// displays in t that hold the literal p, relative names without "..".
func siblingPaths(t *pyparse.Tree, p string) []string {
	if t == nil {
		return nil
	}
	var out []string
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() != "list" && n.Type() != "tuple" && n.Type() != "set" {
			return true
		}
		var strs []string
		holds := false
		for _, e := range pyparse.Children(n) {
			if e.Type() != "string" {
				return true // not a display of names alone
			}
			v := literalString(t, e)
			if v == "" {
				return true
			}
			holds = holds || v == p
			strs = append(strs, v)
		}
		if !holds {
			return true
		}
		for _, v := range strs {
			if v != p && !strings.HasPrefix(v, "/") && !strings.Contains(v, "..") && !strings.ContainsAny(v, "\n\t*?") && !slices.Contains(out, v) {
				out = append(out, v)
			}
		}
		return true
	})
	return out
}
