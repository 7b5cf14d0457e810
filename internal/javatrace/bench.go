// Phase: debug, benchmark (Java). One item is a buggy Java program with a
// fixed version and a JUnit 4 test class (QuixBugs' Java half): all tests
// run for per-test coverage (Ochiai); one failing test is traced on both
// versions; the rankings are scored where the lines the fix changed rank:
//
//   - rank: the plan from the first divergence from the fixed version, the
//     fixed version answering (as the Python half's rank);
//   - rank_guided and questions: the DebugPilot protocol from the failure,
//     the fixed version consulted only to answer the question asked;
//   - rank_auto: no fixed version: the failure's dynamic slice, the tests'
//     spectrum and mutation evidence (mutants of the lines the failing test
//     ran, rerun against the tests) fused into one score per line;
//   - each with and without dependency recovery (the ablation).
package javatrace

import (
	"context"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"

	"unstuck/internal/debug"
	"unstuck/internal/trace"
)

// Case is one Java benchmark item.
type Case struct {
	Name      string `json:"name"`
	Root      string `json:"root"`       // source root of the buggy version
	File      string `json:"file"`       // the buggy program, relative to Root
	FixSource string `json:"fix_source"` // the fixed program (a path)
	TestFile  string `json:"test_file"`  // relative to Root
	TestClass string `json:"test_class"`
}

// Candidate is a line of rank_auto with the evidence that put it there.
type Candidate struct {
	Line     int      `json:"line"`
	Score    float64  `json:"score"`
	Evidence []string `json:"evidence"`
}

// Record is one JSONL line of the Java half of `unstuck bench --mode debug`.
type Record struct {
	debug.Record                    // lang is "java"
	RankAuto            int         `json:"rank_auto"`
	RankAutoNoRecover   int         `json:"rank_auto_no_recovery"`
	RankAutoNoMutation  int         `json:"rank_auto_no_mutation"`
	RankGuided          int         `json:"rank_guided"`
	RankGuidedNoRecover int         `json:"rank_guided_no_recovery"`
	Questions           int         `json:"questions"`
	GuidedPlan          []debug.Hop `json:"guided_plan,omitempty"`    // the walk from the failure, the fixed version answering
	GuidedLines         []int       `json:"guided_lines,omitempty"`   // its ranking, of which rank_guided is the truth's place
	FoundNoRecover      bool        `json:"found_no_recovery"`        // the aligned plan's root cause is a fix line without recovery
	GuidedFound         bool        `json:"guided_found"`             // the guided plan's root cause is a fix line
	GuidedFoundNoRec    bool        `json:"guided_found_no_recovery"` // ... without recovery
	Mutants             int         `json:"mutants"`
	MutantsCompiled     int         `json:"mutants_compiled"`
	MutantFixLines      []int       `json:"mutant_fix_lines,omitempty"`
	Candidates          []Candidate `json:"candidates,omitempty"`
}

// Config is how the Java benchmark runs.
type Config struct {
	Trace       trace.Options
	Recovery    trace.Recovery
	MaxMutants  int           // default 40
	MutantsWall time.Duration // default 600 s
	MutationOff bool
}

var pkgRe = regexp.MustCompile(`(?m)^\s*package\s+([\w.]+)\s*;`)

