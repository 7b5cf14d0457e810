// Path translation, statements: branches and loops take the outcome the
// path records, assignments make SSA constants.
package solve

import (
	"strconv"

	"unstuck/internal/pyparse"
)

// header evaluates a compound statement's header expression (its line just
// consumed); on a raising path's last line the header is what raises.
func (x *executor) header(n, e *pyparse.Node, sc *scope, run ...func() *val) *val {
	oldRaising, oldPoints := x.raising, x.points
	x.raising = x.target.Exc != "" && x.atEnd()
	x.points = nil
	defer func() { x.raising, x.points = oldRaising, oldPoints }()
	var v *val
	if len(run) > 0 {
		v = run[0]()
		if x.raising && len(x.points) == 0 {
			return v // the loop body may raise later on this line
		}
	} else {
		v = x.expr(e, sc)
		if n.Type() != "for_statement" {
			x.truth(v, n)
		} else if x.raising && len(x.points) == 0 {
			return v // unpacking an item may be what raises
		}
	}
	if x.raising && (len(run) == 0 || len(x.points) > 0) {
		x.finishRaise(n)
	}
	return v
}

func (x *executor) ifStmt(s *pyparse.Node, sc *scope) (flow, *val) {
	x.consume(s)
	c := x.truth(x.header(s, s.ChildByFieldName("condition"), sc), s)
	cons := s.ChildByFieldName("consequence")
	if x.enters(s, cons) {
		x.assume(c)
		return x.block(cons, sc)
	}
	x.assume(app("not", c))
	for _, alt := range pyparse.Children(s) {
		switch alt.Type() {
		case "elif_clause":
			x.consume(alt)
			c := x.truth(x.header(alt, alt.ChildByFieldName("condition"), sc), alt)
			body := alt.ChildByFieldName("consequence")
			if x.enters(alt, body) {
				x.assume(c)
				return x.block(body, sc)
			}
			x.assume(app("not", c))
		case "else_clause":
			return x.block(alt.ChildByFieldName("body"), sc)
		}
	}
	return fNormal, nil
}

func (x *executor) whileStmt(s *pyparse.Node, sc *scope) (flow, *val) {
	body := s.ChildByFieldName("body")
	for iter := 0; ; iter++ {
		x.consume(s)
		c := x.truth(x.header(s, s.ChildByFieldName("condition"), sc), s)
		if !x.enters(s, body) {
			x.assume(app("not", c))
			break
		}
		x.assume(c)
		f, v := x.block(body, sc)
		switch f {
		case fBreak:
			return fNormal, nil
		case fReturn:
			return f, v
		}
	}
	if alt := s.ChildByFieldName("alternative"); alt != nil {
		return x.block(alt.ChildByFieldName("body"), sc)
	}
	return fNormal, nil
}

// iterator walks an iterable one item at a time: more(k) is the condition
// that item k exists, item(k) the item.
type iterator struct {
	more func(k int) string
	item func(k int) *val
}

func (x *executor) iterate(v *val, at *pyparse.Node) iterator {
	switch v.k {
	case kList, kTuple:
		if v.concrete() {
			return iterator{
				more: func(k int) string { return boolLit(k < len(v.elems)) },
				item: func(k int) *val { return v.elems[k] },
			}
		}
		// Python re-reads the length at every step: appends during the
		// loop are seen.
		return iterator{
			more: func(k int) string { return tCmp("<", strconv.Itoa(k), v.lenTerm()) },
			item: func(k int) *val {
				if v.concrete() {
					return v.elems[k]
				}
				return &val{k: v.ek, t: app("select", v.arr, strconv.Itoa(k))}
			},
		}
	case kStr:
		return iterator{
			more: func(k int) string { return tCmp("<", strconv.Itoa(k), x.strLen(v)) },
			item: func(k int) *val { return &val{k: kStr, t: app("str.at", v.t, strconv.Itoa(k))} },
		}
	case kRange:
		cur := func(k int) string { return tAdd(v.start, ilit(int64(k)*v.step)) }
		return iterator{
			more: func(k int) string {
				if v.step > 0 {
					return tCmp("<", cur(k), v.stop)
				}
				return tCmp(">", cur(k), v.stop)
			},
			item: func(k int) *val { return &val{k: kInt, t: cur(k)} },
		}
	case kDict, kSet:
		for _, e := range v.ents {
			if e.present != "true" {
				x.fail(at, "iteration over a %s whose keys are not known to differ", v.k)
			}
		}
		ents := append([]*entry(nil), v.ents...)
		return iterator{
			more: func(k int) string { return boolLit(k < len(ents)) },
			item: func(k int) *val { return ents[k].key },
		}
	case kIter:
		if !v.concrete() {
			return x.iterate(&val{k: kList, arr: v.arr, n: v.n, ek: v.ek}, at)
		}
		return x.iterate(&val{k: kTuple, elems: v.elems}, at)
	case kBuiltin:
		if v.name == "enumerate" {
			inner := x.iterate(v.obj["src"], at)
			start := v.obj["start"].t
			return iterator{
				more: inner.more,
				item: func(k int) *val {
					return &val{k: kTuple, elems: []*val{{k: kInt, t: tAdd(start, itoa(k))}, inner.item(k)}}
				},
			}
		}
	}
	x.fail(at, "iteration over %s", v.k)
	return iterator{}
}

