// The one batch driver for engines whose records are their own (solve: one
// record per path, debug: one per case): items journaled as JSONL lines
// keyed by configuration like bench's own records, resumed, sharded by the
// caller's item list, interrupted without losing a finished item, with the
// same resume note and progress. Job (drive.go) is the same driver for
// bench.Record.
package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"sync"
	"time"
)

// Typed is one journaled batch of an engine with records of type T.
type Typed[T any] struct {
	Items []string
	// Item gives an item's records (at least one); a panic becomes Fail's.
	Item func(ctx context.Context, item string) []T
	Fail func(item, message string) T
	// Status is the word progress shows for an item's records.
	Status   func(recs []T) string
	Config   Config // keys the journal (Run stamps the unstuck version)
	Workers  int
	Out      string    // JSONL journal, appended to and resumed from
	Log      io.Writer // resume notes; nil for none
	Progress func(total int) *Progress
}

// TypedResult is what a Typed batch did and the records of its items.
type TypedResult[T any] struct {
	Plan        Plan
	Ran         int           // items run now
	Wall        time.Duration // of this run
	Records     []T           // the records of the configuration for the items, in item order
	Interrupted bool
}

// Run runs the items without records of the configuration and reads back
// the records of all of them.
func (b *Typed[T]) Run(ctx context.Context) (*TypedResult[T], error) {
	if b.Config.Version == "" {
		b.Config.Version = Version()
	}
	hash := b.Config.Hash()
	j, err := OpenJournal(b.Out) // locks, cuts a partial last line
	if err != nil {
		return nil, err
	}
	defer j.Close()
	if j.Cut() > 0 && b.Log != nil {
		fmt.Fprintf(b.Log, "unstuck: removed a partial last line (%d bytes) from %s\n", j.Cut(), b.Out)
	}
	prior, err := ReadKeyed(b.Out)
	if err != nil {
		return nil, err
	}
	plan := PlanResume(prior, b.Items, b.Config)
	if b.Log != nil {
		plan.Log(b.Log, b.Out)
	}
	res := &TypedResult[T]{Plan: plan}
	var prog *Progress
	if b.Progress != nil && len(plan.Todo) > 0 {
		prog = b.Progress(len(plan.Todo))
		prog.Start()
	}
	start := time.Now()
	queue := make(chan string)
	type done struct {
		item string
		recs []T
	}
	results := make(chan done)
	go func() {
		defer close(queue)
		for _, it := range plan.Todo {
			select {
			case queue <- it:
			case <-ctx.Done():
				return
			}
		}
	}()
	var wg sync.WaitGroup
	for w := 0; w < max(1, b.Workers); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for it := range queue {
				recs := b.runItem(ctx, it)
				if ctx.Err() != nil {
					return // interrupted: not recorded, resume runs it again
				}
				results <- done{it, recs}
			}
		}()
	}
	go func() { wg.Wait(); close(results) }()
	cfg := b.Config
	var werr error
	for d := range results {
		if werr != nil {
			continue // drain; the journal can no longer keep results
		}
		var buf bytes.Buffer
		for _, r := range d.recs {
			line, err := stamped(r, hash, &cfg)
			if err != nil {
				werr = err
				break
			}
			buf.Write(append(line, '\n'))
		}
		// One write per item: a killed run leaves whole items or a
		// partial last line, which the next opening cuts.
		if werr == nil {
			werr = j.appendBytes(buf.Bytes())
		}
		res.Ran++
		if prog != nil {
			st := ""
			if b.Status != nil {
				st = b.Status(d.recs)
			}
			prog.Item(d.item, st)
		}
	}
	if prog != nil {
		prog.Finish()
	}
	res.Wall = time.Since(start)
	res.Interrupted = ctx.Err() != nil
	if werr != nil {
		return res, werr
	}
	if err := j.Close(); err != nil {
		return res, err
	}
	res.Records, err = readTyped[T](b.Out, b.Items, hash)
	return res, err
}

// runItem runs one item, turning a panic into a record.
func (b *Typed[T]) runItem(ctx context.Context, item string) (recs []T) {
	defer func() {
		if p := recover(); p != nil {
			recs = []T{b.Fail(item, fmt.Sprintf("panic: %v\n%s", p, debug.Stack()))}
		}
	}()
	recs = b.Item(ctx, item)
	if len(recs) == 0 {
		recs = []T{b.Fail(item, "no records")}
	}
	return recs
}

// stamped is r's JSON with the configuration and its hash added, as
// every journal line carries them.
func stamped(r any, hash string, c *Config) ([]byte, error) {
	b, err := json.Marshal(r)
	if err != nil {
		return nil, err
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("a journal record must be a JSON object: %w", err)
	}
	m["config_hash"], _ = json.Marshal(hash)
	m["config"], _ = json.Marshal(c)
	return json.Marshal(m)
}

// readTyped reads the records of configuration hash for items, in item
// order.
func readTyped[T any](path string, items []string, hash string) ([]T, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	byItem := map[string][]T{}
	for _, line := range bytes.Split(data[:bytes.LastIndexByte(data, '\n')+1], []byte("\n")) {
		var k Keyed
		if json.Unmarshal(line, &k) != nil || k.File == "" || k.ConfigHash != hash {
			continue
		}
		var r T
		if json.Unmarshal(line, &r) == nil {
			byItem[k.File] = append(byItem[k.File], r)
		}
	}
	var out []T
	for _, it := range items {
		out = append(out, byItem[it]...)
	}
	return out, nil
}

// MergeTyped combines the journals of a sharded Typed batch as Merge
// combines bench's: an item's records come from the last journal that
// holds the item, and records of several configurations are refused
// unless opt says which to keep. Lines are the merged journal's lines.
func MergeTyped[T any](paths []string, opt MergeOptions) (recs []T, lines [][]byte, m *Merged, err error) {
	type item struct {
		journal int
		lines   [][]byte
	}
	byItem := map[string]*item{}
	var stubs []Record // what Merge needs to judge the configurations
	for ji, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			return nil, nil, nil, err
		}
		for _, line := range bytes.Split(data[:bytes.LastIndexByte(data, '\n')+1], []byte("\n")) {
			var k Keyed
			if json.Unmarshal(line, &k) != nil || k.File == "" || opt.Config != "" && k.ConfigHash != opt.Config {
				continue
			}
			it := byItem[k.File]
			if it == nil || it.journal != ji {
				it = &item{journal: ji}
				byItem[k.File] = it
			}
			it.lines = append(it.lines, line)
			stubs = append(stubs, Record{File: k.File, ConfigHash: k.ConfigHash, Config: k.Config})
		}
	}
	if m, err = Merge([][]Record{stubs}, opt); err != nil {
		return nil, nil, nil, err
	}
	for _, stub := range m.Records { // sorted by item; its newest configuration
		for _, line := range byItem[stub.File].lines {
			var k Keyed
			var r T
			if json.Unmarshal(line, &k) == nil && k.ConfigHash == stub.ConfigHash && json.Unmarshal(line, &r) == nil {
				recs = append(recs, r)
				lines = append(lines, line)
			}
		}
	}
	return recs, lines, m, nil
}
