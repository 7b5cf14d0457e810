// Package sandbox is the execution phase's containment: it runs one untrusted
// command with a private working directory, no network, its own process
// group (and pid namespace where possible), wall-clock, CPU, memory, process
// and output limits, a scrubbed environment and stdin at EOF.
//
// Isolation is chosen once per Sandbox: bubblewrap when it works on the
// machine; otherwise Linux namespaces set up by Go (root only); otherwise
// rlimits alone. Outcome.Isolation says which one ran.
package sandbox

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// Limits bound one run. Zero fields take the defaults of DefaultLimits.
type Limits struct {
	Wall        time.Duration `json:"wall"`
	CPU         time.Duration `json:"cpu"`
	MemoryBytes int64         `json:"memory_bytes"`
	FileBytes   int64         `json:"file_bytes"`   // largest file the run may write
	Processes   int           `json:"processes"`    // processes and threads at once
	OutputBytes int           `json:"output_bytes"` // kept of each of stdout and stderr
	OutputDrain int64         `json:"output_drain"` // read in all before the pipes are closed
}

// DefaultLimits are the papers' 30 s budget and generous room for numeric code.
var DefaultLimits = Limits{
	Wall:        30 * time.Second,
	CPU:         30 * time.Second,
	MemoryBytes: 4 << 30,
	FileBytes:   256 << 20,
	Processes:   256,
	OutputBytes: 16 << 10,
	OutputDrain: 64 << 20,
}

// WithDefaults fills zero fields.
func (l Limits) WithDefaults() Limits {
	d := DefaultLimits
	if l.Wall > 0 {
		d.Wall = l.Wall
		if l.CPU == 0 {
			d.CPU = l.Wall
		}
	}
	if l.CPU > 0 {
		d.CPU = l.CPU
	}
	if l.MemoryBytes > 0 {
		d.MemoryBytes = l.MemoryBytes
	}
	if l.FileBytes > 0 {
		d.FileBytes = l.FileBytes
	}
	if l.Processes > 0 {
		d.Processes = l.Processes
	}
	if l.OutputBytes > 0 {
		d.OutputBytes = l.OutputBytes
	}
	if l.OutputDrain > 0 {
		d.OutputDrain = l.OutputDrain
	}
	return d
}

// Isolation names how a run was contained.
type Isolation string

const (
	Bubblewrap Isolation = "bwrap"
	Namespaces Isolation = "namespaces"
	Rlimits    Isolation = "rlimits"
)

// Sandbox runs commands. It is safe for concurrent use.
type Sandbox struct {
	mode    Isolation
	bwrap   string
	cgroups string // pids cgroup directory that runs are placed under, or ""
	seq     atomic.Int64
}

// Options choose the isolation. Prefer "" picks the strongest that works.
type Options struct {
	Prefer Isolation
}

// New probes the machine once and returns a Sandbox.
func New(opt Options) *Sandbox {
	s := &Sandbox{}
	if p, err := exec.LookPath("bwrap"); err == nil && (opt.Prefer == "" || opt.Prefer == Bubblewrap) {
		if exec.Command(p, append(bwrapArgs(os.TempDir(), os.TempDir()), "--", "true")...).Run() == nil {
			s.mode, s.bwrap = Bubblewrap, p
		}
	}
	if s.mode == "" && os.Geteuid() == 0 && opt.Prefer != Rlimits {
		c := exec.Command("true")
		c.SysProcAttr = &syscall.SysProcAttr{Cloneflags: syscall.CLONE_NEWNET | syscall.CLONE_NEWPID | syscall.CLONE_NEWIPC}
		if c.Run() == nil {
			s.mode = Namespaces
		}
	}
	if s.mode == "" {
		s.mode = Rlimits
	}
	s.cgroups = pidsCgroup()
	return s
}

// Mode is the isolation every run of this sandbox uses.
func (s *Sandbox) Mode() Isolation { return s.mode }

// Describe says in words how runs are contained, for reports.
func (s *Sandbox) Describe() string {
	d := string(s.mode)
	if s.cgroups != "" {
		d += "+pids-cgroup"
	}
	return d
}

// Box is the private file area of one run: a read-only runtime directory
// (harness, plan, source) and a writable working directory. In* are the paths
// the command sees.
type Box struct {
	root             string
	HostRT, HostWork string
	InRT, InWork     string
}

