// Path translation, regular expressions: Python's re patterns over str,
// for the subset that is a regular language (literals, classes, `.`,
// groups, alternation, greedy or lazy repetition, `^`/`$`/`\A`/`\Z` where
// nothing else can stand beside them), as Z3 regexes (str.in_re). Whether
// search/match/fullmatch finds a match is exact for that subset: a
// backtracking matcher finds a match exactly when one exists. Anything
// outside it (backreferences, lookarounds, \b, MULTILINE anchors, VERBOSE,
// possessive and atomic forms) is left untranslated, never decided.
package solve

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"unstuck/internal/pyparse"
)

// Python's re flag values.
const (
	reIgnoreCase = 2
	reLocale     = 4
	reMultiline  = 8
	reDotAll     = 16
	reUnicode    = 32
	reVerbose    = 64
	reASCII      = 256
)

var reFlagNames = map[string]int64{
	"I": reIgnoreCase, "IGNORECASE": reIgnoreCase, "L": reLocale, "LOCALE": reLocale,
	"M": reMultiline, "MULTILINE": reMultiline, "S": reDotAll, "DOTALL": reDotAll,
	"U": reUnicode, "UNICODE": reUnicode, "X": reVerbose, "VERBOSE": reVerbose,
	"A": reASCII, "ASCII": reASCII,
}

// reOp is the kind of a parsed pattern node.
type reOp int

const (
	reLit    reOp = iota // one character
	reSet                // a character class: ranges (and shorthand classes), maybe negated
	reAny                // `.`
	reCat                // concatenation of subs
	reAlt                // alternation of subs
	reRepeat             // subs[0] repeated min..max (max < 0: unbounded)
	reGroup              // subs[0], capturing when group > 0
	reStart              // ^ or \A
	reEnd                // $ (endNL) or \Z
)

type reRange struct{ lo, hi rune }

type reNode struct {
	op       reOp
	ch       rune
	ranges   []reRange
	classes  []string // shorthand classes inside a set: d D w W s S
	neg      bool
	subs     []*reNode
	min, max int
	group    int
	endNL    bool // `$`: also before a final newline
}

// reUnsupported is a pattern outside the translated subset.
type reUnsupported struct{ what string }

func (e *reUnsupported) Error() string { return e.what }

type reParser struct {
	p      []rune
	i      int
	flags  int64
	groups int
	// unicodeDep: the pattern's meaning depends on Unicode tables (\w, \d,
	// \s or IGNORECASE without ASCII): exact only on ASCII inputs.
	unicodeDep bool
}

func parsePyRegex(pattern string, flags int64) (*reNode, *reParser, error) {
	ps := &reParser{p: []rune(pattern), flags: flags}
	n, err := ps.parse()
	if err != nil {
		return nil, nil, err
	}
	return n, ps, nil
}

func (ps *reParser) parse() (n *reNode, err error) {
	defer func() {
		if r := recover(); r != nil {
			u, ok := r.(*reUnsupported)
			if !ok {
				panic(r)
			}
			n, err = nil, u
		}
	}()
	// Global inline flags, allowed only at the start in Python 3.11.
	for ps.hasPrefix("(?") && ps.i+2 < len(ps.p) && strings.ContainsRune("aiLmsux", ps.p[ps.i+2]) {
		j := ps.i + 2
		var f int64
		for j < len(ps.p) && strings.ContainsRune("aiLmsux", ps.p[j]) {
			f |= map[rune]int64{'a': reASCII, 'i': reIgnoreCase, 'L': reLocale, 'm': reMultiline, 's': reDotAll, 'u': reUnicode, 'x': reVerbose}[ps.p[j]]
			j++
		}
		if j >= len(ps.p) || ps.p[j] != ')' {
			ps.unsupported("scoped inline flags")
		}
		ps.flags |= f
		ps.i = j + 1
	}
	if ps.flags&(reVerbose|reLocale) != 0 {
		ps.unsupported("VERBOSE or LOCALE flag")
	}
	n = ps.alt()
	if ps.i < len(ps.p) {
		ps.unsupported("unbalanced parenthesis")
	}
	return n, nil
}

