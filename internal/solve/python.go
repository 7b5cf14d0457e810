// From Python to the language: a tree-sitter condition becomes a term,
// its variables named by their source text and their sorts inferred.
package solve

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"

	"unstuck/internal/pyparse"
)

// Env fixes the sorts of variables by name ("n", "self.items"); the others
// are inferred. ListSort is only known from Env: len(x) otherwise makes x a
// String.
type Env map[string]Sort

// FromPython translates a Python condition (a tree-sitter expression node of
// src) into the language, and lists its variables in order of first
// appearance with their sorts. Identifiers, attribute chains and subscripts
// with literal keys are variables named by their text ("self.count",
// "d['k']"). A variable's sort comes from Env, else from what it meets: the
// literals it is compared with, len() (String), the variables it is
// combined with; a variable only tested for truth is a Bool, any other an
// Int. Constructs outside the language give an error wrapping
// ErrUnsupported that names them.
//
// Where the language stops (string methods, indexing, slicing, lists and
// dicts, comprehensions, ...), and no Env is given, the condition is
// translated by the path rules instead (a Rules term; Flip solves it).
func FromPython(expr *pyparse.Node, src []byte, env Env) (Expr, []Var, error) {
	e, vars, err := fromPython(expr, src, env)
	if err != nil && env == nil && expr != nil {
		return fromPythonOrRules(expr, src, err)
	}
	return e, vars, err
}

func fromPython(expr *pyparse.Node, src []byte, env Env) (Expr, []Var, error) {
	if expr == nil {
		return nil, nil, fmt.Errorf("solve: no condition")
	}
	t := &translator{src: src, env: env, vars: map[string]*cell{}, nullable: map[string]bool{}}
	t.findNoneTests(expr)
	e, err := t.cond(expr)
	if err != nil {
		return nil, nil, err
	}
	if err := t.checkBases(expr); err != nil {
		return nil, nil, err
	}
	sorts := map[string]Sort{}
	vars := make([]Var, len(t.order))
	for i, name := range t.order {
		sorts[name] = t.sortOf(name)
		vars[i] = Var{Name: name, Sort: sorts[name]}
	}
	e = mapVars(e, func(v Var) Var { return Var{Name: v.Name, Sort: sorts[v.Name]} })
	// Inference leaves some misuses (ordering Bools, say) to the printer's
	// sort check.
	if _, err := SMT(e); err != nil {
		msg := strings.TrimPrefix(err.Error(), "solve: ")
		return nil, nil, fmt.Errorf("solve: %w: %s in %q", ErrUnsupported, msg, t.text(expr))
	}
	return e, vars, nil
}

type translator struct {
	src      []byte
	env      Env
	vars     map[string]*cell
	order    []string
	nullable map[string]bool // variables the condition tests against None
}

// cell is a sort being inferred; cells that must share a sort are unified.
type cell struct {
	parent  *cell
	sort    Sort // "" while unknown
	numeric bool // used in arithmetic
	value   bool // used for its value
	truth   bool // tested for its truth
}

func (c *cell) root() *cell {
	for c.parent != nil {
		c = c.parent
	}
	return c
}

func known(s Sort) *cell { return &cell{sort: s, value: true} }

func (t *translator) text(n *pyparse.Node) string { return string(t.src[n.StartByte():n.EndByte()]) }

func (t *translator) unsupported(n *pyparse.Node, what string) error {
	return fmt.Errorf("solve: %w: %s in %q", ErrUnsupported, what, t.text(n))
}

// unify makes a and b one sort; Int and Real meet at Real.
func (t *translator) unify(a, b *cell, at *pyparse.Node) error {
	a, b = a.root(), b.root()
	if a == b {
		return nil
	}
	s := a.sort
	switch {
	case s == "":
		s = b.sort
	case b.sort == "" || b.sort == s:
	case numeric(s) && numeric(b.sort):
		s = RealSort
	default:
		return t.unsupported(at, fmt.Sprintf("mixed types (%s and %s)", s, b.sort))
	}
	num := a.numeric || b.numeric
	if num && (s == StringSort || s == BoolSort) {
		return t.unsupported(at, fmt.Sprintf("arithmetic on %s", s))
	}
	b.parent = a
	a.sort, a.numeric, a.value, a.truth = s, num, a.value || b.value, a.truth || b.truth
	return nil
}

