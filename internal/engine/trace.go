// The trace verb: every step of the snippet with the variables it read and
// wrote and their data and control dependencies (unstuck trace --json).
package engine

import (
	"os"

	"context"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unstuck/internal/javatrace"

	"unstuck/internal/execute"
	"unstuck/internal/runtime"
	"unstuck/internal/sandbox"
	"unstuck/internal/trace"
)

// TraceOptions are the options of a trace job.
type TraceOptions struct {
	Call     string `json:"call,omitempty" jsonschema:"after running the snippet, trace this call expression (e.g. f(3)) instead of the whole program"`
	MaxSteps int    `json:"max_steps,omitempty" jsonschema:"stop recording after this many steps (default 100000, also the limit)"`
	Layers   int    `json:"layers,omitempty" jsonschema:"layers of items, elements and attributes recorded in values (default 1, at most 3)"`
	Recovery string `json:"recovery,omitempty" jsonschema:"means of recovering writes hidden in untraced calls, comma-separated: kb, runtime, baseline, or none (default kb,runtime)"`
	// oracle: debug's marked output (the run records what each step printed).
	oracle *runtime.OutputOracle
}

// DefaultTrace are the defaults of a trace job.
func DefaultTrace() TraceOptions {
	return TraceOptions{MaxSteps: 100000, Layers: 1, Recovery: "kb,runtime"}
}

func (o *TraceOptions) Check(lim Limits) error {
	if o.MaxSteps < 0 || o.Layers < 0 || o.Layers > 3 {
		return errors.New("options: max_steps must not be negative, layers between 0 and 3")
	}
	d := DefaultTrace()
	if o.MaxSteps == 0 {
		o.MaxSteps = d.MaxSteps
	}
	if lim.MaxSteps > 0 && o.MaxSteps > lim.MaxSteps {
		o.MaxSteps = lim.MaxSteps
	}
	if o.Layers == 0 {
		o.Layers = d.Layers
	}
	if o.Recovery == "" {
		o.Recovery = d.Recovery
	}
	_, err := o.RecoveryMeans(context.Background(), nil)
	return err
}

// TraceOptions gives trace.Run's options over env.
func (o *TraceOptions) TraceOptions(env *Env) trace.Options {
	return trace.Options{
		Python: env.Python(), Sandbox: env.Sandbox(),
		Limits:   sandbox.Limits{Wall: env.Limits.Timeout, CPU: env.Limits.Timeout, MemoryBytes: env.Limits.MemoryBytes},
		MaxSteps: o.MaxSteps, Layers: o.Layers,
	}
}

// RecoveryMeans is the recovery the options name; llm uses the env's
// LLM client (env nil: the names are only checked).
func (o *TraceOptions) RecoveryMeans(ctx context.Context, env *Env) (trace.Recovery, error) {
	var r trace.Recovery
	for _, m := range strings.Split(o.Recovery, ",") {
		switch strings.TrimSpace(m) {
		case "kb":
			r.KB = true
		case "runtime":
			r.Runtime = true
		case "baseline":
			r.Baseline = true
		case "llm":
			if env == nil {
				continue
			}
			c, err := env.LLMClient()
			if err != nil {
				return r, err
			}
			r.LLM = &trace.LLMRecovery{Client: c, Version: "v1", Ctx: ctx}
		case "none", "":
		default:
			return r, fmt.Errorf("options: unknown recovery means %q (kb, runtime, llm, baseline, none)", m)
		}
	}
	return r, nil
}

// TraceStep is a step with its dependencies.
type TraceStep struct {
	trace.Step
	Deps []trace.Dep `json:"deps"`
}

// TraceResult is the trace with each step's dependencies, the recovered
// writes and, when asked, the backward slice of a step.
type TraceResult struct {
	*trace.Trace
	Steps     []TraceStep            `json:"steps"`
	Recovered []trace.RecoveredWrite `json:"recovered"`
	Slice     []int                  `json:"slice,omitempty"`
	LLM       *trace.LLMStats        `json:"llm,omitempty"` // LLM recovery's requests and errors
}

