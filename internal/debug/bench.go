// Phase: debug, benchmark. One item is a buggy program with a fixed version
// and a test suite (a QuixBugs program, or a mutant built by unstuck mutate):
// run all tests for per-test coverage (Ochiai), trace one failing test on
// both versions, align them for the output, plan, and score where the lines
// the fix changed rank. The plan is made with and without dependency
// recovery (the ablation) and from the failure alone (no fixed version).
package debug

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"unstuck/internal/trace"
)

// Case is one benchmark item, independent of where it came from.
type Case struct {
	Name     string   `json:"name"`
	BugRoot  string   `json:"bug_root"`
	FixRoot  string   `json:"fix_root"`
	BugFile  string   `json:"bug_file"` // relative to BugRoot
	FixFile  string   `json:"fix_file"`
	BugArgs  []string `json:"bug_args"` // pytest arguments selecting the suite
	FixArgs  []string `json:"fix_args"`
	Truth    []int    `json:"truth,omitempty"` // lines of BugFile the fix changed (computed when empty)
	Operator string   `json:"operator,omitempty"`
	// Script: a program whose failing check is its own (an assert at the
	// end), with no fixed version and no tests; only rank_auto is scored.
	Script bool `json:"script,omitempty"`
}

// Record is one JSONL line of `unstuck bench --mode debug`.
type Record struct {
	File            string      `json:"file"`
	Mode            string      `json:"mode"`
	Lang            string      `json:"lang"`   // python (internal/javatrace writes java)
	Status          string      `json:"status"` // ok, no_failing_test, failure
	Found           bool        `json:"found"`  // the plan's root cause is a line the fix changed
	Rank            int         `json:"rank"`   // 1-based rank of the first truth line in the plan's ranking (0: absent)
	OchiaiRank      int         `json:"ochiai_rank"`
	RankNoRecover   int         `json:"rank_no_recovery"`
	RankFailure     int         `json:"rank_failure_only"`  // no fixed version: plan from the failure with Ochiai as own suspiciousness
	RankSliceOchiai int         `json:"rank_slice_ochiai"`  // no fixed version: Ochiai over the failure's dynamic slice (0: fix line not in it)
	RankAuto        int         `json:"rank_auto"`          // no fixed version: slice, spectrum and mutation fused (localize.go)
	RankGuided      int         `json:"rank_guided"`        // DebugPilot protocol: from the failure, the fixed version answering each question
	Questions       int         `json:"questions"`          // questions the guided walk asked
	Mutants         int         `json:"mutants"`            // mutants run for rank_auto
	MutantCPU       float64     `json:"mutant_cpu_seconds"` // CPU time of the mutant runs (Localizer.CPUBudget bounds it)
	MutantsSkipped  int         `json:"mutants_skipped,omitempty"`
	MutationError   string      `json:"mutation_error,omitempty"`
	Candidates      []Candidate `json:"candidates,omitempty"` // rank_auto's top five
	Steps           int         `json:"steps"`
	Recovered       int         `json:"recovered"` // dependencies on the plan added by recovery
	RecoveredAll    int         `json:"recovered_writes"`
	Truth           []int       `json:"truth"`
	RootCause       int         `json:"root_cause_line"`
	Lines           []int       `json:"lines"`
	Divergence      string      `json:"divergence"`
	Test            string      `json:"test,omitempty"`
	Tests           int         `json:"tests"`
	FailedTests     int         `json:"failed_tests"`
	LimitHit        bool        `json:"limit_hit,omitempty"`
	Operator        string      `json:"operator,omitempty"`
	Error           string      `json:"error,omitempty"`
	Feedback        int         `json:"feedback"` // questions the fixed version answered
	Seconds         float64     `json:"seconds"`
	Plan            []Hop       `json:"plan,omitempty"`
	Outputs         []IOVar     `json:"outputs,omitempty"`
}

// Config is how the benchmark runs.
type Config struct {
	Trace    trace.Options
	Recovery trace.Recovery
	IODir    string // when set, each item's inputs/outputs file is written here
	// NoMutation ranks rank_auto by slice and spectrum only (ablation).
	NoMutation bool
	// CPUBudget: an item's mutant runs together (Localizer.CPUBudget).
	CPUBudget time.Duration
}

// SuiteSteps bounds each test of a suite's coverage run by the lines of
// the program it runs (trace.Options.TestSteps): five traces' worth (a
// test longer than a trace's 100,000 steps is not traced whole anyway),
// so that a suite whose tests all loop costs seconds of CPU, not minutes.
const SuiteSteps = 5 * 100000

