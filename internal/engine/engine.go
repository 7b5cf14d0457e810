// Package engine is the one API under the command line, the HTTP server,
// the MCP server and bench, in the manner of go/analysis's Analyzer: each
// verb (run, lexecutor, explore, paths, solve, trace, debug, diff, mutate) is an
// Engine value with a typed Options that owns its defaults, its checks and
// its narrowing to a server's limits, and a typed Result. An Env built once
// per process (executor with its sandbox, Z3 pool, class index, deps
// manager) is shared by every job. The engines are thin: the work is done
// by the packages along the data's path (execute, explore, solve, trace,
// debug, semdiff); this package only chooses and connects them.
//
// Phase: the verbs, between the front ends (cmd/unstuck, serve, mcp,
// bench) and the engines.
package engine

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"unstuck/internal/deps"
	"unstuck/internal/execute"
	"unstuck/internal/explore"
	"unstuck/internal/llm"
	"unstuck/internal/sandbox"
	"unstuck/internal/solve"
)

// Options are a verb's options. A fresh value from Engine.New holds the
// defaults (the one place they are defined); JSON requests decode over it
// and the CLI binds its flags onto it. Check validates the options and
// narrows them to the limits of the process (a server's flags): a job may
// ask for less time, never for more.
type Options interface {
	Check(lim Limits) error
}

// Input is the source a job works on.
type Input struct {
	// File is the name the source goes by in results (the path the CLI was
	// given, or the name a client chose; "snippet.py" when none).
	File   string
	Source []byte
	// Dir, when set, is where the job writes its files (prefix files,
	// generated tests). Empty: a temporary directory, removed after the
	// job, unless the Env keeps them (Env.Keep).
	Dir string
}

// Engine is one verb.
type Engine struct {
	Name string
	Doc  string
	// New returns the verb's default options (a pointer to its Options type).
	New func() Options
	// Run does the work with options from New (checked); its result is
	// the JSON every front end gives for the work, and a source no engine
	// can work on is a *Problem error.
	Run func(ctx context.Context, env *Env, in Input, o Options, progress func(string)) (any, error)
}

// Registry is the set of verbs the front ends offer.
type Registry []*Engine

// Lookup finds a verb by name.
func (r Registry) Lookup(name string) (*Engine, bool) {
	for _, e := range r {
		if e.Name == name {
			return e, true
		}
	}
	return nil, false
}

// Names lists the verbs, sorted.
func (r Registry) Names() []string {
	var out []string
	for _, e := range r {
		out = append(out, e.Name)
	}
	sort.Strings(out)
	return out
}

// All is every verb that works on one source.
func All() Registry {
	return Registry{Run, Lexecutor, Explore, Paths, Solve, Trace, Debug, Diff, Mutate}
}

// Decode reads JSON options over the verb's defaults: unknown fields are
// errors (a misspelt option must not be ignored), absent ones keep their
// default.
func (e *Engine) Decode(raw []byte) (Options, error) {
	return e.DecodeOver(e.New(), raw)
}

