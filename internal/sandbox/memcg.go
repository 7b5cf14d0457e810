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
	return oomKillLine(filepath.Join(dir, "memory.oom_control"))
}

// cgroup v2 (one hierarchy, as on most hosts and CI machines today): the
// memory limit lives in the run's own cgroup, the one pidsCgroup made for
// its process limit, when the memory controller is enabled for it
// (root, or a hierarchy delegated to this user: pidsCgroup asks for
// "+memory" beside "+pids").

// memoryCgroup2 reports whether the runs' cgroups (s.cgroups, cgroup v2)
// take a memory limit: the controller is enabled for them, and a child
// cgroup's memory.max is written and read back.
func (s *Sandbox) memoryCgroup2() bool {
	if s.cgroups == "" {
		return false
	}
	if _, err := os.Stat(filepath.Join(s.cgroups, "cgroup.controllers")); err != nil {
		return false // cgroup v1
	}
	cg := s.newCgroup(1)
	if cg == "" {
		return false
	}
	defer killCgroup(cg)
	return setMemory2(cg, 64<<20) == nil
}

// setMemory2 bounds the cgroup v2 dir to limit bytes of memory (its tmpfs
// pages included), with no swap to spill into where swap is accounted.
func setMemory2(dir string, limit int64) error {
	want := strconv.FormatInt(limit, 10)
	p := filepath.Join(dir, "memory.max")
	if err := os.WriteFile(p, []byte(want), 0o644); err != nil {
		return err
	}
	// The kernel rounds the limit down to whole pages.
	b, err := os.ReadFile(p)
	if err != nil {
		return err
	}
	got, err := strconv.ParseInt(strings.TrimSpace(string(b)), 10, 64)
	if err != nil || got > limit || got < limit-int64(os.Getpagesize()) {
		return fmt.Errorf("memory.max reads %q after %s", strings.TrimSpace(string(b)), want)
	}
	// Without swap accounting the file is missing; with it, 0.
	if _, err := os.Stat(filepath.Join(dir, "memory.swap.max")); err == nil {
		if err := os.WriteFile(filepath.Join(dir, "memory.swap.max"), []byte("0"), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// oomKills2 is how many processes the kernel killed in the cgroup v2 dir
// for passing memory.max (memory.events' oom_kill).
func oomKills2(dir string) int {
	return oomKillLine(filepath.Join(dir, "memory.events"))
}

// oomKillLine is the count on file's "oom_kill N" line (v1's
// memory.oom_control and v2's memory.events both have one), 0 without.
func oomKillLine(file string) int {
	b, err := os.ReadFile(file)
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
