package execute

import (
	"context"
	"os/exec"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"unstuck/internal/sandbox"
)

// leakChecks is a snippet whose line N+1 runs only where leak N is in
// its box: files in /tmp, the home, /dev/shm and the working directory
// (a module the snippet would import), another process, a System V
// shared memory segment.
const leakChecks = `import os, sys, ctypes
anc = lambda p: {str(p)} | (anc(int(open("/proc/%d/stat" % p).read().rsplit(")", 1)[1].split()[1])) if p > 1 else set())
if os.path.exists("/tmp/leak"):
    print("tmp")
if os.path.exists(os.path.join(os.environ["HOME"], "leak")):
    print("home")
if os.path.exists("/dev/shm/leak"):
    print("shm")
if os.path.exists(os.path.join(os.path.dirname(__file__), "leakmod.py")):
    print("module")
if set(p for p in os.listdir("/proc") if p.isdigit()) - anc(os.getpid()):
    print("process")
if ctypes.CDLL(None).shmget(0x5EED, 0, 0) >= 0:
    print("ipc")
done = True
`

// leakLines are the lines above that only a leak reaches (anc: this
// process and its ancestors, as /proc numbers them).
var leakLines = []int{4, 6, 8, 10, 12, 14}

// plant leaves something of each kind behind: a daemon out of the job's
// process group, files, a shared memory segment.
var plant = []string{
	"import os, time, ctypes",
	"open('/tmp/leak', 'w').write('x')",
	"open(os.path.join(os.environ['HOME'], 'leak'), 'w').write('x')",
	"open('/dev/shm/leak', 'w').write('x')",
	"open(os.path.join(os.path.dirname(__file__), 'leakmod.py'), 'w').write('leaked = 1')",
	"ctypes.CDLL(None).shmget(0x5EED, 4096, 0o1000 | 0o600)",
	"pid = os.fork()\nif pid == 0:\n    os.setsid()\n    os.closerange(3, 1024)\n    while True:\n        time.sleep(0.05)",
}

// TestWarmServerLeaksNothing plants files, a process and an IPC object
// from one snippet's job: the same snippet's next batch sees them all
// (the checks work), the next snippet on the same warm server sees none.
func TestWarmServerLeaksNothing(t *testing.T) {
	ex := executor(t)
	if ex.Warm() == nil {
		t.Skip("warm servers need bubblewrap")
	}
	pool := newPool(ex)
	defer pool.Close()
	ctx := context.Background()
	m := Mode{Parallel: 1, Wall: time.Minute}
	a, r := pool.Session(ctx, "a.py", []byte(leakChecks), m, []string{"json"})
	if a == nil {
		t.Fatalf("no session: %+v", r)
	}
	b1 := a.Run([]Job{{ID: 1, Prefix: plant, Timeout: 10}}, nil)
	b2 := a.Run([]Job{{ID: 2, Timeout: 10}}, nil)
	if len(b1.Batch) != 1 || len(b2.Batch) != 1 {
		t.Fatalf("snippet a: %+v / %+v", b1, b2)
	}
	for _, l := range leakLines {
		if l == 14 && !ex.opt.Sandbox.MemoryLimited() {
			continue // without a memory cgroup shmget is refused: no segment to plant
		}
		if !slices.Contains(b2.Batch[0].CoveredLines, l) {
			t.Errorf("the same snippet's next batch did not see what its first left (line %d): covered %v, error %+v", l, b2.Batch[0].CoveredLines, b2.Batch[0].Error)
		}
	}
	a.Close()
	if !a.Ended() {
		t.Error("a warm session is not ended for its snippet after Close")
	}
	pool.Settle()
	b, r := pool.Session(ctx, "b.py", []byte(leakChecks), m, []string{"json"})
	if b == nil {
		t.Fatalf("no session: %+v", r)
	}
	defer b.Close()
	if pool.Started() != 1 {
		t.Fatalf("%d warm servers started, want the first one again", pool.Started())
	}
	got := b.Run([]Job{{ID: 1, Timeout: 10}}, nil)
	if len(got.Batch) != 1 {
		t.Fatalf("snippet b: %+v", got)
	}
	j := got.Batch[0]
	if !slices.Contains(j.CoveredLines, 15) {
		t.Fatalf("snippet b did not run to its end: covered %v, status %s, error %+v", j.CoveredLines, j.Status, j.Error)
	}
	for _, l := range leakLines {
		if slices.Contains(j.CoveredLines, l) {
			t.Errorf("line %d (%s) ran: snippet a's leftovers reached snippet b", l, strings.Split(leakChecks, "\n")[l-1])
		}
	}
}

