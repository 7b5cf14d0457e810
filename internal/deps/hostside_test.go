// Phase: dependencies (sandbox). The manager runs the interpreter on the
// host (its version, the import check, venv, pip's download): none of
// these may pick up modules from the working directory, where snippets
// often are.
package deps

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
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
