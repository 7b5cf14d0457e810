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
	py := lexecutorPython(t)
	cmd := exec.Command(py, "-m", "unittest", "-v", "test_cpu")
	cmd.Dir = "py"
	cmd.Env = append(os.Environ(), "PYTHONDONTWRITEBYTECODE=1", "PYTHONNOUSERSITE=1", "PYTHONPATH=")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s -m unittest test_cpu: %v\n%s", py, err, out)
	}
}

// TestPartsPython runs py/test_parts.py: the tracer's parts of a failed
// `assert x == y` (trace.TestOutcome.Parts; debug's parts.go reads them).
func TestPartsPython(t *testing.T) {
	py := lexecutorPython(t)
	cmd := exec.Command(py, "-m", "unittest", "-v", "test_parts")
	cmd.Dir = "py"
	cmd.Env = append(os.Environ(), "PYTHONDONTWRITEBYTECODE=1", "PYTHONNOUSERSITE=1", "PYTHONPATH=")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s -m unittest test_parts: %v\n%s", py, err, out)
	}
}

// TestLinecovPython runs py/test_linecov.py: a module the file imports runs
// with no line tracer and the file's lines are judged as with one; the
// plan's "untraced" turns the metric off.
func TestLinecovPython(t *testing.T) {
	py := lexecutorPython(t)
	cmd := exec.Command(py, "-m", "unittest", "-v", "test_linecov")
	cmd.Dir = "py"
	cmd.Env = append(os.Environ(), "PYTHONDONTWRITEBYTECODE=1", "PYTHONNOUSERSITE=1", "PYTHONPATH=")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s -m unittest test_linecov: %v\n%s", py, err, out)
	}
}
