package predict

import (
	"bytes"
	"math"
	"reflect"
	"testing"
)

func sumP(s []Scored) float64 {
	var x float64
	for _, v := range s {
		x += v.P
	}
	return x
}

func TestNaive(t *testing.T) {
	for _, l := range []Level{LevelFine, LevelCoarse} {
		p := NewNaive(l)
		got := p.Predict(Query{Name: "x", Kind: "name"})
		if !reflect.DeepEqual(got, []Scored{{Class: "object", P: 1}}) {
			t.Errorf("%v: %v", l, got)
		}
		if p.Level() != l {
			t.Errorf("level %v", p.Level())
		}
	}
	if Best(Naive{}, Query{}) != ClassObject {
		t.Error("Best of naive")
	}
}

func TestRandom(t *testing.T) {
	q := Query{Name: "foo", Kind: "name", Before: []string{"x", "="}, After: []string{"+", "1"}}
	r := NewRandom(1, LevelFine)
	a, b := r.Predict(q), r.Predict(q)
	if !reflect.DeepEqual(a, b) {
		t.Fatal("not deterministic")
	}
	if len(a) != NumFine {
		t.Fatalf("%d classes", len(a))
	}
	seen := map[string]bool{}
	for _, s := range a {
		seen[s.Class] = true
		if s.P != 1.0/NumFine {
			t.Errorf("P %v", s.P)
		}
	}
	if len(seen) != NumFine {
		t.Errorf("not a permutation: %v", a)
	}
	// Another seed, another query: another order (with overwhelming odds).
	if reflect.DeepEqual(a, NewRandom(2, LevelFine).Predict(q)) {
		t.Error("seed has no effect")
	}
	q2 := q
	q2.After = []string{"+", "2"}
	if reflect.DeepEqual(a, r.Predict(q2)) {
		t.Error("context has no effect")
	}
	// Top-1 is about uniform over many queries.
	counts := map[string]int{}
	const n = 22000
	for i := 0; i < n; i++ {
		q := Query{Name: "v" + string(rune('a'+i%26)), Kind: "name", Before: []string{string(rune(i))}}
		counts[r.Predict(q)[0].Class]++
	}
	for _, c := range FineClasses() {
		if k := counts[c]; k < n/NumFine*8/10 || k > n/NumFine*12/10 {
			t.Errorf("class %s first %d times of %d", c, k, n)
		}
	}
	// Coarse level: the 12 coarse names.
	rc := NewRandom(1, LevelCoarse).Predict(q)
	if len(rc) != NumCoarse {
		t.Fatalf("coarse: %d classes", len(rc))
	}
	for _, s := range rc {
		if !IsCoarse(s.Class) || s.P != 1.0/NumCoarse {
			t.Errorf("coarse: %v", s)
		}
	}
}

