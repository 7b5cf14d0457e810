// Phase: instrument (Java). The agent's source is part of the repository
// (agent/src, embedded); it is compiled with the JDK's javac against
// Debian's ASM and JUnit jars into a jar in the user's cache directory,
// keyed by a hash of the source, so that a built jar is never committed and
// a changed source is rebuilt.
package javatrace

import (
	"archive/zip"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
)

//go:embed agent/src
var agentSrc embed.FS

var (
	agentOnce sync.Mutex
	agentJar  string
)

// CacheDir is where the built agent goes; default os.UserCacheDir()/unstuck.
var CacheDir = ""

// AgentJar builds the agent once (per source hash) and returns its path.
func AgentJar(j *JDK) (string, error) {
	agentOnce.Lock()
	defer agentOnce.Unlock()
	if agentJar != "" {
		if _, err := os.Stat(agentJar); err == nil {
			return agentJar, nil
		}
	}
	h := sha256.New()
	var files []string
	fs.WalkDir(agentSrc, "agent/src", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".java") {
			files = append(files, p)
		}
		return nil
	})
	sort.Strings(files)
	for _, f := range files {
		b, _ := agentSrc.ReadFile(f)
		h.Write([]byte(f))
		h.Write(b)
	}
	h.Write([]byte(strings.Join(j.ASM, ":") + strings.Join(j.JUnit, ":")))
	sum := hex.EncodeToString(h.Sum(nil))[:16]
	dir := CacheDir
	if dir == "" {
		d, err := os.UserCacheDir()
		if err != nil {
			d = os.TempDir()
		}
		dir = filepath.Join(d, "unstuck")
	}
	jar := filepath.Join(dir, "javaagent-"+sum+".jar")
	if _, err := os.Stat(jar); err == nil {
		agentJar = jar
		return jar, nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	tmp, err := os.MkdirTemp(dir, "agent-build-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(tmp)
	var srcs []string
	for _, f := range files {
		b, _ := agentSrc.ReadFile(f)
		p := filepath.Join(tmp, "src", filepath.FromSlash(strings.TrimPrefix(f, "agent/src/")))
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, b, 0o644); err != nil {
			return "", err
		}
		srcs = append(srcs, p)
	}
	out := filepath.Join(tmp, "classes")
	cp := strings.Join(append(append([]string{}, j.ASM...), j.JUnit...), ":")
	args := append([]string{"-nowarn", "-g", "-encoding", "UTF-8", "-d", out, "-cp", cp, "-J-XX:+UseSerialGC", "-J-XX:TieredStopAtLevel=1"}, srcs...)
	if b, err := exec.Command(j.Javac, args...).CombinedOutput(); err != nil {
		return "", fmt.Errorf("building the java agent: %v\n%s", err, b)
	}
	// Another process may build the same jar at once: each writes its own
	// file and renames it into place.
	f, err := os.CreateTemp(dir, "javaagent-*.part")
	if err != nil {
		return "", err
	}
	part := f.Name()
	zw := zip.NewWriter(f)
	mf, _ := zw.Create("META-INF/MANIFEST.MF")
	fmt.Fprint(mf, "Manifest-Version: 1.0\r\nPremain-Class: unstuck.agent.Agent\r\nCreated-By: unstuck\r\n\r\n")
	err = filepath.WalkDir(out, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		r, _ := filepath.Rel(out, p)
		w, err := zw.Create(filepath.ToSlash(r))
		if err != nil {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		_, err = w.Write(b)
		return err
	})
	if err2 := zw.Close(); err == nil {
		err = err2
	}
	if err2 := f.Close(); err == nil {
		err = err2
	}
	if err != nil {
		os.Remove(part)
		return "", err
	}
	if err := os.Rename(part, jar); err != nil {
		return "", err
	}
	agentJar = jar
	return jar, nil
}
