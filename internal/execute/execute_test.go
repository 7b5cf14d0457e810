package execute

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"unstuck/internal/sandbox"
)

var (
	exOnce sync.Once
	exVal  *Executor
	exErr  error
)

// executor returns one shared executor with a short CPU limit, so that the
// hostile inputs end quickly: 5 s of CPU is 20 times what the ordinary
// snippets of these tests take (an interpreter's start and a few imports,
// under 0.25 s), and the same work at any load. The wall limit is far
// past what they take at load 50 on two cores (a 25th of a core: 6 s);
// a run that must be stopped by the wall says so in its own mode.
func executor(t *testing.T) *Executor {
	t.Helper()
	if _, err := exec.LookPath("python3"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("python3 missing in CI")
		}
		t.Skip("python3 not installed")
	}
	exOnce.Do(func() {
		exVal, exErr = New(Options{Limits: sandbox.Limits{Wall: 5 * time.Minute, CPU: 5 * time.Second, MemoryBytes: 1 << 30}})
	})
	if exErr != nil {
		t.Fatal(exErr)
	}
	return exVal
}

// systemPython is an interpreter every isolation level can run: the
// system's, not one under /root that nobody may not read.
func systemPython(t *testing.T) string {
	for _, p := range []string{"/usr/bin/python3", "/usr/local/bin/python3"} {
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	t.Skip("no system python3")
	return ""
}

func run(t *testing.T, src string) *Result {
	t.Helper()
	return executor(t).Run(context.Background(), "snippet.py", []byte(src))
}

// TestLineMetric pins down when a countable line is covered.
func TestLineMetric(t *testing.T) {
	cases := []struct {
		name, src string
		covered   []int
		status    string
	}{
		{"straight line stops at the raise", "a = 1\nb = a + undefined\nc = 3\n", []int{1}, "raised"},
		{"header covered only when its body is entered", "if False:\n    x = 1\nelif True:\n    y = 2\nelse:\n    z = 3\n", []int{3, 4}, "ok"},
		{"else branch: neither header", "if False:\n    x = 1\nelif False:\n    y = 2\nelse:\n    z = 3\n", []int{6}, "ok"},
		{"def header needs a call", "def f():\n    return 1\ndef g():\n    return 2\nf()\n", []int{1, 2, 5}, "ok"},
		{"a def of a docstring only is covered by its call", "def f():\n    'doc'\ndef g():\n    \"\"\"doc\"\"\"\nf()\n", []int{1, 5}, "ok"},
		{"a comprehension in a header does not enter its body", "for x in [y for y in []]:\n    z = x\nw = [v for v in [1]]\n", []int{3}, "ok"},
		{"return counts once computed", "def f():\n    return 1 / 0\ntry:\n    f()\nexcept ZeroDivisionError:\n    pass\n", []int{1, 3, 5, 6}, "ok"},
		{"exit counts once its argument is computed", "x = 2\nexit(x * 3)\ny = 1\n", []int{1, 2}, "exit"},
		{"exit whose argument raises does not count", "exit(undefined)\n", []int{}, "raised"},
		{"loop header and body", "for i in range(2):\n    j = i\nwhile False:\n    k = 1\n", []int{1, 2}, "ok"},
		{"empty loop body never entered", "for i in []:\n    j = i\n", []int{}, "ok"},
		{"multi-line statement", "x = [\n    1,\n    2,\n]\ny = (x +\n    undefined)\n", []int{1}, "raised"},
		{"class body", "class A:\n    v = 1\n    def m(self):\n        return self.v\nA().m()\n", []int{1, 2, 3, 4, 5}, "ok"},
		{"with and try", "import io\nwith io.StringIO() as f:\n    f.write('x')\ntry:\n    z = 1\nfinally:\n    w = 2\n", []int{1, 2, 3, 4, 5, 6, 7}, "ok"},
		{"exception caught in the same frame", "try:\n    {}['k']\nexcept KeyError:\n    handled = True\n", []int{1, 3, 4}, "ok"},
		{"lambda does not complete its statement", "f = lambda: 1\nx = [f() for _ in range(2)] + undefined\n", []int{1}, "raised"},
		{"generator lines", "def g():\n    yield 1\n    yield 2\nprint(list(g()))\n", []int{1, 2, 3, 4}, "ok"},
		{"global compiles to nothing", "def f():\n    global G\n    G = 1\nf()\n", []int{1, 2, 3, 4}, "ok"},
		{"the snippet is __main__", "x = 5\nfrom __main__ import x as y\nimport pickle\nclass P: pass\np = pickle.loads(pickle.dumps(P()))\n", []int{1, 2, 3, 4, 5}, "ok"},
		{"await of an iterator that returns at once completes", "import asyncio\nclass A:\n    def __await__(self):\n        return 5\n        yield\nasync def f():\n    x = await A()\n    y = next(iter([]))\ntry:\n    asyncio.run(f())\nexcept RuntimeError:\n    pass\n", []int{1, 2, 3, 4, 6, 7, 9, 11, 12}, "ok"},
		{"await that never returns does not complete", "import asyncio\nasync def f():\n    x = 1\n    await asyncio.Event().wait()\n    y = 2\nasync def main():\n    t = asyncio.ensure_future(f())\n    await asyncio.sleep(0)\n    z = 3\nasyncio.run(main())\n", []int{1, 2, 3, 6, 7, 8, 9, 10}, "ok"},
		{"await of a coroutine left suspended does not complete", "class Never:\n    def __await__(self):\n        yield 'pending'\nasync def f():\n    await Never()\n    y = 2\nc = f()\nc.send(None)\nz = 3\n", []int{1, 2, 3, 4, 7, 8, 9}, "ok"},
		{"await in an async generator", "import asyncio\nclass Never:\n    def __await__(self):\n        yield 'pending'\nasync def g():\n    yield 1\n    await Never()\n    yield 2\nasync def main():\n    a = g()\n    v = await a.__anext__()\n    w = a.__anext__().send(None)\nasyncio.run(main())\n", []int{1, 2, 3, 4, 5, 6, 9, 10, 11, 12, 13}, "ok"},
		{"leading imports complete", "import os\nimport sys, json\nfrom os import (path,\n    sep)\nx = 1\nimport io\n", []int{1, 2, 3, 5, 6}, "ok"},
		{"a leading import that raises", "import os\nimport no_such_module_here\ny = 1\n", []int{1}, "raised"},
		{"a __future__ import binds the whole file", "from __future__ import annotations\nimport os\ndef f(x: Undefined):\n    return x\nf(1)\n", []int{1, 2, 3, 4, 5}, "ok"},
		{"docstring is not countable", "def f():\n    \"\"\"Doc.\"\"\"\n    return 1\nf()\n", []int{1, 3, 4}, "ok"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := run(t, c.src)
			if r.Failure != "" {
				t.Fatalf("failure: %s", r.Failure)
			}
			if !reflect.DeepEqual(r.CoveredLines, c.covered) {
				t.Errorf("covered %v, want %v (countable %v, error %+v)", r.CoveredLines, c.covered, r.CountableLines, r.Error)
			}
			if r.Status != c.status {
				t.Errorf("status %q, want %q (error %+v)", r.Status, c.status, r.Error)
			}
		})
	}
}

