// Tests of bench, merge and the coverage formats through the real binary
// (built once by TestMain): journals keyed by configuration, shards run as
// separate processes and merged, and coverage files that genhtml and
// coverage.py's readers accept.
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"
)

// cli runs the binary with extra environment variables (and none of the
// schedulers' from the test's own environment).
func cli(t *testing.T, env []string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	cmd := exec.Command(bin, args...)
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "SLURM_") && !strings.HasPrefix(kv, "JOB_COMPLETION") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	cmd.Env = append(cmd.Env, env...)
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

func needPython(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 not installed")
	}
}

// snippets writes a handful of tiny snippets that end in different ways.
func snippets(t *testing.T) string {
	dir := filepath.Join(t.TempDir(), "snippets")
	for name, src := range map[string]string{
		"a_ok.py":      "x = 1\ny = x + 1\nprint(y)\n",
		"b_raises.py":  "x = 1\nraise ValueError('stop')\ny = 2\n",
		"c_missing.py": "import os\nn = len(items)\nfor i in range(n):\n    print(i)\n",
		"d_empty.py":   "# nothing to run\n",
		"e_syntax.py":  "def f(:\n    pass\n",
		"f_branch.py":  "import sys\nif len(sys.argv) > 5:\n    print('many')\nelse:\n    print('few')\n",
	} {
		os.MkdirAll(dir, 0o755)
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func readJSON(t *testing.T, path string) map[string]any {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return m
}

func TestBenchRerunsWhenTheConfigurationChanges(t *testing.T) {
	needPython(t)
	src := snippets(t)
	out := filepath.Join(t.TempDir(), "lex.jsonl")
	sum := filepath.Join(t.TempDir(), "sum.json")
	bench := func(predictor string) (map[string]any, string) {
		_, stderr, code := cli(t, nil, "bench", "--mode", "lexecutor", "--predictor", predictor, "--no-progress",
			"--out", out, "--summary-json", sum, src)
		if code != 0 {
			t.Fatalf("bench --predictor %s: exit %d\n%s", predictor, code, stderr)
		}
		return readJSON(t, sum), stderr
	}
	s, _ := bench("model")
	if s["ran"] != 6.0 || s["config"].(map[string]any)["predictor"] != "model" {
		t.Fatalf("first run: %v", s)
	}
	s, stderr := bench("naive")
	if s["ran"] != 6.0 || s["reconfigured"] != 6.0 || s["resumed"] != 0.0 ||
		!strings.Contains(stderr, "6 of them re-run because the configuration changed") ||
		!strings.Contains(stderr, "6 items: predictor: model -> naive") {
		t.Fatalf("second run: ran %v, reconfigured %v\n%s", s["ran"], s["reconfigured"], stderr)
	}
	// The same configuration again: nothing to run.
	s, _ = bench("naive")
	if s["ran"] != 0.0 || s["resumed"] != 6.0 || s["config"].(map[string]any)["predictor"] != "naive" {
		t.Fatalf("third run: %v", s)
	}
}

// comparable drops what differs between two runs of the same items: time,
// and (for summaries) the facts of one invocation rather than its records.
func comparable(m map[string]any, keys ...string) map[string]any {
	for _, k := range keys {
		delete(m, k)
	}
	return m
}

func records(t *testing.T, path string) []map[string]any {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var out []map[string]any
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(line), &m); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		out = append(out, comparable(m, "seconds"))
	}
	sort.Slice(out, func(i, j int) bool { return out[i]["file"].(string) < out[j]["file"].(string) })
	return out
}

