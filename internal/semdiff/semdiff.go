// Package semdiff is the comparison phase of `unstuck diff`: given the runs
// of an old and a new version of some code under the same injected values,
// it decides whether the change kept the behaviour, as LExecutor's study of
// semantics-changing commits does: a run that raised makes the pair
// exceptional; otherwise return values of different types, different
// primitive values or collections of different sizes mean the semantics
// changed.
package semdiff

import (
	"bytes"
	"fmt"
	"strings"

	"unstuck/internal/execute"
)

// Outcomes of a comparison.
const (
	Exceptional = "exceptional"
	Same        = "same behaviour"
	Changed     = "semantics-changing"
)

// Verdict is the outcome with its reason.
type Verdict struct {
	Outcome string `json:"outcome"`
	Reason  string `json:"reason"`
}

// Compare judges two runs of the same call.
func Compare(old, new *execute.Result) Verdict {
	for _, side := range []struct {
		name string
		r    *execute.Result
	}{{"old", old}, {"new", new}} {
		r := side.r
		switch {
		case r.Failure != "":
			return Verdict{Exceptional, fmt.Sprintf("%s version: unstuck failed: %s", side.name, r.Failure)}
		case r.Error != nil:
			return Verdict{Exceptional, fmt.Sprintf("%s version raised %s: %s", side.name, r.Error.Type, r.Error.Message)}
		case r.ResultValue == nil:
			return Verdict{Exceptional, fmt.Sprintf("%s version ended before the call returned (%s)", side.name, r.Status)}
		}
	}
	a, b := old.ResultValue, new.ResultValue
	switch {
	case a.Type != b.Type:
		return Verdict{Changed, fmt.Sprintf("return types differ: %s vs %s", a.Type, b.Type)}
	case a.Primitive && b.Primitive && a.Repr != b.Repr:
		return Verdict{Changed, fmt.Sprintf("return values differ: %s vs %s", a.Repr, b.Repr)}
	case a.Len != nil && b.Len != nil && *a.Len != *b.Len:
		return Verdict{Changed, fmt.Sprintf("returned %s of sizes %d vs %d", a.Type, *a.Len, *b.Len)}
	}
	return Verdict{Same, fmt.Sprintf("both return %s %s", a.Type, a.Repr)}
}

// Pair is the input of a diff: two versions and the call to compare.
type Pair struct {
	Old, New []byte
	Call     string
}

// ParsePair reads one file holding both versions: a line "#@ old" starts
// the old version, "#@ new" the new one, and "#@ call EXPR" gives the call.
func ParsePair(src []byte) (Pair, error) {
	var p Pair
	var cur *[]byte
	for _, line := range bytes.SplitAfter(src, []byte("\n")) {
		t := strings.TrimSpace(string(line))
		switch {
		case t == "#@ old":
			cur = &p.Old
		case t == "#@ new":
			cur = &p.New
		case strings.HasPrefix(t, "#@ call "):
			p.Call = strings.TrimSpace(strings.TrimPrefix(t, "#@ call "))
			cur = nil
		case cur != nil:
			*cur = append(*cur, line...)
		}
	}
	if p.Old == nil || p.New == nil || p.Call == "" {
		return p, fmt.Errorf("a pair file needs '#@ old', '#@ new' and '#@ call EXPR' lines")
	}
	return p, nil
}
