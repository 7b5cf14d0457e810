// Phase: execute. Warm servers: a session's fork server that outlives one
// snippet (runtime/py/warm.py), so that a long-lived driver (bench,
// serve) pays for the interpreter and a set of heavy imports (pandas,
// scrapy) once per interpreter and import set, not once per snippet.
// Each snippet still runs in the same bubblewrap box, seccomp filter, uid
// and limits as a session of its own: before it, the server makes the box
// as a fresh one is (no other process, /tmp and the working directory
// wiped and seeded again, no System V IPC object) and forks a server of
// the snippet's own from its clean state; after it, the box is made fresh
// again. A server that cannot make the box fresh stops.
package execute

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"unstuck/internal/deps"
	"unstuck/internal/sandbox"
)

// Pool keeps idle warm servers of one Executor, keyed by what they
// imported at their start. It is safe for concurrent use.
type Pool struct {
	e *Executor
	// MaxIdle is how many idle servers are kept (each holds its imports'
	// memory); MaxAge is how long a server serves new snippets.
	MaxIdle int
	MaxAge  time.Duration

	mu       sync.Mutex
	pending  sync.WaitGroup // releases under way
	idle     []*Session
	missing  map[string]bool // modules a server's start-up could not import
	seen     map[string]bool // the import sets (topLevel, joined) sessions were asked for
	started  int             // servers started (tests)
	lightest float64         // the shortest start-up of a server so far
}

// warmState is the part of a Session that only a warm server has.
type warmState struct {
	pool     *Pool
	key      []string        // the import set it loaded at its start
	modules  map[string]bool // sys.modules after that
	imports  float64         // seconds its start-up imports took
	startCPU float64         // CPU of its start-up, until a snippet is charged with it (TakeStartCPU)
	born     time.Time
	used     time.Time
	kill     context.CancelFunc
	hostSnip string // HostWork/.snip: each snippet's file, seen read-only in the box
	inSnip   string
	inWork   string
	seq      int
	open     bool          // a snippet's server is running
	released chan struct{} // closed when the snippet is done with the session
	snipDir  string
}

// Warm is the executor's pool of warm servers, or nil when its sandbox
// cannot give a snippet a box as fresh as a new one (only bubblewrap has
// a private /tmp and pid namespace per box).
func (e *Executor) Warm() *Pool {
	if e.opt.Sandbox.Mode() != sandbox.Bubblewrap {
		return nil
	}
	if e.warm == nil {
		return nil
	}
	e.warm.once.Do(func() { e.warm.pool = newPool(e) })
	return e.warm.pool
}

// defaultIdle is how many idle servers a pool keeps. A set of snippets
// needs a handful of import sets (none, numpy, pandas, matplotlib with
// numpy, flask, ...), and two workers hold two of them busy: with three
// idle, a recent set was often dropped and started again, a second of
// imports for an item that reuse would have saved. Each idle server
// holds its imports' memory (a pandas server some 150 MB).
const defaultIdle = 6

func newPool(e *Executor) *Pool {
	return &Pool{e: e, MaxIdle: defaultIdle, MaxAge: 10 * time.Minute, missing: map[string]bool{}, seen: map[string]bool{}}
}

type warmHolder struct {
	once sync.Once
	pool *Pool
}

// Started counts the warm servers the pool started.
func (p *Pool) Started() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.started
}

