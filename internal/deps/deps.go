// Package deps is the dependency phase: before a prefix runs, the packages
// its imports name are installed into one managed environment that every
// snippet shares. The environment is a venv over the configured interpreter
// with its system site-packages visible, so the evaluation libraries that
// Debian installed stay importable and only what is missing comes from the
// index.
//
// Installing is running code, so it is narrow and sandboxed (sandboxed.go):
// only distributions the built-in import table (or the operator's
// Distributions) maps a module to, or that the user allows by name
// (Allow, --allow-install), never a name a prefix or a model made up;
// names that match PEP 508's pattern; wheels only; never a distribution
// that failed before. pip fetches the wheels outside the sandbox (the
// network is the one thing it gets there; fetching a wheel runs no code),
// the wheels are refused when they would add a .pth file or a start-up hook
// (sitecustomize, usercustomize), and pip installs them inside the sandbox
// into a staging directory, the only place it may write, whose files are
// checked again and then moved into the environment. A JSON record in the
// environment, guarded by a file lock, keeps outcomes across unstuck
// processes and keeps two of them from installing at once.
package deps

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"

	"unstuck/internal/sandbox"
)

// Mode says whether Ensure may install.
type Mode string

const (
	// Pip installs what is missing.
	Pip Mode = "pip"
	// None never installs and never creates the environment: Ensure only
	// reports what is missing.
	None Mode = "none"
)

// DefaultTimeout bounds one distribution's install; a batch gets it once
// per distribution.
const DefaultTimeout = 5 * time.Minute

// Options configure a Manager.
type Options struct {
	Python   string        // base interpreter command; default "python3"
	Dir      string        // environment directory; default DefaultDir()
	Mode     Mode          // default Pip
	IndexURL string        // pip's --index-url; "" leaves pip's own configuration
	PipArgs  []string      // extra flags for "pip install" (operator's, trusted)
	Timeout  time.Duration // per distribution; default DefaultTimeout
	// Distributions adds import-name -> distribution entries that take
	// precedence over the built-in table.
	Distributions map[string]string
	// Allow names distributions (or modules) that may be installed though
	// the import table does not list them.
	Allow []string
	// Sandbox runs pip's install step; nil: the default (bubblewrap),
	// made when the first install needs it.
	Sandbox *sandbox.Sandbox
}

// Status is the outcome for one imported module.
type Status string

const (
	Present   Status = "present"   // importable already (or standard library)
	Installed Status = "installed" // pip installed it in this call
	Failed    Status = "failed"    // pip failed, or it succeeded and the module is still missing
	Skipped   Status = "skipped"   // missing and not attempted: mode none, failed before, invalid name
)

// Item is the outcome for one top-level import (or the dotted table key
// that decides it, such as google.protobuf).
type Item struct {
	Module string `json:"module"`
	Dist   string `json:"dist,omitempty"`
	Status Status `json:"status"`
	// Detail says why: pip's last error line when failed, the reason when
	// skipped, "standard library" for a present stdlib module.
	Detail string `json:"detail,omitempty"`
}

// Result is what one Ensure found and did.
type Result struct {
	Items   []Item  `json:"items"`
	PipRuns int     `json:"pip_runs"` // install attempts by this call (each: pip download outside, pip install in the sandbox)
	Seconds float64 `json:"seconds"`
}

// Missing lists the modules that are still not importable.
func (r *Result) Missing() []string {
	var out []string
	for _, it := range r.Items {
		if it.Status != Present && it.Status != Installed {
			out = append(out, it.Module)
		}
	}
	return out
}

// Manager owns one environment; it is safe for concurrent use, and several
// processes may share its directory.
type Manager struct {
	opt     Options
	base    string // the base interpreter's sys.executable
	version string
	mu      sync.Mutex
	ready   bool // the environment exists and belongs to base
}

// DefaultDir is $XDG_CACHE_HOME/unstuck/env, else ~/.cache/unstuck/env.
func DefaultDir() (string, error) {
	c, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(c, "unstuck", "env"), nil
}

