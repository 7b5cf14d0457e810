// Phase: execute. Fork servers of plain runs (runtime/py/plainfork.py):
// a replay is a prefix file run with plain python3, and a cold python3
// that imports pandas or scrapy spends most of the run importing them.
// A fork server starts in a box as the cold run of a file would, imports
// the top-level package of the file's first import statement, from that
// statement's line, and forks one run per file of the same name whose
// first import names that package on that line; the box is made fresh
// before each. Whatever would make a fork differ from the cold run that
// the server or the fork can see makes that file run cold (RunMode), and
// so does every fork that ends at a limit or without its record.
package execute

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"

	"unstuck/internal/deps"
	"unstuck/internal/runtime"
	"unstuck/internal/sandbox"
)

// PlainForks keeps idle plain-run fork servers of one Executor, keyed by
// package and line. It is safe for concurrent use.
type PlainForks struct {
	e       *Executor
	MaxIdle int
	MaxAge  time.Duration

	mu      sync.Mutex
	idle    []*forkServer
	refused map[string]string // keys whose server would not serve, and why
	started int
	subs    int // sub-servers started (plainfork.py _Subs)
	// subRefused are the sub-servers that would not serve ("module: why").
	subRefused []string
}

type forksHolder struct {
	once sync.Once
	pool *PlainForks
	off  bool
}

type forkServer struct {
	s        *Session
	key      string
	born     time.Time
	imports  float64 // wall seconds of its import, which a cold run spends before the file's own time
	startCPU float64 // its start-up's CPU, until a run is charged with it
	cpu      float64 // its start-up's CPU (a cold run's CPU before the file's own code)
	seq      int
	used     int // files it ran
	kill     context.CancelFunc
	hostSnip string
	inSnip   string
}

// PlainForks is the executor's pool of plain-run fork servers, or nil
// when its sandbox cannot give a run a box as fresh as a new one (only
// bubblewrap has a private /tmp and pid namespace per box) or forks were
// switched off (NoPlainForks).
func (e *Executor) PlainForks() *PlainForks {
	if e.forks == nil || e.forks.off || e.opt.Sandbox.Mode() != sandbox.Bubblewrap {
		return nil
	}
	e.forks.once.Do(func() {
		e.forks.pool = &PlainForks{e: e, MaxIdle: 8, MaxAge: 10 * time.Minute, refused: map[string]string{}}
	})
	return e.forks.pool
}

// NoPlainForks makes every plain run of e (and of its copies) cold.
func (e *Executor) NoPlainForks() {
	if e.forks != nil {
		e.forks.off = true
	}
}

// Started counts the servers the pool started.
func (p *PlainForks) Started() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.started
}

// SubsStarted counts the sub-servers the pool's servers started: each
// imported a submodule of its server's package once for the files whose
// first import names it.
func (p *PlainForks) SubsStarted() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.subs
}

// Refused is why the server of key would not serve ("" when it did).
func (p *PlainForks) Refused(key string) string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.refused[key]
}

var firstImport = regexp.MustCompile(`^(?:import\s+([A-Za-z_][\w.]*)|from\s+([A-Za-z_][\w.]*)\s+import\b)`)

// loadedImport is a leading "import m" (or "import m as n") of a
// standard-library module with no dot: when the interpreter has m loaded
// before the package's import (plainfork.py checks, and that the import
// leaves it the same object), the statement runs no code, it only binds
// the module, after the package's import as well as before it.
var loadedImport = regexp.MustCompile(`^import[ \t]+([A-Za-z_]\w*)(?:[ \t]+as[ \t]+[A-Za-z_]\w*)?[ \t]*$`)

// LoadedImport: line is a loadedImport line of a standard-library module
// (not __future__), one ForkKey lets stand before the package's import.
func LoadedImport(line string) bool {
	m := loadedImport.FindStringSubmatch(line)
	return m != nil && m[1] != "__future__" && deps.IsStdlib(m[1])
}

