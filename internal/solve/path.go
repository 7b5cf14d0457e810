// Translating a whole path to SMT-LIB2 by rule: the function is executed
// symbolically along a recorded path (its statement lines and how it
// ended), every value a term of Z3's Int/Real/Bool/String/Array theories,
// every assignment a fresh SSA constant (_x_0, _x_1, ...), every branch and
// loop test asserted with the outcome the path takes, and every operation
// that may raise guarded (no raise, or on the path's last statement the
// raise the path ends with).
package solve

import (
	"fmt"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"

	"unstuck/internal/cfg"
	"unstuck/internal/pyparse"
)

// Target is a path to solve: the statement lines a run executes (the
// function's and its same-file helpers', one per statement reached, as the
// tracer records them) and the exception it ends with ("" for a return).
type Target struct {
	Lines []int  `json:"lines"`
	Exc   string `json:"exc,omitempty"`
}

// Key identifies a target: equal keys are the same path.
func (t Target) Key() string {
	var b strings.Builder
	for _, l := range t.Lines {
		b.WriteString(strconv.Itoa(l))
		b.WriteByte(' ')
	}
	return b.String() + "|" + t.Exc
}

// Untranslated is the error for a construct outside the rules; What names
// it ("call to heapq.heappush", "iteration over a dict with symbolic
// keys").
type Untranslated struct {
	Line int
	What string
	obs  *obsPoint // a Prefix translation's cut: the expression to observe
}

func (u *Untranslated) Error() string { return fmt.Sprintf("line %d: %s", u.Line, u.What) }

// Unwrap makes Untranslated an ErrUnsupported.
func (u *Untranslated) Unwrap() error { return ErrUnsupported }

// errMismatch: the path cannot be followed with the container lengths
// chosen (a loop over a list of known length iterates another number of
// times, a certain raise happens before the path's end).
type errMismatch struct {
	why    string
	helper bool // a helper was called before: an enumerated path lacks its lines
	// order: the rules' statement order disagrees with the path's lines
	// (not a deduction from values): a mismatch between the rules and
	// CPython, never a proof of infeasibility.
	order bool
	// approx: why a deduction up to here is not a proof (types guessed,
	// floats read as reals, the rules' own approximations); empty if it is.
	approx string
}

func (e *errMismatch) Error() string { return "path not followed: " + e.why }

// errNeedLen: an operation needs the length of an input container to be a
// number; the driver pins it and translates again.
type errNeedLen struct{ param string }

func (e *errNeedLen) Error() string { return "needs a concrete length of " + e.param }

// kind is the Python type of a symbolic value.
type kind int

const (
	kInt kind = iota
	kReal
	kBool
	kStr
	kNone
	kList // also deque
	kTuple
	kDict
	kSet
	kFunc
	kRange
	kObj
	kBuiltin
	kIter  // enumerate/zip/reversed results, materialized as tuples
	kRegex // a compiled pattern (regex.go)
	kMatch // re's search/match/fullmatch result: a Match when t holds, else None
)

var kindNames = map[kind]string{kInt: "int", kReal: "float", kBool: "bool", kStr: "str", kNone: "None",
	kList: "list", kTuple: "tuple", kDict: "dict", kSet: "set", kFunc: "function", kRange: "range",
	kObj: "object", kBuiltin: "builtin", kIter: "iterator", kRegex: "re.Pattern", kMatch: "re.Match or None"}

func (k kind) String() string { return kindNames[k] }

func scalar(k kind) bool { return k == kInt || k == kReal || k == kBool || k == kStr }

func sortOfKind(k kind) string {
	switch k {
	case kInt:
		return "Int"
	case kReal:
		return "Real"
	case kBool:
		return "Bool"
	case kStr:
		return "String"
	}
	return ""
}

// val is a symbolic Python value. Containers are shared by pointer, so
// aliasing behaves as in Python.
type val struct {
	k kind
	t string // scalar term

	// Lists and tuples: elems when the length is a number; else (lists of
	// scalars only) an SMT array arr of element kind ek with length term n.
	elems []*val
	arr   string
	n     string
	ek    kind
	param string // input container this came from, for pinning

	// Dicts and sets: entries in insertion order, each present under a
	// condition; dflt makes missing keys (defaultdict, Counter).
	ents []*entry
	dflt func() *val

	// mask: the items of a filtered comprehension, each present under
	// a condition (entry.key is the item); arr/n hold the same list.
	mask []*entry

	fn *fnVal
	// opaque: an object seen in a run (observe.go), known by its truth.
	opaque, truthy bool
	alts           []funcAlt // a function chosen by the inputs: each under a condition
	obj            map[string]*val
	name           string // builtin name

	// kRegex/kMatch: the translated pattern; a match's groups once split.
	re       *reVal
	reGroups *reGroupVals

	// range(start, stop, step) with a literal step.
	start, stop string
	step        int64
}

