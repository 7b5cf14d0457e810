// The engines `serve` and `mcp` offer: thin adapters from a job's JSON
// options to the same flag structs, executors and engine calls the CLI
// commands use, so that a job's result is the JSON the command prints.
package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"unstuck/internal/debug"
	"unstuck/internal/execute"
	"unstuck/internal/explore"
	"unstuck/internal/serve"
	"unstuck/internal/solve"
	"unstuck/internal/trace"
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
	Force                bool    `json:"force,omitempty" jsonschema:"forced execution (X-Force): stand-ins answer conditions as the path to an uncovered line needs, not as one value would; such prefixes are marked forced"`
	NoSteer              bool    `json:"no_steer,omitempty" jsonschema:"with force: no steering of stand-ins, only values flip conditions"`
}

// solveOptions are the options of a solve job (unstuck solve).
type solveOptions struct {
	Function    string `json:"function,omitempty" jsonschema:"solve only this function (Class.name or a plain name); default: every function"`
	Samples     int    `json:"samples,omitempty" jsonschema:"sampled paths solved per function (default 10)"`
	NoSample    bool   `json:"no_sample,omitempty" jsonschema:"do not sample paths from inputs drawn from the parameters' types"`
	NoEnumerate bool   `json:"no_enumerate,omitempty" jsonschema:"do not solve the bounded paths enumerated from the control-flow graph"`
	NoTests     bool   `json:"no_tests,omitempty" jsonschema:"do not write the pytest files (by default one per function with a validated path, named in the function's tests field)"`
}

// traceOptions are the options of a trace job (unstuck trace).
type traceOptions struct {
	Call     string `json:"call,omitempty" jsonschema:"after running the snippet, trace this call expression (e.g. f(3)) instead of the whole program"`
	MaxSteps int    `json:"max_steps,omitempty" jsonschema:"stop recording after this many steps (default 100000, also the limit)"`
	Layers   int    `json:"layers,omitempty" jsonschema:"layers of items, elements and attributes recorded in values (default 1, at most 3)"`
	Recovery string `json:"recovery,omitempty" jsonschema:"means of recovering writes hidden in untraced calls, comma-separated: kb, runtime, baseline, or none (default kb,runtime)"`
}

// debugOptions are the options of a debug job (unstuck debug).
type debugOptions struct {
	traceOptions
	Feedback []debug.Feedback `json:"feedback,omitempty" jsonschema:"judgements that re-plan: {step: N, correct: true} for a step that is right, {step: N, var: v} for a variable written wrong there"`
	Output   *int             `json:"output,omitempty" jsonschema:"the step whose outcome is wrong (default: the failure)"`
}

// flags turns a job's trace options into the trace command's flags.
func (o traceOptions) flags(ef execFlags) (traceFlags, error) {
	tf := traceFlags{ef: ef, call: o.Call, maxSteps: 100000, layers: 1, recovery: "kb,runtime", llmV: "v1"}
	if o.MaxSteps < 0 || o.Layers < 0 || o.Layers > 3 {
		return tf, errors.New("options: max_steps must not be negative, layers between 0 and 3")
	}
	if o.MaxSteps > 0 && o.MaxSteps < tf.maxSteps {
		tf.maxSteps = o.MaxSteps
	}
	if o.Layers > 0 {
		tf.layers = o.Layers
	}
	if o.Recovery != "" {
		for _, m := range strings.Split(o.Recovery, ",") {
			switch strings.TrimSpace(m) {
			case "kb", "runtime", "baseline", "none":
			default:
				return tf, fmt.Errorf("options: unknown recovery means %q (kb, runtime, baseline, none)", m)
			}
		}
		tf.recovery = o.Recovery
	}
	return tf, nil
}

// traceJob traces a job's source, saved in the job's directory, as the
// trace command traces a file.
func traceJob(ctx context.Context, tf traceFlags, in serve.Input, keep, file string, progress func(string)) (*trace.Trace, *trace.Graph, error) {
	dir, done, err := jobDir(in.Dir, keep, file)
	if err != nil {
		return nil, nil, err
	}
	defer done()
	path := jobPath(dir, file, in.Source)
	if err := os.WriteFile(path, in.Source, 0o644); err != nil {
		return nil, nil, err
	}
	opt, err := tf.options()
	if err != nil {
		return nil, nil, err
	}
	rec, err := tf.recoveryOpt(ctx)
	if err != nil {
		return nil, nil, err
	}
	progress("tracing " + file)
	tr, err := tf.run(ctx, opt, path)
	if err != nil || ctx.Err() != nil {
		return nil, nil, firstNonNil(ctx.Err(), err)
	}
	if len(tr.Steps) == 0 {
		return nil, nil, fmt.Errorf("empty trace (%s): %s", tr.Status, strings.TrimSpace(tr.Stderr))
	}
	progress(fmt.Sprintf("%d steps traced (%s); linking dependencies", len(tr.Steps), tr.Status))
	return tr, trace.Link(tr, rec), nil
}

