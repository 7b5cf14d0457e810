// Package pyparse is the parse phase: it turns Python source into a
// tree-sitter syntax tree and offers the few traversal helpers that the later
// phases (line table, instrumentation, reference analysis) share.
package pyparse

import (
	"context"
	"fmt"
	"unicode/utf8"

	sitter "github.com/smacker/go-tree-sitter"
	"github.com/smacker/go-tree-sitter/python"
)

// Tree is a parsed Python file. The tree-sitter tree is kept alive with it
// because nodes borrow its memory.
type Tree struct {
	Src  []byte
	tree *sitter.Tree
	Root *sitter.Node
}

// Node re-exports the tree-sitter node so that callers need not import it.
type Node = sitter.Node

// Parse parses src. It never fails on bad Python: tree-sitter recovers and
// marks ERROR nodes, which HasError reports. It fails only on input that is
// not text or breaks the front end's bounds (CheckBounds).
func Parse(src []byte) (*Tree, error) {
	return ParseCtx(context.Background(), src)
}

// ParseCtx is Parse, stopped when ctx is done (a server job cancelled).
func ParseCtx(ctx context.Context, src []byte) (*Tree, error) {
	if !utf8.Valid(src) {
		return nil, fmt.Errorf("source is not valid UTF-8")
	}
	if err := CheckBounds(src); err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	p := sitter.NewParser()
	p.SetLanguage(python.GetLanguage())
	t, err := p.ParseCtx(ctx, nil, src)
	if err != nil {
		return nil, fmt.Errorf("tree-sitter: %w", err)
	}
	return &Tree{Src: src, tree: t, Root: t.RootNode()}, nil
}

// HasError reports whether tree-sitter had to recover from a syntax error.
func (t *Tree) HasError() bool { return t.Root.HasError() }

// FirstError returns the 1-based line of the first ERROR or MISSING node, or 0.
func (t *Tree) FirstError() int {
	line := 0
	Walk(t.Root, func(n *Node) bool {
		if line != 0 {
			return false
		}
		if n.IsError() || n.IsMissing() {
			line = Line(n)
			return false
		}
		return n.HasError()
	})
	return line
}

// Text returns the source text of n.
func (t *Tree) Text(n *Node) string { return string(t.Src[n.StartByte():n.EndByte()]) }

// Line is the 1-based line on which n starts.
func Line(n *Node) int { return int(n.StartPoint().Row) + 1 }

// EndLine is the 1-based line on which n ends. A node that ends at column 0
// (a block swallowing a trailing newline) ends on the line before.
func EndLine(n *Node) int {
	p := n.EndPoint()
	if p.Column == 0 && p.Row > n.StartPoint().Row {
		return int(p.Row)
	}
	return int(p.Row) + 1
}

// Children returns the named children of n.
func Children(n *Node) []*Node {
	c := int(n.NamedChildCount())
	out := make([]*Node, 0, c)
	for i := 0; i < c; i++ {
		out = append(out, n.NamedChild(i))
	}
	return out
}

// Walk visits n and its descendants depth first; f returns false to skip a
// node's children.
func Walk(n *Node, f func(*Node) bool) {
	if !f(n) {
		return
	}
	c := int(n.NamedChildCount())
	for i := 0; i < c; i++ {
		Walk(n.NamedChild(i), f)
	}
}

// Yields says a function body has a yield of its own (nested functions,
// lambdas and classes not counted): the function is a generator.
func Yields(body *Node) bool {
	found := false
	if body == nil {
		return false
	}
	Walk(body, func(n *Node) bool {
		switch n.Type() {
		case "function_definition", "lambda", "class_definition":
			return false
		case "yield":
			found = true
		}
		return !found
	})
	return found
}

// Callee gives a call's function and arguments and the name it calls: a
// method call's attribute (x.append -> "append"), otherwise the function's
// text. Both nodes are nil when call is not a call.
func (t *Tree) Callee(call *Node) (fn, args *Node, name string) {
	if call == nil || call.Type() != "call" {
		return nil, nil, ""
	}
	fn, args = call.ChildByFieldName("function"), call.ChildByFieldName("arguments")
	if fn == nil {
		return nil, args, ""
	}
	name = t.Text(fn)
	if fn.Type() == "attribute" {
		if a := fn.ChildByFieldName("attribute"); a != nil {
			name = t.Text(a)
		}
	}
	return fn, args, name
}
