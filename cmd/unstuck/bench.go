// The bench command's driver: flags and terminal handling around the batch
// engine in internal/bench.
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
	"syscall"
	"unsafe"

	"unstuck/internal/bench"
	"unstuck/internal/engine"
	"unstuck/internal/execute"
	"unstuck/internal/explore"
	"unstuck/internal/llm"
)

func cmdBench(args []string) int {
	if benchModeArg(args) == "debug" {
		return cmdBenchDebug(args) // its own items and records: cmd/unstuck/debug.go
	}
	if benchModeArg(args) == "solve" {
		return cmdBenchSolve(args) // one record per path: cmd/unstuck/solve.go
	}
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	var ef execFlags
	ef.register(fs)
	var mf modeFlags
	mf.register(fs)
	var xf exploreFlags
	xf.register(fs)
	fs.StringVar(&xf.prefixDir, "prefix-dir", "", "explore mode: keep each item's prefix files and tree under this directory")
	workers := fs.Int("j", 2, "number of items run at once")
	mode := fs.String("mode", "as-is", "execution mode: "+strings.Join(bench.Modes(), ", "))
	out := fs.String("out", "", "JSONL file of results, appended to and resumed from; only records of the same configuration count (default unstuck-bench/bench-MODE.jsonl, unstuck-bench/bench-MODE.shard-I-of-N.jsonl when sharded)")
	shardFlag := fs.String("shard", "1/1", "run only shard i of n: item k (sorted, from 0) goes to shard k mod n + 1; auto: from a Kubernetes Indexed Job (JOB_COMPLETION_INDEX, JOB_COMPLETIONS) or a Slurm array (SLURM_ARRAY_TASK_ID, SLURM_ARRAY_TASK_COUNT)")
	summaryJSON := fs.String("summary-json", "", "also write the summary as JSON to this file")
	format := formatFlag(fs, "the summary; the coverage formats give every item's coverage, and the summary table goes to stderr")
	compare := fs.String("compare", "", "CSV of reference coverage to compare with (file + asis_covered_lines,total_lines | coverage | cov_step3)")
	noProgress := fs.Bool("no-progress", false, "do not report progress on stderr")
	limit := fs.Int("limit", 0, "run only the first N items of the shard (0: all)")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: unstuck bench [flags] DIR|FILE-LIST|FILE.py ...")
		fmt.Fprintln(fs.Output(), "\nA directory contributes every .py file under it; any other file is a list of\npaths, one a line (# comments; relative to the list's directory).")
		fs.PrintDefaults()
	}
	if err := parseArgs(fs, args); err != nil {
		return exitCode(err)
	}
	if !wantArgs(fs, 1, -1, "DIR, FILE-LIST or FILE.py") {
		return 2
	}
	fail := func(err error) int {
		fmt.Fprintln(os.Stderr, "unstuck:", err)
		return 2
	}
	shard, err := bench.ParseShard(*shardFlag)
	if err != nil {
		return fail(err)
	}
	if err := checkFormat(*format); err != nil {
		return fail(err)
	}
	if err := bench.CheckMode(*mode); err != nil {
		return fail(err)
	}
	if *workers < 1 || *limit < 0 {
		return fail(fmt.Errorf("-j must be at least 1 and --limit not negative"))
	}
	if *out, err = benchOut(*out, *mode, shard); err != nil {
		return fail(err)
	}
	if xf.prefixDir != "" {
		if err := bench.OutputDir(xf.prefixDir); err != nil {
			return fail(err)
		}
	}
	// Read the reference before spending hours on a run it would reject.
	var ref *bench.Reference
	if *compare != "" {
		if ref, err = bench.LoadReference(*compare); err != nil {
			return fail(err)
		}
	}
	all, err := bench.Discover(fs.Args())
	if err != nil {
		return fail(err)
	}
	items := shard.Select(all)
	if *limit > 0 && len(items) > *limit {
		items = items[:*limit]
	}

	var ex *execute.Executor
	var runner bench.Runner
	if *mode == "explore" {
		o := xf.options()
		if err := o.Check(engine.Limits{}); err != nil {
			return fail(err)
		}
		env, err := xf.env(&ef)
		if err != nil {
			return fail(err)
		}
		defer env.Close()
		x, err := o.Explorer(context.Background(), env)
		if err != nil {
			return fail(err)
		}
		var client *llm.Client
		if strings.Contains(o.Proposer, "llm") {
			client, _ = env.LLMClient()
		}
		ex, runner = env.Exec, &explore.Runner{X: x, Dir: xf.prefixDir, LLM: client}
	} else {
		if ex, err = ef.executor(); err != nil {
			return fail(err)
		}
		m, err := mf.mode(*mode)
		if err != nil {
			return fail(err)
		}
		if runner, err = bench.NewRunner(ex, m); err != nil {
			return fail(err)
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		// After the first interrupt, a second one kills at once.
		<-ctx.Done()
		stop()
	}()
	pkgs, perr := bench.Packages(ctx, ex.Interpreter().Executable)
	if perr != nil {
		fmt.Fprintln(os.Stderr, "unstuck: warning:", perr)
	}
	job := &bench.Job{Items: items, Runner: runner, Config: benchConfig(*mode, &ef, &mf, &xf, ex), Workers: *workers, Out: *out, Log: os.Stderr}
	if !*noProgress {
		job.Progress = func(total int) *bench.Progress { return bench.NewProgress(os.Stderr, total, fancy(os.Stderr)) }
	}
	fmt.Fprintf(os.Stderr, "unstuck bench: shard %s of %d items found\n", shard, len(all))
	res, runErr := job.Run(ctx)
	if res == nil {
		return fail(runErr)
	}
	st, interrupted := res.Stats, res.Interrupted
	if interrupted {
		fmt.Fprintf(os.Stderr, "unstuck bench: interrupted; %d items not recorded, run again to resume\n", st.Cancelled)
	}
	if runErr != nil {
		fmt.Fprintln(os.Stderr, "unstuck:", runErr)
		if res.Records == nil {
			return 2
		}
	}
	recs := res.Records
	sum := bench.Summarize(recs)
	sum.Mode, sum.Shard, sum.Workers = *mode, shard.String(), *workers
	sum.ConfigHash, sum.Config, sum.Reconfigured = job.Config.Hash(), &job.Config, res.Reconfigured
	sum.Items, sum.Ran = len(items), st.Ran
	sum.Resumed, sum.Missing = len(recs)-st.Ran, len(items)-len(recs)
	sum.WallSeconds = st.Wall.Seconds()
	if st.Ran > 0 {
		sum.ItemsPerSecond = float64(st.Ran) / st.Wall.Seconds()
	}
	sum.Interrupted = interrupted
	sum.Interpreter, sum.Isolation = ex.Interpreter(), ex.Sandbox().Describe()
	sum.Packages = pkgs
	if sum.Packages == nil {
		sum.Packages = []string{}
	}
	if ref != nil {
		sum.Compare = bench.Compare(recs, ref)
	}
	if err := writeSummary(&sum, recs, *format, *summaryJSON); err != nil {
		return fail(err)
	}
	switch {
	case runErr != nil:
		return 2
	case interrupted:
		return 130
	}
	return 0
}

