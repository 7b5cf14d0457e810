// The solve command: a thin driver over solve.SolveFile.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"unstuck/internal/bench"
	"unstuck/internal/engine"
	"unstuck/internal/llm"
	"unstuck/internal/sandbox"
	"unstuck/internal/solve"
)

func cmdSolve(args []string) int {
	fs := flag.NewFlagSet("solve", flag.ContinueOnError)
	o := engine.DefaultSolve()
	fs.StringVar(&o.Function, "function", o.Function, "solve only this function (qualified Class.name or plain name)")
	emit := fs.String("emit-tests", "", "write one pytest file per function, one test per validated path, into DIR")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	var ef execFlags
	ef.register(fs)
	fs.BoolVar(&o.NoSample, "no-sample", o.NoSample, "do not sample paths from type-drawn inputs")
	fs.BoolVar(&o.NoEnumerate, "no-enumerate", o.NoEnumerate, "do not solve enumerated CFG paths")
	fs.IntVar(&o.Samples, "samples", o.Samples, "sampled paths solved per function")
	z3Timeout := fs.Duration("z3-timeout", time.Duration(o.Z3TimeoutSeconds*float64(time.Second)), "timeout of one Z3 query")
	fs.StringVar(&o.Preset, "preset", o.Preset, "\"leetcode\": run the code under LeetCode's implicit imports (default: nothing injected)")
	gen := fs.Duration("generational", time.Duration(o.GenerationalSeconds*float64(time.Second)), "coverage-guided search (branches of executed paths negated in turn) per function; 0 turns it off")
	lf := registerLLMFlags(fs)
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: unstuck solve [flags] FILE\n\nSolve the execution paths of FILE's functions: inputs that drive each path, validated by running them.")
		fs.PrintDefaults()
	}
	if err := parseArgs(fs, args); err != nil {
		return exitCode(err)
	}
	if !wantArgs(fs, 1, 1, "FILE") {
		return 2
	}
	fail := func(err error) int { fmt.Fprintln(os.Stderr, "unstuck solve:", err); return 2 }
	o.Z3TimeoutSeconds, o.GenerationalSeconds = z3Timeout.Seconds(), gen.Seconds()
	if err := o.Check(engine.Limits{}); err != nil {
		return fail(err)
	}
	route, err := lf.route()
	if err != nil {
		return fail(err)
	}
	o.LLM, o.TestsDir, o.NoTests = route, *emit, *emit == ""
	file, done, err := sourceArg(fs.Arg(0))
	if err != nil {
		return fail(err)
	}
	defer done()
	src, err := os.ReadFile(file)
	if err != nil {
		return fail(err)
	}
	o.InPlace = file
	ex, err := ef.executor()
	if err != nil {
		return fail(err)
	}
	env := envFor(ex, ef)
	defer env.Close()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	res, err := engine.Solve.Run(ctx, env, engine.Input{File: fs.Arg(0), Source: src}, &o, func(string) {})
	if p := engine.AsProblem(err); p != nil {
		return reportProblem("solve", p, *asJSON)
	} else if err != nil {
		return fail(err)
	}
	rep := res.(*solve.FileReport)
	// A function solve could not work on (untyped parameters, failing to
	// load) is an error on stderr and exit 1, whatever the format.
	code := 0
	for _, f := range rep.Functions {
		if f.Error != "" {
			fmt.Fprintf(os.Stderr, "unstuck solve: %s:%d: %s: %s\n", fs.Arg(0), f.Line, f.Name, f.Error)
			code = 1
		}
	}
	if *asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		enc.Encode(rep)
		return code
	}
	printSolve(rep)
	return code
}

func printSolve(rep *solve.FileReport) {
	if rep.Error != "" {
		fmt.Printf("%s: %s\n", rep.File, rep.Error)
	}
	for _, f := range rep.Functions {
		fmt.Printf("%s (line %d) %s\n", f.Name, f.Line, strings.Join(f.Types, ", "))
		if f.Error != "" {
			fmt.Printf("  error: %s\n", f.Error)
		}
		for _, p := range f.Paths {
			fmt.Printf("  %-10s %-12s %-8s %6.2fs  %s\n", p.Source, p.Status, p.Route, p.Seconds, p.Path)
			if p.Input != "" {
				fmt.Printf("      input %s", p.Input)
				if p.Status == solve.StatusValidated {
					if p.Exc != "" {
						fmt.Printf(" -> raises %s", p.Exc)
					} else if p.Return != nil {
						fmt.Printf(" -> %s", *p.Return)
					}
				}
				fmt.Println()
			}
			if p.Reason != "" && p.Status != solve.StatusValidated {
				fmt.Printf("      reason: %s\n", p.Reason)
			}
		}
		if f.Tests != "" {
			fmt.Printf("  tests: %s\n", f.Tests)
		}
	}
}

type llmFlags struct {
	use         bool
	cfg         llm.Config
	topK        int
	byCondition bool
}

func registerLLMFlags(fs *flag.FlagSet) *llmFlags {
	f := &llmFlags{cfg: llm.FromEnv()}
	fs.BoolVar(&f.use, "llm", false, "hand paths outside the rules to an OpenAI-compatible LLM (translation to Z3, then the LLM solver)")
	fs.IntVar(&f.topK, "llm-top-k", 2, "templates retrieved from the knowledge base per prompt")
	fs.BoolVar(&f.byCondition, "llm-by-condition", false, "cut the path into chunks ending at each condition (default: one line per chunk)")
	f.cfg.RegisterFlags(fs)
	return f
}