func (ps *reParser) unsupported(format string, a ...any) {
	panic(&reUnsupported{what: fmt.Sprintf(format, a...)})
}

func (ps *reParser) hasPrefix(s string) bool {
	return strings.HasPrefix(string(ps.p[ps.i:]), s)
}

func (ps *reParser) alt() *reNode {
	subs := []*reNode{ps.cat()}
	for ps.i < len(ps.p) && ps.p[ps.i] == '|' {
		ps.i++
		subs = append(subs, ps.cat())
	}
	if len(subs) == 1 {
		return subs[0]
	}
	return &reNode{op: reAlt, subs: subs}
}

func (ps *reParser) cat() *reNode {
	out := &reNode{op: reCat}
	for ps.i < len(ps.p) && ps.p[ps.i] != '|' && ps.p[ps.i] != ')' {
		a := ps.atom()
		if a == nil {
			continue
		}
		out.subs = append(out.subs, ps.quantified(a))
	}
	return out
}

// quantified reads the repetition operators after an atom.
func (ps *reParser) quantified(a *reNode) *reNode {
	for ps.i < len(ps.p) {
		lo, hi := -1, -1
		c := ps.p[ps.i]
		switch c {
		case '*':
			lo, hi = 0, -1
			ps.i++
		case '+':
			lo, hi = 1, -1
			ps.i++
		case '?':
			lo, hi = 0, 1
			ps.i++
		case '{':
			l, h, end, ok := braces(ps.p, ps.i)
			if !ok {
				return a // a literal `{`, read by the next atom
			}
			lo, hi = l, h
			ps.i = end
		default:
			return a
		}
		if a.op == reStart || a.op == reEnd {
			ps.unsupported("a repeated anchor")
		}
		if hi >= 0 && lo > hi {
			ps.unsupported("min repeat greater than max repeat")
		}
		if lo > 1000 || hi > 1000 {
			ps.unsupported("a repetition count over 1000")
		}
		if ps.i < len(ps.p) && ps.p[ps.i] == '?' {
			ps.i++ // lazy: the same language
		} else if ps.i < len(ps.p) && ps.p[ps.i] == '+' {
			ps.unsupported("possessive repetition")
		}
		a = &reNode{op: reRepeat, subs: []*reNode{a}, min: lo, max: hi}
	}
	return a
}

// braces reads {m}, {m,}, {,n}, {m,n} at i; ok false when it is a literal.
func braces(p []rune, i int) (lo, hi, end int, ok bool) {
	j := strings.IndexRune(string(p[i:]), '}')
	if j < 0 {
		return 0, 0, 0, false
	}
	body := string(p[i+1 : i+j])
	end = i + len([]rune(string(p[i:i+j]))) + 1
	digits := func(s string) bool {
		for _, r := range s {
			if r < '0' || r > '9' {
				return false
			}
		}
		return true
	}
	if k := strings.IndexByte(body, ','); k >= 0 {
		a, b := body[:k], body[k+1:]
		if !digits(a) || !digits(b) {
			return 0, 0, 0, false
		}
		lo, hi = 0, -1
		if a != "" {
			lo, _ = strconv.Atoi(a)
		}
		if b != "" {
			hi, _ = strconv.Atoi(b)
		}
		return lo, hi, end, true
	}
	if body == "" || !digits(body) {
		return 0, 0, 0, false
	}
	lo, _ = strconv.Atoi(body)
	return lo, lo, end, true
}

