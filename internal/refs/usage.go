package refs

import (
	"cmp"
	"fmt"
	"sort"
	"strings"
)

// The usage pass: from each read of an undefined name it climbs the tree
// to see what the expression around the read does with the value, and
// follows values into the variables they are assigned to (a loop variable,
// "with ... as" target, unpacked names, the parameter of a function the
// snippet defines), whose reads in turn say what the value must support.

const (
	maxDepth = 12     // nesting of usage records and variable hops
	maxSteps = 200000 // reads examined per file, whatever the aliasing
	maxText  = 120    // longest source text kept in a record
)

type usager struct {
	b     *binder
	seen  map[seenKey]bool // a read already merged into a usage adds nothing
	steps int
}

type seenKey struct {
	n *node
	u *Usage
}

func (u *Usage) attr(name string) *Usage {
	if u.Attrs == nil {
		u.Attrs = map[string]*Usage{}
	}
	c := u.Attrs[name]
	if c == nil {
		c = &Usage{}
		u.Attrs[name] = c
	}
	return c
}

func child(p **Usage) *Usage {
	if *p == nil {
		*p = &Usage{}
	}
	return *p
}

func (u *Usage) part(i int) *Usage {
	for len(u.Parts) <= i {
		u.Parts = append(u.Parts, &Usage{})
	}
	return u.Parts[i]
}

