// Printing the language as SMT-LIB2 for Z3: quoting of names, string
// escapes, Int/Real coercions and Python's floor division and modulo.
package solve

import (
	"fmt"
	"math/big"
	"strings"
)

// SMT prints e as an SMT-LIB2 term for Z3's Int/Real/String theories. It
// fails on an ill-sorted term, naming the node.
func SMT(e Expr) (string, error) {
	p := &printer{}
	s := p.term(e)
	return s, p.err
}

type printer struct{ err error }

func (p *printer) fail(format string, a ...any) string {
	if p.err == nil {
		p.err = fmt.Errorf("solve: ill-sorted term: "+format, a...)
	}
	return "false"
}

func app(f string, args ...string) string { return "(" + f + " " + strings.Join(args, " ") + ")" }

func (p *printer) term(e Expr) string {
	switch e := e.(type) {
	case Var:
		if e.Sort == "" {
			return p.fail("variable %s has no sort", e.Name)
		}
		return Symbol(e.Name)
	case Int:
		return intLit(e.V)
	case Real:
		return realLit(e.V)
	case Bool:
		if e.V {
			return "true"
		}
		return "false"
	case Str:
		return StringLit(e.V)
	case Not:
		return app("not", p.boolean(e.X))
	case And:
		return p.nary("and", "true", e.Xs)
	case Or:
		return p.nary("or", "false", e.Xs)
	case Cmp:
		return p.cmp(e)
	case Arith:
		return p.arith(e)
	case Neg:
		if !numeric(SortOf(e.X)) {
			return p.fail("unary - of %s", SortOf(e.X))
		}
		return app("-", p.term(e.X))
	case Len:
		switch x, _ := e.X.(Var); {
		case SortOf(e.X) == StringSort:
			return app("str.len", p.term(e.X))
		case x.Sort == ListSort:
			// A list variable is declared as its (non-negative) length.
			return Symbol(x.Name)
		}
		return p.fail("len of %s", SortOf(e.X))
	case Concat:
		if len(e.Xs) == 0 {
			return `""`
		}
		args := make([]string, len(e.Xs))
		for i, x := range e.Xs {
			args[i] = p.of(x, StringSort, "concatenation")
		}
		if len(args) == 1 {
			return args[0]
		}
		return app("str.++", args...)
	case In:
		eqs := make([]Expr, len(e.Set))
		for i, x := range e.Set {
			eqs[i] = Cmp{Eq, e.X, x}
		}
		return p.nary("or", "false", eqs)
	case Contains:
		return app("str.contains", p.of(e.S, StringSort, "in"), p.of(e.Sub, StringSort, "in"))
	case IsNone:
		return Symbol(e.Flag().Name)
	case Ite:
		t, f := SortOf(e.Then), SortOf(e.Else)
		s := SortOf(e)
		if s == "" || s == ListSort {
			return p.fail("conditional of %s and %s", t, f)
		}
		return app("ite", p.boolean(e.Cond), p.as(e.Then, s), p.as(e.Else, s))
	case Truth:
		x := p.term(e.X)
		switch SortOf(e.X) {
		case BoolSort:
			return x
		case IntSort:
			return app("not", app("=", x, "0"))
		case RealSort:
			return app("not", app("=", x, "0.0"))
		case StringSort:
			return app("not", app("=", x, `""`))
		case ListSort:
			return app(">", x, "0")
		}
		return p.fail("truth of %s", SortOf(e.X))
	case nil:
		return p.fail("nil term")
	}
	return p.fail("unknown node %T", e)
}

func (p *printer) nary(op, unit string, xs []Expr) string {
	switch len(xs) {
	case 0:
		return unit
	case 1:
		return p.boolean(xs[0])
	}
	args := make([]string, len(xs))
	for i, x := range xs {
		args[i] = p.boolean(x)
	}
	return app(op, args...)
}

func (p *printer) boolean(e Expr) string { return p.of(e, BoolSort, "connective") }

// of prints e, which must have sort s.
func (p *printer) of(e Expr, s Sort, where string) string {
	if got := SortOf(e); got != s {
		return p.fail("%s needs %s, got %s", where, s, got)
	}
	return p.term(e)
}

// as prints e at sort s, lifting an Int to Real where a Real is wanted.
func (p *printer) as(e Expr, s Sort) string {
	if s == RealSort && SortOf(e) == IntSort {
		if c, ok := e.(Int); ok {
			return realLit(new(big.Rat).SetInt(bigOr0(c.V)))
		}
		return app("to_real", p.term(e))
	}
	return p.term(e)
}

func (p *printer) cmp(e Cmp) string {
	l, r := SortOf(e.L), SortOf(e.R)
	var s Sort
	switch {
	case numeric(l) && numeric(r):
		s = IntSort
		if l == RealSort || r == RealSort {
			s = RealSort
		}
	case l == r && (l == StringSort || l == BoolSort && (e.Op == Eq || e.Op == Ne)):
		s = l
	default:
		return p.fail("%s between %s and %s", e.Op, l, r)
	}
	a, b := p.as(e.L, s), p.as(e.R, s)
	switch e.Op {
	case Eq:
		return app("=", a, b)
	case Ne:
		return app("not", app("=", a, b))
	}
	if s == StringSort {
		// SMT has only str.< and str.<=; both compare by code point, as
		// Python does.
		switch e.Op {
		case Lt:
			return app("str.<", a, b)
		case Le:
			return app("str.<=", a, b)
		case Gt:
			return app("str.<", b, a)
		case Ge:
			return app("str.<=", b, a)
		}
	}
	switch e.Op {
	case Lt, Le, Gt, Ge:
		return app(string(e.Op), a, b)
	}
	return p.fail("unknown comparison %q", e.Op)
}

