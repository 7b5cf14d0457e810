// Sandbox phase: what of the host an interpreter needs. Under bubblewrap a
// run sees the system directories and nothing else of the host, so the
// directories an interpreter loads from (a pyenv build under /root, a
// venv under the user's cache) are asked of it once and bound read-only.
package sandbox

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"sort"
	"strings"
	"sync"
)

// Python is an interpreter as the sandbox sees it.
type Python struct {
	Executable string   // sys.executable (absolute)
	Version    string   // e.g. 3.11.2
	UserSite   string   // site.getusersitepackages(): the user's own packages, not bound unless asked
	Paths      []string // host paths the interpreter loads from, outside the system directories
}

// systemDirs are bound whole in every run.
var systemDirs = []string{"/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc"}

// FindPython resolves command on PATH and asks the interpreter (trusted:
// this runs outside the sandbox, with -E -s so that neither the caller's
// environment nor the user's site decides the answer) where it lives.
func FindPython(command string) (*Python, error) {
	// Asked once per command and PATH: the answer does not change while
	// unstuck runs, and trace and solve ask for every run.
	key := command + "\x00" + os.Getenv("PATH")
	if v, ok := pythons.Load(key); ok {
		return v.(*Python), nil
	}
	p, err := findPython(command)
	if err == nil {
		pythons.Store(key, p)
	}
	return p, err
}

var pythons sync.Map

func findPython(command string) (*Python, error) {
	path, err := exec.LookPath(command)
	if err != nil {
		return nil, fmt.Errorf("python interpreter %q not found: %w", command, err)
	}
	out, err := exec.Command(path, "-I", "-c", `import sys, json, os, site
print(json.dumps({"executable": sys.executable, "version": sys.version.split()[0],
  "real": os.path.realpath(sys.executable), "user_site": site.getusersitepackages(),
  "dirs": [sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix] + [p for p in sys.path if p]}))`).Output()
	if err != nil {
		return nil, fmt.Errorf("python interpreter %q does not run: %w", command, err)
	}
	var a struct {
		Executable, Version, Real string
		UserSite                  string `json:"user_site"`
		Dirs                      []string
	}
	if err := json.Unmarshal(out, &a); err != nil || !filepath.IsAbs(a.Executable) {
		return nil, fmt.Errorf("python interpreter %q: unexpected answer %q", command, out)
	}
	p := &Python{Executable: a.Executable, Version: a.Version, UserSite: a.UserSite}
	dirs := append(a.Dirs, filepath.Dir(a.Executable), filepath.Dir(a.Real))
	if p.Paths, err = Needed(dirs...); err != nil {
		return nil, fmt.Errorf("python interpreter %q: %w", command, err)
	}
	return p, nil
}

// Needed turns host paths into the smallest list of existing ones to bind:
// each is resolved through symlinks first, then checked, so that a link
// cannot smuggle in what the check refuses; paths under the system
// directories or under another listed path drop out. A path that resolves
// to the root, /root, /home, /etc or the invoking user's home is refused:
// binding it would show the host's users and secrets.
func Needed(paths ...string) ([]string, error) {
	var keep []string
	for _, p := range paths {
		if !filepath.IsAbs(p) {
			continue
		}
		p = filepath.Clean(p)
		r, err := filepath.EvalSymlinks(p)
		if err != nil {
			if p == "/" {
				return nil, fmt.Errorf("refusing to show the whole host (%q) to runs", p)
			}
			continue
		}
		if s := sensitive(r); s != "" {
			if r != p {
				return nil, fmt.Errorf("refusing to show %s to runs (%q resolves to %q)", s, p, r)
			}
			return nil, fmt.Errorf("refusing to show %s (%q) to runs", s, p)
		}
		if _, err := os.Stat(r); err != nil || under(r, systemDirs) {
			continue
		}
		keep = append(keep, r)
	}
	sort.Strings(keep)
	var out []string
	for _, p := range keep {
		if !under(p, out) {
			out = append(out, p)
		}
	}
	return out, nil
}

// sensitive names what binding the resolved path r would show, or "".
func sensitive(r string) string {
	switch r {
	case "/":
		return "the whole host"
	case "/root", "/home", "/etc":
		return r
	}
	homes := []string{os.Getenv("HOME")}
	if u, err := user.Current(); err == nil {
		homes = append(homes, u.HomeDir)
	}
	for _, h := range homes {
		if h == "" || !filepath.IsAbs(h) {
			continue
		}
		if rh, err := filepath.EvalSymlinks(h); err == nil && rh != "/" && rh == r {
			return "the invoking user's home"
		}
	}
	return ""
}

func under(p string, dirs []string) bool {
	for _, d := range dirs {
		if p == d || strings.HasPrefix(p, d+"/") {
			return true
		}
	}
	return false
}
