package predict

import (
	"fmt"
	"math"
	"sort"
	"strings"
	"time"
)

// Accuracy is top-k accuracy over events, each counted with its count
// (an event with count 3 counts as three uses).
type Accuracy struct {
	Events int     `json:"events"` // distinct events
	Uses   int64   `json:"uses"`   // events counted with their counts
	Top1   float64 `json:"top1"`
	Top3   float64 `json:"top3"`
	Top5   float64 `json:"top5"`
}

// LevelAccuracy is accuracy at both levels. Fine is nil for a coarse
// predictor, whose predictions cannot be scored against fine labels.
type LevelAccuracy struct {
	Fine   *Accuracy `json:"fine,omitempty"`
	Coarse Accuracy  `json:"coarse"`
}

// Report is the result of Evaluate (accuracy, speed) or of Train (Train set).
type Report struct {
	Level      Level                    `json:"-"`
	LevelName  string                   `json:"level"`
	All        LevelAccuracy            `json:"all"`
	ByKind     map[string]LevelAccuracy `json:"by_kind,omitempty"`
	NsPerQuery float64                  `json:"ns_per_query,omitempty"`
	Train      *TrainStats              `json:"train,omitempty"`
}

type tally struct {
	events     int
	uses       int64
	f1, f3, f5 int64
	c1, c3, c5 int64
}

func (t *tally) add(w int64, fineRank, coarseRank int) {
	t.events++
	t.uses += w
	if fineRank >= 0 {
		if fineRank < 1 {
			t.f1 += w
		}
		if fineRank < 3 {
			t.f3 += w
		}
		if fineRank < 5 {
			t.f5 += w
		}
	}
	if coarseRank >= 0 {
		if coarseRank < 1 {
			t.c1 += w
		}
		if coarseRank < 3 {
			t.c3 += w
		}
		if coarseRank < 5 {
			t.c5 += w
		}
	}
}

func (t *tally) acc(fine bool) LevelAccuracy {
	frac := func(x int64) float64 {
		if t.uses == 0 {
			return 0
		}
		return float64(x) / float64(t.uses)
	}
	la := LevelAccuracy{Coarse: Accuracy{Events: t.events, Uses: t.uses, Top1: frac(t.c1), Top3: frac(t.c3), Top5: frac(t.c5)}}
	if fine {
		la.Fine = &Accuracy{Events: t.events, Uses: t.uses, Top1: frac(t.f1), Top3: frac(t.f3), Top5: frac(t.f5)}
	}
	return la
}

func rankOf(s []Scored, class string) int {
	for i, x := range s {
		if x.Class == class {
			return i
		}
	}
	return -1
}

// Evaluate scores p on the events: top-1/3/5 accuracy overall and per kind,
// at the fine level (unless p predicts coarse classes) and at the coarse
// level (predictions and labels mapped to coarse classes, a coarse class's
// probability being the sum of its fine classes'), and the mean time of a
// Predict call. Events whose class is not a fine class are skipped.
func Evaluate(p Predictor, events []Event) Report {
	fine := true
	if l, ok := p.(Leveled); ok && l.Level() == LevelCoarse {
		fine = false
	}
	var all tally
	kinds := map[string]*tally{}
	var elapsed time.Duration
	calls := 0
	for i := range events {
		e := &events[i]
		if !IsFine(e.Class) {
			continue
		}
		q := e.Query()
		t0 := time.Now()
		s := p.Predict(q)
		elapsed += time.Since(t0)
		calls++
		if fine {
			for _, x := range s {
				if IsCoarse(x.Class) && !IsFine(x.Class) {
					fine = false // a predictor without Level that answers coarse
					break
				}
			}
		}
		fr := rankOf(s, e.Class)
		cr := rankOf(toCoarse(s), Coarse(e.Class))
		w := int64(e.Weight())
		all.add(w, fr, cr)
		k := kinds[e.Kind]
		if k == nil {
			k = &tally{}
			kinds[e.Kind] = k
		}
		k.add(w, fr, cr)
	}
	r := Report{Level: LevelFine, All: all.acc(fine), ByKind: map[string]LevelAccuracy{}}
	if !fine {
		r.Level = LevelCoarse
	}
	r.LevelName = r.Level.String()
	for name, t := range kinds {
		r.ByKind[name] = t.acc(fine)
	}
	if calls > 0 {
		r.NsPerQuery = float64(elapsed.Nanoseconds()) / float64(calls)
	}
	return r
}