// NewTraceResult joins a trace and its graph; slice >= 0 adds that step's
// backward slice.
func NewTraceResult(tr *trace.Trace, g *trace.Graph, slice int) *TraceResult {
	out := &TraceResult{Trace: tr, Recovered: g.Recovered, LLM: g.LLM}
	for i, s := range tr.Steps {
		out.Steps = append(out.Steps, TraceStep{s, g.Deps[i]})
	}
	if slice >= 0 && slice < len(tr.Steps) {
		out.Slice = g.Slice(slice)
	}
	return out
}

var pyLineRe = regexp.MustCompile(`line (\d+)\)?\s*$`)

// TraceProblem is the problem a trace shows (a syntax error or rejected
// input), with the line CPython's message names.
func TraceProblem(file string, tr *trace.Trace) *Problem {
	if tr.Status != StatusSyntaxError && tr.Status != StatusRejected {
		return nil
	}
	e := &execute.Error{Type: tr.Status, Message: tr.Status}
	if tr.Error != nil {
		e.Type, e.Message, e.Line = tr.Error.Type, tr.Error.Message, tr.Error.Line
		if m := pyLineRe.FindStringSubmatch(e.Message); m != nil && e.Line == nil {
			n, _ := strconv.Atoi(m[1])
			e.Line = &n
		}
	}
	return &Problem{File: file, Status: tr.Status, Error: e}
}

// traceSource traces a job's source, saved in its directory, and links
// the dependencies.
func traceSource(ctx context.Context, env *Env, in Input, o *TraceOptions, progress func(string)) (*trace.Trace, *trace.Graph, error) {
	dir, done, err := env.dir(in)
	if err != nil {
		return nil, nil, err
	}
	defer done()
	rec, err := o.RecoveryMeans(ctx, env)
	if err != nil {
		return nil, nil, err
	}
	progress("tracing " + in.name())
	tr, err := runSaved(ctx, env, dir, in, o)
	if err != nil || ctx.Err() != nil {
		return nil, nil, firstNonNil(ctx.Err(), err)
	}
	if p := TraceProblem(in.name(), tr); p != nil {
		return nil, nil, p.Err()
	}
	if len(tr.Steps) == 0 {
		return nil, nil, fmt.Errorf("empty trace (%s): %s", tr.Status, firstLine(tr))
	}
	progress(fmt.Sprintf("%d steps traced (%s); linking dependencies", len(tr.Steps), tr.Status))
	return tr, trace.Link(tr, rec), nil
}

// firstLine says why a trace has no steps.
func firstLine(tr *trace.Trace) string {
	if tr.Error != nil {
		return tr.Error.Type + ": " + tr.Error.Message
	}
	if s := strings.TrimSpace(tr.Stderr); s != "" {
		return s
	}
	return "the program ran no traced line"
}

// Trace traces the snippet.
var Trace = &Engine{
	Name: "trace",
	Doc:  "Trace the snippet: every step with the variables it read and wrote and their dependencies (unstuck trace --json).",
	New:  func() Options { o := DefaultTrace(); return &o },
	Run: func(ctx context.Context, env *Env, in Input, o Options, progress func(string)) (any, error) {
		tr, g, err := traceSource(ctx, env, in, o.(*TraceOptions), progress)
		if err != nil {
			return nil, err
		}
		return NewTraceResult(tr, g, -1), nil
	},
}

// runSaved saves the source in dir and traces it: a Java source below its
// package's directories (dir is its source root), Python under its name.
func runSaved(ctx context.Context, env *Env, dir string, in Input, o *TraceOptions) (*trace.Trace, error) {
	if !javatrace.IsJava(in.name()) {
		path, err := in.saved(dir)
		if err != nil {
			return nil, err
		}
		tg := trace.Target{Mode: "program", Script: path}
		if o.Call != "" {
			tg.Mode, tg.Call = "call", o.Call
		}
		if o.oracle != nil {
			tg.Printed, tg.OutputOracle = true, o.oracle
		}
		return trace.Run(ctx, o.TraceOptions(env), tg)
	}
	path, err := javatrace.SourcePath(dir, in.name(), in.Source)
	if err != nil {
		return nil, err
	}
	if err := os.WriteFile(path, in.Source, 0o644); err != nil {
		return nil, err
	}
	jt, err := javatrace.FileTarget(path, dir, o.Call, nil)
	if err != nil {
		return nil, err
	}
	return javatrace.Run(ctx, o.TraceOptions(env), jt)
}