// SmallerFailure orders failing tests for the one to trace: ended within
// the bounds first, then fewer lines run, then fewer distinct lines of
// file. Counts, not times: the choice is the same under any load.
func SmallerFailure(a, b trace.TestResult, file string) bool {
	if ea, eb := a.Limit || a.Timeout, b.Limit || b.Timeout; ea != eb {
		return eb
	}
	if a.Steps != b.Steps {
		return a.Steps < b.Steps
	}
	return len(a.Lines[file]) < len(b.Lines[file])
}

// RunItem scores one case.
func RunItem(ctx context.Context, cfg Config, c Case) *Record {
	start := time.Now()
	rec := &Record{File: c.Name, Mode: "debug", Lang: "python", Status: "ok", Operator: c.Operator, Truth: c.Truth}
	defer func() { rec.Seconds = time.Since(start).Seconds() }()
	fail := func(err error) *Record {
		rec.Status, rec.Error = "failure", err.Error()
		return rec
	}
	if c.Script {
		rec.Mode = "debug-script"
		return runScript(ctx, cfg, c, rec)
	}
	bugSrc, err := os.ReadFile(filepath.Join(c.BugRoot, c.BugFile))
	if err != nil {
		return fail(err)
	}
	fixSrc, err := os.ReadFile(filepath.Join(c.FixRoot, c.FixFile))
	if err != nil {
		return fail(err)
	}
	lm, changed := LineMap(bugSrc, fixSrc)
	universe, err := trace.StatementLines(bugSrc)
	if err != nil {
		return fail(err)
	}
	if len(rec.Truth) == 0 {
		rec.Truth = intersect(changed, universe)
	}
	// A changed continuation line is a change of its statement.
	stmtOf := trace.StatementOf(bugSrc)
	for _, l := range rec.Truth {
		if f, ok := stmtOf[l]; ok {
			rec.Truth = append(rec.Truth, f)
		}
	}
	sort.Ints(rec.Truth)
	rec.Truth = uniq(rec.Truth)
	if len(rec.Truth) == 0 {
		rec.Status, rec.Error = "failure", "the fix changes no statement line"
		return rec
	}
	// 1. All tests, for coverage per test and a failing test. Each test is
	// bounded by the lines it runs; the time limits are backstops (a test
	// blocked off the CPU), loose enough that no load reaches them first.
	topt := cfg.Trace
	topt.TestSteps = SuiteSteps
	topt.TestTimeout = 60 * time.Second
	lim := topt.Limits.WithDefaults()
	topt.Limits.CPU = 4 * lim.CPU
	topt.Limits.Wall = 5 * topt.Limits.CPU
	suite, err := trace.Run(ctx, topt, trace.Target{Mode: "tests", Root: c.BugRoot, Files: []string{c.BugFile}, PytestArgs: c.BugArgs})
	if err != nil {
		return fail(err)
	}
	rec.Tests = len(suite.Tests)
	var failing []trace.TestResult
	for _, t := range suite.Tests {
		if t.Failed {
			failing = append(failing, t)
		}
	}
	rec.FailedTests = len(failing)
	if len(failing) == 0 {
		rec.Status = "no_failing_test"
		if len(suite.Tests) == 0 {
			rec.Error = "no tests ran: " + lastLine(suite.Stderr)
		}
		return rec
	}
	sort.SliceStable(failing, func(i, j int) bool { return SmallerFailure(failing[i], failing[j], c.BugFile) })
	test := failing[0]
	rec.Test = test.ID
	scores := Ochiai(suite.Tests, c.BugFile)
	rec.OchiaiRank = OchiaiRank(scores, universe, rec.Truth)

	// 2. Trace the failing test on both versions.
	node := test.ID
	bugArgs := append([]string{node}, extraArgs(c.BugArgs)...)
	fixNode := strings.Replace(node, c.BugFile, c.FixFile, 1)
	fixArgs := append([]string{fixNode}, extraArgs(c.FixArgs)...)
	bug, err := trace.Run(ctx, cfg.Trace, trace.Target{Mode: "pytest", Root: c.BugRoot, Files: []string{c.BugFile}, PytestArgs: bugArgs})
	if err != nil {
		return fail(err)
	}
	fix, err := trace.Run(ctx, cfg.Trace, trace.Target{Mode: "pytest", Root: c.FixRoot, Files: []string{c.FixFile}, PytestArgs: fixArgs})
	if err != nil {
		return fail(err)
	}
	rec.Steps, rec.LimitHit = len(bug.Steps), bug.LimitHit
	if len(bug.Steps) == 0 {
		rec.Status = "failure"
		rec.Error = "empty trace: " + lastLine(bug.Stderr)
		return rec
	}
	al := Align(bug, fix, c.BugFile, c.FixFile, lm)
	rec.Divergence = al.Divergence
	rec.Outputs = al.Outputs
	if cfg.IODir != "" {
		os.MkdirAll(cfg.IODir, 0o755)
		SaveIO(filepath.Join(cfg.IODir, safeName(c.Name)+".io.json"), al)
	}
	out := al.Output
	if al.Divergence == "none" {
		out = Failure(bug)
	}
	// Walk back from the output, the fixed version answering for the steps
	// (the simulated feedback of the benchmark).
	g := trace.Link(bug, cfg.Recovery)
	rec.RecoveredAll = len(g.Recovered)
	// (A step on a line the fix changed, with no counterpart, is where it
	// went wrong: ChangedLineJudge, as the Java half and debug --fixed.)
	res := Guided(g, out, ChangedLineJudge(FixedJudge(g, fix, c.BugFile, c.FixFile, lm), bug, c.BugFile, lm))
	rec.Plan, rec.Lines = res.Plan, res.Lines
	rec.Recovered, rec.Feedback = res.Recovered, res.Feedback
	if res.RootCause != nil {
		rec.RootCause = res.RootCause.Line
	}
	rec.Rank = RankOf(res.Lines, rec.Truth)
	rec.Found = rec.Rank == 1
	// Ablation: no recovery.
	g0 := trace.Link(bug, trace.Recovery{})
	rec.RankNoRecover = RankOf(Guided(g0, out, ChangedLineJudge(FixedJudge(g0, fix, c.BugFile, c.FixFile, lm), bug, c.BugFile, lm)).Lines, rec.Truth)
	// No fixed version: from the failure, Ochiai as each line's own score.
	fo := Failure(bug)
	rf := Plan(g, fo, map[string]map[int]float64{c.BugFile: scores}, nil)
	rec.RankFailure = RankOf(rf.Lines, rec.Truth)
	// No fixed version: the fused ranking.
	lz := &Localizer{Trace: cfg.Trace, NoMutation: cfg.NoMutation, CPUBudget: cfg.CPUBudget}
	cands := lz.Localize(ctx, Failing{Graph: g, Out: fo, Root: c.BugRoot, File: c.BugFile, SuiteArgs: c.BugArgs, Tests: suite.Tests})
	rec.RankAuto = RankOf(CandidateLines(cands), rec.Truth)
	rec.Mutants, rec.MutantCPU, rec.MutantsSkipped = lz.Mutants, lz.CPUSpent, lz.Skipped
	if lz.MutationErr != nil {
		rec.MutationError = lz.MutationErr.Error()
	}
	rec.Candidates = cands[:min(5, len(cands))]
	// DebugPilot: from the failure, one question at a time.
	rgd := Pilot(g, fo, FixedJudge(g, fix, c.BugFile, c.FixFile, lm), cands, 10)
	rec.RankGuided, rec.Questions = RankOf(rgd.Lines, rec.Truth), rgd.Feedback
	// Ochiai within the failure's dynamic slice, ties pessimistic.
	if fo.Step >= 0 {
		var lines []int
		seen := map[int]bool{}
		for _, st := range g.Slice(fo.Step) {
			if s := bug.Steps[st]; s.File == c.BugFile && !seen[s.Line] {
				seen[s.Line] = true
				lines = append(lines, s.Line)
			}
		}
		if len(intersect(rec.Truth, lines)) > 0 {
			rec.RankSliceOchiai = OchiaiRank(scores, lines, intersect(rec.Truth, lines))
		}
	}
	return rec
}

