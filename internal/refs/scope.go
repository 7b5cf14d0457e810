package refs

import (
	"sort"
	"strings"
)

// The binding pass: one walk over the tree records every scope, every name
// binding (with the byte position at which its value exists) and every name
// read, the way CPython's symbol table sees them. Resolution runs after the
// walk, when all bindings of all scopes are known, because a name bound
// anywhere in a function is local to all of it.

type scopeKind int

const (
	moduleScope   scopeKind = iota
	functionScope           // def, lambda, and the annotation scope of type parameters
	classScope
	comprehensionScope
)

type scope struct {
	kind   scopeKind
	parent *scope
	syms   map[string]*sym
	star   bool // holds a star import: may define any name
}

type sym struct {
	local    bool     // bound here (assignment, import, def, parameter, del, annotation)
	global   bool     // declared global here
	nonlocal bool     // declared nonlocal here
	binds    []uint32 // positions at which a value is bound, sorted after the walk
}

func (s *scope) sym(name string) *sym {
	y := s.syms[name]
	if y == nil {
		y = &sym{}
		s.syms[name] = y
	}
	return y
}

// resolution says where a read finds its name.
type resolution int

const (
	resLocal     resolution = iota // a binding in scope def
	resBuiltin                     // a builtin, or an implicit name (__class__)
	resStar                        // only a star import can provide it
	resUndefined                   // nothing binds it
)

type read struct {
	n    *node
	name string
	s    *scope // scope the read occurs in
	res  resolution
	def  *scope // resLocal: scope holding the binding
	// early: the read happens at import time before the module binds the
	// name, or the module never binds it a value.
	early bool
}

// bindEvent is a binding waiting for global and nonlocal declarations to be
// known; value is false for del and bare annotations, which make a name
// local without giving it a value.
type bindEvent struct {
	s     *scope
	name  string
	pos   uint32
	value bool
}

// funcInfo describes a function or class defined in the snippet, so that an
// argument's usage can follow into the parameter that receives it.
type funcInfo struct {
	body   *scope
	params []param
	from   uint32 // where the parameters are bound
}

type param struct {
	name    string
	kwOnly  bool
	posOnly bool
	star    bool // *args or **kwargs: receives no single argument
}

type varKey struct {
	s    *scope
	name string
}

type binder struct {
	src        []byte
	mod        *scope
	reads      []*read
	readOf     map[*node]*read
	events     []bindEvent
	compScope  map[*node]*scope // comprehension node -> its scope
	funcs      map[varKey]*funcInfo
	classes    map[varKey]*scope // class name -> body scope
	lazyAnn    bool              // from __future__ import annotations
	starMods   []string
	errorLines []int
	varReads   map[varKey][]*read // resolved reads by binding scope and name, by position
	scopes     []*scope
	// shadowed are builtin names something outside the module binds (the
	// parameters of the function a body was cut from): undefined here.
	shadowed map[string]bool
}

func (b *binder) newScope(kind scopeKind, parent *scope) *scope {
	s := &scope{kind: kind, parent: parent, syms: map[string]*sym{}}
	b.scopes = append(b.scopes, s)
	return s
}

func (b *binder) text(n *node) string { return string(b.src[n.start:n.end]) }

func (b *binder) addRead(n *node, s *scope) {
	name := b.text(n)
	if name == "" { // MISSING identifier of a recovered syntax error
		return
	}
	r := &read{n: n, name: name, s: s}
	b.reads = append(b.reads, r)
	b.readOf[n] = r
}

func (b *binder) bind(s *scope, name string, pos uint32, value bool) {
	if name == "" {
		return
	}
	b.events = append(b.events, bindEvent{s, name, pos, value})
}

