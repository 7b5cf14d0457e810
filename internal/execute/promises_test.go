package execute

import (
	"context"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"unstuck/internal/sandbox"
)

// The promises of each isolation level (README, Sandbox), each tried by a
// snippet that attacks it, at every level this machine offers, as the user
// running the test and, when that is root, again as an unprivileged user
// (the test binary re-executes itself under setpriv, as a uid of its own).

// promise is one line of the README's table.
type promise struct {
	name string
	// held says whether the level promises it; root: the test runs as root.
	held  func(level sandbox.Isolation, root bool) bool
	src   func(env *attackEnv) string
	check func(t *testing.T, env *attackEnv, r *Result)
	// mode, when set, is the run's own (a limit tighter than the level's).
	mode *Mode
}

// attackEnv is what the attacks aim at: files and a listener of the
// invoking user's.
type attackEnv struct {
	secretFile, secret string // a file of the invoking user's, and its content
	escape             []string
	port               int
	token              string // on the command line of a host process (sleep)
	accepted           *int
	unixPath           string // a Unix socket of the invoking user's
	unixAbstract       string // an abstract Unix socket (no path: the network namespace guards it)
	unixAccepted       *int
	processes          int    // the level's process limit
	level              string // the level, in the tokens of the processes a run leaves behind
	memoryLimited      bool   // the level's runs have a memory cgroup (sandbox.MemoryLimited)
	mu                 sync.Mutex
}

const promiseChildEnv = "UNSTUCK_PROMISES_SECRET_FILE"

func bwrapOnly(l sandbox.Isolation, root bool) bool { return l == sandbox.Bubblewrap }
func always(l sandbox.Isolation, root bool) bool    { return true }

// asNobody: the weaker levels run snippets as nobody when unstuck is root.
func asNobody(l sandbox.Isolation, root bool) bool { return l == sandbox.Bubblewrap || root }

