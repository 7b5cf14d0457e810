// The solve verb: inputs that drive each path of the snippet's functions,
// solved with Z3 and validated by running them, with a pytest file per
// function (unstuck solve --json).
package engine

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"time"

	"unstuck/internal/execute"
	"unstuck/internal/solve"
)

// SolveOptions are the options of a solve job.
type SolveOptions struct {
	Function         string  `json:"function,omitempty" jsonschema:"solve only this function (Class.name or a plain name); default: every function"`
	Samples          int     `json:"samples,omitempty" jsonschema:"sampled paths solved per function (default 10)"`
	NoSample         bool    `json:"no_sample,omitempty" jsonschema:"do not sample paths from inputs drawn from the parameters' types"`
	NoEnumerate      bool    `json:"no_enumerate,omitempty" jsonschema:"do not solve the bounded paths enumerated from the control-flow graph"`
	NoTests          bool    `json:"no_tests,omitempty" jsonschema:"do not write the pytest files (by default one per function with a validated path, named in the function's tests field)"`
	Z3TimeoutSeconds float64 `json:"z3_timeout_seconds,omitempty" jsonschema:"timeout of one Z3 query in seconds (default 5)"`
	Preset           string  `json:"preset,omitempty" jsonschema:"leetcode: run the code under LeetCode's implicit imports (default: nothing injected)"`
	// GenerationalSeconds is the coverage-guided search per function
	// (branches of executed paths negated in turn); 0 turns it off.
	GenerationalSeconds float64 `json:"generational_seconds" jsonschema:"coverage-guided search per function in seconds (default 3; 0: off)"`
	// InPlace is the file on disk the source came from (the CLI's
	// argument): solved where it is, so that the generated tests read it.
	InPlace string `json:"-"`
	// TestsDir is where the pytest files go (the CLI's --emit-tests);
	// default: tests/ in the job's directory.
	TestsDir string `json:"-"`
	// LLM hands paths outside the rules to the LLM (CLI only: a server's
	// LLM is the operator's to spend).
	LLM *solve.LLMRoute `json:"-"`
}

// DefaultSolve are the defaults of a solve job.
func DefaultSolve() SolveOptions {
	return SolveOptions{Samples: 10, Z3TimeoutSeconds: 5, GenerationalSeconds: 3}
}

func (o *SolveOptions) Check(Limits) error {
	if o.Samples < 0 || o.Samples > 100 {
		return errors.New("options: samples must be between 0 and 100")
	}
	if o.Z3TimeoutSeconds < 0 || o.GenerationalSeconds < 0 {
		return errors.New("options: z3_timeout_seconds and generational_seconds must not be negative")
	}
	if o.Preset != "" && o.Preset != "leetcode" {
		return fmt.Errorf("options: preset %q: the only preset is leetcode", o.Preset)
	}
	d := DefaultSolve()
	if o.Samples == 0 {
		o.Samples = d.Samples
	}
	if o.Z3TimeoutSeconds == 0 {
		o.Z3TimeoutSeconds = d.Z3TimeoutSeconds
	}
	return nil
}

// NoFunctions is the problem of a source without a def statement: paths
// and solve work on functions.
func NoFunctions(file string) *Problem {
	return &Problem{File: file, Status: StatusNoFunctions, Error: &execute.Error{
		Type: "NoFunctions", Message: "no functions (def statements) to work on; `unstuck run` or `unstuck explore` run a script"}}
}

// Solve solves the paths of the snippet's functions.
var Solve = &Engine{
	Name: "solve",
	Doc:  "Solve the execution paths of the snippet's functions with Z3, validate each input by running it, and write a pytest file per function (unstuck solve --json --emit-tests).",
	New:  func() Options { o := DefaultSolve(); return &o },
	Run: func(ctx context.Context, env *Env, in Input, o Options, progress func(string)) (any, error) {
		so := o.(*SolveOptions)
		if p := Confirm(ctx, env.Exec, CheckSource(in.name(), in.Source), in.Source); p != nil {
			return nil, p.Err()
		}
		dir, done, err := env.dir(in)
		if err != nil {
			return nil, err
		}
		defer done()
		// The generated tests read the source from this file.
		path := so.InPlace
		if path == "" {
			if path, err = in.saved(dir); err != nil {
				return nil, err
			}
		}
		opt := solve.Options{
			Function: so.Function, Runner: &solve.Runner{Python: env.Python(), Sandbox: env.Sandbox(), Wall: env.Limits.Timeout, Preset: so.Preset},
			Z3: env.Z3(), LLM: so.LLM, Sample: !so.NoSample, MaxSampled: so.Samples, Enumerate: !so.NoEnumerate,
			Timeout:      time.Duration(so.Z3TimeoutSeconds * float64(time.Second)),
			Generational: time.Duration(so.GenerationalSeconds * float64(time.Second)),
			Progress: func(fn string, p solve.PathReport) {
				progress(fmt.Sprintf("%s: %s path %s: %s", fn, p.Source, p.Path, p.Status))
			},
		}
		rep, err := solve.SolveFile(ctx, path, opt)
		if err != nil || ctx.Err() != nil {
			return nil, firstNonNil(ctx.Err(), err)
		}
		rep.File = in.name() // the name it was given, as the command shows its argument
		if rep.Error != "" {
			return nil, (&Problem{File: in.name(), Status: StatusRejected, Error: &execute.Error{Type: "SolveError", Message: rep.Error}}).Err()
		}
		if len(rep.Functions) == 0 {
			return nil, NoFunctions(in.name()).Err()
		}
		if !so.NoTests {
			tests := so.TestsDir
			if tests == "" {
				tests = filepath.Join(dir, "tests")
			}
			if err := solve.EmitTests(rep, tests, so.Preset); err != nil {
				return nil, err
			}
		}
		return rep, nil
	},
}