func (ps *reParser) atom() *reNode {
	c := ps.p[ps.i]
	switch c {
	case '(':
		ps.i++
		group := 0
		if ps.hasPrefix("?") {
			switch {
			case ps.hasPrefix("?:"):
				ps.i += 2
			case ps.hasPrefix("?P<"):
				end := strings.IndexRune(string(ps.p[ps.i:]), '>')
				if end < 0 {
					ps.unsupported("bad group name")
				}
				ps.i += len([]rune(string(ps.p[ps.i:ps.i+end]))) + 1
				ps.groups++
				group = ps.groups
			case ps.hasPrefix("?#"):
				end := strings.IndexRune(string(ps.p[ps.i:]), ')')
				if end < 0 {
					ps.unsupported("unterminated comment")
				}
				ps.i += end + 1
				return nil
			default:
				ps.unsupported("group construct (%s", string(ps.p[ps.i:min(ps.i+3, len(ps.p))]))
			}
		} else {
			ps.groups++
			group = ps.groups
		}
		inner := ps.alt()
		if ps.i >= len(ps.p) || ps.p[ps.i] != ')' {
			ps.unsupported("missing )")
		}
		ps.i++
		return &reNode{op: reGroup, subs: []*reNode{inner}, group: group}
	case '[':
		return ps.set()
	case '.':
		ps.i++
		return &reNode{op: reAny}
	case '^':
		ps.i++
		if ps.flags&reMultiline != 0 {
			ps.unsupported("^ under MULTILINE")
		}
		return &reNode{op: reStart}
	case '$':
		ps.i++
		if ps.flags&reMultiline != 0 {
			ps.unsupported("$ under MULTILINE")
		}
		return &reNode{op: reEnd, endNL: true}
	case '*', '+', '?':
		ps.unsupported("nothing to repeat")
	case '\\':
		return ps.escape(false)
	}
	ps.i++
	return ps.lit(c)
}

func (ps *reParser) lit(c rune) *reNode {
	if ps.flags&reIgnoreCase != 0 && unicode.IsLetter(c) {
		n := &reNode{op: reSet}
		n.ranges = caseClosed([]reRange{{c, c}}, ps)
		return n
	}
	return &reNode{op: reLit, ch: c}
}

// caseClosed adds the other ASCII case of letters in the ranges.
func caseClosed(rs []reRange, ps *reParser) []reRange {
	out := append([]reRange{}, rs...)
	for _, r := range rs {
		if r.hi > 0x7f {
			ps.nonASCIICase()
		}
		for _, pair := range [][2]rune{{'a', 'A'}, {'A', 'a'}} {
			lo, hi := max(r.lo, pair[0]), min(r.hi, pair[0]+25)
			if lo <= hi {
				out = append(out, reRange{lo - pair[0] + pair[1], hi - pair[0] + pair[1]})
			}
		}
	}
	if ps.flags&reASCII == 0 {
		ps.unicodeDep = true // Unicode case folding beyond ASCII (the Kelvin sign, ...)
	}
	return out
}

func (ps *reParser) nonASCIICase() {
	ps.unsupported("IGNORECASE with non-ASCII characters")
}

// escape reads a backslash sequence (in a set when inSet).
func (ps *reParser) escape(inSet bool) *reNode {
	ps.i++
	if ps.i >= len(ps.p) {
		ps.unsupported("a trailing backslash")
	}
	c := ps.p[ps.i]
	ps.i++
	switch c {
	case 'd', 'D', 'w', 'W', 's', 'S':
		if ps.flags&reASCII == 0 {
			ps.unicodeDep = true
		}
		return &reNode{op: reSet, classes: []string{string(c)}}
	case 'A':
		if !inSet {
			return &reNode{op: reStart}
		}
	case 'Z':
		if !inSet {
			return &reNode{op: reEnd}
		}
	case 'b':
		if inSet {
			return ps.lit('\b')
		}
		ps.unsupported(`\b`)
	case 'n':
		return ps.lit('\n')
	case 't':
		return ps.lit('\t')
	case 'r':
		return ps.lit('\r')
	case 'f':
		return ps.lit('\f')
	case 'v':
		return ps.lit('\v')
	case 'a':
		return ps.lit('\a')
	case 'x', 'u', 'U':
		n := map[rune]int{'x': 2, 'u': 4, 'U': 8}[c]
		if ps.i+n > len(ps.p) {
			ps.unsupported("a short \\%c escape", c)
		}
		v, err := strconv.ParseUint(string(ps.p[ps.i:ps.i+n]), 16, 32)
		if err != nil {
			ps.unsupported("a bad \\%c escape", c)
		}
		ps.i += n
		return ps.lit(rune(v))
	case '0':
		v := 0
		for k := 0; k < 2 && ps.i < len(ps.p) && ps.p[ps.i] >= '0' && ps.p[ps.i] <= '7'; k++ {
			v = v*8 + int(ps.p[ps.i]-'0')
			ps.i++
		}
		return ps.lit(rune(v))
	}
	if c >= '1' && c <= '9' {
		ps.unsupported("a backreference or octal escape")
	}
	if c < 0x80 && (unicode.IsLetter(c) || unicode.IsDigit(c)) {
		ps.unsupported("escape \\%c", c)
	}
	return ps.lit(c)
}

