// Coverage in the formats other tools read: LCOV tracefiles (genhtml,
// editors' coverage gutters, CI coverage services) and coverage.py's JSON
// report. Both carry the line metric: a countable line is a statement, a
// covered line is one that ran; hit counts are 0 or 1 because the metric
// does not count executions.
package report

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// FileCoverage is what one test (a run, an item, a prefix) covered of one
// source file.
type FileCoverage struct {
	Test      string // LCOV test name / coverage.py context; "" for none
	Path      string // the source file, as given; made absolute for LCOV
	Countable []int
	Covered   []int
}

// testName keeps what LCOV allows in a test name: letters, digits, '_'.
func testName(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' {
			return r
		}
		return '_'
	}, s)
}

// WriteLCOV writes one LCOV record (TN, SF, DA for every countable line,
// LF, LH, end_of_record) per element of files. Records of the same file
// under different test names are what LCOV tools merge into their union.
func WriteLCOV(w io.Writer, files []FileCoverage) error {
	var b strings.Builder
	for _, f := range files {
		path, err := filepath.Abs(f.Path)
		if err != nil {
			return err
		}
		lines, hit := lineHits(f)
		fmt.Fprintf(&b, "TN:%s\nSF:%s\n", testName(f.Test), path)
		lh := 0
		for _, l := range lines {
			h := 0
			if hit[l] {
				h, lh = 1, lh+1
			}
			fmt.Fprintf(&b, "DA:%d,%d\n", l, h)
		}
		fmt.Fprintf(&b, "LF:%d\nLH:%d\nend_of_record\n", len(lines), lh)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// lineHits is the sorted union of countable and covered lines (a covered
// line is always countable, but a record must never claim a hit on a line
// it does not list) and the set of covered ones.
func lineHits(f FileCoverage) ([]int, map[int]bool) {
	hit := map[int]bool{}
	lines := append([]int(nil), f.Countable...)
	for _, l := range f.Covered {
		hit[l] = true
		lines = append(lines, l)
	}
	slices.Sort(lines)
	return slices.Compact(lines), hit
}

// CoverageJSONVersion is the coverage.py release whose JSON layout
// WriteCoverageJSON follows (meta, files, totals; no "format" key).
const CoverageJSONVersion = "6.5.0"

// pyFloat encodes as Python's json does: 80.0, not 80.
type pyFloat float64

func (f pyFloat) MarshalJSON() ([]byte, error) {
	b, err := json.Marshal(float64(f))
	if err == nil && !bytes.ContainsAny(b, ".eE") {
		b = append(b, ".0"...)
	}
	return b, err
}

type covSummary struct {
	CoveredLines          int     `json:"covered_lines"`
	NumStatements         int     `json:"num_statements"`
	PercentCovered        pyFloat `json:"percent_covered"`
	PercentCoveredDisplay string  `json:"percent_covered_display"`
	MissingLines          int     `json:"missing_lines"`
	ExcludedLines         int     `json:"excluded_lines"`
}

type covFile struct {
	ExecutedLines []int               `json:"executed_lines"`
	Summary       covSummary          `json:"summary"`
	MissingLines  []int               `json:"missing_lines"`
	ExcludedLines []int               `json:"excluded_lines"`
	Contexts      map[string][]string `json:"contexts,omitempty"`
}

type covMeta struct {
	Version        string `json:"version"`
	Timestamp      string `json:"timestamp"`
	BranchCoverage bool   `json:"branch_coverage"`
	ShowContexts   bool   `json:"show_contexts"`
}

type covReport struct {
	Meta   covMeta            `json:"meta"`
	Files  map[string]covFile `json:"files"`
	Totals covSummary         `json:"totals"`
}

// WriteCoverageJSON writes files as coverage.py's `coverage json` report.
// Several elements for one path are joined: executed lines are their union,
// and when they carry test names those become coverage.py's contexts
// (meta.show_contexts true, files[path].contexts {line: [names]}), as
// `coverage json --show-contexts` writes them. Paths are relative to the
// working directory when under it, as coverage.py names them.
func WriteCoverageJSON(w io.Writer, files []FileCoverage, now time.Time) error {
	type acc struct {
		countable, covered map[int]bool
		contexts           map[int][]string
	}
	var order []string
	byPath := map[string]*acc{}
	contexts := false
	for _, f := range files {
		p := displayPath(f.Path)
		a := byPath[p]
		if a == nil {
			a = &acc{countable: map[int]bool{}, covered: map[int]bool{}, contexts: map[int][]string{}}
			byPath[p] = a
			order = append(order, p)
		}
		for _, l := range f.Countable {
			a.countable[l] = true
		}
		for _, l := range f.Covered {
			a.countable[l], a.covered[l] = true, true
			if f.Test != "" {
				contexts = true
				if !slices.Contains(a.contexts[l], f.Test) {
					a.contexts[l] = append(a.contexts[l], f.Test)
				}
			}
		}
	}
	rep := covReport{
		Meta:  covMeta{Version: CoverageJSONVersion, Timestamp: now.Format("2006-01-02T15:04:05.000000"), ShowContexts: contexts},
		Files: map[string]covFile{},
	}
	var tot covSummary
	for _, p := range order {
		a := byPath[p]
		cf := covFile{ExecutedLines: []int{}, MissingLines: []int{}, ExcludedLines: []int{}}
		for l := range a.countable {
			if a.covered[l] {
				cf.ExecutedLines = append(cf.ExecutedLines, l)
			} else {
				cf.MissingLines = append(cf.MissingLines, l)
			}
		}
		slices.Sort(cf.ExecutedLines)
		slices.Sort(cf.MissingLines)
		cf.Summary = summarize(len(cf.ExecutedLines), len(a.countable))
		if contexts {
			cf.Contexts = map[string][]string{}
			for _, l := range cf.ExecutedLines {
				names := a.contexts[l]
				if names == nil {
					names = []string{""} // coverage.py's name for "no context"
				}
				cf.Contexts[fmt.Sprint(l)] = names
			}
		}
		rep.Files[p] = cf
		tot.CoveredLines += cf.Summary.CoveredLines
		tot.NumStatements += cf.Summary.NumStatements
	}
	rep.Totals = summarize(tot.CoveredLines, tot.NumStatements)
	enc := json.NewEncoder(w)
	enc.SetIndent("", "    ")
	return enc.Encode(rep)
}

func summarize(covered, statements int) covSummary {
	pc := 100.0 // coverage.py: nothing to run is all of it run
	if statements > 0 {
		pc = 100 * float64(covered) / float64(statements)
	}
	return covSummary{CoveredLines: covered, NumStatements: statements, PercentCovered: pyFloat(pc),
		PercentCoveredDisplay: displayPercent(pc), MissingLines: statements - covered}
}

// displayPercent rounds as coverage.py does at precision 0, except that
// it never shows 0 or 100 for a figure that is neither.
func displayPercent(pc float64) string {
	switch {
	case pc > 0 && pc < 1:
		pc = 1
	case pc > 99 && pc < 100:
		pc = 99
	default:
		pc = math.RoundToEven(pc)
	}
	return fmt.Sprintf("%.0f", pc)
}

func displayPath(p string) string {
	abs, err := filepath.Abs(p)
	if err != nil {
		return p
	}
	if wd, err := os.Getwd(); err == nil {
		if rel, err := filepath.Rel(wd, abs); err == nil && !strings.HasPrefix(rel, "..") {
			return rel
		}
	}
	return abs
}