// Session returns a session for src (as StartSession does) on a warm
// server that serves a snippet importing imports (serves), or on a new one
// that imports their top-level packages. m.Wall bounds the snippet's time.
func (p *Pool) Session(ctx context.Context, file string, src []byte, m Mode, imports []string) (*Session, *Result) {
	p.mu.Lock()
	best := p.pick(imports)
	set := strings.Join(topLevel(imports), " ")
	if best < 0 && !p.seen[set] {
		best = p.pickPartial(imports)
	}
	p.seen[set] = true
	var s *Session
	if best >= 0 {
		s = p.idle[best]
		p.idle = append(p.idle[:best], p.idle[best+1:]...)
	}
	p.mu.Unlock()
	if s == nil {
		var r *Result
		if s, r = p.start(topLevel(imports)); s == nil {
			return nil, r
		}
	}
	if r := s.open(ctx, file, src, m, imports); r != nil {
		s.Close()
		if r.Failure == "" {
			return nil, r
		}
		// The server could not take the snippet (it stopped): one of its own.
		if s, r = p.start(topLevel(imports)); s == nil {
			return nil, r
		}
		if r := s.open(ctx, file, src, m, imports); r != nil {
			s.Close()
			return nil, r
		}
	}
	return s, nil
}

// Ready reports whether an idle server would serve a snippet importing
// imports now, with no start-up of its own (Session may still start one
// when another caller takes it first).
func (p *Pool) Ready(imports []string) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.pick(imports) >= 0
}

// pick is the idle server that serves imports with the most start-up
// imports, or -1 (p.mu held).
func (p *Pool) pick(imports []string) int {
	return p.largest(func(w *warmState) bool { return p.serves(w, imports) })
}

// pickPartial is, for an import set the pool has not seen before, the
// idle server with the most start-up imports that may serve it (its
// imports are all among the snippet's, as for serves) though it lacks
// some of the snippet's heavy imports, or -1 (p.mu held). The snippet's
// own server imports what is missing once, as a new server would: a set
// that comes once (pandas with dask) then starts no server of its own
// to keep, and one that comes again gets its own then.
func (p *Pool) pickPartial(imports []string) int {
	return p.largest(func(w *warmState) bool { return p.sound(w, imports) })
}

// largest is the live idle server that ok accepts with the most start-up
// imports, or -1 (p.mu held).
func (p *Pool) largest(ok func(*warmState) bool) int {
	best := -1
	for i, s := range p.idle {
		w := s.warm
		if s.gone() || time.Since(w.born) > p.MaxAge || !ok(w) {
			continue
		}
		if best < 0 || len(w.key) > len(p.idle[best].warm.key) {
			best = i
		}
	}
	return best
}

// sound reports whether each module a server imported at its start is
// among imports or a package of one: the snippet's own server would have
// imported it too, so a child sees no module it would not.
func (p *Pool) sound(w *warmState, imports []string) bool {
	for _, k := range w.key {
		if !slices.ContainsFunc(imports, func(m string) bool { return m == k || strings.HasPrefix(m, k+".") }) {
			return false
		}
	}
	return true
}

// serves reports whether a server that imported w.key at its start may
// serve a snippet importing imports: the snippet's own server would have
// imported each of them too (it is among the imports or a package of
// one), so a child sees no module it would not; and it has what the
// snippet imports, or their packages, or knows they do not import, or
// they are the standard library's (cheap for the snippet's server).
func (p *Pool) serves(w *warmState, imports []string) bool {
	if !p.sound(w, imports) {
		return false
	}
	for _, m := range imports {
		top, _, _ := strings.Cut(m, ".")
		if !w.modules[m] && !p.missing[m] && !slices.Contains(w.key, top) && !deps.IsStdlib(top) {
			return false
		}
	}
	return true
}

// topLevel are the packages of imports a new server loads at its start,
// sorted, once each: not the standard library's, which the snippet's own
// server imports in a moment. Servers are then keyed by the heavy imports
// alone (pandas, scrapy), and one without any serves every snippet that
// imports only the standard library, whichever modules of it.
func topLevel(imports []string) []string {
	var out []string
	for _, m := range imports {
		top, _, _ := strings.Cut(m, ".")
		if !slices.Contains(out, top) && !deps.IsStdlib(top) {
			out = append(out, top)
		}
	}
	sort.Strings(out)
	return out
}