func (ps *reParser) set() *reNode {
	ps.i++ // [
	n := &reNode{op: reSet}
	if ps.i < len(ps.p) && ps.p[ps.i] == '^' {
		n.neg = true
		ps.i++
	}
	first := true
	for {
		if ps.i >= len(ps.p) {
			ps.unsupported("unterminated character set")
		}
		c := ps.p[ps.i]
		if c == ']' && !first {
			ps.i++
			break
		}
		first = false
		var lo rune
		if c == '\\' {
			e := ps.escape(true)
			if e.op == reSet && len(e.classes) > 0 {
				n.classes = append(n.classes, e.classes...)
				continue
			}
			if e.op == reSet { // an IGNORECASE letter
				n.ranges = append(n.ranges, e.ranges...)
				continue
			}
			lo = e.ch
		} else {
			lo = c
			ps.i++
		}
		hi := lo
		if ps.i+1 < len(ps.p) && ps.p[ps.i] == '-' && ps.p[ps.i+1] != ']' {
			ps.i++
			if ps.p[ps.i] == '\\' {
				e := ps.escape(true)
				if e.op != reLit {
					ps.unsupported("a class in a range")
				}
				hi = e.ch
			} else {
				hi = ps.p[ps.i]
				ps.i++
			}
			if hi < lo {
				ps.unsupported("bad character range")
			}
		}
		n.ranges = append(n.ranges, reRange{lo, hi})
	}
	if ps.flags&reIgnoreCase != 0 {
		n.ranges = caseClosed(n.ranges, ps)
	}
	return n
}

// reVariant is one way a pattern can match: whether it is tied to the
// start of the string, to its end (and how), and the regex in between.
type reVariant struct {
	start bool
	end   int // 0 free, 1 `$` (end or before a final newline), 2 `\Z`
	re    string
}

const reMaxVariants = 32

// variants distributes the anchors of n out to its alternatives' ends.
func (ps *reParser) variants(n *reNode) []reVariant {
	switch n.op {
	case reStart:
		return []reVariant{{start: true, re: reEps}}
	case reEnd:
		e := 2
		if n.endNL {
			e = 1
		}
		return []reVariant{{end: e, re: reEps}}
	case reGroup:
		return ps.variants(n.subs[0])
	case reAlt:
		var out []reVariant
		for _, s := range n.subs {
			out = append(out, ps.variants(s)...)
		}
		if len(out) > reMaxVariants {
			ps.unsupported("too many anchored alternatives")
		}
		return out
	case reCat:
		out := []reVariant{{re: reEps}}
		for _, s := range n.subs {
			vs := ps.variants(s)
			var next []reVariant
			for _, a := range out {
				for _, b := range vs {
					if b.start && a.re != reEps || a.end != 0 && b.re != reEps {
						// An anchor after text, or text after an end anchor:
						// matches nothing in Python unless that text can be
						// empty; left to the run.
						ps.unsupported("an anchor inside the pattern")
					}
					end := a.end
					if b.end != 0 {
						end = b.end
					}
					if a.end != 0 && b.end != 0 && a.end != b.end {
						ps.unsupported("two kinds of end anchor")
					}
					next = append(next, reVariant{start: a.start || b.start, end: end, re: reConcat(a.re, b.re)})
				}
			}
			if len(next) > reMaxVariants {
				ps.unsupported("too many anchored alternatives")
			}
			out = next
		}
		return out
	}
	return []reVariant{{re: ps.smt(n)}}
}

