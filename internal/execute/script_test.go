package execute

import (
	"context"
	"strings"
	"testing"
	"time"
)

// TestScriptJob: a script job runs the session's file as a program (no
// prefix, no line metric) and hands back its standard output, also when
// the script ends with os._exit, up to StdoutBytes; a script that raises,
// exits non-zero or overstays its time says so. The script picks its
// behaviour by its job's directory (job-ID).
func TestScriptJob(t *testing.T) {
	ex := executor(t)
	src := `import os, sys
job = os.path.basename(os.getcwd())
if job == "job-1":
    print("printed", sys.argv[0].endswith("script.py"), __name__, sys.gettrace() is None)
elif job == "job-2":
    os.write(1, b"written")
    os._exit(0)
elif job == "job-3":
    raise ValueError("bad input")
elif job == "job-4":
    print("before")
    sys.exit(3)
elif job == "job-5":
    import time
    time.sleep(600)
elif job == "job-6":
    os.write(1, b"x" * 100)
`
	s, r := ex.StartSession(context.Background(), "script.py", []byte(src), Mode{Parallel: 1, Wall: time.Minute})
	if s == nil {
		t.Fatalf("no session: %+v", r)
	}
	defer s.Close()
	jobs := []Job{
		{ID: 1, Script: true, Timeout: 30, Prefix: []string{"job = 'a prefix'"}},
		{ID: 2, Script: true, Timeout: 30},
		{ID: 3, Script: true, Timeout: 30},
		{ID: 4, Script: true, Timeout: 30},
		{ID: 5, Script: true, Timeout: 0.5},
		{ID: 6, Script: true, Timeout: 30, StdoutBytes: 10},
	}
	b := s.Run(jobs, nil)
	if b.Status != "ok" || len(b.Batch) != len(jobs) {
		t.Fatalf("batch: status %s error %+v, %d results", b.Status, b.Error, len(b.Batch))
	}
	got := map[int]JobResult{}
	for _, j := range b.Batch {
		got[j.ID] = j
		if len(j.CoveredLines) != 0 {
			t.Errorf("job %d: a script job has no line metric, covered %v", j.ID, j.CoveredLines)
		}
	}
	if j := got[1]; j.Status != "ok" || j.Stdout != "printed True __main__ True\n" {
		t.Errorf("job 1: status %s, stdout %q: want the program's own output, untraced, no prefix", j.Status, j.Stdout)
	}
	if j := got[2]; j.Status != "ok" || j.Stdout != "written" {
		t.Errorf("job 2 (os._exit): status %s, stdout %q", j.Status, j.Stdout)
	}
	if j := got[3]; j.Status != "raised" || j.Error == nil || j.Error.Type != "ValueError" || !strings.Contains(j.Error.Message, "bad input") {
		t.Errorf("job 3: status %s, error %+v: want ValueError raised", j.Status, j.Error)
	}
	if j := got[4]; j.Status != "exit" || j.Stdout != "before\n" {
		t.Errorf("job 4: status %s, stdout %q: want exit with its output", j.Status, j.Stdout)
	}
	if j := got[5]; j.Status != "timeout" {
		t.Errorf("job 5: status %s: want timeout", j.Status)
	}
	if j := got[6]; j.Stdout != strings.Repeat("x", 10) {
		t.Errorf("job 6: stdout %q: want the first 10 bytes", j.Stdout)
	}
}
