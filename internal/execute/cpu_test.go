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
