package execute

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRunPlain: a replayed file runs with the bare interpreter (no harness
// module in between), not as root, its failures are its own exit codes, and it
// sees none of the host's private files.
func TestRunPlain(t *testing.T) {
	e := executor(t)
	dir := t.TempDir()
	write := func(name, src string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	ok := write("ok.py", "import os, sys\nopen('made.txt', 'w').write('x')\nprint('root', os.getuid() == 0, 'main', sys.modules['__main__'].__file__ == sys.argv[0], os.path.exists('made.txt'))\n")
	out, err := e.RunPlain(context.Background(), ok)
	if err != nil {
		t.Fatal(err)
	}
	if out.ExitCode != 0 || !strings.Contains(string(out.Stdout), "root False main True True") {
		t.Fatalf("exit %d, stdout %q, stderr %q", out.ExitCode, out.Stdout, out.Stderr)
	}
	bad := write("bad.py", "import sys\nprint(open('/root/.bash_history').read() if len(sys.argv) > 5 else '')\nopen('/etc/unstuck-plain', 'w')\n")
	out, err = e.RunPlain(context.Background(), bad)
	if err != nil {
		t.Fatal(err)
	}
	if out.ExitCode == 0 || !strings.Contains(string(out.Stderr), "Error") {
		t.Fatalf("writing /etc should fail: exit %d, stderr %q", out.ExitCode, out.Stderr)
	}
	if _, err := os.Stat("/etc/unstuck-plain"); err == nil {
		os.Remove("/etc/unstuck-plain")
		t.Fatal("a plain replay wrote the host's /etc")
	}
}
