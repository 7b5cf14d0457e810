// Phase: deps. The install step that runs code's neighbours: wheels are
// checked for start-up hooks, pip installs them inside the sandbox into a
// staging directory (the only place it may write; no network, the wheels
// are already here), and the staged files are checked again and moved
// into the environment by unstuck itself.
package deps

import (
	"archive/zip"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"unstuck/internal/sandbox"
)

// startupHook says why a file a wheel would put at the top of
// site-packages runs code at every interpreter start ("" when it does
// not): .pth files (their import lines run), sitecustomize and
// usercustomize.
func startupHook(name string) string {
	base := strings.ToLower(name)
	switch {
	case strings.HasSuffix(base, ".pth"):
		return "a .pth file (" + name + ")"
	case base == "sitecustomize.py", base == "usercustomize.py", base == "sitecustomize", base == "usercustomize",
		strings.HasPrefix(base, "sitecustomize.") || strings.HasPrefix(base, "usercustomize."):
		return "a start-up hook (" + name + ")"
	}
	return ""
}

// checkWheel refuses a wheel that would add a start-up hook at the top of
// site-packages, directly or through its .data/purelib or .data/platlib.
func checkWheel(path string) error {
	z, err := zip.OpenReader(path)
	if err != nil {
		return fmt.Errorf("%s: not a wheel: %v", filepath.Base(path), err)
	}
	defer z.Close()
	for _, f := range z.File {
		name := strings.TrimPrefix(f.Name, "./")
		if dir, rest, ok := strings.Cut(name, "/"); ok && strings.HasSuffix(dir, ".data") {
			sub, rest2, ok := strings.Cut(rest, "/")
			if !ok || (sub != "purelib" && sub != "platlib") {
				continue
			}
			name = rest2
		}
		top, _, _ := strings.Cut(name, "/")
		if why := startupHook(top); why != "" {
			return fmt.Errorf("refused: wheel %s would add %s, code that runs at every interpreter start", filepath.Base(path), why)
		}
	}
	return nil
}

// installSandboxed installs dists from the wheels in dir (fetched by pip
// download) into the environment: pip in the sandbox, --no-index, into a
// staging directory; then the staged files move into the environment.
func (m *Manager) installSandboxed(ctx context.Context, dir string, dists []string) (pipOutcome, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return pipOutcome{}, fmt.Errorf("deps: %w", err)
	}
	for _, e := range ents {
		if !strings.HasSuffix(e.Name(), ".whl") {
			return pipOutcome{err: "refused: pip fetched " + e.Name() + ", not a wheel"}, nil
		}
		if err := checkWheel(filepath.Join(dir, e.Name())); err != nil {
			return pipOutcome{err: err.Error()}, nil
		}
	}
	stage, err := os.MkdirTemp("", "unstuck-stage-")
	if err != nil {
		return pipOutcome{}, fmt.Errorf("deps: %w", err)
	}
	defer os.RemoveAll(stage)
	// The sandbox's user (nobody when unstuck is root) reads the wheels and
	// writes the stage, nothing else.
	if err := firstErr(os.Chmod(dir, 0o755), os.Chmod(stage, 0o755)); err != nil {
		return pipOutcome{}, fmt.Errorf("deps: %w", err)
	}
	if os.Geteuid() == 0 {
		if err := os.Chown(stage, sandbox.Nobody, sandbox.Nobody); err != nil {
			return pipOutcome{}, fmt.Errorf("deps: %w", err)
		}
	}
	py, err := sandbox.FindPython(m.envPython())
	if err != nil {
		return pipOutcome{}, fmt.Errorf("deps: %w", err)
	}
	sb := m.opt.Sandbox
	box, err := sb.NewBox()
	if err != nil {
		return pipOutcome{}, fmt.Errorf("deps: %w", err)
	}
	defer box.Close()
	argv := append([]string{m.envPython(), "-s", "-m", "pip", "install", "--no-input", "--disable-pip-version-check",
		"--progress-bar", "off", "--isolated", "--no-cache-dir", "--no-index", "--find-links", dir, "--only-binary=:all:",
		"--prefix", stage, "--no-compile", "--no-warn-script-location", "--"}, dists...)
	env := []string{"PATH=/usr/local/bin:/usr/bin:/bin", "HOME=" + box.InWork, "TMPDIR=/tmp", "LANG=C.UTF-8", "LC_ALL=C.UTF-8",
		"PYTHONDONTWRITEBYTECODE=1", "PIP_NO_INPUT=1"}
	o, err := sb.RunCmd(ctx, box, sandbox.Cmd{Argv: argv, Env: env, ReadOnly: append(append([]string{}, py.Paths...), dir),
		ReadWrite: []string{stage}, Limits: sandbox.Limits{Wall: m.opt.Timeout, MemoryBytes: 2 << 30, DiskBytes: 1 << 30, FileBytes: 1 << 30}})
	if err != nil {
		if ctx.Err() != nil {
			return pipOutcome{}, fmt.Errorf("deps: installing %s: %w", strings.Join(dists, " "), ctx.Err())
		}
		return pipOutcome{}, fmt.Errorf("deps: sandboxed pip: %w", err)
	}
	if o.TimedOut {
		return pipOutcome{err: fmt.Sprintf("pip timed out after %s", m.opt.Timeout)}, nil
	}
	if o.ExitCode != 0 {
		msg := pipError(string(o.Stdout) + "\n" + string(o.Stderr))
		if msg == "" {
			msg = fmt.Sprintf("pip exited with %d in the sandbox", o.ExitCode)
		}
		return pipOutcome{err: msg}, nil
	}
	if err := m.moveStaged(stage); err != nil {
		return pipOutcome{err: err.Error()}, nil
	}
	return pipOutcome{}, nil
}

