// The debug command's driver, and `unstuck bench --mode debug`: flags
// around debug.Plan and debug.RunItem.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"syscall"

	"unstuck/internal/bench"
	"unstuck/internal/debug"
	"unstuck/internal/engine"
	"unstuck/internal/trace"
)

var feedbackRe = regexp.MustCompile(`^\s*(?:step\s+(\d+)\s+correct|variable\s+(\S+)\s+at\s+step\s+(\d+)\s+wrong)\s*$`)

// parseFeedback reads "step N correct" and "variable v at step N wrong".
func parseFeedback(s string) (debug.Feedback, error) {
	m := feedbackRe.FindStringSubmatch(s)
	if m == nil {
		return debug.Feedback{}, fmt.Errorf("feedback %q: want \"step N correct\" or \"variable v at step N wrong\"", s)
	}
	if m[1] != "" {
		n, _ := strconv.Atoi(m[1])
		return debug.Feedback{Step: n, Correct: true}, nil
	}
	n, _ := strconv.Atoi(m[3])
	return debug.Feedback{Step: n, Var: m[2]}, nil
}

func cmdDebug(args []string) int {
	fs := flag.NewFlagSet("debug", flag.ContinueOnError)
	var tf traceFlags
	tf.register(fs)
	fixed := fs.String("fixed", "", "fixed version of FILE: inputs and outputs come from aligning the two traces")
	var fixedArgs listFlag
	fs.Var(&fixedArgs, "fixed-arg", "extra pytest argument for the fixed version's run (e.g. --correct for QuixBugs); repeatable")
	ioFile := fs.String("io", "", "inputs/outputs file: written after aligning with --fixed, read (as corrected by you) otherwise")
	var fb listFlag
	fs.Var(&fb, "feedback", "\"step N correct\" or \"variable v at step N wrong\"; repeatable, re-plans")
	output := fs.Int("output", -1, "the step whose outcome is wrong (default: the failure, or the first divergence with --fixed)")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: unstuck debug [flags] FILE.py\n\nTraces FILE, then walks back from the failure along the most suspicious\ndependencies to a predicted root cause; prints the plan as steps and lines.")
		fs.PrintDefaults()
	}
	if err := parseArgs(fs, args); err != nil {
		return exitCode(err)
	}
	if !wantArgs(fs, 1, 1, "FILE") {
		return 2
	}
	fail := func(err error) int { fmt.Fprintln(os.Stderr, "unstuck:", err); return 2 }
	var feedback []debug.Feedback
	for _, s := range fb {
		f, err := parseFeedback(s)
		if err != nil {
			return fail(err)
		}
		feedback = append(feedback, f)
	}
	ctx := context.Background()
	opt, err := tf.options()
	if err != nil {
		return fail(err)
	}
	rec, err := tf.recoveryOpt(ctx)
	if err != nil {
		return fail(err)
	}
	file, done, err := sourceArg(fs.Arg(0))
	if err != nil {
		return fail(err)
	}
	defer done()
	tg := tf.target(file)
	bug, err := trace.Run(ctx, opt, tg)
	if err != nil {
		return fail(err)
	}
	if p := engine.TraceProblem(fs.Arg(0), bug); p != nil {
		return reportProblem("debug", p, tf.asJSON)
	}
	if len(bug.Steps) == 0 {
		return fail(fmt.Errorf("empty trace (%s): %s", bug.Status, strings.TrimSpace(bug.Stderr)))
	}
	out := debug.Failure(bug)
	var al *debug.Alignment
	var judge debug.Judge
	var g *trace.Graph
	if *fixed != "" {
		ftf := tf
		ft := ftf.target(*fixed)
		if len(ft.PytestArgs) > 0 {
			ft.PytestArgs = append(append([]string{}, ft.PytestArgs...), fixedArgs...)
		}
		fix, err := trace.Run(ctx, opt, ft)
		if err != nil {
			return fail(err)
		}
		bs, _ := os.ReadFile(file)
		fsrc, _ := os.ReadFile(*fixed)
		lm, _ := debug.LineMap(bs, fsrc)
		bf, ff := traced(tg), traced(ft)
		al = debug.Align(bug, fix, bf, ff, lm)
		// The fixed version answers the plan's questions (see debug.Guided).
		g = trace.Link(bug, rec)
		judge = debug.FixedJudge(g, fix, bf, ff, lm)
		if al.Divergence != "none" {
			out = al.Output
		}
		if *ioFile != "" {
			if err := debug.SaveIO(*ioFile, al); err != nil {
				return fail(err)
			}
		}
	} else if *ioFile != "" {
		f, err := debug.LoadIO(*ioFile)
		if err != nil {
			return fail(err)
		}
		out = f.Output
	}
	if *output >= 0 {
		out = debug.Output{Step: *output, Reason: "given"}
	}
	if g == nil {
		g = trace.Link(bug, rec)
	}
	var res *debug.Result
	if judge != nil && len(feedback) == 0 {
		res = debug.Guided(g, out, judge)
	} else {
		res = debug.Plan(g, out, nil, feedback)
	}
	if tf.asJSON {
		json.NewEncoder(os.Stdout).Encode(engine.NewDebugResult(res, al, bug))
		return 0
	}
	src := map[string][]string{}
	for f, s := range bug.Sources {
		src[f] = strings.Split(string(s), "\n")
	}
	fmt.Printf("traced %d steps, status %s\n", len(bug.Steps), bug.Status)
	if al != nil {
		fmt.Printf("divergence from the fixed version: %s\n", al.Divergence)
		for _, o := range al.Outputs {
			fmt.Printf("  output %s at step %d (line %d): %s, fixed %s\n", o.Var, o.Step, o.Line, o.Value, o.Fixed)
		}
	}
	fmt.Print(res.Text(src))
	return 0
}

