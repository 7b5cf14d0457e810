package semdiff

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"unstuck/internal/execute"
	"unstuck/internal/predict"
	"unstuck/internal/sandbox"
)

func val(typ, repr string, prim bool, n int) *execute.Value {
	return &execute.Value{Type: typ, Repr: repr, Primitive: prim, Len: &n}
}

func TestCompare(t *testing.T) {
	ok := func(v *execute.Value) *execute.Result { return &execute.Result{Status: "ok", ResultValue: v} }
	line := 3
	cases := []struct {
		old, new *execute.Result
		want     string
	}{
		{ok(val("int", "1", true, 0)), ok(val("int", "1", true, 0)), Same},
		{ok(val("int", "1", true, 0)), ok(val("int", "2", true, 0)), Changed},
		{ok(val("int", "1", true, 0)), ok(val("str", "'1'", true, 1)), Changed},
		{ok(val("list", "[1]", false, 1)), ok(val("list", "[1, 2]", false, 2)), Changed},
		{ok(val("list", "[1]", false, 1)), ok(val("list", "[2]", false, 1)), Same}, // same size: not told apart
		{ok(val("int", "1", true, 0)), &execute.Result{Status: "raised", Error: &execute.Error{Type: "KeyError", Line: &line}}, Exceptional},
		{&execute.Result{Status: "exit"}, ok(val("int", "1", true, 0)), Exceptional}, // no value: the call never returned
	}
	for i, c := range cases {
		if got := Compare(c.old, c.new); got.Outcome != c.want {
			t.Errorf("case %d: %s (%s), want %s", i, got.Outcome, got.Reason, c.want)
		}
	}
}

func TestParsePair(t *testing.T) {
	p, err := ParsePair([]byte("# c\n#@ old\ndef f(): return 1\n#@ new\ndef f(): return 2\n#@ call f()\n"))
	if err != nil || string(p.Old) != "def f(): return 1\n" || string(p.New) != "def f(): return 2\n" || p.Call != "f()" {
		t.Fatalf("%q %q %q %v", p.Old, p.New, p.Call, err)
	}
	if _, err := ParsePair([]byte("#@ old\nx\n")); err == nil {
		t.Fatal("a pair without new version and call must be refused")
	}
}

// TestExamples runs the bundled pairs, one per outcome, for real.
func TestExamples(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("python3 missing in CI")
		}
		t.Skip("python3 not installed")
	}
	ex, err := execute.New(execute.Options{Limits: sandbox.Limits{Wall: 10 * time.Second}})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"same.py": Same, "changed.py": Changed, "retype.py": Changed, "exceptional.py": Exceptional}
	for file, outcome := range want {
		src, err := os.ReadFile(filepath.Join("..", "..", "examples", "diff", file))
		if err != nil {
			t.Fatal(err)
		}
		p, err := ParsePair(src)
		if err != nil {
			t.Fatal(err)
		}
		m := execute.Mode{Name: "lexecutor", Predictor: predict.NewNaive(predict.LevelFine), Call: p.Call}
		old := ex.RunMode(context.Background(), "old.py", p.Old, m)
		new := ex.RunMode(context.Background(), "new.py", p.New, m)
		if v := Compare(old, new); v.Outcome != outcome {
			t.Errorf("%s: %s (%s), want %s", file, v.Outcome, v.Reason, outcome)
		}
	}
}
