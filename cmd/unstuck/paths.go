// The paths command: control-flow graphs and bounded paths of a file's
// functions (internal/cfg).
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"

	"unstuck/internal/cfg"
	"unstuck/internal/engine"
	"unstuck/internal/execute"
	"unstuck/internal/solve"
)

func cmdPaths(args []string) int {
	fs := flag.NewFlagSet("paths", flag.ContinueOnError)
	fn := fs.String("function", "", "only this function (qualified Class.name or plain name)")
	maxIter := fs.Int("max-iter", 2, "loop iterations per loop header")
	maxLen := fs.Int("max-len", 60, "steps per path")
	maxPaths := fs.Int("max-paths", 32, "paths per function")
	asJSON := fs.Bool("json", false, "print graphs and paths as JSON")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: unstuck paths [flags] FILE\n\nList the control-flow graph nodes and the bounded paths (breadth first) of FILE's functions.")
		fs.PrintDefaults()
	}
	if err := parseArgs(fs, args); err != nil {
		return exitCode(err)
	}
	if !wantArgs(fs, 1, 1, "FILE") {
		return 2
	}
	name, done, err := sourceArg(fs.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, "unstuck paths:", err)
		return 2
	}
	defer done()
	src, err := os.ReadFile(name)
	if err != nil {
		fmt.Fprintln(os.Stderr, "unstuck paths:", err)
		return 2
	}
	if p := checkSource(fs.Arg(0), src, envOr("UNSTUCK_PYTHON", "python3")); p != nil {
		return reportProblem("paths", p, *asJSON)
	}
	file, err := cfg.Build(src)
	if err != nil {
		fmt.Fprintf(os.Stderr, "unstuck paths: %s: %v\n", fs.Arg(0), err)
		return 1
	}
	type out struct {
		Graph *cfg.Graph `json:"graph"`
		Paths []cfg.Path `json:"paths"`
	}
	var all []out
	b := cfg.Bounds{MaxIter: *maxIter, MaxLen: *maxLen, MaxPaths: *maxPaths}
	for _, g := range solve.Functions(file) {
		if *fn != "" && g.Name != *fn && lastName(g.Name) != *fn {
			continue
		}
		all = append(all, out{Graph: g, Paths: g.Paths(b)})
	}
	if *fn != "" && len(all) == 0 {
		fmt.Fprintf(os.Stderr, "unstuck paths: no function %q in %s (run without --function to see them all)\n", *fn, fs.Arg(0))
		return 2
	}
	if len(all) == 0 {
		return reportProblem("paths", noFunctions(fs.Arg(0)), *asJSON)
	}
	if *asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		enc.Encode(all)
		return 0
	}
	for _, o := range all {
		g := o.Graph
		fmt.Printf("%s (lines %d-%d)\n", g.Name, g.Line, g.EndLine)
		for _, n := range g.Nodes {
			if n.Kind == "" {
				continue
			}
			loop := ""
			if n.Loop != "" {
				loop = " (" + n.Loop + " loop)"
			}
			fmt.Printf("  node %-3d %-9s line %-4d%s %s\n", n.ID, n.Kind, n.Line, loop, n.Text)
			for _, e := range n.Succ {
				fmt.Printf("           -> %d %s\n", e.To, e.Label)
			}
		}
		fmt.Printf("  %d paths (at most %d iterations per loop, %d steps):\n", len(o.Paths), *maxIter, *maxLen)
		for i, p := range o.Paths {
			fmt.Printf("  %3d  %s\n", i+1, p)
		}
	}
	return 0
}

func lastName(q string) string {
	for i := len(q) - 1; i >= 0; i-- {
		if q[i] == '.' {
			return q[i+1:]
		}
	}
	return q
}

// noFunctions is the problem of a file without a def statement: paths and
// solve work on functions.
func noFunctions(file string) *engine.Problem {
	return &engine.Problem{File: file, Status: engine.StatusNoFunctions, Error: &execute.Error{
		Type: "NoFunctions", Message: "no functions (def statements) to work on; `unstuck run` or `unstuck explore` run a script"}}
}