var promises = []promise{
	{"cannot read /etc/shadow", asNobody,
		func(*attackEnv) string { return "print(open('/etc/shadow').read())\n" },
		func(t *testing.T, _ *attackEnv, r *Result) {
			if r.Error == nil || strings.Contains(r.Stdout, "root:") {
				t.Errorf("/etc/shadow read: %q", r.Stdout)
			}
		}, nil},
	{"cannot read a file of the invoking user's", func(l sandbox.Isolation, root bool) bool {
		return l == sandbox.Bubblewrap || root && os.Getenv(promiseChildEnv) == ""
	},
		func(e *attackEnv) string { return fmt.Sprintf("print(open(%q).read())\n", e.secretFile) },
		func(t *testing.T, e *attackEnv, r *Result) {
			if r.Error == nil || strings.Contains(r.Stdout, e.secret) {
				t.Errorf("user's file read: %q", r.Stdout)
			}
		}, nil},
	{"cannot list /root", asNobody,
		func(*attackEnv) string { return "import os\nprint(os.listdir('/root'))\n" },
		func(t *testing.T, _ *attackEnv, r *Result) {
			if r.Error == nil {
				t.Errorf("/root listed: %q", r.Stdout)
			}
		}, nil},
	{"cannot write outside the working directory", bwrapOnly,
		func(e *attackEnv) string {
			var b strings.Builder
			b.WriteString("import os\nfor p in [")
			for _, p := range e.escape {
				fmt.Fprintf(&b, "%q, ", p)
			}
			b.WriteString("]:\n    try:\n        open(p, 'w').write('x')\n    except OSError as e:\n        print(p, e)\n")
			return b.String()
		},
		func(t *testing.T, e *attackEnv, r *Result) {
			for _, p := range e.escape {
				if _, err := os.Stat(p); err == nil {
					os.Remove(p)
					t.Errorf("snippet wrote %s on the host", p)
				}
			}
		}, nil},
	{"cannot reach a loopback listener", func(l sandbox.Isolation, root bool) bool { return l != sandbox.Rlimits },
		func(e *attackEnv) string {
			return fmt.Sprintf("import socket\ns = socket.create_connection(('127.0.0.1', %d), timeout=2)\ns.sendall(b'hello')\n", e.port)
		},
		func(t *testing.T, e *attackEnv, r *Result) {
			e.mu.Lock()
			defer e.mu.Unlock()
			if r.Error == nil || *e.accepted > 0 {
				t.Errorf("loopback reached (accepted %d, error %+v)", *e.accepted, r.Error)
			}
		}, nil},
	{"cannot kill its parent", asNobody,
		func(*attackEnv) string {
			return "import os, signal\nx = 1\ntry:\n    os.kill(os.getppid(), signal.SIGKILL)\nexcept OSError as e:\n    print(e)\ny = 2\n"
		},
		func(t *testing.T, _ *attackEnv, r *Result) {
			// The harness still reports, so the process that reads its
			// result (unstuck) and the snippet's own process are alive.
			if r.Status != "ok" || r.Covered < 3 {
				t.Errorf("status %s covered %v error %+v", r.Status, r.CoveredLines, r.Error)
			}
		}, nil},
	{"cannot kill every process it may signal", func(l sandbox.Isolation, root bool) bool { return l != sandbox.Rlimits },
		func(*attackEnv) string {
			return "import os, signal\ntry:\n    os.kill(-1, signal.SIGKILL)\nexcept OSError as e:\n    print(e)\n"
		},
		func(t *testing.T, _ *attackEnv, r *Result) {
			if r.Failure != "" {
				t.Errorf("failure %s", r.Failure)
			}
		}, nil},
	{forkPromise, always,
		func(e *attackEnv) string {
			// The children wait on a pipe the parent holds, so that each
			// stays until the attack ends however slowly the forks go (a
			// child that slept a fixed time could end before the limit was
			// reached on a loaded machine, and free its slot). It tries 20
			// forks past the limit: a limit that does not hold gives n >= limit.
			return fmt.Sprintf("import os\nr, w = os.pipe()\nn = 0\nfor _ in range(%d):\n    try:\n        pid = os.fork()\n"+
				"    except OSError:\n        print('refused')\n        break\n    if pid == 0:\n        os.close(w)\n        os.read(r, 1)\n        os._exit(0)\n"+
				"    n += 1\nprint('forked', n)\n", e.processes+20)
		},
		func(t *testing.T, e *attackEnv, r *Result) {
			var n int
			i := strings.Index(r.Stdout, "forked ")
			if i < 0 || !strings.Contains(r.Stdout, "refused") {
				t.Fatalf("the fork bomb did not run to its end or was never refused: stdout %q, error %+v", r.Stdout, r.Error)
			}
			if _, err := fmt.Sscanf(r.Stdout[i:], "forked %d", &n); err != nil || n >= e.processes {
				t.Errorf("forked %d children under a limit of %d (stdout %q, error %+v)", n, e.processes, r.Stdout, r.Error)
			}
		}, nil},
	{"cannot write more than its disk cap", bwrapOnly,
		func(*attackEnv) string {
			// 32 files of 8 MiB, each under the file cap: only the disk
			// cap (promiseDisk, 64 MiB) can stop it.
			return "block = b'x' * (1 << 20)\nfor i in range(32):\n    with open('/tmp/fill-%d' % i, 'wb') as f:\n        for _ in range(8):\n            f.write(block)\n"
		},
		func(t *testing.T, _ *attackEnv, r *Result) {
			if r.Status != "disk_limit" || r.Error == nil || !strings.Contains(r.Error.Message, "No space left") {
				t.Errorf("status %s error %+v", r.Status, r.Error)
			}
		}, nil},
	{"cannot write a file larger than its file cap", always,
		func(*attackEnv) string {
			return "block = b'x' * (1 << 20)\nwith open('big', 'wb') as f:\n    for _ in range(32):\n        f.write(block)\nprint('wrote it all')\n"
		},
		func(t *testing.T, _ *attackEnv, r *Result) {
			if r.Status != "disk_limit" || r.Error == nil || !strings.Contains(r.Error.Message, "File too large") || strings.Contains(r.Stdout, "wrote it all") {
				t.Errorf("status %s error %+v stdout %q", r.Status, r.Error, r.Stdout)
			}
		}, nil},
	{"cannot allocate past its memory limit", always,
		func(*attackEnv) string { return "a = 1\nb = bytearray(4 << 30)\nc = 2\n" },
		func(t *testing.T, _ *attackEnv, r *Result) {
			if r.Status != "raised" || r.Error == nil || r.Error.Type != "MemoryError" || !reflect.DeepEqual(r.CoveredLines, []int{1}) {
				t.Errorf("status %s error %+v covered %v: want a MemoryError on line 2", r.Status, r.Error, r.CoveredLines)
			}
		}, nil},
	{"cannot allocate past its memory limit in several processes", always,
		func(e *attackEnv) string {
			// Three children of 600 MiB each, every one under RLIMIT_AS
			// (1 GiB), together past the run's memory (1 GiB and its
			// disk's 64 MiB); each tells the parent on a pipe of its own
			// (EOF when it was killed) once its pages are touched, and
			// stays until the parent ends.
			return "import os\nhold_r, hold_w = os.pipe()\nrs = []\nfor _ in range(3):\n    r, w = os.pipe()\n    if os.fork() == 0:\n" +
				"        os.close(hold_w)\n        b = b'\\x01' * (600 << 20)\n        os.write(w, b'y')\n        os.read(hold_r, 1)\n        os._exit(0)\n" +
				"    os.close(w)\n    rs.append(r)\ngot = sum(len(os.read(r, 1)) for r in rs)\n" +
				"print('ESCAPED: 3 x 600 MiB' if got == 3 else 'refused: %d of 3 children were killed' % (3 - got))\n" + holdUnlessCgroup(e)
		},
		checkMemory, nil},
	{"cannot hold memory no process maps past its memory limit", always,
		func(e *attackEnv) string {
			// memfds of 15 MiB (under the file cap), written, never mapped:
			// RLIMIT_AS does not see them; 1.2 GiB in all.
			return "import os\nblock = b'x' * (1 << 20)\nfds = []\nfor _ in range(80):\n    fd = os.memfd_create('m')\n" +
				"    for _ in range(15):\n        os.write(fd, block)\n    fds.append(fd)\nprint('ESCAPED: %d MiB in memfds' % (15 * len(fds)))\n" + holdUnlessCgroup(e)
		},
		checkMemory, nil},
	{"cannot hold memory in socket buffers past its memory limit", always,
		func(e *attackEnv) string {
			// Datagrams queued on Unix socket pairs are kernel memory no
			// process maps: twelve children of 500 full pairs (125 MiB
			// each, under any per-process file limit), 1.5 GiB together,
			// past the run's memory (1 GiB and its disk's 64 MiB).
			return "import os, socket\nhold_r, hold_w = os.pipe()\nrs = []\nfor _ in range(12):\n    r, w = os.pipe()\n    if os.fork() == 0:\n" +
				"        os.close(hold_w)\n        pairs, block = [], b'x' * 65000\n        for _ in range(500):\n" +
				"            a, b = socket.socketpair(socket.AF_UNIX, socket.SOCK_DGRAM)\n            a.setblocking(False)\n            pairs.append((a, b))\n" +
				"            try:\n                while True:\n                    a.send(block)\n            except BlockingIOError:\n                pass\n" +
				"        os.write(w, b'y')\n        os.read(hold_r, 1)\n        os._exit(0)\n" +
				"    os.close(w)\n    rs.append(r)\ngot = sum(len(os.read(r, 1)) for r in rs)\n" +
				"print('ESCAPED: 12 x 500 full socket pairs' if got == 12 else 'refused: %d of 12 children were killed' % (12 - got))\n" + holdUnlessCgroup(e)
		},
		checkMemory, nil},
	{"cannot hold memory in sockets in flight past its memory limit", always,
		func(e *attackEnv) string {
			// A full socket sent over a Unix socket (SCM_RIGHTS) and
			// closed is held by no process: the kernel keeps it, and its
			// queue, in flight, as many as the user's RLIMIT_NOFILE.
			return "import array, resource, socket\nsoft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)\n" +
				"resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))\ncarriers, total, block = [], 0, b'x' * 65000\n" +
				"def carrier():\n    c = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)\n    c[0].setblocking(False)\n    carriers.append(c)\n    return c[0]\n" +
				"car = carrier()\ntry:\n    while total < 1200 << 20:\n        a, b = socket.socketpair(socket.AF_UNIX, socket.SOCK_DGRAM)\n        a.setblocking(False)\n" +
				"        try:\n            while True:\n                total += a.send(block)\n        except BlockingIOError:\n            pass\n" +
				"        while True:\n            try:\n                car.sendmsg([b'x'], [(socket.SOL_SOCKET, socket.SCM_RIGHTS, array.array('i', [b.fileno()]))])\n                break\n" +
				"            except BlockingIOError:\n                car = carrier()\n        a.close()\n        b.close()\n" +
				"except OSError as e:\n    print('refused at %d MiB:' % (total >> 20), e)\n" +
				"if total >= 1200 << 20:\n    print('ESCAPED: %d MiB in sockets in flight' % (total >> 20), flush=True)\n" +
				// Refused, it ends; escaped, it holds them for the watch.
				indent(holdUnlessCgroup(e))
		},
		checkRefusedOrKilled, nil},
	{shmPromise, always,
		func(e *attackEnv) string {
			// Twelve segments of 32 MiB, each touched and detached: no
			// process maps them, RLIMIT_AS does not see them, and the
			// watch cannot (they live in the run's IPC namespace). The run
			// has 256 MiB and its disk's 64 MiB (shmMemory): the eleventh
			// passes them. One segment at a time fits in what RLIMIT_AS
			// (256 MiB) leaves beside the harness (160 MiB). They are
			// removed at the end, so that a broken promise at the rlimits
			// level (the host's IPC namespace) leaves none behind.
			return "import ctypes\nlibc = ctypes.CDLL(None, use_errno=True)\nlibc.shmat.restype = ctypes.c_void_p\nids = []\n" +
				"for _ in range(12):\n    sid = libc.shmget(0, 32 << 20, 0o1600)\n" +
				"    if sid < 0:\n        print('refused: shmget', ctypes.get_errno())\n        break\n    ids.append(sid)\n" +
				"    a = libc.shmat(sid, None, 0)\n    if a in (None, ctypes.c_void_p(-1).value):\n        print('shmat failed', ctypes.get_errno())\n        break\n" +
				"    ctypes.memset(a, 1, 32 << 20)\n    libc.shmdt(ctypes.c_void_p(a))\n" +
				"if len(ids) == 12:\n    print('ESCAPED: 12 x 32 MiB in System V segments')\n" +
				"for sid in ids:\n    libc.shmctl(sid, 0, None)\n"
		},
		checkRefusedOrKilled, nil},
	{"cannot spin past its CPU limit", always,
		// The wall is the level's ten minutes: only the CPU limit
		// (promiseCPU) stops it, after the same work at any load.
		func(*attackEnv) string { return "x = 0\nwhile True:\n    x += 1\n" },
		func(t *testing.T, _ *attackEnv, r *Result) {
			if r.Status != "cpu_limit" || len(r.CoveredLines) != 3 {
				t.Errorf("status %s error %+v covered %v: want cpu_limit with the loop covered", r.Status, r.Error, r.CoveredLines)
			}
			if r.CPUSeconds < promiseCPU.Seconds()/2 {
				t.Errorf("stopped after %.2f s of CPU, under the limit of %v", r.CPUSeconds, promiseCPU)
			}
		}, nil},
	{"cannot wait past its wall-clock limit", always,
		// Waiting, it spends no CPU: only the wall limit of its mode stops
		// it, long before the hour it asks for. (A wait in select: a
		// sleep past the limit the harness ends at once, sleep_watch.)
		func(*attackEnv) string { return "import select\nx = 1\nselect.select([], [], [], 3600)\n" },
		func(t *testing.T, _ *attackEnv, r *Result) {
			if r.Status != "timeout" || r.Error == nil || r.Error.Type != "Timeout" {
				t.Errorf("status %s error %+v: want the wall-clock timeout", r.Status, r.Error)
			}
		}, &Mode{Wall: 5 * time.Second}},
	{"cannot flood unstuck with output", always,
		func(*attackEnv) string {
			return "import sys\nblock = 'y' * (1 << 20)\nfor _ in range(64):\n    sys.stdout.write(block)\nprint('wrote it all', file=sys.stderr)\n"
		},
		func(t *testing.T, _ *attackEnv, r *Result) {
			if !r.OutputLimited || len(r.Stdout) > 2*sandbox.DefaultLimits.OutputBytes+1024 || r.Error == nil || r.Error.Type != "BrokenPipeError" {
				t.Errorf("output not capped: limited %v, kept %d bytes, status %s error %+v", r.OutputLimited, len(r.Stdout), r.Status, r.Error)
			}
		}, nil},
	{"leaves no process in its group behind", always,
		func(e *attackEnv) string { return leftBehind(e, "group", false) },
		func(t *testing.T, e *attackEnv, r *Result) { checkGone(t, r, e.level+"-group") }, nil},
	{"leaves no process behind that left its group", func(l sandbox.Isolation, root bool) bool { return l != sandbox.Rlimits },
		func(e *attackEnv) string { return leftBehind(e, "session", true) },
		func(t *testing.T, e *attackEnv, r *Result) { checkGone(t, r, e.level+"-session") }, nil},
	{"cannot connect to a Unix socket of the invoking user's", asNobody,
		func(e *attackEnv) string { return unixAttack(e.unixPath) },
		func(t *testing.T, e *attackEnv, r *Result) { checkUnix(t, e, r) }, nil},
	{"cannot connect to an abstract Unix socket", func(l sandbox.Isolation, root bool) bool { return l != sandbox.Rlimits },
		func(e *attackEnv) string { return unixAttack("\x00" + e.unixAbstract) },
		func(t *testing.T, e *attackEnv, r *Result) { checkUnix(t, e, r) }, nil},

	{"is not root on the host", always,
		func(*attackEnv) string {
			// The host uid of the run: its uid through its user
			// namespace's map, and its capabilities.
			return syscallAttack("uid = os.getuid()\nhost = None\nfor l in open('/proc/self/uid_map'):\n" +
				"    a, b, n = map(int, l.split())\n    if a <= uid < a + n:\n        host = b + uid - a\n" +
				"caps = [l for l in open('/proc/self/status') if l.startswith('CapEff')][0].split()[1]\n" +
				"print('host uid', host, 'caps', caps)\nif host == 0 or int(caps, 16) != 0:\n    print('ESCAPED')\n")
		}, refusedAll, nil},
	{"can read the system files programs need", always,
		func(*attackEnv) string {
			// Not an attack: the sandbox must not break ordinary programs
			// (directories bwrap makes must be enterable by the run).
			return syscallAttack("import ssl, tempfile\nfor p in ['/etc/hosts', '/etc/os-release', '/dev/urandom']:\n" +
				"    try:\n        open(p, 'rb').read(1)\n    except OSError as e:\n        print('ESCAPED (broken)', p, e)\n" +
				"ssl.create_default_context()\nwith tempfile.TemporaryFile() as f:\n    f.write(b'x')\n")
		}, refusedAll, nil},
	{"cannot write /proc/sys", always,
		func(*attackEnv) string {
			// Writing back the value already there changes nothing even
			// when the promise is broken.
			return syscallAttack("p = '/proc/sys/kernel/printk_ratelimit_burst'\n" +
				"try:\n    v = open(p).read()\n    with open(p, 'w') as f:\n        f.write(v)\n    print('ESCAPED wrote', p)\n" +
				"except OSError as e:\n    print('refused', e)\n")
		}, refusedAll, nil},
	{"cannot create a user namespace", always,
		func(*attackEnv) string {
			// From a forked child, single-threaded: unshare(CLONE_NEWUSER)
			// is refused to multi-threaded processes anyway.
			return syscallAttack("fork = os.fork\n" +
				"pid = fork()\nif pid == 0:\n" +
				"    r = libc.unshare(0x10000000)\n    print('ESCAPED unshare' if r == 0 else 'refused unshare %d' % ctypes.get_errno(), flush=True)\n    os._exit(0)\n" +
				"os.waitpid(pid, 0)\n" +
				"pid = fork()\nif pid == 0:\n" +
				"    r = libc.syscall(56, 0x10000000 | 17, 0, 0, 0, 0)\n    if r == 0:\n        os._exit(0)\n" +
				"    print('ESCAPED clone' if r > 0 else 'refused clone %d' % ctypes.get_errno(), flush=True)\n    os._exit(0)\n" +
				"os.waitpid(pid, 0)\n")
		}, refusedAll, nil},
	{"cannot use io_uring, keyrings, ptrace, memfd_secret, modify_ldt or personality", always,
		func(*attackEnv) string {
			return syscallAttack("buf = ctypes.create_string_buffer(256)\n" +
				"for name, args in [('io_uring_setup', (425, 4, buf)), ('keyctl', (250, 0, -3, 0, 0, 0)),\n" +
				"                   ('add_key', (248, b'user', b'x', b'y', 1, -3)), ('ptrace', (101, 16, os.getppid(), 0, 0)),\n" +
				"                   ('bpf', (321, 0, buf, 48)), ('perf_event_open', (298, buf, 0, -1, -1, 0)),\n" +
				"                   ('userfaultfd', (323, 0)), ('mount', (165, b'none', b'/tmp', b'tmpfs', 0, 0)),\n" +
				"                   ('memfd_secret', (447, 0)), ('modify_ldt', (154, 1, buf, 16)),\n" +
				"                   ('personality ADDR_NO_RANDOMIZE', (135, 0x0040000)), ('personality READ_IMPLIES_EXEC', (135, 0x0400000))]:\n" +
				"    r = libc.syscall(*args)\n    print('ESCAPED' if r >= 0 else 'refused', name, ctypes.get_errno())\n" +
				// Not an attack: the ordinary personality and its query still work.
				"if libc.syscall(135, 0xffffffff) < 0 or libc.syscall(135, 0) < 0:\n    print('ESCAPED (broken) personality', ctypes.get_errno())\n")
		}, refusedAll, nil},
	{"cannot open sockets the network namespace does not cover", always,
		func(*attackEnv) string {
			// AF_VSOCK reaches a virtual machine's host whatever the
			// namespace; the others are kernel code no snippet needs. The
			// families programs use still open.
			return syscallAttack("import socket\nfor name, fam, typ, proto in [('vsock', 40, socket.SOCK_STREAM, 0), ('alg', 38, socket.SOCK_SEQPACKET, 0),\n" +
				"        ('tipc', 30, socket.SOCK_RDM, 0), ('bluetooth', 31, socket.SOCK_STREAM, 0), ('packet', 17, socket.SOCK_RAW, 0),\n" +
				"        ('netlink uevents', 16, socket.SOCK_RAW, 15), ('netlink audit', 16, socket.SOCK_RAW, 9)]:\n" +
				"    try:\n        socket.socket(fam, typ, proto).close()\n        print('ESCAPED', name)\n" +
				"    except OSError as e:\n        print('refused', name, e)\n" +
				"a, b = socket.socketpair()\nsocket.socket(socket.AF_INET).close()\nsocket.socket(socket.AF_INET6).close()\n" +
				"socket.socket(socket.AF_NETLINK, socket.SOCK_RAW, 0).close()\nprint(socket.if_nameindex())\n")
		}, refusedAll, nil},
	{"cannot make a POSIX message queue", always,
		func(*attackEnv) string {
			// A queue outlives its process in the IPC namespace, where a
			// warm server's box, which has no mqueue file system to list
			// it, would keep it for the next snippet.
			return syscallAttack("q = libc.mq_open(b'/unstuck-carry', os.O_CREAT | os.O_RDWR, 0o600, None)\n" +
				"print('ESCAPED mq_open' if q >= 0 else 'refused mq_open %d' % ctypes.get_errno())\n")
		}, refusedAll, nil},
	{"cannot read the host's keyrings", bwrapOnly,
		func(*attackEnv) string {
			return syscallAttack("for p in ['/proc/keys', '/proc/key-users']:\n    try:\n        t = open(p).read()\n" +
				"        print('ESCAPED' if t.strip() else 'refused', p, repr(t[:80]))\n    except OSError as e:\n        print('refused', p, e)\n")
		}, refusedAll, nil},
	{"cannot read another process's command line", func(l sandbox.Isolation, root bool) bool { return l != sandbox.Rlimits },
		func(e *attackEnv) string {
			return syscallAttack(fmt.Sprintf("for d in os.listdir('/proc'):\n    try:\n        c = open('/proc/%%s/cmdline' %% d, 'rb').read()\n"+
				"    except OSError:\n        continue\n    if b%q in c:\n        print('ESCAPED', d, c)\n", e.token))
		}, refusedAll, nil}}

