// Serving phase: the HTTP API. Jobs wait in a bounded queue for a fixed
// number of workers; each runs under a time limit with a context that
// reaches the sandbox, so cancelling a job ends its processes. Progress
// goes out as server-sent events, results as the CLI's JSON.
package serve

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"mime"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Config sets the server's capacity and limits.
type Config struct {
	Engines    Registry
	Workers    int           // jobs running at once (default 2)
	Queue      int           // jobs waiting at most (default 16)
	MaxRequest int64         // bytes of a request body (default 2 MiB + 64 KiB)
	JobTimeout time.Duration // wall clock of one job (default 5 min)
	KeepJobs   int           // finished jobs kept for clients to read (default 100)
	// Token, when set, is required as "Authorization: Bearer TOKEN" on every
	// API request; a server listening beyond loopback must have one.
	Token string
	// Examples are offered to the page by name (the bundled snippets).
	Examples map[string]string
	// FilesDir holds a directory per job for the files it writes, kept; by
	// default a temporary directory, removed with each job and at Close.
	FilesDir string
}

// Job states.
const (
	Queued    = "queued"
	Running   = "running"
	Done      = "done"
	Failed    = "failed"
	Cancelled = "cancelled"
)

// Event is one line of a job's progress.
type Event struct {
	Seq     int     `json:"seq"`
	Seconds float64 `json:"seconds"` // since the job was submitted
	Type    string  `json:"type"`    // status or progress
	Status  string  `json:"status,omitempty"`
	Message string  `json:"message,omitempty"`
}

// job is a submitted job; mu guards the fields below it.
type job struct {
	id, kind, file string
	dir            string // the job's files, or ""
	source         string
	run            Job
	created        time.Time

	mu       sync.Mutex
	status   string
	started  time.Time
	finished time.Time
	err      string
	result   json.RawMessage
	asker    Asker // the result's question loop, when it has one
	events   []Event
	changed  chan struct{} // closed and replaced on every event
	cancel   context.CancelFunc
	userStop bool
}

// JobView is a job as the API shows it.
type JobView struct {
	ID       string          `json:"id"`
	Kind     string          `json:"kind"`
	File     string          `json:"file"`
	Status   string          `json:"status"`
	Error    string          `json:"error,omitempty"`
	Created  time.Time       `json:"created"`
	Seconds  float64         `json:"seconds,omitempty"` // running time so far or in all
	Source   string          `json:"source,omitempty"`
	Events   []Event         `json:"events,omitempty"`
	Result   json.RawMessage `json:"result,omitempty"`
	QueuePos int             `json:"queue_position,omitempty"`
}

// Server runs jobs for HTTP clients.
type Server struct {
	cfg    Config
	queue  chan *job
	ctx    context.Context
	stop   context.CancelFunc
	wg     sync.WaitGroup
	mu     sync.Mutex
	jobs   map[string]*job
	order  []string // submission order, for listing and forgetting
	mux    *http.ServeMux
	closed bool
	files  string // FilesDir, or the temporary directory in its place
	temp   bool   // files is temporary: removed with its jobs
}

// New starts the workers.
func New(cfg Config) *Server {
	if cfg.Workers <= 0 {
		cfg.Workers = 2
	}
	if cfg.Queue <= 0 {
		cfg.Queue = 16
	}
	if cfg.MaxRequest <= 0 {
		cfg.MaxRequest = 2<<20 + 64<<10
	}
	if cfg.JobTimeout <= 0 {
		cfg.JobTimeout = 5 * time.Minute
	}
	if cfg.KeepJobs <= 0 {
		cfg.KeepJobs = 100
	}
	s := &Server{cfg: cfg, queue: make(chan *job, cfg.Queue), jobs: map[string]*job{}, files: cfg.FilesDir}
	if s.files == "" {
		// Without a place for files, jobs still run; they just find their own.
		s.files, _ = os.MkdirTemp("", "unstuck-serve-")
		s.temp = true
	}
	s.ctx, s.stop = context.WithCancel(context.Background())
	for i := 0; i < cfg.Workers; i++ {
		s.wg.Add(1)
		go s.worker()
	}
	s.routes()
	return s
}

