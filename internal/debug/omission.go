// Phase: debug, localization without a fixed version: omissions in the
// slice. A dynamic slice follows what ran; when a branch whose block
// would have written a variable never ran (`if today > due:` always
// false, so nothing was appended), the value the failure read depends on
// that branch's condition all the same (a potential dependence, as in
// relevant slicing). The condition joins the slice, and its own
// dependencies with it.
package debug

import (
	"strings"

	"unstuck/internal/pyparse"
	"unstuck/internal/trace"
)

// guardedBlock is a block that runs only when its condition line says so.
type guardedBlock struct {
	cond       int // the if / elif / while / for line
	start, end int // the block's lines
	writes     map[string]bool
}

// guardedBlocks lists the blocks of if, elif, else, while and for
// statements with the names each writes: assignment targets (x, self.x,
// the container of d[k]), augmented ones, and receivers of mutating
// methods (xs.append).
func guardedBlocks(src []byte) []guardedBlock {
	var out []guardedBlock
	t, err := pyparse.Parse(src)
	if err != nil {
		return out
	}
	writes := func(body *pyparse.Node) map[string]bool {
		w := map[string]bool{}
		pyparse.Walk(body, func(n *pyparse.Node) bool {
			switch n.Type() {
			case "function_definition", "class_definition", "lambda":
				return false
			case "assignment", "augmented_assignment":
				if l := n.ChildByFieldName("left"); l != nil {
					for _, x := range targetsOf(t, l) {
						w[x] = true
					}
				}
			case "call":
				if fn := n.ChildByFieldName("function"); fn != nil && fn.Type() == "attribute" {
					obj, attr := fn.ChildByFieldName("object"), fn.ChildByFieldName("attribute")
					if obj != nil && attr != nil && mutatingMethods[t.Text(attr)] {
						w[varBase(t.Text(obj))] = true
					}
				}
			}
			return true
		})
		return w
	}
	add := func(cond int, body *pyparse.Node) {
		if body == nil {
			return
		}
		if w := writes(body); len(w) > 0 {
			out = append(out, guardedBlock{cond: cond, start: pyparse.Line(body), end: pyparse.EndLine(body), writes: w})
		}
	}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		switch n.Type() {
		case "if_statement", "while_statement", "for_statement":
			add(pyparse.Line(n), n.ChildByFieldName("body"))
			if n.Type() == "if_statement" {
				add(pyparse.Line(n), n.ChildByFieldName("consequence"))
			}
			for _, c := range pyparse.Children(n) {
				switch c.Type() {
				case "elif_clause":
					add(pyparse.Line(c), c.ChildByFieldName("consequence"))
				case "else_clause":
					// Taken when the if's condition (or the loop) says so.
					add(pyparse.Line(n), c.ChildByFieldName("body"))
				}
			}
		}
		return true
	})
	return out
}

// targetsOf: the names an assignment's left side writes.
func targetsOf(t *pyparse.Tree, l *pyparse.Node) []string {
	switch l.Type() {
	case "pattern_list", "tuple_pattern", "list_pattern", "expression_list", "tuple", "list":
		var out []string
		for _, c := range pyparse.Children(l) {
			out = append(out, targetsOf(t, c)...)
		}
		return out
	case "subscript":
		if v := l.ChildByFieldName("value"); v != nil {
			return []string{varBase(t.Text(v))}
		}
	}
	return []string{varBase(t.Text(l))}
}

// varBase: a read or written variable without its subscripts (d[k] -> d).
func varBase(v string) string {
	if i := strings.IndexAny(v, "[("); i > 0 {
		v = v[:i]
	}
	return strings.TrimSpace(v)
}

// omissions: for the slice's step i reading variables, the steps of
// conditions in i's frame before i whose guarded block writes one of them
// and never ran in that frame.
type omissions struct {
	blocks []guardedBlock
	ran    map[int]map[int]bool  // frame -> lines run
	at     map[int]map[int][]int // frame -> line -> its steps, in order
}

func newOmissions(tr *trace.Trace, file string, src []byte) *omissions {
	o := &omissions{blocks: guardedBlocks(src), ran: map[int]map[int]bool{}, at: map[int]map[int][]int{}}
	if len(o.blocks) == 0 {
		return o
	}
	for i, s := range tr.Steps {
		if s.File != file || s.Entry {
			continue
		}
		if o.ran[s.Frame] == nil {
			o.ran[s.Frame], o.at[s.Frame] = map[int]bool{}, map[int][]int{}
		}
		o.ran[s.Frame][s.Line] = true
		o.at[s.Frame][s.Line] = append(o.at[s.Frame][s.Line], i)
	}
	return o
}

// deps: the latest step before i of each condition whose unrun block
// writes what step i reads.
func (o *omissions) deps(tr *trace.Trace, i int) []int {
	s := tr.Steps[i]
	if len(o.blocks) == 0 || o.ran[s.Frame] == nil {
		return nil
	}
	var out []int
	for _, b := range o.blocks {
		if s.Line >= b.start && s.Line <= b.end {
			continue
		}
		hit := false
		for _, r := range s.Reads {
			if b.writes[varBase(r.Var)] {
				hit = true
				break
			}
		}
		if !hit {
			continue
		}
		unrun := true
		for l := b.start; l <= b.end && unrun; l++ {
			unrun = !o.ran[s.Frame][l]
		}
		if !unrun {
			continue
		}
		last := -1
		for _, j := range o.at[s.Frame][b.cond] {
			if j < i {
				last = j
			}
		}
		if last >= 0 {
			out = append(out, last)
		}
	}
	return out
}