// holdUnlessCgroup: without a memory cgroup the run's memory is sampled
// (sandbox/memwatch.go), which may see the attack only once it holds all
// it asked for: the attack then keeps it, and the watch must end the run.
// It waits in select: a sleep past the run's limit the harness ends at
// once (harness.sleep_watch), before the watch could see it.
func holdUnlessCgroup(e *attackEnv) string {
	if e.memoryLimited {
		return ""
	}
	return "import select\nselect.select([], [], [], 3600)\n"
}

// checkMemory: the attack did not get its memory; the run (or the child
// that was killed) says why. Without a memory cgroup, the sampling watch
// killed the run that held more than its memory and disk.
func checkMemory(t *testing.T, e *attackEnv, r *Result) {
	if !e.memoryLimited {
		if r.Status != "killed" || r.Error == nil || r.Error.Type != "MemoryLimit" {
			t.Errorf("status %s error %+v stdout %q: want the run killed by the memory watch", r.Status, r.Error, r.Stdout)
		}
		return
	}
	if strings.Contains(r.Stdout, "ESCAPED") {
		t.Fatalf("promise broken: %s", r.Stdout)
	}
	if !strings.Contains(r.Stdout, "refused") && (r.Error == nil || r.Error.Type != "MemoryLimit") {
		t.Errorf("status %s error %+v stdout %q: want a child killed or the MemoryLimit error", r.Status, r.Error, r.Stdout)
	}
}

