// Phase: debug, mutation evidence. Repairs lists the single-line mutants a
// fault localizer tries on the statements of a failure's slice (MUSE /
// Metallaxis): the benchmark's operators widened to every alternative
// (relational, arithmetic and augmented operators, and/or, negation
// dropped, constants and bounds off by one, every other local name) plus
// swaps between sibling library calls that people confuse (bisect_left /
// bisect_right, min / max, strip / rstrip, sort order and reverse,
// isinstance type tuples). A mutant that turns the failing check into a
// passing one points at the statement that needs the change.
package mutate

import (
	"sort"
	"strconv"
	"strings"

	"unstuck/internal/pyparse"
)

// Repair operators: ROR, AOR, LOR (and/or), NOT (negation dropped or added),
// CST (constant off by one), OBO (bound off by one), VAR, SIB (sibling call), ORD (sort
// order), TYP (isinstance types), CON (True/False, None), SWP (operands
// swapped), CAL (wrapper call dropped), ACC (aggregate overwritten), ARG
// (arguments swapped), ATR (another attribute), SLA (an iteration's items
// sliced), SLC (a recursive call's argument sliced, a slice dropped), TGT (assignment target taken
// from the right side), KEY (another string key the file subscripts with),
// NRM (a normalizing method the statement applies to one name applied to
// another it reads too: name.strip() beside a bare value), DEL.
var rorAll = map[string][]string{
	"<": {"<=", ">", "!="}, "<=": {"<", ">=", "=="}, ">": {">=", "<", "!="}, ">=": {">", "<=", "=="},
	"==": {"!=", "<=", ">="}, "!=": {"==", "<", ">"}, "in": {"not in"}, "not in": {"in"},
	"is": {"is not", "=="}, "is not": {"is", "!="},
}
var aorAll = map[string][]string{
	"+": {"-", "*"}, "-": {"+"}, "*": {"+", "/", "//", "**"}, "/": {"//", "*"}, "//": {"/", "%", "*"},
	"%": {"//"}, "**": {"*"}, "^": {"&", "|"}, "&": {"|", "^"}, "|": {"&", "^"}, "<<": {">>"}, ">>": {"<<"},
}

// siblings are functions and methods easily taken for each other.
var siblings = [][]string{
	{"bisect_left", "bisect_right"}, {"bisect", "bisect_left"}, {"insort_left", "insort_right"},
	{"min", "max"}, {"any", "all"}, {"strip", "rstrip", "lstrip"}, {"split", "rsplit"},
	{"find", "rfind"}, {"index", "rindex"}, {"startswith", "endswith"}, {"upper", "lower"},
	{"append", "extend"}, {"floor", "ceil"}, {"ceil", "round"}, {"int", "round"}, {"remove", "discard"},
	{"pop", "popleft"}, {"appendleft", "append"}, {"heappush", "heappop"}, {"nlargest", "nsmallest"},
	{"keys", "values"}, {"isupper", "islower"}, {"isdigit", "isalpha"}, {"sorted", "reversed"},
	{"days", "seconds"}, {"timedelta", "relativedelta"}, {"mean", "median"}, {"add", "update"},
	// Round 5: a pattern anchored where it should be found anywhere, and a
	// character set stripped where a prefix or suffix was meant.
	{"match", "search", "fullmatch"}, {"lstrip", "removeprefix"}, {"rstrip", "removesuffix"}, {"int", "float"}, {"weekday", "isoweekday"},
	// Round 5 (r5-18c): the search direction and the prefix/suffix pair
	// of the same operation taken for each other.
	{"partition", "rpartition"}, {"takewhile", "dropwhile"}, {"ljust", "rjust"},
	// Round 6 (r6-18d): siblings of the standard library's everyday
	// families (views of a dict, statistics' population and sample
	// measures, str tests and case folds, json's file and text forms,
	// itertools' orderings) and a list kept in input order where a
	// sorted one was meant.
	{"keys", "items"}, {"values", "items"}, {"find", "index"}, {"stdev", "pstdev"}, {"variance", "pvariance"},
	{"median", "median_low", "median_high"}, {"lower", "casefold"}, {"isdigit", "isnumeric"}, {"isalpha", "isalnum"},
	{"title", "capitalize"}, {"load", "loads"}, {"dump", "dumps"}, {"combinations", "permutations"}, {"trunc", "floor"},
	{"splitlines", "split"}, {"list", "sorted"},
}