// use records what the expression around n (evaluated in scope s) does
// with n's value.
func (a *usager) use(n *node, u *Usage, s *scope, depth int) {
	if depth > maxDepth || a.steps > maxSteps {
		return
	}
	k := seenKey{n, u}
	if a.seen[k] {
		return
	}
	a.seen[k] = true
	a.steps++
	u.Lines = append(u.Lines, n.line)
	p := n.parent
	for p != nil && p.typ == "parenthesized_expression" && len(p.namedKids()) == 1 {
		n, p = p, p.parent
	}
	if p == nil {
		return
	}
	switch p.typ {
	case "attribute":
		attr := p.child("attribute")
		if n.field != "object" || attr == nil {
			return
		}
		name := a.b.text(attr)
		switch storeKind(p) {
		case "store", "del":
			u.AttrsAssigned = append(u.AttrsAssigned, name)
		case "aug":
			u.AttrsAssigned = append(u.AttrsAssigned, name)
			a.use(p, u.attr(name), s, depth+1)
		default:
			a.use(p, u.attr(name), s, depth+1)
		}
	case "call":
		if n.field != "function" {
			return
		}
		u.Calls = append(u.Calls, a.callShape(p))
		r := child(&u.Result)
		a.use(p, r, s, depth+1)
		if r.Raised {
			u.Raised = true
		}
	case "argument_list":
		a.argument(n, p, u, s, depth)
	case "keyword_argument":
		if n.field == "value" {
			a.argument(n, p, u, s, depth)
		}
	case "list_splat":
		if inExcept(p) { // except* E
			u.Caught = true
		} else {
			u.Iterated = true
		}
	case "dictionary_splat":
		u.Mapping = true
	case "generator_expression", "list_comprehension", "set_comprehension":
		// sum(x.price for x in xs): the elements go to sum, as arguments do.
		if n.field != "body" {
			return
		}
		call := p.parent
		if call != nil && call.typ == "argument_list" {
			call = call.parent
		}
		if call == nil || call.typ != "call" {
			return
		}
		if fn := call.child("function"); fn != nil && fn.typ == "identifier" {
			if name := a.b.text(fn); name == "sum" || name == "min" || name == "max" {
				u.Args = append(u.Args, Arg{Callee: name, Pos: 0})
			}
		}
	case "subscript":
		switch n.field {
		case "value":
			keys := a.keysOf(p)
			switch storeKind(p) {
			case "store", "del":
				u.StoredKeys = append(u.StoredKeys, keys...)
			case "aug":
				u.StoredKeys = append(u.StoredKeys, keys...)
				u.Keys = append(u.Keys, keys...)
				a.use(p, child(&u.Item), s, depth+1)
			default:
				u.Keys = append(u.Keys, keys...)
				a.use(p, child(&u.Item), s, depth+1)
				// A subscripted base (class A(Generic[T])): what is
				// subscripted is a generic class, a base itself.
				if al := p.parent; al != nil && al.typ == "argument_list" && al.parent != nil && al.parent.typ == "class_definition" {
					u.Base = true
				}
			}
		case "subscript":
			if v := p.child("value"); v != nil {
				u.KeyOf = append(u.KeyOf, a.compact(v))
			}
		}
	case "for_statement":
		if n.field == "right" {
			u.Iterated = true
			if left := p.child("left"); left != nil {
				from := p.end
				if body := p.child("body"); body != nil {
					from = body.start
				}
				a.target(left, child(&u.Elem), s, from, depth+1)
			}
		}
	case "for_in_clause":
		if n.field == "right" {
			u.Iterated = true
			comp := p.parent
			if c, left := a.b.compScope[comp], p.child("left"); c != nil && left != nil {
				a.target(left, child(&u.Elem), c, comp.start, depth+1)
			}
		}
	case "assignment":
		switch n.field {
		case "right":
			for x := p; x != nil && x.typ == "assignment"; x = x.parent {
				if left := x.child("left"); left != nil {
					a.target(left, u, s, x.end, depth+1)
				}
				if x.field != "right" {
					break
				}
			}
		case "type":
			u.Annotation = true
		}
	case "expression_list", "tuple", "pattern_list":
		if inExcept(p) {
			u.Caught = true
			return
		}
		// a, b = x, y: each value goes to its own target.
		asg := p.parent
		if asg == nil || asg.typ != "assignment" || p.field != "right" {
			return
		}
		left := asg.child("left")
		if left == nil {
			return
		}
		vals, tgts := p.namedKids(), left.namedKids()
		if len(vals) != len(tgts) || !isSequenceTarget(left) {
			return
		}
		for i, v := range vals {
			if v == n && tgts[i].typ != "list_splat_pattern" && tgts[i].typ != "list_splat" {
				a.target(tgts[i], u, s, asg.end, depth+1)
			}
		}
	case "augmented_assignment":
		op := strings.TrimSuffix(a.opText(p), "=")
		switch n.field {
		case "left":
			u.BinOps = append(u.BinOps, a.op(op, "left", p.child("right")))
		case "right":
			u.BinOps = append(u.BinOps, a.op(op, "right", p.child("left")))
		}
	case "binary_operator":
		op := a.opText(p)
		if n.field == "left" {
			u.BinOps = append(u.BinOps, a.op(op, "left", p.child("right")))
		} else {
			other := p.child("left")
			u.BinOps = append(u.BinOps, a.op(op, "right", other))
			if op == "%" && other != nil && (other.typ == "string" || other.typ == "concatenated_string") {
				u.Formatted = true
			}
		}
	case "unary_operator":
		u.BinOps = append(u.BinOps, Op{Op: a.opText(p), Side: "unary"})
	case "comparison_operator":
		a.compare(n, p, u)
	case "not_operator", "if_clause":
		u.Truthy = true
	case "boolean_operator": // x or default: tested, and possibly the value
		u.Truthy = true
		a.use(p, u, s, depth+1)
	case "if_statement", "elif_clause", "while_statement":
		if n.field == "condition" {
			u.Truthy = true
		}
	case "assert_statement":
		if p.firstNamed() == n {
			u.Truthy = true
		}
	case "conditional_expression": // a if cond else b
		if ks := p.namedKids(); len(ks) > 1 && ks[1] == n {
			u.Truthy = true
		} else {
			a.use(p, u, s, depth+1)
		}
	case "await":
		u.Awaited = true
	case "as_pattern":
		if n.field == "alias" || p.parent == nil {
			return
		}
		switch p.parent.typ {
		case "with_item":
			u.ContextManager = true
			if alias := p.child("alias"); alias != nil {
				from := p.end
				for w := p.parent; w != nil; w = w.parent {
					if w.typ == "with_statement" {
						if body := w.child("body"); body != nil {
							from = body.start
						}
						break
					}
				}
				a.target(alias, child(&u.Entered), s, from, depth+1)
			}
		case "except_clause", "except_group_clause":
			u.Caught = true
		}
	case "with_item":
		u.ContextManager = true
	case "except_clause", "except_group_clause":
		u.Caught = true
	case "raise_statement":
		u.Raised = true
	case "return_statement":
		u.Returned = true
	case "interpolation", "format_expression":
		if n.field == "expression" {
			u.Formatted = true
		}
	case "print_statement":
		if n.field == "argument" {
			pos := 0
			for _, k := range p.kids {
				if k == n {
					break
				}
				if k.field == "argument" {
					pos++
				}
			}
			u.Args = append(u.Args, Arg{Callee: "print", Pos: pos})
		}
	case "chevron":
		u.Args = append(u.Args, Arg{Callee: "print >>", Pos: 0})
	case "decorator":
		u.Decorator = true
	case "type":
		u.Annotation = true
	case "generic_type", "member_type": // List[int], a.B as annotations
		if p.firstNamed() == n {
			u.Annotation = true
		}
	case "named_expression":
		if name := p.child("name"); n.field == "value" && name != nil {
			t := s
			for t.kind == comprehensionScope {
				t = t.parent
			}
			a.target(name, u, t, p.end, depth+1)
			a.use(p, u, s, depth+1)
		}
	}
}

