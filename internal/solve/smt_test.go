package solve

import (
	"math/big"
	"strings"
	"testing"
)

var (
	vx     = Var{"x", IntSort}
	vy     = Var{"y", IntSort}
	vr     = Var{"r", RealSort}
	vs     = Var{"s", StringSort}
	vflag  = Var{"flag", BoolSort}
	vitems = Var{"items", ListSort}
)

func TestPrinter(t *testing.T) {
	cases := []struct {
		e    Expr
		want string
	}{
		{vx, "x"},
		{NewInt(5), "5"},
		{NewInt(-5), "(- 5)"},
		{Int{}, "0"},
		{Int{new(big.Int).Lsh(big.NewInt(1), 70)}, "1180591620717411303424"},
		{NewReal(5, 2), "2.5"},
		{NewReal(-1, 8), "(- 0.125)"},
		{NewReal(3, 1), "3.0"},
		{NewReal(1, 3), "(/ 1.0 3.0)"},
		{Bool{true}, "true"},
		{Bool{false}, "false"},
		{Str{"abc"}, `"abc"`},
		{Not{vflag}, "(not flag)"},
		{And{}, "true"},
		{And{[]Expr{vflag}}, "flag"},
		{And{[]Expr{vflag, Not{vflag}}}, "(and flag (not flag))"},
		{Or{}, "false"},
		{Or{[]Expr{vflag, vflag}}, "(or flag flag)"},
		{Cmp{Eq, vx, NewInt(1)}, "(= x 1)"},
		{Cmp{Ne, vx, NewInt(1)}, "(not (= x 1))"},
		{Cmp{Lt, vx, vy}, "(< x y)"},
		{Cmp{Le, vx, vy}, "(<= x y)"},
		{Cmp{Gt, vx, vy}, "(> x y)"},
		{Cmp{Ge, vx, vy}, "(>= x y)"},
		{Cmp{Lt, vx, vr}, "(< (to_real x) r)"},
		{Cmp{Lt, vr, NewInt(2)}, "(< r 2.0)"},
		{Cmp{Eq, vflag, Bool{true}}, "(= flag true)"},
		{Cmp{Lt, vs, Str{"b"}}, `(str.< s "b")`},
		{Cmp{Le, vs, Str{"b"}}, `(str.<= s "b")`},
		{Cmp{Gt, vs, Str{"b"}}, `(str.< "b" s)`},
		{Cmp{Ge, vs, Str{"b"}}, `(str.<= "b" s)`},
		{Arith{Add, vx, NewInt(1)}, "(+ x 1)"},
		{Arith{Sub, vx, vy}, "(- x y)"},
		{Arith{Mul, vx, vr}, "(* (to_real x) r)"},
		{Arith{Div, vx, NewInt(2)}, "(/ (to_real x) 2.0)"},
		{Arith{FloorDiv, vx, NewInt(3)}, "(div x 3)"},
		{Arith{Mod, vx, NewInt(3)}, "(mod x 3)"},
		{Arith{FloorDiv, vx, NewInt(-3)}, "(ite (= (mod x (- 3)) 0) (div x (- 3)) (- (div x (- 3)) 1))"},
		{Arith{Mod, vx, NewInt(-3)}, "(ite (= (mod x (- 3)) 0) (mod x (- 3)) (+ (mod x (- 3)) (- 3)))"},
		{Arith{FloorDiv, vx, vy}, "(ite (or (>= y 0) (= (mod x y) 0)) (div x y) (- (div x y) 1))"},
		{Arith{Mod, vx, vy}, "(ite (or (>= y 0) (= (mod x y) 0)) (mod x y) (+ (mod x y) y))"},
		{Arith{FloorDiv, vr, NewInt(2)}, "(to_real (to_int (/ r 2.0)))"},
		{Arith{Mod, vr, NewInt(2)}, "(- r (* 2.0 (to_real (to_int (/ r 2.0)))))"},
		{Arith{Add, vs, Str{"x"}}, `(str.++ s "x")`},
		{Neg{vx}, "(- x)"},
		{Len{vs}, "(str.len s)"},
		{Len{vitems}, "items"},
		{Concat{[]Expr{vs, Str{"."}, vs}}, `(str.++ s "." s)`},
		{Concat{}, `""`},
		{In{vx, []Expr{NewInt(1), NewInt(2)}}, "(or (= x 1) (= x 2))"},
		{In{vx, nil}, "false"},
		{In{vr, []Expr{NewInt(1)}}, "(= r 1.0)"},
		{Contains{vs, Str{"key"}}, `(str.contains s "key")`},
		{IsNone{vx}, "|x is None|"},
		{Not{IsNone{Var{"self.v", IntSort}}}, "(not |self.v is None|)"},
		{Ite{vflag, vx, vr}, "(ite flag (to_real x) r)"},
		{Truth{vflag}, "flag"},
		{Truth{vx}, "(not (= x 0))"},
		{Truth{vr}, "(not (= r 0.0))"},
		{Truth{vs}, `(not (= s ""))`},
		{Truth{vitems}, "(> items 0)"},
	}
	for _, c := range cases {
		got, err := SMT(c.e)
		if err != nil {
			t.Errorf("%#v: %v", c.e, err)
			continue
		}
		if got != c.want {
			t.Errorf("%#v\n got %s\nwant %s", c.e, got, c.want)
		}
	}
}

