package debug

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"unstuck/internal/trace"
)

// Under a mutant the failing tests run in collection order, the first
// three whatever their outcome: a mutant that repairs the second failing
// test but not the first shows that partial repair whatever the tests'
// measured times. The first test here is the fast one, so the old order
// (fastest first, stop at the first still failing) never ran the second,
// and on a suite whose tests took similar times which partial repairs
// were seen moved with the load. Past the third, a mutant stops at its
// first still failing test (the fourth, test_late, does not run).
func TestMutantRunsFailingTestsInOrder(t *testing.T) {
	cfg := config(t, trace.AllRecovery)
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "lib.py"), []byte("def f(x):\n    return x * 3\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "test_lib.py"), []byte(`from lib import f

def test_odd():
    assert f(5) == 11

def test_slow():
    n = 0
    for i in range(3000000):
        n += i % 7
    assert f(10) == 20 and n > 0

def test_even():
    assert f(4) == 9

def test_late():
    assert f(1) == 5
`), 0o644)
	opt := cfg.Trace
	opt.NoValues = true
	opt.TestTimeout = 2 * time.Second
	opt.Limits.CPU, opt.Limits.Wall = time.Minute, 10*time.Minute
	tg := trace.Target{Mode: "mutants", Root: dir, Files: []string{"lib.py"}, PytestArgs: []string{"test_lib.py"},
		Mutants: []trace.MutantSrc{{File: "lib.py", Src: "def f(x):\n    return x * 2\n"}}}
	run, err := trace.Run(context.Background(), opt, tg)
	if err != nil || run.Mutation == nil || len(run.Mutation.Base) != 4 || len(run.Mutation.Mutants) != 1 {
		t.Fatalf("%v %+v", err, run)
	}
	mu := run.Mutation
	for _, b := range mu.Base {
		if b.Pass {
			t.Fatalf("every test fails unchanged: %+v", mu.Base)
		}
	}
	m := mu.Mutants[0]
	if o, ok := m[0]; !ok || o.Pass {
		t.Errorf("test_odd under x * 2: %+v %v", o, ok)
	}
	if o, ok := m[1]; !ok || !o.Pass {
		t.Errorf("test_slow under x * 2 not run or not passing: %+v %v", o, ok)
	}
	if o, ok := m[2]; !ok || o.Pass {
		t.Errorf("test_even under x * 2: %+v %v", o, ok)
	}
	if o, ok := m[3]; ok {
		t.Errorf("test_late ran past the third failing test: %+v", o)
	}
}
