package execute

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"unstuck/internal/sandbox"
)

var (
	evalOnce sync.Once
	evalEx   *Executor
	evalErr  error
)

// evalExecutor runs the evaluation interpreter (/usr/bin/python3, which
// has numpy and pandas): the servers import an installed package.
func evalExecutor(t *testing.T) *Executor {
	t.Helper()
	const py = "/usr/bin/python3"
	if exec.Command(py, "-c", "import numpy, pandas").Run() != nil {
		t.Skip(py + " with numpy and pandas not installed")
	}
	evalOnce.Do(func() {
		evalEx, evalErr = New(Options{Python: py, Limits: sandbox.Limits{Wall: 20 * time.Second, MemoryBytes: 2 << 30}})
	})
	if evalErr != nil {
		t.Fatal(evalErr)
	}
	return evalEx
}

// forkedAndCold runs each file under testdata/plainfork twice forked
// (the first run starts the server) and once cold.
func forkedAndCold(t *testing.T, ex *Executor, name string, m Mode) (cold, first, second *Result) {
	t.Helper()
	src, err := os.ReadFile(filepath.Join("testdata", "plainfork", name))
	if err != nil {
		t.Fatal(err)
	}
	cold = ex.RunMode(context.Background(), "prefix_3.py", src, m)
	// The server starts with one file; another name then runs forked too.
	pf := ex.PlainForks()
	first, _ = pf.Run(context.Background(), "prefix_1.py", src, m)
	second, _ = pf.Run(context.Background(), "prefix_3.py", src, m)
	return cold, first, second
}

// TestPlainForkIsTheColdRun: a file run forked from a server that made
// its first import covers the lines the cold run covers and ends as it
// does, CPython's cold run the oracle; the file checks what a fork could
// change (threads, descriptors, modules, stdin, the box).
func TestPlainForkIsTheColdRun(t *testing.T) {
	ex := evalExecutor(t)
	if ex.PlainForks() == nil {
		t.Skip("plain-run forks need bubblewrap")
	}
	defer ex.PlainForks().Close()
	// stdlib_first.py: "import m" lines of modules loaded before the
	// package's import come first (execute.ForkKey).
	for _, name := range []string{"basic.py", "pandas_head.py", "stdlib_first.py"} {
		cold, first, second := forkedAndCold(t, ex, name, Mode{})
		if first == nil || second == nil {
			t.Fatalf("%s: not run forked (refused: %q)", name, ex.PlainForks().refused)
		}
		for _, r := range []*Result{first, second} {
			if !sameRun(r, cold) {
				t.Errorf("%s: forked %s %v %v, cold %s %v %v\n%s", name, r.Status, r.CoveredLines, r.Error, cold.Status, cold.CoveredLines, cold.Error, cold.Stdout)
			}
		}
		t.Logf("%s: cold %v cpu %.3f; forked cpu %.3f %.3f", name, cold.CoveredLines, cold.CPUSeconds, first.CPUSeconds, second.CPUSeconds)
	}
}

// sameRun: the same lines, status and error (type, message, line).
func sameRun(a, b *Result) bool {
	if !reflect.DeepEqual(a.CoveredLines, b.CoveredLines) || a.Status != b.Status || (a.Error == nil) != (b.Error == nil) {
		return false
	}
	return a.Error == nil || a.Error.Type == b.Error.Type && a.Error.Message == b.Error.Message && reflect.DeepEqual(a.Error.Line, b.Error.Line)
}

// printLine is the line of src's first print.
func printLine(src []byte) int {
	for i, l := range strings.Split(string(src), "\n") {
		if strings.Contains(l, "print(") {
			return i + 1
		}
	}
	return 0
}