// DecodeOver reads JSON options over o (a server's own defaults, made from
// New and its flags).
func (e *Engine) DecodeOver(o Options, raw []byte) (Options, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return o, nil
	}
	dec := json.NewDecoder(strings.NewReader(string(raw)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(o); err != nil {
		return nil, fmt.Errorf("options: %w", err)
	}
	return o, nil
}

// Limits are the bounds of the process that jobs narrow to (a server's
// flags); a zero field is no bound.
type Limits struct {
	Timeout       time.Duration // wall-clock limit of one run
	Budget        time.Duration // explore: no new batch after this much time
	PrefixTimeout time.Duration // explore: one prefix + snippet run
	MaxSteps      int           // trace: steps recorded at most
	MemoryBytes   int64         // trace: address space of a traced run
}

// narrow returns d bounded by limit (zero: no bound).
func narrow(d, limit time.Duration) time.Duration {
	if limit > 0 && (d <= 0 || d > limit) {
		return limit
	}
	return d
}

// Env is what every job of a process shares: built once, by the CLI for
// its one job or by a server for all of them.
type Env struct {
	Exec   *execute.Executor // the interpreter, sandbox and limits every run uses
	Limits Limits
	// LLM is the LLM endpoint of the llm proposer and the solve route.
	LLM llm.Config
	// Deps, when set, installs the modules prefixes import (explore --deps pip);
	// Exec then runs its environment's interpreter.
	Deps *deps.Manager
	// Keep, when set, keeps the files of jobs without Input.Dir under it,
	// one directory per job.
	Keep string
	// Warn receives what a job should say but is no error (no class index ...).
	Warn func(string)
	// Base, when it has a verb, gives that verb's options before a job's
	// own: a server's flags (serve --proposer offline,llm --k 5) over the
	// engine's defaults.
	Base map[string]func() Options

	ciOnce   sync.Once
	orgOnce  sync.Once
	org      *explore.Origins
	ci       *explore.ClassIndex
	z3Once   sync.Once
	z3       *solve.Z3
	flipOnce sync.Once
	flipZ3   *solve.Z3
	llmMu    sync.Mutex
	llmC     *llm.Client
}

// NewEnv wraps an executor built from the process's flags.
func NewEnv(ex *execute.Executor, lim Limits) *Env {
	return &Env{Exec: ex, Limits: lim}
}

// Sandbox is the sandbox of every run.
func (e *Env) Sandbox() *sandbox.Sandbox { return e.Exec.Sandbox() }

// Python is the interpreter every run uses.
func (e *Env) Python() string { return e.Exec.Interpreter().Executable }

// ClassIndex is the library class index of the interpreter, loaded once
// per process (nil when it cannot be: the offline proposer then tries
// every library class by its telling attributes).
func (e *Env) ClassIndex(ctx context.Context) *explore.ClassIndex {
	e.ciOnce.Do(func() {
		ci, err := explore.LoadClassIndex(ctx, e.Exec)
		if err != nil {
			e.warn("no class index, every library class is tried by its telling attributes: " + err.Error())
			return
		}
		if len(ci.Cut) > 0 {
			e.warn(fmt.Sprintf("the class index left out %d packages when its CPU budget ran out (%s ...): their names are not offered", len(ci.Cut), ci.Cut[0]))
		}
		e.ci = ci
	})
	return e.ci
}

// Origins finds the modules cut-out bodies came from, each introspected
// once per process.
func (e *Env) Origins() *explore.Origins {
	e.orgOnce.Do(func() {
		e.org = &explore.Origins{Exec: e.Exec}
	})
	return e.org
}

// Z3 is the process's pool of Z3 solvers.
func (e *Env) Z3() *solve.Z3 {
	e.z3Once.Do(func() { e.z3 = &solve.Z3{Keep: 2} })
	return e.z3
}

// FlipZ3 is the process's pool of Z3 solvers for explore's flips, whose
// queries are bounded by explore.FlipWork (the path solver's are not).
func (e *Env) FlipZ3() *solve.Z3 {
	e.flipOnce.Do(func() { e.flipZ3 = explore.NewFlipSolver() })
	return e.flipZ3
}

// LLMClient is the process's LLM client, made on first use.
func (e *Env) LLMClient() (*llm.Client, error) {
	e.llmMu.Lock()
	defer e.llmMu.Unlock()
	if e.llmC != nil {
		return e.llmC, nil
	}
	c, err := llm.New(e.LLM)
	if err != nil {
		return nil, err
	}
	e.llmC = c
	return c, nil
}

// Close ends what the Env started (Z3 processes).
func (e *Env) Close() {
	if e.z3 != nil {
		e.z3.Close()
	}
	if e.flipZ3 != nil {
		e.flipZ3.Close()
	}
}

func (e *Env) warn(s string) {
	if e.Warn != nil {
		e.Warn(s)
	}
}

// dir gives the directory a job writes its files to: the one it was given,
// a new one under Keep, or a temporary one that done removes.
// Dir is the directory a job writes in (see dir).
func (e *Env) Dir(in Input) (string, func(), error) { return e.dir(in) }

// dir is a job's own directory: given, or new under Keep, or a temporary
// one removed when done.
func (e *Env) dir(in Input) (dir string, done func(), err error) {
	if in.Dir != "" {
		return in.Dir, func() {}, os.MkdirAll(in.Dir, 0o755)
	}
	if e.Keep == "" {
		dir, err = os.MkdirTemp("", "unstuck-job-")
		return dir, func() { os.RemoveAll(dir) }, err
	}
	if err := os.MkdirAll(e.Keep, 0o755); err != nil {
		return "", nil, err
	}
	dir, err = os.MkdirTemp(e.Keep, strings.TrimSuffix(filepath.Base(in.name()), ".py")+"-")
	if err == nil {
		dir, err = filepath.Abs(dir)
	}
	return dir, func() {}, err
}

// name is the name the source goes by in results. It is a label only:
// inside the sandbox the source is always saved under its base name.
func (in Input) name() string {
	name := strings.TrimSpace(in.File)
	if name == "" || len(name) > 4096 || strings.ContainsAny(name, "\x00\n") {
		return "snippet.py"
	}
	return name
}

// saved writes the source into dir under its base name (engines that run
// a file by path: solve, trace).
func (in Input) saved(dir string) (string, error) {
	path := filepath.Join(dir, strings.TrimSuffix(filepath.Base(in.name()), ".py")+".py")
	return path, os.WriteFile(path, in.Source, 0o644)
}

func firstNonNil(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}
