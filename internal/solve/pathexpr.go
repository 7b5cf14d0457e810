// Path translation, expressions: Python's operators, indexing, slicing and
// comparisons on symbolic values, with the exceptions they raise.
package solve

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"unstuck/internal/pyparse"
)

// infinity stands in for float('inf') and math.inf: Z3's reals have no
// infinity, so a large number plays it (an approximation, recorded).
const infinity = "1000000000000000000000000000000.0"

func (x *executor) expr(n *pyparse.Node, sc *scope) *val {
	if x.opts.Prefix && x.inputsDone {
		if len(x.obsTexts) > 0 {
			if v, ok := x.observed(n); ok {
				return v
			}
		}
		x.stack = append(x.stack, n)
		defer func() { x.stack = x.stack[:len(x.stack)-1] }()
	}
	switch n.Type() {
	case "parenthesized_expression":
		if u := unparen(n); u != n {
			return x.expr(u, sc)
		}
		x.fail(n, "parenthesized expression")
	case "identifier":
		name := x.text(n)
		if v, ok := sc.lookup(name); ok {
			return v
		}
		if b := x.importBinding(name); b != "" {
			if strings.Contains(b, ".") {
				return x.moduleAttr(b, n)
			}
			return &val{k: kBuiltin, name: b}
		}
		if builtinNames[name] && (!importedNames[name] || x.opts.Preset == "leetcode") {
			return &val{k: kBuiltin, name: name}
		}
		if v := x.moduleConst(name); v != nil {
			return v
		}
		x.fail(n, "name %s", name)
	case "integer":
		s := strings.ReplaceAll(x.text(n), "_", "")
		v, ok := new(big.Int).SetString(s, 0)
		if !ok {
			x.fail(n, "integer literal %s", s)
		}
		return &val{k: kInt, t: intLit(v)}
	case "float":
		s := strings.ReplaceAll(x.text(n), "_", "")
		r, ok := new(big.Rat).SetString(s)
		if !ok {
			x.fail(n, "float literal %s", s)
		}
		return &val{k: kReal, t: realLit(r)}
	case "string", "concatenated_string":
		t := &translator{src: x.src}
		s, err := t.str(n)
		if err != nil {
			x.fail(n, "string literal %s", x.text(n))
		}
		return strConst(s)
	case "true", "false":
		return &val{k: kBool, t: boolLit(n.Type() == "true")}
	case "none":
		return &val{k: kNone}
	case "binary_operator":
		op := x.text(n.ChildByFieldName("operator"))
		return x.binop(op, x.expr(n.ChildByFieldName("left"), sc), x.expr(n.ChildByFieldName("right"), sc), n)
	case "unary_operator":
		op := x.text(n.ChildByFieldName("operator"))
		v := x.expr(n.ChildByFieldName("argument"), sc)
		switch op {
		case "-":
			return x.binop("-", &val{k: kInt, t: "0"}, v, n)
		case "+":
			return x.binop("+", &val{k: kInt, t: "0"}, v, n)
		case "~":
			return x.binop("-", x.binop("-", &val{k: kInt, t: "0"}, v, n), &val{k: kInt, t: "1"}, n)
		}
		x.fail(n, "unary %s", op)
	case "not_operator":
		return &val{k: kBool, t: tNot(x.truth(x.expr(n.ChildByFieldName("argument"), sc), n))}
	case "boolean_operator":
		return x.boolop(n, sc)
	case "comparison_operator":
		return x.comparison(n, sc)
	case "conditional_expression":
		cs := pyparse.Children(n)
		c := x.truth(x.expr(cs[1], sc), n)
		if b, ok := litBool(c); ok {
			if b {
				return x.expr(cs[0], sc)
			}
			return x.expr(cs[2], sc)
		}
		a, ta := x.probe(c, func() *val { return x.expr(cs[0], sc) })
		if ta > 0 {
			return a
		}
		if ta < 0 {
			return x.expr(cs[2], sc)
		}
		b, tb := x.probe(tNot(c), func() *val { return x.expr(cs[2], sc) })
		if tb > 0 {
			return b
		}
		if tb < 0 {
			return a
		}
		return x.merge(c, a, b, n)
	case "call":
		return x.call(n, sc)
	case "subscript":
		obj := x.expr(n.ChildByFieldName("value"), sc)
		key := n.ChildByFieldName("subscript")
		if key.Type() == "slice" {
			return x.slice(obj, key, sc, n)
		}
		return x.getItem(obj, x.expr(key, sc), n)
	case "attribute":
		obj := x.expr(n.ChildByFieldName("object"), sc)
		attr := x.text(n.ChildByFieldName("attribute"))
		switch obj.k {
		case kObj:
			if v, ok := obj.obj[attr]; ok {
				return v
			}
			x.fail(n, "attribute %s", attr)
		case kBuiltin:
			return x.moduleAttr(obj.name+"."+attr, n)
		}
		return &val{k: kBuiltin, name: "." + attr, obj: map[string]*val{"self": obj}}
	case "list", "tuple", "set", "expression_list":
		var es []*val
		for _, c := range pyparse.Children(n) {
			if c.Type() == "list_splat" {
				inner := x.expr(pyparse.Children(c)[0], sc)
				x.materialize(inner)
				if inner.k != kList && inner.k != kTuple {
					x.fail(c, "* of %s", inner.k)
				}
				es = append(es, inner.elems...)
				continue
			}
			es = append(es, x.expr(c, sc))
		}
		switch n.Type() {
		case "list":
			return &val{k: kList, elems: nonNil(es)}
		case "tuple", "expression_list":
			return &val{k: kTuple, elems: nonNil(es)}
		}
		s := &val{k: kSet}
		for _, e := range es {
			x.setAdd(s, e, n)
		}
		return s
	case "dictionary":
		d := &val{k: kDict}
		for _, p := range pyparse.Children(n) {
			if p.Type() != "pair" {
				x.fail(p, "%s in a dict literal", p.Type())
			}
			x.dictSet(d, x.expr(p.ChildByFieldName("key"), sc), x.expr(p.ChildByFieldName("value"), sc), p)
		}
		return d
	case "list_comprehension", "set_comprehension", "generator_expression", "dictionary_comprehension":
		return x.comprehension(n, sc)
	case "lambda":
		return &val{k: kFunc, fn: &fnVal{def: n, closure: sc}}
	}
	x.fail(n, "expression %s", n.Type())
	return nil
}

