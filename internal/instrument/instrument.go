// Package instrument is the instrumentation phase of learning-guided
// execution (LExecutor style): a source-to-source rewrite of Python that
// routes every read of a name, every read of an attribute and every call
// through the loader functions _n_, _a_ and _c_, and turns imports into
// assignments from _im_, _fr_ and _st_ (docs/lexecutor-contract.md, section 1).
//
// The rewrite never adds or removes a line break, so every statement stays on
// its original line(s) and the line table of the original applies to the
// instrumented code; only columns shift.
package instrument

import (
	"bytes"
	"fmt"
	"sort"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"

	"unstuck/internal/pyparse"
)

// Site is one rewritten read, call or import. Positions are those of the
// original source: 1-based lines, 0-based byte columns.
type Site struct {
	ID      int      `json:"id"`
	Kind    string   `json:"kind"` // name | attribute | call | import
	Name    string   `json:"name"` // identifier (mangled in classes), callee text, or module (".m" when relative)
	Line    int      `json:"line"`
	Col     int      `json:"col"`
	EndLine int      `json:"end_line"`
	EndCol  int      `json:"end_col"`
	Before  []string `json:"before"` // up to 10 source tokens before the site
	After   []string `json:"after"`  // up to 10 source tokens after the site
	// Role is the syntactic use that constrains what an injected value must
	// be: "exception" for the class in an except clause or raise statement;
	// else the value's own use: "called", "iterated", "subscripted",
	// "attr:NAME" (instrument.go valueUse), or "".
	Role string `json:"role,omitempty"`
	// Guarded: the site is in the body of a try, in the same function,
	// whose handlers catch the error a miss here raises (NameError for a
	// name, AttributeError for an attribute), so the code handles the miss
	// itself and the loader lets the error raise instead of injecting.
	Guarded bool `json:"guarded,omitempty"`
	// Elem is the name a for loop or comprehension binds each element of
	// the site's value to (for x in SITE, for i, x in enumerate(SITE),
	// sorted/reversed/list/tuple(SITE)), read from line ElemStart to
	// ElemEnd (the loop or comprehension): the reads of Elem say what the
	// value's elements are.
	Elem      string `json:"elem,omitempty"`
	ElemStart int    `json:"elem_start,omitempty"`
	ElemEnd   int    `json:"elem_end,omitempty"`
}

// Site kinds.
const (
	KindName      = "name"
	KindAttribute = "attribute"
	KindCall      = "call"
	KindImport    = "import"
)

// Skip records a construct that was deliberately left as it was: a
// future import, an import guarded by an ImportError handler, a call of
// super/locals/vars/dir/globals/eval/exec, a Python 2 print or exec
// statement, a region tree-sitter could not parse.
type Skip struct {
	Line   int    `json:"line"`
	Col    int    `json:"col"`
	Kind   string `json:"kind"` // tree-sitter node type
	Reason string `json:"reason"`
}

// Program is the instrumented source and its site table.
type Program struct {
	Source  []byte
	Sites   []Site
	Skipped []Skip
}

// Instrument rewrites a parsed file. Regions tree-sitter could not parse
// (ERROR nodes) are copied unchanged and reported in Skipped; the only error
// is a broken line-preservation invariant, which would be a bug here.
func Instrument(t *pyparse.Tree) (*Program, error) { return InstrumentFrom(t, 0) }

// InstrumentFrom is Instrument with site ids starting after offset, so that
// several files instrumented for one process have ids unique among them.
func InstrumentFrom(t *pyparse.Tree, offset int) (*Program, error) {
	r := &rewriter{src: t.Src, cur: sitter.NewTreeCursor(t.Root), offset: offset}
	for _, st := range pyparse.Children(t.Root) {
		if st.Type() == "future_import_statement" && strings.Contains(r.text(st), "annotations") {
			r.lazyAnnotations = true
		}
	}
	defer r.cur.Close()
	r.toks = r.tokens(t.Root)
	var w bytes.Buffer
	w.Grow(len(t.Src) * 3)
	w.Write(t.Src[:t.Root.StartByte()])
	r.emit(&w, t.Root, ctx{})
	w.Write(t.Src[t.Root.EndByte():])
	out := w.Bytes()
	if a, b := bytes.Count(t.Src, []byte{'\n'}), bytes.Count(out, []byte{'\n'}); a != b {
		return nil, fmt.Errorf("instrument: line count changed from %d to %d", a, b)
	}
	for i := range r.sites {
		r.context(&r.sites[i], r.spans[i][0], r.spans[i][1])
		r.sites[i].Role = role(t.Root, t.Src, r.sites[i])
		r.sites[i].Elem, r.sites[i].ElemStart, r.sites[i].ElemEnd = elemTarget(t.Root, t.Src, r.sites[i])
	}
	return &Program{Source: out, Sites: r.sites, Skipped: r.skips}, nil
}