type entry struct {
	key, v  *val
	present string
}

type fnVal struct {
	def     *pyparse.Node // function_definition or lambda
	closure *scope
	self    *val // bound method
}

type scope struct {
	vars   map[string]*val
	parent *scope
	global bool
	// redirect: names declared global or nonlocal, and the scope that
	// holds them.
	redirect map[string]*scope
}

// home is the scope an assignment to name binds in.
func (s *scope) home(name string) *scope {
	if t, ok := s.redirect[name]; ok {
		return t
	}
	return s
}

func (s *scope) lookup(name string) (*val, bool) {
	if t, ok := s.redirect[name]; ok {
		s = t
	}
	for c := s; c != nil; c = c.parent {
		if v, ok := c.vars[name]; ok {
			return v, true
		}
	}
	return nil, false
}

// lenTerm is the length of a list or tuple as an Int term.
func (v *val) lenTerm() string {
	if v.elems != nil || v.arr == "" {
		return strconv.Itoa(len(v.elems))
	}
	return v.n
}

func (v *val) concrete() bool { return v.arr == "" }

type flow int

const (
	fNormal flow = iota
	fBreak
	fContinue
	fReturn
)

// raisePoint is an operation that raises exc when cond holds.
type raisePoint struct {
	cond, exc string
}

// Translation is a path translated to SMT-LIB2.
type Translation struct {
	Decls   []string // declare-const lines
	Asserts []string // assertion terms
	Inputs  []Input  // the function's parameters and how to read them back
	// Approx lists the places where the rules under-approximate Python
	// (an UNSAT verdict is then not a proof).
	Approx []string
	// Pinned are the input container lengths fixed for this translation.
	Pinned map[string]int
	SSA    map[string]int // SSA versions per variable, for the LLM route
	// Cut is the construct a Prefix translation stopped at.
	Cut *Untranslated
}

// prefixCut unwinds a Prefix translation at a construct outside the rules.
type prefixCut struct{ u *Untranslated }

// Script prints the translation as an SMT-LIB2 script without check-sat.
func (t *Translation) Script() string {
	var b strings.Builder
	for _, d := range t.Decls {
		b.WriteString(d)
		b.WriteByte('\n')
	}
	for _, a := range t.Asserts {
		b.WriteString("(assert ")
		b.WriteString(a)
		b.WriteString(")\n")
	}
	return b.String()
}

// Input is one parameter: its type and the SMT names it is read back from.
type Input struct {
	Name string `json:"name"`
	Type *Type  `json:"type"`
	spec *inSpec
}

type executor struct {
	file  *cfg.File
	src   []byte
	fn    *cfg.Graph
	types []*Type

	target Target
	cur    int
	last   int // line of the last consumed event

	decls   []string
	asserts []string
	ssa     map[string]int
	approx  []string
	pins    map[string]int
	inputs  []Input

	guards  []string // conditions of the enclosing and/or/if-expressions
	raising bool     // on the path's last statement with an exception to raise
	points  []raisePoint
	depth   int
	steps   int
	globals *scope
	fresh   int

	raisedDone bool
	memos      map[*pyparse.Node][]memoCall
	calls      int // helper calls made
	opts       TranslateOptions
	constDepth int               // module constants being evaluated
	inputsDone bool              // every parameter has its symbolic value
	gen        *val              // the items a generator under test yields
	pinnable   map[string]string // SMT symbol -> input whose length (or value) can be pinned
	defs       map[string]string // SSA constant -> its term
	splits     map[uint32]int    // str.split/replace calls met per call site (pathsplit.go)

	// The concolic continuation (Prefix translations): the expressions
	// being evaluated, line events consumed per line, and the texts of
	// the observed expressions.
	stack    []*pyparse.Node
	handlers map[int]int // first lines of the except clauses of the try statements running
	lineSeen map[int]int
	obsTexts map[string]bool
}

// maxSteps bounds the statements executed in one translation.
const maxSteps = 20000

// TranslateOptions choose a variant of the inputs and say which lines
// CPython traces.
type TranslateOptions struct {
	// Live holds the statement lines that have a line event in CPython's
	// line table; nil means unknown (docstrings are then taken to have
	// none, every other statement one).
	Live map[int]bool
	// Defaults: parameters with defaults take them (they are left out of
	// the input) instead of being free.
	Defaults bool
	// NoneOptional: Optional parameters are None instead of a value.
	NoneOptional bool
	// Prefix: at a construct outside the rules, stop and return the
	// translation of the path up to it (Translation.Cut names the
	// construct) instead of failing: the concolic fallback runs the rest.
	Prefix bool
	// Preset "leetcode": LeetCode's implicit imports are names too.
	Preset string
	// PrefixTarget: the target is a path's beginning; the translation
	// stops (as a Prefix one) once its lines are consumed.
	PrefixTarget bool
	// Observed: values of expressions outside the rules seen in a run, by
	// obsPoint.key(), one per line event of their statement (the concolic
	// continuation, observe.go); with Prefix only.
	Observed map[string][]obsValue
}