func nonNil(es []*val) []*val {
	if es == nil {
		return []*val{}
	}
	return es
}

func strConst(s string) *val {
	return &val{k: kStr, t: StringLit(s), n: itoa(len([]rune(s)))}
}

// under evaluates f with c as a guard of the raise points it meets.
func (x *executor) under(c string, f func() *val) *val {
	x.guards = append(x.guards, c)
	defer func() { x.guards = x.guards[:len(x.guards)-1] }()
	return f()
}

// merge is `a if c else b`.
func (x *executor) merge(c string, a, b *val, at *pyparse.Node) *val {
	if v, ok := litBool(c); ok {
		if v {
			return a
		}
		return b
	}
	if a == b {
		return a
	}
	if a.k == kNone && b.k == kNone {
		return a
	}
	if scalar(a.k) && scalar(b.k) {
		if a.k == b.k {
			return x.share(&val{k: a.k, t: tIte(c, a.t, b.t)})
		}
		if numericKind(a.k) && numericKind(b.k) {
			k := kInt
			if a.k == kReal || b.k == kReal {
				k = kReal
			}
			return x.share(&val{k: k, t: tIte(c, x.num(a, k), x.num(b, k))})
		}
	}
	if a.k == kFunc && b.k == kFunc {
		return &val{k: kFunc, alts: append(altsOf(a, c), altsOf(b, tNot(c))...)}
	}
	if (a.k == kList || a.k == kTuple) && a.k == b.k && a.concrete() && b.concrete() && len(a.elems) == len(b.elems) {
		out := &val{k: a.k, elems: make([]*val, len(a.elems))}
		for i := range a.elems {
			out.elems[i] = x.merge(c, a.elems[i], b.elems[i], at)
		}
		return out
	}
	if a.k == kList && b.k == kList {
		if ak, aok := x.scalarElems(a); aok {
			if bk, bok := x.scalarElems(b); bok && (ak == bk || ak == kNone || bk == kNone) {
				k := ak
				if k == kNone {
					k = bk
				}
				if k == kNone {
					k = kInt
				}
				return &val{k: kList, arr: tIte(c, x.toArray(a, k), x.toArray(b, k)), n: tIte(c, a.lenTerm(), b.lenTerm()), ek: k}
			}
		}
	}
	x.fail(at, "a value that is a %s or a %s depending on the inputs", a.k, b.k)
	return nil
}

func numericKind(k kind) bool { return k == kInt || k == kReal || k == kBool }

// num is v as a term of kind k (Int or Real).
func (x *executor) num(v *val, k kind) string {
	t := v.t
	switch v.k {
	case kBool:
		t = tIte(t, "1", "0")
	case kInt, kReal:
	default:
		x.fail(nil, "%s used as a number", v.k)
	}
	if k == kReal && v.k != kReal {
		if i, ok := litInt(t); ok {
			return realLit(new(big.Rat).SetInt(i))
		}
		return app("to_real", t)
	}
	return t
}

// truth is Python's truth value of v as a Bool term.
func (x *executor) truth(v *val, at *pyparse.Node) string {
	switch v.k {
	case kBool:
		return v.t
	case kInt:
		return tNot(tCmp("=", v.t, "0"))
	case kReal:
		return tNot(app("=", v.t, "0.0"))
	case kStr:
		if v.n != "" {
			return tCmp(">", v.n, "0")
		}
		return tNot(tCmp("=", v.t, `""`))
	case kNone:
		return "false"
	case kMatch:
		return v.t
	case kRegex:
		return "true"
	case kList, kTuple, kIter:
		return tCmp(">", v.lenTerm(), "0")
	case kDict, kSet:
		var ps []string
		for _, e := range v.ents {
			ps = append(ps, e.present)
		}
		return tOr(ps...)
	case kFunc, kObj, kBuiltin:
		if v.opaque {
			return boolLit(v.truthy)
		}
		return "true"
	case kRange:
		if v.step > 0 {
			return tCmp("<", v.start, v.stop)
		}
		return tCmp(">", v.start, v.stop)
	}
	x.fail(at, "truth of %s", v.k)
	return ""
}

func (x *executor) boolop(n *pyparse.Node, sc *scope) *val {
	op := n.ChildByFieldName("operator").Type()
	l := x.expr(n.ChildByFieldName("left"), sc)
	lt := x.truth(l, n)
	if b, ok := litBool(lt); ok && b == (op == "or") {
		return l // short-circuit: the right side does not run
	}
	g := lt
	if op == "or" {
		g = tNot(lt)
	}
	r, taken := x.probe(g, func() *val { return x.expr(n.ChildByFieldName("right"), sc) })
	switch taken {
	case 1:
		return r
	case -1:
		return l
	}
	if l.k == kBool && r.k == kBool {
		if op == "and" {
			return &val{k: kBool, t: tAnd(l.t, r.t)}
		}
		return &val{k: kBool, t: tOr(l.t, r.t)}
	}
	if op == "and" {
		if b, ok := litBool(lt); ok {
			if b {
				return r
			}
			return l
		}
		if scalar(l.k) && l.k == r.k || numericKind(l.k) && numericKind(r.k) {
			return x.merge(lt, r, l, n)
		}
	} else {
		if b, ok := litBool(lt); ok {
			if b {
				return l
			}
			return r
		}
		if scalar(l.k) && l.k == r.k || numericKind(l.k) && numericKind(r.k) {
			return x.merge(lt, l, r, n)
		}
	}
	// Values of different types: only the truth value is kept, which is
	// all a condition needs.
	rt := x.truth(r, n)
	if op == "and" {
		return &val{k: kBool, t: tAnd(lt, rt), name: "truth-only"}
	}
	return &val{k: kBool, t: tOr(lt, rt), name: "truth-only"}
}

