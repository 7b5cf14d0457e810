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
	dead := filepath.Join(os.TempDir(), fmt.Sprintf("%s%d.123", workPrefix, c.Process.Pid))
	live := filepath.Join(os.TempDir(), fmt.Sprintf("%s%d.456", workPrefix, os.Getppid()))
	other := filepath.Join(os.TempDir(), "unstuck-789") // not ours: left alone
	for _, d := range []string{dead, live, other} {
		if err := os.MkdirAll(filepath.Join(d, "work", "sub"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
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
