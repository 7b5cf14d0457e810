// Package semcheck checks that instrumentation preserves meaning: complete
// code with real test suites (CPython's own test modules, QuixBugs' correct
// programs) must pass and fail the same tests instrumented as not. This
// file reads the test runners' closing summaries.
package semcheck

import (
	"regexp"
	"strconv"
	"strings"
)

// Counts are a test run's totals.
type Counts struct {
	Ran      int `json:"ran"`
	Passed   int `json:"passed"`
	Failures int `json:"failures"`
	Errors   int `json:"errors"`
	Skipped  int `json:"skipped"`
}

var (
	unittestRan = regexp.MustCompile(`(?m)^Ran (\d+) tests? in `)
	unittestEnd = regexp.MustCompile(`(?m)^(OK|FAILED)(?: \(([^)]*)\))?\s*$`)
	pytestEnd   = regexp.MustCompile(`(?m)^=*\s*((?:\d+ \w+(?:, )?)+) in [\d.]+s`)
	countWord   = regexp.MustCompile(`(\d+) (\w+)`)
)

// Unittest reads the summary unittest prints last on stderr.
func Unittest(stderr string) (Counts, bool) {
	var c Counts
	ran := unittestRan.FindAllStringSubmatch(stderr, -1)
	end := unittestEnd.FindAllStringSubmatch(stderr, -1)
	if len(ran) == 0 || len(end) == 0 {
		return c, false
	}
	c.Ran, _ = strconv.Atoi(ran[len(ran)-1][1])
	last := end[len(end)-1]
	for _, kv := range strings.Split(last[2], ",") {
		k, v, ok := strings.Cut(strings.TrimSpace(kv), "=")
		if !ok {
			continue
		}
		n, _ := strconv.Atoi(v)
		switch k {
		case "failures":
			c.Failures = n
		case "errors":
			c.Errors = n
		case "skipped":
			c.Skipped = n
		case "expected failures", "unexpected successes":
			// not failures of the run
		}
	}
	c.Passed = c.Ran - c.Failures - c.Errors - c.Skipped
	return c, true
}

// Pytest reads pytest's closing line ("3 failed, 40 passed in 1.2s").
func Pytest(stdout string) (Counts, bool) {
	var c Counts
	m := pytestEnd.FindAllStringSubmatch(stdout, -1)
	if len(m) == 0 {
		return c, false
	}
	for _, kv := range countWord.FindAllStringSubmatch(m[len(m)-1][1], -1) {
		n, _ := strconv.Atoi(kv[1])
		switch kv[2] {
		case "passed":
			c.Passed = n
		case "failed":
			c.Failures = n
		case "error", "errors":
			c.Errors = n
		case "skipped":
			c.Skipped = n
		}
	}
	c.Ran = c.Passed + c.Failures + c.Errors
	return c, true
}