func (t *translator) setSort(c *cell, s Sort, at *pyparse.Node) error {
	return t.unify(c, &cell{sort: s}, at)
}

func (t *translator) markNumeric(c *cell, at *pyparse.Node) error {
	return t.unify(c, &cell{numeric: true}, at)
}

// variable returns the variable called name and its cell.
func (t *translator) variable(name string) (Var, *cell) {
	c, ok := t.vars[name]
	if !ok {
		c = &cell{}
		if s := t.env[name]; s != "" && s != ListSort {
			c.sort = s
		}
		t.vars[name] = c
		t.order = append(t.order, name)
	}
	return Var{Name: name}, c
}

func (t *translator) sortOf(name string) Sort {
	if s := t.env[name]; s != "" {
		return s
	}
	c := t.vars[name].root()
	switch {
	case c.sort != "":
		return c.sort
	case c.truth && !c.value && !c.numeric:
		return BoolSort
	}
	// Only used in arithmetic, compared with other unknowns, or only
	// tested against None.
	return IntSort
}

// checkBases rejects a condition that uses both a variable and something
// reached through it (d and d['k']): no pair of assignments sets both.
func (t *translator) checkBases(at *pyparse.Node) error {
	for _, a := range t.order {
		for _, b := range t.order {
			if len(b) > len(a) && strings.HasPrefix(b, a) && (b[len(a)] == '.' || b[len(a)] == '[') {
				return t.unsupported(at, fmt.Sprintf("%s used both itself and through %s", a, b))
			}
		}
	}
	return nil
}

// findNoneTests marks the variables compared with None (is, ==, in a
// literal holding None) before translation, so that every use of them can
// account for None. A variable compared with == to one that may be None
// may be None too: in `a == b and b is None`, a is None.
func (t *translator) findNoneTests(n *pyparse.Node) {
	var pairs [][2]*pyparse.Node
	pyparse.Walk(n, func(x *pyparse.Node) bool {
		if x.Type() != "comparison_operator" {
			return true
		}
		operands, ops := comparison(x)
		for i, op := range ops {
			if i+1 >= len(operands) {
				break
			}
			l, r := unparen(operands[i]), unparen(operands[i+1])
			switch op {
			case "is", "is not", "==", "!=":
				if r.Type() == "none" {
					l, r = r, l
				}
				if l.Type() == "none" {
					t.markNullable(r)
				} else if op == "==" || op == "!=" {
					pairs = append(pairs, [2]*pyparse.Node{l, r})
				}
			case "in", "not in":
				switch r.Type() {
				case "list", "tuple", "set":
					for _, el := range children(r) {
						if el.Type() == "none" {
							t.markNullable(l)
						}
					}
				}
			}
		}
		return true
	})
	for changed := true; changed; {
		changed = false
		for _, p := range pairs {
			a, errA := t.chain(p[0])
			b, errB := t.chain(p[1])
			if errA == nil && errB == nil && t.nullable[a] != t.nullable[b] {
				t.nullable[a], t.nullable[b] = true, true
				changed = true
			}
		}
	}
}

func (t *translator) markNullable(n *pyparse.Node) {
	if name, err := t.chain(n); err == nil {
		t.nullable[name] = true
	}
}

// children are the named children of n without comments.
func children(n *pyparse.Node) []*pyparse.Node {
	var out []*pyparse.Node
	for _, c := range pyparse.Children(n) {
		if c.Type() != "comment" {
			out = append(out, c)
		}
	}
	return out
}

func unparen(n *pyparse.Node) *pyparse.Node {
	for n.Type() == "parenthesized_expression" {
		cs := children(n)
		if len(cs) != 1 {
			return n
		}
		n = cs[0]
	}
	return n
}

// comparison splits a comparison_operator into its operands and the
// operators between them ("<", "not in", "is not").
func comparison(n *pyparse.Node) (operands []*pyparse.Node, ops []string) {
	for i := 0; i < int(n.ChildCount()); i++ {
		c := n.Child(i)
		switch {
		case c.Type() == "comment":
		case c.IsNamed():
			operands = append(operands, c)
		default:
			ops = append(ops, c.Type())
		}
	}
	return operands, ops
}

func isChain(n *pyparse.Node) bool {
	switch n.Type() {
	case "identifier", "attribute", "subscript":
		return true
	}
	return false
}