func (x *executor) comparison(n *pyparse.Node, sc *scope) *val {
	operands, ops := comparison(n)
	if len(operands) != len(ops)+1 {
		x.fail(n, "malformed comparison")
	}
	var parts []string
	left := x.expr(operands[0], sc)
	for i, op := range ops {
		g := tAnd(parts...)
		if g == "false" {
			break
		}
		right := x.under(g, func() *val { return x.expr(operands[i+1], sc) })
		parts = append(parts, x.compare(op, left, right, n))
		left = right
	}
	return &val{k: kBool, t: tAnd(parts...)}
}

// compare is one Python comparison as a Bool term.
func (x *executor) compare(op string, a, b *val, at *pyparse.Node) string {
	switch op {
	case "in":
		return x.contains(b, a, at)
	case "not in":
		return tNot(x.contains(b, a, at))
	case "is", "is not":
		var eq string
		switch {
		case a.k == kMatch && b.k == kNone:
			eq = tNot(a.t)
		case a.k == kNone && b.k == kMatch:
			eq = tNot(b.t)
		case a.k == kNone || b.k == kNone:
			eq = boolLit(a.k == b.k)
		case a.k == kBool && b.k == kBool:
			eq = tCmp("=", a.t, b.t)
		case !scalar(a.k) && !scalar(b.k):
			eq = boolLit(a == b)
		default:
			x.fail(at, "identity test of %s and %s", a.k, b.k)
		}
		if op == "is" {
			return eq
		}
		return tNot(eq)
	case "==":
		return x.equal(a, b, at)
	case "!=", "<>":
		return tNot(x.equal(a, b, at))
	}
	smtOp := map[string]string{"<": "<", "<=": "<=", ">": ">", ">=": ">="}[op]
	if smtOp == "" {
		x.fail(at, "comparison %s", op)
	}
	switch {
	case numericKind(a.k) && numericKind(b.k):
		k := kInt
		if a.k == kReal || b.k == kReal {
			k = kReal
		}
		return tCmp(smtOp, x.num(a, k), x.num(b, k))
	case a.k == kStr && b.k == kStr:
		switch smtOp {
		case "<":
			return app("str.<", a.t, b.t)
		case "<=":
			return app("str.<=", a.t, b.t)
		case ">":
			return app("str.<", b.t, a.t)
		}
		return app("str.<=", b.t, a.t)
	case (a.k == kList || a.k == kTuple) && a.k == b.k:
		return x.lexCompare(smtOp, a, b, at)
	}
	x.maybeRaise("TypeError")
	x.fail(at, "ordering of %s and %s", a.k, b.k)
	return ""
}

// lexCompare orders two sequences of known length lexicographically.
func (x *executor) lexCompare(op string, a, b *val, at *pyparse.Node) string {
	x.materialize(a)
	x.materialize(b)
	// Walk from the end: result for the suffix starting at i.
	la, lb := len(a.elems), len(b.elems)
	var tail string
	switch op {
	case "<":
		tail = boolLit(la < lb)
	case "<=":
		tail = boolLit(la <= lb)
	case ">":
		tail = boolLit(la > lb)
	default:
		tail = boolLit(la >= lb)
	}
	m := min(la, lb)
	for i := m - 1; i >= 0; i-- {
		eq := x.equal(a.elems[i], b.elems[i], at)
		strict := x.compare(map[string]string{"<": "<", "<=": "<", ">": ">", ">=": ">"}[op], a.elems[i], b.elems[i], at)
		tail = tIte(eq, tail, strict)
	}
	return tail
}

// equal is Python's == as a Bool term.
func (x *executor) equal(a, b *val, at *pyparse.Node) string {
	switch {
	case a.k == kNone || b.k == kNone:
		return boolLit(a.k == b.k)
	case numericKind(a.k) && numericKind(b.k):
		if a.k == kBool && b.k == kBool {
			return tCmp("=", a.t, b.t)
		}
		k := kInt
		if a.k == kReal || b.k == kReal {
			k = kReal
		}
		return tCmp("=", x.num(a, k), x.num(b, k))
	case a.k == kStr && b.k == kStr:
		return tCmp("=", a.t, b.t)
	case (a.k == kList || a.k == kTuple) && a.k == b.k:
		x.materialize(a)
		x.materialize(b)
		if len(a.elems) != len(b.elems) {
			return "false"
		}
		var ps []string
		for i := range a.elems {
			ps = append(ps, x.equal(a.elems[i], b.elems[i], at))
		}
		return tAnd(ps...)
	case scalar(a.k) && scalar(b.k), scalar(a.k) != scalar(b.k):
		return "false" // different types are never equal (1 == '1' is False)
	}
	x.fail(at, "equality of %s and %s", a.k, b.k)
	return ""
}

// contains is `item in coll`.
func (x *executor) contains(coll, item *val, at *pyparse.Node) string {
	switch coll.k {
	case kStr:
		if item.k != kStr {
			// `1 in "abc"` raises wherever it runs.
			x.raiseNow("TypeError")
			return "false"
		}
		return app("str.contains", coll.t, item.t)
	case kList, kTuple, kIter:
		x.materialize(coll)
		var ps []string
		for _, e := range coll.elems {
			ps = append(ps, x.equal(e, item, at))
		}
		return tOr(ps...)
	case kDict, kSet:
		found, _ := x.lookup(coll, item, at)
		return found
	case kRange:
		if item.k != kInt {
			x.fail(at, "%s in a range", item.k)
		}
		var in string
		if coll.step > 0 {
			in = tAnd(tCmp("<=", coll.start, item.t), tCmp("<", item.t, coll.stop))
		} else {
			in = tAnd(tCmp(">=", coll.start, item.t), tCmp(">", item.t, coll.stop))
		}
		if coll.step != 1 && coll.step != -1 {
			step := coll.step
			if step < 0 {
				step = -step
			}
			in = tAnd(in, app("=", app("mod", tSub(item.t, coll.start), ilit(step)), "0"))
		}
		return in
	}
	x.fail(at, "membership in %s", coll.k)
	return ""
}