func TestShardsMergedEqualOneRun(t *testing.T) {
	needPython(t)
	src := snippets(t)
	dir := t.TempDir()
	j := func(name string) string { return filepath.Join(dir, name) }
	if _, stderr, code := cli(t, nil, "bench", "--no-progress", "--out", j("one.jsonl"), "--summary-json", j("one.json"), src); code != 0 {
		t.Fatalf("one run: exit %d\n%s", code, stderr)
	}
	// Three shards as three processes at once, each told its shard the
	// way its scheduler would.
	shards := []struct {
		env  []string
		args []string
	}{
		{[]string{"JOB_COMPLETION_INDEX=0", "JOB_COMPLETIONS=3"}, []string{"--shard", "auto"}},
		{[]string{"SLURM_ARRAY_TASK_ID=2", "SLURM_ARRAY_TASK_COUNT=3", "SLURM_ARRAY_TASK_MIN=1"}, []string{"--shard", "auto"}},
		{nil, []string{"--shard", "3/3"}},
	}
	var cmds []*exec.Cmd
	var errs []*bytes.Buffer
	for i, sh := range shards {
		args := append([]string{"bench", "--no-progress", "-j", "1", "--out", j("shard" + string(rune('1'+i)) + ".jsonl")}, sh.args...)
		c := exec.Command(bin, append(args, src)...)
		c.Env = append(os.Environ(), sh.env...)
		var e bytes.Buffer
		c.Stderr = &e
		if err := c.Start(); err != nil {
			t.Fatal(err)
		}
		cmds, errs = append(cmds, c), append(errs, &e)
	}
	for i, c := range cmds {
		if err := c.Wait(); err != nil {
			t.Fatalf("shard %d: %v\n%s", i+1, err, errs[i])
		}
		if want := "shard " + string(rune('1'+i)) + "/3"; !strings.Contains(errs[i].String(), want) {
			t.Errorf("shard %d did not say %q:\n%s", i+1, want, errs[i])
		}
	}
	parts := []string{j("shard1.jsonl"), j("shard2.jsonl"), j("shard3.jsonl")}
	for _, p := range parts {
		if n := len(records(t, p)); n != 2 {
			t.Errorf("%s has %d records, want 2 of the 6 items", p, n)
		}
	}
	args := append([]string{"merge", "--out", j("merged.jsonl"), "--summary-json", j("merged.json")}, parts...)
	if _, stderr, code := cli(t, nil, args...); code != 0 {
		t.Fatalf("merge: exit %d\n%s", code, stderr)
	}
	one, merged := records(t, j("one.jsonl")), records(t, j("merged.jsonl"))
	if len(one) != 6 || !reflect.DeepEqual(one, merged) {
		t.Fatalf("records differ:\none    %v\nmerged %v", one, merged)
	}
	perRun := []string{"shard", "workers", "ran", "resumed", "merged_from", "packages", "interpreter",
		"wall_seconds", "items_per_second", "median_seconds", "p95_seconds", "mean_seconds", "ms_per_1000_lines", "ms_per_covered_line"}
	a, b := comparable(readJSON(t, j("one.json")), perRun...), comparable(readJSON(t, j("merged.json")), perRun...)
	if !reflect.DeepEqual(a, b) {
		t.Fatalf("summaries differ:\none    %v\nmerged %v", a, b)
	}
	if a["recorded"] != 6.0 || a["config_hash"] == "" {
		t.Errorf("summary %v", a)
	}

	// A shard run under another configuration is not merged in silence.
	if _, stderr, code := cli(t, nil, "bench", "--no-progress", "--timeout", "10s", "--out", j("other.jsonl"), "--shard", "1/3", src); code != 0 {
		t.Fatalf("other shard: %s", stderr)
	}
	args = []string{j("other.jsonl"), j("shard2.jsonl"), j("shard3.jsonl")}
	if _, stderr, code := cli(t, nil, append([]string{"merge"}, args...)...); code != 2 || !strings.Contains(stderr, "timeout: 30s -> 10s") || !strings.Contains(stderr, "--mixed") {
		t.Errorf("merging two configurations: exit %d\n%s", code, stderr)
	}
	if out, stderr, code := cli(t, nil, append([]string{"merge", "--mixed", "--format", "json"}, args...)...); code != 0 || !strings.Contains(out, `"config_hash": ""`) {
		t.Errorf("--mixed: exit %d\n%s%s", code, out, stderr)
	}
	// Without a scheduler, --shard auto says what it needs.
	if _, stderr, code := cli(t, nil, "bench", "--shard", "auto", src); code != 2 || !strings.Contains(stderr, "JOB_COMPLETION_INDEX") {
		t.Errorf("--shard auto alone: exit %d\n%s", code, stderr)
	}
}

