// Package cfg is part of the solve phase: control-flow graphs of Python
// functions and of module-level code, built from the tree-sitter syntax tree
// (internal/pyparse), bounded path enumeration over them, and static control
// dependencies.
//
// A Graph has one node per statement. Kinds: enter (the parameters), exit,
// condition (if/elif/while headers and for headers; a for or while header has
// Loop set, and its true edge starts another iteration), expr (any other
// simple statement), break, continue, return, raise, try, except, finally and
// with. Condition nodes have a "true" and a "false" edge; a statement inside
// a try body also has an "exception" edge to the handlers. Nested function
// definitions are expr nodes in their enclosing graph and get graphs of their
// own (File.Funcs, in source order, methods of classes included).
//
// ControlDeps is the entry point for dynamic-dependence users (the debugger):
//
//	ControlDeps(src) -> map[statement line][]condition lines
//
// computed per graph from post-dominators (Ferrante et al.): a statement S
// depends on condition C when one edge of C leads to S on every path while
// another edge may avoid it. Exceptional edges take part in post-dominance
// (a handler is not post-dominated by the try body) but only conditions are
// reported, as the debugger wants branch and loop conditions.
package cfg

import (
	"fmt"
	"sort"

	"unstuck/internal/pyparse"
)

// Kind is a node's kind.
type Kind string

const (
	Enter     Kind = "enter"
	Exit      Kind = "exit"
	Condition Kind = "condition"
	Expr      Kind = "expr"
	Break     Kind = "break"
	Continue  Kind = "continue"
	Return    Kind = "return"
	Raise     Kind = "raise"
	Try       Kind = "try"
	Except    Kind = "except"
	Finally   Kind = "finally"
	With      Kind = "with"
)

// Edge labels.
const (
	True      = "true"
	False     = "false"
	Exception = "exception"
)

// Node is one statement (or the enter/exit node).
type Node struct {
	ID   int    `json:"id"`
	Kind Kind   `json:"kind"`
	Line int    `json:"line"`
	Loop string `json:"loop,omitempty"` // "for" or "while" on loop headers
	Text string `json:"text,omitempty"` // the statement's first line
	Succ []Edge `json:"succ"`
	// Stmt is the syntax node: the statement, or for a condition the
	// if_statement/elif_clause/while/for node.
	Stmt *pyparse.Node `json:"-"`
}

// Edge is a control transfer; Label is True/False on conditions, Exception
// into handlers, "" otherwise.
type Edge struct {
	To    int    `json:"to"`
	Label string `json:"label,omitempty"`
}

// Graph is the CFG of one function (or of the module's top level).
type Graph struct {
	Name    string        `json:"name"` // "f", "C.m", "f.g"; "<module>" for the top level
	Line    int           `json:"line"`
	EndLine int           `json:"end_line"`
	Params  []string      `json:"params,omitempty"`
	Nodes   []*Node       `json:"nodes"`
	Entry   int           `json:"entry"`
	Exit    int           `json:"exit"`
	Def     *pyparse.Node `json:"-"` // function_definition; nil for the module
}

// File holds the module graph and every function's graph.
type File struct {
	Module *Graph
	Funcs  []*Graph
	Tree   *pyparse.Tree
}

// Func finds a function by qualified ("Solution.twoSum") or plain name.
func (f *File) Func(name string) *Graph {
	for _, g := range f.Funcs {
		if g.Name == name {
			return g
		}
	}
	for _, g := range f.Funcs {
		if last(g.Name) == name {
			return g
		}
	}
	return nil
}

func last(qual string) string {
	for i := len(qual) - 1; i >= 0; i-- {
		if qual[i] == '.' {
			return qual[i+1:]
		}
	}
	return qual
}

// Build parses src and builds the graphs.
func Build(src []byte) (*File, error) {
	tree, err := pyparse.Parse(src)
	if err != nil {
		return nil, err
	}
	if tree.HasError() {
		return nil, fmt.Errorf("syntax error on line %d", tree.FirstError())
	}
	f := &File{Tree: tree}
	f.Module = f.build("<module>", "", tree.Root, tree.Root, nil)
	return f, nil
}

type loopCtx struct{ header, after int }

// builder builds one graph.
type builder struct {
	f      *File
	g      *Graph
	prefix string // qualified name prefix for nested definitions
	loops  []loopCtx
	// handlers is the stack of exception targets of enclosing try bodies
	// (the first except or finally node), -1 when none.
	handlers []int
	// finals is the stack of finally nodes a return passes through.
	finals []int
}

