package solve

import (
	"context"
	"encoding/json"
	"fmt"
	"os/exec"
	"strings"
	"testing"
)

// Patterns of the translated subset, with flags; CPython is the oracle.
var regexCases = []struct {
	pat   string
	flags int64
}{
	{`ab+c`, 0},
	{`^[a-z]+\d{2,3}$`, reASCII},
	{`(^|/)\.\.?($|/)|//`, 0},
	{`[^\w@%+=:,./-]`, reASCII},
	{`(.*):([0-9]*)`, reDotAll},
	{`x.y`, 0},
	{`x.y`, reDotAll},
	{`(?:ab|cd){2}\Z`, 0},
	{`colou?r`, reIgnoreCase | reASCII},
	{`[-a\]]+`, 0},
	{`\x41\t[\n]`, 0},
	{`a{,2}b{3,}`, 0},
	{`a{x}`, 0},
	{`(?s)a.b$`, 0},
	{`[^abc]`, 0},
	{`\s\S\D`, reASCII},
	{`a\sb`, 0},
	{`a[^\s]b`, 0},
}

var regexSubjects = []string{"", "abc", "abbbc", "ac", "xy", "abc12", "abc123", "abc1234", "a/../b", "..", "/.",
	"a//b", "a.b", "host:80", "host:8o", "x\ny", "xzy", "x\nyz", "abcd", "cdab\n", "COLOR", "colour", "-]a",
	"A\t\n", "bbb", "aabbb", "a{x}", "a\nb", "a\nb\n", "d", "é", " x:", "\t_a", "a\x1cb", "a b", "a\x1cb!"}