// siteExecutor is an executor whose runs see the packages under
// testdata/plainfork/site as the user's own (Options.UserSite, in a home
// of the test's).
func siteExecutor(t *testing.T) *Executor {
	t.Helper()
	const py = "/usr/bin/python3"
	if _, err := os.Stat(py); err != nil {
		t.Skip(py + " not installed")
	}
	cache, err := os.UserCacheDir()
	if err != nil {
		t.Skip("no cache directory")
	}
	home := t.TempDir()
	t.Setenv("XDG_CACHE_HOME", cache) // the compiled runtime and matplotlib's cache as usual
	t.Setenv("HOME", home)
	t.Setenv("PATH", os.Getenv("PATH")+":"+home) // FindPython asks again (its answers are kept by PATH)
	out, err := exec.Command(py, "-c", "import site; print(site.getusersitepackages())").Output()
	if err != nil {
		t.Fatal(err)
	}
	site := strings.TrimSpace(string(out))
	if err := os.MkdirAll(filepath.Dir(site), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.CopyFS(site, os.DirFS(filepath.Join("testdata", "plainfork", "site"))); err != nil {
		t.Fatal(err)
	}
	ex, err := New(Options{Python: py, UserSite: true, Limits: sandbox.Limits{Wall: 20 * time.Second, MemoryBytes: 2 << 30}})
	if err != nil {
		t.Fatal(err)
	}
	return ex
}

// TestPlainForkRefuses: where the first import leaves what a fork would
// not have (a thread, a file in the box, an open descriptor, the name of
// the file that started the server) the server refuses, and where an at-fork hook of the package runs code the fork
// does not run the file; every such file runs cold. Each file prints a
// line only its cold run reaches, so a fork taken would differ.
func TestPlainForkRefuses(t *testing.T) {
	ex := siteExecutor(t)
	pf := ex.PlainForks()
	if pf == nil {
		t.Skip("plain-run forks need bubblewrap")
	}
	defer pf.Close()
	for _, c := range []struct{ file, refused string }{
		{"uses_thread.py", "the import changed the threads"},
		{"uses_file.py", "the import changed the box"},
		{"uses_fd.py", "the import changed the descriptors"},
		{"uses_hook.py", "at-fork hooks ran code"},
		{"uses_argv.py", "the import kept the file's name"},
		{"uses_ok.py", ""},
		// Its first line imports a module the interpreter had not loaded:
		// the package's import would see it in the cold run only.
		{"uses_pre.py", "a module imported before line"},
		{"uses_stack.py", ""},
	} {
		src, err := os.ReadFile(filepath.Join("testdata", "plainfork", c.file))
		if err != nil {
			t.Fatal(err)
		}
		cold := ex.RunMode(context.Background(), "prefix_1.py", src, Mode{})
		if cold.Status != "ok" || !slices.Contains(cold.CoveredLines, printLine(src)) {
			t.Fatalf("%s: the cold run should reach every line: %s %v of %v %v\n%s", c.file, cold.Status, cold.CoveredLines, cold.CountableLines, cold.Error, cold.Stderr)
		}
		// A server started by another file serves this one.
		pf.Run(context.Background(), "prefix_9.py", src, Mode{})
		r, _ := pf.Run(context.Background(), "prefix_1.py", src, Mode{})
		key, _, _ := ForkKey("prefix_1.py", src)
		if c.refused != "" {
			if r != nil {
				t.Errorf("%s: ran forked: %s %v (cold %v)", c.file, r.Status, r.CoveredLines, cold.CoveredLines)
			}
			if got := pf.Refused(key); !strings.HasPrefix(got, c.refused) {
				t.Errorf("%s: refused %q, want %q", c.file, got, c.refused)
			}
			continue
		}
		if r == nil || !sameRun(r, cold) {
			t.Errorf("%s: forked %+v, cold %+v", c.file, r, cold)
		}
	}
}

// TestPlainForkForgedRecord: a file that reads its control message and
// writes a record of its own is not believed forked, as it is not cold.
func TestPlainForkForgedRecord(t *testing.T) {
	ex := evalExecutor(t)
	pf := ex.PlainForks()
	if pf == nil {
		t.Skip("plain-run forks need bubblewrap")
	}
	defer pf.Close()
	src, err := os.ReadFile(filepath.Join("testdata", "plainfork", "forge.py"))
	if err != nil {
		t.Fatal(err)
	}
	cold := ex.RunMode(context.Background(), "prefix_1.py", src, Mode{})
	if cold.Status != "crashed" || cold.Error == nil || cold.Error.Type != "ForgedResult" {
		t.Fatalf("cold: %s %v", cold.Status, cold.Error)
	}
	if r, _ := pf.Run(context.Background(), "prefix_1.py", src, Mode{}); r != nil {
		t.Errorf("forked: believed %s %v", r.Status, r.CoveredLines)
	}
}

// TestPlainForkSubServer: files whose first import is a submodule of the
// server's package, one that cost a fork of the server CPU, run forked
// from a sub-server that imported it, once per submodule (the package's
// submodules each leave a mark on it): each run is its cold run, and a
// file never sees another's submodule.
func TestPlainForkSubServer(t *testing.T) {
	ex := siteExecutor(t)
	pf := ex.PlainForks()
	if pf == nil {
		t.Skip("plain-run forks need bubblewrap")
	}
	defer pf.Close()
	// uses_light.py's submodule costs a fork next to nothing: no
	// sub-server starts for it.
	for i, file := range []string{"uses_sub.py", "uses_light.py", "uses_sub.py", "uses_sub2.py", "uses_pkg.py", "uses_light.py", "uses_sub.py", "uses_sub2.py", "uses_light.py"} {
		src, err := os.ReadFile(filepath.Join("testdata", "plainfork", file))
		if err != nil {
			t.Fatal(err)
		}
		name := fmt.Sprintf("prefix_%d.py", i+1)
		cold := ex.RunMode(context.Background(), name, src, Mode{})
		if cold.Status != "ok" || strings.Count(string(cold.Stdout), "\n") != 2 {
			t.Fatalf("%s: the cold run should reach every line: %s %v %v\n%s", file, cold.Status, cold.CoveredLines, cold.Error, cold.Stderr)
		}
		r, _ := pf.Run(context.Background(), name, src, Mode{})
		if r == nil || !sameRun(r, cold) {
			t.Errorf("%s: forked %+v, cold %+v", file, r, cold)
		}
	}
	if n := pf.SubsStarted(); n != 2 {
		t.Errorf("sub-servers started: %d, want 2 (one per submodule that costs CPU)", n)
	}
}

// TestPlainForkCanceledRunFreesServer: a run the caller gives up on (a
// direct run the batch beside it outran) has its fork stopped, and its
// server serves the next file of its key, no second server started; the
// file here would wait forever.
func TestPlainForkCanceledRunFreesServer(t *testing.T) {
	ex := siteExecutor(t)
	pf := ex.PlainForks()
	if pf == nil {
		t.Skip("plain-run forks need bubblewrap")
	}
	defer pf.Close()
	read := func(name string) []byte {
		src, err := os.ReadFile(filepath.Join("testdata", "plainfork", name))
		if err != nil {
			t.Fatal(err)
		}
		return src
	}
	ok, wait := read("uses_ok.py"), read("uses_wait.py")
	idle := func() int {
		pf.mu.Lock()
		defer pf.mu.Unlock()
		return len(pf.idle)
	}
	// until reports whether cond held within a bound far beyond the
	// fork's stop, and far below the waiting file's wall.
	until := func(cond func() bool) bool {
		tick := time.NewTicker(5 * time.Millisecond)
		defer tick.Stop()
		limit := time.After(30 * time.Second)
		for !cond() {
			select {
			case <-tick.C:
			case <-limit:
				return false
			}
		}
		return true
	}
	if r, _ := pf.Run(context.Background(), "prefix_1.py", ok, Mode{}); r == nil {
		t.Fatalf("not run forked (refused: %q)", pf.refused)
	}
	ctx, cancel := context.WithCancel(context.Background())
	got := make(chan *Result, 1)
	go func() {
		r, _ := pf.Run(ctx, "prefix_2.py", wait, Mode{Wall: 2 * time.Minute})
		got <- r
	}()
	if !until(func() bool { return idle() == 0 }) { // the server is the waiting file's
		t.Fatal("the server was not taken")
	}
	cancel()
	if r := <-got; r != nil {
		t.Fatalf("a canceled run has a result: %+v", r)
	}
	if !until(func() bool { return idle() == 1 }) {
		t.Fatal("the server did not come back: the canceled fork was not stopped")
	}
	if r, _ := pf.Run(context.Background(), "prefix_3.py", ok, Mode{}); r == nil || pf.Started() != 1 {
		t.Errorf("next file: forked %v, servers started %d (want 1)", r != nil, pf.Started())
	}
}

// TestPlainForkSubServerImportWaits: a submodule whose import never ends
// holds no server past the file's time: the run ends at its limit (its
// file then runs cold), as the cold run's import would.
func TestPlainForkSubServerImportWaits(t *testing.T) {
	ex := siteExecutor(t)
	pf := ex.PlainForks()
	if pf == nil {
		t.Skip("plain-run forks need bubblewrap")
	}
	defer pf.Close()
	ok, err := os.ReadFile(filepath.Join("testdata", "plainfork", "uses_pkg.py"))
	if err != nil {
		t.Fatal(err)
	}
	hang, err := os.ReadFile(filepath.Join("testdata", "plainfork", "uses_hang.py"))
	if err != nil {
		t.Fatal(err)
	}
	if r, _ := pf.Run(context.Background(), "prefix_1.py", ok, Mode{}); r == nil {
		t.Fatalf("not run forked (refused: %q)", pf.refused)
	}
	got := make(chan *Result, 1)
	go func() {
		r, _ := pf.Run(context.Background(), "prefix_2.py", hang, Mode{Wall: 3 * time.Second})
		got <- r
	}()
	select {
	case r := <-got:
		if r != nil {
			t.Errorf("a run past its time has a result: %s %v", r.Status, r.CoveredLines)
		}
	case <-time.After(2 * time.Minute):
		t.Fatal("the run did not end: the sub-server's import held the server")
	}
}