const reEps = `(str.to_re "")`

func reConcat(a, b string) string {
	if a == reEps {
		return b
	}
	if b == reEps {
		return a
	}
	return "(re.++ " + a + " " + b + ")"
}

// anyChar is one character other than those of except.
func anyBut(except string) string {
	return "(re.inter re.allchar (re.comp " + except + "))"
}

// smt is the Z3 regex of an anchor-free node.
func (ps *reParser) smt(n *reNode) string {
	switch n.op {
	case reLit:
		return "(str.to_re " + StringLit(string(n.ch)) + ")"
	case reAny:
		if ps.flags&reDotAll != 0 {
			return "re.allchar"
		}
		return anyBut(`(str.to_re "\u{a}")`)
	case reSet:
		var parts []string
		for _, r := range n.ranges {
			if r.lo == r.hi {
				parts = append(parts, "(str.to_re "+StringLit(string(r.lo))+")")
			} else {
				parts = append(parts, "(re.range "+StringLit(string(r.lo))+" "+StringLit(string(r.hi))+")")
			}
		}
		for _, c := range n.classes {
			parts = append(parts, shorthand(c, ps.flags&reASCII != 0))
		}
		u := "re.none"
		if len(parts) == 1 {
			u = parts[0]
		} else if len(parts) > 1 {
			u = "(re.union " + strings.Join(parts, " ") + ")"
		}
		if n.neg {
			return anyBut(u)
		}
		return u
	case reGroup:
		return ps.smt(n.subs[0])
	case reCat:
		out := reEps
		for _, s := range n.subs {
			out = reConcat(out, ps.smt(s))
		}
		return out
	case reAlt:
		var parts []string
		for _, s := range n.subs {
			parts = append(parts, ps.smt(s))
		}
		return "(re.union " + strings.Join(parts, " ") + ")"
	case reRepeat:
		s := ps.smt(n.subs[0])
		switch {
		case n.min == 0 && n.max < 0:
			return "(re.* " + s + ")"
		case n.min == 1 && n.max < 0:
			return "(re.+ " + s + ")"
		case n.min == 0 && n.max == 1:
			return "(re.opt " + s + ")"
		case n.max < 0:
			return fmt.Sprintf("(re.++ ((_ re.loop %d %d) %s) (re.* %s))", n.min, n.min, s, s)
		case n.max == 0:
			return reEps
		}
		return fmt.Sprintf("((_ re.loop %d %d) %s)", n.min, n.max, s)
	}
	ps.unsupported("an anchor inside a repetition or class")
	return ""
}

// shorthand is \d \w \s and their complements on ASCII (exact under the
// ASCII flag; otherwise the input is kept to ASCII, see unicodeDep, where
// Unicode's \s also holds \x1c-\x1f).
func shorthand(c string, ascii bool) string {
	var pos string
	switch strings.ToLower(c) {
	case "d":
		pos = `(re.range "0" "9")`
	case "w":
		pos = `(re.union (re.range "a" "z") (re.range "A" "Z") (re.range "0" "9") (str.to_re "_"))`
	case "s":
		pos = `(re.union (str.to_re " ") (re.range "\u{9}" "\u{d}"))`
		if !ascii {
			pos = `(re.union (re.range "\u{1c}" "\u{20}") (re.range "\u{9}" "\u{d}"))`
		}
	}
	if c == strings.ToUpper(c) {
		return anyBut(pos)
	}
	return pos
}

// reMode is how a pattern is applied.
type reMode string

