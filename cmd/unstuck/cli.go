// Command-line conventions every command shares, as people know them from
// pytest, ruff or git: flags anywhere among the arguments ("--" ends them),
// -h on stdout with exit 0, errors that say how to fix them, "-" for the
// source on standard input, escape codes only on a terminal without
// NO_COLOR.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"unstuck/internal/bench"
	"unstuck/internal/engine"
)

// errUsage is a misuse already explained on stderr.
var errUsage = errors.New("usage")

// parseArgs parses args into fs with flags anywhere: the positional
// arguments stay in order in fs.Args(), and everything after "--" is
// positional. -h prints the usage on stdout and returns flag.ErrHelp; a bad
// flag is explained on stderr with a hint and returns errUsage.
func parseArgs(fs *flag.FlagSet, args []string) error {
	usage, out := fs.Usage, fs.Output()
	fs.Usage = func() {}
	fs.SetOutput(io.Discard) // the flag package's own message has no hint
	defer func() { fs.Usage = usage; fs.SetOutput(out) }()
	var pos []string
	for {
		err := fs.Parse(args)
		if errors.Is(err, flag.ErrHelp) {
			fs.SetOutput(os.Stdout)
			usage()
			return flag.ErrHelp
		}
		if err != nil {
			fmt.Fprintf(os.Stderr, "unstuck %s: %s\n(run 'unstuck %s -h' for its flags)\n", fs.Name(), explainFlagError(fs, err), strings.Fields(fs.Name())[0])
			return errUsage
		}
		rest := fs.Args()
		if n := len(args) - len(rest); n > 0 && args[n-1] == "--" {
			pos = append(pos, rest...)
			break
		}
		if len(rest) == 0 {
			break
		}
		pos, args = append(pos, rest[0]), rest[1:]
	}
	// Leave exactly the positional arguments in fs.Args().
	return fs.Parse(append([]string{"--"}, pos...))
}

// exitCode is the exit status of a parseArgs error: 0 after -h.
func exitCode(err error) int {
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	return 2
}

// wantArgs checks the number of positional arguments: between lo and hi
// (hi < 0: any), saying what is missing.
func wantArgs(fs *flag.FlagSet, lo, hi int, what string) bool {
	n := fs.NArg()
	if n >= lo && (hi < 0 || n <= hi) {
		return true
	}
	cmd := strings.Fields(fs.Name())[0]
	switch {
	case n < lo:
		fmt.Fprintf(os.Stderr, "unstuck %s: missing %s\n", cmd, what)
	default:
		fmt.Fprintf(os.Stderr, "unstuck %s: too many arguments (%s); want %s (flags may come anywhere, \"--\" ends them)\n", cmd, strings.Join(fs.Args(), " "), what)
	}
	fmt.Fprintf(os.Stderr, "(run 'unstuck %s -h' for its usage)\n", cmd)
	return false
}

// explainFlagError turns the flag package's error into what was wrong and
// how to fix it.
func explainFlagError(fs *flag.FlagSet, err error) string {
	msg := err.Error()
	if name, ok := strings.CutPrefix(msg, "flag provided but not defined: "); ok {
		name = strings.TrimLeft(name, "-")
		if near := nearestFlag(fs, name); near != "" {
			return fmt.Sprintf("unknown flag --%s; did you mean --%s?", name, near)
		}
		return fmt.Sprintf("unknown flag --%s", name)
	}
	if name, ok := strings.CutPrefix(msg, "flag needs an argument: "); ok {
		return fmt.Sprintf("flag --%s needs a value (--%s VALUE or --%s=VALUE)", strings.TrimLeft(name, "-"), strings.TrimLeft(name, "-"), strings.TrimLeft(name, "-"))
	}
	// invalid value "5" for flag -timeout: parse error
	var val, name string
	if _, e := fmt.Sscanf(msg, "invalid value %q for flag %s", &val, &name); e == nil {
		name = strings.TrimSuffix(strings.TrimLeft(name, "-"), ":")
		if f := fs.Lookup(name); f != nil {
			if g, ok := f.Value.(flag.Getter); ok {
				switch g.Get().(type) {
				case time.Duration:
					return fmt.Sprintf("--%s %s: a duration needs a unit, e.g. %ss, 500ms or 2m", name, val, strings.TrimSpace(val))
				case int, int64, uint, uint64:
					return fmt.Sprintf("--%s %s: want a whole number, e.g. --%s %s", name, val, name, f.DefValue)
				case float64:
					return fmt.Sprintf("--%s %s: want a number, e.g. --%s %s", name, val, name, f.DefValue)
				case bool:
					return fmt.Sprintf("--%s=%s: want true or false", name, val)
				}
			}
			return fmt.Sprintf("--%s %s: %s", name, val, f.Usage)
		}
	}
	return msg
}