// target follows a value into an assignment target bound at from in s:
// a name's later reads, or the positions of an unpacking.
func (a *usager) target(t *node, u *Usage, s *scope, from uint32, depth int) {
	if depth > maxDepth {
		return
	}
	switch t.typ {
	case "identifier":
		name := a.b.text(t)
		a.variable(a.b.bindScope(s, name), name, from, u, depth)
	case "parenthesized_expression", "as_pattern_target":
		if ks := t.namedKids(); len(ks) == 1 {
			a.target(ks[0], u, s, from, depth)
		}
	case "pattern_list", "tuple_pattern", "list_pattern", "tuple", "list", "expression_list":
		items := t.namedKids()
		u.Unpacked = append(u.Unpacked, len(items))
		for i, it := range items {
			if it.typ == "list_splat_pattern" || it.typ == "list_splat" {
				u.UnpackedStar = true
				continue
			}
			a.target(it, u.part(i), s, from, depth+1)
		}
	}
}

// variable merges the usage of name in scope bs from position from until
// its next binding.
func (a *usager) variable(bs *scope, name string, from uint32, u *Usage, depth int) {
	next := ^uint32(0)
	if y := bs.syms[name]; y != nil {
		if i := sort.Search(len(y.binds), func(i int) bool { return y.binds[i] > from }); i < len(y.binds) {
			next = y.binds[i]
		}
	}
	rs := a.b.varReads[varKey{bs, name}]
	for i := sort.Search(len(rs), func(i int) bool { return rs[i].n.start >= from }); i < len(rs) && rs[i].n.start < next; i++ {
		a.use(rs[i].n, u, rs[i].s, depth)
	}
}

func isSequenceTarget(t *node) bool {
	switch t.typ {
	case "pattern_list", "tuple_pattern", "list_pattern", "tuple", "list", "expression_list":
		return true
	}
	return false
}

// storeKind tells whether attribute or subscript x is assigned ("store"),
// augmented ("aug") or deleted ("del"), looking through unpacking targets.
func storeKind(x *node) string {
	c := x
	for c.parent != nil {
		switch c.parent.typ {
		case "pattern_list", "tuple_pattern", "list_pattern", "tuple", "list", "parenthesized_expression",
			"list_splat", "list_splat_pattern", "expression_list", "as_pattern_target":
			c = c.parent
			continue
		}
		break
	}
	p := c.parent
	if p == nil {
		return ""
	}
	switch p.typ {
	case "assignment", "for_statement", "for_in_clause":
		if c.field == "left" {
			return "store"
		}
	case "augmented_assignment":
		if c.field == "left" {
			return "aug"
		}
	case "delete_statement":
		return "del"
	case "as_pattern":
		if c.typ == "as_pattern_target" {
			return "store"
		}
	}
	return ""
}