// binop is a binary operator with Python's semantics.
func (x *executor) binop(op string, a, b *val, at *pyparse.Node) *val {
	if numericKind(a.k) && numericKind(b.k) {
		return x.arith(op, a, b, at)
	}
	switch op {
	case "+":
		switch {
		case a.k == kStr && b.k == kStr:
			out := &val{k: kStr, t: app("str.++", a.t, b.t)}
			if sa, ok := litStr(a.t); ok {
				if sb, ok := litStr(b.t); ok {
					out = strConst(sa + sb)
				}
			}
			if a.n != "" && b.n != "" {
				out.n = tAdd(a.n, b.n)
			}
			return out
		case (a.k == kList || a.k == kTuple) && a.k == b.k:
			x.materialize(a)
			x.materialize(b)
			es := append(append([]*val{}, a.elems...), b.elems...)
			return &val{k: a.k, elems: es}
		}
	case "*":
		if b.k == kList || b.k == kStr || b.k == kTuple {
			a, b = b, a
		}
		if (a.k == kList || a.k == kTuple) && numericKind(b.k) {
			n := x.num(b, kInt)
			if c, ok := litInt(n); ok {
				x.materialize(a)
				es := []*val{}
				for i := int64(0); i < c.Int64() && c.IsInt64(); i++ {
					for _, e := range a.elems {
						if !scalar(e.k) && e.k != kNone && e.k != kTuple {
							// [[0]*n]*m shares rows: copy semantics
							// would differ.
							if c.Int64() > 1 {
								x.fail(at, "repetition of a list of mutable items")
							}
						}
						es = append(es, e)
					}
				}
				return &val{k: a.k, elems: es}
			}
			if a.k == kList && len(a.elems) == 1 && a.concrete() && scalar(a.elems[0].k) {
				e := a.elems[0]
				sort := sortOfKind(e.k)
				arr := app(fmt.Sprintf("(as const (Array Int %s))", sort), e.t)
				return &val{k: kList, arr: arr, n: tIte(tCmp("<", n, "0"), "0", n), ek: e.k}
			}
			x.pinFor(n)
			x.fail(at, "repetition by a symbolic count")
		}
		if a.k == kStr && numericKind(b.k) {
			n := x.num(b, kInt)
			c, ok := litInt(n)
			if !ok || !c.IsInt64() || c.Int64() > 1000 {
				x.pinFor(n)
				x.fail(at, "string repetition by a symbolic count")
			}
			out := strConst("")
			for i := int64(0); i < c.Int64(); i++ {
				out = x.binop("+", out, a, at)
			}
			return out
		}
	case "%":
		if a.k == kStr {
			x.fail(at, "string formatting with %%")
		}
	case "|", "&", "-", "^":
		if a.k == kSet || b.k == kSet {
			x.fail(at, "set operator %s", op)
		}
	}
	x.maybeRaise("TypeError")
	x.fail(at, "operator %s on %s and %s", op, a.k, b.k)
	return nil
}

// arith is arithmetic on int/float/bool.
func (x *executor) arith(op string, a, b *val, at *pyparse.Node) *val {
	k := kInt
	if a.k == kReal || b.k == kReal {
		k = kReal
	}
	if op == "/" {
		k = kReal
	}
	ta, tb := x.num(a, k), x.num(b, k)
	switch op {
	case "+":
		return x.share(&val{k: k, t: tAdd(ta, tb)})
	case "-":
		return x.share(&val{k: k, t: tSub(ta, tb)})
	case "*":
		return x.share(&val{k: k, t: tMul(ta, tb)})
	case "/":
		x.check(tNot(app("=", tb, "0.0")), "ZeroDivisionError")
		return &val{k: kReal, t: app("/", ta, tb)}
	case "//", "%":
		zero := "0"
		if k == kReal {
			zero = "0.0"
		}
		x.check(tNot(tCmp("=", tb, zero)), "ZeroDivisionError")
		if k == kReal {
			q := app("to_real", app("to_int", app("/", ta, tb)))
			if op == "//" {
				return &val{k: kReal, t: q}
			}
			return &val{k: kReal, t: app("-", ta, app("*", tb, q))}
		}
		if ca, ok := litInt(ta); ok {
			if cb, ok := litInt(tb); ok && cb.Sign() != 0 {
				q, m := pyDivMod(ca, cb)
				if op == "//" {
					return &val{k: kInt, t: intLit(q)}
				}
				return &val{k: kInt, t: intLit(m)}
			}
		}
		var d Expr = Var{Name: "d", Sort: IntSort}
		if cb, ok := litInt(tb); ok {
			d = Int{cb}
		}
		ao := FloorDiv
		if op == "%" {
			ao = Mod
		}
		return &val{k: kInt, t: pyIntDivMod(ao, ta, tb, d)}
	case "**":
		c, ok := litInt(tb)
		if !ok || c.Sign() < 0 || c.Int64() > 16 {
			if ca, ok := litInt(ta); ok && ca.Int64() == 2 && k == kInt {
				return &val{k: kInt, t: x.pow2(tb)}
			}
			x.fail(at, "power with a symbolic or large exponent")
		}
		out := "1"
		if k == kReal {
			out = "1.0"
		}
		for i := int64(0); i < c.Int64(); i++ {
			out = tMul(out, ta)
		}
		return &val{k: k, t: out}
	case ">>", "<<", "&":
		if k != kInt {
			x.maybeRaise("TypeError")
		}
		c, ok := litInt(tb)
		if !ok || c.Sign() < 0 || c.Int64() > 62 {
			return &val{k: kInt, t: x.bitop(op, ta, tb)}
		}
		p := new(big.Int).Lsh(big.NewInt(1), uint(c.Int64()))
		switch op {
		case ">>":
			// Python's >> is floor division by a power of two.
			return &val{k: kInt, t: app("div", ta, intLit(p))}
		case "<<":
			return &val{k: kInt, t: tMul(ta, intLit(p))}
		}
		// n & (2**j - 1) is n mod 2**j, also for negative n.
		m1 := new(big.Int).Add(c, big.NewInt(1))
		if m1.BitLen() > 0 && new(big.Int).And(m1, c).Sign() == 0 {
			return &val{k: kInt, t: app("mod", ta, intLit(m1))}
		}
		return &val{k: kInt, t: x.bitop(op, ta, tb)}
	case "^", "|":
		if k != kInt {
			x.maybeRaise("TypeError")
			x.fail(at, "operator %s on floats", op)
		}
		if a.k == kBool && b.k == kBool {
			if op == "^" {
				return &val{k: kBool, t: app("xor", a.t, b.t)}
			}
			return &val{k: kBool, t: tOr(a.t, b.t)}
		}
		return &val{k: kInt, t: x.bitop(op, ta, tb)}
	}
	x.fail(at, "operator %s on numbers", op)
	return nil
}

