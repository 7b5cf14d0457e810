package semcheck

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"unstuck/internal/execute"
	"unstuck/internal/sandbox"
)

// evalPython is Debian's interpreter, which setup.sh gives pytest and the
// CPython test suite.
const evalPython = "/usr/bin/python3"

func executor(t *testing.T) *execute.Executor {
	t.Helper()
	if _, err := os.Stat(evalPython); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal(evalPython + " missing in CI")
		}
		t.Skip(evalPython + " not installed")
	}
	ex, err := execute.New(execute.Options{Python: evalPython, Limits: sandbox.Limits{Wall: 120 * time.Second}})
	if err != nil {
		t.Fatal(err)
	}
	return ex
}

// TestQuixBugsInstrumented: a few correct QuixBugs programs pass the same
// tests instrumented as not (the full check: unstuck semcheck quixbugs).
func TestQuixBugsInstrumented(t *testing.T) {
	dir := filepath.Join("..", "..", "..", "shared", "datasets", "quixbugs")
	if _, err := os.Stat(dir); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("QuixBugs missing in CI")
		}
		t.Skip("no ../shared/datasets/quixbugs")
	}
	res, err := QuixBugs(context.Background(), executor(t), dir, []string{"bitcount", "flatten", "quicksort", "shortest_path_length"})
	if err != nil {
		t.Fatal(err)
	}
	if res.AsIs.Passed == 0 || res.AsIs != res.Instrumented {
		t.Fatalf("as-is %+v, instrumented %+v\n%s", res.AsIs, res.Instrumented, res.Output)
	}
}

// TestCPythonModules: CPython test modules report the same unittest
// summary instrumented as not (the full check: unstuck semcheck cpython).
func TestCPythonModules(t *testing.T) {
	ex := executor(t)
	var files []string
	for _, m := range []string{"test_bisect.py", "test_heapq.py", "test_textwrap.py"} {
		f := filepath.Join("/usr/lib/python3.11/test", m)
		if _, err := os.Stat(f); err != nil {
			if os.Getenv("CI") != "" {
				t.Fatalf("%s missing in CI (libpython3.11-testsuite)", f)
			}
			t.Skip("CPython test suite not installed")
		}
		files = append(files, f)
	}
	for _, m := range CPython(context.Background(), ex, files, 2, nil) {
		if m.Verdict != "same" || m.AsIs.Ran == 0 || m.Sites == 0 {
			t.Errorf("%s: %s (as-is %+v, instrumented %+v, %d sites)", m.File, m.Verdict, m.AsIs, m.Instrumented, m.Sites)
		}
	}
}
