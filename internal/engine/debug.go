// The debug verb: trace the snippet and plan a walk back from its failure
// to the root cause; feedback re-plans (unstuck debug --json).
package engine

import (
	"context"
	"fmt"

	"unstuck/internal/debug"
	"unstuck/internal/runtime"
	"unstuck/internal/trace"
)

// DebugOptions are the options of a debug job.
type DebugOptions struct {
	TraceOptions
	Feedback []debug.Feedback `json:"feedback,omitempty" jsonschema:"judgements that re-plan: {step: N, correct: true} for a step that is right, {step: N, var: v} for a variable written wrong there"`
	Output   *int             `json:"output,omitempty" jsonschema:"the step whose outcome is wrong (default: the failure)"`
	// A printed line marked wrong is the oracle (unstuck debug --wrong-output).
	WrongOutput  string `json:"wrong_output,omitempty" jsonschema:"a line the program printed that is wrong: debugging starts where it was printed and mutants are judged by it"`
	ExpectOutput string `json:"expect_output,omitempty" jsonschema:"with wrong_output: the line the program should have printed instead"`
	// Answers to the question loop, in order (unstuck debug --answer).
	Answers []string `json:"answers,omitempty" jsonschema:"answers to the result's questions, in order: yes, no, 'v is wrong' or 'root cause here'; the result's session asks the next"`
}

// DebugResult is the plan with the trace's size and status (and the
// alignment with a fixed version, when the CLI was given one).
type DebugResult struct {
	*debug.Result
	Alignment *debug.Alignment `json:"alignment,omitempty"`
	Steps     int              `json:"steps"`
	Status    string           `json:"status"`
	LLM       *trace.LLMStats  `json:"llm,omitempty"` // LLM recovery's requests and errors
	// Session: the DebugPilot loop after the answers given (debug -i asks
	// the same questions one at a time).
	Session *debug.SessionView `json:"session,omitempty"`
	ask     func(answers []string) *debug.SessionView
}

// WithSession adds the question loop from out over the result's
// candidates, after the answers given; Ask then answers further.
func (r *DebugResult) WithSession(g *trace.Graph, out debug.Output, answers []string) *DebugResult {
	cands := r.Candidates
	r.ask = func(a []string) *debug.SessionView { return debug.Replay(g, out, cands, a) }
	r.Session = r.ask(answers)
	return r
}

// Ask replays the session with these answers (the page's questions,
// through the server's POST /api/jobs/ID/ask).
func (r *DebugResult) Ask(answers []string) (any, error) {
	if r.ask == nil {
		return nil, fmt.Errorf("this result has no question loop")
	}
	return r.ask(answers), nil
}

// NewDebugResult is the object debug gives (al is nil without a fixed
// version).
func NewDebugResult(res *debug.Result, al *debug.Alignment, tr *trace.Trace) *DebugResult {
	return &DebugResult{Result: res, Alignment: al, Steps: len(tr.Steps), Status: tr.Status}
}

// Debug plans from the failure back to its root cause.
var Debug = &Engine{
	Name: "debug",
	Doc:  "Trace the snippet and plan a walk back from its failure to the root cause; feedback re-plans (unstuck debug --json).",
	New:  func() Options { return &DebugOptions{TraceOptions: DefaultTrace()} },
	Run: func(ctx context.Context, env *Env, in Input, o Options, progress func(string)) (any, error) {
		do := o.(*DebugOptions)
		if do.ExpectOutput != "" && do.WrongOutput == "" {
			return nil, fmt.Errorf("options: expect_output needs wrong_output")
		}
		if do.WrongOutput != "" {
			do.TraceOptions.oracle = &runtime.OutputOracle{Wrong: do.WrongOutput, Expect: do.ExpectOutput}
		}
		tr, g, err := traceSource(ctx, env, in, &do.TraceOptions, progress)
		if err != nil {
			return nil, err
		}
		out := debug.Failure(tr)
		if do.TraceOptions.oracle != nil {
			if out, err = debug.MarkedOutput(tr, do.TraceOptions.oracle); err != nil {
				return nil, err
			}
		}
		if do.Output != nil {
			out = debug.Output{Step: *do.Output, Reason: "given"}
		}
		if tr.Lang == "java" {
			// Java's ranking needs its JUnit tests (the CLI's --junit).
			progress(fmt.Sprintf("planning back from step %d (%s)", out.Step, out.Reason))
			return NewDebugResult(debug.Plan(g, out, nil, do.Feedback), nil, tr), nil
		}
		progress(fmt.Sprintf("planning back from step %d (%s); ranking by mutants of its slice", out.Step, out.Reason))
		tg := trace.Target{Mode: "program", OutputOracle: do.TraceOptions.oracle}
		if do.Call != "" {
			tg.Mode = "call"
		}
		res := debug.WithCandidates(ctx, do.TraceOptions.TraceOptions(env), tg, in.Source, tr, g, out, do.Feedback, nil, true, false)
		dr := NewDebugResult(res, nil, tr).WithSession(g, out, do.Answers)
		dr.LLM = g.LLM
		return dr, nil
	},
}
