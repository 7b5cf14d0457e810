// Phase: debug, mutation evidence (round 5). Which mutants count on a line,
// and which functions' lines are mutated beyond the slice: a value that decides a branch, computed by a
// helper the slice's function calls (if today > due(issued): the helper's
// result is read by the condition, not stored), leaves the helper out of
// the dynamic slice although its line is the fault.
package debug

import (
	"unstuck/internal/mutate"
	"unstuck/internal/pyparse"
)

// countsOnLine: whether a mutant of operator op, which changed the failure
// or not, enters its line's mutant counts (MUSE's and Metallaxis' ratios).
// An added copy, conversion or key that changes nothing is an equivalent
// variant (a copy nobody mutates), not a sign that the line cannot matter.
func countsOnLine(op string, changed bool) bool {
	return changed || !mutate.StatementLevel(op)
}

// calledFunctions returns the def lines of the file's functions called
// (by name, or as self.name) from the lines where from holds.
func calledFunctions(src []byte, from func(line int) bool) map[int]bool {
	out := map[int]bool{}
	t, err := pyparse.Parse(src)
	if err != nil {
		return out
	}
	defs := map[string][]int{}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() == "function_definition" {
			if nm := n.ChildByFieldName("name"); nm != nil {
				defs[t.Text(nm)] = append(defs[t.Text(nm)], pyparse.Line(n))
			}
		}
		return true
	})
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() != "call" || !from(pyparse.Line(n)) {
			return true
		}
		fn := n.ChildByFieldName("function")
		name := ""
		switch {
		case fn == nil:
		case fn.Type() == "identifier":
			name = t.Text(fn)
		case fn.Type() == "attribute" && t.Text(fn.ChildByFieldName("object")) == "self":
			name = t.Text(fn.ChildByFieldName("attribute"))
		}
		for _, l := range defs[name] {
			out[l] = true
		}
		return true
	})
	return out
}

// classAttrMethods maps each line of a class body outside its methods (class
// attributes) to the def lines of the class's methods: a class attribute
// is state every method of the class reads (a mutable one is shared by
// every instance), so it is mutated when one of them is in the slice.
func classAttrMethods(src []byte) map[int][]int {
	out := map[int][]int{}
	eachClassBody(src, func(_ *pyparse.Tree, body *pyparse.Node) {
		var methods []int
		var attrs []*pyparse.Node
		for i := 0; i < int(body.NamedChildCount()); i++ {
			st := body.NamedChild(i)
			d := st
			if d.Type() == "decorated_definition" {
				d = d.ChildByFieldName("definition")
			}
			switch {
			case d != nil && d.Type() == "function_definition":
				methods = append(methods, pyparse.Line(d))
			case st.Type() == "expression_statement":
				attrs = append(attrs, st)
			}
		}
		for _, a := range attrs {
			for l := pyparse.Line(a); l <= pyparse.EndLine(a); l++ {
				out[l] = methods
			}
		}
	})
	return out
}

func anyOf(set map[int]bool, xs []int) bool {
	for _, x := range xs {
		if set[x] {
			return true
		}
	}
	return false
}