// ctx is what the walk knows about the scope it is in.
type ctx struct {
	classBody bool     // directly in a class body: name reads use the locals() form
	cls       string   // class whose private names (__x) are mangled, "" if none
	guard     catchSet // errors caught by the handlers of the try bodies around, in this function
}

// inner is the context of an expression scope (lambda, comprehension): it
// runs while the statement around it does, so the try around stays.
func (c ctx) inner() ctx { return ctx{cls: c.cls, guard: c.guard} }

// body is the context of a def's body: another function, run at another
// time, where the try around the definition does not apply. (Nor is a
// try around a call carried into the callee: handlers are matched
// lexically, so "try: main() except Exception:" does not stop injection
// inside main.)
func (c ctx) body() ctx { return ctx{cls: c.cls} }

// catchSet is which of the errors a missing value raises a try's handlers
// catch.
type catchSet uint8

const (
	catchName   catchSet = 1 << iota // NameError: a missing name
	catchAttr                        // AttributeError: a missing attribute
	catchImport                      // ImportError: a missing module or name in one
	catchAll    = catchName | catchAttr | catchImport
)

// handlerCatches maps an except clause's class (its last dotted part) to
// what it catches; every one of the three errors is an Exception.
var handlerCatches = map[string]catchSet{
	"NameError": catchName, "AttributeError": catchAttr,
	"ImportError": catchImport, "ModuleNotFoundError": catchImport,
	"Exception": catchAll, "BaseException": catchAll,
}

type rewriter struct {
	src    []byte
	sites  []Site
	spans  [][2]uint32 // byte span of each site in the original
	skips  []Skip
	toks   []token
	cur    *sitter.TreeCursor
	offset int // added to every site id
	// splat is a list_splat that tree-sitter put at the bottom of a call or
	// attribute chain ("*f().g" read as "(*f)().g"); its star is written
	// before the chain instead.
	splat *node
	// lazyAnnotations: "from __future__ import annotations" turns every
	// annotation into a string that tools such as dataclasses read as
	// text, so annotations stay as written; otherwise they are ordinary
	// expressions, evaluated at definition time, and rewritten like any.
	lazyAnnotations bool
}

// leftSplat returns the splat at the bottom of n's call/attribute/subscript
// chain, or nil.
func leftSplat(n *node) *node {
	for n != nil {
		switch n.Type() {
		case "call":
			n = n.ChildByFieldName("function")
		case "attribute":
			n = n.ChildByFieldName("object")
		case "subscript":
			n = n.ChildByFieldName("value")
		case "list_splat", "dictionary_splat":
			return n
		default:
			return nil
		}
	}
	return nil
}

// kids returns all children of n, named or not. (Node.Child(i) walks the
// siblings from the first, which makes loops over it quadratic.)
func (r *rewriter) kids(n *node) []*node {
	r.cur.Reset(n)
	if !r.cur.GoToFirstChild() {
		return nil
	}
	var out []*node
	for {
		out = append(out, r.cur.CurrentNode())
		if !r.cur.GoToNextSibling() {
			return out
		}
	}
}

// named returns the named children of n.
func (r *rewriter) named(n *node) []*node {
	var out []*node
	for _, ch := range r.kids(n) {
		if ch.IsNamed() {
			out = append(out, ch)
		}
	}
	return out
}

type node = pyparse.Node

// frameCallees inspect the caller's frame: neither they nor their calls are
// wrapped.
var frameCallees = map[string]bool{
	"super": true, "locals": true, "vars": true, "dir": true,
	"globals": true, "eval": true, "exec": true,
}

// verbatim node types are copied unchanged.
var verbatim = map[string]bool{
	"comment": true, "global_statement": true, "nonlocal_statement": true,
	"type_parameter": true, "dotted_name": true, "case_pattern": true,
	"type_alias_statement": true, "string_content": true, "line_continuation": true,
}

// isExtra reports the nodes that may appear anywhere: comments and
// backslash continuations.
func isExtra(n *node) bool { return n.Type() == "comment" || n.Type() == "line_continuation" }

func (r *rewriter) text(n *node) string { return string(r.src[n.StartByte():n.EndByte()]) }

// same reports whether a and b are the same node (b may be nil).
func same(a, b *node) bool {
	return b != nil && a.StartByte() == b.StartByte() && a.EndByte() == b.EndByte() && a.Type() == b.Type()
}

func (r *rewriter) site(kind, name string, n *node) int {
	id := r.offset + len(r.sites) + 1
	s, e := n.StartPoint(), n.EndPoint()
	r.sites = append(r.sites, Site{ID: id, Kind: kind, Name: name,
		Line: int(s.Row) + 1, Col: int(s.Column), EndLine: int(e.Row) + 1, EndCol: int(e.Column)})
	r.spans = append(r.spans, [2]uint32{n.StartByte(), n.EndByte()})
	return id
}

