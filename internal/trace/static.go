// Phase: trace, static side. Which names, items and attributes each line
// reads and writes, and which calls it makes, from the tree-sitter tree; the
// tracer evaluates these probes in the running frame, so the trace joins the
// static read/write sets with runtime values and object identities.
package trace

import (
	"sort"
	"strings"

	"unstuck/internal/pyparse"
)

// Probe is one access the tracer evaluates: ["n", name], ["i", container,
// key, shown], ["a", object, attribute, shown].
type Probe []string

// CallSite is a call on a line, for dependency recovery.
type CallSite struct {
	ID   int      `json:"id"`
	Recv string   `json:"recv,omitempty"` // receiver expression of a method call
	Func string   `json:"func"`           // method or function name
	Args []string `json:"args"`           // argument expressions ("" when not evaluable)
	Text string   `json:"text"`
	User bool     `json:"user,omitempty"` // calls a function defined in the traced file
}

// LineInfo is the static analysis of one line.
type LineInfo struct {
	Reads  []Probe    `json:"r,omitempty"`
	Writes []Probe    `json:"w,omitempty"`
	Calls  []CallSite `json:"c,omitempty"`
}

// Analyze computes the probes of every statement line of src.
func Analyze(src []byte) (map[int]*LineInfo, error) {
	t, err := pyparse.Parse(src)
	if err != nil {
		return nil, err
	}
	a := &analyzer{t: t, out: map[int]*LineInfo{}, user: map[string]bool{}}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() == "function_definition" {
			if nm := n.ChildByFieldName("name"); nm != nil {
				a.user[t.Text(nm)] = true
			}
		}
		return true
	})
	a.block(t.Root)
	for _, li := range a.out {
		li.Reads = dedup(li.Reads)
		li.Writes = dedup(li.Writes)
	}
	return a.out, nil
}

type analyzer struct {
	t     *pyparse.Tree
	out   map[int]*LineInfo
	user  map[string]bool
	calls int
}

func (a *analyzer) info(line int) *LineInfo {
	li := a.out[line]
	if li == nil {
		li = &LineInfo{}
		a.out[line] = li
	}
	return li
}

func (a *analyzer) text(n *pyparse.Node) string { return a.t.Text(n) }

// block visits statements; compound statements contribute their header.
func (a *analyzer) block(n *pyparse.Node) {
	for _, c := range pyparse.Children(n) {
		a.stmt(c)
	}
}

func (a *analyzer) stmt(n *pyparse.Node) {
	line := pyparse.Line(n)
	switch n.Type() {
	case "function_definition", "class_definition":
		if b := n.ChildByFieldName("body"); b != nil {
			a.block(b)
		}
		return
	case "decorated_definition":
		if d := n.ChildByFieldName("definition"); d != nil {
			a.stmt(d)
		}
		return
	case "if_statement", "while_statement", "elif_clause":
		if c := n.ChildByFieldName("condition"); c != nil {
			a.expr(c, a.info(pyparse.Line(c)))
		}
		for _, c := range pyparse.Children(n) {
			switch c.Type() {
			case "block":
				a.block(c)
			case "elif_clause", "else_clause":
				a.stmt(c)
			}
		}
		return
	case "else_clause", "finally_clause":
		for _, c := range pyparse.Children(n) {
			if c.Type() == "block" {
				a.block(c)
			}
		}
		return
	case "for_statement":
		li := a.info(line)
		if r := n.ChildByFieldName("right"); r != nil {
			a.expr(r, li)
		}
		if l := n.ChildByFieldName("left"); l != nil {
			a.target(l, li)
		}
		for _, c := range pyparse.Children(n) {
			switch c.Type() {
			case "block":
				a.block(c)
			case "else_clause":
				a.stmt(c)
			}
		}
		return
	case "try_statement":
		for _, c := range pyparse.Children(n) {
			switch c.Type() {
			case "block":
				a.block(c)
			case "except_clause", "else_clause", "finally_clause":
				for _, k := range pyparse.Children(c) {
					if k.Type() == "block" {
						a.block(k)
					} else if k.Type() == "as_pattern" {
						if al := k.ChildByFieldName("alias"); al != nil {
							a.target(al, a.info(pyparse.Line(c)))
						}
					}
				}
			}
		}
		return
	case "with_statement":
		li := a.info(line)
		for _, c := range pyparse.Children(n) {
			if c.Type() == "block" {
				a.block(c)
				continue
			}
			pyparse.Walk(c, func(k *pyparse.Node) bool {
				if k.Type() == "as_pattern" {
					for _, x := range pyparse.Children(k) {
						if x.Type() == "as_pattern_target" {
							a.target(x, li)
						} else {
							a.expr(x, li)
						}
					}
					return false
				}
				return true
			})
		}
		return
	case "block", "module":
		a.block(n)
		return
	case "import_statement", "import_from_statement":
		li := a.info(line)
		pyparse.Walk(n, func(k *pyparse.Node) bool {
			switch k.Type() {
			case "aliased_import":
				if al := k.ChildByFieldName("alias"); al != nil {
					li.Writes = append(li.Writes, Probe{"n", a.text(al)})
				}
				return false
			case "dotted_name":
				if k.Parent() != nil && k.Parent().Type() == "import_from_statement" && k == k.Parent().ChildByFieldName("module_name") {
					return false
				}
				li.Writes = append(li.Writes, Probe{"n", strings.Split(a.text(k), ".")[0]})
				return false
			}
			return true
		})
		return
	case "global_statement", "nonlocal_statement", "pass_statement", "break_statement", "continue_statement", "comment":
		return
	}
	// Simple statements.
	li := a.info(line)
	var visit func(k *pyparse.Node)
	visit = func(k *pyparse.Node) {
		switch k.Type() {
		case "assignment":
			if r := k.ChildByFieldName("right"); r != nil {
				if r.Type() == "assignment" {
					visit(r)
				} else {
					a.expr(r, li)
				}
			}
			if l := k.ChildByFieldName("left"); l != nil {
				a.target(l, li)
			}
		case "augmented_assignment":
			if r := k.ChildByFieldName("right"); r != nil {
				a.expr(r, li)
			}
			if l := k.ChildByFieldName("left"); l != nil {
				a.expr(l, li)
				a.target(l, li)
			}
		case "expression_statement":
			for _, c := range pyparse.Children(k) {
				visit(c)
			}
		default:
			a.expr(k, li)
		}
	}
	if n.Type() == "delete_statement" {
		for _, c := range pyparse.Children(n) {
			a.expr(c, li)
		}
		return
	}
	for _, c := range pyparse.Children(n) {
		visit(c)
	}
	if n.Type() == "expression_statement" && n.NamedChildCount() == 0 {
		return
	}
}

