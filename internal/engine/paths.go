// The paths verb: control-flow graphs and bounded paths of the snippet's
// functions (unstuck paths --json). Static: nothing runs.
package engine

import (
	"context"
	"errors"
	"fmt"

	"unstuck/internal/cfg"
	"unstuck/internal/solve"
)

// PathsOptions are the options of a paths job.
type PathsOptions struct {
	Function string `json:"function,omitempty" jsonschema:"only this function (Class.name or a plain name); default: every function"`
	MaxIter  int    `json:"max_iter,omitempty" jsonschema:"loop iterations per loop header (default 2)"`
	MaxLen   int    `json:"max_len,omitempty" jsonschema:"steps per path (default 60)"`
	MaxPaths int    `json:"max_paths,omitempty" jsonschema:"paths per function (default 32)"`
}

// DefaultPaths are the defaults of a paths job.
func DefaultPaths() PathsOptions { return PathsOptions{MaxIter: 2, MaxLen: 60, MaxPaths: 32} }

func (o *PathsOptions) Check(Limits) error {
	if o.MaxIter < 0 || o.MaxLen < 0 || o.MaxPaths < 0 || o.MaxPaths > 10000 || o.MaxLen > 10000 {
		return errors.New("options: max_iter, max_len and max_paths must not be negative (and at most 10000)")
	}
	d := DefaultPaths()
	if o.MaxIter == 0 {
		o.MaxIter = d.MaxIter
	}
	if o.MaxLen == 0 {
		o.MaxLen = d.MaxLen
	}
	if o.MaxPaths == 0 {
		o.MaxPaths = d.MaxPaths
	}
	return nil
}

// FunctionPaths is one function's graph and paths.
type FunctionPaths struct {
	Graph *cfg.Graph `json:"graph"`
	Paths []cfg.Path `json:"paths"`
}

// Paths lists the graphs and paths of the snippet's functions.
var Paths = &Engine{
	Name: "paths",
	Doc:  "Control-flow graphs and bounded paths of the snippet's functions (unstuck paths --json).",
	New:  func() Options { o := DefaultPaths(); return &o },
	Run: func(ctx context.Context, env *Env, in Input, o Options, progress func(string)) (any, error) {
		po := o.(*PathsOptions)
		var ex = env.Exec
		if p := Confirm(ctx, ex, CheckSource(in.name(), in.Source), in.Source); p != nil {
			return nil, p.Err()
		}
		file, err := cfg.Build(in.Source)
		if err != nil {
			return nil, err
		}
		all := []FunctionPaths{}
		b := cfg.Bounds{MaxIter: po.MaxIter, MaxLen: po.MaxLen, MaxPaths: po.MaxPaths}
		for _, g := range solve.Functions(file) {
			if po.Function != "" && g.Name != po.Function && lastName(g.Name) != po.Function {
				continue
			}
			all = append(all, FunctionPaths{Graph: g, Paths: g.Paths(b)})
		}
		if po.Function != "" && len(all) == 0 {
			return nil, fmt.Errorf("no function %q in %s (leave out the function option to see them all)", po.Function, in.name())
		}
		if len(all) == 0 {
			return nil, NoFunctions(in.name()).Err()
		}
		return all, nil
	},
}

func lastName(q string) string {
	for i := len(q) - 1; i >= 0; i-- {
		if q[i] == '.' {
			return q[i+1:]
		}
	}
	return q
}