func (r *rewriter) skip(n *node, reason string) {
	p := n.StartPoint()
	r.skips = append(r.skips, Skip{Line: int(p.Row) + 1, Col: int(p.Column), Kind: n.Type(), Reason: reason})
}

// each copies n with the text between children unchanged, letting f write
// each child.
func (r *rewriter) each(w *bytes.Buffer, n *node, f func(ch *node)) {
	pos := n.StartByte()
	for _, ch := range r.kids(n) {
		if ch.StartByte() > pos {
			w.Write(r.src[pos:ch.StartByte()])
		}
		if ch.StartByte() < pos {
			continue // overlapping (never seen; keep the output well formed)
		}
		f(ch)
		pos = ch.EndByte()
	}
	if n.EndByte() > pos {
		w.Write(r.src[pos:n.EndByte()])
	}
}

// generic copies n with every child rewritten in context c.
func (r *rewriter) generic(w *bytes.Buffer, n *node, c ctx) {
	r.each(w, n, func(ch *node) { r.emit(w, ch, c) })
}

// emit writes the rewrite of n, an expression or statement in load position.
func (r *rewriter) emit(w *bytes.Buffer, n *node, c ctx) {
	typ := n.Type()
	switch {
	case typ == "type_parameter" && n.Parent() != nil && n.Parent().Type() == "generic_type":
		// The [...] of an annotation's generic type (Dict[str, Line]) is
		// evaluated with the annotation, in load position; only PEP 695's
		// def f[T] binds its names and stays as written.
		r.generic(w, n, c)
		return
	case verbatim[typ] || n.ChildCount() == 0 && typ != "identifier":
		w.Write(r.src[n.StartByte():n.EndByte()])
		return
	}
	if r.splat == nil && (typ == "call" || typ == "attribute" || typ == "subscript") {
		if s := leftSplat(n); s != nil && s.NamedChildCount() == 1 {
			w.Write(r.src[s.StartByte():s.NamedChild(0).StartByte()])
			r.splat = s
			r.emit(w, n, c)
			r.splat = nil
			return
		}
	}
	if typ == "type" && r.lazyAnnotations {
		w.Write(r.src[n.StartByte():n.EndByte()])
		r.skip(n, "annotation under from __future__ import annotations")
		return
	}
	if r.splat != nil && same(n, r.splat) {
		r.emit(w, n.NamedChild(0), c)
		return
	}
	switch typ {
	case "identifier":
		r.name(w, n, c)
	case "attribute":
		r.attribute(w, n, c)
	case "call":
		r.call(w, n, c)
	case "import_statement":
		r.importStmt(w, n, c)
	case "import_from_statement":
		r.importFrom(w, n, c)
	case "future_import_statement":
		w.WriteString(r.text(n))
		r.skip(n, "from __future__ import is a compiler directive")
	case "print_statement", "exec_statement":
		w.WriteString(r.text(n))
		r.skip(n, "Python 2 statement")
	case "ERROR":
		w.WriteString(r.text(n))
		r.skip(n, "syntax error")
	case "class_definition":
		r.class(w, n, c)
	case "function_definition":
		r.function(w, n, c)
	case "lambda":
		r.lambda(w, n, c)
	case "list_comprehension", "set_comprehension", "dictionary_comprehension", "generator_expression":
		r.comprehension(w, n, c)
	case "for_statement", "assignment", "augmented_assignment":
		left := n.ChildByFieldName("left")
		r.each(w, n, func(ch *node) {
			if same(ch, left) {
				r.target(w, ch, c)
			} else {
				r.emit(w, ch, c)
			}
		})
	case "named_expression", "keyword_argument":
		name := n.ChildByFieldName("name")
		r.each(w, n, func(ch *node) {
			if same(ch, name) {
				w.WriteString(r.text(ch))
			} else {
				r.emit(w, ch, c)
			}
		})
	case "as_pattern":
		// with-items and except clauses: the alias is a write target.
		r.each(w, n, func(ch *node) {
			if ch.Type() == "as_pattern_target" {
				r.target(w, ch, c)
			} else {
				r.emit(w, ch, c)
			}
		})
	case "delete_statement":
		r.each(w, n, func(ch *node) { r.target(w, ch, c) })
	case "try_statement":
		r.try(w, n, c)
	case "interpolation", "format_expression":
		r.interpolation(w, n, c)
	default:
		r.generic(w, n, c)
	}
}

// name rewrites a name read.
func (r *rewriter) name(w *bytes.Buffer, n *node, c ctx) {
	x := r.text(n)
	id := r.site(KindName, mangle(x, c.cls), n)
	r.sites[len(r.sites)-1].Guarded = c.guard&catchName != 0
	if c.classBody {
		fmt.Fprintf(w, "_n_(%d, lambda: %s, locals())", id, x)
	} else {
		fmt.Fprintf(w, "_n_(%d, lambda: %s)", id, x)
	}
}

