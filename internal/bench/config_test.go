// Tests of journals keyed by configuration, --shard auto and merging.
package bench

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"unstuck/internal/execute"
)

func TestConfigHashAndDiff(t *testing.T) {
	a := Config{Mode: "lexecutor", Predictor: "model", Level: "fine", Timeout: "30s", Version: "v1"}
	b := a
	b.Predictor = "naive"
	if a.Hash() == b.Hash() || a.Hash() != (Config{Mode: "lexecutor", Predictor: "model", Level: "fine", Timeout: "30s", Version: "v1"}).Hash() {
		t.Fatalf("hashes %s %s", a.Hash(), b.Hash())
	}
	if d := b.Diff(a); len(d) != 1 || d[0] != "predictor: model -> naive" {
		t.Errorf("diff %q", d)
	}
	c := a
	c.Predictor, c.Timeout = "", "5s"
	if d := strings.Join(c.Diff(a), "; "); d != "predictor: model -> (unset); timeout: 30s -> 5s" {
		t.Errorf("diff %q", d)
	}
	// Unset fields stay out of the hash, so adding a field for a new mode
	// leaves the hashes of existing journals as they were.
	sum := sha256.Sum256([]byte(`{"mode":"as-is"}`))
	if got := (Config{Mode: "as-is"}).Hash(); got != hex.EncodeToString(sum[:8]) {
		t.Errorf("hash of a bare config %s", got)
	}
	if Version() == "" {
		t.Error("no version")
	}
}

// byConfig covers as many lines (of 4) as its setting says, so that
// records of two configurations differ.
type byConfig struct {
	covered int
	ran     []string
}

func (r *byConfig) Run(_ context.Context, file string) *execute.Result {
	r.ran = append(r.ran, file)
	return &execute.Result{File: file, Status: "ok", Countable: 4, Covered: r.covered, Coverage: float64(r.covered) / 4,
		CountableLines: []int{1, 2, 3, 4}, CoveredLines: []int{1, 2, 3, 4}[:r.covered]}
}