// indent makes src the body of an if.
func indent(src string) string {
	if src == "" {
		return ""
	}
	return "    " + strings.ReplaceAll(strings.TrimSuffix(src, "\n"), "\n", "\n    ") + "\n"
}

// checkRefusedOrKilled: the attack was refused (it says so) or the run was
// killed for its memory; it never got all it asked for.
func checkRefusedOrKilled(t *testing.T, e *attackEnv, r *Result) {
	if strings.Contains(r.Stdout, "ESCAPED") {
		t.Fatalf("promise broken: %s", r.Stdout)
	}
	if !strings.Contains(r.Stdout, "refused") && (r.Error == nil || r.Error.Type != "MemoryLimit") {
		t.Errorf("status %s error %+v stdout %q: want the attack refused or the MemoryLimit error", r.Status, r.Error, r.Stdout)
	}
}

// syscallAttack wraps body with the names it uses (os, ctypes, libc) and a
// last line that says the attack ran to its end, so that a snippet that
// could not even try does not pass.
func syscallAttack(body string) string {
	return "import os, ctypes\nlibc = ctypes.CDLL(None, use_errno=True)\n" + body + "print('DONE')\n"
}

// refusedAll: the attack ran to its end and nothing got through.
func refusedAll(t *testing.T, _ *attackEnv, r *Result) {
	if strings.Contains(r.Stdout, "ESCAPED") {
		t.Errorf("promise broken:\n%s", r.Stdout)
	}
	if r.Status != "ok" || !strings.Contains(r.Stdout, "DONE") {
		t.Errorf("the attack did not run to its end: status %s error %+v stdout %q", r.Status, r.Error, r.Stdout)
	}
}

