package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"unstuck/internal/semcheck"
)

// cmdSemcheck checks that instrumentation keeps the meaning of complete
// code: the same tests pass and fail instrumented as not.
func cmdSemcheck(args []string) int {
	fs := flag.NewFlagSet("semcheck", flag.ContinueOnError)
	var ef execFlags
	ef.register(fs)
	workers := fs.Int("j", 2, "modules checked at once (cpython)")
	limit := fs.Int("limit", 0, "check at most N modules (cpython; 0: all)")
	all := fs.Bool("all", false, "cpython: also modules that inspect frames, tracebacks or line numbers")
	jsonOut := fs.String("json", "", "also write the results as JSON to this file")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), `usage: unstuck semcheck [flags] cpython [TEST-DIR|FILES...]
       unstuck semcheck [flags] quixbugs DIR [PROGRAM...]

cpython: each test module runs as it is and instrumented (record mode) and
the unittest summaries are compared (default: the interpreter's test
package, leaving out modules that inspect frames, tracebacks or line
numbers). quixbugs: pytest on QuixBugs' correct programs, as they are and
instrumented.`)
		fs.PrintDefaults()
	}
	if err := parseArgs(fs, args); err != nil {
		return exitCode(err)
	}
	if fs.NArg() < 1 {
		fs.Usage()
		return 2
	}
	fail := func(err error) int {
		fmt.Fprintln(os.Stderr, "unstuck:", err)
		return 2
	}
	ex, err := ef.executor()
	if err != nil {
		return fail(err)
	}
	ctx := context.Background()
	var result any
	switch fs.Arg(0) {
	case "cpython":
		files := fs.Args()[1:]
		if len(files) == 0 {
			list, err := defaultCorpus(ex.Interpreter().Executable)
			if err != nil {
				return fail(err)
			}
			b, _ := os.ReadFile(list)
			os.Remove(list)
			files = strings.Fields(string(b))
		} else if len(files) == 1 {
			if st, err := os.Stat(files[0]); err == nil && st.IsDir() {
				files, _ = filepath.Glob(filepath.Join(files[0], "test_*.py"))
			}
		}
		sort.Strings(files)
		var keep []string
		for _, f := range files {
			if *all || !semcheck.FrameSensitive.MatchString(filepath.Base(f)) {
				keep = append(keep, f)
			}
		}
		if *limit > 0 && len(keep) > *limit {
			keep = keep[:*limit]
		}
		fmt.Fprintf(os.Stderr, "unstuck semcheck: %d modules (%d left out as frame-sensitive)\n", len(keep), len(files)-len(keep))
		start := time.Now()
		done := 0
		mods := semcheck.CPython(ctx, ex, keep, *workers, func(m semcheck.Module) {
			done++
			fmt.Fprintf(os.Stderr, "[%d/%d] %s: %s\n", done, len(keep), filepath.Base(m.File), m.Verdict)
		})
		same, diff, skipped := 0, 0, 0
		for _, m := range mods {
			switch {
			case m.Verdict == "same":
				same++
			case strings.HasPrefix(m.Verdict, "different"):
				diff++
				fmt.Printf("DIFFERENT %s: as-is %+v, instrumented %+v (%s)\n", filepath.Base(m.File), m.AsIs, m.Instrumented, m.Verdict)
			default:
				skipped++
			}
		}
		fmt.Printf("cpython test modules: %d same pass/fail counts, %d different, %d not compared (%s)\n",
			same, diff, skipped, time.Since(start).Round(time.Second))
		result = mods
	case "quixbugs":
		if fs.NArg() < 2 {
			fs.Usage()
			return 2
		}
		res, err := semcheck.QuixBugs(ctx, ex, fs.Arg(1), fs.Args()[2:])
		if err != nil {
			return fail(err)
		}
		verdict := "same"
		if res.AsIs != res.Instrumented {
			verdict = "DIFFERENT"
		}
		fmt.Printf("quixbugs: %d correct programs; as-is %d passed %d failed %d errors; instrumented %d passed %d failed %d errors: %s\n",
			res.Programs, res.AsIs.Passed, res.AsIs.Failures, res.AsIs.Errors,
			res.Instrumented.Passed, res.Instrumented.Failures, res.Instrumented.Errors, verdict)
		if res.Output != "" {
			fmt.Println(res.Output)
		}
		result = res
	default:
		fs.Usage()
		return 2
	}
	if *jsonOut != "" {
		b, _ := json.MarshalIndent(result, "", "  ")
		if err := os.WriteFile(*jsonOut, append(b, '\n'), 0o644); err != nil {
			return fail(err)
		}
	}
	return 0
}
