// The constraint language: typed terms over Int, Real, Bool, String and
// length-only List variables, with Python's meaning for each operator.
package solve

import (
	"math/big"
)

// Sort is the type of a variable or expression.
type Sort string

const (
	IntSort    Sort = "Int"
	RealSort   Sort = "Real"
	BoolSort   Sort = "Bool"
	StringSort Sort = "String"
	// ListSort is a Python list known only by its length: conditions on
	// lists in the snippets we see are about len() and truthiness, and the
	// elements can be anything.
	ListSort Sort = "List"
)

// Expr is a term of the constraint language. The node types below are the
// whole language; SortOf gives a node's sort.
type Expr interface{ isExpr() }

// Var is a free variable of the snippet, named by its Python source text
// ("n", "self.count", "d['k']").
type Var struct {
	Name string
	Sort Sort
}

// Int, Real, Bool and Str are constants. A nil V means zero.
type (
	Int  struct{ V *big.Int }
	Real struct{ V *big.Rat }
	Bool struct{ V bool }
	Str  struct{ V string }
)

// NewInt and NewReal build constants from Go numbers.
func NewInt(v int64) Int          { return Int{big.NewInt(v)} }
func NewReal(num, den int64) Real { return Real{big.NewRat(num, den)} }

// Not, And and Or are the Boolean connectives; And{} is true, Or{} false.
// They evaluate left to right and short-circuit, as Python does, which
// matters to Defined.
type (
	Not struct{ X Expr }
	And struct{ Xs []Expr }
	Or  struct{ Xs []Expr }
)

// CmpOp is a comparison operator, spelled as in Python.
type CmpOp string

const (
	Eq CmpOp = "=="
	Ne CmpOp = "!="
	Lt CmpOp = "<"
	Le CmpOp = "<="
	Gt CmpOp = ">"
	Ge CmpOp = ">="
)

// Cmp compares two numbers (Int and Real mix), two strings (code-point
// order, as Python) or, for == and !=, two Bools.
type Cmp struct {
	Op   CmpOp
	L, R Expr
}

// ArithOp is an arithmetic operator, spelled as in Python.
type ArithOp string

const (
	Add      ArithOp = "+"
	Sub      ArithOp = "-"
	Mul      ArithOp = "*"
	Div      ArithOp = "/"  // true division: always Real
	FloorDiv ArithOp = "//" // Python floor division, not SMT's Euclidean div
	Mod      ArithOp = "%"  // Python modulo: the sign of the divisor
)

// Arith is binary arithmetic with Python semantics; Add on two strings is
// concatenation.
type Arith struct {
	Op   ArithOp
	L, R Expr
}

// Neg is unary minus.
type Neg struct{ X Expr }

// Len is len() of a String expression or of a List variable.
type Len struct{ X Expr }

// Concat joins strings.
type Concat struct{ Xs []Expr }

// In is Python's `X in (e1, e2, ...)` over a literal collection: X equals
// one of the elements.
type In struct {
	X   Expr
	Set []Expr
}

// Contains is Python's `Sub in S` on strings (substring test).
type Contains struct{ S, Sub Expr }

// IsNone is `X is None`. A variable that may be None gets a Bool flag
// variable besides its value; Flag names it.
type IsNone struct{ X Var }

// Flag is the Bool variable that says X is None. Its name, "<name> is None",
// cannot be the name of a snippet variable.
func (n IsNone) Flag() Var { return Var{Name: n.X.Name + " is None", Sort: BoolSort} }

// Ite is Python's `Then if Cond else Else`.
type Ite struct{ Cond, Then, Else Expr }

// Truth is Python truthiness: a Bool itself, a number non-zero, a string or
// list non-empty.
type Truth struct{ X Expr }

