package runtime

import (
	"os"
	"os/exec"
	"testing"
)

// TestCPUPython runs py/test_cpu.py: the harness's and the batch server's
// CPU counters (the Python side of execute.Result.CPUSeconds) count their
// own work and that of children they reaped.
func TestCPUPython(t *testing.T) {
	pythonUnittest(t, "test_cpu")
}

// TestPartsPython runs py/test_parts.py: the tracer's parts of a failed
// `assert x == y` (trace.TestOutcome.Parts; debug's parts.go reads them).
func TestPartsPython(t *testing.T) {
	pythonUnittest(t, "test_parts")
}

// TestLinecovPython runs py/test_linecov.py: a module the file imports runs
// with no line tracer and the file's lines are judged as with one; the
// plan's "untraced" turns the metric off.
func TestLinecovPython(t *testing.T) {
	pythonUnittest(t, "test_linecov")
}

// TestPlainForkPython runs py/test_plainfork.py: a fork the relay killed
// before the server wrote its control message (a canceled file) leaves the
// server serving.
func TestPlainForkPython(t *testing.T) {
	pythonUnittest(t, "test_plainfork")
}

// pythonUnittest runs one of py/'s unittest modules with the interpreter
// of the runtime's tests: no __pycache__ in the source tree, no user site
// or PYTHONPATH leaking into the tests. Its output.
func pythonUnittest(t *testing.T, module string) []byte {
	t.Helper()
	py := lexecutorPython(t)
	cmd := exec.Command(py, "-m", "unittest", "-v", module)
	cmd.Dir = "py"
	cmd.Env = append(os.Environ(), "PYTHONDONTWRITEBYTECODE=1", "PYTHONNOUSERSITE=1", "PYTHONPATH=")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s -m unittest %s: %v\n%s", py, module, err, out)
	}
	return out
}
