package explore

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"unstuck/internal/execute"
)

// TestSiteStampFollowsInstalls: a package installed for the interpreter
// changes the class index's cache key, so the index lists it.
func TestSiteStampFollowsInstalls(t *testing.T) {
	prefix := t.TempDir()
	site := filepath.Join(prefix, "lib", "python3.11", "site-packages")
	if err := os.MkdirAll(site, 0o755); err != nil {
		t.Fatal(err)
	}
	in := execute.Interpreter{Executable: filepath.Join(prefix, "bin", "python3"), Version: "3.11.2"}
	old := time.Unix(1_700_000_000, 0)
	os.Chtimes(site, old, old)
	before := siteStamp(in)
	if before == "" {
		t.Fatal("the interpreter's site directory is not in the stamp")
	}
	if err := os.Mkdir(filepath.Join(site, "newpkg"), 0o755); err != nil {
		t.Fatal(err)
	}
	later := old.Add(time.Hour)
	os.Chtimes(site, later, later) // what the install did, made explicit
	if after := siteStamp(in); after == before {
		t.Fatalf("stamp unchanged after an install: %s", after)
	}
}