// lcovRecords parses an LCOV tracefile into test name -> line -> hits.
func lcovRecords(t *testing.T, text string) map[string]map[string]string {
	out := map[string]map[string]string{}
	var tn string
	for _, l := range strings.Split(text, "\n") {
		switch {
		case strings.HasPrefix(l, "TN:"):
			tn = l[3:]
			out[tn] = map[string]string{}
		case strings.HasPrefix(l, "SF:"):
			if !filepath.IsAbs(l[3:]) {
				t.Errorf("SF not absolute: %s", l)
			}
		case strings.HasPrefix(l, "DA:"):
			line, hits, _ := strings.Cut(l[3:], ",")
			out[tn][line] = hits
		}
	}
	return out
}

func TestCoverageFormats(t *testing.T) {
	needPython(t)
	snippet, _ := filepath.Abs("../../examples/snippet.py")
	dir := t.TempDir()
	lcov, stderr, code := cli(t, nil, "explore", "--out", filepath.Join(dir, "x"), "--format", "lcov", snippet)
	if code != 0 {
		t.Fatalf("explore --format lcov: exit %d\n%s", code, stderr)
	}
	recs := lcovRecords(t, lcov)
	union, ok := recs["P"]
	if !ok || len(recs) < 2 {
		t.Fatalf("want the union (TN:P) and a record per prefix of P:\n%s", lcov)
	}
	// The union's hits are exactly the lines some prefix covered.
	for line, hits := range union {
		some := false
		for tn, r := range recs {
			some = some || tn != "P" && r[line] == "1"
		}
		if (hits == "1") != some {
			t.Errorf("line %s: union %s, covered by a prefix %v", line, hits, some)
		}
	}
	if genhtml, err := exec.LookPath("genhtml"); err == nil {
		info := filepath.Join(dir, "explore.info")
		os.WriteFile(info, []byte(lcov), 0o644)
		if out, err := exec.Command(genhtml, "-o", filepath.Join(dir, "html"), info).CombinedOutput(); err != nil {
			t.Errorf("genhtml: %v\n%s", err, out)
		} else if _, err := os.Stat(filepath.Join(dir, "html", "index.html")); err != nil {
			t.Error(err)
		}
	} else {
		t.Log("genhtml not installed: the LCOV file was not rendered")
	}

	cj, stderr, code := cli(t, nil, "explore", "--out", filepath.Join(dir, "x"), "--format", "coverage-json", snippet)
	if code != 0 {
		t.Fatalf("explore --format coverage-json: exit %d\n%s", code, stderr)
	}
	var ours map[string]any
	if err := json.Unmarshal([]byte(cj), &ours); err != nil {
		t.Fatal(err)
	}
	if theirs := coveragePyJSON(t, dir); theirs != nil {
		if a, b := keyPaths(ours, ""), keyPaths(theirs, ""); !slices.Equal(a, b) {
			t.Errorf("keys differ from coverage.py's:\nours   %v\ntheirs %v", a, b)
		}
	}
	files := ours["files"].(map[string]any)
	var f map[string]any
	for _, v := range files {
		f = v.(map[string]any)
	}
	if len(files) != 1 || len(f["executed_lines"].([]any)) != len(f["contexts"].(map[string]any)) {
		t.Errorf("coverage-json of explore: %s", cj)
	}

	// run and bench: the same formats over one file and over every item.
	if out, _, _ := cli(t, nil, "run", "--format", "lcov", snippet); !strings.Contains(out, "SF:"+snippet+"\nDA:2,1\n") || !strings.Contains(out, "end_of_record") {
		t.Errorf("run --format lcov:\n%s", out)
	}
	out, stderr, code := cli(t, nil, "bench", "--no-progress", "--format", "lcov", "--out", filepath.Join(dir, "b.jsonl"), snippets(t))
	if code != 0 || strings.Count(out, "end_of_record") != 6 || !strings.Contains(stderr, "bench summary") {
		t.Errorf("bench --format lcov: exit %d\n%s\n%s", code, out, stderr)
	}
}