// start starts a warm server that imports imports.
func (p *Pool) start(imports []string) (*Session, *Result) {
	e := p.e
	wctx, cancel := context.WithCancel(context.Background())
	// Its own wall: a little beyond the age at which it takes no new
	// snippet, plus the longest snippet.
	m := Mode{Name: "batch", serve: true, warm: true, Preimport: imports, Wall: p.MaxAge + 5*time.Minute}
	s, r := e.startSession(wctx, "warm.py", []byte("pass\n"), m, func(l *launch) error {
		// The placeholder is no file of any snippet's box.
		os.Remove(filepath.Join(l.box.HostWork, "warm.py"))
		return os.Mkdir(filepath.Join(l.box.HostWork, ".snip"), 0o755)
	})
	if s == nil {
		cancel()
		return nil, r
	}
	s.warm = &warmState{pool: p, key: imports, born: time.Now(), kill: cancel,
		hostSnip: filepath.Join(s.box.HostWork, ".snip"), inSnip: filepath.Join(s.box.InSeed(), ".snip"), inWork: s.box.InWork}
	// Its first line says what it loaded.
	var ready struct {
		Warm    bool     `json:"warm"`
		Modules []string `json:"modules"`
		Failed  []string `json:"failed"`
		Imports float64  `json:"import_seconds"`
		CPU     float64  `json:"cpu_seconds"`
	}
	if !s.await(func(b []byte) bool { return json.Unmarshal(b, &ready) == nil && ready.Warm }) {
		s.stop()
		msg := "warm server: ended before it was ready"
		if s.out != nil && len(s.out.Stderr) > 0 {
			msg += ": " + strings.TrimSpace(lastLine(string(s.out.Stderr)))
		}
		return nil, &Result{Failure: msg}
	}
	s.warm.modules = set(ready.Modules)
	s.warm.imports = ready.Imports
	s.warm.startCPU = ready.CPU
	s.warm.key = slices.DeleteFunc(s.warm.key, func(m string) bool { return slices.Contains(ready.Failed, m) })
	p.mu.Lock()
	p.started++
	for _, m := range ready.Failed {
		p.missing[m] = true
	}
	p.mu.Unlock()
	return s, nil
}

func set(xs []string) map[string]bool {
	out := make(map[string]bool, len(xs))
	for _, x := range xs {
		out[x] = true
	}
	return out
}

// await reads the server's lines until ok accepts one (true) or the
// server ends (false).
func (s *Session) await(ok func([]byte) bool) bool {
	for b := range s.lines {
		if ok(b) {
			return true
		}
	}
	return false
}

// open hands the server one snippet: its file goes into the seed, the
// server makes the box fresh and forks the snippet's server. nil when the
// session is the snippet's; otherwise a result saying why not (Failure:
// the server did not take it).
func (s *Session) open(ctx context.Context, file string, src []byte, m Mode, imports []string) *Result {
	w := s.warm
	if bad := Check(src); bad != nil {
		return &Result{Status: "rejected", Error: bad, File: file, Mode: "batch"}
	}
	table, _, err := TableCtx(ctx, src)
	if err != nil {
		return &Result{Status: "rejected", Error: &Error{Type: "InputError", Message: err.Error()}, File: file, Mode: "batch"}
	}
	if len(table.Units) == 0 {
		return &Result{Status: "empty", Error: &Error{Type: "EmptySnippet", Message: "no countable lines"}, File: file, Mode: "batch"}
	}
	base := filepath.Base(file)
	if !strings.HasSuffix(base, ".py") {
		base += ".py"
	}
	w.seq++
	seq := strconv.Itoa(w.seq)
	w.snipDir = filepath.Join(w.hostSnip, seq)
	if err := firstErr(os.Mkdir(w.snipDir, 0o755), os.WriteFile(filepath.Join(w.snipDir, base), src, 0o644)); err != nil {
		return &Result{Failure: "warm server: " + err.Error()}
	}
	wall := s.e.opt.Limits.Wall
	if m.Wall > 0 {
		wall = m.Wall
	}
	soft := wall.Seconds() - max(1, wall.Seconds()/10)
	req, _ := json.Marshal(map[string]any{"open": map[string]any{
		"source": filepath.Join(w.inSnip, seq, base), "filename": filepath.Join(w.inWork, base),
		"units": table.Units, "parallel": m.Parallel, "seconds": soft, "preimport": imports, "defs": m.Defs}})
	if _, err := s.req.Write(append(req, '\n')); err != nil {
		return &Result{Failure: "warm server: " + err.Error()}
	}
	var line struct {
		Opened bool   `json:"opened"`
		Closed bool   `json:"closed"`
		Why    string `json:"why"`
	}
	if !s.await(func(b []byte) bool { return json.Unmarshal(b, &line) == nil && (line.Opened || line.Closed) }) || !line.Opened {
		return &Result{Failure: "warm server: the snippet's server did not start: " + line.Why}
	}
	s.countable = table.Lines()
	w.open, w.used = true, time.Now()
	w.released = make(chan struct{})
	go func(done <-chan struct{}) {
		select {
		case <-ctx.Done():
			w.kill() // the whole server: the snippet was cancelled mid-batch
		case <-done:
		}
	}(w.released)
	return nil
}

