package bench

import (
	"context"
	"fmt"
	"io"
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
	finished := journal.Finished(hash)
	// The newest record of each item of another configuration, to say
	// why the item runs again.
	other := map[string]Record{}
	for _, r := range journal.Records() {
		if r.ConfigHash != hash {
			other[r.File] = r
		}
	}
	var todo []string
	why := map[string]int{}
	res := &JobResult{}
	for _, it := range j.Items {
		if finished[it] {
			continue
		}
		todo = append(todo, it)
		if r, ok := other[it]; ok {
			res.Reconfigured++
			why[j.Config.why(r)]++
		}
	}
	res.Why = topCounts(why, len(why))
	logf("unstuck: %d items, %d already in %s, %d to run (configuration %s)", len(j.Items), len(j.Items)-len(todo), j.Out, len(todo), hash)
	if res.Reconfigured > 0 {
		logf("unstuck: %d of them re-run because the configuration changed:", res.Reconfigured)
		for _, c := range res.Why {
			logf("unstuck:   %d items: %s", c.Count, c.Name)
		}
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