// attribute rewrites an attribute read E.attr as _a_(ID, E'). Line breaks
// and comments between E and the attribute name stay, inside the call's
// parentheses.
func (r *rewriter) attribute(w *bytes.Buffer, n *node, c ctx) {
	obj, attr := n.ChildByFieldName("object"), n.ChildByFieldName("attribute")
	if obj == nil || attr == nil {
		r.generic(w, n, c)
		return
	}
	id := r.site(KindAttribute, mangle(r.text(attr), c.cls), n)
	r.sites[len(r.sites)-1].Guarded = c.guard&catchAttr != 0
	fmt.Fprintf(w, "_a_(%d, ", id)
	seen := false
	r.each(w, n, func(ch *node) {
		switch {
		case same(ch, obj) && !seen:
			seen = true
			r.emit(w, ch, c)
		case isExtra(ch):
			w.WriteString(r.text(ch))
		}
	})
	w.WriteString(")")
}

// call rewrites F(args) as _c_(ID, F', args').
func (r *rewriter) call(w *bytes.Buffer, n *node, c ctx) {
	fn, args := n.ChildByFieldName("function"), n.ChildByFieldName("arguments")
	if fn == nil || args == nil {
		r.generic(w, n, c)
		return
	}
	callee := fn
	if r.splat != nil && same(fn, r.splat) {
		callee = fn.NamedChild(0)
	}
	if callee.Type() == "identifier" && frameCallees[r.text(callee)] {
		r.each(w, n, func(ch *node) {
			if same(ch, fn) {
				w.WriteString(r.text(callee))
			} else {
				r.emit(w, ch, c)
			}
		})
		r.skip(n, r.text(fn)+"() inspects the caller's frame")
		return
	}
	var inner []*node     // argument_list children between the parentheses
	var open, close *node // its parentheses
	if args.Type() == "argument_list" {
		ks := r.kids(args)
		k := len(ks)
		if k < 2 || ks[0].Type() != "(" || ks[k-1].Type() != ")" || ks[k-1].IsMissing() {
			r.generic(w, n, c)
			return
		}
		inner = ks[1 : k-1]
		open, close = ks[0], ks[k-1]
	}
	id := r.site(KindCall, r.text(fn), n)
	fmt.Fprintf(w, "_c_(%d, ", id)
	r.emit(w, fn, c)
	w.Write(r.src[fn.EndByte():args.StartByte()])
	if args.Type() != "argument_list" { // F(x for x in y)
		w.WriteString(", ")
		r.emit(w, args, c)
		w.WriteString(")")
		return
	}
	for _, ch := range inner {
		if ch.IsNamed() && !isExtra(ch) {
			w.WriteString(", ")
			break
		}
	}
	pos := open.EndByte()
	for _, ch := range inner {
		w.Write(r.src[pos:ch.StartByte()])
		r.emit(w, ch, c)
		pos = ch.EndByte()
	}
	w.Write(r.src[pos:close.StartByte()])
	w.WriteString(")")
}

// target writes a write target: names stay, the base of an attribute or a
// subscript is a read.
func (r *rewriter) target(w *bytes.Buffer, n *node, c ctx) {
	switch n.Type() {
	case "identifier", "comment", "line_continuation":
		w.WriteString(r.text(n))
	case "attribute":
		obj := n.ChildByFieldName("object")
		r.each(w, n, func(ch *node) {
			if same(ch, obj) {
				r.emit(w, ch, c)
			} else {
				w.WriteString(r.text(ch))
			}
		})
	case "pattern_list", "tuple_pattern", "list_pattern", "tuple", "list", "expression_list",
		"parenthesized_expression", "list_splat_pattern", "list_splat", "as_pattern_target":
		r.each(w, n, func(ch *node) { r.target(w, ch, c) })
	default:
		r.emit(w, n, c)
	}
}

func (r *rewriter) class(w *bytes.Buffer, n *node, c ctx) {
	name := n.ChildByFieldName("name")
	body := n.ChildByFieldName("body")
	cls := ""
	if name != nil {
		cls = r.text(name)
	}
	r.each(w, n, func(ch *node) {
		switch {
		case same(ch, name):
			w.WriteString(r.text(ch))
		case same(ch, body):
			// A class body runs where it stands: the try around stays.
			r.emit(w, ch, ctx{classBody: true, cls: cls, guard: c.guard})
		default: // bases and keywords are evaluated in the enclosing scope
			r.emit(w, ch, c)
		}
	})
}

func (r *rewriter) function(w *bytes.Buffer, n *node, c ctx) {
	name := n.ChildByFieldName("name")
	body := n.ChildByFieldName("body")
	r.each(w, n, func(ch *node) {
		switch {
		case same(ch, name):
			w.WriteString(r.text(ch))
		case same(ch, body):
			r.emit(w, ch, c.body())
		case ch.Type() == "parameters":
			r.params(w, ch, c)
		default: // return annotation: a type node, copied
			r.emit(w, ch, c)
		}
	})
}

