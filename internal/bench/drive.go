package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
)

// Job is one journaled batch: the items, how to run them and where the
// records go. It is what `unstuck bench` and `unstuck train` (recording its
// corpus) both drive.
type Job struct {
	Items  []string
	Runner Runner
	// Config keys the journal: an item is skipped only when it has a
	// record of the same configuration hash. Run fills Mode (from Mode
	// below when unset) and Version.
	Config   Config
	Mode     string // the mode, when Config.Mode is unset
	Workers  int
	Out      string    // JSONL journal, appended to and resumed from
	Log      io.Writer // one-line notes (resume, reruns, cut lines); nil for none
	Progress func(total int) *Progress
}

// JobResult is what a Job did and all records of its items.
type JobResult struct {
	Stats   Stats
	Records []Record // the latest record of the job's configuration for each item, from the journal
	// Reconfigured counts the items re-run because their records are of
	// another configuration; Why says which settings differed, with how
	// many items each difference concerned.
	Reconfigured int
	Why          []Count
	Interrupted  bool
}

// Run runs the items that have no record of the job's configuration yet and
// reads back the records of all of them.
func (j *Job) Run(ctx context.Context) (*JobResult, error) {
	if j.Config.Mode == "" {
		j.Config.Mode = j.Mode
	}
	if j.Mode == "" {
		j.Mode = j.Config.Mode
	}
	if j.Config.Version == "" {
		j.Config.Version = Version()
	}
	hash := j.Config.Hash()
	journal, err := OpenJournal(j.Out)
	if err != nil {
		return nil, err
	}
	logf := func(format string, args ...any) {
		if j.Log != nil {
			fmt.Fprintf(j.Log, format+"\n", args...)
		}
	}
	if n := journal.Cut(); n > 0 {
		logf("unstuck: removed a partial last line (%d bytes) from %s", n, j.Out)
	}
	keys := make([]Keyed, len(journal.Records()))
	for i, r := range journal.Records() {
		keys[i] = Keyed{File: r.File, ConfigHash: r.ConfigHash, Config: r.Config}
	}
	plan := PlanResume(keys, j.Items, j.Config)
	todo := plan.Todo
	res := &JobResult{Reconfigured: plan.Reconfigured, Why: plan.Why}
	if j.Log != nil {
		plan.Log(j.Log, j.Out)
	}
	var prog *Progress
	if j.Progress != nil && len(todo) > 0 {
		prog = j.Progress(len(todo))
		prog.Start()
	}
	b := &Batch{Runner: j.Runner, Mode: j.Mode, Config: &j.Config, Workers: j.Workers, Journal: journal, Progress: prog}
	st, runErr := b.Run(ctx, todo)
	if prog != nil {
		prog.Finish()
	}
	if err := journal.Close(); err != nil && runErr == nil {
		runErr = err
	}
	res.Stats, res.Interrupted = st, ctx.Err() != nil && st.Cancelled > 0
	if runErr != nil {
		return res, runErr
	}
	recs, err := ReadRecords(j.Out)
	if err != nil {
		return res, err
	}
	res.Records = Latest(recs, j.Items, hash)
	return res, nil
}

// Keyed is what resume needs of a journal line: the item and the
// configuration that produced it. Drivers with their own record types
// (solve, debug) key their journals by giving their records these fields
// (embed Keyed) and resuming with ReadKeyed and PlanResume.
type Keyed struct {
	File       string  `json:"file"`
	ConfigHash string  `json:"config_hash,omitempty"`
	Config     *Config `json:"config,omitempty"`
}

// ReadKeyed reads the item and configuration of every complete line of a
// JSONL journal; a missing file has none.
func ReadKeyed(path string) ([]Keyed, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []Keyed
	for _, line := range bytes.Split(data[:bytes.LastIndexByte(data, '\n')+1], []byte("\n")) {
		var k Keyed
		if json.Unmarshal(line, &k) == nil && k.File != "" {
			out = append(out, k)
		}
	}
	return out, nil
}

// Plan is what resume decides for a batch's items under one configuration.
type Plan struct {
	Hash         string
	Items, Done  int
	Todo         []string // items without a record of the configuration, in order
	Reconfigured int      // of Todo, items with records of other configurations only
	Why          []Count  // the settings that differed, with how many items each
}

// PlanResume keeps for running the items that have no record of c (c
// complete, Version included) among prior, and says why items that have
// records of other configurations run again.
func PlanResume(prior []Keyed, items []string, c Config) Plan {
	p := Plan{Hash: c.Hash(), Items: len(items)}
	done := map[string]bool{}
	other := map[string]Keyed{} // the newest record of another configuration
	for _, k := range prior {
		if k.ConfigHash == p.Hash {
			done[k.File] = true
		} else {
			other[k.File] = k
		}
	}
	why := map[string]int{}
	for _, it := range items {
		if done[it] {
			p.Done++
			continue
		}
		p.Todo = append(p.Todo, it)
		if k, ok := other[it]; ok {
			p.Reconfigured++
			why[c.why(k)]++
		}
	}
	p.Why = topCounts(why, len(why))
	return p
}

// Log says what the plan is, and why items run again.
func (p Plan) Log(w io.Writer, journal string) {
	fmt.Fprintf(w, "unstuck: %d items, %d to run (configuration %s)\n", p.Items, len(p.Todo), p.Hash)
	if p.Done > 0 {
		fmt.Fprintf(w, "unstuck: skipping %d items already recorded in %s with this configuration (resume); delete it or give another --out to run them again\n", p.Done, journal)
	}
	if p.Reconfigured > 0 {
		fmt.Fprintf(w, "unstuck: %d of them re-run because the configuration changed:\n", p.Reconfigured)
		for _, c := range p.Why {
			fmt.Fprintf(w, "unstuck:   %d items: %s\n", c.Count, c.Name)
		}
	}
}
