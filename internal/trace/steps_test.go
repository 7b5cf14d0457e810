package trace

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// The tests mode counts the lines of the traced files each test runs and
// ends a test at Options.TestSteps: a loop ends as a step limit (a count,
// the same under any load), not at the time limit, which is only a
// backstop here. Counts are exact: a loop of 100 iterations runs 2 x 97
// more lines than one of 3. A skipped test is not a failing one.
func TestSuiteTestsBoundedBySteps(t *testing.T) {
	opt := newOpts(t)
	opt.TestSteps = 5000
	opt.TestTimeout = 10 * time.Minute
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "prog.py"), []byte("def count(n):\n    t = 0\n    for i in range(n):\n        t += i\n    return t\n\n\ndef spin():\n    while True:\n        pass\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "test_prog.py"), []byte("from prog import count, spin\n\n\ndef test_small():\n    assert count(3) == 4\n\n\ndef test_big():\n    assert count(100) == 0\n\n\ndef test_spin():\n    spin()\n\n\ndef test_ok():\n    assert count(2) == 1\n\n\ndef test_skip():\n    import pytest\n    pytest.skip(\"slow\")\n"), 0o644)
	tr, err := Run(context.Background(), opt, Target{Mode: "tests", Root: dir, Files: []string{"prog.py"}, PytestArgs: []string{"test_prog.py"}})
	if err != nil {
		t.Fatal(err)
	}
	by := map[string]TestResult{}
	for _, r := range tr.Tests {
		by[filepath.Base(r.ID)] = r
	}
	small, big, spin, ok := by["test_prog.py::test_small"], by["test_prog.py::test_big"], by["test_prog.py::test_spin"], by["test_prog.py::test_ok"]
	// A test that skips itself is not failing (it would be the failing
	// test with the fewest lines).
	if skip := by["test_prog.py::test_skip"]; len(tr.Tests) != 5 || !small.Failed || !big.Failed || ok.Failed || skip.Failed || skip.Outcome != "skipped" {
		t.Fatalf("%+v", tr.Tests)
	}
	if small.Steps <= 0 || big.Steps-small.Steps != 2*97 || small.Limit || big.Limit {
		t.Errorf("steps: small %d, big %d", small.Steps, big.Steps)
	}
	if !spin.Failed || !spin.Limit || spin.Timeout || spin.Steps <= int64(opt.TestSteps) {
		t.Errorf("spinning test: %+v", spin)
	}
	// Without a bound the same loop is only stopped by the time limit.
	opt.TestSteps = 0
	opt.TestTimeout = 200 * time.Millisecond
	tr, err = Run(context.Background(), opt, Target{Mode: "tests", Root: dir, Files: []string{"prog.py"}, PytestArgs: []string{"test_prog.py::test_spin"}})
	if err != nil || len(tr.Tests) != 1 || tr.Tests[0].Limit || !tr.Tests[0].Timeout {
		t.Fatalf("%v %+v", err, tr)
	}
}
