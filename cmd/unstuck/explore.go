package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"time"

	"unstuck/internal/bench"
	"unstuck/internal/deps"
	"unstuck/internal/engine"
	"unstuck/internal/explore"
	"unstuck/internal/llm"
	"unstuck/internal/report"
	"unstuck/internal/sandbox"
)

// exploreFlags configure prefix exploration (explore, bench --mode
// explore, and a server's defaults and limits): engine.ExploreOptions, with
// its defaults, bound to flags, and what the Env needs (deps, LLM).
type exploreFlags struct {
	proposers  string
	n, k       int
	budget     time.Duration
	jobTimeout time.Duration
	depsMode   string
	indexURL   string
	allow      listFlag // --allow-install: distributions the import table does not list
	llm        llm.Config
	prefixDir  string // bench: where the prefix files of each item go
	noSteer    bool
	force      bool
}

func (f *exploreFlags) register(fs *flag.FlagSet) {
	d := engine.DefaultExplore()
	fs.StringVar(&f.proposers, "proposer", d.Proposer, "prefix proposers, comma-separated: offline, llm")
	fs.IntVar(&f.n, "n", d.N, "prefixes asked for per request")
	fs.IntVar(&f.k, "k", d.K, "coverage-guided rounds at most")
	fs.DurationVar(&f.jobTimeout, "prefix-timeout", time.Duration(d.PrefixTimeoutSeconds*float64(time.Second)), "time limit of one prefix + snippet run")
	fs.DurationVar(&f.budget, "budget", time.Duration(d.BudgetSeconds*float64(time.Second)), "no new batch of prefixes starts after this much time on one snippet")
	fs.StringVar(&f.depsMode, "deps", "none", "missing modules the prefixes import: pip (install into a managed environment) or none")
	fs.StringVar(&f.indexURL, "index-url", "", "package index for --deps pip (default: pip's; a file:// index or one on the local network keeps installs off the internet)")
	fs.Var(&f.allow, "allow-install", "with --deps pip: a distribution the built-in import table does not list that may be installed (repeatable); others are never installed")
	fs.BoolVar(&f.force, "force", d.Force, "forced execution (X-Force): stand-ins answer truth tests and comparisons as the path to an uncovered line needs, not as one value would; prefixes that force are marked")
	fs.BoolVar(&f.noSteer, "no-steer", d.NoSteer, "with --force: offline step 3 without Stub._steer")
	f.llm = llm.FromEnv()
	f.llm.RegisterFlags(fs)
}

// options are the flags as the engine's options.
func (f *exploreFlags) options() engine.ExploreOptions {
	return engine.ExploreOptions{Proposer: f.proposers, N: f.n, K: f.k, BudgetSeconds: f.budget.Seconds(),
		PrefixTimeoutSeconds: f.jobTimeout.Seconds(), Force: f.force, NoSteer: f.noSteer}
}

// env builds the Env explore runs in; with --deps pip, the executor runs
// the managed environment's interpreter.
func (f *exploreFlags) env(ef *execFlags) (*engine.Env, error) {
	var mgr *deps.Manager
	if f.depsMode == "pip" {
		// pip's install step runs in the sandbox at the level the runs get.
		sb, err := sandbox.New(sandbox.Options{Prefer: sandbox.Isolation(ef.isolation)})
		if err != nil {
			return nil, err
		}
		m, err := deps.New(deps.Options{Python: ef.python, Mode: deps.Pip, IndexURL: f.indexURL, Allow: f.allow, Sandbox: sb})
		if err != nil {
			return nil, err
		}
		if _, err := m.Ensure(context.Background(), nil); err != nil {
			return nil, err
		}
		ef.python, mgr = m.Python(), m
	} else if f.depsMode != "none" {
		return nil, fmt.Errorf("--deps must be pip or none")
	}
	ex, err := ef.executor()
	if err != nil {
		return nil, err
	}
	env := envFor(ex, *ef)
	env.Deps, env.LLM = mgr, f.llm
	return env, nil
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
	o := xf.options()
	if err := o.Check(engine.Limits{}); err != nil {
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
	env, err := xf.env(&ef)
	if err != nil {
		fmt.Fprintln(os.Stderr, "unstuck:", err)
		return 2
	}
	defer env.Close()
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
	start := time.Now()
	res, err := engine.Explore.Run(ctx, env, engine.Input{File: file, Source: src, Dir: *out}, &o,
		func(s string) { fmt.Fprintln(os.Stderr, "unstuck explore:", s) })
	if p := engine.AsProblem(err); p != nil {
		return reportProblem("explore", p, *format == "json")
	} else if errors.Is(err, engine.ErrLLM) {
		fmt.Fprintln(os.Stderr, "unstuck explore:", err) // the LLM was the only proposer
		return 2
	} else if err != nil {
		fmt.Fprintln(os.Stderr, "unstuck:", err)
		return 1
	}
	xr := res.(*engine.ExploreResult)
	t, ou := xr.Tree, xr.Outcome
	if xr.LLMError != nil {
		fmt.Fprintln(os.Stderr, "unstuck explore: warning:", xr.LLMError, "(the offline proposer's prefixes are reported)")
	}
	tj, _ := json.MarshalIndent(xr, "", "  ")
	os.WriteFile(filepath.Join(*out, "tree.json"), append(tj, '\n'), 0o644)
	switch *format {
	case "json":
		fmt.Println(string(tj))
		return 0
	case "lcov", "coverage-json":
		if err := writeCoverage(os.Stdout, *format, exploreCoverage(*format, file, t, ou)); err != nil {
			fmt.Fprintln(os.Stderr, "unstuck:", err)
			return 2
		}
		return 0
	}
	fmt.Printf("%s: %d prefixes tried in %s; P = %d prefixes covering %.1f%% of %d countable lines; p_best covers %.1f%%\n",
		file, len(t.Nodes), time.Since(start).Round(time.Millisecond), len(ou.P), 100*ou.Coverage, len(t.Countable), 100*ou.BestCoverage)
	if xr.LLMFailed > 0 {
		fmt.Printf("LLM requests failed: %d (see the warning above; tree.json lists them under proposer_errors)\n", xr.LLMFailed)
	}
	fmt.Printf("coverage of P after steps 1, 2, 3: %.1f%%, %.1f%%, %.1f%%\n", 100*t.StepCoverage[0], 100*t.StepCoverage[1], 100*t.StepCoverage[2])
	if t.Wrapper != "" {
		fmt.Printf("the snippet does not compile as a module: %s\n", t.Wrapper)
	}
	for _, rp := range ou.P {
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