// inExcept reports whether a tuple or splat is the exception type of an
// except clause.
func inExcept(p *node) bool {
	q := p.parent
	if q != nil && q.typ == "as_pattern" && p.field != "alias" {
		q = q.parent
	}
	return q != nil && (q.typ == "except_clause" || q.typ == "except_group_clause")
}

// argument records n passed to a call (argument_list al, or keyword
// argument kw within one).
func (a *usager) argument(n, p *node, u *Usage, s *scope, depth int) {
	kw, pos := "", -1
	al := p
	if p.typ == "keyword_argument" {
		if name := p.child("name"); name != nil {
			kw = a.b.text(name)
		}
		al = p.parent
	}
	if al == nil || al.parent == nil {
		return
	}
	owner := al.parent
	if owner.typ == "class_definition" {
		if kw == "" {
			u.Base = true
		} else {
			u.Args = append(u.Args, Arg{Callee: "class", Pos: -1, Keyword: kw})
		}
		return
	}
	if owner.typ != "call" {
		return
	}
	var positional []*node
	for _, k := range al.namedKids() {
		if k.typ != "keyword_argument" && k.typ != "dictionary_splat" {
			positional = append(positional, k)
		}
	}
	if kw == "" {
		for i, k := range positional {
			if k == n {
				pos = i
			}
		}
	}
	fn := owner.child("function")
	if fn == nil {
		return
	}
	if fn.typ == "identifier" {
		r := a.b.readOf[fn]
		switch {
		case r == nil:
		case r.res == resBuiltin && kw == "":
			switch name := r.name; {
			case name == "len":
				u.Len = true
				return
			case (name == "isinstance" || name == "issubclass") && pos == 0:
				if len(positional) > 1 {
					u.IsInstance = append(u.IsInstance, a.compact(positional[1]))
				}
				return
			case converting[name] && pos == 0:
				u.Converted = append(u.Converted, name)
				return
			case iterates(name, pos, len(positional)):
				u.Iterated = true
				a.elements(owner, name, pos, u, s, depth)
				return
			}
		case r.res == resLocal:
			a.parameter(r, pos, kw, u, depth)
		}
	}
	if fn.typ == "attribute" {
		if o, at := fn.child("object"), fn.child("attribute"); o != nil && at != nil &&
			(o.typ == "string" || o.typ == "concatenated_string") && a.b.text(at) == "format" {
			u.Formatted = true
		}
	}
	u.Args = append(u.Args, Arg{Callee: a.compact(fn), Pos: pos, Keyword: kw})
}

// elements relates the elements of a call of builtin name (list, sorted,
// enumerate, zip ...) to the elements of its argument at pos.
func (a *usager) elements(call *node, name string, pos int, u *Usage, s *scope, depth int) {
	r := &Usage{}
	a.use(call, r, s, depth+1)
	var e *Usage
	switch {
	case elementKeeping[name]:
		if r.Elem != nil {
			merge(child(&u.Elem), r.Elem)
		}
		e = r.Item // list(x)[0]
	case name == "enumerate":
		if r.Elem != nil && len(r.Elem.Parts) > 1 {
			e = r.Elem.Parts[1]
		}
	case name == "zip":
		if r.Elem != nil && len(r.Elem.Parts) > pos {
			e = r.Elem.Parts[pos]
		}
	case name == "min" || name == "max":
		e = r
	}
	if e != nil {
		merge(child(&u.Elem), e)
	}
}

// parameter follows an argument into the parameter of a function or class
// (through __init__) that the snippet defines once.
func (a *usager) parameter(r *read, pos int, kw string, u *Usage, depth int) {
	key := varKey{r.def, r.name}
	if y := r.def.syms[r.name]; y == nil || len(y.binds) != 1 {
		return
	}
	f := a.b.funcs[key]
	if f == nil {
		if c := a.b.classes[key]; c != nil {
			f = a.b.funcs[varKey{c, "__init__"}]
			if f != nil && pos >= 0 {
				pos++ // self
			}
		}
	}
	if f == nil {
		return
	}
	name := ""
	if kw != "" {
		for _, p := range f.params {
			if p.name == kw && !p.posOnly && !p.star {
				name = p.name
			}
		}
	} else {
		i := 0
		for _, p := range f.params {
			if p.kwOnly {
				break
			}
			if p.star {
				break // *args receives it: no single parameter
			}
			if i == pos {
				name = p.name
				break
			}
			i++
		}
	}
	if name != "" {
		a.variable(f.body, name, f.from, u, depth+1)
	}
}