func pyDivMod(a, b *big.Int) (*big.Int, *big.Int) {
	q, m := new(big.Int).DivMod(a, b, new(big.Int)) // Euclidean
	if b.Sign() < 0 && m.Sign() != 0 {
		q.Sub(q, big.NewInt(1))
		m.Add(m, b)
	}
	return q, m
}

// normIndex checks i against length n (IndexError) and makes it
// non-negative.
func (x *executor) normIndex(i, n string, exc string) string {
	neg := tCmp("<", i, "0")
	idx := tIte(neg, tAdd(i, n), i)
	x.check(tAnd(tCmp("<=", "0", idx), tCmp("<", idx, n)), exc)
	return idx
}

func (x *executor) index(obj, key *val, at *pyparse.Node) string {
	if !numericKind(key.k) || key.k == kReal {
		x.maybeRaise("TypeError")
		x.fail(at, "index of type %s", key.k)
	}
	return x.normIndex(x.num(key, kInt), obj.lenTerm(), "IndexError")
}

func (x *executor) strLen(s *val) string {
	if s.n != "" {
		return s.n
	}
	if v, ok := litStr(s.t); ok {
		return itoa(len([]rune(v)))
	}
	return app("str.len", s.t)
}

func (x *executor) getItem(obj, key *val, at *pyparse.Node) *val {
	switch obj.k {
	case kList, kTuple, kIter:
		if key.k == kStr {
			x.maybeRaise("TypeError")
		}
		idx := x.index(obj, key, at)
		if !obj.concrete() {
			return &val{k: obj.ek, t: app("select", obj.arr, idx)}
		}
		return x.pick(obj.elems, idx, at)
	case kStr:
		if !numericKind(key.k) {
			x.maybeRaise("TypeError")
			x.fail(at, "string index of type %s", key.k)
		}
		idx := x.normIndex(x.num(key, kInt), x.strLen(obj), "IndexError")
		return &val{k: kStr, t: app("str.at", obj.t, idx), n: "1"}
	case kDict:
		found, v := x.lookup(obj, key, at)
		if obj.dflt != nil {
			if obj.name == "Counter" {
				if found == "true" {
					return v
				}
				d := obj.dflt()
				if found == "false" {
					return d
				}
				return x.merge(found, v, d, at)
			}
			// defaultdict inserts the default.
			if found != "true" {
				if found == "false" {
					d := obj.dflt()
					x.dictSet(obj, key, d, at)
					return d
				}
				if !scalar(obj.dflt().k) {
					x.fail(at, "defaultdict of containers under a symbolic key")
				}
				x.dictSet(obj, key, x.merge(found, v, obj.dflt(), at), at)
				_, v = x.lookup(obj, key, at)
			}
			return v
		}
		x.check(found, "KeyError")
		if v == nil {
			x.raiseNow("KeyError")
			return x.dummy()
		}
		return v
	}
	x.maybeRaise("TypeError")
	x.fail(at, "subscript of %s", obj.k)
	return nil
}

// pick is elems[idx] for a symbolic idx known to be in range.
func (x *executor) pick(es []*val, idx string, at *pyparse.Node) *val {
	if c, ok := litInt(idx); ok {
		i := int(c.Int64())
		if i < 0 || i >= len(es) {
			x.raiseNow("IndexError")
			return x.dummy()
		}
		return es[i]
	}
	if len(es) == 0 {
		x.raiseNow("IndexError")
		return x.dummy()
	}
	out := es[len(es)-1]
	for i := len(es) - 2; i >= 0; i-- {
		out = x.merge(tCmp("=", idx, itoa(i)), es[i], out, at)
	}
	return out
}

func (x *executor) setItem(obj, key, v *val, at *pyparse.Node) {
	switch obj.k {
	case kList:
		idx := x.index(obj, key, at)
		if !obj.concrete() {
			if v.k != obj.ek {
				if numericKind(v.k) && numericKind(obj.ek) && obj.ek != kBool {
					v = &val{k: obj.ek, t: x.num(v, obj.ek)}
				} else {
					x.fail(at, "storing a %s into a list of %s", v.k, obj.ek)
				}
			}
			name := "arr"
			if obj.param != "" {
				name = obj.param
			}
			obj.arr = x.define(name, fmt.Sprintf("(Array Int %s)", sortOfKind(obj.ek)), app("store", obj.arr, idx, v.t))
			return
		}
		if c, ok := litInt(idx); ok {
			i := int(c.Int64())
			if i < 0 || i >= len(obj.elems) {
				x.raiseNow("IndexError")
				return
			}
			obj.elems[i] = v
			return
		}
		for i := range obj.elems {
			obj.elems[i] = x.merge(tCmp("=", idx, itoa(i)), v, obj.elems[i], at)
		}
	case kDict:
		x.dictSet(obj, key, v, at)
	default:
		x.maybeRaise("TypeError")
		x.fail(at, "item assignment on %s", obj.k)
	}
}

// sliceBound is Python's clamping of a slice bound (step 1).
func sliceBound(b, n string, dflt string) string {
	if b == "" {
		return dflt
	}
	neg := tCmp("<", b, "0")
	lo := tIte(tCmp("<", tAdd(b, n), "0"), "0", tAdd(b, n))
	hi := tIte(tCmp(">", b, n), n, b)
	return tIte(neg, lo, hi)
}

