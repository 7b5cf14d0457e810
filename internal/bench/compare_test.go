// Tests of the comparison against a reference CSV.
package bench

import (
	"path/filepath"
	"testing"
)

func TestCompareLines(t *testing.T) {
	csvPath := filepath.Join(t.TempDir(), "ref.csv")
	write(t, csvPath, "file,total_lines,asis_covered_lines\n"+
		"so/s1.py,4,2\n"+ // ref 0.5
		"so/s2.py,2,2\n"+ // ref 1.0
		"so/s3.py,0,0\n"+ // skipped: no lines
		"so/s4.py,5,0\n"+ // ref 0
		"oss/x/body_1.py,3,3\n")
	ref, err := LoadReference(csvPath)
	if err != nil {
		t.Fatal(err)
	}
	if len(ref.Rows) != 4 {
		t.Fatalf("%d rows, want 4", len(ref.Rows))
	}
	recs := []Record{
		{File: "../data/so/s1.py", Countable: 4, Covered: 4, Coverage: 1},       // higher
		{File: "../data/so/s2.py", Countable: 3, Covered: 1, Coverage: 1.0 / 3}, // lower, parity differs
		{File: "../data/so/s3.py", Countable: 1, Covered: 1, Coverage: 1},       // its row was skipped
		{File: "so/s4.py", Countable: 5, Covered: 0, Coverage: 0},               // equal, exact path
		{File: "../data/xso/s1.py", Countable: 1, Covered: 1, Coverage: 1},      // "xso/" is not "/so/"
		{File: "../data/so/s5.py", Countable: 1, Failure: "boom"},               // no row
	}
	c := Compare(recs, ref)
	if c.Matched != 3 || c.Unmatched != 3 {
		t.Fatalf("matched %d, unmatched %d; want 3, 3", c.Matched, c.Unmatched)
	}
	if !near(c.OursMean, (1+1.0/3+0)/3) || !near(c.RefMean, (0.5+1+0)/3) {
		t.Errorf("means ours %v ref %v", c.OursMean, c.RefMean)
	}
	// Ours (4+1+0)/(4+3+5); ref (2+2+0)/(4+2+5).
	if !c.HasLines || !near(c.OursWeighted, 5.0/12) || !near(c.RefWeighted, 4.0/11) {
		t.Errorf("weighted ours %v ref %v", c.OursWeighted, c.RefWeighted)
	}
	if c.Higher != 1 || c.Lower != 1 || c.Equal != 1 {
		t.Errorf("higher %d lower %d equal %d", c.Higher, c.Lower, c.Equal)
	}
	if c.ParityEqual != 2 || c.ParityDiffer != 1 {
		t.Errorf("parity equal %d differ %d", c.ParityEqual, c.ParityDiffer)
	}
	if len(c.TopHigher) != 1 || c.TopHigher[0].File != "../data/so/s1.py" || !near(c.TopHigher[0].Ref, 0.5) {
		t.Errorf("top higher %+v", c.TopHigher)
	}
	if len(c.TopLower) != 1 || c.TopLower[0].File != "../data/so/s2.py" {
		t.Errorf("top lower %+v", c.TopLower)
	}
}

func TestCompareCoverageColumn(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "tf.csv"), "file,total_lines,cov_step1,cov_step3\nsnippet_1.py,4,0.25,0.75\nsnippet_2.py,2,1.0,\n")
	ref, err := LoadReference(filepath.Join(dir, "tf.csv"))
	if err != nil {
		t.Fatal(err)
	}
	if ref.Column != "cov_step3" || len(ref.Rows) != 1 || !near(ref.Rows[0].Coverage, 0.75) {
		t.Fatalf("reference %+v", ref)
	}
	c := Compare([]Record{{File: "so/snippet_1.py", Countable: 4, Covered: 1, Coverage: 0.25}}, ref)
	if c.Matched != 1 || !near(c.RefMean, 0.75) || !near(c.RefWeighted, 0.75) || c.Lower != 1 {
		t.Errorf("comparison %+v", c)
	}

	write(t, filepath.Join(dir, "plain.csv"), "coverage,file\n0.5,a.py\n")
	ref, err = LoadReference(filepath.Join(dir, "plain.csv"))
	if err != nil || ref.Column != "coverage" || ref.Rows[0].HasLines || !near(ref.Rows[0].Coverage, 0.5) {
		t.Errorf("plain coverage column: %+v, %v", ref, err)
	}

	write(t, filepath.Join(dir, "bad.csv"), "file,lines\na.py,3\n")
	if _, err := LoadReference(filepath.Join(dir, "bad.csv")); err == nil {
		t.Error("a CSV without coverage columns should be refused")
	}
}
