// An end-to-end test of the batch over the real executor and Python.
package bench

import (
	"context"
	"os/exec"
	"path/filepath"
	"testing"

	"unstuck/internal/execute"
)

func TestBatchRealExecutor(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 not found")
	}
	ex, err := execute.New(execute.Options{})
	if err != nil {
		t.Fatal(err)
	}
	runner, err := NewRunner(ex, execute.Mode{Name: "as-is"})
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	write(t, filepath.Join(dir, "src", "full.py"), "x = 1\ny = x + 1\n")
	write(t, filepath.Join(dir, "src", "raises.py"), "x = 1\nraise ValueError('stop')\ny = 2\n")
	write(t, filepath.Join(dir, "src", "empty.py"), "# nothing to run\n")
	items, err := Discover([]string{filepath.Join(dir, "src")})
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "bench.jsonl")
	j, err := OpenJournal(out)
	if err != nil {
		t.Fatal(err)
	}
	b := &Batch{Runner: runner, Mode: "as-is", Workers: 2, Journal: j}
	if _, err := b.Run(context.Background(), items); err != nil {
		t.Fatal(err)
	}
	j.Close()
	recs := mustRead(t, out)
	if len(recs) != 3 {
		t.Fatalf("%d records, want 3", len(recs))
	}
	by := map[string]Record{}
	for _, r := range recs {
		by[filepath.Base(r.File)] = r
		if r.Failure != "" {
			t.Errorf("%s: failure %s", r.File, r.Failure)
		}
	}
	if r := by["full.py"]; r.Status != "ok" || r.Countable != 2 || r.Covered != 2 || r.Coverage != 1 {
		t.Errorf("full.py: %+v", r)
	}
	r := by["raises.py"]
	if r.Status != "raised" || r.Error == nil || r.Error.Type != "ValueError" || r.Countable != 3 {
		t.Errorf("raises.py: %+v", r)
	}
	// Line 1 ran, line 3 never did.
	if len(r.CoveredLines) == 0 || r.CoveredLines[0] != 1 || r.CoveredLines[len(r.CoveredLines)-1] == 3 ||
		r.Coverage != float64(r.Covered)/3 || r.Coverage >= 1 {
		t.Errorf("raises.py coverage %v of lines %v", r.Coverage, r.CoveredLines)
	}
	if r := by["empty.py"]; r.Status != "empty" || r.Countable != 0 || r.Coverage != 0 {
		t.Errorf("empty.py: %+v", r)
	}
}