// visit records the reads and bindings in n, which is evaluated in scope s.
// It recurses along the tree's depth; Go stacks grow as needed.
func (b *binder) visit(n *node, s *scope) {
	switch n.typ {
	case "identifier":
		b.addRead(n, s)
	case "comment", "line_continuation", "string_content", "escape_sequence", "type_conversion":
	case "attribute":
		if o := n.child("object"); o != nil {
			b.visit(o, s)
		}
	case "keyword_argument":
		if v := n.child("value"); v != nil {
			b.visit(v, s)
		}
	case "dotted_name", "member_type": // outside imports and patterns: a.b.c reads a
		if f := n.firstNamed(); f != nil {
			b.visit(f, s)
		}
	case "assignment":
		b.assignment(n, s)
	case "augmented_assignment":
		left, right := n.child("left"), n.child("right")
		if right != nil {
			b.visit(right, s)
		}
		if left != nil {
			if left.typ == "identifier" {
				b.addRead(left, s)
				b.bind(s, b.text(left), n.end, true)
			} else {
				b.visit(left, s)
			}
		}
	case "named_expression":
		if v := n.child("value"); v != nil {
			b.visit(v, s)
		}
		if name := n.child("name"); name != nil {
			// A walrus in a comprehension binds in the enclosing scope.
			t := s
			for t.kind == comprehensionScope {
				t = t.parent
			}
			b.bind(t, b.text(name), n.end, true)
		}
	case "for_statement":
		b.forStatement(n, s)
	case "with_statement":
		b.withStatement(n, s)
	case "except_clause", "except_group_clause":
		b.exceptClause(n, s)
	case "decorated_definition":
		b.visitKids(n, s)
	case "function_definition":
		b.function(n, s)
	case "lambda":
		b.lambda(n, s)
	case "class_definition":
		b.class(n, s)
	case "list_comprehension", "set_comprehension", "dictionary_comprehension", "generator_expression":
		b.comprehension(n, s)
	case "global_statement", "nonlocal_statement":
		for _, k := range n.namedKids() {
			if k.typ == "identifier" {
				y := s.sym(b.text(k))
				if n.typ == "global_statement" {
					y.global = true
				} else {
					y.nonlocal = true
				}
			}
		}
	case "import_statement", "import_from_statement":
		b.importStmt(n, s)
	case "future_import_statement":
		if strings.Contains(b.text(n), "annotations") {
			b.lazyAnn = true
		}
	case "delete_statement":
		for _, k := range n.namedKids() {
			b.delTarget(k, s)
		}
	case "case_clause":
		for _, k := range n.namedKids() {
			if k.typ == "case_pattern" {
				b.pattern(k, s, k.end)
			} else {
				b.visit(k, s)
			}
		}
	case "type":
		if !b.lazyAnn {
			b.visitKids(n, s)
		}
	case "type_alias_statement":
		ts := n.namedKids()
		if len(ts) > 0 {
			if id := firstIdentifier(ts[0]); id != nil {
				b.bind(s, b.text(id), n.end, true)
			}
			for _, t := range ts[1:] {
				b.visit(t, s)
			}
		}
	case "ERROR":
		b.errorNode(n, s)
	default:
		b.visitKids(n, s)
	}
}

func (b *binder) visitKids(n *node, s *scope) {
	for _, k := range n.kids {
		if k.named {
			b.visit(k, s)
		}
	}
}

func (b *binder) assignment(n *node, s *scope) {
	left, right, typ := n.child("left"), n.child("right"), n.child("type")
	if right != nil {
		b.visit(right, s)
	}
	// Annotations of local variables are never evaluated.
	if typ != nil && s.kind != functionScope {
		b.visit(typ, s)
	}
	if left == nil {
		return
	}
	if right == nil && typ != nil {
		// "x: int" makes x local without a value.
		if left.typ == "identifier" {
			b.bind(s, b.text(left), n.end, false)
		} else {
			b.visit(left, s)
		}
		return
	}
	b.target(left, s, n.end)
}

