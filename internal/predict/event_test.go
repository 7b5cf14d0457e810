package predict

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

func TestReadEvents(t *testing.T) {
	in := `{"name": "x", "kind": "name", "before": ["=", "("], "after": [")"], "class": "int_pos"}

{"name": "x", "kind": "name", "before": ["=", "("], "after": [")"], "class": "int_pos", "count": 4}
{"name": "x", "kind": "name", "before": ["=", "("], "after": [")"], "class": "int_zero"}
{"name": "f", "kind": "call", "before": [], "after": ["(", ")"], "class": "None"}
{"name": "x", "kind": "name", "before": ["="], "after": [")"], "class": "int_pos"}`
	got, err := ReadEvents(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	want := []Event{
		{Name: "x", Kind: "name", Before: []string{"=", "("}, After: []string{")"}, Class: "int_pos", Count: 5},
		{Name: "x", Kind: "name", Before: []string{"=", "("}, After: []string{")"}, Class: "int_zero", Count: 1},
		{Name: "f", Kind: "call", Before: []string{}, After: []string{"(", ")"}, Class: "None", Count: 1},
		{Name: "x", Kind: "name", Before: []string{"="}, After: []string{")"}, Class: "int_pos", Count: 1},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got\n%+v\nwant\n%+v", got, want)
	}

	for _, c := range []struct{ in, msg string }{
		{`{"name": "x", "kind": "name", "class": "int"}`, `line 1: unknown class "int"`},
		{"\n" + `{"name": "x", "kind": "name", "class": "None"}` + "\n{oops", `line 3:`},
		{`{"name": "x", "kind": "name", "class": "None", "count": -1}`, `line 1: negative count`},
	} {
		_, err := ReadEvents(strings.NewReader(c.in))
		if err == nil || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%q: error %v, want %q", c.in, err, c.msg)
		}
	}
}

func TestReadEventsLarge(t *testing.T) {
	// Many batches, duplicates across them: same result as Dedupe, in order.
	events := synthEvents(3000, 21)
	events = append(events, events[:5000%3000]...)
	events = append(events, events...)
	var b strings.Builder
	for _, e := range events {
		e.Count = 0
		line, _ := json.Marshal(e)
		b.Write(line)
		b.WriteByte('\n')
	}
	got, err := ReadEvents(strings.NewReader(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	want := Dedupe(events)
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("ReadEvents differs from Dedupe: %d vs %d events", len(got), len(want))
	}
	total := 0
	for _, e := range got {
		total += e.Count
	}
	if total != len(events) {
		t.Errorf("counts sum to %d, want %d", total, len(events))
	}
}

func TestDedupe(t *testing.T) {
	e := Event{Name: "a", Kind: "name", Before: []string{"b"}, After: []string{"c"}, Class: "None"}
	moved := e
	moved.Before, moved.After = []string{}, []string{"b", "c"} // same tokens, other side
	got := Dedupe([]Event{e, e, moved, {Name: "a", Kind: "name", Before: []string{"b"}, After: []string{"c"}, Class: "None", Count: 3}})
	if len(got) != 2 || got[0].Count != 5 || got[1].Count != 1 {
		t.Errorf("%+v", got)
	}
}

func ctxKey(e Event) string {
	return e.Name + "\x00" + strings.Join(e.Before, "\x01") + "\x00" + strings.Join(e.After, "\x01")
}

func TestSplit(t *testing.T) {
	// Each site is observed with a few classes; some contexts repeat at
	// other kinds (a call and the read of its callee name).
	var events []Event
	for _, e := range synthEvents(20000, 22) {
		events = append(events, e)
		if len(events)%3 == 0 {
			e.Class = ClassNone
			events = append(events, e)
			e.Kind = "attribute"
			events = append(events, e)
		}
	}
	train, test := Split(events, 0.05, 1)
	if len(train)+len(test) != len(events) {
		t.Fatalf("%d + %d != %d", len(train), len(test), len(events))
	}
	frac := float64(len(test)) / float64(len(events))
	if frac < 0.04 || frac > 0.06 {
		t.Errorf("held out %.3f, want about 0.05", frac)
	}
	inTrain := map[string]bool{}
	for _, e := range train {
		inTrain[ctxKey(e)] = true
	}
	for _, e := range test {
		if inTrain[ctxKey(e)] {
			t.Fatalf("context on both sides: %+v", e)
		}
	}
	train2, test2 := Split(events, 0.05, 1)
	if !reflect.DeepEqual(train, train2) || !reflect.DeepEqual(test, test2) {
		t.Error("split not deterministic")
	}
	_, test3 := Split(events, 0.05, 2)
	if reflect.DeepEqual(test, test3) {
		t.Error("seed has no effect")
	}
	if tr, te := Split(events, 0, 1); len(te) != 0 || len(tr) != len(events) {
		t.Error("holdout 0")
	}
	if tr, te := Split(events, 1, 1); len(tr) != 0 || len(te) != len(events) {
		t.Error("holdout 1")
	}
}

func TestGroupFolds(t *testing.T) {
	var names []string
	for i := 0; i < 422; i++ {
		names = append(names, fmt.Sprintf("test_m%03d", i))
	}
	folds := GroupFolds(append(names, names[:50]...), 20, 1) // repeats count once
	if len(folds) != 422 {
		t.Fatalf("%d names dealt, want 422", len(folds))
	}
	size := map[int]int{}
	for _, f := range folds {
		size[f]++
	}
	for f := 0; f < 20; f++ {
		if size[f] != 21 && size[f] != 22 { // 422 / 20
			t.Errorf("fold %d holds %d names, want 21 or 22", f, size[f])
		}
	}
	rev := append([]string(nil), names...)
	for i, j := 0, len(rev)-1; i < j; i, j = i+1, j-1 {
		rev[i], rev[j] = rev[j], rev[i]
	}
	if !reflect.DeepEqual(GroupFolds(rev, 20, 1), folds) {
		t.Error("the folds depend on the order of the names")
	}
	if reflect.DeepEqual(GroupFolds(names, 20, 2), folds) {
		t.Error("seed has no effect")
	}
	if f := GroupFolds(names[:3], 20, 1); len(f) != 3 || f[names[0]] == f[names[1]] || f[names[1]] == f[names[2]] || f[names[0]] == f[names[2]] {
		t.Errorf("3 names in 20 folds: %v, want three folds of one", f)
	}
	for _, f := range GroupFolds(names, 0, 1) {
		if f != 0 {
			t.Fatal("k 0: more than one fold")
		}
	}
}
