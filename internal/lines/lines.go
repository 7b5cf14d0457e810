// Package lines is the line-table phase: from a parsed snippet it computes the
// countable lines of the LExecutor/Treefix line metric, and for each one the
// source lines whose execution events decide whether it is covered.
//
// The metric: every simple-statement line except a bare docstring counts; so
// does the header of for, while, def, class, with, if, elif, try, except and
// finally, which is covered when its body is entered; else: headers do not
// count. A simple statement is covered only if it ran to completion.
package lines

import (
	"sort"
	"strings"

	"unstuck/internal/pyparse"
)

// Kind says how a countable line becomes covered.
type Kind string

const (
	// Simple lines are covered when the statement completes without raising.
	Simple Kind = "simple"
	// Header lines are covered when any line of their body starts.
	Header Kind = "header"
	// NoCode lines (global, nonlocal) compile to nothing; they are covered
	// when the block that holds them is entered.
	NoCode Kind = "nocode"
)

// Unit is one countable line.
type Unit struct {
	Line int    `json:"line"`
	Kind Kind   `json:"kind"`
	Span [2]int `json:"span"`           // lines of the statement's own text (a header's text before its body)
	Body [2]int `json:"body,omitempty"` // Header and NoCode: the lines whose start means "entered"
	Stmt string `json:"stmt"`           // tree-sitter node type, for explanations
}

// Table is the ordered set of countable lines of one file.
type Table struct {
	Units []Unit `json:"units"`
}

// Lines returns the countable line numbers in order.
func (t *Table) Lines() []int {
	out := make([]int, len(t.Units))
	for i, u := range t.Units {
		out[i] = u.Line
	}
	return out
}

var simpleStmts = map[string]bool{
	"expression_statement": true, "import_statement": true, "import_from_statement": true,
	"future_import_statement": true, "print_statement": true, "assert_statement": true,
	"return_statement": true, "delete_statement": true, "raise_statement": true,
	"pass_statement": true, "break_statement": true, "continue_statement": true,
	"global_statement": true, "nonlocal_statement": true, "exec_statement": true,
	"type_alias_statement": true,
}

// Compute builds the line table of a parsed file.
func Compute(t *pyparse.Tree) *Table {
	b := &builder{t: t, byLine: map[int]int{}}
	b.block(t.Root, [2]int{1, pyparse.EndLine(t.Root)})
	sort.Slice(b.units, func(i, j int) bool { return b.units[i].Line < b.units[j].Line })
	return &Table{Units: b.units}
}

type builder struct {
	t      *pyparse.Tree
	units  []Unit
	byLine map[int]int // countable line -> index in units
}

// add registers a unit; several statements on one line make one countable
// line, whose span grows to cover them all.
func (b *builder) add(u Unit) {
	if i, ok := b.byLine[u.Line]; ok {
		v := &b.units[i]
		if u.Span[1] > v.Span[1] {
			v.Span[1] = u.Span[1]
		}
		return
	}
	b.byLine[u.Line] = len(b.units)
	b.units = append(b.units, u)
}

// block visits the statements of a module or block; rng is its line range.
func (b *builder) block(n *pyparse.Node, rng [2]int) {
	first := true // no statement yet (comments are none)
	for _, s := range pyparse.Children(n) {
		doc := b.isDocstring(s) || first && b.isFuncDocstring(n, s)
		first = first && s.Type() == "comment"
		if !doc {
			b.stmt(s, rng)
		}
	}
}

// isFuncDocstring reports a function's docstring in any quoting ('doc',
// r”'doc”'): CPython stores it in the code object and runs nothing
// for it, so no event can ever cover its line. (A module's or class's
// docstring is a store of __doc__ and does run.)
func (b *builder) isFuncDocstring(body, s *pyparse.Node) bool {
	def := body.Parent()
	if def == nil || def.Type() != "function_definition" || s.Type() != "expression_statement" || s.NamedChildCount() != 1 {
		return false
	}
	c := s.NamedChild(0)
	if c.Type() != "string" && c.Type() != "concatenated_string" {
		return false
	}
	text := b.t.Text(c)
	prefix := strings.ToLower(text[:strings.IndexAny(text, "'\"")+1])
	return !strings.ContainsAny(prefix, "bf") // bytes and f-strings are no docstrings
}

