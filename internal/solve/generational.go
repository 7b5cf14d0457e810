// Paths chosen by coverage (SAGE's generational search): every executed
// path's branches are negated in turn — the path's prefix up to a branch,
// then the branch's other successor — solved by the rules, and the inputs
// found are run; paths bringing new branch outcomes are expanded first.
package solve

import (
	"context"
	"errors"
	"sort"
	"strconv"
	"time"

	"unstuck/internal/cfg"
)

// arc is a branch outcome: a condition line and the line it went on to.
type arc struct{ from, to int }

// genPath is an executed path and the input that took it.
type genPath struct {
	target Target
	input  string
	obs    Observed
	score  int // new arcs it brought
	route  string
}

// Generational runs the search from the validated paths in seeds for at
// most budget and returns the new paths it found, validated by their runs.
func (ps *PathSolver) Generational(ctx context.Context, seeds []PathReport, budget time.Duration) []PathReport {
	deadline := time.Now().Add(budget)
	// The other successors of every condition line of the file's graphs.
	alts := map[int][]int{}
	for _, g := range ps.F.CFG.Funcs {
		for _, n := range g.Nodes {
			if n.Kind != cfg.Condition {
				continue
			}
			for _, e := range n.Succ {
				if e.To != g.Exit && e.Label != cfg.Exception {
					to := g.Nodes[e.To].Line
					if ps.F.Live == nil || ps.F.Live[to] {
						alts[n.Line] = append(alts[n.Line], to)
					}
				}
			}
		}
	}
	covered := map[arc]bool{}
	seen := map[string]bool{}
	var work []*genPath
	addCov := func(t Target) int {
		n := 0
		for i := 0; i+1 < len(t.Lines); i++ {
			a := arc{t.Lines[i], t.Lines[i+1]}
			if _, isCond := alts[a.from]; isCond && !covered[a] {
				covered[a] = true
				n++
			}
		}
		return n
	}
	for _, p := range seeds {
		if p.Status != StatusValidated || seen[p.Target.Key()] {
			continue
		}
		seen[p.Target.Key()] = true
		work = append(work, &genPath{target: p.Target, input: p.Input, score: addCov(p.Target)})
	}
	tried := map[string]bool{}
	var found []PathReport
	for len(work) > 0 && time.Now().Before(deadline) && ctx.Err() == nil {
		// The path that brought the most new coverage first.
		sort.SliceStable(work, func(i, j int) bool { return work[i].score > work[j].score })
		cur := work[0]
		work = work[1:]
		var cands []string
		for i := 0; i+1 < len(cur.target.Lines) && time.Now().Before(deadline); i++ {
			l := cur.target.Lines[i]
			for _, alt := range alts[l] {
				if alt == cur.target.Lines[i+1] || covered[arc{l, alt}] {
					continue
				}
				prefix := append(append([]int{}, cur.target.Lines[:i+1]...), alt)
				key := Target{Lines: prefix}.Key()
				if tried[key] {
					continue
				}
				tried[key] = true
				if in, ok := ps.solvePrefix(ctx, prefix); ok {
					cands = append(cands, in)
				}
			}
		}
		if len(cands) == 0 {
			continue
		}
		runs, err := ps.Runner.Run(ctx, ps.F, cands)
		if err != nil {
			continue
		}
		for i, r := range runs {
			if r.Error != "" || r.TooLong {
				continue
			}
			t := r.Target()
			if seen[t.Key()] {
				continue
			}
			seen[t.Key()] = true
			gp := &genPath{target: t, input: cands[i], obs: r, score: addCov(t)}
			work = append(work, gp)
			pr := PathReport{Source: "generational", Lines: nonNilInts(t.Lines), Target: t}
			if p, err := ps.F.Graph.FromLinesLive(ownLines(ps.F.Graph, t.Lines), t.Exc != "", ps.F.Live); err == nil {
				pr.Path = p.String()
			}
			pr.Outcome = Outcome{Route: RouteRules, Status: StatusValidated, Input: cands[i], Return: r.Ret, Exc: r.Exc,
				Approx: r.Approx, ArgsAfter: r.ArgsAfter, Reason: "new branch outcomes: " + strconv.Itoa(gp.score)}
			found = append(found, pr)
		}
	}
	return found
}

// solvePrefix finds an input whose path starts with prefix, by the rules
// (lengths pinned as the rules ask).
func (ps *PathSolver) solvePrefix(ctx context.Context, prefix []int) (string, bool) {
	opts := ps.opts
	if len(ps.variants()) > 0 {
		opts = ps.variants()[len(ps.variants())-1] // every input free
	}
	opts.PrefixTarget = true
	opts.Prefix = true
	pins := map[string]int{}
	for try := 0; try < 6; try++ {
		tr, err := TranslatePathWith(ps.F.CFG, ps.F.Graph, ps.F.Types, Target{Lines: prefix}, pins, opts)
		var need *errNeedLen
		if errors.As(err, &need) {
			if _, ok := pins[need.param]; ok {
				return "", false
			}
			pins[need.param] = 1 + try%3
			continue
		}
		if err != nil || tr == nil {
			return "", false
		}
		input, st, _, err := ps.check(ctx, tr, time.Second)
		if err != nil || st != Sat {
			return "", false
		}
		return input, true
	}
	return "", false
}