func (r *rewriter) lambda(w *bytes.Buffer, n *node, c ctx) {
	body := n.ChildByFieldName("body")
	r.each(w, n, func(ch *node) {
		switch {
		case same(ch, body):
			r.emit(w, ch, c.inner())
		case ch.Type() == "lambda_parameters":
			r.params(w, ch, c)
		default:
			r.emit(w, ch, c)
		}
	})
}

// params writes a parameter list: only default values, evaluated in the
// enclosing scope c, are reads.
func (r *rewriter) params(w *bytes.Buffer, n *node, c ctx) {
	r.each(w, n, func(p *node) {
		switch p.Type() {
		case "default_parameter", "typed_default_parameter":
			value := p.ChildByFieldName("value")
			r.each(w, p, func(ch *node) {
				if same(ch, value) || ch.Type() == "type" {
					r.emit(w, ch, c)
				} else {
					w.WriteString(r.text(ch))
				}
			})
		case "typed_parameter":
			r.each(w, p, func(ch *node) {
				if ch.Type() == "type" {
					r.emit(w, ch, c)
				} else {
					w.WriteString(r.text(ch))
				}
			})
		default:
			w.WriteString(r.text(p))
		}
	})
}

// comprehension writes a comprehension or generator expression: its own
// scope, except for the first iterable, evaluated in the enclosing one.
func (r *rewriter) comprehension(w *bytes.Buffer, n *node, c ctx) {
	in := c.inner()
	first := true
	r.each(w, n, func(ch *node) {
		if ch.Type() == "for_in_clause" {
			outer := in
			if first {
				outer, first = c, false
			}
			r.forIn(w, ch, in, outer)
			return
		}
		r.emit(w, ch, in)
	})
}

func (r *rewriter) forIn(w *bytes.Buffer, n *node, in, iter ctx) {
	left := n.ChildByFieldName("left")
	afterIn := false
	r.each(w, n, func(ch *node) {
		switch {
		case same(ch, left) && !afterIn:
			r.target(w, ch, in)
		case ch.Type() == "in" && !ch.IsNamed():
			afterIn = true
			w.WriteString(r.text(ch))
		case afterIn:
			r.emit(w, ch, iter)
		default:
			r.emit(w, ch, in)
		}
	})
}

// try marks the body of a try statement with what its handlers catch of
// the errors a missing value raises: the code deals with such a miss itself
// there (a probe such as "try: unicode except NameError: unicode = str"),
// so the loaders let it raise (Site.Guarded) and imports stay as written.
// The handlers, else and finally clauses keep the guard of the try around.
func (r *rewriter) try(w *bytes.Buffer, n *node, c ctx) {
	body := n.ChildByFieldName("body")
	var catches catchSet
	for _, h := range r.named(n) {
		if h.Type() == "except_clause" || h.Type() == "except_group_clause" {
			catches |= r.catches(h)
		}
	}
	r.each(w, n, func(ch *node) {
		if same(ch, body) {
			bc := c
			bc.guard |= catches
			r.emit(w, ch, bc)
		} else {
			r.emit(w, ch, c)
		}
	})
}

// catches tells what an except clause catches of NameError, AttributeError
// and ImportError: a bare except, Exception and BaseException all three, a
// tuple the union of its members. A class known only at run time (a
// variable, another module's error) counts as catching none of them.
func (r *rewriter) catches(h *node) catchSet {
	var typ *node
	for _, ch := range r.named(h) {
		if !isExtra(ch) && ch.Type() != "block" {
			typ = ch
			break
		}
	}
	if typ == nil {
		return catchAll // bare except:
	}
	if typ.Type() == "as_pattern" {
		if ks := r.named(typ); len(ks) > 0 {
			typ = ks[0]
		}
	}
	var found catchSet
	var visit func(e *node)
	visit = func(e *node) {
		switch e.Type() {
		case "identifier":
			found |= handlerCatches[r.text(e)]
		case "attribute":
			if a := e.ChildByFieldName("attribute"); a != nil {
				found |= handlerCatches[r.text(a)]
			}
		case "tuple", "parenthesized_expression", "expression_list":
			for _, x := range r.named(e) {
				visit(x)
			}
		}
	}
	visit(typ)
	return found
}