// The import statements a file begins with run untraced (a line tracer
// slows every frame of a library's import), in order, in the file's
// namespace; the rest of the file is traced, but for the modules its later
// import statements load (linecov.py's __import__): a module reloaded by a
// call of the file's is traced.
func TestLeadingImportsRunUntraced(t *testing.T) {
	probe := []byte("import sys\nTRACED = sys.gettrace() is not None\n")
	files := map[string][]byte{"probe.py": probe, "probe2.py": probe}
	src := "import probe\nimport os\nprint('first', probe.TRACED)\nimport probe as again\nimport importlib\nimportlib.reload(again)\nprint('later', again.TRACED)\nimport probe2\nprint('late import', probe2.TRACED)\n"
	r := executor(t).RunMode(context.Background(), "snippet.py", []byte(src), Mode{Files: files})
	if r.Status != "ok" || !reflect.DeepEqual(r.CoveredLines, []int{1, 2, 3, 4, 5, 6, 7, 8, 9}) {
		t.Fatalf("status %s, covered %v, error %+v", r.Status, r.CoveredLines, r.Error)
	}
	if !strings.Contains(r.Stdout, "first False") || !strings.Contains(r.Stdout, "later True") || !strings.Contains(r.Stdout, "late import False") {
		t.Errorf("stdout %q: want the leading and the late import untraced, the reload traced", r.Stdout)
	}
	r = run(t, "import os\nimport no_such_module_here\n")
	if r.Error == nil || r.Error.Type != "ModuleNotFoundError" || r.Error.Line == nil || *r.Error.Line != 2 {
		t.Errorf("error %+v: want the failing import's line", r.Error)
	}
}