// TestWarmPoolKeys: a server is reused for a snippet that imports all it
// imported at its start and finds what it imports loaded there, and not
// for one that would not import them.
func TestWarmPoolKeys(t *testing.T) {
	ex := executor(t)
	if ex.Warm() == nil {
		t.Skip("warm servers need bubblewrap")
	}
	pool := newPool(ex)
	defer pool.Close()
	ctx := context.Background()
	m := Mode{Parallel: 1, Wall: time.Minute}
	run := func(name string, imports []string) {
		t.Helper()
		s, r := pool.Session(ctx, name, []byte("import sys\nx = 'json' in sys.modules\n"), m, imports)
		if s == nil {
			t.Fatalf("no session: %+v", r)
		}
		if b := s.Run([]Job{{ID: 1, Timeout: 10}}, imports); len(b.Batch) != 1 || len(b.Batch[0].CoveredLines) != 2 {
			t.Errorf("%s: %+v", name, b)
		}
		s.Close()
		pool.Settle()
	}
	run("a.py", []string{"json"})
	run("b.py", []string{"json"})
	if n := pool.Started(); n != 1 {
		t.Errorf("same imports: %d servers started, want 1", n)
	}
	// The standard library keys no server: one that loaded nothing at its
	// start serves every snippet that imports only from it.
	run("c.py", nil)
	run("d.py", []string{"json", "json.decoder"})
	run("e.py", []string{"csv", "random", "xml.dom.minidom"})
	if n := pool.Started(); n != 1 {
		t.Errorf("standard-library imports: %d servers started, want 1", n)
	}
}

// TestWarmDefs: definitions a warm server made before a snippet's server
// (Mode.Defs) are those jobs' own, as in a batch (TestBatchDefs), for each
// snippet it serves: the second finds them fresh and builtins as they were.
func TestWarmDefs(t *testing.T) {
	ex := executor(t)
	if ex.Warm() == nil {
		t.Skip("warm servers need bubblewrap")
	}
	pool := newPool(ex)
	defer pool.Close()
	m := Mode{Parallel: 1, Wall: time.Minute, Defs: []string{defsDef}}
	for _, name := range []string{"a.py", "b.py"} {
		s, r := pool.Session(context.Background(), name, []byte(defsSrc), m, nil)
		if s == nil {
			t.Fatalf("no session: %+v", r)
		}
		checkDefs(t, s.Run(defsJobs, nil))
		s.Close()
		pool.Settle()
	}
	if n := pool.Started(); n != 1 {
		t.Errorf("%d servers started, want 1", n)
	}
}

// A server keyed by a package outside the standard library serves only
// snippets that import it: a snippet that does not would see a module its
// own server never loaded.
func TestWarmPoolHeavyKeys(t *testing.T) {
	py, ex := warmExecutor(t)
	if exec.Command(py, "-c", "import numpy").Run() != nil {
		t.Skip("numpy not installed for " + py)
	}
	pool := newPool(ex)
	defer pool.Close()
	ctx := context.Background()
	m := Mode{Parallel: 1, Wall: 2 * time.Minute}
	seen := func(name string, imports []string) bool {
		t.Helper()
		s, r := pool.Session(ctx, name, []byte("import sys\nx = 'numpy' in sys.modules\nif x:\n    print(x)\n"), m, imports)
		if s == nil {
			t.Fatalf("no session: %+v", r)
		}
		defer func() { s.Close(); pool.Settle() }()
		b := s.Run([]Job{{ID: 1, Timeout: 60}}, imports)
		if len(b.Batch) != 1 || b.Batch[0].Status != "ok" {
			t.Fatalf("%s: %+v", name, b)
		}
		return len(b.Batch[0].CoveredLines) == 4
	}
	if !seen("a.py", []string{"numpy", "json"}) || !seen("b.py", []string{"numpy", "csv"}) {
		t.Error("a snippet that imports numpy does not see it")
	}
	if n := pool.Started(); n != 1 {
		t.Errorf("numpy with different standard-library modules: %d servers started, want 1", n)
	}
	if seen("c.py", []string{"json"}) {
		t.Error("a snippet that does not import numpy got the server that loaded it")
	}
	if n := pool.Started(); n != 2 {
		t.Errorf("%d servers started, want 2", n)
	}
}

