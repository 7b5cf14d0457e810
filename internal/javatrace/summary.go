// Phase: debug, report (Java). Sums the Java half's records up: top-1 and
// top-3 of each ranking beside Ochiai, the questions of the guided walk,
// and the recovery ablation: the programs whose root cause the plan
// reaches only with recovery on.
package javatrace

import (
	"fmt"
	"sort"
	"strings"
)

// Summary of the Java half.
type Summary struct {
	Lang              string     `json:"lang"`
	Items             int        `json:"items"`
	Scored            int        `json:"scored"`
	NoFailingTest     int        `json:"no_failing_test"`
	Failures          int        `json:"failures"`
	Top1, Top3        float64    `json:"-"`
	Rank              [2]float64 `json:"rank_top1_top3"`
	RankAuto          [2]float64 `json:"rank_auto_top1_top3"`
	RankAutoNoMut     [2]float64 `json:"rank_auto_no_mutation_top1_top3"`
	RankAutoNoRecover [2]float64 `json:"rank_auto_no_recovery_top1_top3"`
	RankGuided        [2]float64 `json:"rank_guided_top1_top3"`
	RankGuidedNoRec   [2]float64 `json:"rank_guided_no_recovery_top1_top3"`
	RankNoRecover     [2]float64 `json:"rank_no_recovery_top1_top3"`
	Ochiai            [2]float64 `json:"ochiai_top1_top3"`
	FailureOnly       [2]float64 `json:"failure_only_top1_top3"`
	MedianQuestions   float64    `json:"median_questions"`
	MeanQuestions     float64    `json:"mean_questions"`
	OnlyRecovery      []string   `json:"only_with_recovery"`        // aligned plan: root cause reached only with recovery
	OnlyRecoveryGuide []string   `json:"only_with_recovery_guided"` // guided from the failure: ditto
	OnlyRecoveryAuto  []string   `json:"only_with_recovery_auto"`   // rank_auto top-1 only with recovery
	MeanSteps         float64    `json:"mean_steps"`
	MeanSeconds       float64    `json:"mean_seconds"`
	FailedItems       []string   `json:"failed_items,omitempty"`
}

// Summarize sums records up; a missing rank is a miss, over the scored items.
func Summarize(recs []*Record) Summary {
	s := Summary{Lang: "java", Items: len(recs)}
	type ctr struct{ t1, t3 int }
	var rk, ra, ran, rar, rg, rgn, rn, oc, fo ctr
	count := func(c *ctr, r int) {
		if r >= 1 && r <= 1 {
			c.t1++
		}
		if r >= 1 && r <= 3 {
			c.t3++
		}
	}
	var qs []int
	for _, r := range recs {
		switch r.Status {
		case "no_failing_test":
			s.NoFailingTest++
			continue
		case "failure":
			s.Failures++
			s.FailedItems = append(s.FailedItems, r.File+": "+r.Error)
			continue
		}
		s.Scored++
		count(&rk, r.Rank)
		count(&ra, r.RankAuto)
		count(&ran, r.RankAutoNoMutation)
		count(&rar, r.RankAutoNoRecover)
		count(&rg, r.RankGuided)
		count(&rgn, r.RankGuidedNoRecover)
		count(&rn, r.RankNoRecover)
		count(&oc, r.OchiaiRank)
		count(&fo, r.RankFailure)
		qs = append(qs, r.Questions)
		s.MeanSteps += float64(r.Steps)
		s.MeanSeconds += r.Seconds
		name := r.File[strings.LastIndexByte(r.File, '/')+1:]
		if r.Found && !r.FoundNoRecover {
			s.OnlyRecovery = append(s.OnlyRecovery, name)
		}
		if r.GuidedFound && !r.GuidedFoundNoRec {
			s.OnlyRecoveryGuide = append(s.OnlyRecoveryGuide, name)
		}
		if r.RankAuto == 1 && r.RankAutoNoRecover != 1 {
			s.OnlyRecoveryAuto = append(s.OnlyRecoveryAuto, name)
		}
	}
	if s.Scored > 0 {
		n := float64(s.Scored)
		f := func(c ctr) [2]float64 { return [2]float64{float64(c.t1) / n, float64(c.t3) / n} }
		s.Rank, s.RankAuto, s.RankAutoNoMut, s.RankAutoNoRecover = f(rk), f(ra), f(ran), f(rar)
		s.RankGuided, s.RankGuidedNoRec, s.RankNoRecover, s.Ochiai, s.FailureOnly = f(rg), f(rgn), f(rn), f(oc), f(fo)
		s.MeanSteps /= n
		s.MeanSeconds /= n
		sort.Ints(qs)
		tot := 0
		for _, q := range qs {
			tot += q
		}
		s.MeanQuestions = float64(tot) / n
		if len(qs)%2 == 1 {
			s.MedianQuestions = float64(qs[len(qs)/2])
		} else {
			s.MedianQuestions = float64(qs[len(qs)/2-1]+qs[len(qs)/2]) / 2
		}
	}
	return s
}

// Text renders the summary for people.
func (s Summary) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "java: %d items, %d scored (%d without a failing test, %d failures)\n", s.Items, s.Scored, s.NoFailingTest, s.Failures)
	row := func(name string, v [2]float64) {
		fmt.Fprintf(&b, "  %-28s top-1 %5.1f %%  top-3 %5.1f %%\n", name, 100*v[0], 100*v[1])
	}
	row("rank_auto (no fixed version)", s.RankAuto)
	row("  without mutation", s.RankAutoNoMut)
	row("  without recovery", s.RankAutoNoRecover)
	row("rank_guided (from failure)", s.RankGuided)
	row("  without recovery", s.RankGuidedNoRec)
	row("rank (aligned with the fix)", s.Rank)
	row("  without recovery", s.RankNoRecover)
	row("ochiai", s.Ochiai)
	row("plan from failure + ochiai", s.FailureOnly)
	fmt.Fprintf(&b, "  questions (guided): median %.1f, mean %.1f\n", s.MedianQuestions, s.MeanQuestions)
	fmt.Fprintf(&b, "  root cause reached only with recovery: aligned %v, guided %v; rank_auto top-1 only with recovery: %v\n",
		s.OnlyRecovery, s.OnlyRecoveryGuide, s.OnlyRecoveryAuto)
	fmt.Fprintf(&b, "  mean steps %.0f, mean seconds per item %.1f\n", s.MeanSteps, s.MeanSeconds)
	for _, f := range s.FailedItems {
		fmt.Fprintf(&b, "  failed: %s\n", f)
	}
	return b.String()
}
