// The trace command's driver: flags around trace.Run and trace.Link.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"unstuck/internal/engine"
	"unstuck/internal/javatrace"
	"unstuck/internal/llm"
	"unstuck/internal/runtime"
	"unstuck/internal/sandbox"
	"unstuck/internal/trace"
)

// traceFlags select what runs under the tracer and how it is recorded.
type traceFlags struct {
	ef       execFlags
	call     string
	pytest   listFlag
	root     string
	maxSteps int
	layers   int
	noValues bool
	recovery string
	llmV     string
	llmCache string
	llmModel string
	llmBase  string
	asJSON   bool
	junit    listFlag // Java: JUnit 4 test classes or Class#method to trace
	// oracle: debug's marked output (the run records what each step printed).
	oracle *runtime.OutputOracle
}

func (f *traceFlags) register(fs *flag.FlagSet) {
	f.ef.register(fs)
	d := engine.DefaultTrace()
	fs.StringVar(&f.call, "call", d.Call, "after running FILE, trace this call expression (e.g. \"f(3)\") instead of the whole program")
	fs.Var(&f.pytest, "pytest", "trace pytest with these arguments (a node id, e.g. tests/test_x.py::test_a); repeatable; FILE is the traced file, relative to --root")
	fs.StringVar(&f.root, "root", "", "directory copied into the sandbox as the working directory (default: FILE's directory alone)")
	fs.IntVar(&f.maxSteps, "max-steps", d.MaxSteps, "stop recording after this many steps (reported)")
	fs.IntVar(&f.layers, "layers", d.Layers, "layers of items, elements and attributes recorded in values and compared around calls")
	fs.BoolVar(&f.noValues, "no-values", false, "record only (file, line, frame): the cheapest trace")
	fs.StringVar(&f.recovery, "recovery", d.Recovery, "means of recovering writes hidden in untraced calls: kb, runtime, llm, baseline (comma-separated) or none")
	fs.StringVar(&f.llmV, "llm-prompt", "v1", "LLM recovery prompt: v1 (per signature) or v2 (structure and values)")
	fs.StringVar(&f.llmCache, "llm-cache", "", "LLM answer cache directory")
	fs.StringVar(&f.llmModel, "llm-model", "", "LLM model (env UNSTUCK_LLM_MODEL)")
	fs.StringVar(&f.llmBase, "llm-base-url", "", "OpenAI-compatible base URL (env UNSTUCK_LLM_BASE_URL)")
	fs.BoolVar(&f.asJSON, "json", false, "print JSON")
	fs.Var(&f.junit, "junit", "Java: trace this JUnit 4 test (pkg.FooTest or pkg.FooTest#method); repeatable; FILE is the traced .java file")
}

func (f *traceFlags) options() (trace.Options, error) {
	ex, err := f.ef.executor()
	if err != nil {
		return trace.Options{}, err
	}
	return trace.Options{
		Python: ex.Interpreter().Executable, Sandbox: ex.Sandbox(),
		Limits:   sandboxLimits(f.ef),
		MaxSteps: f.maxSteps, Layers: f.layers, NoValues: f.noValues,
	}, nil
}

func (f *traceFlags) target(file string) trace.Target {
	tg := trace.Target{Mode: "program", Script: file}
	if f.root != "" {
		rel, err := filepath.Rel(f.root, file)
		if err != nil || strings.HasPrefix(rel, "..") {
			rel = file
		}
		tg.Root, tg.Script = f.root, rel
	}
	if f.call != "" {
		tg.Mode, tg.Call = "call", f.call
	}
	if f.oracle != nil {
		tg.Printed, tg.OutputOracle = true, f.oracle
	}
	if len(f.pytest) > 0 {
		tg.Mode, tg.PytestArgs, tg.Files = "pytest", f.pytest, []string{tg.Script}
		if tg.Root == "" {
			tg.Root = filepath.Dir(file)
			tg.Script = filepath.Base(file)
			tg.Files = []string{tg.Script}
		}
		tg.Script = ""
	}
	return tg
}

