// Package runtime holds the Python code that unstuck ships into every run:
// the harness that executes a snippet under the line metric inside the
// sandbox. It is plain Python (>= 3.8), embedded into the binary.
package runtime

import (
	"bytes"
	"crypto/rand"
	"embed"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"unstuck/internal/lines"
)

//go:embed py/*.py
var files embed.FS

// Entry is the file name of the harness's entry point (entry.py: the
// harness itself is imported, so that its compiled form is used).
const Entry = "entry.py"

// WriteTo copies the harness files into dir.
func WriteTo(dir string) error {
	return fs.WalkDir(files, "py", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasPrefix(d.Name(), "test_") {
			return err // the runtime's own tests stay out of runs
		}
		b, err := files.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dir, filepath.Base(p)), b, 0o644)
	})
}

// Plan is what the harness reads (plan.json): the Go side writes this struct
// and harness.py checks that it got exactly the keys it knows (PLAN_KEYS,
// LIMIT_KEYS). TestPlanKeys fails when either side renames or adds a field
// the other does not know, so a limit cannot silently stop applying.
type Plan struct {
	Filename     string       `json:"filename"`               // the snippet's path as it sees it
	Source       string       `json:"source"`                 // the code to run (snippet + Mode.Call's line)
	Instrumented string       `json:"instrumented,omitempty"` // lexecutor/record: the instrumented code
	Units        []lines.Unit `json:"units"`                  // the line table of the metric
	ControlFD    int          `json:"control_fd"`             // read when the result is written, then closed: Control
	ResultFD     int          `json:"result_fd"`              // where the result goes (also in Control)
	Limits       PlanLimits   `json:"limits"`
	Mode         string       `json:"mode"`
	ResultVar    string       `json:"result_var,omitempty"`
	// Untraced: no line metric (linecov.py), for a script of unstuck's own
	// whose covered lines nobody reads (introspection): it runs at the
	// interpreter's speed, not the tracer's.
	Untraced bool `json:"untraced,omitempty"`
	// batch mode
	Jobs      []Job    `json:"jobs,omitempty"`
	Preimport []string `json:"preimport,omitempty"`
	Parallel  int      `json:"parallel,omitempty"` // children at a time (0: one)
	// Serve: after Jobs, more batches come one per line on stdin (a
	// session, execute.Session) until it ends.
	Serve bool `json:"serve,omitempty"`
	// Warm: the server outlives one snippet (runtime/py/warm.py,
	// execute.Pool): each snippet comes as an "open" line, the box is made
	// fresh, and a server of its own is forked for its batches. WarmSeed
	// is where the box's seed (its working directory's first files) is
	// seen, read-only.
	Warm     bool   `json:"warm,omitempty"`
	WarmSeed string `json:"warm_seed,omitempty"`
	// Fork: a fork server of plain runs (plainfork.py, execute.PlainForks):
	// the harness runs the file as a cold run up to its first import
	// statement, imports that statement's top-level package there, and
	// forks a run per file of the same name whose first import names that
	// package on that line (WarmSeed: the box's seed, made fresh for each).
	Fork *ForkPlan `json:"fork,omitempty"`
	// lexecutor and record modes
	Sites       []Site            `json:"sites,omitempty"`
	Record      bool              `json:"record,omitempty"`
	Predictions map[string]string `json:"predictions,omitempty"`
	// Elements: per site id, the class of each element of a dummy the
	// site's value is, when a loop over it binds elements whose reads
	// were predicted (lexecutor.py Dummy._lx_elem).
	Elements   map[string]string `json:"elements,omitempty"`
	Concretize string            `json:"concretize,omitempty"`
	Seed       int64             `json:"seed,omitempty"`
}

// ForkPlan is a plain-run fork server's package and line (Plan.Fork).
type ForkPlan struct {
	Top  string `json:"top"`
	Line int    `json:"line"`
}

