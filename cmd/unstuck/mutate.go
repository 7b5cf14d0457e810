// The mutate command's driver: flags around mutate.Build.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"sort"
	"syscall"

	"unstuck/internal/bench"
	"unstuck/internal/engine"
	"unstuck/internal/mutate"
)

func cmdMutate(args []string) int {
	fs := flag.NewFlagSet("mutate", flag.ContinueOnError)
	var tf traceFlags
	tf.register(fs)
	out := fs.String("out", "mutants", "folder the mutants are written to (read by unstuck bench --mode debug)")
	o := engine.DefaultMutate()
	fs.IntVar(&o.PerProgram, "per-program", o.PerProgram, "mutants kept per solution")
	fs.IntVar(&o.Cases, "cases", o.Cases, "argument lists drawn per solution from its parameter types")
	fs.Int64Var(&o.Seed, "seed", o.Seed, "seed of the input draw and the mutant order")
	shardFlag := fs.String("shard", "1/1", "build only shard i of n of the solutions")
	limit := fs.Int("limit", 0, "only the first N solutions")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: unstuck mutate [flags] DIR|FILE.py ...\n\nSingle-line mutants of the method of class Solution in each file, kept when\nthe generated tests (the original is the oracle) kill some and pass some.")
		fs.PrintDefaults()
	}
	if err := parseArgs(fs, args); err != nil {
		return exitCode(err)
	}
	if !wantArgs(fs, 1, -1, "DIR or FILE") {
		return 2
	}
	fail := func(err error) int { fmt.Fprintln(os.Stderr, "unstuck:", err); return 2 }
	files, err := bench.Discover(fs.Args())
	if err != nil {
		return fail(err)
	}
	sort.Strings(files)
	shard, err := bench.ParseShard(*shardFlag)
	if err != nil {
		return fail(err)
	}
	files = shard.Select(files)
	if *limit > 0 && len(files) > *limit {
		files = files[:*limit]
	}
	opt, err := tf.options()
	if err != nil {
		return fail(err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := o.Check(engine.Limits{}); err != nil {
		return fail(err)
	}
	rep, err := mutate.Build(ctx, mutate.Config{Trace: opt, Out: *out, PerProgram: o.PerProgram, Cases: o.Cases, Seed: o.Seed,
		Log: func(f string, a ...any) { fmt.Fprintf(os.Stderr, f+"\n", a...) }}, files)
	if err != nil {
		return fail(err)
	}
	b, _ := json.MarshalIndent(rep, "", "  ")
	os.WriteFile(filepath.Join(*out, "mutants.json"), append(b, '\n'), 0o644)
	if tf.asJSON {
		fmt.Println(string(b))
		return 0
	}
	total := 0
	for _, k := range mutate.Sorted(rep.Kept) {
		total += rep.Kept[k]
	}
	fmt.Printf("%d solutions, %d mutants kept (%.0fs)\n", rep.Programs, total, rep.Seconds)
	fmt.Printf("%-4s %10s %6s %5s\n", "op", "candidates", "tried", "kept")
	for _, k := range mutate.Sorted(rep.Candidates) {
		fmt.Printf("%-4s %10d %6d %5d\n", k, rep.Candidates[k], rep.Tried[k], rep.Kept[k])
	}
	fmt.Printf("not killed by any test %d, killed by all %d, skipped solutions %v\n", rep.Equivalent, rep.AllKilled, rep.Skipped)
	return 0
}