// chain names an identifier, attribute chain or literal-key subscript by
// its text, rebuilt from its parts so that spacing does not matter.
func (t *translator) chain(n *pyparse.Node) (string, error) {
	switch n.Type() {
	case "identifier":
		return t.text(n), nil
	case "attribute":
		base, err := t.chain(unparen(n.ChildByFieldName("object")))
		if err != nil {
			return "", err
		}
		return base + "." + t.text(n.ChildByFieldName("attribute")), nil
	case "subscript":
		base, err := t.chain(unparen(n.ChildByFieldName("value")))
		if err != nil {
			return "", err
		}
		var keys []*pyparse.Node
		for i := 0; i < int(n.ChildCount()); i++ {
			if n.FieldNameForChild(i) == "subscript" {
				keys = append(keys, n.Child(i))
			}
		}
		if len(keys) != 1 || !t.literalKey(keys[0]) {
			return "", t.unsupported(n, "subscript with a non-literal key")
		}
		return base + "[" + t.text(keys[0]) + "]", nil
	}
	return "", t.unsupported(n, n.Type())
}

func (t *translator) literalKey(n *pyparse.Node) bool {
	switch n.Type() {
	case "integer", "true", "false", "none":
		return true
	case "string", "concatenated_string":
		_, err := t.str(n)
		return err == nil
	case "unary_operator":
		arg := n.ChildByFieldName("argument")
		return n.ChildByFieldName("operator").Type() == "-" && arg.Type() == "integer"
	}
	return false
}

// cond translates n where Python takes its truth value.
func (t *translator) cond(n *pyparse.Node) (Expr, error) {
	switch n.Type() {
	case "parenthesized_expression":
		if u := unparen(n); u != n {
			return t.cond(u)
		}
	case "boolean_operator":
		l, err := t.cond(n.ChildByFieldName("left"))
		if err != nil {
			return nil, err
		}
		r, err := t.cond(n.ChildByFieldName("right"))
		if err != nil {
			return nil, err
		}
		if n.ChildByFieldName("operator").Type() == "and" {
			return And{append(flatAnd(l), flatAnd(r)...)}, nil
		}
		return Or{append(flatOr(l), flatOr(r)...)}, nil
	case "not_operator":
		x, err := t.cond(n.ChildByFieldName("argument"))
		return Not{x}, err
	case "comparison_operator":
		return t.compare(n)
	case "true", "false":
		return Bool{n.Type() == "true"}, nil
	case "none":
		return Bool{false}, nil
	case "identifier", "attribute", "subscript":
		name, err := t.chain(n)
		if err != nil {
			return nil, err
		}
		v, c := t.variable(name)
		c.root().truth = true
		if t.nullable[name] {
			return And{[]Expr{Not{IsNone{v}}, Truth{v}}}, nil
		}
		return Truth{v}, nil
	}
	x, _, err := t.val(n)
	if err != nil {
		return nil, err
	}
	if _, ok := x.(Var); ok || SortOf(x) != BoolSort {
		return Truth{x}, nil
	}
	return x, nil
}

func flatAnd(e Expr) []Expr {
	if a, ok := e.(And); ok {
		return a.Xs
	}
	return []Expr{e}
}

func flatOr(e Expr) []Expr {
	if o, ok := e.(Or); ok {
		return o.Xs
	}
	return []Expr{e}
}

// compare translates a comparison, a chain `a < b < c` being `a < b and
// b < c`.
func (t *translator) compare(n *pyparse.Node) (Expr, error) {
	operands, ops := comparison(n)
	if len(operands) != len(ops)+1 || len(ops) == 0 {
		return nil, t.unsupported(n, "malformed comparison")
	}
	var parts []Expr
	for i, op := range ops {
		e, err := t.compare1(n, op, unparen(operands[i]), unparen(operands[i+1]))
		if err != nil {
			return nil, err
		}
		parts = append(parts, e)
	}
	if len(parts) == 1 {
		return parts[0], nil
	}
	return And{parts}, nil
}

