// The explore verb: a tree of prefixes that make the snippet run
// (Treefix), the set P that covers most and the best single prefix,
// replayed as plain files (unstuck explore --json).
package engine

import (
	"context"
	"errors"
	"fmt"
	"os/exec"
	"strings"
	"time"

	"unstuck/internal/explore"
)

// ExploreOptions are the options of an explore job.
type ExploreOptions struct {
	Proposer             string  `json:"proposer,omitempty" jsonschema:"prefix proposers, comma-separated: offline (default), llm (needs an LLM configured on the server)"`
	N                    int     `json:"n,omitempty" jsonschema:"prefixes asked for per request (default 10)"`
	K                    int     `json:"k,omitempty" jsonschema:"coverage-guided rounds at most (default 10)"`
	BudgetSeconds        float64 `json:"budget_seconds,omitempty" jsonschema:"no new batch of prefixes starts after this many seconds (default 60); at most the server's budget"`
	PrefixTimeoutSeconds float64 `json:"prefix_timeout_seconds,omitempty" jsonschema:"time limit of one prefix + snippet run (default 5); at most the server's"`
	Force                bool    `json:"force,omitempty" jsonschema:"forced execution (X-Force): stand-ins answer conditions as the path to an uncovered line needs, not as one value would; such prefixes are marked forced"`
	NoSteer              bool    `json:"no_steer,omitempty" jsonschema:"with force: no steering of stand-ins, only values flip conditions"`
}

// DefaultExplore are the defaults of exploration (Treefix's n and k).
func DefaultExplore() ExploreOptions {
	return ExploreOptions{Proposer: "offline", N: 10, K: 10, BudgetSeconds: 60, PrefixTimeoutSeconds: 5}
}

func seconds(s float64) time.Duration { return time.Duration(s * float64(time.Second)) }

func (o *ExploreOptions) Check(lim Limits) error {
	if o.N < 0 || o.K < 0 || o.N > 100 || o.K > 100 {
		return errors.New("options: n and k must be between 0 and 100")
	}
	if o.BudgetSeconds < 0 || o.PrefixTimeoutSeconds < 0 {
		return errors.New("options: budget_seconds and prefix_timeout_seconds must not be negative")
	}
	d := DefaultExplore()
	if o.N == 0 {
		o.N = d.N
	}
	if o.K == 0 {
		o.K = d.K
	}
	if o.Proposer == "" {
		o.Proposer = d.Proposer
	}
	o.BudgetSeconds = narrow(seconds(o.BudgetSeconds), lim.Budget).Seconds()
	o.PrefixTimeoutSeconds = narrow(seconds(o.PrefixTimeoutSeconds), lim.PrefixTimeout).Seconds()
	for _, p := range strings.Split(o.Proposer, ",") {
		if p = strings.TrimSpace(p); p != "offline" && p != "llm" {
			return fmt.Errorf("options: unknown proposer %q (offline, llm)", p)
		}
	}
	return nil
}

// Explorer builds the explorer the options describe over env.
func (o *ExploreOptions) Explorer(ctx context.Context, env *Env) (*explore.Explorer, error) {
	x := &explore.Explorer{Exec: env.Exec, Deps: env.Deps, Opt: explore.Options{
		N: o.N, K: o.K, JobTimeout: seconds(o.PrefixTimeoutSeconds), Budget: seconds(o.BudgetSeconds)}}
	for _, name := range strings.Split(o.Proposer, ",") {
		switch strings.TrimSpace(name) {
		case "offline":
			off := explore.NewOffline()
			off.Force, off.NoSteer = o.Force, o.NoSteer
			off.Index = env.ClassIndex(ctx)
			off.Origins = env.Origins()
			if _, err := exec.LookPath("z3"); err == nil {
				off.Solve = explore.Z3Flipper{Solver: env.FlipZ3()}
			}
			x.Proposers = append(x.Proposers, off)
		case "llm":
			c, err := env.LLMClient()
			if err != nil {
				return nil, err
			}
			x.Proposers = append(x.Proposers, &explore.LLM{Client: c})
		default:
			return nil, fmt.Errorf("unknown proposer %q (offline, llm)", name)
		}
	}
	return x, nil
}

// ExploreResult is what explore gives: the tree and the replayed outcome.
type ExploreResult struct {
	Tree    *explore.Tree    `json:"tree"`
	Outcome *explore.Outcome `json:"outcome"`
	// Dir is where the prefix files and tree.json are (not in the JSON:
	// the outcome names the files).
	Dir string `json:"-"`
	// LLMFailed counts the LLM's failed requests when other proposers ran.
	LLMFailed int `json:"-"`
	// LLMError says why, naming the endpoint.
	LLMError error `json:"-"`
}

// Explore grows the tree of prefixes.
var Explore = &Engine{
	Name: "explore",
	Doc:  "Grow a tree of prefixes that make the snippet run, keep the set that covers most (unstuck explore --json).",
	New:  func() Options { o := DefaultExplore(); return &o },
	Run: func(ctx context.Context, env *Env, in Input, o Options, progress func(string)) (any, error) {
		eo := o.(*ExploreOptions)
		if p := Confirm(ctx, env.Exec, CheckSource(in.name(), in.Source), in.Source); p != nil {
			return nil, p.Err()
		}
		x, err := eo.Explorer(ctx, env)
		if err != nil {
			return nil, err
		}
		x.Opt.Progress = progress
		dir, done, err := env.dir(in)
		if err != nil {
			return nil, err
		}
		defer done()
		t, err := x.Explore(ctx, in.name(), in.Source)
		if t == nil || ctx.Err() != nil {
			return nil, firstNonNil(ctx.Err(), err)
		}
		res := &ExploreResult{Tree: t, Dir: dir}
		res.LLMError, res.LLMFailed = LLMFailure(t, env.LLM.BaseURL)
		if res.LLMError != nil && !strings.Contains(eo.Proposer, "offline") {
			return nil, res.LLMError // the LLM was the only proposer: nothing was explored
		}
		progress("replaying P and p_best as plain files")
		out, err := explore.Replay(ctx, env.Exec, t, in.Source, dir)
		if err != nil {
			return nil, err
		}
		res.Outcome = out
		return res, nil
	},
}

// ErrLLM marks the error of an LLM that failed every request it was sent.
var ErrLLM = errors.New("LLM unreachable")

// LLMFailure reports the errors of the llm proposer in t: an error that
// names the endpoint and says how to fix it, and how many requests failed.
func LLMFailure(t *explore.Tree, baseURL string) (error, int) {
	var errs []string
	for _, e := range t.Errors {
		if strings.HasPrefix(e, "llm ") {
			errs = append(errs, e)
		}
	}
	if len(errs) == 0 {
		return nil, 0
	}
	return fmt.Errorf("%w: the LLM at %s failed %d of its requests (first: %s); check --llm-base-url, --llm-model and the key (env UNSTUCK_LLM_BASE_URL, UNSTUCK_LLM_MODEL), or use --proposer offline",
		ErrLLM, baseURL, len(errs), errs[0]), len(errs)
}
