package explore

// Phase: explore (the name index, classindex.py). Its bounds are CPU
// seconds, so that the index a busy machine builds, and caches for good,
// is the index an idle one builds.

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// TestClassIndexBoundsAreCPU: one import or call is bounded by a CPU
// timer (a computation is cut), and by the clock only at WAIT times that
// (a wait is cut too); outside a bound no timer is left running.
func TestClassIndexBoundsAreCPU(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("no python3")
	}
	src := classIndexScript + `
signal.signal(signal.SIGALRM, on_alarm)
signal.signal(signal.SIGPROF, on_alarm)
def cut(f):
    try:
        with bounded(0.3):
            f()
    except Timeout:
        return True
    return False
def spin():
    while True:
        pass
with bounded(5):
    prof = signal.getitimer(signal.ITIMER_PROF)[0]
print("cpu timer", 4 < prof < 6)
print("spin cut", cut(spin))
w0 = time.time()
print("wait cut", cut(lambda: time.sleep(60)), time.time() - w0 < 60)
print("left", signal.getitimer(signal.ITIMER_PROF)[0], signal.alarm(0))
`
	out, err := exec.Command(py, "-c", src).CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	want := "cpu timer True\nspin cut True\nwait cut True True\nleft 0.0 0\n"
	if string(out) != want {
		t.Errorf("got\n%swant\n%s", out, want)
	}
}

// TestClassIndexWhole: the evaluation interpreter's index left no package
// out (its CPU budget is far beyond what indexing them takes, whatever
// the load), down to the last in name order.
func TestClassIndexWhole(t *testing.T) {
	ci := realIndex(t)
	if len(ci.Cut) > 0 {
		t.Errorf("left out: %v", ci.Cut)
	}
	if !ci.Modules["yaml"] {
		t.Skip("yaml not installed for the interpreter")
	}
	var mods []string
	for _, src := range ci.Names["safe_load"] {
		mods = append(mods, src[0])
	}
	if !slices.ContainsFunc(mods, func(m string) bool { return strings.HasPrefix(m, "yaml") }) {
		t.Errorf("safe_load is offered by %v, not yaml", mods)
	}
}