// QuixBugsCases lists the Java programs of a QuixBugs folder that have a
// fixed version and a JUnit test class.
func QuixBugsCases(dir string) ([]Case, error) {
	progs, err := filepath.Glob(filepath.Join(dir, "java_programs", "*.java"))
	if err != nil {
		return nil, err
	}
	var out []Case
	for _, p := range progs {
		name := strings.TrimSuffix(filepath.Base(p), ".java")
		test := filepath.Join("java_testcases", "junit", name+"_TEST.java")
		fix := filepath.Join(dir, "correct_java_programs", name+".java")
		if _, err := os.Stat(filepath.Join(dir, test)); err != nil {
			continue
		}
		if _, err := os.Stat(fix); err != nil {
			continue
		}
		out = append(out, Case{Name: "quixbugs-java/" + name, Root: dir, File: "java_programs/" + name + ".java",
			FixSource: fix, TestFile: test, TestClass: "java_testcases.junit." + name + "_TEST"})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, nil
}

// HasJava reports whether dir has a QuixBugs Java half.
func HasJava(dir string) bool {
	st, err := os.Stat(filepath.Join(dir, "java_programs"))
	return err == nil && st.IsDir()
}

// fixRoot lays out the fixed version of a case: the buggy root's Java
// files (of the program's and the test's directories) with the program
// replaced by the fixed one.
func fixRoot(c Case) (string, []byte, error) {
	return FixedRoot(c.Root, c.File, c.FixSource, filepath.Dir(c.File), filepath.Dir(c.TestFile))
}

// FixedRoot lays out a fixed version of file (relative to root): the Java
// files under root's subdirectories dirs (all of root when none are given)
// copied into a new directory, file replaced by the source at fixSource
// moved into file's package. The caller removes the directory.
func FixedRoot(root, file, fixSource string, dirs ...string) (string, []byte, error) {
	bug, err := os.ReadFile(filepath.Join(root, file))
	if err != nil {
		return "", nil, err
	}
	fix, err := os.ReadFile(fixSource)
	if err != nil {
		return "", nil, err
	}
	if m := pkgRe.FindSubmatch(bug); m != nil {
		fix = pkgRe.ReplaceAll(fix, []byte("package "+string(m[1])+";"))
	}
	dir, err := os.MkdirTemp("", "unstuck-javafix-")
	if err != nil {
		return "", nil, err
	}
	if len(dirs) == 0 {
		dirs = []string{"."}
	}
	for _, sub := range dirs {
		if err := copyJava(filepath.Join(root, sub), filepath.Join(dir, sub)); err != nil {
			os.RemoveAll(dir)
			return "", nil, err
		}
	}
	if err := os.WriteFile(filepath.Join(dir, file), fix, 0o644); err != nil {
		os.RemoveAll(dir)
		return "", nil, err
	}
	return dir, fix, nil
}

// RunItem scores one case.
func RunItem(ctx context.Context, cfg Config, c Case) *Record {
	start := time.Now()
	rec := &Record{Record: debug.Record{File: c.Name, Mode: "debug", Lang: "java", Status: "ok"}}
	defer func() { rec.Seconds = time.Since(start).Seconds() }()
	fail := func(err error) *Record {
		rec.Status, rec.Error = "failure", err.Error()
		return rec
	}
	bugSrc, err := os.ReadFile(filepath.Join(c.Root, c.File))
	if err != nil {
		return fail(err)
	}
	froot, fixSrc, err := fixRoot(c)
	if err != nil {
		return fail(err)
	}
	defer os.RemoveAll(froot)
	lm, changed := LineMap(bugSrc, fixSrc)

	// 1. All tests: coverage per test, a failing test, the executable lines.
	suite, err := Run(ctx, cfg.Trace, Target{Mode: "tests", Root: c.Root, Files: []string{c.File}, Compile: []string{c.TestFile}, Tests: []string{c.TestClass}})
	if err != nil {
		return fail(err)
	}
	if suite.Status == "compile_error" || suite.Status == "crashed" {
		return fail(fmt.Errorf("%s: %s", suite.Status, errText(suite)))
	}
	universe := ExecutableLines(suite, c.File)
	rec.Truth = truthLines(changed, universe, bugSrc)
	if len(rec.Truth) == 0 {
		return fail(fmt.Errorf("the fix changes no executable line"))
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
			rec.Error = "no tests ran: " + errText(suite)
		}
		return rec
	}
	// The failing test that ran the fewest lines (within the line budget):
	// a count, so that the choice does not move with load as a wall-clock
	// timeout would; then the fewest distinct lines.
	sort.SliceStable(failing, func(i, j int) bool { return smallerFailure(failing[i], failing[j], c.File) })
	test := failing[0]
	rec.Test = test.ID
	scores := debug.Ochiai(suite.Tests, c.File)
	rec.OchiaiRank = debug.OchiaiRank(scores, universe, rec.Truth)

	// 2. The failing test on both versions.
	bug, err := Run(ctx, cfg.Trace, Target{Mode: "junit", Root: c.Root, Files: []string{c.File}, Compile: []string{c.TestFile}, Tests: []string{test.ID}})
	if err != nil {
		return fail(err)
	}
	fix, err := Run(ctx, cfg.Trace, Target{Mode: "junit", Root: froot, Files: []string{c.File}, Compile: []string{c.TestFile}, Tests: []string{test.ID}})
	if err != nil {
		return fail(err)
	}
	rec.Steps, rec.LimitHit = len(bug.Steps), bug.LimitHit
	if len(bug.Steps) == 0 {
		return fail(fmt.Errorf("empty trace (%s): %s", bug.Status, errText(bug)))
	}
	g := trace.Link(bug, cfg.Recovery)
	g0 := trace.Link(bug, trace.Recovery{})
	rec.RecoveredAll = len(g.Recovered)

	// 3. From the first divergence, the fixed version answering.
	al := debug.Align(bug, fix, c.File, c.File, lm)
	rec.Divergence, rec.Outputs = al.Divergence, al.Outputs
	out := al.Output
	if al.Divergence == "none" {
		out = debug.Failure(bug)
	}
	res := debug.Guided(g, out, fixedJudge(g, fix, c.File, lm))
	rec.Plan, rec.Lines = res.Plan, res.Lines
	rec.Recovered, rec.Feedback = res.Recovered, res.Feedback
	if res.RootCause != nil {
		rec.RootCause = res.RootCause.Line
	}
	rec.Rank = debug.RankOf(res.Lines, rec.Truth)
	rec.Found = rootIn(res, rec.Truth)
	res0 := debug.Guided(g0, out, fixedJudge(g0, fix, c.File, lm))
	rec.RankNoRecover = debug.RankOf(res0.Lines, rec.Truth)
	rec.FoundNoRecover = rootIn(res0, rec.Truth)

	// 4. The DebugPilot protocol from the failure.
	fo := debug.Failure(bug)
	rg := debug.Guided(g, fo, fixedJudge(g, fix, c.File, lm))
	rec.RankGuided, rec.Questions, rec.GuidedFound = debug.RankOf(rg.Lines, rec.Truth), rg.Feedback, rootIn(rg, rec.Truth)
	rec.GuidedPlan, rec.GuidedLines = rg.Plan, rg.Lines
	rg0 := debug.Guided(g0, fo, fixedJudge(g0, fix, c.File, lm))
	rec.RankGuidedNoRecover, rec.GuidedFoundNoRec = debug.RankOf(rg0.Lines, rec.Truth), rootIn(rg0, rec.Truth)

	// 5. No fixed version: slice, spectrum and mutation evidence.
	rf := debug.Plan(g, fo, map[string]map[int]float64{c.File: scores}, nil)
	rec.RankFailure = debug.RankOf(rf.Lines, rec.Truth)
	slice := sliceLines(g, fo.Step, c.File)
	var mut map[int]float64
	var why map[int]string
	if !cfg.MutationOff {
		var st MutationStats
		mut, why, st = mutationEvidence(ctx, cfg, c, bugSrc, test, slice, scores, universe, rec.Tests, rec.FailedTests, localsByLine(bug, c.File))
		rec.Mutants, rec.MutantsCompiled, rec.MutantFixLines = st.Mutants, st.Compiled, st.FixLines
	}
	cands := fuse(universe, scores, slice, mut, why, rf.Lines, test.Lines[c.File])
	rec.Candidates = cands
	rec.RankAuto = rankCands(cands, rec.Truth)
	rec.RankAutoNoMutation = rankCands(fuse(universe, scores, slice, nil, nil, rf.Lines, test.Lines[c.File]), rec.Truth)
	rf0 := debug.Plan(g0, fo, map[string]map[int]float64{c.File: scores}, nil)
	rec.RankAutoNoRecover = rankCands(fuse(universe, scores, sliceLines(g0, fo.Step, c.File), mut, why, rf0.Lines, test.Lines[c.File]), rec.Truth)
	if len(rec.Candidates) > 10 {
		rec.Candidates = rec.Candidates[:10]
	}
	return rec
}