var typeNames = []string{"int", "float", "str", "bool", "list", "dict", "tuple"}

// Repairs lists mutants of the given lines (nil: all lines).
func Repairs(src []byte, lines map[int]bool) ([]Mutant, error) {
	t, err := pyparse.Parse(src)
	if err != nil {
		return nil, err
	}
	text := strings.Split(string(src), "\n")
	start := make([]int, len(text)+1)
	off := 0
	for i, l := range text {
		start[i] = off
		off += len(l) + 1
	}
	start[len(text)] = off
	sib := map[string][]string{}
	for _, g := range siblings {
		for _, a := range g {
			for _, b := range g {
				if a != b {
					sib[a] = append(sib[a], b)
				}
			}
		}
	}
	var out []Mutant
	seen := map[string]bool{}
	want := func(l int) bool { return lines == nil || lines[l] }
	// edit swaps bytes [a, b) of one line for s.
	edit := func(op string, a, b int, s string) {
		line := sort.Search(len(text), func(i int) bool { return start[i+1] > a }) // the line holding a
		if line >= len(text) || !want(line+1) || b > start[line]+len(text[line]) {
			return
		}
		ls := start[line]
		after := text[line][:a-ls] + s + text[line][b-ls:]
		key := strconv.Itoa(line) + "\x00" + after
		if after == text[line] || seen[key] {
			return
		}
		seen[key] = true
		ns := make([]string, len(text))
		copy(ns, text)
		ns[line] = after
		msrc := []byte(strings.Join(ns, "\n"))
		if mt, err := pyparse.Parse(msrc); err != nil || mt.HasError() {
			return
		}
		out = append(out, Mutant{Line: line + 1, Operator: op, Before: text[line], After: after, Src: msrc})
	}
	span := func(n *pyparse.Node) (int, int) { return int(n.StartByte()), int(n.EndByte()) }
	oneLine := func(n *pyparse.Node) bool { return pyparse.Line(n) == pyparse.EndLine(n) }
	// The local names of each function (parameters and assigned names), for VAR.
	scopeNames := func(fn *pyparse.Node) []string {
		set := map[string]bool{}
		pyparse.Walk(fn, func(n *pyparse.Node) bool {
			if n.Type() != "identifier" {
				return true
			}
			p := n.Parent()
			if p == nil {
				return true
			}
			switch p.Type() {
			case "parameters", "typed_parameter", "default_parameter", "typed_default_parameter", "pattern_list", "tuple_pattern", "list_pattern", "for_statement", "for_in_clause":
				// tuple_pattern, list_pattern: names unpacked in nested
				// parentheses (for name, (mean, count) in ...) are locals too.
				if p.Type() == "default_parameter" || p.Type() == "typed_default_parameter" {
					if nm := p.ChildByFieldName("name"); nm == nil || !nm.Equal(n) {
						return true
					}
				}
				if p.Type() == "for_statement" || p.Type() == "for_in_clause" {
					if l := p.ChildByFieldName("left"); l == nil || !l.Equal(n) {
						return true
					}
				}
				set[t.Text(n)] = true
			case "assignment", "augmented_assignment":
				if l := p.ChildByFieldName("left"); l != nil && l.Equal(n) {
					set[t.Text(n)] = true
				}
			}
			return true
		})
		delete(set, "self")
		var ns []string
		for k := range set {
			ns = append(ns, k)
		}
		sort.Strings(ns)
		return ns
	}
	enclosing := func(n *pyparse.Node) *pyparse.Node {
		for p := n.Parent(); p != nil; p = p.Parent() {
			if p.Type() == "function_definition" {
				return p
			}
		}
		return t.Root
	}
	namesMemo := map[uintptr][]string{}
	namesOf := func(n *pyparse.Node) []string {
		fn := enclosing(n)
		k := uintptr(fn.StartByte())<<20 | uintptr(fn.EndByte())
		if v, ok := namesMemo[k]; ok {
			return v
		}
		v := scopeNames(fn)
		namesMemo[k] = v
		return v
	}
	// Attribute names read as data in the file (not methods), for ATR.
	var attrNames []string
	{
		seenA := map[string]bool{}
		pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
			if n.Type() == "attribute" {
				if p := n.Parent(); p != nil && p.Type() == "call" {
					if f := p.ChildByFieldName("function"); f != nil && f.Equal(n) {
						return true
					}
				}
				if a := n.ChildByFieldName("attribute"); a != nil && !seenA[t.Text(a)] {
					seenA[t.Text(a)] = true
					attrNames = append(attrNames, t.Text(a))
				}
			}
			return true
		})
		sort.Strings(attrNames)
	}
	// String keys the file subscripts with or builds dicts from, for KEY (a
	// wrong key is the dict's ATR).
	var keyNames []string
	{
		seenK := map[string]bool{}
		addKey := func(n *pyparse.Node) {
			if n != nil && n.Type() == "string" && oneLine(n) && !strings.ContainsAny(t.Text(n), "{}\\") && !seenK[t.Text(n)] {
				seenK[t.Text(n)] = true
				keyNames = append(keyNames, t.Text(n))
			}
		}
		pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
			switch n.Type() {
			case "subscript":
				addKey(n.ChildByFieldName("subscript"))
			case "pair":
				addKey(n.ChildByFieldName("key"))
			}
			return true
		})
		sort.Strings(keyNames)
	}
	// isRead: an identifier read as a value (not a target, parameter,
	// keyword, attribute name or called function).
	isRead := func(n *pyparse.Node) bool {
		p := n.Parent()
		if p == nil {
			return false
		}
		switch p.Type() {
		case "assignment", "augmented_assignment":
			if l := p.ChildByFieldName("left"); l != nil && l.Equal(n) {
				return false
			}
		case "for_statement", "for_in_clause":
			if l := p.ChildByFieldName("left"); l != nil && l.Equal(n) {
				return false
			}
		case "pattern_list", "tuple_pattern", "list_pattern", "parameters", "typed_parameter", "keyword_argument", "default_parameter", "typed_default_parameter",
			"function_definition", "class_definition", "dotted_name", "aliased_import", "global_statement", "nonlocal_statement":
			if p.Type() == "keyword_argument" {
				if v := p.ChildByFieldName("value"); v != nil && v.Equal(n) {
					return true
				}
			}
			return false
		case "attribute":
			if a := p.ChildByFieldName("attribute"); a != nil && a.Equal(n) {
				return false
			}
		case "call":
			if f := p.ChildByFieldName("function"); f != nil && f.Equal(n) {
				return false
			}
		}
		return true
	}
	// bound: an expression used as an index, a slice bound or a range
	// argument, where off-by-one mistakes live.
	bound := func(n *pyparse.Node) bool {
		p := n.Parent()
		if p == nil || !n.IsNamed() {
			return false
		}
		switch p.Type() {
		case "slice":
			return true
		case "subscript":
			// Every index (a[i, j] has several), not the subscripted value.
			v := p.ChildByFieldName("value")
			return v == nil || !v.Equal(n)
		case "expression_list", "tuple":
			// dp[i - 1, j]: each index of a tuple subscript.
			if g := p.Parent(); g != nil && g.Type() == "subscript" {
				s := g.ChildByFieldName("subscript")
				return s != nil && s.Equal(p)
			}
		case "argument_list":
			if c := p.Parent(); c != nil && c.Type() == "call" {
				fn := t.Text(c.ChildByFieldName("function"))
				if fn == "range" || strings.HasSuffix(fn, "insert") || strings.HasSuffix(fn, "pop") || strings.HasSuffix(fn, "timedelta") {
					return true
				}
				// A recursive call's arguments: the bounds of the subproblem.
				if f := enclosing(c); f != t.Root {
					if nm := f.ChildByFieldName("name"); nm != nil && t.Text(nm) == fn {
						return true
					}
				}
			}
		case "keyword_argument":
			if c := p.Parent(); c != nil && c.Parent() != nil && c.Parent().Type() == "call" {
				return strings.HasSuffix(t.Text(c.Parent().ChildByFieldName("function")), "timedelta")
			}
		}
		return false
	}
	// insert: a whole line replaced by text that may span several lines
	// (DEF's None idiom adds one); the mutant is judged by running it whole.
	insert := func(op string, line int, after string) {
		if line < 1 || line > len(text) || !want(line) {
			return
		}
		key := strconv.Itoa(line-1) + "\x00" + after
		if after == text[line-1] || seen[key] {
			return
		}
		seen[key] = true
		ns := make([]string, len(text))
		copy(ns, text)
		ns[line-1] = after
		msrc := []byte(strings.Join(ns, "\n"))
		if mt, err := pyparse.Parse(msrc); err != nil || mt.HasError() {
			return
		}
		out = append(out, Mutant{Line: line, Operator: op, Before: text[line-1], After: after, Src: msrc})
	}
	// replace: physical lines first..last replaced by text (a statement
	// moved or added), the mutant attributed to line at (where the fix
	// lands); judged by running the whole mutant.
	replace := func(op string, at, first, last int, after string) {
		if first < 1 || last > len(text) || first > last || !want(at) {
			return
		}
		before := strings.Join(text[first-1:last], "\n")
		key := strconv.Itoa(first-1) + ":" + strconv.Itoa(last) + "\x00" + after
		if after == before || seen[key] {
			return
		}
		seen[key] = true
		ns := append(append(append([]string{}, text[:first-1]...), after), text[last:]...)
		msrc := []byte(strings.Join(ns, "\n"))
		if mt, err := pyparse.Parse(msrc); err != nil || mt.HasError() {
			return
		}
		out = append(out, Mutant{Line: at, Operator: op, Before: before, After: after, Src: msrc})
	}
	params := func(n *pyparse.Node) []string {
		fn := enclosing(n)
		if fn == t.Root {
			return nil
		}
		var ps []string
		for _, p := range pyparse.Children(fn.ChildByFieldName("parameters")) {
			switch p.Type() {
			case "identifier":
				ps = append(ps, t.Text(p))
			case "default_parameter", "typed_default_parameter", "typed_parameter":
				if nm := p.ChildByFieldName("name"); nm != nil {
					ps = append(ps, t.Text(nm))
				} else if p.NamedChildCount() > 0 && p.NamedChild(0).Type() == "identifier" {
					ps = append(ps, t.Text(p.NamedChild(0)))
				}
			}
		}
		return ps
	}
	more := &moreCtx{t: t, edit: edit, insert: insert, names: namesOf, params: params, isRead: isRead, oneLine: oneLine,
		lineText: func(l int) string { return text[l-1] }, inData: inData, enclosing: enclosing, replace: replace,
		keyNames: keyNames, attrNames: attrNames}
	more.prepare()
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		l := pyparse.Line(n)
		if pyparse.EndLine(n) < 1 || (lines != nil && !lines[l] && !lines[pyparse.EndLine(n)] && n.Type() != "module" && !spans(n, lines)) {
			return true
		}
		more.visit(n)
		switch n.Type() {
		case "comparison_operator":
			for i := 0; i < int(n.ChildCount()); i++ {
				c := n.Child(i)
				if c.IsNamed() {
					continue
				}
				op := strings.Join(strings.Fields(t.Text(c)), " ")
				for _, r := range rorAll[op] {
					a, b := span(c)
					edit("ROR", a, b, r)
				}
			}
		case "binary_operator", "augmented_assignment":
			if o := n.ChildByFieldName("operator"); o != nil && n.Type() == "binary_operator" && oneLine(n) {
				// e + 1 and e - 1 for e (a one too many).
				l, r := n.ChildByFieldName("left"), n.ChildByFieldName("right")
				if op := t.Text(o); (op == "+" || op == "-") && l != nil && r != nil {
					a, b := span(n)
					if t.Text(r) == "1" {
						edit("OBO", a, b, t.Text(l))
					} else if t.Text(l) == "1" && op == "+" {
						edit("OBO", a, b, t.Text(r))
					}
				}
				// Operands swapped (string and list concatenation, subtraction, division).
				switch t.Text(o) {
				case "+", "-", "/", "//", "%":
					l, r := n.ChildByFieldName("left"), n.ChildByFieldName("right")
					if l != nil && r != nil && l.Type() != "binary_operator" && r.Type() != "binary_operator" {
						a, b := span(n)
						edit("SWP", a, b, t.Text(r)+" "+t.Text(o)+" "+t.Text(l))
					}
				}
			}
			if o := n.ChildByFieldName("operator"); o != nil {
				op := strings.TrimSuffix(t.Text(o), "=")
				for _, r := range aorAll[op] {
					if n.Type() == "augmented_assignment" {
						r += "="
					}
					a, b := span(o)
					edit("AOR", a, b, r)
				}
			}
		case "assignment":
			l, r := n.ChildByFieldName("left"), n.ChildByFieldName("right")
			// The wrong target: a subscript or attribute the right side
			// reads (x[u] = min(y[u] + w, y[v]) meant y[v] = ...).
			if l != nil && r != nil && oneLine(n) && (l.Type() == "subscript" || l.Type() == "attribute") {
				la, lb := span(l)
				k := 0
				pyparse.Walk(r, func(m *pyparse.Node) bool {
					if (m.Type() == "subscript" || m.Type() == "attribute") && m.Type() == l.Type() && t.Text(m) != t.Text(l) && k < 4 {
						if p := m.Parent(); p == nil || p.Type() != "call" || !p.ChildByFieldName("function").Equal(m) {
							edit("TGT", la, lb, t.Text(m))
							k++
						}
					}
					return true
				})
			}
			// A running aggregate overwritten: x = e for x = max(x, e),
			// min(x, e), or x += e.
			if l != nil && r != nil && oneLine(n) && (l.Type() == "identifier" || l.Type() == "attribute" || l.Type() == "subscript") &&
				r.Type() != "list" && r.Type() != "dictionary" && r.Type() != "set" && !strings.Contains(t.Text(r), t.Text(l)) {
				a, b := span(r)
				lt, rt := t.Text(l), t.Text(r)
				if l.Type() != "subscript" {
					edit("ACC", a, b, "max("+lt+", "+rt+")")
					edit("ACC", a, b, "min("+lt+", "+rt+")")
				}
				la, _ := span(l)
				_, rb := span(r)
				edit("ACC", la, rb, lt+" += "+rt)
			}
		case "attribute":
			// Another attribute of the same object's kind (incoming_nodes
			// for outgoing_nodes): attribute names the file uses elsewhere.
			a := n.ChildByFieldName("attribute")
			if a == nil || !oneLine(n) {
				return true
			}
			if p := n.Parent(); p != nil && p.Type() == "call" {
				if f := p.ChildByFieldName("function"); f != nil && f.Equal(n) {
					return true // a method: the sibling swaps cover those
				}
			}
			k := 0
			for _, o := range attrNames {
				if o != t.Text(a) && k < 6 {
					aa, ab := span(a)
					edit("ATR", aa, ab, o)
					k++
				}
			}
		case "boolean_operator":
			if o := n.ChildByFieldName("operator"); o != nil {
				r := map[string]string{"and": "or", "or": "and"}[t.Text(o)]
				a, b := span(o)
				edit("LOR", a, b, r)
			}
		case "not_operator":
			if arg := n.ChildByFieldName("argument"); arg != nil && oneLine(n) {
				a, b := span(n)
				edit("NOT", a, b, t.Text(arg))
			}
		case "unary_operator":
			if o := n.ChildByFieldName("operator"); o != nil && t.Text(o) == "-" && oneLine(n) {
				arg := n.ChildByFieldName("argument")
				if arg != nil && arg.Type() != "integer" && arg.Type() != "float" {
					a, b := span(n)
					edit("AOR", a, b, t.Text(arg))
				}
			}
		case "if_statement", "elif_clause", "while_statement":
			if c := n.ChildByFieldName("condition"); c != nil && oneLine(c) && c.Type() != "not_operator" {
				a, b := span(c)
				edit("NOT", a, b, "not ("+t.Text(c)+")")
			}
		case "true", "false":
			a, b := span(n)
			edit("CON", a, b, map[string]string{"true": "False", "false": "True"}[n.Type()])
		case "integer":
			if v, err := strconv.Atoi(t.Text(n)); err == nil && oneLine(n) && !inData(n) {
				a, b := span(n)
				edit("CST", a, b, strconv.Itoa(v+1))
				if v > 0 {
					edit("CST", a, b, strconv.Itoa(v-1))
				}
			}
		case "expression_statement":
			if oneLine(n) && !assertLike(t.Text(n)) {
				a, b := span(n)
				edit("DEL", a, b, "pass")
			}
		case "return_statement":
			// A return inside a loop that should come after it, or an early
			// exit: the value returned is what the slice sees.
		case "call":
			fn := n.ChildByFieldName("function")
			args := n.ChildByFieldName("arguments")
			if fn == nil || args == nil {
				return true
			}
			name := fn
			if fn.Type() == "attribute" {
				name = fn.ChildByFieldName("attribute")
			}
			if name != nil && name.Type() == "identifier" {
				for _, s := range sib[t.Text(name)] {
					a, b := span(name)
					edit("SIB", a, b, s)
				}
			}
			fname := t.Text(name)
			// The call dropped, its one argument kept (a wrapper applied once
			// too often: yield f(x) for yield x, int(round(x)) for round(x)).
			if as := namedChildren(args); len(as) == 1 && as[0].Type() != "keyword_argument" && as[0].Type() != "list_splat" && oneLine(n) && fn.Type() == "identifier" {
				a, b := span(n)
				edit("CAL", a, b, t.Text(as[0]))
			}
			// Two adjacent positional arguments swapped (gcd(a % b, b), op(b, a)).
			if as := namedChildren(args); oneLine(args) {
				for i := 0; i+1 < len(as); i++ {
					x, y := as[i], as[i+1]
					if x.Type() == "keyword_argument" || y.Type() == "keyword_argument" || x.Type() == "list_splat" || y.Type() == "list_splat" {
						continue
					}
					xa, _ := span(x)
					_, yb := span(y)
					between := string(t.Src[x.EndByte():y.StartByte()])
					edit("ARG", xa, yb, t.Text(y)+between+t.Text(x))
				}
			}
			if fname == "sorted" || fname == "sort" || fname == "nlargest" || fname == "nsmallest" {
				// Sort order: toggle reverse, or add it.
				found := false
				for _, c := range pyparse.Children(args) {
					if c.Type() == "keyword_argument" && t.Text(c.ChildByFieldName("name")) == "reverse" {
						found = true
						v := c.ChildByFieldName("value")
						a, b := span(v)
						switch t.Text(v) {
						case "True":
							edit("ORD", a, b, "False")
						case "False":
							edit("ORD", a, b, "True")
						default:
							edit("ORD", a, b, "not ("+t.Text(v)+")")
						}
					}
				}
				if !found && oneLine(args) && fname != "nlargest" && fname != "nsmallest" {
					a, b := span(args)
					inner := strings.TrimSuffix(strings.TrimPrefix(t.Text(args), "("), ")")
					if strings.TrimSpace(inner) == "" {
						edit("ORD", a, b, "(reverse=True)")
					} else {
						edit("ORD", a, b, "("+inner+", reverse=True)")
					}
				}
			}
			if fname == "isinstance" {
				as := namedChildren(args)
				if len(as) == 2 {
					ty := as[1]
					a, b := span(ty)
					var have []string
					if ty.Type() == "tuple" {
						for _, c := range namedChildren(ty) {
							have = append(have, t.Text(c))
						}
					} else {
						have = []string{t.Text(ty)}
					}
					// Drop one type, add one, or exclude bool from int.
					if len(have) > 1 {
						for i := range have {
							rest := append(append([]string{}, have[:i]...), have[i+1:]...)
							edit("TYP", a, b, tupleText(rest))
						}
					}
					for _, nt := range typeNames {
						if !contains(have, nt) {
							edit("TYP", a, b, tupleText(append(append([]string{}, have...), nt)))
						}
					}
					if contains(have, "int") && !contains(have, "bool") {
						ca, cb := span(n)
						edit("TYP", ca, cb, "("+t.Text(n)+" and not isinstance("+t.Text(as[0])+", bool))")
					}
				}
			}
		case "for_statement", "for_in_clause":
			// The iteration's extent: a slice added (a header row, the
			// first k items already taken) or dropped.
			r := n.ChildByFieldName("right")
			if r == nil || !oneLine(r) {
				return true
			}
			a, b := span(r)
			if r.Type() == "subscript" {
				if sl := r.ChildByFieldName("subscript"); sl != nil && sl.Type() == "slice" {
					edit("SLC", a, b, t.Text(r.ChildByFieldName("value")))
				}
				return true
			}
			if r.Type() != "identifier" && r.Type() != "attribute" && r.Type() != "call" {
				return true
			}
			edit("SLA", a, b, t.Text(r)+"[1:]")
			edit("SLA", a, b, t.Text(r)+"[:-1]")
			if f := enclosing(n); f != t.Root {
				k := 0
				for _, p := range pyparse.Children(f.ChildByFieldName("parameters")) {
					if p.Type() == "identifier" && t.Text(p) != t.Text(r) && t.Text(p) != "self" && k < 3 {
						edit("SLA", a, b, t.Text(r)+"["+t.Text(p)+":]")
						k++
					}
				}
			}
		case "subscript":
			// A slice dropped from a value used whole (parse(x)[1:] for parse(x)).
			// Not a recursive call's argument: the subproblem would not shrink.
			if sl := n.ChildByFieldName("subscript"); sl != nil && sl.Type() == "slice" && oneLine(n) && !bound(n) {
				if p := n.Parent(); p != nil && (p.Type() == "assignment" || p.Type() == "augmented_assignment") {
					if l := p.ChildByFieldName("left"); l != nil && l.Equal(n) {
						return true
					}
				}
				a, b := span(n)
				edit("SLC", a, b, t.Text(n.ChildByFieldName("value")))
			}
		case "identifier":
			if !oneLine(n) || !isRead(n) {
				return true
			}
			// A recursive call's whole argument where a sibling argument
			// is sliced: the subproblem shrinks on both (f(a[1:], b[1:])).
			if p := n.Parent(); p != nil && p.Type() == "argument_list" && bound(n) {
				for _, sib := range namedChildren(p) {
					if sib.Type() == "subscript" {
						if sl := sib.ChildByFieldName("subscript"); sl != nil && sl.Type() == "slice" {
							a, b := span(n)
							edit("SLC", a, b, t.Text(n)+"["+t.Text(sl)+"]")
						}
					}
				}
			}
			name := t.Text(n)
			if name == "self" || name == "None" || name == "True" || name == "False" {
				return true
			}
			ns := namesOf(n)
			if contains(ns, name) {
				for _, o := range ns {
					if o != name {
						a, b := span(n)
						edit("VAR", a, b, o)
					}
				}
			}
		}
		// A wrong key: d["count"] for d["total"].
		if n.Type() == "subscript" && oneLine(n) {
			if k := n.ChildByFieldName("subscript"); k != nil && k.Type() == "string" {
				a, b := span(k)
				c := 0
				for _, o := range keyNames {
					if o != t.Text(k) && o[0] == t.Text(k)[0] && c < 6 {
						edit("KEY", a, b, o)
						c++
					}
				}
			}
		}
		// A normalization applied to one name but not another the
		// statement reads (headers[name.strip()] = value).
		switch n.Type() {
		case "expression_statement", "return_statement":
			if oneLine(n) {
				normalizeSiblings(t, n, isRead, edit)
			}
		}
		// Off-by-one on bounds: indices, slice bounds, range arguments.
		if bound(n) && oneLine(n) && n.Type() != "integer" && n.Type() != "keyword_argument" && n.Type() != "comment" {
			a, b := span(n)
			x := t.Text(n)
			if n.Type() != "identifier" && n.Type() != "call" && n.Type() != "attribute" && n.Type() != "subscript" {
				x = "(" + x + ")"
			}
			edit("OBO", a, b, x+" + 1")
			edit("OBO", a, b, x+" - 1")
		}
		if n.Type() == "keyword_argument" && bound(n) {
			if v := n.ChildByFieldName("value"); v != nil && v.Type() != "integer" && oneLine(v) {
				a, b := span(v)
				edit("OBO", a, b, "("+t.Text(v)+") + 1")
				edit("OBO", a, b, "("+t.Text(v)+") - 1")
			}
		}
		return true
	})
	return out, nil
}

