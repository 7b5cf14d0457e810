// Phase: sandbox. Where a run has no memory cgroup (unstuck started by a
// user: it has no cgroup to make), RLIMIT_AS bounds each process alone, and
// a run of n processes could hold n times the limit. The watch samples the
// run's processes (the command and its descendants: under bubblewrap, all
// of the run's pid namespace) and kills the run when together they hold
// more than its memory and disk. It is a sample, not a bound the kernel
// keeps: a run may pass the limit by what it allocates between two looks.
package sandbox

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// memWatchEvery is how often the processes are looked at.
const memWatchEvery = 100 * time.Millisecond

// watchFiles is RLIMIT_NOFILE (soft and hard) of runs the watch bounds
// (RunCmd).
const watchFiles = 1024

// memWatch is one run's watch; stop ends it and says whether it killed.
type memWatch struct {
	done   chan struct{}
	wg     sync.WaitGroup
	killed atomic.Bool
}

func watchMemory(root int, limit int64, kill func()) *memWatch {
	w := &memWatch{done: make(chan struct{})}
	if limit <= 0 {
		return w
	}
	w.wg.Add(1)
	go func() {
		defer w.wg.Done()
		t := time.NewTicker(memWatchEvery)
		defer t.Stop()
		for {
			select {
			case <-w.done:
				return
			case <-t.C:
			}
			if overMemory(root, limit) {
				w.killed.Store(true)
				kill()
				return
			}
		}
	}()
	return w
}

func (w *memWatch) stop() bool {
	close(w.done)
	w.wg.Wait()
	return w.killed.Load()
}

// runMemory is what root and its descendants hold: each one's
// proportional set size (shared pages counted once in all) where its
// smaps_rollup may be read, else its resident size (a process that made
// itself undumpable is counted whole), plus the sizes of the memfds it
// holds, whose pages need not be mapped at all (a memfd two processes hold
// is counted once), plus, for each socket it holds, the most its buffers
// may queue (socketCharge): data queued on a socket is kernel memory no
// process maps, which /proc does not show per socket; 7000 Unix socket
// pairs held 1.8 GiB that way.
func runMemory(root int) int64 {
	return memoryOf(watchedPids(root), true)
}

// overMemory reports whether runMemory(root) is over limit. A process's
// proportional set size is never above its resident size, so while the
// resident sizes (statm, one number the kernel keeps) stay within the
// limit, so does runMemory, and the smaps_rollup reads, which walk every
// page table of every process (most of the watch's CPU with fork servers
// of pandas), are left out.
func overMemory(root int, limit int64) bool {
	pids := watchedPids(root)
	if memoryOf(pids, false) <= limit {
		return false
	}
	return memoryOf(pids, true) > limit
}

func watchedPids(root int) []int {
	if pids, ok := runPids(root); ok {
		return pids
	}
	return scanPids(root)
}

// memoryOf is what the processes pids hold (runMemory); with pss false,
// each one's resident size, an upper bound of it.
func memoryOf(pids []int, pss bool) int64 {
	var total int64
	held := map[string]bool{} // memfds and sockets already counted
	page := int64(os.Getpagesize())
	for _, pid := range pids {
		dir := "/proc/" + strconv.Itoa(pid)
		n, ok := int64(0), false
		if pss {
			n, ok = rollupPss(dir)
		}
		if ok {
			total += n
		} else if b, err := os.ReadFile(dir + "/statm"); err == nil {
			if f := strings.Fields(string(b)); len(f) > 1 {
				n, _ := strconv.ParseInt(f[1], 10, 64)
				total += n * page
			}
		}
		fds, _ := os.ReadDir(dir + "/fd")
		for _, fd := range fds {
			p := filepath.Join(dir, "fd", fd.Name())
			t, err := os.Readlink(p)
			if err == nil && strings.HasPrefix(t, "socket:[") {
				if !held[t] {
					held[t] = true
					total += socketCharge()
				}
				continue
			}
			if err == nil && strings.HasPrefix(t, "/memfd:") {
				if fi, err := os.Stat(p); err == nil {
					key := t + "\x00" + strconv.FormatUint(inode(fi), 10)
					if !held[key] {
						held[key] = true
						total += fi.Size()
					}
				}
			}
		}
	}
	return total
}

// runPids are root and its descendants, found through each thread's
// children file (/proc/PID/task/TID/children): the run's own processes
// only, where scanPids reads the stat file of every process on the
// machine, at every look (on a shared machine, hundreds, ten times a
// second for each run: most of the CPU of a test process's runs). ok is
// false where the kernel has no children files.
func runPids(root int) (pids []int, ok bool) {
	if !childrenFiles() {
		return nil, false
	}
	seen := map[int]bool{}
	for todo := []int{root}; len(todo) > 0; {
		pid := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		if seen[pid] {
			continue
		}
		seen[pid] = true
		pids = append(pids, pid)
		dir := "/proc/" + strconv.Itoa(pid) + "/task/"
		tasks, err := os.ReadDir(dir)
		if err != nil {
			continue // gone since its parent listed it
		}
		for _, t := range tasks {
			b, err := os.ReadFile(dir + t.Name() + "/children")
			if err != nil {
				continue
			}
			for _, f := range strings.Fields(string(b)) {
				if c, err := strconv.Atoi(f); err == nil {
					todo = append(todo, c)
				}
			}
		}
	}
	return pids, true
}

var childrenOnce struct {
	sync.Once
	ok bool
}

// childrenFiles reports whether this kernel has the children files
// (CONFIG_PROC_CHILDREN), looking at this process's own main thread.
func childrenFiles() bool {
	childrenOnce.Do(func() {
		pid := strconv.Itoa(os.Getpid())
		_, err := os.Stat("/proc/" + pid + "/task/" + pid + "/children")
		childrenOnce.ok = err == nil
	})
	return childrenOnce.ok
}

// scanPids are root and its descendants, from the parent pid in the stat
// file of every process.
func scanPids(root int) []int {
	ents, err := os.ReadDir("/proc")
	if err != nil {
		return nil
	}
	children := map[int][]int{}
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		s := string(b)
		f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
		if len(f) < 2 {
			continue
		}
		if pp, err := strconv.Atoi(f[1]); err == nil {
			children[pp] = append(children[pp], pid)
		}
	}
	var pids []int
	for todo := []int{root}; len(todo) > 0; {
		pid := todo[len(todo)-1]
		todo = append(todo[:len(todo)-1], children[pid]...)
		pids = append(pids, pid)
	}
	return pids
}

// rollupPss reads Pss (kB) from dir/smaps_rollup.
func rollupPss(dir string) (int64, bool) {
	b, err := os.ReadFile(dir + "/smaps_rollup")
	if err != nil {
		return 0, false
	}
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, "Pss:"); ok {
			n, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			return n << 10, err == nil
		}
	}
	return 0, false
}

func inode(fi os.FileInfo) uint64 {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return st.Ino
	}
	return 0
}

// socketCharge is what one socket may hold queued: its send and receive
// buffers at their largest (setsockopt doubles what it is given, up to
// twice net.core.wmem_max and rmem_max), 832 KiB with Linux's defaults.
var socketCharge = sync.OnceValue(func() int64 {
	n := int64(0)
	for _, f := range []string{"wmem_max", "rmem_max"} {
		v := int64(212992)
		if b, err := os.ReadFile("/proc/sys/net/core/" + f); err == nil {
			if x, err := strconv.ParseInt(strings.TrimSpace(string(b)), 10, 64); err == nil && x > 0 {
				v = x
			}
		}
		n += 2 * v
	}
	return n
})
