// Tests of the batch engine with a fake Runner: no Python needed.
package bench

import (
	"context"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"unstuck/internal/execute"
)

// fake covers as many lines as the digit in the file name, of 4, panics on
// names containing "panic" and fails on names containing "fail".
type fake struct {
	mu  sync.Mutex
	ran []string
}

func (f *fake) Run(ctx context.Context, file string) *execute.Result {
	f.mu.Lock()
	f.ran = append(f.ran, file)
	f.mu.Unlock()
	switch {
	case strings.Contains(file, "panic"):
		panic("bad item")
	case strings.Contains(file, "fail"):
		return &execute.Result{File: file, Failure: "sandbox: no room"}
	case strings.Contains(file, "nil"):
		return nil
	}
	n := int(file[len(file)-4] - '0')
	r := &execute.Result{File: file, Mode: "as-is", Status: "ok", Countable: 4, Covered: n,
		Coverage: float64(n) / 4, Error: &execute.Error{Type: "E", Traceback: "long"}, Stdout: "noise"}
	return r
}

func runBatch(t *testing.T, out string, r Runner, items []string) Stats {
	t.Helper()
	j, err := OpenJournal(out)
	if err != nil {
		t.Fatal(err)
	}
	fin := j.Finished("")
	var todo []string
	for _, it := range items {
		if !fin[it] {
			todo = append(todo, it)
		}
	}
	b := &Batch{Runner: r, Mode: "as-is", Workers: 3, Journal: j}
	st, err := b.Run(context.Background(), todo)
	if err != nil {
		t.Fatal(err)
	}
	if err := j.Close(); err != nil {
		t.Fatal(err)
	}
	return st
}

func TestBatchRecordsEverything(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out.jsonl")
	items := []string{"d/a1.py", "d/b2.py", "d/panic3.py", "d/c4.py", "d/fail0.py", "d/nil0.py", "d/e0.py"}
	f := &fake{}
	st := runBatch(t, out, f, items)
	if st.Ran != len(items) || st.Cancelled != 0 {
		t.Fatalf("stats %+v", st)
	}
	recs, err := ReadRecords(out)
	if err != nil {
		t.Fatal(err)
	}
	got := Latest(recs, items, "")
	if len(got) != len(items) {
		t.Fatalf("%d records, want %d", len(got), len(items))
	}
	by := map[string]Record{}
	for _, r := range got {
		by[r.File] = r
	}
	if r := by["d/b2.py"]; r.Covered != 2 || r.Coverage != 0.5 || r.Error == nil || r.Error.Traceback != "" {
		t.Errorf("b2: %+v", r)
	}
	if r := by["d/panic3.py"]; !strings.Contains(r.Failure, "panic: bad item") || r.Status != StatusFailure {
		t.Errorf("panic item: %+v", r)
	}
	if r := by["d/fail0.py"]; r.Failure == "" || r.Status != StatusFailure {
		t.Errorf("failed item: %+v", r)
	}
	if r := by["d/nil0.py"]; r.Failure == "" {
		t.Errorf("nil result: %+v", r)
	}

	// A second run finds everything done and runs nothing.
	f2 := &fake{}
	st = runBatch(t, out, f2, items)
	if st.Ran != 0 || len(f2.ran) != 0 {
		t.Errorf("second run ran %v", f2.ran)
	}
	s := Summarize(Latest(mustRead(t, out), items, ""))
	if s.Recorded != 7 || s.Failures != 3 || !near(s.MeanCoverage, (1+2+4+0)/16.0) {
		t.Errorf("summary after resume %+v", s)
	}
}

func mustRead(t *testing.T, path string) []Record {
	recs, err := ReadRecords(path)
	if err != nil {
		t.Fatal(err)
	}
	return recs
}

// blocking waits for the context on items named "slow", as a long snippet
// being interrupted would.
type blocking struct{ started atomic.Int32 }

func (b *blocking) Run(ctx context.Context, file string) *execute.Result {
	if strings.Contains(file, "slow") {
		b.started.Add(1)
		<-ctx.Done()
		return &execute.Result{File: file, Failure: "cancelled"}
	}
	return &execute.Result{File: file, Status: "ok", Countable: 1, Covered: 1, Coverage: 1}
}

func TestBatchInterrupt(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out.jsonl")
	j, err := OpenJournal(out)
	if err != nil {
		t.Fatal(err)
	}
	items := []string{"a1.py", "b1.py", "slow1.py", "slow2.py"}
	for i := range 20 {
		items = append(items, fmt.Sprintf("z%02d.py", i))
	}
	r := &blocking{}
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		// Both workers end up stuck on the slow items; then interrupt.
		for r.started.Load() < 2 {
			time.Sleep(time.Millisecond)
		}
		cancel()
	}()
	b := &Batch{Runner: r, Mode: "as-is", Workers: 2, Journal: j}
	done := make(chan Stats)
	go func() {
		st, _ := b.Run(ctx, items)
		done <- st
	}()
	var st Stats
	select {
	case st = <-done:
	case <-time.After(2 * time.Minute): // the blocked items never end by themselves
		t.Fatal("the batch did not stop after the interrupt")
	}
	j.Close()
	recs := mustRead(t, out)
	var files []string
	for _, r := range recs {
		files = append(files, r.File)
	}
	sort.Strings(files)
	if strings.Join(files, " ") != "a1.py b1.py" {
		t.Errorf("recorded %v, want only a1.py and b1.py", files)
	}
	if st.Ran != 2 || st.Cancelled != len(items)-2 {
		t.Errorf("stats %+v", st)
	}
}
