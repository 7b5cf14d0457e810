package debug

import (
	"testing"

	"unstuck/internal/trace"
)

// A synthetic trace of one file: steps as (frame, line, entry, caller).
func synth(steps ...trace.Step) *trace.Trace {
	tr := &trace.Trace{Files: []string{"P.java"}, Sources: map[string][]byte{"P.java": nil}, Control: map[string]map[int][]int{"P.java": {}}}
	for i, s := range steps {
		s.Index, s.File = i, "P.java"
		if !s.Entry && s.Caller == 0 {
			s.Caller = -1
		}
		tr.Steps = append(tr.Steps, s)
	}
	return tr
}

func entry(frame, line, caller int) trace.Step {
	return trace.Step{Frame: frame, Line: line, Entry: true, Caller: caller}
}

func ident(lines ...int) map[int]int {
	m := map[int]int{}
	for _, l := range lines {
		m[l] = l
	}
	return m
}

// The output of a wrong result is the return of the outermost frame (the
// value the test got), not the last return of a recursive call inside it.
func TestFailureOutermostReturn(t *testing.T) {
	ret := []trace.Access{{Var: "return", Loc: "R0", Value: "1"}}
	tr := synth(
		entry(0, 1, -1),
		trace.Step{Frame: 0, Line: 3, Writes: ret}, // the call line; its return is written when the frame ends
		entry(1, 1, 1),
		trace.Step{Frame: 1, Line: 2, Writes: []trace.Access{{Var: "return", Loc: "R1", Value: "0"}}},
	)
	if out := Failure(tr); out.Step != 1 {
		t.Errorf("failure at step %d, want 1 (the outer frame's return)", out.Step)
	}
	// A script: the module's body (no call step) returns nothing; the
	// function it called is the result.
	script := synth(
		trace.Step{Frame: 0, Line: 7, Writes: []trace.Access{{Var: "return", Loc: "R0", Value: "None"}}},
		entry(1, 1, 0),
		trace.Step{Frame: 1, Line: 5, Writes: []trace.Access{{Var: "return", Loc: "R1", Value: "1"}}},
	)
	if out := Failure(script); out.Step != 2 {
		t.Errorf("script: failure at step %d, want 2 (the function's return)", out.Step)
	}
}

// Two reads that are one object in the fixed run and two in the buggy one
// (a copy where the fix shares) are wrong even though they print alike.
func TestFixedJudgeSeesAliasing(t *testing.T) {
	read := func(v string, obj int64) trace.Access {
		return trace.Access{Var: v, Loc: "E1:" + v, Value: "[1, 2]", Obj: obj}
	}
	bug := synth(entry(0, 1, -1), trace.Step{Frame: 0, Line: 2, Reads: []trace.Access{read("m[u]", 5), read("m[v]", 6)}})
	fix := synth(entry(0, 1, -1), trace.Step{Frame: 0, Line: 2, Reads: []trace.Access{read("m[u]", 5), read("m[v]", 5)}})
	g := trace.Link(bug, trace.Recovery{})
	v := FixedJudge(g, fix, "P.java", "P.java", ident(1, 2))(1, false)
	if v.Kind != "wrong" || v.Var != "m[v]" {
		t.Errorf("verdict %+v, want m[v] wrong", v)
	}
	same := synth(entry(0, 1, -1), trace.Step{Frame: 0, Line: 2, Reads: []trace.Access{read("m[u]", 7), read("m[v]", 8)}})
	if v := FixedJudge(g, same, "P.java", "P.java", ident(1, 2))(1, false); v.Kind == "wrong" {
		t.Errorf("two objects in both runs: %+v", v)
	}
}

// A step the fixed run never ran, whose branch decided as the fixed run's
// did: the walk stops at it (the condition that should have ended the loop
// has no step of its own), not at the branch.
func TestGuidedStopsWhereNothingChoseTheStep(t *testing.T) {
	body := func(line int) trace.Step { return trace.Step{Frame: 0, Line: line} }
	bug := synth(entry(0, 1, -1), body(3), body(4), body(6), body(3))
	fix := synth(entry(0, 1, -1), body(3), body(4), body(6), body(8))
	bug.Control["P.java"][3] = []int{4}
	g := trace.Link(bug, trace.Recovery{})
	lm := ident(1, 3, 4, 6, 8)
	res := Guided(g, Output{Step: 4}, ChangedLineJudge(FixedJudge(g, fix, "P.java", "P.java", lm), bug, "P.java", lm))
	if res.RootCause == nil || res.RootCause.Step != 4 {
		t.Errorf("root cause %+v, want step 4 (line 3)", res.RootCause)
	}
}

// A step in a frame the fixed run has no counterpart of, with nothing in
// its frame that chose it: the call that made the frame did, and the walk
// goes on from it (here a call on a line the fix changed).
func TestGuidedContinuesAtTheCall(t *testing.T) {
	bug := synth(entry(0, 1, -1), trace.Step{Frame: 0, Line: 2}, entry(1, 10, 1), trace.Step{Frame: 1, Line: 11})
	fix := synth(entry(0, 1, -1), trace.Step{Frame: 0, Line: 3})
	g := trace.Link(bug, trace.Recovery{})
	lm := ident(1, 10, 11) // line 2 has no counterpart: the fix changed it
	res := Guided(g, Output{Step: 3}, ChangedLineJudge(FixedJudge(g, fix, "P.java", "P.java", lm), bug, "P.java", lm))
	if res.RootCause == nil || res.RootCause.Line != 2 {
		t.Errorf("root cause %+v, want line 2 (the call)", res.RootCause)
	}
}