// New checks the options and resolves the base interpreter; the
// environment itself is made by the first Ensure that needs it.
func New(opt Options) (*Manager, error) {
	if opt.Python == "" {
		opt.Python = "python3"
	}
	if opt.Mode == "" {
		opt.Mode = Pip
	}
	if opt.Mode != Pip && opt.Mode != None {
		return nil, fmt.Errorf("deps: unknown mode %q (want pip or none)", opt.Mode)
	}
	if opt.Timeout <= 0 {
		opt.Timeout = DefaultTimeout
	}
	if opt.IndexURL != "" {
		u, err := url.Parse(opt.IndexURL)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https" && u.Scheme != "file") || strings.HasPrefix(opt.IndexURL, "-") {
			return nil, fmt.Errorf("deps: index URL %q is not an http(s) or file URL", opt.IndexURL)
		}
	}
	if opt.Dir == "" {
		d, err := DefaultDir()
		if err != nil {
			return nil, fmt.Errorf("deps: no cache directory for the environment: %w", err)
		}
		opt.Dir = d
	}
	// Absolute, so that Python() stays right whatever the working directory.
	dir, err := filepath.Abs(opt.Dir)
	if err != nil {
		return nil, err
	}
	// Resolved, then checked: the environment's interpreter and packages
	// run in every snippet, so the directory must be this user's own, and
	// no one else's to write, whatever links lead to it.
	if r, err := filepath.EvalSymlinks(dir); err == nil {
		dir = r
		if err := ownedDir(dir); err != nil {
			return nil, err
		}
	}
	opt.Dir = dir
	path, err := exec.LookPath(opt.Python)
	if err != nil {
		return nil, fmt.Errorf("deps: python interpreter %q not found: %w", opt.Python, err)
	}
	out, err := exec.Command(path, "-I", "-c", `import sys, json; print(json.dumps([sys.executable, sys.version.split()[0]]))`).Output()
	var who []string
	if err != nil || json.Unmarshal(lastLineBytes(out), &who) != nil || len(who) != 2 || who[0] == "" {
		return nil, fmt.Errorf("deps: python interpreter %q does not run: %v %q", opt.Python, err, out)
	}
	m := &Manager{opt: opt, base: who[0], version: who[1]}
	m.ready = m.existing() == nil
	return m, nil
}

