package solve

import (
	"context"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"unstuck/internal/cfg"
)

// pathEnv needs z3 and a Python; tests skip without them.
func pathEnv(t *testing.T) (*Z3, *Runner) {
	t.Helper()
	if _, err := exec.LookPath("z3"); err != nil {
		t.Skip("z3 not installed")
	}
	py := "/usr/bin/python3"
	if _, err := os.Stat(py); err != nil {
		p, err := exec.LookPath("python3")
		if err != nil {
			t.Skip("no python3")
		}
		py = p
	}
	// Bounded by z3's own count of work, about the 10 s of CPU the
	// default timeout gives an idle machine: the same answers at any load
	// (at load 60-70 the wall-clock timeout left regex queries unknown);
	// the wall time only guards a hang.
	z := &Z3{Keep: 1, Work: testWork, Timeout: 10 * time.Minute}
	t.Cleanup(func() { z.Close() })
	return z, &Runner{Python: py}
}

// testWork is z3's rlimit for the tests' queries: explore.FlipWork's
// 2 000 000 is about half a second of CPU.
const testWork = 40_000_000

// prep writes src to a file and prepares function name.
func prep(t *testing.T, src, name string) *Func {
	t.Helper()
	p := filepath.Join(t.TempDir(), "code.py")
	if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	file, err := cfg.Build([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	g := file.Func(name)
	if g == nil {
		t.Fatalf("no function %s", name)
	}
	return Prepare(p, []byte(src), file, g)
}

// roundTrip runs input on CPython to get its path, solves the path from
// scratch and returns the validated outcome.
func roundTrip(t *testing.T, z *Z3, r *Runner, f *Func, input string) (Target, Outcome) {
	t.Helper()
	ctx := context.Background()
	runs, err := r.Run(ctx, f, []string{input})
	if err != nil {
		t.Fatal(err)
	}
	target := runs[0].Target()
	ps := &PathSolver{F: f, Z3: z, Runner: r}
	o := ps.Solve(ctx, target)
	if o.Status != StatusValidated {
		t.Fatalf("path %v of input %s: %s (%s) %s", target, input, o.Status, o.Reason, o.SMT)
	}
	return target, o
}

// eval evaluates a Python expression over the solved arguments with
// CPython, so that the test's claims about the input are checked by
// Python, not by the translator under test.
func eval(t *testing.T, r *Runner, args, expr string) string {
	t.Helper()
	out, err := exec.Command(r.Python, "-c", "args = "+args+"\nprint(repr("+expr+"))").CombinedOutput()
	if err != nil {
		t.Fatalf("%s: %v: %s", expr, err, out)
	}
	return strings.TrimSpace(string(out))
}

func TestPathNegativeIndex(t *testing.T) {
	z, r := pathEnv(t)
	f := prep(t, `def f(xs: list[int]) -> int:
    if xs[-2] == 7:
        return 1
    return 0
`, "f")
	_, o := roundTrip(t, z, r, f, "([7, 0],)")
	if got := eval(t, r, o.Input, "args[0][-2]"); got != "7" {
		t.Errorf("solved %s: xs[-2] is %s, want 7", o.Input, got)
	}
	// The path that raises IndexError needs fewer than two items.
	_, o = roundTrip(t, z, r, f, "([1],)")
	if o.Exc != "IndexError" || eval(t, r, o.Input, "len(args[0]) < 2") != "True" {
		t.Errorf("raising path solved with %s (%s)", o.Input, o.Exc)
	}
}

func TestPathFloorDivModNegative(t *testing.T) {
	z, r := pathEnv(t)
	f := prep(t, `def g(a: int, b: int) -> int:
    if a < 0 and a // b == -3 and a % b == 2:
        return 1
    if b < 0 and a // b == 2 and a % b == -1:
        return 2
    return 0
`, "g")
	_, o := roundTrip(t, z, r, f, "(-7, 3)")
	if eval(t, r, o.Input, "(args[0] // args[1], args[0] % args[1])") != "(-3, 2)" {
		t.Errorf("first branch solved with %s", o.Input)
	}
	_, o = roundTrip(t, z, r, f, "(-9, -4)")
	if eval(t, r, o.Input, "(args[0] // args[1], args[0] % args[1])") != "(2, -1)" {
		t.Errorf("second branch solved with %s", o.Input)
	}
	// Division by zero is a path too.
	_, o = roundTrip(t, z, r, f, "(-1, 0)")
	if o.Exc != "ZeroDivisionError" {
		t.Errorf("zero-division path solved with %s (%s)", o.Input, o.Exc)
	}
}

// The printer's floor division and modulo agree with Python's on a grid of
// signs, checked by Z3.
func TestFloorDivModAgainstZ3(t *testing.T) {
	z, _ := pathEnv(t)
	for _, a := range []int64{-7, -6, -1, 0, 1, 6, 7} {
		for _, b := range []int64{-3, -2, 2, 3} {
			q, m := pyDivMod(big.NewInt(a), big.NewInt(b))
			var d Expr = Var{Name: "b", Sort: IntSort}
			body := "(declare-const a Int)(declare-const b Int)" +
				"(assert (= a " + ilit(a) + "))(assert (= b " + ilit(b) + "))" +
				"(assert (not (and (= " + pyIntDivMod(FloorDiv, "a", "b", d) + " " + intLit(q) + ") (= " + pyIntDivMod(Mod, "a", "b", d) + " " + intLit(m) + "))))"
			st, _, err := z.CheckScript(context.Background(), body, 0, nil)
			if err != nil || st != Unsat {
				t.Errorf("%d // %d, %d %% %d: z3 says %s %v (want %s, %s)", a, b, a, b, st, err, q, m)
			}
		}
	}
}

func TestPathStringSlicing(t *testing.T) {
	z, r := pathEnv(t)
	f := prep(t, `def h(s: str) -> int:
    if s[1:3] == "ab" and s[-1:] == "z" and s.startswith("q"):
        return 1
    return 0
`, "h")
	_, o := roundTrip(t, z, r, f, "('qabz',)")
	if eval(t, r, o.Input, "(args[0][1:3], args[0][-1:], args[0][0])") != "('ab', 'z', 'q')" {
		t.Errorf("solved %s", o.Input)
	}
}

func TestPathListMutation(t *testing.T) {
	z, r := pathEnv(t)
	f := prep(t, `def m(xs: list[int]) -> int:
    ys = []
    for x in xs:
        ys.append(x * 2)
    ys[0] = ys[-1] + 1
    if ys[0] == 9 and len(ys) == 3:
        return 1
    return 0
`, "m")
	target, o := roundTrip(t, z, r, f, "([0, 0, 4],)")
	if eval(t, r, o.Input, "(len(args[0]), args[0][-1])") != "(3, 4)" {
		t.Errorf("path %v solved with %s", target, o.Input)
	}
	// An empty list raises at ys[0] = ...: IndexError from the path.
	_, o = roundTrip(t, z, r, f, "([],)")
	if o.Exc != "IndexError" || o.Input != "([],)" {
		t.Errorf("raising path solved with %s (%s)", o.Input, o.Exc)
	}
}

func TestPathHelperDictAndLoops(t *testing.T) {
	z, r := pathEnv(t)
	f := prep(t, `class Solution:
  def count(self, s: str, k: int) -> int:
    seen = {}
    def bump(c):
      seen[c] = seen.get(c, 0) + 1
      return seen[c]
    best = 0
    for c in s:
      if bump(c) > best:
        best = seen[c]
    if best >= k:
      return best
    return -1
`, "Solution.count")
	_, o := roundTrip(t, z, r, f, "('abaa', 3)")
	if eval(t, r, o.Input, "max(args[0].count(c) for c in args[0]) >= args[1] and len(args[0]) == 4") != "True" {
		t.Errorf("solved %s", o.Input)
	}
}

// A path no input can take is UNSAT, and the rules decide it without
// guessing.
func TestPathUnsat(t *testing.T) {
	z, r := pathEnv(t)
	f := prep(t, `def u(a: int) -> int:
    if a > 3:
        if a < 2:
            return 1
    return 0
`, "u")
	ps := &PathSolver{F: f, Z3: z, Runner: r}
	o := ps.Solve(context.Background(), Target{Lines: []int{2, 3, 4}})
	if o.Status != StatusUnsat {
		t.Errorf("infeasible path: %s (%s)", o.Status, o.Reason)
	}
}

func TestEmitTestsPass(t *testing.T) {
	z, r := pathEnv(t)
	if exec.Command(r.Python, "-c", "import pytest").Run() != nil {
		t.Skip("pytest not installed")
	}
	dir := t.TempDir()
	src := `def f(xs: list[int], k: int) -> int:
    total = 0
    for x in xs:
        if x % k == 0:
            total += x
    return xs[total]
`
	p := filepath.Join(dir, "code.py")
	os.WriteFile(p, []byte(src), 0o644)
	rep, err := SolveFile(context.Background(), p, Options{Z3: z, Runner: r, Sample: true, MaxSampled: 6, SampleBudget: 2e9})
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "tests")
	if err := EmitTests(rep, out); err != nil {
		t.Fatal(err)
	}
	if rep.Functions[0].Tests == "" {
		t.Fatalf("no test file written: %+v", rep.Functions[0].Paths)
	}
	cmd := exec.Command(r.Python, "-m", "pytest", "-q", "-p", "no:cacheprovider", out)
	res, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("pytest failed: %v\n%s", err, res)
	}
	if !strings.Contains(string(res), "passed") {
		t.Errorf("pytest output: %s", res)
	}
}

func TestLengthCombosOrder(t *testing.T) {
	cs := lengthCombos(3, 4)
	if len(cs) != 125 {
		t.Fatalf("%d combos, want 125", len(cs))
	}
	// All vectors of largest entry 2 come before any with a 3.
	seen3 := false
	for _, c := range cs {
		m := max(c[0], c[1], c[2])
		if m == 3 {
			seen3 = true
		}
		if m <= 2 && seen3 {
			t.Fatalf("combo %v after one with a 3", c)
		}
	}
	if len(lengthCombos(20, 12)) != 1000 {
		t.Errorf("many parameters: not capped at 1000")
	}
}
