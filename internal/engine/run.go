// The run verb: the snippet as it is, sandboxed, under the line metric
// (unstuck run --json), and the lexecutor verb: the same run with
// predicted values injected wherever a missing one would crash it
// (unstuck run --mode lexecutor --json).
package engine

import (
	"context"
	"fmt"
	"time"

	"unstuck/internal/execute"
	"unstuck/internal/predict"
)

// RunOptions are the options of a run job.
type RunOptions struct {
	Mode string `json:"mode,omitempty" jsonschema:"as-is (default): run the code as it is; lexecutor: inject predicted values wherever a missing one would crash it; record: record the values the code produces"`
	PredictOptions
	TimeoutSeconds float64 `json:"timeout_seconds,omitempty" jsonschema:"wall-clock limit of the run in seconds; at most the server's limit"`
}

// PredictOptions choose how learning-guided execution predicts and makes
// values (lexecutor mode).
type PredictOptions struct {
	Predictor  string  `json:"predictor,omitempty" jsonschema:"lexecutor mode: value predictor: model (default), frequency, random or naive"`
	Level      string  `json:"level,omitempty" jsonschema:"lexecutor mode: value classes: fine (default, 22 classes) or coarse (12)"`
	Random     bool    `json:"random,omitempty" jsonschema:"lexecutor mode: draw values at random within their class"`
	Seed       int64   `json:"seed,omitempty" jsonschema:"lexecutor mode: seed of the random choices (default 1)"`
	Confidence float64 `json:"confidence,omitempty" jsonschema:"lexecutor mode: below this probability a prediction gives way to a permissive dummy (default 0.9; 0: always the prediction)"`
}

// DefaultPredict are the defaults of learning-guided execution.
func DefaultPredict() PredictOptions {
	return PredictOptions{Predictor: "model", Level: "fine", Seed: 1, Confidence: 0.9}
}

// DefaultRun are the defaults of a run job.
func DefaultRun() RunOptions { return RunOptions{Mode: "as-is", PredictOptions: DefaultPredict()} }

func (o *RunOptions) Check(lim Limits) error {
	if o.TimeoutSeconds < 0 {
		return fmt.Errorf("options: timeout_seconds must not be negative")
	}
	_, err := o.ExecMode(lim)
	return err
}

// ExecMode is the execution mode the options name, with the run's wall
// limit narrowed to lim.
func (o *RunOptions) ExecMode(lim Limits) (execute.Mode, error) {
	m, err := o.PredictOptions.Mode(o.Mode)
	m.Wall = narrow(time.Duration(o.TimeoutSeconds*float64(time.Second)), lim.Timeout)
	return m, err
}

// Mode builds the execution mode name with these prediction options.
func (o PredictOptions) Mode(name string) (execute.Mode, error) {
	m := execute.Mode{Name: name, Random: o.Random, Seed: o.Seed, Confidence: o.Confidence}
	switch name {
	case "as-is", "lexecutor", "record", "parse":
	default:
		return m, fmt.Errorf("unknown mode %q (as-is, lexecutor, record)", name)
	}
	if name != "lexecutor" {
		return m, nil
	}
	level, ok := predict.ParseLevel(o.Level)
	if !ok {
		return m, fmt.Errorf("unknown level %q (fine, coarse)", o.Level)
	}
	p, err := predict.ByName(o.Predictor, level, o.Seed)
	if err != nil {
		return m, err
	}
	m.Predictor = p
	return m, nil
}

// Run runs the snippet and reports which lines ran.
var Run = &Engine{
	Name: "run",
	Doc:  "Run the snippet sandboxed and report which lines ran (unstuck run --json).",
	New:  func() Options { o := DefaultRun(); return &o },
	Run: func(ctx context.Context, env *Env, in Input, o Options, progress func(string)) (any, error) {
		ro := o.(*RunOptions)
		m, err := ro.ExecMode(env.Limits)
		if err != nil {
			return nil, err
		}
		progress("running " + in.name() + " (" + ro.Mode + ")")
		return runSource(ctx, env, in, m)
	},
}

// LexecutorOptions are the options of a lexecutor job: a run in lexecutor
// mode.
type LexecutorOptions struct {
	PredictOptions
	TimeoutSeconds float64 `json:"timeout_seconds,omitempty" jsonschema:"wall-clock limit of the run in seconds; at most the server's limit"`
}

func (o *LexecutorOptions) run() *RunOptions {
	return &RunOptions{Mode: "lexecutor", PredictOptions: o.PredictOptions, TimeoutSeconds: o.TimeoutSeconds}
}

func (o *LexecutorOptions) Check(lim Limits) error { return o.run().Check(lim) }

// Lexecutor runs the snippet with predicted values injected.
var Lexecutor = &Engine{
	Name: "lexecutor",
	Doc:  "Run the snippet with predicted values injected wherever a missing one would crash it (unstuck run --mode lexecutor --json).",
	New:  func() Options { return &LexecutorOptions{PredictOptions: DefaultPredict()} },
	Run: func(ctx context.Context, env *Env, in Input, o Options, progress func(string)) (any, error) {
		return Run.Run(ctx, env, in, o.(*LexecutorOptions).run(), progress)
	},
}

// runSource runs a source in mode m under its name, wrapped when it is a
// cut-out body (as `unstuck run` runs a file).
func runSource(ctx context.Context, env *Env, in Input, m execute.Mode) (*execute.Result, error) {
	r, _ := env.Exec.RunWrapped(ctx, in.name(), in.Source, m)
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	return r, nil
}
