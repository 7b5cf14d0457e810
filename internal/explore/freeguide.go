package explore

import (
	"regexp"
	"slices"
	"strings"

	"unstuck/internal/pyparse"
)

// Phase: explore, after step 4 and the commit rounds. Lines that P
// covers only through prefixes binding stand-ins: step 3's guidance once
// more, from the best prefix that binds none and towards those lines
// alone. A guard a stand-in answered (a Stub self's flag) is one the
// solver may answer on the real instance too, by assigning its attribute
// a plain value in place (Z3Flipper's "x."), but step 3 never asked: P
// covered every line already.

// freeLines are the countable lines some node of P covers that no node
// binding no stand-in (and not forced) covers, in order.
func freeLines(t *Tree, s *Snippet) []int {
	real := map[int]bool{}
	for _, n := range t.Nodes {
		if n.Stubs == 0 && !n.Forced && len(n.Shadows) == 0 {
			for _, l := range n.Covered {
				real[l] = true
			}
		}
	}
	inP := coveredByP(t)
	var out []int
	for _, l := range s.Countable {
		if inP[l] && !real[l] {
			out = append(out, l)
		}
	}
	return out
}

// freeBase is the node binding no stand-in that covers most countable
// lines, or nil.
func freeBase(t *Tree, s *Snippet) *Node {
	want := map[int]bool{}
	for _, l := range s.Countable {
		want[l] = true
	}
	var best *Node
	bestN := -1
	for _, n := range t.Nodes {
		if n.Stubs > 0 || n.Forced || len(n.Shadows) > 0 || n.Status == "timeout" {
			continue
		}
		c := 0
		for _, l := range n.Covered {
			if want[l] {
				c++
			}
		}
		// At a tie, a prefix that ran to its end (a real instance the
		// body reads flags of) before one that raised.
		if c > bestN || c == bestN && best != nil && (n.Error == nil) != (best.Error == nil) && n.Error == nil ||
			c == bestN && best != nil && (n.Error == nil) == (best.Error == nil) && better(n, best) {
			best, bestN = n, c
		}
	}
	return best
}

// stubSettings: the proposal sets the Stub class's answers (Stub._truth,
// Stub._size); with no stand-in bound they change nothing.
func stubSettings(p Proposal) bool {
	for _, st := range p.Init {
		if strings.HasPrefix(st, "Stub.") {
			return true
		}
	}
	return false
}

// realCompared is what makes a guard hold on real instances by the value
// it compares with: for each comparison the condition needs (itself, the
// operands of an and that must hold, a not's argument the other way) of
// an attribute of a real instance the origin builds (self.kind, or
// leaf.type for a leaf the loop over self.leaves takes first) with an
// expression of names the prefix imports (token.NAME, CLOSING_BRACKETS),
// the attribute is assigned that value in place (x == E: x = E; x in E:
// x = next(iter(E))). Z3 would answer such a test with a number that is
// no token of the real module and a stand-in for the module.
func (b *builder) realCompared(base Proposal, g guard) []string {
	if b.origin == nil {
		return nil
	}
	t := b.s.Tree
	var out []string
	var visit func(n *pyparse.Node, want bool)
	visit = func(n *pyparse.Node, want bool) {
		if n == nil {
			return
		}
		switch n.Type() {
		case "parenthesized_expression":
			visit(n.NamedChild(0), want)
		case "not_operator":
			visit(n.ChildByFieldName("argument"), !want)
		case "boolean_operator":
			// Both operands of an and that holds; of an or that fails.
			if op := n.ChildByFieldName("operator"); op != nil && (op.Type() == "and") == want {
				visit(n.ChildByFieldName("left"), want)
				visit(n.ChildByFieldName("right"), want)
			}
		case "comparison_operator":
			if n.ChildCount() != 3 {
				return
			}
			op := n.Child(1).Type()
			eq := op == "==" && want || op == "!=" && !want
			member := op == "in" && want || op == "not in" && !want
			if !eq && !member {
				return
			}
			sides := [][2]*pyparse.Node{{n.Child(0), n.Child(2)}}
			if eq {
				sides = append(sides, [2]*pyparse.Node{n.Child(2), n.Child(0)})
			}
			for _, s := range sides {
				lhs := b.realChain(s[0], g.line)
				if lhs == "" || !b.importedOnly(base, s[1]) {
					continue
				}
				rhs := t.Text(s[1])
				if member {
					rhs = "next(iter(" + rhs + "))"
				}
				out = append(out, lhs+" = "+rhs)
				break
			}
		}
	}
	visit(g.cond, g.want)
	return out
}

