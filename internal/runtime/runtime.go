// Package runtime holds the Python code that unstuck ships into every run:
// the harness that executes a snippet under the line metric inside the
// sandbox. It is plain Python (>= 3.8), embedded into the binary.
package runtime

import (
	"embed"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"unstuck/internal/lines"
)

//go:embed py/*.py
var files embed.FS

// Entry is the file name of the harness's entry point.
const Entry = "harness.py"

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
	ControlFD    int          `json:"control_fd"`             // read first, then closed: Control
	Limits       PlanLimits   `json:"limits"`
	Mode         string       `json:"mode"`
	ResultVar    string       `json:"result_var,omitempty"`
	// batch mode
	Jobs      []Job    `json:"jobs,omitempty"`
	Preimport []string `json:"preimport,omitempty"`
	// lexecutor and record modes
	Sites       []Site            `json:"sites,omitempty"`
	Record      bool              `json:"record,omitempty"`
	Predictions map[string]string `json:"predictions,omitempty"`
	Concretize  string            `json:"concretize,omitempty"`
	Seed        int64             `json:"seed,omitempty"`
}

// PlanLimits are the limits the harness sets on itself before the snippet
// runs (rlimits), on top of what the sandbox enforces from outside.
type PlanLimits struct {
	MemoryBytes int64   `json:"memory_bytes"`
	CPUSeconds  int     `json:"cpu_seconds"`
	FileBytes   int64   `json:"file_bytes"`
	Processes   int     `json:"processes"`
	SoftSeconds float64 `json:"soft_seconds"` // the harness's own watchdog, before the wall-clock kill
}

// Control is sent on the control descriptor, never in the plan, the
// environment or argv, which the snippet can read: the harness reads it
// and closes the descriptor before the snippet runs, and stamps every
// result with the nonce, so that a snippet that writes a result of its own
// without it is not believed.
type Control struct {
	Nonce    string `json:"nonce"`
	ResultFD int    `json:"result_fd"`
	// Deadline is the Unix time of the soft wall-clock limit, fixed before
	// the sandbox starts: a slow start on a loaded machine then eats into
	// the snippet's time, not into the margin before the kill, so the lines
	// covered so far are always reported.
	Deadline float64 `json:"deadline,omitempty"`
}

// Job is one candidate of batch mode: prefix statements run one by one
// before the snippet; a statement that raises is dropped and the rest go on.
type Job struct {
	ID      int      `json:"id"`
	Prefix  []string `json:"prefix"`
	Timeout float64  `json:"timeout"` // seconds
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