func (p *printer) arith(e Arith) string {
	l, r := SortOf(e.L), SortOf(e.R)
	if e.Op == Add && l == StringSort && r == StringSort {
		return app("str.++", p.term(e.L), p.term(e.R))
	}
	s := SortOf(e)
	if s == "" {
		return p.fail("%s between %s and %s", e.Op, l, r)
	}
	if e.Op == Div {
		return app("/", p.as(e.L, RealSort), p.as(e.R, RealSort))
	}
	a, b := p.as(e.L, s), p.as(e.R, s)
	switch e.Op {
	case Add, Sub, Mul:
		return app(string(e.Op), a, b)
	case FloorDiv, Mod:
		if s == RealSort {
			// floor(a/b) for floats; to_int is floor in SMT.
			q := app("to_real", app("to_int", app("/", a, b)))
			if e.Op == FloorDiv {
				return q
			}
			return app("-", a, app("*", b, q))
		}
		return pyIntDivMod(e.Op, a, b, e.R)
	}
	return p.fail("unknown operator %q", e.Op)
}

// pyIntDivMod encodes Python's floor division and modulo on Ints. SMT's div
// and mod are Euclidean (0 <= a mod b < |b|): they agree with Python for a
// positive divisor; for a negative one Python's remainder takes the sign of
// the divisor, so a non-zero Euclidean remainder r becomes r + b and the
// quotient drops by one.
func pyIntDivMod(op ArithOp, a, b string, divisor Expr) string {
	q, m := app("div", a, b), app("mod", a, b)
	exact := app("=", m, "0")
	adjust := app("or", app(">=", b, "0"), exact)
	if c, ok := divisor.(Int); ok {
		if bigOr0(c.V).Sign() >= 0 {
			if op == FloorDiv {
				return q
			}
			return m
		}
		adjust = exact
	}
	if op == FloorDiv {
		return app("ite", adjust, q, app("-", q, "1"))
	}
	return app("ite", adjust, m, app("+", m, b))
}

func bigOr0(v *big.Int) *big.Int {
	if v == nil {
		return new(big.Int)
	}
	return v
}

func intLit(v *big.Int) string {
	v = bigOr0(v)
	if v.Sign() < 0 {
		return app("-", new(big.Int).Neg(v).String())
	}
	return v.String()
}

// realLit prints a rational exactly: a decimal when it has a finite one,
// else a quotient.
func realLit(v *big.Rat) string {
	if v == nil {
		v = new(big.Rat)
	}
	if v.Sign() < 0 {
		return app("-", realLit(new(big.Rat).Neg(v)))
	}
	if digits, ok := decimalDigits(v); ok {
		s := v.FloatString(digits)
		if digits == 0 {
			s += ".0"
		}
		return s
	}
	return app("/", v.Num().String()+".0", v.Denom().String()+".0")
}

// decimalDigits says how many fractional digits print v exactly, if any
// number does (the denominator has no prime factors but 2 and 5).
func decimalDigits(v *big.Rat) (int, bool) {
	d := new(big.Int).Set(v.Denom())
	two, five := big.NewInt(2), big.NewInt(5)
	var m, r big.Int
	n2, n5 := 0, 0
	for m.DivMod(d, two, &r); r.Sign() == 0; m.DivMod(d, two, &r) {
		d.Set(&m)
		n2++
	}
	for m.DivMod(d, five, &r); r.Sign() == 0; m.DivMod(d, five, &r) {
		d.Set(&m)
		n5++
	}
	if d.Cmp(big.NewInt(1)) != 0 {
		return 0, false
	}
	return max(n2, n5), true
}

// StringLit prints s as an SMT-LIB 2.6 string literal. Only printable ASCII
// is written as is; a backslash too is escaped, because Z3 reads \u.... and
// \u{...} in literals as escapes.
func StringLit(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"':
			b.WriteString(`""`)
		case r >= 0x20 && r <= 0x7e && r != '\\':
			b.WriteRune(r)
		default:
			fmt.Fprintf(&b, `\u{%x}`, r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// reserved names cannot be declared as constants (Z3 rejects "_" and "as")
// or would read as built-in constants in other solvers.
var reserved = map[string]bool{
	"_": true, "!": true, "as": true, "let": true, "exists": true, "forall": true,
	"match": true, "par": true, "true": true, "false": true,
	"NUMERAL": true, "DECIMAL": true, "STRING": true, "BINARY": true, "HEXADECIMAL": true,
}

// Symbol prints a variable name as an SMT-LIB symbol: a Python identifier
// as it is, anything else ("self.x", "d['k']") between bars. Bars,
// backslashes, '%' and non-printable or non-ASCII bytes, which a quoted
// symbol cannot hold or which would make the mapping ambiguous, are written
// %XX; reserved words get a "%!" prefix. Distinct names thus give distinct
// symbols.
func Symbol(name string) string {
	if reserved[name] {
		return "|%!" + name + "|"
	}
	if isIdent(name) {
		return name
	}
	var b strings.Builder
	b.WriteByte('|')
	for i := 0; i < len(name); i++ {
		c := name[i]
		if c < 0x20 || c > 0x7e || c == '|' || c == '\\' || c == '%' {
			fmt.Fprintf(&b, "%%%02X", c)
		} else {
			b.WriteByte(c)
		}
	}
	b.WriteByte('|')
	return b.String()
}

func isIdent(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		letter := c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
		if !letter && (i == 0 || c < '0' || c > '9') {
			return false
		}
	}
	return true
}