func pyRegexVerdicts(t *testing.T, py string) map[string]bool {
	t.Helper()
	type q struct {
		Pat   string `json:"pat"`
		Flags int64  `json:"flags"`
	}
	var qs []q
	for _, c := range regexCases {
		qs = append(qs, q{c.pat, c.flags})
	}
	in, _ := json.Marshal(map[string]any{"cases": qs, "subjects": regexSubjects})
	prog := `import json, re, sys
d = json.load(sys.stdin)
out = {}
for c in d["cases"]:
    p = re.compile(c["pat"], c["flags"])
    for s in d["subjects"]:
        for m in ("search", "match", "fullmatch"):
            out["%s\x00%d\x00%s\x00%s" % (c["pat"], c["flags"], m, s)] = getattr(p, m)(s) is not None
json.dump(out, sys.stdout)
`
	cmd := exec.Command(py, "-c", prog)
	cmd.Stdin = strings.NewReader(string(in))
	b, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	var out map[string]bool
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// Whether Z3 finds the translated pattern matching agrees with CPython's
// re on every subject, in the three modes.
func TestRegexAgreesWithCPython(t *testing.T) {
	z, r := pathEnv(t)
	want := pyRegexVerdicts(t, r.Python)
	for _, c := range regexCases {
		node, ps, err := parsePyRegex(c.pat, c.flags)
		if err != nil {
			t.Errorf("%q: %v", c.pat, err)
			continue
		}
		for _, mode := range []reMode{reSearch, reMatchMode, reFullmatch} {
			m := ps.matches(node, "s", mode)
			for _, s := range regexSubjects {
				if ps.unicodeDep && strings.IndexFunc(s, func(r rune) bool { return r > 0x7f }) >= 0 {
					continue // the rules keep such inputs to ASCII
				}
				body := "(declare-const s String)(assert (= s " + StringLit(s) + "))(assert " + m + ")"
				st, _, err := z.CheckScript(context.Background(), body, 0, nil)
				if err != nil {
					t.Fatal(err)
				}
				py := want[fmt.Sprintf("%s\x00%d\x00%s\x00%s", c.pat, c.flags, mode, s)]
				if (st == Sat) != py {
					t.Errorf("re.%s(%q, %q) flags %d: z3 %s, CPython %v", mode, c.pat, s, c.flags, st, py)
				}
			}
		}
	}
}

// Z3 steers a string into and out of each pattern; CPython confirms.
func TestRegexWitnesses(t *testing.T) {
	z, r := pathEnv(t)
	for _, c := range regexCases {
		node, ps, err := parsePyRegex(c.pat, c.flags)
		if err != nil {
			t.Fatal(err)
		}
		for _, mode := range []reMode{reSearch, reFullmatch} {
			for _, want := range []bool{true, false} {
				m := ps.matches(node, "s", mode)
				if !want {
					m = "(not " + m + ")"
				}
				body := `(declare-const s String)(assert (str.in_re s (re.* (re.range "\u{0}" "\u{7f}"))))(assert ` + m + ")"
				var got string
				st, _, err := z.CheckScript(context.Background(), body, 0, func(get Getter) error {
					vs, err := get([]string{"s"})
					if err != nil {
						return err
					}
					v, err := parseValue(StringSort, vs[0])
					got = v.Str
					return err
				})
				if err != nil || st != Sat {
					t.Errorf("%s %q want %v: %s %v", mode, c.pat, want, st, err)
					continue
				}
				lit, _ := json.Marshal(got)
				out := eval(t, r, "None", fmt.Sprintf("__import__('re').%s(%q, %s, %d) is not None", mode, c.pat, lit, c.flags))
				if out != map[bool]string{true: "True", false: "False"}[want] {
					t.Errorf("re.%s(%q, %q): z3 says %v, CPython %s", mode, c.pat, got, want, out)
				}
			}
		}
	}
}

// Constructs outside the subset are refused, never translated loosely.
func TestRegexOutsideSubset(t *testing.T) {
	for _, p := range []string{`(a)\1`, `a(?=b)`, `a(?!b)`, `(?<=a)b`, `\bword`, `a*+`, `(?>a)`, `(?x) a`, `a(?i:b)`, `a^b`, `a$b`, `(^a)*`} {
		if _, _, err := parsePyRegex(p, 0); err == nil {
			n, ps, _ := parsePyRegex(p, 0)
			func() {
				defer func() { recover() }()
				ps.matches(n, "s", reSearch)
				t.Errorf("%q translated", p)
			}()
		}
	}
	if _, _, err := parsePyRegex(`^a`, reMultiline); err == nil {
		t.Errorf("^ under MULTILINE translated")
	}
}

// Branches on re.search/match/fullmatch of compiled module-level patterns
// and on a match's groups are solved by the rules and replayed by CPython.
func TestRegexBranches(t *testing.T) {
	rep := solveTestdata(t, "regex.py", Options{Sample: true, Enumerate: true, MaxSampled: 8})
	// Each function's returns: every one is reached by a validated path.
	returns := map[string][]int{"shell_word": {10, 12, 13}, "needs_norm": {18, 19},
		"setting": {28, 29, 30, 31}, "version": {36, 37}}
	for name, lines := range returns {
		f := fn(t, rep, name)
		for _, p := range f.Paths {
			if p.Status == StatusUnsat {
				t.Errorf("%s: %s path %v called UNSAT: %s", name, p.Source, p.Lines, p.Reason)
			}
			if p.Source == "sampled" && (p.Status != StatusValidated || p.Route != RouteRules) {
				t.Errorf("%s: sampled path %v: %s by %s (%s)", name, p.Lines, p.Status, p.Route, p.Reason)
			}
		}
		for _, l := range lines {
			ok := false
			for _, p := range f.Paths {
				if p.Status == StatusValidated && p.Route == RouteRules && len(p.Lines) > 0 && p.Lines[len(p.Lines)-1] == l {
					ok = true
				}
			}
			if !ok {
				t.Errorf("%s: no path validated by the rules returns at line %d: %+v", name, l, f.Paths)
			}
		}
	}
}

// str.split/rsplit/replace/partition/rpartition and min/max with key= or
// default=: every return of each function is reached by a path the rules
// solve and CPython replays, and no path is called UNSAT.
func TestSplitAndKeyedMinMax(t *testing.T) {
	rep := solveTestdata(t, "split.py", Options{Sample: true, Enumerate: true, MaxSampled: 8})
	returns := map[string][]int{"fields": {5, 6, 7}, "header": {13, 15, 16}, "ext": {22, 23},
		"words": {29, 30}, "unescape": {36, 37}, "first_key": {43, 44}, "last_seg": {50, 51},
		"longest": {57, 58}, "smallest_pos": {64, 66, 67}}
	for name, lines := range returns {
		f := fn(t, rep, name)
		for _, p := range f.Paths {
			if p.Status == StatusUnsat {
				t.Errorf("%s: %s path %v called UNSAT: %s", name, p.Source, p.Lines, p.Reason)
			}
		}
		for _, l := range lines {
			ok := false
			for _, p := range f.Paths {
				if p.Status == StatusValidated && p.Route == RouteRules && len(p.Lines) > 0 && p.Lines[len(p.Lines)-1] == l {
					ok = true
				}
			}
			if !ok {
				var got []string
				for _, p := range f.Paths {
					got = append(got, fmt.Sprintf("%v %s/%s %s", p.Lines, p.Status, p.Route, p.Reason))
				}
				t.Errorf("%s: no path validated by the rules returns at line %d:\n%s", name, l, strings.Join(got, "\n"))
			}
		}
	}
}

// An operation certain to raise inside a try statement with handlers is
// no contradiction: the path into the handler is solved (concolically),
// never called UNSAT.
func TestRaiseCaughtByHandlerNotUnsat(t *testing.T) {
	for name, line := range map[string]int{"backref": 13, "pop_or": 24} {
		rep := solveTestdata(t, "caught.py", Options{Sample: true, Enumerate: true, MaxSampled: 8, Function: name})
		f := fn(t, rep, name)
		ok := false
		for _, p := range f.Paths {
			if p.Status == StatusUnsat {
				t.Errorf("%s: %s path %v called UNSAT: %s", name, p.Source, p.Lines, p.Reason)
			}
			if p.Status == StatusValidated && len(p.Lines) > 0 && p.Lines[len(p.Lines)-1] == line {
				ok = true
			}
		}
		if !ok {
			t.Errorf("%s: no validated path ends at the handler's line %d: %+v", name, line, f.Paths)
		}
	}
}