// ForkKey is the server a file may run forked from: its first statement
// (after comments and blank lines) is an absolute import of a package
// that is not the standard library's (python3 imports those in a few
// milliseconds), keyed with that line; or the first statements are
// loadedImport lines and the next is such an import, keyed with that
// line and those lines (a file of the key has the same ones: the
// server's check of them holds for each). "" when none. (A server
// imports under the name of the file that started it, and refuses when
// anything the import made holds that name.)
func ForkKey(file string, src []byte) (key, top string, line int) {
	var before []string
	for i, l := range strings.Split(string(src), "\n") {
		t := strings.TrimSpace(l)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		if t != l { // indented: not a module's first statement
			return "", "", 0
		}
		if LoadedImport(l) {
			before = append(before, l)
			continue
		}
		m := firstImport.FindStringSubmatch(l)
		if m == nil {
			return "", "", 0
		}
		mod := m[1] + m[2]
		top, _, _ = strings.Cut(mod, ".")
		if top == "__future__" || deps.IsStdlib(top) {
			return "", "", 0
		}
		line = i + 1
		key = fmt.Sprintf("%s\x00%d", top, line)
		if len(before) > 0 {
			key += "\x00" + strings.Join(before, "\n")
		}
		return key, top, line
	}
	return "", "", 0
}

func forkBase(file string) string {
	base := filepath.Base(file)
	if !strings.HasSuffix(base, ".py") {
		base += ".py"
	}
	return base
}

// Run runs src as RunMode(ctx, file, src, m) would, forked from a server
// of its key; nil when it does not (the caller runs it cold): the mode is
// not a plain run, the file has no key, the server refused, or the fork
// could not run it as the cold run would. startCPU is the CPU of a
// server's start-up (interpreter and import) that this run started,
// whether or not it ran forked: the caller counts it either way.
func (p *PlainForks) Run(ctx context.Context, file string, src []byte, m Mode) (r *Result, startCPU float64) {
	if m.Name != "" || len(m.Files) > 0 || m.Call != "" || m.Untraced || len(m.Jobs) > 0 || ctx.Err() != nil {
		return nil, 0
	}
	key, top, line := ForkKey(file, src)
	if key == "" || Check(src) != nil {
		return nil, 0
	}
	p.mu.Lock()
	if p.refused[key] != "" {
		p.mu.Unlock()
		return nil, 0
	}
	var fs *forkServer
	for i := len(p.idle) - 1; i >= 0; i-- {
		c := p.idle[i]
		if c.key == key && !c.s.gone() && time.Since(c.born) < p.MaxAge {
			fs = c
			p.idle = append(p.idle[:i], p.idle[i+1:]...)
			break
		}
	}
	p.mu.Unlock()
	if fs == nil {
		var why string
		var cpu float64
		if fs, why, cpu = p.start(file, src, key, top, line); fs == nil {
			if why != "" {
				p.mu.Lock()
				p.refused[key] = why
				p.mu.Unlock()
			}
			return nil, cpu
		}
	}
	start := time.Now()
	startCPU, fs.startCPU = fs.startCPU, 0
	r, keep, refuse := fs.run(ctx, p, file, src, m)
	if keep && refuse == detached {
		return nil, startCPU // the server goes back when its fork ends (run)
	}
	if refuse != "" {
		p.mu.Lock()
		p.refused[key] = refuse
		p.mu.Unlock()
		keep = false
	}
	if !keep {
		fs.stop()
	} else {
		p.put(fs)
	}
	if r == nil {
		return nil, startCPU
	}
	r.File, r.Mode = file, m.name()
	r.Seconds = time.Since(start).Seconds()
	finish(r, src)
	return r, startCPU
}

// put gives a server back; the least recently used beyond MaxIdle stop.
func (p *PlainForks) put(fs *forkServer) {
	p.mu.Lock()
	fs.used++
	p.idle = append(p.idle, fs)
	var drop []*forkServer
	for len(p.idle) > p.MaxIdle {
		// The least recently used (a server just started has served one
		// file: preferring to drop those dropped each new one at once).
		drop = append(drop, p.idle[0])
		p.idle = p.idle[1:]
	}
	p.mu.Unlock()
	for _, d := range drop {
		d.stop()
	}
}

