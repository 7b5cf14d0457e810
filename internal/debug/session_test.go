package debug

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"unstuck/internal/trace"
)

// The interactive loop: a correct step moves to the next candidate, a wrong
// variable follows its write backwards (never forwards), "root cause here"
// ends the session there.
func TestSessionAnswers(t *testing.T) {
	cfg := config(t, trace.AllRecovery)
	dir := t.TempDir()
	src := "def scale(xs, k):\n    out = []\n    for x in xs:\n        out.append(x * k)\n    return out\n\nk = 3\nk = k - 3\nys = scale([1, 2], k)\nassert ys == [3, 6]\n"
	os.WriteFile(filepath.Join(dir, "p.py"), []byte(src), 0o644)
	tr, err := trace.Run(context.Background(), cfg.Trace, trace.Target{Mode: "program", Root: dir, Script: "p.py"})
	if err != nil || tr.Status != "raised" {
		t.Fatal(err, tr.Status)
	}
	g := trace.Link(tr, trace.AllRecovery)
	out := Failure(tr)
	cands := (&Localizer{Trace: cfg.Trace, NoMutation: true}).Localize(context.Background(), Failing{Graph: g, Out: out, Root: dir, File: "p.py", Script: "p.py"})
	s := NewSession(g, out, cands)
	if s.Step() < 0 || s.Step() > out.Step {
		t.Fatalf("first question at step %d (failure %d)", s.Step(), out.Step)
	}
	if err := s.Answer("maybe"); err == nil || s.Questions != 0 {
		t.Errorf("an unknown answer is refused and not counted")
	}
	// Walk to line 9 by the candidates, then ask for k's write.
	for guard := 0; guard < 20 && !s.Done && tr.Steps[s.Step()].Line != 9; guard++ {
		s.Answer("yes")
	}
	if s.Done || tr.Steps[s.Step()].Line != 9 {
		t.Fatalf("never asked about line 9")
	}
	at := s.Step()
	if err := s.Answer("k is wrong"); err != nil {
		t.Fatal(err)
	}
	if s.Step() >= at || tr.Steps[s.Step()].Line != 8 {
		t.Fatalf("k is wrong at line 9 led to step %d (line %d)", s.Step(), tr.Steps[max(0, s.Step())].Line)
	}
	var answers []string
	for _, a := range s.answered {
		answers = append(answers, a)
	}
	s.Answer("root cause here")
	if !s.Done || s.Root == nil || s.Root.Line != 8 {
		t.Errorf("root %+v", s.Root)
	}
	// Replay (what the page and debug --answer use) walks the same loop:
	// the same answers reach the same step, then the same root cause; an
	// answer it cannot take is reported, not skipped.
	v := Replay(g, out, cands, answers)
	if v.Done || v.Step < 0 || tr.Steps[v.Step].Line != 8 || v.Questions != len(answers) || v.Code != "k = k - 3" {
		t.Errorf("replay stands at %+v after %v", v, answers)
	}
	v = Replay(g, out, cands, append(append([]string{}, answers...), "root cause here", "yes"))
	if !v.Done || v.Root == nil || v.Root.Line != 8 || v.Step != -1 || v.Error == "" || len(v.Answers) != len(answers)+1 {
		t.Errorf("replay to the end: %+v", v)
	}
	if v := Replay(g, out, cands, []string{"maybe"}); v.Error == "" || len(v.Answers) != 0 || v.Step < 0 {
		t.Errorf("replay of an unknown answer: %+v", v)
	}
}
