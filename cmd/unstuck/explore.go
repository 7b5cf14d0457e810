package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"time"

	"unstuck/internal/bench"
	"unstuck/internal/deps"
	"unstuck/internal/engine"
	"unstuck/internal/execute"
	"unstuck/internal/explore"
	"unstuck/internal/llm"
	"unstuck/internal/report"
	"unstuck/internal/solve"
)

// exploreFlags configure prefix exploration (explore and bench --mode explore).
type exploreFlags struct {
	proposers  string
	n, k       int
	budget     time.Duration
	jobTimeout time.Duration
	depsMode   string
	indexURL   string
	llm        llm.Config
	client     *llm.Client // set by explorer when the llm proposer is used
	prefixDir  string      // bench: where the prefix files of each item go
	noSteer    bool
	force      bool
}

func (f *exploreFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.proposers, "proposer", "offline", "prefix proposers, comma-separated: offline, llm")
	fs.IntVar(&f.n, "n", 10, "prefixes asked for per request")
	fs.IntVar(&f.k, "k", 10, "coverage-guided rounds at most")
	fs.DurationVar(&f.jobTimeout, "prefix-timeout", 5*time.Second, "time limit of one prefix + snippet run")
	fs.DurationVar(&f.budget, "budget", 60*time.Second, "no new batch of prefixes starts after this much time on one snippet")
	fs.StringVar(&f.depsMode, "deps", "none", "missing modules the prefixes import: pip (install into a managed environment) or none")
	fs.StringVar(&f.indexURL, "index-url", "", "package index for --deps pip (default: pip's)")
	fs.BoolVar(&f.force, "force", false, "forced execution (X-Force): stand-ins answer truth tests and comparisons as the path to an uncovered line needs, not as one value would; prefixes that force are marked")
	fs.BoolVar(&f.noSteer, "no-steer", false, "with --force: offline step 3 without Stub._steer")
	f.llm = llm.FromEnv()
	f.llm.RegisterFlags(fs)
}

// explorer builds the explorer over ex; with --deps pip, ex's interpreter
// is replaced by the managed environment's.
func (f *exploreFlags) explorer(ef *execFlags) (*explore.Explorer, *execute.Executor, error) {
	var mgr *deps.Manager
	if f.depsMode == "pip" {
		m, err := deps.New(deps.Options{Python: ef.python, Mode: deps.Pip, IndexURL: f.indexURL})
		if err != nil {
			return nil, nil, err
		}
		if _, err := m.Ensure(context.Background(), nil); err != nil {
			return nil, nil, err
		}
		ef.python, mgr = m.Python(), m
	} else if f.depsMode != "none" {
		return nil, nil, fmt.Errorf("--deps must be pip or none")
	}
	ex, err := ef.executor()
	if err != nil {
		return nil, nil, err
	}
	x := &explore.Explorer{Exec: ex, Deps: mgr, Opt: explore.Options{N: f.n, K: f.k, JobTimeout: f.jobTimeout, Budget: f.budget}}
	for _, name := range strings.Split(f.proposers, ",") {
		switch strings.TrimSpace(name) {
		case "offline":
			off := explore.NewOffline()
			off.Force, off.NoSteer = f.force, f.noSteer
			if ci, err := explore.LoadClassIndex(context.Background(), ex); err == nil {
				off.Index = ci
			} else {
				fmt.Fprintln(os.Stderr, "unstuck: no class index, every library class is tried by its telling attributes:", err)
			}
			if _, err := exec.LookPath("z3"); err == nil {
				off.Solve = explore.Z3Flipper{Solver: &solve.Z3{Keep: 2}}
			}
			x.Proposers = append(x.Proposers, off)
		case "llm":
			c, err := llm.New(f.llm)
			if err != nil {
				return nil, nil, err
			}
			f.client = c
			x.Proposers = append(x.Proposers, &explore.LLM{Client: c})
		default:
			return nil, nil, fmt.Errorf("unknown proposer %q (offline, llm)", name)
		}
	}
	return x, ex, nil
}