// MergeReports combines the reports of disjoint event sets (the folds of a
// cross-validation) as if they had been evaluated together: accuracies
// weighted by uses, counts summed, time per query weighted by events.
func MergeReports(rs ...Report) Report {
	merge := func(get func(r Report) (LevelAccuracy, bool)) LevelAccuracy {
		var fine, coarse tally
		hasFine := true
		add := func(t *tally, a Accuracy) {
			t.events += a.Events
			t.uses += a.Uses
			w := float64(a.Uses)
			t.f1 += int64(math.Round(a.Top1 * w))
			t.f3 += int64(math.Round(a.Top3 * w))
			t.f5 += int64(math.Round(a.Top5 * w))
		}
		for _, r := range rs {
			la, ok := get(r)
			if !ok {
				continue
			}
			add(&coarse, la.Coarse)
			if la.Fine == nil {
				hasFine = false
			} else {
				add(&fine, *la.Fine)
			}
		}
		frac := func(x int64, t *tally) float64 {
			if t.uses == 0 {
				return 0
			}
			return float64(x) / float64(t.uses)
		}
		acc := func(t *tally) Accuracy {
			return Accuracy{Events: t.events, Uses: t.uses, Top1: frac(t.f1, t), Top3: frac(t.f3, t), Top5: frac(t.f5, t)}
		}
		la := LevelAccuracy{Coarse: acc(&coarse)}
		if hasFine {
			f := acc(&fine)
			la.Fine = &f
		}
		return la
	}
	out := Report{ByKind: map[string]LevelAccuracy{}}
	if len(rs) == 0 {
		return out
	}
	out.Level, out.LevelName = rs[0].Level, rs[0].LevelName
	out.All = merge(func(r Report) (LevelAccuracy, bool) { return r.All, true })
	kinds := map[string]bool{}
	var ns float64
	events := 0
	for _, r := range rs {
		for k := range r.ByKind {
			kinds[k] = true
		}
		ns += r.NsPerQuery * float64(r.All.Coarse.Events)
		events += r.All.Coarse.Events
	}
	for k := range kinds {
		out.ByKind[k] = merge(func(r Report) (LevelAccuracy, bool) { la, ok := r.ByKind[k]; return la, ok })
	}
	if events > 0 {
		out.NsPerQuery = ns / float64(events)
	}
	return out
}

// String renders the report as a small text table.
func (r Report) String() string {
	var b strings.Builder
	if r.Train != nil {
		t := r.Train
		fmt.Fprintf(&b, "trained on %d events (%d uses), %d epochs, %.1fs, %.0f events/s, %d/%d buckets used\n",
			t.Events, t.Uses, t.Epochs, t.Seconds, t.EventsPerSec, t.Buckets, 1<<t.Bits)
		if len(t.Loss) > 0 {
			fmt.Fprintf(&b, "loss per epoch:")
			for _, l := range t.Loss {
				fmt.Fprintf(&b, " %.4f", l)
			}
			b.WriteString("\n")
		}
		if r.All.Coarse.Events == 0 {
			return b.String()
		}
	}
	row := func(label string, la LevelAccuracy) {
		if la.Fine != nil {
			fmt.Fprintf(&b, "%-10s %8d  fine %5.1f %5.1f %5.1f", label, la.Coarse.Uses,
				100*la.Fine.Top1, 100*la.Fine.Top3, 100*la.Fine.Top5)
		} else {
			fmt.Fprintf(&b, "%-10s %8d  fine     -     -     -", label, la.Coarse.Uses)
		}
		fmt.Fprintf(&b, "  coarse %5.1f %5.1f %5.1f\n", 100*la.Coarse.Top1, 100*la.Coarse.Top3, 100*la.Coarse.Top5)
	}
	fmt.Fprintf(&b, "%-10s %8s  top-1/3/5 %%%17s top-1/3/5 %%\n", "kind", "uses", "")
	row("all", r.All)
	kinds := make([]string, 0, len(r.ByKind))
	for k := range r.ByKind {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		row(k, r.ByKind[k])
	}
	fmt.Fprintf(&b, "%.0f ns per query\n", r.NsPerQuery)
	return b.String()
}