// NewBox makes the directories of one run.
func (s *Sandbox) NewBox() (*Box, error) {
	root, err := os.MkdirTemp("", "unstuck-")
	if err != nil {
		return nil, err
	}
	b := &Box{root: root, HostRT: filepath.Join(root, "rt"), HostWork: filepath.Join(root, "work")}
	for _, d := range []string{b.HostRT, b.HostWork} {
		if err := os.Mkdir(d, 0o755); err != nil {
			os.RemoveAll(root)
			return nil, err
		}
	}
	if s.mode == Bubblewrap {
		b.InRT, b.InWork = "/tmp/unstuck/rt", "/tmp/unstuck/work"
	} else {
		b.InRT, b.InWork = b.HostRT, b.HostWork
	}
	return b, nil
}

// Close removes the box and everything the run left in it.
func (b *Box) Close() error { return os.RemoveAll(b.root) }

// Outcome is what one run produced.
type Outcome struct {
	Stdout, Stderr []byte // head and tail of each, OutputBytes in all, with a marker between
	StdoutTotal    int64  // bytes the command wrote to stdout
	StderrTotal    int64
	OutputLimited  bool   // the pipes were closed after OutputDrain bytes
	Result         []byte // what the command wrote to descriptor 3
	ExitCode       int    // -1 when killed by a signal
	Signal         string // the signal that ended it, if any
	TimedOut       bool
	Wall           time.Duration
	Isolation      Isolation
}

// Run executes argv in box with env as the whole environment.
func (s *Sandbox) Run(ctx context.Context, box *Box, argv, env []string, lim Limits) (*Outcome, error) {
	lim = lim.WithDefaults()
	full := argv
	attr := &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	switch s.mode {
	case Bubblewrap:
		args := append(bwrapArgs(box.HostRT, box.HostWork), "--chdir", box.InWork, "--")
		full = append(append([]string{s.bwrap}, args...), argv...)
	case Namespaces:
		attr.Cloneflags = syscall.CLONE_NEWNET | syscall.CLONE_NEWPID | syscall.CLONE_NEWIPC
	}
	// With a pids cgroup, a shell joins it and then execs the command, so
	// that no process of the run is ever outside it.
	cg := s.newCgroup(lim.Processes)
	if cg != "" {
		full = append([]string{"/bin/sh", "-c", `echo $$ > "$0" && exec "$@"`, filepath.Join(cg, "cgroup.procs")}, full...)
	}
	cmd := exec.Command(full[0], full[1:]...)
	cmd.SysProcAttr = attr
	cmd.Dir = box.HostWork
	cmd.Env = env
	// stdin stays nil: the command reads EOF from /dev/null.
	resR, resW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	cmd.ExtraFiles = []*os.File{resW}
	outR, outW, err := os.Pipe()
	if err != nil {
		resR.Close()
		resW.Close()
		return nil, err
	}
	errR, errW, err := os.Pipe()
	if err != nil {
		resR.Close()
		resW.Close()
		outR.Close()
		outW.Close()
		return nil, err
	}
	cmd.Stdout, cmd.Stderr = outW, errW

	start := time.Now()
	if err := cmd.Start(); err != nil {
		for _, f := range []*os.File{resR, resW, outR, outW, errR, errW} {
			f.Close()
		}
		killCgroup(cg)
		return nil, fmt.Errorf("start %s: %w", argv[0], err)
	}
	resW.Close()
	outW.Close()
	errW.Close()

	o := &Outcome{Isolation: s.mode}
	var drained atomic.Int64
	var wg sync.WaitGroup
	var resBuf bytes.Buffer
	outBuf, errBuf := newHeadTail(lim.OutputBytes), newHeadTail(lim.OutputBytes)
	kill := func() {
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		cmd.Process.Kill()
		killCgroup(cg)
	}
	limited := atomic.Bool{}
	pump := func(r *os.File, keep *headTail, total *int64) {
		defer wg.Done()
		defer r.Close()
		buf := make([]byte, 64<<10)
		for {
			n, err := r.Read(buf)
			if n > 0 {
				*total += int64(n)
				keep.write(buf[:n])
				if drained.Add(int64(n)) > lim.OutputDrain {
					// Closing our end makes further writes fail with EPIPE,
					// which the snippet sees as BrokenPipeError: the flood
					// ends as an ordinary exception, and coverage survives.
					limited.Store(true)
					return
				}
			}
			if err != nil {
				return
			}
		}
	}
	wg.Add(3)
	go pump(outR, outBuf, &o.StdoutTotal)
	go pump(errR, errBuf, &o.StderrTotal)
	go func() {
		defer wg.Done()
		defer resR.Close()
		io.Copy(&resBuf, io.LimitReader(resR, 64<<20))
	}()

	// Wait for the process itself, not for its pipes: a background child
	// that keeps stdout open must not hold the run until the deadline.
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	timer := time.NewTimer(lim.Wall)
	defer timer.Stop()
	var werr error
	select {
	case werr = <-done:
	case <-timer.C:
		o.TimedOut = true
		kill()
		werr = <-done
	case <-ctx.Done():
		kill()
		werr = <-done
	}
	// Whatever the command started in the background goes with it.
	syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	killCgroup(cg)
	pumped := make(chan struct{})
	go func() { wg.Wait(); close(pumped) }()
	select {
	case <-pumped:
	case <-time.After(2 * time.Second):
		// A descendant that left the process group still holds a pipe.
		outR.Close()
		errR.Close()
		resR.Close()
		<-pumped
	}
	o.Wall = time.Since(start)
	o.Stdout, o.Stderr, o.Result = outBuf.bytes(), errBuf.bytes(), resBuf.Bytes()
	o.OutputLimited = limited.Load()
	o.ExitCode = cmd.ProcessState.ExitCode()
	if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		o.Signal = ws.Signal().String()
	}
	if werr != nil {
		var ee *exec.ExitError
		if !errors.As(werr, &ee) {
			return o, werr
		}
	}
	if ctx.Err() != nil {
		return o, ctx.Err()
	}
	return o, nil
}

