// Phase: solving (sandbox). z3 runs on the host, on SMT-LIB text derived
// from untrusted code (a snippet's literals and names, or a model's reply
// in the LLM route). Z3's SMT-LIB front end reads and writes files on
// command: (set-option :regular-output-channel "F") creates or truncates F
// and writes there, (include "F") reads F, and other options name trace,
// proof or model files. So a script body may hold only the commands that
// declare and assert (checkBody), and the process is bounded as a run is:
// its own process group (z3.go), host uid nobody when unstuck is root, an
// empty environment, the root directory as its working directory, limits on
// address space, CPU, file size and open files, and what unstuck reads of
// its output capped per query.
package solve

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"syscall"
)

// z3Limits bound one z3 process (a kept one across its queries; the
// deadline of each query, timeout+grace, is the wall-clock bound).
const (
	z3MemoryKiB = 2 << 20 // RLIMIT_AS: 2 GiB; z3 answers (error "out of memory") past it
	z3CPUSecs   = 600     // RLIMIT_CPU
	z3Files     = 64      // RLIMIT_NOFILE: the loader's libraries, nothing to keep open
	// z3MaxOutput is what unstuck reads of z3's answers to one query (a
	// model of a huge string is refused rather than held).
	z3MaxOutput = 16 << 20
	z3Nobody    = 65534
)

// z3Command is argv and attributes of a bounded z3: the limits are set by
// a shell that then execs z3, so that they hold before z3 reads anything.
// RLIMIT_FSIZE 0 keeps z3 from writing any file (its stdout is a pipe).
func z3Command(bin string) (argv []string, attr *syscall.SysProcAttr) {
	attr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	if os.Geteuid() == 0 {
		attr.Credential = &syscall.Credential{Uid: z3Nobody, Gid: z3Nobody, Groups: []uint32{}}
	}
	sh := "ulimit -v " + strconv.Itoa(z3MemoryKiB) + " && ulimit -t " + strconv.Itoa(z3CPUSecs) +
		" && ulimit -f 0 && ulimit -c 0 && ulimit -n " + strconv.Itoa(z3Files) + ` && exec "$0" -in -smt2`
	return []string{"/bin/sh", "-c", sh, bin}, attr
}

// z3BodyCommands are the top-level commands a script body may hold:
// declarations, definitions and assertions. Everything else (options,
// include, echo, eval, check-sat, get-*, push/pop, reset, exit) is the
// session's to send.
var z3BodyCommands = map[string]bool{
	"declare-const": true, "declare-fun": true, "define-fun": true, "define-fun-rec": true,
	"define-funs-rec": true, "define-const": true, "declare-sort": true, "define-sort": true,
	"declare-datatype": true, "declare-datatypes": true, "assert": true,
}

// checkBody refuses a script body that is not a sequence of whole
// s-expressions each starting with one of z3BodyCommands (an unbalanced
// one would leave z3 waiting for the rest until the deadline).
func checkBody(body string) error {
	depth := 0
	for i := 0; i < len(body); i++ {
		switch c := body[i]; c {
		case ' ', '\t', '\r', '\n':
		case ';':
			for i < len(body) && body[i] != '\n' {
				i++
			}
		case '"', '|':
			// A string ("" is a quote inside) or a quoted symbol.
			j := i + 1
			for ; j < len(body); j++ {
				if body[j] == c {
					if c == '"' && j+1 < len(body) && body[j+1] == '"' {
						j++
						continue
					}
					break
				}
			}
			if j >= len(body) {
				return fmt.Errorf("solve: unterminated %c in the SMT-LIB script", c)
			}
			if depth == 0 {
				return fmt.Errorf("solve: SMT-LIB script: %s outside a command", body[i:j+1])
			}
			i = j
		case '(':
			if depth == 0 {
				j := i + 1
				for j < len(body) && (body[j] == ' ' || body[j] == '\t' || body[j] == '\r' || body[j] == '\n') {
					j++
				}
				k := j
				for k < len(body) && !isSMTDelim(body[k]) {
					k++
				}
				if name := body[j:k]; !z3BodyCommands[name] {
					return fmt.Errorf("solve: SMT-LIB command %q is not allowed in a script (only declarations, definitions and assertions)", name)
				}
			}
			depth++
		case ')':
			if depth == 0 {
				return errors.New("solve: unbalanced ) in the SMT-LIB script")
			}
			depth--
		default:
			if depth == 0 {
				return fmt.Errorf("solve: SMT-LIB script: %q outside a command", c)
			}
		}
	}
	if depth != 0 {
		return errors.New("solve: unbalanced ( in the SMT-LIB script")
	}
	return nil
}

func isSMTDelim(c byte) bool {
	switch c {
	case ' ', '\t', '\r', '\n', '(', ')', '"', ';', '|':
		return true
	}
	return false
}

// cappedReader fails once more than left bytes were read since the last
// reset: z3's answers to one query.
type cappedReader struct {
	r    io.Reader
	left int64
}

var errZ3Output = fmt.Errorf("solve: z3 answered more than %d MiB", z3MaxOutput>>20)

func (c *cappedReader) Read(p []byte) (int, error) {
	if c.left <= 0 {
		return 0, errZ3Output
	}
	if int64(len(p)) > c.left {
		p = p[:c.left]
	}
	n, err := c.r.Read(p)
	c.left -= int64(n)
	return n, err
}

func (c *cappedReader) reset() { c.left = z3MaxOutput }
