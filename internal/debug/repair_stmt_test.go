package debug

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"unstuck/internal/mutate"
	"unstuck/internal/trace"
)

// Each round-5 statement-level repair operator, on a small program of
// testdata/repairs5 with the bug kind it stands for (its first line names
// the operator): CPython (in the sandbox) decides that the program fails as
// written, that a mutant of that operator makes it pass, and that some
// mutant of the same program does not pass (the run tells them apart).
func TestStatementRepairsUnderCPython(t *testing.T) {
	eachRepairProgram(t, "repairs5", 15, func(opt trace.Options, f string, b []byte) {
		src := string(b)
		first := strings.SplitN(src, "\n", 2)[0]
		op := strings.Fields(strings.TrimPrefix(first, "# op:"))[0]
		ms, basePass, pass := runRepairProgram(t, opt, f, b)
		if basePass {
			t.Errorf("%s: the program passes as written", f)
		}
		repaired, mine, fails := 0, 0, 0
		for k, m := range ms {
			if m.Operator == op {
				mine++
				if pass[k] {
					repaired++
				}
			}
			if !pass[k] {
				fails++
			}
		}
		switch {
		case mine == 0:
			t.Errorf("%s: no %s mutant", f, op)
		case repaired == 0:
			t.Errorf("%s: none of its %d %s mutants repairs", f, mine, op)
		}
		if fails == 0 {
			t.Errorf("%s: every mutant passes (the check cannot tell)", f)
		}
	})
}

// eachRepairProgram calls check on each program of testdata/DIR (at
// least min of them) with the trace options the repair tests share.
func eachRepairProgram(t *testing.T, dir string, min int, check func(opt trace.Options, f string, b []byte)) {
	t.Helper()
	cfg := config(t, trace.AllRecovery)
	opt := cfg.Trace
	opt.NoValues = true
	files, _ := filepath.Glob(filepath.Join("testdata", dir, "*.py"))
	if len(files) < min {
		t.Fatalf("only %d programs in testdata/%s", len(files), dir)
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		check(opt, f, b)
	}
}

// runRepairProgram runs every repair mutant of the script file (source b)
// under CPython in the sandbox, as the localizer runs mutants (each its
// own time limit, a mutant may loop; the run's limits scaled by their
// number): whether the program passes as written, and whether each mutant
// does.
func runRepairProgram(t *testing.T, opt trace.Options, f string, b []byte) (ms []mutate.Mutant, basePass bool, pass []bool) {
	t.Helper()
	ms, err := mutate.Repairs(b, nil)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "p.py"), b, 0o644)
	tg := trace.Target{Mode: "mutants", Root: dir, Files: []string{"p.py"}, Script: "p.py"}
	for _, m := range ms {
		tg.Mutants = append(tg.Mutants, trace.MutantSrc{File: "p.py", Src: string(m.Src)})
	}
	o := opt
	o.TestTimeout = 2 * time.Second
	o.Limits.CPU = time.Duration(30+len(ms))*time.Second + time.Duration(len(ms))*o.TestTimeout
	o.Limits.Wall = 10 * o.Limits.CPU
	run, err := trace.Run(context.Background(), o, tg)
	if err != nil || run.Mutation == nil || len(run.Mutation.Base) != 1 || len(run.Mutation.Mutants) != len(ms) {
		t.Fatalf("%s: %v %+v", f, err, run)
	}
	for k := range ms {
		r := run.Mutation.Mutants[k]
		pass = append(pass, r != nil && r[0].Pass)
	}
	return ms, run.Mutation.Base[0].Pass, pass
}