func (a *usager) callShape(call *node) Call {
	var c Call
	args := call.child("arguments")
	if args == nil {
		return c
	}
	if args.typ != "argument_list" { // f(x for x in y)
		c.Arity = 1
		return c
	}
	for _, k := range args.namedKids() {
		switch k.typ {
		case "keyword_argument":
			if name := k.child("name"); name != nil {
				c.Keywords = append(c.Keywords, a.b.text(name))
			}
		case "dictionary_splat":
			c.KwStar = true
		case "list_splat":
			c.Star = true
			c.Arity++
		default:
			c.Arity++
		}
	}
	return c
}

// compare records the comparisons n takes part in within chain p.
func (a *usager) compare(n, p *node, u *Usage) {
	var ks []*node
	for _, k := range p.kids {
		if !isExtra(k) {
			ks = append(ks, k)
		}
	}
	for i, k := range ks {
		if k != n {
			continue
		}
		if i >= 2 {
			a.compareWith(a.opText2(ks[i-1]), "right", ks[i-2], u)
		}
		if i+2 < len(ks) {
			a.compareWith(a.opText2(ks[i+1]), "left", ks[i+2], u)
		}
	}
}

func (a *usager) compareWith(op, side string, other *node, u *Usage) {
	switch {
	case (op == "in" || op == "not in") && side == "left":
		if els, ok := a.literalElements(other); ok {
			u.OneOf = append(u.OneOf, els...)
			return
		}
		u.Compares = append(u.Compares, a.op(op, side, other))
	case op == "in" || op == "not in":
		u.Contains = append(u.Contains, a.literal(other))
	default:
		u.Compares = append(u.Compares, a.op(op, side, other))
	}
}

// literalElements returns the elements of a list, tuple or set display
// whose elements are all literals.
func (a *usager) literalElements(n *node) ([]Literal, bool) {
	for n.typ == "parenthesized_expression" && len(n.namedKids()) == 1 {
		n = n.namedKids()[0]
	}
	switch n.typ {
	case "list", "tuple", "set":
	default:
		return nil, false
	}
	var out []Literal
	for _, k := range n.namedKids() {
		l := a.literal(k)
		switch l.Kind {
		case "int", "float", "str", "bytes", "bool", "none":
			out = append(out, l)
		default:
			return nil, false
		}
	}
	return out, true
}

func (a *usager) op(op, side string, other *node) Op {
	o := Op{Op: op, Side: side}
	if other != nil {
		l := a.literal(other)
		o.Kind, o.Value = l.Kind, l.Value
	}
	return o
}

// opText is the operator of a binary, unary or augmented operation: its
// first anonymous child, whose type is its text.
func (a *usager) opText(p *node) string {
	for _, k := range p.kids {
		if !k.named {
			return k.typ
		}
	}
	return "?"
}

// opText2 is a comparison operator ("is not" is one token of type "is not").
func (a *usager) opText2(k *node) string { return strings.Join(strings.Fields(k.typ), " ") }

