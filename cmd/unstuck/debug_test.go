package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func debianPython(t *testing.T) string {
	if _, err := os.Stat("/usr/bin/python3"); err != nil {
		t.Skip("needs Debian's python3 (with pytest)")
	}
	return "/usr/bin/python3"
}

func TestTraceAndDebugCommands(t *testing.T) {
	py := debianPython(t)
	dir := t.TempDir()
	p := filepath.Join(dir, "p.py")
	os.WriteFile(p, []byte("def f(xs):\n    out = []\n    for x in xs:\n        out.append(x + 1)\n    return out[-1] // 0\n\nf([1, 2])\n"), 0o644)
	out, code := unstuck(t, "trace", "--python", py, "--json", p)
	if code != 1 {
		t.Fatalf("trace of a raising program: exit %d\n%s", code, out)
	}
	var tr struct {
		Status string `json:"status"`
		Steps  []struct {
			Line int `json:"line"`
			Deps []struct {
				To    int    `json:"to"`
				Means string `json:"means"`
			} `json:"deps"`
		} `json:"steps"`
		Recovered []struct{ Means string } `json:"recovered"`
	}
	if err := json.Unmarshal([]byte(out), &tr); err != nil || tr.Status != "raised" || len(tr.Recovered) == 0 {
		t.Fatalf("trace JSON: %v %+v", err, tr)
	}
	// The division by zero is the line a mutant repairs; it leads the
	// candidates, with its evidence, and ends the plan.
	out, code = unstuck(t, "debug", "--python", py, p)
	if code != 0 || !strings.Contains(out, "root cause: p.py:5 ") || !strings.Contains(out, " 1. p.py:5 ") || !strings.Contains(out, "repair") {
		t.Errorf("debug: exit %d\n%s", code, out)
	}
	out, code = unstuck(t, "debug", "--python", py, "--feedback", "root cause at step 3", p)
	if code != 0 || !strings.Contains(out, "root cause: p.py:") || strings.Contains(out, "root cause: p.py:5 ") {
		t.Errorf("debug with 'root cause at step 3': exit %d\n%s", code, out)
	}
	out, code = unstuck(t, "debug", "--python", py, "--feedback", "not a judgement", p)
	if code != 2 {
		t.Errorf("bad feedback: exit %d", code)
	}
}

func TestBenchDebugRecords(t *testing.T) {
	py := debianPython(t)
	jl := filepath.Join(t.TempDir(), "d.jsonl")
	out, code := unstuck(t, "bench", "--mode", "debug", "--python", py, "--no-progress", "--limit", "1", "--out", jl,
		filepath.Join("..", "..", "internal", "debug", "testdata", "ablation"))
	if code != 0 || !strings.Contains(out, "top-1") {
		t.Fatalf("exit %d\n%s", code, out)
	}
	b, _ := os.ReadFile(jl)
	var rec map[string]any
	if err := json.Unmarshal(b, &rec); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"file", "found", "rank", "ochiai_rank", "steps", "recovered", "seconds"} {
		if _, ok := rec[k]; !ok {
			t.Errorf("record lacks %s: %s", k, b)
		}
	}
	// A second run resumes: nothing left to run.
	out, _ = unstuck(t, "bench", "--mode", "debug", "--python", py, "--no-progress", "--limit", "1", "--out", jl,
		filepath.Join("..", "..", "internal", "debug", "testdata", "ablation"))
	if b2, _ := os.ReadFile(jl); len(b2) != len(b) {
		t.Errorf("resume ran the item again")
	}
}

// debug --fixed on a Java file: the fixed source traced the same way (the
// same JUnit test, in a copy of the source root), the versions part at
// the step on the line the fix changed, and the guided walk stops there.
func TestDebugJavaFixed(t *testing.T) {
	if _, err := os.Stat("/usr/bin/javac"); err != nil {
		t.Skip("no JDK")
	}
	bug, fix := "../../examples/java/demo/Stats.java", "../../examples/java/fixed/Stats.java"
	out, code := unstuck(t, "debug", "--junit", "demo.StatsTest#rising", "--fixed", fix, bug)
	loop := "demo/Stats.java:12 "
	if code != 0 || !strings.Contains(out, "divergence from the fixed version") || !strings.Contains(out, "root cause: "+loop) {
		t.Errorf("debug --fixed: exit %d\n%s", code, out)
	}
}

// What a person has beyond a failing check: a printed line marked wrong
// (with the line expected), a program of several of their own files, and
// answers to the question loop given as flags (the same session as -i).
func TestDebugMarkedOutputFilesAndAnswers(t *testing.T) {
	py := debianPython(t)
	testdata := filepath.Join("..", "..", "internal", "debug", "testdata")
	var res struct {
		Output struct {
			Step   int    `json:"step"`
			Reason string `json:"reason"`
		} `json:"output"`
		Candidates []struct {
			File string `json:"file"`
			Line int    `json:"line"`
		} `json:"candidates"`
		Session struct {
			Answers []string `json:"answers"`
			Line    int      `json:"line"`
			Done    bool     `json:"done"`
			Root    *struct {
				Line int `json:"line"`
			} `json:"root"`
		} `json:"session"`
	}
	report := filepath.Join(testdata, "marked", "report.py")
	out, code := unstuck(t, "debug", "--python", py, "--json", "--wrong-output", "jan 75.0", "--expect-output", "jan 100.0", report)
	if err := json.Unmarshal([]byte(out), &res); err != nil || code != 0 || res.Output.Reason != "wrong output" || len(res.Candidates) == 0 || res.Candidates[0].Line != 14 {
		t.Errorf("debug --wrong-output: exit %d %v %+v", code, err, res)
	}
	if _, code := unstuck(t, "debug", "--python", py, "--wrong-output", "never printed", report); code != 2 {
		t.Errorf("a line the program did not print: exit %d", code)
	}
	res.Candidates = nil
	out, code = unstuck(t, "debug", "--python", py, "--json", "--answer", "no", filepath.Join(testdata, "multifile", "main.py"))
	if err := json.Unmarshal([]byte(out), &res); err != nil || code != 0 || len(res.Candidates) == 0 || res.Candidates[0].File != "shop/pricing.py" || res.Candidates[0].Line != 10 {
		t.Errorf("debug of a program of several files: exit %d %v %+v", code, err, res.Candidates)
	}
	if len(res.Session.Answers) != 1 || res.Session.Answers[0] != "no" {
		t.Errorf("session after one answer: %+v", res.Session)
	}
}
