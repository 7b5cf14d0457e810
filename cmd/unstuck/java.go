// Java in `unstuck trace`, `unstuck debug` and `bench --mode debug`: a
// FILE ending in .java is traced by internal/javatrace (a class with a main,
// --call "Foo.bar(3)", or --junit pkg.FooTest[#method]); the trace is the
// same model as Python's, so linking, planning and printing are shared.
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"

	"unstuck/internal/bench"
	"unstuck/internal/debug"
	"unstuck/internal/javatrace"
	"unstuck/internal/trace"
)

// javaTarget: the source root is --root, else the directory above FILE's
// package directories; a test class given with --junit is compiled from
// its source under the root.
func (f *traceFlags) javaTarget(file string) (javatrace.Target, error) {
	return javatrace.FileTarget(file, f.root, f.call, f.junit)
}

// run traces FILE: Java or Python.
func (f *traceFlags) run(ctx context.Context, opt trace.Options, file string) (*trace.Trace, error) {
	if javatrace.IsJava(file) {
		tg, err := f.javaTarget(file)
		if err != nil {
			return nil, err
		}
		return javatrace.Run(ctx, opt, tg)
	}
	return trace.Run(ctx, opt, f.target(file))
}

// javaLocalize: with --junit, every test of the named test class is the
// spectrum (Ochiai), and the lines are ranked as rank_auto ranks them: the
// failure's slice, the spectrum and mutation evidence (mutants rerun
// against the tests in the sandbox).
func (f *traceFlags) javaLocalize(ctx context.Context, opt trace.Options, rec trace.Recovery, file string, g *trace.Graph, out debug.Output) (map[string]map[int]float64, []javatrace.Candidate, *javatrace.MutationStats) {
	tg, err := f.javaTarget(file)
	if err != nil || tg.Mode != "junit" {
		return nil, nil, nil
	}
	test := tg.Tests[0]
	class := strings.SplitN(test, "#", 2)[0]
	suite, err := javatrace.Run(ctx, opt, javatrace.Target{Mode: "tests", Root: tg.Root, Files: tg.Files, Compile: tg.Compile[:1], Tests: []string{class}})
	if err != nil || len(suite.Tests) == 0 {
		return nil, nil, nil
	}
	spectrum := map[string]map[int]float64{tg.Files[0]: debug.Ochiai(suite.Tests, tg.Files[0])}
	if !strings.Contains(test, "#") {
		return spectrum, nil, nil
	}
	c := javatrace.Case{Name: file, Root: tg.Root, File: tg.Files[0], TestFile: tg.Compile[0], TestClass: class}
	cands, st := javatrace.Localize(ctx, javatrace.Config{Trace: opt, Recovery: rec}, c, g, out, suite, test)
	return spectrum, cands, &st
}

// javaTraceCost: the JVM untraced, traced lines only and with values; the
// time inside the JVM from the start to the end of the run, per step.
func javaTraceCost(ctx context.Context, opt trace.Options, tg javatrace.Target) int {
	fmt.Printf("%-22s %9s %9s %11s\n", "run", "steps", "seconds", "µs/step")
	var base float64
	for _, r := range []struct {
		name               string
		untraced, noValues bool
	}{{"untraced", true, false}, {"traced, lines only", false, true}, {"traced, with values", false, false}} {
		o := opt
		o.NoValues = r.noValues
		t := tg
		t.Untraced, t.DropSteps = r.untraced, true
		best, steps := -1.0, 0
		for k := 0; k < 3; k++ {
			tr, err := javatrace.Run(ctx, o, t)
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
			steps = tr.StepCount
		}
		if r.untraced {
			base = best
			fmt.Printf("%-22s %9s %9.3f %11s\n", r.name, "-", best, "-")
			continue
		}
		per := 0.0
		if steps > 0 {
			per = (best - base) / float64(steps) * 1e6
		}
		fmt.Printf("%-22s %9d %9.3f %11.2f\n", r.name, steps, best, per)
	}
	return 0
}