func (b *builder) stmt(s *pyparse.Node, enclosing [2]int) {
	typ := s.Type()
	line, end := pyparse.Line(s), pyparse.EndLine(s)
	switch {
	case simpleStmts[typ]:
		if typ == "global_statement" || typ == "nonlocal_statement" {
			b.add(Unit{Line: line, Kind: NoCode, Span: [2]int{line, end}, Body: enclosing, Stmt: typ})
			return
		}
		b.add(Unit{Line: line, Kind: Simple, Span: [2]int{line, end}, Stmt: typ})
	case typ == "if_statement":
		b.header(s, s, s.ChildByFieldName("consequence"), typ)
		for _, alt := range pyparse.Children(s) {
			switch alt.Type() {
			case "elif_clause":
				b.header(alt, alt, alt.ChildByFieldName("consequence"), "elif_clause")
			case "else_clause":
				b.bodyOf(alt)
			}
		}
	case typ == "for_statement" || typ == "while_statement":
		b.header(s, s, s.ChildByFieldName("body"), typ)
		if alt := s.ChildByFieldName("alternative"); alt != nil {
			b.bodyOf(alt)
		}
	case typ == "try_statement":
		b.header(s, s, s.ChildByFieldName("body"), typ)
		for _, c := range pyparse.Children(s) {
			switch c.Type() {
			case "except_clause", "except_group_clause", "finally_clause":
				b.header(c, c, lastBlock(c), c.Type())
			case "else_clause":
				b.bodyOf(c)
			}
		}
	case typ == "with_statement":
		b.header(s, s, s.ChildByFieldName("body"), typ)
	case typ == "function_definition" || typ == "class_definition":
		b.header(s, s, s.ChildByFieldName("body"), typ)
	case typ == "decorated_definition":
		def := s.ChildByFieldName("definition")
		if def == nil {
			return
		}
		// Decorator lines belong to the header's text: their events mean the
		// definition is being evaluated, not that its body was entered.
		b.header(s, def, def.ChildByFieldName("body"), def.Type())
	case typ == "match_statement":
		// match/case headers are not countable; their bodies are.
		pyparse.Walk(s, func(n *pyparse.Node) bool {
			if n.Type() == "block" {
				b.block(n, [2]int{pyparse.Line(n), pyparse.EndLine(n)})
				return false
			}
			return true
		})
	case typ == "ERROR":
		// Recover what statements tree-sitter still recognised.
		for _, c := range pyparse.Children(s) {
			b.stmt(c, enclosing)
		}
	}
}

// header registers a compound statement whose text spans from outer's start
// to its body, and whose countable line is kw's line (the def line of a
// decorated definition).
func (b *builder) header(outer, kw, body *pyparse.Node, typ string) {
	line := pyparse.Line(kw)
	if body == nil {
		b.add(Unit{Line: line, Kind: Simple, Span: [2]int{pyparse.Line(outer), pyparse.EndLine(outer)}, Stmt: typ})
		return
	}
	bl, be := pyparse.Line(body), pyparse.EndLine(body)
	if bl <= line {
		// Body on the header's own line ("if x: y = 1"): no event can tell
		// entering the body from evaluating the header, so the line is
		// covered when it completes, like a simple statement.
		b.add(Unit{Line: line, Kind: Simple, Span: [2]int{pyparse.Line(outer), line}, Stmt: typ})
	} else {
		b.add(Unit{Line: line, Kind: Header, Span: [2]int{pyparse.Line(outer), bl - 1}, Body: [2]int{bl, be}, Stmt: typ})
	}
	b.block(body, [2]int{bl, be})
}

// bodyOf visits the block of an else clause, which is not countable itself.
func (b *builder) bodyOf(clause *pyparse.Node) {
	if blk := lastBlock(clause); blk != nil {
		b.block(blk, [2]int{pyparse.Line(blk), pyparse.EndLine(blk)})
	}
}

func lastBlock(n *pyparse.Node) *pyparse.Node {
	cs := pyparse.Children(n)
	for i := len(cs) - 1; i >= 0; i-- {
		if cs[i].Type() == "block" {
			return cs[i]
		}
	}
	return nil
}

// isDocstring reports a statement that is nothing but a plain string literal
// (LExecutor counts module-level strings; only def and class docstrings are
// left out).
func (b *builder) isDocstring(s *pyparse.Node) bool {
	if s.NamedChildCount() != 1 {
		return false
	}
	c := s.NamedChild(0)
	if s.Type() != "expression_statement" || (c.Type() != "string" && c.Type() != "concatenated_string") {
		return false
	}
	interp := false
	pyparse.Walk(c, func(n *pyparse.Node) bool {
		interp = interp || n.Type() == "interpolation"
		return !interp && strings.HasPrefix(b.t.Text(c), `"""`)
	})
	return !interp && strings.HasPrefix(b.t.Text(c), `"""`)
}
