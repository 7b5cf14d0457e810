// Phase: execute, before a run starts. The runtime's modules compiled
// once per interpreter: python3 compiles every module it imports from a
// directory without compiled files, and the runtime is written into each
// run's box afresh, read-only, so every run compiled the harness again
// (about 3 ms of a trivial run's 30 ms of CPU, each time). The compiled
// files are checked-hash pycs: the interpreter loads one only when the
// hash of the source beside it is the one it was compiled from, and
// compiles the source otherwise, so a stale or foreign file can cost the
// compile again but never change what runs.
package runtime

import (
	"crypto/sha256"
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

// Compiled is the runtime's compiled modules for one interpreter: file
// name under __pycache__ (the interpreter's cache tag in it) -> bytes.
type Compiled map[string][]byte

// compileScript compiles each .py file of the directory argv[1] into its
// __pycache__, as checked-hash pycs.
const compileScript = `import os, py_compile, sys
d = sys.argv[1]
for n in sorted(os.listdir(d)):
    if n.endswith(".py"):
        py_compile.compile(os.path.join(d, n), doraise=True,
                           invalidation_mode=py_compile.PycInvalidationMode.CHECKED_HASH)
`

var compiled sync.Map // interpreter key -> Compiled

// Compile returns the runtime's modules compiled by the interpreter at
// python (trusted, run outside the sandbox like sandbox.FindPython): from
// memory, from the user's cache directory, or compiled now and kept
// there. The cache is keyed by the interpreter (its path, the file's size
// and time) and the runtime's sources. nil when they cannot be compiled:
// runs then compile the runtime themselves, as before.
func Compile(python string) Compiled {
	srcs, err := sources()
	if err != nil {
		return nil
	}
	return compileSources(python, srcs)
}

func compileSources(python string, srcs map[string][]byte) Compiled {
	st, err := os.Stat(python)
	if err != nil {
		return nil
	}
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%d\x00%d\x00", python, st.Size(), st.ModTime().UnixNano())
	names := make([]string, 0, len(srcs))
	for n := range srcs {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(h, "%s\x00%d\x00", n, len(srcs[n]))
		h.Write(srcs[n])
	}
	key := hex.EncodeToString(h.Sum(nil)[:12])
	if c, ok := compiled.Load(key); ok {
		return c.(Compiled)
	}
	base, err := os.UserCacheDir()
	if err != nil {
		base = os.TempDir()
	}
	dir := filepath.Join(base, "unstuck", "runtime-"+key)
	c := readCompiled(dir)
	if c == nil {
		c = compileInto(python, dir, srcs)
	}
	if c != nil {
		compiled.Store(key, c)
	}
	return c
}

// readCompiled reads the __pycache__ of a cache directory made before.
func readCompiled(dir string) Compiled {
	ents, err := os.ReadDir(filepath.Join(dir, "__pycache__"))
	if err != nil || len(ents) == 0 {
		return nil
	}
	c := Compiled{}
	for _, e := range ents {
		if !strings.HasSuffix(e.Name(), ".pyc") {
			continue
		}
		b, err := os.ReadFile(filepath.Join(dir, "__pycache__", e.Name()))
		if err != nil {
			return nil
		}
		c[e.Name()] = b
	}
	return c
}

// compileInto compiles srcs in a fresh directory and moves it to dir
// whole, so that a reader never sees part of it.
func compileInto(python, dir string, srcs map[string][]byte) Compiled {
	if err := os.MkdirAll(filepath.Dir(dir), 0o755); err != nil {
		return nil
	}
	tmp, err := os.MkdirTemp(filepath.Dir(dir), ".compile-")
	if err != nil {
		return nil
	}
	defer os.RemoveAll(tmp)
	for n, b := range srcs {
		if os.WriteFile(filepath.Join(tmp, n), b, 0o644) != nil {
			return nil
		}
	}
	cmd := exec.Command(python, "-I", "-c", compileScript, tmp)
	if cmd.Run() != nil {
		return nil
	}
	c := readCompiled(tmp)
	if c == nil {
		return nil
	}
	if os.Rename(tmp, dir) != nil && readCompiled(dir) == nil {
		return nil // another process made it meanwhile, or no cache: c still serves
	}
	return c
}

// sources are the runtime's modules a run may import: every file WriteTo
// writes but those that only run as programs (the entry point, tracer.py).
func sources() (map[string][]byte, error) {
	out := map[string][]byte{}
	err := fs.WalkDir(files, "py", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasPrefix(d.Name(), "test_") || d.Name() == Entry || d.Name() == "tracer.py" {
			return err
		}
		b, err := files.ReadFile(p)
		out[d.Name()] = b
		return err
	})
	return out, err
}

// Only is c's compiled modules among mods (a run that never imports the
// others need not have them written into its box).
func (c Compiled) Only(mods ...string) Compiled {
	out := Compiled{}
	for n, b := range c {
		for _, m := range mods {
			if strings.HasPrefix(n, m+".") {
				out[n] = b
			}
		}
	}
	return out
}

// WriteCompiled writes c into dir's __pycache__, beside the sources WriteTo
// wrote there.
func WriteCompiled(dir string, c Compiled) error {
	if len(c) == 0 {
		return nil
	}
	pc := filepath.Join(dir, "__pycache__")
	if err := os.MkdirAll(pc, 0o755); err != nil {
		return err
	}
	for n, b := range c {
		if err := os.WriteFile(filepath.Join(pc, n), b, 0o644); err != nil {
			return err
		}
	}
	return nil
}
