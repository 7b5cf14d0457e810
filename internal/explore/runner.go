package explore

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"

	"unstuck/internal/execute"
	"unstuck/internal/llm"
)

// Runner runs explorations as bench items: the result's coverage is that
// of P's prefix files replayed under the line metric.
type Runner struct {
	X   *Explorer
	Dir string // where each item's prefix files go (a subdirectory per item); "" keeps none
	LLM *llm.Client
}

var unsafeChars = regexp.MustCompile(`[^A-Za-z0-9._-]+`)

// Run implements bench.Runner.
func (r *Runner) Run(ctx context.Context, file string) *execute.Result {
	start := time.Now()
	res := &execute.Result{File: file, Mode: "explore", CountableLines: []int{}, CoveredLines: []int{}}
	src, err := os.ReadFile(file)
	if err != nil {
		res.Status, res.Error = "rejected", &execute.Error{Type: "InputError", Message: err.Error()}
		return res
	}
	var before llm.Stats
	if r.LLM != nil {
		before = r.LLM.Stats()
	}
	t, err := r.X.Explore(ctx, file, src)
	if t == nil {
		res.Status, res.Error = "rejected", &execute.Error{Type: "InputError", Message: err.Error()}
		return res
	}
	res.CountableLines = t.Countable
	dir := ""
	if r.Dir != "" {
		// "../x/y.py" must not name a hidden directory ".._x_y.py".
		dir = filepath.Join(r.Dir, strings.TrimLeft(strings.Trim(unsafeChars.ReplaceAllString(file, "_"), "_"), "._"))
		os.MkdirAll(dir, 0o755)
	}
	replayed, cpu := time.Now(), t.plain.cpuSeconds()
	o, _ := Replay(ctx, r.X.Exec, t, src, dir)
	t.phase("replay", replayed)
	t.addCPU("replay", t.plain.cpuSeconds()-cpu)
	t.plain.mu.Lock()
	t.addCPU("replay_server", t.plain.server)
	plainRuns, forkedRuns := t.plain.made, t.plain.forked
	t.plain.mu.Unlock()
	res.CoveredLines, res.Coverage = o.Covered, o.Coverage
	res.Status, res.Error = o.Best.Status, o.Best.Error
	if len(t.Countable) == 0 {
		res.Status, res.Error = "empty", &execute.Error{Type: "EmptySnippet", Message: "no countable lines"}
	}
	x := &execute.Exploration{StepCoverage: t.StepCoverage, BestCoverage: o.BestCoverage, PSize: len(o.P),
		Nodes: len(t.Nodes), Executions: t.Executions, Wrapper: t.Wrapper}
	env := map[string]bool{}
	ids := append([]int{}, t.P...)
	if !slices.Contains(ids, t.Best) {
		ids = append(ids, t.Best) // p_best counts towards forced, not towards P's stand-ins
	}
	for _, id := range ids {
		if n := NodeByID(t.Nodes, id); n != nil {
			x.Forced = x.Forced || n.Forced
			if id != t.Best || slices.Contains(t.P, id) {
				x.Stubs += n.Stubs
				for k, c := range n.Census.ByKind {
					if x.StandIns == nil {
						x.StandIns = map[string]int{}
					}
					x.StandIns[k] += c
				}
				for _, e := range n.Census.Environment {
					env[e] = true
				}
			}
		}
	}
	x.Environment = len(env)
	if lost := coverageOf(t.Nodes, t.lead, t.Countable) - coverageOf(t.Nodes, t.P, t.Countable); lost > 0 {
		x.RealNamesCost = lost
	}
	// The index of installed names is built once per interpreter (then
	// cached on disk): the first item of a run carries its cost.
	for _, p := range r.X.Proposers {
		if o, ok := p.(*Offline); ok && o.Index != nil {
			if sec := o.Index.takeSeconds(); sec > 0 {
				t.addPhase("index", sec)
			}
		}
	}
	x.Phases, x.PhaseCPU = t.Phases, t.CPU
	x.PlainRuns, x.ForkedRuns = plainRuns, forkedRuns
	if r.LLM != nil {
		after := r.LLM.Stats()
		x.Tokens = int((after.PromptTokens + after.CompletionTokens) - (before.PromptTokens + before.CompletionTokens))
		x.Cost = after.Cost - before.Cost
	}
	res.Explore = x
	res.Countable, res.Covered = len(res.CountableLines), len(res.CoveredLines)
	res.SourceLines = strings.Count(string(src), "\n")
	res.Seconds = time.Since(start).Seconds()
	res.Isolation = r.X.Exec.Sandbox().Describe()
	return res
}
