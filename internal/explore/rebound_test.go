package explore

// Phase: explore, the census of each prefix (tests). A plain value given
// to a real module's global is counted as a stand-in and declared.

import (
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestImportedFrom(t *testing.T) {
	got := importedFrom("from a.b import (x, y as z)\nimport os.path, json as j")
	want := map[string]string{"x": "a.b", "z": "a.b", "os": "os", "j": "json"}
	if len(got) != len(want) {
		t.Fatalf("importedFrom: %v", got)
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("importedFrom[%s] = %q, want %q", k, got[k], v)
		}
	}
}

// sysconfig's get_makefile_filename returns early only when
// _PYTHON_BUILD holds, which CPython says it does not in an installed
// interpreter: a prefix reaching line 4 does so by rebinding the module's
// global, and must say so and not count as stand-in-free.
func TestReboundGlobalCountsAsStandIn(t *testing.T) {
	ex := evalExecutor(t)
	out, err := exec.Command("/usr/bin/python3", "-c", "import sysconfig; print(sysconfig._PYTHON_BUILD)").Output()
	if err != nil || strings.TrimSpace(string(out)) != "False" {
		t.Skipf("sysconfig._PYTHON_BUILD is not False here: %q %v", out, err)
	}
	off := NewOffline()
	off.Origins = &Origins{Exec: ex}
	src, err := os.ReadFile("testdata/rebound_global.py")
	if err != nil {
		t.Fatal(err)
	}
	tree, _ := exploreReplayed(t, ex, off, 10*time.Second, "rebound_global.py", src)
	reached := 0
	for _, n := range tree.Nodes {
		if !slices.Contains(n.Covered, 4) {
			continue
		}
		reached++
		if n.Census.StandIns == 0 {
			t.Errorf("node %d reaches line 4 but counts no stand-in:\n%s", n.ID, n.Code())
		}
		// A Stub for the global is a stand-in already; a plain value
		// must be declared as the module's value replaced.
		for _, st := range n.Prefix {
			if target(st) != "_PYTHON_BUILD" || n.Proposal.KindOf(st).StandIn() {
				continue
			}
			if !slices.Contains(n.Census.Rebound, "_PYTHON_BUILD rebound from sysconfig's value") {
				t.Errorf("node %d binds %q but its census %+v does not declare it", n.ID, st, n.Census)
			}
			if h := string(PrefixText(tree, n)); !strings.Contains(h, "_PYTHON_BUILD rebound from sysconfig's value") {
				t.Errorf("node %d's header does not declare the rebinding:\n%s", n.ID, h)
			}
		}
	}
	if reached == 0 {
		t.Skip("no prefix reached line 4")
	}
	for _, id := range tree.P {
		if n := NodeByID(tree.Nodes, id); slices.Contains(n.Covered, 4) && !standInsInP(tree) {
			t.Errorf("P reaches line 4 through node %d yet counts as stand-in-free", id)
		}
	}
}
