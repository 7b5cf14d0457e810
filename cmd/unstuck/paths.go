// The paths command: control-flow graphs and bounded paths of a file's
// functions (engine.Paths over internal/cfg).
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"

	"unstuck/internal/engine"
)

func cmdPaths(args []string) int {
	fs := flag.NewFlagSet("paths", flag.ContinueOnError)
	o := engine.DefaultPaths()
	fs.StringVar(&o.Function, "function", o.Function, "only this function (qualified Class.name or plain name)")
	fs.IntVar(&o.MaxIter, "max-iter", o.MaxIter, "loop iterations per loop header")
	fs.IntVar(&o.MaxLen, "max-len", o.MaxLen, "steps per path")
	fs.IntVar(&o.MaxPaths, "max-paths", o.MaxPaths, "paths per function")
	asJSON := fs.Bool("json", false, "print graphs and paths as JSON")
	python := fs.String("python", envOr("UNSTUCK_PYTHON", "python3"), "Python interpreter that confirms a syntax error (env UNSTUCK_PYTHON); nothing runs")
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
	fail := func(err error) int { fmt.Fprintln(os.Stderr, "unstuck paths:", err); return 2 }
	if err := o.Check(engine.Limits{}); err != nil {
		return fail(err)
	}
	name, done, err := sourceArg(fs.Arg(0))
	if err != nil {
		return fail(err)
	}
	defer done()
	src, err := os.ReadFile(name)
	if err != nil {
		return fail(err)
	}
	if p := checkSource(fs.Arg(0), src, *python); p != nil {
		return reportProblem("paths", p, *asJSON)
	}
	res, err := engine.Paths.Run(context.Background(), &engine.Env{}, engine.Input{File: fs.Arg(0), Source: src}, &o, func(string) {})
	if p := engine.AsProblem(err); p != nil {
		return reportProblem("paths", p, *asJSON)
	} else if err != nil {
		return fail(err)
	}
	all := res.([]engine.FunctionPaths)
	if *asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		enc.Encode(all)
		return 0
	}
	for _, fp := range all {
		g := fp.Graph
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
		fmt.Printf("  %d paths (at most %d iterations per loop, %d steps):\n", len(fp.Paths), o.MaxIter, o.MaxLen)
		for i, p := range fp.Paths {
			fmt.Printf("  %3d  %s\n", i+1, p)
		}
	}
	return 0
}