// TranslatePath executes fn symbolically along target. pins fixes the
// lengths of input containers (by parameter name; nested lists by
// "name[]" for their rows too).
func TranslatePath(file *cfg.File, fn *cfg.Graph, types []*Type, target Target, pins map[string]int) (tr *Translation, err error) {
	return TranslatePathWith(file, fn, types, target, pins, TranslateOptions{})
}

// TranslatePathWith is TranslatePath with options.
func TranslatePathWith(file *cfg.File, fn *cfg.Graph, types []*Type, target Target, pins map[string]int, opts TranslateOptions) (tr *Translation, err error) {
	x := &executor{file: file, src: file.Tree.Src, fn: fn, types: types, target: target,
		ssa: map[string]int{}, pins: pins, pinnable: map[string]string{}, defs: map[string]string{}, opts: opts,
		lineSeen: map[int]int{}, obsTexts: map[string]bool{}, handlers: map[int]int{}}
	for k := range opts.Observed {
		if i := strings.IndexByte(k, ':'); i > 0 {
			x.obsTexts[k[i+1:]] = true
		}
	}
	defer func() {
		if r := recover(); r != nil {
			if pc, ok := r.(*prefixCut); ok {
				tr = &Translation{Decls: x.decls, Asserts: x.asserts, Inputs: x.inputs, Approx: x.approx, Pinned: pins, SSA: x.ssa, Cut: pc.u}
				err = nil
				return
			}
			if re, ok := r.(runtime.Error); ok {
				// A bug in the rules, not a verdict: said as such, with
				// where it happened.
				tr, err = nil, fmt.Errorf("rules bug: %v at %s", re, bugSite())
				return
			}
			if e, ok := r.(error); ok {
				tr, err = nil, e
				return
			}
			panic(r)
		}
	}()
	x.run()
	return &Translation{Decls: x.decls, Asserts: x.asserts, Inputs: x.inputs, Approx: x.approx, Pinned: pins, SSA: x.ssa}, nil
}

// bugSite is where a recovered runtime panic happened: the frame after
// the runtime's own panic helper (index, slice, nil pointer).
func bugSite() string {
	pcs := make([]uintptr, 64)
	n := runtime.Callers(3, pcs)
	frames := runtime.CallersFrames(pcs[:n])
	next := false
	for {
		f, more := frames.Next()
		fn := f.Function
		if next && !strings.HasPrefix(fn, "runtime.") {
			return fmt.Sprintf("%s:%d", filepath.Base(f.File), f.Line)
		}
		next = next || strings.HasPrefix(fn, "runtime.goPanic") || strings.HasPrefix(fn, "runtime.panic") || fn == "runtime.sigpanic"
		if !more {
			return "?"
		}
	}
}

func (x *executor) fail(n *pyparse.Node, format string, a ...any) {
	line := 0
	if n != nil {
		line = pyparse.Line(n)
	}
	u := &Untranslated{Line: line, What: fmt.Sprintf(format, a...)}
	if x.opts.Prefix && x.inputsDone {
		if o := x.observable(); o != nil && x.last > 0 {
			u.obs = &obsPoint{Line: x.last, Expr: x.text(o)}
		}
		panic(&prefixCut{u: u})
	}
	panic(u)
}

func (x *executor) mismatch(format string, a ...any) {
	approx := x.unproven()
	if approx == "" && x.inTry() {
		// An exception the rules assumed away may have been caught.
		approx = "inside a try statement with handlers"
	}
	panic(&errMismatch{why: fmt.Sprintf(format, a...), helper: x.calls > 0, approx: approx})
}

// unproven says why what the rules deduced so far is not a proof: guessed
// parameter types (a sampled input may have another type), floats read as
// reals, or an approximation the rules made; "" when it is one.
func (x *executor) unproven() string {
	for _, t := range x.types {
		if t != nil && t.Inferred {
			return "parameter types guessed"
		}
	}
	if len(x.approx) > 0 {
		return x.approx[0]
	}
	for _, d := range x.decls {
		if strings.Contains(d, "Real") {
			return "floats as reals"
		}
	}
	for _, a := range x.asserts {
		if strings.Contains(a, "to_real") || realLitRe.MatchString(a) {
			return "floats as reals"
		}
	}
	return ""
}

// orderMismatch: the lines the rules walk are not the path's.
func (x *executor) orderMismatch(format string, a ...any) {
	panic(&errMismatch{why: fmt.Sprintf(format, a...), helper: x.calls > 0, order: true})
}

