// The paths command: control-flow graphs and bounded paths of a file's
// functions (internal/cfg).
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"

	"unstuck/internal/cfg"
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
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return 2
	}
	src, err := os.ReadFile(fs.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, "unstuck paths:", err)
		return 2
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
		fmt.Fprintf(os.Stderr, "unstuck paths: no function %q\n", *fn)
		return 2
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
