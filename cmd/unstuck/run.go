package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"time"

	"unstuck/internal/engine"
	"unstuck/internal/execute"
	"unstuck/internal/report"
	"unstuck/internal/sandbox"
)

// execFlags are the flags every command that runs code shares.
type execFlags struct {
	python    string
	timeout   time.Duration
	memoryMB  int64
	diskMB    int64
	isolation string
	bindRO    listFlag
	userSite  bool
}

func (f *execFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.python, "python", envOr("UNSTUCK_PYTHON", "python3"), "Python interpreter that runs the code (env UNSTUCK_PYTHON)")
	fs.DurationVar(&f.timeout, "timeout", 30*time.Second, "wall-clock limit per run")
	fs.Int64Var(&f.memoryMB, "memory", 4096, "address-space limit per run, in MiB")
	fs.Int64Var(&f.diskMB, "disk", 256, "all a run may write (its /tmp, working directory and /dev/shm), in MiB (bwrap)")
	fs.StringVar(&f.isolation, "isolation", "", "run at a weaker isolation than the default bwrap: namespaces (root only) or rlimits; see README, Sandbox")
	fs.Var(&f.bindRO, "bind-ro", "host path runs may read (bound read-only at the same place); repeatable")
	fs.BoolVar(&f.userSite, "user-site", false, "let runs read and import the interpreter's user site-packages (~/.local/lib/python3.X/site-packages)")
}

// listFlag collects a repeatable flag.
type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(v string) error { *l = append(*l, v); return nil }

func (f *execFlags) executor() (*execute.Executor, error) {
	sb, err := sandbox.New(sandbox.Options{Prefer: sandbox.Isolation(f.isolation)})
	if err != nil {
		return nil, err
	}
	if sb.Mode() != sandbox.Bubblewrap {
		// Chosen, so allowed; but said, since it promises less.
		fmt.Fprintf(os.Stderr, "unstuck: isolation %s (chosen with --isolation; weaker than bwrap, see README, Sandbox)\n", sb.Describe())
	}
	var ro []string
	for _, p := range f.bindRO {
		a, err := filepath.Abs(p)
		if err != nil {
			return nil, err
		}
		if _, err := os.Stat(a); err != nil {
			return nil, fmt.Errorf("--bind-ro: %w", err)
		}
		ro = append(ro, a)
	}
	return execute.New(execute.Options{
		Python:   f.python,
		Sandbox:  sb,
		Limits:   sandbox.Limits{Wall: f.timeout, MemoryBytes: f.memoryMB << 20, DiskBytes: f.diskMB << 20},
		ReadOnly: ro,
		UserSite: f.userSite,
	})
}

// modeFlags choose how learning-guided execution predicts and makes
// values: engine.PredictOptions, with its defaults, bound to flags.
type modeFlags struct{ engine.PredictOptions }

func (f *modeFlags) register(fs *flag.FlagSet) {
	f.PredictOptions = engine.DefaultPredict()
	fs.StringVar(&f.Predictor, "predictor", f.Predictor, "lexecutor mode: value predictor: model, frequency, random or naive")
	fs.StringVar(&f.Level, "level", f.Level, "lexecutor mode: abstraction of predicted values: fine (22 classes) or coarse (12)")
	fs.BoolVar(&f.Random, "random", f.Random, "lexecutor mode: randomized concretization (deterministic by default)")
	fs.Int64Var(&f.Seed, "seed", f.Seed, "lexecutor mode: seed of the random predictor and of randomized concretization")
	fs.Float64Var(&f.Confidence, "confidence", f.Confidence, "lexecutor mode: below this probability a prediction gives way to a permissive dummy object (0: always use the prediction)")
}

// mode builds the execution mode name with the flags' predictor.
func (f *modeFlags) mode(name string) (execute.Mode, error) { return f.PredictOptions.Mode(name) }

func envOr(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}

func cmdRun(args []string) int {
	fs := flag.NewFlagSet("run", flag.ContinueOnError)
	var ef execFlags
	ef.register(fs)
	asJSON := fs.Bool("json", false, "print the result as JSON (--format json)")
	format := formatFlag(fs, "the result")
	o := engine.DefaultRun()
	fs.StringVar(&o.Mode, "mode", o.Mode, "execution mode: as-is, lexecutor (inject predicted values for missing ones) or record")
	var mf modeFlags
	mf.register(fs)
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: unstuck run [flags] FILE\n\nRuns FILE (\"-\": standard input) sandboxed and shows which lines ran.")
		fs.PrintDefaults()
	}
	if err := parseArgs(fs, args); err != nil {
		return exitCode(err)
	}
	if !wantArgs(fs, 1, 1, "FILE") {
		return 2
	}
	if *asJSON {
		*format = "json"
	}
	fail := func(err error) int { fmt.Fprintln(os.Stderr, "unstuck:", err); return 2 }
	if err := checkFormat(*format); err != nil {
		return fail(err)
	}
	o.PredictOptions = mf.PredictOptions
	if err := o.Check(engine.Limits{}); err != nil {
		return fail(err)
	}
	ex, err := ef.executor()
	if err != nil {
		return fail(err)
	}
	file, done, err := sourceArg(fs.Arg(0))
	if err != nil {
		return fail(err)
	}
	defer done()
	src, err := os.ReadFile(file)
	if err != nil {
		return fail(err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	res, err := engine.Run.Run(ctx, envFor(ex, ef), engine.Input{File: file, Source: src}, &o, func(s string) {
		if !strings.HasPrefix(s, "running ") {
			fmt.Fprintln(os.Stderr, "unstuck:", s) // the wrapper a cut-out body runs in
		}
	})
	if err != nil {
		return fail(err)
	}
	r := res.(*execute.Result)
	switch *format {
	case "json":
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		enc.Encode(r)
	case "lcov", "coverage-json":
		cov := []report.FileCoverage{{Path: file, Countable: r.CountableLines, Covered: r.CoveredLines}}
		if err := writeCoverage(os.Stdout, *format, cov); err != nil {
			return fail(err)
		}
	default:
		report.Text(os.Stdout, r, src)
		if p := engine.FromRun(fs.Arg(0), r.Status, r.Error); p != nil && p.Status != engine.StatusEmpty {
			fmt.Fprintf(os.Stderr, "unstuck run: %s\n", p.Text()) // as every command says it
		}
	}
	switch {
	case r.Failure != "":
		return 2
	case r.Error != nil:
		return 1
	}
	return 0
}

func cmdLines(args []string) int {
	fs := flag.NewFlagSet("lines", flag.ContinueOnError)
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: unstuck lines FILE\n\nPrints the countable lines of FILE (\"-\": standard input) as JSON: the\nunits the line metric counts, with their first and last lines.")
	}
	if err := parseArgs(fs, args); err != nil {
		return exitCode(err)
	}
	if !wantArgs(fs, 1, 1, "FILE") {
		return 2
	}
	file, done, err := sourceArg(fs.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, "unstuck:", err)
		return 2
	}
	defer done()
	src, err := os.ReadFile(file)
	if err != nil {
		fmt.Fprintln(os.Stderr, "unstuck:", err)
		return 2
	}
	if p := checkSource(fs.Arg(0), src, envOr("UNSTUCK_PYTHON", "python3")); p != nil {
		return reportProblem("lines", p, false)
	}
	t, _, err := execute.Table(src)
	if err != nil {
		fmt.Fprintln(os.Stderr, "unstuck:", err)
		return 1
	}
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", "  ")
	enc.Encode(t)
	return 0
}