// smallerFailure orders failing tests: ended within the budgets first,
// then fewer lines run, then fewer distinct lines of file.
// (One rule for both languages: debug.SmallerFailure.)
func smallerFailure(a, b trace.TestResult, file string) bool {
	return debug.SmallerFailure(a, b, file)
}

// MutationStats say what the mutation pass did.
type MutationStats struct {
	Mutants  int   `json:"mutants"`
	Compiled int   `json:"compiled"`
	FixLines []int `json:"fix_lines,omitempty"` // lines with a mutant that makes the failing test pass
}

// Localize ranks the lines of c.File for a failing test without a fixed
// version: the dynamic slice of out, Ochiai over the suite's tests and the
// mutation evidence, fused (rank_auto). bug is the failing test's trace,
// linked as g; suite ran every test of c.TestClass (mode tests).
func Localize(ctx context.Context, cfg Config, c Case, g *trace.Graph, out debug.Output, suite *trace.Trace, testID string) ([]Candidate, MutationStats) {
	var st MutationStats
	var test trace.TestResult
	failed := 0
	for _, t := range suite.Tests {
		if t.ID == testID {
			test = t
		}
		if t.Failed {
			failed++
		}
	}
	src := g.Trace.Sources[c.File]
	scores := debug.Ochiai(suite.Tests, c.File)
	slice := sliceLines(g, out.Step, c.File)
	pl := debug.Plan(g, out, map[string]map[int]float64{c.File: scores}, nil)
	var mut map[int]float64
	var why map[int]string
	if !cfg.MutationOff && test.Failed {
		mut, why, st = mutationEvidence(ctx, cfg, c, src, test, slice, scores, ExecutableLines(suite, c.File), len(suite.Tests), failed, localsByLine(g.Trace, c.File))
	}
	return fuse(ExecutableLines(suite, c.File), scores, slice, mut, why, pl.Lines, test.Lines[c.File]), st
}

