// Running Z3: one `z3 -in -smt2` process per query, or kept processes
// reused in push/pop scopes; timeouts, kills and reading the answers.
package solve

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math/big"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
	"unicode/utf8"
)

// DefaultTimeout bounds a query when neither the Problem nor the Z3 solver
// sets a timeout.
const DefaultTimeout = 10 * time.Second

// grace is how long past its own timeout Z3 may take to say "unknown"
// before it is killed. Z3 4.8.12 sometimes deadlocks instead of answering
// when its timeout fires in non-linear arithmetic, so the kill is needed.
const grace = time.Second

// Z3 solves problems with the z3 binary, talking SMT-LIB2 over its standard
// input and output (`z3 -in -smt2`). The zero value is ready to use and
// starts one process per query. It is safe for concurrent use.
type Z3 struct {
	// Path is the z3 binary, looked up in PATH; "" means "z3".
	Path string
	// Timeout bounds each query unless the Problem sets its own; zero
	// means DefaultTimeout.
	Timeout time.Duration
	// Work bounds each query by Z3's resource count (its rlimit) as well
	// as by Timeout. The count is deterministic: a query gets the same
	// answer on an idle and on a busy machine, where a wall-clock timeout
	// fires after less work, and a hopeless query costs the same small
	// CPU time everywhere. Zero: Timeout alone.
	Work uint64
	// Keep is how many idle z3 processes are kept for later queries, which
	// then skip process start-up (most of a small query's time); a kept
	// process runs each query in a push/pop scope, i.e. with Z3's
	// incremental solver. Zero starts a process per query. Call Close to
	// end kept processes.
	Keep int

	mu   sync.Mutex
	idle []*session
}

// Close ends the idle processes kept for reuse.
func (z *Z3) Close() error {
	z.mu.Lock()
	idle := z.idle
	z.idle = nil
	z.mu.Unlock()
	for _, s := range idle {
		s.close()
	}
	return nil
}

// Solve runs one query. Unsat and unknown are answers, not errors; errors
// are a missing z3, a killed or crashed process, a cancelled context, or a
// problem Z3 rejects.
func (z *Z3) Solve(ctx context.Context, p *Problem) (*Model, error) {
	start := time.Now()
	sc, err := compile(p)
	if err != nil {
		return nil, err
	}
	timeout := p.Timeout
	if timeout <= 0 {
		timeout = z.Timeout
	}
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	for attempt := 0; ; attempt++ {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("solve: %w", err)
		}
		s, reused, err := z.session()
		if err != nil {
			return nil, err
		}
		m, err := z.run(ctx, s, sc, timeout)
		if err == nil {
			m.Elapsed = time.Since(start)
			return m, nil
		}
		// A kept process may have died while idle: try once more afresh.
		if !reused || attempt > 0 || ctx.Err() != nil || errors.Is(err, errKilled) {
			return nil, err
		}
	}
}

var errKilled = errors.New("killed")

// run sends one query to s and returns s to the pool if it is still usable.
func (z *Z3) run(ctx context.Context, s *session, sc *script, timeout time.Duration) (*Model, error) {
	qctx, cancel := context.WithTimeout(ctx, timeout+grace)
	defer cancel()
	stop := context.AfterFunc(qctx, s.kill)
	m, err := s.query(sc, timeout, z.Work)
	if !stop() {
		// The deadline or the caller's cancellation killed the process. An
		// answer that won the race still counts.
		s.close()
		if err == nil {
			return m, nil
		}
		if ctx.Err() != nil {
			return nil, fmt.Errorf("solve: z3 query cancelled: %w", ctx.Err())
		}
		return nil, fmt.Errorf("solve: z3 did not answer within %v: %w", timeout+grace, errKilled)
	}
	if err != nil {
		s.close()
		if msg := s.stderr.String(); msg != "" {
			err = fmt.Errorf("%w (stderr: %s)", err, strings.TrimSpace(msg))
		}
		return nil, err
	}
	if m.Status == Unknown {
		// Z3 may be left mid-search (or, 4.8.12, stuck): do not reuse.
		s.close()
	} else {
		z.put(s)
	}
	return m, nil
}

