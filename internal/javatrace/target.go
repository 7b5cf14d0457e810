// Phase: trace (Java front of the driver). Where a Java file's source root
// is and what to run: shared by the command line and the engine, so that
// `unstuck trace X.java`, a server job and an MCP call trace alike.
package javatrace

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// IsJava says whether file is a Java source.
func IsJava(file string) bool { return strings.HasSuffix(file, ".java") }

// FileTarget is the target of tracing file: the source root is root, else
// the directory above file's package directories; call runs a static
// call instead of main; junit tests (pkg.Class[#method]) are compiled from
// their sources under the root.
func FileTarget(file, root, call string, junit []string) (Target, error) {
	abs, err := filepath.Abs(file)
	if err != nil {
		return Target{}, err
	}
	src, err := os.ReadFile(abs)
	if err != nil {
		return Target{}, err
	}
	pkg := ""
	if m := pkgRe.FindSubmatch(src); m != nil {
		pkg = string(m[1])
	}
	if root == "" {
		root = filepath.Dir(abs)
		if pkg != "" {
			for range strings.Split(pkg, ".") {
				root = filepath.Dir(root)
			}
		}
	}
	root, _ = filepath.Abs(root)
	rel, err := filepath.Rel(root, abs)
	if err != nil || strings.HasPrefix(rel, "..") {
		return Target{}, fmt.Errorf("%s is not under the source root %s", file, root)
	}
	cls := strings.TrimSuffix(filepath.Base(abs), ".java")
	if pkg != "" {
		cls = pkg + "." + cls
	}
	tg := Target{Mode: "program", Root: root, Files: []string{rel}, Main: cls}
	if call != "" {
		tg.Mode, tg.Call = "call", call
	}
	if len(junit) > 0 {
		tg.Mode, tg.Tests = "junit", junit
		for _, t := range junit {
			c := strings.SplitN(t, "#", 2)[0]
			tg.Compile = append(tg.Compile, filepath.Join(strings.Split(c, ".")...)+".java")
		}
	}
	return tg, nil
}

// SourcePath is where a Java source given as text is saved under dir:
// below its package's directories, so that dir is its source root.
func SourcePath(dir, file string, src []byte) (string, error) {
	d := dir
	if m := pkgRe.FindSubmatch(src); m != nil {
		d = filepath.Join(append([]string{dir}, strings.Split(string(m[1]), ".")...)...)
		if err := os.MkdirAll(d, 0o755); err != nil {
			return "", err
		}
	}
	return filepath.Join(d, filepath.Base(file)), nil
}