func boolLit(b bool) string {
	if b {
		return "true"
	}
	return "false"
}

func (x *executor) forStmt(s *pyparse.Node, sc *scope) (flow, *val) {
	body := s.ChildByFieldName("body")
	x.consume(s)
	it := x.iterate(x.header(s, s.ChildByFieldName("right"), sc), s)
	left := s.ChildByFieldName("left")
	for k := 0; ; k++ {
		if k > 0 {
			x.consume(s)
		}
		more := it.more(k)
		if x.target.Exc != "" && x.atEnd() && more != "false" {
			// The path ends raising on the header: taking the next item
			// (unpacking it) raises.
			x.assume(more)
			x.header(s, nil, sc, func() *val { x.assign(left, it.item(k), sc); return &val{k: kNone} })
			if len(x.pins) > 0 {
				x.mismatch("no way to raise %s with the lengths pinned", x.target.Exc)
			}
			x.fail(s, "no rule for how this loop header raises %s", x.target.Exc)
		}
		if !x.enters(s, body) {
			if more == "true" {
				x.mismatch("loop on line %d has more items than the path iterates", pyparse.Line(s))
			}
			x.assume(tNot(more))
			break
		}
		if more == "false" {
			x.mismatch("loop on line %d has fewer items than the path iterates", pyparse.Line(s))
		}
		x.assume(more)
		// Unpacking the item is part of the header's line: on a raising
		// path it may be what raises.
		x.header(s, nil, sc, func() *val { x.assign(left, it.item(k), sc); return &val{k: kNone} })
		f, v := x.block(body, sc)
		switch f {
		case fBreak:
			return fNormal, nil
		case fReturn:
			return f, v
		}
	}
	if alt := s.ChildByFieldName("alternative"); alt != nil {
		return x.block(alt.ChildByFieldName("body"), sc)
	}
	return fNormal, nil
}

// simple runs a simple statement (its line already consumed).
func (x *executor) simple(s *pyparse.Node, sc *scope) (flow, *val) {
	switch s.Type() {
	case "expression_statement":
		for _, c := range pyparse.Children(s) {
			x.exprStmt(c, sc)
		}
		return fNormal, nil
	case "return_statement":
		cs := pyparse.Children(s)
		if len(cs) == 0 {
			return fReturn, &val{k: kNone}
		}
		return fReturn, x.expr(cs[0], sc)
	case "pass_statement":
		return fNormal, nil
	case "break_statement":
		return fBreak, nil
	case "continue_statement":
		return fContinue, nil
	case "raise_statement":
		name := ""
		if cs := pyparse.Children(s); len(cs) > 0 {
			e := cs[0]
			if e.Type() == "call" {
				e = e.ChildByFieldName("function")
			}
			name = x.text(e)
		}
		if x.raising && name == x.target.Exc {
			x.points = append(x.points, raisePoint{cond: x.guard(), exc: name})
			return fNormal, nil
		}
		if name == x.target.Exc && x.restInHelpers() {
			// The exception is built by code of the file (its class's
			// __init__, helpers in its arguments): those lines end the
			// path after the raise line.
			x.buildException(pyparse.Children(s)[0], sc)
			x.raising = true
			x.points = append(x.points, raisePoint{cond: x.guard(), exc: name})
			return fNormal, nil
		}
		// Lines may follow a raise in CPython (an exception class of the
		// file runs its __init__): the rules' order, not a proof.
		x.orderMismatch("raise %s on line %d before the path's end", name, pyparse.Line(s))
	case "assert_statement":
		cs := pyparse.Children(s)
		c := x.truth(x.expr(cs[0], sc), s)
		x.check(c, "AssertionError")
		return fNormal, nil
	case "delete_statement":
		for _, t := range pyparse.Children(s) {
			x.del(t, sc)
		}
		return fNormal, nil
	case "import_statement", "import_from_statement":
		return fNormal, nil
	case "nonlocal_statement", "global_statement":
		x.declareScope(s, sc)
		return fNormal, nil
	}
	x.fail(s, "statement %s", s.Type())
	return fNormal, nil
}

