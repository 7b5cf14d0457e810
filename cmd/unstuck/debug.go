// The debug command's driver, and `unstuck bench --mode debug`: flags
// around debug.Plan and debug.RunItem.
package main

import (
	"bufio"
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
	"unstuck/internal/javatrace"
	"unstuck/internal/runtime"
	"unstuck/internal/trace"
)

var feedbackRe = regexp.MustCompile(`^\s*(?:step\s+(\d+)\s+correct|variable\s+(\S+)\s+at\s+step\s+(\d+)\s+wrong)\s*$`)
var rootRe = regexp.MustCompile(`^\s*root\s+cause\s+at\s+step\s+(\d+)\s*$`)

// parseFeedback reads "step N correct", "variable v at step N wrong" and
// "root cause at step N".
func parseFeedback(s string) (debug.Feedback, error) {
	if m := rootRe.FindStringSubmatch(s); m != nil {
		n, _ := strconv.Atoi(m[1])
		return debug.Feedback{Step: n, Root: true}, nil
	}
	m := feedbackRe.FindStringSubmatch(s)
	if m == nil {
		return debug.Feedback{}, fmt.Errorf("feedback %q: want \"step N correct\", \"variable v at step N wrong\" or \"root cause at step N\"", s)
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
	noMut := fs.Bool("no-mutation", false, "rank candidates by slice and spectrum only (no mutants rerun)")
	top := fs.Int("top", 10, "candidates printed")
	interactive := fs.Bool("i", false, "ask about one step at a time (answers: yes, no, \"v is wrong\", \"root cause here\")")
	wrongOut := fs.String("wrong-output", "", "a line the program printed that is wrong: debugging starts at the step that printed it, and mutants are judged by it")
	expectOut := fs.String("expect-output", "", "with --wrong-output: the line the program should have printed instead")
	var answers listFlag
	fs.Var(&answers, "answer", "an answer to the question loop of -i (yes, no, \"v is wrong\", \"root cause here\"), in order; repeatable; the JSON's session asks the next")
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
	if *expectOut != "" && *wrongOut == "" {
		return fail(fmt.Errorf("--expect-output needs --wrong-output (the line printed instead)"))
	}
	if *wrongOut != "" {
		tf.oracle = &runtime.OutputOracle{Wrong: *wrongOut, Expect: *expectOut}
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
	bug, err := tf.run(ctx, opt, file)
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
		var fix *trace.Trace
		var lm map[int]int
		var bf, ff string
		if javatrace.IsJava(file) {
			// The same main, call or tests, FILE replaced by the fixed source.
			if fix, lm, bf, err = tf.javaFixed(ctx, opt, file, *fixed); err != nil {
				return fail(err)
			}
			ff = bf
		} else {
			ft := tf.target(*fixed)
			if len(ft.PytestArgs) > 0 {
				ft.PytestArgs = append(append([]string{}, ft.PytestArgs...), fixedArgs...)
			}
			if fix, err = trace.Run(ctx, opt, ft); err != nil {
				return fail(err)
			}
			bs, _ := os.ReadFile(file)
			fsrc, _ := os.ReadFile(*fixed)
			lm, _ = debug.LineMap(bs, fsrc)
			bf, ff = traced(tg), traced(ft)
		}
		al = debug.Align(bug, fix, bf, ff, lm)
		// The fixed version answers the plan's questions (see debug.Guided),
		// and a step on a line the fix changed is where it went wrong.
		g = trace.Link(bug, rec)
		judge = debug.ChangedLineJudge(debug.FixedJudge(g, fix, bf, ff, lm), bug, bf, lm)
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
		if f.WrongOutput != "" && tf.oracle == nil {
			// A printed line marked wrong in the file is the oracle too.
			tf.oracle = &runtime.OutputOracle{Wrong: f.WrongOutput, Expect: f.ExpectedOutput}
			if bug, err = tf.run(ctx, opt, file); err != nil {
				return fail(err)
			}
			tg = tf.target(file)
		}
		if vo, o := debug.ValueOracleFrom(bug, f); vo != nil && tf.oracle == nil {
			// A corrected output value is the oracle of the mutants.
			tg.ValueOracle, out = vo, o
		}
	}
	if tf.oracle != nil && *fixed == "" {
		if out, err = debug.MarkedOutput(bug, tf.oracle); err != nil {
			return fail(err)
		}
	}
	if *output >= 0 {
		out = debug.Output{Step: *output, Reason: "given"}
	}
	if g == nil {
		g = trace.Link(bug, rec)
	}
	llmNote(rec.LLM)
	var res *debug.Result
	var cands []javatrace.Candidate
	var mstats *javatrace.MutationStats
	if judge != nil && len(feedback) == 0 {
		res = debug.Guided(g, out, judge)
	} else {
		var spectrum map[string]map[int]float64
		if javatrace.IsJava(file) {
			spectrum, cands, mstats = tf.javaLocalize(ctx, opt, rec, file, g, out)
		}
		res = debug.Plan(g, out, spectrum, feedback)
	}
	if tf.asJSON && cands != nil {
		return printJavaDebugJSON(engine.NewDebugResult(res, al, bug), cands, mstats)
	}
	// The ranked candidates from what the failure gives (no fixed version);
	// without a fixed version their scores are the plan's own suspiciousness
	// (so that its stopping rule has something to stop at).
	// (Java ranks its candidates from its JUnit tests: javaLocalize.)
	if !javatrace.IsJava(file) {
		srcBytes, _ := os.ReadFile(file)
		res = debug.WithCandidates(ctx, opt, tg, srcBytes, bug, g, out, feedback, res, judge == nil || len(feedback) > 0, *noMut)
	}
	if *interactive {
		return askLoop(debug.NewSession(g, out, res.Candidates), res)
	}
	if tf.asJSON {
		dr := engine.NewDebugResult(res, al, bug)
		if !javatrace.IsJava(file) {
			dr.WithSession(g, out, answers)
		}
		dr.LLM = g.LLM
		json.NewEncoder(os.Stdout).Encode(dr)
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
	if len(res.Candidates) > 0 {
		fmt.Println("candidates (slice, spectrum and mutation evidence; no fixed version):")
		fmt.Print(debug.CandidatesText(res.Candidates, *top))
	}
	if res.MutationError != "" {
		fmt.Println("mutation evidence:", res.MutationError)
	}
	if len(answers) > 0 {
		v := debug.Replay(g, out, res.Candidates, answers)
		switch {
		case v.Error != "":
			fmt.Println("answers:", v.Error)
		case v.Root != nil:
			fmt.Printf("root cause after %d answers: %s:%d (step %d)\n", v.Questions, v.Root.File, v.Root.Line, v.Root.Step)
		case v.Step >= 0:
			fmt.Printf("next question: step %d  %s:%d  %s\n", v.Step, v.File, v.Line, v.Code)
		}
	}
	fmt.Println("plan (walk back from the failure):")
	fmt.Print(res.Text(src))
	printJavaCandidates(cands, mstats, src[traced2(bug)])
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
	lang := fs.String("lang", "all", "QuixBugs halves to run: python, java or all")
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
	byName, names := selectCases(cases, func(c debug.Case) string { return c.Name }, shard, *limit)
	if *lang == "java" {
		names = nil
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
			return &debug.Record{File: n, Mode: "debug", Lang: "python", Status: "failure", Error: msg}
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
	if *lang != "java" {
		fmt.Print(sum.Text())
	}
	if *summaryJSON != "" && *lang != "java" {
		b, _ := json.MarshalIndent(sum, "", "  ")
		if err := os.WriteFile(*summaryJSON, append(b, '\n'), 0o644); err != nil {
			return fail(err)
		}
	}
	if javatrace.HasJava(dir) && *lang != "python" && ctx.Err() == nil {
		// The Java half appends its records (lang "java") to the same journal.
		if err := benchJavaHalf(ctx, dir, cfg, key, *out, shard, *limit, *workers, *noProgress, *summaryJSON); err != nil {
			return fail(err)
		}
	}
	if ctx.Err() != nil {
		return 130
	}
	return 0
}

// selectCases indexes cases by name and picks the names of the shard, the
// first limit of them (0: all), sorted: both halves of the debug bench.
func selectCases[C any](cases []C, name func(C) string, shard bench.Shard, limit int) (map[string]C, []string) {
	byName := map[string]C{}
	var names []string
	for _, c := range cases {
		byName[name(c)] = c
		names = append(names, name(c))
	}
	sort.Strings(names)
	names = shard.Select(names)
	if limit > 0 && len(names) > limit {
		names = names[:limit]
	}
	return byName, names
}

// askLoop is `debug -i`: the session's questions on stdout, answers from stdin.
func askLoop(ses *debug.Session, res *debug.Result) int {
	if len(res.Candidates) > 0 {
		fmt.Println("candidates:")
		fmt.Print(debug.CandidatesText(res.Candidates, 3))
	}
	in := bufio.NewScanner(os.Stdin)
	for !ses.Done && ses.Step() >= 0 {
		fmt.Print("\n", ses.Show(), "is this step right? [yes / no / v is wrong / root cause here] ")
		if !in.Scan() {
			fmt.Println()
			return 1
		}
		if err := ses.Answer(in.Text()); err != nil {
			fmt.Println(err)
		}
	}
	if ses.Root != nil {
		fmt.Printf("\nroot cause: %s:%d (step %d), after %d answers\n", ses.Root.File, ses.Root.Line, ses.Root.Step, ses.Questions)
		return 0
	}
	fmt.Println("\nno step left to ask about")
	return 1
}