// moveStaged moves what pip staged into the environment: the directory
// holding the .dist-info directories goes into the environment's
// site-packages, a bin directory into its scripts. Links are not moved
// (they could point anywhere); start-up hooks are refused again.
func (m *Manager) moveStaged(stage string) error {
	var site, bin string
	filepath.WalkDir(stage, func(p string, d os.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return nil
		}
		if strings.HasSuffix(d.Name(), ".dist-info") && site == "" {
			site = filepath.Dir(p)
			return filepath.SkipDir
		}
		if d.Name() == "bin" && bin == "" {
			bin = p
		}
		return nil
	})
	if site == "" {
		return fmt.Errorf("pip staged no distribution")
	}
	ents, _ := os.ReadDir(site)
	for _, e := range ents {
		if why := startupHook(e.Name()); why != "" {
			return fmt.Errorf("refused: the install would add %s, code that runs at every interpreter start", why)
		}
	}
	var paths struct {
		Purelib, Scripts string
		Startup          []string
	}
	out, err := exec.Command(m.envPython(), "-I", "-c", hostImportsScript).Output()
	if err != nil || json.Unmarshal(lastLineBytes(out), &paths) != nil || paths.Purelib == "" {
		return fmt.Errorf("asking the environment for its site-packages: %v", err)
	}
	if err := checkShadowing(ents, paths.Startup); err != nil {
		return err
	}
	if err := copyTree(site, paths.Purelib); err != nil {
		return err
	}
	if bin != "" && paths.Scripts != "" {
		// unstuck runs the environment's bin/python on the host: a
		// wheel's script of that name (.data/scripts/python) would
		// replace the interpreter.
		scripts, _ := os.ReadDir(bin)
		for _, e := range scripts {
			if strings.HasPrefix(strings.ToLower(e.Name()), "python") {
				return fmt.Errorf("refused: the install would replace the environment's interpreter with its script %s", e.Name())
			}
		}
		return copyTree(bin, paths.Scripts)
	}
	return nil
}

// hostImportsScript prints the environment's paths and the top-level
// modules its interpreter has imported once it started (site, the .pth
// files of the system's site-packages: certifi, _distutils_hack, ...).
const hostImportsScript = `import json, sys, sysconfig
p = sysconfig.get_paths()
print(json.dumps({"purelib": p["purelib"], "scripts": p["scripts"], "startup": sorted({m.split(".")[0] for m in sys.modules})}))
`

// checkShadowing refuses staged top-level modules that unstuck's own
// interpreter calls on the host would import from the environment: one
// the interpreter imports at start-up (a system .pth file's import finds
// the environment's site-packages first), or pip, which unstuck runs on
// the host for pip download. Installed there, a distribution's code would
// run outside the sandbox.
func checkShadowing(staged []os.DirEntry, startup []string) error {
	host := map[string]bool{"pip": true}
	for _, m := range startup {
		host[m] = true
	}
	for _, e := range staged {
		name := e.Name()
		if !e.IsDir() {
			name, _, _ = strings.Cut(name, ".") // mod.py, mod.cpython-311-x86_64-linux-gnu.so
		}
		if host[name] {
			return fmt.Errorf("refused: the install would add %s, a module unstuck's interpreter imports on the host (at start-up, or pip)", e.Name())
		}
	}
	return nil
}

// copyTree copies the regular files and directories under src into dst,
// skipping links and anything else.
func copyTree(src, dst string) error {
	return filepath.WalkDir(src, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		to := filepath.Join(dst, rel)
		switch {
		case d.IsDir():
			return os.MkdirAll(to, 0o755)
		case d.Type().IsRegular():
			fi, err := d.Info()
			if err != nil {
				return err
			}
			return copyFile(p, to, fi.Mode().Perm()&0o755|0o644)
		}
		return nil
	})
}

func copyFile(src, dst string, mode os.FileMode) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	os.Remove(dst) // a file of the same name (an upgrade), or a link: replaced, not written through
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, mode)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

func firstErr(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}