// servedTrace is the object `unstuck trace --json` prints: the trace with
// each step's dependencies, the recovered writes and, for slice >= 0, the
// backward slice of that step. The command and the server both use it.
func servedTrace(tr *trace.Trace, g *trace.Graph, slice int) any {
	type step struct {
		trace.Step
		Deps []trace.Dep `json:"deps"`
	}
	out := struct {
		*trace.Trace
		Steps     []step                 `json:"steps"`
		Recovered []trace.RecoveredWrite `json:"recovered"`
		Slice     []int                  `json:"slice,omitempty"`
	}{Trace: tr, Recovered: g.Recovered}
	for i, s := range tr.Steps {
		out.Steps = append(out.Steps, step{s, g.Deps[i]})
	}
	if slice >= 0 && slice < len(tr.Steps) {
		out.Slice = g.Slice(slice)
	}
	return out
}

// servedDebug is the object `unstuck debug --json` prints (al is nil
// without --fixed). The command and the server both use it.
func servedDebug(res *debug.Result, al *debug.Alignment, tr *trace.Trace) any {
	return struct {
		*debug.Result
		Alignment *debug.Alignment `json:"alignment,omitempty"`
		Steps     int              `json:"steps"`
		Status    string           `json:"status"`
	}{res, al, len(tr.Steps), tr.Status}
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
				jf.force = jf.force || o.Force
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
					dir, done, err := jobDir(in.Dir, keep, file)
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
			Description: "Solve the execution paths of the snippet's functions with Z3, validate each input by running it, and write a pytest file per function (unstuck solve --json --emit-tests).",
			Options:     solveOptions{},
			Prepare: func(in serve.Input) (serve.Job, error) {
				var o solveOptions
				if err := serve.DecodeOptions(in.Options, &o); err != nil {
					return nil, err
				}
				if o.Samples < 0 || o.Samples > 100 {
					return nil, errors.New("options: samples must be between 0 and 100")
				}
				if o.Samples == 0 {
					o.Samples = 10
				}
				file := jobFile(in.File)
				return func(ctx context.Context, progress func(string)) (any, error) {
					dir, done, err := jobDir(in.Dir, keep, file)
					if err != nil {
						return nil, err
					}
					defer done()
					// The generated tests read the source from this file.
					base := strings.TrimSuffix(filepath.Base(file), ".py") + ".py"
					path := filepath.Join(dir, base)
					if err := os.WriteFile(path, in.Source, 0o644); err != nil {
						return nil, err
					}
					z := &solve.Z3{Keep: 1}
					defer z.Close()
					opt := solve.Options{
						Function: o.Function, Runner: &solve.Runner{Python: ef.python, Sandbox: ex.Sandbox(), Wall: ef.timeout}, Z3: z,
						Sample: !o.NoSample, MaxSampled: o.Samples, Enumerate: !o.NoEnumerate, Timeout: 5 * time.Second,
						Progress: func(fn string, p solve.PathReport) {
							progress(fmt.Sprintf("%s: %s path %s: %s", fn, p.Source, p.Path, p.Status))
						},
					}
					rep, err := solve.SolveFile(ctx, path, opt)
					if err != nil || ctx.Err() != nil {
						return nil, firstNonNil(ctx.Err(), err)
					}
					rep.File = file // the name it was given, as the command shows its argument
					if !o.NoTests {
						if err := solve.EmitTests(rep, filepath.Join(dir, "tests")); err != nil {
							return nil, err
						}
					}
					return rep, nil
				}, nil
			},
		},
		{
			Kind:        "trace",
			Description: "Trace the snippet: every step with the variables it read and wrote and their dependencies (unstuck trace --json).",
			Options:     traceOptions{},
			Prepare: func(in serve.Input) (serve.Job, error) {
				var o traceOptions
				if err := serve.DecodeOptions(in.Options, &o); err != nil {
					return nil, err
				}
				tf, err := o.flags(ef)
				if err != nil {
					return nil, err
				}
				file := jobFile(in.File)
				return func(ctx context.Context, progress func(string)) (any, error) {
					tr, g, err := traceJob(ctx, tf, in, keep, file, progress)
					if err != nil {
						return nil, err
					}
					return servedTrace(tr, g, -1), nil
				}, nil
			},
		},
		{
			Kind:        "debug",
			Description: "Trace the snippet and plan a walk back from its failure to the root cause; feedback re-plans (unstuck debug --json).",
			Options:     debugOptions{},
			Prepare: func(in serve.Input) (serve.Job, error) {
				var o debugOptions
				if err := serve.DecodeOptions(in.Options, &o); err != nil {
					return nil, err
				}
				tf, err := o.flags(ef)
				if err != nil {
					return nil, err
				}
				file := jobFile(in.File)
				return func(ctx context.Context, progress func(string)) (any, error) {
					tr, g, err := traceJob(ctx, tf, in, keep, file, progress)
					if err != nil {
						return nil, err
					}
					out := debug.Failure(tr)
					if o.Output != nil {
						out = debug.Output{Step: *o.Output, Reason: "given"}
					}
					progress(fmt.Sprintf("planning back from step %d (%s); ranking by mutants of its slice", out.Step, out.Reason))
					opt, err := tf.options()
					if err != nil {
						return nil, err
					}
					tg := tf.target(filepath.Join(os.TempDir(), strings.TrimSuffix(filepath.Base(file), ".py")+".py"))
					res := withCandidates(ctx, opt, tg, in.Source, tr, g, out, o.Feedback, nil, true, false)
					return servedDebug(res, nil, tr), nil
				}, nil
			},
		},
	}
}

