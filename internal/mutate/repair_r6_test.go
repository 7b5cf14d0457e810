package mutate

import (
	"reflect"
	"strings"
	"testing"
)

// The round-6 families stay off code where their mistake cannot be: each
// source here is correct for its operator's kind, and the operator writes
// no mutant of it (or none with the given text).
func TestRoundSixFamiliesKeepOffCorrectCode(t *testing.T) {
	cases := []struct{ op, not, src string }{
		// A count, not a quantity: nothing to multiply.
		{"FAC", "", "def n(xs):\n    c = 0\n    for x in xs:\n        c += 1\n    return c\n"},
		// A loop over single values names no sibling factor.
		{"FAC", "", "def s(xs):\n    t = 0\n    for x in xs:\n        t += x\n    return t\n"},
		// The object's own data attribute is not a method.
		{"MTH", "", "class R:\n    def __init__(self, items):\n        self.items = items\n\ndef f(r):\n    return r.items\n"},
		{"MTH", "", "class W:\n    def __init__(self):\n        self.seconds = 0\n\n    def add(self, k):\n        return self.seconds + k\n"},
		// An instance attribute assigned in __init__ is meant per instance.
		{"CAT", "", "class C:\n    n = 0\n\n    def __init__(self):\n        self.n = 5\n        self.n += 1\n"},
		// The check itself is not normalised, nor a number compared.
		{"NRI", "", "def f(x):\n    return x\n\nassert f('a') == 'a'\n"},
		{"NRI", "", "def f(x):\n    if x == 3:\n        return 1\n    return 0\n"},
		// A month in arithmetic is not a key.
		{"GRP", "", "def prev(d):\n    return d.month - 1\n"},
		// A %-format of text is not a date format.
		{"DIR", "", "def f(n):\n    return '%d items in %M' % (n, 'x')\n"},
		// A forward range's 0 start is not a reverse loop's stop.
		{"CST", "-1", "def f(xs):\n    for i in range(0, len(xs)):\n        print(i)\n"},
	}
	for _, c := range cases {
		ms, err := Repairs([]byte(c.src), nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range ms {
			if m.Operator == c.op && (c.not == "" || strings.Contains(m.After, c.not)) {
				t.Errorf("%s fires on correct code: %q -> %q", c.op, m.Before, m.After)
			}
		}
	}
}

func TestSpecRepairs(t *testing.T) {
	for spec, want := range map[string][]string{".2": {".2f"}, ">8.1": {">8.1f"}, "2": {"02"}, ".2f": nil, ">6": nil, "02d": nil, ",": nil} {
		if got := specRepairs(spec); !reflect.DeepEqual(got, want) {
			t.Errorf("specRepairs(%q) = %q, want %q", spec, got, want)
		}
	}
}

// Names unpacked in nested parentheses are locals of the function (VAR
// may swap them), and stay binding targets (not mutated where bound).
func TestNestedUnpackedNamesAreLocals(t *testing.T) {
	src := "def f(pts):\n    t = 0\n    for (x1, y1), (x2, y2) in zip(pts, pts[1:]):\n        t += x2 - x1 + y2 - x1\n    return t\n"
	ms, err := Repairs([]byte(src), nil)
	if err != nil {
		t.Fatal(err)
	}
	fixed := false
	for _, m := range ms {
		if m.Operator == "VAR" && m.Line == 3 && !strings.Contains(m.After, "for (x1, y1), (x2, y2) in") {
			t.Errorf("a loop target mutated: %q", m.After)
		}
		if m.Operator == "VAR" && strings.TrimSpace(m.After) == "t += x2 - x1 + y2 - y1" {
			fixed = true
		}
	}
	if !fixed {
		t.Error("no VAR mutant names y1")
	}
}

// INI is for a running extreme only, not for a bound a loop counts toward.
func TestExtremeStartOnlyForRunningExtremes(t *testing.T) {
	for src, want := range map[string]bool{
		"def f(xs):\n    best = 0\n    for x in xs:\n        if x > best:\n            best = x\n    return best\n": true,
		"def f(xs):\n    lo = 0\n    hi = len(xs)\n    while lo < hi:\n        lo += 1\n    return lo\n":            false,
	} {
		ms, err := Repairs([]byte(src), nil)
		if err != nil {
			t.Fatal(err)
		}
		got := false
		for _, m := range ms {
			got = got || m.Operator == "INI"
		}
		if got != want {
			t.Errorf("INI on %q: %v, want %v", src, got, want)
		}
	}
}