// release ends the snippet's server and, once the box is fresh again,
// gives the server back to the pool (in the background: the snippet's
// time does not wait for the wipe).
func (s *Session) release() {
	w := s.warm
	if w.released != nil {
		close(w.released)
		w.released = nil
	}
	p := w.pool
	open := w.open
	w.open = false
	p.pending.Add(1)
	go func() {
		defer p.pending.Done()
		if open {
			ok := false
			var line struct {
				Closed bool   `json:"closed"`
				Clean  bool   `json:"clean"`
				Why    string `json:"why"`
			}
			if _, err := s.req.Write([]byte("{\"close\": true}\n")); err == nil {
				ok = s.await(func(b []byte) bool { return json.Unmarshal(b, &line) == nil && line.Closed }) && line.Clean
			}
			if !ok {
				s.stop()
				return
			}
		}
		if w.snipDir != "" {
			os.RemoveAll(w.snipDir)
		}
		if s.gone() || time.Since(w.born) > p.MaxAge {
			s.stop()
			return
		}
		p.mu.Lock()
		p.idle = append(p.idle, s)
		var drop []*Session
		for len(p.idle) > p.MaxIdle { // the least recently used go
			old := 0
			for i, t := range p.idle {
				if t.warm.used.Before(p.idle[old].warm.used) {
					old = i
				}
			}
			drop = append(drop, p.idle[old])
			p.idle = append(p.idle[:old], p.idle[old+1:]...)
		}
		p.mu.Unlock()
		for _, t := range drop {
			t.stop()
		}
	}()
}

// stop ends a warm server for good.
func (s *Session) stop() {
	s.warm.kill()
	s.req.Close()
	<-s.done
	for range s.lines {
	}
}

// WarmStartup is the import time a warm server saved its snippets (it
// imported them once), 0 for a session of the snippet's own: what a cold
// run of the snippet pays again.
func (s *Session) WarmStartup() float64 {
	if s.warm == nil {
		return 0
	}
	return s.warm.imports
}

// TakeStartCPU is the CPU of the warm server's start-up (interpreter and
// imports) the first time it is asked, 0 after that and for a session of
// the snippet's own (its start-up is in its first batch): the snippet
// that had the server started is charged with it.
func (s *Session) TakeStartCPU() float64 {
	if s.warm == nil {
		return 0
	}
	c := s.warm.startCPU
	s.warm.startCPU = 0
	return c
}

// Settle waits until the snippets given back are back in the pool (or
// their servers stopped).
func (p *Pool) Settle() { p.pending.Wait() }

// Close ends the pool's idle servers.
func (p *Pool) Close() {
	p.Settle()
	p.mu.Lock()
	idle := p.idle
	p.idle = nil
	p.mu.Unlock()
	for _, s := range idle {
		s.stop()
	}
}