func (t *translator) compare1(n *pyparse.Node, op string, l, r *pyparse.Node) (Expr, error) {
	negate := func(e Expr, err error) (Expr, error) {
		if err != nil {
			return nil, err
		}
		return Not{e}, nil
	}
	switch op {
	case "is", "is not", "==", "!=":
		if l.Type() == "none" || r.Type() == "none" {
			pos := op == "is" || op == "=="
			if l.Type() == "none" {
				l, r = r, l
			}
			if l.Type() == "none" {
				return Bool{pos}, nil
			}
			if !isChain(l) {
				return nil, t.unsupported(l, "None test of an expression")
			}
			name, err := t.chain(l)
			if err != nil {
				return nil, err
			}
			v, _ := t.variable(name)
			if pos {
				return IsNone{v}, nil
			}
			return Not{IsNone{v}}, nil
		}
		if op == "is" || op == "is not" {
			// `flag is True` is `flag == True` for a Bool; identity of
			// anything else is out of reach.
			if !isBoolLit(l) && !isBoolLit(r) {
				return nil, t.unsupported(n, "'"+op+"' comparison")
			}
			op = map[string]string{"is": "==", "is not": "!="}[op]
		}
	case "in":
		return t.member(l, r)
	case "not in":
		return negate(t.member(l, r))
	case "<", "<=", ">", ">=":
	default:
		return nil, t.unsupported(n, "operator "+op)
	}
	a, ca, err := t.val(l)
	if err != nil {
		return nil, err
	}
	b, cb, err := t.val(r)
	if err != nil {
		return nil, err
	}
	if err := t.unify(ca, cb, n); err != nil {
		return nil, err
	}
	switch op {
	case "==":
		return t.eq(a, b), nil
	case "!=":
		return Not{t.eq(a, b)}, nil
	}
	return Cmp{CmpOp(op), a, b}, nil
}

func isBoolLit(n *pyparse.Node) bool { return n.Type() == "true" || n.Type() == "false" }

// noneFlag is the None test of e if e is a variable that may be None.
func (t *translator) noneFlag(e Expr) (Expr, bool) {
	if v, ok := e.(Var); ok && t.nullable[v.Name] {
		return IsNone{v}, true
	}
	return nil, false
}

// eq is Python's == where a variable may be None: None equals only None,
// and comparing it with == raises nothing.
func (t *translator) eq(a, b Expr) Expr {
	c := Cmp{Eq, a, b}
	fa, na := t.noneFlag(a)
	fb, nb := t.noneFlag(b)
	switch {
	case na && nb:
		return Or{[]Expr{And{[]Expr{fa, fb}}, And{[]Expr{Not{fa}, Not{fb}, c}}}}
	case na:
		return And{[]Expr{Not{fa}, c}}
	case nb:
		return And{[]Expr{Not{fb}, c}}
	}
	return c
}

// member translates `l in r`.
func (t *translator) member(l, r *pyparse.Node) (Expr, error) {
	if l.Type() == "none" {
		return nil, t.unsupported(l, "None membership")
	}
	switch r.Type() {
	case "list", "tuple", "set", "dictionary":
		x, cx, err := t.val(l)
		if err != nil {
			return nil, err
		}
		var set []Expr
		hasNone := false
		for _, el := range children(r) {
			if r.Type() == "dictionary" {
				if el.Type() != "pair" {
					return nil, t.unsupported(el, el.Type()+" in a dict literal")
				}
				el = el.ChildByFieldName("key")
			}
			el = unparen(el)
			if el.Type() == "none" {
				hasNone = true
				continue
			}
			e, ce, err := t.val(el)
			if err != nil {
				return nil, err
			}
			if err := t.unify(cx, ce, r); err != nil {
				return nil, err
			}
			set = append(set, e)
		}
		var in Expr = In{x, set}
		if f, ok := t.noneFlag(x); ok {
			in = And{[]Expr{Not{f}, in}}
			if hasNone {
				in = Or{[]Expr{f, in}}
			}
		}
		return in, nil
	case "call":
		if fn := r.ChildByFieldName("function"); fn.Type() == "identifier" && t.text(fn) == "range" {
			return t.inRange(l, r)
		}
	case "string", "concatenated_string":
		s, err := t.str(r)
		if err != nil {
			return nil, err
		}
		x, cx, err := t.val(l)
		if err != nil {
			return nil, err
		}
		if err := t.setSort(cx, StringSort, l); err != nil {
			return nil, err
		}
		return Contains{Str{s}, x}, nil
	}
	if isChain(r) {
		if name, err := t.chain(r); err == nil && t.env[name] == ListSort {
			return nil, t.unsupported(r, "membership in a list variable")
		}
	}
	// Anything else is taken for a string: `'key' in text`.
	x, cx, err := t.val(l)
	if err != nil {
		return nil, err
	}
	y, cy, err := t.val(r)
	if err != nil {
		return nil, err
	}
	if err := t.setSort(cx, StringSort, l); err != nil {
		return nil, err
	}
	if err := t.setSort(cy, StringSort, r); err != nil {
		return nil, err
	}
	return Contains{y, x}, nil
}