func (x *executor) slice(obj *val, sl *pyparse.Node, sc *scope, at *pyparse.Node) *val {
	var parts [3]*pyparse.Node
	i := 0
	for c := 0; c < int(sl.ChildCount()); c++ {
		ch := sl.Child(c)
		if ch.Type() == ":" {
			i++
			continue
		}
		if ch.IsNamed() && i < 3 && ch.Type() != "comment" {
			parts[i] = ch
		}
	}
	bound := func(n *pyparse.Node) string {
		if n == nil {
			return ""
		}
		v := x.expr(n, sc)
		if v.k == kNone {
			return ""
		}
		if !numericKind(v.k) || v.k == kReal {
			x.fail(n, "slice bound of type %s", v.k)
		}
		return x.num(v, kInt)
	}
	start, stop, step := bound(parts[0]), bound(parts[1]), bound(parts[2])
	if step != "" && step != "1" {
		c, ok := litInt(step)
		if !ok || c.Sign() == 0 {
			x.fail(at, "slice with a symbolic step")
		}
		// A reversal or stride of a sequence of known length.
		return x.strideSlice(obj, start, stop, c.Int64(), at)
	}
	switch obj.k {
	case kStr:
		n := x.strLen(obj)
		a := sliceBound(start, n, "0")
		b := sliceBound(stop, n, n)
		ln := tIte(tCmp("<", a, b), tSub(b, a), "0")
		out := &val{k: kStr, t: app("str.substr", obj.t, a, ln)}
		if _, ok := litInt(ln); ok {
			out.n = ln
		}
		return out
	case kList, kTuple:
		x.materialize(obj)
		n := itoa(len(obj.elems))
		a, ok1 := litInt(sliceBound(start, n, "0"))
		b, ok2 := litInt(sliceBound(stop, n, n))
		if !ok1 || !ok2 {
			x.pinFor(start + " " + stop)
			x.fail(at, "list slice with symbolic bounds")
		}
		out := &val{k: obj.k, elems: []*val{}}
		for i := a.Int64(); i < b.Int64(); i++ {
			out.elems = append(out.elems, obj.elems[i])
		}
		return out
	}
	x.fail(at, "slice of %s", obj.k)
	return nil
}

func (x *executor) strideSlice(obj *val, start, stop string, step int64, at *pyparse.Node) *val {
	var es []*val
	var n int
	switch obj.k {
	case kStr:
		c, ok := litInt(x.strLen(obj))
		if !ok {
			if obj.param != "" {
				panic(&errNeedLen{param: obj.param})
			}
			x.pinFor(x.strLen(obj))
			x.fail(at, "stride slice of a string of symbolic length")
		}
		n = int(c.Int64())
		for i := 0; i < n; i++ {
			es = append(es, &val{k: kStr, t: app("str.at", obj.t, itoa(i)), n: "1"})
		}
	case kList, kTuple:
		x.materialize(obj)
		es, n = obj.elems, len(obj.elems)
	default:
		x.fail(at, "slice of %s", obj.k)
	}
	lit := func(s string, d int) int {
		if s == "" {
			return d
		}
		c, ok := litInt(s)
		if !ok {
			x.fail(at, "stride slice with symbolic bounds")
		}
		v := int(c.Int64())
		if v < 0 {
			v += n
		}
		return v
	}
	var idx []int
	if step > 0 {
		a, b := max(0, min(lit(start, 0), n)), max(0, min(lit(stop, n), n))
		for i := a; i < b; i += int(step) {
			idx = append(idx, i)
		}
	} else {
		a, b := min(lit(start, n-1), n-1), max(lit(stop, -1), -1)
		if stop != "" && b < -1 {
			b = -1
		}
		for i := a; i > b; i += int(step) {
			idx = append(idx, i)
		}
	}
	if obj.k == kStr {
		out := strConst("")
		for _, i := range idx {
			out = x.binop("+", out, es[i], at)
		}
		return out
	}
	out := &val{k: obj.k, elems: []*val{}}
	for _, i := range idx {
		out.elems = append(out.elems, es[i])
	}
	return out
}

// ---- dicts and sets: entries present under conditions -----------------

// lookup finds key: the condition that it is present and its value.
func (x *executor) lookup(d, key *val, at *pyparse.Node) (string, *val) {
	var found []string
	var v *val
	for _, e := range d.ents {
		eq := x.keyEqual(e.key, key, at)
		hit := tAnd(e.present, eq)
		if hit == "false" {
			continue
		}
		found = append(found, hit)
		if e.v != nil {
			if v == nil {
				v = e.v
			} else {
				v = x.merge(hit, e.v, v, at)
			}
		}
	}
	return tOr(found...), v
}

func (x *executor) keyEqual(a, b *val, at *pyparse.Node) string {
	if !scalar(a.k) && a.k != kTuple && a.k != kNone || !scalar(b.k) && b.k != kTuple && b.k != kNone {
		x.maybeRaise("TypeError")
		x.fail(at, "unhashable key %s", b.k)
	}
	return x.equal(a, b, at)
}

func (x *executor) dictSet(d, key, v *val, at *pyparse.Node) {
	found, _ := x.lookup(d, key, at)
	for _, e := range d.ents {
		hit := tAnd(e.present, x.keyEqual(e.key, key, at))
		switch hit {
		case "false":
		case "true":
			e.v = v
		default:
			e.v = x.merge(hit, v, e.v, at)
		}
	}
	if found != "true" {
		d.ents = append(d.ents, &entry{key: key, v: v, present: tNot(found)})
	}
}

func (x *executor) dictDel(d, key *val, at *pyparse.Node) {
	found, _ := x.lookup(d, key, at)
	x.check(found, "KeyError")
	var keep []*entry
	for _, e := range d.ents {
		p := tAnd(e.present, tNot(x.keyEqual(e.key, key, at)))
		if p != "false" {
			e.present = p
			keep = append(keep, e)
		}
	}
	d.ents = keep
}

func (x *executor) setAdd(s, key *val, at *pyparse.Node) {
	found, _ := x.lookup(s, key, at)
	if found != "true" {
		s.ents = append(s.ents, &entry{key: key, present: tNot(found)})
	}
}

func (x *executor) dictLen(d *val) string {
	out := "0"
	for _, e := range d.ents {
		out = tAdd(out, tIte(e.present, "1", "0"))
	}
	return out
}

// ---- comprehensions -----------------------------------------------------