func (z *Z3) session() (*session, bool, error) {
	z.mu.Lock()
	if n := len(z.idle); n > 0 {
		s := z.idle[n-1]
		z.idle = z.idle[:n-1]
		z.mu.Unlock()
		return s, true, nil
	}
	z.mu.Unlock()
	s, err := z.start()
	return s, false, err
}

func (z *Z3) put(s *session) {
	z.mu.Lock()
	if len(z.idle) < z.Keep {
		z.idle = append(z.idle, s)
		s = nil
	}
	z.mu.Unlock()
	if s != nil {
		s.close()
	}
}

// session is one running z3 process.
type session struct {
	cmd     *exec.Cmd
	in      io.WriteCloser
	out     *sexpReader
	capped  *cappedReader // under out: z3's answers to one query
	stderr  tailBuffer    // read only after close
	scoped  bool          // queries run in push/pop scopes, for reuse
	started bool          // options sent

	mu     sync.Mutex
	reaped bool
}

func (z *Z3) start() (*session, error) {
	path := z.Path
	if path == "" {
		path = "z3"
	}
	bin, err := exec.LookPath(path)
	if err != nil {
		return nil, fmt.Errorf("%w: %q not found (install the Debian package z3 or set Z3.Path): %v", ErrNoZ3, path, err)
	}
	if bin, err = filepath.Abs(bin); err != nil {
		return nil, err
	}
	s := &session{}
	// Own process group, so that a kill reaches anything z3 starts; killed
	// with us if we die mid-query; bounded (z3guard.go): nobody when we are
	// root, no environment, no directory of ours, rlimits.
	argv, attr := z3Command(bin)
	s.cmd = exec.Command(argv[0], argv[1:]...)
	s.cmd.SysProcAttr = attr
	s.cmd.Dir = "/"
	s.cmd.Env = []string{}
	s.cmd.Stderr = &s.stderr
	if s.in, err = s.cmd.StdinPipe(); err != nil {
		return nil, err
	}
	out, err := s.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	s.capped = &cappedReader{r: out}
	s.out = &sexpReader{r: bufio.NewReader(s.capped)}
	if err := s.cmd.Start(); err != nil {
		return nil, fmt.Errorf("%w: starting %s: %v", ErrNoZ3, bin, err)
	}
	s.scoped = z.Keep > 0
	return s, nil
}

// kill signals the process group; reading then fails and the query ends.
func (s *session) kill() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.reaped {
		_ = syscall.Kill(-s.cmd.Process.Pid, syscall.SIGKILL)
	}
}

// close kills and reaps the process. Killing rather than sending (exit)
// keeps a process stuck after a timeout from holding us up.
func (s *session) close() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.reaped {
		return
	}
	_ = syscall.Kill(-s.cmd.Process.Pid, syscall.SIGKILL)
	_ = s.in.Close()
	_ = s.cmd.Wait()
	s.reaped = true
}

// options writes the options of the next query. Z3 counts the rlimit
// from the start of each check-sat, so a kept process needs it set (0: no
// bound) before every query, like the timeout.
func (s *session) options(b *strings.Builder, timeout time.Duration, work uint64) {
	if !s.started {
		b.WriteString("(set-option :produce-models true)\n")
		s.started = true
	}
	fmt.Fprintf(b, "(set-option :timeout %d)\n(set-option :rlimit %d)\n", max(1, timeout.Milliseconds()), work)
}

func (s *session) query(sc *script, timeout time.Duration, work uint64) (*Model, error) {
	if err := checkBody(sc.body); err != nil {
		return nil, err
	}
	s.capped.reset()
	var b strings.Builder
	s.options(&b, timeout, work)
	if s.scoped {
		// A scope undone by pop clears the declarations for the next query
		// at a fraction of the cost of (reset), which rebuilds Z3's context.
		b.WriteString("(push 1)\n")
	}
	b.WriteString(sc.body)
	b.WriteString("(check-sat)\n")
	// A process that died early may still have said why on stdout: read
	// before reporting a failed write.
	_, werr := io.WriteString(s.in, b.String())
	status, err := s.status()
	if err != nil {
		return nil, err
	}
	if werr != nil {
		return nil, fmt.Errorf("solve: writing to z3: %w", werr)
	}
	m := &Model{Status: status}
	switch {
	case status == Sat && len(sc.terms) > 0:
		resp, err := s.ask("(get-value (" + strings.Join(sc.terms, " ") + "))")
		if err != nil {
			return nil, err
		}
		if m.Values, err = readValues(sc, resp); err != nil {
			return nil, err
		}
	case status == Unknown:
		resp, err := s.ask("(get-info :reason-unknown)")
		if err != nil {
			return nil, err
		}
		if len(resp.list) == 2 && resp.list[1].str {
			m.Reason = resp.list[1].atom
		}
	}
	if s.scoped {
		if _, err := io.WriteString(s.in, "(pop 1)\n"); err != nil {
			return nil, fmt.Errorf("solve: writing to z3: %w", err)
		}
	}
	return m, nil
}

