package runtime

import (
	"bytes"
	"os/exec"
	"strings"
	"testing"
)

// TestCompileInvalidates: the compiled runtime is keyed by its sources,
// so a changed module gets a compiled file of its own, and each is a
// checked-hash pyc of exactly its source (CPython's source_hash the
// oracle): a run's interpreter loads it only for that source.
func TestCompileInvalidates(t *testing.T) {
	py := lexecutorPython(t)
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	var hashes [][]byte
	for _, v := range []string{"x = 1\n", "x = 2\n"} {
		c := compileSources(py, map[string][]byte{"m.py": []byte(v)})
		if len(c) != 1 {
			t.Fatalf("compiled %v, want one file", c)
		}
		for name, pyc := range c {
			if !strings.HasPrefix(name, "m.") || !strings.HasSuffix(name, ".pyc") || len(pyc) < 16 {
				t.Fatalf("compiled file %q (%d bytes)", name, len(pyc))
			}
			if pyc[4] != 3 {
				t.Errorf("%s flags %d, want 3 (checked hash)", v, pyc[4])
			}
			out, err := exec.Command(py, "-c", "import importlib.util, sys; sys.stdout.buffer.write(importlib.util.source_hash(sys.argv[1].encode()))", v).Output()
			if err != nil || !bytes.Equal(out, pyc[8:16]) {
				t.Errorf("%q: pyc hash %x, python's %x (%v)", v, pyc[8:16], out, err)
			}
			hashes = append(hashes, pyc[8:16])
		}
		// Again: the same files, from memory or the cache directory.
		again := compileSources(py, map[string][]byte{"m.py": []byte(v)})
		for name := range c {
			if !bytes.Equal(again[name], c[name]) {
				t.Errorf("%q compiled twice differs", v)
			}
		}
	}
	if bytes.Equal(hashes[0], hashes[1]) {
		t.Error("a changed source kept its compiled file")
	}
}

// TestBatchCodePython runs py/test_batch_code.py: a batch server compiles
// each prefix statement once for its jobs, and a job runs that code only
// where compiling it itself would give the same code and warnings.
func TestBatchCodePython(t *testing.T) {
	pythonUnittest(t, "test_batch_code")
}
