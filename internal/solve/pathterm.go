// Path translation, terms: SMT-LIB2 builders that fold literals, so that
// loops over containers of known length decide without the solver.
package solve

import (
	"math/big"
	"strconv"
	"strings"
)

// litInt reads an Int literal term ("5", "(- 5)").
func litInt(t string) (*big.Int, bool) {
	if strings.HasPrefix(t, "(- ") && strings.HasSuffix(t, ")") && !strings.Contains(t[3:len(t)-1], " ") {
		v, ok := new(big.Int).SetString(t[3:len(t)-1], 10)
		if ok {
			return v.Neg(v), true
		}
		return nil, false
	}
	if t == "" || (t[0] < '0' || t[0] > '9') {
		return nil, false
	}
	v, ok := new(big.Int).SetString(t, 10)
	return v, ok
}

func litBool(t string) (bool, bool) {
	switch t {
	case "true":
		return true, true
	case "false":
		return false, true
	}
	return false, false
}

func litStr(t string) (string, bool) {
	if len(t) < 2 || t[0] != '"' || t[len(t)-1] != '"' {
		return "", false
	}
	body := t[1 : len(t)-1]
	if strings.Contains(body, `\`) {
		return "", false
	}
	if strings.Contains(strings.ReplaceAll(body, `""`, ""), `"`) {
		return "", false
	}
	return strings.ReplaceAll(body, `""`, `"`), true
}

func ilit(v int64) string { return intLit(big.NewInt(v)) }

func tAdd(a, b string) string {
	if x, ok := litInt(a); ok {
		if y, ok := litInt(b); ok {
			return intLit(new(big.Int).Add(x, y))
		}
		if x.Sign() == 0 {
			return b
		}
	}
	if y, ok := litInt(b); ok && y.Sign() == 0 {
		return a
	}
	return app("+", a, b)
}

func tSub(a, b string) string {
	if x, ok := litInt(a); ok {
		if y, ok := litInt(b); ok {
			return intLit(new(big.Int).Sub(x, y))
		}
	}
	if y, ok := litInt(b); ok && y.Sign() == 0 {
		return a
	}
	return app("-", a, b)
}

func tMul(a, b string) string {
	if x, ok := litInt(a); ok {
		if y, ok := litInt(b); ok {
			return intLit(new(big.Int).Mul(x, y))
		}
	}
	return app("*", a, b)
}

// tCmp folds comparisons of Int literals; op is an SMT operator.
func tCmp(op, a, b string) string {
	if x, ok := litInt(a); ok {
		if y, ok := litInt(b); ok {
			c := x.Cmp(y)
			switch op {
			case "<":
				return boolLit(c < 0)
			case "<=":
				return boolLit(c <= 0)
			case ">":
				return boolLit(c > 0)
			case ">=":
				return boolLit(c >= 0)
			case "=":
				return boolLit(c == 0)
			}
		}
	}
	if op == "=" {
		if a == b {
			return "true"
		}
		if x, ok := litStr(a); ok {
			if y, ok := litStr(b); ok {
				return boolLit(x == y)
			}
		}
		if x, ok := litBool(a); ok {
			if y, ok := litBool(b); ok {
				return boolLit(x == y)
			}
		}
	}
	return app(op, a, b)
}

func tNot(a string) string {
	if v, ok := litBool(a); ok {
		return boolLit(!v)
	}
	if strings.HasPrefix(a, "(not ") && strings.HasSuffix(a, ")") && balanced(a[5:len(a)-1]) {
		return a[5 : len(a)-1]
	}
	return app("not", a)
}

// balanced says s is one term (parentheses balance and never close early).
func balanced(s string) bool {
	d := 0
	inStr := false
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '"':
			inStr = !inStr
		case inStr:
		case s[i] == '(':
			d++
		case s[i] == ')':
			d--
			if d < 0 {
				return false
			}
		case s[i] == ' ' && d == 0:
			return false
		}
	}
	return d == 0 && !inStr
}

func tAnd(xs ...string) string {
	var out []string
	for _, x := range xs {
		if v, ok := litBool(x); ok {
			if !v {
				return "false"
			}
			continue
		}
		out = append(out, x)
	}
	switch len(out) {
	case 0:
		return "true"
	case 1:
		return out[0]
	}
	return app("and", out...)
}

func tOr(xs ...string) string {
	var out []string
	for _, x := range xs {
		if v, ok := litBool(x); ok {
			if v {
				return "true"
			}
			continue
		}
		out = append(out, x)
	}
	switch len(out) {
	case 0:
		return "false"
	case 1:
		return out[0]
	}
	return app("or", out...)
}

func tIte(c, a, b string) string {
	if v, ok := litBool(c); ok {
		if v {
			return a
		}
		return b
	}
	if a == b {
		return a
	}
	return app("ite", c, a, b)
}

func (x *executor) simplify(t string) string { return t }

func itoa(i int) string { return strconv.Itoa(i) }