// status reads the answer to check-sat; errors Z3 printed for earlier
// commands come first and fail the query.
func (s *session) status() (Status, error) {
	var errs []string
	for {
		x, err := s.out.next()
		if err != nil {
			return "", fmt.Errorf("solve: reading z3's answer: %w", err)
		}
		if msg, ok := x.errorMessage(); ok {
			errs = append(errs, msg)
			continue
		}
		if st := Status(x.atom); !x.isList && !x.str && (st == Sat || st == Unsat || st == Unknown) {
			if len(errs) > 0 {
				return "", fmt.Errorf("solve: z3 rejected the problem: %s", strings.Join(errs, "; "))
			}
			return st, nil
		}
		return "", fmt.Errorf("solve: unexpected z3 output %s", x)
	}
}

func (s *session) ask(cmd string) (sexp, error) {
	// As in query: a process that stopped reading may still be printing;
	// what it printed (or the output cap) says more than the broken pipe,
	// and which of the two comes first must not depend on timing.
	_, werr := io.WriteString(s.in, cmd+"\n")
	x, err := s.out.next()
	if err != nil {
		return sexp{}, fmt.Errorf("solve: reading z3's answer: %w", err)
	}
	if werr != nil {
		return sexp{}, fmt.Errorf("solve: writing to z3: %w", werr)
	}
	if msg, ok := x.errorMessage(); ok {
		return sexp{}, fmt.Errorf("solve: z3: %s", msg)
	}
	return x, nil
}

// readValues decodes a get-value answer, whose pairs come in the order of
// the terms asked.
func readValues(sc *script, resp sexp) (map[string]Value, error) {
	if !resp.isList || len(resp.list) != len(sc.terms) {
		return nil, fmt.Errorf("solve: unexpected get-value answer %s", resp)
	}
	vals := map[string]Value{}
	for i, v := range sc.vars {
		pair := resp.list[i]
		if !pair.isList || len(pair.list) != 2 {
			return nil, fmt.Errorf("solve: unexpected get-value pair %s", pair)
		}
		val, err := parseValue(v.Sort, pair.list[1])
		if err != nil {
			return nil, fmt.Errorf("solve: value of %s: %w", v.Name, err)
		}
		vals[v.Name] = val
	}
	return vals, nil
}

func parseValue(sort Sort, x sexp) (Value, error) {
	v := Value{Sort: sort}
	var err error
	switch sort {
	case IntSort, ListSort:
		v.Int, err = parseInt(x)
	case RealSort:
		v.Real, err = parseReal(x)
	case BoolSort:
		switch {
		case x.isList || x.str:
			err = fmt.Errorf("not a Bool: %s", x)
		case x.atom == "true":
			v.Bool = true
		case x.atom != "false":
			err = fmt.Errorf("not a Bool: %s", x)
		}
	case StringSort:
		if !x.str {
			return v, fmt.Errorf("not a String: %s", x)
		}
		v.Str, err = decodeZ3String(x.atom)
	default:
		err = fmt.Errorf("unknown sort %q", sort)
	}
	return v, err
}

func parseInt(x sexp) (*big.Int, error) {
	if x.isList && len(x.list) == 2 && x.list[0].atom == "-" {
		n, err := parseInt(x.list[1])
		if err != nil {
			return nil, err
		}
		return n.Neg(n), nil
	}
	if n, ok := new(big.Int).SetString(x.atom, 10); ok && !x.isList && !x.str {
		return n, nil
	}
	return nil, fmt.Errorf("not an Int: %s", x)
}