// fixedJudge is the simulated user of the benchmark: the fixed version
// answers, and a step on a line the fix changed is where it went wrong.
func fixedJudge(g *trace.Graph, fix *trace.Trace, file string, lm map[int]int) debug.Judge {
	return debug.ChangedLineJudge(debug.FixedJudge(g, fix, file, file, lm), g.Trace, file, lm)
}

func errText(tr *trace.Trace) string {
	if tr.Error != nil {
		return tr.Error.Type + ": " + tr.Error.Message
	}
	s := strings.TrimSpace(tr.Stderr)
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		s = s[i+1:]
	}
	return s
}

// truthLines are the changed lines that have bytecode; a changed line
// without counts as the statement it belongs to: a block header without
// code (while (true) {, } else {) as the first statement after it, a
// continuation line as the statement line before it.
func truthLines(changed, universe []int, src []byte) []int {
	text := strings.Split(string(src), "\n")
	in := map[int]bool{}
	for _, l := range universe {
		in[l] = true
	}
	set := map[int]bool{}
	for _, l := range changed {
		if in[l] {
			set[l] = true
			continue
		}
		if l-1 < len(text) && strings.HasSuffix(strings.TrimSpace(strings.SplitN(text[l-1], "//", 2)[0]), "{") {
			for k := l + 1; k <= l+3; k++ {
				if in[k] {
					set[k] = true
					break
				}
			}
			continue
		}
		for k := l - 1; k >= l-3 && k > 0; k-- {
			if in[k] {
				set[k] = true
				break
			}
		}
	}
	var out []int
	for l := range set {
		out = append(out, l)
	}
	sort.Ints(out)
	return out
}

func rootIn(r *debug.Result, truth []int) bool {
	if r.RootCause == nil {
		return false
	}
	for _, l := range truth {
		if l == r.RootCause.Line {
			return true
		}
	}
	return false
}

// sliceLines are the lines of file in the backward dynamic slice of step.
func sliceLines(g *trace.Graph, step int, file string) map[int]bool {
	out := map[int]bool{}
	if step < 0 {
		return out
	}
	for _, s := range g.Slice(step) {
		st := g.Trace.Steps[s]
		if st.File == file && !st.Entry {
			out[st.Line] = true
		}
	}
	return out
}

// mutationEvidence mutates the lines the failing test ran (the slice's
// first, by Ochiai) and scores each line by its best plausible patch: a
// mutant that makes the failing test pass and breaks no passing test,
// weighted by the share of the failing tests it fixes.
func mutationEvidence(ctx context.Context, cfg Config, c Case, src []byte, test trace.TestResult, slice map[int]bool,
	scores map[int]float64, universe []int, nTests, nFailed int, locals func(int) []string) (map[int]float64, map[int]string, MutationStats) {
	var st MutationStats
	lines := append([]int{}, test.Lines[c.File]...)
	sort.SliceStable(lines, func(i, j int) bool {
		a, b := lines[i], lines[j]
		if slice[a] != slice[b] {
			return slice[a]
		}
		if scores[a] != scores[b] {
			return scores[a] > scores[b]
		}
		return a < b
	})
	max := cfg.MaxMutants
	if max <= 0 {
		max = 120
	}
	ms := Mutants(src, lines, 6, max, locals)
	// Statements that may be missing, where the blocks the test ran end.
	ran := map[int]bool{}
	for _, l := range lines {
		ran[l] = true
	}
	prio := func(l int) float64 {
		p := scores[l]
		if slice[l] {
			p++
		}
		return p
	}
	ms = append(ms, Insertions(src, ran, universe, prio, 10, 80)...)
	st.Mutants = len(ms)
	if len(ms) == 0 {
		return nil, nil, st
	}
	srcs := make([][]byte, len(ms))
	for i, m := range ms {
		srcs[i] = m.Src
	}
	opt := cfg.Trace
	wall := cfg.MutantsWall
	if wall <= 0 {
		wall = 600 * time.Second
	}
	opt.Limits.Wall, opt.Limits.CPU = wall, wall
	method := test.ID[strings.LastIndexByte(test.ID, '#')+1:]
	res, _, err := RunMutants(ctx, opt, Target{Root: c.Root, Files: []string{c.File}, Compile: []string{c.TestFile},
		Tests: []string{c.TestClass}, Mutants: srcs, Failing: method})
	if err != nil {
		return nil, nil, st
	}
	ev, why := map[int]float64{}, map[int]string{}
	fixes := map[int]int{}
	passing := nTests - nFailed
	for _, r := range res {
		if r.ID < 0 || r.ID >= len(ms) {
			continue
		}
		if r.Compiled {
			st.Compiled++
		}
		if !r.Fixes {
			continue
		}
		m := ms[r.ID]
		// A plausible patch: it breaks no passing test (tests that failed
		// before and still fail do not count against it); its weight is the
		// share of the failing tests it fixes (MUSE's fail-to-pass).
		broken := max0(r.Failed - (nFailed - 1))
		if broken > 0 && passing > 0 {
			continue
		}
		// A mutant that fixes every failing test is a candidate patch; one
		// that fixes some is weak evidence (often it only suits the
		// smallest input): a share of it, as the Python half weighs it.
		s := 1.0
		if nFailed > 0 && r.Failed > 0 {
			s = 0.3 * float64(nFailed-min(r.Failed, nFailed)) / float64(nFailed)
		} else {
			fixes[m.Line]++
		}
		if s > ev[m.Line] {
			ev[m.Line] = s
			why[m.Line] = fmt.Sprintf("mutant (%s) makes the failing test pass; %d of %d tests still fail", m.Op, r.Failed, r.Run)
		}
	}
	// More fixing mutants on a line: more evidence (MUSE counts them).
	for l, n := range fixes {
		ev[l] += 0.05 * math.Min(float64(n-1), 4) // full patches only
	}
	for l := range ev {
		st.FixLines = append(st.FixLines, l)
	}
	sort.Ints(st.FixLines)
	return ev, why, st
}

