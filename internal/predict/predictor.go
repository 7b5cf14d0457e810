package predict

import (
	"fmt"
	"math"
)

// Query is one value use to predict: the paper's "name <sep> kind <sep>
// tokens-before <mask> tokens-after".
type Query struct {
	Name   string   // identifier (name, attribute) or callee source text (call)
	Kind   string   // "name", "attribute" or "call"
	Before []string // source tokens before the use, nearest last
	After  []string // source tokens after the use, nearest first
}

// Scored is one predicted class and its probability.
type Scored struct {
	Class string  `json:"class"`
	P     float64 `json:"p"`
}

// Predictor predicts the abstract class of a value use. Results are sorted
// best first; ties keep the canonical class order. Implementations are safe
// for concurrent use.
type Predictor interface {
	Predict(q Query) []Scored
}

// Leveled is implemented by predictors that know their Level; Evaluate uses
// it to tell coarse predictors from fine ones.
type Leveled interface {
	Level() Level
}

// Best returns the top class of p for q, or object when p predicts nothing.
func Best(p Predictor, q Query) string {
	if s := p.Predict(q); len(s) > 0 {
		return s[0].Class
	}
	return ClassObject
}

// Naive always predicts object (the same class at both levels).
type Naive struct{ level Level }

// NewNaive returns the naive predictor at level l.
func NewNaive(l Level) Naive { return Naive{level: l} }

// Level returns the predictor's level.
func (n Naive) Level() Level { return n.level }

// Predict returns object with probability 1.
func (n Naive) Predict(Query) []Scored { return []Scored{{Class: ClassObject, P: 1}} }

// Random predicts a uniform distribution over the level's classes, in an
// order that is a deterministic function of (seed, query); its first class
// is thus a uniformly drawn guess that is the same every time.
type Random struct {
	seed  int64
	level Level
}

// NewRandom returns the random predictor with the given seed at level l.
func NewRandom(seed int64, l Level) Random { return Random{seed: seed, level: l} }

// Level returns the predictor's level.
func (r Random) Level() Level { return r.level }

