// Phase: debug, mutation evidence (Java). Mutants of the statements a
// failing test ran, by general operators (relational and arithmetic
// operator swaps, off-by-one on integer literals, && / ||, ++ / --,
// min / max, statement deletion), each a whole variant of the source. A
// statement where a mutant turns the failing test to passing without
// breaking the passing ones is strong evidence for it (MUSE, Metallaxis).
package javatrace

import (
	"regexp"
	"strconv"
	"strings"
)

// Mutant is one variant of a source: line Line changed by Op.
type Mutant struct {
	Line int    `json:"line"`
	Op   string `json:"op"`
	Src  []byte `json:"-"`
}

var (
	relRe      = regexp.MustCompile(`\s(<=|>=|==|!=|<|>)\s`)
	relTightRe = regexp.MustCompile(`[\w)\]](<=|>=|==|!=|<|>)[\w(]`)
	arithRe    = regexp.MustCompile(`\s(\+|-|\*|/|\^|&|\|)\s`)
	logicRe    = regexp.MustCompile(`\s(&&|\|\|)\s`)
	intRe      = regexp.MustCompile(`\b\d+\b`)
	incRe      = regexp.MustCompile(`\+\+|--`)
	minMax     = regexp.MustCompile(`\b(Math\.)(min|max)\(`)
	declRe     = regexp.MustCompile(`^\s*(final\s+)?[A-Za-z_][\w.]*(<[^;=]*>)?(\[\])*\s+[A-Za-z_]\w*\s*(=|;)`)
)

var relSwaps = map[string][]string{
	"<": {"<=", ">"}, "<=": {"<", ">="}, ">": {">=", "<"}, ">=": {">", "<="}, "==": {"!="}, "!=": {"=="},
}
var arithSwaps = map[string][]string{
	"+": {"-"}, "-": {"+"}, "*": {"/"}, "/": {"*"}, "^": {"&", "|"}, "&": {"^", "|"}, "|": {"&", "^"},
}

// codeMask marks the bytes of s that are code (not in a string, a char
// literal or a // comment).
func codeMask(s string) []bool {
	m := make([]bool, len(s))
	var q byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case q != 0:
			if c == '\\' {
				i++
				continue
			}
			if c == q {
				q = 0
			}
		case c == '"' || c == '\'':
			q = c
		case c == '/' && i+1 < len(s) && s[i+1] == '/':
			return m
		default:
			m[i] = true
		}
	}
	return m
}

