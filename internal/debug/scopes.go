// Phase: debug, localization without a fixed version: what the source's
// scopes say about the failing run's statements. Two facts a dynamic
// slice built from runtime locations cannot see:
//
//   - a local assigned and never read in its function (a dead store: the
//     value was meant for something else, `index = ...` where
//     `self.index = ...` was meant), evidence against that statement;
//   - a class attribute read through an instance (`self.songs` when only
//     the class body assigns `songs`): the tracer finds no write of the
//     instance's attribute, so the class body's statement is where the
//     value came from, and it joins the slice.
package debug

import (
	"unstuck/internal/pyparse"
)

// unusedLocals maps the line of each plain assignment `name = ...` inside
// a function to name, where the function never reads name (nor a nested
// function, nor a global/nonlocal statement names it) but in the right
// side of its own assignments. Names starting
// with _ are meant unused; a function calling locals(), vars(), eval or
// exec may read any name, so it has none.
func unusedLocals(src []byte) map[int]string {
	out := map[int]string{}
	t, err := pyparse.Parse(src)
	if err != nil {
		return out
	}
	pyparse.Walk(t.Root, func(fn *pyparse.Node) bool {
		if fn.Type() != "function_definition" {
			return true
		}
		body := fn.ChildByFieldName("body")
		if body == nil {
			return true
		}
		assigned := map[string][]int{} // name -> lines of this function's own plain assignments
		uses := map[string]int{}       // name -> occurrences that are not plain-assignment targets
		// Own assignments: not inside a nested def, class or lambda.
		var own func(n *pyparse.Node)
		own = func(n *pyparse.Node) {
			for _, c := range pyparse.Children(n) {
				switch c.Type() {
				case "function_definition", "class_definition", "lambda":
					continue
				case "assignment":
					if l := c.ChildByFieldName("left"); l != nil && l.Type() == "identifier" {
						assigned[t.Text(l)] = append(assigned[t.Text(l)], pyparse.Line(c))
					}
				}
				own(c)
			}
		}
		own(body)
		pyparse.Walk(body, func(n *pyparse.Node) bool {
			if n.Type() != "identifier" {
				return true
			}
			// A read inside the right side of the name's own assignment
			// (`km = round(self.km + km, 1)`) reads the value it replaces.
			for a := n.Parent(); a != nil && !a.Equal(body); a = a.Parent() {
				if a.Type() == "assignment" {
					if l, r := a.ChildByFieldName("left"), a.ChildByFieldName("right"); l != nil && r != nil && l.Type() == "identifier" &&
						t.Text(l) == t.Text(n) && n.StartByte() >= r.StartByte() && n.EndByte() <= r.EndByte() {
						return true
					}
				}
			}
			if p := n.Parent(); p != nil {
				switch p.Type() {
				case "assignment":
					if l := p.ChildByFieldName("left"); l != nil && l.Equal(n) {
						return true // a store, not a read
					}
				case "keyword_argument":
					if k := p.ChildByFieldName("name"); k != nil && k.Equal(n) {
						return true
					}
				case "attribute":
					if a := p.ChildByFieldName("attribute"); a != nil && a.Equal(n) {
						return true
					}
				}
			}
			uses[t.Text(n)]++
			return true
		})
		for _, dyn := range []string{"locals", "vars", "eval", "exec"} {
			if uses[dyn] > 0 {
				return true
			}
		}
		for name, lines := range assigned {
			if name[0] == '_' || uses[name] > 0 {
				continue
			}
			for _, l := range lines {
				out[l] = name
			}
		}
		return true
	})
	return out
}

// eachClassBody calls fn with the body of every class definition in src
// (none if src does not parse).
func eachClassBody(src []byte, fn func(t *pyparse.Tree, body *pyparse.Node)) {
	t, err := pyparse.Parse(src)
	if err != nil {
		return
	}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() == "class_definition" {
			if body := n.ChildByFieldName("body"); body != nil {
				fn(t, body)
			}
		}
		return true
	})
}

// classAttributes maps an attribute name to the lines of the class-body
// statements that assign it (`songs = []` directly in a class body).
func classAttributes(src []byte) map[string][]int {
	out := map[string][]int{}
	eachClassBody(src, func(t *pyparse.Tree, body *pyparse.Node) {
		for _, st := range pyparse.Children(body) {
			if st.Type() != "expression_statement" || st.NamedChildCount() == 0 {
				continue
			}
			a := st.NamedChild(0)
			if a.Type() != "assignment" {
				continue
			}
			if l := a.ChildByFieldName("left"); l != nil && l.Type() == "identifier" {
				out[t.Text(l)] = append(out[t.Text(l)], pyparse.Line(st))
			}
		}
	})
	return out
}

// classBodies marks the lines of class bodies outside their methods:
// top level for the interpreter (a mutant there reruns the module), but
// program, not a script's inputs.
func classBodies(src []byte) map[int]bool {
	out := map[int]bool{}
	t, err := pyparse.Parse(src)
	if err != nil {
		return out
	}
	var walk func(n *pyparse.Node, inClass bool)
	walk = func(n *pyparse.Node, inClass bool) {
		for _, c := range pyparse.Children(n) {
			switch c.Type() {
			case "function_definition":
				continue
			case "class_definition":
				if body := c.ChildByFieldName("body"); body != nil {
					for l := pyparse.Line(body); l <= pyparse.EndLine(body); l++ {
						out[l] = true
					}
					walk(body, true)
				}
				continue
			}
			walk(c, inClass)
		}
	}
	walk(t.Root, false)
	// Method lines are not class-body statements.
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() == "function_definition" {
			for l := pyparse.Line(n); l <= pyparse.EndLine(n); l++ {
				delete(out, l)
			}
			return false
		}
		return true
	})
	return out
}
