package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"unstuck/internal/engine"
	"unstuck/internal/serve"
)

// testServer serves the page and API over the real engines, with the
// flags' defaults, as `unstuck serve` does.
func testServer(t *testing.T, workers int) *httptest.Server {
	t.Helper()
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 not installed")
	}
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	var ef execFlags
	ef.register(fs)
	var xf exploreFlags
	xf.register(fs)
	if err := fs.Parse([]string{"--timeout", "20s", "--python", testPython()}); err != nil {
		t.Fatal(err)
	}
	env, err := serverEnv(ef, xf, "")
	if err != nil {
		t.Skip("cannot run snippets here: ", err)
	}
	t.Cleanup(env.Close)
	s := serve.New(serve.Config{Engines: served(env, engine.All()), Workers: workers, Examples: loadExamples("../../examples")})
	ts := httptest.NewServer(s.Handler())
	t.Cleanup(func() { ts.Close(); s.Close() })
	return ts
}

// submit posts a job and waits for its end.
func submitAndWait(t *testing.T, url string, job map[string]any) serve.JobView {
	t.Helper()
	body, _ := json.Marshal(job)
	res, err := http.Post(url+"/api/jobs", "application/json", strings.NewReader(string(body)))
	if err != nil {
		t.Fatal(err)
	}
	var v serve.JobView
	json.NewDecoder(res.Body).Decode(&v)
	res.Body.Close()
	if res.StatusCode != http.StatusAccepted {
		t.Fatalf("submit: %d %s", res.StatusCode, v.Error)
	}
	return waitJob(t, url, v.ID)
}