// pure reports whether evaluating n again in the frame has no side effects:
// names, constants, attributes, subscripts and operators over them.
func (a *analyzer) pure(n *pyparse.Node) bool {
	switch n.Type() {
	case "identifier", "integer", "float", "string", "true", "false", "none":
		return true
	case "attribute":
		return a.pure(n.ChildByFieldName("object"))
	case "subscript":
		for i := 0; i < int(n.NamedChildCount()); i++ {
			c := n.NamedChild(i)
			if c.Type() == "slice" || !a.pure(c) {
				return false
			}
		}
		return true
	case "binary_operator", "unary_operator", "parenthesized_expression", "tuple", "expression_list", "comparison_operator", "boolean_operator", "not_operator":
		for _, c := range pyparse.Children(n) {
			if !a.pure(c) {
				return false
			}
		}
		return true
	}
	return false
}

// subscriptKey is the key expression of a subscript, or "" when it is a
// slice or not evaluable.
func (a *analyzer) subscriptKey(n *pyparse.Node) string {
	var keys []string
	val := n.ChildByFieldName("value")
	for i := 0; i < int(n.NamedChildCount()); i++ {
		c := n.NamedChild(i)
		if c.Equal(val) {
			continue
		}
		if c.Type() == "slice" || !a.pure(c) {
			return ""
		}
		keys = append(keys, a.text(c))
	}
	if len(keys) == 0 {
		return ""
	}
	if len(keys) == 1 {
		return keys[0]
	}
	return "(" + strings.Join(keys, ", ") + ")"
}

// expr records the reads and calls of an expression.
func (a *analyzer) expr(n *pyparse.Node, li *LineInfo) {
	if n == nil {
		return
	}
	switch n.Type() {
	case "identifier":
		li.Reads = append(li.Reads, Probe{"n", a.text(n)})
		return
	case "lambda", "function_definition":
		return
	case "list_comprehension", "set_comprehension", "dictionary_comprehension", "generator_expression":
		// Names bound by the comprehension are its own; the others are
		// read from the frame of the line.
		bound := map[string]bool{}
		pyparse.Walk(n, func(k *pyparse.Node) bool {
			if k.Type() == "for_in_clause" {
				if l := k.ChildByFieldName("left"); l != nil {
					pyparse.Walk(l, func(x *pyparse.Node) bool {
						if x.Type() == "identifier" {
							bound[a.text(x)] = true
						}
						return true
					})
				}
			}
			return true
		})
		var sub LineInfo
		for _, c := range pyparse.Children(n) {
			if c.Type() == "for_in_clause" {
				if r := c.ChildByFieldName("right"); r != nil {
					a.expr(r, &sub)
				}
				continue
			}
			a.expr(c, &sub)
		}
		for _, p := range sub.Reads {
			if !bound[rootName(p)] {
				li.Reads = append(li.Reads, p)
			}
		}
		li.Calls = append(li.Calls, sub.Calls...)
		return
	case "subscript":
		val := n.ChildByFieldName("value")
		a.expr(val, li)
		for i := 0; i < int(n.NamedChildCount()); i++ {
			if c := n.NamedChild(i); !c.Equal(val) {
				a.expr(c, li)
			}
		}
		if k := a.subscriptKey(n); k != "" && a.pure(val) {
			li.Reads = append(li.Reads, Probe{"i", a.text(val), k, a.text(n)})
		}
		return
	case "attribute":
		obj := n.ChildByFieldName("object")
		a.expr(obj, li)
		if a.pure(obj) {
			li.Reads = append(li.Reads, Probe{"a", a.text(obj), a.text(n.ChildByFieldName("attribute")), a.text(n)})
		}
		return
	case "call":
		fn := n.ChildByFieldName("function")
		cs := CallSite{ID: a.calls, Text: clip(a.text(n), 80)}
		a.calls++
		if fn != nil && fn.Type() == "attribute" {
			obj := fn.ChildByFieldName("object")
			a.expr(obj, li)
			cs.Func = a.text(fn.ChildByFieldName("attribute"))
			if a.pure(obj) {
				cs.Recv = a.text(obj)
			}
			cs.User = a.user[cs.Func]
		} else if fn != nil {
			a.expr(fn, li)
			cs.Func = a.text(fn)
			cs.User = a.user[cs.Func]
		}
		if args := n.ChildByFieldName("arguments"); args != nil {
			for _, c := range pyparse.Children(args) {
				v := c
				if c.Type() == "keyword_argument" {
					v = c.ChildByFieldName("value")
				}
				a.expr(v, li)
				if v != nil && a.pure(v) {
					cs.Args = append(cs.Args, a.text(v))
				} else {
					cs.Args = append(cs.Args, "")
				}
			}
		}
		li.Calls = append(li.Calls, cs)
		return
	case "keyword_argument":
		a.expr(n.ChildByFieldName("value"), li)
		return
	}
	for _, c := range pyparse.Children(n) {
		a.expr(c, li)
	}
}