func (x *executor) comprehension(n *pyparse.Node, sc *scope) *val {
	body := n.ChildByFieldName("body")
	inner := &scope{vars: map[string]*val{}, parent: sc}
	var clauses []*pyparse.Node
	for _, c := range pyparse.Children(n) {
		if c.Type() == "for_in_clause" || c.Type() == "if_clause" {
			clauses = append(clauses, c)
		}
	}
	var items []*val
	var keys []*val
	var conds []string // the filters each item passed
	var pres []string  // per item: the conjunction of conds
	var gen func(i int)
	gen = func(i int) {
		if i == len(clauses) {
			p := tAnd(conds...)
			if n.Type() == "dictionary_comprehension" {
				if p != "true" {
					x.fail(c0(clauses), "dict comprehension filter on symbolic values")
				}
				keys = append(keys, x.expr(body.ChildByFieldName("key"), inner))
				items = append(items, x.expr(body.ChildByFieldName("value"), inner))
				return
			}
			items = append(items, x.under(p, func() *val { return x.expr(body, inner) }))
			pres = append(pres, p)
			return
		}
		c := clauses[i]
		if c.Type() == "if_clause" {
			cond := x.under(tAnd(conds...), func() *val { return &val{k: kBool, t: x.truth(x.expr(pyparse.Children(c)[0], inner), c)} }).t
			if b, ok := litBool(cond); ok {
				if b {
					gen(i + 1)
				}
				return
			}
			conds = append(conds, cond)
			gen(i + 1)
			conds = conds[:len(conds)-1]
			return
		}
		src := x.expr(c.ChildByFieldName("right"), inner)
		it := x.iterate(src, c)
		for k := 0; ; k++ {
			more := it.more(k)
			b, ok := litBool(more)
			if !ok {
				if src.param != "" {
					panic(&errNeedLen{param: src.param})
				}
				x.pinFor(more)
				x.fail(c, "comprehension over a sequence of symbolic length")
			}
			if !b {
				break
			}
			if k > 10000 {
				x.fail(c, "comprehension over more than 10000 items")
			}
			x.assign(c.ChildByFieldName("left"), it.item(k), inner)
			gen(i + 1)
		}
	}
	gen(0)
	filtered := false
	for _, p := range pres {
		if p != "true" {
			filtered = true
		}
	}
	if filtered {
		// Items present under conditions: a list of symbolic length built
		// by conditional appends, and the mask for sum/any/all/len.
		switch n.Type() {
		case "set_comprehension":
			s := &val{k: kSet}
			for i, it := range items {
				found, _ := x.lookup(s, it, n)
				s.ents = append(s.ents, &entry{key: it, present: tAnd(pres[i], tNot(found))})
			}
			return s
		}
		k := kNone
		for _, it := range items {
			if !scalar(it.k) || k != kNone && it.k != k {
				x.fail(n, "filtered comprehension of %s items", it.k)
			}
			k = it.k
		}
		if k == kNone {
			k = kInt
		}
		arr := app(fmt.Sprintf("(as const (Array Int %s))", sortOfKind(k)), map[kind]string{kInt: "0", kReal: "0.0", kBool: "false", kStr: `""`}[k])
		cnt := "0"
		var mask []*entry
		for i, it := range items {
			arr = x.define("comp", fmt.Sprintf("(Array Int %s)", sortOfKind(k)), tIte(pres[i], app("store", arr, cnt, it.t), arr))
			cnt = x.define("comp_len", "Int", tIte(pres[i], tAdd(cnt, "1"), cnt))
			mask = append(mask, &entry{key: it, present: pres[i]})
		}
		kk := kList
		if n.Type() == "generator_expression" {
			kk = kIter
		}
		return &val{k: kk, arr: arr, n: cnt, ek: k, mask: mask}
	}
	switch n.Type() {
	case "list_comprehension":
		return &val{k: kList, elems: nonNil(items)}
	case "generator_expression":
		return &val{k: kIter, elems: nonNil(items)}
	case "set_comprehension":
		s := &val{k: kSet}
		for _, it := range items {
			x.setAdd(s, it, n)
		}
		return s
	}
	d := &val{k: kDict}
	for i := range items {
		x.dictSet(d, keys[i], items[i], n)
	}
	return d
}

var _ = strconv.Itoa

// scalarElems says whether a list holds scalars of one kind (kNone for an
// empty list).
func (x *executor) scalarElems(v *val) (kind, bool) {
	if !v.concrete() {
		return v.ek, true
	}
	k := kNone
	for _, e := range v.elems {
		if !scalar(e.k) || k != kNone && e.k != k {
			return 0, false
		}
		k = e.k
	}
	return k, true
}

// toArray is a list of scalars as an SMT array term.
func (x *executor) toArray(v *val, k kind) string {
	if !v.concrete() {
		return v.arr
	}
	dflt := map[kind]string{kInt: "0", kReal: "0.0", kBool: "false", kStr: `""`}[k]
	arr := app(fmt.Sprintf("(as const (Array Int %s))", sortOfKind(k)), dflt)
	for i, e := range v.elems {
		arr = app("store", arr, itoa(i), e.t)
	}
	return arr
}

// Bit operations on Python ints go through 64-bit vectors: exact for
// operands within +-2**62 (checked, and recorded as an approximation).
const bvWidth = 64

func (x *executor) toBV(t string) string {
	lim := "4611686018427387904" // 2**62
	x.assume(tAnd(tCmp("<=", app("-", lim), t), tCmp("<", t, lim)))
	return app(fmt.Sprintf("(_ int2bv %d)", bvWidth), t)
}

func fromBV(b string) string {
	u := app("bv2int", b)
	return app("ite", app("bvslt", b, fmt.Sprintf("(_ bv0 %d)", bvWidth)), app("-", u, "18446744073709551616"), u)
}

