package explore

// Phase: explore, reference analysis. pandas' top-level eval
// (pd.eval("(df1 > 0) & (df2 > 0)")) reads the names of its expression
// from the caller's frame, as Python code would: those the snippet does
// not define are undefined references too, used as the expression uses
// them. (DataFrame.eval and query read columns instead: realobj.go.)

import (
	"regexp"
	"slices"
	"sort"
	"strings"

	"unstuck/internal/pyparse"
	"unstuck/internal/refs"
)

// pandasAlias finds the names `import pandas [as x]` binds.
var pandasAlias = regexp.MustCompile(`(?m)^\s*import\s+pandas(?:\s+as\s+(\w+))?\s*$`)

// evalNames adds to s.Refs the names module-level pandas eval calls read
// but the snippet never binds. The expression is analysed as a line of
// the snippet (a leading @, pandas' mark of a local, dropped), so that
// names the snippet binds resolve and the others get their usage.
func evalNames(s *Snippet) {
	t := s.Tree
	pandas := map[string]bool{}
	for _, m := range pandasAlias.FindAllSubmatch(s.Src, -1) {
		pandas[string(m[1])] = true
		if len(m[1]) == 0 {
			pandas["pandas"] = true
		}
	}
	// Strings assigned to a name at module level: eval(expr) with
	// expr = "...".
	strs := map[string]string{}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() == "function_definition" || n.Type() == "class_definition" {
			return false
		}
		if n.Type() == "assignment" {
			l, r := n.ChildByFieldName("left"), n.ChildByFieldName("right")
			if l != nil && r != nil && l.Type() == "identifier" {
				if v := literalString(t, r); v != "" {
					strs[t.Text(l)] = v
				}
			}
		}
		return true
	})
	var exprs []string
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		fn, args, name := t.Callee(n)
		if fn == nil || args == nil || name != "eval" || fn.Type() != "attribute" {
			return true
		}
		obj := t.Text(fn.ChildByFieldName("object"))
		if u := s.Refs.Usages[obj]; !pandas[obj] && (u == nil || !u.Module || !strings.Contains(u.Import, "import pandas")) {
			return true
		}
		as := pyparse.Children(args)
		if len(as) == 0 {
			return true
		}
		e := literalString(t, as[0])
		if e == "" && as[0].Type() == "identifier" {
			e = strs[t.Text(as[0])]
		}
		if e != "" && !strings.Contains(e, "\n") {
			exprs = append(exprs, strings.ReplaceAll(e, "@", ""))
		}
		return true
	})
	if len(exprs) == 0 {
		return
	}
	src := string(s.Src)
	if !strings.HasSuffix(src, "\n") {
		src += "\n"
	}
	for _, e := range exprs {
		src += "(" + e + ")\n"
	}
	tree, err := pyparse.Parse([]byte(src))
	if err != nil || tree.HasError() {
		return // not Python syntax (backticks, pandas-only words): left alone
	}
	all := refs.Analyze(tree)
	have := s.Refs.Names()
	for _, name := range all.Names() {
		if slices.Contains(have, name) {
			continue
		}
		u := all.Usages[name]
		if u != nil {
			u.Lines = nil // read on the eval's line, not on one of the snippet's
		}
		s.Refs.Undefined = append(s.Refs.Undefined, name)
		s.Refs.Usages[name] = u
		s.Refs.UndefinedAttributes[name] = all.UndefinedAttributes[name]
	}
	sort.Strings(s.Refs.Undefined)
}