func (x *executor) text(n *pyparse.Node) string { return string(x.src[n.StartByte():n.EndByte()]) }

// declare adds a constant; name is made unique.
func (x *executor) declare(base, sort string) string {
	name := base
	if _, used := x.ssa["#"+name]; used {
		x.fresh++
		name = fmt.Sprintf("%s_%d", base, x.fresh)
	}
	x.ssa["#"+name] = 0
	x.decls = append(x.decls, fmt.Sprintf("(declare-const %s %s)", Symbol(name), sort))
	return Symbol(name)
}

// define is an SSA step: a fresh constant _name_k equal to term.
func (x *executor) define(name, sort, term string) string {
	if isLiteral(term) {
		return term // known values stay visible to the rules
	}
	k := x.ssa[name]
	x.ssa[name] = k + 1
	c := x.declare(fmt.Sprintf("_%s_%d", name, k), sort)
	x.asserts = append(x.asserts, app("=", c, term))
	x.defs[c] = term
	return c
}

func (x *executor) assume(b string) {
	if b == "false" {
		x.mismatch("a branch outcome contradicts what is known")
	}
	if b != "true" {
		x.asserts = append(x.asserts, b)
	}
}

func (x *executor) guard() string {
	switch len(x.guards) {
	case 0:
		return "true"
	case 1:
		return x.guards[0]
	}
	return app("and", x.guards...)
}

// check registers an operation that raises exc unless ok holds.
func (x *executor) check(ok, exc string) {
	if ok == "true" {
		return
	}
	g := x.guard()
	if x.raising {
		c := app("not", ok)
		if g != "true" {
			c = app("and", g, c)
		}
		x.points = append(x.points, raisePoint{cond: c, exc: exc})
		return
	}
	if g == "true" {
		if ok == "false" {
			x.caught(exc)
		}
		x.assume(ok)
	} else {
		x.assume(app("=>", g, ok))
	}
}

// ---- running the function ----------------------------------------------

func (x *executor) run() {
	def := x.fn.Def
	if def == nil {
		x.fail(nil, "module-level code")
	}
	if IsGenerator(def) {
		// Run as the harness drains it: its body's lines, each yield an
		// item of the list the run returns.
		x.gen = &val{k: kList, elems: []*val{}}
	}
	x.globals = &scope{vars: map[string]*val{}, global: true}
	x.collectGlobals(x.file.Tree.Root, x.globals)
	params := x.params(def)
	sc := &scope{vars: map[string]*val{}, parent: x.globals}
	method := x.isMethod(def)
	ti := 0
	var initCall func()
	for i, p := range params {
		if i == 0 && method {
			self := x.selfObject(def)
			sc.vars[p.name] = self
			// An instance built by __init__ from inputs of its own: they
			// come first, and __init__'s lines run before the method's.
			var initVals []*val
			for ti < len(x.types) && x.types[ti] != nil && x.types[ti].Init {
				t := x.types[ti]
				name := fmt.Sprintf("init_%d", ti)
				v, spec := x.inputValue(name, t)
				x.inputs = append(x.inputs, Input{Name: name, Type: t, spec: spec})
				initVals = append(initVals, v)
				ti++
			}
			if len(initVals) > 0 {
				init := initOf(classOf(def), x.src)
				initCall = func() {
					x.callFunc(&fnVal{def: init, closure: x.globals, self: self}, callArgs{pos: initVals}, def)
				}
			}
			continue
		}
		switch {
		case p.splat == 1:
			sc.vars[p.name] = &val{k: kTuple, elems: []*val{}} // *args solved empty
			continue
		case p.splat == 2:
			sc.vars[p.name] = &val{k: kDict}
			continue
		case p.kwonly && p.dflt != nil:
			sc.vars[p.name] = x.expr(p.dflt, x.globals)
			continue
		}
		if ti >= len(x.types) {
			x.fail(def, "no type for parameter %s", p.name)
		}
		t := x.types[ti]
		ti++
		if x.opts.Defaults && p.dflt != nil && t.Default && !t.KwOnly {
			sc.vars[p.name] = x.expr(p.dflt, x.globals)
			continue
		}
		v, spec := x.inputValue(p.name, t)
		x.inputs = append(x.inputs, Input{Name: p.name, Type: t, spec: spec})
		sc.vars[p.name] = v
	}
	x.cur = 0
	x.inputsDone = true
	func() {
		defer func() {
			if r := recover(); r != nil {
				if _, ok := r.(errRaised); !ok {
					panic(r)
				}
			}
		}()
		if initCall != nil {
			initCall()
		}
		x.body(def.ChildByFieldName("body"), sc, true)
	}()
	if x.opts.PrefixTarget && x.cur == len(x.target.Lines) {
		return // the function ended right after the prefix
	}
	if x.cur != len(x.target.Lines) {
		x.orderMismatch("the function returned after %d of %d lines", x.cur, len(x.target.Lines))
	}
	if x.target.Exc != "" && !x.raisedDone {
		x.mismatch("the path ends with %s but the function returned", x.target.Exc)
	}
}

