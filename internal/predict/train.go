package predict

import (
	"math"
	"math/rand"
	"runtime"
	"time"
)

// TrainOptions control Train; zero fields take the defaults.
type TrainOptions struct {
	Epochs       int     // passes over the shuffled events; default 3
	Seed         int64   // shuffling seed; same seed and events, same model
	Bits         int     // log2 of the number of feature buckets; default 18
	LearningRate float64 // AdaGrad base rate; default 0.2
	L2           float64 // L2 penalty, applied to the weights an update touches; default 1e-6
	// Prune drops a bucket whose largest absolute weight is below it;
	// default 0.01 (a logit change far below what decides a prediction).
	Prune float64
	// Workers compute features in parallel with the (sequential, hence
	// deterministic) weight updates; default GOMAXPROCS.
	Workers int
	// Weight maps an event's count to its training weight; default
	// 1 + ln(count), so a value read in a hot loop does not drown the rest.
	Weight func(count int) float64
	// Progress, if set, is called after each epoch with the epoch's mean
	// cross-entropy (per unit of weight).
	Progress func(epoch int, loss float64)
}

func (o *TrainOptions) defaults() {
	if o.Epochs <= 0 {
		o.Epochs = 3
	}
	if o.Bits <= 0 {
		o.Bits = 18
	}
	if o.Bits < 8 {
		o.Bits = 8
	}
	if o.Bits > 24 {
		o.Bits = 24
	}
	if o.LearningRate <= 0 {
		o.LearningRate = 0.2
	}
	if o.L2 < 0 {
		o.L2 = 0
	} else if o.L2 == 0 {
		o.L2 = 1e-6
	}
	if o.Prune <= 0 {
		o.Prune = 0.01
	}
	if o.Workers <= 0 {
		o.Workers = runtime.GOMAXPROCS(0)
	}
	if o.Weight == nil {
		o.Weight = func(c int) float64 {
			if c <= 1 {
				return 1
			}
			return 1 + math.Log(float64(c))
		}
	}
}

// TrainStats describe a training run.
type TrainStats struct {
	Events       int       `json:"events"` // distinct events trained on (with a known class)
	Uses         int64     `json:"uses"`   // the same, counted with their counts
	Epochs       int       `json:"epochs"`
	Seconds      float64   `json:"seconds"`
	EventsPerSec float64   `json:"events_per_sec"` // event updates per second, all epochs
	Loss         []float64 `json:"loss"`           // mean cross-entropy per epoch
	Bits         int       `json:"bits"`
	Buckets      int       `json:"buckets"` // buckets kept after pruning
}

// featBatch is a run of consecutive events (in the epoch's order) with their
// features, computed by a worker.
type featBatch struct {
	start, end int      // positions in the epoch order
	ids        []uint32 // features of all events, concatenated
	off        []int32  // event i's features: ids[off[i]:off[i+1]]
	done       chan struct{}
}

const (
	trainBatch = 256
	wstride    = 32 // floats per bucket row in training (NumFine, accumulator, pad): two cache lines
)

