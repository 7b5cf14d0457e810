// Package javatrace is the trace phase for Java: it builds the project's
// Java agent (ASM bytecode instrumentation, source in agent/src) with the
// JDK's javac into a cache directory, runs a main class, a static call or
// JUnit 4 tests under it in the sandbox, and decodes the record into the
// same trace model as Python's (internal/trace), so that dependencies,
// slices, debugging, the page and MCP work unchanged. The static side
// (executable lines, control dependencies, call sites) comes from the
// bytecode; writes hidden in java.util calls are recovered by a knowledge
// base (kb.go) and the runtime before/after comparison.
//
// Entry points:
//
//	javatrace.FindJDK() (*JDK, error)                 // the JDK and the jars (Debian packages)
//	javatrace.Run(ctx, opts, target) (*trace.Trace, error)
//	javatrace.QuixBugsCases(dir) / RunItem(ctx, cfg, case) // the debug benchmark's Java half
package javatrace

import (
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// JDK is what the Java tracer needs from the machine: Debian's
// openjdk-17-jdk-headless, libasm-java, junit4 and libhamcrest-java.
type JDK struct {
	Java, Javac string   // absolute, symlinks resolved (inside /usr: visible in the sandbox)
	ASM         []string // asm, asm-tree, asm-analysis jars
	JUnit       []string // junit4 and hamcrest jars
	// Paths are directories outside /usr the JDK's files link into
	// (Debian: its configuration in /etc/java-17-openjdk), bound read-only.
	Paths []string
}

// InstallHint says how to get what is missing.
const InstallHint = "apt-get install -y openjdk-17-jdk-headless libasm-java junit4 libhamcrest-java (scripts/setup.sh does)"

// jarDirs are where Debian puts Java libraries.
var jarDirs = []string{"/usr/share/java"}

// FindJDK locates java, javac and the jars, or says what to install.
func FindJDK() (*JDK, error) {
	j := &JDK{}
	for _, t := range []struct {
		name string
		dst  *string
	}{{"java", &j.Java}, {"javac", &j.Javac}} {
		p, err := exec.LookPath(t.name)
		if err != nil {
			return nil, fmt.Errorf("java tracing needs a JDK (%s not found): %s", t.name, InstallHint)
		}
		if r, err := filepath.EvalSymlinks(p); err == nil {
			p = r
		}
		*t.dst = p
	}
	find := func(names ...string) (string, error) {
		for _, d := range jarDirs {
			for _, n := range names {
				p := filepath.Join(d, n)
				if r, err := filepath.EvalSymlinks(p); err == nil {
					if _, err := os.Stat(r); err == nil {
						return r, nil
					}
				}
			}
		}
		return "", fmt.Errorf("java tracing needs %s: %s", names[0], InstallHint)
	}
	for _, n := range [][]string{{"asm.jar"}, {"asm-tree.jar"}, {"asm-analysis.jar"}} {
		p, err := find(n...)
		if err != nil {
			return nil, err
		}
		j.ASM = append(j.ASM, p)
	}
	for _, n := range [][]string{{"junit4.jar", "junit.jar"}, {"hamcrest-core.jar", "hamcrest.jar", "hamcrest-all.jar"}} {
		p, err := find(n...)
		if err != nil {
			return nil, err
		}
		j.JUnit = append(j.JUnit, p)
	}
	j.Paths = linkedDirs(filepath.Dir(filepath.Dir(j.Java)))
	return j, nil
}

// linkedDirs are the top directories (two levels, e.g. /etc/java-17-openjdk)
// outside /usr that symlinks under home point into.
func linkedDirs(home string) []string {
	seen := map[string]bool{}
	var out []string
	filepath.WalkDir(home, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.Type()&fs.ModeSymlink == 0 {
			return nil
		}
		t, err := filepath.EvalSymlinks(p)
		if err != nil || strings.HasPrefix(t, "/usr/") {
			return nil
		}
		parts := strings.SplitN(strings.TrimPrefix(t, "/"), "/", 3)
		if len(parts) < 3 {
			return nil
		}
		top := "/" + parts[0] + "/" + parts[1]
		if !seen[top] {
			seen[top] = true
			out = append(out, top)
		}
		return nil
	})
	return out
}