func bwrapArgs(hostRT, hostWork string) []string {
	return []string{
		"--unshare-all", "--die-with-parent", "--new-session", "--cap-drop", "ALL",
		"--uid", "65534", "--gid", "65534",
		"--ro-bind", "/", "/",
		"--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp", "--tmpfs", "/run",
		"--ro-bind", hostRT, "/tmp/unstuck/rt",
		"--bind", hostWork, "/tmp/unstuck/work",
	}
}

// pidsCgroup returns a writable pids cgroup directory for runs, or "".
// A fork bomb then meets pids.max however it renames its sessions.
func pidsCgroup() string {
	for _, base := range []string{"/sys/fs/cgroup/pids", "/sys/fs/cgroup"} {
		if _, err := os.Stat(filepath.Join(base, "pids.max")); err != nil && base == "/sys/fs/cgroup" {
			continue
		}
		dir := filepath.Join(base, "unstuck")
		if err := os.MkdirAll(dir, 0o755); err != nil {
			continue
		}
		if _, err := os.Stat(filepath.Join(dir, "pids.max")); err != nil {
			continue
		}
		return dir
	}
	return ""
}

func (s *Sandbox) newCgroup(max int) string {
	if s.cgroups == "" {
		return ""
	}
	dir := filepath.Join(s.cgroups, fmt.Sprintf("run-%d-%d", os.Getpid(), s.seq.Add(1)))
	if os.Mkdir(dir, 0o755) != nil {
		return ""
	}
	if os.WriteFile(filepath.Join(dir, "pids.max"), []byte(strconv.Itoa(max)), 0o644) != nil {
		os.Remove(dir)
		return ""
	}
	return dir
}

func killCgroup(dir string) {
	if dir == "" {
		return
	}
	for i := 0; i < 50; i++ {
		b, _ := os.ReadFile(filepath.Join(dir, "cgroup.procs"))
		pids := strings.Fields(string(b))
		if len(pids) == 0 {
			break
		}
		for _, p := range pids {
			if n, err := strconv.Atoi(p); err == nil {
				syscall.Kill(n, syscall.SIGKILL)
			}
		}
		time.Sleep(2 * time.Millisecond)
	}
	os.Remove(dir)
}

// headTail keeps the first and the last half of a stream: the start says
// what the program was doing, the end how it finished (a test runner's
// summary, a traceback).
type headTail struct {
	half    int
	head    []byte
	tail    []byte // ring buffer of the last half bytes
	pos     int
	dropped int64
}

func newHeadTail(n int) *headTail { return &headTail{half: n / 2} }

func (h *headTail) write(p []byte) {
	if room := h.half - len(h.head); room > 0 {
		k := min(room, len(p))
		h.head = append(h.head, p[:k]...)
		p = p[k:]
	}
	for len(p) > 0 {
		if len(h.tail) < h.half {
			k := min(h.half-len(h.tail), len(p))
			h.tail = append(h.tail, p[:k]...)
			p = p[k:]
			continue
		}
		k := min(h.half-h.pos, len(p))
		copy(h.tail[h.pos:], p[:k])
		h.dropped += int64(k)
		h.pos = (h.pos + k) % h.half
		p = p[k:]
	}
}

func (h *headTail) bytes() []byte {
	out := append([]byte{}, h.head...)
	if h.dropped > 0 {
		out = append(out, fmt.Sprintf("\n[... %d bytes not kept ...]\n", h.dropped)...)
	}
	out = append(out, h.tail[h.pos:]...)
	return append(out, h.tail[:h.pos]...)
}
