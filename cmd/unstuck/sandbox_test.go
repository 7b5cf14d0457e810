package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// systemPython3 is the interpreter the sandbox tests run: every isolation
// level can start it.
func systemPython3(t *testing.T) string {
	if _, err := os.Stat("/usr/bin/python3"); err != nil {
		t.Skip("/usr/bin/python3 not installed")
	}
	return "/usr/bin/python3"
}

func runCLI(t *testing.T, env []string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	c := exec.Command(bin, args...)
	c.Env = env
	var o, e bytes.Buffer
	c.Stdout, c.Stderr = &o, &e
	err := c.Run()
	if ee, ok := err.(*exec.ExitError); ok {
		return o.String(), e.String(), ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return o.String(), e.String(), 0
}

// TestRefusesWithoutBwrap: with bwrap missing from PATH, unstuck refuses
// and says how to install it; with --isolation it runs at the level asked
// and says so.
func TestRefusesWithoutBwrap(t *testing.T) {
	py := systemPython3(t)
	dir := t.TempDir()
	src := filepath.Join(dir, "s.py")
	os.WriteFile(src, []byte("print('ran')\n"), 0o644)
	env := []string{"PATH=" + dir, "HOME=" + dir} // nothing on PATH, bwrap included
	_, stderr, code := runCLI(t, env, "run", "--python", py, src)
	if code != 2 || !strings.Contains(stderr, "bwrap") || !strings.Contains(stderr, "apt-get install bubblewrap") {
		t.Fatalf("exit %d, stderr %q: want a refusal naming bwrap and how to install it", code, stderr)
	}
	// A bwrap that is there but does not work (no user namespaces, a
	// container's seccomp profile) is refused the same way: the run does
	// not go ahead at a weaker level in silence.
	broken := filepath.Join(dir, "broken")
	os.Mkdir(broken, 0o755)
	os.WriteFile(filepath.Join(broken, "bwrap"), []byte("#!/bin/sh\necho 'bwrap: No permissions to create new namespace' >&2\nexit 1\n"), 0o755)
	out, stderr, code := runCLI(t, []string{"PATH=" + broken + ":/usr/bin:/bin", "HOME=" + dir}, "run", "--python", py, src)
	if code != 2 || strings.Contains(out, "ran") || !strings.Contains(stderr, "does not work") || !strings.Contains(stderr, "--isolation") {
		t.Fatalf("broken bwrap: exit %d, stdout %q, stderr %q: want a refusal that says bwrap does not work", code, out, stderr)
	}
	out, stderr, code = runCLI(t, env, "run", "--json", "--isolation", "rlimits", "--python", py, src)
	var r struct {
		Status, Stdout, Isolation string
	}
	if code != 0 || json.Unmarshal([]byte(out), &r) != nil || r.Status != "ok" || r.Stdout != "ran\n" {
		t.Fatalf("--isolation rlimits: exit %d %q %q", code, out, stderr)
	}
	if !strings.HasPrefix(r.Isolation, "rlimits") || !strings.Contains(stderr, "isolation rlimits") {
		t.Errorf("the weaker level is not said: isolation %q, stderr %q", r.Isolation, stderr)
	}
}

// TestDiskCap: a run writing 4 GiB to /tmp in 128 MiB files stops at the
// cap with a clear status.
func TestDiskCap(t *testing.T) {
	py := systemPython3(t)
	if _, err := exec.LookPath("bwrap"); err != nil {
		t.Skip("bwrap not installed: the disk cap is bubblewrap's")
	}
	src := filepath.Join(t.TempDir(), "fill.py")
	os.WriteFile(src, []byte("block = b'x' * (1 << 20)\nfor i in range(32):\n    with open('/tmp/f%d' % i, 'wb') as f:\n        for _ in range(128):\n            f.write(block)\n"), 0o644)
	out, stderr, _ := runCLI(t, os.Environ(), "run", "--json", "--disk", "200", "--python", py, src)
	var r struct {
		Status string
		Error  struct{ Type, Message string }
	}
	if json.Unmarshal([]byte(out), &r) != nil || r.Status != "disk_limit" || !strings.Contains(r.Error.Message, "200.0 MB in all") {
		t.Fatalf("status %q error %+v (stderr %q)", r.Status, r.Error, stderr)
	}
}

// TestNothingLeftBehind: the work directory of an unstuck killed with -9
// is removed by the next start.
func TestNothingLeftBehind(t *testing.T) {
	py := systemPython3(t)
	dir := t.TempDir()
	src := filepath.Join(dir, "sleep.py")
	os.WriteFile(src, []byte("import time\ntime.sleep(30)\n"), 0o644)
	tmp := filepath.Join(dir, "tmp")
	os.Mkdir(tmp, 0o755)
	env := append(os.Environ(), "TMPDIR="+tmp)
	c := exec.Command(bin, "run", "--python", py, src)
	c.Env = env
	if err := c.Start(); err != nil {
		t.Fatal(err)
	}
	pid := c.Process.Pid
	var left []string
	for i := 0; i < 2400 && len(left) == 0; i++ { // up to 2 min: the start is slow on a loaded machine
		time.Sleep(50 * time.Millisecond)
		// The run's box (not the probe's): it holds the snippet.
		left, _ = filepath.Glob(filepath.Join(tmp, "unstuck-box-*", "work", "sleep.py"))
	}
	if len(left) == 0 {
		c.Process.Kill()
		t.Fatal("no work directory seen while the run lasted")
	}
	left[0] = filepath.Dir(filepath.Dir(left[0]))
	if owner, err := os.ReadFile(filepath.Join(left[0], "owner")); err != nil || string(owner) != strconv.Itoa(pid) {
		t.Errorf("the box does not name its owner %d: %q %v", pid, owner, err)
	}
	// The run itself has started (its cgroup made, its interpreter
	// running the harness) before the kill: waited for, not slept for.
	for i := 0; i < 2400 && !descendantRuns(pid, "entry.py"); i++ {
		time.Sleep(50 * time.Millisecond)
	}
	if !descendantRuns(pid, "entry.py") {
		c.Process.Kill()
		t.Fatal("the run's interpreter never started")
	}
	syscall.Kill(pid, syscall.SIGKILL)
	c.Wait()
	if _, err := os.Stat(left[0]); err != nil {
		t.Fatalf("work directory gone without a sweep (%v): the test proves nothing", err)
	}
	ok := filepath.Join(dir, "ok.py")
	os.WriteFile(ok, []byte("x = 1\n"), 0o644)
	cc := exec.Command(bin, "run", "--python", py, ok)
	cc.Env = env
	if out, err := cc.CombinedOutput(); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if _, err := os.Stat(left[0]); err == nil {
		t.Errorf("%s of the killed unstuck is still there", left[0])
	}
	for _, base := range []string{"/sys/fs/cgroup/pids/unstuck", "/sys/fs/cgroup/unstuck"} {
		if m, _ := filepath.Glob(filepath.Join(base, "run-"+strconv.Itoa(pid)+"-*")); len(m) > 0 {
			t.Errorf("cgroups of the killed unstuck still there: %v", m)
		}
	}
	if rest, _ := filepath.Glob(filepath.Join(tmp, "unstuck-box-*")); len(rest) > 0 {
		t.Errorf("left behind after a clean run: %v", rest)
	}
}

// descendantRuns reports whether a descendant of pid has an argument that
// ends with arg.
func descendantRuns(pid int, arg string) bool {
	ents, _ := os.ReadDir("/proc")
	parent := map[int]int{}
	var with []int
	for _, e := range ents {
		p, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		stat, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		// pid (comm) state ppid ...: comm may hold spaces, so after the last ')'.
		if f := strings.Fields(string(stat[bytes.LastIndexByte(stat, ')')+1:])); len(f) > 1 {
			parent[p], _ = strconv.Atoi(f[1])
		}
		cmd, _ := os.ReadFile("/proc/" + e.Name() + "/cmdline")
		for _, a := range strings.Split(string(cmd), "\x00") {
			if strings.HasSuffix(a, arg) {
				with = append(with, p)
			}
		}
	}
	for _, p := range with {
		for q, n := parent[p], 0; q > 1 && n < 64; q, n = parent[q], n+1 {
			if q == pid {
				return true
			}
		}
	}
	return false
}

// TestBindSymlinkToRootRefused: --bind-ro of a symlink to / is refused as
// / itself is: the path is resolved before it is checked.
func TestBindSymlinkToRootRefused(t *testing.T) {
	py := systemPython3(t)
	dir := t.TempDir()
	link := filepath.Join(dir, "innocent")
	if err := os.Symlink("/", link); err != nil {
		t.Fatal(err)
	}
	src := filepath.Join(dir, "s.py")
	os.WriteFile(src, []byte("import os\nprint(os.listdir('/root'))\n"), 0o644)
	out, stderr, code := runCLI(t, os.Environ(), "run", "--json", "--python", py, "--bind-ro", link, src)
	if code == 0 || !strings.Contains(stderr, "whole host") {
		t.Fatalf("exit %d, stdout %q, stderr %q: want a refusal", code, out, stderr)
	}
}
