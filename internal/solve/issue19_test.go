package solve

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func solveTestdata(t *testing.T, name string, opt Options) *FileReport {
	t.Helper()
	z, r := pathEnv(t)
	opt.Z3, opt.Runner = z, r
	if opt.SampleBudget == 0 {
		// Sampling ends after its 200 draws; the budget only guards a
		// hang, so a busy machine does not change what is found.
		opt.SampleBudget = 5 * time.Minute
	}
	if opt.PathBudget == 0 {
		opt.PathBudget = 10 * time.Minute // the same: a path's queries are bounded by work (pathEnv)
	}
	rep, err := SolveFile(context.Background(), filepath.Join("testdata", "issue19", name), opt)
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

func fn(t *testing.T, rep *FileReport, name string) FunctionReport {
	t.Helper()
	for _, f := range rep.Functions {
		if f.Name == name {
			return f
		}
	}
	t.Fatalf("no function %s in report", name)
	return FunctionReport{}
}

// Docstring, global and nonlocal have no line event in CPython; a string
// in mid-body has one. Every sampled (feasible) path must validate and
// no path may be called UNSAT.
func TestSilentStatementsFromCPythonLineTable(t *testing.T) {
	rep := solveTestdata(t, "silent.py", Options{Sample: true, Enumerate: true, MaxSampled: 6})
	f := fn(t, rep, "tally")
	if len(f.Paths) == 0 {
		t.Fatal("no paths")
	}
	for _, p := range f.Paths {
		if p.Status == StatusUnsat {
			t.Errorf("%s path %v called UNSAT: %s", p.Source, p.Lines, p.Reason)
		}
		if p.Source == "sampled" && p.Status != StatusValidated {
			t.Errorf("sampled path %v: %s (%s)", p.Lines, p.Status, p.Reason)
		}
		for _, l := range p.Lines {
			if l == 7 || l == 8 || l == 12 {
				t.Errorf("path %v has a line CPython never traces (%d)", p.Lines, l)
			}
		}
	}
}

// Without a preset no names are injected: pow is the builtin one, and a
// name never imported raises NameError.
func TestNoInjectedNamesByDefault(t *testing.T) {
	rep := solveTestdata(t, "plain.py", Options{Sample: true, MaxSampled: 6})
	mp := fn(t, rep, "modpow")
	ok := false
	for _, p := range mp.Paths {
		if p.Status == StatusValidated && p.Exc == "" && len(p.Lines) == 2 {
			ok = true
		}
		if p.Exc == "TypeError" {
			t.Errorf("pow(b, e, 97) raised TypeError: math's pow was injected")
		}
	}
	if !ok {
		t.Errorf("no validated path through pow: %+v", mp.Paths)
	}
	for _, p := range fn(t, rep, "missing").Paths {
		if p.Exc != "NameError" {
			t.Errorf("sqrt without an import: path ends with %q, want NameError", p.Exc)
		}
	}
	// Defaults: solved with the defaults first (the input leaves them out).
	short := false
	for _, p := range fn(t, rep, "clamp").Paths {
		if p.Status == StatusValidated && !strings.Contains(p.Input, ",") || strings.Count(p.Input, ",") == 1 && strings.HasSuffix(p.Input, ",)") {
			short = true
		}
	}
	if !short {
		t.Errorf("clamp: no input relying on its defaults: %+v", fn(t, rep, "clamp").Paths)
	}
	// Optional and keyword-only: both outcomes of `a is None` validated.
	n := 0
	for _, p := range fn(t, rep, "pick").Paths {
		if p.Status == StatusValidated {
			n++
		}
	}
	if n < 2 {
		t.Errorf("pick: %d validated paths, want 2: %+v", n, fn(t, rep, "pick").Paths)
	}
}

// A construct outside the rules does not end the path: the concolic
// fallback validates paths through str.expandtabs.
func TestConcolicFallback(t *testing.T) {
	rep := solveTestdata(t, "fallback.py", Options{Sample: true, MaxSampled: 6, Function: "escape"})
	n := 0
	for _, p := range fn(t, rep, "escape").Paths {
		if p.Status == StatusValidated && p.Route == RouteConcolic {
			n++
		}
	}
	if n == 0 {
		t.Errorf("no path validated by the concolic fallback: %+v", rep.Functions[0].Paths)
	}
}

// The generational search reaches a branch uniform draws miss.
func TestGenerationalSearchFindsNarrowBranch(t *testing.T) {
	rep := solveTestdata(t, "fallback.py", Options{Sample: true, MaxSampled: 6, Function: "deep", Generational: 10 * time.Minute})
	got := map[string]bool{}
	for _, p := range fn(t, rep, "deep").Paths {
		if p.Status == StatusValidated && p.Return != nil {
			got[*p.Return] = true
		}
	}
	for _, want := range []string{"0", "1", "2"} {
		if !got[want] {
			t.Errorf("no validated path returning %s: %+v", want, rep.Functions[0].Paths)
		}
	}
}

// A guessed type that makes every run fail is guessed again.
func TestTypeGuessCorrectedFromFailedRuns(t *testing.T) {
	rep := solveTestdata(t, "guess.py", Options{Sample: true, MaxSampled: 3})
	f := fn(t, rep, "shout")
	if len(f.Types) != 1 || !strings.HasPrefix(f.Types[0], "str") || !strings.Contains(f.Types[0], "inferred") {
		t.Errorf("types %v, want str (inferred)", f.Types)
	}
}

// Emitted tests import the module from its file (no exec of the source,
// no injected names), compare floats with pytest.approx, assert mutated
// arguments, and pass under plain pytest.
func TestEmittedTestsDeveloperKeeps(t *testing.T) {
	_, r := pathEnv(t)
	if exec.Command(r.Python, "-c", "import pytest").Run() != nil {
		t.Skip("pytest not installed")
	}
	dir := t.TempDir()
	src, _ := os.ReadFile(filepath.Join("testdata", "issue19", "fallback.py"))
	p := filepath.Join(dir, "fallback.py")
	os.WriteFile(p, src, 0o644)
	z, _ := pathEnv(t)
	rep, err := SolveFile(context.Background(), p, Options{Z3: z, Runner: r, Sample: true, MaxSampled: 6, SampleBudget: 5 * time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "tests")
	if err := EmitTests(rep, out); err != nil {
		t.Fatal(err)
	}
	all := ""
	for _, f := range rep.Functions {
		if f.Tests != "" {
			b, _ := os.ReadFile(f.Tests)
			all += string(b)
		}
	}
	if strings.Contains(all, "exec(") {
		t.Errorf("tests exec the source")
	}
	if !strings.Contains(all, "pytest.approx(") {
		t.Errorf("no float compared with pytest.approx:\n%s", all)
	}
	if !strings.Contains(all, "assert args == ") {
		t.Errorf("no assertion on a mutated argument:\n%s", all)
	}
	res, err := exec.Command(r.Python, "-m", "pytest", "-q", "-p", "no:cacheprovider", out).CombinedOutput()
	if err != nil {
		t.Fatalf("pytest failed: %v\n%s", err, res)
	}
}

// The summary counts every UNSAT verdict and those the cross-check
// refuted (or on sampled, hence feasible, paths) as wrong.
func TestSummaryCountsWrongUnsat(t *testing.T) {
	recs := []Record{
		{File: "a.py", Function: "f", Source: "enumerated", Status: StatusUnsat},
		{File: "a.py", Function: "f", Source: "enumerated", Status: StatusUnsat, WrongUnsat: true, Witness: "(1,)"},
		{File: "a.py", Function: "f", Source: "sampled", Status: StatusUnsat, FoundBy: "hypothesis"},
		{File: "a.py", Function: "f", Source: "sampled", Status: StatusValidated},
	}
	s := Summarize(recs)
	if s.UnsatVerdicts != 3 || s.WrongUnsat != 2 {
		t.Errorf("unsat %d wrong %d, want 3 and 2", s.UnsatVerdicts, s.WrongUnsat)
	}
	if s.FoundBy["hypothesis"] != 1 || s.FoundBy["uniform"] != 1 {
		t.Errorf("found by %v", s.FoundBy)
	}
	if len(s.PerFunction) != 1 || s.PerFunction[0].WrongUnsat != 2 || s.PerFunction[0].Sampled != 2 {
		t.Errorf("per function %+v", s.PerFunction)
	}
}

// A method whose instance needs __init__'s arguments: they are inputs,
// and the attributes the method reads follow them.
func TestMethodOnInstanceBuiltFromInit(t *testing.T) {
	rep := solveTestdata(t, "account.py", Options{Sample: true, MaxSampled: 6, Function: "Account.withdraw"})
	f := fn(t, rep, "Account.withdraw")
	if len(f.Types) != 3 {
		t.Fatalf("types %v: want __init__'s two and the method's one", f.Types)
	}
	ends := map[string]bool{}
	for _, p := range f.Paths {
		if p.Source == "sampled" && p.Status != StatusValidated {
			t.Errorf("sampled path %v: %s (%s)", p.Lines, p.Status, p.Reason)
		}
		if p.Status == StatusValidated {
			ends[p.Exc] = true
		}
	}
	if !ends["ValueError"] || !ends[""] {
		t.Errorf("want a validated raise and a validated return: %+v", f.Paths)
	}
}

// str.rfind by rule: every sampled path validated (CPython the oracle).
func TestRfindRule(t *testing.T) {
	rep := solveTestdata(t, "rfind.py", Options{Sample: true, MaxSampled: 6})
	f := fn(t, rep, "ext")
	n := 0
	for _, p := range f.Paths {
		if p.Status != StatusValidated || p.Route != RouteRules {
			t.Errorf("path %v: %s %s (%s)", p.Lines, p.Route, p.Status, p.Reason)
		}
		n++
	}
	if n < 3 {
		t.Errorf("%d paths, want the three outcomes", n)
	}
}

// Past a construct outside the rules the path goes on symbolically with
// the value the construct had in a run: the branch after str.format needs
// n == 9, which no model of the prefix alone gives.
func TestConcolicContinuation(t *testing.T) {
	rep := solveTestdata(t, "observe.py", Options{Sample: true, MaxSampled: 6, Function: "label"})
	found := false
	for _, p := range fn(t, rep, "label").Paths {
		if p.Source != "sampled" {
			continue
		}
		if p.Status != StatusValidated {
			t.Errorf("sampled path %v: %s (%s)", p.Lines, p.Status, p.Reason)
		}
		if len(p.Lines) == 3 && p.Lines[2] == 10 {
			found = true
			if p.Route != RouteConcolic || !strings.Contains(p.Reason, "observed") {
				t.Errorf("the n == 9 path: route %s, reason %q; want the continuation", p.Route, p.Reason)
			}
		}
	}
	if !found {
		t.Errorf("no sampled path through the n == 9 branch: %+v", fn(t, rep, "label").Paths)
	}
}

// A try statement the path passes without entering a handler: body, else
// and finally, by the rules.
func TestTryWithoutHandler(t *testing.T) {
	rep := solveTestdata(t, "observe.py", Options{Sample: true, MaxSampled: 6, Function: "guarded"})
	for _, p := range fn(t, rep, "guarded").Paths {
		if p.Source == "sampled" && (p.Status != StatusValidated || p.Route != RouteRules) {
			t.Errorf("sampled path %v: %s by %s (%s)", p.Lines, p.Status, p.Route, p.Reason)
		}
	}
}

// Two Optional parameters, one None and one a value: the variants take
// them all None or all values, so the path is not UNSAT.
func TestOptionalMixtureNotUnsat(t *testing.T) {
	rep := solveTestdata(t, "observe.py", Options{Sample: true, MaxSampled: 6, Function: "mixed"})
	mixedSeen := false
	for _, p := range fn(t, rep, "mixed").Paths {
		if p.Status == StatusUnsat {
			t.Errorf("%s path %v called UNSAT: %s", p.Source, p.Lines, p.Reason)
		}
		if p.Source == "sampled" && len(p.Lines) == 2 && p.Lines[1] == 31 {
			mixedSeen = true
		}
	}
	if !mixedSeen {
		t.Errorf("no sampled path through the mixture branch: %+v", fn(t, rep, "mixed").Paths)
	}
}
