// Phase: execute (sandbox). The interpreter is also run on the host, to ask
// it where it lives, to compile the harness and to build matplotlib's font
// cache; none of these may pick up modules from the working directory,
// where the snippets themselves often are (`unstuck run json.py`).
package execute

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"unstuck/internal/sandbox"
)

// shadowModules are what the host-side calls import after the working
// directory would have joined sys.path (python -c puts it first): each
// file writes a marker when it runs.
var shadowModules = []string{"json", "py_compile", "importlib", "matplotlib", "numpy", "pyparsing", "venv", "pip", "site"}

// plantShadows makes dir a working directory whose modules shadow the
// host-side calls' imports, and returns the marker a run of one leaves.
func plantShadows(t *testing.T, dir string) string {
	t.Helper()
	marker := filepath.Join(dir, "ran-on-the-host")
	for _, m := range shadowModules {
		src := fmt.Sprintf("open(%q, 'a').write(%q)\nraise SystemExit(3)\n", marker, m+"\n")
		if err := os.WriteFile(filepath.Join(dir, m+".py"), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return marker
}

// TestHostSideRunsIgnoreTheWorkingDirectory: with json.py, py_compile.py
// and matplotlib.py in the working directory, making an executor (which
// asks the interpreter, compiles the harness and warms matplotlib, all
// cold) and running a snippet runs none of them on the host.
func TestHostSideRunsIgnoreTheWorkingDirectory(t *testing.T) {
	py := systemPython(t)
	dir := t.TempDir()
	marker := plantShadows(t, dir)
	t.Chdir(dir)
	// Cold caches: FindPython asks again for a new PATH, the harness is
	// compiled and matplotlib's cache built in a fresh cache directory.
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	t.Setenv("PATH", fmt.Sprintf("%s:/nonexistent-%d", os.Getenv("PATH"), time.Now().UnixNano()))
	if _, err := sandbox.FindPython(py); err != nil {
		t.Fatalf("FindPython: %v", err)
	}
	ex, err := New(Options{Python: py})
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	r := ex.Run(context.Background(), "json.py", []byte("import json\nx = json.dumps(1)\n"))
	if b, err := os.ReadFile(marker); err == nil {
		t.Fatalf("modules of the working directory ran on the host: %q", b)
	}
	if r.Status != "ok" {
		t.Errorf("the snippet itself: status %s error %+v", r.Status, r.Error)
	}
}