const (
	reSearch    reMode = "search"
	reMatchMode reMode = "match"
	reFullmatch reMode = "fullmatch"
)

// matches is the Bool term "the pattern finds a match in s" for mode.
func (ps *reParser) matches(n *reNode, s string, mode reMode) string {
	var ors []string
	for _, v := range ps.variants(n) {
		pre := "re.all"
		if v.start || mode != reSearch {
			pre = reEps
		}
		post := "re.all"
		switch {
		case mode == reFullmatch || v.end == 2:
			post = reEps
		case v.end == 1:
			post = `(re.opt (str.to_re "\u{a}"))`
		}
		ors = append(ors, app("str.in_re", s, reConcat(reConcat(pre, v.re), post)))
	}
	return tOr(ors...)
}

// --- the executor's side ---

// reCompiled is a compiled pattern value: its source and flags.
func (x *executor) reCompile(a callArgs, at *pyparse.Node) *val {
	x.need(a, 1, 2, "re.compile", at)
	pat := a.pos[0]
	if f, ok := a.kw["flags"]; ok {
		a.pos = append(a.pos, f)
	}
	if pat.k != kStr {
		x.fail(at, "re.compile() of a %s pattern", pat.k)
	}
	p, ok := litStrAny(pat.t)
	if !ok {
		x.fail(at, "re.compile() of a pattern built from the inputs")
	}
	flags := int64(0)
	if len(a.pos) == 2 {
		fl := a.pos[1]
		c, ok := litInt(x.num(fl, kInt))
		if !ok {
			x.fail(at, "re.compile() with flags not known")
		}
		flags = c.Int64()
	}
	node, ps, err := parsePyRegex(p, flags)
	if err != nil {
		x.fail(at, "regular expression outside the rules: %v", err)
	}
	return &val{k: kRegex, name: p, re: &reVal{node: node, ps: ps}}
}

// reVal is a translated pattern.
type reVal struct {
	node *reNode
	ps   *reParser
}

// reApply is pattern.search/match/fullmatch(s): a match object, or None.
func (x *executor) reApply(r *val, mode reMode, a callArgs, at *pyparse.Node) *val {
	x.need(a, 1, 1, "re."+string(mode), at)
	s := a.pos[0]
	if s.k != kStr {
		x.maybeRaise("TypeError")
		x.fail(at, "re.%s() of a %s", mode, s.k)
	}
	if r.re.ps.unicodeDep {
		x.asciiOnly(s)
	}
	var matched string
	func() {
		defer func() {
			if e := recover(); e != nil {
				u, ok := e.(*reUnsupported)
				if !ok {
					panic(e)
				}
				x.fail(at, "regular expression outside the rules: %v", u)
			}
		}()
		matched = r.re.ps.matches(r.re.node, s.t, mode)
	}()
	m := x.define("re_match", "Bool", matched)
	return &val{k: kMatch, t: m, re: r.re, obj: map[string]*val{"string": s}, name: string(mode)}
}

// reModuleCall is re.search/match/fullmatch(pattern, s[, flags]) and
// re.escape(s) of a known string.
func (x *executor) reModuleCall(name string, a callArgs, at *pyparse.Node) *val {
	switch name {
	case "re.compile":
		return x.reCompile(a, at)
	case "re.escape":
		x.need(a, 1, 1, name, at)
		s, ok := litStrAny(a.pos[0].t)
		if a.pos[0].k != kStr || !ok {
			x.fail(at, "re.escape() of a string not known")
		}
		var b strings.Builder
		for _, r := range s {
			if strings.ContainsRune("()[]{}?*+-|^$\\.&~# \t\n\r\v\f", r) {
				b.WriteByte('\\')
			}
			b.WriteRune(r)
		}
		return strConst(b.String())
	}
	mode := reMode(strings.TrimPrefix(name, "re."))
	if len(a.pos) < 2 {
		x.fail(at, "%s() with %d arguments", name, len(a.pos))
	}
	ca := callArgs{pos: []*val{a.pos[0]}, kw: map[string]*val{}}
	if len(a.pos) == 3 {
		ca.pos = append(ca.pos, a.pos[2])
	} else if f, ok := a.kw["flags"]; ok {
		ca.pos = append(ca.pos, f)
	}
	r := x.reCompile(ca, at)
	return x.reApply(r, mode, callArgs{pos: a.pos[1:2]}, at)
}

