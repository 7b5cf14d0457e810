package explore

// Phase: explore, step 3 without an LLM, lawfully. A variable the snippet
// assigns from a stand-in (v = cfg.compute().value, cfg a Stub) holds a
// Stub named by that expression, whose value is still open until its first
// value question. Z3 solves the guard of an uncovered line for the
// variable, and the prefix presets the value that Stub commits to
// (Stub._values in stub.py): one value, chosen before any answer, so
// every answer stays that value's.

import (
	"context"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"unstuck/internal/pyparse"
)

// stubAliases maps the snippet's module-level variables assigned exactly
// once from a chain of attributes, calls and subscripts on an undefined
// name to the name the Stub they hold has (calls as "()", keys as repr).
func stubAliases(b *builder) map[string]string {
	undefined := map[string]bool{}
	for _, n := range b.names {
		undefined[n] = true
	}
	count := map[string]int{}
	expr := map[string]string{}
	s := b.s
	pyparse.Walk(s.Tree.Root, func(n *pyparse.Node) bool {
		switch n.Type() {
		case "assignment", "augmented_assignment", "for_statement", "named_expression":
			left := n.ChildByFieldName("left")
			if n.Type() == "named_expression" {
				left = n.ChildByFieldName("name")
			}
			if left == nil {
				return true
			}
			pyparse.Walk(left, func(c *pyparse.Node) bool {
				if c.Type() == "identifier" {
					count[s.Tree.Text(c)]++
				}
				return true
			})
			if n.Type() == "assignment" && left.Type() == "identifier" {
				if p := n.Parent(); p != nil && p.Type() == "expression_statement" && p.Parent() != nil && p.Parent().Type() == "module" {
					if right := n.ChildByFieldName("right"); right != nil {
						if name, ok := stubName(s, right, undefined); ok {
							expr[s.Tree.Text(left)] = name
						}
					}
				}
			}
		}
		return true
	})
	out := map[string]string{}
	for v, name := range expr {
		if count[v] == 1 && strings.ContainsAny(name, ".([") {
			out[v] = name
		}
	}
	return out
}

// stubName is the name a Stub gets for the expression n (stub.py's
// naming), when n is a chain on an undefined name.
func stubName(s *Snippet, n *pyparse.Node, undefined map[string]bool) (string, bool) {
	switch n.Type() {
	case "identifier":
		t := s.Tree.Text(n)
		return t, undefined[t]
	case "attribute":
		obj, attr := n.ChildByFieldName("object"), n.ChildByFieldName("attribute")
		if obj == nil || attr == nil {
			return "", false
		}
		base, ok := stubName(s, obj, undefined)
		return base + "." + s.Tree.Text(attr), ok
	case "call":
		f := n.ChildByFieldName("function")
		if f == nil {
			return "", false
		}
		base, ok := stubName(s, f, undefined)
		return base + "()", ok
	case "subscript":
		v, k := n.ChildByFieldName("value"), n.ChildByFieldName("subscript")
		if v == nil || k == nil {
			return "", false
		}
		base, ok := stubName(s, v, undefined)
		key := s.Tree.Text(k)
		switch k.Type() {
		case "integer":
		case "string":
			u, err := strconv.Unquote(key)
			if err != nil && strings.HasPrefix(key, "'") {
				u, err = strconv.Unquote(`"` + key[1:len(key)-1] + `"`)
			}
			if err != nil {
				return "", false
			}
			key = pyRepr(u)
		default:
			return "", false
		}
		return base + "[" + key + "]", ok
	}
	return "", false
}

// rootOf is the undefined name a Stub name starts from.
func rootOf(name string) string {
	return strings.FieldsFunc(name, func(r rune) bool { return r == '.' || r == '(' || r == '[' })[0]
}

