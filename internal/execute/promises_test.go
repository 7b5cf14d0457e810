package execute

import (
	"context"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"unstuck/internal/sandbox"
)

// The promises of each isolation level (README, Sandbox), each tried by a
// snippet that attacks it, at every level this machine offers, as the user
// running the test and, when that is root, again as nobody (the test binary
// re-executes itself under setpriv).

// promise is one line of the README's table.
type promise struct {
	name string
	// held says whether the level promises it; root: the test runs as root.
	held  func(level sandbox.Isolation, root bool) bool
	src   func(env *attackEnv) string
	check func(t *testing.T, env *attackEnv, r *Result)
}

// attackEnv is what the attacks aim at: files and a listener of the
// invoking user's.
type attackEnv struct {
	secretFile, secret string // a file of the invoking user's, and its content
	escape             []string
	port               int
	token              string // on the command line of a host process (sleep)
	accepted           *int
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
		}},
	{"cannot read a file of the invoking user's", func(l sandbox.Isolation, root bool) bool {
		return l == sandbox.Bubblewrap || root && os.Getenv(promiseChildEnv) == ""
	},
		func(e *attackEnv) string { return fmt.Sprintf("print(open(%q).read())\n", e.secretFile) },
		func(t *testing.T, e *attackEnv, r *Result) {
			if r.Error == nil || strings.Contains(r.Stdout, e.secret) {
				t.Errorf("user's file read: %q", r.Stdout)
			}
		}},
	{"cannot list /root", asNobody,
		func(*attackEnv) string { return "import os\nprint(os.listdir('/root'))\n" },
		func(t *testing.T, _ *attackEnv, r *Result) {
			if r.Error == nil {
				t.Errorf("/root listed: %q", r.Stdout)
			}
		}},
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
		}},
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
		}},
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
		}},
	{"cannot kill every process it may signal", func(l sandbox.Isolation, root bool) bool { return l != sandbox.Rlimits },
		func(*attackEnv) string {
			return "import os, signal\ntry:\n    os.kill(-1, signal.SIGKILL)\nexcept OSError as e:\n    print(e)\n"
		},
		func(t *testing.T, _ *attackEnv, r *Result) {
			if r.Failure != "" {
				t.Errorf("failure %s", r.Failure)
			}
		}},
	{forkPromise, func(l sandbox.Isolation, root bool) bool { return true },
		func(*attackEnv) string {
			return "import os, time\nn = 0\nfor _ in range(120):\n    try:\n        if os.fork() == 0:\n            time.sleep(5)\n            os._exit(0)\n        n += 1\n    except OSError:\n        break\nprint('forked', n)\n"
		},
		func(t *testing.T, _ *attackEnv, r *Result) {
			var n int
			if _, err := fmt.Sscanf(r.Stdout, "forked %d", &n); err != nil || n >= promiseProcesses {
				t.Errorf("forked %d children under a limit of %d (stdout %q, error %+v)", n, promiseProcesses, r.Stdout, r.Error)
			}
		}},
	{"cannot write more than its disk cap", bwrapOnly,
		func(*attackEnv) string {
			return "block = b'x' * (1 << 20)\nfor i in range(32):\n    with open('/tmp/fill-%d' % i, 'wb') as f:\n        for _ in range(128):\n            f.write(block)\n"
		},
		func(t *testing.T, _ *attackEnv, r *Result) {
			if r.Status != "disk_limit" || r.Error == nil || !strings.Contains(r.Error.Message, "in all") {
				t.Errorf("status %s error %+v", r.Status, r.Error)
			}
		}},

	{"is not root on the host", always,
		func(*attackEnv) string {
			// The host uid of the run: its uid through its user
			// namespace's map, and its capabilities.
			return syscallAttack("uid = os.getuid()\nhost = None\nfor l in open('/proc/self/uid_map'):\n" +
				"    a, b, n = map(int, l.split())\n    if a <= uid < a + n:\n        host = b + uid - a\n" +
				"caps = [l for l in open('/proc/self/status') if l.startswith('CapEff')][0].split()[1]\n" +
				"print('host uid', host, 'caps', caps)\nif host == 0 or int(caps, 16) != 0:\n    print('ESCAPED')\n")
		}, refusedAll},
	{"can read the system files programs need", always,
		func(*attackEnv) string {
			// Not an attack: the sandbox must not break ordinary programs
			// (directories bwrap makes must be enterable by the run).
			return syscallAttack("import ssl, tempfile\nfor p in ['/etc/hosts', '/etc/os-release', '/dev/urandom']:\n" +
				"    try:\n        open(p, 'rb').read(1)\n    except OSError as e:\n        print('ESCAPED (broken)', p, e)\n" +
				"ssl.create_default_context()\nwith tempfile.TemporaryFile() as f:\n    f.write(b'x')\n")
		}, refusedAll},
	{"cannot write /proc/sys", always,
		func(*attackEnv) string {
			// Writing back the value already there changes nothing even
			// when the promise is broken.
			return syscallAttack("p = '/proc/sys/kernel/printk_ratelimit_burst'\n" +
				"try:\n    v = open(p).read()\n    with open(p, 'w') as f:\n        f.write(v)\n    print('ESCAPED wrote', p)\n" +
				"except OSError as e:\n    print('refused', e)\n")
		}, refusedAll},
	{"cannot create a user namespace", always,
		func(*attackEnv) string {
			// From a forked child, single-threaded: unshare(CLONE_NEWUSER)
			// is refused to multi-threaded processes anyway.
			// When unstuck is root the rlimits level counts every process of
			// the host's nobody in RLIMIT_NPROC, which other runs beside the
			// test may hold for a moment: the child is forked again then (a
			// bounded number of tries), since the fork is not what is tried.
			return syscallAttack("import time\ndef fork():\n    for i in range(200):\n        try:\n            return os.fork()\n" +
				"        except BlockingIOError:\n            time.sleep(0.05)\n    return os.fork()\n" +
				"pid = fork()\nif pid == 0:\n" +
				"    r = libc.unshare(0x10000000)\n    print('ESCAPED unshare' if r == 0 else 'refused unshare %d' % ctypes.get_errno(), flush=True)\n    os._exit(0)\n" +
				"os.waitpid(pid, 0)\n" +
				"pid = fork()\nif pid == 0:\n" +
				"    r = libc.syscall(56, 0x10000000 | 17, 0, 0, 0, 0)\n    if r == 0:\n        os._exit(0)\n" +
				"    print('ESCAPED clone' if r > 0 else 'refused clone %d' % ctypes.get_errno(), flush=True)\n    os._exit(0)\n" +
				"os.waitpid(pid, 0)\n")
		}, refusedAll},
	{"cannot use io_uring, keyrings or ptrace", always,
		func(*attackEnv) string {
			return syscallAttack("buf = ctypes.create_string_buffer(256)\n" +
				"for name, args in [('io_uring_setup', (425, 4, buf)), ('keyctl', (250, 0, -3, 0, 0, 0)),\n" +
				"                   ('add_key', (248, b'user', b'x', b'y', 1, -3)), ('ptrace', (101, 16, os.getppid(), 0, 0)),\n" +
				"                   ('bpf', (321, 0, buf, 48)), ('perf_event_open', (298, buf, 0, -1, -1, 0)),\n" +
				"                   ('userfaultfd', (323, 0)), ('mount', (165, b'none', b'/tmp', b'tmpfs', 0, 0))]:\n" +
				"    r = libc.syscall(*args)\n    print('ESCAPED' if r >= 0 else 'refused', name, ctypes.get_errno())\n")
		}, refusedAll},
	{"cannot read the host's keyrings", bwrapOnly,
		func(*attackEnv) string {
			return syscallAttack("for p in ['/proc/keys', '/proc/key-users']:\n    try:\n        t = open(p).read()\n" +
				"        print('ESCAPED' if t.strip() else 'refused', p, repr(t[:80]))\n    except OSError as e:\n        print('refused', p, e)\n")
		}, refusedAll},
	{"cannot read another process's command line", func(l sandbox.Isolation, root bool) bool { return l != sandbox.Rlimits },
		func(e *attackEnv) string {
			return syscallAttack(fmt.Sprintf("for d in os.listdir('/proc'):\n    try:\n        c = open('/proc/%%s/cmdline' %% d, 'rb').read()\n"+
				"    except OSError:\n        continue\n    if b%q in c:\n        print('ESCAPED', d, c)\n", e.token))
		}, refusedAll}}

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
)

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
	sleeper := exec.Command("/bin/sh", "-c", "sleep 600", env.token)
	if err := sleeper.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { sleeper.Process.Kill(); sleeper.Wait() }()
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
		ex, err := New(Options{Python: py, Sandbox: sb, Limits: sandbox.Limits{Wall: 15 * time.Second, Processes: promiseProcesses}})
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
			go func(i int, src string) {
				defer wg.Done()
				results[i] = ex.Run(context.Background(), "attack.py", []byte(src))
			}(i, p.src(env))
			if oneByOne {
				wg.Wait()
			}
		}
		wg.Wait()
		for i, p := range held {
			if p.name == forkPromise {
				// The last level's fork bomb leaves children that sleep
				// on: where RLIMIT_NPROC counts every task of the user,
				// they would starve this run before it starts.
				waitOwnTasksGone(10 * time.Second)
				results[i] = ex.Run(context.Background(), "attack.py", []byte(p.src(env)))
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
		t.Run("as nobody", func(t *testing.T) { promisesAsNobody(t) })
	}
}

