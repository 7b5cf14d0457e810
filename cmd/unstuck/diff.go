package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"

	"unstuck/internal/engine"
	"unstuck/internal/execute"
)

// cmdDiff runs an old and a new version of some code under the same
// injected values and compares what a call returns.
func cmdDiff(args []string) int {
	fs := flag.NewFlagSet("diff", flag.ContinueOnError)
	var ef execFlags
	ef.register(fs)
	var mf modeFlags
	mf.register(fs)
	call := fs.String("call", "", "the call whose results are compared, e.g. 'f(3, \"x\")'")
	asJSON := fs.Bool("json", false, "print the verdict and both runs as JSON")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), `usage: unstuck diff [flags] OLD.py NEW.py --call EXPR
       unstuck diff [flags] PAIR.py     (lines "#@ old", "#@ new", "#@ call EXPR" split it)

Both versions run in lexecutor mode with the same predictor and
deterministic values, so code they share gets the same injected values.
Outcome: exceptional (a version raised), same behaviour, or
semantics-changing (return values of different types, different primitive
values, or collections of different sizes).`)
		fs.PrintDefaults()
	}
	if err := parseArgs(fs, args); err != nil {
		return exitCode(err)
	}
	fail := func(err error) int { fmt.Fprintln(os.Stderr, "unstuck:", err); return 2 }
	o := engine.DefaultDiff()
	o.PredictOptions, o.Call = mf.PredictOptions, *call
	var in engine.Input
	switch fs.NArg() {
	case 1, 2:
		file, done, err := sourceArg(fs.Arg(0))
		if err != nil {
			return fail(err)
		}
		defer done()
		if in.Source, err = os.ReadFile(file); err != nil {
			return fail(err)
		}
		in.File = fs.Arg(0)
		if fs.NArg() == 2 {
			b, err := os.ReadFile(fs.Arg(1))
			if err != nil {
				return fail(err)
			}
			o.New = string(b)
		}
	default:
		wantArgs(fs, 1, 2, "OLD.py NEW.py, or PAIR.py")
		return 2
	}
	if err := o.Check(engine.Limits{}); err != nil {
		return fail(err)
	}
	ex, err := ef.executor()
	if err != nil {
		return fail(err)
	}
	res, err := engine.Diff.Run(context.Background(), envFor(ex, ef), in, &o, func(string) {})
	if err != nil {
		return fail(err)
	}
	d := res.(*engine.DiffResult)
	if *asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		enc.Encode(d)
		return 0
	}
	fmt.Printf("%s: %s\n", d.Verdict.Outcome, d.Verdict.Reason)
	for _, side := range []struct {
		name string
		r    *execute.Result
	}{{"old", d.Old}, {"new", d.New}} {
		val := "-"
		if side.r.ResultValue != nil {
			val = side.r.ResultValue.Type + " " + side.r.ResultValue.Repr
		}
		fmt.Printf("  %s: %s, returned %s, %d values injected\n", side.name, side.r.Status, val, len(side.r.Injections))
	}
	return 0
}

func firstNonNil(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}