func (x *executor) bitop(op, a, b string) string {
	if ca, ok := litInt(a); ok {
		if cb, ok := litInt(b); ok && cb.Sign() >= 0 || ok && op != ">>" && op != "<<" {
			// Known operands: Python's result, computed here.
			r := new(big.Int)
			switch op {
			case "^":
				r.Xor(ca, cb)
			case "|":
				r.Or(ca, cb)
			case "&":
				r.And(ca, cb)
			case ">>":
				r.Rsh(ca, uint(cb.Int64()))
			case "<<":
				if cb.Int64() > 4096 {
					break
				}
				r.Lsh(ca, uint(cb.Int64()))
			}
			return intLit(r)
		}
	}
	x.approx = append(x.approx, "bit operations on 64-bit values")
	switch op {
	case "^":
		return fromBV(app("bvxor", x.toBV(a), x.toBV(b)))
	case "|":
		return fromBV(app("bvor", x.toBV(a), x.toBV(b)))
	case "&":
		return fromBV(app("bvand", x.toBV(a), x.toBV(b)))
	case ">>":
		x.check(tCmp(">=", b, "0"), "ValueError")
		return fromBV(app("bvashr", x.toBV(a), x.toBV(b)))
	case "<<":
		x.check(tCmp(">=", b, "0"), "ValueError")
		return fromBV(app("bvshl", x.toBV(a), x.toBV(b)))
	}
	return ""
}

// pow2 is 2**k for 0 <= k <= 62 (checked; an approximation beyond).
func (x *executor) pow2(k string) string {
	x.approx = append(x.approx, "2 ** k for k up to 62")
	x.assume(tAnd(tCmp("<=", "0", k), tCmp("<=", k, "62")))
	out := "4611686018427387904"
	for i := 61; i >= 0; i-- {
		out = tIte(tCmp("=", k, itoa(i)), new(big.Int).Lsh(big.NewInt(1), uint(i)).String(), out)
	}
	return out
}

// share names a long term by an SSA constant, so that terms built from it
// do not repeat it: nested merges would otherwise grow exponentially.
func (x *executor) share(v *val) *val {
	if len(v.t) > 160 && scalar(v.k) {
		return &val{k: v.k, t: x.define("t", sortOfKind(v.k), v.t), n: v.n}
	}
	return v
}

func c0(cs []*pyparse.Node) *pyparse.Node {
	if len(cs) > 0 {
		return cs[0]
	}
	return nil
}

// probe evaluates a branch of and/or/if-else under guard g. A helper call
// in it consumes lines of the path, so the path tells whether it ran:
// lines consumed mean it ran (taken 1, g is asserted); a mismatch means it
// cannot have run (taken -1, not g is asserted, the value is nil);
// otherwise taken is 0 and the caller merges.
func (x *executor) probe(g string, f func() *val) (v *val, taken int) {
	cur, last := x.cur, x.last
	na, nd := len(x.asserts), len(x.decls)
	func() {
		defer func() {
			if r := recover(); r != nil {
				if _, ok := r.(*errMismatch); ok && g != "true" {
					x.cur, x.last = cur, last
					x.asserts, x.decls = x.asserts[:na], x.decls[:nd]
					taken = -1
					return
				}
				panic(r)
			}
		}()
		v = x.under(g, f)
	}()
	switch {
	case taken < 0:
		x.assume(tNot(g))
	case x.cur != cur:
		x.assume(g)
		taken = 1
	}
	return v, taken
}

// moduleConst is the value of a module-level name bound once, by a plain
// assignment (`_MAXORDINAL = 3652059`, `ONE_THIRD = 1.0/3.0`), evaluated
// by the same rules the first time the function reads it; nil otherwise.
func (x *executor) moduleConst(name string) *val {
	var rhs *pyparse.Node
	binds := 0
	for _, s := range pyparse.Children(x.file.Tree.Root) {
		switch s.Type() {
		case "expression_statement":
			if s.NamedChildCount() != 1 {
				continue
			}
			a := s.NamedChild(0)
			if a.Type() != "assignment" && a.Type() != "augmented_assignment" {
				continue
			}
			l := a.ChildByFieldName("left")
			if l == nil {
				continue
			}
			if l.Type() == "identifier" && x.text(l) == name {
				binds++
				rhs = a.ChildByFieldName("right")
				if a.Type() == "augmented_assignment" {
					binds++
				}
			} else if strings.Contains(x.text(l), name) {
				binds += 2 // bound by unpacking: left to the rules below
			}
		case "import_statement", "import_from_statement", "function_definition", "class_definition", "decorated_definition", "for_statement", "with_statement", "try_statement", "if_statement":
			if strings.Contains(x.text(s), name) && s.Type() != "function_definition" {
				// Possibly bound here too (an import, a conditional
				// definition): not a constant the rules can trust.
				for _, id := range identifiersIn(s, x) {
					if id == name {
						binds += 2
						break
					}
				}
			}
		}
	}
	if binds != 1 || rhs == nil || x.constDepth > 20 {
		return nil
	}
	x.constDepth++
	savedGuards, savedRaising := x.guards, x.raising
	x.guards, x.raising = nil, false
	// Restored on a panic too: callers' deferred guard pops run after.
	defer func() { x.guards, x.raising = savedGuards, savedRaising; x.constDepth-- }()
	v := x.expr(rhs, x.globals)
	x.globals.vars[name] = v
	return v
}

// identifiersIn lists the names a module-level statement could bind
// (imports' names, targets), roughly: every identifier in its header
// parts and import names.
func identifiersIn(s *pyparse.Node, x *executor) []string {
	var out []string
	switch s.Type() {
	case "import_statement", "import_from_statement":
		pyparse.Walk(s, func(n *pyparse.Node) bool {
			if n.Type() == "identifier" {
				out = append(out, x.text(n))
			}
			return true
		})
		return out
	}
	// Compound statements: any assignment target or definition inside.
	pyparse.Walk(s, func(n *pyparse.Node) bool {
		switch n.Type() {
		case "assignment", "augmented_assignment":
			if l := n.ChildByFieldName("left"); l != nil {
				pyparse.Walk(l, func(m *pyparse.Node) bool {
					if m.Type() == "identifier" {
						out = append(out, x.text(m))
					}
					return true
				})
			}
		case "function_definition", "class_definition":
			if nm := n.ChildByFieldName("name"); nm != nil {
				out = append(out, x.text(nm))
			}
			return false
		case "import_statement", "import_from_statement", "aliased_import", "dotted_name":
			pyparse.Walk(n, func(m *pyparse.Node) bool {
				if m.Type() == "identifier" {
					out = append(out, x.text(m))
				}
				return true
			})
			return false
		}
		return true
	})
	return out
}
