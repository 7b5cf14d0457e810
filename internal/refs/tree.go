package refs

import (
	sitter "github.com/smacker/go-tree-sitter"

	"unstuck/internal/pyparse"
)

// node is a Go copy of a tree-sitter node. The analysis looks at parents,
// fields and node types many times over; through cgo each of those is a
// call (Type and field names also allocate), and Node.Parent searches down
// from the root, so the tree is copied once with one cursor walk.
type node struct {
	typ    string
	field  string // field name in the parent, "" if none
	named  bool
	start  uint32 // byte offsets
	end    uint32
	line   int // 1-based line of start
	parent *node
	kids   []*node // all children, named or not
}

// convert copies the tree rooted at root. Node types are interned by symbol
// so that the copy does not allocate a string per node.
func convert(root *pyparse.Node) *node {
	cur := sitter.NewTreeCursor(root)
	defer cur.Close()
	types := map[sitter.Symbol]string{}
	fields := map[string]string{}
	mk := func(parent *node) *node {
		n := cur.CurrentNode()
		sym := n.Symbol()
		typ, ok := types[sym]
		if !ok {
			typ = n.Type()
			types[sym] = typ
		}
		f := cur.CurrentFieldName()
		if g, ok := fields[f]; ok {
			f = g
		} else {
			fields[f] = f
		}
		return &node{typ: typ, field: f, named: n.IsNamed(), start: n.StartByte(), end: n.EndByte(),
			line: int(n.StartPoint().Row) + 1, parent: parent}
	}
	top := mk(nil)
	// Iterative depth-first walk: recursion depth would follow nesting,
	// which a generated file can make very deep.
	at := top
	for {
		if cur.GoToFirstChild() {
			ch := mk(at)
			at.kids = append(at.kids, ch)
			at = ch
			continue
		}
		for {
			if at == top {
				return top
			}
			if cur.GoToNextSibling() {
				ch := mk(at.parent)
				at.parent.kids = append(at.parent.kids, ch)
				at = ch
				break
			}
			cur.GoToParent()
			at = at.parent
		}
	}
}

// child returns the first child with the given field name, or nil.
func (n *node) child(field string) *node {
	for _, k := range n.kids {
		if k.field == field {
			return k
		}
	}
	return nil
}

// named returns the named children, without comments.
func (n *node) namedKids() []*node {
	out := make([]*node, 0, len(n.kids))
	for _, k := range n.kids {
		if k.named && !isExtra(k) {
			out = append(out, k)
		}
	}
	return out
}

// firstNamed returns the first named child that is not a comment, or nil.
func (n *node) firstNamed() *node {
	for _, k := range n.kids {
		if k.named && !isExtra(k) {
			return k
		}
	}
	return nil
}

// has reports whether n has an anonymous child token tok.
func (n *node) has(tok string) bool {
	for _, k := range n.kids {
		if !k.named && k.typ == tok {
			return true
		}
	}
	return false
}

// isExtra reports the nodes that may appear anywhere between tokens.
func isExtra(n *node) bool { return n.typ == "comment" || n.typ == "line_continuation" }

// inside reports whether n lies within a (or is a).
func (n *node) inside(a *node) bool { return a != nil && n.start >= a.start && n.end <= a.end }
