package main

// The engines `serve` and `mcp` offer: thin adapters from a job's JSON
// options to the same flag structs, executors and engine calls the CLI
// commands use, so that a job's result is the JSON the command prints.

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"unstuck/internal/execute"
	"unstuck/internal/explore"
	"unstuck/internal/serve"
)

// runOptions are the options of a run job (unstuck run).
type runOptions struct {
	Mode           string   `json:"mode,omitempty" jsonschema:"as-is (default): run the code as it is; lexecutor: inject predicted values wherever a missing one would crash it"`
	Predictor      string   `json:"predictor,omitempty" jsonschema:"lexecutor mode: value predictor: model (default), frequency, random or naive"`
	Level          string   `json:"level,omitempty" jsonschema:"lexecutor mode: value classes: fine (default, 22 classes) or coarse (12)"`
	Random         bool     `json:"random,omitempty" jsonschema:"lexecutor mode: draw values at random within their class"`
	Seed           int64    `json:"seed,omitempty" jsonschema:"lexecutor mode: seed of the random choices (default 1)"`
	Confidence     *float64 `json:"confidence,omitempty" jsonschema:"lexecutor mode: below this probability a prediction gives way to a permissive dummy (default 0.9)"`
	TimeoutSeconds float64  `json:"timeout_seconds,omitempty" jsonschema:"wall-clock limit of the run in seconds; at most the server's limit"`
}

// exploreOptions are the options of an explore job (unstuck explore).
type exploreOptions struct {
	Proposer             string  `json:"proposer,omitempty" jsonschema:"prefix proposers, comma-separated: offline (default), llm (needs an LLM configured on the server)"`
	N                    int     `json:"n,omitempty" jsonschema:"prefixes asked for per request (default: the server's, 10)"`
	K                    int     `json:"k,omitempty" jsonschema:"coverage-guided rounds at most (default: the server's, 10)"`
	BudgetSeconds        float64 `json:"budget_seconds,omitempty" jsonschema:"no new batch of prefixes starts after this many seconds; at most the server's budget"`
	PrefixTimeoutSeconds float64 `json:"prefix_timeout_seconds,omitempty" jsonschema:"time limit of one prefix + snippet run; at most the server's"`
	NoSteer              bool    `json:"no_steer,omitempty" jsonschema:"coverage-guided step without steering stand-ins: only values flip conditions"`
}