// reMethod is a method of a compiled pattern or of a match object.
func (x *executor) reMethod(self *val, name string, a callArgs, at *pyparse.Node) *val {
	if self.k == kRegex {
		switch name {
		case "search", "match", "fullmatch":
			if len(a.pos) != 1 || len(a.kw) > 0 {
				x.fail(at, "pattern.%s() with a position", name)
			}
			return x.reApply(self, reMode(name), a, at)
		}
		x.fail(at, "method Pattern.%s()", name)
	}
	// A match object: None when the pattern did not match.
	x.check(self.t, "AttributeError")
	switch name {
	case "group", "groups", "start", "end", "span":
	default:
		x.fail(at, "method Match.%s()", name)
	}
	gs := x.reGroups(self, at)
	idx := func(v *val) int {
		c, ok := litInt(x.num(v, kInt))
		if v.k != kInt || !ok || c.Int64() < 0 || int(c.Int64()) >= len(gs.groups) {
			x.fail(at, "Match.%s() of a group not known", name)
		}
		return int(c.Int64())
	}
	switch name {
	case "groups":
		x.need(a, 0, 0, name, at)
		return &val{k: kTuple, elems: append([]*val{}, gs.groups[1:]...)}
	case "group":
		if len(a.pos) == 0 {
			return gs.groups[0]
		}
		if len(a.pos) == 1 {
			return gs.groups[idx(a.pos[0])]
		}
		out := &val{k: kTuple}
		for _, p := range a.pos {
			out.elems = append(out.elems, gs.groups[idx(p)])
		}
		return out
	}
	x.need(a, 0, 1, name, at)
	g := 0
	if len(a.pos) == 1 {
		g = idx(a.pos[0])
	}
	start := &val{k: kInt, t: gs.starts[g]}
	end := &val{k: kInt, t: tAdd(gs.starts[g], x.strLen(gs.groups[g]))}
	switch name {
	case "start":
		return start
	case "end":
		return end
	}
	return &val{k: kTuple, elems: []*val{start, end}}
}

// reGroupVals are a match's groups (0 the whole match) and where each starts.
type reGroupVals struct {
	groups []*val
	starts []string
}

