package execute

import (
	"context"
	"strconv"
	"testing"
	"time"

	"unstuck/internal/sandbox"
)

// A run and a session's batch report the CPU their interpreters spent
// (the harness's and the batch server's own accounting, Result.CPUSeconds):
// a loop that only computes spends some; the count is that work's, so a
// run of twice the work reports more.
func TestCPUSeconds(t *testing.T) {
	executor(t) // skips without python3
	// Time enough for the loops on a loaded machine: the CPU is what counts.
	ex, err := New(Options{Limits: sandbox.Limits{Wall: 5 * time.Minute}})
	if err != nil {
		t.Fatal(err)
	}
	loop := func(n int) string {
		return "s = 0\nfor i in range(" + strconv.Itoa(n) + "):\n    s += i * i\nprint(s > 0)\n"
	}
	small := ex.Run(context.Background(), "small.py", []byte(loop(50_000)))
	big := ex.Run(context.Background(), "big.py", []byte(loop(500_000)))
	if small.Status != "ok" || big.Status != "ok" {
		t.Fatalf("status %s / %s", small.Status, big.Status)
	}
	if small.CPUSeconds <= 0 || big.CPUSeconds <= small.CPUSeconds {
		t.Errorf("CPU %.3f s for 5e4 steps, %.3f s for 5e5: want both counted, the larger loop more", small.CPUSeconds, big.CPUSeconds)
	}
	s, r := ex.StartSession(context.Background(), "snippet.py", []byte("for i in range(n):\n    s += i * i\n"), Mode{Parallel: 1, Wall: time.Minute})
	if s == nil {
		t.Fatalf("no session: %+v", r)
	}
	defer s.Close()
	b := s.Run([]Job{{ID: 1, Prefix: []string{"n, s = 500_000, 0"}, Timeout: 240}}, nil)
	if b.Status != "ok" || len(b.Batch) != 1 || b.Batch[0].Status != "ok" {
		t.Fatalf("batch: status %s, %+v", b.Status, b.Batch)
	}
	if b.CPUSeconds <= small.CPUSeconds {
		t.Errorf("batch CPU %.3f s: want its job's 5e5 steps counted (a run of 5e4 took %.3f s)", b.CPUSeconds, small.CPUSeconds)
	}
}

// A session's first batch counts the server's start-up, its second only
// its jobs; a warm server's own start-up is charged once, to the first
// snippet it serves, and a snippet's server forked from it counts its
// preimports in its first batch.
func TestCPUSecondsStartUps(t *testing.T) {
	ex := executor(t)
	heavy := []string{"asyncio", "email.mime.multipart", "http.server", "unittest", "xml.dom.minidom", "decimal", "argparse"}
	noop := []Job{{ID: 1, Prefix: []string{"x = 1"}, Timeout: 60}}
	s, r := ex.StartSession(context.Background(), "snippet.py", []byte("y = x\n"), Mode{Parallel: 1, Wall: time.Minute, Preimport: heavy})
	if s == nil {
		t.Fatalf("no session: %+v", r)
	}
	first, second := s.Run(noop, nil), s.Run(noop, nil)
	s.Close()
	if first.Status != "ok" || second.Status != "ok" {
		t.Fatalf("status %s / %s", first.Status, second.Status)
	}
	t.Logf("session: first batch %.4f s, second %.4f s", first.CPUSeconds, second.CPUSeconds)
	if first.CPUSeconds <= second.CPUSeconds+0.01 {
		t.Errorf("session: first batch %.4f s of CPU, second %.4f s: want the start-up and imports in the first", first.CPUSeconds, second.CPUSeconds)
	}
	if s.TakeStartCPU() != 0 {
		t.Errorf("a session of its own has no warm start-up to charge")
	}
	if ex.Warm() == nil {
		t.Skip("warm servers need bubblewrap")
	}
	pool := newPool(ex)
	defer pool.Close()
	var taken []float64
	for i := 0; i < 2; i++ {
		ws, r := pool.Session(context.Background(), "snippet.py", []byte("y = x\n"), Mode{Parallel: 1, Wall: time.Minute}, heavy)
		if ws == nil {
			t.Fatalf("no warm session: %+v", r)
		}
		taken = append(taken, ws.TakeStartCPU())
		if again := ws.TakeStartCPU(); again != 0 {
			t.Errorf("start-up CPU charged twice (%.4f s)", again)
		}
		// The snippet's server imported heavy when it opened, before
		// either batch.
		first, second := ws.Run(noop, nil), ws.Run(noop, nil)
		ws.Close()
		pool.Settle()
		t.Logf("warm session %d: first batch %.4f s, second %.4f s", i, first.CPUSeconds, second.CPUSeconds)
		if first.CPUSeconds <= second.CPUSeconds+0.01 {
			t.Errorf("warm session %d: first batch %.4f s of CPU, second %.4f s: want the snippet's preimports in the first", i, first.CPUSeconds, second.CPUSeconds)
		}
	}
	if pool.Started() != 1 || taken[0] <= 0 || taken[1] != 0 {
		t.Errorf("servers started %d, start-up CPU charged %v: want one server, charged to the first snippet only", pool.Started(), taken)
	}
}