func (x *executor) del(t *pyparse.Node, sc *scope) {
	if t.Type() == "expression_list" {
		for _, c := range pyparse.Children(t) {
			x.del(c, sc)
		}
		return
	}
	if t.Type() != "subscript" {
		x.fail(t, "del of %s", t.Type())
	}
	obj := x.expr(t.ChildByFieldName("value"), sc)
	key := x.expr(t.ChildByFieldName("subscript"), sc)
	switch obj.k {
	case kDict:
		x.dictDel(obj, key, t)
	case kList:
		idx := x.index(obj, key, t)
		x.listPop(obj, idx, t)
	default:
		x.fail(t, "del on %s", obj.k)
	}
}

func (x *executor) exprStmt(n *pyparse.Node, sc *scope) {
	switch n.Type() {
	case "assignment":
		right := n.ChildByFieldName("right")
		if right == nil { // annotation only
			return
		}
		var v *val
		if right.Type() == "assignment" {
			// a = b = expr
			v = x.chainAssign(right, sc)
		} else {
			v = x.expr(right, sc)
		}
		x.assign(n.ChildByFieldName("left"), v, sc)
	case "augmented_assignment":
		left := n.ChildByFieldName("left")
		op := n.ChildByFieldName("operator").Type()
		op = op[:len(op)-1]
		cur := x.expr(left, sc)
		r := x.expr(n.ChildByFieldName("right"), sc)
		if cur.k == kList && op == "+" {
			// In place: the list object is extended, aliases see it.
			x.extend(cur, r, n)
			return
		}
		x.assign(left, x.binop(op, cur, r, n), sc)
	case "yield":
		// The function under test is a generator, drained by the run:
		// each yield is an item of its result.
		if x.gen == nil || x.depth > 0 {
			x.fail(n, "yield in a helper")
		}
		cs := pyparse.Children(n)
		if len(cs) > 0 && x.text(cs[0]) == "from" {
			x.fail(n, "yield from")
		}
		if len(cs) == 0 {
			x.gen.elems = append(x.gen.elems, &val{k: kNone})
			return
		}
		x.gen.elems = append(x.gen.elems, x.expr(cs[len(cs)-1], sc))
	default:
		x.expr(n, sc)
	}
}

func (x *executor) chainAssign(n *pyparse.Node, sc *scope) *val {
	right := n.ChildByFieldName("right")
	var v *val
	if right.Type() == "assignment" {
		v = x.chainAssign(right, sc)
	} else {
		v = x.expr(right, sc)
	}
	x.assign(n.ChildByFieldName("left"), v, sc)
	return v
}

// assign binds target to v; scalar values get an SSA constant.
func (x *executor) assign(t *pyparse.Node, v *val, sc *scope) {
	switch t.Type() {
	case "identifier":
		name := x.text(t)
		if v.name == "truth-only" {
			x.fail(t, "and/or of values of different types used as a value")
		}
		if scalar(v.k) {
			v = &val{k: v.k, t: x.define(name, sortOfKind(v.k), v.t), n: v.n, param: v.param}
		}
		sc.home(name).vars[name] = v
	case "pattern_list", "tuple_pattern", "expression_list", "tuple", "list_pattern", "list":
		ts := pyparse.Children(t)
		items := x.unpack(v, len(ts), t)
		for i, c := range ts {
			x.assign(c, items[i], sc)
		}
	case "parenthesized_expression":
		x.assign(unparen(t), v, sc)
	case "subscript":
		obj := x.expr(t.ChildByFieldName("value"), sc)
		key := t.ChildByFieldName("subscript")
		if key.Type() == "slice" {
			x.fail(t, "slice assignment")
		}
		x.setItem(obj, x.expr(key, sc), v, t)
	case "attribute":
		obj := x.expr(t.ChildByFieldName("object"), sc)
		if obj.k != kObj {
			x.fail(t, "attribute assignment on %s", obj.k)
		}
		obj.obj[x.text(t.ChildByFieldName("attribute"))] = v
	default:
		x.fail(t, "assignment to %s", t.Type())
	}
}