// Close ends the idle servers.
func (p *PlainForks) Close() {
	p.mu.Lock()
	idle := p.idle
	p.idle = nil
	p.mu.Unlock()
	for _, fs := range idle {
		fs.stop()
	}
}

// start starts the server of key with file's own text: its cold start
// is that file's run up to its first import. why is set when the server
// refused (it would refuse every file of the key); cpu is the CPU of a
// server that did not serve.
func (p *PlainForks) start(file string, src []byte, key, top string, line int) (fs *forkServer, why string, cpu float64) {
	wctx, cancel := context.WithCancel(context.Background())
	m := Mode{fork: &runtime.ForkPlan{Top: top, Line: line}, Wall: p.MaxAge + 5*time.Minute}
	s, _ := p.e.startSession(wctx, file, src, m, nil)
	if s == nil {
		cancel()
		return nil, "", 0
	}
	fs = &forkServer{s: s, key: key, born: time.Now(), kill: cancel,
		hostSnip: filepath.Join(s.box.HostWork, ".snip"), inSnip: filepath.Join(s.box.InSeed(), ".snip")}
	var ready struct {
		Ready   *bool   `json:"ready"`
		Refused string  `json:"refused"`
		CPU     float64 `json:"cpu_seconds"`
		Imports float64 `json:"import_seconds"`
	}
	if !s.await(func(b []byte) bool {
		return json.Unmarshal(b, &ready) == nil && ready.Ready != nil || ready.Refused != ""
	}) {
		fs.stop()
		return nil, "", fs.spent(0)
	}
	if ready.Ready == nil || !*ready.Ready {
		fs.stop()
		return nil, ready.Refused, fs.spent(ready.CPU)
	}
	fs.imports, fs.startCPU, fs.cpu = ready.Imports, ready.CPU, ready.CPU
	// The server's own file is no other file's box: out of the seed; the
	// files to run come in beside it (not there while the server imports:
	// a cold run's directory holds its file alone).
	os.Remove(filepath.Join(s.box.HostWork, forkBase(file)))
	if err := os.Mkdir(fs.hostSnip, 0o755); err != nil {
		fs.stop()
		return nil, "", fs.spent(ready.CPU)
	}
	p.mu.Lock()
	p.started++
	p.mu.Unlock()
	return fs, "", 0
}

// spent is the CPU of a stopped server: the sandbox's count, or what the
// server said of its own when that is more.
func (fs *forkServer) spent(said float64) float64 {
	if fs.s.out != nil {
		return max(said, fs.s.out.CPU.Seconds())
	}
	return said
}

func (fs *forkServer) stop() {
	fs.kill()
	fs.s.req.Close()
	<-fs.s.done
	for range fs.s.lines {
	}
}

// detached is run's refuse when the caller gave up and the server is the
// fork's until it ends.
const detached = "\x00detached"