// Close cancels every job and waits for the workers.
func (s *Server) Close() {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return
	}
	s.closed = true
	close(s.queue)
	s.mu.Unlock()
	s.stop()
	s.wg.Wait()
	if s.temp && s.files != "" {
		os.RemoveAll(s.files)
	}
}

// Handler is the API and the page.
func (s *Server) Handler() http.Handler { return s.guard(s.mux) }

func (s *Server) routes() {
	m := http.NewServeMux()
	m.HandleFunc("GET /api/kinds", s.kinds)
	m.HandleFunc("GET /api/examples", s.examples)
	m.HandleFunc("POST /api/jobs", s.submit)
	m.HandleFunc("GET /api/jobs", s.list)
	m.HandleFunc("GET /api/jobs/{id}", s.get)
	m.HandleFunc("GET /api/jobs/{id}/result", s.result)
	m.HandleFunc("GET /api/jobs/{id}/events", s.eventStream)
	m.HandleFunc("GET /api/jobs/{id}/files/{name...}", s.file)
	m.HandleFunc("DELETE /api/jobs/{id}", s.cancelJob)
	m.HandleFunc("POST /api/jobs/{id}/cancel", s.cancelJob)
	m.HandleFunc("POST /api/jobs/{id}/ask", s.askJob)
	m.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		fail(w, http.StatusNotFound, "no such API endpoint: %s %s", r.Method, r.URL.Path)
	})
	page := pageHandler()
	m.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			fail(w, http.StatusMethodNotAllowed, "%s is not allowed on the page", r.Method)
			return
		}
		page.ServeHTTP(w, r)
	})
	s.mux = m
}

// guard checks the token on the API and, on a loopback server without a
// token, that the Host is a loopback name: a web page elsewhere cannot
// reach the API through DNS rebinding.
func (s *Server) guard(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if s.cfg.Token == "" && !loopbackHost(r.Host) {
			fail(w, http.StatusForbidden, "host %q refused: this server answers on loopback names only", r.Host)
			return
		}
		if strings.HasPrefix(r.URL.Path, "/api/") && s.cfg.Token != "" {
			got, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
			if !ok || subtle.ConstantTimeCompare([]byte(got), []byte(s.cfg.Token)) != 1 {
				w.Header().Set("WWW-Authenticate", `Bearer realm="unstuck"`)
				fail(w, http.StatusUnauthorized, "a bearer token is required (Authorization: Bearer TOKEN)")
				return
			}
		}
		next.ServeHTTP(w, r)
	})
}

func loopbackHost(hostport string) bool {
	host := hostport
	if h, _, err := net.SplitHostPort(hostport); err == nil {
		host = h
	}
	host = strings.Trim(host, "[]")
	if host == "localhost" || strings.HasSuffix(host, ".localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// submitRequest is the body of POST /api/jobs.
type submitRequest struct {
	Kind    string          `json:"kind"`
	Source  string          `json:"source"`
	File    string          `json:"file"`
	Options json.RawMessage `json:"options"`
}

func (s *Server) submit(w http.ResponseWriter, r *http.Request) {
	if ct, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); ct != "application/json" {
		// Also keeps plain cross-site form posts out: they cannot send JSON.
		fail(w, http.StatusUnsupportedMediaType, "send the job as application/json")
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, s.cfg.MaxRequest))
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			fail(w, http.StatusRequestEntityTooLarge, "request larger than %d bytes", s.cfg.MaxRequest)
			return
		}
		fail(w, http.StatusBadRequest, "reading the request: %v", err)
		return
	}
	var req submitRequest
	dec := json.NewDecoder(strings.NewReader(string(body)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		fail(w, http.StatusBadRequest, "bad job request: %v", err)
		return
	}
	if req.Kind == "" {
		fail(w, http.StatusBadRequest, "the job has no kind (have %s)", strings.Join(s.cfg.Engines.Kinds(), ", "))
		return
	}
	id := newID()
	dir := ""
	if s.files != "" {
		dir = filepath.Join(s.files, id)
	}
	run, err := s.cfg.Engines.Prepare(req.Kind, Input{Source: []byte(req.Source), File: req.File, Options: req.Options, Dir: dir})
	switch {
	case errors.Is(err, ErrUnavailable):
		fail(w, http.StatusNotImplemented, "%v", err)
		return
	case err != nil:
		fail(w, http.StatusBadRequest, "%v", err)
		return
	}
	file := req.File
	if file == "" {
		file = "snippet.py"
	}
	if dir != "" {
		// Exclusive: the job's directory is new, never one made before.
		if err := os.Mkdir(dir, 0o700); err != nil {
			fail(w, http.StatusInternalServerError, "job directory: %v", err)
			return
		}
	}
	j := &job{id: id, dir: dir, kind: req.Kind, file: file, source: req.Source, run: run, created: time.Now(), changed: make(chan struct{})}
	j.event(Event{Type: "status", Status: Queued})
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		fail(w, http.StatusServiceUnavailable, "the server is shutting down")
		return
	}
	select {
	case s.queue <- j:
	default:
		s.mu.Unlock()
		w.Header().Set("Retry-After", "5")
		fail(w, http.StatusServiceUnavailable, "the queue is full (%d jobs waiting); try again later", s.cfg.Queue)
		return
	}
	s.jobs[j.id] = j
	s.order = append(s.order, j.id)
	s.forget()
	s.mu.Unlock()
	w.Header().Set("Location", "/api/jobs/"+j.id)
	writeJSON(w, http.StatusAccepted, s.view(j, false))
}