// engines builds the registry over the server's flags. ex runs every job;
// ef and xf are the server's defaults and limits, which a job's options
// may narrow but never widen. Files a job writes (explore's prefix files)
// are kept under keep, one directory per job, or removed when keep is "".
func engines(ef execFlags, xf exploreFlags, ex *execute.Executor, keep string) serve.Registry {
	return serve.Registry{
		{
			Kind:        "run",
			Description: "Run the snippet sandboxed and report which lines ran (unstuck run --json).",
			Options:     runOptions{},
			Prepare: func(in serve.Input) (serve.Job, error) {
				var o runOptions
				if err := serve.DecodeOptions(in.Options, &o); err != nil {
					return nil, err
				}
				mf := modeFlags{predictor: "model", level: "fine", seed: 1, confident: 0.9}
				if o.Predictor != "" {
					mf.predictor = o.Predictor
				}
				if o.Level != "" {
					mf.level = o.Level
				}
				if o.Seed != 0 {
					mf.seed = o.Seed
				}
				if o.Confidence != nil {
					mf.confident = *o.Confidence
				}
				mf.random = o.Random
				if o.Mode == "" {
					o.Mode = "as-is"
				}
				m, err := mf.mode(o.Mode)
				if err != nil {
					return nil, err
				}
				m.Wall = narrow(ef.timeout, o.TimeoutSeconds)
				file := jobFile(in.File)
				return func(ctx context.Context, progress func(string)) (any, error) {
					progress("running " + file + " (" + o.Mode + ")")
					r := ex.RunMode(ctx, file, in.Source, m)
					if ctx.Err() != nil {
						return nil, ctx.Err()
					}
					return r, nil
				}, nil
			},
		},
		{
			Kind:        "explore",
			Description: "Grow a tree of prefixes that make the snippet run, keep the set that covers most (unstuck explore --json).",
			Options:     exploreOptions{},
			Prepare: func(in serve.Input) (serve.Job, error) {
				var o exploreOptions
				if err := serve.DecodeOptions(in.Options, &o); err != nil {
					return nil, err
				}
				jf := xf
				if o.Proposer != "" {
					jf.proposers = o.Proposer
				}
				if o.N < 0 || o.K < 0 || o.N > 100 || o.K > 100 {
					return nil, errors.New("options: n and k must be between 0 and 100")
				}
				if o.N > 0 {
					jf.n = o.N
				}
				if o.K > 0 {
					jf.k = o.K
				}
				jf.budget = narrow(xf.budget, o.BudgetSeconds)
				jf.jobTimeout = narrow(xf.jobTimeout, o.PrefixTimeoutSeconds)
				jf.noSteer = jf.noSteer || o.NoSteer
				for _, p := range strings.Split(jf.proposers, ",") {
					if p = strings.TrimSpace(p); p != "offline" && p != "llm" {
						return nil, fmt.Errorf("options: unknown proposer %q (offline, llm)", p)
					}
				}
				file := jobFile(in.File)
				return func(ctx context.Context, progress func(string)) (any, error) {
					jef := ef
					x, xex, err := jf.explorer(&jef)
					if err != nil {
						return nil, err
					}
					x.Opt.Progress = progress
					dir, done, err := jobDir(keep, file)
					if err != nil {
						return nil, err
					}
					defer done()
					t, err := x.Explore(ctx, file, in.Source)
					if t == nil || ctx.Err() != nil {
						return nil, firstNonNil(ctx.Err(), err)
					}
					progress("replaying P and p_best as plain files")
					o, err := explore.Replay(ctx, xex, t, in.Source, dir)
					if err != nil {
						return nil, err
					}
					// The same object `unstuck explore --json` prints.
					return map[string]any{"tree": t, "outcome": o}, nil
				}, nil
			},
		},
		{
			Kind:        "solve",
			Description: "Solve the execution paths of the snippet's functions and validate the inputs (unstuck solve --json).",
			Options:     struct{}{},
			Unavailable: "solve is not in this build yet (issue 10)",
		},
		{
			Kind:        "debug",
			Description: "Trace the snippet and plan a walk back from its failure to the root cause (unstuck debug --json).",
			Options:     struct{}{},
			Unavailable: "debug is not in this build yet (issue 11)",
		},
	}
}

// jobDir makes the directory a job writes its files to: under keep, kept,
// or a temporary one that done removes.
func jobDir(keep, file string) (dir string, done func(), err error) {
	if keep == "" {
		dir, err = os.MkdirTemp("", "unstuck-job-")
		return dir, func() { os.RemoveAll(dir) }, err
	}
	if err := os.MkdirAll(keep, 0o755); err != nil {
		return "", nil, err
	}
	base := strings.TrimSuffix(filepath.Base(file), ".py")
	dir, err = os.MkdirTemp(keep, base+"-")
	if err == nil {
		dir, err = filepath.Abs(dir)
	}
	return dir, func() {}, err
}

// narrow returns the server's limit, or a job's smaller one in seconds.
func narrow(limit time.Duration, seconds float64) time.Duration {
	if d := time.Duration(seconds * float64(time.Second)); seconds > 0 && d < limit {
		return d
	}
	return limit
}

// jobFile is the name a job's source goes by in its result, as the CLI
// shows the path it was given. It is a label only: inside the sandbox the
// source is always saved under its base name.
func jobFile(name string) string {
	name = strings.TrimSpace(name)
	if name == "" || len(name) > 256 || strings.ContainsAny(name, "\x00\n") {
		return "snippet.py"
	}
	return name
}

// serverExecutor checks the flags a server starts with and builds the
// executor every job shares.
func serverExecutor(ef execFlags) (*execute.Executor, error) {
	ex, err := ef.executor()
	if err != nil {
		return nil, fmt.Errorf("cannot run snippets: %w", err)
	}
	return ex, nil
}