// ownedDir checks that dir belongs to this process's user and that no one
// else may write to it.
func ownedDir(dir string) error {
	fi, err := os.Stat(dir)
	if err != nil {
		return fmt.Errorf("deps: %w", err)
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !fi.IsDir() || !ok {
		return fmt.Errorf("deps: %s is not a directory", dir)
	}
	if int(st.Uid) != os.Geteuid() || fi.Mode().Perm()&0o022 != 0 {
		return fmt.Errorf("deps: environment directory %s belongs to uid %d (mode %o): it must be this user's and writable by no one else", dir, st.Uid, fi.Mode().Perm())
	}
	return nil
}

// Dir is the environment's directory.
func (m *Manager) Dir() string { return m.opt.Dir }

// Mode is the manager's mode.
func (m *Manager) Mode() Mode { return m.opt.Mode }

// Python is the interpreter that sees what Ensure installed: the
// environment's once it exists (in mode pip, after the first Ensure; call
// Ensure(ctx, nil) to make it up front), else the base interpreter.
func (m *Manager) Python() string {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.ready {
		return m.envPython()
	}
	return m.base
}

func (m *Manager) envPython() string { return filepath.Join(m.opt.Dir, "bin", "python") }

// Ensure makes the modules that imports name importable by Python(), as far
// as the mode allows, and reports each top-level module. An error means the
// environment could not be made, locked or asked, or ctx ended; a package
// that does not install is an item, not an error.
func (m *Manager) Ensure(ctx context.Context, imports []string) (*Result, error) {
	start := time.Now()
	res := &Result{}
	defer func() { res.Seconds = time.Since(start).Seconds() }()

	// One item per deciding module, in first-seen order.
	index := map[string]int{}
	unlisted := map[string]bool{} // not in the table, not allowed: never installed
	var check []string            // modules to look for in the environment
	for _, name := range imports {
		name = strings.TrimSpace(name)
		it := Item{Module: name}
		switch {
		case !modulePattern.MatchString(name):
			it.Status, it.Detail = Skipped, "not an absolute module name"
		case IsStdlib(name):
			it.Module, _, _ = strings.Cut(name, ".")
			it.Status, it.Detail = Present, "standard library"
		case isPython2Stdlib(name):
			it.Module, _, _ = strings.Cut(name, ".")
			it.Status, it.Detail = Skipped, "Python 2 standard library module"
		default:
			var known bool
			it.Module, it.Dist, known = tableLookup(name, m.opt.Distributions)
			if !ValidDistribution(it.Dist) {
				it.Status, it.Detail = Skipped, fmt.Sprintf("distribution name %q is not a PEP 508 name", it.Dist)
			} else if !known && !m.allowed(it.Module, it.Dist) {
				unlisted[it.Module] = true
			}
		}
		if _, seen := index[it.Module]; seen {
			continue
		}
		index[it.Module] = len(res.Items)
		res.Items = append(res.Items, it)
		if it.Status == "" {
			check = append(check, it.Module)
		}
	}
	// In mode pip the environment exists after any Ensure, even one with
	// nothing to check, so that Python() does not change between snippets.
	if m.opt.Mode == Pip {
		if err := m.ensureEnv(ctx); err != nil {
			return res, err
		}
	}
	if len(check) == 0 {
		return res, nil
	}
	missing, err := m.missing(ctx, check)
	if err != nil {
		return res, err
	}
	mark := func(mods []string, st Status, detail string) {
		for _, mod := range mods {
			it := &res.Items[index[mod]]
			it.Status, it.Detail = st, detail
		}
	}
	mark(check, Present, "")
	if len(missing) == 0 {
		return res, nil
	}
	if m.opt.Mode == None {
		mark(missing, Skipped, "mode none")
		return res, nil
	}
	var allowed []string
	for _, mod := range missing {
		if unlisted[mod] {
			d := res.Items[index[mod]].Dist
			mark([]string{mod}, Skipped, fmt.Sprintf("%s is not in the import table: installed only when allowed by name (--allow-install %s)", d, d))
			continue
		}
		allowed = append(allowed, mod)
	}
	if missing = allowed; len(missing) == 0 {
		return res, nil
	}

	// Installing: one process at a time per environment, across processes.
	lk, err := lockDir(ctx, m.opt.Dir)
	if err != nil {
		return res, err
	}
	defer lk.unlock()
	// Another process may have installed them while this one waited.
	if missing, err = m.missing(ctx, missing); err != nil {
		return res, err
	}
	mark(missing, Skipped, "")
	st, err := loadState(m.opt.Dir)
	if err != nil {
		return res, err
	}
	byDist := map[string][]string{} // normalized dist -> modules
	var todo []string               // dists to install, as first named
	for _, mod := range missing {
		it := &res.Items[index[mod]]
		key := normalize(it.Dist)
		if e, ok := st.Failed[key]; ok && e.Index == m.opt.IndexURL {
			it.Detail = "failed before: " + e.Error
			continue
		}
		if _, ok := st.Installed[key]; ok {
			it.Detail = fmt.Sprintf("%s was installed before but does not provide %s", it.Dist, mod)
			continue
		}
		if byDist[key] == nil {
			todo = append(todo, it.Dist)
		}
		byDist[key] = append(byDist[key], mod)
	}
	if len(todo) == 0 {
		return res, nil
	}

	outcome := map[string]pipOutcome{} // by normalized dist
	o, err := m.pip(ctx, res, todo)
	if err != nil {
		return res, err
	}
	if o.err == "" || len(todo) == 1 {
		for _, d := range todo {
			outcome[normalize(d)] = o
		}
	} else {
		// One bad distribution must not block the others.
		for _, d := range todo {
			if outcome[normalize(d)], err = m.pip(ctx, res, []string{d}); err != nil {
				return res, err
			}
		}
	}

	var installed []string
	for _, d := range todo {
		key := normalize(d)
		if o := outcome[key]; o.err != "" {
			if !o.network {
				st.Failed[key] = entry{Dist: d, Index: m.opt.IndexURL, At: time.Now().UTC(), Error: o.err}
			}
			mark(byDist[key], Failed, o.err)
			continue
		}
		st.Installed[key] = entry{Dist: d, Index: m.opt.IndexURL, At: time.Now().UTC()}
		delete(st.Failed, key)
		installed = append(installed, byDist[key]...)
	}
	if err := st.save(m.opt.Dir); err != nil {
		return res, err
	}
	if len(installed) == 0 {
		return res, nil
	}
	still, err := m.missing(ctx, installed)
	if err != nil {
		return res, err
	}
	mark(installed, Installed, "")
	for _, mod := range still {
		it := &res.Items[index[mod]]
		it.Status, it.Detail = Failed, fmt.Sprintf("installed %s but %s is still not importable", it.Dist, mod)
	}
	return res, nil
}

// ensureEnv makes the environment once, under the lock.
func (m *Manager) ensureEnv(ctx context.Context) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.ready {
		return nil
	}
	if err := os.MkdirAll(m.opt.Dir, 0o755); err != nil {
		return fmt.Errorf("deps: %w", err)
	}
	lk, err := lockDir(ctx, m.opt.Dir)
	if err != nil {
		return err
	}
	defer lk.unlock()
	if err := m.existing(); err == nil {
		m.ready = true
		return nil
	} else if !errors.Is(err, errNoEnv) {
		return err
	}
	cctx, cancel := context.WithTimeout(ctx, 3*time.Minute)
	defer cancel()
	var out bytes.Buffer
	c := exec.CommandContext(cctx, m.base, "-I", "-m", "venv", "--system-site-packages", m.opt.Dir)
	c.Stdout, c.Stderr, c.Env = &out, &out, m.env()
	if err := c.Run(); err != nil {
		return fmt.Errorf("deps: creating the environment with %s -m venv (Debian needs python3-venv): %v: %s", m.base, err, lastLine(out.String()))
	}
	out.Reset()
	c = exec.CommandContext(cctx, m.envPython(), "-I", "-m", "pip", "--version")
	c.Stdout, c.Stderr, c.Env = &out, &out, m.env()
	if err := c.Run(); err != nil {
		return fmt.Errorf("deps: the new environment has no pip (Debian needs python3-pip): %v: %s", err, lastLine(out.String()))
	}
	st, err := loadState(m.opt.Dir)
	if err != nil {
		return err
	}
	st.Base = baseInfo{Executable: m.base, Version: m.version}
	if err := st.save(m.opt.Dir); err != nil {
		return err
	}
	m.ready = true
	return nil
}

