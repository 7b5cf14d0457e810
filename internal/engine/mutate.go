// The mutate verb: single-line mutants of the snippet's Solution method,
// kept when the tests generated from the original (the oracle) kill some
// and pass some (unstuck mutate --json; the command also takes a folder).
package engine

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"

	"unstuck/internal/mutate"
)

// MutateOptions are the options of a mutate job.
type MutateOptions struct {
	PerProgram int   `json:"per_program,omitempty" jsonschema:"mutants kept per solution (default 3)"`
	Cases      int   `json:"cases,omitempty" jsonschema:"argument lists drawn from the parameter types (default 30)"`
	Seed       int64 `json:"seed,omitempty" jsonschema:"seed of the input draw and the mutant order (default 1)"`
}

// DefaultMutate are the defaults of a mutate job.
func DefaultMutate() MutateOptions { return MutateOptions{PerProgram: 3, Cases: 30, Seed: 1} }

func (o *MutateOptions) Check(Limits) error {
	if o.PerProgram < 0 || o.Cases < 0 || o.PerProgram > 100 || o.Cases > 1000 {
		return errors.New("options: per_program must be between 0 and 100, cases between 0 and 1000")
	}
	d := DefaultMutate()
	if o.PerProgram == 0 {
		o.PerProgram = d.PerProgram
	}
	if o.Cases == 0 {
		o.Cases = d.Cases
	}
	return nil
}

// Config is mutate.Build's configuration over env, writing under out.
func (o *MutateOptions) Config(env *Env, out string) mutate.Config {
	t := DefaultTrace()
	return mutate.Config{Trace: t.TraceOptions(env), Out: out, PerProgram: o.PerProgram, Cases: o.Cases, Seed: o.Seed}
}

// Mutate builds the mutants of one solution.
var Mutate = &Engine{
	Name: "mutate",
	Doc:  "Single-line mutants of the snippet's class Solution method, kept when generated tests kill some and pass some (unstuck mutate --json).",
	New:  func() Options { o := DefaultMutate(); return &o },
	Run: func(ctx context.Context, env *Env, in Input, o Options, progress func(string)) (any, error) {
		mo := o.(*MutateOptions)
		if p := Confirm(ctx, env.Exec, CheckSource(in.name(), in.Source), in.Source); p != nil {
			return nil, p.Err()
		}
		dir, done, err := env.dir(in)
		if err != nil {
			return nil, err
		}
		defer done()
		path, err := in.saved(dir)
		if err != nil {
			return nil, err
		}
		cfg := mo.Config(env, filepath.Join(dir, "mutants"))
		cfg.Log = func(f string, a ...any) { progress(fmt.Sprintf(f, a...)) }
		rep, err := mutate.Build(ctx, cfg, []string{path})
		if err != nil || ctx.Err() != nil {
			return nil, firstNonNil(ctx.Err(), err)
		}
		for i := range rep.Mutants {
			if rep.Mutants[i].Source == path {
				rep.Mutants[i].Source = in.name() // the name it was given, as the command shows its argument
			}
		}
		return rep, nil
	},
}
