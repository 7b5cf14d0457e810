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