// LineMutants are the variants of one line's text; locals are the names of
// the local variables in scope (for variable replacement).
func LineMutants(text string, locals ...string) []struct{ Op, Text string } {
	var out []struct{ Op, Text string }
	mask := codeMask(text)
	seen := map[string]bool{text: true}
	add := func(op, t string) {
		if !seen[t] {
			seen[t] = true
			out = append(out, struct{ Op, Text string }{op, t})
		}
	}
	sub := func(re *regexp.Regexp, swaps map[string][]string, op string) {
		for _, loc := range re.FindAllStringSubmatchIndex(text, -1) {
			a, b := loc[2], loc[3]
			if !mask[a] {
				continue
			}
			for _, r := range swaps[text[a:b]] {
				add(op, text[:a]+r+text[b:])
			}
		}
	}
	sub(relRe, relSwaps, "relational")
	// The same written without spaces (c<r), but not a type's arguments
	// (List<Integer>, Map<K, V>), a shift or an arrow.
	for _, loc := range relTightRe.FindAllStringSubmatchIndex(text, -1) {
		a, b := loc[2], loc[3]
		op := text[a:b]
		if !mask[a] || a > 0 && strings.ContainsRune("<>-=!", rune(text[a-1])) || b < len(text) && strings.ContainsRune("<>=", rune(text[b])) {
			continue
		}
		if (op == "<" || op == ">") && (b < len(text) && (text[b] >= 'A' && text[b] <= 'Z' || text[b] == '?') || upperWordBefore(text, a)) {
			continue
		}
		for _, r := range relSwaps[op] {
			add("relational", text[:a]+r+text[b:])
		}
	}
	sub(logicRe, map[string][]string{"&&": {"||"}, "||": {"&&"}}, "logical")
	sub(arithRe, arithSwaps, "arithmetic")
	for _, loc := range incRe.FindAllStringIndex(text, -1) {
		if mask[loc[0]] {
			r := "--"
			if text[loc[0]] == '-' {
				r = "++"
			}
			add("increment", text[:loc[0]]+r+text[loc[1]:])
		}
	}
	for _, loc := range minMax.FindAllStringSubmatchIndex(text, -1) {
		if mask[loc[4]] {
			r := "max"
			if text[loc[4]:loc[5]] == "max" {
				r = "min"
			}
			add("min-max", text[:loc[4]]+r+text[loc[5]:])
		}
	}
	for _, loc := range intRe.FindAllStringIndex(text, -1) {
		if !mask[loc[0]] || loc[0] > 0 && (isIdent(text[loc[0]-1]) || text[loc[0]-1] == '.') {
			continue
		}
		n, err := strconv.Atoi(text[loc[0]:loc[1]])
		if err != nil {
			continue
		}
		for _, d := range []int{1, -1} {
			if n+d >= 0 {
				add("off-by-one", text[:loc[0]]+strconv.Itoa(n+d)+text[loc[1]:])
			}
		}
	}
	// Off-by-one on lengths and sizes: a.length, a.size().
	for _, loc := range lenRe.FindAllStringIndex(text, -1) {
		if mask[loc[0]] {
			add("off-by-one", text[:loc[1]]+" - 1"+text[loc[1]:])
			add("off-by-one", text[:loc[1]]+" + 1"+text[loc[1]:])
		}
	}
	// Operand swap of + (string concatenation order, non-commutative uses).
	for _, loc := range plusRe.FindAllStringIndex(text, -1) {
		if !mask[loc[0]] {
			continue
		}
		a0 := operandStart(text, loc[0])
		b1 := operandEnd(text, loc[1])
		if a0 < loc[0] && b1 > loc[1] {
			add("operand-swap", text[:a0]+text[loc[1]:b1]+" + "+text[a0:loc[0]]+text[b1:])
		}
	}
	// Argument propagation: f(x) -> x for a call of one argument.
	for _, loc := range callRe.FindAllStringSubmatchIndex(text, -1) {
		if !mask[loc[0]] || loc[0] > 0 && text[loc[0]-1] == '.' {
			continue
		}
		end := operandEnd(text, loc[3])
		if end <= loc[3] || text[end-1] != ')' {
			continue
		}
		arg := text[loc[3]+1 : end-1]
		if strings.TrimSpace(arg) == "" || strings.Contains(arg, ",") || isKeyword(text[loc[2]:loc[3]]) {
			continue
		}
		add("argument", text[:loc[0]]+arg+text[end:])
	}
	// Accumulation: x = e becomes x = Math.max(x, e) (and min) when e does
	// not read x: a running best overwritten instead of kept.
	if m := assignRe.FindStringSubmatchIndex(text); m != nil && mask[m[2]] {
		name, expr := text[m[2]:m[3]], text[m[4]:m[5]]
		if contains(locals, name) && !wordIn(expr, name) {
			for _, f := range []string{"max", "min"} {
				add("accumulate", text[:m[4]]+"Math."+f+"("+name+", "+expr+")"+text[m[5]:])
			}
		}
	}
	// Analogy: a local passed as it is where a sibling operand is passed
	// through a call on it (f(a.sub(1), b) -> f(a.sub(1), b.sub(1))).
	for _, c := range recvCallRe.FindAllStringSubmatchIndex(text, -1) {
		if !mask[c[0]] || c[0] > 0 && text[c[0]-1] == '.' {
			continue
		}
		recv, call := text[c[2]:c[3]], text[c[3]:c[1]]
		if !bareArg(text, c[0], c[1]) {
			continue // only among the arguments of one call
		}
		for _, loc := range identRe.FindAllStringIndex(text, -1) {
			name := text[loc[0]:loc[1]]
			if name == recv || !mask[loc[0]] || !contains(locals, name) || !bareArg(text, loc[0], loc[1]) {
				continue
			}
			add("analogy", text[:loc[0]]+name+call+text[loc[1]:])
		}
	}
	// Off-by-one on an index: get(i) -> get(i - 1), a[i] -> a[i + 1].
	for _, m := range indexRe.FindAllStringSubmatchIndex(text, -1) {
		if !mask[m[0]] || !contains(locals, text[m[2]:m[3]]) {
			continue
		}
		for _, d := range []string{" - 1", " + 1"} {
			add("index", text[:m[3]]+d+text[m[3]:])
		}
	}
	// Variable replacement: a local read here replaced by another local.
	if len(locals) > 1 {
		for _, loc := range identRe.FindAllStringIndex(text, -1) {
			name := text[loc[0]:loc[1]]
			if !mask[loc[0]] || loc[0] > 0 && text[loc[0]-1] == '.' || loc[1] < len(text) && text[loc[1]] == '(' || !contains(locals, name) {
				continue
			}
			// Reads only: not a declared name (after a type) nor an assignment's target.
			before := strings.TrimRight(text[:loc[0]], " \t")
			after := strings.TrimLeft(text[loc[1]:], " \t")
			if before != "" && (isIdent(before[len(before)-1]) || before[len(before)-1] == '>' || before[len(before)-1] == ']') ||
				strings.HasPrefix(after, "=") && !strings.HasPrefix(after, "==") {
				continue
			}
			for _, o := range locals {
				if o != name {
					add("variable", text[:loc[0]]+o+text[loc[1]:])
				}
			}
		}
	}
	// Statement deletion: a simple statement that declares nothing.
	t := strings.TrimSpace(text)
	if strings.HasSuffix(t, ";") && !strings.HasPrefix(t, "return") && !declRe.MatchString(text) && strings.Count(t, ";") == 1 {
		ind := text[:len(text)-len(strings.TrimLeft(text, " \t"))]
		add("delete", ind+"; // deleted: "+strings.ReplaceAll(t, "*/", ""))
	}
	return out
}

