// Phase: trace (the Go side of tracer.py's contract). TracePlan is what
// tracer.py reads (trace-plan.json), typed like Plan, and its result comes
// back through the same checked path: control message, nonce, Result.
package runtime

// TracePlan is the plan of one traced run.
type TracePlan struct {
	Mode        string               `json:"mode"` // program, call, tests, pytest, oracle
	ControlFD   int                  `json:"control_fd"`
	ResultFD    int                  `json:"result_fd"`
	Root        string               `json:"root"`
	Files       map[string]TraceFile `json:"files"`
	Script      string               `json:"script,omitempty"`
	MaxSteps    int                  `json:"max_steps"`
	Layers      int                  `json:"layers"`
	Values      bool                 `json:"values"`
	Compare     bool                 `json:"compare"`
	Call        string               `json:"call"`
	PytestArgs  []string             `json:"pytest_args"`
	TestTimeout float64              `json:"test_timeout"`
	// TestSteps bounds each test of the tests mode by the lines of the
	// traced files it runs (0: no bound); TestTimeout is then a backstop.
	TestSteps int `json:"test_steps,omitempty"`
	// CPUBudget: the mutants mode's CPU seconds for all its runs together
	// (0: none); no mutant starts once they are spent.
	CPUBudget   float64    `json:"cpu_budget,omitempty"`
	UntracedRun bool       `json:"untraced_run"`
	Class       string     `json:"class"`
	Method      string     `json:"method"`
	Cases       []string   `json:"cases"`
	CaseTimeout float64    `json:"case_timeout"`
	Limits      PlanLimits `json:"limits"`
	// Mutants are the mutated sources of the "mutants" mode (debugging's
	// mutation evidence), as trace.MutantSrc.
	Mutants any `json:"mutants,omitempty"`
	// DropSteps returns the step count without the steps (cost runs).
	DropSteps bool `json:"drop_steps,omitempty"`
	// Printed: program and call modes record which step printed each line
	// of stdout (a line a person marks wrong is where debugging starts).
	Printed bool `json:"printed,omitempty"`
	// OutputOracle: in the mutants mode, a script run passes when it no
	// longer prints the wrong line (and prints the expected one, if given).
	OutputOracle *OutputOracle `json:"output_oracle,omitempty"`
	// ValueOracle: in the mutants mode of a script, a run passes when the
	// marked variable holds the corrected value (tracer.py _ValueProbe).
	ValueOracle *ValueOracle `json:"value_oracle,omitempty"`
}

// ValueOracle is a value a person marked wrong and corrected (an output
// of the --io file with its fixed value filled in): Var's value just
// after the Nth run of Line of File (a path in the box) should be Want
// (a Python literal, else a repr as the trace shows values).
type ValueOracle struct {
	File string `json:"file"`
	Line int    `json:"line"`
	Nth  int    `json:"nth"`
	Var  string `json:"var"`
	Want string `json:"want"`
}

// OutputOracle is an output a person marked: the printed line that is
// wrong and, optionally, the line that should be printed instead.
type OutputOracle struct {
	Wrong  string `json:"wrong"`
	Expect string `json:"expect,omitempty"`
}

// TraceFile is one traced file: its index and the probes of its lines
// (trace.LineInfo by line, which tracer.py reads as it is).
type TraceFile struct {
	ID    int `json:"id"`
	Lines any `json:"lines"`
}