// coveragePyJSON is coverage.py's own JSON report with contexts, of a
// tiny file, or nil when no interpreter has coverage.py.
func coveragePyJSON(t *testing.T, dir string) map[string]any {
	for _, py := range []string{"/usr/bin/python3", "python3"} {
		if exec.Command(py, "-m", "coverage", "--version").Run() != nil {
			continue
		}
		os.WriteFile(filepath.Join(dir, "t.py"), []byte("x = 1\nif x:\n    y = 2\nelse:\n    y = 3\n"), 0o644)
		run := exec.Command(py, "-m", "coverage", "run", "--context=p_node_1", "t.py")
		rep := exec.Command(py, "-m", "coverage", "json", "--show-contexts", "-o", "cov.json")
		for _, c := range []*exec.Cmd{run, rep} {
			c.Dir = dir
			if out, err := c.CombinedOutput(); err != nil {
				t.Fatalf("%v: %v\n%s", c.Args, err, out)
			}
		}
		return readJSON(t, filepath.Join(dir, "cov.json"))
	}
	t.Log("coverage.py not installed: key layout not compared")
	return nil
}

// keyPaths lists the object keys of v as paths, with the names under
// "files" and "contexts" (file paths, line numbers) replaced by "*".
func keyPaths(v any, at string) []string {
	m, ok := v.(map[string]any)
	if !ok {
		return nil
	}
	seen := map[string]bool{}
	for k, sub := range m {
		name := k
		if strings.HasSuffix(at, "files") || strings.HasSuffix(at, "contexts") {
			name = "*"
		}
		seen[at+"/"+name] = true
		for _, p := range keyPaths(sub, at+"/"+name) {
			seen[p] = true
		}
	}
	var out []string
	for p := range seen {
		out = append(out, p)
	}
	sort.Strings(out)
	return out
}

