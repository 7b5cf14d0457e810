// The reporting phase of a batch: figures over the records of a run, the
// conditions they were measured under (interpreter, packages, isolation),
// and their rendering as a table for people and JSON for scripts.
package bench

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os/exec"
	"sort"
	"strings"
	"text/tabwriter"
	"time"

	"unstuck/internal/execute"
)

// Count is a name with how often it occurred.
type Count struct {
	Name  string `json:"name"`
	Count int    `json:"count"`
}

// Summary sums up the records of one run's items.
type Summary struct {
	Mode    string `json:"mode"`
	Shard   string `json:"shard"`
	Workers int    `json:"workers"`
	// The configuration of every record summed up (a summary never mixes
	// two); empty when a merge was told to mix them.
	ConfigHash string  `json:"config_hash"`
	Config     *Config `json:"config"`
	// Reconfigured counts the items run again because their records were
	// of another configuration.
	Reconfigured int `json:"reconfigured,omitempty"`
	// MergedFrom names the journals `unstuck merge` combined.
	MergedFrom []string `json:"merged_from,omitempty"`

	Items    int `json:"items"`    // items of this run (after shard and limit)
	Recorded int `json:"recorded"` // of which have a record
	Ran      int `json:"ran"`      // recorded by this invocation
	Resumed  int `json:"resumed"`  // recorded by an earlier invocation
	Missing  int `json:"missing"`  // no record yet (interrupted)
	// Failures are items unstuck itself could not run; they carry no
	// meaningful coverage and are left out of the coverage figures.
	Failures int `json:"failures"`

	WithCountable     int     `json:"with_countable"`
	MeanCoverage      float64 `json:"mean_coverage"`     // per item, over WithCountable
	CoveredLines      int     `json:"covered_lines"`     // summed
	CountableLines    int     `json:"countable_lines"`   // summed
	WeightedCoverage  float64 `json:"weighted_coverage"` // CoveredLines / CountableLines
	FullExecution     int     `json:"full_execution"`
	FullExecutionRate float64 `json:"full_execution_rate"` // of WithCountable

	ByStatus   map[string]int `json:"by_status"`
	ErrorTypes []Count        `json:"error_types"` // the 10 most frequent

	SourceLines int     `json:"source_lines"`      // summed physical lines of the recorded items
	MsPerKLine  float64 `json:"ms_per_1000_lines"` // summed item seconds per 1,000 source lines
	// MsPerCoveredLine is the summed item time per line that ran (the
	// papers' "ms per executed line of code").
	MsPerCoveredLine float64 `json:"ms_per_covered_line"`
	MedianSeconds    float64 `json:"median_seconds"`
	P95Seconds       float64 `json:"p95_seconds"` // 95th percentile (nearest rank)
	MeanSeconds      float64 `json:"mean_seconds"`
	WallSeconds      float64 `json:"wall_seconds"`
	ItemsPerSecond   float64 `json:"items_per_second"` // Ran / WallSeconds
	Interrupted      bool    `json:"interrupted"`

	Interpreter execute.Interpreter `json:"interpreter"`
	Isolation   string              `json:"isolation"`
	Packages    []string            `json:"packages"`

	Compare *Comparison `json:"compare,omitempty"`

	Explore *ExploreSummary `json:"explore,omitempty"`
}