func TestJobResumesOnlyTheSameConfiguration(t *testing.T) {
	out := filepath.Join(t.TempDir(), "out.jsonl")
	items := []string{"a.py", "b.py", "c.py"}
	// An older journal line without a configuration.
	os.WriteFile(out, []byte(`{"file":"c.py","mode":"lexecutor","status":"ok","countable":4,"covered":4}`+"\n"), 0o644)
	run := func(predictor string, covered int) (*JobResult, *byConfig, string) {
		t.Helper()
		r := &byConfig{covered: covered}
		var log bytes.Buffer
		j := &Job{Items: items, Runner: r, Config: Config{Mode: "lexecutor", Predictor: predictor}, Workers: 1, Out: out, Log: &log}
		res, err := j.Run(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if j.Config.Version == "" {
			t.Error("the job did not stamp the version")
		}
		return res, r, log.String()
	}
	res, r, log := run("model", 3)
	if len(r.ran) != 3 || res.Reconfigured != 1 || !strings.Contains(log, "older unstuck") {
		t.Fatalf("first run ran %v, reconfigured %d:\n%s", r.ran, res.Reconfigured, log)
	}
	res, r, log = run("naive", 1)
	if len(r.ran) != 3 || res.Reconfigured != 3 || len(res.Why) != 1 || res.Why[0].Name != "predictor: model -> naive" ||
		!strings.Contains(log, "3 of them re-run because the configuration changed") || !strings.Contains(log, "predictor: model -> naive") {
		t.Fatalf("second run ran %v, why %v:\n%s", r.ran, res.Why, log)
	}
	if s := Summarize(res.Records); s.Recorded != 3 || s.CoveredLines != 3 {
		t.Errorf("the summary mixes configurations: %+v", s)
	}
	// Back to the first configuration: its records are all there.
	res, r, _ = run("model", 3)
	if len(r.ran) != 0 || res.Reconfigured != 0 {
		t.Fatalf("third run ran %v", r.ran)
	}
	if s := Summarize(res.Records); s.Recorded != 3 || s.CoveredLines != 9 {
		t.Errorf("the summary of the first configuration: %+v", s)
	}
	for _, rec := range res.Records {
		if rec.Config == nil || rec.Config.Predictor != "model" || rec.ConfigHash != rec.Config.Hash() {
			t.Errorf("record %+v", rec)
		}
	}
}

func TestAutoShard(t *testing.T) {
	cases := []struct {
		env  map[string]string
		want string // shard, or "error: part of the message"
	}{
		{map[string]string{"JOB_COMPLETION_INDEX": "0", "JOB_COMPLETIONS": "3"}, "1/3"},
		{map[string]string{"JOB_COMPLETION_INDEX": "2", "JOB_COMPLETIONS": "3"}, "3/3"},
		{map[string]string{"JOB_COMPLETION_INDEX": "3", "JOB_COMPLETIONS": "3"}, "error: outside 0..2"},
		{map[string]string{"JOB_COMPLETION_INDEX": "1"}, "error: JOB_COMPLETIONS is not"},
		{map[string]string{"SLURM_ARRAY_TASK_ID": "1", "SLURM_ARRAY_TASK_COUNT": "4", "SLURM_ARRAY_TASK_MIN": "1"}, "1/4"},
		{map[string]string{"SLURM_ARRAY_TASK_ID": "4", "SLURM_ARRAY_TASK_COUNT": "4", "SLURM_ARRAY_TASK_MIN": "1"}, "4/4"},
		{map[string]string{"SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_COUNT": "4", "SLURM_ARRAY_TASK_MIN": "0"}, "1/4"},
		{map[string]string{"SLURM_ARRAY_TASK_ID": "6", "SLURM_ARRAY_TASK_COUNT": "4", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_STEP": "2"}, "4/4"},
		{map[string]string{"SLURM_ARRAY_TASK_ID": "4", "SLURM_ARRAY_TASK_COUNT": "4"}, "error: outside 0..3"},
		{map[string]string{"SLURM_ARRAY_TASK_ID": "x", "SLURM_ARRAY_TASK_COUNT": "4"}, "error: not a number"},
		{map[string]string{}, "error: no scheduler found"},
	}
	for _, c := range cases {
		s, err := AutoShard(func(k string) string { return c.env[k] })
		got := s.String()
		if err != nil {
			got = "error: " + err.Error()
		}
		if want, isErr := strings.CutPrefix(c.want, "error: "); isErr {
			if err == nil || !strings.Contains(got, want) {
				t.Errorf("%v: got %q, want an error with %q", c.env, got, want)
			}
		} else if got != c.want {
			t.Errorf("%v: got %q, want %s", c.env, got, c.want)
		}
	}
}

func TestMerge(t *testing.T) {
	a := Config{Mode: "as-is", Timeout: "30s"}
	b := Config{Mode: "as-is", Timeout: "5s"}
	rec := func(file string, c *Config, covered int) Record {
		return Record{File: file, Mode: "as-is", Status: "ok", Countable: 2, Covered: covered, Config: c, ConfigHash: c.Hash()}
	}
	shard1 := []Record{rec("x/1.py", &b, 0), rec("x/1.py", &a, 1), rec("x/3.py", &a, 2)}
	shard2 := []Record{rec("x/2.py", &a, 2)}
	m, err := Merge([][]Record{shard1, shard2}, MergeOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Records) != 3 || m.Records[0].File != "x/1.py" || m.Records[0].Covered != 1 || m.Records[1].File != "x/2.py" || m.Hash != a.Hash() {
		t.Fatalf("merged %+v", m.Records)
	}
	s := m.Summary([]string{"s1", "s2"})
	if s.Items != 3 || s.CoveredLines != 5 || s.ConfigHash != a.Hash() || s.Mode != "as-is" {
		t.Errorf("summary %+v", s)
	}
	shard3 := []Record{rec("x/4.py", &b, 2)}
	if _, err := Merge([][]Record{shard1, shard2, shard3}, MergeOptions{}); err == nil || !strings.Contains(err.Error(), "timeout: 30s -> 5s") {
		t.Errorf("mixed configurations: %v", err)
	}
	m, err = Merge([][]Record{shard1, shard2, shard3}, MergeOptions{Config: b.Hash()})
	if err != nil || len(m.Records) != 2 || m.Records[0].Covered != 0 || m.Records[1].File != "x/4.py" {
		t.Errorf("--config: %v %+v", err, m)
	}
	m, err = Merge([][]Record{shard1, shard2, shard3}, MergeOptions{Mixed: true})
	if err != nil || len(m.Records) != 4 || m.Hash != "" || len(m.Configs) != 2 {
		t.Errorf("--mixed: %v %+v", err, m)
	}
}

// A driver with its own record type keys its journal by embedding Keyed.
func TestPlanResumeOfAnotherRecordType(t *testing.T) {
	type debugRecord struct {
		Keyed
		Plan []string `json:"plan"`
	}
	old := Config{Mode: "debug", Timeout: "30s", Version: "v1"}
	now := old
	now.Timeout = "60s"
	out := filepath.Join(t.TempDir(), "debug.jsonl")
	var b bytes.Buffer
	for _, r := range []debugRecord{
		{Keyed{File: "a.py", ConfigHash: old.Hash(), Config: &old}, []string{"x"}},
		{Keyed{File: "b.py", ConfigHash: now.Hash(), Config: &now}, nil},
	} {
		line, _ := json.Marshal(r)
		b.Write(append(line, '\n'))
	}
	b.WriteString(`{"file":"c.py","plan":[]}` + "\n" + `{"file":"d.py","conf`) // older, then a cut line
	os.WriteFile(out, b.Bytes(), 0o644)
	keys, err := ReadKeyed(out)
	if err != nil || len(keys) != 3 {
		t.Fatalf("ReadKeyed: %v %+v", err, keys)
	}
	p := PlanResume(keys, []string{"a.py", "b.py", "c.py", "d.py"}, now)
	if p.Done != 1 || strings.Join(p.Todo, " ") != "a.py c.py d.py" || p.Reconfigured != 2 || len(p.Why) != 2 {
		t.Fatalf("plan %+v", p)
	}
	var log bytes.Buffer
	p.Log(&log, out)
	if !strings.Contains(log.String(), "1 items: timeout: 30s -> 60s") || !strings.Contains(log.String(), "1 items: recorded without a configuration") {
		t.Errorf("log:\n%s", log.String())
	}
	if keys, err := ReadKeyed(filepath.Join(t.TempDir(), "none.jsonl")); err != nil || keys != nil {
		t.Errorf("a missing journal: %v %v", keys, err)
	}
}