type param struct {
	name   string
	dflt   *pyparse.Node
	node   *pyparse.Node
	splat  int // 1: *args, 2: **kwargs
	kwonly bool
}

func (x *executor) params(def *pyparse.Node) []param {
	var out []param
	ps := def.ChildByFieldName("parameters")
	if ps == nil {
		return nil
	}
	kwonly := false
	for _, p := range pyparse.Children(ps) {
		switch p.Type() {
		case "keyword_separator":
			kwonly = true
			continue
		case "positional_separator":
			continue
		case "list_splat_pattern", "dictionary_splat_pattern":
			sp := 1
			if p.Type() == "dictionary_splat_pattern" {
				sp = 2
			} else {
				kwonly = true
			}
			name := ""
			for _, c := range pyparse.Children(p) {
				if c.Type() == "identifier" {
					name = x.text(c)
				}
			}
			out = append(out, param{name: name, node: p, splat: sp})
			continue
		}
		n0 := len(out)
		switch p.Type() {
		case "identifier":
			out = append(out, param{name: x.text(p), node: p})
		case "typed_parameter":
			for _, c := range pyparse.Children(p) {
				if c.Type() == "identifier" {
					out = append(out, param{name: x.text(c), node: p})
					break
				}
				x.fail(p, "parameter %s", x.text(p))
			}
		case "default_parameter", "typed_default_parameter":
			out = append(out, param{name: x.text(p.ChildByFieldName("name")), dflt: p.ChildByFieldName("value"), node: p})
		default:
			x.fail(p, "parameter %s", x.text(p))
		}
		if kwonly && len(out) > n0 {
			out[len(out)-1].kwonly = true
		}
	}
	return out
}

func (x *executor) isMethod(def *pyparse.Node) bool { return isMethodDef(def) }

// selfObject is the instance a method runs on: its attributes, and the
// class's methods bound to it.
func (x *executor) selfObject(def *pyparse.Node) *val {
	cls := classOf(def)
	o := &val{k: kObj, obj: map[string]*val{}}
	for _, s := range pyparse.Children(cls.ChildByFieldName("body")) {
		if s.Type() == "decorated_definition" {
			s = s.ChildByFieldName("definition")
		}
		if s != nil && s.Type() == "function_definition" {
			o.obj[x.text(s.ChildByFieldName("name"))] = &val{k: kFunc, fn: &fnVal{def: s, closure: x.globals, self: o}}
		}
		// Class attributes with literal values (`i = 0`): the instance
		// reads them until it assigns its own.
		if s != nil && s.Type() == "expression_statement" && s.NamedChildCount() == 1 {
			if a := s.NamedChild(0); a.Type() == "assignment" {
				l, r := a.ChildByFieldName("left"), a.ChildByFieldName("right")
				if l != nil && r != nil && l.Type() == "identifier" {
					switch r.Type() {
					case "integer", "float", "string", "true", "false", "none":
						o.obj[x.text(l)] = x.expr(r, x.globals)
					}
				}
			}
		}
	}
	return o
}

// collectGlobals binds the module's functions, classes' methods stay in
// their instances.
func (x *executor) collectGlobals(root *pyparse.Node, g *scope) {
	for _, s := range pyparse.Children(root) {
		if s.Type() == "function_definition" {
			g.vars[x.text(s.ChildByFieldName("name"))] = &val{k: kFunc, fn: &fnVal{def: s, closure: g}}
		}
	}
}

// inSpec says how to read an input back from a model: a scalar term, an
// array with a length, or items.
type inSpec struct {
	k      kind
	t      string
	arr, n string
	ek     kind
	items  []*inSpec
	tuple  bool
}

