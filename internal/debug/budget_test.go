package debug

import (
	"context"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"unstuck/internal/trace"
)

// A mutants run stops starting mutants once the CPU its runs took reaches
// the budget: with five mutants that spin (each stopped at its CPU limit)
// and a repair after them, a 0.9 s budget runs the unchanged program and
// two spinning scripts (0.5 s each: the second starts with 0.5-0.7 s
// spent), and no more; without a budget all six run. Counted in CPU
// seconds: the same cut under any load. The budget sits below what the
// five spins take at their least (5 x 0.2 s for pytest items), so the
// repair can never fit: at 1.25 s five pytest spins of 0.23 s each (CI)
// left room for it.
func TestMutantRunsShareOneCPUBudget(t *testing.T) {
	cfg := config(t, trace.AllRecovery)
	dir, prog, fixed := mutantFixture(t, "")
	spin := strings.Replace(prog, "return x * 3", "while True: x += 1", 1)
	opt := cfg.Trace
	opt.NoValues = true
	opt.TestTimeout = 500 * time.Millisecond
	// The whole run's limits are backstops (as mutantOptions sets them).
	opt.Limits.CPU, opt.Limits.Wall = time.Minute, 10*time.Minute
	for _, budget := range []time.Duration{900 * time.Millisecond, 0} {
		opt.CPUBudget = budget
		script, suite := mutantTargets(dir, spin, spin, spin, spin, spin, fixed)
		for _, tg := range []trace.Target{script, suite} {
			run, err := trace.Run(context.Background(), opt, tg)
			if err != nil || run.Mutation == nil {
				t.Fatalf("%q: %v %+v", tg.PytestArgs, err, run)
			}
			mu := run.Mutation
			if budget == 0 {
				// No budget: every mutant runs, the repair too.
				if len(mu.Mutants) != 6 || mu.Skipped != 0 || mu.Mutants[5] == nil || !mu.Mutants[5][0].Pass {
					t.Errorf("%q, no budget: %d run, %d skipped", tg.PytestArgs, len(mu.Mutants), mu.Skipped)
				}
				continue
			}
			// A script's runs stop at the script's limit (0.5 s): the second
			// spends the budget. A pytest item's limit is 20 x its own CPU
			// time, at least 0.2 s, at most the 0.5 s test timeout; the
			// unchanged run counts too, and pytest's took 0.4-0.45 s on a busy
			// 2-core machine, so one spin may spend the budget: one to four
			// runs (five would be 1.0 s), never the repair.
			lo, hi := 2, 2
			if tg.Script == "" {
				lo, hi = 1, 4
			}
			t.Logf("%q: %d run, %.2f CPU s", tg.PytestArgs, len(mu.Mutants), mu.CPU)
			if k := len(mu.Mutants); k < lo || k > hi || mu.Skipped != 6-k {
				t.Errorf("%q: %d run, %d skipped, %.2f CPU s; want %d-%d run, the rest skipped", tg.PytestArgs, k, mu.Skipped, mu.CPU, lo, hi)
			}
			if mu.CPU < budget.Seconds() {
				t.Errorf("%q: stopped at %.2f CPU s, under the budget", tg.PytestArgs, mu.CPU)
			}
		}
	}
}

// The Localizer's budget is one for the item: a run gets what the runs
// before it left, none once it is spent, and the tracer's skipped count
// is kept.
func TestLocalizerBudgetCarriesOver(t *testing.T) {
	lz := &Localizer{CPUBudget: 10 * time.Second}
	opt, ok := lz.mutantOptions(50)
	if !ok || opt.CPUBudget != 10*time.Second {
		t.Fatalf("fresh: %v %v", ok, opt.CPUBudget)
	}
	lz.spent(&trace.Mutation{CPU: 7.5, Skipped: 0})
	if opt, ok = lz.mutantOptions(50); !ok || opt.CPUBudget != 2500*time.Millisecond {
		t.Fatalf("after 7.5 s: %v %v", ok, opt.CPUBudget)
	}
	lz.spent(&trace.Mutation{CPU: 3, Skipped: 12})
	if _, ok = lz.mutantOptions(50); ok || lz.Skipped != 12 || lz.CPUSpent != 10.5 {
		t.Fatalf("spent: %v %+v", ok, lz)
	}
	if opt, ok = (&Localizer{}).mutantOptions(1); !ok || opt.CPUBudget != DefaultCPUBudget {
		t.Fatalf("default: %v", opt.CPUBudget)
	}
}

// The failing test a bench traces: the one that ended within its bounds
// and ran the fewest lines (then the fewest distinct lines of the file);
// a test stopped at its step bound or its time limit comes last (those
// too by the lines they ran).
func TestSmallerFailureIsACount(t *testing.T) {
	ts := []trace.TestResult{
		{ID: "limit", Limit: true, Steps: 10},
		{ID: "big", Steps: 900, Lines: map[string][]int{"p.py": {1, 2}}},
		{ID: "timeout", Timeout: true},
		{ID: "wide", Steps: 40, Lines: map[string][]int{"p.py": {1, 2, 3, 4}}},
		{ID: "narrow", Steps: 40, Lines: map[string][]int{"p.py": {1, 2}}},
	}
	sort.SliceStable(ts, func(i, j int) bool { return SmallerFailure(ts[i], ts[j], "p.py") })
	var got []string
	for _, x := range ts {
		got = append(got, x.ID)
	}
	if strings.Join(got, " ") != "narrow wide big timeout limit" {
		t.Errorf("%v", got)
	}
}

// mutantFixture writes a function whose check fails (f(10) == 20, it
// returns x * 3) twice into a fresh directory: as a script with its
// driver (p.py) and as a module (lib.py) with a pytest test. It gives the
// directory, the function's source and its fixed version.
func mutantFixture(t *testing.T, header string) (dir, prog, fixed string) {
	t.Helper()
	dir = t.TempDir()
	prog = header + "def f(x):\n    return x * 3\n"
	fixed = strings.Replace(prog, "x * 3", "x * 2", 1)
	for name, src := range map[string]string{
		"p.py":        prog + mutantDriver,
		"lib.py":      prog,
		"test_lib.py": "from lib import f\n\ndef test_f():\n    assert f(10) == 20\n",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir, prog, fixed
}

const mutantDriver = "\nr = f(10)\nassert r == 20\n"

// mutantTargets gives the mutants run of mutantFixture's script and of its
// pytest suite, each with the function's versions srcs as mutants in order.
func mutantTargets(dir string, srcs ...string) (script, suite trace.Target) {
	script = trace.Target{Mode: "mutants", Root: dir, Files: []string{"p.py"}, Script: "p.py"}
	suite = trace.Target{Mode: "mutants", Root: dir, Files: []string{"lib.py"}, PytestArgs: []string{"test_lib.py"}}
	for _, src := range srcs {
		script.Mutants = append(script.Mutants, trace.MutantSrc{File: "p.py", Src: src + mutantDriver})
		suite.Mutants = append(suite.Mutants, trace.MutantSrc{File: "lib.py", Src: src})
	}
	return script, suite
}