// interpolation writes an f-string replacement field. A self-documenting
// field {expr=} prints its own text, so the text moves into the literal part:
// f"{x=}" -> f"x={_n_(1, lambda: x)!r}".
func (r *rewriter) interpolation(w *bytes.Buffer, n *node, c ctx) {
	expr := n.ChildByFieldName("expression")
	var eq, next *node
	ks := r.kids(n)
	for _, ch := range ks {
		if eq != nil && next == nil && !isExtra(ch) {
			next = ch
		}
		if !ch.IsNamed() && ch.Type() == "=" {
			eq = ch
		}
	}
	if expr != nil && expr.Type() == "named_expression" {
		// An unparenthesized walrus cannot stand in a replacement field:
		// tree-sitter misreads a format specifier that starts with "="
		// (f"{x:=^10}"). The name is a read, the rest is the specifier.
		if name := expr.ChildByFieldName("name"); name != nil {
			w.Write(r.src[n.StartByte():name.StartByte()])
			r.emit(w, name, c)
			w.Write(r.src[name.EndByte():n.EndByte()])
			return
		}
	}
	if eq == nil || expr == nil || next == nil {
		r.generic(w, n, c)
		return
	}
	open := ks[0]
	lit := string(r.src[open.EndByte():next.StartByte()])
	if strings.ContainsAny(lit, "\\\n\r") || open.Type() != "{" {
		w.WriteString(r.text(n))
		r.skip(n, "self-documenting f-string field spanning lines or holding a backslash")
		return
	}
	w.WriteString(strings.NewReplacer("{", "{{", "}", "}}").Replace(lit))
	w.Write(r.src[open.StartByte():expr.StartByte()]) // "{ {" must not become "{{"
	r.emit(w, expr, c)
	if next.Type() != "type_conversion" && next.Type() != "format_specifier" {
		w.WriteString("!r")
	}
	// The conversion and format specifier follow; the specifier may hold
	// nested fields, which are reads.
	r.eachFrom(w, n, next.StartByte(), c)
}

// eachFrom writes the children of n that start at or after pos, rewritten.
func (r *rewriter) eachFrom(w *bytes.Buffer, n *node, from uint32, c ctx) {
	pos := from
	for _, ch := range r.kids(n) {
		if ch.StartByte() < from {
			continue
		}
		w.Write(r.src[pos:ch.StartByte()])
		r.emit(w, ch, c)
		pos = ch.EndByte()
	}
	w.Write(r.src[pos:n.EndByte()])
}

// importStmt rewrites import a.b, c as d into assignments from _im_.
func (r *rewriter) importStmt(w *bytes.Buffer, n *node, c ctx) {
	if c.guard&catchImport != 0 {
		w.WriteString(r.text(n))
		r.skip(n, "import inside a try that handles ImportError")
		return
	}
	var parts []string
	for _, ch := range r.named(n) {
		mod, bind, flag := "", "", 0
		switch ch.Type() {
		case "dotted_name":
			mod = r.dotted(ch)
			bind = strings.SplitN(mod, ".", 2)[0]
		case "aliased_import":
			name, alias := ch.ChildByFieldName("name"), ch.ChildByFieldName("alias")
			if name == nil || alias == nil {
				continue
			}
			mod, bind, flag = r.dotted(name), r.text(alias), 1
		default:
			continue
		}
		id := r.site(KindImport, mod, ch)
		parts = append(parts, fmt.Sprintf("%s = _im_(%d, %s, %d, globals())", bind, id, quote(mod), flag))
	}
	r.writeImport(w, n, parts)
}

// importFrom rewrites from m import a, b as c and from m import *.
func (r *rewriter) importFrom(w *bytes.Buffer, n *node, c ctx) {
	if c.guard&catchImport != 0 {
		w.WriteString(r.text(n))
		r.skip(n, "import inside a try that handles ImportError")
		return
	}
	modNode := n.ChildByFieldName("module_name")
	if modNode == nil {
		r.generic(w, n, c)
		return
	}
	level, mod := 0, ""
	if modNode.Type() == "relative_import" {
		for _, ch := range r.named(modNode) {
			switch ch.Type() {
			case "import_prefix":
				level = strings.Count(r.text(ch), ".")
			case "dotted_name":
				mod = r.dotted(ch)
			}
		}
	} else {
		mod = r.dotted(modNode)
	}
	shown := strings.Repeat(".", level) + mod
	var binds, names []string
	star := false
	for _, ch := range r.named(n) {
		if same(ch, modNode) {
			continue
		}
		switch ch.Type() {
		case "wildcard_import":
			star = true
		case "dotted_name":
			binds, names = append(binds, r.dotted(ch)), append(names, quote(r.dotted(ch)))
		case "aliased_import":
			name, alias := ch.ChildByFieldName("name"), ch.ChildByFieldName("alias")
			if name != nil && alias != nil {
				binds, names = append(binds, r.text(alias)), append(names, quote(r.dotted(name)))
			}
		}
	}
	id := r.site(KindImport, shown, n)
	var s string
	switch {
	case star:
		s = fmt.Sprintf("_st_(%d, %s, %d, globals())", id, quote(mod), level)
	case len(binds) == 1:
		s = fmt.Sprintf("%s, = _fr_(%d, %s, %d, (%s,), globals())", binds[0], id, quote(mod), level, names[0])
	default:
		s = fmt.Sprintf("%s = _fr_(%d, %s, %d, (%s), globals())", strings.Join(binds, ", "), id, quote(mod), level, strings.Join(names, ", "))
	}
	r.writeImport(w, n, []string{s})
}

