// Output formats shared by run, explore, bench and merge: text for people,
// JSON for scripts, and coverage for editors and CI (LCOV, coverage.py's
// JSON), written by internal/report.
package main

import (
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"unstuck/internal/bench"
	"unstuck/internal/report"
)

var formats = []string{"text", "json", "lcov", "coverage-json"}

func formatFlag(fs *flag.FlagSet, what string) *string {
	return fs.String("format", "text", "output on stdout: text, json, lcov (LCOV tracefile) or coverage-json (coverage.py's JSON report) of "+what)
}

func checkFormat(f string) error {
	for _, ok := range formats {
		if f == ok {
			return nil
		}
	}
	return fmt.Errorf("unknown --format %q (have %s)", f, strings.Join(formats, ", "))
}

func isCoverageFormat(f string) bool { return f == "lcov" || f == "coverage-json" }

// writeCoverage writes files in format lcov or coverage-json.
func writeCoverage(w io.Writer, format string, files []report.FileCoverage) error {
	if format == "lcov" {
		return report.WriteLCOV(w, files)
	}
	return report.WriteCoverageJSON(w, files, time.Now())
}

// recordCoverage is the coverage of bench records, one file each. Items
// unstuck could not run are left out: they have no coverage to show.
func recordCoverage(recs []bench.Record) []report.FileCoverage {
	var out []report.FileCoverage
	for _, r := range recs {
		if r.Failure != "" {
			continue
		}
		path := r.File
		if r.Path != "" {
			path = r.Path // absolute: right wherever merge runs
		}
		out = append(out, report.FileCoverage{Path: path, Countable: r.CountableLines, Covered: r.CoveredLines})
	}
	return out
}
