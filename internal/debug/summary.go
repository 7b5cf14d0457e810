// Phase: debug, report. Sums benchmark records up: top-1/top-3 of the plan
// beside Ochiai (pessimistic ties), without recovery, and from the failure
// alone; the programs reached only with recovery; the operators' mix.
package debug

import (
	"fmt"
	"sort"
	"strings"
)

// Summary of a debug benchmark.
type Summary struct {
	Items           int            `json:"items"`
	Scored          int            `json:"scored"` // items with a failing test and a trace
	NoFailingTest   int            `json:"no_failing_test"`
	Failures        int            `json:"failures"`
	Top1            float64        `json:"top1"`
	Top3            float64        `json:"top3"`
	OchiaiTop1      float64        `json:"ochiai_top1"`
	OchiaiTop3      float64        `json:"ochiai_top3"`
	NoRecoverTop1   float64        `json:"no_recovery_top1"`
	NoRecoverTop3   float64        `json:"no_recovery_top3"`
	FailureTop1     float64        `json:"failure_only_top1"`
	FailureTop3     float64        `json:"failure_only_top3"`
	SliceTop1       float64        `json:"slice_ochiai_top1"`
	SliceTop3       float64        `json:"slice_ochiai_top3"`
	OnlyRecovery    []string       `json:"only_with_recovery"`
	Operators       map[string]int `json:"operators,omitempty"`
	OperatorsTop1   map[string]int `json:"operators_top1,omitempty"`
	MeanSteps       float64        `json:"mean_steps"`
	MeanSeconds     float64        `json:"mean_seconds"`
	RecoveredOnPlan int            `json:"recovered_on_plan"`
	// Without a fixed version, over all items (an item not scored is a miss).
	AutoTop1        float64 `json:"rank_auto_top1"`
	AutoTop3        float64 `json:"rank_auto_top3"`
	GuidedTop1      float64 `json:"rank_guided_top1"`
	GuidedTop3      float64 `json:"rank_guided_top3"`
	QuestionsMedian float64 `json:"questions_median"`
	QuestionsMax    int     `json:"questions_max"`
	OchiaiAllTop1   float64 `json:"ochiai_all_items_top1"`
}

// Summarize sums records up.
func Summarize(recs []*Record) Summary {
	s := Summary{Items: len(recs), Operators: map[string]int{}, OperatorsTop1: map[string]int{}}
	var t1, t3, o1, o3, n1, n3, f1, f3, s1, s3 int
	var a1, a3, g1, g3, oa1 int
	var qs []int
	for _, r := range recs {
		if r.RankAuto == 1 {
			a1++
		}
		if r.RankAuto >= 1 && r.RankAuto <= 3 {
			a3++
		}
		if r.RankGuided == 1 {
			g1++
		}
		if r.RankGuided >= 1 && r.RankGuided <= 3 {
			g3++
		}
		if r.OchiaiRank == 1 {
			oa1++
		}
		if r.Status == "ok" && !r.scriptOnly() {
			qs = append(qs, r.Questions)
		}
		switch r.Status {
		case "no_failing_test":
			s.NoFailingTest++
			continue
		case "failure":
			s.Failures++
			continue
		}
		s.Scored++
		in := func(rank, k int) bool { return rank >= 1 && rank <= k }
		if in(r.Rank, 1) {
			t1++
		}
		if in(r.Rank, 3) {
			t3++
		}
		if in(r.OchiaiRank, 1) {
			o1++
		}
		if in(r.OchiaiRank, 3) {
			o3++
		}
		if in(r.RankNoRecover, 1) {
			n1++
		}
		if in(r.RankNoRecover, 3) {
			n3++
		}
		if in(r.RankFailure, 1) {
			f1++
		}
		if in(r.RankFailure, 3) {
			f3++
		}
		if in(r.RankSliceOchiai, 1) {
			s1++
		}
		if in(r.RankSliceOchiai, 3) {
			s3++
		}
		if in(r.Rank, 1) && !in(r.RankNoRecover, 1) {
			s.OnlyRecovery = append(s.OnlyRecovery, r.File)
		}
		if r.Operator != "" {
			s.Operators[r.Operator]++
			if in(r.Rank, 1) {
				s.OperatorsTop1[r.Operator]++
			}
		}
		s.MeanSteps += float64(r.Steps)
		s.MeanSeconds += r.Seconds
		s.RecoveredOnPlan += r.Recovered
	}
	if s.Scored > 0 {
		n := float64(s.Scored)
		s.Top1, s.Top3, s.OchiaiTop1, s.OchiaiTop3 = float64(t1)/n, float64(t3)/n, float64(o1)/n, float64(o3)/n
		s.NoRecoverTop1, s.NoRecoverTop3, s.FailureTop1, s.FailureTop3 = float64(n1)/n, float64(n3)/n, float64(f1)/n, float64(f3)/n
		s.SliceTop1, s.SliceTop3 = float64(s1)/n, float64(s3)/n
		s.MeanSteps /= n
		s.MeanSeconds /= n
	}
	if s.Items > 0 {
		n := float64(s.Items)
		s.AutoTop1, s.AutoTop3, s.GuidedTop1, s.GuidedTop3 = float64(a1)/n, float64(a3)/n, float64(g1)/n, float64(g3)/n
		s.OchiaiAllTop1 = float64(oa1) / n
	}
	if len(qs) > 0 {
		sort.Ints(qs)
		s.QuestionsMedian = float64(qs[len(qs)/2])
		if len(qs)%2 == 0 {
			s.QuestionsMedian = float64(qs[len(qs)/2-1]+qs[len(qs)/2]) / 2
		}
		s.QuestionsMax = qs[len(qs)-1]
	}
	sort.Strings(s.OnlyRecovery)
	return s
}