// forget drops the oldest finished jobs beyond KeepJobs; s.mu is held.
func (s *Server) forget() {
	for len(s.order) > s.cfg.KeepJobs {
		dropped := false
		for i, id := range s.order {
			j := s.jobs[id]
			j.mu.Lock()
			fin := !j.finished.IsZero()
			j.mu.Unlock()
			if fin {
				if s.temp && j.dir != "" {
					os.RemoveAll(j.dir)
				}
				delete(s.jobs, id)
				s.order = append(s.order[:i], s.order[i+1:]...)
				dropped = true
				break
			}
		}
		if !dropped {
			return
		}
	}
}

func (s *Server) worker() {
	defer s.wg.Done()
	for j := range s.queue {
		s.runJob(j)
	}
}

func (s *Server) runJob(j *job) {
	j.mu.Lock()
	if j.userStop {
		j.mu.Unlock()
		return
	}
	ctx, cancel := context.WithTimeout(s.ctx, s.cfg.JobTimeout)
	defer cancel()
	j.cancel = cancel
	j.started = time.Now()
	j.mu.Unlock()
	j.event(Event{Type: "status", Status: Running})

	res, err := safeRun(ctx, j.run, func(msg string) { j.event(Event{Type: "progress", Message: msg}) })
	var data json.RawMessage
	if err == nil {
		data, err = json.Marshal(res)
	}
	j.mu.Lock()
	j.finished = time.Now()
	j.cancel = nil
	status := Done
	switch {
	case j.userStop:
		status, j.err = Cancelled, "cancelled"
	case errors.Is(ctx.Err(), context.DeadlineExceeded):
		status, j.err = Failed, fmt.Sprintf("job time limit of %s reached", s.cfg.JobTimeout)
	case s.ctx.Err() != nil:
		status, j.err = Cancelled, "the server shut down"
	case err != nil:
		status, j.err = Failed, err.Error()
	default:
		j.result = data
		j.asker, _ = res.(Asker)
	}
	msg := j.err
	j.mu.Unlock()
	j.event(Event{Type: "status", Status: status, Message: msg})
}

// safeRun turns an engine's panic into the job's error: one bad job must
// not take the server down.
func safeRun(ctx context.Context, run Job, progress func(string)) (res any, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("internal error: %v", p)
		}
	}()
	return run(ctx, progress)
}

// event records e and wakes the job's watchers; a status event also sets
// the job's status.
func (j *job) event(e Event) {
	j.mu.Lock()
	defer j.mu.Unlock()
	if e.Type == "status" {
		j.status = e.Status
	}
	e.Seq = len(j.events) + 1
	e.Seconds = time.Since(j.created).Seconds()
	j.events = append(j.events, e)
	close(j.changed)
	j.changed = make(chan struct{})
}

func terminal(status string) bool {
	return status == Done || status == Failed || status == Cancelled
}

