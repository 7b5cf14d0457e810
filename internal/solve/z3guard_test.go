// Phase: solving (sandbox). z3 runs on the host on SMT-LIB text a snippet
// or a model's reply shaped: hostile scripts must neither reach files nor
// leave unstuck waiting, and the process must be bounded whoever runs it.
package solve

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestZ3HostileScripts: script bodies that would make z3 write or read
// files, echo, or wait for input that never comes, are refused before z3
// reads them; an ordinary body still answers, and so does a body whose
// strings and quoted symbols hold the refused commands as text.
func TestZ3HostileScripts(t *testing.T) {
	needZ3(t)
	dir := t.TempDir()
	os.Chmod(dir, 0o777) // a z3 that ran as nobody could still write here: the refusal must stop it
	out := filepath.Join(dir, "written-by-z3")
	hostile := map[string]string{
		"output channel": `(set-option :regular-output-channel "` + out + `")(declare-const x Int)(assert (> x 0))`,
		"diagnostics":    `(declare-const x Int)(set-option :diagnostic-output-channel "` + out + `")`,
		"include":        `(include "/etc/passwd")`,
		"echo":           `(echo "hi")(declare-const x Int)`,
		"check-sat":      `(declare-const x Int)(check-sat)(get-model)`,
		"pop":            `(pop 1)(set-option :regular-output-channel "` + out + `")`,
		"unbalanced":     `(declare-const x Int)(assert (> x`,
		"open string":    `(declare-const s String)(assert (= s "abc))`,
		"bare atom":      `x (declare-const x Int)`,
		"after comment":  "; (assert true)\n(exit)",
	}
	z := &Z3{Keep: 1}
	defer z.Close()
	for name, body := range hostile {
		// A body z3 waited on would hold the query to its deadline: an
		// hour, so that a refusal that did not happen is seen as a hang,
		// not as a timeout's "unknown".
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		st, reason, err := z.CheckScript(ctx, body, time.Hour, nil)
		cancel()
		if err == nil || !strings.Contains(err.Error(), "SMT-LIB") {
			t.Errorf("%s: status %q %q err %v, want the script refused", name, st, reason, err)
		}
	}
	if b, err := os.ReadFile(out); err == nil {
		t.Errorf("z3 wrote %s: %q", out, b)
	}
	ok := `; comment (echo "x")
(declare-const |(set-option| Int)
(declare-const s String)
(assert (= s "(include ""/etc/passwd"")"))
(assert (> |(set-option| 2))`
	st, _, err := z.CheckScript(context.Background(), ok, 0, nil)
	if err != nil || st != Sat {
		t.Errorf("ordinary body: %s %v", st, err)
	}
}

// TestZ3Bounded: the z3 process has the limits z3guard.go promises, and as
// root it is not root. Read from the running process itself.
func TestZ3Bounded(t *testing.T) {
	needZ3(t)
	z := &Z3{Keep: 1}
	defer z.Close()
	if st, _, err := z.CheckScript(context.Background(), "(declare-const x Int)(assert (> x 1))", 0, nil); err != nil || st != Sat {
		t.Fatalf("%s %v", st, err)
	}
	if len(z.idle) != 1 {
		t.Fatalf("no kept process")
	}
	pid := strconv.Itoa(z.idle[0].cmd.Process.Pid)
	limits, err := os.ReadFile("/proc/" + pid + "/limits")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"Max address space": strconv.Itoa(z3MemoryKiB << 10), "Max cpu time": strconv.Itoa(z3CPUSecs),
		"Max file size": "0", "Max open files": strconv.Itoa(z3Files), "Max core file size": "0"}
	for _, l := range strings.Split(string(limits), "\n") {
		for k, v := range want {
			if strings.HasPrefix(l, k) {
				if f := strings.Fields(l[len(k):]); len(f) < 2 || f[0] != v || f[1] != v {
					t.Errorf("%s: %q, want %s", k, l, v)
				}
				delete(want, k)
			}
		}
	}
	if len(want) > 0 {
		t.Errorf("limits not found: %v", want)
	}
	status, _ := os.ReadFile("/proc/" + pid + "/status")
	for _, l := range strings.Split(string(status), "\n") {
		if f := strings.Fields(l); len(f) > 1 && f[0] == "Uid:" && f[1] == "0" {
			t.Errorf("z3 runs as root: %s", l)
		}
	}
	environ, _ := os.ReadFile("/proc/" + pid + "/environ")
	for _, v := range strings.Split(string(environ), "\x00") {
		if v != "" && !strings.HasPrefix(v, "PWD=") { // the shell's own
			t.Errorf("z3 has an environment: %q", environ)
			break
		}
	}
}

// TestZ3OutputCapped: a z3 that answers sat and then a value without end
// is read up to z3MaxOutput, an error, not until the deadline with all
// of it held.
//
// The second fake stops reading (its four lines are the three options and
// the body with check-sat) before it answers, so that asking for the value
// always meets a broken pipe: the cap is still what is reported, the same
// as when the write wins, as it may with the first.
func TestZ3OutputCapped(t *testing.T) {
	for _, fake := range []string{
		`read l; printf 'sat\n'; read l; printf '((s "'; exec tr '\0' a </dev/zero`,
		`read a; read b; read c; read d; exec </dev/null; printf 'sat\n((s "'; exec tr '\0' a </dev/zero`,
	} {
		z := &Z3{Path: fakeZ3(t, fake)}
		st, reason, err := z.CheckScript(context.Background(), "(declare-const s String)", time.Hour,
			func(get Getter) error { _, err := get([]string{"s"}); return err })
		if err == nil || !strings.Contains(err.Error(), "MiB") {
			t.Errorf("%s: %s %s %v: want the answer refused past %d MiB", fake, st, reason, err, z3MaxOutput>>20)
		}
	}
}
