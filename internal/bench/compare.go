// The comparison phase of a batch: our per-item coverage against another
// tool's figures for the same files, read from a CSV such as LExecutor's
// line_counts.csv or Treefix's per-snippet tables.
package bench

import (
	"encoding/csv"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"
)

// RefRow is one file's reference figures.
type RefRow struct {
	File     string
	Coverage float64
	Total    int // reference countable lines; 0 when the CSV has none
	HasLines bool
}

// Reference is a parsed reference CSV.
type Reference struct {
	Path   string
	Column string // where coverage came from, for the report
	Rows   []RefRow
}

// LoadReference reads a CSV with a header and a `file` column. Coverage is
// asis_covered_lines/total_lines when both columns exist, else the
// `coverage` column, else `cov_step3` (Treefix's final coverage). Rows with
// total_lines 0 are skipped: their coverage is undefined.
func LoadReference(path string) (*Reference, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r := csv.NewReader(f)
	r.FieldsPerRecord = -1
	head, err := r.Read()
	if err != nil {
		return nil, fmt.Errorf("%s: reading the header: %w", path, err)
	}
	col := map[string]int{}
	for i, h := range head {
		col[strings.TrimSpace(strings.TrimPrefix(h, "\ufeff"))] = i
	}
	fileCol, ok := col["file"]
	if !ok {
		return nil, fmt.Errorf("%s: no `file` column", path)
	}
	totalCol, hasTotal := col["total_lines"]
	coveredCol, hasCovered := col["asis_covered_lines"]
	ref := &Reference{Path: path}
	covCol := -1
	switch {
	case hasTotal && hasCovered:
		ref.Column = "asis_covered_lines/total_lines"
	case has(col, "coverage"):
		ref.Column, covCol = "coverage", col["coverage"]
	case has(col, "cov_step3"):
		ref.Column, covCol = "cov_step3", col["cov_step3"]
	default:
		return nil, fmt.Errorf("%s: need columns asis_covered_lines and total_lines, or coverage, or cov_step3", path)
	}
	line := 1
	for {
		rec, err := r.Read()
		if err == io.EOF {
			break
		}
		line++
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		cell := func(i int) string {
			if i < len(rec) {
				return strings.TrimSpace(rec[i])
			}
			return ""
		}
		row := RefRow{File: filepath.ToSlash(strings.TrimPrefix(cell(fileCol), "./"))}
		if row.File == "" {
			continue
		}
		if hasTotal {
			n, err := strconv.Atoi(cell(totalCol))
			if err != nil {
				return nil, fmt.Errorf("%s:%d: total_lines %q: %v", path, line, cell(totalCol), err)
			}
			if n == 0 {
				continue
			}
			row.Total, row.HasLines = n, true
		}
		if covCol < 0 {
			c, err := strconv.Atoi(cell(coveredCol))
			if err != nil {
				return nil, fmt.Errorf("%s:%d: asis_covered_lines %q: %v", path, line, cell(coveredCol), err)
			}
			row.Coverage = float64(c) / float64(row.Total)
		} else {
			v, err := strconv.ParseFloat(cell(covCol), 64)
			if err != nil || math.IsNaN(v) {
				continue // no figure for this file
			}
			row.Coverage = v
		}
		ref.Rows = append(ref.Rows, row)
	}
	return ref, nil
}

func has(m map[string]int, k string) bool { _, ok := m[k]; return ok }

// Diff is one item's coverage next to the reference's.
type Diff struct {
	File string  `json:"file"`
	Ours float64 `json:"ours"`
	Ref  float64 `json:"ref"`
}

// Comparison is our coverage against a reference over the matched items.
type Comparison struct {
	Reference string  `json:"reference"`
	Column    string  `json:"column"`
	RefRows   int     `json:"ref_rows"`
	Matched   int     `json:"matched"`
	Unmatched int     `json:"unmatched"`        // our items with no reference row
	Failures  int     `json:"skipped_failures"` // matched but unstuck failed; left out
	OursMean  float64 `json:"ours_mean"`
	RefMean   float64 `json:"ref_mean"`
	// Line-weighted figures and parity need the reference's line counts.
	HasLines     bool    `json:"has_lines"`
	OursWeighted float64 `json:"ours_weighted,omitempty"`
	RefWeighted  float64 `json:"ref_weighted,omitempty"`
	Higher       int     `json:"ours_higher"`
	Lower        int     `json:"ours_lower"`
	Equal        int     `json:"equal"`
	ParityEqual  int     `json:"parity_equal"`  // countable == total_lines
	ParityDiffer int     `json:"parity_differ"` // countable != total_lines
	TopHigher    []Diff  `json:"top_higher"`    // largest ours - ref
	TopLower     []Diff  `json:"top_lower"`     // largest ref - ours
}