// normalizers are argument-free methods that clean a string.
var normalizers = map[string]bool{"strip": true, "lower": true, "upper": true, "casefold": true, "rstrip": true, "lstrip": true}

// normalizeSiblings: in statement st, for each name on which a chain of
// normalizers is called (name.strip().lower()), the same chain added to
// each other name st reads bare (NRM).
func normalizeSiblings(t *pyparse.Tree, st *pyparse.Node, isRead func(*pyparse.Node) bool, edit func(op string, a, b int, s string)) {
	var chains []string
	recv := map[string]bool{}
	pyparse.Walk(st, func(n *pyparse.Node) bool {
		if n.Type() != "call" {
			return true
		}
		// The outermost call of a chain: walk down to its receiver.
		if p := n.Parent(); p != nil && p.Type() == "attribute" {
			return true
		}
		chain := ""
		c := n
		for c != nil && c.Type() == "call" {
			fn, args := c.ChildByFieldName("function"), c.ChildByFieldName("arguments")
			if fn == nil || fn.Type() != "attribute" || args == nil || args.NamedChildCount() != 0 || !normalizers[t.Text(fn.ChildByFieldName("attribute"))] {
				return true
			}
			chain = "." + t.Text(fn.ChildByFieldName("attribute")) + "()" + chain
			c = fn.ChildByFieldName("object")
		}
		if c != nil && c.Type() == "identifier" && chain != "" {
			recv[t.Text(c)] = true
			chains = append(chains, chain)
		}
		return true
	})
	if len(chains) == 0 {
		return
	}
	pyparse.Walk(st, func(n *pyparse.Node) bool {
		if n.Type() == "identifier" && isRead(n) && !recv[t.Text(n)] {
			if p := n.Parent(); p != nil && p.Type() == "attribute" {
				return true // the receiver of another method or attribute
			}
			a, b := int(n.StartByte()), int(n.EndByte())
			for _, ch := range chains {
				edit("NRM", a, b, t.Text(n)+ch)
			}
		}
		return true
	})
}

