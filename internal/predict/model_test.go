package predict

import (
	"bytes"
	"errors"
	"reflect"
	"testing"
)

func TestModelLearnsRules(t *testing.T) {
	events := Dedupe(synthEvents(40000, 1))
	train, test := Split(events, 0.2, 7)
	m, tr := Train(train, TrainOptions{Seed: 3})
	t.Logf("%s", tr)
	r := Evaluate(m, test)
	t.Logf("held out:\n%s", r)
	if r.All.Fine == nil || r.All.Fine.Top1 < 0.90 {
		t.Fatalf("fine top-1 %.3f on held-out data, want > 0.90", r.All.Fine.Top1)
	}
	if r.All.Fine.Top5 < r.All.Fine.Top3 || r.All.Fine.Top3 < r.All.Fine.Top1 {
		t.Errorf("top-k not monotone: %+v", *r.All.Fine)
	}
	if r.All.Coarse.Top1 < r.All.Fine.Top1 {
		t.Errorf("coarse top-1 %.3f below fine %.3f", r.All.Coarse.Top1, r.All.Fine.Top1)
	}
	for k, la := range r.ByKind {
		if la.Fine.Top1 < 0.85 {
			t.Errorf("kind %s: top-1 %.3f", k, la.Fine.Top1)
		}
	}
	// The model generalises beyond names it saw: it beats frequency counts.
	fr := Evaluate(TrainFrequency(train), test)
	t.Logf("frequency baseline:\n%s", fr)
	if fr.All.Fine.Top1 >= r.All.Fine.Top1 {
		t.Errorf("model %.3f not better than frequency %.3f", r.All.Fine.Top1, fr.All.Fine.Top1)
	}

	// Specific rules on unseen names.
	cases := []struct {
		q    Query
		want string
	}{
		{Query{Name: "is_frobnicated", Kind: "name", Before: []string{"if"}, After: []string{":"}}, ClassTrue},
		{Query{Name: "has_frobnicator", Kind: "attribute", Before: []string{"self", "."}, After: []string{")"}}, ClassFalse},
		{Query{Name: "num_widgets", Kind: "name", Before: []string{"="}}, ClassIntPos},
		{Query{Name: "len", Kind: "call", Before: []string{"="}, After: []string{"(", "x", ")"}}, ClassIntPos},
		{Query{Name: "output_path", Kind: "name", Before: []string{"open", "("}, After: []string{")"}}, ClassStrNonempty},
		{Query{Name: "widgets", Kind: "name", Before: []string{"for", "w", "in"}, After: []string{":"}}, ClassListNonempty},
		{Query{Name: "frobnicator", Kind: "name", Before: []string{"="}, After: []string{".", "append", "("}}, ClassListNonempty},
		{Query{Name: "frobnicator", Kind: "name", Before: []string{"="}, After: []string{".", "run", "("}}, ClassObject},
	}
	for _, c := range cases {
		if got := Best(m, c.q); got != c.want {
			t.Errorf("%+v: got %s (%v), want %s", c.q, got, m.Predict(c.q)[:3], c.want)
		}
	}
	// Coarse view.
	mc := m.AtLevel(LevelCoarse)
	if got := Best(mc, cases[0].q); got != ClassBool {
		t.Errorf("coarse prediction %s, want bool", got)
	}
	if s := mc.Predict(cases[0].q); len(s) != NumCoarse {
		t.Errorf("coarse model returned %d classes", len(s))
	}
	rc := Evaluate(mc, test)
	if rc.All.Fine != nil || rc.All.Coarse.Top1 != r.All.Coarse.Top1 {
		t.Errorf("coarse view: fine %v, coarse top-1 %.4f vs %.4f", rc.All.Fine, rc.All.Coarse.Top1, r.All.Coarse.Top1)
	}
}

func TestModelPredictionShape(t *testing.T) {
	m, _ := Train(synthEvents(2000, 2), TrainOptions{Epochs: 2, Bits: 14})
	s := m.Predict(Query{Name: "x", Kind: "name"})
	if len(s) != NumFine {
		t.Fatalf("%d classes", len(s))
	}
	var sum float64
	for i, x := range s {
		sum += x.P
		if i > 0 && x.P > s[i-1].P {
			t.Errorf("not sorted at %d", i)
		}
	}
	if sum < 0.999 || sum > 1.001 {
		t.Errorf("probabilities sum to %f", sum)
	}
}

func TestSaveLoadRoundTrip(t *testing.T) {
	events := synthEvents(5000, 3)
	m, _ := Train(events, TrainOptions{Epochs: 2, Bits: 16, Seed: 1})
	var buf bytes.Buffer
	if err := m.Save(&buf); err != nil {
		t.Fatal(err)
	}
	saved := append([]byte(nil), buf.Bytes()...)
	m2, err := Load(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if m2.Info() != m.Info() {
		t.Errorf("info %+v != %+v", m2.Info(), m.Info())
	}
	for _, e := range synthEvents(500, 4) {
		q := e.Query()
		if a, b := m.Predict(q), m2.Predict(q); !reflect.DeepEqual(a, b) {
			t.Fatalf("predictions differ for %+v:\n%v\n%v", q, a, b)
		}
	}
	var again bytes.Buffer
	if err := m2.Save(&again); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(saved, again.Bytes()) {
		t.Error("re-saving a loaded model gives different bytes")
	}
	t.Logf("model file: %d bytes, %d buckets", len(saved), m.Info().Buckets)
}

func TestTrainDeterministic(t *testing.T) {
	events := synthEvents(3000, 5)
	save := func(o TrainOptions) []byte {
		m, _ := Train(events, o)
		var b bytes.Buffer
		if err := m.Save(&b); err != nil {
			t.Fatal(err)
		}
		return b.Bytes()
	}
	a := save(TrainOptions{Epochs: 2, Bits: 14, Seed: 9, Workers: 1})
	b := save(TrainOptions{Epochs: 2, Bits: 14, Seed: 9, Workers: 3})
	c := save(TrainOptions{Epochs: 2, Bits: 14, Seed: 10})
	if !bytes.Equal(a, b) {
		t.Error("same seed, different models")
	}
	if bytes.Equal(a, c) {
		t.Error("different seeds, identical models")
	}
}

func TestLoadErrors(t *testing.T) {
	if _, err := Load(bytes.NewReader([]byte("not gzip"))); err == nil {
		t.Error("garbage loaded")
	}
	m, _ := Train(synthEvents(500, 6), TrainOptions{Epochs: 1, Bits: 12})
	var buf bytes.Buffer
	m.Save(&buf)
	b := buf.Bytes()
	if _, err := Load(bytes.NewReader(b[:len(b)/2])); err == nil {
		t.Error("truncated model loaded")
	}
}

func TestLoadDefault(t *testing.T) {
	m, err := LoadDefault()
	if errors.Is(err, ErrNoModel) {
		t.Skip("no embedded model:", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	if s := m.Predict(Query{Name: "is_ready", Kind: "name"}); len(s) != NumFine {
		t.Errorf("default model predicts %d classes", len(s))
	}
	m2, _ := LoadDefault()
	if m2 != m {
		t.Error("LoadDefault does not share its model")
	}
}