// inputValue makes the symbolic value of an input of type t.
func (x *executor) inputValue(name string, t *Type) (*val, *inSpec) {
	switch t.Kind {
	case "int", "float", "bool", "str":
		k := map[string]kind{"int": kInt, "float": kReal, "bool": kBool, "str": kStr}[t.Kind]
		sym := x.declare(name, sortOfKind(k))
		v := &val{k: k, t: sym}
		x.pinnable[sym] = name
		if p, ok := x.pins[name]; ok && k == kInt {
			x.assume(app("=", sym, ilit(int64(p))))
			v.t = ilit(int64(p))
		}
		if k == kStr {
			v.param = name
			if p, ok := x.pins[name]; ok {
				v.n = strconv.Itoa(p)
				x.assume(app("=", app("str.len", v.t), v.n))
			}
		}
		return v, &inSpec{k: k, t: sym}
	case "optional":
		if x.opts.NoneOptional {
			return &val{k: kNone}, &inSpec{k: kNone}
		}
		return x.inputValue(name, t.Elems[0])
	case "none":
		return &val{k: kNone}, &inSpec{k: kNone}
	case "list", "tuple":
		var et *Type
		if len(t.Elems) > 0 {
			et = t.Elems[0]
		}
		if t.Kind == "tuple" && len(t.Elems) > 1 {
			v := &val{k: kTuple, elems: []*val{}}
			sp := &inSpec{k: kTuple, tuple: true}
			for i, e := range t.Elems {
				ev, es := x.inputValue(fmt.Sprintf("%s_%d", name, i), e)
				v.elems = append(v.elems, ev)
				sp.items = append(sp.items, es)
			}
			return v, sp
		}
		k := kList
		if t.Kind == "tuple" {
			k = kTuple
		}
		if et != nil && (et.Kind == "int" || et.Kind == "float" || et.Kind == "bool" || et.Kind == "str") {
			ek := map[string]kind{"int": kInt, "float": kReal, "bool": kBool, "str": kStr}[et.Kind]
			arr := x.declare(name, fmt.Sprintf("(Array Int %s)", sortOfKind(ek)))
			var n string
			if p, ok := x.pins[name]; ok {
				n = strconv.Itoa(p)
			} else {
				n = x.declare(name+"_len", "Int")
				x.assume(app(">=", n, "0"))
				// Inputs stay small enough to print and run: a bound
				// the solver rarely meets, recorded as an approximation.
				x.assume(app("<=", n, "64"))
				x.pinnable[n] = name
			}
			x.pinnable[arr] = name
			v := &val{k: k, arr: arr, n: n, ek: ek, param: name}
			sp := &inSpec{k: k, arr: arr, n: n, ek: ek, tuple: k == kTuple}
			if _, ok := x.pins[name]; ok {
				x.materialize(v)
			}
			return v, sp
		}
		if et == nil {
			x.fail(nil, "list parameter %s of unknown element type", name)
		}
		p, ok := x.pins[name]
		if !ok {
			panic(&errNeedLen{param: name})
		}
		v := &val{k: k, elems: []*val{}, param: name}
		sp := &inSpec{k: k, tuple: k == kTuple}
		for i := 0; i < p; i++ {
			ev, es := x.inputValue(fmt.Sprintf("%s_%d", name, i), et)
			v.elems = append(v.elems, ev)
			sp.items = append(sp.items, es)
		}
		return v, sp
	}
	x.fail(nil, "parameter %s of type %s", name, t)
	return nil, nil
}

// materialize turns an array list of numeric length into elements.
func (x *executor) materialize(v *val) {
	if v.arr == "" {
		return
	}
	n, err := strconv.Atoi(v.n)
	if err != nil {
		if v.param != "" {
			panic(&errNeedLen{param: v.param})
		}
		x.pinFor(v.n)
		x.fail(nil, "a list of symbolic length where a known length is needed")
	}
	es := make([]*val, n)
	for i := range es {
		es[i] = &val{k: v.ek, t: app("select", v.arr, strconv.Itoa(i))}
	}
	v.elems, v.arr, v.n = es, "", ""
}

// ---- the path ------------------------------------------------------------

// consume takes the line event of a statement at line l.
func (x *executor) consume(n *pyparse.Node) {
	l := pyparse.Line(n)
	x.steps++
	if x.steps > maxSteps {
		x.fail(n, "path longer than %d statements", maxSteps)
	}
	if x.cur < len(x.target.Lines) && x.target.Lines[x.cur] == l {
		x.cur++
		x.last = l
		x.lineSeen[l]++
		return
	}
	if l == x.last {
		return // a second statement on the line just traced
	}
	if x.opts.PrefixTarget && x.cur == len(x.target.Lines) && x.inputsDone {
		panic(&prefixCut{u: &Untranslated{Line: l, What: "the end of the prefix"}})
	}
	if x.cur >= len(x.target.Lines) {
		x.orderMismatch("the path ended before line %d", l)
	}
	if x.handlers[x.target.Lines[x.cur]] > 0 {
		// The path goes to an except clause: the statement before raised.
		x.fail(n, "an exception caught by an except clause")
	}
	x.orderMismatch("line %d reached where the path has line %d", l, x.target.Lines[x.cur])
}

// next is the line the path goes on with, or 0 at its end.
func (x *executor) next() int {
	if x.cur < len(x.target.Lines) {
		return x.target.Lines[x.cur]
	}
	return 0
}

// atEnd says the statement just consumed is the path's last one.
func (x *executor) atEnd() bool { return x.cur == len(x.target.Lines) }