func TestPrinterRejectsIllSorted(t *testing.T) {
	for _, e := range []Expr{
		Cmp{Lt, vx, vs},
		Cmp{Lt, vflag, vflag},
		Arith{Mul, vs, vx},
		Arith{Add, vflag, vx},
		Len{vx},
		Len{Arith{Add, vx, vx}},
		Not{vx},
		And{[]Expr{vx}},
		Contains{vs, vx},
		Truth{Var{"u", ""}},
		Cmp{Eq, vitems, vitems},
		nil,
	} {
		if got, err := SMT(e); err == nil {
			t.Errorf("%#v printed as %s, want an error", e, got)
		}
	}
}

func TestSymbol(t *testing.T) {
	cases := map[string]string{
		"x":            "x",
		"_private2":    "_private2",
		"self.x":       "|self.x|",
		"d['k']":       "|d['k']|",
		`d["a b"][0]`:  `|d["a b"][0]|`,
		"d['a|b']":     "|d['a%7Cb']|",
		`d['a\\b']`:    "|d['a%5C%5Cb']|",
		"d['50%']":     "|d['50%25']|",
		"d['é']":       "|d['%C3%A9']|",
		"_":            "|%!_|",
		"true":         "|%!true|",
		"x is None":    "|x is None|",
		"2x":           "|2x|",
		"self.as_list": "|self.as_list|",
	}
	for name, want := range cases {
		if got := Symbol(name); got != want {
			t.Errorf("Symbol(%q) = %s, want %s", name, got, want)
		}
	}
}

func TestStringLit(t *testing.T) {
	cases := map[string]string{
		"abc":       `"abc"`,
		`say "hi"`:  `"say ""hi"""`,
		`a\b`:       `"a\u{5c}b"`,
		`\u{41}`:    `"\u{5c}u{41}"`,
		"tab\there": `"tab\u{9}here"`,
		"é😀":        `"\u{e9}\u{1f600}"`,
		"":          `""`,
	}
	for in, want := range cases {
		if got := StringLit(in); got != want {
			t.Errorf("StringLit(%q) = %s, want %s", in, got, want)
		}
	}
}

func TestCompile(t *testing.T) {
	p := &Problem{Asserts: []Expr{
		Cmp{Gt, Len{vitems}, NewInt(1)},
		Or{[]Expr{IsNone{vx}, Cmp{Gt, vx, NewInt(2)}}},
		Cmp{Eq, vs, Str{"a"}},
	}}
	sc, err := compile(p)
	if err != nil {
		t.Fatal(err)
	}
	want := `(declare-const items Int)
(assert (>= items 0))
(declare-const |x is None| Bool)
(declare-const x Int)
(declare-const s String)
(assert (> items 1))
(assert (or |x is None| (> x 2)))
(assert (= s "a"))
`
	if sc.body != want {
		t.Errorf("script\n%s\nwant\n%s", sc.body, want)
	}
	if got := strings.Join(sc.terms, " "); got != `items |x is None| x (str.replace_all s "\u{5c}" "\u{5c}\u{5c}")` {
		t.Errorf("terms %s", got)
	}
	if _, err := compile(&Problem{Asserts: []Expr{Cmp{Gt, vx, NewInt(1)}}, Vars: []Var{{"x", StringSort}}}); err == nil {
		t.Error("a variable with two sorts compiled")
	}
	if _, err := compile(&Problem{Asserts: []Expr{vx}}); err == nil {
		t.Error("an Int assertion compiled")
	}
}