// realChain is the text of an attribute chain (x.a.b) rooted at a name the
// origin binds to a real instance, or at the target of a loop around line
// over such a chain (for leaf in self.leaves: leaf.type is
// self.leaves[0].type, the item the loop takes first); "" for anything
// else.
func (b *builder) realChain(n *pyparse.Node, line int) string {
	t := b.s.Tree
	if n == nil || n.Type() != "attribute" {
		return ""
	}
	// Down to the root name, through attributes and constant keys
	// (self.leaves[-1].type).
	root := n
	for root != nil && (root.Type() == "attribute" || root.Type() == "subscript") {
		if root.Type() == "attribute" {
			root = root.ChildByFieldName("object")
			continue
		}
		k := root.ChildByFieldName("subscript")
		if k == nil || !constantKey(t.Text(k)) {
			return ""
		}
		root = root.ChildByFieldName("value")
	}
	if root == nil || root.Type() != "identifier" {
		return ""
	}
	text, name := t.Text(n), t.Text(root)
	if strings.Contains(text, "\n") {
		return ""
	}
	if b.realInstance(name) {
		return text
	}
	// A loop's target: the loop (around line, binding only name, its
	// iterable an attribute chain of a real instance) and no other
	// binding of name in the snippet.
	var over string
	binds := 0
	pyparse.Walk(t.Root, func(c *pyparse.Node) bool {
		switch c.Type() {
		case "function_definition", "class_definition", "lambda":
			return false
		case "assignment", "augmented_assignment", "for_statement", "named_expression", "for_in_clause", "as_pattern", "with_item":
			left := c.ChildByFieldName("left")
			if c.Type() == "named_expression" {
				left = c.ChildByFieldName("name")
			}
			if left == nil {
				left = c
			}
			pyparse.Walk(left, func(d *pyparse.Node) bool {
				if d.Type() == "identifier" && t.Text(d) == name {
					binds++
				}
				return true
			})
			right := c.ChildByFieldName("right")
			if c.Type() == "for_statement" && left.Type() == "identifier" && t.Text(left) == name && right != nil &&
				pyparse.Line(c) <= line && line <= int(c.EndPoint().Row)+1 {
				over = b.realChain(right, line)
			}
		}
		return true
	})
	if binds != 1 || over == "" {
		return ""
	}
	return over + "[0]" + strings.TrimPrefix(text, name)
}

// importedOnly: n is an expression whose names the base prefix imports
// from a module (from m import NAME, import NAME), attributes of those
// and literals; no call, no name of the snippet's own.
func (b *builder) importedOnly(base Proposal, n *pyparse.Node) bool {
	t := b.s.Tree
	ok, names := true, 0
	pyparse.Walk(n, func(c *pyparse.Node) bool {
		switch c.Type() {
		case "call", "lambda", "await", "named_expression", "list_comprehension", "generator_expression":
			ok = false
		case "attribute":
			root := c
			for root.Type() == "attribute" {
				root = root.ChildByFieldName("object")
			}
			if root == nil || root.Type() != "identifier" {
				ok = false
			} else {
				names++
				ok = ok && importsName(base, t.Text(root))
			}
			return false
		case "identifier":
			names++
			ok = ok && importsName(base, t.Text(c))
		}
		return ok
	})
	return ok && names > 0
}

// importsName: one of p's statements imports name (from m import a, name;
// import name).
func importsName(p Proposal, name string) bool {
	re := regexp.MustCompile(`(?m)^(from [\w.]+ import ([\w, ]*[ ,])?` + regexp.QuoteMeta(name) + `\s*(,|$)|import ` + regexp.QuoteMeta(name) + `\s*$)`)
	for _, st := range append(append([]string{}, p.Imports...), p.Init...) {
		if re.MatchString(st) {
			return true
		}
	}
	return false
}

// constantKey: a subscript's key is an integer or a quoted text.
var constantKey = regexp.MustCompile(`^(-?\d+|'[^'\\]*'|"[^"\\]*")$`).MatchString

// freeSampleBase is the node binding no stand-in that comes from a
// sample of the parameters (sampleProposals) and covers most countable
// lines, unless it is one of used; nil when there is none.
func freeSampleBase(t *Tree, s *Snippet, used []*Node) *Node {
	want := map[int]bool{}
	for _, l := range s.Countable {
		want[l] = true
	}
	var best *Node
	bestN := -1
	for _, n := range t.Nodes {
		if n.Stubs > 0 || n.Forced || len(n.Shadows) > 0 || n.Status == "timeout" || !fromSample(t.Nodes, n) || slices.Contains(used, n) {
			continue
		}
		c := 0
		for _, l := range n.Covered {
			if want[l] {
				c++
			}
		}
		if c > bestN || c == bestN && better(n, best) {
			best, bestN = n, c
		}
	}
	return best
}
