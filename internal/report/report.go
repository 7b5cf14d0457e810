// Package report renders results for people: the source with each
// countable line marked covered or not, then how the run ended.
package report

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

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
	injected := map[int][]string{}
	for _, in := range r.Injections {
		what := in.Name
		if in.Kind == "call" {
			what += "(...)"
		}
		injected[in.Line] = append(injected[in.Line], fmt.Sprintf("%s = %s (%s)", what, in.Value, in.Class))
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
			if inj := injected[n]; len(inj) > 0 {
				text += "    <- injected: " + strings.Join(inj, ", ")
			}
			fmt.Fprintf(w, "%s %*d | %s\n", mark, width, n, text)
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintf(w, "%s: %d of %d countable lines covered (%.1f%%), %s, %.2fs, isolation %s\n",
		r.File, r.Covered, r.Countable, 100*r.Coverage, r.Status, r.Seconds, r.Isolation)
	if len(r.Injections) > 0 || r.Sites > 0 {
		fmt.Fprintf(w, "%d values injected at %d of %d loader sites\n", len(r.Injections), countSites(r.Injections), r.Sites)
	}
	if len(r.Reverted) > 0 {
		fmt.Fprintf(w, "lines run uninstrumented (their rewrite did not compile): %v\n", r.Reverted)
	}
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
		fmt.Fprintf(w, "--- stdout (%d bytes)\n%s\n", r.StdoutBytes, clip(r.Stdout))
	}
	if r.Stderr != "" {
		fmt.Fprintf(w, "--- stderr (%d bytes)\n%s\n", r.StderrBytes, clip(r.Stderr))
	}
}

// clip keeps a listing readable: people see the start of a long output; the
// JSON result keeps more.
func clip(s string) string {
	const keep = 2000
	s = strings.TrimRight(s, "\n")
	if len(s) <= keep {
		return s
	}
	cut := keep
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + fmt.Sprintf("\n... [%d more characters here; see --json]", len(s)-cut)
}

func countSites(in []execute.Injection) int {
	seen := map[int]bool{}
	for _, i := range in {
		seen[i.Site] = true
	}
	return len(seen)
}