// target records the bindings of an assignment target; the objects of
// attribute and subscript targets are reads.
func (b *binder) target(t *node, s *scope, pos uint32) {
	switch t.typ {
	case "identifier":
		b.bind(s, b.text(t), pos, true)
	case "pattern_list", "tuple_pattern", "list_pattern", "tuple", "list", "expression_list",
		"parenthesized_expression", "list_splat_pattern", "list_splat", "as_pattern_target":
		for _, k := range t.namedKids() {
			b.target(k, s, pos)
		}
	case "comment", "line_continuation":
	default: // attribute, subscript, or a broken target
		b.visit(t, s)
	}
}

// delTarget: del x needs x bound (a read) and makes it local.
func (b *binder) delTarget(t *node, s *scope) {
	switch t.typ {
	case "identifier":
		b.addRead(t, s)
		b.bind(s, b.text(t), t.end, false)
	case "expression_list", "tuple", "list", "parenthesized_expression":
		for _, k := range t.namedKids() {
			b.delTarget(k, s)
		}
	default:
		b.visit(t, s)
	}
}

func (b *binder) forStatement(n *node, s *scope) {
	body := n.child("body")
	pos := n.end
	if body != nil {
		pos = body.start
	}
	for _, k := range n.kids {
		switch {
		case !k.named:
		case k.field == "left":
			b.target(k, s, pos)
		default:
			b.visit(k, s)
		}
	}
}

func (b *binder) withStatement(n *node, s *scope) {
	body := n.child("body")
	pos := n.end
	if body != nil {
		pos = body.start
	}
	var items func(x *node)
	items = func(x *node) {
		for _, k := range x.namedKids() {
			switch k.typ {
			case "with_clause", "with_item":
				items(k)
			case "as_pattern":
				b.asPattern(k, s, pos)
			default:
				b.visit(k, s)
			}
		}
	}
	for _, k := range n.namedKids() {
		if k.typ == "with_clause" {
			items(k)
		} else {
			b.visit(k, s)
		}
	}
}

// asPattern handles "E as target" of with and except: E is read, the
// target bound at pos.
func (b *binder) asPattern(n *node, s *scope, pos uint32) {
	for _, k := range n.namedKids() {
		if k.field == "alias" || k.typ == "as_pattern_target" {
			b.target(k, s, pos)
		} else {
			b.visit(k, s)
		}
	}
}

func (b *binder) exceptClause(n *node, s *scope) {
	pos := n.end
	for _, k := range n.kids {
		if k.typ == "block" {
			pos = k.start
		}
	}
	comma := false // Python 2: except E, e binds e
	for _, k := range n.kids {
		switch {
		case !k.named:
			comma = comma || k.typ == ","
		case k.typ == "as_pattern":
			b.asPattern(k, s, pos)
		case comma && k.typ != "block":
			b.target(k, s, pos)
		default:
			b.visit(k, s)
		}
	}
}

func (b *binder) function(n *node, s *scope) {
	outer := b.typeParams(n, s)
	f := b.newScope(functionScope, outer)
	info := &funcInfo{body: f, from: n.start}
	if ps := n.child("parameters"); ps != nil {
		info.params = b.params(ps, s, outer, f)
		info.from = ps.end
	}
	for _, k := range n.kids {
		switch {
		case !k.named || k.field == "name" || k.field == "parameters" || k.field == "type_parameters":
		case k.field == "body":
			b.visit(k, f)
		default: // return annotation
			b.visit(k, outer)
		}
	}
	if name := n.child("name"); name != nil {
		b.bind(s, b.text(name), n.end, true)
		b.funcs[varKey{s, b.text(name)}] = info
	}
}

// typeParams opens the annotation scope of PEP 695 type parameters
// (def f[T](...)), where the parameters' annotations see T.
func (b *binder) typeParams(n *node, s *scope) *scope {
	tp := n.child("type_parameters")
	if tp == nil {
		return s
	}
	a := b.newScope(functionScope, s)
	for _, k := range tp.namedKids() {
		if id := firstIdentifier(k); id != nil {
			b.bind(a, b.text(id), 0, true)
		}
	}
	return a
}

