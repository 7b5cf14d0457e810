package bench

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
)

type pathRec struct {
	File   string `json:"file"`
	Path   int    `json:"path"`
	Status string `json:"status"`
}

// TestTypedJournal: an engine's own records (several per item) journal,
// resume and re-run by configuration like bench's, and a panic is a record.
func TestTypedJournal(t *testing.T) {
	out := filepath.Join(t.TempDir(), "j.jsonl")
	var ran atomic.Int32
	job := func(samples int, log io.Writer) *Typed[pathRec] {
		b := &Typed[pathRec]{
			Items: []string{"a.py", "b.py", "c.py"}, Config: Config{Mode: "solve", Samples: samples}, Workers: 2, Out: out,
			Item: func(_ context.Context, f string) []pathRec {
				ran.Add(1)
				if f == "c.py" {
					panic("boom")
				}
				return []pathRec{{f, 1, "validated"}, {f, 2, "unsat"}}
			},
			Fail: func(f, msg string) pathRec {
				return pathRec{File: f, Status: "error: " + strings.SplitN(msg, "\n", 2)[0]}
			},
		}
		if log != nil {
			b.Log = log
		}
		return b
	}
	var log bytes.Buffer
	res, err := job(10, &log).Run(context.Background())
	if err != nil || res.Ran != 3 || len(res.Records) != 5 || res.Records[4].Status != "error: panic: boom" {
		t.Fatalf("first run: %v %+v", err, res)
	}
	if res.Records[0].File != "a.py" || res.Records[2].File != "b.py" {
		t.Errorf("records not in item order: %+v", res.Records)
	}
	// Again: all skipped, and said so.
	log.Reset()
	res, err = job(10, &log).Run(context.Background())
	if err != nil || res.Ran != 0 || len(res.Records) != 5 || ran.Load() != 3 {
		t.Fatalf("resume: %v ran %d, %d records", err, res.Ran, len(res.Records))
	}
	if !strings.Contains(log.String(), "skipping 3 items already recorded") {
		t.Errorf("resume note: %s", log.String())
	}
	// Another configuration runs everything again, and says why.
	log.Reset()
	res, err = job(20, &log).Run(context.Background())
	if err != nil || res.Ran != 3 || len(res.Records) != 5 || !strings.Contains(log.String(), "samples") {
		t.Fatalf("new configuration: %v ran %d: %s", err, res.Ran, log.String())
	}
	// A partial last line (a killed run) is cut, the rest kept.
	f, _ := os.OpenFile(out, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString(`{"file":"a.py","pa`)
	f.Close()
	res, err = job(20, nil).Run(context.Background())
	if err != nil || res.Ran != 0 || len(res.Records) != 5 {
		t.Fatalf("after a cut line: %v ran %d, %d records", err, res.Ran, len(res.Records))
	}
	// An interrupted batch records nothing it did not finish.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	out2 := filepath.Join(t.TempDir(), "k.jsonl")
	j := job(10, nil)
	j.Out = out2
	res, err = j.Run(ctx)
	if err != nil || !res.Interrupted || len(res.Records) != 0 {
		t.Fatalf("interrupted: %v %+v", err, res)
	}
}
