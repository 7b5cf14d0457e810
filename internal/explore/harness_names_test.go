// Phase: explore (the embedded Python harness files, checked as source).

package explore

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// A module-level def or class that a later one of the same name replaces
// loses the first without any error at import: two branches merged into
// origin.py once each added a doc_examples, and both features went dead.
// CPython's own parser lists each file's top-level names.
func TestHarnessTopLevelNamesAreUnique(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("no python3")
	}
	files, err := filepath.Glob("*.py")
	if err != nil || len(files) == 0 {
		t.Fatalf("no harness files: %v", err)
	}
	script := `import ast, collections, sys
for f in sys.argv[1:]:
    body = ast.parse(open(f, encoding="utf-8").read()).body
    n = collections.Counter(s.name for s in body if isinstance(s, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)))
    for k, v in sorted(n.items()):
        if v > 1:
            print(f, k, v)
`
	out, err := exec.Command(py, append([]string{"-c", script}, files...)...).CombinedOutput()
	if err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if s := strings.TrimSpace(string(out)); s != "" {
		t.Errorf("top-level names defined twice (file, name, count):\n%s", s)
	}
}