// Mode.Untraced runs the source without the line metric: it runs all the
// same (its output), but no line is reported and no tracer is set.
func TestUntraced(t *testing.T) {
	src := "import sys\nx = 1\nprint('tracer', sys.gettrace() is not None)\n"
	for _, untraced := range []bool{false, true} {
		r := executor(t).RunMode(context.Background(), "snippet.py", []byte(src), Mode{Untraced: untraced})
		if r.Status != "ok" {
			t.Fatalf("untraced %v: status %s, error %+v", untraced, r.Status, r.Error)
		}
		want, lines := "tracer True", 3
		if untraced {
			want, lines = "tracer False", 0
		}
		if !strings.Contains(r.Stdout, want) || len(r.CoveredLines) != lines {
			t.Errorf("untraced %v: stdout %q, covered %v: want %q and %d lines", untraced, r.Stdout, r.CoveredLines, want, lines)
		}
	}
}

// Mode.Run is the code's own time, counted once its leading imports are
// done: a slow import does not use it up, and code that never ends is
// stopped by it, not by the wall. A sleep past it ends the run at once.
func TestRunTimeAfterImports(t *testing.T) {
	files := map[string][]byte{"slowmod.py": []byte("import time\ntime.sleep(3)\n")}
	m := Mode{Files: files, Wall: 60 * time.Second, Run: 2 * time.Second}
	r := executor(t).RunMode(context.Background(), "snippet.py", []byte("import slowmod\nx = 1\n"), m)
	if r.Status != "ok" || len(r.CoveredLines) != 2 {
		t.Errorf("slow import: status %s, covered %v, error %+v: want the code's time to start after it", r.Status, r.CoveredLines, r.Error)
	}
	r = executor(t).RunMode(context.Background(), "snippet.py", []byte("import slowmod\nwhile True:\n    pass\n"), m)
	if r.Status != "timeout" || r.Error == nil || !strings.Contains(r.Error.Message, "after the imports") {
		t.Errorf("endless loop: status %s, error %+v: want the run time's timeout", r.Status, r.Error)
	}
	// A run that sleeps past its time limit, with nothing else of it able to
	// go on, ends at once as the limit would end it: timed out, with the lines
	// it covered before the sleep, its message saying it slept past the limit
	// (harness.sleep_watch). Where a thread of the snippet's or a handler of
	// its own could act during the sleep, the sleep runs: here each of them
	// wakes the main thread, which goes on to its end.
	m = Mode{Wall: 60 * time.Second, Run: 30 * time.Second}
	r = executor(t).RunMode(context.Background(), "snippet.py", []byte(sleepPast), m)
	if r.Status != "timeout" || r.Error == nil || !strings.Contains(r.Error.Message, "after the imports reached (ended at once: it slept past that)") ||
		!reflect.DeepEqual(r.CoveredLines, sleepPastLines) {
		t.Errorf("status %s, covered %v, error %+v: want a timeout at once after lines %v", r.Status, r.CoveredLines, r.Error, sleepPastLines)
	}
	for _, src := range []string{sleepWokenByThread, sleepWokenByHandler} {
		r := executor(t).RunMode(context.Background(), "snippet.py", []byte(src), m)
		if n := strings.Count(src, "\n"); r.Status != "ok" || len(r.CoveredLines) == 0 || r.CoveredLines[len(r.CoveredLines)-1] != n {
			t.Errorf("status %s, covered %v, error %+v: want the sleep woken and the last line (%d) covered\n%s", r.Status, r.CoveredLines, r.Error, n, src)
		}
	}
}

const sleepPast = "import time\nx = 1\ntime.sleep(3600)\nx = 2\n"

var sleepPastLines = []int{1, 2}

const sleepWokenByThread = `import signal, threading, time
main = threading.get_ident()
def poke():
    time.sleep(0.5)
    signal.pthread_kill(main, signal.SIGINT)
threading.Thread(target=poke).start()
try:
    time.sleep(3600)
except KeyboardInterrupt:
    x = 1
`

const sleepWokenByHandler = `import signal, time
class Woken(Exception):
    pass
def wake(*_):
    raise Woken()
signal.signal(signal.SIGALRM, wake)
signal.setitimer(signal.ITIMER_REAL, 0.5)
try:
    time.sleep(3600)
except Woken:
    x = 1
`