func TestFrequency(t *testing.T) {
	events := []Event{
		{Name: "x", Kind: "name", Class: "int_pos", Count: 3},
		{Name: "x", Kind: "name", Class: "str_empty"},
		{Name: "y", Kind: "name", Class: "None"},
		{Name: "f", Kind: "call", Class: "object", Count: 2},
		{Name: "bad", Kind: "call", Class: "not_a_class", Count: 100},
	}
	f := TrainFrequency(events)
	const eps = 1e-12
	// global: int_pos 3, str_empty 1, None 1, object 2 (n = 7)
	// kind name: int_pos 3, str_empty 1, None 1 (n = 5)
	// prior(name) = (kind + global/7) / 6 ; p(x) = (x + prior) / 5
	priorInt := (3 + 3.0/7) / 6
	x := f.Predict(Query{Name: "x", Kind: "name"})
	if x[0].Class != "int_pos" || math.Abs(x[0].P-(3+priorInt)/5) > eps {
		t.Errorf("x: %v", x)
	}
	if x[1].Class != "str_empty" || math.Abs(x[1].P-(1+(1+1.0/7)/6)/5) > eps {
		t.Errorf("x second: %v", x)
	}
	if math.Abs(sumP(x)-1) > 1e-9 {
		t.Errorf("x sums to %v", sumP(x))
	}
	// y's own count wins over its kind's majority.
	if y := f.Predict(Query{Name: "y", Kind: "name"}); y[0].Class != "None" {
		t.Errorf("y: %v", y)
	}
	// Unseen name: its kind's distribution.
	u := f.Predict(Query{Name: "unseen", Kind: "name"})
	if u[0].Class != "int_pos" || math.Abs(u[0].P-priorInt) > eps {
		t.Errorf("unseen name: %v", u)
	}
	if c := f.Predict(Query{Name: "g", Kind: "call"}); c[0].Class != "object" {
		t.Errorf("unseen call: %v", c)
	}
	// Unseen kind: the global distribution.
	g := f.Predict(Query{Name: "z", Kind: "attribute"})
	if g[0].Class != "int_pos" || math.Abs(g[0].P-3.0/7) > eps || g[1].Class != "object" || len(g) != 4 {
		t.Errorf("global: %v", g)
	}
	// Coarse level sums fine probabilities.
	fc := f.AtLevel(LevelCoarse)
	xc := fc.Predict(Query{Name: "x", Kind: "name"})
	if xc[0].Class != "int" || math.Abs(xc[0].P-x[0].P) > eps || xc[1].Class != "str" {
		t.Errorf("coarse x: %v", xc)
	}
	if fc.Level() != LevelCoarse || f.Level() != LevelFine {
		t.Error("levels")
	}
	// No events at all: object.
	if e := TrainFrequency(nil).Predict(Query{Name: "x"}); len(e) != 1 || e[0].Class != "object" {
		t.Errorf("empty: %v", e)
	}
}

func TestByName(t *testing.T) {
	if p, err := ByName("naive", LevelCoarse, 0); err != nil || p.(Leveled).Level() != LevelCoarse {
		t.Errorf("naive: %v %v", p, err)
	}
	if p, err := ByName("random", LevelFine, 3); err != nil || !reflect.DeepEqual(p.Predict(Query{Name: "a"}), NewRandom(3, LevelFine).Predict(Query{Name: "a"})) {
		t.Errorf("random: %v", err)
	}
	if _, err := ByName("oracle", LevelFine, 0); err == nil {
		t.Error("unknown name accepted")
	}
	// frequency is the embedded table: an error exactly when none is shipped.
	_, ferr := ByName("frequency", LevelFine, 0)
	if _, e := LoadDefaultFrequency(); (e == nil) != (ferr == nil) {
		t.Errorf("frequency: %v, embedded table: %v", ferr, e)
	}
	p, err := ByName("model", LevelCoarse, 0)
	if _, e := LoadDefault(); e != nil {
		if err == nil {
			t.Error("model without an embedded one")
		}
		return
	}
	if err != nil || p.(Leveled).Level() != LevelCoarse {
		t.Errorf("model: %v", err)
	}
}

func TestFrequencySaveLoad(t *testing.T) {
	evs := []Event{
		{Name: "xs", Kind: "name", Class: ClassListNonempty, Count: 3},
		{Name: "n", Kind: "name", Class: ClassIntPos},
		{Name: "n", Kind: "attribute", Class: ClassStrNonempty},
	}
	f := TrainFrequency(evs)
	var buf bytes.Buffer
	if err := f.Save(&buf); err != nil {
		t.Fatal(err)
	}
	g, err := LoadFrequency(&buf)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []Query{{Name: "xs", Kind: "name"}, {Name: "n", Kind: "attribute"}, {Name: "other", Kind: "call"}} {
		if a, b := f.Predict(q), g.Predict(q); !reflect.DeepEqual(a, b) {
			t.Errorf("%+v: %v vs %v", q, a, b)
		}
	}
	if Best(g, Query{Name: "xs", Kind: "name"}) != ClassListNonempty {
		t.Errorf("loaded table lost its counts")
	}
}
