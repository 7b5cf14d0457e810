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
	Items    []string
	Runner   Runner
	Mode     string
	Workers  int
	Out      string    // JSONL journal, appended to and resumed from
	Log      io.Writer // one-line notes (resume, cut lines); nil for none
	Progress func(total int) *Progress
}

// JobResult is what a Job did and all records of its items.
type JobResult struct {
	Stats       Stats
	Records     []Record // the latest record of each item of the job, from the journal
	Interrupted bool
}

// Run runs the items not yet in the journal and reads back the records of
// all of them.
func (j *Job) Run(ctx context.Context) (*JobResult, error) {
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
	finished := journal.Finished(j.Mode)
	var todo []string
	for _, it := range j.Items {
		if !finished[it] {
			todo = append(todo, it)
		}
	}
	logf("unstuck: %d items, %d already in %s, %d to run", len(j.Items), len(j.Items)-len(todo), j.Out, len(todo))
	var prog *Progress
	if j.Progress != nil && len(todo) > 0 {
		prog = j.Progress(len(todo))
		prog.Start()
	}
	b := &Batch{Runner: j.Runner, Mode: j.Mode, Workers: j.Workers, Journal: journal, Progress: prog}
	st, runErr := b.Run(ctx, todo)
	if prog != nil {
		prog.Finish()
	}
	if err := journal.Close(); err != nil && runErr == nil {
		runErr = err
	}
	res := &JobResult{Stats: st, Interrupted: ctx.Err() != nil && st.Cancelled > 0}
	if runErr != nil {
		return res, runErr
	}
	recs, err := ReadRecords(j.Out)
	if err != nil {
		return res, err
	}
	res.Records = Latest(recs, j.Items, j.Mode)
	return res, nil
}