// nearestFlag is the defined flag closest to name (a typo), or "".
func nearestFlag(fs *flag.FlagSet, name string) string {
	best, bestD := "", 3
	fs.VisitAll(func(f *flag.Flag) {
		if d := editDistance(name, f.Name); d < bestD || (d == bestD && best == "" && strings.HasPrefix(f.Name, name)) {
			best, bestD = f.Name, d
		}
	})
	return best
}

func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur := make([]int, len(b)+1)
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			c := 1
			if a[i-1] == b[j-1] {
				c = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+c)
		}
		prev = cur
	}
	return prev[len(b)]
}

// sourceArg gives the file to read for a FILE argument: "-" is standard
// input, saved as stdin.py in a temporary directory that done removes.
func sourceArg(arg string) (file string, done func(), err error) {
	if arg != "-" {
		return arg, func() {}, nil
	}
	src, err := io.ReadAll(os.Stdin)
	if err != nil {
		return "", nil, fmt.Errorf("reading standard input: %w", err)
	}
	dir, err := os.MkdirTemp("", "unstuck-stdin-")
	if err != nil {
		return "", nil, err
	}
	file = filepath.Join(dir, "stdin.py")
	if err := os.WriteFile(file, src, 0o644); err != nil {
		os.RemoveAll(dir)
		return "", nil, err
	}
	return file, func() { os.RemoveAll(dir) }, nil
}

// fancy reports whether f may get escape codes (in-place progress lines,
// colour): only a terminal, and never with NO_COLOR (no-color.org) or
// TERM=dumb.
func fancy(f *os.File) bool {
	if os.Getenv("NO_COLOR") != "" || os.Getenv("TERM") == "dumb" {
		return false
	}
	return isTerminal(f)
}

// version is what --version and `unstuck version` print.
func version() string {
	return "unstuck " + bench.Version()
}

// reportProblem shows why FILE was not worked on, the same way in every
// command: the Problem as JSON on stdout with --json, else one line
// "FILE:LINE: Type: message" on stderr; the exit status is 1.
func reportProblem(cmd string, p *engine.Problem, asJSON bool) int {
	if asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		enc.Encode(p)
	} else {
		fmt.Fprintf(os.Stderr, "unstuck %s: %s\n", cmd, p.Text())
	}
	return 1
}

// checkSource is engine.CheckSource with a syntax error confirmed by
// CPython (sandboxed, under python): its message and line, and no problem
// for syntax only tree-sitter's grammar rejects. Without a sandbox the
// tree-sitter verdict stands.
func checkSource(file string, src []byte, python string) *engine.Problem {
	p := engine.CheckSource(file, src)
	if p == nil || p.Status != engine.StatusSyntaxError {
		return p
	}
	ef := execFlags{python: python, timeout: 30 * time.Second, memoryMB: 4096, diskMB: 256}
	ex, err := ef.executor()
	if err != nil {
		return p
	}
	return engine.Confirm(context.Background(), ex, p, src)
}