// ExploreSummary sums up prefix explorations (mode explore), like
// Treefix's Table III: coverage of P after each step, p_best, size of P.
type ExploreSummary struct {
	Items             int        `json:"items"`
	StepCoverage      [3]float64 `json:"step_coverage"`       // mean over items
	BestCoverage      float64    `json:"best_coverage"`       // mean, p_best replayed
	BestFullExecution float64    `json:"best_full_execution"` // share of items whose p_best covers all
	MeanPSize         float64    `json:"mean_p_size"`
	StubFree          float64    `json:"stub_free"` // share of items whose P covers a line and binds no stand-in
	// StubFreeCoverage is the mean over items of P's coverage where P binds
	// no stand-in (0 for items whose P binds one): coverage reached with
	// real values only.
	StubFreeCoverage float64        `json:"stub_free_coverage"`
	StandIns         map[string]int `json:"stand_ins,omitempty"` // P's stand-in statements by kind, over all items
	WithEnvironment  int            `json:"with_environment"`    // items whose P provides an environment (files, offline HTTP), not stand-ins
	// Phases are the seconds over all items spent in each phase, and
	// PhaseShares each phase's share of their sum.
	Phases      map[string]float64 `json:"phase_seconds,omitempty"`
	PhaseShares map[string]float64 `json:"phase_seconds_share,omitempty"`
	Forced      int                `json:"forced"`  // items whose P or p_best forces execution
	Wrapped     int                `json:"wrapped"` // items run inside a generated wrapper
	Executions  int                `json:"executions"`
	Tokens      int                `json:"tokens"`
	Cost        float64            `json:"cost"`

	// PhaseCPU are the CPU seconds over all items of each phase's runs
	// (Exploration.PhaseCPU): on a busy machine, what wall times are not.
	PhaseCPU map[string]float64 `json:"phase_cpu_seconds,omitempty"`
}

// Summarize computes the figures that depend only on the records. The
// caller fills in the run's conditions (mode, workers, wall time, ...).
func Summarize(records []Record) Summary {
	s := Summary{Recorded: len(records), ByStatus: map[string]int{}, ErrorTypes: []Count{}}
	errs := map[string]int{}
	var secs []float64
	sumCov := 0.0
	for _, r := range records {
		s.ByStatus[r.Status]++
		secs = append(secs, r.Seconds)
		s.SourceLines += r.SourceLines
		if r.Error != nil {
			errs[r.Error.Type]++
		}
		if r.Failure != "" {
			s.Failures++
			continue
		}
		if r.Countable > 0 {
			s.WithCountable++
			sumCov += float64(r.Covered) / float64(r.Countable)
			s.CoveredLines += r.Covered
			s.CountableLines += r.Countable
			if r.Covered >= r.Countable {
				s.FullExecution++
			}
		}
	}
	if s.WithCountable > 0 {
		s.MeanCoverage = sumCov / float64(s.WithCountable)
		s.FullExecutionRate = float64(s.FullExecution) / float64(s.WithCountable)
	}
	if s.CountableLines > 0 {
		s.WeightedCoverage = float64(s.CoveredLines) / float64(s.CountableLines)
	}
	s.ErrorTypes = topCounts(errs, 10)
	s.Explore = summarizeExplore(records)
	s.MedianSeconds, s.MeanSeconds = median(secs), mean(secs)
	s.P95Seconds = percentile(secs, 0.95)
	if s.SourceLines > 0 {
		s.MsPerKLine = 1e6 * mean(secs) * float64(len(secs)) / float64(s.SourceLines)
	}
	if s.CoveredLines > 0 {
		s.MsPerCoveredLine = 1e3 * mean(secs) * float64(len(secs)) / float64(s.CoveredLines)
	}
	return s
}

func topCounts(m map[string]int, n int) []Count {
	out := []Count{}
	for k, v := range m {
		out = append(out, Count{k, v})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Count != out[j].Count {
			return out[i].Count > out[j].Count
		}
		return out[i].Name < out[j].Name
	})
	if len(out) > n {
		out = out[:n]
	}
	return out
}

// percentile is the nearest-rank q-th percentile of xs (0 for none).
func percentile(xs []float64, q float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := append([]float64{}, xs...)
	sort.Float64s(s)
	i := int(math.Ceil(q*float64(len(s)))) - 1
	return s[max(0, min(i, len(s)-1))]
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	m := len(s) / 2
	if len(s)%2 == 1 {
		return s[m]
	}
	return (s[m-1] + s[m]) / 2
}

func mean(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	t := 0.0
	for _, x := range xs {
		t += x
	}
	return t / float64(len(xs))
}

// listPackages is run by the interpreter to name every installed
// distribution; a broken distribution must not hide the others.
const listPackages = `
import importlib.metadata as md, json
out = set()
for d in md.distributions():
    try:
        name = d.metadata["Name"]
        if name:
            out.add("%s==%s" % (name, d.version))
    except Exception:
        pass
print(json.dumps(sorted(out)))
`

