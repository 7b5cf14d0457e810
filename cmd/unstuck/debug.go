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
	"unstuck/internal/javatrace"
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
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: unstuck debug [flags] FILE.py\n\nTraces FILE, then walks back from the failure along the most suspicious\ndependencies to a predicted root cause; prints the plan as steps and lines.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil || fs.NArg() != 1 {
		if err == nil {
			fs.Usage()
		}
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
	file := fs.Arg(0)
	tg := tf.target(file)
	if isJava(file) && *fixed != "" {
		return fail(fmt.Errorf("--fixed is not supported for Java yet; the JUnit tests (--junit) give the plan its spectrum"))
	}
	bug, err := tf.run(ctx, opt, file)
	if err != nil {
		return fail(err)
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
	if rec.LLM != nil && rec.LLM.Errors > 0 {
		fmt.Fprintf(os.Stderr, "unstuck: LLM recovery: %d answers unusable (last: %s)\n", rec.LLM.Errors, rec.LLM.LastError)
	}
	var res *debug.Result
	var cands []javatrace.Candidate
	var mstats *javatrace.MutationStats
	if judge != nil && len(feedback) == 0 {
		res = debug.Guided(g, out, judge)
	} else {
		var spectrum map[string]map[int]float64
		if isJava(file) {
			spectrum, cands, mstats = tf.javaLocalize(ctx, opt, rec, file, g, out)
		}
		res = debug.Plan(g, out, spectrum, feedback)
	}
	if tf.asJSON && cands != nil {
		return printJavaDebugJSON(servedDebug(res, al, bug), cands, mstats)
	}
	// The ranked candidates from what the failure gives (no fixed version);
	// without a fixed version their scores are the plan's own suspiciousness
	// (so that its stopping rule has something to stop at).
	srcBytes, _ := os.ReadFile(file)
	res = withCandidates(ctx, opt, tg, srcBytes, bug, g, out, feedback, res, judge == nil || len(feedback) > 0, *noMut)
	if *interactive {
		return askLoop(debug.NewSession(g, debug.Failure(bug), res.Candidates), res)
	}
	if tf.asJSON {
		json.NewEncoder(os.Stdout).Encode(servedDebug(res, al, bug))
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
	fmt.Println("plan (walk back from the failure):")
	fmt.Print(res.Text(src))
	printJavaCandidates(cands, mstats, src[traced2(bug)])
	return 0
}

// withCandidates adds the fused ranking to a debug result (the command and
// the server both use it); replan: without a fixed version, the plan is
// made again with the candidates' scores as each line's own suspiciousness.
func withCandidates(ctx context.Context, opt trace.Options, tg trace.Target, src []byte, bug *trace.Trace, g *trace.Graph, out debug.Output, fb []debug.Feedback, res *debug.Result, replan, noMut bool) *debug.Result {
	cands, err := localize(ctx, opt, tg, src, bug, g, debug.Failure(bug), noMut)
	if replan {
		spec := map[string]map[int]float64{}
		for _, c := range cands {
			if spec[c.File] == nil {
				spec[c.File] = map[int]float64{}
			}
			spec[c.File][c.Line] = c.Score
		}
		res = debug.Plan(g, out, spec, fb)
	}
	res.Candidates = cands
	if err != nil {
		res.MutationError = err.Error()
	}
	return res
}

// localize ranks the candidates of a debug run: the script (or the pytest
// suite) is rerun under mutants of the failure's slice.
func localize(ctx context.Context, opt trace.Options, tg trace.Target, src []byte, bug *trace.Trace, g *trace.Graph, out debug.Output, noMut bool) ([]debug.Candidate, error) {
	if len(bug.Files) == 0 {
		return nil, fmt.Errorf("no traced file")
	}
	f := debug.Failing{Graph: g, Out: out, Root: tg.Root, File: bug.Files[0], Script: tg.Script, SuiteArgs: tg.PytestArgs}
	if tg.Mode == "call" {
		return nil, fmt.Errorf("mutation evidence needs a program or a pytest suite")
	}
	if f.Root == "" {
		// Only the script, as the trace run had it.
		dir, err := os.MkdirTemp("", "unstuck-debug-")
		if err != nil {
			return nil, err
		}
		defer os.RemoveAll(dir)
		f.Root, f.Script = dir, bug.Files[0]
		if err := os.WriteFile(filepath.Join(dir, f.Script), src, 0o644); err != nil {
			return nil, err
		}
	}
	if f.Script == "" {
		// A suite: its tests' coverage is the spectrum.
		suite, err := trace.Run(ctx, opt, trace.Target{Mode: "tests", Root: f.Root, Files: bug.Files, PytestArgs: tg.PytestArgs})
		if err == nil {
			f.Tests = suite.Tests
		}
	}
	lz := &debug.Localizer{Trace: opt, NoMutation: noMut}
	cands := lz.Localize(ctx, f)
	return cands, lz.MutationErr
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
	out := fs.String("out", "bench-debug.jsonl", "JSONL file of records, appended to and resumed from")
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
	if err := fs.Parse(args); err != nil || fs.NArg() != 1 {
		if err == nil {
			fs.Usage()
		}
		return 2
	}
	fail := func(err error) int { fmt.Fprintln(os.Stderr, "unstuck:", err); return 2 }
	shard, err := bench.ParseShard(*shardFlag)
	if err != nil {
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
	done, err := readDebugRecords(*out)
	if err != nil {
		return fail(err)
	}
	var todo []string
	for _, n := range names {
		if _, ok := done[n]; !ok {
			todo = append(todo, n)
		}
	}
	if *lang != "java" {
		fmt.Fprintf(os.Stderr, "unstuck bench: %d items (shard %s), %d already in %s, %d to run\n", len(names), shard, len(names)-len(todo), *out, len(todo))
	}
	f, err := os.OpenFile(*out, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return fail(err)
	}
	defer f.Close()
	// Two benches appending to one journal would interleave their items.
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		return fail(fmt.Errorf("%s is in use by another bench; give this one its own --out", *out))
	}
	if err := cutPartialLine(*out); err != nil {
		return fail(err)
	}
	var prog *bench.Progress
	if !*noProgress && len(todo) > 0 {
		prog = bench.NewProgress(os.Stderr, len(todo), isTerminal(os.Stderr))
		prog.Start()
	}
	queue := make(chan string)
	results := make(chan *debug.Record)
	go func() {
		defer close(queue)
		for _, n := range todo {
			select {
			case queue <- n:
			case <-ctx.Done():
				return
			}
		}
	}()
	nw := max(1, *workers)
	finished := make(chan struct{})
	for w := 0; w < nw; w++ {
		go func() {
			defer func() { finished <- struct{}{} }()
			for n := range queue {
				r := runDebugItem(ctx, cfg, byName[n])
				if ctx.Err() != nil {
					return
				}
				results <- r
			}
		}()
	}
	go func() {
		for w := 0; w < nw; w++ {
			<-finished
		}
		close(results)
	}()
	for r := range results {
		b, _ := json.Marshal(r)
		if _, err := f.Write(append(b, '\n')); err != nil {
			return fail(err)
		}
		done[r.File] = r
		if prog != nil {
			prog.Item(r.File, r.Status)
		}
	}
	if prog != nil {
		prog.Finish()
	}
	var recs []*debug.Record
	for _, n := range names {
		if r, ok := done[n]; ok {
			recs = append(recs, r)
		}
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
		if err := benchJavaHalf(ctx, dir, cfg, f, *out, shard, *limit, *workers, *noProgress, *summaryJSON); err != nil {
			return fail(err)
		}
	}
	if ctx.Err() != nil {
		return 130
	}
	return 0
}

// runDebugItem turns a panic into a failed record.
func runDebugItem(ctx context.Context, cfg debug.Config, c debug.Case) (r *debug.Record) {
	defer func() {
		if p := recover(); p != nil {
			r = &debug.Record{File: c.Name, Mode: "debug", Lang: "python", Status: "failure", Error: fmt.Sprint("panic: ", p)}
		}
	}()
	return debug.RunItem(ctx, cfg, c)
}

// readDebugRecords reads a journal, keeping the last record of each item
// and ignoring a partial last line.
func readDebugRecords(path string) (map[string]*debug.Record, error) {
	out := map[string]*debug.Record{}
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return out, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for sc.Scan() {
		var r debug.Record
		if json.Unmarshal(sc.Bytes(), &r) == nil && r.File != "" {
			out[r.File] = &r
		}
	}
	return out, nil
}

// cutPartialLine drops what a killed run left after the last newline, so
// that appended records start on a line of their own.
func cutPartialLine(path string) error {
	b, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		return nil
	}
	if err != nil {
		return err
	}
	if n := len(b); n > 0 && b[n-1] != '\n' {
		return os.Truncate(path, int64(strings.LastIndexByte(string(b), '\n')+1))
	}
	return nil
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