// localsByLine: the local variables of the method a line runs in, as the
// trace saw them (parameters included).
func localsByLine(tr *trace.Trace, file string) func(int) []string {
	byFunc := map[string]map[string]bool{}
	funcOf := map[int]string{}
	for _, s := range tr.Steps {
		if s.File != file {
			continue
		}
		if !s.Entry {
			funcOf[s.Line] = s.Func
		}
		m := byFunc[s.Func]
		if m == nil {
			m = map[string]bool{}
			byFunc[s.Func] = m
		}
		for _, as := range [][]trace.Access{s.Reads, s.Writes} {
			for _, a := range as {
				if strings.HasPrefix(a.Loc, "L") && identRe.FindString(a.Var) == a.Var && a.Var != "this" {
					m[a.Var] = true
				}
			}
		}
	}
	return func(l int) []string {
		var out []string
		for v := range byFunc[funcOf[l]] {
			out = append(out, v)
		}
		sort.Strings(out)
		return out
	}
}

func max0(x int) int {
	if x < 0 {
		return 0
	}
	return x
}

// fuse scores each executable line: mutation evidence first (a fixing
// mutant is the strongest sign), then the spectrum, then membership of the
// failure's slice and of the failing test's run; ties keep the order of
// the plan from the failure.
func fuse(universe []int, ochiai map[int]float64, slice map[int]bool, mut map[int]float64, why map[int]string, planLines, ran []int) []Candidate {
	order := map[int]int{}
	for i, l := range planLines {
		if _, ok := order[l]; !ok {
			order[l] = i
		}
	}
	inRun := map[int]bool{}
	for _, l := range ran {
		inRun[l] = true
	}
	var out []Candidate
	for _, l := range universe {
		c := Candidate{Line: l}
		if m := mut[l]; m > 0 {
			c.Score += 2 * m
			c.Evidence = append(c.Evidence, why[l])
		}
		if o := ochiai[l]; o > 0 {
			c.Score += o
			c.Evidence = append(c.Evidence, fmt.Sprintf("ochiai %.2f", o))
		}
		if slice[l] {
			c.Score += 0.25
			c.Evidence = append(c.Evidence, "in the failure's dynamic slice")
		} else if inRun[l] {
			c.Score += 0.05
		}
		out = append(out, c)
	}
	pos := func(l int) int {
		if p, ok := order[l]; ok {
			return p
		}
		return 1 << 30
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Score != out[j].Score {
			return out[i].Score > out[j].Score
		}
		if pos(out[i].Line) != pos(out[j].Line) {
			return pos(out[i].Line) < pos(out[j].Line)
		}
		return out[i].Line < out[j].Line
	})
	return out
}

func rankCands(cs []Candidate, truth []int) int {
	var lines []int
	for _, c := range cs {
		lines = append(lines, c.Line)
	}
	return debug.RankOf(lines, truth)
}