// scriptOnly: a script case (no fixed version, so no guided walk).
func (r *Record) scriptOnly() bool { return r.Mode == "debug-script" }

// Text renders the summary for people.
func (s Summary) Text() string {
	var b strings.Builder
	p := func(f float64) string { return fmt.Sprintf("%5.1f%%", 100*f) }
	fmt.Fprintf(&b, "items %d, scored %d (no failing test %d, failures %d)\n", s.Items, s.Scored, s.NoFailingTest, s.Failures)
	fmt.Fprintf(&b, "                         top-1   top-3\n")
	fmt.Fprintf(&b, "rank_auto (no fixed version, all items) %s  %s\n", p(s.AutoTop1), p(s.AutoTop3))
	fmt.Fprintf(&b, "rank_guided (DebugPilot, all items)     %s  %s  questions median %.1f, max %d\n", p(s.GuidedTop1), p(s.GuidedTop3), s.QuestionsMedian, s.QuestionsMax)
	fmt.Fprintf(&b, "plan (aligned output)   %s  %s\n", p(s.Top1), p(s.Top3))
	fmt.Fprintf(&b, "plan without recovery   %s  %s\n", p(s.NoRecoverTop1), p(s.NoRecoverTop3))
	fmt.Fprintf(&b, "plan from failure only  %s  %s\n", p(s.FailureTop1), p(s.FailureTop3))
	fmt.Fprintf(&b, "Ochiai in failure's slice %s  %s\n", p(s.SliceTop1), p(s.SliceTop3))
	fmt.Fprintf(&b, "Ochiai (ties pessimistic) %s  %s\n", p(s.OchiaiTop1), p(s.OchiaiTop3))
	fmt.Fprintf(&b, "root cause only with recovery: %v\n", s.OnlyRecovery)
	if len(s.Operators) > 0 {
		var ks []string
		for k := range s.Operators {
			ks = append(ks, k)
		}
		sort.Strings(ks)
		for _, k := range ks {
			fmt.Fprintf(&b, "operator %-10s %4d mutants, top-1 %d\n", k, s.Operators[k], s.OperatorsTop1[k])
		}
	}
	fmt.Fprintf(&b, "mean steps %.0f, mean seconds %.2f, recovered dependencies on plans %d\n", s.MeanSteps, s.MeanSeconds, s.RecoveredOnPlan)
	return b.String()
}
