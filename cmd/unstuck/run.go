package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"time"

	"unstuck/internal/execute"
	"unstuck/internal/report"
	"unstuck/internal/sandbox"
)

// execFlags are the flags every command that runs code shares.
type execFlags struct {
	python    string
	timeout   time.Duration
	memoryMB  int64
	isolation string
}

func (f *execFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.python, "python", envOr("UNSTUCK_PYTHON", "python3"), "Python interpreter that runs the code (env UNSTUCK_PYTHON)")
	fs.DurationVar(&f.timeout, "timeout", 30*time.Second, "wall-clock limit per run")
	fs.Int64Var(&f.memoryMB, "memory", 4096, "address-space limit per run, in MiB")
	fs.StringVar(&f.isolation, "isolation", "", "force an isolation: bwrap, namespaces or rlimits (default: strongest available)")
}

func (f *execFlags) executor() (*execute.Executor, error) {
	sb := sandbox.New(sandbox.Options{Prefer: sandbox.Isolation(f.isolation)})
	if f.isolation != "" && string(sb.Mode()) != f.isolation {
		return nil, fmt.Errorf("isolation %q is not available here (have %s)", f.isolation, sb.Mode())
	}
	return execute.New(execute.Options{
		Python:  f.python,
		Sandbox: sb,
		Limits:  sandbox.Limits{Wall: f.timeout, MemoryBytes: f.memoryMB << 20},
	})
}

func envOr(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}

func cmdRun(args []string) int {
	fs := flag.NewFlagSet("run", flag.ContinueOnError)
	var ef execFlags
	ef.register(fs)
	asJSON := fs.Bool("json", false, "print the result as JSON")
	mode := fs.String("mode", "as-is", "execution mode: as-is")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: unstuck run [flags] FILE")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return 2
	}
	if *mode != "as-is" {
		fmt.Fprintf(os.Stderr, "unstuck: unknown mode %q\n", *mode)
		return 2
	}
	ex, err := ef.executor()
	if err != nil {
		fmt.Fprintln(os.Stderr, "unstuck:", err)
		return 2
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	file := fs.Arg(0)
	r := ex.RunFile(ctx, file)
	if *asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		enc.Encode(r)
	} else {
		src, _ := os.ReadFile(file)
		report.Text(os.Stdout, r, src)
	}
	switch {
	case r.Failure != "":
		return 2
	case r.Error != nil:
		return 1
	}
	return 0
}

func cmdLines(args []string) int {
	if len(args) != 1 {
		fmt.Fprintln(os.Stderr, "usage: unstuck lines FILE")
		return 2
	}
	src, err := os.ReadFile(args[0])
	if err != nil {
		fmt.Fprintln(os.Stderr, "unstuck:", err)
		return 2
	}
	if bad := execute.Check(src); bad != nil {
		fmt.Fprintf(os.Stderr, "unstuck: %s: %s\n", bad.Type, bad.Message)
		return 1
	}
	t, _, err := execute.Table(src)
	if err != nil {
		fmt.Fprintln(os.Stderr, "unstuck:", err)
		return 1
	}
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", "  ")
	enc.Encode(t)
	return 0
}