func (f *traceFlags) recoveryOpt(ctx context.Context) (trace.Recovery, error) {
	var r trace.Recovery
	for _, m := range strings.Split(f.recovery, ",") {
		switch strings.TrimSpace(m) {
		case "kb":
			r.KB = true
		case "runtime":
			r.Runtime = true
		case "baseline":
			r.Baseline = true
		case "llm":
			cfg := llm.FromEnv()
			if f.llmBase != "" {
				cfg.BaseURL = f.llmBase
			}
			if f.llmModel != "" {
				cfg.Model = f.llmModel
			}
			cfg.CacheDir = f.llmCache
			c, err := llm.New(cfg)
			if err != nil {
				return r, err
			}
			r.LLM = &trace.LLMRecovery{Client: c, Version: f.llmV, Ctx: ctx}
		case "none", "":
		default:
			return r, fmt.Errorf("unknown recovery means %q", m)
		}
	}
	return r, nil
}

func cmdTrace(args []string) int {
	fs := flag.NewFlagSet("trace", flag.ContinueOnError)
	var tf traceFlags
	tf.register(fs)
	slice := fs.Int("slice", -1, "also print the backward dynamic slice of this step")
	cost := fs.Bool("cost", false, "measure the tracing cost: run FILE untraced, traced without values and traced with values; print µs per step")
	recBench := fs.Bool("recovery-bench", false, "instead of tracing FILE, score the recovery means on the built-in benchmark of standard-library calls (FILE: where to write its program)")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: unstuck trace [flags] FILE.py|FILE.java\n\nRecords every executed step of FILE (a program, --call, or --pytest) with the\nvariables it read and wrote, and their data and control dependencies.")
		fs.PrintDefaults()
	}
	if err := parseArgs(fs, args); err != nil {
		return exitCode(err)
	}
	if !wantArgs(fs, 1, 1, "FILE") {
		return 2
	}
	ctx := context.Background()
	opt, err := tf.options()
	if err != nil {
		fmt.Fprintln(os.Stderr, "unstuck:", err)
		return 2
	}
	rec, err := tf.recoveryOpt(ctx)
	if err != nil {
		fmt.Fprintln(os.Stderr, "unstuck:", err)
		return 2
	}
	if *cost && javatrace.IsJava(fs.Arg(0)) {
		jt, err := tf.javaTarget(fs.Arg(0))
		if err != nil {
			fmt.Fprintln(os.Stderr, "unstuck:", err)
			return 2
		}
		// The record is not needed, only its count.
		return traceCost(opt, func(o trace.Options, untraced bool) (*trace.Trace, error) {
			t := jt
			t.Untraced, t.DropSteps = untraced, true
			return javatrace.Run(ctx, o, t)
		})
	}
	if *cost {
		tg := tf.target(fs.Arg(0))
		return traceCost(opt, func(o trace.Options, untraced bool) (*trace.Trace, error) {
			t := tg
			t.Untraced = untraced
			return trace.Run(ctx, o, t)
		})
	}
	if *recBench {
		return recoveryBench(ctx, opt, fs.Arg(0), rec, tf.asJSON)
	}
	file, done, err := sourceArg(fs.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, "unstuck:", err)
		return 2
	}
	defer done()
	tr, err := tf.run(ctx, opt, file)
	if err != nil {
		fmt.Fprintln(os.Stderr, "unstuck:", err)
		return 2
	}
	if p := engine.TraceProblem(fs.Arg(0), tr); p != nil {
		return reportProblem("trace", p, tf.asJSON)
	}
	g := trace.Link(tr, rec)
	llmNote(rec.LLM)
	if tf.asJSON {
		json.NewEncoder(os.Stdout).Encode(engine.NewTraceResult(tr, g, *slice))
	} else {
		fmt.Print(trace.Text(g, 2000))
		if *slice >= 0 && *slice < len(tr.Steps) {
			fmt.Printf("slice of step %d: %v\n", *slice, g.Slice(*slice))
		}
	}
	if tr.Status == "ok" || tr.Status == "exit" {
		return 0
	}
	return 1
}