func TestErrorReport(t *testing.T) {
	r := run(t, "x = 1\nprint('hi')\ny = {}['missing']\n")
	if r.Error == nil || r.Error.Type != "KeyError" || r.Error.Line == nil || *r.Error.Line != 3 {
		t.Fatalf("error %+v", r.Error)
	}
	if !strings.Contains(r.Error.Message, "missing") || !strings.Contains(r.Stdout, "hi") {
		t.Errorf("message %q stdout %q", r.Error.Message, r.Stdout)
	}
	if r.Coverage != 2.0/3 {
		t.Errorf("coverage %v", r.Coverage)
	}
}

// TestBadInput: every hostile or broken input ends as a clear per-item result.
func TestBadInput(t *testing.T) {
	ex := executor(t)
	ctx := context.Background()
	t.Setenv("UNSTUCK_TEST_SECRET", "hunter2")
	cases := []struct {
		name    string
		src     string
		status  string
		errType string
		check   func(*testing.T, *Result)
	}{
		{"syntax error", "def f(:\n    pass\n", "syntax_error", "SyntaxError", nil},
		{"non-UTF-8 bytes", "x = 1\n\xff\xfe = 2\n", "rejected", "InputError", nil},
		{"binary", "\x7fELF\x00\x00\x01", "rejected", "InputError", nil},
		{"empty file", "", "empty", "EmptySnippet", nil},
		{"huge file", "x = 1\n" + strings.Repeat("#", 10<<20), "rejected", "InputError", nil},
		{"infinite loop", "x = 0\nwhile True:\n    x += 1\n", "cpu_limit", "CPULimit", func(t *testing.T, r *Result) {
			if r.Covered != 3 {
				t.Errorf("lines before and in the loop should stay covered: %v (%.1fs %+v stderr %q)", r.CoveredLines, r.Seconds, r.Error, r.Stderr)
			}
		}},
		{"fork bomb", "import os\nwhile True:\n    os.fork()\n", "", "", nil},
		{"memory bomb", "a = 1\nb = bytearray(8 << 30)\nc = 2\n", "raised", "MemoryError", nil},
		{"output flood", "import sys\nblock = 'y' * (1 << 20)\nfor _ in range(1024):\n    sys.stdout.write(block)\n", "raised", "BrokenPipeError", func(t *testing.T, r *Result) {
			if !r.OutputLimited || len(r.Stdout) > 64<<10 {
				t.Errorf("output not capped: limited=%v kept=%d", r.OutputLimited, len(r.Stdout))
			}
		}},
		{"socket", "import socket\ns = socket.create_connection(('1.1.1.1', 80), timeout=3)\n", "raised", "", func(t *testing.T, r *Result) {
			if r.Error == nil || !strings.Contains(r.Error.Type+r.Error.Message, "rror") {
				t.Errorf("network reachable? %+v", r.Error)
			}
		}},
		{"write outside the working directory", "import os\nopen(os.path.expanduser('~') + '/../../unstuck-escape', 'w').write('x')\nopen('/etc/unstuck-escape', 'w').write('x')\n", "raised", "", func(t *testing.T, r *Result) {
			if _, err := os.Stat("/etc/unstuck-escape"); err == nil {
				os.Remove("/etc/unstuck-escape")
				t.Errorf("snippet wrote to /etc")
			}
		}},
		{"parent's environment", "import os\nprint(dict(os.environ))\nprint(open('/proc/%d/environ' % os.getppid(), 'rb').read())\n", "", "", func(t *testing.T, r *Result) {
			if strings.Contains(r.Stdout, "hunter2") {
				t.Errorf("secret leaked: %s", r.Stdout)
			}
		}},
		{"reads stdin", "x = input()\n", "raised", "EOFError", nil},
		{"os._exit keeps the result", "import os\nx = 1\nos._exit(3)\n", "exit", "", func(t *testing.T, r *Result) {
			if r.Covered != 2 {
				t.Errorf("covered %v", r.CoveredLines)
			}
		}},
	}
	// Run them as one concurrent batch: none may disturb another. The
	// fork bomb's processes each have their own CPU limit and it forks
	// new ones as they end: only the wall stops it (any status will do).
	results := make([]*Result, len(cases))
	var wg sync.WaitGroup
	for i, c := range cases {
		wg.Add(1)
		go func(i int, name, src string) {
			defer wg.Done()
			m := Mode{}
			if name == "fork bomb" {
				m.Wall = 8 * time.Second
			}
			results[i] = ex.RunMode(ctx, "bad.py", []byte(src), m)
		}(i, c.name, c.src)
	}
	wg.Wait()
	for i, c := range cases {
		r := results[i]
		t.Run(c.name, func(t *testing.T) {
			if r.Failure != "" {
				t.Fatalf("unstuck failed instead of reporting the item: %s", r.Failure)
			}
			if c.status != "" && r.Status != c.status {
				t.Errorf("status %q, want %q (error %+v)", r.Status, c.status, r.Error)
			}
			if c.status != "ok" && c.status != "exit" && r.Error == nil && c.status != "" {
				t.Errorf("no error reported")
			}
			if c.errType != "" && (r.Error == nil || r.Error.Type != c.errType) {
				t.Errorf("error %+v, want type %s", r.Error, c.errType)
			}
			if r.Error != nil && r.Error.Message == "" && r.Error.Type != "MemoryError" {
				t.Errorf("error without a message: %+v", r.Error)
			}
			if c.check != nil {
				c.check(t, r)
			}
		})
	}
}