func firstIdentifier(n *node) *node {
	if n.typ == "identifier" {
		return n
	}
	for _, k := range n.kids {
		if id := firstIdentifier(k); id != nil {
			return id
		}
	}
	return nil
}

// params binds the parameters in f; defaults are evaluated in s and
// annotations in ann (s, or the type-parameter scope).
func (b *binder) params(ps *node, s, ann, f *scope) []param {
	var out []param
	kwOnly := false
	for _, p := range ps.namedKids() {
		var name string
		star := false
		switch p.typ {
		case "identifier":
			name = b.text(p)
		case "default_parameter", "typed_default_parameter", "typed_parameter":
			for _, k := range p.namedKids() {
				switch {
				case k.field == "value":
					b.visit(k, s)
				case k.typ == "type":
					if !b.lazyAnn {
						b.visit(k, ann)
					}
				case name == "" && k.typ == "identifier":
					name = b.text(k)
				case name == "" && (k.typ == "list_splat_pattern" || k.typ == "dictionary_splat_pattern"):
					if id := firstIdentifier(k); id != nil {
						name, star = b.text(id), true
						kwOnly = kwOnly || k.typ == "list_splat_pattern"
					}
				}
			}
		case "list_splat_pattern", "dictionary_splat_pattern":
			if id := firstIdentifier(p); id != nil {
				name, star = b.text(id), true
			}
		case "keyword_separator":
			kwOnly = true
			continue
		case "positional_separator":
			for i := range out {
				out[i].posOnly = true
			}
			continue
		case "tuple_pattern", "list_pattern": // Python 2: def f((a, b))
			b.target(p, f, ps.end)
			out = append(out, param{star: true})
			continue
		default:
			b.visit(p, s)
			continue
		}
		if name == "" {
			continue
		}
		b.bind(f, name, ps.end, true)
		out = append(out, param{name: name, kwOnly: kwOnly && !star, star: star})
		if p.typ == "list_splat_pattern" {
			kwOnly = true
		}
	}
	return out
}

func (b *binder) lambda(n *node, s *scope) {
	f := b.newScope(functionScope, s)
	for _, k := range n.kids {
		switch {
		case !k.named:
		case k.field == "parameters":
			b.params(k, s, s, f)
		case k.field == "body":
			b.visit(k, f)
		default:
			b.visit(k, s)
		}
	}
}

func (b *binder) class(n *node, s *scope) {
	outer := b.typeParams(n, s)
	c := b.newScope(classScope, outer)
	for _, k := range n.kids {
		switch {
		case !k.named || k.field == "name" || k.field == "type_parameters":
		case k.field == "body":
			b.visit(k, c)
		default: // bases and keywords
			b.visit(k, outer)
		}
	}
	if name := n.child("name"); name != nil {
		b.bind(s, b.text(name), n.end, true)
		b.classes[varKey{s, b.text(name)}] = c
	}
}

// comprehension: its own scope, except the first iterable, which is
// evaluated in the enclosing one. Its variables are bound from its start,
// since the element expression comes first in the text.
func (b *binder) comprehension(n *node, s *scope) {
	c := b.newScope(comprehensionScope, s)
	b.compScope[n] = c
	first := true
	for _, k := range n.namedKids() {
		if k.typ != "for_in_clause" {
			b.visit(k, c)
			continue
		}
		for _, x := range k.namedKids() {
			switch {
			case x.field == "left":
				b.target(x, c, n.start)
			case first:
				b.visit(x, s)
			default:
				b.visit(x, c)
			}
		}
		first = false
	}
}

func (b *binder) importStmt(n *node, s *scope) {
	for _, k := range n.namedKids() {
		if k.field == "module_name" {
			continue
		}
		switch k.typ {
		case "dotted_name":
			// import a.b binds a; from m import a binds a.
			if id := k.firstNamed(); id != nil {
				b.bind(s, b.text(id), n.end, true)
			}
		case "aliased_import":
			if a := k.child("alias"); a != nil {
				b.bind(s, b.text(a), n.end, true)
			}
		case "wildcard_import":
			s.star = true
			if m := n.child("module_name"); m != nil {
				b.starMods = append(b.starMods, strings.Join(strings.Fields(b.text(m)), ""))
			}
		}
	}
}