// A pool keeps the servers of the handful of import sets a run of
// snippets cycles through: after five sets, each once, the first is
// still idle and serves again without a start-up.
func TestWarmPoolKeepsSeveralSets(t *testing.T) {
	py, ex := warmExecutor(t)
	sets := [][]string{{"idna"}, {"yaml"}, {"certifi"}, {"click"}, {"six"}}
	for _, s := range sets {
		if exec.Command(py, "-c", "import "+s[0]).Run() != nil {
			t.Skip(s[0] + " not installed for " + py)
		}
	}
	pool := newPool(ex)
	defer pool.Close()
	m := Mode{Parallel: 1, Wall: time.Minute}
	run := func(imports []string) {
		t.Helper()
		s, r := pool.Session(context.Background(), "s.py", []byte("x = 1\n"), m, imports)
		if s == nil {
			t.Fatalf("no session: %+v", r)
		}
		if b := s.Run([]Job{{ID: 1, Timeout: 10}}, imports); len(b.Batch) != 1 {
			t.Errorf("%v: %+v", imports, b)
		}
		s.Close()
		pool.Settle()
	}
	for _, s := range sets {
		run(s)
	}
	if n := pool.Started(); n != len(sets) {
		t.Fatalf("%d servers started for %d import sets", n, len(sets))
	}
	run(sets[0])
	if n := pool.Started(); n != len(sets) {
		t.Errorf("the first set's server was dropped (%d started): a pool keeps %d idle", n, pool.MaxIdle)
	}
}

// An import set the pool has not seen before is served by an idle server
// that imported some of it (the snippet's own server imports the rest),
// not by a new one; the second time the set comes it gets a server of its
// own. A server that imported something the snippet does not import
// serves it neither way.
func TestWarmPoolPartialFirstTime(t *testing.T) {
	py, ex := warmExecutor(t)
	for _, m := range []string{"idna", "yaml", "six"} {
		if exec.Command(py, "-c", "import "+m).Run() != nil {
			t.Skip(m + " not installed for " + py)
		}
	}
	pool := newPool(ex)
	defer pool.Close()
	src := []byte("import sys\nif 'yaml' in sys.modules:\n    x = 1\nif 'idna' in sys.modules:\n    y = 1\n")
	run := func(imports []string) []int {
		t.Helper()
		s, r := pool.Session(context.Background(), "s.py", src, Mode{Parallel: 1, Wall: time.Minute}, imports)
		if s == nil {
			t.Fatalf("no session: %+v", r)
		}
		b := s.Run([]Job{{ID: 1, Timeout: 10}}, imports)
		s.Close()
		pool.Settle()
		if len(b.Batch) != 1 {
			t.Fatalf("%v: %+v", imports, b)
		}
		return b.Batch[0].CoveredLines
	}
	run([]string{"idna"})
	if n := pool.Started(); n != 1 {
		t.Fatalf("%d servers started, want 1", n)
	}
	if got := run([]string{"idna", "yaml"}); !reflect.DeepEqual(got, []int{1, 2, 3, 4, 5}) {
		t.Errorf("a new set on the idna server: covered %v, want yaml and idna both loaded", got)
	}
	if n := pool.Started(); n != 1 {
		t.Errorf("a set seen for the first time started a server (%d started)", n)
	}
	if got := run([]string{"idna", "yaml"}); !reflect.DeepEqual(got, []int{1, 2, 3, 4, 5}) {
		t.Errorf("the set again: covered %v", got)
	}
	if n := pool.Started(); n != 2 {
		t.Errorf("the set seen again: %d servers started, want its own (2)", n)
	}
	// six alone: neither server may serve it (each imported what six's
	// snippet does not).
	if got := run([]string{"six"}); !reflect.DeepEqual(got, []int{1}) {
		t.Errorf("six: covered %v, want neither yaml nor idna loaded", got)
	}
	if n := pool.Started(); n != 3 {
		t.Errorf("six: %d servers started, want a new one (3)", n)
	}
}

// warmExecutor is an executor of the system python3 whose warm servers
// the pool tests use (skipped without bubblewrap).
func warmExecutor(t *testing.T) (string, *Executor) {
	t.Helper()
	py := systemPython(t)
	ex, err := New(Options{Python: py, Limits: sandbox.Limits{Wall: time.Minute, MemoryBytes: 1 << 30}})
	if err != nil {
		t.Fatal(err)
	}
	if ex.Warm() == nil {
		t.Skip("warm servers need bubblewrap")
	}
	return py, ex
}