func firstLine(block *pyparse.Node) int {
	for _, c := range pyparse.Children(block) {
		if c.Type() != "comment" {
			return pyparse.Line(c)
		}
	}
	return 0
}

// enters decides a branch into block from the path: whether the next line
// is the block's first.
func (x *executor) enters(header, block *pyparse.Node) bool {
	fl := firstLine(block)
	if fl == pyparse.Line(header) {
		x.fail(header, "branch body on the header's line")
	}
	return fl != 0 && x.next() == fl
}

func (x *executor) body(block *pyparse.Node, sc *scope, top bool) *val {
	f, v := x.block(block, sc)
	if f == fReturn {
		return v
	}
	return &val{k: kNone}
}

func (x *executor) block(block *pyparse.Node, sc *scope) (flow, *val) {
	if block == nil {
		return fNormal, nil
	}
	for _, s := range pyparse.Children(block) {
		if s.Type() == "comment" {
			continue
		}
		f, v := x.stmt(s, sc)
		if f != fNormal {
			return f, v
		}
	}
	return fNormal, nil
}

func isDocstring(s *pyparse.Node) bool {
	if s.Type() != "expression_statement" || s.NamedChildCount() != 1 {
		return false
	}
	return s.NamedChild(0).Type() == "string"
}

func (x *executor) stmt(s *pyparse.Node, sc *scope) (flow, *val) {
	switch s.Type() {
	case "if_statement":
		return x.ifStmt(s, sc)
	case "for_statement":
		return x.forStmt(s, sc)
	case "while_statement":
		return x.whileStmt(s, sc)
	case "function_definition":
		x.consume(s)
		sc.vars[x.text(s.ChildByFieldName("name"))] = &val{k: kFunc, fn: &fnVal{def: s, closure: sc}}
		return fNormal, nil
	case "decorated_definition":
		d := s.ChildByFieldName("definition")
		if d != nil && d.Type() == "function_definition" {
			// @cache / @lru_cache / @functools.cache keep the semantics
			// of a pure function.
			for _, c := range pyparse.Children(s) {
				if c.Type() == "decorator" {
					t := strings.TrimSpace(strings.TrimPrefix(x.text(c), "@"))
					switch t {
					case "cache", "functools.cache", "lru_cache(None)", "functools.lru_cache(None)", "lru_cache", "functools.lru_cache", "lru_cache(maxsize=None)", "functools.lru_cache(maxsize=None)":
					default:
						x.fail(c, "decorator %s", t)
					}
				}
			}
			x.consume(s) // the event is on the decorator line
			sc.vars[x.text(d.ChildByFieldName("name"))] = &val{k: kFunc, fn: &fnVal{def: d, closure: sc}}
			return fNormal, nil
		}
		x.fail(s, "decorated class")
	case "class_definition":
		x.fail(s, "class definition inside the function")
	case "try_statement":
		return x.tryStmt(s, sc)
	case "with_statement":
		x.fail(s, "with statement")
	case "match_statement":
		x.fail(s, "match statement")
	case "comment":
		return fNormal, nil
	}
	if x.opts.Live != nil {
		if !x.opts.Live[pyparse.Line(s)] {
			// No line event in CPython's line table: the statement runs
			// without one (global, nonlocal, a docstring) or the rules
			// cannot say what it does.
			x.silent(s, sc)
			return fNormal, nil
		}
	} else if isDocstring(s) {
		return fNormal, nil
	}
	x.consume(s)
	oldRaising, oldPoints := x.raising, x.points
	x.raising = x.target.Exc != "" && x.atEnd()
	x.points = nil
	defer func() { x.raising, x.points = oldRaising, oldPoints }()
	f, v := x.simple(s, sc)
	if x.raising {
		x.finishRaise(s)
	}
	return f, v
}

// silent runs a statement CPython gives no line event.
func (x *executor) silent(s *pyparse.Node, sc *scope) {
	switch s.Type() {
	case "nonlocal_statement", "global_statement":
		x.declareScope(s, sc)
		return
	case "pass_statement":
		return
	}
	if isDocstring(s) {
		return
	}
	x.fail(s, "a statement with no line event in CPython's line table")
}

// declareScope records global and nonlocal names: assignments to them go
// to the module's or the enclosing function's scope.
func (x *executor) declareScope(s *pyparse.Node, sc *scope) {
	for _, c := range pyparse.Children(s) {
		if c.Type() != "identifier" {
			continue
		}
		name := x.text(c)
		var target *scope
		if s.Type() == "global_statement" {
			target = x.globals
		} else {
			for p := sc.parent; p != nil && !p.global; p = p.parent {
				if _, ok := p.vars[name]; ok {
					target = p
					break
				}
			}
		}
		if target == nil {
			x.fail(s, "%s %s with no binding the rules know", s.Type(), name)
		}
		if sc.redirect == nil {
			sc.redirect = map[string]*scope{}
		}
		sc.redirect[name] = target
	}
}

