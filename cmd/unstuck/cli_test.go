package main

// What a new user tried with the README in hand (issue 16), as CLI tests:
// each fails on the command line before that issue.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"unstuck/internal/nettest"
)

// inDir runs the binary in dir with stdin and extra environment.
func inDir(t *testing.T, dir, stdin string, env []string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	cmd.Stdin = strings.NewReader(stdin)
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	err := cmd.Run()
	if ee, ok := err.(*exec.ExitError); ok {
		return o.String(), e.String(), ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return o.String(), e.String(), 0
}

func write(t *testing.T, dir, name, src string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	os.MkdirAll(filepath.Dir(p), 0o755)
	if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func needZ3(t *testing.T) {
	if _, err := exec.LookPath("z3"); err != nil {
		t.Skip("z3 not installed")
	}
}

const twoFuncs = "def f(x: int) -> int:\n    if x > 3:\n        return 1\n    return 0\n\n\ndef g(s: str) -> int:\n    return len(s)\n"

// The README's own lines put flags after the file names.
func TestFlagsAfterFileNames(t *testing.T) {
	t.Parallel() // subprocesses that mostly wait on sandboxes: overlap them
	dir := t.TempDir()
	src := write(t, dir, "m.py", twoFuncs)
	out, errOut, code := inDir(t, dir, "", nil, "paths", src, "--function", "g", "--json")
	var graphs []struct {
		Graph struct{ Name string } `json:"graph"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &graphs) != nil || len(graphs) != 1 || graphs[0].Graph.Name != "g" {
		t.Fatalf("paths FILE --function g --json: exit %d\n%s%s", code, out, errOut)
	}
	// "--" ends the flags: a file named like a flag.
	write(t, dir, "-odd.py", twoFuncs)
	if _, errOut, code := inDir(t, dir, "", nil, "paths", "--json", "--", "-odd.py"); code != 0 {
		t.Fatalf("paths -- -odd.py: exit %d: %s", code, errOut)
	}
	needPython(t)
	old := write(t, dir, "old.py", "def f(x):\n    return x + 1\n")
	new := write(t, dir, "new.py", "def f(x):\n    return x + 2\n")
	out, errOut, code = inDir(t, dir, "", nil, "diff", old, new, "--call", "f(3)")
	if code != 0 || !strings.Contains(out, "semantics-changing") {
		t.Fatalf("diff OLD NEW --call: exit %d\n%s%s", code, out, errOut)
	}
	needZ3(t)
	out, errOut, code = inDir(t, dir, "", nil, "solve", src, "--json", "--function", "f", "--samples", "2")
	var rep struct {
		Functions []struct{ Name string } `json:"functions"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &rep) != nil || len(rep.Functions) != 1 {
		t.Fatalf("solve FILE --json: exit %d\n%s%s", code, out, errOut)
	}
}

// -h prints the usage on stdout and exits 0, for every command.
func TestHelpOnStdout(t *testing.T) {
	t.Parallel() // subprocesses that mostly wait on sandboxes: overlap them
	for _, c := range []string{"run", "bench", "merge", "lines", "explore", "train", "diff", "trace", "debug",
		"mutate", "semcheck", "paths", "solve", "serve", "mcp"} {
		out, errOut, code := inDir(t, t.TempDir(), "", nil, c, "-h")
		if code != 0 || !strings.Contains(out, "usage: unstuck "+c) || errOut != "" {
			t.Errorf("%s -h: exit %d, stdout %.80q, stderr %.200q", c, code, out, errOut)
		}
	}
	if out, _, code := inDir(t, t.TempDir(), "", nil, "help", "run"); code != 0 || !strings.Contains(out, "usage: unstuck run") {
		t.Errorf("help run: exit %d: %.80q", code, out)
	}
}

func TestVersion(t *testing.T) {
	t.Parallel() // subprocesses that mostly wait on sandboxes: overlap them
	for _, args := range [][]string{{"--version"}, {"version"}} {
		out, _, code := inDir(t, t.TempDir(), "", nil, args...)
		if code != 0 || !strings.HasPrefix(out, "unstuck ") || len(strings.TrimSpace(out)) <= len("unstuck ") {
			t.Errorf("%v: exit %d: %q", args, code, out)
		}
	}
}

// A bad flag says what was wrong and how to fix it.
func TestFlagErrorsSayHowToFix(t *testing.T) {
	t.Parallel() // subprocesses that mostly wait on sandboxes: overlap them
	dir := t.TempDir()
	f := write(t, dir, "a.py", "x = 1\n")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"run", "--timeout", "5", f}, "5s"},
		{[]string{"run", "--jsn", f}, "did you mean --json"},
		{[]string{"run"}, "missing FILE"},
		{[]string{"bench", "-j", "two", f}, "whole number"},
	} {
		out, errOut, code := inDir(t, dir, "", nil, c.args...)
		if code != 2 || !strings.Contains(errOut, c.want) || out != "" {
			t.Errorf("%v: exit %d, stderr %q, want %q in it", c.args, code, errOut, c.want)
		}
	}
}