// pattern records the bindings of a match-case pattern: capture names are
// bound, dotted value patterns and class names are read.
func (b *binder) pattern(p *node, s *scope, pos uint32) {
	switch p.typ {
	case "dotted_name":
		ks := p.namedKids()
		if len(ks) == 1 {
			b.bind(s, b.text(ks[0]), pos, true)
		} else if len(ks) > 1 {
			b.visit(ks[0], s)
		}
	case "identifier":
		b.bind(s, b.text(p), pos, true)
	case "class_pattern":
		for i, k := range p.namedKids() {
			if i == 0 && k.typ == "dotted_name" {
				b.visit(k, s)
			} else {
				b.pattern(k, s, pos)
			}
		}
	case "keyword_pattern":
		for i, k := range p.namedKids() {
			if i > 0 {
				b.pattern(k, s, pos)
			}
		}
	case "dict_pattern":
		for _, k := range p.namedKids() {
			if k.field == "key" {
				if k.typ == "dotted_name" {
					b.visit(k, s)
				}
				continue
			}
			b.pattern(k, s, pos)
		}
	case "case_pattern", "as_pattern", "union_pattern", "list_pattern", "tuple_pattern", "splat_pattern":
		for _, k := range p.namedKids() {
			b.pattern(k, s, pos)
		}
	}
}

// errorNode salvages what it can from a region tree-sitter could not parse:
// complete constructs inside are visited as usual; a loose identifier
// before "=" or after def, class, import, as, for, global is taken as bound,
// after "." as an attribute name, and otherwise as read.
func (b *binder) errorNode(n *node, s *scope) {
	b.errorLines = append(b.errorLines, n.line)
	prev := ""
	ks := n.kids
	for i, k := range ks {
		if isExtra(k) {
			continue
		}
		if !k.named {
			prev = k.typ
			continue
		}
		if k.typ != "identifier" {
			b.visit(k, s)
			prev = ""
			continue
		}
		next := ""
		for _, x := range ks[i+1:] {
			if !isExtra(x) {
				next = x.typ
				break
			}
		}
		name := b.text(k)
		switch {
		case prev == ".":
		case prev == "def" || prev == "class" || prev == "import" || prev == "as" || prev == "for" ||
			prev == "global" || prev == "nonlocal" || next == "=" || next == ":=":
			b.bind(s, name, k.end, true)
		case strings.HasSuffix(next, "=") && len(next) >= 2 && next != "==" && next != "!=" && next != "<=" && next != ">=":
			b.addRead(k, s)
			b.bind(s, name, k.end, true)
		default:
			b.addRead(k, s)
		}
		prev = ""
	}
}

// settle applies the bindings now that declarations are known, then
// resolves every read.
func (b *binder) settle() {
	var later []bindEvent
	for _, e := range b.events {
		if y := e.s.syms[e.name]; y != nil && (y.global || y.nonlocal) {
			later = append(later, e)
			continue
		}
		y := e.s.sym(e.name)
		y.local = true
		if e.value {
			y.binds = append(y.binds, e.pos)
		}
	}
	// Every scope's own names are known now, which nonlocal lookups need.
	for _, e := range later {
		if e.s.syms[e.name].global {
			y := b.mod.sym(e.name)
			y.local = true
			if e.value {
				y.binds = append(y.binds, e.pos)
			}
		}
	}
	for _, e := range later {
		if e.s.syms[e.name].nonlocal {
			if t := nonlocalScope(e.s, e.name); t != nil && e.value {
				y := t.syms[e.name]
				y.binds = append(y.binds, e.pos)
			}
		}
	}
	for _, sc := range b.scopes {
		for _, y := range sc.syms {
			sort.Slice(y.binds, func(i, j int) bool { return y.binds[i] < y.binds[j] })
		}
	}
	for _, r := range b.reads {
		r.res, r.def = b.resolve(r.s, r.name, r.n.start)
		if r.res == resLocal && r.def == b.mod && (!isBuiltin(r.name) || b.shadowed[r.name]) {
			binds := b.mod.syms[r.name].binds
			r.early = importTime(r.s) && r.n.start < binds[0]
		}
		if r.res == resLocal {
			k := varKey{r.def, r.name}
			b.varReads[k] = append(b.varReads[k], r)
		}
	}
	for _, rs := range b.varReads {
		sort.SliceStable(rs, func(i, j int) bool { return rs[i].n.start < rs[j].n.start })
	}
}