func TestRunFileRejectsLargeFileWithoutReadingIt(t *testing.T) {
	ex := executor(t)
	p := filepath.Join(t.TempDir(), "big.py")
	if err := os.WriteFile(p, make([]byte, MaxSourceBytes+1), 0o644); err != nil {
		t.Fatal(err)
	}
	r := ex.RunFile(context.Background(), p)
	if r.Status != "rejected" || !strings.Contains(r.Error.Message, "limit") {
		t.Fatalf("%+v", r.Error)
	}
}

// TestIsolationModes runs a snippet under every isolation this machine offers
// and checks the network is gone in each.
func TestIsolationModes(t *testing.T) {
	executor(t)
	for _, mode := range []sandbox.Isolation{sandbox.Bubblewrap, sandbox.Namespaces, sandbox.Rlimits} {
		sb, err := sandbox.New(sandbox.Options{Prefer: mode})
		if err != nil {
			t.Logf("%s not available here: %v", mode, err)
			continue
		}
		ex, err := New(Options{Python: systemPython(t), Sandbox: sb, Limits: sandbox.Limits{Wall: 8 * time.Second}})
		if err != nil {
			t.Fatal(err)
		}
		r := ex.Run(context.Background(), "iso.py", []byte("import os\nx = os.getcwd()\nopen('out.txt', 'w').write(x)\nprint(open('out.txt').read())\n"))
		if r.Status != "ok" || r.Covered != 4 || !strings.HasPrefix(r.Isolation, string(mode)) {
			t.Errorf("%s: status %s covered %d isolation %s error %+v", mode, r.Status, r.Covered, r.Isolation, r.Error)
		}
		if mode != sandbox.Rlimits {
			r = ex.Run(context.Background(), "net.py", []byte("import socket\nsocket.create_connection(('1.1.1.1', 53), timeout=2)\n"))
			if r.Error == nil {
				t.Errorf("%s: network reachable", mode)
			}
		}
	}
}