func (s *Server) lookup(w http.ResponseWriter, r *http.Request) *job {
	s.mu.Lock()
	j := s.jobs[r.PathValue("id")]
	s.mu.Unlock()
	if j == nil {
		fail(w, http.StatusNotFound, "no job %q (finished jobs are kept for a while, then forgotten)", r.PathValue("id"))
	}
	return j
}

func (s *Server) view(j *job, full bool) JobView {
	j.mu.Lock()
	defer j.mu.Unlock()
	v := JobView{ID: j.id, Kind: j.kind, File: j.file, Status: j.status, Error: j.err, Created: j.created}
	switch {
	case !j.finished.IsZero() && !j.started.IsZero():
		v.Seconds = j.finished.Sub(j.started).Seconds()
	case !j.started.IsZero():
		v.Seconds = time.Since(j.started).Seconds()
	}
	if full {
		v.Source, v.Result = j.source, j.result
		v.Events = append([]Event(nil), j.events...)
	}
	return v
}

func (s *Server) get(w http.ResponseWriter, r *http.Request) {
	if j := s.lookup(w, r); j != nil {
		writeJSON(w, http.StatusOK, s.view(j, true))
	}
}

// result answers with the result alone, byte for byte the CLI's JSON.
func (s *Server) result(w http.ResponseWriter, r *http.Request) {
	j := s.lookup(w, r)
	if j == nil {
		return
	}
	j.mu.Lock()
	status, res, msg := j.status, j.result, j.err
	j.mu.Unlock()
	switch {
	case status == Done:
		w.Header().Set("Content-Type", "application/json")
		w.Write(res)
	case terminal(status):
		fail(w, http.StatusConflict, "job %s %s: %s", j.id, status, msg)
	default:
		fail(w, http.StatusConflict, "job %s is %s; its result is not there yet", j.id, status)
	}
}

// Asker is a result with a question loop (debug's DebugPilot session):
// given the answers so far, in order, it says where the loop stands.
type Asker interface {
	Ask(answers []string) (any, error)
}

// askJob answers a finished job's questions: {"answers": [...]} in, the
// session after them out (the same loop as unstuck debug -i).
func (s *Server) askJob(w http.ResponseWriter, r *http.Request) {
	j := s.lookup(w, r)
	if j == nil {
		return
	}
	if !strings.HasPrefix(r.Header.Get("Content-Type"), "application/json") {
		fail(w, http.StatusUnsupportedMediaType, "send application/json")
		return
	}
	var req struct {
		Answers []string `json:"answers"`
	}
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, 1<<20))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		fail(w, http.StatusBadRequest, "bad answers: %v", err)
		return
	}
	j.mu.Lock()
	status, a := j.status, j.asker
	j.mu.Unlock()
	switch {
	case status != Done:
		fail(w, http.StatusConflict, "job %s is %s: nothing to ask yet", j.id, status)
	case a == nil:
		fail(w, http.StatusBadRequest, "job %s (%s) asks no questions", j.id, j.kind)
	default:
		v, err := a.Ask(req.Answers)
		if err != nil {
			fail(w, http.StatusBadRequest, "%v", err)
			return
		}
		writeJSON(w, http.StatusOK, v)
	}
}

func (s *Server) list(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	js := make([]*job, 0, len(s.order))
	for _, id := range s.order {
		js = append(js, s.jobs[id])
	}
	s.mu.Unlock()
	views := make([]JobView, 0, len(js))
	for _, j := range js {
		views = append(views, s.view(j, false))
	}
	writeJSON(w, http.StatusOK, views)
}

func (s *Server) cancelJob(w http.ResponseWriter, r *http.Request) {
	j := s.lookup(w, r)
	if j == nil {
		return
	}
	j.mu.Lock()
	queued := false
	switch {
	case j.cancel != nil:
		j.userStop = true
		j.cancel() // reaches the sandbox, which kills the job's process group
	case j.started.IsZero() && !j.userStop:
		queued = true
		j.userStop = true
		j.finished = time.Now()
		j.err = "cancelled"
	}
	j.mu.Unlock()
	if queued {
		j.event(Event{Type: "status", Status: Cancelled, Message: "cancelled before it started"})
	}
	writeJSON(w, http.StatusAccepted, s.view(j, false))
}