// Packages lists the distributions installed for python as name==version,
// sorted and without duplicates. It runs the interpreter on the host (it is
// trusted, as in execute.New) with -s and a bare environment, as snippets
// are run, so that it sees the same packages they do.
func Packages(ctx context.Context, python string) ([]string, error) {
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	c := exec.CommandContext(ctx, python, "-I", "-B", "-c", listPackages)
	c.Env = []string{"PATH=/usr/local/bin:/usr/bin:/bin", "LANG=C.UTF-8", "LC_ALL=C.UTF-8"}
	out, err := c.Output()
	if err != nil {
		return nil, fmt.Errorf("listing packages of %s: %w", python, err)
	}
	var names []string
	if err := json.Unmarshal(out, &names); err != nil {
		return nil, fmt.Errorf("listing packages of %s: unexpected answer: %w", python, err)
	}
	sort.Slice(names, func(i, j int) bool { return strings.ToLower(names[i]) < strings.ToLower(names[j]) })
	uniq := names[:0]
	for i, n := range names {
		if i == 0 || n != names[i-1] {
			uniq = append(uniq, n)
		}
	}
	return uniq, nil
}

// WriteText renders the summary as a table.
func (s *Summary) WriteText(w io.Writer) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	row := func(k, f string, a ...any) { fmt.Fprintf(tw, "  %s\t"+f+"\n", append([]any{k}, a...)...) }
	if len(s.MergedFrom) > 0 {
		fmt.Fprintf(tw, "bench summary: mode %s, merged from %d journals\n", s.Mode, len(s.MergedFrom))
		row("items", "%d (%d recorded; %d missing)", s.Items, s.Recorded, s.Missing)
	} else {
		fmt.Fprintf(tw, "bench summary: mode %s, shard %s, %d workers\n", s.Mode, s.Shard, s.Workers)
		row("items", "%d (%d recorded: %d now, %d earlier; %d missing)", s.Items, s.Recorded, s.Ran, s.Resumed, s.Missing)
	}
	if s.Reconfigured > 0 {
		row("re-run", "%d items whose records were of another configuration", s.Reconfigured)
	}
	if s.Config != nil {
		row("configuration", "%s: %s", s.ConfigHash, s.Config.Brief())
	} else if s.ConfigHash == "" {
		row("configuration", "mixed (merged with --mixed)")
	}
	row("with countable lines", "%d", s.WithCountable)
	row("mean coverage", "%s per item", pct(s.MeanCoverage))
	row("line-weighted coverage", "%s (%d of %d lines)", pct(s.WeightedCoverage), s.CoveredLines, s.CountableLines)
	row("full execution", "%s (%d of %d)", pct(s.FullExecutionRate), s.FullExecution, s.WithCountable)
	if s.Failures > 0 {
		row("failures", "%d (unstuck could not run them; left out of coverage)", s.Failures)
	}
	row("seconds per item", "median %.4f, p95 %.4f, mean %.4f", s.MedianSeconds, s.P95Seconds, s.MeanSeconds)
	row("time per 1000 lines", "%.2f ms (%d source lines)", s.MsPerKLine, s.SourceLines)
	row("time per covered line", "%.1f ms", s.MsPerCoveredLine)
	if e := s.Explore; e != nil {
		row("P after steps 1/2/3", "%s / %s / %s (internal runs)", pct(e.StepCoverage[0]), pct(e.StepCoverage[1]), pct(e.StepCoverage[2]))
		row("p_best", "%s mean, full execution %s", pct(e.BestCoverage), pct(e.BestFullExecution))
		row("P size", "%.2f mean; %d executions; %d LLM tokens, cost %.4f", e.MeanPSize, e.Executions, e.Tokens, e.Cost)
		row("P without stand-ins", "%s of items (their coverage %s of all); %d items forced; %d run in a wrapper", pct(e.StubFree), pct(e.StubFreeCoverage), e.Forced, e.Wrapped)
		if len(e.StandIns) > 0 {
			var parts []string
			for _, k := range sortedNames(e.StandIns) {
				parts = append(parts, fmt.Sprintf("%s %d", k, e.StandIns[k]))
			}
			row("stand-ins in P", "%s; %d items with an environment (files, offline HTTP)", strings.Join(parts, ", "), e.WithEnvironment)
		}
		if len(e.PhaseShares) > 0 {
			var parts []string
			for _, k := range sortedNames(e.PhaseShares) {
				parts = append(parts, fmt.Sprintf("%s %.0f%%", k, 100*e.PhaseShares[k]))
			}
			row("time by phase", "%s", strings.Join(parts, ", "))
		}
		if len(e.PhaseCPU) > 0 {
			var parts []string
			for _, k := range sortedNames(e.PhaseCPU) {
				parts = append(parts, fmt.Sprintf("%s %.1f s", k, e.PhaseCPU[k]))
			}
			row("CPU by phase", "%s (the runs' interpreters, all items)", strings.Join(parts, ", "))
		}
	}
	if len(s.MergedFrom) == 0 { // a merge knows the items' times, not the shards' wall clocks
		row("wall time", "%s, %.2f items/s", time.Duration(s.WallSeconds*float64(time.Second)).Round(time.Second), s.ItemsPerSecond)
	}
	if s.Interrupted {
		row("interrupted", "yes: run again with the same --out to finish")
	}
	row("interpreter", "%s (%s, Python %s)", s.Interpreter.Command, s.Interpreter.Executable, s.Interpreter.Version)
	row("isolation", "%s", s.Isolation)
	row("packages", "%d installed", len(s.Packages))
	for i, c := range topCounts(s.ByStatus, len(s.ByStatus)) {
		k := ""
		if i == 0 {
			k = "status"
		}
		row(k, "%s\t%d", c.Name, c.Count)
	}
	for i, c := range s.ErrorTypes {
		k := ""
		if i == 0 {
			k = "error types"
		}
		row(k, "%s\t%d", c.Name, c.Count)
	}
	tw.Flush()
	if s.Compare != nil {
		s.Compare.WriteText(w)
	}
}

