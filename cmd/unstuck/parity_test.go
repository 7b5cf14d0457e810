package main

// One engine API under the CLI, the HTTP API and MCP (issue 16): for every
// verb, the three give the same JSON for the same options, and every
// option's default is the engine's.

import (
	"encoding/json"
	"fmt"
	"os"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"unstuck/internal/engine"
	"unstuck/internal/serve"
)

// A verb's work, as a job (source, options) and as a command line.
type parityCase struct {
	verb    string
	file    string
	options map[string]any
	cli     []string // arguments before the file, --json added
	after   []string // arguments after the file
}

func parityCases(t *testing.T) []parityCase {
	py := testPython()
	dir := t.TempDir()
	newSrc := "def f(x):\n    return [x] * 2\n"
	newFile := write(t, dir, "new.py", newSrc)
	oldFile := write(t, dir, "old.py", "def f(x):\n    return [x]\n")
	common := []string{"--python", py, "--timeout", "20s"}
	solution := write(t, dir, "sol.py", "class Solution:\n    def biggest(self, nums: list[int], k: int) -> int:\n        best = nums[0] if nums else 0\n        for n in nums:\n            if n > best:\n                best = n\n        return best + k\n")
	return []parityCase{
		{"run", "../../examples/snippet.py", nil, append([]string{"run"}, common...), nil},
		{"lexecutor", "../../examples/snippet.py", map[string]any{"predictor": "frequency"}, append([]string{"run", "--mode", "lexecutor", "--predictor", "frequency"}, common...), nil},
		{"explore", "../../examples/snippet.py", map[string]any{"k": 2}, append([]string{"explore", "--k", "2", "--out", t.TempDir()}, common...), nil},
		{"paths", "../../examples/solve.py", map[string]any{"max_paths": 5}, []string{"paths", "--max-paths", "5"}, nil},
		{"solve", "../../examples/solve.py", map[string]any{"samples": 3}, append([]string{"solve", "--samples", "3", "--emit-tests", t.TempDir()}, common...), nil},
		{"trace", "../../examples/debug.py", map[string]any{"layers": 2}, append([]string{"trace", "--layers", "2"}, common...), nil},
		{"debug", "../../examples/debug.py", map[string]any{"output": 3}, append([]string{"debug", "--output", "3"}, common...), nil},
		{"diff", oldFile, map[string]any{"call": "f(3)", "new": newSrc}, append([]string{"diff"}, common...), []string{newFile, "--call", "f(3)"}},
		{"mutate", solution, map[string]any{"cases": 8}, append([]string{"mutate", "--cases", "8", "--out", t.TempDir()}, common...), nil},
	}
}

func TestSameJSONFromCLIHTTPAndMCP(t *testing.T) {
	needPython(t)
	ts := testServer(t, 2)
	cs := mcpSession(t)
	cases := parityCases(t)
	var names []string
	for _, c := range cases {
		names = append(names, c.verb)
	}
	if got := engine.All().Names(); !reflect.DeepEqual(sortedCopy(names), got) {
		t.Fatalf("verbs %v, cases for %v", got, names)
	}
	for _, c := range cases {
		t.Run(c.verb, func(t *testing.T) {
			src, err := os.ReadFile(c.file)
			if err != nil {
				t.Fatal(err)
			}
			// CLI
			args := append(append(append(append([]string{}, c.cli...), "--json"), c.file), c.after...)
			out, code := unstuck(t, args...)
			var cli any
			if err := json.Unmarshal([]byte(out), &cli); err != nil {
				t.Fatalf("unstuck %v: exit %d, %v\n%.500s", args, code, err, out)
			}
			// HTTP
			v := submitAndWait(t, ts.URL, map[string]any{"kind": c.verb, "source": string(src), "file": c.file, "options": c.options})
			var api any
			if v.Status != serve.Done || json.Unmarshal(v.Result, &api) != nil {
				t.Fatalf("HTTP %s: %s %s", c.verb, v.Status, v.Error)
			}
			// MCP (the source as text, as HTTP has it: path arguments are
			// confined to the server's --root, TestMCPPathConfined)
			res, text := callTool(t, cs, c.verb, map[string]any{"source": string(src), "file": c.file, "options": c.options})
			var tool any
			if res.IsError || json.Unmarshal([]byte(text), &tool) != nil {
				t.Fatalf("MCP %s: %.500s", c.verb, text)
			}
			if d := firstDiff(dropTimes(api), dropTimes(cli), ""); d != "" {
				t.Errorf("HTTP and CLI differ: %s", d)
			}
			if d := firstDiff(dropTimes(tool), dropTimes(cli), ""); d != "" {
				t.Errorf("MCP and CLI differ: %s", d)
			}
		})
	}
}

