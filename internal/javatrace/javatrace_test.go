package javatrace

import (
	"context"
	"net"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"unstuck/internal/sandbox"
	"unstuck/internal/trace"
)

// JVM runs are slow on a loaded machine: these tests are few, and each
// checks several things of one run.

func jdkOrSkip(t *testing.T) {
	t.Helper()
	if _, err := FindJDK(); err != nil {
		t.Skip("no JDK, the Java tracer is not tested: ", err)
	}
}

func bwrapOrSkip(t *testing.T) *sandbox.Sandbox {
	t.Helper()
	sb, err := sandbox.New(sandbox.Options{})
	if err != nil {
		t.Skip("no bubblewrap sandbox: ", err)
	}
	return sb
}

func lineOf(t *testing.T, file, text string) int {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	for i, l := range strings.Split(string(b), "\n") {
		if strings.Contains(l, text) {
			return i + 1
		}
	}
	t.Fatalf("%s: no line with %q", file, text)
	return 0
}

// A JUnit test traced in the sandbox: steps with values, the list's
// elements read through get(i), the writes of add(x) recovered by the
// knowledge base (and only with recovery), control dependencies from the
// bytecode.
func TestTraceJUnitWithRecovery(t *testing.T) {
	jdkOrSkip(t)
	sb := bwrapOrSkip(t)
	root, _ := filepath.Abs("testdata/src")
	file := "demo/Bag.java"
	tr, err := Run(context.Background(), trace.Options{Sandbox: sb}, Target{Mode: "junit", Root: root, Files: []string{file},
		Compile: []string{"demo/BagTest.java"}, Tests: []string{"demo.BagTest#sums"}})
	if err != nil {
		t.Fatal(err)
	}
	if tr.Status != "ok" || tr.Lang != "java" {
		t.Fatalf("status %s (%v), lang %q; stderr %s", tr.Status, tr.Error, tr.Lang, tr.Stderr)
	}
	add, get, loop := lineOf(t, root+"/"+file, "xs.add"), lineOf(t, root+"/"+file, "xs.get"), lineOf(t, root+"/"+file, "for (int i = 0; i < n; i++) {")
	var addSteps, getSteps []int
	for i, s := range tr.Steps {
		switch s.Line {
		case add:
			addSteps = append(addSteps, i)
		case get:
			getSteps = append(getSteps, i)
		}
	}
	if len(addSteps) != 4 || len(getSteps) != 4 {
		t.Fatalf("add ran %d times, get %d times, want 4 and 4", len(addSteps), len(getSteps))
	}
	// The last get(i) read xs[3] = 6 and total.
	reads := map[string]string{}
	for _, r := range tr.Steps[getSteps[3]].Reads {
		reads[r.Var] = r.Value
	}
	if reads["xs[3]"] != "6" || reads["total"] != "6" {
		t.Errorf("reads of the last get step: %v", reads)
	}
	if cd := tr.Control[file][add]; len(cd) == 0 || cd[0] != loop {
		t.Errorf("control dependencies of line %d: %v, want [%d]", add, cd, loop)
	}
	dependsOnAdd := func(g *trace.Graph) (bool, string) {
		for _, d := range g.Deps[getSteps[3]] {
			if d.To == addSteps[3] && d.Kind == "data" {
				return true, d.Means
			}
		}
		return false, ""
	}
	if ok, means := dependsOnAdd(trace.Link(tr, trace.Recovery{KB: true})); !ok || means != "kb" {
		t.Errorf("with the knowledge base, xs.get(3) does not depend on xs.add (step %d): %v %q", addSteps[3], ok, means)
	}
	if ok, _ := dependsOnAdd(trace.Link(tr, trace.Recovery{})); ok {
		t.Errorf("without recovery, xs.get(3) depends on xs.add: the write is not hidden")
	}
	if ok, means := dependsOnAdd(trace.Link(tr, trace.Recovery{Runtime: true})); !ok || means != "runtime" {
		t.Errorf("with the runtime comparison, xs.get(3) does not depend on xs.add: %v %q", ok, means)
	}
}