// "-" reads the source from standard input.
func TestSourceFromStdin(t *testing.T) {
	t.Parallel() // subprocesses that mostly wait on sandboxes: overlap them
	out, errOut, code := inDir(t, t.TempDir(), "x = 1\nif x:\n    y = 2\n", nil, "lines", "-")
	if code != 0 || !strings.Contains(out, `"units"`) {
		t.Fatalf("lines -: exit %d: %s%s", code, out, errOut)
	}
	needPython(t)
	out, errOut, code = inDir(t, t.TempDir(), "x = 1\nprint(x)\n", nil, "run", "--json", "-")
	var r struct {
		Covered int `json:"covered"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &r) != nil || r.Covered != 2 {
		t.Fatalf("run --json -: exit %d: %s%s", code, out, errOut)
	}
}

// A file that is only a syntax error is status syntax_error, with the
// message and the line, and exit 1, in every command that takes a file.
func TestSyntaxErrorEverywhere(t *testing.T) {
	t.Parallel() // subprocesses that mostly wait on sandboxes: overlap them
	needPython(t)
	dir := t.TempDir()
	f := write(t, dir, "syn.py", "x = 1\ndef f(:\n    pass\n")
	type problem struct {
		Status string `json:"status"`
		Error  *struct {
			Type    string `json:"type"`
			Message string `json:"message"`
			Line    *int   `json:"line"`
		} `json:"error"`
	}
	cmds := [][]string{{"run"}, {"explore", "--k", "1", "--budget", "20s"}, {"paths"}, {"trace"}, {"debug"}}
	if _, err := exec.LookPath("z3"); err == nil {
		cmds = append(cmds, []string{"solve"})
	}
	for _, c := range cmds {
		args := append(append(append([]string{}, c...), "--json", "--out"), filepath.Join(dir, "out-"+c[0]))
		if c[0] != "explore" {
			args = append(append([]string{}, c...), "--json")
		}
		out, errOut, code := inDir(t, dir, "", nil, append(args, f)...)
		var p problem
		if err := json.Unmarshal([]byte(out), &p); err != nil || code != 1 || p.Status != "syntax_error" ||
			p.Error == nil || p.Error.Line == nil || *p.Error.Line != 2 || p.Error.Message == "" {
			t.Errorf("%s --json: exit %d, stdout %.300s, stderr %.300s", c[0], code, out, errOut)
		}
		// The text form says the same on stderr.
		_, errOut, code = inDir(t, dir, "", nil, append(c, f)...)
		if code != 1 || !strings.Contains(errOut, "syn.py:2: SyntaxError: ") {
			t.Errorf("%s: exit %d, stderr %.300s", c[0], code, errOut)
		}
	}
	if _, errOut, code := inDir(t, dir, "", nil, "lines", f); code != 1 || !strings.Contains(errOut, "syn.py:2: SyntaxError") {
		t.Errorf("lines: exit %d: %s", code, errOut)
	}
}

// paths and solve on a file without functions say so; a function solve
// cannot load is an error on stderr and exit 1.
func TestFunctionsSolveCannotWorkOn(t *testing.T) {
	t.Parallel() // subprocesses that mostly wait on sandboxes: overlap them
	dir := t.TempDir()
	script := write(t, dir, "script.py", "x = 1\nprint(x)\n")
	if _, errOut, code := inDir(t, dir, "", nil, "paths", script); code != 1 || !strings.Contains(errOut, "no functions") {
		t.Errorf("paths on a script: exit %d: %s", code, errOut)
	}
	needPython(t)
	needZ3(t)
	if _, errOut, code := inDir(t, dir, "", nil, "solve", script); code != 1 || !strings.Contains(errOut, "no functions") {
		t.Errorf("solve on a script: exit %d: %s", code, errOut)
	}
	bad := write(t, dir, "load.py", "import no_such_module_here\n\n\ndef f(x: int) -> int:\n    if x > 3:\n        return 1\n    return 0\n")
	out, errOut, code := inDir(t, dir, "", nil, "solve", "--samples", "2", bad)
	if code != 1 || !strings.Contains(errOut, "load.py:4: f:") || !strings.Contains(errOut, "no_such_module_here") {
		t.Errorf("solve of a function failing to load: exit %d\n%s%s", code, out, errOut)
	}
}

// An unreachable LLM is an error naming its URL when it is the only
// proposer, and a warning with a count when offline runs too.
func TestUnreachableLLM(t *testing.T) {
	t.Parallel() // subprocesses that mostly wait on sandboxes: overlap them
	needPython(t)
	url := "http://" + nettest.ClosedPort(t) + "/v1"
	dir := t.TempDir()
	f := write(t, dir, "s.py", "n = len(items)\nprint(n)\n")
	common := []string{"--llm-base-url", url, "--llm-model", "m", "--llm-retries", "-1", "--k", "1", "--budget", "30s"}
	_, errOut, code := inDir(t, dir, "", nil, append(append([]string{"explore", "--proposer", "llm"}, common...), f)...)
	if code != 2 || !strings.Contains(errOut, url) {
		t.Errorf("explore --proposer llm, no LLM: exit %d: %s", code, errOut)
	}
	out, errOut, code := inDir(t, dir, "", nil, append(append([]string{"explore", "--proposer", "offline,llm"}, common...), f)...)
	if code != 0 || !strings.Contains(errOut, "warning") || !strings.Contains(errOut, url) || !strings.Contains(out, "LLM requests failed:") {
		t.Errorf("explore --proposer offline,llm, no LLM: exit %d\n%s%s", code, out, errOut)
	}
}

// explore and bench write under the current directory, in directories the
// next bench skips; a resumed bench says what it skips and why.
func TestOutputsWhereExpected(t *testing.T) {
	t.Parallel() // subprocesses that mostly wait on sandboxes: overlap them
	needPython(t)
	work := t.TempDir()
	src := filepath.Join(t.TempDir(), "code")
	f := write(t, src, "s.py", "n = len(items)\nprint(n)\n")
	if _, errOut, code := inDir(t, work, "", nil, "explore", "--k", "1", f); code != 0 {
		t.Fatalf("explore: exit %d: %s", code, errOut)
	}
	if _, err := os.Stat(filepath.Join(work, "unstuck-explore", "s", "tree.json")); err != nil {
		t.Errorf("explore wrote no ./unstuck-explore/s/tree.json: %v", err)
	}
	if ents, _ := os.ReadDir(src); len(ents) != 1 {
		t.Errorf("explore wrote beside the source: %v", ents)
	}
	write(t, work, "mine.py", "x = 1\n")
	_, errOut, code := inDir(t, work, "", nil, "bench", "--mode", "parse", "--no-progress", ".")
	if code != 0 || !strings.Contains(errOut, "of 1 items found") {
		t.Fatalf("bench . took unstuck's own files for items: exit %d: %s", code, errOut)
	}
	if _, err := os.Stat(filepath.Join(work, "unstuck-bench", "bench-parse.jsonl")); err != nil {
		t.Errorf("bench journal not under ./unstuck-bench: %v", err)
	}
	_, errOut, _ = inDir(t, work, "", nil, "bench", "--mode", "parse", "--no-progress", ".")
	if !strings.Contains(errOut, "skipping 1 items already recorded in unstuck-bench/bench-parse.jsonl") {
		t.Errorf("resume did not say what it skips: %s", errOut)
	}
	// LCOV names files by absolute paths, also when merged elsewhere.
	out, errOut, code := inDir(t, t.TempDir(), "", nil, "merge", "--format", "lcov", filepath.Join(work, "unstuck-bench", "bench-parse.jsonl"))
	if code != 0 || !strings.Contains(out, "SF:"+filepath.Join(work, "mine.py")+"\n") {
		t.Errorf("merge --format lcov elsewhere: exit %d\n%s%s", code, out, errOut)
	}
}

// A cut-out method body runs wrapped in every mode, as in run and explore.
func TestEveryModeWraps(t *testing.T) {
	t.Parallel() // subprocesses that mostly wait on sandboxes: overlap them
	needPython(t)
	dir := t.TempDir()
	f := write(t, dir, "body.py", "x = self.items\nif not x:\n    return 0\nreturn len(x)\n")
	for _, mode := range []string{"as-is", "lexecutor"} {
		out, errOut, _ := inDir(t, dir, "", nil, "run", "--json", "--mode", mode, f)
		var r struct {
			Status  string `json:"status"`
			Covered int    `json:"covered"`
		}
		json.Unmarshal([]byte(out), &r)
		if r.Status == "syntax_error" || (mode == "lexecutor" && r.Covered < 2) {
			t.Errorf("run --mode %s: %s\n%s", mode, out, errOut)
		}
	}
	_, errOut, code := inDir(t, dir, "", nil, "bench", "--mode", "lexecutor", "--no-progress", "--out", filepath.Join(dir, "j.jsonl"), f)
	recs := records(t, filepath.Join(dir, "j.jsonl"))
	if code != 0 || len(recs) != 1 || recs[0]["status"] == "syntax_error" || recs[0]["covered"].(float64) < 2 {
		t.Errorf("bench --mode lexecutor of a cut-out body: exit %d %v %s", code, recs, errOut)
	}
}

func TestNoEscapesWithNoColor(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	if fancy(os.Stderr) {
		t.Error("escape codes with NO_COLOR set")
	}
	t.Setenv("NO_COLOR", "")
	f, err := os.CreateTemp(t.TempDir(), "log")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if fancy(f) {
		t.Error("escape codes into a file")
	}
}

// bench --mode solve journals by configuration, resumes with a note, and
// its shards merge into the summary one run gives.
func TestBenchSolveShardsResumeMerge(t *testing.T) {
	t.Parallel() // subprocesses that mostly wait on sandboxes: overlap them
	needPython(t)
	needZ3(t)
	dir := t.TempDir()
	src := filepath.Join(dir, "src")
	write(t, src, "a.py", "def f(x: int) -> int:\n    if x > 3:\n        return 1\n    return 0\n")
	write(t, src, "b.py", "def g(s: str) -> int:\n    if s == 'ab':\n        return 2\n    return len(s)\n")
	common := []string{"bench", "--mode", "solve", "--no-progress", "--samples", "2", "--python", testPython()}
	summary := func(path string) map[string]any {
		m := readJSON(t, path)
		for k := range m {
			if strings.Contains(k, "seconds") {
				delete(m, k)
			}
		}
		return m
	}
	one := filepath.Join(dir, "one.jsonl")
	if _, errOut, code := inDir(t, dir, "", nil, append(common, "--out", one, "--summary-json", filepath.Join(dir, "one.json"), src)...); code != 0 {
		t.Fatalf("bench solve: exit %d: %s", code, errOut)
	}
	_, errOut, _ := inDir(t, dir, "", nil, append(common, "--out", one, src)...)
	if !strings.Contains(errOut, "skipping 2 items already recorded") {
		t.Errorf("resume note: %s", errOut)
	}
	_, errOut, _ = inDir(t, dir, "", nil, append(append([]string{}, common...), "--samples", "3", "--out", one, src)...)
	if !strings.Contains(errOut, "2 of them re-run because the configuration changed") || !strings.Contains(errOut, "samples") {
		t.Errorf("another configuration did not re-run: %s", errOut)
	}
	var shards []string
	for i := 1; i <= 2; i++ {
		j := filepath.Join(dir, fmt.Sprintf("s%d.jsonl", i))
		if _, errOut, code := inDir(t, dir, "", nil, append(common, "--shard", fmt.Sprintf("%d/2", i), "--out", j, src)...); code != 0 {
			t.Fatalf("shard %d: exit %d: %s", i, code, errOut)
		}
		shards = append(shards, j)
	}
	if _, errOut, code := inDir(t, dir, "", nil, append([]string{"merge", "--summary-json", filepath.Join(dir, "merged.json")}, shards...)...); code != 0 {
		t.Fatalf("merge: exit %d: %s", code, errOut)
	}
	if a, b := summary(filepath.Join(dir, "one.json")), summary(filepath.Join(dir, "merged.json")); !reflect.DeepEqual(a, b) {
		t.Errorf("merged shards differ from one run:\n%v\n%v", a, b)
	}
	// A journal of two configurations merges as bench's do: each item's
	// newest records, never both configurations' at once.
	if _, errOut, code := inDir(t, dir, "", nil, "merge", "--summary-json", filepath.Join(dir, "newest.json"), one); code != 0 {
		t.Errorf("merging a re-run journal: exit %d: %s", code, errOut)
	} else if m := readJSON(t, filepath.Join(dir, "newest.json")); m["functions"] != float64(2) || m["files"] != float64(2) {
		t.Errorf("merged a re-run journal into %v", m)
	}
}
