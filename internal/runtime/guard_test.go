package runtime_test

import (
	"context"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"unstuck/internal/execute"
	"unstuck/internal/predict"
	"unstuck/internal/sandbox"
)

// TestGuardedTryKeepsMeaning runs code that probes and catches under
// --mode lexecutor (the embedded model as predictor) and as it is: where
// a try's handler catches the miss, both take the same branch; where none
// would, plain Python crashes and lexecutor injects and goes on.
func TestGuardedTryKeepsMeaning(t *testing.T) {
	py := "/usr/bin/python3"
	if _, err := os.Stat(py); err != nil {
		if py, err = exec.LookPath("python3"); err != nil {
			t.Skip("python3 not installed")
		}
	}
	ex, err := execute.New(execute.Options{Python: py, Limits: sandbox.Limits{Wall: 20 * time.Second}})
	if err != nil {
		t.Fatal(err)
	}
	m, err := predict.LoadDefault()
	if err != nil {
		t.Fatal(err)
	}
	lex := execute.Mode{Name: "lexecutor", Predictor: m, Confidence: 0.9}
	cases := []struct {
		name, src        string
		plain, lexecutor string // last line printed ("" for a crash before any)
	}{
		{"attribute probe", "class C:\n    pass\ntry:\n    C().missing\n    print('body')\nexcept AttributeError:\n    print('handler')\n",
			"handler", "handler"},
		{"name probe", "try:\n    unicode\nexcept NameError:\n    unicode = str\nprint(unicode is str)\n",
			"True", "True"},
		{"import probe", "try:\n    import no_such_module_here\n    print('body')\nexcept ImportError:\n    print('handler')\n",
			"handler", "handler"},
		{"broad handler", "try:\n    print(undefined_thing.attr)\n    print('body')\nexcept Exception as e:\n    print('handler')\n",
			"handler", "handler"},
		{"handler that does not catch", "try:\n    undefined_thing\n    print('body')\nexcept KeyError:\n    print('handler')\n",
			"", "body"},
		// Handlers are matched lexically: the callee's miss is injected.
		{"try around a call", "def f():\n    return undefined_thing\ntry:\n    f()\n    print('body')\nexcept NameError:\n    print('handler')\n",
			"handler", "body"},
	}
	last := func(r *execute.Result) string {
		out := strings.Split(strings.TrimSpace(r.Stdout), "\n")
		return out[len(out)-1]
	}
	ctx := context.Background()
	for _, tc := range cases {
		plain := ex.RunMode(ctx, "probe.py", []byte(tc.src), execute.Mode{Name: "as-is"})
		got := ex.RunMode(ctx, "probe.py", []byte(tc.src), lex)
		if plain.Failure != "" || got.Failure != "" {
			t.Fatalf("%s: %s %s", tc.name, plain.Failure, got.Failure)
		}
		if p := last(plain); p != tc.plain {
			t.Errorf("%s: plain Python printed %q last (status %s), want %q", tc.name, p, plain.Status, tc.plain)
		}
		if l := last(got); l != tc.lexecutor {
			t.Errorf("%s: lexecutor printed %q last (status %s, %v), want %q", tc.name, l, got.Status, got.Error, tc.lexecutor)
		}
	}
}
