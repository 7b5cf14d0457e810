// The verbs `serve` and `mcp` offer: internal/engine's registry over the
// server's Env, as internal/serve's job kinds. Nothing here but the
// adapter: options, defaults, checks and results are the engine's, the
// same the commands use.
package main

import (
	"context"
	"fmt"
	"os"
	"reflect"
	"time"

	"unstuck/internal/engine"
	"unstuck/internal/execute"
	"unstuck/internal/serve"
)

// served offers reg's verbs as job kinds over env.
func served(env *engine.Env, reg engine.Registry) serve.Registry {
	var out serve.Registry
	for _, e := range reg {
		e := e
		out = append(out, serve.Engine{
			Kind:        e.Name,
			Description: e.Doc,
			Options:     reflect.ValueOf(e.New()).Elem().Interface(),
			Prepare: func(in serve.Input) (serve.Job, error) {
				base := e.New()
				if b, ok := env.Base[e.Name]; ok {
					base = b()
				}
				o, err := e.DecodeOver(base, in.Options)
				if err != nil {
					return nil, err
				}
				if err := o.Check(env.Limits); err != nil {
					return nil, err
				}
				ein := engine.Input{File: in.File, Source: in.Source, Dir: in.Dir}
				return func(ctx context.Context, progress func(string)) (any, error) {
					return e.Run(ctx, env, ein, o, progress)
				}, nil
			},
		})
	}
	return out
}

// serverEnv checks the flags a server starts with and builds the Env
// every job shares: the run and explore flags are its defaults' limits.
func serverEnv(ef execFlags, xf exploreFlags, keep string) (*engine.Env, error) {
	env, err := xf.env(&ef) // with --deps pip, the managed environment's interpreter
	if err != nil {
		return nil, fmt.Errorf("cannot run snippets: %w", err)
	}
	env.Limits.Budget, env.Limits.PrefixTimeout = xf.budget, xf.jobTimeout
	env.Keep = keep
	// The server's explore flags are its jobs' defaults (and, for the
	// times, their limits).
	env.Base = map[string]func() engine.Options{"explore": func() engine.Options { o := xf.options(); return &o }}
	return env, nil
}

// envFor is the Env of one command's work over ex.
func envFor(ex *execute.Executor, ef execFlags) *engine.Env {
	env := engine.NewEnv(ex, engine.Limits{Timeout: ef.timeout, MemoryBytes: ef.memoryMB << 20})
	env.Warn = func(s string) { fmt.Fprintln(os.Stderr, "unstuck:", s) }
	return env
}

// seconds is d in the engines' option unit.
func seconds(d time.Duration) float64 { return d.Seconds() }