// promisesAsNobody runs TestPromises again as uid 65534, with a file of
// nobody's for the invoking user's file.
func promisesAsNobody(t *testing.T) {
	setpriv, err := exec.LookPath("setpriv")
	if err != nil {
		t.Skip("setpriv (util-linux) not installed: the unprivileged run is not tried")
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
		os.Chown(home, sandbox.Nobody, sandbox.Nobody), os.Chown(secret, sandbox.Nobody, sandbox.Nobody)); err != nil {
		t.Fatal(err)
	}
	n := strconv.Itoa(sandbox.Nobody)
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
		t.Fatalf("as nobody: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), "bwrap/uid65534/") {
		t.Errorf("the bwrap promises were not tried as nobody:\n%s", out)
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

// waitOwnTasksGone waits until no process of this test's real uid other
// than the test itself is left, or until d has passed. Root's processes
// are never counted against it, so root does not wait.
func waitOwnTasksGone(d time.Duration) {
	if os.Getuid() == 0 {
		return
	}
	uid := strconv.Itoa(os.Getuid())
	self := strconv.Itoa(os.Getpid())
	for end := time.Now().Add(d); time.Now().Before(end); time.Sleep(100 * time.Millisecond) {
		ents, _ := os.ReadDir("/proc")
		others := 0
		for _, e := range ents {
			if e.Name() == self || e.Name()[0] < '0' || e.Name()[0] > '9' {
				continue
			}
			b, err := os.ReadFile("/proc/" + e.Name() + "/status")
			if err != nil {
				continue
			}
			for _, l := range strings.Split(string(b), "\n") {
				if f := strings.Fields(l); len(f) > 1 && f[0] == "Uid:" && f[1] == uid {
					others++
				}
			}
		}
		if others == 0 {
			return
		}
	}
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