// parseReal reads Z3's reals: 2.5, (- 2.5), (/ 1.0 3.0), (- (/ 1.0 3.0)).
func parseReal(x sexp) (*big.Rat, error) {
	if x.isList && len(x.list) >= 2 && !x.list[0].isList {
		args := make([]*big.Rat, len(x.list)-1)
		for i, a := range x.list[1:] {
			r, err := parseReal(a)
			if err != nil {
				return nil, err
			}
			args[i] = r
		}
		switch op := x.list[0].atom; {
		case op == "-" && len(args) == 1:
			return args[0].Neg(args[0]), nil
		case op == "/" && len(args) == 2 && args[1].Sign() != 0:
			return args[0].Quo(args[0], args[1]), nil
		}
	}
	if !x.isList && !x.str && x.atom != "" && x.atom[0] >= '0' && x.atom[0] <= '9' {
		if r, ok := new(big.Rat).SetString(x.atom); ok {
			return r, nil
		}
	}
	return nil, fmt.Errorf("not a Real: %s", x)
}

// decodeZ3String undoes Z3's printing of a string value asked for with
// backslashes doubled: "" was already turned into a quote by the reader,
// \\ is a backslash, \u{h..h} a code point. Surrogate code points, which
// Z3 may choose but a Go string cannot hold, fail.
func decodeZ3String(s string) (string, error) {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch {
		case strings.HasPrefix(s[i:], `\\`):
			b.WriteByte('\\')
			i++
			continue
		case strings.HasPrefix(s[i:], `\u{`):
			if end := strings.IndexByte(s[i:], '}'); end > 3 && end <= 8 {
				if v, err := strconv.ParseUint(s[i+3:i+end], 16, 32); err == nil {
					if v > utf8.MaxRune || v >= 0xd800 && v < 0xe000 {
						return "", fmt.Errorf("code point %#x cannot be held in a Go string", v)
					}
					b.WriteRune(rune(v))
					i += end
					continue
				}
			}
		}
		b.WriteByte(s[i])
	}
	return b.String(), nil
}

// sexp is one s-expression of Z3's output. A string literal has str set and
// its unquoted text in atom; a list has isList set.
type sexp struct {
	atom   string
	str    bool
	isList bool
	list   []sexp
}

func (x sexp) String() string {
	switch {
	case x.str:
		return `"` + strings.ReplaceAll(x.atom, `"`, `""`) + `"`
	case x.isList:
		parts := make([]string, len(x.list))
		for i, c := range x.list {
			parts[i] = c.String()
		}
		return "(" + strings.Join(parts, " ") + ")"
	}
	return x.atom
}

func (x sexp) errorMessage() (string, bool) {
	if x.isList && len(x.list) == 2 && x.list[0].atom == "error" && !x.list[0].str {
		return x.list[1].atom, true
	}
	return "", false
}

type sexpReader struct{ r *bufio.Reader }

func (p *sexpReader) next() (sexp, error) {
	c, err := p.skipSpace()
	if err != nil {
		return sexp{}, err
	}
	switch c {
	case '(':
		x := sexp{isList: true}
		for {
			c, err := p.skipSpace()
			if err != nil {
				return sexp{}, err
			}
			if c == ')' {
				return x, nil
			}
			_ = p.r.UnreadByte()
			y, err := p.next()
			if err != nil {
				return sexp{}, err
			}
			x.list = append(x.list, y)
		}
	case ')':
		return sexp{}, errors.New("unbalanced ) in z3 output")
	case '"':
		var b strings.Builder
		for {
			c, err := p.r.ReadByte()
			if err != nil {
				return sexp{}, err
			}
			if c == '"' {
				if d, err := p.r.ReadByte(); err == nil && d == '"' {
					b.WriteByte('"')
					continue
				} else if err == nil {
					_ = p.r.UnreadByte()
				}
				return sexp{atom: b.String(), str: true}, nil
			}
			b.WriteByte(c)
		}
	case '|':
		s, err := p.r.ReadString('|')
		if err != nil {
			return sexp{}, err
		}
		return sexp{atom: "|" + s}, nil
	}
	var b strings.Builder
	b.WriteByte(c)
	for {
		c, err := p.r.ReadByte()
		if err != nil {
			if err == io.EOF && b.Len() > 0 {
				return sexp{atom: b.String()}, nil
			}
			return sexp{}, err
		}
		if strings.IndexByte(" \t\r\n()\";|", c) >= 0 {
			_ = p.r.UnreadByte()
			return sexp{atom: b.String()}, nil
		}
		b.WriteByte(c)
	}
}