func waitJob(t *testing.T, url, id string) serve.JobView {
	t.Helper()
	deadline := time.Now().Add(10 * time.Minute) // a hung job, not a slow one
	for {
		res, err := http.Get(url + "/api/jobs/" + id)
		if err != nil {
			t.Fatal(err)
		}
		var v serve.JobView
		json.NewDecoder(res.Body).Decode(&v)
		res.Body.Close()
		if v.Status == serve.Done || v.Status == serve.Failed || v.Status == serve.Cancelled {
			return v
		}
		if time.Now().After(deadline) {
			t.Fatalf("job %s still %s", id, v.Status)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// TestServeAPIRealJobs: more run jobs than workers all finish, each with
// the JSON `unstuck run --json` prints for the same file.
func TestServeAPIRealJobs(t *testing.T) {
	ts := testServer(t, 2)
	src, err := os.ReadFile("../../examples/snippet.py")
	if err != nil {
		t.Fatal(err)
	}
	want := cliJSON(t, "run", "--json", "--python", testPython(), "--timeout", "20s", "../../examples/snippet.py")
	var ids []string
	for i := 0; i < 5; i++ {
		body, _ := json.Marshal(map[string]any{"kind": "run", "source": string(src), "file": "../../examples/snippet.py"})
		res, err := http.Post(ts.URL+"/api/jobs", "application/json", strings.NewReader(string(body)))
		if err != nil || res.StatusCode != http.StatusAccepted {
			t.Fatalf("submit %d: %v %v", i, err, res.Status)
		}
		var v serve.JobView
		json.NewDecoder(res.Body).Decode(&v)
		res.Body.Close()
		ids = append(ids, v.ID)
	}
	for _, id := range ids {
		v := waitJob(t, ts.URL, id)
		var got map[string]any
		if v.Status != serve.Done || json.Unmarshal(v.Result, &got) != nil {
			t.Fatalf("job %s: %s %s", id, v.Status, v.Error)
		}
		if !reflect.DeepEqual(dropTimes(got), dropTimes(want)) {
			t.Fatalf("served run differs from the CLI's: %s", firstDiff(dropTimes(got), dropTimes(want), ""))
		}
	}
	// The result endpoint gives the result alone.
	res, err := http.Get(ts.URL + "/api/jobs/" + ids[0] + "/result")
	if err != nil {
		t.Fatal(err)
	}
	var got map[string]any
	json.NewDecoder(res.Body).Decode(&got)
	res.Body.Close()
	if !reflect.DeepEqual(dropTimes(got), dropTimes(want)) {
		t.Fatalf("/result: %v", got)
	}
}

// TestServeCancelExplore: an explore job cancelled while its prefixes run
// ends at once as cancelled, not when its time is up.
func TestServeCancelExplore(t *testing.T) {
	ts := testServer(t, 1)
	body, _ := json.Marshal(map[string]any{"kind": "explore", "source": "n = start\nwhile True:\n    n += step\n"})
	res, err := http.Post(ts.URL+"/api/jobs", "application/json", strings.NewReader(string(body)))
	if err != nil {
		t.Fatal(err)
	}
	var v serve.JobView
	json.NewDecoder(res.Body).Decode(&v)
	res.Body.Close()
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		r, _ := http.Get(ts.URL + "/api/jobs/" + v.ID)
		json.NewDecoder(r.Body).Decode(&v)
		r.Body.Close()
		if v.Status == serve.Running || time.Now().After(deadline) {
			break
		}
	}
	time.Sleep(500 * time.Millisecond) // inside the first batch of prefixes
	start := time.Now()
	req, _ := http.NewRequest("DELETE", ts.URL+"/api/jobs/"+v.ID, nil)
	if r, err := http.DefaultClient.Do(req); err != nil || r.StatusCode != http.StatusAccepted {
		t.Fatalf("cancel: %v", err)
	}
	v = waitJob(t, ts.URL, v.ID)
	if v.Status != serve.Cancelled {
		t.Fatalf("cancelled explore ended %s: %s", v.Status, v.Error)
	}
	t.Logf("explore job cancelled in %s", time.Since(start).Round(time.Millisecond))
}

// artifactDir is where the browser tests keep their screenshots.
func artifactDir(t *testing.T) string {
	dir := os.Getenv("UNSTUCK_ARTIFACTS")
	if dir == "" {
		dir = "../../out/screenshots"
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

func chromium() string {
	for _, p := range []string{os.Getenv("UNSTUCK_CHROMIUM"), "/usr/bin/chromium", "/usr/bin/chromium-browser"} {
		if p != "" {
			if _, err := os.Stat(p); err == nil {
				return p
			}
		}
	}
	return ""
}

// browser starts headless chromium with nothing that reaches the network.
func browser(t *testing.T) context.Context {
	t.Helper()
	path := chromium()
	if path == "" {
		t.Skip("chromium not installed: the browser tests need Debian's chromium (scripts/setup.sh installs it)")
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.NoSandbox, // as root chromium refuses to start with its own sandbox
		chromedp.DisableGPU,
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("no-first-run", true),
		chromedp.WindowSize(1400, 900),
	)
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelC := chromedp.NewContext(actx)
	t.Cleanup(func() { cancelC(); cancelA() })
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("starting chromium: %v", err)
	}
	return ctx
}

func screenshot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	path := filepath.Join(artifactDir(t), name)
	if err := os.WriteFile(path, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot %s", path)
}

// js evaluates an expression in the page.
func js[T any](t *testing.T, ctx context.Context, expr string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		t.Fatalf("%s: %v", expr, err)
	}
	return v
}

// waitFor waits until the expression is true in the page.
func waitFor(t *testing.T, ctx context.Context, expr string, limit time.Duration) {
	t.Helper()
	// The limit catches a page that never gets there, not a slow one: on a
	// busy machine anything shorter fails at random.
	limit = max(limit, 5*time.Minute)
	if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](expr, chromedp.WithPollingTimeout(limit), chromedp.WithPollingInterval(50*time.Millisecond))); err != nil {
		state := ""
		state, _ = chromedp.Run(ctx, chromedp.Evaluate[string](`document.body.dataset.state + ": " + document.getElementById("status").textContent`))
		t.Fatalf("waiting for %s: %v (page: %s)", expr, err, state)
	}
}

// choose sets a select in the page as a person would, change event included.
func choose(t *testing.T, ctx context.Context, id, value string) {
	t.Helper()
	js[chromedp.Void](t, ctx, fmt.Sprintf(`(() => { const s = document.getElementById(%q); s.value = %q; s.dispatchEvent(new Event("change")); })()`, id, value))
}