func (f *llmFlags) route() (*solve.LLMRoute, error) {
	if !f.use {
		return nil, nil
	}
	c, err := llm.New(f.cfg)
	if err != nil {
		return nil, err
	}
	return &solve.LLMRoute{Client: c, TopK: f.topK, ByCondition: f.byCondition}, nil
}

// cmdBenchSolve is `unstuck bench --mode solve DIR`.
func cmdBenchSolve(args []string) int {
	fs := flag.NewFlagSet("bench --mode solve", flag.ContinueOnError)
	fs.String("mode", "solve", "solve")
	python := fs.String("python", envOr("UNSTUCK_PYTHON", "python3"), "Python interpreter that runs the code (env UNSTUCK_PYTHON)")
	workers := fs.Int("j", 2, "files solved at once")
	out := fs.String("out", "", "JSONL file of path records, appended to and resumed from (default unstuck-bench/bench-solve.jsonl)")
	shardFlag := fs.String("shard", "1/1", "run only shard i of n (item k of the sorted list goes to shard k mod n + 1)")
	summaryJSON := fs.String("summary-json", "", "also write the summary as JSON to this file")
	limit := fs.Int("limit", 0, "only the first N files of the shard")
	samples := fs.Int("samples", 10, "sampled paths solved per function")
	hypo := fs.Duration("hypothesis", 0, "run the Hypothesis peer with this budget per sampled path (0: off)")
	timeout := fs.Duration("z3-timeout", 5*time.Second, "timeout of one Z3 query")
	noProgress := fs.Bool("no-progress", false, "do not report progress on stderr")
	preset := fs.String("preset", "", "\"leetcode\": run the code under LeetCode's implicit imports (default: nothing injected)")
	cross := fs.Duration("cross-check", 2*time.Second, "concrete search (random, then Hypothesis) per function for inputs taking paths called UNSAT")
	lf := registerLLMFlags(fs)
	if err := parseArgs(fs, args); err != nil {
		return exitCode(err)
	}
	fail := func(err error) int {
		fmt.Fprintln(os.Stderr, "unstuck:", err)
		return 2
	}
	if fs.NArg() == 0 {
		return fail(fmt.Errorf("bench --mode solve needs a directory or files"))
	}
	shard, err := bench.ParseShard(*shardFlag)
	if err != nil {
		return fail(err)
	}
	all, err := bench.Discover(fs.Args())
	if err != nil {
		return fail(err)
	}
	items := shard.Select(all)
	if *limit > 0 && len(items) > *limit {
		items = items[:*limit]
	}
	if *out, err = benchOut(*out, "solve", shard); err != nil {
		return fail(err)
	}
	route, err := lf.route()
	if err != nil {
		return fail(err)
	}
	z := &solve.Z3{Keep: *workers}
	defer z.Close()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	opt := solve.BenchOptions{
		Solve: solve.Options{Runner: &solve.Runner{Python: *python, Preset: *preset}, Z3: z, LLM: route,
			MaxSampled: *samples, Timeout: *timeout, CrossCheck: *cross},
		Workers: *workers, Journal: *out, Hypothesis: *hypo,
	}
	cfg := bench.Config{Mode: "solve", Samples: *samples, Z3Timeout: timeout.String(), SolveLLM: route != nil}
	if *hypo > 0 {
		cfg.Hypothesis = hypo.String()
	}
	if in, err := sandbox.FindPython(*python); err == nil {
		cfg.Interpreter = in.Executable
	}
	if route != nil {
		cfg.LLMModel, cfg.LLMBaseURL = lf.cfg.Model, lf.cfg.BaseURL
	}
	// The batch driver every mode shares: journal keyed by configuration,
	// resume with its note, progress.
	job := &bench.Typed[solve.Record]{
		Items: items, Config: cfg, Workers: *workers, Out: *out, Log: os.Stderr,
		Item: func(ctx context.Context, f string) []solve.Record { return solve.BenchFile(ctx, f, opt) },
		Fail: func(f, msg string) solve.Record {
			return solve.Record{File: f, Route: solve.RouteNone, Status: "error", Error: msg}
		},
		Status: func(recs []solve.Record) string {
			n := 0
			for _, r := range recs {
				if r.Status == solve.StatusValidated {
					n++
				}
			}
			return fmt.Sprintf("%d of %d paths validated", n, len(recs))
		},
	}
	if !*noProgress {
		job.Progress = func(total int) *bench.Progress { return bench.NewProgress(os.Stderr, total, fancy(os.Stderr)) }
	}
	res, err := job.Run(ctx)
	if err != nil && ctx.Err() == nil {
		return fail(err)
	}
	var recs []solve.Record
	if res != nil {
		recs = res.Records
	}
	// The summary covers this shard's items only.
	in := map[string]bool{}
	for _, f := range items {
		in[f] = true
	}
	var mine []solve.Record
	for _, r := range recs {
		if in[r.File] {
			mine = append(mine, r)
		}
	}
	s := solve.Summarize(mine)
	solve.WriteSummary(os.Stdout, s)
	if *summaryJSON != "" {
		data, _ := json.MarshalIndent(s, "", "  ")
		if err := os.WriteFile(*summaryJSON, append(data, '\n'), 0o644); err != nil {
			return fail(err)
		}
	}
	if ctx.Err() != nil {
		fmt.Fprintln(os.Stderr, "interrupted; run again to resume")
		return 1
	}
	return 0
}