// run sends one file; r is its result (nil: run it cold), keep whether
// the server may serve again, refuse why no file of the key may (or
// detached).
func (fs *forkServer) run(ctx context.Context, p *PlainForks, file string, src []byte, m Mode) (r *Result, keep bool, refuse string) {
	e := p.e
	table, _, err := TableCtx(ctx, src)
	if err != nil || len(table.Units) == 0 {
		return nil, true, ""
	}
	base := forkBase(file)
	fs.seq++
	seq := strconv.Itoa(fs.seq)
	dir := filepath.Join(fs.hostSnip, seq)
	if err := firstErr(os.Mkdir(dir, 0o755), os.WriteFile(filepath.Join(dir, base), src, 0o644)); err != nil {
		return nil, false, ""
	}
	// The file stays until its answer: a run given up on (below) may not
	// have been copied into the box yet.
	gone := false
	defer func() {
		if !gone {
			os.RemoveAll(dir)
		}
	}()
	// The limits a cold run of m would have (setup); its wall-clock time
	// counts the imports the server made for it.
	lim := e.opt.Limits
	if m.Wall > 0 {
		lim.Wall, lim.CPU = m.Wall, m.Wall
	}
	soft := lim.Wall.Seconds() - max(1, lim.Wall.Seconds()/10)
	deadline := float64(time.Now().Add(time.Duration((soft-fs.imports)*float64(time.Second))).UnixNano()) / 1e9
	req, _ := json.Marshal(map[string]any{
		"source": filepath.Join(fs.inSnip, seq, base), "filename": filepath.Join(fs.s.box.InWork, base),
		"units": table.Units, "wall": soft, "drain": lim.OutputDrain,
		"limits": map[string]any{"cpu_seconds": int(lim.CPU.Seconds() + 0.5), "soft_seconds": soft,
			"deadline": deadline, "run_seconds": m.Run.Seconds()},
	})
	if _, err := fs.s.req.Write(append(req, '\n')); err != nil {
		return nil, false, ""
	}
	var line struct {
		Ran      json.RawMessage `json:"ran"`
		Lost     string          `json:"lost"`
		Overhead float64         `json:"overhead_cpu_seconds"`
		// SubCPU is the start-up CPU of the sub-server that ran the file
		// (plainfork.py _Subs: the submodule's import, which a cold run
		// spends too); SubStarted, that this file started it.
		SubCPU     float64 `json:"sub_cpu_seconds"`
		SubStarted bool    `json:"sub_started"`
		SubRefused string  `json:"sub_refused"` // "module: why" of a sub-server that would not serve
		// Canceled: the relay stopped the file's processes when asked
		// (cancel below); the server is as after any file.
		Canceled bool `json:"canceled"`
	}
	done := make(chan bool, 1)
	go func() {
		done <- fs.s.await(func(b []byte) bool {
			line.Ran, line.Lost, line.SubCPU, line.SubStarted, line.SubRefused, line.Canceled = nil, "", 0, false, "", false
			return json.Unmarshal(b, &line) == nil && (line.Ran != nil || line.Lost != "")
		})
	}()
	select {
	case ok := <-done:
		if !ok || line.Ran == nil {
			return nil, false, ""
		}
	case <-ctx.Done():
		// The caller gave up on the run (a direct run that the batch beside
		// it outran): the relay stops the fork (plainfork.py _await_answer)
		// rather than let it run to its end with the server held, and the
		// server then goes back to the pool, instead of a start-up lost.
		fs.s.req.Write([]byte("{\"cancel\": true}\n"))
		gone = true
		go func() {
			ok := <-done
			os.RemoveAll(dir)
			if ok && (line.Ran != nil || line.Canceled) {
				p.put(fs)
			} else {
				fs.stop()
			}
		}()
		return nil, true, detached
	}
	var hr struct {
		harnessResult
		Refused string `json:"fork_refused"`
	}
	if json.Unmarshal(line.Ran, &hr) != nil {
		return nil, false, ""
	}
	if hr.Refused != "" {
		if strings.HasPrefix(hr.Refused, "at-fork") {
			return nil, false, hr.Refused
		}
		return nil, true, ""
	}
	switch hr.Status {
	case "ok", "exit", "raised":
	default:
		// At a limit (time, CPU, disk) or stopped: what the cold run does
		// there is its own.
		return nil, true, ""
	}
	if line.SubStarted || line.SubRefused != "" {
		p.mu.Lock()
		if line.SubStarted {
			p.subs++
		}
		if line.SubRefused != "" {
			p.subRefused = append(p.subRefused, line.SubRefused)
			if os.Getenv("UNSTUCK_DEBUG_PLAINFORK") != "" {
				fmt.Fprintf(os.Stderr, "plainfork: sub-server refused: %s\n", line.SubRefused)
			}
		}
		p.mu.Unlock()
	}
	if cpu := lim.CPU.Seconds(); hr.CPU+fs.cpu+line.SubCPU >= cpu-1 {
		return nil, true, "" // the cold run may have met its CPU limit
	}
	r = &Result{CountableLines: table.Lines(), Isolation: e.opt.Sandbox.Describe(), Forked: true}
	r.CoveredLines = intersect(hr.Covered, r.CountableLines)
	r.CPUSeconds = hr.CPU + line.Overhead
	r.Error, r.Status = hr.Error, hr.Status
	if r.Error != nil && r.Status == "ok" {
		r.Status = "raised"
	}
	return r, true, ""
}
