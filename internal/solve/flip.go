// Flipping a branch: values that make a condition true or false without
// raising, as Python literals.
package solve

import (
	"context"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
)

// Flip finds values for vars under which Python evaluates cond to want
// without raising (no division by zero, no None in arithmetic). The values
// are Python literal text per variable name ("6", "-1", "2.5", "'abc'",
// "True", "None", "[0, 0]" for a list of length 2). It returns ErrUnsat
// when no such values exist and ErrUnknown when the solver gave up.
func Flip(ctx context.Context, s Solver, cond Expr, want bool, vars []Var) (map[string]string, error) {
	if r, ok := cond.(Rules); ok {
		return flipRules(ctx, s, r, want)
	}
	goal := cond
	if !want {
		goal = Not{cond}
	}
	flags := map[string]Var{}
	Walk(cond, func(x Expr) {
		if n, ok := x.(IsNone); ok {
			flags[n.X.Name] = n.Flag()
		}
	})
	report := append([]Var(nil), vars...)
	for _, v := range vars {
		if f, ok := flags[v.Name]; ok {
			report = append(report, f)
		}
	}
	m, err := s.Solve(ctx, &Problem{Asserts: []Expr{Defined(cond), goal}, Vars: report})
	if err != nil {
		return nil, err
	}
	switch m.Status {
	case Unsat:
		return nil, ErrUnsat
	case Unknown:
		return nil, fmt.Errorf("%w (%s)", ErrUnknown, m.Reason)
	}
	out := map[string]string{}
	for _, v := range vars {
		if f, ok := flags[v.Name]; ok && m.Values[f.Name].Bool {
			out[v.Name] = "None"
			continue
		}
		val, ok := m.Values[v.Name]
		if !ok {
			return nil, fmt.Errorf("solve: no value for %s in the model", v.Name)
		}
		lit, err := val.Python()
		if err != nil {
			return nil, fmt.Errorf("solve: value of %s: %w", v.Name, err)
		}
		out[v.Name] = lit
	}
	return out, nil
}

// Defined is the condition under which Python evaluates e without raising,
// given its left-to-right short-circuit evaluation: divisors are non-zero
// and a variable that may be None (one tested with IsNone) is not None
// where its value is used. Translated conditions compare such a variable
// with == and test its truth only behind its None test, so those uses need
// no guard.
func Defined(e Expr) Expr {
	nullable := map[string]bool{}
	Walk(e, func(x Expr) {
		if n, ok := x.(IsNone); ok {
			nullable[n.X.Name] = true
		}
	})
	return defined(e, nullable)
}

var (
	tru = Bool{true}
	fls = Bool{false}
)

func defined(e Expr, nullable map[string]bool) Expr {
	d := func(x Expr) Expr { return defined(x, nullable) }
	all := func(xs ...Expr) Expr {
		var out []Expr
		for _, x := range xs {
			out = append(out, d(x))
		}
		return conj(out...)
	}
	switch e := e.(type) {
	case Var:
		if nullable[e.Name] {
			return Not{IsNone{e}}
		}
		return tru
	case Not:
		return d(e.X)
	case Neg:
		return d(e.X)
	case Len:
		return d(e.X)
	case Truth:
		return d(e.X)
	case Concat:
		return all(e.Xs...)
	case Cmp:
		return all(e.L, e.R)
	case Contains:
		return all(e.S, e.Sub)
	case In:
		return all(append([]Expr{e.X}, e.Set...)...)
	case Arith:
		g := all(e.L, e.R)
		if e.Op == Div || e.Op == FloorDiv || e.Op == Mod {
			g = conj(g, Cmp{Ne, e.R, NewInt(0)})
		}
		return g
	case And:
		// x1 and rest: rest runs only when x1 is true.
		if len(e.Xs) == 0 {
			return tru
		}
		return conj(d(e.Xs[0]), disj(Not{e.Xs[0]}, d(And{e.Xs[1:]})))
	case Or:
		if len(e.Xs) == 0 {
			return tru
		}
		return conj(d(e.Xs[0]), disj(e.Xs[0], d(Or{e.Xs[1:]})))
	case Ite:
		return conj(d(e.Cond), disj(Not{e.Cond}, d(e.Then)), disj(e.Cond, d(e.Else)))
	}
	return tru
}

// conj and disj build And and Or, dropping units so that guards of simple
// conditions stay readable.
func conj(xs ...Expr) Expr {
	var out []Expr
	for _, x := range xs {
		if b, ok := x.(Bool); ok {
			if !b.V {
				return fls
			}
			continue
		}
		out = append(out, x)
	}
	if len(out) == 1 {
		return out[0]
	}
	if len(out) == 0 {
		return tru
	}
	return And{out}
}

func disj(xs ...Expr) Expr {
	var out []Expr
	for _, x := range xs {
		if b, ok := x.(Bool); ok {
			if b.V {
				return tru
			}
			continue
		}
		out = append(out, x)
	}
	if len(out) == 1 {
		return out[0]
	}
	if len(out) == 0 {
		return fls
	}
	return Or{out}
}

// Python prints v as Python source that evaluates to it.
func (v Value) Python() (string, error) {
	switch v.Sort {
	case IntSort:
		return bigOr0(v.Int).String(), nil
	case RealSort:
		return pyFloat(v.Real), nil
	case BoolSort:
		if v.Bool {
			return "True", nil
		}
		return "False", nil
	case StringSort:
		return pyString(v.Str)
	case ListSort:
		n := bigOr0(v.Int)
		if !n.IsInt64() || n.Int64() > 1<<20 {
			return "", fmt.Errorf("list length %s too large", n)
		}
		if n.Int64() > 16 {
			return "[0] * " + n.String(), nil
		}
		return "[" + strings.TrimSuffix(strings.Repeat("0, ", int(n.Int64())), ", ") + "]", nil
	}
	return "", fmt.Errorf("unknown sort %q", v.Sort)
}

// pyFloat prints a rational as a float literal: exactly when it has a
// finite decimal expansion, else the nearest float (Python floats are not
// exact rationals; see the package caveats).
func pyFloat(r *big.Rat) string {
	if r == nil {
		return "0.0"
	}
	if digits, ok := decimalDigits(r); ok {
		s := r.FloatString(digits)
		if digits == 0 {
			s += ".0"
		}
		return s
	}
	f, _ := r.Float64()
	if math.IsInf(f, 0) {
		return r.FloatString(6)
	}
	s := strconv.FormatFloat(f, 'g', -1, 64)
	if !strings.ContainsAny(s, ".e") {
		s += ".0"
	}
	return s
}

// pyString prints s as a single-quoted Python literal of printable ASCII.
func pyString(s string) (string, error) {
	var b strings.Builder
	b.WriteByte('\'')
	for _, r := range s {
		switch {
		case r == '\\' || r == '\'':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r >= 0x20 && r < 0x7f:
			b.WriteRune(r)
		case r < 0x100:
			fmt.Fprintf(&b, `\x%02x`, r)
		case r < 0x10000:
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			fmt.Fprintf(&b, `\U%08x`, r)
		}
	}
	b.WriteByte('\'')
	return b.String(), nil
}