// nonlocalScope is the nearest enclosing function scope binding name.
func nonlocalScope(s *scope, name string) *scope {
	for p := s.parent; p != nil; p = p.parent {
		if p.kind == classScope || p.kind == comprehensionScope {
			continue
		}
		if p.kind == moduleScope {
			return nil
		}
		if y := p.syms[name]; y != nil && (y.local || y.nonlocal) && !y.global {
			if y.nonlocal {
				return nonlocalScope(p, name)
			}
			return p
		}
	}
	return nil
}

// bindScope is the scope in which a binding of name in s lands.
func (b *binder) bindScope(s *scope, name string) *scope {
	if y := s.syms[name]; y != nil {
		if y.global {
			return b.mod
		}
		if y.nonlocal {
			if t := nonlocalScope(s, name); t != nil {
				return t
			}
		}
	}
	return s
}

// resolve finds where a read of name in s at pos gets its value.
func (b *binder) resolve(s *scope, name string, pos uint32) (resolution, *scope) {
	if y := s.syms[name]; y != nil {
		switch {
		case y.global:
			return b.global(name)
		case y.nonlocal:
			if t := nonlocalScope(s, name); t != nil {
				return resLocal, t
			}
			return resUndefined, nil
		case y.local:
			// A class body reads its own names from its namespace only
			// once bound; before that, from the globals.
			if s.kind == moduleScope || s.kind == classScope && (len(y.binds) == 0 || pos < y.binds[0]) {
				return b.global(name)
			}
			return resLocal, s
		}
	}
	if s.kind == classScope && (name == "__module__" || name == "__qualname__") {
		return resBuiltin, nil
	}
	if name == "__class__" && s.kind != classScope {
		for p := s.parent; p != nil; p = p.parent {
			if p.kind == classScope {
				return resBuiltin, nil
			}
		}
	}
	if s.star && s.kind != moduleScope {
		return resStar, nil
	}
	for p := s.parent; p != nil; p = p.parent {
		if p.kind == classScope {
			continue // class bodies are invisible to nested scopes
		}
		if p.kind == moduleScope {
			break
		}
		if y := p.syms[name]; y != nil {
			switch {
			case y.global:
				return b.global(name)
			case y.nonlocal:
				if t := nonlocalScope(p, name); t != nil {
					return resLocal, t
				}
				return resUndefined, nil
			case y.local:
				return resLocal, p
			}
		}
		if p.star {
			return resStar, nil
		}
	}
	return b.global(name)
}

// global resolves a module-level name. A name that del or a bare
// annotation makes global, but that nothing gives a value, is undefined.
func (b *binder) global(name string) (resolution, *scope) {
	if y := b.mod.syms[name]; y != nil && len(y.binds) > 0 {
		return resLocal, b.mod
	}
	if isBuiltin(name) && !b.shadowed[name] {
		return resBuiltin, nil
	}
	if b.mod.star {
		return resStar, nil
	}
	return resUndefined, nil
}

// importTime reports whether code in s runs when the module runs, rather
// than when some function is called.
func importTime(s *scope) bool {
	for p := s; p != nil; p = p.parent {
		if p.kind == functionScope {
			return false
		}
	}
	return true
}