// The sandbox's promises hold for the JVM: a host file is hidden, the
// network is unreachable, threads stop at the process limit and the heap
// at the memory limit.
func TestJVMSandboxPromises(t *testing.T) {
	jdkOrSkip(t)
	sb := bwrapOrSkip(t)
	secret := filepath.Join(t.TempDir(), "secret.txt")
	if err := os.WriteFile(secret, []byte("secret"), 0o644); err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			c.Close()
		}
	}()
	port := ln.Addr().(*net.TCPAddr).Port
	root, _ := filepath.Abs("testdata/src")
	const procs, mem = 64, 512 << 20
	lim := sandbox.Limits{Processes: procs, MemoryBytes: mem}
	tr, err := Run(context.Background(), trace.Options{Sandbox: sb, Limits: lim, NoValues: true}, Target{Mode: "program", Root: root,
		Files: []string{"demo/Probe.java"}, Main: "demo.Probe", Args: []string{secret, strconv.Itoa(port)}})
	if err != nil {
		t.Fatal(err)
	}
	if tr.Status != "ok" {
		t.Fatalf("status %s (%v); stderr %s", tr.Status, tr.Error, tr.Stderr)
	}
	out := tr.Stdout
	t.Logf("probe output:\n%s", out)
	if !strings.Contains(out, "file: hidden") {
		t.Errorf("a host file is visible to the JVM:\n%s", out)
	}
	if !strings.Contains(out, "net: refused") {
		t.Errorf("the JVM reached the host's network:\n%s", out)
	}
	m := regexp.MustCompile(`threads: (\d+)`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no thread count:\n%s", out)
	}
	if n, _ := strconv.Atoi(m[1]); sb.ProcessLimited() && n >= procs {
		t.Errorf("%d threads started under a limit of %d processes", n, procs)
	} else if !sb.ProcessLimited() && os.Geteuid() == 0 {
		// Root is not bound by RLIMIT_NPROC: as root only a pids cgroup
		// keeps the JVM's threads in, and the sandbox must have one.
		t.Errorf("running as root with no process limit (%s); %d threads started", sb.Describe(), n)
	} else if !sb.ProcessLimited() {
		t.Logf("processes are not limited on this machine (%s); %d threads started", sb.Describe(), n)
	}
	m = regexp.MustCompile(`memory: (\d+)`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no memory figure:\n%s", out)
	}
	if n, _ := strconv.Atoi(m[1]); n<<20 >= mem || n == 0 {
		t.Errorf("the JVM held %d MiB under a limit of %d MiB", n, mem>>20)
	}
}

// A mutant that loops for ever is stopped by its line budget (not by a
// wall-clock limit, so load cannot change the outcome) and the mutants
// after it still run: the next mutant (the program unchanged) makes the
// test pass.
func TestRunMutantsStopsALoop(t *testing.T) {
	jdkOrSkip(t)
	sb := bwrapOrSkip(t)
	root, _ := filepath.Abs("testdata/src")
	src, err := os.ReadFile(filepath.Join(root, "demo/Bag.java"))
	if err != nil {
		t.Fatal(err)
	}
	loop := strings.Replace(string(src), "i < n; i++) {\n            total", "i < n; i += 0) {\n            total", 1)
	if loop == string(src) {
		t.Fatal("the loop to mutate is not in Bag.java")
	}
	opt := trace.Options{Sandbox: sb}
	res, tr, err := RunMutants(context.Background(), opt, Target{Root: root, Files: []string{"demo/Bag.java"}, Compile: []string{"demo/BagTest.java"},
		Tests: []string{"demo.BagTest"}, Failing: "sums", Mutants: [][]byte{[]byte(loop), src}, LineBudget: 20000})
	if err != nil {
		t.Fatal(err)
	}
	if len(res) != 2 {
		t.Fatalf("%d mutant results, want 2 (status %s, stderr %s)", len(res), tr.Status, tr.Stderr)
	}
	if !res[0].Compiled || !res[0].Limit || res[0].Timeout || res[0].Fixes {
		t.Errorf("the looping mutant: %+v", res[0])
	}
	if !res[1].Fixes || res[1].Timeout || res[1].Limit || res[1].Failed != 0 {
		t.Errorf("the mutant after it: %+v", res[1])
	}
}

