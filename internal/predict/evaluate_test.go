package predict

import (
	"math"
	"strings"
	"testing"
)

// tablePredictor answers from a table by name.
type tablePredictor map[string][]Scored

func (t tablePredictor) Predict(q Query) []Scored { return t[q.Name] }

type coarseTable struct{ tablePredictor }

func (coarseTable) Level() Level { return LevelCoarse }

func TestEvaluateExact(t *testing.T) {
	p := tablePredictor{
		"a": {{"int_pos", .6}, {"int_zero", .3}, {"object", .1}},
		"b": {{"int_pos", .5}, {"str_empty", .3}, {"int_zero", .2}},
		"c": {{"None", .4}, {"object", .35}, {"list_empty", .15}, {"dict_empty", .05}, {"True", .03}, {"float_pos", .02}},
		"d": {{"str_nonempty", .5}, {"object", .45}, {"str_empty", .05}},
		"e": nil,
		"f": {{"object", .4}, {"float_neg", .3}, {"float_zero", .2}, {"float_pos", .1}},
	}
	events := []Event{
		{Name: "a", Kind: "name", Class: "int_pos"},                  // fine 1st, coarse 1st
		{Name: "b", Kind: "name", Class: "int_zero", Count: 2},       // fine 3rd, coarse 1st
		{Name: "c", Kind: "call", Class: "True"},                     // fine 5th, coarse 5th
		{Name: "d", Kind: "attribute", Class: "str_empty"},           // fine 3rd, coarse 1st
		{Name: "e", Kind: "call", Class: "object", Count: 4},         // nothing
		{Name: "f", Kind: "name", Class: "float_pos"},                // fine 4th, coarse 1st (0.6)
		{Name: "a", Kind: "name", Class: "no_such_class", Count: 50}, // skipped
	}
	r := Evaluate(p, events)
	check := func(what string, a *Accuracy, events int, uses int64, t1, t3, t5 float64) {
		t.Helper()
		if a == nil {
			t.Errorf("%s: missing", what)
			return
		}
		const eps = 1e-12
		if a.Events != events || a.Uses != uses || math.Abs(a.Top1-t1) > eps || math.Abs(a.Top3-t3) > eps || math.Abs(a.Top5-t5) > eps {
			t.Errorf("%s: %+v, want events %d uses %d top %v %v %v", what, *a, events, uses, t1, t3, t5)
		}
	}
	check("fine", r.All.Fine, 6, 10, 0.1, 0.4, 0.6)
	check("coarse", &r.All.Coarse, 6, 10, 0.5, 0.5, 0.6)
	check("name fine", r.ByKind["name"].Fine, 3, 4, 0.25, 0.75, 1)
	check("name coarse", ptr(r.ByKind["name"].Coarse), 3, 4, 1, 1, 1)
	check("call fine", r.ByKind["call"].Fine, 2, 5, 0, 0, 0.2)
	check("call coarse", ptr(r.ByKind["call"].Coarse), 2, 5, 0, 0, 0.2)
	check("attribute fine", r.ByKind["attribute"].Fine, 1, 1, 0, 1, 1)
	check("attribute coarse", ptr(r.ByKind["attribute"].Coarse), 1, 1, 1, 1, 1)
	if len(r.ByKind) != 3 || r.Level != LevelFine || r.LevelName != "fine" {
		t.Errorf("kinds %d, level %v", len(r.ByKind), r.Level)
	}
	if r.NsPerQuery <= 0 {
		t.Error("no timing")
	}
	if s := r.String(); !strings.Contains(s, "all") || !strings.Contains(s, "10.0  40.0  60.0") {
		t.Errorf("String:\n%s", s)
	}

	// A coarse predictor: no fine figures; coarse ones as before.
	rc := Evaluate(coarseTable{tablePredictor{
		"a": {{"int", 1}}, "b": {{"str", .6}, {"int", .4}}, "c": {{"bool", 1}},
		"d": {{"object", 1}}, "e": {{"object", 1}}, "f": {{"float", 1}},
	}}, events)
	if rc.All.Fine != nil || rc.Level != LevelCoarse {
		t.Errorf("coarse predictor has fine figures: %+v", rc.All.Fine)
	}
	check("coarse predictor", &rc.All.Coarse, 6, 10, 0.7, 0.9, 0.9)
	// Without a Level method, coarse answers are recognised as such.
	if rc2 := Evaluate(tablePredictor{"a": {{"int", 1}}}, events[:1]); rc2.All.Fine != nil {
		t.Error("coarse answers scored as fine")
	}
	// Naive on the same events: object is right for e only.
	rn := Evaluate(NewNaive(LevelFine), events)
	check("naive", rn.All.Fine, 6, 10, 0.4, 0.4, 0.4)
}

func ptr(a Accuracy) *Accuracy { return &a }

// TestMergeReports: the folds of a cross-validation merged give what one
// evaluation of all their events gives.
func TestMergeReports(t *testing.T) {
	events := synthEvents(3000, 5)
	m, _ := Train(events[:2000], TrainOptions{Epochs: 1, Bits: 12})
	test := events[2000:]
	whole := Evaluate(m, test)
	merged := MergeReports(Evaluate(m, test[:400]), Evaluate(m, test[400:700]), Evaluate(m, test[700:]))
	same := func(what string, a, b LevelAccuracy) {
		t.Helper()
		if a.Fine == nil || b.Fine == nil || a.Coarse.Uses != b.Coarse.Uses || a.Coarse.Events != b.Coarse.Events ||
			math.Abs(a.Fine.Top1-b.Fine.Top1) > 1e-12 || math.Abs(a.Fine.Top5-b.Fine.Top5) > 1e-12 ||
			math.Abs(a.Coarse.Top3-b.Coarse.Top3) > 1e-12 {
			t.Errorf("%s: merged %+v %+v, whole %+v %+v", what, a.Coarse, a.Fine, b.Coarse, b.Fine)
		}
	}
	same("all", merged.All, whole.All)
	if len(merged.ByKind) != len(whole.ByKind) {
		t.Fatalf("kinds %v, want %v", merged.ByKind, whole.ByKind)
	}
	for k := range whole.ByKind {
		same(k, merged.ByKind[k], whole.ByKind[k])
	}
	if c := MergeReports(Evaluate(m.AtLevel(LevelCoarse), test)); c.All.Fine != nil {
		t.Error("a coarse predictor's merged report has fine accuracy")
	}
}