func sortedNames[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func pct(f float64) string { return fmt.Sprintf("%.1f%%", f*100) }

func summarizeExplore(records []Record) *ExploreSummary {
	var e ExploreSummary
	for _, r := range records {
		x := r.Explore
		if x == nil || r.Countable == 0 {
			continue
		}
		e.Items++
		for i := range e.StepCoverage {
			e.StepCoverage[i] += x.StepCoverage[i]
		}
		e.BestCoverage += x.BestCoverage
		if x.BestCoverage >= 1 {
			e.BestFullExecution++
		}
		e.MeanPSize += float64(x.PSize)
		// A P that covers no line binds nothing because nothing ran:
		// it is no run without stand-ins, so the item does not count.
		if x.Stubs == 0 && r.Coverage > 0 {
			e.StubFree++
			e.StubFreeCoverage += r.Coverage
		}
		for k, c := range x.StandIns {
			if e.StandIns == nil {
				e.StandIns = map[string]int{}
			}
			e.StandIns[k] += c
		}
		if x.Environment > 0 {
			e.WithEnvironment++
		}
		for k, sec := range x.Phases {
			if e.Phases == nil {
				e.Phases = map[string]float64{}
			}
			e.Phases[k] += sec
		}
		for k, sec := range x.PhaseCPU {
			if e.PhaseCPU == nil {
				e.PhaseCPU = map[string]float64{}
			}
			e.PhaseCPU[k] += sec
		}
		if x.Forced {
			e.Forced++
		}
		if x.Wrapper != "" {
			e.Wrapped++
		}
		e.Executions += x.Executions
		e.Tokens += x.Tokens
		e.Cost += x.Cost
	}
	if e.Items == 0 {
		return nil
	}
	n := float64(e.Items)
	for i := range e.StepCoverage {
		e.StepCoverage[i] /= n
	}
	e.BestCoverage /= n
	e.BestFullExecution /= n
	e.MeanPSize /= n
	e.StubFree /= n
	e.StubFreeCoverage /= n
	total := 0.0
	for _, sec := range e.Phases {
		total += sec
	}
	if total > 0 {
		e.PhaseShares = map[string]float64{}
		for k, sec := range e.Phases {
			e.PhaseShares[k] = sec / total
		}
	}
	return &e
}