// serveProcess starts `unstuck serve` on a free loopback port and returns
// its URL; the process ends with the test.
func serveProcess(t *testing.T) string {
	t.Helper()
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 not installed")
	}
	cmd := exec.Command(bin, "serve", "--addr", "127.0.0.1:0", "--python", testPython(), "--timeout", "20s", "--examples", "../../examples")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Signal(os.Interrupt); cmd.Wait() })
	// "unstuck serve: http://127.0.0.1:PORT/ (...)"
	sc := bufio.NewScanner(stderr)
	for sc.Scan() {
		if _, rest, ok := strings.Cut(sc.Text(), "unstuck serve: http://"); ok {
			go io.Copy(io.Discard, stderr)
			return "http://" + strings.Fields(rest)[0]
		}
	}
	t.Fatalf("unstuck serve did not start: %v", cmd.Wait())
	return ""
}

func TestBrowserWorkbench(t *testing.T) {
	url := strings.TrimSuffix(serveProcess(t), "/")
	ctx := browser(t)
	if err := chromedp.Do(ctx, chromedp.Navigate(url+"/")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `document.body.dataset.state === "idle"`, 20*time.Second)

	// Explore the bundled example from the page.
	choose(t, ctx, "example", "snippet")
	choose(t, ctx, "kind", "explore")
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#start"))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `document.body.dataset.state === "done" || document.body.dataset.state === "failed"`, 2*time.Minute)
	if st := js[string](t, ctx, `document.body.dataset.state + " " + document.getElementById("status").textContent`); !strings.HasPrefix(st, "done") {
		t.Fatalf("explore from the page: %s", st)
	}
	var res struct {
		Tree struct {
			Nodes []struct {
				Node    int   `json:"node"`
				Covered []int `json:"covered_lines"`
			} `json:"nodes"`
			Best int `json:"p_best"`
		} `json:"tree"`
		Outcome struct {
			Covered []int `json:"covered_lines"`
		} `json:"outcome"`
	}
	if err := json.Unmarshal([]byte(js[string](t, ctx, `document.getElementById("json").textContent`)), &res); err != nil {
		t.Fatal(err)
	}
	// The tree shows every node, with its step, proposer and coverage.
	nodes := js[int](t, ctx, `document.querySelectorAll("svg#tree g.node[data-node]").length`)
	if nodes != len(res.Tree.Nodes) || nodes < 2 {
		t.Fatalf("tree shows %d nodes of %d", nodes, len(res.Tree.Nodes))
	}
	label := js[string](t, ctx, fmt.Sprintf(`document.querySelector('svg#tree g.node[data-node="%d"]').textContent`, res.Tree.Best))
	if !strings.Contains(label, "p_best") || !strings.Contains(label, "step ") || !strings.Contains(label, "%") || !strings.Contains(label, "forced") {
		t.Fatalf("p_best's node reads %q", label)
	}
	screenshot(t, ctx, "explore-tree.png")

	// Click another node: its prefix and what it covered.
	other := res.Tree.Nodes[0]
	if other.Node == res.Tree.Best {
		other = res.Tree.Nodes[1]
	}
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(fmt.Sprintf(`svg#tree g.node[data-node="%d"]`, other.Node)))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, fmt.Sprintf(`document.querySelector("#node-detail h3") && document.querySelector("#node-detail h3").textContent === "Prefix #%d"`, other.Node), 5*time.Second)
	marked := js[[]int](t, ctx, `[...document.querySelectorAll("#node-lines tr.covered")].map(r => +r.dataset.line)`)
	if !sameInts(marked, other.Covered) {
		t.Fatalf("node %d: page marks %v covered, the tree says %v", other.Node, marked, other.Covered)
	}
	js[chromedp.Void](t, ctx, `document.getElementById("node-detail").scrollIntoView()`)
	screenshot(t, ctx, "explore-node.png")

	// The lines view: P's covered lines together, then one prefix's.
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`#tabs button[data-tab="lines"]`))); err != nil {
		t.Fatal(err)
	}
	covered := js[[]int](t, ctx, `[...document.querySelectorAll("#lines tr.covered")].map(r => +r.dataset.line)`)
	if !sameInts(covered, res.Outcome.Covered) {
		t.Fatalf("lines view marks %v covered, the outcome says %v", covered, res.Outcome.Covered)
	}
	if n := js[int](t, ctx, `document.querySelectorAll("#lines tr").length`); n != 15 {
		t.Fatalf("lines view shows %d lines of the 15-line example", n)
	}
	screenshot(t, ctx, "explore-lines.png")

	// One prefix of P alone, and the file replayed for it, from the server.
	choose(t, ctx, "coverage-of", "1")
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#lines-file .file-button"))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `!document.querySelector("#lines-file pre.file").hidden && document.querySelector("#lines-file pre.file").textContent.includes("total = sum(p * (1 + fee) for p in prices)")`, 10*time.Second)

	// lexecutor mode: the injected values beside their lines.
	choose(t, ctx, "kind", "run")
	choose(t, ctx, "opt-mode", "lexecutor")
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#start"))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `document.body.dataset.state === "done" || document.body.dataset.state === "failed"`, time.Minute)
	inj := js[[]string](t, ctx, `[...document.querySelectorAll("#lines .inj")].map(e => e.closest("tr").dataset.line + ": " + e.textContent)`)
	if len(inj) == 0 || !strings.Contains(strings.Join(inj, "\n"), "fee = ") && !strings.Contains(strings.Join(inj, "\n"), "prices = ") {
		t.Fatalf("injected values beside the lines: %v", inj)
	}
	screenshot(t, ctx, "run-lexecutor.png")

	// Forced execution on request: the nodes that force say so.
	choose(t, ctx, "example", "snippet")
	choose(t, ctx, "kind", "explore")
	js[chromedp.Void](t, ctx, `document.getElementById("opt-force").checked = true`)
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#start"))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `document.body.dataset.state === "done" || document.body.dataset.state === "failed"`, 2*time.Minute)
	var forced struct {
		Tree struct {
			Nodes []struct {
				Node   int  `json:"node"`
				Forced bool `json:"forced"`
			} `json:"nodes"`
		} `json:"tree"`
	}
	json.Unmarshal([]byte(js[string](t, ctx, `document.getElementById("json").textContent`)), &forced)
	var want []int
	for _, n := range forced.Tree.Nodes {
		if n.Forced {
			want = append(want, n.Node)
		}
	}
	shown := js[[]int](t, ctx, `[...document.querySelectorAll("svg#tree g.node text.forced")].map(e => +e.parentNode.dataset.node)`)
	if len(want) == 0 || !sameInts(shown, want) {
		t.Fatalf("forced nodes shown %v, the tree says %v", shown, want)
	}
	screenshot(t, ctx, "explore-forced.png")
	js[chromedp.Void](t, ctx, `document.getElementById("opt-force").checked = false`)

	testBrowserSolveDebug(t, ctx)
	measureLoad(t, ctx, url)
}

