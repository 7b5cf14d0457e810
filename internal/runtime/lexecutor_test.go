package runtime

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// lexecutorPython returns the interpreter for the Python-side tests: Debian's
// /usr/bin/python3 when present (the one the sandbox runs), else python3
// from PATH. Without one the test is skipped, except in CI.
func lexecutorPython(t *testing.T) string {
	t.Helper()
	if _, err := os.Stat("/usr/bin/python3"); err == nil {
		return "/usr/bin/python3"
	}
	p, err := exec.LookPath("python3")
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("python3 missing in CI")
		}
		t.Skip("python3 not installed")
	}
	return p
}

// TestLexecutorPython runs the unit tests of the learning-guided execution
// engine (py/lexecutor.py, tested by py/test_lexecutor.py).
func TestLexecutorPython(t *testing.T) {
	out := pythonUnittest(t, "test_lexecutor")
	if testing.Verbose() {
		t.Logf("%s", out)
	}
}

// TestLexecutorShipped checks that the engine is among the files WriteTo
// puts next to the harness.
func TestLexecutorShipped(t *testing.T) {
	dir := t.TempDir()
	if err := WriteTo(dir); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "lexecutor.py")); err != nil {
		t.Fatal(err)
	}
}