// inRange translates `l in range(...)` with a literal step.
func (t *translator) inRange(l, call *pyparse.Node) (Expr, error) {
	args := children(call.ChildByFieldName("arguments"))
	if len(args) < 1 || len(args) > 3 {
		return nil, t.unsupported(call, "range() arguments")
	}
	x, cx, err := t.val(l)
	if err != nil {
		return nil, err
	}
	if err := t.setSort(cx, IntSort, l); err != nil {
		return nil, err
	}
	var bounds []Expr
	for _, a := range args {
		if a.Type() == "keyword_argument" || strings.HasSuffix(a.Type(), "splat") {
			return nil, t.unsupported(a, "range() argument")
		}
		e, c, err := t.val(a)
		if err != nil {
			return nil, err
		}
		if err := t.setSort(c, IntSort, a); err != nil {
			return nil, err
		}
		bounds = append(bounds, e)
	}
	lo, hi, step := Expr(NewInt(0)), bounds[0], int64(1)
	if len(bounds) > 1 {
		lo, hi = bounds[0], bounds[1]
	}
	if len(bounds) == 3 {
		c, ok := bounds[2].(Int)
		if !ok || !c.V.IsInt64() || c.V.Sign() == 0 {
			return nil, t.unsupported(call, "range() with a non-literal or zero step")
		}
		step = c.V.Int64()
	}
	var parts []Expr
	if step > 0 {
		parts = []Expr{Cmp{Le, lo, x}, Cmp{Lt, x, hi}}
		if step != 1 {
			parts = append(parts, Cmp{Eq, Arith{Mod, Arith{Sub, x, lo}, NewInt(step)}, NewInt(0)})
		}
	} else {
		parts = []Expr{Cmp{Lt, hi, x}, Cmp{Le, x, lo}}
		if step != -1 {
			parts = append(parts, Cmp{Eq, Arith{Mod, Arith{Sub, lo, x}, NewInt(-step)}, NewInt(0)})
		}
	}
	if f, ok := t.noneFlag(x); ok {
		parts = append([]Expr{Not{f}}, parts...)
	}
	return And{parts}, nil
}

// val translates n where Python uses its value, returning the sort cell
// the value belongs to.
func (t *translator) val(n *pyparse.Node) (Expr, *cell, error) {
	switch n.Type() {
	case "parenthesized_expression":
		if u := unparen(n); u != n {
			return t.val(u)
		}
	case "integer":
		v, err := t.integer(n)
		return v, known(IntSort), err
	case "float":
		v, err := t.float(n)
		return v, known(RealSort), err
	case "string", "concatenated_string":
		s, err := t.str(n)
		return Str{s}, known(StringSort), err
	case "true", "false":
		return Bool{n.Type() == "true"}, known(BoolSort), nil
	case "none":
		return nil, nil, t.unsupported(n, "None outside a None test")
	case "identifier", "attribute", "subscript":
		name, err := t.chain(n)
		if err != nil {
			return nil, nil, err
		}
		if t.env[name] == ListSort {
			return nil, nil, t.unsupported(n, "list variable used other than in len() or a truth test")
		}
		v, c := t.variable(name)
		c.root().value = true
		return v, c, nil
	case "unary_operator":
		return t.unary(n)
	case "binary_operator":
		return t.binary(n)
	case "call":
		return t.call(n)
	case "conditional_expression":
		cs := children(n)
		if len(cs) != 3 {
			return nil, nil, t.unsupported(n, "conditional expression")
		}
		c, err := t.cond(cs[1])
		if err != nil {
			return nil, nil, err
		}
		a, ca, err := t.val(cs[0])
		if err != nil {
			return nil, nil, err
		}
		b, cb, err := t.val(cs[2])
		if err != nil {
			return nil, nil, err
		}
		return Ite{c, a, b}, ca, t.unify(ca, cb, n)
	case "comparison_operator", "not_operator":
		e, err := t.cond(n)
		return e, known(BoolSort), err
	case "boolean_operator":
		return nil, nil, t.unsupported(n, "and/or used as a value")
	}
	return nil, nil, t.unsupported(n, n.Type())
}