// measureLoad times the page's load, and a run of a 200-line snippet from
// submit to its lines drawn; logged and kept with the screenshots, not
// asserted (the machine may be loaded).
func measureLoad(t *testing.T, ctx context.Context, url string) {
	var b strings.Builder
	b.WriteString("values = [3, 1, 4, 1, 5, 9, 2, 6]\ntotal = 0\n")
	for i := 3; i <= 200; i++ {
		switch i % 3 {
		case 0:
			fmt.Fprintf(&b, "total += values[%d %% len(values)] * %d\n", i, i)
		case 1:
			fmt.Fprintf(&b, "if total %% %d == 0:\n", i)
		default:
			fmt.Fprintf(&b, "    total -= %d\n", i)
		}
	}
	src := b.String()
	if n := strings.Count(src, "\n"); n != 200 {
		t.Fatalf("snippet has %d lines", n)
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(url+"/")); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `document.body.dataset.state === "idle"`, 20*time.Second)
	load := js[float64](t, ctx, `(() => { const n = performance.getEntriesByType("navigation")[0]; return n.loadEventEnd - n.startTime; })()`)
	srcJSON, _ := json.Marshal(src)
	js[chromedp.Void](t, ctx, fmt.Sprintf(`(() => { const s = document.getElementById("source"); s.value = %s; s.dispatchEvent(new Event("input")); })()`, srcJSON))
	choose(t, ctx, "kind", "run")
	js[chromedp.Void](t, ctx, `window.__t0 = performance.now(); document.getElementById("start").click()`)
	waitFor(t, ctx, `document.body.dataset.state === "done" && document.querySelectorAll("#lines tr").length === 200`, time.Minute)
	total := js[float64](t, ctx, `performance.now() - window.__t0`)
	jobSeconds := js[string](t, ctx, `document.getElementById("status").textContent`)
	draw := js[float64](t, ctx, `state.timing.draw_ms`)
	var r struct {
		Covered []int `json:"covered_lines"`
	}
	json.Unmarshal([]byte(js[string](t, ctx, `document.getElementById("json").textContent`)), &r)
	if marked := js[[]int](t, ctx, `[...document.querySelectorAll("#lines tr.covered")].map(r => +r.dataset.line)`); len(r.Covered) < 60 || !sameInts(marked, r.Covered) {
		t.Fatalf("200-line snippet: page marks %v covered, the result says %v", marked, r.Covered)
	}
	t.Logf("page load %.0f ms; 200-line snippet run and drawn in %.0f ms, %.1f ms of it drawing (%s)", load, total, draw, jobSeconds)
	screenshot(t, ctx, "run-200-lines.png")
	timings, _ := json.MarshalIndent(map[string]any{"page_load_ms": load, "run_200_lines_ms": total, "draw_200_lines_ms": draw, "status": jobSeconds}, "", "  ")
	os.WriteFile(filepath.Join(artifactDir(t), "timings.json"), timings, 0o644)
}

func sameInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	seen := map[int]int{}
	for _, x := range a {
		seen[x]++
	}
	for _, x := range b {
		seen[x]--
	}
	for _, n := range seen {
		if n != 0 {
			return false
		}
	}
	return true
}

// testBrowserSolveDebug: solved paths with their inputs and the pytest
// file; a trace stepped backwards and forwards with the plan highlighted;
// feedback that plans again.
func testBrowserSolveDebug(t *testing.T, ctx context.Context) {
	run := func(kind, example string) {
		t.Helper()
		choose(t, ctx, "example", example)
		choose(t, ctx, "kind", kind)
		if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#start"))); err != nil {
			t.Fatal(err)
		}
		waitFor(t, ctx, `document.body.dataset.state === "done" || document.body.dataset.state === "failed"`, 2*time.Minute)
		if st := js[string](t, ctx, `document.body.dataset.state + " " + document.getElementById("status").textContent`); !strings.HasPrefix(st, "done") {
			t.Fatalf("%s of %s from the page: %s", kind, example, st)
		}
	}

	run("solve", "solve")
	rows := js[[]string](t, ctx, `[...document.querySelectorAll("#paths tr.path")].map(r => r.textContent)`)
	validated := 0
	for _, r := range rows {
		if strings.Contains(r, "validated") {
			validated++
		}
	}
	if validated < 4 || !strings.Contains(strings.Join(rows, "\n"), "(-1, '')") && !strings.Contains(strings.Join(rows, "\n"), "'negative'") {
		t.Fatalf("paths view: %q", rows)
	}
	waitFor(t, ctx, `document.querySelector("#paths pre.pytest") && document.querySelector("#paths pre.pytest").textContent.includes("def test_classify_")`, 10*time.Second)
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#paths tr.path"))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `document.querySelectorAll("#paths .path-lines tr.covered").length > 0`, 5*time.Second)
	screenshot(t, ctx, "solve-paths.png")

	run("debug", "debug")
	// The trace opens at the failing step, which is on the plan.
	at := func() int { return js[int](t, ctx, `+document.getElementById("step-pos").dataset.step`) }
	first := at()
	var res struct {
		Output struct {
			Step int `json:"step"`
		} `json:"output"`
		Plan []struct {
			Step, Line int
		} `json:"plan"`
		RootCause struct {
			Line int `json:"line"`
		} `json:"root_cause"`
	}
	json.Unmarshal([]byte(js[string](t, ctx, `document.getElementById("json").textContent`)), &res)
	if first != res.Output.Step || !js[bool](t, ctx, `!!document.getElementById("on-plan")`) || res.RootCause.Line != 9 {
		t.Fatalf("trace opens at step %d, the output is step %d; plan %v", first, res.Output.Step, res.Plan)
	}
	planLines := js[[]int](t, ctx, `[...document.querySelectorAll("#trace-lines tr.plan")].map(r => +r.dataset.line)`)
	want := []int{}
	for _, h := range res.Plan {
		if !slices.Contains(want, h.Line) {
			want = append(want, h.Line)
		}
	}
	if !sameInts(planLines, want) {
		t.Fatalf("plan lines highlighted %v, plan %v", planLines, want)
	}
	screenshot(t, ctx, "debug-trace.png")
	// Backwards two steps, forwards one: the position and the current line follow.
	for _, c := range []struct {
		button string
		want   int
	}{{"#step-back", first - 1}, {"#step-back", first - 2}, {"#step-forward", first - 1}} {
		if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(c.button))); err != nil {
			t.Fatal(err)
		}
		if got := at(); got != c.want {
			t.Fatalf("after %s at step %d, want %d", c.button, got, c.want)
		}
	}
	cur := js[int](t, ctx, `+document.querySelector("#trace-lines tr.current").dataset.line`)
	if cur < 1 {
		t.Fatal("no current line marked")
	}
	screenshot(t, ctx, "debug-trace-stepped.png")
	// The question loop of debug -i: it asks first about the best
	// candidate (the division, line 9); told "xs is wrong" twice and
	// "readings is wrong" it reaches the filter (line 13), each question's
	// step shown in the trace; "root cause here" ends there.
	askedLine := func() int {
		return js[int](t, ctx, `+(document.querySelector("#ask-question") ? document.querySelector("#ask-question").textContent.match(/:(\d+)/)[1] : -1)`)
	}
	if l := askedLine(); l != 9 {
		t.Fatalf("first question about line %d, want 9: %s", l, js[string](t, ctx, `(document.getElementById("ask") || {}).textContent || "no question"`))
	}
	for _, a := range []string{"xs is wrong", "xs is wrong", "readings is wrong"} {
		before := js[string](t, ctx, `document.getElementById("ask").dataset.step`)
		js[chromedp.Void](t, ctx, fmt.Sprintf(`[...document.querySelectorAll("#ask button.ask-var")].find(b => b.textContent === %q).click()`, a))
		waitFor(t, ctx, fmt.Sprintf(`document.getElementById("ask") && document.getElementById("ask").dataset.step !== %q`, before), 30*time.Second)
		if st := js[string](t, ctx, `document.getElementById("ask").dataset.step`); st != "" && at() != atoi(st) {
			t.Fatalf("after %q the trace shows step %d, the question is about step %s", a, at(), st)
		}
	}
	if l := askedLine(); l != 13 {
		t.Fatalf("after the answers the question is about line %d, want 13", l)
	}
	screenshot(t, ctx, "debug-ask.png")
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#ask-root"))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `!!document.getElementById("ask-result")`, 30*time.Second)
	if r := js[string](t, ctx, `document.getElementById("ask-result").textContent`); !strings.Contains(r, ".py:13 (") || !strings.Contains(r, "after 4 answers") {
		t.Fatalf("session result %q", r)
	}
	// Feedback: the root cause's step is correct; the page plans again.
	rootStep := res.Plan[len(res.Plan)-1].Step
	js[chromedp.Void](t, ctx, fmt.Sprintf(`document.querySelector('ol.plan li[data-step="%d"]').click()`, rootStep))
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#feedback-correct"))); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `document.body.dataset.state === "done" && !!document.getElementById("feedback-given")`, 2*time.Minute)
	var again struct {
		Feedback  int `json:"feedback"`
		RootCause struct {
			Step int `json:"step"`
		} `json:"root_cause"`
	}
	json.Unmarshal([]byte(js[string](t, ctx, `document.getElementById("json").textContent`)), &again)
	if again.RootCause.Step == rootStep {
		t.Fatalf("feedback that step %d is correct left the root cause there", rootStep)
	}
	screenshot(t, ctx, "debug-feedback.png")
}