// TestDeployRunsAsWritten runs the command lines of deploy/ as a scheduler
// would: the Kubernetes Job's container command once per completion index,
// the Slurm script once per array task (an array starting at 1), with the
// dataset and results paths pointed at temporary directories; each set of
// shard journals must merge into a record of every item.
func TestDeployRunsAsWritten(t *testing.T) {
	needPython(t)
	if _, err := os.Stat("/usr/bin/python3"); err != nil {
		t.Skip("the deploy files run /usr/bin/python3")
	}
	src := snippets(t)
	all, _ := filepath.Glob(filepath.Join(src, "*.py"))
	pathEnv := "PATH=" + filepath.Dir(bin) + ":" + os.Getenv("PATH")
	merged := func(dir string) {
		t.Helper()
		journals, _ := filepath.Glob(filepath.Join(dir, "bench.shard-*.jsonl"))
		out := filepath.Join(dir, "merged.jsonl")
		if _, stderr, code := cli(t, nil, append([]string{"merge", "--out", out}, journals...)...); code != 0 {
			t.Fatalf("merge %v: %s", journals, stderr)
		}
		var files []string
		for _, r := range records(t, out) {
			files = append(files, r["file"].(string))
		}
		if !slices.Equal(files, all) {
			t.Errorf("%s: merged items %v, want %v", dir, files, all)
		}
	}

	// Kubernetes: the folded `args` scalar is the shell command.
	manifest, err := os.ReadFile("../../deploy/kubernetes/bench-job.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var command []string
	completions, envCompletions := "", ""
	lines := strings.Split(string(manifest), "\n")
	for i, l := range lines {
		trim := strings.TrimSpace(l)
		switch {
		case strings.HasPrefix(trim, "completions:"):
			completions = strings.Fields(trim)[1]
		case trim == "- name: JOB_COMPLETIONS":
			envCompletions = strings.Trim(strings.Fields(lines[i+1])[1], `"`)
		case trim == "- >-":
			indent := len(lines[i+1]) - len(strings.TrimLeft(lines[i+1], " "))
			for _, c := range lines[i+1:] {
				if len(c)-len(strings.TrimLeft(c, " ")) < indent || strings.TrimSpace(c) == "" {
					break
				}
				command = append(command, strings.TrimSpace(c))
			}
		}
	}
	if completions == "" || completions != envCompletions || len(command) == 0 {
		t.Fatalf("manifest: completions %q, JOB_COMPLETIONS %q, command %q", completions, envCompletions, command)
	}
	// Where PyYAML is installed, a real YAML parser must read the same.
	parse := exec.Command("/usr/bin/python3", "-c", `import json, sys, yaml
d = yaml.safe_load(open(sys.argv[1]))
s = d["spec"]; c = s["template"]["spec"]["containers"][0]
print(json.dumps([s["completionMode"], str(s["completions"]), {e["name"]: e["value"] for e in c["env"]}["JOB_COMPLETIONS"], c["args"][0]]))`,
		"../../deploy/kubernetes/bench-job.yaml")
	if out, err := parse.Output(); err == nil {
		var got []string
		json.Unmarshal(out, &got)
		if want := []string{"Indexed", completions, envCompletions, strings.Join(command, " ")}; !slices.Equal(got, want) {
			t.Errorf("YAML reads %q, the test's reading %q", got, want)
		}
	} else {
		t.Log("no PyYAML: the manifest was read by the test's own reading only")
	}
	results := t.TempDir()
	sh := strings.Join(command, " ")
	sh = strings.ReplaceAll(strings.ReplaceAll(sh, "/results/", results+"/"), " /data", " "+src)
	n := 0
	fmt.Sscan(completions, &n)
	var pods []*exec.Cmd
	for i := range n {
		c := exec.Command("sh", "-c", sh)
		c.Env = append(os.Environ(), pathEnv, "MODE=as-is", "JOB_COMPLETIONS="+envCompletions, fmt.Sprintf("JOB_COMPLETION_INDEX=%d", i))
		pods = append(pods, c)
	}
	parallel(t, pods)
	merged(results)

	// Slurm: the script, once per task of --array=1-3.
	results = t.TempDir()
	var tasks []*exec.Cmd
	for id := 1; id <= 3; id++ {
		c := exec.Command("bash", "../../deploy/slurm/bench-array.sh")
		c.Env = append(os.Environ(), pathEnv, "DATA="+src, "OUT="+results, "UNSTUCK="+bin,
			fmt.Sprintf("SLURM_ARRAY_TASK_ID=%d", id), "SLURM_ARRAY_TASK_COUNT=3", "SLURM_ARRAY_TASK_MIN=1")
		tasks = append(tasks, c)
	}
	parallel(t, tasks)
	merged(results)
}

// parallel runs the commands at once, as a scheduler's pods or tasks run,
// and fails the test with the output of any that fails.
func parallel(t *testing.T, cmds []*exec.Cmd) {
	t.Helper()
	outs := make([]bytes.Buffer, len(cmds))
	for i, c := range cmds {
		c.Stdout, c.Stderr = &outs[i], &outs[i]
		if err := c.Start(); err != nil {
			t.Fatal(err)
		}
	}
	for i, c := range cmds {
		if err := c.Wait(); err != nil {
			t.Errorf("%v: %v\n%s", c.Env[len(c.Env)-1], err, outs[i].String())
		}
	}
	if t.Failed() {
		t.FailNow()
	}
}
