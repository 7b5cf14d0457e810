package sandbox

import (
	"bufio"
	"os/exec"
	"slices"
	"testing"
)

// The memory watch's own walk of a run's processes (children files) finds
// the same processes as the scan of every process's parent: a shell, the
// job it started in the background and that job's own child.
func TestRunPidsAgreesWithScan(t *testing.T) {
	if !childrenFiles() {
		t.Skip("no /proc/PID/task/TID/children on this kernel")
	}
	// A background job's stdin is /dev/null unless redirected: cat reads
	// the test's pipe (3), and the subshell says ready once it has forked
	// cat.
	cmd := exec.Command("/bin/sh", "-c", `exec 3<&0; (cat <&3 & echo ready; wait) & wait`)
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { in.Close(); cmd.Wait() }()
	if line, err := bufio.NewReader(out).ReadString('\n'); err != nil || line != "ready\n" {
		t.Fatalf("%q %v", line, err)
	}
	want := scanPids(cmd.Process.Pid)
	if len(want) != 3 {
		t.Fatalf("scan: %v, want the shell, its subshell and cat", want)
	}
	got, ok := runPids(cmd.Process.Pid)
	if !ok {
		t.Fatal("children files present, yet not read")
	}
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Fatalf("children files: %v, scan: %v", got, want)
	}
	// overMemory's first look, the resident sizes, bounds what the watch
	// measures (proportional sizes): under it, no run is over its limit.
	if bound, held := memoryOf(got, false), runMemory(cmd.Process.Pid); held <= 0 || bound < held {
		t.Fatalf("resident %d, proportional %d", bound, held)
	}
}
