package serve

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"unstuck/internal/execute"
	"unstuck/internal/sandbox"
)

// gate is an engine whose jobs wait until released (or cancelled), and
// which counts how many run at once.
type gate struct {
	release         chan struct{}
	running, maxRun atomic.Int32
	finished        atomic.Int32
}

func (g *gate) engine() Engine {
	return Engine{Kind: "wait", Options: struct{}{}, Prepare: func(in Input) (Job, error) {
		var none struct{}
		if err := DecodeOptions(in.Options, &none); err != nil {
			return nil, err
		}
		return func(ctx context.Context, progress func(string)) (any, error) {
			n := g.running.Add(1)
			defer g.running.Add(-1)
			for {
				m := g.maxRun.Load()
				if n <= m || g.maxRun.CompareAndSwap(m, n) {
					break
				}
			}
			progress("waiting")
			select {
			case <-g.release:
			case <-ctx.Done():
				return nil, ctx.Err()
			}
			g.finished.Add(1)
			return map[string]string{"source": string(in.Source)}, nil
		}, nil
	}}
}

func post(t *testing.T, url, body string) (int, map[string]any) {
	t.Helper()
	res, err := http.Post(url+"/api/jobs", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var m map[string]any
	json.NewDecoder(res.Body).Decode(&m)
	return res.StatusCode, m
}

func getJob(t *testing.T, url, id string) JobView {
	t.Helper()
	res, err := http.Get(url + "/api/jobs/" + id)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var v JobView
	if err := json.NewDecoder(res.Body).Decode(&v); err != nil {
		t.Fatal(err)
	}
	return v
}

func waitStatus(t *testing.T, url, id string, want ...string) JobView {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		v := getJob(t, url, id)
		for _, w := range want {
			if v.Status == w {
				return v
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("job %s is %s, waited for %v", id, v.Status, want)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func TestMoreJobsThanWorkersQueueAndFinish(t *testing.T) {
	g := &gate{release: make(chan struct{})}
	s := New(Config{Engines: Registry{g.engine()}, Workers: 2, Queue: 4})
	defer s.Close()
	ts := httptest.NewServer(s.Handler())
	defer ts.Close()

	var ids []string
	for i := 0; i < 6; i++ {
		code, m := post(t, ts.URL, fmt.Sprintf(`{"kind":"wait","source":"job %d"}`, i))
		if code != http.StatusAccepted {
			t.Fatalf("job %d: %d %v", i, code, m)
		}
		ids = append(ids, m["id"].(string))
	}
	// Two run, four wait; a seventh finds the queue full.
	for g.running.Load() < 2 {
		time.Sleep(5 * time.Millisecond)
	}
	if code, m := post(t, ts.URL, `{"kind":"wait","source":"one too many"}`); code != http.StatusServiceUnavailable || !strings.Contains(m["error"].(string), "queue is full") {
		t.Fatalf("full queue: %d %v", code, m)
	}
	queued := 0
	for _, id := range ids {
		if getJob(t, ts.URL, id).Status == Queued {
			queued++
		}
	}
	if queued != 4 {
		t.Fatalf("%d jobs queued behind 2 workers, want 4", queued)
	}
	close(g.release)
	for i, id := range ids {
		v := waitStatus(t, ts.URL, id, Done, Failed, Cancelled)
		var res map[string]string
		if v.Status != Done || json.Unmarshal(v.Result, &res) != nil || res["source"] != fmt.Sprintf("job %d", i) {
			t.Fatalf("job %d: %s %s %s", i, v.Status, v.Error, v.Result)
		}
	}
	if m := g.maxRun.Load(); m != 2 {
		t.Fatalf("%d jobs ran at once with 2 workers", m)
	}
}

func TestEventsAndTimeLimit(t *testing.T) {
	g := &gate{release: make(chan struct{})}
	s := New(Config{Engines: Registry{g.engine()}, Workers: 1, JobTimeout: 300 * time.Millisecond})
	defer s.Close()
	ts := httptest.NewServer(s.Handler())
	defer ts.Close()
	_, m := post(t, ts.URL, `{"kind":"wait","source":"x"}`)
	id := m["id"].(string)
	res, err := http.Get(ts.URL + "/api/jobs/" + id + "/events")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if ct := res.Header.Get("Content-Type"); ct != "text/event-stream" {
		t.Fatalf("content type %q", ct)
	}
	var seen []string
	sc := bufio.NewScanner(res.Body)
	for sc.Scan() {
		if data, ok := strings.CutPrefix(sc.Text(), "data: "); ok {
			var e Event
			json.Unmarshal([]byte(data), &e)
			seen = append(seen, e.Type+":"+e.Status+e.Message)
		}
	}
	// The stream ends by itself after the final status.
	got := strings.Join(seen, " | ")
	if len(seen) != 4 || seen[0] != "status:queued" || seen[1] != "status:running" || seen[2] != "progress:waiting" ||
		!strings.HasPrefix(seen[3], "status:failedjob time limit of 300ms reached") {
		t.Fatalf("events: %s", got)
	}
	// A client that reconnects with Last-Event-ID gets only what followed.
	req, _ := http.NewRequest("GET", ts.URL+"/api/jobs/"+id+"/events", nil)
	req.Header.Set("Last-Event-ID", "2")
	res3, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	rest, _ := io.ReadAll(res3.Body)
	res3.Body.Close()
	if strings.Contains(string(rest), "id: 2\n") || !strings.HasPrefix(string(rest), "id: 3\nevent: progress\n") || !strings.Contains(string(rest), "id: 4\nevent: status\n") {
		t.Fatalf("resumed stream:\n%s", rest)
	}
	res2, _ := http.Get(ts.URL + "/api/jobs/" + id + "/result")
	body, _ := io.ReadAll(res2.Body)
	if res2.StatusCode != http.StatusConflict || !strings.Contains(string(body), "time limit") {
		t.Fatalf("result of a failed job: %d %s", res2.StatusCode, body)
	}
}

func TestRefusalsAreClear4xx(t *testing.T) {
	g := &gate{release: make(chan struct{})}
	close(g.release)
	reg := Registry{g.engine(), {Kind: "later", Unavailable: "not built yet"}}
	s := New(Config{Engines: reg, MaxRequest: 1024})
	defer s.Close()
	ts := httptest.NewServer(s.Handler())
	defer ts.Close()
	cases := []struct {
		name, ctype, body string
		code              int
		says              string
	}{
		{"oversized", "application/json", `{"kind":"wait","source":"` + strings.Repeat("x", 2000) + `"}`, 413, "larger than 1024 bytes"},
		{"unknown kind", "application/json", `{"kind":"fly","source":"x"}`, 400, `unknown job kind "fly" (have later, wait)`},
		{"no kind", "application/json", `{"source":"x"}`, 400, "no kind"},
		{"unavailable", "application/json", `{"kind":"later","source":"x"}`, 501, "not available in this build: not built yet"},
		{"empty source", "application/json", `{"kind":"wait","source":"  "}`, 400, "source is empty"},
		{"bad option", "application/json", `{"kind":"wait","source":"x","options":{"speed":1}}`, 400, `unknown field "speed"`},
		{"unknown field", "application/json", `{"kind":"wait","source":"x","colour":1}`, 400, `unknown field "colour"`},
		{"not json", "application/json", `kind=wait`, 400, "bad job request"},
		{"form post", "application/x-www-form-urlencoded", `kind=wait`, 415, "application/json"},
	}
	for _, c := range cases {
		res, err := http.Post(ts.URL+"/api/jobs", c.ctype, strings.NewReader(c.body))
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]string
		json.NewDecoder(res.Body).Decode(&m)
		res.Body.Close()
		if res.StatusCode != c.code || !strings.Contains(m["error"], c.says) {
			t.Errorf("%s: %d %q, want %d saying %q", c.name, res.StatusCode, m["error"], c.code, c.says)
		}
	}
	for _, path := range []string{"/api/jobs/nope", "/api/nothing"} {
		res, _ := http.Get(ts.URL + path)
		if res.StatusCode != 404 {
			t.Errorf("%s: %d", path, res.StatusCode)
		}
		res.Body.Close()
	}
	// The page is there, from the embedded files.
	res, _ := http.Get(ts.URL + "/")
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != 200 || !strings.Contains(string(body), "unstuck workbench") || !strings.Contains(res.Header.Get("Content-Security-Policy"), "default-src 'self'") {
		t.Fatalf("page: %d %s", res.StatusCode, body)
	}
}

func TestNothingBeyondLoopbackWithoutToken(t *testing.T) {
	for _, addr := range []string{"0.0.0.0:0", ":0", "[::]:0"} {
		if ln, err := Listen(addr, false, ""); err == nil || !strings.Contains(err.Error(), "not a loopback address") {
			if ln != nil {
				ln.Close()
			}
			t.Fatalf("%s without --allow-remote: %v", addr, err)
		}
		if ln, err := Listen(addr, true, ""); err == nil || !strings.Contains(err.Error(), "without a bearer token") {
			if ln != nil {
				ln.Close()
			}
			t.Fatalf("%s without a token: %v", addr, err)
		}
	}
	ln, err := Listen("127.0.0.1:0", false, "")
	if err != nil {
		t.Fatal(err)
	}
	ln.Close()

	// Beyond loopback with a token: every API request must carry it.
	ln, err = Listen("0.0.0.0:0", true, "s3cret")
	if err != nil {
		t.Fatal(err)
	}
	s := New(Config{Engines: Registry{}, Token: "s3cret"})
	defer s.Close()
	hs := &http.Server{Handler: s.Handler()}
	go hs.Serve(ln)
	defer hs.Close()
	port := ln.Addr().(*net.TCPAddr).Port
	host := "127.0.0.1"
	if ip := outsideIP(); ip != "" {
		host = ip // reach it as another machine would, when this one has an address
	}
	base := "http://" + net.JoinHostPort(host, strconv.Itoa(port))
	for _, c := range []struct {
		auth string
		code int
	}{{"", 401}, {"Bearer wrong", 401}, {"s3cret", 401}, {"Bearer s3cret", 200}} {
		req, _ := http.NewRequest("GET", base+"/api/kinds", nil)
		if c.auth != "" {
			req.Header.Set("Authorization", c.auth)
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != c.code {
			t.Errorf("Authorization %q: %d, want %d", c.auth, res.StatusCode, c.code)
		}
	}

	// Without a token, only loopback host names are answered (a page
	// elsewhere cannot rebind its name to 127.0.0.1 and drive the API).
	open := httptest.NewServer(New(Config{Engines: Registry{}}).Handler())
	defer open.Close()
	req, _ := http.NewRequest("GET", open.URL+"/api/kinds", nil)
	req.Host = "evil.example:80"
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusForbidden {
		t.Fatalf("foreign Host answered %d", res.StatusCode)
	}
}

// outsideIP is a non-loopback address of this machine, or "".
func outsideIP() string {
	addrs, _ := net.InterfaceAddrs()
	for _, a := range addrs {
		if n, ok := a.(*net.IPNet); ok && !n.IP.IsLoopback() && n.IP.To4() != nil {
			return n.IP.String()
		}
	}
	return ""
}

// descendants lists the processes below pid (from /proc), with their names.
func descendants(pid int) map[int]string {
	parent := map[int]int{}
	name := map[int]string{}
	dirs, _ := filepath.Glob("/proc/[0-9]*/stat")
	for _, f := range dirs {
		b, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		s := string(b)
		open, close := strings.IndexByte(s, '('), strings.LastIndexByte(s, ')')
		if open < 0 || close < 0 {
			continue
		}
		p, _ := strconv.Atoi(strings.TrimSpace(s[:open]))
		fields := strings.Fields(s[close+1:])
		if len(fields) < 2 || fields[0] == "Z" {
			continue // zombies have ended
		}
		pp, _ := strconv.Atoi(fields[1])
		parent[p], name[p] = pp, s[open+1:close]
	}
	out := map[int]string{}
	var walk func(int)
	walk = func(p int) {
		for c, pp := range parent {
			if pp == p {
				if _, seen := out[c]; !seen {
					out[c] = name[c]
					walk(c)
				}
			}
		}
	}
	walk(pid)
	return out
}

func TestCancelEndsTheSandboxedProcess(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 not installed")
	}
	// The default sandbox, whatever the signature of sandbox.New.
	ex, err := execute.New(execute.Options{Limits: sandbox.Limits{Wall: time.Minute}})
	if err != nil {
		t.Skip("cannot run snippets here: ", err)
	}
	runner := Engine{Kind: "run", Prepare: func(in Input) (Job, error) {
		return func(ctx context.Context, progress func(string)) (any, error) {
			r := ex.Run(ctx, in.File, in.Source)
			return r, ctx.Err()
		}, nil
	}}
	s := New(Config{Engines: Registry{runner}, Workers: 1})
	defer s.Close()
	ts := httptest.NewServer(s.Handler())
	defer ts.Close()

	before := descendants(os.Getpid())
	_, m := post(t, ts.URL, `{"kind":"run","source":"n = 0\nwhile True:\n    n += 1\n"}`)
	id := m["id"].(string)
	waitStatus(t, ts.URL, id, Running)
	// The snippet's interpreter appears below this process.
	var pythons []int
	deadline := time.Now().Add(2 * time.Minute) // bwrap and the interpreter start slowly at load 50
	for len(pythons) == 0 {
		for p, n := range descendants(os.Getpid()) {
			if _, old := before[p]; !old && strings.HasPrefix(n, "python") {
				pythons = append(pythons, p)
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("no sandboxed python started: %v", descendants(os.Getpid()))
		}
		time.Sleep(20 * time.Millisecond)
	}
	time.Sleep(200 * time.Millisecond) // well inside its loop
	start := time.Now()
	req, _ := http.NewRequest("DELETE", ts.URL+"/api/jobs/"+id, nil)
	res, err := http.DefaultClient.Do(req)
	if err != nil || res.StatusCode != http.StatusAccepted {
		t.Fatalf("cancel: %v %v", err, res)
	}
	res.Body.Close()
	v := waitStatus(t, ts.URL, id, Cancelled, Done, Failed)
	if v.Status != Cancelled {
		t.Fatalf("cancelled job ended %s: %s", v.Status, v.Error)
	}
	for {
		left := []string{}
		now := descendants(os.Getpid())
		for _, p := range pythons {
			if n, ok := now[p]; ok {
				left = append(left, fmt.Sprintf("%d %s", p, n))
			}
		}
		if len(left) == 0 {
			break
		}
		if time.Since(start) > 60*time.Second { // the snippet loops until the job limit
			t.Fatalf("still running 60 s after cancel: %v", left)
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Logf("sandboxed process gone %s after cancel (%s isolation)", time.Since(start).Round(time.Millisecond), ex.Sandbox().Mode())

	// A job cancelled while queued never starts.
	g := &gate{release: make(chan struct{})}
	s2 := New(Config{Engines: Registry{g.engine()}, Workers: 1})
	defer s2.Close()
	ts2 := httptest.NewServer(s2.Handler())
	defer ts2.Close()
	_, m1 := post(t, ts2.URL, `{"kind":"wait","source":"first"}`)
	_, m2 := post(t, ts2.URL, `{"kind":"wait","source":"second"}`)
	waitStatus(t, ts2.URL, m1["id"].(string), Running)
	req, _ = http.NewRequest("POST", ts2.URL+"/api/jobs/"+m2["id"].(string)+"/cancel", nil)
	res, _ = http.DefaultClient.Do(req)
	res.Body.Close()
	close(g.release)
	waitStatus(t, ts2.URL, m1["id"].(string), Done)
	if v := waitStatus(t, ts2.URL, m2["id"].(string), Cancelled, Done); v.Status != Cancelled || g.finished.Load() != 1 {
		t.Fatalf("queued job after cancel: %s, %d jobs ran", v.Status, g.finished.Load())
	}
}

func TestJobFilesAreServedAndRemoved(t *testing.T) {
	writer := Engine{Kind: "write", Prepare: func(in Input) (Job, error) {
		return func(ctx context.Context, progress func(string)) (any, error) {
			p := filepath.Join(in.Dir, "sub", "test_x.py")
			os.MkdirAll(filepath.Dir(p), 0o755)
			return map[string]string{"tests": p}, os.WriteFile(p, in.Source, 0o644)
		}, nil
	}}
	s := New(Config{Engines: Registry{writer}, KeepJobs: 1})
	ts := httptest.NewServer(s.Handler())
	defer ts.Close()
	_, m := post(t, ts.URL, `{"kind":"write","source":"def test_x():\n    assert 1\n"}`)
	id := m["id"].(string)
	v := waitStatus(t, ts.URL, id, Done, Failed)
	var res map[string]string
	json.Unmarshal(v.Result, &res)
	if !strings.Contains(res["tests"], "/"+id+"/") {
		t.Fatalf("the job's file is not in its own directory: %s", res["tests"])
	}
	get := func(path string) (int, string) {
		r, err := http.Get(ts.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		defer r.Body.Close()
		b, _ := io.ReadAll(r.Body)
		return r.StatusCode, string(b)
	}
	if code, body := get("/api/jobs/" + id + "/files/sub/test_x.py"); code != 200 || body != "def test_x():\n    assert 1\n" {
		t.Fatalf("file: %d %q", code, body)
	}
	for _, bad := range []string{"/api/jobs/" + id + "/files/../" + id + "/sub/test_x.py", "/api/jobs/" + id + "/files/sub/%2e%2e/sub/test_x.py", "/api/jobs/" + id + "/files/nope.py", "/api/jobs/" + id + "/files/sub"} {
		if code, _ := get(bad); code != 404 {
			t.Errorf("%s: %d", bad, code)
		}
	}
	// A newer job pushes the finished one out (KeepJobs 1): its files go too.
	_, m2 := post(t, ts.URL, `{"kind":"write","source":"x"}`)
	waitStatus(t, ts.URL, m2["id"].(string), Done)
	post(t, ts.URL, `{"kind":"write","source":"y"}`)
	if _, err := os.Stat(res["tests"]); !os.IsNotExist(err) {
		t.Fatalf("a forgotten job's file is still there: %v", err)
	}
	s.Close()
	if _, err := os.Stat(s.files); !os.IsNotExist(err) {
		t.Fatalf("the temporary files directory outlives the server: %v", err)
	}
}

// counter is a result with a question loop: it answers with how many
// answers it got and the last one.
type counter struct{ N int }

func (c *counter) Ask(answers []string) (any, error) {
	if len(answers) > 0 && answers[len(answers)-1] == "bad" {
		return nil, fmt.Errorf("answer yes or no")
	}
	last := ""
	if len(answers) > 0 {
		last = answers[len(answers)-1]
	}
	return map[string]any{"asked": len(answers), "last": last}, nil
}

// A finished job whose result has a question loop answers POST
// /api/jobs/ID/ask with the loop after the answers; a job without one, a
// bad answer, or a request that is not JSON is refused clearly.
func TestAskAnswersTheJobsQuestions(t *testing.T) {
	g := &gate{release: make(chan struct{})}
	close(g.release)
	asking := Engine{Kind: "ask", Options: struct{}{}, Prepare: func(in Input) (Job, error) {
		return func(ctx context.Context, progress func(string)) (any, error) { return &counter{}, nil }, nil
	}}
	s := New(Config{Engines: Registry{g.engine(), asking}})
	defer s.Close()
	ts := httptest.NewServer(s.Handler())
	defer ts.Close()
	ask := func(id, ctype, body string) (int, map[string]any) {
		res, err := http.Post(ts.URL+"/api/jobs/"+id+"/ask", ctype, strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		var m map[string]any
		json.NewDecoder(res.Body).Decode(&m)
		return res.StatusCode, m
	}
	_, m := post(t, ts.URL, `{"kind":"ask","source":"x"}`)
	id := m["id"].(string)
	waitStatus(t, ts.URL, id, "done")
	if code, v := ask(id, "application/json", `{"answers": ["no", "x is wrong"]}`); code != 200 || v["asked"] != 2.0 || v["last"] != "x is wrong" {
		t.Errorf("ask: %d %v", code, v)
	}
	if code, v := ask(id, "application/json", `{"answers": ["bad"]}`); code != 400 || !strings.Contains(fmt.Sprint(v["error"]), "yes or no") {
		t.Errorf("bad answer: %d %v", code, v)
	}
	if code, _ := ask(id, "text/plain", `{"answers": []}`); code != 415 {
		t.Errorf("not JSON: %d", code)
	}
	if code, _ := ask(id, "application/json", `{"answer": "yes"}`); code != 400 {
		t.Errorf("misspelt field: %d", code)
	}
	_, m = post(t, ts.URL, `{"kind":"wait","source":"x"}`)
	other := m["id"].(string)
	waitStatus(t, ts.URL, other, "done")
	if code, v := ask(other, "application/json", `{"answers": []}`); code != 400 || !strings.Contains(fmt.Sprint(v["error"]), "asks no questions") {
		t.Errorf("job without questions: %d %v", code, v)
	}
	if code, _ := ask("nosuch", "application/json", `{"answers": []}`); code != 404 {
		t.Errorf("no job: %d", code)
	}
}