func (f *File) build(name, prefix string, def, body *pyparse.Node, params []string) *Graph {
	g := &Graph{Name: name, Line: pyparse.Line(def), EndLine: pyparse.EndLine(def), Params: params}
	if def != f.Tree.Root {
		g.Def = def
	}
	b := &builder{f: f, g: g, prefix: prefix}
	g.Entry = b.node(Enter, pyparse.Line(def), nil, "")
	g.Exit = b.node(Exit, pyparse.EndLine(def), nil, "")
	ends := b.block(body, []int{g.Entry}, "")
	for _, e := range ends {
		b.link(e, g.Exit)
	}
	if def != f.Tree.Root {
		// Registered after its nested definitions would be misleading for
		// Funcs order; insert keeping source order.
		f.Funcs = append(f.Funcs, g)
		sort.SliceStable(f.Funcs, func(i, j int) bool { return f.Funcs[i].Line < f.Funcs[j].Line })
	}
	return g
}

func (b *builder) node(k Kind, line int, stmt *pyparse.Node, loop string) int {
	text := ""
	if stmt != nil {
		src := b.f.Tree.Src[stmt.StartByte():stmt.EndByte()]
		for i, c := range src {
			if c == '\n' {
				src = src[:i]
				break
			}
		}
		text = string(src)
	}
	n := &Node{ID: len(b.g.Nodes), Kind: k, Line: line, Loop: loop, Text: text, Stmt: stmt}
	b.g.Nodes = append(b.g.Nodes, n)
	return n.ID
}

// pending is a dangling edge: from a node, with a label, not yet targeted.
type pending struct {
	from  int
	label string
}

func (b *builder) link(p pending, to int) {
	n := b.g.Nodes[p.from]
	for _, e := range n.Succ {
		if e.To == to && e.Label == p.label {
			return
		}
	}
	n.Succ = append(n.Succ, Edge{To: to, Label: p.label})
}

// block lays out the statements of a block; in are the dangling edges that
// enter it. It returns the dangling edges that leave it normally.
func (b *builder) block(n *pyparse.Node, in []int, label string) []pending {
	var ps []pending
	for _, i := range in {
		ps = append(ps, pending{i, label})
	}
	return b.stmts(pyparse.Children(n), ps)
}

func (b *builder) stmts(list []*pyparse.Node, in []pending) []pending {
	for _, s := range list {
		if s.Type() == "comment" {
			continue
		}
		in = b.stmt(s, in)
	}
	return in
}

// enter links the dangling edges to node id and, inside a try body, adds
// the exceptional edge.
func (b *builder) enter(in []pending, id int) {
	for _, p := range in {
		b.link(p, id)
	}
	if h := b.handler(); h >= 0 {
		b.link(pending{id, Exception}, h)
	}
}

func (b *builder) handler() int {
	if len(b.handlers) == 0 {
		return -1
	}
	return b.handlers[len(b.handlers)-1]
}

func (b *builder) stmt(s *pyparse.Node, in []pending) []pending {
	line := pyparse.Line(s)
	switch s.Type() {
	case "if_statement":
		return b.ifStmt(s, in)
	case "while_statement", "for_statement":
		return b.loop(s, in)
	case "try_statement":
		return b.try(s, in)
	case "with_statement":
		id := b.node(With, line, s, "")
		b.enter(in, id)
		return b.block(s.ChildByFieldName("body"), []int{id}, "")
	case "match_statement":
		return b.match(s, in)
	case "return_statement":
		id := b.node(Return, line, s, "")
		b.enter(in, id)
		b.toExit(id)
		return nil
	case "raise_statement":
		id := b.node(Raise, line, s, "")
		b.enter(in, id)
		if h := b.handler(); h < 0 {
			b.link(pending{id, ""}, b.g.Exit)
		}
		return nil
	case "break_statement", "continue_statement":
		k := Break
		if s.Type() == "continue_statement" {
			k = Continue
		}
		id := b.node(k, line, s, "")
		b.enter(in, id)
		if len(b.loops) > 0 {
			l := b.loops[len(b.loops)-1]
			if k == Break {
				b.link(pending{id, ""}, l.after)
			} else {
				b.link(pending{id, ""}, l.header)
			}
		}
		return nil
	case "function_definition":
		id := b.node(Expr, line, s, "")
		b.enter(in, id)
		b.def(s)
		return []pending{{id, ""}}
	case "decorated_definition":
		id := b.node(Expr, line, s, "")
		b.enter(in, id)
		if d := s.ChildByFieldName("definition"); d != nil {
			if d.Type() == "function_definition" {
				b.def(d)
			} else {
				b.class(d)
			}
		}
		return []pending{{id, ""}}
	case "class_definition":
		id := b.node(Expr, line, s, "")
		b.enter(in, id)
		b.class(s)
		return []pending{{id, ""}}
	case "ERROR":
		return in
	}
	id := b.node(Expr, line, s, "")
	b.enter(in, id)
	return []pending{{id, ""}}
}

