package sandbox

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestHeadTail(t *testing.T) {
	h := newHeadTail(10)
	h.write([]byte("abcdefghij"))
	if got := string(h.bytes()); got != "abcdefghij" {
		t.Fatalf("%q", got)
	}
	h.write([]byte("0123456789xyz"))
	got := string(h.bytes())
	if !strings.HasPrefix(got, "abcde") || !strings.HasSuffix(got, "789xyz"[1:]) || !strings.Contains(got, "bytes not kept") {
		t.Fatalf("%q", got)
	}
	if !strings.HasSuffix(got, "89xyz") {
		t.Fatalf("tail %q", got)
	}
	small := newHeadTail(100)
	for i := 0; i < 30; i++ {
		small.write([]byte{byte('a' + i%26)})
	}
	if len(small.bytes()) != 30 {
		t.Fatalf("%q", small.bytes())
	}
}

func TestNeeded(t *testing.T) {
	dir := t.TempDir()
	sub := dir + "/lib/python3"
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	got, err := Needed(sub, "/usr/lib/python3", dir, "relative", dir+"/missing", "/usr")
	if err != nil || len(got) != 1 || got[0] != dir {
		t.Fatalf("Needed = %v, %v; want only %s (system dirs, relatives, missing paths and paths under another drop out)", got, err, dir)
	}
	if _, err := Needed("/usr/bin", "/"); err == nil {
		t.Fatal("the root was accepted: runs would see the whole host")
	}
}

// TestSweep: work directories of a process that is gone are removed by
// the next New; those of a live process stay.
func TestSweep(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	c := exec.Command("/bin/true")
	if err := c.Run(); err != nil {
		t.Skip("no /bin/true")
	}
	dead := filepath.Join(os.TempDir(), workPrefix+"123")
	live := filepath.Join(os.TempDir(), workPrefix+"456")
	other := filepath.Join(os.TempDir(), "unstuck-789") // not ours: left alone
	for _, d := range []string{dead, live, other} {
		if err := os.MkdirAll(filepath.Join(d, "work", "sub"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	// The owner's pid is inside the box, not in its name.
	os.WriteFile(filepath.Join(dead, "owner"), []byte(fmt.Sprint(c.Process.Pid)), 0o600)
	os.WriteFile(filepath.Join(live, "owner"), []byte(fmt.Sprint(os.Getppid())), 0o600)
	os.Chmod(filepath.Join(dead, "work", "sub"), 0) // a run may leave what its owner cannot list
	sweep()
	if _, err := os.Stat(dead); err == nil {
		t.Errorf("%s of a dead process not removed", dead)
	}
	for _, d := range []string{live, other} {
		if _, err := os.Stat(d); err != nil {
			t.Errorf("%s removed: %v", d, err)
		}
	}
}

// TestNeededResolvesThenChecks: a symlink to / (or to /etc, or to the
// user's home) is refused like the directory itself; a symlink to an
// ordinary directory binds what it points to.
func TestNeededResolvesThenChecks(t *testing.T) {
	dir := t.TempDir()
	for _, target := range []string{"/", "/etc", "/root", "/home"} {
		link := filepath.Join(dir, "to"+strings.ReplaceAll(target, "/", "-"))
		if err := os.Symlink(target, link); err != nil {
			t.Fatal(err)
		}
		if _, err := os.Stat(target); err != nil {
			continue
		}
		if got, err := Needed(link); err == nil {
			t.Errorf("Needed(%s -> %s) = %v, want a refusal", link, target, got)
		}
	}
	if home, err := os.UserHomeDir(); err == nil && home != "/" {
		link := filepath.Join(dir, "home")
		os.Symlink(home, link)
		if got, err := Needed(link); err == nil {
			t.Errorf("Needed(link to home %s) = %v, want a refusal", home, got)
		}
	}
	real := filepath.Join(dir, "data")
	os.Mkdir(real, 0o755)
	link := filepath.Join(dir, "data-link")
	os.Symlink(real, link)
	got, err := Needed(link)
	if err != nil || len(got) != 1 || got[0] != real {
		t.Errorf("Needed(link to %s) = %v, %v", real, got, err)
	}
}

// TestMemoryCgroup2: on cgroup v2 the run's own cgroup gets memory.max
// (memory and disk, rounded to pages by the kernel) and memory.swap.max 0
// where swap is accounted; memory.events' oom_kill says the kernel killed;
// the isolation string says which memory bound applies. The kernel's side
// needs a cgroup v2 host with the memory controller (TestPromises there,
// as root, tries the attacks); here the files are a directory's.
func TestMemoryCgroup2(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"memory.max", "memory.swap.max"} {
		if err := os.WriteFile(filepath.Join(dir, f), []byte("max\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := setMemory2(dir, 1<<30+64<<20); err != nil {
		t.Fatal(err)
	}
	for f, want := range map[string]string{"memory.max": "1140850688", "memory.swap.max": "0"} {
		if b, _ := os.ReadFile(filepath.Join(dir, f)); string(b) != want {
			t.Errorf("%s = %q, want %q", f, b, want)
		}
	}
	os.Remove(filepath.Join(dir, "memory.swap.max"))
	if err := setMemory2(dir, 1<<30); err != nil {
		t.Errorf("without swap accounting: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "memory.swap.max")); err == nil {
		t.Errorf("memory.swap.max made where the kernel has none")
	}
	if n := oomKills2(dir); n != 0 {
		t.Errorf("oom kills %d without memory.events", n)
	}
	os.WriteFile(filepath.Join(dir, "memory.events"), []byte("low 0\nhigh 0\nmax 12\noom 2\noom_kill 2\noom_group_kill 0\n"), 0o644)
	if n := oomKills2(dir); n != 2 {
		t.Errorf("oom kills %d, want 2", n)
	}
	for _, c := range []struct {
		s    *Sandbox
		want string
	}{
		{&Sandbox{mode: Bubblewrap, cgroups: dir, memory2: true}, "bwrap+pids-cgroup+memory-cgroup2"},
		{&Sandbox{mode: Bubblewrap, cgroups: dir, memory: dir}, "bwrap+pids-cgroup+memory-cgroup"},
		{&Sandbox{mode: Bubblewrap, nproc: true}, "bwrap+memory-watch+nproc-rlimit"},
	} {
		if got := c.s.Describe(); got != c.want {
			t.Errorf("Describe %q, want %q", got, c.want)
		}
		if c.s.MemoryLimited() != !strings.Contains(c.want, "watch") {
			t.Errorf("%s: MemoryLimited %v", c.want, c.s.MemoryLimited())
		}
	}
}