// isTerminal asks the terminal driver about f (TCGETS succeeds only on a
// terminal, not on /dev/null); a pipe or a log file gets plain lines.
func isTerminal(f *os.File) bool {
	var t syscall.Termios
	_, _, errno := syscall.Syscall(syscall.SYS_IOCTL, f.Fd(), syscall.TCGETS, uintptr(unsafe.Pointer(&t)))
	return errno == 0
}

// writeSummary prints the summary (or, in a coverage format, the records'
// coverage, with the table on stderr) and writes --summary-json.
func writeSummary(sum *bench.Summary, recs []bench.Record, format, summaryJSON string) error {
	b, _ := json.MarshalIndent(sum, "", "  ")
	b = append(b, '\n')
	switch format {
	case "json":
		os.Stdout.Write(b)
	case "lcov", "coverage-json":
		sum.WriteText(os.Stderr)
		if err := writeCoverage(os.Stdout, format, recordCoverage(recs)); err != nil {
			return err
		}
	default:
		sum.WriteText(os.Stdout)
	}
	if summaryJSON != "" {
		return os.WriteFile(summaryJSON, b, 0o644)
	}
	return nil
}

// benchConfig is the configuration that keys the journal: every setting
// that can change an item's result. A new mode or option adds its field to
// bench.Config and sets it here (Job adds the unstuck version).
func benchConfig(mode string, ef *execFlags, mf *modeFlags, xf *exploreFlags, ex *execute.Executor) bench.Config {
	if mode == "parse" {
		return bench.Config{Mode: mode} // the front end alone: no interpreter, no limits
	}
	in := ex.Interpreter()
	c := bench.Config{Mode: mode, Timeout: ef.timeout.String(), MemoryMiB: ef.memoryMB, DiskMiB: ef.diskMB,
		UserSite: ef.userSite, Interpreter: in.Executable, PyVersion: in.Version, Isolation: ex.Sandbox().Describe()}
	for _, p := range ef.bindRO {
		if a, err := filepath.Abs(p); err == nil {
			c.BindRO = append(c.BindRO, a)
		}
	}
	switch mode {
	case "lexecutor":
		c.Predictor, c.Level, c.Confidence, c.Random = mf.Predictor, mf.Level, mf.Confidence, mf.Random
		if mf.Random || mf.Predictor == "random" {
			c.Seed = mf.Seed // the only draws the seed feeds
		}
	case "explore":
		c.Proposer, c.N, c.K = xf.proposers, xf.n, xf.k
		c.PrefixTimeout, c.Budget = xf.jobTimeout.String(), xf.budget.String()
		c.Deps, c.IndexURL = xf.depsMode, xf.indexURL
		if xf.noSteer {
			c.Steer = "off"
		}
		c.Forced = xf.force
		if strings.Contains(xf.proposers, "llm") {
			c.LLMModel, c.LLMBaseURL = xf.llm.Model, xf.llm.BaseURL
		}
	}
	return c
}

// benchOut is the journal of a bench: out as given, or by default
// unstuck-bench/bench-MODE[.shard-I-of-N].jsonl under the current
// directory, in a directory marked as unstuck's output so that the next
// bench over "." does not take what this one wrote for items.
func benchOut(out, mode string, shard bench.Shard) (string, error) {
	if out != "" {
		return out, nil
	}
	name := "bench-" + mode + ".jsonl"
	if shard.Count > 1 {
		name = fmt.Sprintf("bench-%s.shard-%d-of-%d.jsonl", mode, shard.Index, shard.Count)
	}
	return filepath.Join("unstuck-bench", name), bench.OutputDir("unstuck-bench")
}
