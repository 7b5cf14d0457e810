// Tests of the LCOV and coverage.py JSON writers against the tools that
// read them: genhtml (Debian lcov) and coverage.py's own JSON report.
package report

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

func TestLCOV(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "a.py")
	os.WriteFile(src, []byte("x = 1\nif x:\n    y = 2\nelse:\n    y = 3\n"), 0o644)
	var b bytes.Buffer
	err := WriteLCOV(&b, []FileCoverage{
		{Test: "p_node-3", Path: src, Countable: []int{1, 2, 3, 5}, Covered: []int{1, 2, 3}},
		{Test: "p_node-7", Path: src, Countable: []int{1, 2, 3, 5}, Covered: []int{1}},
	})
	if err != nil {
		t.Fatal(err)
	}
	want := "TN:p_node_3\nSF:" + src + "\nDA:1,1\nDA:2,1\nDA:3,1\nDA:5,0\nLF:4\nLH:3\nend_of_record\n" +
		"TN:p_node_7\nSF:" + src + "\nDA:1,1\nDA:2,0\nDA:3,0\nDA:5,0\nLF:4\nLH:1\nend_of_record\n"
	if b.String() != want {
		t.Fatalf("got\n%s\nwant\n%s", b.String(), want)
	}
	genhtml, err := exec.LookPath("genhtml")
	if err != nil {
		t.Skip("genhtml not installed (Debian lcov)")
	}
	info := filepath.Join(dir, "cov.info")
	os.WriteFile(info, b.Bytes(), 0o644)
	out, err := exec.Command(genhtml, "-q", "-o", filepath.Join(dir, "html"), info).CombinedOutput()
	if err != nil {
		t.Fatalf("genhtml: %v\n%s", err, out)
	}
	page, err := os.ReadFile(filepath.Join(dir, "html", "index.html"))
	// The merged record: 3 of 4 lines hit.
	if err != nil || !bytes.Contains(page, []byte(">75.0&nbsp;%<")) {
		t.Errorf("genhtml's index does not show 75%%: %v\n%s", err, page)
	}
}

// coveragePy finds an interpreter with coverage.py (Debian's
// python3-coverage is installed for /usr/bin/python3).
func coveragePy(t *testing.T) string {
	for _, py := range []string{"/usr/bin/python3", "python3"} {
		if exec.Command(py, "-m", "coverage", "--version").Run() == nil {
			return py
		}
	}
	t.Skip("no python3 with coverage.py")
	return ""
}

func TestCoverageJSONMatchesCoveragePy(t *testing.T) {
	py := coveragePy(t)
	dir := t.TempDir()
	src := "x = 1\nif x:\n    y = 2\nelse:\n    y = 3\nfor i in []:\n    pass\n"
	os.WriteFile(filepath.Join(dir, "a.py"), []byte(src), 0o644)
	for _, ctx := range []string{"", "p_node_4"} {
		run := exec.Command(py, "-m", "coverage", "run", "--context="+ctx, "a.py")
		report := exec.Command(py, "-m", "coverage", "json", "-o", "-")
		if ctx != "" {
			report.Args = append(report.Args, "--show-contexts")
		}
		var theirs map[string]any
		for _, c := range []*exec.Cmd{run, report} {
			c.Dir = dir
			out, err := c.Output()
			if err != nil {
				t.Fatalf("%v: %v", c.Args, err)
			}
			if c == report {
				if err := json.Unmarshal(out, &theirs); err != nil {
					t.Fatalf("coverage.py's JSON: %v\n%s", err, out)
				}
			}
		}
		// Feed coverage.py's own line sets through our writer: everything
		// but the version and time must come out the same.
		f := theirs["files"].(map[string]any)["a.py"].(map[string]any)
		fc := FileCoverage{Test: ctx, Path: "a.py"}
		for _, l := range f["executed_lines"].([]any) {
			fc.Covered = append(fc.Covered, int(l.(float64)))
		}
		for _, l := range f["missing_lines"].([]any) {
			fc.Countable = append(fc.Countable, int(l.(float64)))
		}
		wd, _ := os.Getwd()
		os.Chdir(dir)
		var b bytes.Buffer
		err := WriteCoverageJSON(&b, []FileCoverage{fc}, time.Now())
		os.Chdir(wd)
		if err != nil {
			t.Fatal(err)
		}
		var ours map[string]any
		if err := json.Unmarshal(b.Bytes(), &ours); err != nil {
			t.Fatal(err)
		}
		for _, m := range []map[string]any{ours, theirs} {
			meta := m["meta"].(map[string]any)
			if _, err := time.Parse("2006-01-02T15:04:05.999999", meta["timestamp"].(string)); err != nil {
				t.Errorf("timestamp: %v", err)
			}
			delete(meta, "timestamp")
			delete(meta, "version")
		}
		if !reflect.DeepEqual(ours, theirs) {
			t.Errorf("context %q:\nours   %v\ntheirs %v", ctx, ours, theirs)
		}
	}
}

func TestDisplayPercent(t *testing.T) {
	for pc, want := range map[float64]string{0: "0", 0.2: "1", 50: "50", 66.666: "67", 99.6: "99", 100: "100"} {
		if got := displayPercent(pc); got != want {
			t.Errorf("%v: %s, want %s", pc, got, want)
		}
	}
	if s := summarize(0, 0); s.PercentCovered != 100 || s.PercentCoveredDisplay != "100" {
		t.Errorf("no statements: %+v", s)
	}
	// Python's json writes floats with a point; so do we.
	for f, want := range map[pyFloat]string{80: "80.0", 66.5: "66.5", 1e21: "1e+21"} {
		if b, _ := json.Marshal(f); string(b) != want {
			t.Errorf("%v: %s, want %s", float64(f), b, want)
		}
	}
	if !strings.Contains(testName("a-b.c"), "a_b_c") {
		t.Error(testName("a-b.c"))
	}
}