// RankOf is the 1-based rank of the first truth line in lines (0: absent).
func RankOf(lines, truth []int) int {
	t := map[int]bool{}
	for _, l := range truth {
		t[l] = true
	}
	for i, l := range lines {
		if t[l] {
			return i + 1
		}
	}
	return 0
}

// extraArgs are the options of a suite's pytest arguments (not its paths).
func extraArgs(args []string) []string {
	var out []string
	for _, a := range args {
		if strings.HasPrefix(a, "-") {
			out = append(out, a)
		}
	}
	return out
}

func lastLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		return s[i+1:]
	}
	return s
}

func safeName(s string) string {
	return strings.NewReplacer("/", "_", " ", "_", ":", "_").Replace(s)
}

// QuixBugsCases lists the programs of a QuixBugs folder that have a test
// file: buggy python_programs/X.py against correct_python_programs/X.py.
func QuixBugsCases(dir string) ([]Case, error) {
	progs, err := filepath.Glob(filepath.Join(dir, "python_programs", "*.py"))
	if err != nil {
		return nil, err
	}
	var out []Case
	for _, p := range progs {
		name := strings.TrimSuffix(filepath.Base(p), ".py")
		test := filepath.Join("python_testcases", "test_"+name+".py")
		if _, err := os.Stat(filepath.Join(dir, test)); err != nil {
			continue
		}
		if _, err := os.Stat(filepath.Join(dir, "correct_python_programs", name+".py")); err != nil {
			continue
		}
		out = append(out, Case{
			Name: "quixbugs/" + name, BugRoot: dir, FixRoot: dir,
			BugFile: "python_programs/" + name + ".py", FixFile: "correct_python_programs/" + name + ".py",
			BugArgs: []string{test}, FixArgs: []string{test, "--correct"},
		})
	}
	return out, nil
}