func cmdExplore(args []string) int {
	fs := flag.NewFlagSet("explore", flag.ContinueOnError)
	var ef execFlags
	ef.register(fs)
	var xf exploreFlags
	xf.register(fs)
	out := fs.String("out", "", "directory for tree.json and the prefix files (default: unstuck-explore/NAME under the current directory, NAME being FILE's name without .py)")
	asJSON := fs.Bool("json", false, "print the outcome as JSON (--format json)")
	format := formatFlag(fs, "tree and outcome; coverage formats: P's union and each prefix of P")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), `usage: unstuck explore [flags] FILE

Grows a tree of prefixes (imports and assignments put before FILE) in
three steps: from FILE's undefined references, from the errors prefixes
raise, and towards the lines still uncovered. Prints P, a minimal set of
prefixes that together cover the most lines, and p_best, the best single
one; writes each as a plain Python file (prefix + FILE) that runs without
unstuck, and the whole tree as JSON. Reported coverage is that of the
files, replayed under the line metric.`)
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
	if err := checkFormat(*format); err != nil {
		fmt.Fprintln(os.Stderr, "unstuck:", err)
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
	x, ex, err := xf.explorer(&ef)
	if err != nil {
		fmt.Fprintln(os.Stderr, "unstuck:", err)
		return 2
	}
	if p := engine.Confirm(context.Background(), ex, engine.CheckSource(file, src), src); p != nil {
		return reportProblem("explore", p, *format == "json")
	}
	if *out == "" {
		name := strings.TrimSuffix(filepath.Base(fs.Arg(0)), ".py")
		if fs.Arg(0) == "-" {
			name = "stdin"
		}
		*out = filepath.Join("unstuck-explore", name)
		if err := bench.OutputDir("unstuck-explore"); err != nil {
			fmt.Fprintln(os.Stderr, "unstuck:", err)
			return 2
		}
	}
	if err := bench.OutputDir(*out); err != nil {
		fmt.Fprintln(os.Stderr, "unstuck:", err)
		return 2
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	x.Opt.Progress = func(s string) { fmt.Fprintln(os.Stderr, "unstuck explore:", s) }
	start := time.Now()
	t, err := x.Explore(ctx, file, src)
	if t == nil {
		fmt.Fprintln(os.Stderr, "unstuck:", err)
		return 1
	}
	llmErr, llmFailed := xf.llmFailure(t)
	if llmErr != nil && !strings.Contains(xf.proposers, "offline") {
		// The LLM was the only proposer: nothing was explored.
		fmt.Fprintln(os.Stderr, "unstuck explore:", llmErr)
		return 2
	} else if llmErr != nil {
		fmt.Fprintln(os.Stderr, "unstuck explore: warning:", llmErr, "(the offline proposer's prefixes are reported)")
	}
	o, rerr := explore.Replay(ctx, ex, t, src, *out)
	if rerr != nil {
		fmt.Fprintln(os.Stderr, "unstuck:", rerr)
	}
	tj, _ := json.MarshalIndent(map[string]any{"tree": t, "outcome": o}, "", "  ")
	os.WriteFile(filepath.Join(*out, "tree.json"), append(tj, '\n'), 0o644)
	switch *format {
	case "json":
		fmt.Println(string(tj))
		return 0
	case "lcov", "coverage-json":
		if err := writeCoverage(os.Stdout, *format, exploreCoverage(*format, file, t, o)); err != nil {
			fmt.Fprintln(os.Stderr, "unstuck:", err)
			return 2
		}
		return 0
	}
	fmt.Printf("%s: %d prefixes tried in %s; P = %d prefixes covering %.1f%% of %d countable lines; p_best covers %.1f%%\n",
		file, len(t.Nodes), time.Since(start).Round(time.Millisecond), len(o.P), 100*o.Coverage, len(t.Countable), 100*o.BestCoverage)
	if llmFailed > 0 {
		fmt.Printf("LLM requests failed: %d (see the warning above; tree.json lists them under proposer_errors)\n", llmFailed)
	}
	fmt.Printf("coverage of P after steps 1, 2, 3: %.1f%%, %.1f%%, %.1f%%\n", 100*t.StepCoverage[0], 100*t.StepCoverage[1], 100*t.StepCoverage[2])
	if t.Wrapper != "" {
		fmt.Printf("the snippet does not compile as a module: %s\n", t.Wrapper)
	}
	for _, rp := range o.P {
		n := explore.NodeByID(t.Nodes, rp.Node)
		tag := ""
		if rp.Node == t.Best {
			tag = " (p_best)"
		}
		if n.Forced {
			tag += ", FORCED (answers need not agree with any one value)"
		}
		fmt.Printf("\n--- %s: node %d%s, step %d, %s, %d stand-in bindings, covers %.1f%%\n", rp.File, rp.Node, tag, n.Step, n.Proposer, n.Stubs, 100*rp.Coverage)
		fmt.Print(string(explore.PrefixText(t, n)))
	}
	fmt.Printf("\ntree: %s\n", filepath.Join(*out, "tree.json"))
	return 0
}

// exploreCoverage is P's union and what each prefix of P covered, as
// named tests (LCOV) or contexts (coverage.py): tools show the union and
// can tell which prefix ran a line. LCOV also gets the union as test "P"
// for readers that keep only a file's first record.
func exploreCoverage(format, file string, t *explore.Tree, o *explore.Outcome) []report.FileCoverage {
	union := report.FileCoverage{Path: file, Countable: t.Countable, Covered: o.Covered}
	if format == "lcov" {
		union.Test = "P"
	}
	out := []report.FileCoverage{union}
	for _, rp := range o.P {
		out = append(out, report.FileCoverage{Test: fmt.Sprintf("p_node_%d", rp.Node), Path: file, Countable: t.Countable, Covered: rp.Covered})
	}
	return out
}

// runWrapped runs file in mode m; a cut-out body that does not compile as
// a module runs inside internal/wrap's wrapper (in every mode, as bench and
// explore do), with its lines mapped back and the wrapper said on stderr.
func runWrapped(ctx context.Context, ex *execute.Executor, file string, m execute.Mode) *execute.Result {
	r, w := ex.RunFileWrapped(ctx, file, m)
	if w != nil {
		fmt.Fprintf(os.Stderr, "unstuck: %s %s\n", file, w.Describe())
	}
	return r
}

// llmFailure reports the errors of the llm proposer in t: an error that
// names the endpoint and says how to fix it, and how many requests failed.
func (f *exploreFlags) llmFailure(t *explore.Tree) (error, int) {
	var errs []string
	for _, e := range t.Errors {
		if strings.HasPrefix(e, "llm ") {
			errs = append(errs, e)
		}
	}
	if len(errs) == 0 {
		return nil, 0
	}
	return fmt.Errorf("the LLM at %s failed %d of its requests (first: %s); check --llm-base-url, --llm-model and the key (env UNSTUCK_LLM_BASE_URL, UNSTUCK_LLM_MODEL), or use --proposer offline",
		f.llm.BaseURL, len(errs), errs[0]), len(errs)
}