// Compare matches records to reference rows by path suffix: an item matches
// a row when its path is the row's file or ends with "/" + it. Reference
// files are relative to some dataset root we do not know, so the suffix is
// what the two sides share; the longest matching suffix wins.
func Compare(records []Record, ref *Reference) *Comparison {
	c := &Comparison{Reference: ref.Path, Column: ref.Column, RefRows: len(ref.Rows),
		TopHigher: []Diff{}, TopLower: []Diff{}}
	byFile := map[string]RefRow{}
	for _, r := range ref.Rows {
		if _, dup := byFile[r.File]; !dup {
			byFile[r.File] = r
		}
	}
	var oursSum, refSum, refCovLines float64
	var oursCov, oursTotal, refTotal int
	var diffs []Diff
	for _, rec := range records {
		row, ok := matchRow(byFile, filepath.ToSlash(rec.File))
		if !ok {
			c.Unmatched++
			continue
		}
		if rec.Failure != "" {
			c.Failures++
			continue
		}
		c.Matched++
		ours := rec.Coverage
		oursSum += ours
		refSum += row.Coverage
		if row.HasLines {
			c.HasLines = true
			oursCov += rec.Covered
			oursTotal += rec.Countable
			refCovLines += row.Coverage * float64(row.Total)
			refTotal += row.Total
			if rec.Countable == row.Total {
				c.ParityEqual++
			} else {
				c.ParityDiffer++
			}
		}
		switch d := ours - row.Coverage; {
		case math.Abs(d) < 1e-9:
			c.Equal++
		case d > 0:
			c.Higher++
		default:
			c.Lower++
		}
		diffs = append(diffs, Diff{rec.File, ours, row.Coverage})
	}
	if c.Matched > 0 {
		c.OursMean = oursSum / float64(c.Matched)
		c.RefMean = refSum / float64(c.Matched)
	}
	if oursTotal > 0 {
		c.OursWeighted = float64(oursCov) / float64(oursTotal)
	}
	if refTotal > 0 {
		c.RefWeighted = refCovLines / float64(refTotal)
	}
	sort.SliceStable(diffs, func(i, j int) bool { return diffs[i].Ours-diffs[i].Ref > diffs[j].Ours-diffs[j].Ref })
	for i := 0; i < len(diffs) && len(c.TopHigher) < 10 && diffs[i].Ours-diffs[i].Ref >= 1e-9; i++ {
		c.TopHigher = append(c.TopHigher, diffs[i])
	}
	for i := len(diffs) - 1; i >= 0 && len(c.TopLower) < 10 && diffs[i].Ref-diffs[i].Ours >= 1e-9; i-- {
		c.TopLower = append(c.TopLower, diffs[i])
	}
	return c
}

func matchRow(byFile map[string]RefRow, p string) (RefRow, bool) {
	if r, ok := byFile[p]; ok {
		return r, true
	}
	for i := 0; i < len(p); i++ {
		if p[i] == '/' {
			if r, ok := byFile[p[i+1:]]; ok {
				return r, true
			}
		}
	}
	return RefRow{}, false
}

// WriteText renders the comparison for people.
func (c *Comparison) WriteText(w io.Writer) {
	fmt.Fprintf(w, "\ncompare with %s (%s, %d rows)\n", c.Reference, c.Column, c.RefRows)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	row := func(k, f string, a ...any) { fmt.Fprintf(tw, "  %s\t"+f+"\n", append([]any{k}, a...)...) }
	row("matched items", "%d (%d without a reference row, %d unstuck failures left out)", c.Matched, c.Unmatched, c.Failures)
	row("mean coverage", "ours %s, ref %s", pct(c.OursMean), pct(c.RefMean))
	if c.HasLines {
		row("line-weighted", "ours %s, ref %s", pct(c.OursWeighted), pct(c.RefWeighted))
		row("line parity", "%d same countable count as total_lines, %d differ", c.ParityEqual, c.ParityDiffer)
	}
	row("per item", "ours higher %d, lower %d, equal %d", c.Higher, c.Lower, c.Equal)
	tw.Flush()
	list := func(title string, ds []Diff) {
		if len(ds) == 0 {
			return
		}
		fmt.Fprintf(w, "  %s:\n", title)
		tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
		fmt.Fprintf(tw, "    file\tours\tref\n")
		for _, d := range ds {
			fmt.Fprintf(tw, "    %s\t%.3f\t%.3f\n", d.File, d.Ours, d.Ref)
		}
		tw.Flush()
	}
	list("largest gains over the reference", c.TopHigher)
	list("largest losses against the reference", c.TopLower)
}