// pyRepr is Python's repr of a plain text.
func pyRepr(s string) string {
	if strings.Contains(s, "'") && !strings.Contains(s, `"`) {
		return `"` + s + `"`
	}
	return "'" + strings.ReplaceAll(strings.ReplaceAll(s, `\`, `\\`), "'", `\'`) + "'"
}

var plainLiteral = regexp.MustCompile(`^(-?\d+(\.\d+)?|'[^']*'|"[^"]*"|True|False)$`)

// presets are step 3's proposals that preset the values of Stubs held by
// variables in the guards of uncovered lines, solved by Z3, on top of the
// node (the parent first, then the tree's) whose prefix binds the chain's
// root to a Stub and that ran furthest past the guard.
func (o *Offline) presets(ctx context.Context, b *builder, nodes []*Node, unc map[int]bool, max int) []Proposal {
	if o.Solve == nil || o.Force {
		return nil
	}
	aliases := stubAliases(b)
	if len(aliases) == 0 {
		return nil
	}
	binds := func(p Proposal, root string) bool {
		for _, st := range p.Init {
			if target(st) == root && strings.HasPrefix(strings.TrimSpace(strings.TrimPrefix(st, root+" =")), "Stub(") {
				return true
			}
		}
		return false
	}
	roots := map[string]bool{}
	for _, name := range aliases {
		roots[rootOf(name)] = true
	}
	var out []Proposal
	seen := map[string]bool{}
	for _, g := range guards(b.s, unc) {
		var base Proposal
		found, past := false, -1
		for _, n := range nodes {
			bound := false
			for r := range roots {
				bound = bound || binds(n.Proposal, r)
			}
			if !bound {
				continue
			}
			k := 0
			for _, l := range n.Covered {
				if l >= pyparse.Line(g.cond) {
					k++
				}
			}
			if k > past {
				base, found, past = n.Proposal, true, k
			}
		}
		if !found {
			continue
		}
		stubbed := func(root string) bool { return binds(base, root) }
		// The stand-ins' values (a variable holding one, or an attribute
		// chain on it: leaf.type), solved together with the undefined
		// names in the same condition, which get plain values.
		stubNames := map[string]string{}
		pyparse.Walk(g.cond, func(n *pyparse.Node) bool {
			switch n.Type() {
			case "identifier":
				v := b.s.Tree.Text(n)
				if name, ok := aliases[v]; ok && stubbed(rootOf(name)) {
					stubNames[v] = name
				}
			case "attribute":
				t := b.s.Tree.Text(n)
				if attrChain.MatchString(t) {
					head, rest, _ := strings.Cut(t, ".")
					if name, ok := aliases[head]; ok && stubbed(rootOf(name)) {
						stubNames[t] = name + "." + rest
						return false
					}
				}
			}
			return true
		})
		if len(stubNames) == 0 || len(out) >= max {
			continue
		}
		free := freeNames(b, g.cond)
		vars := append([]string{}, free...)
		for v := range stubNames {
			vars = append(vars, v)
		}
		sort.Strings(vars)
		vals, err := o.Solve.Flip(ctx, g.cond, b.s.Src, g.want, vars)
		if err != nil {
			continue
		}
		var extra []string
		for _, v := range vars {
			lit, ok := vals[v]
			if !ok {
				continue
			}
			if name, isStub := stubNames[v]; isStub {
				if plainLiteral.MatchString(lit) {
					extra = append(extra, fmt.Sprintf("Stub._values[%s] = %s", pyRepr(name), lit))
				}
			} else {
				extra = append(extra, v+" = "+lit)
			}
		}
		sort.Strings(extra)
		key := strings.Join(extra, "\n")
		if len(extra) == 0 || seen[key] {
			continue
		}
		seen[key] = true
		out = append(out, Proposal{Imports: base.Imports, Init: extendInit(base.Init, extra...),
			Note: fmt.Sprintf("offline guide: preset the stand-ins in line %d's condition to make it %v", g.line, g.want)})
	}
	return out
}