// spans: a node covering one of the lines (a statement across lines).
func spans(n *pyparse.Node, lines map[int]bool) bool {
	for l := pyparse.Line(n); l <= pyparse.EndLine(n) && l < pyparse.Line(n)+50; l++ {
		if lines[l] {
			return true
		}
	}
	return false
}

// inData: a constant that is an element of a literal collection of several
// items (a program's input data, not its logic).
func inData(n *pyparse.Node) bool {
	p := n.Parent()
	for p != nil && (p.Type() == "unary_operator" || p.Type() == "pair") {
		p = p.Parent()
	}
	if p == nil {
		return false
	}
	switch p.Type() {
	case "list", "tuple", "set", "dictionary":
		return p.NamedChildCount() >= 2
	}
	return false
}

func assertLike(s string) bool {
	return strings.HasPrefix(s, "print(") || strings.HasPrefix(s, "assert")
}

func namedChildren(n *pyparse.Node) []*pyparse.Node {
	var out []*pyparse.Node
	for i := 0; i < int(n.NamedChildCount()); i++ {
		if c := n.NamedChild(i); c.Type() != "comment" {
			out = append(out, c)
		}
	}
	return out
}

func tupleText(xs []string) string {
	if len(xs) == 1 {
		return xs[0]
	}
	return "(" + strings.Join(xs, ", ") + ")"
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
