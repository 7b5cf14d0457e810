package trace

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"unstuck/internal/sandbox"
)

// newOpts gives the tests a sandbox at the weakest level that works here.
func newOpts(t *testing.T) Options {
	t.Helper()
	sb, err := newSandbox()
	if err != nil {
		t.Skip("no sandbox:", err)
	}
	py := "/usr/bin/python3"
	if _, err := os.Stat(py); err != nil {
		py = "python3"
	}
	return Options{Python: py, Sandbox: sb}
}

func newSandbox() (*sandbox.Sandbox, error) {
	for _, p := range []sandbox.Isolation{"", sandbox.Rlimits} {
		if sb, err := sandboxNew(sandbox.Options{Prefer: p}); err == nil {
			return sb, nil
		}
	}
	return nil, os.ErrNotExist
}

func write(t *testing.T, name, src string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

const appendProg = `def f(xs):
    out = []
    total = 0
    for x in xs:
        if x > 1:
            out.append(x * 2)
        total += x
    d = {}
    d['a'] = total
    return out[-1] + d['a']

print(f([1, 2, 3]))
`

func TestTraceDepsAndRecovery(t *testing.T) {
	opt := newOpts(t)
	p := write(t, "prog.py", appendProg)
	tr, err := Run(context.Background(), opt, Target{Mode: "program", Script: p})
	if err != nil {
		t.Fatal(err)
	}
	if tr.Status != "ok" {
		t.Fatalf("status %s %+v %s", tr.Status, tr.Error, tr.Stderr)
	}
	for _, s := range tr.Steps {
		t.Logf("%d L%d f%d %s r=%v w=%v c=%d", s.Index, s.Line, s.Frame, s.Func, s.Reads, s.Writes, len(s.Calls))
	}
	last := -1
	for i, s := range tr.Steps {
		if s.Line == 10 {
			last = i
		}
	}
	if last < 0 {
		t.Fatal("line 10 never ran")
	}
	// Without recovery the element read by out[-1] has no writer.
	g0 := Link(tr, Recovery{})
	g1 := Link(tr, AllRecovery)
	has := func(g *Graph, line int) bool {
		for _, s := range g.Slice(last) {
			if tr.Steps[s].Line == line {
				return true
			}
		}
		return false
	}
	if has(g0, 6) {
		t.Errorf("slice without recovery reaches the append line")
	}
	if !has(g1, 6) {
		t.Errorf("slice with recovery misses the append line; recovered %+v", g1.Recovered)
	}
	if !has(g1, 9) || !has(g1, 7) {
		t.Errorf("slice misses d['a'] = total or total += x")
	}
}

// A return value reaches its caller through a return expression that calls
// again (recursion): every frame's return is recorded on its own step and
// the caller's line depends on it.
func TestReturnThroughRecursion(t *testing.T) {
	opt := newOpts(t)
	p := write(t, "rec.py", "def depth(n):\n    if n == 0:\n        return 0\n    return depth(n - 1) + 1\n\nx = depth(3)\n")
	tr, err := Run(context.Background(), opt, Target{Mode: "program", Script: p})
	if err != nil || tr.Status != "ok" {
		t.Fatal(err, tr.Status)
	}
	rets := map[string]bool{}
	for _, s := range tr.Steps {
		for _, w := range s.Writes {
			if w.Var == "return" && s.Func == "depth" {
				rets[w.Value] = true
				if s.Line != 3 && s.Line != 4 {
					t.Errorf("return written on line %d", s.Line)
				}
			}
		}
	}
	for _, v := range []string{"0", "1", "2", "3"} {
		if !rets[v] {
			t.Errorf("return value %s not recorded (have %v)", v, rets)
		}
	}
	g := Link(tr, Recovery{})
	n := 0
	for i, s := range tr.Steps {
		if s.Line == 4 {
			for _, d := range g.Deps[i] {
				if d.Kind == "return" {
					n++
				}
			}
		}
	}
	if n < 3 {
		t.Errorf("%d return dependencies on line 4, want 3", n)
	}
}

// A failing pytest test is not reported as a run that went well.
func TestFailingPytestTestIsFailed(t *testing.T) {
	opt := newOpts(t)
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "prog.py"), []byte("def inc(x):\n    return x + 2\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "test_prog.py"), []byte("from prog import inc\n\ndef test_inc():\n    assert inc(1) == 2\n"), 0o644)
	tr, err := Run(context.Background(), opt, Target{Mode: "pytest", Root: dir, Files: []string{"prog.py"}, PytestArgs: []string{"test_prog.py"}})
	if err != nil {
		t.Fatal(err)
	}
	if tr.Status != "test_failed" || len(tr.Tests) != 1 || !tr.Tests[0].Failed {
		t.Errorf("status %s, tests %+v", tr.Status, tr.Tests)
	}
}
