package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

var bin string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "unstuck-cli-")
	if err != nil {
		panic(err)
	}
	bin = filepath.Join(dir, "unstuck")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		panic(string(out))
	}
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

func unstuck(t *testing.T, args ...string) (string, int) {
	t.Helper()
	cmd := exec.Command(bin, args...)
	out, err := cmd.Output()
	if ee, ok := err.(*exec.ExitError); ok {
		return string(out), ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return string(out), 0
}

func TestRunExitCodesAndJSON(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 not installed")
	}
	dir := t.TempDir()
	ok := filepath.Join(dir, "ok.py")
	bad := filepath.Join(dir, "bad.py")
	os.WriteFile(ok, []byte("x = 1\nprint(x)\n"), 0o644)
	os.WriteFile(bad, []byte("x = 1\ny = x.nope\n"), 0o644)

	out, code := unstuck(t, "run", "--json", ok)
	if code != 0 {
		t.Fatalf("exit %d for a clean run: %s", code, out)
	}
	var r struct {
		Coverage float64 `json:"coverage"`
		Covered  []int   `json:"covered_lines"`
		Error    *struct {
			Type string `json:"type"`
			Line int    `json:"line"`
		} `json:"error"`
		Isolation string `json:"isolation"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil || r.Coverage != 1 || r.Isolation == "" {
		t.Fatalf("json %v: %s", err, out)
	}
	out, code = unstuck(t, "run", "--json", bad)
	if code != 1 {
		t.Fatalf("exit %d for a raising snippet", code)
	}
	json.Unmarshal([]byte(out), &r)
	if r.Error == nil || r.Error.Type != "AttributeError" || r.Error.Line != 2 || len(r.Covered) != 1 {
		t.Fatalf("%s", out)
	}
	out, code = unstuck(t, "run", bad)
	if code != 1 || !strings.Contains(out, "! 2 | y = x.nope") || !strings.Contains(out, "AttributeError at line 2") {
		t.Fatalf("text output:\n%s", out)
	}
	if _, code = unstuck(t, "run", "--python", "no-such-python", ok); code != 2 {
		t.Fatalf("exit %d when the interpreter is missing", code)
	}
	if _, code = unstuck(t, "frobnicate"); code != 2 {
		t.Fatalf("exit %d for an unknown command", code)
	}
}