const (
	promiseProcesses = 40
	forkPromise      = "cannot fork past the process limit"
	// shmPromise runs with shmMemory in place of the level's memory: one
	// process fills the segments up to the limit, and a smaller limit is
	// fewer pages to touch before it, so that the CPU limit never comes
	// first. A first touch of a VM's fresh memory was seen to cost 13 us
	// a page as root in CI (1.1 GiB: 3.6 s of the 5 s of CPU).
	shmPromise = "cannot hold memory in System V segments past its memory limit"
	shmMemory  = 256 << 20
	// promiseCPU stops the spinning attack; the others use a tenth of
	// it at most (an interpreter's start, 0.1-0.3 s), at any load.
	promiseCPU = 5 * time.Second
	// promiseWall is far past what any attack needs at load 50 on two
	// cores (0.3 s of CPU at a 25th of a core is 8 s): an attack is never
	// stopped by the wall unless it is the wall's own (its mode's 5 s).
	promiseWall = 10 * time.Minute
	promiseFile = 16 << 20
	promiseDisk = 64 << 20
	// promiseHeadroom: where RLIMIT_NPROC bounds the runs it counts every
	// task of the user's, and a user's other processes (make test's other
	// packages) come and go while the attacks run: the limit is the tasks
	// the user has when a level starts, plus the attacks' own 40, plus
	// this much for what starts meanwhile.
	promiseHeadroom = 100
)