// literal classifies an operand.
func (a *usager) literal(n *node) Literal {
	for n.typ == "parenthesized_expression" && len(n.namedKids()) == 1 {
		n = n.namedKids()[0]
	}
	switch n.typ {
	case "integer":
		return Literal{"int", a.b.text(n)}
	case "float":
		return Literal{"float", a.b.text(n)}
	case "true", "false":
		return Literal{"bool", a.b.text(n)}
	case "none":
		return Literal{"none", "None"}
	case "string":
		return a.stringLiteral(n)
	case "concatenated_string":
		var sb strings.Builder
		kind := "str"
		for _, k := range n.namedKids() {
			l := a.stringLiteral(k)
			if l.Kind != "str" && l.Kind != "bytes" {
				return Literal{"fstring", a.compact(n)}
			}
			kind = l.Kind
			sb.WriteString(l.Value)
		}
		return Literal{kind, sb.String()}
	case "unary_operator":
		if arg := n.child("argument"); arg != nil && (arg.typ == "integer" || arg.typ == "float") {
			l := a.literal(arg)
			l.Value = a.opText(n) + l.Value
			return l
		}
	case "list", "tuple", "set":
		return Literal{n.typ, a.compact(n)}
	case "dictionary":
		return Literal{"dict", a.compact(n)}
	case "identifier":
		return Literal{"name", a.b.text(n)}
	case "attribute":
		return Literal{"attr", a.compact(n)}
	case "call":
		return Literal{"call", a.compact(n)}
	}
	return Literal{"expr", a.compact(n)}
}

// stringLiteral returns a string's content as written, between its quotes.
func (a *usager) stringLiteral(n *node) Literal {
	var start, end *node
	for _, k := range n.kids {
		switch k.typ {
		case "string_start":
			start = k
		case "string_end":
			end = k
		case "interpolation":
			return Literal{"fstring", a.compact(n)}
		}
	}
	if start == nil || end == nil || end.start < start.end {
		return Literal{"str", ""}
	}
	kind := "str"
	prefix := strings.ToLower(a.b.text(start))
	switch {
	case strings.Contains(prefix, "b"):
		kind = "bytes"
	case strings.Contains(prefix, "f"):
		kind = "fstring"
	}
	v := string(a.b.src[start.end:end.start])
	if len(v) > 2*maxText {
		v = cut(v, 2*maxText)
	}
	return Literal{kind, v}
}

// keysOf returns the key of subscript p: one key, or a tuple of keys.
func (a *usager) keysOf(p *node) []Key {
	var ks []Key
	for _, k := range p.kids {
		if k.field == "subscript" && !isExtra(k) {
			ks = append(ks, a.key(k))
		}
	}
	switch len(ks) {
	case 0:
		return nil
	case 1:
		return ks
	}
	return []Key{{Kind: "tuple", Parts: ks}}
}

func (a *usager) key(n *node) Key {
	switch n.typ {
	case "slice":
		return Key{Kind: "slice", Value: a.compact(n)}
	case "tuple":
		var ps []Key
		for _, k := range n.namedKids() {
			ps = append(ps, a.key(k))
		}
		return Key{Kind: "tuple", Parts: ps}
	}
	l := a.literal(n)
	switch l.Kind {
	case "int", "float", "str", "bytes", "bool", "none", "name":
		return Key{Kind: l.Kind, Value: l.Value}
	}
	return Key{Kind: "other", Value: l.Value}
}

// compact is n's source text on one line, shortened.
func (a *usager) compact(n *node) string {
	return cut(strings.Join(strings.Fields(a.b.text(n)), " "), maxText)
}

func cut(s string, max int) string {
	if len(s) <= max {
		return s
	}
	i := max
	for i > 0 && s[i]&0xC0 == 0x80 {
		i--
	}
	return s[:i] + "..."
}