var errNoEnv = errors.New("no environment")

// existing checks that the directory holds an environment made by this
// manager's base interpreter: errNoEnv when there is none yet, another error
// when it belongs to a different interpreter (whose packages would not fit).
func (m *Manager) existing() error {
	if _, err := os.Stat(m.envPython()); err != nil {
		return errNoEnv
	}
	st, err := loadState(m.opt.Dir)
	if err != nil {
		return err
	}
	if st.Base.Executable == "" {
		return errNoEnv
	}
	if !samePath(st.Base.Executable, m.base) || st.Base.Version != m.version {
		return fmt.Errorf("deps: environment %s was made from %s (Python %s), not %s (Python %s); use another directory or remove it",
			m.opt.Dir, st.Base.Executable, st.Base.Version, m.base, m.version)
	}
	return nil
}

func samePath(a, b string) bool {
	if a == b {
		return true
	}
	ra, err1 := filepath.EvalSymlinks(a)
	rb, err2 := filepath.EvalSymlinks(b)
	return err1 == nil && err2 == nil && ra == rb
}

// checkScript prints, as JSON, which of the modules in argv cannot be
// found, without running any of them: find_spec locates a top-level module
// without running it, but for a dotted name it imports the parent, whose
// __init__ may come from a distribution the index gave the managed
// environment (code that must run only in the sandbox). So a dotted name
// is looked up by the path finder alone, in the parent's directories on
// sys.path (all of them: a namespace package, native or pkgutil-style, may
// be spread over several).
const checkScript = `import importlib.machinery, importlib.util, json, os, sys
def unstuck_module_found(name):
    parts = name.split('.')
    if len(parts) == 1:
        return importlib.util.find_spec(name) is not None
    where = [os.path.join(p or '.', *parts[:-1]) for p in sys.path]
    where = [d for d in where if os.path.isdir(d)]
    return bool(where) and importlib.machinery.PathFinder.find_spec(name, where) is not None
missing = []
for name in sys.argv[1:]:
    try:
        found = unstuck_module_found(name)
    except Exception:
        found = False
    if not found:
        missing.append(name)
print(json.dumps(missing))
`