// A program's identity hash codes do not depend on how many steps the
// tracer recorded before it asked for one (the recorder takes none of its
// own on the program's thread) nor on the load of the machine: the order a
// program iterates a HashSet of identity-hashed objects, and with it the
// trace, would shift otherwise. Both runs are repeated, as a rare schedule
// once gave the JVM's per-thread hash seed another value.
func TestIdentityHashesIgnoreStepCount(t *testing.T) {
	jdkOrSkip(t)
	sb := bwrapOrSkip(t)
	root, _ := filepath.Abs("testdata/src")
	hash := func(n string) string {
		tr, err := Run(context.Background(), trace.Options{Sandbox: sb}, Target{Mode: "program", Root: root,
			Files: []string{"demo/HashSteps.java"}, Main: "demo.HashSteps", Args: []string{n}})
		if err != nil {
			t.Fatal(err)
		}
		if tr.Status != "ok" {
			t.Fatalf("status %s (%v); stderr %s", tr.Status, tr.Error, tr.Stderr)
		}
		m := regexp.MustCompile(`hash: (\d+)`).FindStringSubmatch(tr.Stdout)
		if m == nil {
			t.Fatalf("no hash printed:\n%s", tr.Stdout)
		}
		return m[1]
	}
	want := hash("3")
	for i := 0; i < 4; i++ {
		for _, n := range []string{"3", "60"} {
			if got := hash(n); got != want {
				t.Fatalf("identity hash after %s loop steps %s, first run after 3 steps %s", n, got, want)
			}
		}
	}
}

// Tests of a coverage run are bounded by the lines they run, not by their
// own wall-clock timeouts: a loop ends at the line budget (step_limit, not
// timeout) and a test whose @Test(timeout) is shorter than its work on a
// slow machine still passes; each test's line count is the same in two
// runs, so a choice made by it cannot move with load.
func TestCoverageBoundedBySteps(t *testing.T) {
	jdkOrSkip(t)
	sb := bwrapOrSkip(t)
	root, _ := filepath.Abs("testdata/src")
	run := func() map[string]trace.TestResult {
		tr, err := Run(context.Background(), trace.Options{Sandbox: sb}, Target{Mode: "tests", Root: root,
			Files: []string{"demo/Spin.java"}, Compile: []string{"demo/SpinTest.java"}, Tests: []string{"demo.SpinTest"}, LineBudget: 300000})
		if err != nil {
			t.Fatal(err)
		}
		out := map[string]trace.TestResult{}
		for _, r := range tr.Tests {
			out[r.ID[strings.LastIndexByte(r.ID, '#')+1:]] = r
		}
		if len(out) != 2 {
			t.Fatalf("tests %+v (status %s, stderr %s)", tr.Tests, tr.Status, tr.Stderr)
		}
		return out
	}
	a, b := run(), run()
	if l := a["loops"]; !l.Failed || !l.Limit || l.Timeout || l.Steps != 300001 {
		t.Errorf("the endless loop: %+v", l)
	}
	if e := a["ends"]; e.Failed || e.Timeout || e.Steps < 1000 {
		t.Errorf("the loop that ends: %+v", e)
	}
	for k := range a {
		if a[k].Steps != b[k].Steps {
			t.Errorf("%s ran %d lines, then %d", k, a[k].Steps, b[k].Steps)
		}
	}
}

// Map entries of keys that keep identity equality are told apart by the
// key object even when the keys print alike, and each read carries the
// object id of its value, so a copy and a shared object differ in the
// trace (what the guided walk's judge compares).
func TestMapReadsByKeyIdentity(t *testing.T) {
	jdkOrSkip(t)
	sb := bwrapOrSkip(t)
	root, _ := filepath.Abs("testdata/src")
	tr, err := Run(context.Background(), trace.Options{Sandbox: sb}, Target{Mode: "program", Root: root,
		Files: []string{"demo/Alias.java"}, Main: "demo.Alias"})
	if err != nil {
		t.Fatal(err)
	}
	if tr.Status != "ok" || !strings.Contains(tr.Stdout, "true true") {
		t.Fatalf("status %s (%v); stdout %q; stderr %s", tr.Status, tr.Error, tr.Stdout, tr.Stderr)
	}
	entries := func(line int) []trace.Access {
		for _, s := range tr.Steps {
			if s.Line == line && !s.Entry {
				var out []trace.Access
				for _, r := range s.Reads {
					if strings.HasPrefix(r.Loc, "E") {
						out = append(out, r)
					}
				}
				return out
			}
		}
		return nil
	}
	copied, shared := entries(17), entries(19)
	if len(copied) != 2 || len(shared) != 2 {
		t.Fatalf("entry reads: line 17 %+v, line 19 %+v", copied, shared)
	}
	if copied[0].Loc == copied[1].Loc || copied[0].Var == copied[1].Var {
		t.Errorf("the two keys' entries are one location or one name: %+v", copied)
	}
	if copied[0].Obj == 0 || copied[0].Obj == copied[1].Obj {
		t.Errorf("a copy reads as the same object: %+v", copied)
	}
	if shared[0].Obj == 0 || shared[0].Obj != shared[1].Obj {
		t.Errorf("a shared set reads as two objects: %+v", shared)
	}
}
