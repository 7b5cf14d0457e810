// Phase: dependencies (sandbox). The manager runs the interpreter on the
// host (its version, the import check, venv, pip's download): none of
// these may pick up modules from the working directory, where snippets
// often are.
package deps

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestHostSideRunsIgnoreTheWorkingDirectory: with json.py and
// importlib.py in the working directory (what the version probe and the
// import check import), New and Ensure run neither.
func TestHostSideRunsIgnoreTheWorkingDirectory(t *testing.T) {
	if _, err := os.Stat("/usr/bin/python3"); err != nil {
		t.Skip("no /usr/bin/python3")
	}
	dir := t.TempDir()
	marker := filepath.Join(dir, "ran-on-the-host")
	for _, m := range []string{"json", "importlib", "venv"} {
		src := fmt.Sprintf("open(%q, 'a').write(%q)\nraise SystemExit(3)\n", marker, m+"\n")
		if err := os.WriteFile(filepath.Join(dir, m+".py"), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	t.Chdir(dir)
	m, err := New(Options{Python: "/usr/bin/python3", Dir: t.TempDir(), Mode: None})
	if err == nil {
		_, err = m.Ensure(context.Background(), []string{"unstuck_no_such_module_here"})
	}
	if b, rerr := os.ReadFile(marker); rerr == nil {
		t.Fatalf("modules of the working directory ran on the host: %q", b)
	}
	if err != nil {
		t.Fatalf("%v", err)
	}
}

// TestImportCheckRunsNoInstalledCode: the import check asks about a dotted
// table key (a.b) in the managed environment, where a distribution from the
// index may have put a package a with an __init__ of its own; find_spec
// would import it on the host. The check finds a.b, and tells a missing
// a.c, without running a; and the same for a namespace package.
func TestImportCheckRunsNoInstalledCode(t *testing.T) {
	if _, err := os.Stat("/usr/bin/python3"); err != nil {
		t.Skip("no /usr/bin/python3")
	}
	marker := filepath.Join(t.TempDir(), "ran-on-the-host")
	dir, site := handMadeEnv(t, map[string]string{
		filepath.Join("evilparent", "__init__.py"):      fmt.Sprintf("open(%q, 'a').write('imported')\n", marker),
		filepath.Join("evilparent", "present.py"):       "",
		filepath.Join("nsparent", "one", "__init__.py"): "",
	})
	_ = site
	m, err := New(Options{Python: "/usr/bin/python3", Dir: dir, Mode: None, Distributions: map[string]string{
		"evilparent.present": "evilparent", "evilparent.gone": "evilparent", "nsparent.one": "nsparent-one", "nsparent.two": "nsparent-two"}})
	if err != nil {
		t.Fatal(err)
	}
	if m.Python() != filepath.Join(dir, "bin", "python") {
		t.Fatalf("the hand-made environment is not used: %s", m.Python())
	}
	res, err := m.Ensure(context.Background(), []string{"evilparent.present", "evilparent.gone", "nsparent.one", "nsparent.two"})
	if err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(marker); err == nil {
		t.Fatalf("the import check ran the environment's evilparent/__init__.py on the host: %q", b)
	}
	want := map[string]Status{"evilparent.present": Present, "evilparent.gone": Skipped, "nsparent.one": Present, "nsparent.two": Skipped}
	for _, it := range res.Items {
		if it.Status != want[it.Module] {
			t.Errorf("%s: %s (%s), want %s", it.Module, it.Status, it.Detail, want[it.Module])
		}
	}
}

// handMadeEnv is a managed environment made by hand, instantly: a venv
// without pip over /usr/bin/python3 (bin/python, pyvenv.cfg), files in its
// site-packages, and the manager's record naming its base.
func handMadeEnv(t *testing.T, files map[string]string) (dir, site string) {
	t.Helper()
	out, err := exec.Command("/usr/bin/python3", "-I", "-c", "import sys; print(sys.executable); print(sys.version.split()[0]); print('python%d.%d' % sys.version_info[:2])").Output()
	if err != nil {
		t.Fatal(err)
	}
	who := strings.Fields(string(out))
	dir = t.TempDir()
	site = filepath.Join(dir, "lib", who[2], "site-packages")
	all := map[string]string{filepath.Join(dir, "pyvenv.cfg"): "home = " + filepath.Dir(who[0]) + "\ninclude-system-site-packages = true\nversion = " + who[1] + "\n"}
	for p, src := range files {
		all[filepath.Join(site, p)] = src
	}
	for p, src := range all {
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.MkdirAll(filepath.Join(dir, "bin"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(who[0], filepath.Join(dir, "bin", "python")); err != nil {
		t.Fatal(err)
	}
	st := &state{Version: 1, Base: baseInfo{Executable: who[0], Version: who[1]}}
	if err := st.save(dir); err != nil {
		t.Fatal(err)
	}
	return dir, site
}

// TestStagedShadowingRefused: a distribution whose files would shadow a
// module the environment's interpreter imports at start-up (here one a
// .pth file of the environment imports, as the system's import certifi or
// _distutils_hack) or pip (which unstuck runs on the host for pip
// download), or whose script would replace bin/python, is not moved into
// the environment; an ordinary one is.
func TestStagedShadowingRefused(t *testing.T) {
	if _, err := os.Stat("/usr/bin/python3"); err != nil {
		t.Skip("no /usr/bin/python3")
	}
	dir, site := handMadeEnv(t, map[string]string{"victim-hook.pth": "import unstuck_startup_victim\n", "unstuck_startup_victim.py": ""})
	m, err := New(Options{Python: "/usr/bin/python3", Dir: dir, Mode: None})
	if err != nil {
		t.Fatal(err)
	}
	stage := func(files ...string) string {
		s := t.TempDir()
		for _, f := range append(files, "dist-1.0.dist-info/METADATA") {
			p := filepath.Join(s, "lib", "python3", "site-packages", f)
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(p, []byte("open('/tmp/pwned', 'w')\n"), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		return s
	}
	for _, f := range []string{"unstuck_startup_victim/__init__.py", "pip/__init__.py", "pip/_internal/__init__.py"} {
		if err := m.moveStaged(stage(f)); err == nil || !strings.Contains(err.Error(), "on the host") {
			t.Errorf("%s: %v, want the install refused", f, err)
		}
		if _, err := os.Stat(filepath.Join(site, f)); err == nil {
			t.Errorf("%s was moved into the environment", f)
		}
	}
	// A wheel's .data/scripts go to the stage's bin: one named python
	// would replace the interpreter unstuck runs on the host.
	s := stage("harmless2/__init__.py")
	if err := os.MkdirAll(filepath.Join(s, "bin"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(s, "bin", "python"), []byte("#!/bin/sh\ntouch /tmp/pwned\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := m.moveStaged(s); err == nil {
		t.Errorf("a script named python was installed")
	}
	if fi, err := os.Lstat(filepath.Join(dir, "bin", "python")); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the environment's interpreter was replaced: %v", err)
	}
	if err := m.moveStaged(stage("harmless/__init__.py")); err != nil {
		t.Errorf("an ordinary distribution: %v", err)
	}
	if _, err := os.Stat(filepath.Join(site, "harmless", "__init__.py")); err != nil {
		t.Errorf("an ordinary distribution was not moved: %v", err)
	}
}
