package deps

import (
	"archive/zip"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"unstuck/internal/nettest"
)

// testPython is the interpreter the sandbox runs (Debian's) when present.
func testPython(t *testing.T) string {
	t.Helper()
	py := "/usr/bin/python3"
	if _, err := os.Stat(py); err != nil {
		py = "python3"
	}
	// venv needs ensurepip (Debian: python3-venv) and its bundled pip wheel.
	if out, err := exec.Command(py, "-c", "import venv, ensurepip; ensurepip.version()").CombinedOutput(); err != nil {
		unavailable(t, fmt.Sprintf("%s cannot make a venv with pip: %v %s", py, err, out))
	}
	return py
}

func unavailable(t *testing.T, why string) {
	t.Helper()
	if os.Getenv("CI") != "" {
		t.Fatal(why)
	}
	t.Skip(why)
}

// wheel writes a pure-Python wheel by hand: a zip holding the package and
// a dist-info directory whose RECORD lists every file's hash.
func wheel(t *testing.T, dist, version, module, value string) (name string, data []byte) {
	return wheelWith(t, dist, version, module, value, nil)
}

// wheelWith is wheel with extra files (path, content) in the archive.
func wheelWith(t *testing.T, dist, version, module, value string, extra [][2]string) (name string, data []byte) {
	t.Helper()
	esc := strings.ReplaceAll(normalize(dist), "-", "_")
	info := fmt.Sprintf("%s-%s.dist-info", esc, version)
	files := [][2]string{
		{module + "/__init__.py", fmt.Sprintf("VALUE = %q\n", value)},
		{info + "/METADATA", fmt.Sprintf("Metadata-Version: 2.1\nName: %s\nVersion: %s\n", dist, version)},
		{info + "/WHEEL", "Wheel-Version: 1.0\nGenerator: unstuck-test\nRoot-Is-Purelib: true\nTag: py3-none-any\n"},
	}
	files = append(files, extra...)
	var record strings.Builder
	for _, f := range files {
		sum := sha256.Sum256([]byte(f[1]))
		fmt.Fprintf(&record, "%s,sha256=%s,%d\n", f[0], base64.RawURLEncoding.EncodeToString(sum[:]), len(f[1]))
	}
	record.WriteString(info + "/RECORD,,\n")
	files = append(files, [2]string{info + "/RECORD", record.String()})
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, f := range files {
		w, err := zw.Create(f[0])
		if err != nil {
			t.Fatal(err)
		}
		w.Write([]byte(f[1]))
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return fmt.Sprintf("%s-%s-py3-none-any.whl", esc, version), buf.Bytes()
}

// index is a PEP 503 simple index over wheels, counting requests by path.
type index struct {
	mu   sync.Mutex
	hits map[string]int
}

func (ix *index) count(p string) int {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	return ix.hits[p]
}

func serveIndex(t *testing.T, wheels map[string][2]any) (*httptest.Server, *index) {
	ix := &index{hits: map[string]int{}}
	mux := http.NewServeMux()
	for dist, w := range wheels {
		name, data := w[0].(string), w[1].([]byte)
		sum := sha256.Sum256(data)
		page := fmt.Sprintf("<!DOCTYPE html>\n<html><body>\n<a href=\"/files/%s#sha256=%s\">%s</a>\n</body></html>\n",
			name, hex.EncodeToString(sum[:]), name)
		mux.HandleFunc("/simple/"+normalize(dist)+"/", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html")
			w.Write([]byte(page))
		})
		mux.HandleFunc("/files/"+name, func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/octet-stream")
			w.Write(data)
		})
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ix.mu.Lock()
		ix.hits[r.URL.Path]++
		ix.mu.Unlock()
		mux.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	return srv, ix
}

func items(r *Result) map[string]Item {
	m := map[string]Item{}
	for _, it := range r.Items {
		m[it.Module] = it
	}
	return m
}

func wantStatus(t *testing.T, step string, r *Result, want map[string]Status) {
	t.Helper()
	got := items(r)
	for mod, st := range want {
		if got[mod].Status != st {
			t.Errorf("%s: %s is %q (%s), want %q", step, mod, got[mod].Status, got[mod].Detail, st)
		}
	}
}