// leftBehind is an attack that starts a child (in a session of its own
// when setsid) that outlives it, and waits until the child runs with a
// token on its command line, so that the check after the run finds it if
// it survived.
func leftBehind(e *attackEnv, what string, setsid bool) string {
	sid := ""
	if setsid {
		sid = "        os.setsid()\n"
	}
	return fmt.Sprintf("import os, sys\nr, w = os.pipe()\nif os.fork() == 0:\n    try:\n%s"+
		"        os.close(r)\n        os.set_inheritable(w, True)\n        os.execv(sys.executable, [sys.executable, '-c', 'import os, time; os.write(%%d, b\"x\"); time.sleep(600)' %% w, %q])\n"+
		"    finally:\n        os._exit(1)\nos.close(w)\nprint('child', os.read(r, 1))\n",
		sid, fmt.Sprintf("%s-%s-%s", e.token, e.level, what))
}

// checkGone: no process of the host carries the token of the child the
// attack left behind. A process killed when the run ended may still be
// on its way out when Run returns: the check waits for it, up to a
// minute, which no load makes a killed process take.
func checkGone(t *testing.T, r *Result, token string) {
	t.Helper()
	if !strings.Contains(r.Stdout, "child b'x'") {
		t.Fatalf("the attack's child did not start: status %s stdout %q error %+v", r.Status, r.Stdout, r.Error)
	}
	var left []int
	for end := time.Now().Add(time.Minute); ; time.Sleep(100 * time.Millisecond) {
		left = withArg(token)
		if len(left) == 0 || time.Now().After(end) {
			break
		}
	}
	for _, pid := range left {
		syscall.Kill(pid, syscall.SIGKILL)
	}
	if len(left) > 0 {
		t.Errorf("processes %v of the run still there a minute after it ended", left)
	}
}

// withArg lists the processes with an argument that ends with token.
func withArg(token string) []int {
	var pids []int
	ents, _ := os.ReadDir("/proc")
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, _ := os.ReadFile("/proc/" + e.Name() + "/cmdline")
		for _, a := range strings.Split(string(b), "\x00") {
			if strings.HasSuffix(a, token) {
				pids = append(pids, pid)
			}
		}
	}
	return pids
}

// unixAttack connects to a Unix socket address and says what it got.
func unixAttack(addr string) string {
	return syscallAttack(fmt.Sprintf("import socket\ns = socket.socket(socket.AF_UNIX)\ntry:\n    s.connect(%q)\n"+
		"    s.sendall(b'hello')\n    print('ESCAPED connected')\nexcept OSError as e:\n    print('refused', e)\n", addr))
}

func checkUnix(t *testing.T, e *attackEnv, r *Result) {
	refusedAll(t, e, r)
	e.mu.Lock()
	defer e.mu.Unlock()
	if *e.unixAccepted > 0 {
		t.Errorf("a Unix socket of the host was reached (%d accepted)", *e.unixAccepted)
	}
}

// ownTasks counts the tasks (threads included: RLIMIT_NPROC counts them)
// of this process's real uid.
func ownTasks() int {
	uid := strconv.Itoa(os.Getuid())
	n := 0
	ents, _ := os.ReadDir("/proc")
	for _, e := range ents {
		if _, err := strconv.Atoi(e.Name()); err != nil {
			continue
		}
		b, err := os.ReadFile("/proc/" + e.Name() + "/status")
		if err != nil {
			continue
		}
		for _, l := range strings.Split(string(b), "\n") {
			if f := strings.Fields(l); len(f) > 1 && f[0] == "Uid:" && f[1] == uid {
				if ts, err := os.ReadDir("/proc/" + e.Name() + "/task"); err == nil {
					n += len(ts)
				}
			}
		}
	}
	return n
}