// target records the writes of an assignment target.
func (a *analyzer) target(n *pyparse.Node, li *LineInfo) {
	switch n.Type() {
	case "identifier":
		li.Writes = append(li.Writes, Probe{"n", a.text(n)})
	case "subscript":
		val := n.ChildByFieldName("value")
		a.expr(val, li)
		for i := 0; i < int(n.NamedChildCount()); i++ {
			if c := n.NamedChild(i); !c.Equal(val) {
				a.expr(c, li)
			}
		}
		if k := a.subscriptKey(n); k != "" && a.pure(val) {
			li.Writes = append(li.Writes, Probe{"i", a.text(val), k, a.text(n)})
		} else if val.Type() == "identifier" {
			// A slice assignment rewrites the container.
			li.Writes = append(li.Writes, Probe{"n", a.text(val)})
		}
	case "attribute":
		obj := n.ChildByFieldName("object")
		a.expr(obj, li)
		if a.pure(obj) {
			li.Writes = append(li.Writes, Probe{"a", a.text(obj), a.text(n.ChildByFieldName("attribute")), a.text(n)})
		}
	default:
		for _, c := range pyparse.Children(n) {
			a.target(c, li)
		}
	}
}

func rootName(p Probe) string {
	s := p[1]
	if i := strings.IndexAny(s, ".[( "); i >= 0 {
		s = s[:i]
	}
	return s
}

func dedup(ps []Probe) []Probe {
	seen := map[string]bool{}
	var out []Probe
	for _, p := range ps {
		k := strings.Join(p, "\x00")
		if !seen[k] {
			seen[k] = true
			out = append(out, p)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return false })
	return out
}

func clip(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > n {
		return s[:n] + "..."
	}
	return s
}

// StatementLines lists the lines on which a statement or clause starts:
// where a fault can be, as opposed to blank lines, comments and strings.
func StatementLines(src []byte) ([]int, error) {
	t, err := pyparse.Parse(src)
	if err != nil {
		return nil, err
	}
	seen := map[int]bool{}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		ty := n.Type()
		if ty == "expression_statement" && n.NamedChildCount() == 1 && n.NamedChild(0).Type() == "string" {
			return false // a docstring
		}
		if strings.HasSuffix(ty, "_statement") || strings.HasSuffix(ty, "_clause") && ty != "for_in_clause" && ty != "if_clause" || ty == "function_definition" || ty == "class_definition" {
			seen[pyparse.Line(n)] = true
		}
		return true
	})
	out := make([]int, 0, len(seen))
	for l := range seen {
		out = append(out, l)
	}
	sort.Ints(out)
	return out, nil
}

// StatementOf maps each line of a statement that spans several lines to
// the statement's first line (for a compound statement, the lines of its
// header): a fault on a continuation line is a fault of the statement.
func StatementOf(src []byte) map[int]int {
	out := map[int]int{}
	t, err := pyparse.Parse(src)
	if err != nil {
		return out
	}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		ty := n.Type()
		if !strings.HasSuffix(ty, "_statement") && !strings.HasSuffix(ty, "_clause") {
			return true
		}
		first, last := pyparse.Line(n), pyparse.EndLine(n)
		if b := n.ChildByFieldName("body"); b != nil {
			last = pyparse.Line(b) - 1
		} else if c := n.ChildByFieldName("consequence"); c != nil {
			last = pyparse.Line(c) - 1
		}
		for l := first + 1; l <= last; l++ {
			if _, ok := out[l]; !ok {
				out[l] = first
			}
		}
		return true
	})
	return out
}
