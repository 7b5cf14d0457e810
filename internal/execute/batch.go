// Batch mode: many candidate prefixes for one snippet in one sandboxed
// interpreter, which forks a child per candidate (runtime/py/batch.py).
// Prefix exploration runs tens of candidates per snippet; starting an
// interpreter (and numpy, pandas) for each would dominate its time.
package execute

import (
	"encoding/json"
	"fmt"

	"unstuck/internal/runtime"
)

// Job is one candidate: prefix statements run one by one before the
// snippet; a statement that raises is dropped and the rest go on.
type Job = runtime.Job

// Dropped is a prefix statement that raised and was left out.
type Dropped struct {
	Index   int    `json:"index"`
	Type    string `json:"type"`
	Message string `json:"message"`
}

// JobResult is what one job's child reported.
type JobResult struct {
	ID           int       `json:"id"`
	Status       string    `json:"status"`
	Error        *Error    `json:"error"`
	CoveredLines []int     `json:"covered"`
	Dropped      []Dropped `json:"dropped"`
	// Commits are the stand-ins of the prefix (explore's Stub class) that
	// committed to a plain value and were used as nothing else, by the
	// name they were made with (batch.py asks Stub._commits()).
	Commits []Commit `json:"commits,omitempty"`
	// Stdout is what a script job (Job.Script) wrote to its standard
	// output.
	Stdout string `json:"stdout,omitempty"`
}

// Commit is one stand-in's commitment: Value is the repr of the int, str
// or bytes it became, a Python literal.
type Commit struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

func (m *Mode) finishBatch(r *Result, data []byte, nonce string, timedOut bool) {
	final := false
	resultLines(data, nonce, func(b []byte) bool {
		var line struct {
			JobResult
			Final   bool    `json:"final"`
			Startup float64 `json:"startup_seconds"`
			Jobs    float64 `json:"jobs_seconds"`
		}
		if json.Unmarshal(b, &line) != nil {
			return false
		}
		if line.Final {
			final = true
			r.Status, r.Error = line.Status, line.Error
			r.BatchStartup, r.BatchJobs = line.Startup, line.Jobs
			return true
		}
		line.CoveredLines = intersect(line.CoveredLines, r.CountableLines)
		r.Batch = append(r.Batch, line.JobResult)
		return true
	})
	if !final {
		r.Status = "killed"
		if timedOut {
			r.Status = "timeout"
		}
		r.Error = &Error{Type: "BatchIncomplete", Message: fmt.Sprintf("%d of %d jobs reported before the batch ended", len(r.Batch), len(m.Jobs))}
	}
}

// Exploration sums up a prefix search (unstuck explore) for the bench.
// The Result's coverage is that of P's prefix files, replayed.
type Exploration struct {
	StepCoverage [3]float64 `json:"step_coverage"` // P after steps 1, 2, 3 (internal runs)
	BestCoverage float64    `json:"best_coverage"` // p_best's file, replayed
	PSize        int        `json:"p_size"`
	Nodes        int        `json:"nodes"`
	Executions   int        `json:"executions"`
	Tokens       int        `json:"tokens"`
	Cost         float64    `json:"cost"`
	Forced       bool       `json:"forced"`            // P or p_best forces execution (explore --force)
	Stubs        int        `json:"stubs"`             // stand-in bindings in P's prefixes
	Wrapper      string     `json:"wrapper,omitempty"` // the generated wrapper the snippet ran in
	// StandIns are P's stand-in statements by kind (stub, mock, lambda,
	// class, shim, module); Environment what P's prefixes provide as the
	// snippet's environment (files, offline HTTP), counted apart.
	StandIns    map[string]int `json:"stand_ins,omitempty"`
	Environment int            `json:"environment,omitempty"`
	// RealNamesCost is the share of lines P gives up by never binding a
	// real name to a stand-in (explore/realnames.go): what P would cover
	// with the prefixes that do, less what it covers (internal runs).
	RealNamesCost float64 `json:"real_names_cost,omitempty"`
	// Phases are the seconds the item spent in each phase of explore.
	Phases map[string]float64 `json:"phase_seconds,omitempty"`
	// PhaseCPU is the CPU seconds of its runs by phase (explore.Tree.CPU).
	PhaseCPU map[string]float64 `json:"phase_cpu_seconds,omitempty"`
	// PlainRuns are the item's runs of prefix files with plain python3
	// (direct run, replays), ForkedRuns those of them forked from a
	// server that had made the file's first import (PlainForks).
	PlainRuns  int `json:"plain_runs,omitempty"`
	ForkedRuns int `json:"forked_runs,omitempty"`
}