// missing asks Python() in one call which modules it cannot import. Like
// the runs, the check ignores the user's site-packages (-s).
func (m *Manager) missing(ctx context.Context, mods []string) ([]string, error) {
	py := m.Python()
	cctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	var stdout, stderr bytes.Buffer
	c := exec.CommandContext(cctx, py, append([]string{"-I", "-c", checkScript}, mods...)...)
	c.Stdout, c.Stderr, c.Env = &stdout, &stderr, m.env()
	if err := c.Run(); err != nil {
		return nil, fmt.Errorf("deps: checking imports with %s: %v: %s", py, err, lastLine(stderr.String()))
	}
	var out []string
	if err := json.Unmarshal(lastLineBytes(stdout.Bytes()), &out); err != nil {
		return nil, fmt.Errorf("deps: checking imports with %s: unexpected answer %q", py, stdout.String())
	}
	return out, nil
}

// pipOutcome is how one pip process ended: err is pip's last error line
// ("" on success); network says pip could not reach the index, which says
// nothing about the distributions, so such a failure is not recorded.
type pipOutcome struct {
	err     string
	network bool
}

// networkTrouble are the words pip (through urllib3) uses when a request did
// not get an answer. pip prints them only while it retries (--retries > 0,
// the default); after that, an unreachable index looks like a missing
// distribution.
var networkTrouble = []string{"NewConnectionError", "ConnectTimeoutError", "ReadTimeoutError",
	"ProxyError", "SSLError", "Connection broken", "RemoteDisconnected"}

// allowed reports whether the user allowed module or dist by name.
func (m *Manager) allowed(module, dist string) bool {
	for _, a := range m.opt.Allow {
		if a == module || normalize(a) == normalize(dist) {
			return true
		}
	}
	return false
}