// Train fits a Model (fine level) to the events by AdaGrad on the softmax
// cross-entropy. Events with a class that is not a fine class are skipped.
// The result depends only on the events, their order and opts.
func Train(events []Event, opts TrainOptions) (*Model, Report) {
	opts.defaults()
	t0 := time.Now()
	bits := opts.Bits
	mask := uint32(1)<<bits - 1

	// Keep the events with a usable class.
	idx := make([]int32, 0, len(events))
	labels := make([]int8, len(events))
	weights := make([]float32, len(events))
	var uses int64
	for i := range events {
		c, ok := fineIndex[events[i].Class]
		if !ok {
			continue
		}
		idx = append(idx, int32(i))
		labels[i] = int8(c)
		weights[i] = float32(opts.Weight(events[i].Weight()))
		uses += int64(events[i].Weight())
	}

	// Training weights: per bucket a row of NumFine weights followed by the
	// bucket's AdaGrad accumulator (one per bucket, over all classes: one
	// square root per feature instead of per weight), padded to wstride.
	w := make([]float32, (1<<bits)*wstride)
	lr := float32(opts.LearningRate)
	l2 := float32(opts.L2)
	const eps = 1e-8
	const tiny = 1e-5 // skip near-zero gradient components

	stats := TrainStats{Events: len(idx), Uses: uses, Epochs: opts.Epochs, Bits: bits}
	order := make([]int32, len(idx))
	copy(order, idx)
	rng := rand.New(rand.NewSource(opts.Seed))

	nbuf := 4 * opts.Workers
	free := make(chan *featBatch, nbuf)
	for i := 0; i < nbuf; i++ {
		free <- &featBatch{ids: make([]uint32, 0, trainBatch*64), off: make([]int32, 0, trainBatch+1)}
	}

	for epoch := 0; epoch < opts.Epochs; epoch++ {
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })

		jobs := make(chan *featBatch, nbuf)
		queue := make(chan *featBatch, nbuf)
		for k := 0; k < opts.Workers; k++ {
			go func() {
				var q Query
				for b := range jobs {
					b.ids = b.ids[:0]
					b.off = append(b.off[:0], 0)
					for _, ei := range order[b.start:b.end] {
						e := &events[ei]
						q = Query{Name: e.Name, Kind: e.Kind, Before: e.Before, After: e.After}
						b.ids = appendFeatures(&q, mask, b.ids)
						b.off = append(b.off, int32(len(b.ids)))
					}
					close(b.done)
				}
			}()
		}
		go func() {
			for s := 0; s < len(order); s += trainBatch {
				b := <-free
				b.start, b.end = s, min(s+trainBatch, len(order))
				b.done = make(chan struct{})
				jobs <- b
				queue <- b
			}
			close(jobs)
			close(queue)
		}()

		var loss, wsum float64
		var logits [NumFine]float32
		var p [NumFine]float64
		var g [NumFine]float32
		var act [NumFine]int8
		for b := range queue {
			<-b.done
			for k, ei := range order[b.start:b.end] {
				ids := b.ids[b.off[k]:b.off[k+1]]
				y := int(labels[ei])
				wt := weights[ei]
				var touch float32
				for _, f := range ids { // overlap the rows' cache misses
					touch += w[int(f)*wstride] + w[int(f)*wstride+16]
				}
				logits = [NumFine]float32{}
				if touch != touch { // NaN: keeps the loads; never true in practice
					logits[0] = touch
				}
				for _, f := range ids {
					row := (*[NumFine]float32)(w[int(f)*wstride:])
					for c, v := range row {
						logits[c] += v
					}
				}
				softmax(&logits, &p)
				loss += float64(wt) * -math.Log(math.Max(p[y], 1e-12))
				wsum += float64(wt)
				// Gradient components that matter (most classes end up with
				// p ~ 0 and are skipped).
				na := 0
				for c := range p {
					gc := wt * float32(p[c])
					if c == y {
						gc -= wt
					}
					if gc > -tiny && gc < tiny {
						continue
					}
					act[na] = int8(c)
					g[na] = gc
					na++
				}
				// Every feature has value 1, so all rows share the gradient
				// and its squared norm (the L2 term is left out of the
				// accumulator).
				var n2 float32
				for k := 0; k < na; k++ {
					n2 += g[k] * g[k]
				}
				for _, f := range ids {
					row := (*[wstride]float32)(w[int(f)*wstride:])
					a := row[NumFine] + n2
					row[NumFine] = a
					step := lr / float32(math.Sqrt(float64(a+eps)))
					for k := 0; k < na; k++ {
						c := act[k]
						row[c] -= step * (g[k] + l2*row[c])
					}
				}
			}
			free <- b
		}
		if wsum > 0 {
			loss /= wsum
		}
		stats.Loss = append(stats.Loss, loss)
		if opts.Progress != nil {
			opts.Progress(epoch+1, loss)
		}
	}

	m := newModel(bits)
	prune := float32(opts.Prune)
	for b := 0; b < 1<<bits; b++ {
		row := w[b*wstride : b*wstride+NumFine]
		var mx float32
		for _, v := range row {
			if v < 0 {
				v = -v
			}
			if v > mx {
				mx = v
			}
		}
		if mx < prune {
			continue
		}
		s := mx / 127
		r := &m.rows[b]
		r.scale = s
		for c, v := range row {
			r.w[c] = int8(math.Round(float64(v / s)))
		}
		m.usedBk++
	}
	m.info = ModelInfo{Bits: bits, Buckets: m.usedBk, Events: len(idx), Uses: uses, Epochs: opts.Epochs, Seed: opts.Seed}
	stats.Buckets = m.usedBk
	stats.Seconds = time.Since(t0).Seconds()
	if stats.Seconds > 0 {
		stats.EventsPerSec = float64(len(idx)*opts.Epochs) / stats.Seconds
	}
	return m, Report{Level: LevelFine, Train: &stats}
}

// appendFeatures appends q's feature buckets to dst.
func appendFeatures(q *Query, mask uint32, dst []uint32) []uint32 {
	var buf featBuf
	return append(dst, features(q, mask, &buf)...)
}
