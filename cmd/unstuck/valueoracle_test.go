package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// debug --io without --fixed: a value the person corrected in the file
// (here written by hand: line, variable, the value it should have been)
// is the failure and the mutants' oracle, for a program that has no check.
func TestDebugCorrectedValue(t *testing.T) {
	py := debianPython(t)
	dir := t.TempDir()
	prog := filepath.Join(dir, "avg.py")
	os.WriteFile(prog, []byte("def average(xs):\n    s = 0\n    for x in xs:\n        s += x\n    return s * len(xs)\n\n\navg = average([2, 4, 6])\nprint(avg)\n"), 0o644)
	io := filepath.Join(dir, "io.json")
	os.WriteFile(io, []byte(`{"outputs": [{"line": 8, "var": "avg", "value": "36", "fixed": "4.0"}]}`), 0o644)
	out, code := unstuck(t, "debug", "--python", py, "--json", "--io", io, prog)
	var res struct {
		Output struct {
			Reason string `json:"reason"`
		} `json:"output"`
		Candidates []struct {
			Line int `json:"line"`
		} `json:"candidates"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil || code != 0 || res.Output.Reason != "wrong value" || len(res.Candidates) == 0 || res.Candidates[0].Line != 5 {
		t.Errorf("debug --io with a corrected value: exit %d %v %+v\n%s", code, err, res, out)
	}
}