// TestBatch: one interpreter forks a child per candidate prefix; statements
// that raise are dropped, each child reports its own coverage.
func TestBatch(t *testing.T) {
	ex := executor(t)
	src := "if x > 5:\n    y = 'big'\nelse:\n    y = 'small'\nz = y + suffix\n"
	jobs := []Job{
		{ID: 1, Prefix: []string{"x = 10", "suffix = '!'"}, Timeout: 5},
		{ID: 2, Prefix: []string{"x = 1", "import no_such_module", "suffix = '?'"}, Timeout: 5},
		{ID: 3, Prefix: []string{"x = 1"}, Timeout: 5},
		{ID: 4, Prefix: []string{"import time", "x = 10", "suffix = ''", "while True: time.sleep(0.01)"}, Timeout: 1},
		// x > 5 sleeps past the job's time: it ends at once, as at that time
		// (harness.sleep_watch).
		{ID: 5, Prefix: []string{"import time", "class X:\n    def __gt__(self, o):\n        time.sleep(3600)", "x = X()"}, Timeout: 60},
	}
	r := ex.RunMode(context.Background(), "snippet.py", []byte(src), Mode{Name: "batch", Jobs: jobs})
	if r.Status != "ok" || len(r.Batch) != len(jobs) {
		t.Fatalf("status %s error %+v, %d results", r.Status, r.Error, len(r.Batch))
	}
	want := map[int][]int{1: {1, 2, 5}, 2: {4, 5}, 3: {4}, 4: {}, 5: {}}
	for _, j := range r.Batch {
		if !reflect.DeepEqual(j.CoveredLines, want[j.ID]) {
			t.Errorf("job %d: covered %v, want %v (status %s, error %+v, dropped %+v)", j.ID, j.CoveredLines, want[j.ID], j.Status, j.Error, j.Dropped)
		}
	}
	if d := r.Batch[1].Dropped; len(d) != 1 || d[0].Index != 1 || d[0].Type != "ModuleNotFoundError" {
		t.Errorf("job 2 dropped %+v", d)
	}
	if e := r.Batch[2].Error; e == nil || e.Type != "NameError" || e.Line == nil || *e.Line != 5 || !strings.Contains(e.Message, "suffix") {
		t.Errorf("job 3 error %+v", r.Batch[2].Error)
	}
	// explore drops a job's traceback: the child does not format it (the
	// imports and source reads that cost every job that raised).
	if e := r.Batch[2].Error; e != nil && e.Traceback != "" {
		t.Errorf("job 3 traceback %q", e.Traceback)
	}
	if r.Batch[3].Status != "timeout" {
		t.Errorf("job 4 status %s", r.Batch[3].Status)
	}
	if j := r.Batch[4]; j.Status != "timeout" || j.Error == nil || j.Error.Message != "over 60.0s (ended at once: it slept past that)" {
		t.Errorf("job 5 status %s, error %+v", j.Status, j.Error)
	}
}

// defsDef is a definition of the kind Job.Defs names: it binds names and
// sets a builtin. defsSrc covers line 4 only where the builtin is set, 6
// only where it is not and nothing was defined, 8 only where the class is
// fresh (count 0) and its functions' globals are the snippet's, 12 only
// where __file__ comes before __builtins__ among them (as in a fresh module).
const defsDef = "import builtins as _b\nclass C:\n    count = 0\n    def f(self):\n        return 1\n_b.callable = lambda o, _c=_b.callable: _c(o)\n"

const defsSrc = `import builtins
C = globals().get("C")
if C is not None and builtins.callable.__name__ == "<lambda>":
    patched = True
if C is None and builtins.callable.__name__ == "callable":
    unpatched = True
if C is not None and C.count == 0 and C.f.__globals__ is globals():
    fresh = True
if C is not None:
    C.count += 1
if list(globals()).index("__file__") < list(globals()).index("__builtins__"):
    ordered = True
`

// defsJobs: the definition made by the server (1, 2: the second finds it
// fresh), none (3: builtins as they were), made by the job itself (4), and
// a "definition" that raises (5: the job's own, dropped).
var defsJobs = []Job{
	{ID: 1, Prefix: []string{defsDef}, Timeout: 5, Defs: 1},
	{ID: 2, Prefix: []string{defsDef, "x = 1"}, Timeout: 5, Defs: 1},
	{ID: 3, Prefix: []string{"x = 1"}, Timeout: 5},
	{ID: 4, Prefix: []string{defsDef}, Timeout: 5},
	{ID: 5, Prefix: []string{"raise ValueError('no')"}, Timeout: 5, Defs: 1},
}

func checkDefs(t *testing.T, r *Result) {
	t.Helper()
	if r.Status != "ok" || len(r.Batch) != len(defsJobs) {
		t.Fatalf("status %s error %+v, %d results", r.Status, r.Error, len(r.Batch))
	}
	made, none := []int{1, 2, 3, 4, 7, 8, 9, 10, 11, 12}, []int{1, 2, 5, 6, 11, 12}
	want := map[int][]int{1: made, 2: made, 3: none, 4: made, 5: none}
	for _, j := range r.Batch {
		if !reflect.DeepEqual(j.CoveredLines, want[j.ID]) {
			t.Errorf("job %d: covered %v, want %v (status %s, error %+v, dropped %+v)", j.ID, j.CoveredLines, want[j.ID], j.Status, j.Error, j.Dropped)
		}
		if d := j.Dropped; j.ID == 5 && (len(d) != 1 || d[0].Index != 0 || d[0].Type != "ValueError") {
			t.Errorf("job 5 dropped %+v", d)
		}
	}
}

