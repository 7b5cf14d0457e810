// The batch's output and resume phase: the JSONL journal. Every finished
// item is appended as one line at once, so a batch killed at any moment
// loses at most the line being written, and the next run picks up where
// this one stopped.
package bench

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"syscall"
	"time"

	"unstuck/internal/execute"
	"unstuck/internal/predict"
)

// Record is one JSONL line: an execute.Result without the output excerpts
// and traceback, which would make the file large and are for `unstuck run`.
type Record struct {
	File string `json:"file"`
	// Path is File made absolute when it ran: coverage reports (LCOV's SF:)
	// name the file by it, wherever merge runs.
	Path           string         `json:"path,omitempty"`
	Mode           string         `json:"mode"`
	Status         string         `json:"status"`
	SourceLines    int            `json:"source_lines"`
	Countable      int            `json:"countable"`
	Covered        int            `json:"covered"`
	Coverage       float64        `json:"coverage"`
	CountableLines []int          `json:"countable_lines"`
	CoveredLines   []int          `json:"covered_lines"`
	Error          *execute.Error `json:"error"`
	StdoutBytes    int64          `json:"stdout_bytes"`
	StderrBytes    int64          `json:"stderr_bytes"`
	OutputLimited  bool           `json:"output_limited,omitempty"`
	Seconds        float64        `json:"seconds"`
	Isolation      string         `json:"isolation"`
	Failure        string         `json:"failure,omitempty"`

	// Learning-guided execution.
	Sites          int                  `json:"sites,omitempty"`
	PredictSeconds float64              `json:"predict_seconds,omitempty"`
	Injections     []execute.Injection  `json:"injections,omitempty"`
	Reverted       []int                `json:"reverted_lines,omitempty"`
	Observed       []predict.Event      `json:"observed,omitempty"`
	Explore        *execute.Exploration `json:"explore,omitempty"`

	// The configuration that produced the record and its hash: resume,
	// summaries and merges only combine records of the same hash.
	ConfigHash string  `json:"config_hash,omitempty"`
	Config     *Config `json:"config,omitempty"`
}

// StatusFailure is the status of an item unstuck itself could not run.
const StatusFailure = "failure"

// NewRecord converts a result, naming it by the item path and mode so that
// resume and compare always find it under the name they look for.
func NewRecord(file, mode string, r *execute.Result) Record {
	rec := Record{
		File: file, Mode: mode, Status: r.Status,
		SourceLines: r.SourceLines, Countable: r.Countable, Covered: r.Covered, Coverage: r.Coverage,
		CountableLines: r.CountableLines, CoveredLines: r.CoveredLines,
		StdoutBytes: r.StdoutBytes, StderrBytes: r.StderrBytes, OutputLimited: r.OutputLimited,
		Seconds: r.Seconds, Isolation: r.Isolation, Failure: r.Failure,
		Sites: r.Sites, PredictSeconds: r.PredictSeconds, Injections: r.Injections,
		Reverted: r.Reverted, Observed: r.Observed, Explore: r.Explore,
	}
	if r.Error != nil {
		e := *r.Error
		e.Traceback = ""
		rec.Error = &e
	}
	if rec.CountableLines == nil {
		rec.CountableLines = []int{}
	}
	if rec.CoveredLines == nil {
		rec.CoveredLines = []int{}
	}
	if rec.Failure != "" && rec.Status == "" {
		rec.Status = StatusFailure
	}
	return rec
}

// Journal is the JSONL file of a batch opened for appending. Only one
// goroutine may call Append; the batch funnels all records through one.
type Journal struct {
	path     string
	f        *os.File
	records  []Record
	cut      int // bytes of a partial last line removed on opening
	lastSync time.Time
}

// OpenJournal reads what an earlier run left in path, cuts off a trailing
// partial line (the mark of a run killed mid-write) and opens the file for
// appending. It takes an exclusive lock so that two batches, e.g. two
// shards started with the same --out, cannot interleave their lines.
func OpenJournal(path string) (*Journal, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, fmt.Errorf("%s is in use by another bench; give this one its own --out", path)
		}
		return nil, fmt.Errorf("locking %s: %w", path, err)
	}
	data, err := readAll(f)
	if err != nil {
		f.Close()
		return nil, err
	}
	keep := bytes.LastIndexByte(data, '\n') + 1
	if keep < len(data) {
		if err := f.Truncate(int64(keep)); err != nil {
			f.Close()
			return nil, fmt.Errorf("cutting the partial last line of %s: %w", path, err)
		}
	}
	if _, err := f.Seek(int64(keep), 0); err != nil {
		f.Close()
		return nil, err
	}
	return &Journal{path: path, f: f, records: parseRecords(data[:keep]), cut: len(data) - keep}, nil
}

func readAll(f *os.File) ([]byte, error) {
	var buf bytes.Buffer
	if _, err := buf.ReadFrom(f); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Path is the journal's file name.
func (j *Journal) Path() string { return j.path }

// Cut is how many bytes of a partial last line opening removed.
func (j *Journal) Cut() int { return j.cut }

// Records are the complete records found when the journal was opened.
func (j *Journal) Records() []Record { return j.records }

// Finished is the set of items that already have a record of the
// configuration hash.
func (j *Journal) Finished(hash string) map[string]bool {
	done := map[string]bool{}
	for _, r := range j.records {
		if r.ConfigHash == hash {
			done[r.File] = true
		}
	}
	return done
}

// Append writes one record as one line. The single write reaches the kernel
// immediately, which survives a killed process; fsync, for a crashed
// machine, is done at most once a second because it can cost milliseconds.
func (j *Journal) Append(rec Record) error {
	b, err := json.Marshal(rec)
	if err != nil {
		return err
	}
	if _, err := j.f.Write(append(b, '\n')); err != nil {
		return fmt.Errorf("writing %s: %w", j.path, err)
	}
	if time.Since(j.lastSync) >= time.Second {
		j.lastSync = time.Now()
		return j.f.Sync()
	}
	return nil
}

// appendBytes writes whole lines (Typed's records of one item) at once.
func (j *Journal) appendBytes(b []byte) error {
	if _, err := j.f.Write(b); err != nil {
		return fmt.Errorf("writing %s: %w", j.path, err)
	}
	if time.Since(j.lastSync) >= time.Second {
		j.lastSync = time.Now()
		return j.f.Sync()
	}
	return nil
}

// Close syncs and closes the file, releasing the lock.
func (j *Journal) Close() error {
	err := j.f.Sync()
	if cerr := j.f.Close(); err == nil {
		err = cerr
	}
	return err
}

// ReadRecords reads the complete records of a JSONL file, ignoring a
// trailing partial line and lines that are not records.
func ReadRecords(path string) ([]Record, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return parseRecords(data[:bytes.LastIndexByte(data, '\n')+1]), nil
}

func parseRecords(data []byte) []Record {
	var out []Record
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 1<<20), len(data)+1)
	for sc.Scan() {
		var r Record
		if json.Unmarshal(sc.Bytes(), &r) == nil && r.File != "" {
			out = append(out, r)
		}
	}
	return out
}

// Latest picks, for each item in order, the last record of the
// configuration hash for it; items without one are left out. A file can
// hold several records of an item when it was run again by hand (the newest
// stands) or under other configurations (those never count).
func Latest(records []Record, items []string, hash string) []Record {
	last := map[string]int{}
	for i, r := range records {
		if r.ConfigHash == hash {
			last[r.File] = i
		}
	}
	var out []Record
	for _, it := range items {
		if i, ok := last[it]; ok {
			out = append(out, records[i])
		}
	}
	return out
}