// merge adds the usage src to dst.
func merge(dst, src *Usage) {
	if src == nil || dst == src {
		return
	}
	dst.Lines = append(dst.Lines, src.Lines...)
	for k, v := range src.Attrs {
		merge(dst.attr(k), v)
	}
	dst.AttrsAssigned = append(dst.AttrsAssigned, src.AttrsAssigned...)
	dst.Calls = append(dst.Calls, src.Calls...)
	mergeChild(&dst.Result, src.Result)
	dst.Keys = append(dst.Keys, src.Keys...)
	dst.StoredKeys = append(dst.StoredKeys, src.StoredKeys...)
	mergeChild(&dst.Item, src.Item)
	dst.KeyOf = append(dst.KeyOf, src.KeyOf...)
	dst.Iterated = dst.Iterated || src.Iterated
	mergeChild(&dst.Elem, src.Elem)
	dst.Unpacked = append(dst.Unpacked, src.Unpacked...)
	dst.UnpackedStar = dst.UnpackedStar || src.UnpackedStar
	for i, p := range src.Parts {
		merge(dst.part(i), p)
	}
	dst.Mapping = dst.Mapping || src.Mapping
	dst.BinOps = append(dst.BinOps, src.BinOps...)
	dst.Compares = append(dst.Compares, src.Compares...)
	dst.Contains = append(dst.Contains, src.Contains...)
	dst.OneOf = append(dst.OneOf, src.OneOf...)
	dst.Truthy = dst.Truthy || src.Truthy
	dst.Len = dst.Len || src.Len
	dst.IsInstance = append(dst.IsInstance, src.IsInstance...)
	dst.ContextManager = dst.ContextManager || src.ContextManager
	mergeChild(&dst.Entered, src.Entered)
	dst.Awaited = dst.Awaited || src.Awaited
	dst.Converted = append(dst.Converted, src.Converted...)
	dst.Args = append(dst.Args, src.Args...)
	dst.Formatted = dst.Formatted || src.Formatted
	dst.Raised = dst.Raised || src.Raised
	dst.Caught = dst.Caught || src.Caught
	dst.Returned = dst.Returned || src.Returned
	dst.Base = dst.Base || src.Base
	dst.Decorator = dst.Decorator || src.Decorator
	dst.Annotation = dst.Annotation || src.Annotation
}

func mergeChild(dst **Usage, src *Usage) {
	if src != nil {
		merge(child(dst), src)
	}
}

// normalize sorts and deduplicates every list in u and below.
func normalize(u *Usage) {
	if u == nil {
		return
	}
	u.Lines = uniq(u.Lines, func(i int) int { return i })
	for _, c := range u.Attrs {
		normalize(c)
	}
	u.AttrsAssigned = uniq(u.AttrsAssigned, func(s string) string { return s })
	for i := range u.Calls {
		sort.Strings(u.Calls[i].Keywords)
	}
	u.Calls = uniq(u.Calls, func(c Call) string {
		return fmt.Sprintf("%04d %v %v %s", c.Arity, c.Star, c.KwStar, strings.Join(c.Keywords, ","))
	})
	normalize(u.Result)
	u.Keys = uniq(u.Keys, keyString)
	u.StoredKeys = uniq(u.StoredKeys, keyString)
	normalize(u.Item)
	u.KeyOf = uniq(u.KeyOf, func(s string) string { return s })
	normalize(u.Elem)
	u.Unpacked = uniq(u.Unpacked, func(i int) int { return i })
	for _, p := range u.Parts {
		normalize(p)
	}
	opKey := func(o Op) string { return o.Op + "\x00" + o.Side + "\x00" + o.Kind + "\x00" + o.Value }
	u.BinOps = uniq(u.BinOps, opKey)
	u.Compares = uniq(u.Compares, opKey)
	litKey := func(l Literal) string { return l.Kind + "\x00" + l.Value }
	u.Contains = uniq(u.Contains, litKey)
	u.OneOf = uniq(u.OneOf, litKey)
	u.IsInstance = uniq(u.IsInstance, func(s string) string { return s })
	normalize(u.Entered)
	u.Converted = uniq(u.Converted, func(s string) string { return s })
	u.Args = uniq(u.Args, func(g Arg) string { return fmt.Sprintf("%s\x00%06d\x00%s", g.Callee, g.Pos+1, g.Keyword) })
}

func keyString(k Key) string {
	s := k.Kind + "\x00" + k.Value
	for _, p := range k.Parts {
		s += "\x01" + keyString(p)
	}
	return s
}

// uniq sorts xs by key and drops later elements with an equal key.
func uniq[T any, K cmp.Ordered](xs []T, key func(T) K) []T {
	if len(xs) == 0 {
		return nil
	}
	sort.SliceStable(xs, func(i, j int) bool { return key(xs[i]) < key(xs[j]) })
	out := xs[:1]
	for _, x := range xs[1:] {
		if key(x) != key(out[len(out)-1]) {
			out = append(out, x)
		}
	}
	return out
}