func TestEnsureEndToEnd(t *testing.T) {
	py := testPython(t)
	wheels := map[string][2]any{}
	for _, w := range [][4]string{
		{"unstuckdemo_alpha", "0.1", "unstuckdemo_alpha", "alpha"},
		// Import name differs from the distribution, as PIL and Pillow.
		{"unstuckdemo-beta-dist", "0.2", "unstuckdemo_bmod", "beta"},
		{"unstuckdemo_gamma", "1.0", "unstuckdemo_gamma", "gamma"},
	} {
		name, data := wheel(t, w[0], w[1], w[2], w[3])
		wheels[w[0]] = [2]any{name, data}
	}
	srv, ix := serveIndex(t, wheels)
	dir := filepath.Join(t.TempDir(), "env")
	opt := Options{
		Python: py, Dir: dir, IndexURL: srv.URL + "/simple/", Timeout: 10 * time.Minute,
		// Hermetic: no pip configuration or cache of the machine's.
		PipArgs:       []string{"--isolated", "--no-cache-dir"},
		Distributions: map[string]string{"unstuckdemo_bmod": "unstuckdemo-beta-dist"},
		// Not in the import table: installed only because allowed by name.
		Allow: []string{"unstuckdemo_alpha", "unstuckdemo-gamma", "unstuckdemo_nonexistent"},
	}
	manager := func(mode Mode) *Manager {
		o := opt
		o.Mode = mode
		m, err := New(o)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	// No time budget: pip on a loaded machine takes what it takes; a hang
	// ends with go test's own timeout.
	ctx := context.Background()
	imports := []string{"unstuckdemo_alpha", "unstuckdemo_bmod.sub", "os.path", "json", "unstuckdemo_nonexistent", "../evil", "urllib2"}

	// Mode none touches nothing, not even the directory.
	none := manager(None)
	r, err := none.Ensure(ctx, imports)
	if err != nil {
		t.Fatal(err)
	}
	wantStatus(t, "none", r, map[string]Status{"unstuckdemo_alpha": Skipped, "unstuckdemo_bmod": Skipped,
		"os": Present, "json": Present, "../evil": Skipped, "urllib2": Skipped})
	if r.PipRuns != 0 || none.Python() == filepath.Join(dir, "bin", "python") {
		t.Errorf("none: %d pip runs, python %s", r.PipRuns, none.Python())
	}
	if _, err := os.Stat(dir); err == nil {
		t.Error("mode none created the environment")
	}

	// Install: one batch that fails on the unknown name, then one by one.
	m := manager(Pip)
	r, err = m.Ensure(ctx, imports)
	if err != nil {
		t.Fatal(err)
	}
	wantStatus(t, "first", r, map[string]Status{"unstuckdemo_alpha": Installed, "unstuckdemo_bmod": Installed,
		"unstuckdemo_nonexistent": Failed, "os": Present})
	if d := items(r)["unstuckdemo_nonexistent"].Detail; !strings.HasPrefix(d, "ERROR:") {
		t.Errorf("failure detail %q is not pip's error line", d)
	}
	if r.PipRuns != 4 {
		t.Errorf("first: %d pip runs, want 4 (batch + 3 single)", r.PipRuns)
	}
	if got := items(r)["unstuckdemo_bmod"].Dist; got != "unstuckdemo-beta-dist" {
		t.Errorf("bmod dist %q", got)
	}
	if m.Python() != filepath.Join(dir, "bin", "python") {
		t.Errorf("Python() = %s", m.Python())
	}
	misses := ix.count("/simple/unstuckdemo-nonexistent/")

	// Again, and from a fresh manager as another process would: no pip.
	for _, step := range []string{"second", "other process"} {
		if step == "other process" {
			m = manager(Pip)
		}
		r, err = m.Ensure(ctx, imports)
		if err != nil {
			t.Fatal(err)
		}
		wantStatus(t, step, r, map[string]Status{"unstuckdemo_alpha": Present, "unstuckdemo_bmod": Present,
			"unstuckdemo_nonexistent": Skipped})
		if d := items(r)["unstuckdemo_nonexistent"].Detail; !strings.HasPrefix(d, "failed before") {
			t.Errorf("%s: skip detail %q", step, d)
		}
		if r.PipRuns != 0 {
			t.Errorf("%s: %d pip runs, want 0", step, r.PipRuns)
		}
	}
	if n := ix.count("/simple/unstuckdemo-nonexistent/"); n != misses {
		t.Errorf("the failed distribution was asked for again (%d -> %d)", misses, n)
	}

	// Mode none over the existing environment sees what was installed.
	none = manager(None)
	r, err = none.Ensure(ctx, []string{"unstuckdemo_alpha", "unstuckdemo_gamma"})
	if err != nil {
		t.Fatal(err)
	}
	wantStatus(t, "none after", r, map[string]Status{"unstuckdemo_alpha": Present, "unstuckdemo_gamma": Skipped})
	if r.PipRuns != 0 || none.Python() != m.Python() {
		t.Errorf("none after: %d pip runs, python %s", r.PipRuns, none.Python())
	}

	// The modules import with the environment's python.
	out, err := exec.Command(m.Python(), "-s", "-c", "import unstuckdemo_alpha as a, unstuckdemo_bmod as b; print(a.VALUE, b.VALUE)").CombinedOutput()
	if err != nil || strings.TrimSpace(string(out)) != "alpha beta" {
		t.Errorf("import in the environment: %v %q", err, out)
	}

	// Two managers at once install one package once.
	var wg sync.WaitGroup
	runs := make([]int, 2)
	for i := range runs {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			r, err := manager(Pip).Ensure(ctx, []string{"unstuckdemo_gamma"})
			if err != nil {
				t.Error(err)
				return
			}
			runs[i] = r.PipRuns
			if it := r.Items[0]; it.Status != Installed && it.Status != Present {
				t.Errorf("concurrent: %+v", it)
			}
		}(i)
	}
	wg.Wait()
	if runs[0]+runs[1] != 1 || ix.count("/files/unstuckdemo_gamma-1.0-py3-none-any.whl") != 1 {
		t.Errorf("concurrent: pip runs %v, wheel fetched %d times", runs, ix.count("/files/unstuckdemo_gamma-1.0-py3-none-any.whl"))
	}

	// The base interpreter's own packages stay visible (system site-packages).
	for _, mod := range []string{"pytest", "yaml", "numpy"} {
		if exec.Command(py, "-s", "-c", "import importlib.util, sys; sys.exit(importlib.util.find_spec(sys.argv[1]) is None)", mod).Run() != nil {
			continue
		}
		r, err = m.Ensure(ctx, []string{mod})
		if err != nil {
			t.Fatal(err)
		}
		if r.Items[0].Status != Present || r.PipRuns != 0 {
			t.Errorf("system package %s: %+v, %d pip runs", mod, r.Items[0], r.PipRuns)
		}
		break
	}

	// An index that does not answer fails the install without recording
	// it: nothing is known about the distribution.
	o := opt
	o.IndexURL, o.PipArgs = "http://"+nettest.ClosedPort(t)+"/simple/", []string{"--isolated", "--no-cache-dir", "--retries", "1"}
	o.Allow = append(o.Allow, "unstuckdemo_delta")
	off, err := New(o)
	if err != nil {
		t.Fatal(err)
	}
	r, err = off.Ensure(ctx, []string{"unstuckdemo_delta"})
	if err != nil {
		t.Fatal(err)
	}
	if it := r.Items[0]; it.Status != Failed || !strings.Contains(it.Detail, "not recorded") {
		t.Errorf("unreachable index: %+v", it)
	}

	st, err := loadState(dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := st.Failed["unstuckdemo-nonexistent"]; !ok || st.Failed["unstuckdemo-delta"].Dist != "" || len(st.Installed) != 3 || st.Base.Executable == "" {
		t.Errorf("record: %+v", st)
	}
}

func TestLockExcludes(t *testing.T) {
	dir := t.TempDir()
	a, err := lockDir(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	if _, err := lockDir(ctx, dir); err == nil {
		t.Fatal("second lock taken while the first is held")
	}
	a.unlock()
	b, err := lockDir(context.Background(), dir)
	if err != nil {
		t.Fatal(err)
	}
	b.unlock()
}

func TestNewRejects(t *testing.T) {
	for _, o := range []Options{
		{Mode: "conda", Dir: t.TempDir()},
		{IndexURL: "--extra-index-url=http://x", Dir: t.TempDir()},
		{IndexURL: "ftp://x/simple", Dir: t.TempDir()},
	} {
		if _, err := New(o); err == nil {
			t.Errorf("New(%+v) accepted", o)
		}
	}
}