// TestBatchDefs: a job whose first statements are definitions (Job.Defs)
// runs as one that makes them itself: the server makes them once, and
// each such job starts from its own copy, with the builtins they set (and
// a job without them, after, finds builtins as they were); one that
// raises there is the job's own, dropped.
func TestBatchDefs(t *testing.T) {
	checkDefs(t, executor(t).RunMode(context.Background(), "snippet.py", []byte(defsSrc), Mode{Name: "batch", Jobs: defsJobs}))
}

// TestBatchFrozen: a job's child finds the server's objects (its
// preimports) frozen out of the collector (batch._freeze), and still
// collects what it makes itself: a cycle it drops is gone after a collection.
func TestBatchFrozen(t *testing.T) {
	src := "import gc, weakref\nclass C: pass\nc = C(); c.me = c; r = weakref.ref(c); del c\ngc.collect()\nif gc.get_freeze_count() > 1000:\n    frozen = True\nif r() is None:\n    collected = True\n"
	jobs := []Job{{ID: 1, Prefix: []string{"import json"}, Timeout: 5}}
	r := executor(t).RunMode(context.Background(), "snippet.py", []byte(src), Mode{Name: "batch", Jobs: jobs, Preimport: []string{"json", "decimal"}})
	if r.Status != "ok" || len(r.Batch) != 1 {
		t.Fatalf("status %s error %+v, %d results", r.Status, r.Error, len(r.Batch))
	}
	if got := r.Batch[0].CoveredLines; !reflect.DeepEqual(got, []int{1, 2, 3, 4, 5, 6, 7, 8}) {
		t.Errorf("covered %v: want the server's objects frozen (line 6) and the child's cycle collected (line 8); error %+v", got, r.Batch[0].Error)
	}
}

// TestBatchParallel: with Parallel 2 two children run at once (each waits
// for the other's file, which only works side by side), the results are
// those of the sequential batch, by job, and a child cannot read its
// sibling's result pipe (the parent's read ends are closed in it).
func TestBatchParallel(t *testing.T) {
	ex := executor(t)
	src := "if x > 5:\n    y = 'big'\nelse:\n    y = 'small'\nz = y + suffix\n"
	wait := func(mine, other string) []string {
		return []string{"import os, time", "open('../" + mine + "', 'w').close()",
			"while not os.path.exists('../" + other + "'): time.sleep(0.01)"}
	}
	jobs := []Job{
		{ID: 1, Prefix: append(wait("a", "b"), "x = 10", "suffix = '!'"), Timeout: 20},
		{ID: 2, Prefix: append(wait("b", "a"), "x = 1", "suffix = '?'"), Timeout: 20},
		{ID: 3, Prefix: []string{"x = 1"}, Timeout: 5},
		{ID: 4, Prefix: []string{"import time", "x = 10", "suffix = ''", "while True: time.sleep(0.01)"}, Timeout: 1},
		// The pipe ends beyond the standard three: only its own result's.
		{ID: 5, Prefix: []string{"import os, stat", "suffix = ''",
			"pipes = sum(1 for fd in range(3, 256) if os.path.exists('/proc/self/fd/%d' % fd) and stat.S_ISFIFO(os.fstat(fd).st_mode))",
			"x = 10 if pipes == 1 else 1"}, Timeout: 5},
		{ID: 6, Prefix: []string{"import time", "time.sleep(0.5)", "x = 1", "suffix = ''"}, Timeout: 5},
	}
	r := ex.RunMode(context.Background(), "snippet.py", []byte(src), Mode{Name: "batch", Jobs: jobs, Parallel: 2})
	if r.Status != "ok" || len(r.Batch) != len(jobs) {
		t.Fatalf("status %s error %+v, %d results", r.Status, r.Error, len(r.Batch))
	}
	want := map[int][]int{1: {1, 2, 5}, 2: {4, 5}, 3: {4}, 4: {}, 5: {1, 2, 5}, 6: {4, 5}}
	status := map[int]string{1: "ok", 2: "ok", 3: "raised", 4: "timeout", 5: "ok", 6: "ok"}
	for _, j := range r.Batch {
		got := j.Status
		if got == "ok" && j.Error != nil {
			got = "raised"
		}
		if !reflect.DeepEqual(j.CoveredLines, want[j.ID]) || got != status[j.ID] {
			t.Errorf("job %d: covered %v status %s, want %v %s (error %+v, dropped %+v)", j.ID, j.CoveredLines, got, want[j.ID], status[j.ID], j.Error, j.Dropped)
		}
	}
}