func (t *translator) unary(n *pyparse.Node) (Expr, *cell, error) {
	op := n.ChildByFieldName("operator").Type()
	if op != "-" && op != "+" {
		return nil, nil, t.unsupported(n, "operator "+op)
	}
	x, c, err := t.val(n.ChildByFieldName("argument"))
	if err != nil {
		return nil, nil, err
	}
	if err := t.markNumeric(c, n); err != nil {
		return nil, nil, err
	}
	if op == "+" {
		return x, c, nil
	}
	// Fold literals so that -5 is a constant, as Python's compiler does.
	switch k := x.(type) {
	case Int:
		return Int{new(big.Int).Neg(k.V)}, c, nil
	case Real:
		return Real{new(big.Rat).Neg(k.V)}, c, nil
	}
	return Neg{x}, c, nil
}

func (t *translator) binary(n *pyparse.Node) (Expr, *cell, error) {
	op := n.ChildByFieldName("operator").Type()
	l, r := n.ChildByFieldName("left"), n.ChildByFieldName("right")
	a, ca, err := t.val(l)
	if err != nil {
		return nil, nil, err
	}
	switch op {
	case "+", "-", "*", "//", "%", "/":
		b, cb, err := t.val(r)
		if err != nil {
			return nil, nil, err
		}
		if op == "/" {
			// True division: any numbers in, a float out.
			if err := t.markNumeric(ca, n); err != nil {
				return nil, nil, err
			}
			if err := t.markNumeric(cb, n); err != nil {
				return nil, nil, err
			}
			return Arith{Div, a, b}, known(RealSort), nil
		}
		if err := t.unify(ca, cb, n); err != nil {
			return nil, nil, err
		}
		if op != "+" {
			if err := t.markNumeric(ca, n); err != nil {
				return nil, nil, err
			}
		}
		return Arith{ArithOp(op), a, b}, ca, nil
	case "**":
		// A small literal exponent is repeated multiplication; anything
		// else leaves the language.
		k, ok := unparen(r), false
		var p int64
		if k.Type() == "integer" {
			v, err := t.integer(k)
			ok = err == nil && v.V.IsInt64() && v.V.Int64() <= 8
			if ok {
				p = v.V.Int64()
			}
		}
		if !ok {
			return nil, nil, t.unsupported(n, "power with a non-literal or large exponent")
		}
		if err := t.markNumeric(ca, n); err != nil {
			return nil, nil, err
		}
		if p == 0 {
			return NewInt(1), ca, nil
		}
		e := a
		for i := int64(1); i < p; i++ {
			e = Arith{Mul, e, a}
		}
		return e, ca, nil
	}
	return nil, nil, t.unsupported(n, "operator "+op)
}

func (t *translator) call(n *pyparse.Node) (Expr, *cell, error) {
	fn := n.ChildByFieldName("function")
	if fn.Type() == "attribute" {
		return nil, nil, t.unsupported(n, "method call ."+t.text(fn.ChildByFieldName("attribute"))+"()")
	}
	if fn.Type() != "identifier" {
		return nil, nil, t.unsupported(n, "call")
	}
	name := t.text(fn)
	argsNode := n.ChildByFieldName("arguments")
	if argsNode == nil || argsNode.Type() != "argument_list" {
		return nil, nil, t.unsupported(n, "call to "+name+"()")
	}
	args := children(argsNode)
	if len(args) != 1 || args[0].Type() == "keyword_argument" || strings.HasSuffix(args[0].Type(), "splat") {
		return nil, nil, t.unsupported(n, "call to "+name+"()")
	}
	arg := unparen(args[0])
	switch name {
	case "len":
		if isChain(arg) {
			if v, err := t.chain(arg); err == nil && t.env[v] == ListSort {
				x, _ := t.variable(v)
				return Len{x}, known(IntSort), nil
			}
		}
		x, c, err := t.val(arg)
		if err != nil {
			return nil, nil, err
		}
		if err := t.setSort(c, StringSort, n); err != nil {
			return nil, nil, err
		}
		return Len{x}, known(IntSort), nil
	case "abs":
		x, c, err := t.val(arg)
		if err != nil {
			return nil, nil, err
		}
		if err := t.markNumeric(c, n); err != nil {
			return nil, nil, err
		}
		return Ite{Cmp{Lt, x, NewInt(0)}, Neg{x}, x}, c, nil
	}
	return nil, nil, t.unsupported(n, "call to "+name+"()")
}