// MutantCases reads the mutants written by unstuck mutate under dir.
func MutantCases(dir string) ([]Case, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*", "case.json"))
	if err != nil {
		return nil, err
	}
	sort.Strings(files)
	var out []Case
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		var c Case
		if err := json.Unmarshal(b, &c); err != nil {
			return nil, fmt.Errorf("%s: %w", f, err)
		}
		d := filepath.Dir(f)
		c.BugRoot, c.FixRoot = filepath.Join(d, c.BugRoot), filepath.Join(d, c.FixRoot)
		out = append(out, c)
	}
	return out, nil
}

// Cases discovers the items of a benchmark folder: QuixBugs when it has
// python_programs, scripts when it has an answers.json, else mutants.
func Cases(dir string) ([]Case, error) {
	if st, err := os.Stat(filepath.Join(dir, "python_programs")); err == nil && st.IsDir() {
		return QuixBugsCases(dir)
	}
	if _, err := os.Stat(filepath.Join(dir, "answers.json")); err == nil {
		return ScriptCases(dir)
	}
	return MutantCases(dir)
}

func intersect(a, b []int) []int {
	in := map[int]bool{}
	for _, x := range b {
		in[x] = true
	}
	var out []int
	for _, x := range a {
		if in[x] {
			out = append(out, x)
		}
	}
	return out
}

func uniq(xs []int) []int {
	var out []int
	for i, x := range xs {
		if i == 0 || x != xs[i-1] {
			out = append(out, x)
		}
	}
	return out
}

// ScriptCases reads a folder of failing scripts and its answers.json
// ({"file.py": {"line": N, ...}}: the faulty line, kept apart from the
// programs).
func ScriptCases(dir string) ([]Case, error) {
	b, err := os.ReadFile(filepath.Join(dir, "answers.json"))
	if err != nil {
		return nil, err
	}
	var ans map[string]struct {
		Line int `json:"line"`
	}
	if err := json.Unmarshal(b, &ans); err != nil {
		return nil, fmt.Errorf("answers.json: %w", err)
	}
	var out []Case
	for f, a := range ans {
		out = append(out, Case{Name: filepath.Base(dir) + "/" + f, BugRoot: dir, BugFile: f, Truth: []int{a.Line}, Script: true})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, nil
}

// runScript scores a script case: trace it, rank from its failure.
func runScript(ctx context.Context, cfg Config, c Case, rec *Record) *Record {
	// Only the script goes into the box (not its neighbours or the answers).
	dir, err := os.MkdirTemp("", "unstuck-script-")
	if err != nil {
		rec.Status, rec.Error = "failure", err.Error()
		return rec
	}
	defer os.RemoveAll(dir)
	src, err := os.ReadFile(filepath.Join(c.BugRoot, c.BugFile))
	if err == nil {
		err = os.WriteFile(filepath.Join(dir, c.BugFile), src, 0o644)
	}
	if err != nil {
		rec.Status, rec.Error = "failure", err.Error()
		return rec
	}
	bug, err := trace.Run(ctx, cfg.Trace, trace.Target{Mode: "program", Root: dir, Script: c.BugFile})
	if err != nil {
		rec.Status, rec.Error = "failure", err.Error()
		return rec
	}
	rec.Steps, rec.LimitHit = len(bug.Steps), bug.LimitHit
	if bug.Status == "ok" {
		rec.Status = "no_failing_test"
		return rec
	}
	if len(bug.Steps) == 0 {
		rec.Status, rec.Error = "failure", "empty trace: "+lastLine(bug.Stderr)
		return rec
	}
	g := trace.Link(bug, cfg.Recovery)
	fo := Failure(bug)
	lz := &Localizer{Trace: cfg.Trace, NoMutation: cfg.NoMutation, CPUBudget: cfg.CPUBudget}
	cands := lz.Localize(ctx, Failing{Graph: g, Out: fo, Root: dir, File: c.BugFile, Script: c.BugFile})
	rec.RankAuto = RankOf(CandidateLines(cands), rec.Truth)
	rec.Mutants, rec.MutantCPU, rec.MutantsSkipped = lz.Mutants, lz.CPUSpent, lz.Skipped
	if lz.MutationErr != nil {
		rec.MutationError = lz.MutationErr.Error()
	}
	rec.Candidates = cands[:min(5, len(cands))]
	return rec
}
