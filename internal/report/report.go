// Package report renders results for people: the source with each
// countable line marked covered or not, then how the run ended.
package report

import (
	"fmt"
	"io"
	"strings"

	"unstuck/internal/execute"
)

// Marks used in the gutter of an annotated listing.
const (
	MarkCovered   = "+"
	MarkUncovered = "-"
	MarkError     = "!"
)

// Text writes an annotated listing of src and a summary of r.
func Text(w io.Writer, r *execute.Result, src []byte) {
	countable := map[int]bool{}
	for _, l := range r.CountableLines {
		countable[l] = true
	}
	covered := map[int]bool{}
	for _, l := range r.CoveredLines {
		covered[l] = true
	}
	errLine := 0
	if r.Error != nil && r.Error.Line != nil {
		errLine = *r.Error.Line
	}
	if src != nil && r.Status != "rejected" {
		ls := strings.Split(strings.TrimRight(string(src), "\n"), "\n")
		width := len(fmt.Sprint(len(ls)))
		for i, text := range ls {
			n := i + 1
			mark := " "
			switch {
			case n == errLine:
				mark = MarkError
			case covered[n]:
				mark = MarkCovered
			case countable[n]:
				mark = MarkUncovered
			}
			fmt.Fprintf(w, "%s %*d | %s\n", mark, width, n, text)
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintf(w, "%s: %d of %d countable lines covered (%.1f%%), %s, %.2fs, isolation %s\n",
		r.File, r.Covered, r.Countable, 100*r.Coverage, r.Status, r.Seconds, r.Isolation)
	if r.Failure != "" {
		fmt.Fprintf(w, "unstuck failed: %s\n", r.Failure)
	}
	if r.Error != nil {
		where := ""
		if r.Error.Line != nil {
			where = fmt.Sprintf(" at line %d", *r.Error.Line)
		}
		fmt.Fprintf(w, "%s%s: %s\n", r.Error.Type, where, r.Error.Message)
	}
	if r.Stdout != "" {
		fmt.Fprintf(w, "--- stdout (%d bytes)\n%s\n", r.StdoutBytes, strings.TrimRight(r.Stdout, "\n"))
	}
	if r.Stderr != "" && (r.Error == nil || r.Error.Traceback == "") {
		fmt.Fprintf(w, "--- stderr (%d bytes)\n%s\n", r.StderrBytes, strings.TrimRight(r.Stderr, "\n"))
	}
}
