package deps

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// hookWheels are wheels that would run code at every interpreter start.
func hookWheels(t *testing.T, marker string) map[string][2]any {
	payload := fmt.Sprintf("import os; open(%q, 'w').write('ran')\n", marker)
	out := map[string][2]any{}
	for _, w := range []struct {
		dist  string
		extra [][2]string
	}{
		{"unstuckdemo_pth", [][2]string{{"unstuckdemo_evil.pth", payload}}},
		{"unstuckdemo_site", [][2]string{{"sitecustomize.py", payload}}},
		{"unstuckdemo_data", [][2]string{{"unstuckdemo_data-1.0.data/purelib/zz_evil.pth", payload}}},
	} {
		name, data := wheelWith(t, w.dist, "1.0", w.dist, "x", w.extra)
		out[w.dist] = [2]any{name, data}
	}
	return out
}

// TestCheckWheelRefusesHooks: a wheel that adds a .pth file, a
// sitecustomize or one through its .data/purelib is refused before pip
// sees it; an ordinary wheel passes.
func TestCheckWheelRefusesHooks(t *testing.T) {
	dir := t.TempDir()
	for dist, w := range hookWheels(t, "/nonexistent/marker") {
		p := filepath.Join(dir, w[0].(string))
		os.WriteFile(p, w[1].([]byte), 0o644)
		if err := checkWheel(p); err == nil || !strings.Contains(err.Error(), "refused") {
			t.Errorf("%s: %v", dist, err)
		}
	}
	name, data := wheel(t, "unstuckdemo_ok", "1.0", "unstuckdemo_ok", "ok")
	p := filepath.Join(dir, name)
	os.WriteFile(p, data, 0o644)
	if err := checkWheel(p); err != nil {
		t.Errorf("ordinary wheel refused: %v", err)
	}
}

// fileIndex writes a PEP 503 index of wheels as files: a local index
// (file://), no network.
func fileIndex(t *testing.T, wheels map[string][2]any) string {
	root := t.TempDir()
	for dist, w := range wheels {
		name, data := w[0].(string), w[1].([]byte)
		d := filepath.Join(root, "simple", normalize(dist))
		os.MkdirAll(d, 0o755)
		os.WriteFile(filepath.Join(d, name), data, 0o644)
		os.WriteFile(filepath.Join(d, "index.html"), []byte(fmt.Sprintf("<html><body><a href=%q>%s</a></body></html>\n", name, name)), 0o644)
	}
	return "file://" + filepath.Join(root, "simple") + "/"
}

// TestHookWheelNotInstalled: allowed by name and served by a local index,
// a wheel with a .pth file or a start-up hook fails with a clear reason;
// nothing of it reaches the environment and its code never runs, neither
// during the install nor at the next interpreter start. An ordinary wheel
// from the same index installs (through pip in the sandbox).
func TestHookWheelNotInstalled(t *testing.T) {
	py := testPython(t)
	marker := filepath.Join(t.TempDir(), "ran")
	wheels := hookWheels(t, marker)
	name, data := wheel(t, "unstuckdemo_fine", "1.0", "unstuckdemo_fine", "fine")
	wheels["unstuckdemo_fine"] = [2]any{name, data}
	dir := filepath.Join(t.TempDir(), "env")
	m, err := New(Options{Python: py, Dir: dir, IndexURL: fileIndex(t, wheels), Timeout: 10 * time.Minute,
		PipArgs: []string{"--isolated", "--no-cache-dir"},
		Allow:   []string{"unstuckdemo_pth", "unstuckdemo_site", "unstuckdemo_data", "unstuckdemo_fine"}})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	r, err := m.Ensure(ctx, []string{"unstuckdemo_pth", "unstuckdemo_site", "unstuckdemo_data", "unstuckdemo_fine"})
	if err != nil {
		t.Fatal(err)
	}
	wantStatus(t, "hooks", r, map[string]Status{"unstuckdemo_pth": Failed, "unstuckdemo_site": Failed,
		"unstuckdemo_data": Failed, "unstuckdemo_fine": Installed})
	for _, mod := range []string{"unstuckdemo_pth", "unstuckdemo_site", "unstuckdemo_data"} {
		if d := items(r)[mod].Detail; !strings.Contains(d, "refused") {
			t.Errorf("%s: detail %q does not say it was refused", mod, d)
		}
	}
	// The environment's interpreter starts without running any of it.
	if out, err := runPy(m.Python(), "import unstuckdemo_fine; print(unstuckdemo_fine.VALUE)"); err != nil || strings.TrimSpace(out) != "fine" {
		t.Errorf("environment: %v %q", err, out)
	}
	if _, err := os.Stat(marker); err == nil {
		t.Error("a hook's code ran")
	}
	hooks, _ := filepath.Glob(filepath.Join(dir, "lib", "python*", "site-packages", "*evil*"))
	custom, _ := filepath.Glob(filepath.Join(dir, "lib", "python*", "site-packages", "sitecustomize*"))
	if len(hooks)+len(custom) > 0 {
		t.Errorf("hooks in the environment: %v %v", hooks, custom)
	}
}

// TestUnlistedNotInstalled: a module the import table does not know (a
// model's or a prefix's guess) is not installed unless allowed by name.
func TestUnlistedNotInstalled(t *testing.T) {
	py := testPython(t)
	name, data := wheel(t, "unstuckdemo_guess", "1.0", "unstuckdemo_guess", "g")
	m, err := New(Options{Python: py, Dir: filepath.Join(t.TempDir(), "env"),
		IndexURL: fileIndex(t, map[string][2]any{"unstuckdemo_guess": {name, data}}), Timeout: time.Minute,
		PipArgs: []string{"--isolated", "--no-cache-dir"}})
	if err != nil {
		t.Fatal(err)
	}
	r, err := m.Ensure(context.Background(), []string{"unstuckdemo_guess"})
	if err != nil {
		t.Fatal(err)
	}
	it := items(r)["unstuckdemo_guess"]
	if it.Status != Skipped || !strings.Contains(it.Detail, "--allow-install") || r.PipRuns != 0 {
		t.Errorf("%+v, %d pip runs", it, r.PipRuns)
	}
}

func runPy(py, code string) (string, error) {
	out, err := exec.Command(py, "-s", "-c", code).CombinedOutput()
	return string(out), err
}
