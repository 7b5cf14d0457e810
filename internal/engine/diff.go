// The diff verb: an old and a new version run in lexecutor mode with the
// same deterministic values, and the results of a call compared
// (unstuck diff --json).
package engine

import (
	"context"
	"errors"

	"unstuck/internal/execute"
	"unstuck/internal/semdiff"
)

// DiffOptions are the options of a diff job. The source is the old
// version and New the new one; without New, the source holds both
// (lines "#@ old", "#@ new", "#@ call EXPR").
type DiffOptions struct {
	Call string `json:"call,omitempty" jsonschema:"the call whose results are compared, e.g. f(3); default: the source's #@ call line"`
	New  string `json:"new,omitempty" jsonschema:"the new version's source; default: the source holds both versions, split by #@ old and #@ new lines"`
	PredictOptions
}

// DefaultDiff are the defaults of a diff job.
func DefaultDiff() DiffOptions { return DiffOptions{PredictOptions: DefaultPredict()} }

func (o *DiffOptions) Check(Limits) error {
	_, err := o.PredictOptions.Mode("lexecutor")
	return err
}

// DiffResult is the verdict and both runs.
type DiffResult struct {
	Verdict semdiff.Verdict `json:"verdict"`
	Old     *execute.Result `json:"old"`
	New     *execute.Result `json:"new"`
}

// Diff compares two versions under the same injected values.
var Diff = &Engine{
	Name: "diff",
	Doc:  "Run an old and a new version with the same injected values and compare what a call returns (unstuck diff --json).",
	New:  func() Options { o := DefaultDiff(); return &o },
	Run: func(ctx context.Context, env *Env, in Input, o Options, progress func(string)) (any, error) {
		do := o.(*DiffOptions)
		pair := semdiff.Pair{Old: in.Source, New: []byte(do.New)}
		if do.New == "" {
			var err error
			if pair, err = semdiff.ParsePair(in.Source); err != nil {
				return nil, err
			}
		}
		if do.Call != "" {
			pair.Call = do.Call
		}
		if pair.Call == "" {
			return nil, errors.New("diff needs a call (the call option, --call EXPR)")
		}
		m, err := do.PredictOptions.Mode("lexecutor")
		if err != nil {
			return nil, err
		}
		m.Random = false // the same values on both sides
		m.Call = pair.Call
		m.Wall = env.Limits.Timeout
		progress("running both versions")
		oldR := env.Exec.RunMode(ctx, "old.py", pair.Old, m)
		newR := env.Exec.RunMode(ctx, "new.py", pair.New, m)
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return &DiffResult{Verdict: semdiff.Compare(oldR, newR), Old: oldR, New: newR}, nil
	},
}