// reGroups splits the subject of a match into the pattern's top-level
// items: a fresh string per item, each in its item's language, that
// concatenate to the subject when the pattern matched. Python picks the
// leftmost match and its greedy or lazy split; this picks any split, an
// approximation (the run checks it). Groups nested in repetitions or
// alternatives, and patterns with anchored alternatives, are left to the
// run.
func (x *executor) reGroups(m *val, at *pyparse.Node) *reGroupVals {
	if gv, ok := m.obj["#groups"]; ok {
		return gv.reGroups
	}
	ps, node := m.re.ps, m.re.node
	items := []*reNode{node}
	if node.op == reCat {
		items = node.subs
	}
	nGroups := ps.groups
	var out *reGroupVals
	func() {
		defer func() {
			if e := recover(); e != nil {
				if _, ok := e.(*reUnsupported); !ok {
					panic(e)
				}
				out = nil
			}
		}()
		startAnch, endKind := false, 0
		var body []*reNode
		for i, it := range items {
			switch {
			case it.op == reStart && i == 0:
				startAnch = true
				continue
			case it.op == reEnd && i == len(items)-1:
				endKind = 2
				if it.endNL {
					endKind = 1
				}
				continue
			}
			if hasAnchor(it) || it.op != reGroup && hasGroup(it) || it.op == reGroup && hasGroup(it.subs[0]) {
				ps.unsupported("groups inside repetitions or alternatives")
			}
			body = append(body, it)
		}
		s := m.obj["string"]
		mode := reMode(m.name)
		x.approx = append(x.approx, "regex groups split the match any way, not Python's greedy way")
		var parts []string
		pos := "0"
		res := &reGroupVals{groups: make([]*val, nGroups+1), starts: make([]string, nGroups+1)}
		pre := ""
		if mode == reSearch && !startAnch {
			p := x.declare("re_pre", "String")
			parts = append(parts, p)
			pre = p
			pos = app("str.len", p)
		}
		matchStart := pos
		var whole []string
		for _, it := range body {
			w := x.declare("re_part", "String")
			x.asserts = append(x.asserts, app("=>", m.t, app("str.in_re", w, ps.smt(it))))
			if it.op == reGroup && it.group > 0 {
				res.groups[it.group] = &val{k: kStr, t: w}
				res.starts[it.group] = pos
			}
			parts = append(parts, w)
			whole = append(whole, w)
			pos = tAdd(pos, app("str.len", w))
		}
		post := ""
		switch {
		case mode == reFullmatch || endKind == 2:
		case endKind == 1:
			post = x.declare("re_post", "String")
			x.asserts = append(x.asserts, app("=>", m.t, app("str.in_re", post, `(re.opt (str.to_re "\u{a}"))`)))
		default:
			post = x.declare("re_post", "String")
		}
		if post != "" {
			parts = append(parts, post)
		}
		_ = pre
		cat := `""`
		if len(parts) == 1 {
			cat = parts[0]
		} else if len(parts) > 1 {
			cat = "(str.++ " + strings.Join(parts, " ") + ")"
		}
		x.asserts = append(x.asserts, app("=>", m.t, app("=", s.t, cat)))
		w0 := `""`
		if len(whole) == 1 {
			w0 = whole[0]
		} else if len(whole) > 1 {
			w0 = "(str.++ " + strings.Join(whole, " ") + ")"
		}
		res.groups[0] = &val{k: kStr, t: w0}
		res.starts[0] = matchStart
		for g := 1; g <= nGroups; g++ {
			if res.groups[g] == nil {
				ps.unsupported("a group below the top level")
			}
		}
		out = res
	}()
	if out == nil {
		x.fail(at, "groups of a regular expression nested in repetitions or alternatives")
	}
	m.obj["#groups"] = &val{k: kTuple, reGroups: out}
	return out
}

func hasAnchor(n *reNode) bool {
	if n.op == reStart || n.op == reEnd {
		return true
	}
	for _, s := range n.subs {
		if hasAnchor(s) {
			return true
		}
	}
	return false
}

func hasGroup(n *reNode) bool {
	if n.op == reGroup && n.group > 0 {
		return true
	}
	for _, s := range n.subs {
		if hasGroup(s) {
			return true
		}
	}
	return false
}

// litStrAny reads a string literal as StringLit prints it, \u{..} escapes
// included (litStr leaves those out).
func litStrAny(t string) (string, bool) {
	if s, ok := litStr(t); ok {
		return s, true
	}
	if len(t) < 2 || t[0] != '"' || t[len(t)-1] != '"' {
		return "", false
	}
	body := t[1 : len(t)-1]
	if strings.Contains(strings.ReplaceAll(body, `""`, ""), `"`) {
		return "", false
	}
	var b strings.Builder
	for i := 0; i < len(body); i++ {
		if strings.HasPrefix(body[i:], `""`) {
			b.WriteByte('"')
			i++
			continue
		}
		if strings.HasPrefix(body[i:], `\u{`) {
			end := strings.IndexByte(body[i:], '}')
			v, err := strconv.ParseUint(body[i+3:i+max(end, 3)], 16, 32)
			if end < 0 || err != nil {
				return "", false
			}
			b.WriteRune(rune(v))
			i += end
			continue
		}
		if body[i] == '\\' {
			return "", false
		}
		b.WriteByte(body[i])
	}
	return b.String(), true
}