// skipSpace returns the next byte that is neither white space nor part of
// a comment.
func (p *sexpReader) skipSpace() (byte, error) {
	for {
		c, err := p.r.ReadByte()
		if err != nil {
			return 0, err
		}
		switch c {
		case ' ', '\t', '\r', '\n':
		case ';':
			if _, err := p.r.ReadString('\n'); err != nil {
				return 0, err
			}
		default:
			return c, nil
		}
	}
}

// tailBuffer keeps the last few KB written to it (z3's stderr).
type tailBuffer struct{ b []byte }

func (t *tailBuffer) Write(p []byte) (int, error) {
	const max = 4096
	t.b = append(t.b, p...)
	if len(t.b) > max {
		t.b = t.b[len(t.b)-max:]
	}
	return len(p), nil
}

func (t *tailBuffer) String() string { return string(t.b) }

// Getter evaluates terms in the model of a satisfiable script; the values
// come back as raw s-expressions, read with the Value parsers.
type Getter func(terms []string) ([]sexp, error)

// CheckScript runs a raw SMT-LIB2 script (declarations and assertions, no
// check-sat) and, when it is satisfiable, calls read to fetch values. It
// shares the kept processes and the timeout handling of Solve.
func (z *Z3) CheckScript(ctx context.Context, body string, timeout time.Duration, read func(Getter) error) (Status, string, error) {
	if timeout <= 0 {
		timeout = z.Timeout
	}
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	s, _, err := z.session()
	if err != nil {
		return "", "", err
	}
	qctx, cancel := context.WithTimeout(ctx, timeout+grace)
	defer cancel()
	stop := context.AfterFunc(qctx, s.kill)
	st, reason, err := s.raw(body, timeout, z.Work, read)
	if !stop() {
		s.close()
		if err == nil {
			return st, reason, nil
		}
		if ctx.Err() != nil {
			return "", "", fmt.Errorf("solve: z3 query cancelled: %w", ctx.Err())
		}
		return Unknown, "timeout (killed)", nil
	}
	if err != nil {
		s.close()
		return "", "", err
	}
	if st == Unknown {
		s.close()
	} else {
		z.put(s)
	}
	return st, reason, nil
}

func (s *session) raw(body string, timeout time.Duration, work uint64, read func(Getter) error) (Status, string, error) {
	if err := checkBody(body); err != nil {
		return "", "", err
	}
	s.capped.reset()
	var b strings.Builder
	s.options(&b, timeout, work)
	if s.scoped {
		b.WriteString("(push 1)\n")
	}
	b.WriteString(body)
	b.WriteString("(check-sat)\n")
	_, werr := io.WriteString(s.in, b.String())
	status, err := s.status()
	if err != nil {
		return "", "", err
	}
	if werr != nil {
		return "", "", fmt.Errorf("solve: writing to z3: %w", werr)
	}
	reason := ""
	switch status {
	case Sat:
		if read != nil {
			get := func(terms []string) ([]sexp, error) {
				if len(terms) == 0 {
					return nil, nil
				}
				resp, err := s.ask("(get-value (" + strings.Join(terms, " ") + "))")
				if err != nil {
					return nil, err
				}
				if !resp.isList || len(resp.list) != len(terms) {
					return nil, fmt.Errorf("solve: unexpected get-value answer %s", resp)
				}
				out := make([]sexp, len(terms))
				for i, p := range resp.list {
					if !p.isList || len(p.list) != 2 {
						return nil, fmt.Errorf("solve: unexpected get-value pair %s", p)
					}
					out[i] = p.list[1]
				}
				return out, nil
			}
			if err := read(get); err != nil {
				return "", "", err
			}
		}
	case Unknown:
		resp, err := s.ask("(get-info :reason-unknown)")
		if err != nil {
			return "", "", err
		}
		if len(resp.list) == 2 && resp.list[1].str {
			reason = resp.list[1].atom
		}
	}
	if s.scoped {
		if _, err := io.WriteString(s.in, "(pop 1)\n"); err != nil {
			return "", "", fmt.Errorf("solve: writing to z3: %w", err)
		}
	}
	return status, reason, nil
}