// PlanLimits are the limits the harness sets on itself before the snippet
// runs (rlimits), on top of what the sandbox enforces from outside.
type PlanLimits struct {
	MemoryBytes int64   `json:"memory_bytes"`
	CPUSeconds  int     `json:"cpu_seconds"`
	FileBytes   int64   `json:"file_bytes"`
	Processes   int     `json:"processes"`
	SoftSeconds float64 `json:"soft_seconds"` // the harness's own watchdog, before the wall-clock kill
	// Seccomp is the path of the sandbox's seccomp filter, which the
	// harness installs on itself before any code of the run, where the
	// sandbox cannot (isolation namespaces and rlimits); "": bwrap did.
	Seccomp string `json:"seccomp,omitempty"`
	// Deadline is the Unix time of the soft wall-clock limit, fixed before
	// the sandbox starts: a slow start on a loaded machine then eats into
	// the snippet's time, not into the margin before the kill, so the lines
	// covered so far are always reported.
	Deadline float64 `json:"deadline,omitempty"`
	// RunSeconds, when set, is the time the file's own code has once the
	// import statements it begins with are done (as-is runs): the
	// watchdog is set again then, never past Deadline. Imports are what a
	// loaded machine slows most, and a batch's prefix gets its time after
	// the server's imports, too.
	RunSeconds float64 `json:"run_seconds,omitempty"`
}

// Control is sent on the control descriptor, never in the plan, the
// environment or argv, which the snippet can read. The harness reads it
// only when it writes its result (batch mode: before any job, in the
// process that runs no snippet code), so that no nonce is in the
// snippet's memory while it runs, and stamps every result with the nonce:
// a result of the snippet's own is not believed. When the harness finds
// the message gone, it writes ControlTaken instead.
type Control struct {
	Nonce    string `json:"nonce"`
	ResultFD int    `json:"result_fd"`
}

// NewControl is a control message with a fresh nonce, for a result on
// descriptor resultFD.
func NewControl(resultFD int) Control {
	b := make([]byte, 16)
	rand.Read(b)
	return Control{Nonce: hex.EncodeToString(b), ResultFD: resultFD}
}

// JSON is the message as the harness reads it.
func (c Control) JSON() []byte {
	b, _ := json.Marshal(c)
	return b
}

// Result returns the last record of a run's result stream that carries
// c's nonce: the checked result path of the runners that write one record
// (trace, solve). Lines without the nonce are the snippet's and are
// ignored; a harness that found its control message taken voids the run.
func (c Control) Result(data []byte) ([]byte, error) {
	var rec []byte
	forged := 0
	for _, line := range bytes.Split(data, []byte{'\n'}) {
		line = bytes.TrimSpace(line)
		if len(line) == 0 {
			continue
		}
		var h struct {
			Nonce        string `json:"nonce"`
			ControlTaken bool   `json:"control_taken"`
		}
		if json.Unmarshal(line, &h) != nil {
			forged++
			continue
		}
		if h.ControlTaken {
			return nil, fmt.Errorf("the code run read the harness's control descriptor: no result of this run is believed")
		}
		if h.Nonce != c.Nonce {
			forged++
			continue
		}
		rec = line
	}
	if rec == nil {
		return nil, fmt.Errorf("no result from the harness (%d record(s) without its nonce ignored)", forged)
	}
	return rec, nil
}

// ControlTaken is the record the harness writes when the control message
// was read before it (by the snippet): no result of that run is believed.
type ControlTaken struct {
	ControlTaken bool `json:"control_taken"`
}

// Job is one candidate of batch mode: prefix statements run one by one
// before the snippet; a statement that raises is dropped and the rest go on.
type Job struct {
	ID      int      `json:"id"`
	Prefix  []string `json:"prefix"`
	Timeout float64  `json:"timeout"` // seconds
	// Script runs the file as a program instead (no prefix, no line
	// metric), its standard output kept up to StdoutBytes (0: all):
	// unstuck's own scripts, forked from a server that holds their
	// imports (batch.py's _script).
	Script      bool `json:"script,omitempty"`
	StdoutBytes int  `json:"stdout_bytes,omitempty"`
	// Defs is how many of Prefix's first statements are the runtime's own
	// definitions (the Stub class), which read and change nothing but
	// builtins: the server runs them once and each such job starts from a
	// copy of what they made (batch.py's _defined), as if it ran them.
	Defs int `json:"defs,omitempty"`
}

// Site is one instrumented load site, as the lexecutor engine needs it.
type Site struct {
	ID      int    `json:"id"`
	Kind    string `json:"kind"`
	Name    string `json:"name"`
	Line    int    `json:"line"`
	Role    string `json:"role"`
	Guarded bool   `json:"guarded,omitempty"`
}