// writeImport writes the replacement statements of an import; the line
// breaks of the original go before the last closing parenthesis.
func (r *rewriter) writeImport(w *bytes.Buffer, n *node, parts []string) {
	if len(parts) == 0 {
		w.WriteString(r.text(n))
		return
	}
	s := strings.Join(parts, "; ")
	w.WriteString(s[:len(s)-1])
	orig := r.text(n)
	for i := 0; i < len(orig); i++ {
		switch {
		case orig[i] == '\r' && i+1 < len(orig) && orig[i+1] == '\n':
			w.WriteString("\r\n")
			i++
		case orig[i] == '\n' || orig[i] == '\r':
			w.WriteByte(orig[i])
		}
	}
	w.WriteString(")")
}

// dotted is the text of a dotted_name without whitespace or comments.
func (r *rewriter) dotted(n *node) string {
	if n.Type() != "dotted_name" {
		return r.text(n)
	}
	var parts []string
	for _, ch := range r.named(n) {
		if ch.Type() == "identifier" {
			parts = append(parts, r.text(ch))
		}
	}
	return strings.Join(parts, ".")
}

// quote makes a Python string literal of an identifier or dotted name.
func quote(s string) string { return `"` + s + `"` }

// mangle applies CPython's private name mangling inside class cls.
func mangle(name, cls string) string {
	if cls == "" || !strings.HasPrefix(name, "__") || strings.HasSuffix(name, "__") || strings.Contains(name, ".") {
		return name
	}
	c := strings.TrimLeft(cls, "_")
	if c == "" {
		return name
	}
	return "_" + c + name
}

// token is one source token for the model's context.
type token struct {
	start, end uint32
	text       string
}

const (
	contextTokens = 10
	maxTokenBytes = 100
)

// tokens lists the tree-sitter leaves of the original source, without
// comments; a string literal without replacement fields is one token.
func (r *rewriter) tokens(root *node) []token {
	var out []token
	var visit func(n *node)
	visit = func(n *node) {
		if isExtra(n) || n.StartByte() == n.EndByte() {
			return
		}
		ks := r.kids(n)
		if len(ks) == 0 || n.Type() == "string" && !hasInterpolation(ks) {
			out = append(out, token{n.StartByte(), n.EndByte(), shorten(string(r.src[n.StartByte():n.EndByte()]))})
			return
		}
		for _, ch := range ks {
			visit(ch)
		}
	}
	visit(root)
	return out
}

func hasInterpolation(ks []*node) bool {
	for _, ch := range ks {
		if ch.Type() == "interpolation" {
			return true
		}
	}
	return false
}

// shorten cuts a token to maxTokenBytes on a UTF-8 boundary.
func shorten(s string) string {
	if len(s) <= maxTokenBytes {
		return s
	}
	i := maxTokenBytes
	for i > 0 && s[i]&0xC0 == 0x80 {
		i--
	}
	return s[:i]
}

// context fills a site's surrounding tokens; start and end are its byte span.
func (r *rewriter) context(s *Site, start, end uint32) {
	i := sort.Search(len(r.toks), func(k int) bool { return r.toks[k].end > start })
	j := sort.Search(len(r.toks), func(k int) bool { return r.toks[k].start >= end })
	s.Before = texts(r.toks[max(0, i-contextTokens):i])
	s.After = texts(r.toks[j:min(len(r.toks), j+contextTokens)])
}

func texts(ts []token) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = t.text
	}
	return out
}

// role tells whether site s is used as an exception class: the
// type of an except clause (or one of a tuple of them), or what a raise
// statement raises or calls to make its exception.
func role(root *node, src []byte, s Site) string {
	n := root.NamedDescendantForPointRange(
		sitter.Point{Row: uint32(s.Line - 1), Column: uint32(s.Col)},
		sitter.Point{Row: uint32(s.EndLine - 1), Column: uint32(s.EndCol)})
	if n == nil {
		return ""
	}
	use := "" // the value's own use, when no raise or except decides
	first := true
	for p := n.Parent(); p != nil; n, p = p, p.Parent() {
		if first && use == "" {
			use = valueUse(p, n, src)
		}
		switch p.Type() {
		case "tuple", "parenthesized_expression", "expression_list":
			if p.Type() != "parenthesized_expression" {
				first = false
			}
			continue
		case "as_pattern": // except E as e: E, not e
			if a := p.ChildByFieldName("alias"); a != nil && same(n, a) {
				return ""
			}
			continue
		case "call":
			if f := p.ChildByFieldName("function"); f != nil && same(n, f) {
				first = false
				continue // raise E(...)
			}
			return use
		case "except_clause", "except_group_clause":
			if n.Type() == "block" {
				return ""
			}
			return "exception"
		case "raise_statement":
			if c := p.NamedChild(0); c != nil && same(n, c) {
				return "exception"
			}
			return use
		default:
			return use
		}
	}
	return use
}