// jobDir gives the directory a job writes its files to: the one the server
// made for it, or a new one under keep, kept, or a temporary one that done
// removes.
func jobDir(given, keep, file string) (dir string, done func(), err error) {
	if given != "" {
		return given, func() {}, nil
	}
	if keep == "" {
		dir, err = os.MkdirTemp("", "unstuck-job-")
		return dir, func() { os.RemoveAll(dir) }, err
	}
	if keep, err = ownDir(keep); err != nil {
		return "", nil, err
	}
	base := strings.TrimSuffix(filepath.Base(file), ".py")
	dir, err = os.MkdirTemp(keep, base+"-")
	if err == nil {
		dir, err = filepath.Abs(dir)
	}
	return dir, func() {}, err
}

// serverOutDir is where a server keeps the files its jobs write: "private"
// makes a new directory only this process's user can enter (exclusive
// creation, mode 0700) under the user's cache directory (or the temporary
// one), never a fixed name another local user could make first; another
// name is the operator's own directory, checked by ownDir.
func serverOutDir(keep, kind string) (string, error) {
	switch keep {
	case "":
		return "", nil
	case "private":
		base := os.TempDir()
		if c, err := os.UserCacheDir(); err == nil {
			if err := os.MkdirAll(filepath.Join(c, "unstuck"), 0o700); err == nil {
				base = filepath.Join(c, "unstuck")
			}
		}
		if _, err := ownDir(base); err != nil && base != os.TempDir() {
			base = os.TempDir()
		}
		return os.MkdirTemp(base, "unstuck-"+kind+"-")
	}
	return ownDir(keep)
}

// ownDir makes dir if needed, resolves it through symlinks and checks that
// what it resolves to is a directory of this process's user that no one
// else may write to (a sticky shared one like /tmp included): another
// user could otherwise swap what a job writes for links to where they
// please. It returns the resolved path.
func ownDir(dir string) (string, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", err
	}
	r, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return "", err
	}
	if r, err = filepath.Abs(r); err != nil {
		return "", err
	}
	fi, err := os.Lstat(r)
	if err != nil {
		return "", err
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !fi.IsDir() || !ok {
		return "", fmt.Errorf("output directory %s is not a directory", dir)
	}
	if int(st.Uid) != os.Geteuid() {
		return "", fmt.Errorf("output directory %s (%s) belongs to uid %d, not to this user", dir, r, st.Uid)
	}
	if fi.Mode().Perm()&0o022 != 0 {
		return "", fmt.Errorf("output directory %s (%s) may be written by others (mode %o)", dir, r, fi.Mode().Perm())
	}
	return r, nil
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