func (Var) isExpr()      {}
func (Int) isExpr()      {}
func (Real) isExpr()     {}
func (Bool) isExpr()     {}
func (Str) isExpr()      {}
func (Not) isExpr()      {}
func (And) isExpr()      {}
func (Or) isExpr()       {}
func (Cmp) isExpr()      {}
func (Arith) isExpr()    {}
func (Neg) isExpr()      {}
func (Len) isExpr()      {}
func (Concat) isExpr()   {}
func (In) isExpr()       {}
func (Contains) isExpr() {}
func (IsNone) isExpr()   {}
func (Ite) isExpr()      {}
func (Truth) isExpr()    {}

// SortOf returns the sort of e, or "" for an ill-sorted arithmetic node
// (the printer reports why).
func SortOf(e Expr) Sort {
	switch e := e.(type) {
	case Var:
		return e.Sort
	case Int:
		return IntSort
	case Real:
		return RealSort
	case Str, Concat:
		return StringSort
	case Len:
		return IntSort
	case Neg:
		return SortOf(e.X)
	case Arith:
		l, r := SortOf(e.L), SortOf(e.R)
		switch {
		case e.Op == Add && l == StringSort && r == StringSort:
			return StringSort
		case !numeric(l) || !numeric(r):
			return ""
		case e.Op == Div || l == RealSort || r == RealSort:
			return RealSort
		}
		return IntSort
	case Ite:
		t, f := SortOf(e.Then), SortOf(e.Else)
		if t == f {
			return t
		}
		if numeric(t) && numeric(f) {
			return RealSort
		}
		return ""
	}
	// Bool constants, connectives, comparisons and tests.
	return BoolSort
}

func numeric(s Sort) bool { return s == IntSort || s == RealSort }

// Walk visits e and its subterms depth first.
func Walk(e Expr, f func(Expr)) {
	f(e)
	each := func(xs ...Expr) {
		for _, x := range xs {
			Walk(x, f)
		}
	}
	switch e := e.(type) {
	case Not:
		each(e.X)
	case And:
		each(e.Xs...)
	case Or:
		each(e.Xs...)
	case Cmp:
		each(e.L, e.R)
	case Arith:
		each(e.L, e.R)
	case Neg:
		each(e.X)
	case Len:
		each(e.X)
	case Concat:
		each(e.Xs...)
	case In:
		each(e.X)
		each(e.Set...)
	case Contains:
		each(e.S, e.Sub)
	case IsNone:
		each(e.X)
	case Ite:
		each(e.Cond, e.Then, e.Else)
	case Truth:
		each(e.X)
	}
}

// mapVars rebuilds e with every variable replaced by f(v); the translator
// learns sorts only after it has built the whole condition.
func mapVars(e Expr, f func(Var) Var) Expr {
	m := func(x Expr) Expr { return mapVars(x, f) }
	all := func(xs []Expr) []Expr {
		out := make([]Expr, len(xs))
		for i, x := range xs {
			out[i] = m(x)
		}
		return out
	}
	switch e := e.(type) {
	case Var:
		return f(e)
	case Not:
		return Not{m(e.X)}
	case And:
		return And{all(e.Xs)}
	case Or:
		return Or{all(e.Xs)}
	case Cmp:
		return Cmp{e.Op, m(e.L), m(e.R)}
	case Arith:
		return Arith{e.Op, m(e.L), m(e.R)}
	case Neg:
		return Neg{m(e.X)}
	case Len:
		return Len{m(e.X)}
	case Concat:
		return Concat{all(e.Xs)}
	case In:
		return In{m(e.X), all(e.Set)}
	case Contains:
		return Contains{m(e.S), m(e.Sub)}
	case IsNone:
		return IsNone{f(e.X)}
	case Ite:
		return Ite{m(e.Cond), m(e.Then), m(e.Else)}
	case Truth:
		return Truth{m(e.X)}
	}
	return e
}

// VarsOf lists the variables of e, None flags included, in order of first
// appearance.
func VarsOf(e Expr) []Var {
	var out []Var
	seen := map[string]bool{}
	add := func(v Var) {
		if !seen[v.Name] {
			seen[v.Name] = true
			out = append(out, v)
		}
	}
	Walk(e, func(x Expr) {
		switch x := x.(type) {
		case Var:
			add(x)
		case IsNone:
			add(x.Flag())
		}
	})
	return out
}