// Predict returns every class with equal probability, shuffled.
func (r Random) Predict(q Query) []Scored {
	names := fineClasses[:]
	if r.level == LevelCoarse {
		names = coarseClasses[:]
	}
	h := newHasher(uint64(r.seed))
	h.str(q.Kind)
	h.sep()
	h.str(q.Name)
	h.sep()
	h.strs(q.Before)
	h.sep()
	h.strs(q.After)
	state := h.sum()
	out := make([]Scored, len(names))
	p := 1 / float64(len(names))
	for i, c := range names {
		out[i] = Scored{Class: c, P: p}
	}
	for i := len(out) - 1; i > 0; i-- {
		state = splitmix(state)
		j := int(state % uint64(i+1))
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// Frequency predicts from how often each class was observed: per (kind,
// name), backing off to per kind, then to all events. Estimates are smoothed
// towards the next level (add-one pseudo-count spread by the backed-off
// distribution), so a rare name mixes its own counts with its kind's.
type Frequency struct {
	level  Level
	byName map[string]*[NumFine]float64 // kind + "\x00" + name
	byKind map[string]*[NumFine]float64
	global [NumFine]float64
}

// TrainFrequency counts the events (each weighted by its count) into a
// fine-level Frequency predictor; use AtLevel for a coarse one.
func TrainFrequency(events []Event) *Frequency {
	f := &Frequency{byName: map[string]*[NumFine]float64{}, byKind: map[string]*[NumFine]float64{}}
	for _, e := range events {
		c, ok := fineIndex[e.Class]
		if !ok {
			continue
		}
		w := float64(e.Weight())
		k := e.Kind + "\x00" + e.Name
		d := f.byName[k]
		if d == nil {
			d = new([NumFine]float64)
			f.byName[k] = d
		}
		d[c] += w
		d = f.byKind[e.Kind]
		if d == nil {
			d = new([NumFine]float64)
			f.byKind[e.Kind] = d
		}
		d[c] += w
		f.global[c] += w
	}
	return f
}

// AtLevel returns a view of f predicting at level l (the counts are shared).
func (f *Frequency) AtLevel(l Level) *Frequency {
	g := *f
	g.level = l
	return &g
}

// Level returns the predictor's level.
func (f *Frequency) Level() Level { return f.level }

// Predict returns the smoothed class distribution of q's name and kind.
func (f *Frequency) Predict(q Query) []Scored {
	var p [NumFine]float64
	if normalize(&p, &f.global) == 0 {
		p[fineIndex[ClassObject]] = 1
	}
	smooth(&p, f.byKind[q.Kind])
	smooth(&p, f.byName[q.Kind+"\x00"+q.Name])
	return rank(&p, f.level, true)
}

func normalize(dst, counts *[NumFine]float64) float64 {
	var n float64
	for _, c := range counts {
		n += c
	}
	if n > 0 {
		for i, c := range counts {
			dst[i] = c / n
		}
	}
	return n
}

// smooth replaces the prior p by (counts + prior) / (n + 1).
func smooth(p *[NumFine]float64, counts *[NumFine]float64) {
	if counts == nil {
		return
	}
	var n float64
	for _, c := range counts {
		n += c
	}
	if n == 0 {
		return
	}
	for i := range p {
		p[i] = (counts[i] + p[i]) / (n + 1)
	}
}

// rank turns a fine-class distribution into the sorted predictions of level
// l (coarse: probabilities summed per coarse class). dropZero leaves out
// classes of probability 0.
func rank(p *[NumFine]float64, l Level, dropZero bool) []Scored {
	var out []Scored
	if l == LevelCoarse {
		var c [NumCoarse]float64
		for i, v := range p {
			c[coarseOf[i]] += v
		}
		out = make([]Scored, 0, NumCoarse)
		for i, v := range c {
			if v > 0 || !dropZero {
				out = append(out, Scored{Class: coarseClasses[i], P: v})
			}
		}
	} else {
		out = make([]Scored, 0, NumFine)
		for i, v := range p {
			if v > 0 || !dropZero {
				out = append(out, Scored{Class: fineClasses[i], P: v})
			}
		}
	}
	sortScored(out)
	return out
}

// sortScored sorts by decreasing probability, stably (insertion sort: the
// lists are at most 22 long).
func sortScored(s []Scored) {
	for i := 1; i < len(s); i++ {
		x := s[i]
		j := i
		for j > 0 && s[j-1].P < x.P {
			s[j] = s[j-1]
			j--
		}
		s[j] = x
	}
}

// toCoarse maps predictions to coarse classes, summing probabilities, sorted
// best first (ties in order of first appearance). Unknown names are dropped.
func toCoarse(s []Scored) []Scored {
	var sum [NumCoarse]float64
	var seen [NumCoarse]bool
	order := make([]int, 0, NumCoarse)
	for _, x := range s {
		c := Coarse(x.Class)
		if c == "" {
			continue
		}
		i := coarseIndex[c]
		if !seen[i] {
			seen[i] = true
			order = append(order, i)
		}
		sum[i] += x.P
	}
	out := make([]Scored, len(order))
	for k, i := range order {
		out[k] = Scored{Class: coarseClasses[i], P: sum[i]}
	}
	sortScored(out)
	return out
}

func softmax(logits *[NumFine]float32, p *[NumFine]float64) {
	m := logits[0]
	for _, v := range logits[1:] {
		if v > m {
			m = v
		}
	}
	var z float64
	for i, v := range logits {
		e := math.Exp(float64(v - m))
		p[i] = e
		z += e
	}
	for i := range p {
		p[i] /= z
	}
}

// ByName returns a predictor by name at level l: "naive", "random" (seeded
// by seed), "frequency" (the embedded frequency table) or "model" (the
// embedded model; also for "").
func ByName(name string, l Level, seed int64) (Predictor, error) {
	switch name {
	case "naive":
		return NewNaive(l), nil
	case "random":
		return NewRandom(seed, l), nil
	case "model", "":
		m, err := LoadDefault()
		if err != nil {
			return nil, err
		}
		return m.AtLevel(l), nil
	case "frequency":
		f, err := LoadDefaultFrequency()
		if err != nil {
			return nil, err
		}
		return f.AtLevel(l), nil
	}
	return nil, fmt.Errorf("predict: unknown predictor %q (naive, random, frequency, model)", name)
}