// pip fetches dists and their dependencies as wheels in one process, then
// installs them in the sandbox (installSandboxed). It returns an error only when ctx
// itself ended (which says nothing about the distributions either).
func (m *Manager) pip(ctx context.Context, res *Result, dists []string) (pipOutcome, error) {
	if m.opt.Sandbox == nil {
		sb, err := sandbox.New(sandbox.Options{})
		if err != nil {
			return pipOutcome{}, fmt.Errorf("deps: pip installs in the sandbox: %w", err)
		}
		m.opt.Sandbox = sb
	}
	for _, d := range dists {
		if !ValidDistribution(d) { // guarded earlier; this is the last gate
			return pipOutcome{}, fmt.Errorf("deps: refusing distribution name %q", d)
		}
	}
	wheels, err := os.MkdirTemp("", "unstuck-wheels-")
	if err != nil {
		return pipOutcome{}, fmt.Errorf("deps: %w", err)
	}
	defer os.RemoveAll(wheels)
	// Wheels only: fetching one runs no code (an sdist's build would).
	args := []string{"-I", "-m", "pip", "download", "--no-input", "--disable-pip-version-check", "--progress-bar", "off",
		"--only-binary=:all:", "--dest", wheels}
	if m.opt.IndexURL != "" {
		args = append(args, "--index-url="+m.opt.IndexURL)
	}
	args = append(args, m.opt.PipArgs...)
	args = append(args, "--")
	args = append(args, dists...)

	limit := m.opt.Timeout * time.Duration(len(dists))
	cctx, cancel := context.WithTimeout(ctx, limit)
	defer cancel()
	var out tail
	c := exec.CommandContext(cctx, m.envPython(), args...)
	c.Stdout, c.Stderr, c.Env = &out, &out, m.pipEnv()
	// pip may start builds of its own: kill the whole group, and do not
	// wait forever for pipes they inherited.
	c.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	c.Cancel = func() error { return syscall.Kill(-c.Process.Pid, syscall.SIGKILL) }
	c.WaitDelay = 5 * time.Second
	res.PipRuns++
	err = c.Run()
	if ctx.Err() != nil {
		return pipOutcome{}, fmt.Errorf("deps: installing %s: %w", strings.Join(dists, " "), ctx.Err())
	}
	if err == nil {
		return m.installSandboxed(cctx, wheels, dists)
	}
	if cctx.Err() != nil {
		// Recorded: waiting the whole timeout again for every snippet that
		// imports it would cost more than a missed retry.
		return pipOutcome{err: fmt.Sprintf("pip timed out after %s", limit)}, nil
	}
	o := pipOutcome{err: pipError(out.String())}
	if o.err == "" {
		o.err = "pip: " + err.Error()
	}
	for _, w := range networkTrouble {
		if strings.Contains(out.String(), w) {
			o.network = true
			o.err += " (the index did not answer; not recorded)"
			break
		}
	}
	return o, nil
}

// pipError is the last line pip marked as an error, else its last line.
func pipError(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	for i := len(lines) - 1; i >= 0; i-- {
		if l := strings.TrimSpace(lines[i]); strings.HasPrefix(l, "ERROR:") {
			return l
		}
	}
	return strings.TrimSpace(lastLine(s))
}

// env is the environment of the import checks: the parent's less what
// would point Python elsewhere.
func (m *Manager) env() []string {
	var out []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		if strings.HasPrefix(k, "PYTHON") || k == "VIRTUAL_ENV" || k == "__PYVENV_LAUNCHER__" {
			continue
		}
		out = append(out, kv)
	}
	return append(out, "PYTHONDONTWRITEBYTECODE=1", "LC_ALL=C.UTF-8", "LANG=C.UTF-8")
}

// pipEnv keeps pip's own configuration (proxies, mirrors, certificates)
// except settings that would install somewhere other than the environment.
func (m *Manager) pipEnv() []string {
	var out []string
	for _, kv := range m.env() {
		k, _, _ := strings.Cut(kv, "=")
		switch strings.ToUpper(k) {
		case "PIP_USER", "PIP_TARGET", "PIP_PREFIX", "PIP_ROOT", "PIP_REQUIRE_VIRTUALENV", "PIP_NO_INPUT":
			continue
		}
		out = append(out, kv)
	}
	return append(out, "PIP_NO_INPUT=1")
}

// tail keeps the last 64 KiB written: enough for pip's error lines, bounded
// whatever a build prints.
type tail struct{ b []byte }

func (t *tail) Write(p []byte) (int, error) {
	const max = 64 << 10
	t.b = append(t.b, p...)
	if len(t.b) > max {
		t.b = append(t.b[:0], t.b[len(t.b)-max:]...)
	}
	return len(p), nil
}

func (t *tail) String() string { return string(t.b) }

func lastLine(s string) string {
	s = strings.TrimRight(s, "\n")
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		return s[i+1:]
	}
	return s
}

func lastLineBytes(b []byte) []byte { return []byte(lastLine(string(b))) }
