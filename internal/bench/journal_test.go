// Tests of the JSONL journal: appending, resuming, cutting partial lines.
package bench

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestJournalResume(t *testing.T) {
	out := filepath.Join(t.TempDir(), "bench.jsonl")
	j, err := OpenJournal(out)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"a.py", "b.py"} {
		if err := j.Append(Record{File: f, Mode: "as-is", Status: "ok", ConfigHash: "h1"}); err != nil {
			t.Fatal(err)
		}
	}
	j.Append(Record{File: "c.py", Mode: "other", Status: "ok", ConfigHash: "h2"})
	if err := j.Close(); err != nil {
		t.Fatal(err)
	}
	// What a kill -9 in the middle of a write leaves behind.
	f, _ := os.OpenFile(out, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString(`{"file":"d.py","mode":"as-is","sta`)
	f.Close()

	j, err = OpenJournal(out)
	if err != nil {
		t.Fatal(err)
	}
	done := j.Finished("h1")
	if len(done) != 2 || !done["a.py"] || !done["b.py"] {
		t.Errorf("Finished(h1) = %v, want a.py and b.py", done)
	}
	if d := j.Finished("h2"); len(d) != 1 || !d["c.py"] {
		t.Errorf("Finished(h2) = %v", d)
	}
	if d := j.Finished(""); len(d) != 0 {
		t.Errorf("Finished of no configuration = %v, want none", d)
	}
	if j.Cut() == 0 {
		t.Error("the partial line was not reported as cut")
	}
	if err := j.Append(Record{File: "d.py", Mode: "as-is", Status: "raised"}); err != nil {
		t.Fatal(err)
	}
	j.Close()

	data, _ := os.ReadFile(out)
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	if len(lines) != 4 {
		t.Fatalf("file has %d lines, want 4:\n%s", len(lines), data)
	}
	if !strings.HasPrefix(lines[3], `{"file":"d.py"`) || !strings.Contains(lines[3], `"raised"`) {
		t.Errorf("last line %s", lines[3])
	}
	recs, err := ReadRecords(out)
	if err != nil || len(recs) != 4 {
		t.Fatalf("ReadRecords: %d records, %v", len(recs), err)
	}
}

func TestJournalLock(t *testing.T) {
	out := filepath.Join(t.TempDir(), "bench.jsonl")
	j, err := OpenJournal(out)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	if j2, err := OpenJournal(out); err == nil {
		j2.Close()
		t.Error("a second journal on the same file should be refused")
	}
}

func TestLatest(t *testing.T) {
	recs := []Record{
		{File: "a.py", ConfigHash: "h1", Covered: 1},
		{File: "b.py", ConfigHash: "h1"},
		{File: "a.py", ConfigHash: "h1", Covered: 2},
		{File: "a.py", ConfigHash: "h2", Covered: 3}, // newer, but another configuration
		{File: "c.py"}, // no configuration
		{File: "z.py", ConfigHash: "h1"},
	}
	got := Latest(recs, []string{"a.py", "b.py", "c.py"}, "h1")
	if len(got) != 2 || got[0].File != "a.py" || got[0].Covered != 2 || got[1].File != "b.py" {
		t.Errorf("Latest = %+v", got)
	}
}
