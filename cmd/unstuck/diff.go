package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"

	"unstuck/internal/execute"
	"unstuck/internal/semdiff"
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
	var pair semdiff.Pair
	switch fs.NArg() {
	case 1:
		src, err := os.ReadFile(fs.Arg(0))
		if err == nil {
			pair, err = semdiff.ParsePair(src)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "unstuck:", err)
			return 2
		}
	case 2:
		old, err1 := os.ReadFile(fs.Arg(0))
		new, err2 := os.ReadFile(fs.Arg(1))
		if err1 != nil || err2 != nil {
			fmt.Fprintln(os.Stderr, "unstuck:", firstNonNil(err1, err2))
			return 2
		}
		pair = semdiff.Pair{Old: old, New: new}
	default:
		fs.Usage()
		return 2
	}
	if *call != "" {
		pair.Call = *call
	}
	if pair.Call == "" {
		fmt.Fprintln(os.Stderr, "unstuck: diff needs --call EXPR")
		return 2
	}
	ex, err := ef.executor()
	if err != nil {
		fmt.Fprintln(os.Stderr, "unstuck:", err)
		return 2
	}
	m, err := mf.mode("lexecutor")
	if err != nil {
		fmt.Fprintln(os.Stderr, "unstuck:", err)
		return 2
	}
	m.Random = false // the same values on both sides
	m.Call = pair.Call
	ctx := context.Background()
	oldR := ex.RunMode(ctx, "old.py", pair.Old, m)
	newR := ex.RunMode(ctx, "new.py", pair.New, m)
	v := semdiff.Compare(oldR, newR)
	if *asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		enc.Encode(map[string]any{"verdict": v, "old": oldR, "new": newR})
	} else {
		fmt.Printf("%s: %s\n", v.Outcome, v.Reason)
		for _, side := range []struct {
			name string
			r    *execute.Result
		}{{"old", oldR}, {"new", newR}} {
			val := "-"
			if side.r.ResultValue != nil {
				val = side.r.ResultValue.Type + " " + side.r.ResultValue.Repr
			}
			fmt.Printf("  %s: %s, returned %s, %d values injected\n", side.name, side.r.Status, val, len(side.r.Injections))
		}
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