func (t *translator) integer(n *pyparse.Node) (Int, error) {
	s := strings.ReplaceAll(t.text(n), "_", "")
	if strings.HasSuffix(s, "j") || strings.HasSuffix(s, "J") {
		return Int{}, t.unsupported(n, "complex literal")
	}
	s = strings.TrimRight(s, "lL") // Python 2 long
	base := 10
	if len(s) > 1 && s[0] == '0' && strings.ContainsRune("xXoObB", rune(s[1])) {
		base = 0
	}
	v, ok := new(big.Int).SetString(s, base)
	if !ok {
		return Int{}, t.unsupported(n, "integer literal")
	}
	return Int{v}, nil
}

func (t *translator) float(n *pyparse.Node) (Real, error) {
	s := strings.ReplaceAll(t.text(n), "_", "")
	if strings.HasSuffix(s, "j") || strings.HasSuffix(s, "J") {
		return Real{}, t.unsupported(n, "complex literal")
	}
	v, ok := new(big.Rat).SetString(s)
	if !ok {
		return Real{}, t.unsupported(n, "float literal")
	}
	return Real{v}, nil
}

// str decodes a string literal or implicit concatenation of them.
func (t *translator) str(n *pyparse.Node) (string, error) {
	if n.Type() == "concatenated_string" {
		var b strings.Builder
		for _, c := range children(n) {
			s, err := t.str(c)
			if err != nil {
				return "", err
			}
			b.WriteString(s)
		}
		return b.String(), nil
	}
	if n.Type() != "string" {
		return "", t.unsupported(n, n.Type())
	}
	text := t.text(n)
	i := strings.IndexAny(text, `'"`)
	if i < 0 {
		return "", t.unsupported(n, "string literal")
	}
	prefix := strings.ToLower(text[:i])
	if strings.ContainsAny(prefix, "fbt") {
		return "", t.unsupported(n, "f-string or bytes literal")
	}
	q := text[i : i+1]
	if strings.HasPrefix(text[i:], q+q+q) && len(text)-i >= 6 {
		q = q + q + q
	}
	body := text[i+len(q) : len(text)-len(q)]
	if strings.Contains(prefix, "r") {
		return body, nil
	}
	s, err := unescape(body)
	if err != nil {
		return "", t.unsupported(n, err.Error())
	}
	return s, nil
}

var simpleEscapes = map[byte]string{
	'\n': "", '\\': `\`, '\'': `'`, '"': `"`,
	'a': "\a", 'b': "\b", 'f': "\f", 'n': "\n", 'r': "\r", 't': "\t", 'v': "\v",
}

// unescape applies Python's string escapes.
func unescape(s string) (string, error) {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' || i+1 == len(s) {
			b.WriteByte(s[i])
			continue
		}
		i++
		c := s[i]
		if r, ok := simpleEscapes[c]; ok {
			b.WriteString(r)
			continue
		}
		digits, base := 0, 16
		switch c {
		case 'x':
			digits = 2
		case 'u':
			digits = 4
		case 'U':
			digits = 8
		case 'N':
			return "", fmt.Errorf(`\N{...} escape`)
		}
		start := i + 1
		if c >= '0' && c <= '7' {
			base, start, digits = 8, i, 1
			for digits < 3 && start+digits < len(s) && s[start+digits] >= '0' && s[start+digits] <= '7' {
				digits++
			}
		}
		if digits == 0 {
			b.WriteByte('\\') // unknown escapes stay as written
			b.WriteByte(c)
			continue
		}
		if start+digits > len(s) {
			return "", fmt.Errorf("truncated \\%c escape", c)
		}
		v, err := strconv.ParseUint(s[start:start+digits], base, 32)
		if err != nil || v > utf8.MaxRune || v >= 0xd800 && v < 0xe000 {
			return "", fmt.Errorf("bad or surrogate \\%c escape", c)
		}
		b.WriteRune(rune(v))
		i = start + digits - 1
	}
	return b.String(), nil
}