// TestServeRefusesOtherInterfacesWithoutToken: the command itself refuses
// to listen beyond loopback unless asked, and then only with a token.
func TestServeRefusesOtherInterfacesWithoutToken(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 not installed")
	}
	for _, c := range []struct {
		args []string
		says string
	}{
		{[]string{"--addr", "0.0.0.0:0"}, "not a loopback address"},
		{[]string{"--addr", ":0", "--allow-remote"}, "without a bearer token"},
	} {
		cmd := exec.Command(bin, append([]string{"serve", "--python", testPython()}, c.args...)...)
		cmd.Env = append(os.Environ(), "UNSTUCK_TOKEN=")
		out, err := cmd.CombinedOutput()
		if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 2 || !strings.Contains(string(out), c.says) {
			t.Errorf("serve %v: %v %s", c.args, err, out)
		}
	}
}

// TestBrowserJobURL: a job started with curl (or over MCP) opens in the
// page at /#job=ID; a failed job's error is shown, its line marked; the
// prefix tree fits its pane.
func TestBrowserJobURL(t *testing.T) {
	url := strings.TrimSuffix(serveProcess(t), "/")
	src, err := os.ReadFile("../../examples/snippet.py")
	if err != nil {
		t.Fatal(err)
	}
	explored := submitAndWait(t, url, map[string]any{"kind": "explore", "source": string(src), "options": map[string]any{"k": 2}})
	broken := submitAndWait(t, url, map[string]any{"kind": "explore", "source": "x = 1\ndef f(:\n    pass\n"})
	if explored.Status != serve.Done || broken.Status != serve.Failed {
		t.Fatalf("jobs ended %s (%s) and %s", explored.Status, explored.Error, broken.Status)
	}
	ctx := browser(t)
	if err := chromedp.Do(ctx, chromedp.Navigate(url+"/#job="+explored.ID)); err != nil {
		t.Fatal(err)
	}
	waitFor(t, ctx, `document.body.dataset.state === "done" || document.body.dataset.state === "failed"`, 2*time.Minute)
	if st := js[string](t, ctx, `document.body.dataset.state + " " + document.getElementById("status").textContent`); !strings.HasPrefix(st, "done") || !strings.Contains(st, explored.ID) {
		t.Fatalf("the page at #job=%s: %s", explored.ID, st)
	}
	if got := js[string](t, ctx, `document.getElementById("source").value`); got != string(src) {
		t.Errorf("the page shows the job's source as %q", got)
	}
	if n := js[int](t, ctx, `document.querySelectorAll("svg#tree g.node[data-node]").length`); n < 2 {
		t.Errorf("the opened job's tree shows %d nodes", n)
	}
	// The tree fits its pane (at a readable scale it would scroll instead).
	fit := js[string](t, ctx, `(() => { const w = document.getElementById("tree-wrap"), s = document.getElementById("tree"); return s.getBoundingClientRect().width <= w.clientWidth + 1 || state.treeScale === 0.4 ? "fits" : s.getBoundingClientRect().width + " > " + w.clientWidth; })()`)
	if fit != "fits" {
		t.Errorf("tree wider than its pane: %s", fit)
	}
	screenshot(t, ctx, "job-url-tree.png")
	// A failed job: the error in view, the line it names marked.
	js[chromedp.Void](t, ctx, fmt.Sprintf(`location.hash = "job=%s"`, broken.ID))
	waitFor(t, ctx, `document.body.dataset.state === "failed"`, time.Minute)
	if e := js[string](t, ctx, `document.getElementById("error").hidden ? "" : document.getElementById("error").textContent`); !strings.Contains(e, "SyntaxError") || !strings.Contains(e, ":2:") {
		t.Errorf("error box: %q (job error %q)", e, broken.Error)
	}
	if l := js[[]int](t, ctx, `[...document.querySelectorAll("#lines tr.raised")].map(r => +r.dataset.line)`); !sameInts(l, []int{2}) {
		t.Errorf("marked lines %v, want the syntax error's line 2", l)
	}
	screenshot(t, ctx, "job-url-error.png")
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}