// benchJavaHalf runs the Java half of a QuixBugs folder into the same
// journal, resuming from its Java records, and prints its summary.
func benchJavaHalf(ctx context.Context, dir string, cfg debug.Config, f *os.File, journal string, shard bench.Shard, limit, workers int, noProgress bool, summaryJSON string) error {
	cases, err := javatrace.QuixBugsCases(dir)
	if err != nil {
		return err
	}
	byName := map[string]javatrace.Case{}
	var names []string
	for _, c := range cases {
		byName[c.Name] = c
		names = append(names, c.Name)
	}
	sort.Strings(names)
	names = shard.Select(names)
	if limit > 0 && len(names) > limit {
		names = names[:limit]
	}
	done := map[string]*javatrace.Record{}
	if b, err := os.ReadFile(journal); err == nil {
		for _, line := range strings.Split(string(b), "\n") {
			var r javatrace.Record
			if json.Unmarshal([]byte(line), &r) == nil && r.Lang == "java" && r.File != "" {
				done[r.File] = &r
			}
		}
	}
	var todo []string
	for _, n := range names {
		if _, ok := done[n]; !ok {
			todo = append(todo, n)
		}
	}
	fmt.Fprintf(os.Stderr, "unstuck bench: java: %d items, %d already in %s, %d to run\n", len(names), len(names)-len(todo), journal, len(todo))
	jcfg := javatrace.Config{Trace: cfg.Trace, Recovery: cfg.Recovery}
	var prog *bench.Progress
	if !noProgress && len(todo) > 0 {
		prog = bench.NewProgress(os.Stderr, len(todo), isTerminal(os.Stderr))
		prog.Start()
	}
	queue := make(chan string)
	results := make(chan *javatrace.Record)
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
	nw := max(1, workers)
	finished := make(chan struct{})
	for w := 0; w < nw; w++ {
		go func() {
			defer func() { finished <- struct{}{} }()
			for n := range queue {
				r := runJavaItem(ctx, jcfg, byName[n])
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
			return err
		}
		done[r.File] = r
		if prog != nil {
			prog.Item(r.File, r.Status)
		}
	}
	if prog != nil {
		prog.Finish()
	}
	var recs []*javatrace.Record
	for _, n := range names {
		if r, ok := done[n]; ok {
			recs = append(recs, r)
		}
	}
	sum := javatrace.Summarize(recs)
	fmt.Print(sum.Text())
	if summaryJSON != "" {
		b, _ := json.MarshalIndent(sum, "", "  ")
		p := strings.TrimSuffix(summaryJSON, ".json") + "-java.json"
		if err := os.WriteFile(p, append(b, '\n'), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// runJavaItem turns a panic into a failed record.
func runJavaItem(ctx context.Context, cfg javatrace.Config, c javatrace.Case) (r *javatrace.Record) {
	defer func() {
		if p := recover(); p != nil {
			r = &javatrace.Record{Record: debug.Record{File: c.Name, Mode: "debug", Lang: "java", Status: "failure", Error: fmt.Sprint("panic: ", p)}}
		}
	}()
	return javatrace.RunItem(ctx, cfg, c)
}

// traced2 is the first traced file of a trace.
func traced2(tr *trace.Trace) string {
	if len(tr.Files) > 0 {
		return tr.Files[0]
	}
	return ""
}

// printJavaCandidates prints the ranked lines with their evidence.
func printJavaCandidates(cs []javatrace.Candidate, st *javatrace.MutationStats, src []string) {
	if len(cs) == 0 {
		return
	}
	if st != nil {
		fmt.Printf("candidates (slice, the tests' spectrum, %d mutants of which %d compiled):\n", st.Mutants, st.Compiled)
	}
	for i, c := range cs {
		if i >= 5 || c.Score == 0 {
			break
		}
		code := ""
		if c.Line-1 < len(src) && c.Line >= 1 {
			code = strings.TrimSpace(src[c.Line-1])
		}
		fmt.Printf("%2d. line %-4d score %.2f  %s\n", i+1, c.Line, c.Score, code)
		for _, e := range c.Evidence {
			fmt.Printf("      %s\n", e)
		}
	}
}

// printJavaDebugJSON adds the candidates to the debug result's JSON.
func printJavaDebugJSON(served any, cs []javatrace.Candidate, st *javatrace.MutationStats) int {
	b, _ := json.Marshal(served)
	var m map[string]any
	json.Unmarshal(b, &m)
	m["candidates"] = cs
	m["mutation"] = st
	json.NewEncoder(os.Stdout).Encode(m)
	return 0
}