// finishRaise asserts that the statement raises the path's exception: the
// first raise point that fires has its type.
func (x *executor) finishRaise(s *pyparse.Node) {
	var alts []string
	var before []string
	for _, p := range x.points {
		if p.exc == x.target.Exc {
			parts := append([]string(nil), before...)
			parts = append(parts, p.cond)
			if len(parts) == 1 {
				alts = append(alts, parts[0])
			} else {
				alts = append(alts, app("and", parts...))
			}
		}
		before = append(before, app("not", p.cond))
	}
	if len(alts) == 0 {
		if len(x.pins) > 0 {
			x.mismatch("no way to raise %s with the lengths pinned", x.target.Exc)
		}
		x.fail(s, "no rule for how this statement raises %s", x.target.Exc)
	}
	if len(alts) == 1 {
		x.assume(alts[0])
	} else {
		x.assume(app("or", alts...))
	}
	x.raisedDone = true
	panic(errRaised{})
}

// errRaised unwinds the execution once the path's exception is raised.
type errRaised struct{}

func (errRaised) Error() string { return "raised" }

// pinFor asks the driver to pin an input that term depends on, so that it
// becomes a number; it returns when there is none left to pin.
func (x *executor) pinFor(term string) {
	seen := map[string]bool{}
	var walk func(t string)
	walk = func(t string) {
		for _, tok := range strings.FieldsFunc(t, func(r rune) bool { return r == ' ' || r == '(' || r == ')' }) {
			if seen[tok] {
				continue
			}
			seen[tok] = true
			if p, ok := x.pinnable[tok]; ok {
				if _, done := x.pins[p]; !done {
					panic(&errNeedLen{param: p})
				}
			}
			if d, ok := x.defs[tok]; ok {
				walk(d) // through SSA constants to the inputs
			}
		}
	}
	walk(term)
}

// raiseNow handles an operation certain to raise exc where it runs (a
// known index out of range): on the path's raising statement it is the
// raise; elsewhere its guard must be false, or the path cannot go on.
func (x *executor) raiseNow(exc string) {
	g := x.guard()
	if x.raising {
		x.points = append(x.points, raisePoint{cond: g, exc: exc})
		if g == "true" {
			x.finishRaise(nil)
		}
		return
	}
	if g == "true" {
		x.caught(exc)
		x.mismatch("%s raised before the path's end", exc)
	}
	x.assume(tNot(g))
}

// inTry: a try statement with handlers is running.
func (x *executor) inTry() bool {
	for _, n := range x.handlers {
		if n > 0 {
			return true
		}
	}
	return false
}

// caught: an operation certain to raise inside a try statement whose
// handlers may catch it. Where the path goes next is the handler's
// business (outside the rules: the concolic fallback runs it), not a
// contradiction.
func (x *executor) caught(exc string) {
	if x.inTry() {
		x.fail(nil, "%s raised inside a try statement with handlers", exc)
	}
}

// dummy stands for the value of an operation that raised under a guard.
func (x *executor) dummy() *val {
	x.fresh++
	return &val{k: kInt, t: x.declare(fmt.Sprintf("_dead_%d", x.fresh), "Int")}
}

func isLiteral(t string) bool {
	if _, ok := litInt(t); ok {
		return true
	}
	if _, ok := litBool(t); ok {
		return true
	}
	_, ok := litStr(t)
	return ok
}

// maybeRaise records that the operation raises exc where the rules stop
// (a type error): on the path's raising statement it is a way to raise;
// elsewhere nothing is assumed and the caller gives up.
func (x *executor) maybeRaise(exc string) {
	if x.raising {
		x.points = append(x.points, raisePoint{cond: x.guard(), exc: exc})
	}
}

// classOf is the class a function is a method of (decorators allowed), or
// nil.
func classOf(def *pyparse.Node) *pyparse.Node {
	p := def.Parent()
	if p != nil && p.Type() == "decorated_definition" {
		p = p.Parent()
	}
	if p != nil && p.Type() == "block" && p.Parent() != nil && p.Parent().Type() == "class_definition" {
		return p.Parent()
	}
	return nil
}

type funcAlt struct {
	cond string
	fn   *val
}

func altsOf(v *val, c string) []funcAlt {
	if v.alts == nil {
		return []funcAlt{{c, v}}
	}
	var out []funcAlt
	for _, a := range v.alts {
		out = append(out, funcAlt{tAnd(c, a.cond), a.fn})
	}
	return out
}

// IsGenerator says def's body yields (nested functions not counted): a
// call runs none of its lines until the result is iterated.
func IsGenerator(def *pyparse.Node) bool {
	return pyparse.Yields(def.ChildByFieldName("body"))
}
