package debug

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"unstuck/internal/trace"
)

// A program of several of the user's files: the failing check is in the
// script, the fault in a module it imports through a package. The ranking
// covers every traced file the slice reaches, the module's mutants are
// rerun through the script (the mutant is what the import loads), and the
// faulty line of the other file comes first.
func TestMultiFileRanksOtherFile(t *testing.T) {
	cfg := config(t, trace.AllRecovery)
	dir := filepath.Join("testdata", "multifile")
	script := filepath.Join(dir, "main.py")
	src, err := os.ReadFile(script)
	if err != nil {
		t.Fatal(err)
	}
	tg := trace.Target{Mode: "program", Script: script}
	bug, err := trace.Run(context.Background(), cfg.Trace, tg)
	if err != nil {
		t.Fatal(err)
	}
	if len(bug.Files) != 4 {
		t.Fatalf("traced files %v", bug.Files)
	}
	g := trace.Link(bug, trace.AllRecovery)
	out := Failure(bug)
	if out.Step < 0 || bug.Steps[out.Step].File != "main.py" {
		t.Fatalf("failure %+v", out)
	}
	res := WithCandidates(context.Background(), cfg.Trace, tg, src, bug, g, out, nil, Plan(g, out, nil, nil), true, false)
	if res.MutationError != "" {
		t.Fatalf("mutation: %s", res.MutationError)
	}
	if len(res.Candidates) == 0 {
		t.Fatal("no candidates")
	}
	top := res.Candidates[0]
	if top.File != "shop/pricing.py" || top.Line != 10 {
		t.Errorf("top candidate %s:%d, want shop/pricing.py:10\n%s", top.File, top.Line, CandidatesText(res.Candidates, 5))
	}
	repaired := false
	for _, e := range top.Evidence {
		repaired = repaired || e.Kind == "repair" && e.Score == 1
	}
	if !repaired {
		t.Errorf("no repair evidence on the module's line: %+v", top.Evidence)
	}
	files := map[string]bool{}
	for _, c := range res.Candidates {
		files[c.File] = true
	}
	if !files["main.py"] || !files["shop/cart.py"] {
		t.Errorf("candidates only from %v", files)
	}
	if res.RootCause == nil || res.RootCause.File != "shop/pricing.py" {
		t.Errorf("plan's root cause %+v", res.RootCause)
	}
	// The session asks about the module's step first.
	ses := NewSession(g, out, res.Candidates)
	if st := bug.Steps[ses.Step()]; st.File != "shop/pricing.py" || st.Line != 10 {
		t.Errorf("session starts at %s:%d", st.File, st.Line)
	}
}
