// Package sandbox is the execution phase's containment: it runs one untrusted
// command with a private working directory, no network, its own process
// group (and pid namespace where possible), wall-clock, CPU, memory, disk,
// process and output limits, a scrubbed environment and stdin at EOF.
//
// Isolation is chosen once per Sandbox. The default is bubblewrap, which
// shows the command only the system directories and the interpreter's own
// (read-only) and a size-capped /tmp, as nobody in a user namespace; New
// fails when bubblewrap does not work, unless the caller chose a weaker
// level (namespaces set up by Go, root only; or rlimits alone), so that a
// weaker isolation is never used in silence. README.md ("Sandbox") lists
// what each level promises; sandbox_test.go tries to break each promise.
package sandbox

import (
	"bytes"
	"context"
	"crypto/rand"
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
	DiskBytes   int64         `json:"disk_bytes"`   // all the run may write (bwrap: size of its tmpfs)
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
	DiskBytes:   256 << 20,
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
	if l.DiskBytes > 0 {
		d.DiskBytes = l.DiskBytes
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

// Nobody is the uid and gid runs have: inside bubblewrap's user namespace,
// and on the host at the weaker levels when unstuck runs as root.
const Nobody = 65534

// Sandbox runs commands. It is safe for concurrent use.
type Sandbox struct {
	mode     Isolation
	bwrap    string              // absolute path of bwrap
	cred     *syscall.Credential // namespaces/rlimits as root: runs become nobody
	cgroups  string              // pids cgroup directory that runs are placed under, or ""
	memory   string              // memory cgroup (v1) directory that runs are placed under, or ""
	memory2  bool                // cgroup v2: each run's cgroup (under cgroups) also gets memory.max
	nproc    bool                // RLIMIT_NPROC binds the runs (not root, no CAP_SYS_RESOURCE)
	seccomp  []byte              // bwrap: the filter every run gets (SeccompFilter)
	noUserns bool                // bwrap: --disable-userns is known
	setpriv  string              // bwrap as root, namespaces: the runs drop to nobody through it
	unshare  string              // namespaces: util-linux unshare
	seq      atomic.Int64
}

// Options choose the isolation.
type Options struct {
	// Prefer "" asks for the default, bubblewrap, and New fails without
	// it; a weaker level is used only when named here.
	Prefer Isolation
}

// ErrUnavailable is wrapped by New's error when the asked isolation does
// not work on this machine.
var ErrUnavailable = errors.New("isolation not available")

// New probes the machine once and returns a Sandbox at the level asked (by
// default bubblewrap), or an error saying what is missing and how to get
// it. It also removes what runs of dead unstuck processes left behind.
func New(opt Options) (*Sandbox, error) {
	sweep()
	closeInherited()
	s := &Sandbox{mode: opt.Prefer}
	switch opt.Prefer {
	case "", Bubblewrap:
		s.mode = Bubblewrap
		var err error
		if s.seccomp, err = SeccompFilter(); err != nil {
			return nil, fmt.Errorf("%w: bubblewrap: %v", ErrUnavailable, err)
		}
		// Root's bubblewrap would map the run's uid to host root, which
		// the kernel lets write /proc/sys among others. As root, bwrap
		// makes the namespaces and mounts without a user namespace and
		// the run becomes nobody on the host (setpriv) before the command
		// starts; it can then still bind an interpreter that only root can
		// reach (a pyenv under /root). probeBwrap finds setpriv.
		if err := s.probeBwrap(); err != nil {
			return nil, fmt.Errorf("%w: bubblewrap, the default isolation, does not work here: %v\n"+
				"  install it (apt-get install bubblewrap, or scripts/setup.sh), or choose a weaker level with\n"+
				"  --isolation namespaces (root only) or --isolation rlimits; README.md (Sandbox) says what each does not promise",
				ErrUnavailable, err)
		}
	case Namespaces:
		if os.Geteuid() != 0 {
			return nil, fmt.Errorf("%w: isolation namespaces needs root (it sets up namespaces without a user namespace); use bwrap", ErrUnavailable)
		}
		s.cred = nobody()
		// util-linux's unshare makes the namespaces, a mount namespace
		// with a /proc of the run's own pid namespace among them (so that
		// other processes' command lines are not visible), and setpriv
		// makes the run nobody.
		for _, t := range []struct {
			name string
			to   *string
		}{{"unshare", &s.unshare}, {"setpriv", &s.setpriv}} {
			p, err := exec.LookPath(t.name)
			if err != nil {
				return nil, fmt.Errorf("%w: isolation namespaces needs %s (util-linux)", ErrUnavailable, t.name)
			}
			if *t.to, err = filepath.Abs(p); err != nil {
				return nil, err
			}
		}
		var stderr bytes.Buffer
		c := exec.Command(s.unshare, s.nsWrap([]string{"/bin/true"})[1:]...)
		c.Stderr = &stderr
		if err := c.Run(); err != nil {
			return nil, fmt.Errorf("%w: isolation namespaces: cannot create the namespaces: %v: %s", ErrUnavailable, err, strings.TrimSpace(stderr.String()))
		}
	case Rlimits:
		if os.Geteuid() == 0 {
			s.cred = nobody()
		}
	default:
		return nil, fmt.Errorf("unknown isolation %q (bwrap, namespaces or rlimits)", opt.Prefer)
	}
	s.nproc = !(s.mode == Bubblewrap && os.Getuid() == 0) && (s.cred != nil || !hasCap(capSysResource) && !hasCap(capSysAdmin))
	s.cgroups = s.pidsCgroup()
	s.memory = s.memoryCgroup()
	if s.memory == "" {
		s.memory2 = s.memoryCgroup2()
	}
	if s.mode == Bubblewrap && !s.MemoryLimited() {
		var err error
		if s.seccomp, err = s.Filter(); err != nil {
			return nil, fmt.Errorf("%w: bubblewrap: %v", ErrUnavailable, err)
		}
	}
	return s, nil
}

// nsWrap is argv run at the namespaces level: new network, pid, ipc, uts
// and mount namespaces with a /proc of their own, as nobody.
func (s *Sandbox) nsWrap(argv []string) []string {
	n := strconv.Itoa(Nobody)
	return append([]string{s.unshare, "--net", "--pid", "--ipc", "--uts", "--mount", "--mount-proc", "--fork", "--kill-child",
		"--", s.setpriv, "--reuid=" + n, "--regid=" + n, "--clear-groups", "--inh-caps=-all", "--"}, argv...)
}

func nobody() *syscall.Credential {
	return &syscall.Credential{Uid: Nobody, Gid: Nobody, Groups: []uint32{}}
}

// probeBwrap finds bwrap on PATH and runs /bin/true under the arguments
// of a real run, so that a bwrap too old for them or a kernel without
// unprivileged user namespaces is found here, not on the first snippet.
func (s *Sandbox) probeBwrap() error {
	p, err := exec.LookPath("bwrap")
	if err != nil {
		return fmt.Errorf("bwrap is not on PATH")
	}
	if p, err = filepath.Abs(p); err != nil {
		return err
	}
	s.bwrap = p
	if os.Geteuid() == 0 {
		sp, err := exec.LookPath("setpriv")
		if err != nil {
			return fmt.Errorf("bubblewrap as root needs setpriv (util-linux) to run snippets as nobody")
		}
		if s.setpriv, err = filepath.Abs(sp); err != nil {
			return err
		}
	}
	help, _ := exec.Command(p, "--help").CombinedOutput()
	s.noUserns = bytes.Contains(help, []byte("--disable-userns"))
	box, err := s.NewBox()
	if err != nil {
		return err
	}
	defer box.Close()
	var stderr bytes.Buffer
	c := exec.Command(p, append(s.bwrapArgs(box, nil, nil, DefaultLimits.DiskBytes), s.inner(box, "/bin/true")...)...)
	c.Stderr = &stderr
	filter, err := s.seccompPipe()
	if err != nil {
		return err
	}
	defer filter.Close()
	c.ExtraFiles = make([]*os.File, seccompFD-2)
	c.ExtraFiles[seccompFD-3] = filter
	if err := c.Run(); err != nil {
		return fmt.Errorf("%s: %v: %s", p, err, strings.TrimSpace(stderr.String()))
	}
	return nil
}

// Mode is the isolation every run of this sandbox uses.
func (s *Sandbox) Mode() Isolation { return s.mode }

// Describe says in words how runs are contained, for reports: the level,
// then each process limit that really applies.
func (s *Sandbox) Describe() string {
	d := string(s.mode)
	if s.cgroups != "" {
		d += "+pids-cgroup"
	}
	if s.memory != "" {
		d += "+memory-cgroup"
	} else if s.memory2 {
		d += "+memory-cgroup2"
	} else {
		d += "+memory-watch"
	}
	if s.nproc {
		d += "+nproc-rlimit"
	}
	return d
}

// ProcessLimited reports whether the number of processes of a run is
// bounded (by a pids cgroup or RLIMIT_NPROC).
func (s *Sandbox) ProcessLimited() bool { return s.cgroups != "" || s.nproc }

// Filters reports whether the sandbox itself puts the seccomp filter on
// every run (bwrap); at the weaker levels the harness does (execute).
func (s *Sandbox) Filters() bool { return s.mode == Bubblewrap }

// CgroupLimited reports whether each run's processes are bounded by a
// pids cgroup of its own.
func (s *Sandbox) CgroupLimited() bool { return s.cgroups != "" }

// MemoryLimited reports whether all a run's processes together are bounded
// by a memory cgroup of its own (else RLIMIT_AS bounds each process alone:
// a run of n processes may hold n times the limit, and memory no process
// maps, such as a memfd's pages, is not counted at all).
func (s *Sandbox) MemoryLimited() bool { return s.memory != "" || s.memory2 }

// DiskLimited reports whether all a run writes is bounded (not only each
// file).
func (s *Sandbox) DiskLimited() bool { return s.mode == Bubblewrap }

// Box is the private file area of one run: a read-only runtime directory
// (harness, plan, source) and a working directory. In* are the paths the
// command sees. Under bubblewrap the working directory lives in the run's
// size-capped tmpfs: what the caller puts in HostWork is copied there
// before the command starts.
type Box struct {
	root             string
	HostRT, HostWork string
	InRT, InWork     string
	inSeed           string // bwrap: where HostWork is seen, read-only
	// ControlFD and ResultFD are the descriptor numbers the command finds
	// the control pipe and the result pipe on (RunCmd); they vary from run
	// to run. Run uses descriptor 3 for the result and no control pipe.
	ControlFD, ResultFD int
}

// InSeed is where the command sees HostWork itself, read-only (bwrap: a
// live view, so files put there after the start are seen; "" at the
// other levels).
func (b *Box) InSeed() string { return b.inSeed }

// workPrefix names the work directories of runs. The owner's pid is in
// the file "owner" inside, so that the next start can remove those of a
// process that is gone, while the run's own mount table (which shows the
// directory's host path) does not tell it.
const workPrefix = "unstuck-box-"

// seccompFD is the descriptor bwrap reads the filter from; above the
// range of the control and result descriptors.
const seccompFD = 80

// NewBox makes the directories of one run.
func (s *Sandbox) NewBox() (*Box, error) {
	root, err := os.MkdirTemp("", workPrefix)
	if err != nil {
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(root, "owner"), []byte(strconv.Itoa(os.Getpid())), 0o600); err != nil {
		os.RemoveAll(root)
		return nil, err
	}
	b := &Box{root: root, HostRT: filepath.Join(root, "rt"), HostWork: filepath.Join(root, "work")}
	for _, d := range []string{b.HostRT, b.HostWork} {
		if err := os.Mkdir(d, 0o755); err != nil {
			os.RemoveAll(root)
			return nil, err
		}
	}
	switch {
	case s.mode == Bubblewrap:
		b.InRT, b.InWork, b.inSeed = "/tmp/unstuck/rt", "/tmp/unstuck/work", "/tmp/unstuck/seed"
		// Names for the ids the sandbox has, instead of the host's list of users.
		err = firstErr(
			os.WriteFile(filepath.Join(root, "passwd"), []byte("root:x:0:0:root:/root:/usr/sbin/nologin\nnobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin\n"), 0o644),
			os.WriteFile(filepath.Join(root, "group"), []byte("root:x:0:\nnogroup:x:65534:\n"), 0o644))
	case s.cred != nil:
		// The run is nobody on the host: it may write its working
		// directory and nothing else of the box.
		b.InRT, b.InWork = b.HostRT, b.HostWork
		err = firstErr(os.Chmod(root, 0o755), os.Chown(b.HostWork, Nobody, Nobody))
	default:
		b.InRT, b.InWork = b.HostRT, b.HostWork
	}
	if err != nil {
		os.RemoveAll(root)
		return nil, err
	}
	// Two distinct descriptor numbers in [10, 74).
	var r [2]byte
	rand.Read(r[:])
	b.ControlFD = 10 + int(r[0])%32
	b.ResultFD = 42 + int(r[1])%32
	return b, nil
}

// seccompPipe returns a pipe holding the filter, for bwrap to read.
func (s *Sandbox) seccompPipe() (*os.File, error) {
	r, w, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	defer w.Close()
	// A few hundred bytes: the pipe's buffer holds them all.
	if _, err := w.Write(s.seccomp); err != nil {
		r.Close()
		return nil, err
	}
	return r, nil
}

// Close removes the box and everything the run left in it.
func (b *Box) Close() error {
	if os.RemoveAll(b.root) == nil {
		return nil
	}
	// The run may have made directories its owner cannot list.
	filepath.Walk(b.root, func(p string, fi os.FileInfo, err error) error {
		if err == nil && fi.IsDir() {
			os.Chmod(p, 0o755)
		}
		return nil
	})
	return os.RemoveAll(b.root)
}

// Cmd is one command to run in a box.
type Cmd struct {
	Argv []string
	Env  []string // the whole environment
	// ReadOnly are host paths the command needs beyond the system
	// directories (the interpreter's prefix, packages the user named);
	// bubblewrap binds them read-only at the same place.
	ReadOnly []string
	// ReadWrite are host directories the command may write (bound at the
	// same place under bubblewrap): a package install's staging directory.
	// Under bubblewrap nothing else of the host is writable.
	ReadWrite []string
	// Control is written to the box's ControlFD before the command starts.
	Control []byte
	Limits  Limits
	// Stdin, when set, is the command's standard input (else it reads
	// EOF): requests to a server that runs for many of them. A file (a
	// pipe's read end), so that the run ends with its process, not with
	// the writer.
	Stdin *os.File
	// Result, when set, also gets what the command writes to the result
	// descriptor, as it comes (Outcome.Result still holds it all).
	Result io.Writer
}

// Outcome is what one run produced.
type Outcome struct {
	Stdout, Stderr []byte // head and tail of each, OutputBytes in all, with a marker between
	StdoutTotal    int64  // bytes the command wrote to stdout
	StderrTotal    int64
	OutputLimited  bool   // the pipes were closed after OutputDrain bytes
	Result         []byte // what the command wrote to the box's ResultFD
	ExitCode       int    // -1 when killed by a signal
	Signal         string // the signal that ended it, if any
	TimedOut       bool
	MemoryKilled   bool // all the run's processes together passed its memory and disk: the memory cgroup's OOM killer or the memory watch killed
	Wall           time.Duration
	Isolation      Isolation

	// CPU is the user and system time of the command and of the
	// descendants it waited for. Under bubblewrap that is little more than
	// bubblewrap's own: the sandboxed processes are reaped inside its pid
	// namespace (the Python harness reports their time itself).
	CPU time.Duration
}

// Run executes argv in box with env as the whole environment; the result
// is what the command writes to descriptor 3. Prefer RunCmd, whose result
// descriptor and control pipe vary from run to run.
func (s *Sandbox) Run(ctx context.Context, box *Box, argv, env []string, lim Limits) (*Outcome, error) {
	return s.RunReadOnly(ctx, box, argv, env, nil, lim)
}

// RunReadOnly is Run with host paths bound read-only besides the system
// directories (Python.Paths, for an interpreter that lives elsewhere).
func (s *Sandbox) RunReadOnly(ctx context.Context, box *Box, argv, env, readOnly []string, lim Limits) (*Outcome, error) {
	box.ControlFD, box.ResultFD = 0, 3
	return s.RunCmd(ctx, box, Cmd{Argv: argv, Env: env, ReadOnly: readOnly, Limits: lim})
}

// RunCmd executes c in box.
func (s *Sandbox) RunCmd(ctx context.Context, box *Box, c Cmd) (*Outcome, error) {
	lim := c.Limits.WithDefaults()
	argv := c.Argv
	full := argv
	attr := &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL, Credential: s.cred}
	switch s.mode {
	case Bubblewrap:
		// The working directory is in the run's tmpfs: the files the
		// caller put in HostWork are copied there first.
		args := append(s.bwrapArgs(box, c.ReadOnly, c.ReadWrite, lim.DiskBytes), s.inner(box)...)
		full = append(append([]string{s.bwrap}, args...), argv...)
	case Namespaces:
		attr.Credential = nil // unshare needs root; setpriv drops it
		full = s.nsWrap(argv)
	}
	if s.cred != nil {
		// Whatever the caller made in the working directory is the run's.
		filepath.Walk(box.HostWork, func(p string, _ os.FileInfo, err error) error {
			if err == nil {
				os.Lchown(p, Nobody, Nobody)
			}
			return nil
		})
	}
	// With a pids cgroup, a shell joins it and then execs the command, so
	// that no process of the run is ever outside it.
	cg := s.newCgroup(lim.Processes)
	if cg != "" {
		full = append([]string{"/bin/sh", "-c", `echo $$ > "$0" && exec "$@"`, filepath.Join(cg, "cgroup.procs")}, full...)
	}
	// The memory cgroup, joined the same way: the run's memory and what it
	// writes to its tmpfs (charged to it) bound together.
	mcg := s.newMemoryCgroup(lim.MemoryBytes + lim.DiskBytes)
	if mcg != "" {
		full = append([]string{"/bin/sh", "-c", `echo $$ > "$0" && exec "$@"`, filepath.Join(mcg, "cgroup.procs")}, full...)
	}
	defer killCgroup(mcg)
	// cgroup v2: the run's one cgroup bounds its memory too.
	mem2 := s.memory2 && cg != "" && setMemory2(cg, lim.MemoryBytes+lim.DiskBytes) == nil
	if mcg == "" && !mem2 {
		// Without a memory cgroup, the watch counts the sockets a run
		// holds, not those in flight (sent over a Unix socket, closed):
		// the kernel lets a user have RLIMIT_NOFILE of those in flight,
		// each holding its queue. 1024 (the usual soft limit, here hard
		// too) bounds what the watch cannot see to about 400 MiB (254 MiB
		// measured with 64 KB datagrams).
		// (Never above this process's own hard limit, which ulimit could
		// not raise.)
		n := uint64(watchFiles)
		var rl syscall.Rlimit
		if syscall.Getrlimit(syscall.RLIMIT_NOFILE, &rl) == nil && rl.Max < n {
			n = rl.Max
		}
		full = append([]string{"/bin/sh", "-c", `ulimit -n ` + strconv.FormatUint(n, 10) + ` && exec "$@"`, "sh"}, full...)
	}
	cmd := exec.Command(full[0], full[1:]...)
	cmd.SysProcAttr = attr
	cmd.Dir = box.HostWork
	cmd.Env = c.Env
	// Without c.Stdin, stdin stays nil: the command reads EOF from /dev/null.
	if c.Stdin != nil {
		cmd.Stdin = c.Stdin
	}
	var closers []*os.File
	closeAll := func() {
		for _, f := range closers {
			f.Close()
		}
	}
	pipe := func() (r, w *os.File, err error) {
		if r, w, err = os.Pipe(); err == nil {
			closers = append(closers, r, w)
		}
		return
	}
	resR, resW, err1 := pipe()
	ctlR, ctlW, err2 := pipe()
	outR, outW, err3 := pipe()
	errR, errW, err4 := pipe()
	if err := firstErr(err1, err2, err3, err4); err != nil {
		closeAll()
		return nil, err
	}
	// When unstuck is root the run is nobody on the host: the result pipe
	// is made its own, so that a runtime that reopens it through
	// /proc/self/fd/N (the JVM) may. The control pipe stays root's.
	if os.Geteuid() == 0 {
		if err := resW.Chown(Nobody, Nobody); err != nil {
			closeAll()
			return nil, err
		}
	}
	// The control message fits the pipe's buffer; it is written before the
	// start so that the harness never waits for it.
	if len(c.Control) > 0 {
		if _, err := ctlW.Write(c.Control); err != nil {
			closeAll()
			return nil, err
		}
	}
	ctlW.Close()
	if box.ResultFD < 3 || box.ControlFD == box.ResultFD || box.ControlFD != 0 && box.ControlFD < 3 {
		closeAll()
		return nil, fmt.Errorf("sandbox: bad descriptors %d, %d", box.ControlFD, box.ResultFD)
	}
	extra := make([]*os.File, max(box.ControlFD, box.ResultFD)-2)
	extra[box.ResultFD-3] = resW
	if box.ControlFD != 0 {
		extra[box.ControlFD-3] = ctlR
	}
	if s.mode == Bubblewrap {
		filter, err := s.seccompPipe()
		if err != nil {
			closeAll()
			return nil, err
		}
		closers = append(closers, filter)
		extra = append(extra, make([]*os.File, seccompFD-2-len(extra))...)
		extra[seccompFD-3] = filter
	}
	cmd.ExtraFiles = extra
	cmd.Stdout, cmd.Stderr = outW, errW

	start := time.Now()
	if err := cmd.Start(); err != nil {
		closeAll()
		killCgroup(cg)
		return nil, fmt.Errorf("start %s: %w", argv[0], err)
	}
	resW.Close()
	ctlR.Close()
	outW.Close()
	errW.Close()
	if s.mode == Bubblewrap {
		extra[seccompFD-3].Close()
	}

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
	// Without a memory cgroup, the run's processes are sampled instead.
	var watchLimit int64
	if mcg == "" && !mem2 {
		watchLimit = lim.MemoryBytes + lim.DiskBytes
	}
	watch := watchMemory(cmd.Process.Pid, watchLimit, kill)
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
		var w io.Writer = &resBuf
		if c.Result != nil {
			w = io.MultiWriter(&resBuf, c.Result)
		}
		io.Copy(w, io.LimitReader(resR, 64<<20))
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
	oom2 := mem2 && oomKills2(cg) > 0
	killCgroup(cg)
	o.MemoryKilled = watch.stop() || oomKills(mcg) > 0 || oom2
	killCgroup(mcg)
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
	o.CPU = cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		o.Signal = ws.Signal().String()
	} else if s.mode == Bubblewrap && o.ExitCode > 128 && o.ExitCode < 128+65 {
		// bwrap exits with 128+n when the command died of signal n.
		o.Signal = syscall.Signal(o.ExitCode - 128).String()
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

// etcEntries are what Python and common libraries read under /etc: the
// dynamic loader's cache, time zone, certificates, name service and MIME
// tables, per-library configuration. Users, groups and secrets are not
// among them.
var etcEntries = []string{
	"ld.so.cache", "ld.so.conf", "ld.so.conf.d", "localtime", "timezone",
	"ssl/certs", "ssl/openssl.cnf", "ca-certificates", "ca-certificates.conf", "pki/tls/certs",
	"nsswitch.conf", "hosts", "host.conf", "gai.conf", "protocols", "services",
	"mime.types", "magic", "magic.mime", "matplotlibrc", "alternatives", "fonts",
	"os-release", "debian_version",
}

// bwrapArgs builds the bubblewrap command line of one run: a read-only
// root made of the system directories, the interpreter's own (ro), a
// private /proc and a minimal /dev, and one tmpfs of disk bytes holding
// /tmp, the working directory and /dev/shm, so that all the run may write
// is bounded by one number.
func (s *Sandbox) bwrapArgs(box *Box, ro, rw []string, disk int64) []string {
	a := []string{"--die-with-parent", "--new-session", "--seccomp", strconv.Itoa(seccompFD)}
	if s.setpriv != "" {
		// Root: no user namespace, whose only id would be host root;
		// setpriv (asNobody) keeps just what it needs to become nobody.
		a = append(a, "--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts", "--unshare-cgroup-try",
			"--cap-drop", "ALL", "--cap-add", "CAP_SETUID", "--cap-add", "CAP_SETGID")
	} else {
		a = append(a, "--unshare-all", "--cap-drop", "ALL",
			"--unshare-user", "--uid", strconv.Itoa(Nobody), "--gid", strconv.Itoa(Nobody))
		if s.noUserns {
			a = append(a, "--disable-userns")
		}
	}
	a = append(a, "--ro-bind", "/usr", "/usr")
	for _, d := range []string{"/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"} {
		fi, err := os.Lstat(d)
		switch {
		case err != nil:
		case fi.Mode()&os.ModeSymlink != 0:
			if t, err := os.Readlink(d); err == nil {
				a = append(a, "--symlink", t, d)
			}
		case fi.IsDir():
			a = append(a, "--ro-bind", d, d)
		}
	}
	// Directories bwrap makes on the way get the host's mode or 0700:
	// when the run is nobody and they belong to root, it could not enter.
	a = append(a, "--perms", "0755", "--dir", "/etc")
	for _, e := range etcEntries {
		if d := filepath.Dir(e); d != "." {
			a = append(a, "--perms", "0755", "--dir", "/etc/"+d)
		}
		a = append(a, "--ro-bind-try", "/etc/"+e, "/etc/"+e)
	}
	if m, _ := filepath.Glob("/etc/python3*"); len(m) > 0 {
		for _, p := range m {
			a = append(a, "--ro-bind", p, p)
		}
	}
	// As root, bwrap's tmpfs and directories belong to root while the run
	// is nobody: they are open to all (only the run sees them).
	open, work := "0755", "0755"
	if s.setpriv != "" {
		open, work = "1777", "0777"
	}
	a = append(a,
		"--ro-bind", filepath.Join(box.root, "passwd"), "/etc/passwd",
		"--ro-bind", filepath.Join(box.root, "group"), "/etc/group",
		"--proc", "/proc",
		// The keyrings the kernel would list are the host's.
		"--ro-bind-try", "/dev/null", "/proc/keys", "--ro-bind-try", "/dev/null", "/proc/key-users",
		"--perms", open, "--size", strconv.FormatInt(disk, 10), "--tmpfs", "/tmp",
		"--perms", open, "--dir", "/tmp/.shm",
		"--perms", "0755", "--dir", "/dev")
	for _, d := range []string{"null", "zero", "full", "random", "urandom", "tty"} {
		a = append(a, "--dev-bind-try", "/dev/"+d, "/dev/"+d)
	}
	a = append(a,
		"--symlink", "/proc/self/fd", "/dev/fd", "--symlink", "/proc/self/fd/0", "/dev/stdin",
		"--symlink", "/proc/self/fd/1", "/dev/stdout", "--symlink", "/proc/self/fd/2", "/dev/stderr",
		"--symlink", "/tmp/.shm", "/dev/shm",
		"--perms", "0755", "--dir", filepath.Dir(box.InRT),
		"--ro-bind", box.HostRT, box.InRT,
		"--ro-bind", box.HostWork, box.inSeed,
		"--perms", work, "--dir", box.InWork)
	made := map[string]bool{}
	for i, p := range append(append([]string{}, ro...), rw...) {
		// bwrap gives the directories it makes on the way the mode of the
		// host's (/root: 0700), which nobody could not pass.
		var up []string
		for d := filepath.Dir(p); d != "/" && d != "/tmp" && !systemDir(d); d = filepath.Dir(d) {
			up = append(up, d)
		}
		for i := len(up) - 1; i >= 0; i-- {
			if !made[up[i]] {
				made[up[i]] = true
				a = append(a, "--perms", "0755", "--dir", up[i])
			}
		}
		if i < len(ro) {
			a = append(a, "--ro-bind", p, p)
		} else {
			a = append(a, "--bind", p, p)
		}
	}
	return append(a, "--remount-ro", "/", "--chdir", box.InWork)
}

// systemDir reports whether d is at or under a directory every run binds
// or makes (where bwrap must not make directories of its own).
func systemDir(d string) bool {
	for _, s := range []string{"/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc", "/proc", "/dev"} {
		if d == s || strings.HasPrefix(d, s+"/") {
			return true
		}
	}
	return false
}

// inner is what bwrap runs: a shell that copies the files of the box's
// working directory into the run's tmpfs, then execs the command (the
// caller appends it). When bwrap runs as root, the shell also gives the
// writable places to nobody and then becomes nobody on the host through
// setpriv, which drops the capabilities bwrap left for these steps, before
// anything of the run starts.
func (s *Sandbox) inner(box *Box, argv ...string) []string {
	if s.setpriv == "" {
		return append([]string{"--", "/bin/sh", "-c", `cp -pR "$0"/. . && exec "$@"`, box.inSeed}, argv...)
	}
	// cp without -p: the working directory is root's (mode 0777), and
	// nobody may not set its times.
	n := strconv.Itoa(Nobody)
	return append([]string{"--", s.setpriv, "--reuid=" + n, "--regid=" + n, "--clear-groups", "--inh-caps=-all", "--",
		"/bin/sh", "-c", `cp -R "$0"/. . && exec "$@"`, box.inSeed}, argv...)
}

// pidsCgroup returns a pids cgroup directory for runs, or "" when runs
// cannot be placed in one. It is checked the way runs use it: a child
// cgroup is made, pids.max written, and a process with the runs'
// credentials joins it.
func (s *Sandbox) pidsCgroup() string {
	for _, base := range []string{"/sys/fs/cgroup/pids", "/sys/fs/cgroup"} {
		// cgroup v1's pids hierarchy must be there: on cgroup v2, MkdirAll
		// would make cgroups named pids/unstuck in the one hierarchy.
		if _, err := os.Stat(filepath.Join(base, "cgroup.procs")); err != nil && base == "/sys/fs/cgroup/pids" {
			continue
		}
		if _, err := os.Stat(filepath.Join(base, "pids.max")); err != nil && base == "/sys/fs/cgroup" {
			if _, err := os.Stat(filepath.Join(base, "cgroup.subtree_control")); err != nil {
				continue
			}
		}
		dir := filepath.Join(base, "unstuck")
		if err := os.MkdirAll(dir, 0o755); err != nil {
			continue
		}
		// cgroup v2: the runs' cgroups get the pids controller.
		// The memory controller too, each alone: a host may offer one.
		for _, c := range []string{"+pids", "+memory"} {
			os.WriteFile(filepath.Join(filepath.Dir(dir), "cgroup.subtree_control"), []byte(c), 0o644)
			os.WriteFile(filepath.Join(dir, "cgroup.subtree_control"), []byte(c), 0o644)
		}
		s.cgroups = dir
		cg := s.newCgroup(1)
		if cg == "" {
			s.cgroups = ""
			continue
		}
		c := exec.Command("/bin/sh", "-c", `echo $$ > "$0" && exec /bin/true`, filepath.Join(cg, "cgroup.procs"))
		c.SysProcAttr = &syscall.SysProcAttr{Credential: s.cred}
		err := c.Run()
		killCgroup(cg)
		if err == nil {
			return dir
		}
		s.cgroups = ""
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
	if b, err := os.ReadFile(filepath.Join(dir, "pids.max")); err != nil || strings.TrimSpace(string(b)) != strconv.Itoa(max) {
		os.Remove(dir)
		return ""
	}
	if s.cred != nil && os.Chown(filepath.Join(dir, "cgroup.procs"), int(s.cred.Uid), int(s.cred.Gid)) != nil {
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
	// Killed tasks leave the list before the cgroup lets go of them: rmdir
	// fails with EBUSY for a moment. Retry, then in the background.
	for i := 0; i < 10; i++ {
		if err := os.Remove(dir); err == nil || os.IsNotExist(err) {
			return
		}
		time.Sleep(2 * time.Millisecond)
	}
	go func() {
		for i := 0; i < 100; i++ {
			time.Sleep(50 * time.Millisecond)
			if err := os.Remove(dir); err == nil || os.IsNotExist(err) {
				return
			}
		}
	}()
}

// sweep removes the work and cgroup directories of unstuck processes that
// are gone (killed before they could clean up); their names carry the
// owner's pid.
func sweep() {
	if ents, err := os.ReadDir(os.TempDir()); err == nil {
		for _, e := range ents {
			if !strings.HasPrefix(e.Name(), workPrefix) {
				continue
			}
			pid, err := os.ReadFile(filepath.Join(os.TempDir(), e.Name(), "owner"))
			if err == nil && gone(string(pid)) {
				b := &Box{root: filepath.Join(os.TempDir(), e.Name())}
				b.Close()
			}
		}
	}
	for _, base := range []string{"/sys/fs/cgroup/pids/unstuck", "/sys/fs/cgroup/unstuck", memoryBase} {
		ents, _ := os.ReadDir(base)
		for _, e := range ents {
			rest, ok := strings.CutPrefix(e.Name(), "run-")
			if !ok || !e.IsDir() {
				continue
			}
			pid, _, _ := strings.Cut(rest, "-")
			if gone(pid) {
				killCgroup(filepath.Join(base, e.Name()))
			}
		}
	}
}

// closeInherited marks the descriptors this process inherited without
// close-on-exec (beyond stdin, stdout and stderr) so that runs do not get
// them: Go passes a child only what it names, but what the parent of
// unstuck left open stays open across exec.
func closeInherited() {
	ents, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		return
	}
	for _, e := range ents {
		if fd, err := strconv.Atoi(e.Name()); err == nil && fd > 2 {
			syscall.CloseOnExec(fd)
		}
	}
}

// gone reports whether the process pid no longer exists.
func gone(pid string) bool {
	n, err := strconv.Atoi(pid)
	if err != nil || n <= 0 || n == os.Getpid() {
		return false
	}
	return syscall.Kill(n, 0) == syscall.ESRCH
}

const (
	capSysAdmin    = 21
	capSysResource = 24
)

// hasCap reports whether this process has capability c in effect; RLIMIT_NPROC
// does not bind a process with CAP_SYS_RESOURCE or CAP_SYS_ADMIN.
func hasCap(c uint) bool {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return os.Geteuid() == 0
	}
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, "CapEff:"); ok {
			n, err := strconv.ParseUint(strings.TrimSpace(v), 16, 64)
			return err != nil || n&(1<<c) != 0
		}
	}
	return os.Geteuid() == 0
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

func firstErr(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}
