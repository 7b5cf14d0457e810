// Phase: solve (the Go side of pathrun.py's contract). pathRequest is what
// the path harness reads (req.json), typed as runtime.Plan is for the
// executor's harness: pathrun.py refuses keys it does not know
// (REQUEST_KEYS), and TestPathRequestKeys checks that both sides agree and
// that every key pathrun.py reads is one of them.
package solve

import "encoding/json"

type pathRequest struct {
	// Every run: the file, the function and what the rules know of it.
	Mode      string            `json:"mode"` // lines, run, sample, hypothesis, coverage, shrink, mutants
	File      string            `json:"file"`
	Function  string            `json:"function"`
	Stmts     map[string]int    `json:"stmts"` // line -> the line its statement starts on
	Loops     []int             `json:"loops"`
	Withs     map[string]int    `json:"withs"`
	Types     []json.RawMessage `json:"types"`
	Preset    string            `json:"preset"` // "leetcode": LeetCode's implicit imports
	Generator bool              `json:"generator"`
	KwNames   []string          `json:"kwnames"` // keyword-only parameters
	InitN     int               `json:"init_n"`  // a method: its class's __init__ arguments
	ControlFD int               `json:"control_fd"`
	ResultFD  int               `json:"result_fd"`

	// run, coverage, mutants: inputs as Python literal argument tuples.
	// Lists are always sent (as they were in the untyped request): the
	// mode that reads one indexes it.
	Inputs    []string   `json:"inputs"`
	InputSets [][]string `json:"input_sets"`
	Span      []int      `json:"span"`    // coverage: the function's first and last line
	Mutants   []string   `json:"mutants"` // mutants: mutated sources of the file
	// sample
	Seed       int64   `json:"seed,omitempty"`
	Tries      int     `json:"tries,omitempty"`
	Budget     float64 `json:"budget,omitempty"`
	HypoBudget float64 `json:"hypo_budget,omitempty"` // Hypothesis samples paths too
	// hypothesis
	Targets any `json:"targets"`
	Collect int `json:"collect,omitempty"` // inputs to keep per target
	// shrink
	Items []ShrinkItem `json:"items"`
	Runs  int          `json:"runs,omitempty"`
	// Bounds pathrun.py has defaults for (unset: its defaults).
	InitTypes   []json.RawMessage `json:"init_types,omitempty"`
	MaxSize     int               `json:"max_size,omitempty"`
	MaxExamples int               `json:"max_examples,omitempty"`
	MaxEvents   int               `json:"max_events,omitempty"`
	Alphabet    string            `json:"alphabet,omitempty"` // characters strings are drawn from
	// run: expressions to evaluate at their statements' line events (the
	// concolic continuation, observe.go).
	Observe []obsPoint `json:"observe,omitempty"`
}