var (
	assignRe   = regexp.MustCompile(`^\s*([A-Za-z_]\w*)\s*=\s*([^=;][^;]*?)\s*;\s*(//.*)?$`)
	recvCallRe = regexp.MustCompile(`\b([A-Za-z_]\w*)(\.\w+\([^()]*\))`)
	indexRe    = regexp.MustCompile(`(?:\.\w+\(|\[)\s*([A-Za-z_]\w*)\s*[)\]]`)
	lenRe      = regexp.MustCompile(`\b\w+\.(length|size\(\))`)
	plusRe     = regexp.MustCompile(` \+ `)
	callRe     = regexp.MustCompile(`\b([A-Za-z_]\w*)(\()`)
	identRe    = regexp.MustCompile(`\b[A-Za-z_]\w*\b`)
)

// upperWordBefore: the identifier ending at i starts with a capital (a
// type name, as in ArrayList<...>).
func upperWordBefore(t string, i int) bool {
	w := lastWord(t[:i])
	return w != "" && w[0] >= 'A' && w[0] <= 'Z'
}

// wordIn reports whether name occurs in s as a whole identifier.
func wordIn(s, name string) bool {
	for _, loc := range identRe.FindAllStringIndex(s, -1) {
		if s[loc[0]:loc[1]] == name {
			return true
		}
	}
	return false
}

// bareArg: the identifier at [a, b) is a whole argument of a call (between
// "(" or "," and ")" or ","), not a receiver or part of a larger operand.
func bareArg(t string, a, b int) bool {
	l := strings.TrimRight(t[:a], " \t")
	r := strings.TrimLeft(t[b:], " \t")
	return l != "" && r != "" && (l[len(l)-1] == '(' || l[len(l)-1] == ',') && (r[0] == ')' || r[0] == ',') &&
		!(l[len(l)-1] == '(' && len(l) > 1 && isIdent(l[len(l)-2]) && isKeyword(lastWord(l[:len(l)-1])))
}

func lastWord(s string) string {
	i := len(s)
	for i > 0 && isIdent(s[i-1]) {
		i--
	}
	return s[i:]
}

func isKeyword(w string) bool {
	switch w {
	case "if", "while", "for", "switch", "return", "new", "catch", "synchronized", "super", "this":
		return true
	}
	return false
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// operandStart is where the operand ending before i starts: identifiers,
// dots and balanced brackets.
func operandStart(t string, i int) int {
	depth := 0
	for j := i - 1; j >= 0; j-- {
		c := t[j]
		switch {
		case c == ')' || c == ']':
			depth++
		case c == '(' || c == '[':
			if depth == 0 {
				return j + 1
			}
			depth--
		case depth > 0 || isIdent(c) || c == '.' || c == '"' || c == '\'':
		default:
			return j + 1
		}
	}
	return 0
}

// operandEnd is where the operand starting at i ends.
func operandEnd(t string, i int) int {
	depth := 0
	for j := i; j < len(t); j++ {
		c := t[j]
		switch {
		case c == '(' || c == '[':
			depth++
		case c == ')' || c == ']':
			if depth == 0 {
				return j
			}
			depth--
			if depth == 0 && j+1 < len(t) && !isIdent(t[j+1]) && t[j+1] != '.' && t[j+1] != '(' && t[j+1] != '[' {
				return j + 1
			}
		case depth > 0 || isIdent(c) || c == '.' || c == '"' || c == '\'':
		default:
			return j
		}
	}
	return len(t)
}

func isIdent(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// tier of an operator: the cheap, high-yield swaps first (MUSE's and
// PIT's defaults), the larger families after, so that a budget reaches
// every line with the first.
func tier(op string) int {
	switch op {
	case "relational", "logical", "arithmetic", "off-by-one", "increment", "min-max":
		return 0
	}
	return 1
}

// Mutants of src at lines, in the order given, at most perLine of each
// tier per line and max in all: the first tier over all lines, then the
// second; locals gives the local variables in scope at a line.
func Mutants(src []byte, lines []int, perLine, max int, locals func(line int) []string) []Mutant {
	ls := strings.Split(string(src), "\n")
	var out []Mutant
	for t := 0; t < 2; t++ {
		for _, l := range lines {
			if l < 1 || l > len(ls) {
				continue
			}
			var loc []string
			if locals != nil {
				loc = locals(l)
			}
			n := 0
			for _, m := range LineMutants(ls[l-1], loc...) {
				if tier(m.Op) != t {
					continue
				}
				if n >= perLine || len(out) >= max {
					break
				}
				n++
				v := append([]string{}, ls...)
				v[l-1] = m.Text
				out = append(out, Mutant{Line: l, Op: m.Op, Src: []byte(strings.Join(v, "\n"))})
			}
		}
	}
	return out
}