// TestSession: one fork server runs several batches, each answered as a
// batch run would be; a module a child writes into the snippet's
// directory is not what the server imports for a later batch (its path
// never holds that directory), and a session ends cleanly.
func TestSession(t *testing.T) {
	ex := executor(t)
	src := "if x > 5:\n    y = 'big'\nelse:\n    y = 'small'\nz = y + suffix\n"
	s, r := ex.StartSession(context.Background(), "snippet.py", []byte(src), Mode{Parallel: 2, Wall: 60 * time.Second})
	if s == nil {
		t.Fatalf("no session: %+v", r)
	}
	defer s.Close()
	b1 := s.Run([]Job{
		{ID: 1, Prefix: []string{"x = 10", "suffix = '!'"}, Timeout: 5},
		{ID: 2, Prefix: []string{"open('../plantmod.py', 'w').write('planted = True')", "x = 1", "suffix = '?'"}, Timeout: 5},
	}, nil)
	if b1.Status != "ok" || len(b1.Batch) != 2 {
		t.Fatalf("batch 1: status %s error %+v, %d results", b1.Status, b1.Error, len(b1.Batch))
	}
	b2 := s.Run([]Job{
		// x = 10 only where the server's import of plantmod did not find the child's file.
		{ID: 3, Prefix: []string{"import sys", "x = 1 if getattr(sys.modules.get('plantmod'), 'planted', False) else 10", "suffix = ''"}, Timeout: 5},
		{ID: 4, Prefix: []string{"x = 1"}, Timeout: 5},
	}, []string{"plantmod", "json"})
	if b2.Status != "ok" || len(b2.Batch) != 2 {
		t.Fatalf("batch 2: status %s error %+v, %d results", b2.Status, b2.Error, len(b2.Batch))
	}
	want := map[int][]int{1: {1, 2, 5}, 2: {4, 5}, 3: {1, 2, 5}, 4: {4}}
	for _, j := range append(b1.Batch, b2.Batch...) {
		if !reflect.DeepEqual(j.CoveredLines, want[j.ID]) {
			t.Errorf("job %d: covered %v, want %v (status %s, error %+v)", j.ID, j.CoveredLines, want[j.ID], j.Status, j.Error)
		}
	}
	s.Close()
	if !s.Ended() {
		t.Error("session not ended after Close")
	}
	if b := s.Run([]Job{{ID: 5, Prefix: []string{"x = 1"}, Timeout: 5}}, nil); b.Status == "ok" || len(b.Batch) != 0 {
		t.Errorf("a batch after Close: status %s, %d results", b.Status, len(b.Batch))
	}
}

// TestCompiledRuntime: a run imports its harness from the compiled
// runtime written into its box (runtime.Compile), checked against the
// source beside it, and the snippet's __main__ still has the builtins
// module as python3 gives it (the harness is now an imported module,
// whose own __builtins__ is a dict).
func TestCompiledRuntime(t *testing.T) {
	src, err := os.ReadFile("testdata/runtime_compiled.py")
	if err != nil {
		t.Fatal(err)
	}
	r := executor(t).Run(context.Background(), "snippet.py", src)
	if r.Status != "ok" || strings.TrimSpace(r.Stdout) != "True True" {
		t.Fatalf("status %s, stdout %q, error %+v: want the builtins module and a checked compiled harness", r.Status, r.Stdout, r.Error)
	}
	out, err := exec.Command(systemPython(t), "-c", "import builtins; print(__builtins__ is builtins)").Output()
	if err != nil || strings.TrimSpace(string(out)) != "True" {
		t.Fatalf("python3's own __main__: %q, %v", out, err)
	}
}

// TestRunLoadsNoDis: the line metric takes its opcode table from opcode,
// not dis, so a run has not loaded dis before the file imports it, as
// with plain python3 (the oracle, on the same file).
func TestRunLoadsNoDis(t *testing.T) {
	src, err := os.ReadFile("testdata/loaded_dis.py")
	if err != nil {
		t.Fatal(err)
	}
	want, err := exec.Command(systemPython(t), "-s", "testdata/loaded_dis.py").Output()
	if err != nil {
		t.Fatal(err)
	}
	r := executor(t).Run(context.Background(), "snippet.py", src)
	if r.Status != "ok" || strings.TrimSpace(r.Stdout) != strings.TrimSpace(string(want)) {
		t.Fatalf("status %s, stdout %q, python3 says %q", r.Status, r.Stdout, want)
	}
}
