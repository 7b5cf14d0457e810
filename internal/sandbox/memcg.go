// Phase: sandbox. The memory cgroup of a run: RLIMIT_AS bounds each
// process alone, so that a run of n processes could hold n times the
// limit, and pages no process maps (a memfd's, a System V segment's after
// shmdt) count against none. Where unstuck may make cgroups (root, a
// cgroup v1 memory hierarchy), every run gets one whose limit is the run's
// memory plus its disk (its tmpfs is charged to it), and the kernel kills
// a process of the run, not of the host, when they pass it together.
package sandbox

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// memoryBase is where the runs' memory cgroups are made (cgroup v1).
const memoryBase = "/sys/fs/cgroup/memory/unstuck"

// memoryCgroup returns memoryBase when runs can be placed in memory
// cgroups there, else "". It is checked the way runs use it: a child
// cgroup is made, its limit written and read back, and a process with the
// runs' credentials joins it.
func (s *Sandbox) memoryCgroup() string {
	if _, err := os.Stat(filepath.Join(filepath.Dir(memoryBase), "memory.limit_in_bytes")); err != nil {
		return ""
	}
	if err := os.MkdirAll(memoryBase, 0o755); err != nil {
		return ""
	}
	s.memory = memoryBase
	defer func() { s.memory = "" }()
	cg := s.newMemoryCgroup(64 << 20)
	if cg == "" {
		return ""
	}
	c := exec.Command("/bin/sh", "-c", `echo $$ > "$0" && exec /bin/true`, filepath.Join(cg, "cgroup.procs"))
	c.SysProcAttr = &syscall.SysProcAttr{Credential: s.cred}
	err := c.Run()
	killCgroup(cg)
	if err != nil {
		return ""
	}
	return memoryBase
}

// newMemoryCgroup makes the memory cgroup of one run, limited to limit
// bytes, or returns "" when the sandbox has none.
func (s *Sandbox) newMemoryCgroup(limit int64) string {
	if s.memory == "" || limit <= 0 {
		return ""
	}
	dir := filepath.Join(s.memory, fmt.Sprintf("run-%d-%d", os.Getpid(), s.seq.Add(1)))
	if os.Mkdir(dir, 0o755) != nil {
		return ""
	}
	want := strconv.FormatInt(limit, 10)
	if os.WriteFile(filepath.Join(dir, "memory.limit_in_bytes"), []byte(want), 0o644) != nil {
		os.Remove(dir)
		return ""
	}
	// The kernel rounds the limit down to whole pages.
	b, err := os.ReadFile(filepath.Join(dir, "memory.limit_in_bytes"))
	got, perr := strconv.ParseInt(strings.TrimSpace(string(b)), 10, 64)
	if err != nil || perr != nil || got > limit || got < limit-int64(os.Getpagesize()) {
		os.Remove(dir)
		return ""
	}
	if s.cred != nil && os.Chown(filepath.Join(dir, "cgroup.procs"), int(s.cred.Uid), int(s.cred.Gid)) != nil {
		os.Remove(dir)
		return ""
	}
	return dir
}

// oomKills is how many processes the kernel killed in the memory cgroup
// dir for passing its limit (memory.oom_control's oom_kill).
func oomKills(dir string) int {
	if dir == "" {
		return 0
	}
	b, err := os.ReadFile(filepath.Join(dir, "memory.oom_control"))
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, "oom_kill "); ok {
			n, _ := strconv.Atoi(strings.TrimSpace(v))
			return n
		}
	}
	return 0
}
