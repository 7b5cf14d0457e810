package trace

import (
	"encoding/json"
	"reflect"
	"testing"
)

// The Go side of tracer.py's "parts" of a script's failed assertion
// (runtime's TestPartsPython tests the Python side).
func TestScriptOutcomeParts(t *testing.T) {
	var rm rawMutation
	raw := `{"base": [{"ok": false, "err": "AssertionError", "near": 0.5, "parts": [0, 17, 0]}],
		"mutants": [[{"ok": false, "err": "AssertionError", "parts": [0, 0, 4]}], [{"ok": false, "err": "KeyError"}]]}`
	if err := json.Unmarshal([]byte(raw), &rm); err != nil {
		t.Fatal(err)
	}
	m := rm.decode(true)
	if len(m.Base) != 1 || !reflect.DeepEqual(m.Base[0].Parts, []int{0, 17, 0}) || m.Base[0].Near != 0.5 {
		t.Fatalf("base %+v", m.Base)
	}
	if len(m.Mutants) != 2 || !reflect.DeepEqual(m.Mutants[0][0].Parts, []int{0, 0, 4}) || m.Mutants[1][0].Parts != nil {
		t.Fatalf("mutants %+v", m.Mutants)
	}
}