func TestPromises(t *testing.T) {
	py := systemPython(t)
	root := os.Geteuid() == 0
	env := &attackEnv{accepted: new(int)}
	if f := os.Getenv(promiseChildEnv); f != "" {
		env.secretFile = f
	} else {
		home, err := os.UserHomeDir()
		if err != nil || home == "/" {
			home = t.TempDir()
		}
		env.secretFile = filepath.Join(home, fmt.Sprintf(".unstuck-promise-%d", os.Getpid()))
	}
	b, err := os.ReadFile(env.secretFile)
	if os.IsNotExist(err) {
		env.secret = fmt.Sprintf("secret-%d", time.Now().UnixNano())
		if err := os.WriteFile(env.secretFile, []byte(env.secret), 0o600); err != nil {
			t.Fatal(err)
		}
		defer os.Remove(env.secretFile)
	} else if err != nil {
		t.Fatal(err)
	} else {
		env.secret = string(b)
	}
	for _, d := range []string{os.TempDir(), "/var/tmp", "/dev/shm", filepath.Dir(env.secretFile)} {
		env.escape = append(env.escape, filepath.Join(d, fmt.Sprintf("unstuck-escape-%d", os.Getpid())))
	}
	// A host process with a secret on its command line.
	env.token = fmt.Sprintf("--token=unstuck-%d", time.Now().UnixNano())
	// The shell keeps the token on its command line and forks sleep: the
	// two are killed as a group (killing the shell alone left sleep on).
	sleeper := exec.Command("/bin/sh", "-c", "sleep 600", env.token)
	sleeper.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := sleeper.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { syscall.Kill(-sleeper.Process.Pid, syscall.SIGKILL); sleeper.Wait() }()
	// A Unix socket of the invoking user's (in its home, or in a
	// directory of its own, mode 0700), and an abstract one.
	env.unixAccepted = new(int)
	sockDir, err := os.MkdirTemp(filepath.Dir(env.secretFile), ".unstuck-promise-sock-")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(sockDir)
	env.unixPath = filepath.Join(sockDir, "s")
	env.unixAbstract = fmt.Sprintf("unstuck-promise-%d", os.Getpid())
	for _, addr := range []string{env.unixPath, "@" + env.unixAbstract} {
		ul, err := net.Listen("unix", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer ul.Close()
		go func() {
			for {
				c, err := ul.Accept()
				if err != nil {
					return
				}
				env.mu.Lock()
				*env.unixAccepted++
				env.mu.Unlock()
				c.Close()
			}
		}()
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	env.port = ln.Addr().(*net.TCPAddr).Port
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			env.mu.Lock()
			*env.accepted++
			env.mu.Unlock()
			io.Copy(io.Discard, c)
			c.Close()
		}
	}()

	for _, level := range []sandbox.Isolation{sandbox.Bubblewrap, sandbox.Namespaces, sandbox.Rlimits} {
		sb, err := sandbox.New(sandbox.Options{Prefer: level})
		if err != nil {
			t.Logf("%s: not available here, its promises not tried: %v", level, err)
			continue
		}
		if level == sandbox.Bubblewrap && !sb.ProcessLimited() {
			t.Errorf("bwrap without a process limit (%s)", sb.Describe())
		}
		// The process limit: a pids cgroup counts the run's own tasks
		// only; RLIMIT_NPROC every task of the user's (promiseHeadroom).
		env.processes, env.level, env.memoryLimited = promiseProcesses, string(level), sb.MemoryLimited()
		if !sb.CgroupLimited() {
			env.processes = ownTasks() + promiseProcesses + promiseHeadroom
		}
		lim := sandbox.Limits{Wall: promiseWall, CPU: promiseCPU,
			MemoryBytes: 1 << 30, FileBytes: promiseFile, DiskBytes: promiseDisk, OutputDrain: 4 << 20, Processes: env.processes}
		ex, err := New(Options{Python: py, Sandbox: sb, Limits: lim})
		if err != nil {
			t.Fatalf("%s: %v", level, err)
		}
		lim.MemoryBytes = shmMemory
		exShm, err := New(Options{Python: py, Sandbox: sb, Limits: lim})
		if err != nil {
			t.Fatalf("%s: %v", level, err)
		}
		var held []promise
		for _, p := range promises {
			if p.held(level, root) {
				held = append(held, p)
			}
		}
		// At once, but the fork bomb alone and last: where RLIMIT_NPROC
		// counts every process of the user, it would starve the others.
		results := make([]*Result, len(held))
		var wg sync.WaitGroup
		// Where RLIMIT_NPROC is the process limit it counts every task of
		// the runs' user (threads included): the attacks then go one by one.
		oneByOne := !sb.CgroupLimited()
		for i, p := range held {
			if p.name == forkPromise {
				continue
			}
			wg.Add(1)
			go func(i int, p promise) {
				defer wg.Done()
				if p.name == shmPromise {
					results[i] = runAttack(exShm, p, env)
				} else {
					results[i] = runAttack(ex, p, env)
				}
			}(i, p)
			if oneByOne {
				wg.Wait()
			}
		}
		wg.Wait()
		for i, p := range held {
			if p.name == forkPromise {
				results[i] = runAttack(ex, p, env)
			}
		}
		for i, p := range held {
			t.Run(fmt.Sprintf("%s/uid%d/%s", level, os.Geteuid(), p.name), func(t *testing.T) {
				r := results[i]
				if r.Failure != "" {
					t.Fatalf("failure: %s", r.Failure)
				}
				if r.Isolation != sb.Describe() {
					t.Errorf("isolation %q, sandbox %q", r.Isolation, sb.Describe())
				}
				p.check(t, env, r)
			})
		}
	}

	if root && os.Getenv(promiseChildEnv) == "" {
		t.Run("as an unprivileged user", func(t *testing.T) { promisesUnprivileged(t) })
	}
}

// promisesUnprivileged runs TestPromises again as an unprivileged uid that
// no process and no account of the host has, with a file of its own for
// the invoking user's file. Not nobody: when root runs unstuck its runs
// are nobody, and RLIMIT_NPROC, this run's process limit, counts every
// task of the uid, so that whatever other unstuck processes run beside
// the test (a bench of 70 nobody tasks) would starve its attacks.
func promisesUnprivileged(t *testing.T) {
	setpriv, err := exec.LookPath("setpriv")
	if err != nil {
		t.Skip("setpriv (util-linux) not installed: the unprivileged run is not tried")
	}
	uid, err := freeUID()
	if err != nil {
		t.Fatal(err)
	}
	dir, err := os.MkdirTemp("", "unstuck-promises-")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(dir)
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "promises.test")
	home := filepath.Join(dir, "home")
	secret := filepath.Join(home, "secret")
	data, err := os.ReadFile(self)
	if err != nil {
		t.Fatal(err)
	}
	if err := firstErr(os.Chmod(dir, 0o755), os.WriteFile(bin, data, 0o755), os.Mkdir(home, 0o700),
		os.WriteFile(secret, []byte(fmt.Sprintf("nobody-secret-%d", time.Now().UnixNano())), 0o600),
		os.Chown(home, uid, uid), os.Chown(secret, uid, uid)); err != nil {
		t.Fatal(err)
	}
	n := strconv.Itoa(uid)
	c := exec.Command(setpriv, "--reuid="+n, "--regid="+n, "--clear-groups", bin, "-test.run=^TestPromises$", "-test.v")
	c.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + home, promiseChildEnv + "=" + secret, "TMPDIR=/tmp"}
	c.Dir = dir
	out, err := c.CombinedOutput()
	for _, l := range strings.Split(string(out), "\n") {
		if strings.Contains(l, "---") || strings.Contains(l, "not available") || strings.Contains(l, "_test.go") {
			t.Log(l)
		}
	}
	if err != nil {
		t.Fatalf("as uid %d: %v\n%s", uid, err, out)
	}
	if !strings.Contains(string(out), fmt.Sprintf("bwrap/uid%d/", uid)) {
		t.Errorf("the bwrap promises were not tried as uid %d:\n%s", uid, out)
	}
}

