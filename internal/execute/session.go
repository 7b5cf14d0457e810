// Phase: execute. A batch session: one sandboxed fork server for all the
// batches of one snippet (runtime/py/batch.py, serving). Prefix
// exploration runs its candidates in several batches (step 1, repairs,
// coverage rounds, real values, commits); a session starts the sandbox,
// the interpreter and the snippet's heavy imports once for all of them
// instead of once per batch. Every job is still a child forked from the
// server, which runs no snippet code itself, inside the same sandbox and
// limits as a one-batch run.
package execute

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"unstuck/internal/sandbox"
)

// Session is a running fork server of one snippet.
type Session struct {
	e         *Executor
	box       *sandbox.Box
	warm      *warmState // a warm server's (warm.go), or nil
	countable []int
	isolation string
	nonce     string
	req       *os.File    // the server's stdin: one request per line
	lines     chan []byte // its result lines, nonce checked
	done      chan struct{}
	out       *sandbox.Outcome
	mu        sync.Mutex
	ended     bool
}

// request is one batch sent to a serving fork server.
type request struct {
	Jobs      []Job    `json:"jobs"`
	Preimport []string `json:"preimport,omitempty"`
}

// StartSession starts a fork server for src in mode m (Name "batch";
// Jobs are ignored, Preimport loaded at start, Wall bounds the whole
// session). Without a session, the result says why (rejected, empty,
// failure).
func (e *Executor) StartSession(ctx context.Context, file string, src []byte, m Mode) (*Session, *Result) {
	m.Name, m.Jobs, m.serve = "batch", nil, true
	return e.startSession(ctx, file, src, m, nil)
}

// startSession starts the server; prep, when set, changes the box before
// the sandbox starts.
func (e *Executor) startSession(ctx context.Context, file string, src []byte, m Mode, prep func(*launch) error) (*Session, *Result) {
	r, l := e.setup(ctx, file, src, &m)
	if l == nil {
		r.File, r.Mode = file, m.name()
		return nil, r
	}
	if prep != nil {
		if err := prep(l); err != nil {
			l.box.Close()
			r.Failure = "sandbox: " + err.Error()
			return nil, r
		}
	}
	reqR, reqW, err := os.Pipe()
	if err != nil {
		l.box.Close()
		r.Failure = "sandbox: " + err.Error()
		return nil, r
	}
	pr, pw := io.Pipe()
	l.cmd.Stdin, l.cmd.Result = reqR, pw
	s := &Session{e: e, box: l.box, countable: r.CountableLines, isolation: r.Isolation, nonce: l.nonce, req: reqW,
		lines: make(chan []byte, 4096), done: make(chan struct{})}
	go func() {
		out, _ := e.opt.Sandbox.RunCmd(ctx, l.box, l.cmd)
		reqR.Close() // a request written now fails instead of waiting
		pw.Close()
		l.box.Close()
		s.mu.Lock()
		s.out, s.ended = out, true
		s.mu.Unlock()
		close(s.done)
	}()
	go func() {
		defer close(s.lines)
		sc := bufio.NewScanner(pr)
		sc.Buffer(make([]byte, 64<<10), 64<<20)
		for sc.Scan() {
			var n struct {
				Nonce string `json:"nonce"`
			}
			b := sc.Bytes()
			if len(b) == 0 || json.Unmarshal(b, &n) != nil || n.Nonce != s.nonce {
				continue
			}
			s.lines <- append([]byte(nil), b...)
		}
		io.Copy(io.Discard, pr)
	}()
	return s, nil
}

// Ended reports whether the server is gone (killed, timed out, crashed),
// or a warm server's snippet server is: the caller starts another.
func (s *Session) Ended() bool {
	return s.gone() || s.warm != nil && !s.warm.open
}

func (s *Session) gone() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.ended
}

// Run runs one batch of jobs in the session (preimport: modules the
// server imports before forking them) and returns it as a batch Result.
func (s *Session) Run(jobs []Job, preimport []string) *Result {
	start := time.Now()
	r := &Result{Mode: "batch", CountableLines: s.countable, Isolation: s.isolation}
	defer func() { r.Seconds = time.Since(start).Seconds() }()
	if s.warm != nil && !s.warm.open {
		r.Status = "killed"
		r.Error = &Error{Type: "BatchIncomplete", Message: "the snippet's server is gone"}
		return r
	}
	b, _ := json.Marshal(request{Jobs: jobs, Preimport: preimport})
	if _, err := s.req.Write(append(b, '\n')); err != nil {
		s.fail(r, len(jobs))
		return r
	}
	for b := range s.lines {
		var line struct {
			JobResult
			Done    bool    `json:"done"`
			Closed  bool    `json:"closed"` // a warm server's: the snippet's server is gone
			Final   bool    `json:"final"`
			Status  string  `json:"status"`
			Error   *Error  `json:"error"`
			Startup float64 `json:"startup_seconds"`
			Jobs    float64 `json:"jobs_seconds"`
			CPU     float64 `json:"cpu_seconds"`
		}
		if json.Unmarshal(b, &line) != nil {
			continue
		}
		if line.Closed && s.warm != nil {
			s.warm.open = false
			r.Status = "killed"
			r.Error = &Error{Type: "BatchIncomplete", Message: fmt.Sprintf("%d of %d jobs reported before the snippet's server ended", len(r.Batch), len(jobs))}
			return r
		}
		if line.Done || line.Final {
			r.Status, r.Error = line.Status, line.Error
			r.BatchStartup, r.BatchJobs, r.CPUSeconds = line.Startup, line.Jobs, line.CPU
			return r
		}
		line.JobResult.Status, line.JobResult.Error = line.Status, line.Error
		line.CoveredLines = intersect(line.CoveredLines, r.CountableLines)
		r.Batch = append(r.Batch, line.JobResult)
	}
	s.fail(r, len(jobs))
	return r
}

// fail fills r for a batch the server did not finish.
func (s *Session) fail(r *Result, jobs int) {
	<-s.done
	r.Status = "killed"
	if s.out != nil && s.out.TimedOut {
		r.Status = "timeout"
	}
	r.Error = &Error{Type: "BatchIncomplete", Message: fmt.Sprintf("%d of %d jobs reported before the fork server ended", len(r.Batch), jobs)}
	if s.out != nil && len(s.out.Stderr) > 0 {
		r.Stderr = string(s.out.Stderr)
	}
}

// Close ends the server (its stdin reaches EOF) and waits for it; a warm
// server's snippet is ended and the server goes back to its pool.
func (s *Session) Close() {
	if s.warm != nil {
		s.release()
		return
	}
	s.req.Close()
	<-s.done
	for range s.lines {
	}
}