// toExit sends a return through the enclosing finally blocks.
func (b *builder) toExit(id int) {
	if len(b.finals) > 0 {
		b.link(pending{id, ""}, b.finals[len(b.finals)-1])
		return
	}
	b.link(pending{id, ""}, b.g.Exit)
}

func (b *builder) def(d *pyparse.Node) {
	name := ""
	if n := d.ChildByFieldName("name"); n != nil {
		name = b.f.Tree.Text(n)
	}
	var params []string
	if ps := d.ChildByFieldName("parameters"); ps != nil {
		for _, p := range pyparse.Children(ps) {
			params = append(params, paramName(b.f.Tree, p))
		}
	}
	q := b.prefix + name
	body := d.ChildByFieldName("body")
	if body == nil {
		return
	}
	b.f.build(q, q+".", d, body, params)
}

func (b *builder) class(c *pyparse.Node) {
	name := ""
	if n := c.ChildByFieldName("name"); n != nil {
		name = b.f.Tree.Text(n)
	}
	body := c.ChildByFieldName("body")
	if body == nil {
		return
	}
	// Methods are graphs of their own; the class body's other statements
	// run once at definition time and are left to the module graph.
	pyparse.Walk(body, func(n *pyparse.Node) bool {
		switch n.Type() {
		case "function_definition":
			sub := &builder{f: b.f, prefix: b.prefix + name + "."}
			sub.def(n)
			return false
		case "class_definition":
			sub := &builder{f: b.f, prefix: b.prefix + name + "."}
			sub.class(n)
			return false
		}
		return true
	})
}

// paramName is a parameter's name ("x", "*args", "**kw", "x=1" -> "x").
func paramName(t *pyparse.Tree, p *pyparse.Node) string {
	switch p.Type() {
	case "identifier":
		return t.Text(p)
	case "typed_parameter":
		for _, c := range pyparse.Children(p) {
			if c.Type() == "identifier" {
				return t.Text(c)
			}
			if c.Type() == "list_splat_pattern" || c.Type() == "dictionary_splat_pattern" {
				return t.Text(c)
			}
		}
	case "default_parameter", "typed_default_parameter":
		if n := p.ChildByFieldName("name"); n != nil {
			return t.Text(n)
		}
	}
	return t.Text(p)
}

func (b *builder) ifStmt(s *pyparse.Node, in []pending) []pending {
	c := b.node(Condition, pyparse.Line(s), s, "")
	b.enter(in, c)
	out := b.block(s.ChildByFieldName("consequence"), []int{c}, True)
	prev := c
	elseDone := false
	for _, alt := range pyparse.Children(s) {
		switch alt.Type() {
		case "elif_clause":
			e := b.node(Condition, pyparse.Line(alt), alt, "")
			b.enter([]pending{{prev, False}}, e)
			out = append(out, b.block(alt.ChildByFieldName("consequence"), []int{e}, True)...)
			prev = e
		case "else_clause":
			out = append(out, b.block(alt.ChildByFieldName("body"), []int{prev}, False)...)
			elseDone = true
		}
	}
	if !elseDone {
		out = append(out, pending{prev, False})
	}
	return out
}

func (b *builder) loop(s *pyparse.Node, in []pending) []pending {
	kind := "while"
	if s.Type() == "for_statement" {
		kind = "for"
	}
	h := b.node(Condition, pyparse.Line(s), s, kind)
	b.enter(in, h)
	// The node after the loop is not known yet: a placeholder collects the
	// break edges and is spliced out at the end.
	after := b.node(Expr, 0, nil, "")
	b.loops = append(b.loops, loopCtx{header: h, after: after})
	body := b.block(s.ChildByFieldName("body"), []int{h}, True)
	b.loops = b.loops[:len(b.loops)-1]
	for _, p := range body {
		b.link(p, h)
	}
	var out []pending
	if alt := s.ChildByFieldName("alternative"); alt != nil {
		out = b.block(alt.ChildByFieldName("body"), []int{h}, False)
	} else {
		out = []pending{{h, False}}
	}
	// Breaks leave through the placeholder.
	var breaks []pending
	for _, n := range b.g.Nodes {
		for i := 0; i < len(n.Succ); i++ {
			if n.Succ[i].To == after {
				breaks = append(breaks, pending{n.ID, n.Succ[i].Label})
				n.Succ = append(n.Succ[:i], n.Succ[i+1:]...)
				i--
			}
		}
	}
	b.kill(after)
	return append(out, breaks...)
}