// eventStream sends the job's events as server-sent events, the past ones
// first (or those after Last-Event-ID), and ends after the final status.
func (s *Server) eventStream(w http.ResponseWriter, r *http.Request) {
	j := s.lookup(w, r)
	if j == nil {
		return
	}
	fl, ok := w.(http.Flusher)
	if !ok {
		fail(w, http.StatusInternalServerError, "streaming is not supported here")
		return
	}
	next, _ := strconv.Atoi(r.Header.Get("Last-Event-ID"))
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-cache")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	keep := time.NewTicker(15 * time.Second)
	defer keep.Stop()
	for {
		j.mu.Lock()
		evs := append([]Event(nil), j.events[min(next, len(j.events)):]...)
		changed, status := j.changed, j.status
		j.mu.Unlock()
		for _, e := range evs {
			data, _ := json.Marshal(e)
			fmt.Fprintf(w, "id: %d\nevent: %s\ndata: %s\n\n", e.Seq, e.Type, data)
			next = e.Seq
		}
		fl.Flush()
		if terminal(status) {
			return
		}
		select {
		case <-changed:
		case <-keep.C:
			io.WriteString(w, ": keep-alive\n\n")
		case <-r.Context().Done():
			return
		}
	}
}

// file serves a file the job wrote, by its path in the job's directory.
func (s *Server) file(w http.ResponseWriter, r *http.Request) {
	j := s.lookup(w, r)
	if j == nil {
		return
	}
	name := r.PathValue("name")
	if j.dir == "" || !fs.ValidPath(name) {
		fail(w, http.StatusNotFound, "no file %q in job %s", name, j.id)
		return
	}
	f, err := os.Open(filepath.Join(j.dir, filepath.FromSlash(name)))
	if err != nil {
		fail(w, http.StatusNotFound, "no file %q in job %s", name, j.id)
		return
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || st.IsDir() {
		fail(w, http.StatusNotFound, "no file %q in job %s", name, j.id)
		return
	}
	// Files a job wrote are shown as text, never run as a page.
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	http.ServeContent(w, r, "", st.ModTime(), f)
}

// KindView describes one kind for clients.
type KindView struct {
	Kind        string `json:"kind"`
	Description string `json:"description"`
	Available   bool   `json:"available"`
	Reason      string `json:"reason,omitempty"`
}

func (s *Server) kinds(w http.ResponseWriter, r *http.Request) {
	var out []KindView
	for _, e := range s.cfg.Engines {
		out = append(out, KindView{Kind: e.Kind, Description: e.Description, Available: e.Unavailable == "", Reason: e.Unavailable})
	}
	writeJSON(w, http.StatusOK, out)
}

func (s *Server) examples(w http.ResponseWriter, r *http.Request) {
	ex := s.cfg.Examples
	if ex == nil {
		ex = map[string]string{}
	}
	writeJSON(w, http.StatusOK, ex)
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.Encode(v)
}

// fail answers with {"error": message}.
func fail(w http.ResponseWriter, code int, format string, args ...any) {
	writeJSON(w, code, map[string]string{"error": fmt.Sprintf(format, args...)})
}

func newID() string {
	b := make([]byte, 8)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// Listen opens addr. Anything but a loopback address is refused unless
// remote is set and a token is given: the API runs code on this machine.
func Listen(addr string, remote bool, token string) (net.Listener, error) {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, fmt.Errorf("address %q: %w", addr, err)
	}
	if !loopbackAddr(host) {
		if !remote {
			return nil, fmt.Errorf("refusing to listen on %q: not a loopback address (pass --allow-remote and a --token to listen beyond this machine)", addr)
		}
		if token == "" {
			return nil, fmt.Errorf("refusing to listen on %q without a bearer token: pass --token (or UNSTUCK_TOKEN)", addr)
		}
	}
	return net.Listen("tcp", addr)
}

// loopbackAddr reports whether host names loopback addresses only ("" and
// 0.0.0.0 mean every interface).
func loopbackAddr(host string) bool {
	if host == "" {
		return false
	}
	if ip := net.ParseIP(host); ip != nil {
		return ip.IsLoopback()
	}
	ips, err := net.LookupIP(host)
	if err != nil || len(ips) == 0 {
		return false
	}
	for _, ip := range ips {
		if !ip.IsLoopback() {
			return false
		}
	}
	return true
}
