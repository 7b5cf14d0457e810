// Package bench is the batch driver: it runs many files through a Runner
// with a pool of workers, journals each result as a JSONL line the moment it
// is known, resumes an interrupted batch from that journal, and sums the
// records up (and against a reference) for reports. The unit of work is a
// plain path; what running one means is the Runner's business, so modes
// other than as-is plug in without touching the batch.
//
// Every record carries the Config that produced it (mode, predictor,
// proposer, options, limits, interpreter, isolation, unstuck version) and
// its hash. Resume skips an item only when it has a record of the current
// hash, and summaries, Latest and Merge never combine two hashes. A new
// mode or option keys its journals by adding an omitempty field to Config
// (config.go) and filling it in its driver (cmd/unstuck/bench.go,
// benchConfig); nothing else changes. A driver with its own record type
// embeds Keyed in its records and resumes with ReadKeyed and PlanResume.
package bench

import (
	"context"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"unstuck/internal/execute"
)

// Runner runs one item. It must honour ctx: when ctx is done the batch is
// being interrupted and the result will be thrown away.
type Runner interface {
	Run(ctx context.Context, file string) *execute.Result
}

// RunnerFunc adapts a function to Runner.
type RunnerFunc func(ctx context.Context, file string) *execute.Result

// Run calls f.
func (f RunnerFunc) Run(ctx context.Context, file string) *execute.Result { return f(ctx, file) }

// modes maps a mode name to how to build its Runner over an executor; m
// carries the mode's settings (predictor, concretization).
var modes = map[string]func(ex *execute.Executor, m execute.Mode) Runner{
	"as-is":     runMode,
	"lexecutor": runMode,
	"record":    runMode,
	// explore needs the prefix explorer: its driver builds the Runner.
	"explore": func(*execute.Executor, execute.Mode) Runner { return nil },
	// parse times the front end alone (parse + line table), no execution.
	"parse": func(*execute.Executor, execute.Mode) Runner {
		return RunnerFunc(func(_ context.Context, f string) *execute.Result { return execute.ParseFile(f) })
	},
}

func runMode(ex *execute.Executor, m execute.Mode) Runner {
	// Cut-out bodies run wrapped, as in `unstuck run` and explore.
	return RunnerFunc(func(ctx context.Context, f string) *execute.Result {
		r, _ := ex.RunFileWrapped(ctx, f, m)
		return r
	})
}

// Modes lists the mode names, sorted.
func Modes() []string {
	var out []string
	for m := range modes {
		out = append(out, m)
	}
	sort.Strings(out)
	return out
}

// CheckMode says whether mode exists, so that a typo is caught before the
// interpreter is probed and files are walked.
func CheckMode(mode string) error {
	if _, ok := modes[mode]; !ok {
		return fmt.Errorf("unknown mode %q (have %s)", mode, strings.Join(Modes(), ", "))
	}
	return nil
}

// NewRunner builds the Runner of m.Name.
func NewRunner(ex *execute.Executor, m execute.Mode) (Runner, error) {
	if err := CheckMode(m.Name); err != nil {
		return nil, err
	}
	return modes[m.Name](ex, m), nil
}

// Batch runs items and journals their records.
type Batch struct {
	Runner   Runner
	Mode     string
	Config   *Config // stamped on every record with its hash; nil: none
	Workers  int
	Journal  *Journal
	Progress *Progress // nil for silence
}

// Stats say what one Batch.Run did.
type Stats struct {
	Ran       int           // items recorded by this run
	Cancelled int           // items started or queued when ctx ended, not recorded
	Wall      time.Duration // from the first start to the last record
}

// Run runs items (callers drop the finished ones first) until all are
// recorded or ctx ends. A failing or panicking item is recorded and the
// batch goes on; an interrupted item is not recorded, so a resume reruns
// it. The only error is failing to write the journal, which stops the
// batch because results could no longer be kept.
func (b *Batch) Run(ctx context.Context, items []string) (Stats, error) {
	start := time.Now()
	workers := max(1, b.Workers)
	hash := ""
	if b.Config != nil {
		hash = b.Config.Hash()
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()

	queue := make(chan string)
	go func() {
		defer close(queue)
		for _, it := range items {
			select {
			case queue <- it:
			case <-ctx.Done():
				return
			}
		}
	}()

	type done struct {
		rec Record
		ok  bool // false: interrupted, do not record
	}
	results := make(chan done)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for it := range queue {
				if ctx.Err() != nil {
					return
				}
				r := b.runOne(ctx, it)
				// A result that came back after the interrupt may be a run
				// cut short; only a clean rerun tells the truth about it.
				ok := ctx.Err() == nil && r.Failure != "cancelled"
				rec := NewRecord(it, b.Mode, r)
				rec.Path, _ = filepath.Abs(it)
				rec.Config, rec.ConfigHash = b.Config, hash
				results <- done{rec, ok}
			}
		}()
	}
	go func() {
		wg.Wait()
		close(results)
	}()

	// This goroutine is the journal's only writer.
	var st Stats
	var werr error
	for d := range results {
		if !d.ok || werr != nil {
			continue
		}
		if err := b.Journal.Append(d.rec); err != nil {
			werr = err
			cancel()
			continue
		}
		st.Ran++
		if b.Progress != nil {
			b.Progress.Item(d.rec.File, d.rec.Status)
		}
	}
	st.Cancelled = len(items) - st.Ran
	st.Wall = time.Since(start)
	return st, werr
}

// runOne turns a panic or a missing result into a failure of the item, so
// one bad file cannot take the batch down.
func (b *Batch) runOne(ctx context.Context, file string) (r *execute.Result) {
	defer func() {
		if p := recover(); p != nil {
			r = &execute.Result{File: file, Mode: b.Mode, Failure: fmt.Sprintf("panic: %v", p)}
		}
	}()
	r = b.Runner.Run(ctx, file)
	if r == nil {
		r = &execute.Result{File: file, Mode: b.Mode, Failure: "runner returned no result"}
	}
	return r
}
