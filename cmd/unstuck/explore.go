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

	"unstuck/internal/deps"
	"unstuck/internal/execute"
	"unstuck/internal/explore"
	"unstuck/internal/llm"
	"unstuck/internal/report"
	"unstuck/internal/sandbox"
	"unstuck/internal/solve"
	"unstuck/internal/wrap"
)

// exploreFlags configure prefix exploration (explore and bench --mode explore).
type exploreFlags struct {
	proposers  string
	n, k       int
	budget     time.Duration
	jobTimeout time.Duration
	depsMode   string
	indexURL   string
	allow      listFlag // --allow-install: distributions the import table does not list
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
	fs.StringVar(&f.indexURL, "index-url", "", "package index for --deps pip (default: pip's; a file:// index or one on the local network keeps installs off the internet)")
	fs.Var(&f.allow, "allow-install", "with --deps pip: a distribution the built-in import table does not list that may be installed (repeatable); others are never installed")
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
		// pip's install step runs in the sandbox at the level the runs get.
		sb, err := sandbox.New(sandbox.Options{Prefer: sandbox.Isolation(ef.isolation)})
		if err != nil {
			return nil, nil, err
		}
		m, err := deps.New(deps.Options{Python: ef.python, Mode: deps.Pip, IndexURL: f.indexURL, Allow: f.allow, Sandbox: sb})
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
	out := fs.String("out", "", "directory for tree.json and the prefix files (default: FILE's name + .explore)")
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
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return 2
	}
	if *asJSON {
		*format = "json"
	}
	if err := checkFormat(*format); err != nil {
		fmt.Fprintln(os.Stderr, "unstuck:", err)
		return 2
	}
	file := fs.Arg(0)
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
	if *out == "" {
		*out = strings.TrimSuffix(filepath.Base(file), ".py") + ".explore"
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
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
// a module (await or return at module level ...) runs, in as-is mode,
// inside the wrapper internal/wrap generates, with its lines mapped back
// and the wrapper said on stderr.
func runWrapped(ctx context.Context, ex *execute.Executor, file string, m execute.Mode, wrapIt bool) *execute.Result {
	src, err := os.ReadFile(file)
	if !wrapIt || err != nil || execute.Check(src) != nil {
		return ex.RunFileMode(ctx, file, m)
	}
	table, tree, err := execute.Table(src)
	w := (*wrap.Wrapped)(nil)
	if err == nil {
		w = wrap.Wrap(src, tree, nil)
	}
	if w == nil {
		return ex.RunFileMode(ctx, file, m)
	}
	fmt.Fprintf(os.Stderr, "unstuck: %s %s\n", file, w.Describe())
	r := ex.RunMode(ctx, file, w.Source(), m)
	off, countable := w.Offset(), table.Lines()
	want := map[int]bool{}
	for _, l := range countable {
		want[l] = true
	}
	covered := []int{}
	for _, l := range r.CoveredLines {
		if want[l-off] {
			covered = append(covered, l-off)
		}
	}
	if r.Error != nil && r.Error.Line != nil {
		l := *r.Error.Line - off
		r.Error.Line = &l
	}
	r.CountableLines, r.CoveredLines = countable, covered
	r.Countable, r.Covered, r.Coverage = len(countable), len(covered), 0
	if len(countable) > 0 {
		r.Coverage = float64(len(covered)) / float64(len(countable))
	}
	return r
}