// llmNote says on stderr what LLM recovery cost and, when it failed, why
// (the results carry the same as "llm").
func llmNote(l *trace.LLMRecovery) {
	st := l.Stats()
	if st == nil {
		return
	}
	fmt.Fprintf(os.Stderr, "unstuck: LLM recovery (%s): %d requests, %d answers from the cache, %d errors", st.Prompt, st.Requests, st.Hits, st.Errors)
	if st.LastError != "" {
		fmt.Fprintf(os.Stderr, " (last: %s)", st.LastError)
	}
	fmt.Fprintln(os.Stderr)
}

func sandboxLimits(ef execFlags) sandbox.Limits {
	return sandbox.Limits{Wall: ef.timeout, CPU: ef.timeout, MemoryBytes: ef.memoryMB << 20}
}

func recoveryBench(ctx context.Context, opt trace.Options, file string, rec trace.Recovery, asJSON bool) int {
	prog, _ := trace.RecoveryProgram()
	if err := os.WriteFile(file, []byte(prog), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "unstuck:", err)
		return 2
	}
	rep, err := trace.RunRecoveryBench(ctx, opt, file, rec.LLM)
	if err != nil {
		fmt.Fprintln(os.Stderr, "unstuck:", err)
		return 2
	}
	if asJSON {
		json.NewEncoder(os.Stdout).Encode(rep)
	} else {
		fmt.Print(rep.Text())
	}
	return 0
}

// costRun traces the cost target once, untraced or traced (opt.NoValues:
// lines only), for Python or Java.
type costRun func(opt trace.Options, untraced bool) (*trace.Trace, error)

// traceCost runs the target three times and compares the in-interpreter
// (in-JVM) times: untraced, lines only, lines with values.
func traceCost(opt trace.Options, run costRun) int {
	var base, baseCPU float64
	// CPU time beside the wall clock: on a busy machine the wall clock
	// counts the other processes' turns (the Java agent gives wall only).
	fmt.Printf("%-22s %9s %9s %11s %11s\n", "run", "steps", "seconds", "µs/step", "CPU µs/step")
	for _, r := range []struct {
		name               string
		untraced, noValues bool
	}{{"untraced", true, false}, {"traced, lines only", false, true}, {"traced, with values", false, false}} {
		o := opt
		o.NoValues = r.noValues
		best, bestCPU := -1.0, -1.0
		var steps int
		for k := 0; k < 3; k++ { // best of three: the machine is shared
			tr, err := run(o, r.untraced)
			if err != nil {
				fmt.Fprintln(os.Stderr, "unstuck:", err)
				return 2
			}
			if tr.Status != "ok" {
				fmt.Fprintf(os.Stderr, "unstuck: %s run: %s\n", r.name, tr.Status)
			}
			if best < 0 || tr.TraceSeconds < best {
				best = tr.TraceSeconds
			}
			if bestCPU < 0 || tr.TraceCPU < bestCPU {
				bestCPU = tr.TraceCPU
			}
			steps = tr.StepCount
		}
		if r.untraced {
			base, baseCPU = best, bestCPU
			fmt.Printf("%-22s %9s %9.3f %11s %11s\n", r.name, "-", best, "-", "-")
			continue
		}
		per, perCPU := 0.0, "-"
		if steps > 0 {
			per = (best - base) / float64(steps) * 1e6
			if bestCPU > 0 {
				perCPU = fmt.Sprintf("%.2f", (bestCPU-baseCPU)/float64(steps)*1e6)
			}
		}
		fmt.Printf("%-22s %9d %9.3f %11.2f %11s\n", r.name, steps, best, per, perCPU)
	}
	return 0
}