// kill turns a placeholder into an unreachable, edgeless node; IDs stay
// stable.
func (b *builder) kill(id int) {
	n := b.g.Nodes[id]
	n.Kind, n.Line, n.Succ = "", 0, nil
}

func (b *builder) try(s *pyparse.Node, in []pending) []pending {
	t := b.node(Try, pyparse.Line(s), s, "")
	b.enter(in, t)
	var handlers, elseC, finallyC []*pyparse.Node
	for _, c := range pyparse.Children(s) {
		switch c.Type() {
		case "except_clause", "except_group_clause":
			handlers = append(handlers, c)
		case "else_clause":
			elseC = append(elseC, c)
		case "finally_clause":
			finallyC = append(finallyC, c)
		}
	}
	// Nodes for the handlers and finally first, so that the body can target
	// them.
	var hids []int
	for _, h := range handlers {
		hids = append(hids, b.node(Except, pyparse.Line(h), h, ""))
	}
	fin := -1
	if len(finallyC) > 0 {
		fin = b.node(Finally, pyparse.Line(finallyC[0]), finallyC[0], "")
	}
	target := fin
	if len(hids) > 0 {
		target = hids[0]
		// An exception not matched by one handler is tried by the next,
		// then goes to finally or out.
		for i := 0; i+1 < len(hids); i++ {
			b.link(pending{hids[i], False}, hids[i+1])
		}
		last := hids[len(hids)-1]
		if fin >= 0 {
			b.link(pending{last, False}, fin)
		} else if h := b.handler(); h >= 0 {
			b.link(pending{last, False}, h)
		} else {
			b.link(pending{last, False}, b.g.Exit)
		}
	}
	if target < 0 {
		target = b.handler()
	}
	if fin >= 0 {
		b.finals = append(b.finals, fin)
	}
	b.handlers = append(b.handlers, target)
	out := b.block(s.ChildByFieldName("body"), []int{t}, "")
	b.handlers = b.handlers[:len(b.handlers)-1]
	for _, e := range elseC {
		out = b.stmts(pyparse.Children(e.ChildByFieldName("body")), out)
	}
	// Handlers run with the outer handler (or finally) in force.
	if fin >= 0 {
		b.handlers = append(b.handlers, fin)
	}
	for i, h := range handlers {
		body := lastBlock(h)
		if body == nil {
			continue
		}
		out = append(out, b.block(body, []int{hids[i]}, True)...)
	}
	if fin >= 0 {
		b.handlers = b.handlers[:len(b.handlers)-1]
		b.finals = b.finals[:len(b.finals)-1]
		for _, p := range out {
			b.link(p, fin)
		}
		out = b.block(lastBlock(finallyC[0]), []int{fin}, "")
		// After finally the run may also go on with a pending return or
		// exception.
		for _, p := range out {
			if len(b.finals) > 0 {
				b.link(p, b.finals[len(b.finals)-1])
			} else {
				b.link(p, b.g.Exit)
			}
		}
	}
	return out
}

func lastBlock(n *pyparse.Node) *pyparse.Node {
	var bl *pyparse.Node
	for _, c := range pyparse.Children(n) {
		if c.Type() == "block" {
			bl = c
		}
	}
	return bl
}

// match treats each case as a condition tried in order.
func (b *builder) match(s *pyparse.Node, in []pending) []pending {
	var cases []*pyparse.Node
	pyparse.Walk(s, func(n *pyparse.Node) bool {
		if n.Type() == "case_clause" {
			cases = append(cases, n)
			return false
		}
		return true
	})
	m := b.node(Expr, pyparse.Line(s), s, "")
	b.enter(in, m)
	prev := pending{m, ""}
	var out []pending
	for _, c := range cases {
		id := b.node(Condition, pyparse.Line(c), c, "")
		b.enter([]pending{prev}, id)
		if body := lastBlock(c); body != nil {
			out = append(out, b.block(body, []int{id}, True)...)
		}
		prev = pending{id, False}
	}
	return append(out, prev)
}