// TestForgedResult: a snippet that writes a result of its own to every
// descriptor it finds and then dies is not believed (README, Sandbox,
// Known limit: this stops naive forgeries, not one that reads the nonce
// out of the harness's memory).
func TestForgedResult(t *testing.T) {
	src := `import os, json, signal
fake = ('\n' + json.dumps({"covered": [1, 2, 3, 4, 5, 6, 7], "status": "ok", "error": None}) + '\n').encode()
for fd in range(3, 100):
    try:
        os.write(fd, fake)
    except OSError:
        pass
os.kill(os.getpid(), signal.SIGKILL)
`
	r := run(t, src)
	if r.Status == "ok" || r.Covered > 6 {
		t.Fatalf("forged result believed: status %s covered %v", r.Status, r.CoveredLines)
	}
	if r.Status != "killed" || !strings.Contains(r.Stderr, "without the harness's nonce ignored") {
		t.Errorf("status %s, stderr %q", r.Status, r.Stderr)
	}
}

// freeUID is a uid under nobody's that no account and no process has.
func freeUID() (int, error) {
	used := map[string]bool{}
	if b, err := os.ReadFile("/etc/passwd"); err == nil {
		for _, l := range strings.Split(string(b), "\n") {
			if f := strings.Split(l, ":"); len(f) > 2 {
				used[f[2]] = true
			}
		}
	}
	ents, _ := os.ReadDir("/proc")
	for _, e := range ents {
		b, err := os.ReadFile("/proc/" + e.Name() + "/status")
		if err != nil {
			continue
		}
		for _, l := range strings.Split(string(b), "\n") {
			if f := strings.Fields(l); len(f) > 4 && f[0] == "Uid:" {
				for _, u := range f[1:] {
					used[u] = true
				}
			}
		}
	}
	for uid := sandbox.Nobody - 1000; uid > 1000; uid-- {
		if !used[strconv.Itoa(uid)] {
			return uid, nil
		}
	}
	return 0, fmt.Errorf("no free uid")
}

// runAttack runs one attack, in its own mode when it has one.
func runAttack(ex *Executor, p promise, env *attackEnv) *Result {
	if p.mode != nil {
		return ex.RunMode(context.Background(), "attack.py", []byte(p.src(env)), *p.mode)
	}
	return ex.Run(context.Background(), "attack.py", []byte(p.src(env)))
}

// TestFrameWalkForgery: a snippet that walks its frames, their globals,
// closures and the garbage collector's objects for the harness's reporter,
// descriptor and nonce, calls every emit it finds and writes stamped
// records to every descriptor, then raises, is reported as raised, with
// only the lines it ran (README, Sandbox, Results of hostile code).
func TestFrameWalkForgery(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "forge_walk.py"))
	if err != nil {
		t.Fatal(err)
	}
	r := run(t, string(src))
	if !strings.Contains(r.Stdout, "emits") {
		t.Fatalf("the attack did not run: status %s stdout %q stderr %q", r.Status, r.Stdout, r.Stderr)
	}
	if r.Status != "raised" || r.Error == nil || r.Error.Type != "ValueError" {
		t.Errorf("forged result believed: status %s error %+v (stdout %q)", r.Status, r.Error, r.Stdout)
	}
	if r.Covered == r.Countable {
		t.Errorf("every line reported covered: %v", r.CoveredLines)
	}
}

// TestControlTaken: a snippet that reads the harness's control descriptor
// itself (to stamp a record of its own) gets no result believed: the
// harness finds the message gone and says so.
func TestControlTaken(t *testing.T) {
	src := `import os, json
got = b''
for fd in range(3, 100):
    try:
        os.set_blocking(fd, False)
        got += os.read(fd, 4096)
    except OSError:
        pass
for line in got.split(b'\n'):
    try:
        ctl = json.loads(line)
    except ValueError:
        continue
    if 'nonce' in ctl:
        os.write(ctl['result_fd'], ('\n' + json.dumps({"covered": [1, 2, 3], "status": "ok", "error": None, "nonce": ctl['nonce']}) + '\n').encode())
        print('took the nonce')
raise ValueError('raised')
`
	r := run(t, src)
	if !strings.Contains(r.Stdout, "took the nonce") {
		t.Fatalf("the attack did not find the control message: stdout %q stderr %q", r.Stdout, r.Stderr)
	}
	if r.Status == "ok" || r.Error == nil || r.Error.Type != "ForgedResult" {
		t.Errorf("status %s error %+v", r.Status, r.Error)
	}
}

// TestMillionDeepNestingRefused: a 2 MB file nested a million deep is
// refused with a clear error before any parse or sandbox (pyparse's
// pre-scan), as CPython refuses it.
func TestMillionDeepNestingRefused(t *testing.T) {
	src := "x = " + strings.Repeat("[", 1000000) + strings.Repeat("]", 1000000) + "\n"
	r := run(t, src)
	if r.Status != "rejected" || r.Error == nil || !strings.Contains(r.Error.Message, "nested parentheses") {
		t.Fatalf("status %s error %+v", r.Status, r.Error)
	}
}