func sortedCopy(s []string) []string {
	out := append([]string{}, s...)
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if out[j] < out[i] {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
}

// TestOptionDefaultsInOnePlace: a verb's defaults are its engine's New,
// whether the options come as JSON (server, MCP), are checked, or are
// the command's flags.
func TestOptionDefaultsInOnePlace(t *testing.T) {
	// The flag of the command that stands for each option (by JSON name).
	command := map[string]string{"run": "run", "lexecutor": "run", "explore": "explore", "paths": "paths",
		"solve": "solve", "trace": "trace", "debug": "debug", "diff": "diff", "mutate": "mutate"}
	flagName := map[string]string{"budget_seconds": "budget", "prefix_timeout_seconds": "prefix-timeout",
		"z3_timeout_seconds": "z3-timeout", "generational_seconds": "generational", "proposer": "proposer"}
	// Options with no flag of that name: the job's own bounds under the
	// process's --timeout, diff's second file, test files (--emit-tests),
	// debug's structured feedback (--feedback "step N correct"), and debug's
	// output step, unset in both (--output -1: the failure), and debug's
	// answers (a list: the repeatable --answer).
	noFlag := map[string]bool{"timeout_seconds": true, "new": true, "no_tests": true, "feedback": true, "output": true, "answers": true}
	helpDefaults := map[string]map[string]string{}
	for _, e := range engine.All() {
		o := e.New()
		// JSON: absent options keep the defaults.
		d, err := e.Decode([]byte("{}"))
		if err != nil || !reflect.DeepEqual(d, o) {
			t.Errorf("%s: {} decodes to %+v, New is %+v (%v)", e.Name, d, o, err)
		}
		// Check fills nothing in that New left out: the defaults are whole.
		c := e.New()
		if err := c.Check(engine.Limits{}); err != nil || !reflect.DeepEqual(c, o) {
			t.Errorf("%s: Check changed the defaults: %+v -> %+v (%v)", e.Name, o, c, err)
		}
		// The command's flags show the same defaults.
		cmd := command[e.Name]
		if helpDefaults[cmd] == nil {
			helpDefaults[cmd] = flagDefaults(t, cmd)
		}
		for name, v := range jsonFields(reflect.ValueOf(o).Elem()) {
			if noFlag[name] || name == "mode" && e.Name == "lexecutor" {
				continue
			}
			fl := strings.ReplaceAll(name, "_", "-")
			if f, ok := flagName[name]; ok {
				fl = f
			}
			got, ok := helpDefaults[cmd][fl]
			if !ok {
				t.Errorf("%s: option %s has no flag --%s in `unstuck %s -h`", e.Name, name, fl, cmd)
				continue
			}
			if want := shownDefault(name, v); got != want {
				t.Errorf("%s: option %s: --%s shows default %q, the engine's is %q", e.Name, name, fl, got, want)
			}
		}
	}
	// A server's options narrow to its limits, never widen them.
	o := engine.DefaultExplore()
	o.BudgetSeconds = 1000
	if err := o.Check(engine.Limits{Budget: 30 * time.Second}); err != nil || o.BudgetSeconds != 30 {
		t.Errorf("budget 1000 s under a 30 s limit: %v %v", o.BudgetSeconds, err)
	}
	r := engine.DefaultRun()
	r.TimeoutSeconds = 500
	if m, err := r.ExecMode(engine.Limits{Timeout: 10 * time.Second}); err != nil || m.Wall != 10*time.Second {
		t.Errorf("run timeout 500 s under a 10 s limit: %v %v", m.Wall, err)
	}
}

// jsonFields are the options by JSON name (embedded structs flattened).
func jsonFields(v reflect.Value) map[string]any {
	out := map[string]any{}
	for i := 0; i < v.NumField(); i++ {
		f := v.Type().Field(i)
		if f.Anonymous {
			for k, e := range jsonFields(v.Field(i)) {
				out[k] = e
			}
			continue
		}
		name := strings.Split(f.Tag.Get("json"), ",")[0]
		if name == "" || name == "-" {
			continue
		}
		out[name] = v.Field(i).Interface()
	}
	return out
}

// shownDefault is how the flag package shows v as a default ("" for a
// zero value, which it leaves out).
func shownDefault(name string, v any) string {
	switch x := v.(type) {
	case string:
		if x == "" {
			return ""
		}
		return strconv.Quote(x)
	case bool:
		if !x {
			return ""
		}
		return "true"
	case int:
		if x == 0 {
			return ""
		}
		return strconv.Itoa(x)
	case int64:
		if x == 0 {
			return ""
		}
		return strconv.FormatInt(x, 10)
	case float64:
		if strings.HasSuffix(name, "_seconds") {
			return time.Duration(x * float64(time.Second)).String()
		}
		if x == 0 {
			return ""
		}
		return strconv.FormatFloat(x, 'g', -1, 64)
	case *int:
		return ""
	}
	return fmt.Sprint(v)
}

var flagLine = regexp.MustCompile(`^  -(\S+)`)
var defaultRe = regexp.MustCompile(`\(default (.*)\)$`)

// flagDefaults reads `unstuck CMD -h`: each flag with the default it shows.
func flagDefaults(t *testing.T, cmd string) map[string]string {
	out, code := unstuck(t, cmd, "-h")
	if code != 0 {
		t.Fatalf("%s -h: exit %d", cmd, code)
	}
	m := map[string]string{}
	cur := ""
	for _, line := range strings.Split(out, "\n") {
		if f := flagLine.FindStringSubmatch(line); f != nil {
			cur = f[1]
			m[cur] = ""
		}
		if d := defaultRe.FindStringSubmatch(strings.TrimSpace(line)); d != nil && cur != "" {
			m[cur] = d[1]
		}
	}
	return m
}
