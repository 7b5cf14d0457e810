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
	"path/filepath"
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

// javaFixed traces the fixed version of a Java FILE the same way (the
// same main, call or tests) in a copy of the source root where FILE is
// the fixed source; it returns that trace, the line map from FILE to the
// fixed source and FILE's path in the traces.
func (f *traceFlags) javaFixed(ctx context.Context, opt trace.Options, file, fixed string) (*trace.Trace, map[int]int, string, error) {
	tg, err := f.javaTarget(file)
	if err != nil {
		return nil, nil, "", err
	}
	dir, fsrc, err := javatrace.FixedRoot(tg.Root, tg.Files[0], fixed)
	if err != nil {
		return nil, nil, "", err
	}
	defer os.RemoveAll(dir)
	ft := tg
	ft.Root = dir
	fix, err := javatrace.Run(ctx, opt, ft)
	if err != nil {
		return nil, nil, "", err
	}
	bsrc, err := os.ReadFile(filepath.Join(tg.Root, tg.Files[0]))
	if err != nil {
		return nil, nil, "", err
	}
	lm, _ := javatrace.LineMap(bsrc, fsrc)
	return fix, lm, tg.Files[0], nil
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

// benchJavaHalf runs the Java half of a QuixBugs folder into the same
// journal through the batch driver every mode shares (bench.Typed: keyed
// by configuration, resumed, progress) and prints its summary.
func benchJavaHalf(ctx context.Context, dir string, cfg debug.Config, key bench.Config, out string, shard bench.Shard, limit, workers int, noProgress bool, summaryJSON string) error {
	cases, err := javatrace.QuixBugsCases(dir)
	if err != nil {
		return err
	}
	byName, names := selectCases(cases, func(c javatrace.Case) string { return c.Name }, shard, limit)
	// The JVM runs the items, not the Python interpreter.
	if j, err := javatrace.FindJDK(); err == nil {
		key.Interpreter = j.Java
	}
	jcfg := javatrace.Config{Trace: cfg.Trace, Recovery: cfg.Recovery}
	job := &bench.Typed[*javatrace.Record]{
		Items: names, Config: key, Workers: workers, Out: out, Log: os.Stderr,
		Item: func(ctx context.Context, n string) []*javatrace.Record {
			return []*javatrace.Record{javatrace.RunItem(ctx, jcfg, byName[n])}
		},
		Fail: func(n, msg string) *javatrace.Record {
			return &javatrace.Record{Record: debug.Record{File: n, Mode: "debug", Lang: "java", Status: "failure", Error: msg}}
		},
		Status: func(recs []*javatrace.Record) string { return recs[0].Status },
	}
	if !noProgress {
		job.Progress = func(total int) *bench.Progress { return bench.NewProgress(os.Stderr, total, fancy(os.Stderr)) }
	}
	res, err := job.Run(ctx)
	if err != nil && ctx.Err() == nil {
		return err
	}
	if res == nil {
		return nil
	}
	sum := javatrace.Summarize(res.Records)
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
