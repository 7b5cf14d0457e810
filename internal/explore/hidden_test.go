// Phase: execute (the runtime a snippet runs in) — tests only.
package explore

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"unstuck/internal/execute"
	"unstuck/internal/predict"
)

// hiddenProbe imports the runtime's own modules and the files beside them
// by name: with plain python3 none exists, so line 6 must never run.
const hiddenProbe = `import importlib
found = []
for name in ("source", "instrumented", "harness", "linecov", "batch", "warm", "tracer"):
    try:
        importlib.import_module(name)
        found.append(name)
    except ImportError:
        pass
print("found", found)
`

// TestRuntimeModulesHidden: the runtime's directory is no part of the
// snippet's import path, in a single run (as-is, lexecutor) and in the
// fork server explore runs prefixes in, so `import source` or `import
// batch` fails as it does with plain python3.
func TestRuntimeModulesHidden(t *testing.T) {
	ex := evalExecutor(t)
	for _, mode := range []execute.Mode{{Name: "as-is"}, {Name: "lexecutor", Predictor: predict.NewNaive(predict.LevelFine)}} {
		r := ex.RunMode(context.Background(), "hidden.py", []byte(hiddenProbe), mode)
		if r.Failure != "" {
			t.Fatalf("%s: %s", mode.Name, r.Failure)
		}
		if !strings.Contains(r.Stdout, "found []") {
			t.Errorf("%s: the snippet imported the runtime's modules: %q (status %s, error %+v)", mode.Name, r.Stdout, r.Status, r.Error)
		}
	}
	x := &Explorer{Exec: ex, Proposers: []Proposer{&Offline{}}, Opt: Options{JobTimeout: 5 * time.Second}}
	tree, err := x.Explore(context.Background(), "hidden.py", []byte(hiddenProbe))
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range tree.Nodes {
		if slices.Contains(n.Covered, 6) {
			t.Errorf("node %d imported one of the runtime's modules (covers line 6)", n.ID)
		}
	}
	if len(tree.Nodes) == 0 || !slices.Contains(tree.Nodes[0].Covered, 9) {
		t.Errorf("explore did not run the probe")
	}
	// The index of importable names lists none of them either.
	ci, err := LoadClassIndex(context.Background(), ex)
	if err != nil {
		t.Fatal(err)
	}
	if len(ci.Modules) == 0 {
		t.Fatalf("the class index lists no module")
	}
	for _, m := range []string{"source", "instrumented", "harness", "linecov", "batch", "warm", "tracer", "lexecutor", "classindex"} {
		if ci.Modules[m] {
			t.Errorf("the class index lists the runtime's module %q", m)
		}
	}
}
