package refs

import (
	"sort"

	sitter "github.com/smacker/go-tree-sitter"

	"unstuck/internal/pyparse"
)

// The tree copy: the analysis walks a Go copy of the syntax tree, with
// parent links, rather than tree-sitter's nodes.

// node is a Go copy of a tree-sitter node. The analysis looks at parents,
// fields and node types many times over; through cgo each of those is a
// call (Type and field names also allocate), and Node.Parent searches down
// from the root, so the tree is copied once with one cursor walk.
type node struct {
	typ    string
	field  string // field name in the parent, "" if none (always for anonymous tokens)
	named  bool
	start  uint32 // byte offsets; 0 for anonymous tokens
	end    uint32
	line   int // 1-based line of start; 0 for anonymous tokens
	parent *node
	kids   []*node // all children, named or not
}

// convert copies the tree rooted at root, whose source is src. Each cgo
// call costs about 100 ns, so the copy makes as few as it can: node types
// and namedness are cached by symbol, lines come from a table of line
// starts, and anonymous tokens (punctuation, keywords, operators) keep only
// their type, which is their text.
func convert(root *pyparse.Node, src []byte) *node {
	cur := sitter.NewTreeCursor(root)
	defer cur.Close()
	type symInfo struct {
		typ   string
		named bool
	}
	syms := map[sitter.Symbol]symInfo{}
	fields := map[string]string{}
	var starts []uint32 // byte offset of each line start
	starts = append(starts, 0)
	for i, c := range src {
		if c == '\n' {
			starts = append(starts, uint32(i+1))
		}
	}
	mk := func(parent *node) *node {
		n := cur.CurrentNode()
		sym := n.Symbol()
		si, ok := syms[sym]
		if !ok {
			si = symInfo{n.Type(), n.IsNamed()}
			syms[sym] = si
		}
		x := &node{typ: si.typ, named: si.named, parent: parent}
		if !si.named {
			return x
		}
		f := cur.CurrentFieldName()
		if g, ok := fields[f]; ok {
			f = g
		} else {
			fields[f] = f
		}
		x.field = f
		x.start, x.end = n.StartByte(), n.EndByte()
		x.line = sort.Search(len(starts), func(i int) bool { return starts[i] > x.start })
		return x
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

// isExtra reports the nodes that may appear anywhere between tokens.
func isExtra(n *node) bool { return n.typ == "comment" || n.typ == "line_continuation" }