func traced(tg trace.Target) string {
	if len(tg.Files) > 0 {
		return tg.Files[0]
	}
	return filepath.Base(tg.Script)
}

// benchModeArg reports the --mode value in bench's arguments, so that the
// debug benchmark, whose items and records are its own, gets its driver.
func benchModeArg(args []string) string {
	for i, a := range args {
		if a == "--" {
			break
		}
		for _, p := range []string{"--mode=", "-mode="} {
			if strings.HasPrefix(a, p) {
				return a[len(p):]
			}
		}
		if (a == "--mode" || a == "-mode") && i+1 < len(args) {
			return args[i+1]
		}
	}
	return ""
}

func cmdBenchDebug(args []string) int {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	var tf traceFlags
	tf.register(fs)
	fs.String("mode", "debug", "debug")
	workers := fs.Int("j", 2, "items run at once")
	out := fs.String("out", "", "JSONL file of records, appended to and resumed from (default unstuck-bench/bench-debug.jsonl)")
	shardFlag := fs.String("shard", "1/1", "run only shard i of n")
	limit := fs.Int("limit", 0, "run only the first N items of the shard")
	ioDir := fs.String("io-dir", "", "write each item's inputs/outputs file here")
	summaryJSON := fs.String("summary-json", "", "also write the summary as JSON here")
	noProgress := fs.Bool("no-progress", false, "no progress on stderr")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: unstuck bench --mode debug [flags] DIR\n\nDIR is a QuixBugs folder (python_programs, correct_python_programs,\npython_testcases) or a folder of mutants written by unstuck mutate.")
		fs.PrintDefaults()
	}
	if err := parseArgs(fs, args); err != nil {
		return exitCode(err)
	}
	if !wantArgs(fs, 1, 1, "DIR (QuixBugs or mutants)") {
		return 2
	}
	fail := func(err error) int { fmt.Fprintln(os.Stderr, "unstuck:", err); return 2 }
	shard, err := bench.ParseShard(*shardFlag)
	if err != nil {
		return fail(err)
	}
	if *out, err = benchOut(*out, "debug", shard); err != nil {
		return fail(err)
	}
	dir, _ := filepath.Abs(fs.Arg(0))
	cases, err := debug.Cases(dir)
	if err != nil {
		return fail(err)
	}
	byName := map[string]debug.Case{}
	var names []string
	for _, c := range cases {
		byName[c.Name] = c
		names = append(names, c.Name)
	}
	sort.Strings(names)
	names = shard.Select(names)
	if *limit > 0 && len(names) > *limit {
		names = names[:*limit]
	}
	opt, err := tf.options()
	if err != nil {
		return fail(err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	rec, err := tf.recoveryOpt(ctx)
	if err != nil {
		return fail(err)
	}
	cfg := debug.Config{Trace: opt, Recovery: rec, IODir: *ioDir}
	key := bench.Config{Mode: "debug", Timeout: tf.ef.timeout.String(), MemoryMiB: tf.ef.memoryMB,
		Interpreter: opt.Python, Isolation: opt.Sandbox.Describe(), Recovery: tf.recovery, MaxSteps: tf.maxSteps, Layers: tf.layers}
	// The batch driver every mode shares: journal keyed by configuration,
	// resume with its note, progress.
	job := &bench.Typed[*debug.Record]{
		Items: names, Config: key, Workers: *workers, Out: *out, Log: os.Stderr,
		Item: func(ctx context.Context, n string) []*debug.Record {
			return []*debug.Record{debug.RunItem(ctx, cfg, byName[n])}
		},
		Fail: func(n, msg string) *debug.Record {
			return &debug.Record{File: n, Mode: "debug", Status: "failure", Error: msg}
		},
		Status: func(recs []*debug.Record) string { return recs[0].Status },
	}
	if !*noProgress {
		job.Progress = func(total int) *bench.Progress { return bench.NewProgress(os.Stderr, total, fancy(os.Stderr)) }
	}
	res, err := job.Run(ctx)
	if err != nil && ctx.Err() == nil {
		return fail(err)
	}
	var recs []*debug.Record
	if res != nil {
		recs = res.Records
	}
	sum := debug.Summarize(recs)
	fmt.Print(sum.Text())
	if *summaryJSON != "" {
		b, _ := json.MarshalIndent(sum, "", "  ")
		if err := os.WriteFile(*summaryJSON, append(b, '\n'), 0o644); err != nil {
			return fail(err)
		}
	}
	if ctx.Err() != nil {
		return 130
	}
	return 0
}
