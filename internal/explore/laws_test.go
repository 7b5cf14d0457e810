package explore

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// lawsPython is an interpreter with Hypothesis: Debian's, which
// scripts/setup.sh gives python3-hypothesis, else python3 on PATH.
func lawsPython(t *testing.T) string {
	for _, py := range []string{"/usr/bin/python3", "python3"} {
		p, err := exec.LookPath(py)
		if err != nil {
			continue
		}
		if exec.Command(p, "-c", "import hypothesis").Run() == nil {
			return p
		}
	}
	t.Skip("hypothesis is not installed for /usr/bin/python3 or python3 (Debian python3-hypothesis; scripts/setup.sh installs it)")
	return ""
}

// TestStandInLaws runs testdata/laws.py: Hypothesis generates sequences
// of operations on explore's Stub and lexecutor's Dummy, and every answer
// must be the answer of the plain value each committed to (hash agrees
// with ==, one order, the numeric tower, equal operands give equal
// results, calls are functions of their arguments, truth agrees with len,
// isinstance() through the prefix's shim, the iterator protocol).
func TestStandInLaws(t *testing.T) {
	py := lawsPython(t)
	lex, err := filepath.Abs("../runtime/py/lexecutor.py")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(lex); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	stub, isinst := filepath.Join(dir, "stub.py"), filepath.Join(dir, "isinstance.py")
	os.WriteFile(stub, []byte(stubClass), 0o644)
	os.WriteFile(isinst, []byte(isinstanceShim), 0o644)
	cmd := exec.Command(py, "laws.py", stub, isinst, lex)
	cmd.Dir = "testdata"
	cmd.Env = append(os.Environ(), "PYTHONDONTWRITEBYTECODE=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if !strings.Contains(string(out), "ok test_answers_are_a_real_values") || !strings.Contains(string(out), "ok test_iterator_protocol") {
		t.Fatalf("the law tests did not all run:\n%s", out)
	}
}