// iterating are the builtins whose first argument is iterated.
var iterating = map[string]bool{"list": true, "tuple": true, "set": true, "frozenset": true, "sorted": true,
	"enumerate": true, "zip": true, "sum": true, "any": true, "all": true, "reversed": true, "dict": false}

// valueUse is what the expression around n (its parent p) does with n's
// value, as a role: "called", "iterated" (a for loop's or a
// comprehension's iterable, unpacked, the argument of list(), sorted()
// ..., the right side of `in`), "subscripted", "attr:NAME" (an
// attribute read), "unary" (-x, ~x) or "operand" (x + y); "" for any
// other use.
func valueUse(p, n *node, src []byte) string {
	switch p.Type() {
	case "call":
		if f := p.ChildByFieldName("function"); f != nil && same(n, f) {
			return "called"
		}
	case "attribute":
		if o := p.ChildByFieldName("object"); o != nil && same(n, o) {
			if a := p.ChildByFieldName("attribute"); a != nil {
				return "attr:" + a.Content(src)
			}
		}
	case "subscript":
		if v := p.ChildByFieldName("value"); v != nil && same(n, v) {
			return "subscripted"
		}
	case "for_statement", "for_in_clause":
		if r := p.ChildByFieldName("right"); r != nil && same(n, r) {
			return "iterated"
		}
	case "assignment":
		if r, l := p.ChildByFieldName("right"), p.ChildByFieldName("left"); r != nil && l != nil && same(n, r) &&
			(l.Type() == "pattern_list" || l.Type() == "tuple_pattern" || l.Type() == "list_pattern") {
			return "iterated"
		}
	case "list_splat":
		return "iterated"
	case "unary_operator":
		return "unary"
	case "binary_operator":
		return "operand"
	case "comparison_operator":
		if p.NamedChildCount() == 2 && same(n, p.NamedChild(1)) {
			for i := 0; i < int(p.ChildCount()); i++ {
				if c := p.Child(i); !c.IsNamed() && (c.Type() == "in" || c.Type() == "not in") {
					return "iterated"
				}
			}
		}
	case "argument_list":
		if p.NamedChildCount() >= 1 && same(n, p.NamedChild(0)) {
			if c := p.Parent(); c != nil && c.Type() == "call" {
				if f := c.ChildByFieldName("function"); f != nil && f.Type() == "identifier" && iterating[f.Content(src)] {
					return "iterated"
				}
			}
		}
	}
	return ""
}

// elemWrappers are the calls whose result iterates over their first
// argument's elements, as (index, element) pairs for enumerate.
var elemWrappers = map[string]bool{"enumerate": true, "sorted": true, "reversed": true, "list": true, "tuple": true}

// elemTarget is the name a loop binds each element of site s's value to,
// and the first and last lines of the loop (the comprehension), or "".
func elemTarget(root *node, src []byte, s Site) (string, int, int) {
	n := root.NamedDescendantForPointRange(
		sitter.Point{Row: uint32(s.Line - 1), Column: uint32(s.Col)},
		sitter.Point{Row: uint32(s.EndLine - 1), Column: uint32(s.EndCol)})
	if n == nil || n.Parent() == nil {
		return "", 0, 0
	}
	pairs := false
	if p := n.Parent(); p.Type() == "argument_list" && p.NamedChildCount() >= 1 && same(n, p.NamedChild(0)) {
		c := p.Parent()
		f := (*node)(nil)
		if c != nil {
			f = c.ChildByFieldName("function")
		}
		if c == nil || c.Type() != "call" || f == nil || f.Type() != "identifier" || !elemWrappers[f.Content(src)] {
			return "", 0, 0
		}
		pairs = f.Content(src) == "enumerate"
		n = c
	}
	loop := n.Parent()
	if loop == nil || (loop.Type() != "for_statement" && loop.Type() != "for_in_clause") {
		return "", 0, 0
	}
	if r := loop.ChildByFieldName("right"); r == nil || !same(n, r) {
		return "", 0, 0
	}
	left := loop.ChildByFieldName("left")
	if left == nil {
		return "", 0, 0
	}
	if pairs {
		// for i, x in enumerate(v): x is the element.
		if t := left.Type(); (t != "pattern_list" && t != "tuple_pattern") || left.NamedChildCount() != 2 {
			return "", 0, 0
		}
		left = left.NamedChild(1)
	}
	if left.Type() != "identifier" {
		return "", 0, 0
	}
	end := loop
	if loop.Type() == "for_in_clause" && loop.Parent() != nil {
		end = loop.Parent() // the comprehension
	}
	return left.Content(src), int(end.StartPoint().Row) + 1, int(end.EndPoint().Row) + 1
}
