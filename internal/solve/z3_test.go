package solve

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// needZ3 skips a test when z3 is not installed, except under CI, where a
// missing z3 is a failure.
func needZ3(t testing.TB) {
	t.Helper()
	if _, err := exec.LookPath("z3"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("z3 not on PATH and CI is set: %v", err)
		}
		t.Skip("z3 not on PATH")
	}
}

func solveOK(t *testing.T, z Solver, p *Problem) *Model {
	t.Helper()
	m, err := z.Solve(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

func floorMod(a, b int64) int64 { return a - b*floorDiv(a, b) }

// Python's // and % floor; SMT's div and mod are Euclidean. The two agree
// only for positive divisors, so solve constraints whose answer differs
// and check it with Go arithmetic, and that it is the only answer.
func TestPythonFloorDivMod(t *testing.T) {
	needZ3(t)
	z := &Z3{}
	for _, c := range []struct{ d, q, m int64 }{
		{3, -2, 1},   // x = -5
		{-3, 2, -1},  // x = -7
		{-3, -2, 0},  // x = 6
		{-4, 1, -3},  // x = -7
		{5, 0, 4},    // x = 4
		{-5, -1, -1}, // x = 4
	} {
		goal := []Expr{
			Cmp{Eq, Arith{FloorDiv, vx, NewInt(c.d)}, NewInt(c.q)},
			Cmp{Eq, Arith{Mod, vx, NewInt(c.d)}, NewInt(c.m)},
		}
		m := solveOK(t, z, &Problem{Asserts: goal, Vars: []Var{vx}})
		if m.Status != Sat {
			t.Fatalf("x // %d == %d and x %% %d == %d: %s", c.d, c.q, c.d, c.m, m.Status)
		}
		got := m.Values["x"].Int.Int64()
		if floorDiv(got, c.d) != c.q || floorMod(got, c.d) != c.m {
			t.Errorf("x // %d == %d and x %% %d == %d: model x = %d, but %d // %d = %d, %d %% %d = %d",
				c.d, c.q, c.d, c.m, got, got, c.d, floorDiv(got, c.d), got, c.d, floorMod(got, c.d))
		}
		// x = d*q + m is the one answer.
		other := solveOK(t, z, &Problem{Asserts: append(goal, Cmp{Ne, vx, NewInt(got)})})
		if other.Status != Unsat {
			t.Errorf("x // %d == %d and x %% %d == %d has a second answer", c.d, c.q, c.d, c.m)
		}
	}

	// A variable divisor takes the general encoding.
	goal := []Expr{
		Cmp{Lt, vy, NewInt(0)}, Cmp{Gt, vy, NewInt(-10)},
		Cmp{Eq, Arith{FloorDiv, vx, vy}, NewInt(-3)},
		Cmp{Eq, Arith{Mod, vx, vy}, NewInt(-2)},
	}
	m := solveOK(t, z, &Problem{Asserts: goal})
	if m.Status != Sat {
		t.Fatalf("variable divisor: %s", m.Status)
	}
	a, b := m.Values["x"].Int.Int64(), m.Values["y"].Int.Int64()
	if floorDiv(a, b) != -3 || floorMod(a, b) != -2 {
		t.Errorf("variable divisor: x = %d, y = %d: %d // %d = %d, %% = %d", a, b, a, b, floorDiv(a, b), floorMod(a, b))
	}

	// Floats floor too: r // 2 == -3 means -6 <= r < -4.
	m = solveOK(t, z, &Problem{Asserts: []Expr{
		Cmp{Eq, Arith{FloorDiv, vr, NewInt(2)}, NewInt(-3)},
		Cmp{Ne, Arith{Mod, vr, NewInt(2)}, NewInt(0)},
	}})
	f, _ := m.Values["r"].Real.Float64()
	if m.Status != Sat || math.Floor(f/2) != -3 || math.Mod(f, 2) == 0 {
		t.Errorf("r // 2 == -3 and r %% 2 != 0: %s r = %v", m.Status, f)
	}
}

// Values of every sort come back exactly, strings with any characters.
func TestValuesRoundTrip(t *testing.T) {
	needZ3(t)
	z := &Z3{}
	big70 := new(big.Int).Neg(new(big.Int).Lsh(big.NewInt(1), 70))
	strs := []string{"", "abc", `say "hi"`, `back\slash`, `\u{41}`, `\\u{41}`, "nul\x00del\x7f", "é, ß, 😀", "line\nnext\ttab", "|bar|"}
	reals := []*big.Rat{big.NewRat(5, 2), big.NewRat(-5, 2), big.NewRat(1, 3), big.NewRat(-7, 3), big.NewRat(4, 1)}
	for _, v := range strs {
		m := solveOK(t, z, &Problem{Asserts: []Expr{Cmp{Eq, vs, Str{v}}}})
		if got := m.Values["s"].Str; got != v {
			t.Errorf("string %q came back as %q", v, got)
		}
	}
	for _, v := range reals {
		m := solveOK(t, z, &Problem{Asserts: []Expr{Cmp{Eq, vr, Real{v}}}})
		if got := m.Values["r"].Real; got.Cmp(v) != 0 {
			t.Errorf("real %s came back as %s", v, got)
		}
	}
	m := solveOK(t, z, &Problem{Asserts: []Expr{
		Cmp{Eq, vx, Int{big70}}, Not{vflag}, Cmp{Eq, Len{vitems}, NewInt(3)},
	}})
	if m.Values["x"].Int.Cmp(big70) != 0 || m.Values["flag"].Bool || m.Values["items"].Int.Int64() != 3 {
		t.Errorf("values %+v", m.Values)
	}
	if lit, _ := m.Values["items"].Python(); lit != "[0, 0, 0]" {
		t.Errorf("list literal %s", lit)
	}
	// Names that need quoting or escaping reach Z3 and come back.
	odd := []Var{{"self.x", IntSort}, {"d['a|b']", IntSort}, {`d['\\']`, IntSort}, {"_", IntSort}, {"true", IntSort}}
	var goal []Expr
	for i, v := range odd {
		goal = append(goal, Cmp{Eq, v, NewInt(int64(i))})
	}
	m = solveOK(t, z, &Problem{Asserts: goal})
	for i, v := range odd {
		if got := m.Values[v.Name]; got.Int == nil || got.Int.Int64() != int64(i) {
			t.Errorf("%s = %v, want %d", v.Name, got.Int, i)
		}
	}
}

func TestUnsat(t *testing.T) {
	needZ3(t)
	z := &Z3{}
	cond := And{[]Expr{Cmp{Gt, vx, NewInt(5)}, Cmp{Lt, vx, NewInt(3)}}}
	if m := solveOK(t, z, &Problem{Asserts: []Expr{cond}}); m.Status != Unsat || m.Values != nil {
		t.Errorf("x > 5 and x < 3: %s %v", m.Status, m.Values)
	}
	if _, err := Flip(context.Background(), z, cond, true, []Var{vx}); !errors.Is(err, ErrUnsat) {
		t.Errorf("Flip to true: %v, want ErrUnsat", err)
	}
	if got, err := Flip(context.Background(), z, cond, false, []Var{vx}); err != nil || got["x"] == "" {
		t.Errorf("Flip to false: %v %v", got, err)
	}
	// Python raises on a zero divisor, so 10 // x == 0 needs x > 10 or
	// x < 0 ... never x == 0, which Z3 alone would happily pick.
	div := Cmp{Eq, Arith{FloorDiv, NewInt(10), vx}, NewInt(0)}
	only0 := And{[]Expr{div, Cmp{Le, vx, NewInt(0)}, Cmp{Ge, vx, NewInt(0)}}}
	if _, err := Flip(context.Background(), z, only0, true, []Var{vx}); !errors.Is(err, ErrUnsat) {
		t.Errorf("10 // x == 0 with x == 0: %v, want ErrUnsat", err)
	}
}

// cube is x^3 + y^3 = z^3 over positive integers: no answer, and none Z3
// can prove quickly.
func cube() *Problem {
	a, b, c := Var{"a", IntSort}, Var{"b", IntSort}, Var{"c", IntSort}
	p3 := func(v Var) Expr { return Arith{Mul, v, Arith{Mul, v, v}} }
	return &Problem{Asserts: []Expr{
		Cmp{Gt, a, NewInt(0)}, Cmp{Gt, b, NewInt(0)}, Cmp{Gt, c, NewInt(0)},
		Cmp{Eq, Arith{Add, p3(a), p3(b)}, p3(c)},
	}}
}

func TestTimeout(t *testing.T) {
	needZ3(t)
	for _, keep := range []int{0, 1} {
		z := &Z3{Keep: keep}
		p := cube()
		p.Timeout = 300 * time.Millisecond
		start := time.Now()
		m, err := z.Solve(context.Background(), p)
		elapsed := time.Since(start)
		switch {
		case err == nil && m.Status == Unknown:
			// Z3's own timeout answered; its incremental solver (keep=1)
			// may instead give up at once as incomplete.
			if keep == 0 && !strings.Contains(m.Reason, "timeout") && !strings.Contains(m.Reason, "cancel") || m.Reason == "" {
				t.Errorf("keep=%d: reason %q", keep, m.Reason)
			}
		case errors.Is(err, errKilled):
			// Z3 4.8.12 can hang when its timeout fires; the kill ended it.
		default:
			t.Errorf("keep=%d: got %v %+v, want unknown or a kill", keep, err, m)
		}
		// Unanswered, the cube runs for ever: a minute tells a timeout that
		// did not hold from z3's start and parse on a loaded machine (a 25th
		// of a core makes 0.1 s of CPU 2.5 s), which timeout+grace+2 s did not.
		if elapsed > time.Minute {
			t.Errorf("keep=%d: took %v", keep, elapsed)
		}
		// Flip reports the solver giving up as ErrUnknown.
		cond := And{p.Asserts}
		if _, err := Flip(context.Background(), &Z3{Keep: keep, Timeout: 300 * time.Millisecond}, cond, true, nil); !errors.Is(err, ErrUnknown) && !errors.Is(err, errKilled) {
			t.Errorf("keep=%d: Flip: %v", keep, err)
		}
		z.Close()
	}
}

// The caller's deadline kills z3 even when z3's own timeout is far off.
func TestContextKills(t *testing.T) {
	needZ3(t)
	for _, keep := range []int{0, 1} {
		z := &Z3{Keep: keep, Timeout: time.Minute}
		ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
		start := time.Now()
		_, err := z.Solve(ctx, cube())
		cancel()
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Errorf("keep=%d: %v, want a deadline error", keep, err)
		}
		if d := time.Since(start); d > 30*time.Second { // not z3's minute
			t.Errorf("keep=%d: took %v", keep, d)
		}
		z.Close()
		if kids := z3Children(t); len(kids) > 0 {
			t.Errorf("keep=%d: z3 processes left: %v", keep, kids)
		}
	}
}

// z3Children lists live z3 processes whose parent is this test.
func z3Children(t *testing.T) []int {
	t.Helper()
	var out []int
	stats, _ := filepath.Glob("/proc/[0-9]*/stat")
	for _, f := range stats {
		b, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		// pid (comm) state ppid ...
		st := string(b)
		i := strings.LastIndexByte(st, ')')
		j := strings.IndexByte(st, '(')
		if i < 0 || j < 0 {
			continue
		}
		fields := strings.Fields(st[i+1:])
		if len(fields) < 2 || st[j+1:i] != "z3" || fields[0] == "Z" {
			continue
		}
		if ppid, _ := strconv.Atoi(fields[1]); ppid == os.Getpid() {
			pid, _ := strconv.Atoi(strings.TrimSpace(st[:j]))
			out = append(out, pid)
		}
	}
	return out
}

// fakeZ3 writes a shell script standing in for z3.
func fakeZ3(t *testing.T, body string) string {
	t.Helper()
	dir := t.TempDir()
	// As root, z3 runs as nobody (z3guard.go): it must reach the fake.
	// (t.TempDir's parent is the test's, mode 0700 too).
	os.Chmod(filepath.Dir(dir), 0o755)
	os.Chmod(dir, 0o755)
	path := filepath.Join(dir, "z3")
	if err := os.WriteFile(path, []byte("#!/bin/sh\n"+body+"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	return path
}

// A kill reaches the whole process group: a child the solver started
// dies with it. The child is known by a token on its command line (the
// fake cannot write a file: RLIMIT_FSIZE is 0); the query is cancelled
// once the child runs.
func TestKillProcessGroup(t *testing.T) {
	token := fmt.Sprintf("60.%d", time.Now().UnixNano()%1000000000)
	path := fakeZ3(t, "sleep "+token+" &\nwait")
	z := &Z3{Path: path}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	childPid := make(chan string, 1)
	go func() {
		defer cancel()
		for end := time.Now().Add(time.Minute); time.Now().Before(end); time.Sleep(10 * time.Millisecond) {
			if pid := findCmdline(token); pid != "" {
				childPid <- pid
				return
			}
		}
	}()
	_, err := z.Solve(ctx, &Problem{Asserts: []Expr{Cmp{Gt, vx, NewInt(5)}}})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("%v, want a cancelled query", err)
	}
	var pid string
	select {
	case pid = <-childPid:
	default:
		t.Fatalf("the fake z3's child never ran")
	}
	// A killed process is gone at once on an idle machine; at load 50 it
	// waits for a time slice to exit: a minute, not two seconds.
	deadline := time.Now().Add(time.Minute)
	for {
		st, err := os.ReadFile("/proc/" + pid + "/stat")
		if err != nil || strings.Contains(string(st), ") Z ") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("child %s of the fake z3 survived the kill", pid)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// findCmdline is the pid of a process whose command line holds token.
func findCmdline(token string) string {
	ents, _ := os.ReadDir("/proc")
	for _, e := range ents {
		if b, err := os.ReadFile("/proc/" + e.Name() + "/cmdline"); err == nil && strings.Contains(string(b), token) {
			return e.Name()
		}
	}
	return ""
}

func TestSolverErrors(t *testing.T) {
	p := &Problem{Asserts: []Expr{Cmp{Gt, vx, NewInt(5)}}}
	for _, path := range []string{"/nonexistent/z3", "no-such-z3-binary"} {
		_, err := (&Z3{Path: path}).Solve(context.Background(), p)
		if !errors.Is(err, ErrNoZ3) || !strings.Contains(err.Error(), path) {
			t.Errorf("path %s: %v, want ErrNoZ3 naming the path", path, err)
		}
	}
	cases := map[string]string{
		`cat >/dev/null & printf '(error "line 3: boom")\nsat\n'; wait`: "boom",
		`printf 'hello\n'`:                   "unexpected z3 output hello",
		`echo oops >&2; exit 3`:              "oops",
		`printf 'sat\n((x 6) (y 7))\n'; cat`: "get-value",
	}
	for script, want := range cases {
		_, err := (&Z3{Path: fakeZ3(t, script)}).Solve(context.Background(), p)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("fake z3 %q: %v, want an error with %q", script, err, want)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := (&Z3{}).Solve(ctx, p); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled context: %v", err)
	}
}

// Kept processes answer one query after another, concurrently, without
// declarations leaking from one query into the next.
func TestKeep(t *testing.T) {
	needZ3(t)
	z := &Z3{Keep: 2}
	defer z.Close()
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for i := 0; i < 10; i++ {
				n := int64(g*100 + i)
				var p *Problem
				if i%2 == 0 {
					p = &Problem{Asserts: []Expr{Cmp{Eq, vx, NewInt(n)}}}
				} else {
					// The same name with another sort.
					p = &Problem{Asserts: []Expr{Cmp{Eq, Len{Var{"x", StringSort}}, NewInt(n % 7)}}}
				}
				m, err := z.Solve(context.Background(), p)
				if err != nil || m.Status != Sat {
					t.Errorf("query %d/%d: %v %+v", g, i, err, m)
					return
				}
				v := m.Values["x"]
				if i%2 == 0 && v.Int.Int64() != n || i%2 == 1 && int64(len([]rune(v.Str))) != n%7 {
					t.Errorf("query %d/%d: x = %+v", g, i, v)
				}
			}
		}(g)
	}
	wg.Wait()
	if len(z.idle) > 2 {
		t.Errorf("%d idle processes kept, want at most 2", len(z.idle))
	}
}

// TestQueryTime logs the time per small query, with a process per query
// and with a kept process (see also the benchmarks).
func TestQueryTime(t *testing.T) {
	needZ3(t)
	p := &Problem{Asserts: []Expr{Cmp{Gt, vx, NewInt(5)}, Cmp{Eq, Len{vs}, NewInt(3)}}}
	for _, keep := range []int{0, 1} {
		z := &Z3{Keep: keep}
		const n = 10
		start := time.Now()
		for i := 0; i < n; i++ {
			solveOK(t, z, p)
		}
		t.Logf("keep=%d: %v per query", keep, time.Since(start)/n)
		z.Close()
	}
}

func benchmarkSolve(b *testing.B, keep int) {
	needZ3(b)
	z := &Z3{Keep: keep}
	defer z.Close()
	p := &Problem{Asserts: []Expr{Cmp{Gt, vx, NewInt(5)}, Cmp{Eq, Len{vs}, NewInt(3)}}}
	for i := 0; i < b.N; i++ {
		if _, err := z.Solve(context.Background(), p); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSolveProcessPerQuery(b *testing.B) { benchmarkSolve(b, 0) }
func BenchmarkSolveKeptProcess(b *testing.B)     { benchmarkSolve(b, 1) }