// unpack splits v into n items (tuple/list of known length, a string of
// that length).
func (x *executor) unpack(v *val, n int, at *pyparse.Node) []*val {
	switch v.k {
	case kList, kTuple, kIter:
		x.materialize(v)
		if len(v.elems) != n {
			x.raiseNow("ValueError")
			out := make([]*val, n)
			for i := range out {
				out[i] = x.dummy()
			}
			return out
		}
		return v.elems
	case kStr:
		x.check(app("=", app("str.len", v.t), strconv.Itoa(n)), "ValueError")
		out := make([]*val, n)
		for i := range out {
			out[i] = &val{k: kStr, t: app("str.at", v.t, strconv.Itoa(i))}
		}
		return out
	}
	x.fail(at, "unpacking a %s", v.k)
	return nil
}

// restInHelpers says the path's remaining lines all lie outside the
// function's own definition (in helpers or classes of the file).
func (x *executor) restInHelpers() bool {
	def := x.fn.Def
	if def == nil || x.cur >= len(x.target.Lines) {
		return false
	}
	lo, hi := pyparse.Line(def), pyparse.EndLine(def)
	for _, l := range x.target.Lines[x.cur:] {
		if l >= lo && l <= hi {
			return false
		}
	}
	return true
}

// buildException evaluates a raise's exception expression and runs its
// class's __init__ when the file defines one, consuming their lines; the
// path then ends. What the rules cannot follow there is skipped, as an
// approximation (the path's lines are taken as consumed), so an UNSAT
// verdict on it is not claimed.
func (x *executor) buildException(e *pyparse.Node, sc *scope) {
	cur := x.cur
	ok := func() (ok bool) {
		defer func() {
			if r := recover(); r != nil {
				switch r.(type) {
				case *Untranslated, *prefixCut, *errMismatch:
					ok = false
				default:
					panic(r)
				}
			}
		}()
		if e.Type() != "call" {
			x.expr(e, sc)
			return x.atEnd()
		}
		a := x.args(e, sc)
		if init := x.exceptionInit(x.text(e.ChildByFieldName("function"))); init != nil {
			self := &val{k: kObj, obj: map[string]*val{}}
			x.callFunc(&fnVal{def: init, closure: x.globals, self: self}, a, e)
		}
		return x.atEnd()
	}()
	if !ok {
		_ = cur
		x.cur = len(x.target.Lines)
		x.approx = append(x.approx, "exception construction not followed")
	}
}

// exceptionInit is the __init__ a class of the file named name runs: its
// own, or the first of its bases' defined in the file.
func (x *executor) exceptionInit(name string) *pyparse.Node {
	for depth := 0; depth < 10; depth++ {
		var cls *pyparse.Node
		for _, s := range pyparse.Children(x.file.Tree.Root) {
			if s.Type() == "decorated_definition" {
				s = s.ChildByFieldName("definition")
			}
			if s != nil && s.Type() == "class_definition" && x.text(s.ChildByFieldName("name")) == name {
				cls = s
			}
		}
		if cls == nil {
			return nil
		}
		if init := initOf(cls, x.src); init != nil {
			return init
		}
		sup := cls.ChildByFieldName("superclasses")
		if sup == nil || sup.NamedChildCount() == 0 {
			return nil
		}
		name = x.text(sup.NamedChild(0))
	}
	return nil
}

// tryStmt runs a try statement on a path that enters none of its except
// clauses (a path into one is outside the rules: consume reports it): the
// body, the else clause when the body ends normally, then the finally
// clause, whatever way the body ended. The body's operations are guarded as
// everywhere (off the path's end they must not raise), which is what
// entering no handler means.
func (x *executor) tryStmt(s *pyparse.Node, sc *scope) (flow, *val) {
	if x.opts.Live == nil || x.opts.Live[pyparse.Line(s)] {
		x.consume(s) // CPython traces the try line (a NOP)
	}
	var elseC, finallyC *pyparse.Node
	var hl []int
	for _, c := range pyparse.Children(s) {
		switch c.Type() {
		case "except_clause", "except_group_clause":
			hl = append(hl, pyparse.Line(c))
		case "else_clause":
			elseC = c.ChildByFieldName("body")
		case "finally_clause":
			for _, b := range pyparse.Children(c) {
				if b.Type() == "block" {
					finallyC = b
				}
			}
		}
	}
	for _, l := range hl {
		x.handlers[l]++
	}
	f, v := func() (flow, *val) {
		defer func() {
			for _, l := range hl {
				x.handlers[l]--
			}
		}()
		return x.block(s.ChildByFieldName("body"), sc)
	}()
	if f == fNormal && elseC != nil {
		f, v = x.block(elseC, sc)
	}
	if finallyC != nil {
		if ff, fv := x.block(finallyC, sc); ff != fNormal {
			return ff, fv
		}
	}
	return f, v
}
