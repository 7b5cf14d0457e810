// Phase: debug, mutation evidence (round 6). Repair operators for families
// of everyday bugs that no one-token mutant writes back, each a kind of
// mistake over the standard library and ordinary Python, not a program:
//
//   - FAC: a missing factor in a running sum or a sum's term (total +=
//     price for total += price * qty): the term multiplied by a sibling
//     value, another string key of the same subscripted object, another
//     data attribute of the same object, or another name the same loop
//     header unpacks;
//   - MTH: an attribute taken for its method or its sibling measure:
//     timedelta.seconds (the seconds part) for total_seconds(), a method
//     referenced but never called (s.isdigit for s.isdigit());
//   - DIR (case): a date directive of the wrong case (%M minutes for %m
//     month, %y for %Y, %I for %H, %b for %B, %a for %A);
//   - FMT (type): a format spec without its presentation type (:.2 is two
//     significant digits, :.2f two decimals) or without zero padding;
//   - NRI: a text normaliser (lower(), strip()) missing where the value
//     meets a regular expression, a string constant or a dict key;
//   - GRP: a calendar field used as a key without the larger unit (grouping
//     by month merges the Januaries of two years);
//   - CAT: a class attribute meant as a shared counter incremented through
//     self (which makes an instance attribute and leaves the class's alone);
//   - CST (reverse stop): range(n - 1, 0, -1) stops before index 0;
//   - SIB (clamp): min(lo, max(hi, x)) for max(lo, min(hi, x)).
package mutate

import (
	"regexp"
	"strings"

	"unstuck/internal/pyparse"
)

func init() {
	// Insertions and calls added: a no-op where the value already was
	// normalised, or already whole (see StatementLevel).
	for _, op := range []string{"FAC", "MTH", "NRI", "GRP", "CAT", "ITR", "INI", "NUM", "ABS"} {
		statementLevel[op] = true
	}
}

// prepareR6: the keys of each dict display, by each of its string keys.
func (c *moreCtx) prepareR6() {
	t := c.t
	c.records = map[string][]string{}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() != "dictionary" {
			return true
		}
		var ks []string
		for _, p := range namedChildren(n) {
			if p.Type() == "pair" {
				if k := p.ChildByFieldName("key"); k != nil && k.Type() == "string" && c.oneLine(k) {
					ks = append(ks, t.Text(k))
				}
			}
		}
		for _, k := range ks {
			for _, o := range ks {
				if o != k && !contains(c.records[k], o) {
					c.records[k] = append(c.records[k], o)
				}
			}
		}
		return true
	})
}

// inAssert: n is part of an assert statement (the check, not the program).
func inAssert(n *pyparse.Node) bool {
	for p := n.Parent(); p != nil; p = p.Parent() {
		switch p.Type() {
		case "assert_statement":
			return true
		case "function_definition", "module":
			return false
		}
	}
	return false
}

// visitR6 adds the round-6 mutants of node n.
func (c *moreCtx) visitR6(n *pyparse.Node) {
	if inAssert(n) {
		return
	}
	c.visitR6b(n)
	switch n.Type() {
	case "augmented_assignment":
		c.missingFactorAug(n)
		c.classCounter(n)
	case "binary_operator":
		c.missingFactorSum(n)
	case "generator_expression", "list_comprehension":
		c.missingFactorTerm(n)
	case "attribute":
		c.attrMethod(n)
		c.calendarKey(n)
	case "call":
		c.r6Call(n)
	case "comparison_operator":
		c.normaliseCompare(n)
	case "subscript":
		c.normaliseKey(n)
	case "format_specifier":
		c.formatType(n)
	}
}

// factorable: a term that may stand for a quantity missing its factor.
func factorable(n *pyparse.Node) bool {
	switch n.Type() {
	case "identifier", "subscript", "attribute":
		return true
	}
	return false
}

// factors: the values a term x may lack as a factor, sibling reads of the
// same kind: x[k2] for x[k], o.b for o.a, and the other names the loops
// around x unpack together with it.
func (c *moreCtx) factors(x *pyparse.Node) []string {
	t := c.t
	var out []string
	add := func(s string) {
		if s != t.Text(x) && !contains(out, s) && len(out) < 4 {
			out = append(out, s)
		}
	}
	switch x.Type() {
	case "subscript":
		v, k := x.ChildByFieldName("value"), x.ChildByFieldName("subscript")
		if v == nil || k == nil || k.Type() != "string" {
			return nil
		}
		// The other fields of a record the key belongs to (a dict display
		// holding it), then every key of the file.
		for _, o := range c.records[t.Text(k)] {
			add(t.Text(v) + "[" + o + "]")
		}
		for _, o := range c.keyNames {
			if o != t.Text(k) && o[0] == t.Text(k)[0] {
				add(t.Text(v) + "[" + o + "]")
			}
		}
	case "attribute":
		o, a := x.ChildByFieldName("object"), x.ChildByFieldName("attribute")
		if o == nil || a == nil {
			return nil
		}
		names := c.attrNames
		if t.Text(o) == "self" {
			if cls := c.classOf(x); cls != nil {
				names = c.fields[cls.StartByte()]
			}
		}
		for _, f := range names {
			if f != t.Text(a) {
				add(t.Text(o) + "." + f)
			}
		}
	case "identifier":
		for _, nm := range c.loopSiblings(x) {
			add(nm)
		}
	}
	return out
}

// loopSiblings: the names the for loops (and comprehensions) around n
// bind in the same header as another name (for name, (mean, count) in ...).
func (c *moreCtx) loopSiblings(n *pyparse.Node) []string {
	t := c.t
	var out []string
	for p := n.Parent(); p != nil && p.Type() != "function_definition" && p.Type() != "module"; p = p.Parent() {
		var left *pyparse.Node
		switch p.Type() {
		case "for_statement":
			left = p.ChildByFieldName("left")
		case "generator_expression", "list_comprehension", "set_comprehension", "dictionary_comprehension":
			for _, ch := range pyparse.Children(p) {
				if ch.Type() == "for_in_clause" {
					if l := ch.ChildByFieldName("left"); l != nil {
						out = append(out, identsIn(t, l)...)
					}
				}
			}
		}
		if left != nil {
			out = append(out, identsIn(t, left)...)
		}
	}
	return out
}

func identsIn(t *pyparse.Tree, n *pyparse.Node) []string {
	var out []string
	pyparse.Walk(n, func(m *pyparse.Node) bool {
		if m.Type() == "identifier" && t.Text(m) != "_" {
			out = append(out, t.Text(m))
		}
		return true
	})
	if len(out) < 2 {
		return nil // a loop over single values names no sibling
	}
	return out
}

// multiplied writes x * f for the term x at its place.
func (c *moreCtx) multiplied(x *pyparse.Node) {
	if !c.oneLine(x) || !factorable(x) {
		return
	}
	a, b := c.span(x)
	for _, f := range c.factors(x) {
		c.edit("FAC", a, b, c.t.Text(x)+" * "+f)
	}
}

// missingFactorAug: total += x where total += x * f was meant.
func (c *moreCtx) missingFactorAug(n *pyparse.Node) {
	o, r := n.ChildByFieldName("operator"), n.ChildByFieldName("right")
	if o == nil || r == nil || (c.t.Text(o) != "+=" && c.t.Text(o) != "-=") {
		return
	}
	c.multiplied(r)
}

// missingFactorSum: acc + x (a running sum assigned or returned) where
// acc + x * f was meant.
func (c *moreCtx) missingFactorSum(n *pyparse.Node) {
	o, r := n.ChildByFieldName("operator"), n.ChildByFieldName("right")
	if o == nil || r == nil || (c.t.Text(o) != "+" && c.t.Text(o) != "-") {
		return
	}
	p := n.Parent()
	if p == nil || (p.Type() != "assignment" && p.Type() != "return_statement") {
		return
	}
	c.multiplied(r)
}

// missingFactorTerm: sum(x for ...) over terms missing their factor.
func (c *moreCtx) missingFactorTerm(n *pyparse.Node) {
	p := n.Parent()
	if n.Type() == "generator_expression" {
		if p == nil || p.Type() != "call" {
			return
		}
	} else {
		if p == nil || p.Type() != "argument_list" {
			return
		}
		p = p.Parent()
	}
	if p == nil || p.Type() != "call" || c.t.Text(p.ChildByFieldName("function")) != "sum" {
		return
	}
	if body := n.ChildByFieldName("body"); body != nil {
		c.multiplied(body)
	}
}

// zeroArgMethods are methods of str, list, dict, set, date and timedelta
// that take no argument: referenced without the call they are a bound
// method, always true and never equal to a value.
var zeroArgMethods = map[string]bool{
	"lower": true, "upper": true, "strip": true, "lstrip": true, "rstrip": true, "casefold": true,
	"isdigit": true, "isalpha": true, "isalnum": true, "isspace": true, "isupper": true, "islower": true, "isnumeric": true,
	"keys": true, "values": true, "items": true, "total_seconds": true, "weekday": true, "isoweekday": true,
	"isoformat": true, "splitlines": true,
}

// dataAttr: name is a data field some class of the file defines.
func (c *moreCtx) dataAttr(name string) bool {
	for _, fs := range c.fields {
		if contains(fs, name) {
			return true
		}
	}
	return false
}

// attrMethod: MTH. timedelta's .seconds (0-86399, the days left out) and
// .days read where the whole duration was meant, and a method referenced
// where its result was meant.
func (c *moreCtx) attrMethod(n *pyparse.Node) {
	t := c.t
	o, a := n.ChildByFieldName("object"), n.ChildByFieldName("attribute")
	if o == nil || a == nil || !c.oneLine(n) || !c.isValueAttr(n) || t.Text(o) == "self" {
		return
	}
	if p := n.Parent(); p != nil && p.Type() == "attribute" {
		return // a receiver of a further attribute or method
	}
	// Not an attribute the file itself assigns (its own data).
	if p := n.Parent(); p != nil && (p.Type() == "assignment" || p.Type() == "augmented_assignment") {
		if l := p.ChildByFieldName("left"); l != nil && l.Equal(n) {
			return
		}
	}
	aa, ab := c.span(a)
	switch name := t.Text(a); {
	case name == "seconds":
		// A duration's seconds part where the whole of it was meant.
		c.edit("MTH", aa, ab, "total_seconds()")
		s, e := c.span(n)
		c.edit("MTH", s, e, "("+t.Text(n)+" + "+t.Text(o)+".days * 86400)")
	case zeroArgMethods[name] && !c.dataAttr(name):
		c.edit("MTH", aa, ab, name+"()")
	}
}

// calendarFields: a date field and the larger unit it repeats within.
var calendarFields = map[string]string{"month": "year", "day": "month", "hour": "day"}

// calendarKey: GRP. d.month as a key (assigned to a name, a subscript's
// index, a dict key, returned or a lambda's value) without d.year.
func (c *moreCtx) calendarKey(n *pyparse.Node) {
	t := c.t
	o, a := n.ChildByFieldName("object"), n.ChildByFieldName("attribute")
	if o == nil || a == nil || !c.oneLine(n) || !c.isValueAttr(n) {
		return
	}
	big, ok := calendarFields[t.Text(a)]
	if !ok {
		return
	}
	p := n.Parent()
	if p == nil {
		return
	}
	switch p.Type() {
	case "assignment":
		if r := p.ChildByFieldName("right"); r == nil || !r.Equal(n) {
			return
		}
	case "subscript":
		if k := p.ChildByFieldName("subscript"); k == nil || !k.Equal(n) {
			return
		}
	case "pair", "lambda", "return_statement":
	default:
		return
	}
	s, e := c.span(n)
	c.edit("GRP", s, e, "("+t.Text(o)+"."+big+", "+t.Text(n)+")")
}

// classCounter: CAT. self.n += 1 where n is a class attribute the
// instances share (an id counter): the class's own attribute.
func (c *moreCtx) classCounter(n *pyparse.Node) {
	t := c.t
	l := n.ChildByFieldName("left")
	if l == nil || l.Type() != "attribute" || !c.oneLine(n) {
		return
	}
	o, a := l.ChildByFieldName("object"), l.ChildByFieldName("attribute")
	if o == nil || a == nil || t.Text(o) != "self" {
		return
	}
	cls := c.classOf(n)
	if cls == nil {
		return
	}
	body := cls.ChildByFieldName("body")
	if body == nil {
		return
	}
	inBody := false
	for _, st := range namedChildren(body) {
		if st.Type() == "expression_statement" && st.NamedChildCount() == 1 {
			if as := st.NamedChild(0); as.Type() == "assignment" {
				if x := as.ChildByFieldName("left"); x != nil && t.Text(x) == t.Text(a) {
					inBody = true
				}
			}
		}
	}
	if !inBody {
		return
	}
	// Not when some method assigns self.n = ... (an instance attribute
	// meant as one, the class value its default).
	plain := false
	pyparse.Walk(cls, func(m *pyparse.Node) bool {
		if m.Type() == "assignment" {
			if x := m.ChildByFieldName("left"); x != nil && t.Text(x) == "self."+t.Text(a) {
				plain = true
			}
		}
		return !plain
	})
	if plain {
		return
	}
	s, e := c.span(o)
	c.edit("CAT", s, e, t.Text(cls.ChildByFieldName("name")))
}

// reSubject: the argument of each re function that is the text searched.
var reSubject = map[string]int{"match": 1, "search": 1, "fullmatch": 1, "findall": 1, "finditer": 1, "split": 1, "sub": 2, "subn": 2}

func (c *moreCtx) r6Call(n *pyparse.Node) {
	t := c.t
	fn, args, name := t.Callee(n)
	if fn == nil || args == nil || args.Type() != "argument_list" || !c.oneLine(n) {
		return
	}
	as := namedChildren(args)
	switch name {
	case "strptime", "strftime":
		for _, p := range as {
			if p.Type() == "string" {
				c.directiveCase(p)
			}
		}
	case "range":
		// range(i, 0, -1) stops at 1: index 0 needs the stop -1.
		if len(as) == 3 && t.Text(as[1]) == "0" && strings.HasPrefix(strings.TrimSpace(t.Text(as[2])), "-") {
			a, b := c.span(as[1])
			c.edit("CST", a, b, "-1")
		}
	case "min", "max":
		// A clamp with its two bounds' functions exchanged.
		other := map[string]string{"min": "max", "max": "min"}[name]
		if fn.Type() != "identifier" {
			return
		}
		for _, x := range as {
			if x.Type() == "call" && t.Text(x.ChildByFieldName("function")) == other {
				a, b := c.span(n)
				inner := t.Text(x)
				swapped := t.Text(n)
				off := int(x.StartByte() - n.StartByte())
				swapped = other + swapped[len(name):off] + name + inner[len(other):] + swapped[off+len(inner):]
				c.edit("SIB", a, b, swapped)
			}
		}
	case "format":
		// format(x, ".2") and "{:.2}".format(x).
		if fn.Type() == "identifier" && len(as) == 2 && as[1].Type() == "string" {
			c.specLiteral(as[1], false)
		}
		if fn.Type() == "attribute" {
			if o := fn.ChildByFieldName("object"); o != nil && o.Type() == "string" {
				c.specLiteral(o, true)
			}
		}
	}
	// The text a regular expression is applied to, not normalised.
	if i, ok := reSubject[name]; ok && fn.Type() == "attribute" {
		if obj := fn.ChildByFieldName("object"); obj != nil && t.Text(obj) == "re" && i < len(as) {
			c.normalised(as[i], "lower")
		}
	}
	// A dict read or set filled with a key not normalised.
	if (name == "get" || name == "add" || name == "setdefault") && fn.Type() == "attribute" && len(as) >= 1 && as[0].Type() == "identifier" {
		c.normalised(as[0], "lower", "strip")
	}
}

// directiveCase: a date format's directives with their case swapped.
func (c *moreCtx) directiveCase(s *pyparse.Node) {
	txt := c.t.Text(s)
	a, b := c.span(s)
	for _, m := range directive.FindAllStringIndex(txt, -1) {
		d := txt[m[0]+1]
		if !strings.ContainsRune("mMyYHIbBaA", rune(d)) {
			continue
		}
		sw := strings.ToLower(string(d))
		if sw == string(d) {
			sw = strings.ToUpper(sw)
		}
		c.edit("DIR", a, b, txt[:m[0]+1]+sw+txt[m[1]:])
	}
}

// precisionOnly: a format spec whose last part is a precision with no
// presentation type (.2 is two significant digits); widthOnly: a bare
// width (no zero padding).
var precisionOnly = regexp.MustCompile(`^([<>^=]?[+\- ]?,?\d*\.\d+)$`)
var widthOnly = regexp.MustCompile(`^([1-9]\d*)$`)

// formatType: FMT on an f-string field's spec.
func (c *moreCtx) formatType(n *pyparse.Node) {
	if !c.oneLine(n) {
		return
	}
	s := c.t.Text(n)
	a, b := c.span(n)
	colon := ""
	if strings.HasPrefix(s, ":") {
		colon = ":"
	}
	spec := s[len(colon):]
	if strings.Contains(spec, "%") {
		// f"{d:%Y-%M}": a date's format.
		for _, m := range directive.FindAllStringIndex(s, -1) {
			d := s[m[0]+1]
			if !strings.ContainsRune("mMyYHIbBaA", rune(d)) {
				continue
			}
			sw := strings.ToLower(string(d))
			if sw == string(d) {
				sw = strings.ToUpper(sw)
			}
			c.edit("DIR", a, b, s[:m[0]+1]+sw+s[m[1]:])
		}
		return
	}
	for _, r := range specRepairs(spec) {
		c.edit("FMT", a, b, colon+r)
	}
}

// specRepairs: the spec with its type added, or zero padding.
func specRepairs(spec string) []string {
	switch {
	case precisionOnly.MatchString(spec):
		return []string{spec + "f"}
	case widthOnly.MatchString(spec):
		return []string{"0" + spec}
	}
	return nil
}

var fieldSpec = regexp.MustCompile(`\{[^{}:]*:([^{}]*)\}`)

// specLiteral: the same for a format string literal ("{:.2}".format, or a
// bare spec given to format()).
func (c *moreCtx) specLiteral(s *pyparse.Node, fields bool) {
	txt := c.t.Text(s)
	a, b := c.span(s)
	if !fields {
		q := strings.IndexAny(txt, `"'`)
		if q < 0 || len(txt) < q+2 {
			return
		}
		inner := txt[q+1 : len(txt)-1]
		for _, r := range specRepairs(inner) {
			c.edit("FMT", a, b, txt[:q+1]+r+txt[len(txt)-1:])
		}
		return
	}
	for _, m := range fieldSpec.FindAllStringSubmatchIndex(txt, -1) {
		for _, r := range specRepairs(txt[m[2]:m[3]]) {
			c.edit("FMT", a, b, txt[:m[2]]+r+txt[m[3]:])
		}
	}
}

// normalised: NRI, x.m() for the plain value x.
func (c *moreCtx) normalised(x *pyparse.Node, methods ...string) {
	if !c.oneLine(x) {
		return
	}
	switch x.Type() {
	case "identifier", "attribute", "subscript":
	case "call":
		// Not a value already normalised.
		if f := x.ChildByFieldName("function"); f != nil && f.Type() == "attribute" && normalizers[c.t.Text(f.ChildByFieldName("attribute"))] {
			return
		}
	default:
		return
	}
	if x.Type() == "identifier" && (c.t.Text(x) == "None" || c.t.Text(x) == "self") {
		return
	}
	a, b := c.span(x)
	for _, m := range methods {
		c.edit("NRI", a, b, c.t.Text(x)+"."+m+"()")
	}
}

// textConst: a string literal, or a display of string literals.
func textConst(n *pyparse.Node) bool {
	switch n.Type() {
	case "string":
		for _, ch := range pyparse.Children(n) {
			if ch.Type() == "interpolation" {
				return false
			}
		}
		return true
	case "tuple", "list", "set":
		if n.NamedChildCount() == 0 {
			return false
		}
		for _, x := range namedChildren(n) {
			if x.Type() != "string" {
				return false
			}
		}
		return true
	}
	return false
}

// normaliseCompare: x == "yes" / x in ("a", "b") / x in NAMES with x
// neither lowered nor stripped.
func (c *moreCtx) normaliseCompare(n *pyparse.Node) {
	t := c.t
	if n.NamedChildCount() != 2 || n.ChildCount() != 3 || !c.oneLine(n) {
		return
	}
	l, r := n.NamedChild(0), n.NamedChild(1)
	op := strings.Join(strings.Fields(t.Text(n.Child(1))), " ")
	switch op {
	case "==", "!=":
		if textConst(r) {
			c.normalised(l, "lower", "strip")
		} else if textConst(l) {
			c.normalised(r, "lower", "strip")
		}
	case "in", "not in":
		if textConst(r) {
			c.normalised(l, "lower", "strip")
		}
	}
}

// normaliseKey: counts[word] += 1 / d[name] = ... with the key not
// normalised (the same word twice, in two cases).
func (c *moreCtx) normaliseKey(n *pyparse.Node) {
	p := n.Parent()
	if p == nil || (p.Type() != "assignment" && p.Type() != "augmented_assignment") {
		return
	}
	if l := p.ChildByFieldName("left"); l == nil || !l.Equal(n) {
		return
	}
	if k := n.ChildByFieldName("subscript"); k != nil && k.Type() == "identifier" {
		c.normalised(k, "lower", "strip")
	}
}

// Round 6, second part: loops, extremes and numbers kept as text.
//
//   - ITR: a loop over a dict or a list that unpacks two names from each
//     item (for k, v in d / for i, x in xs) where d.items() or
//     enumerate(xs) was meant; a loop over a list the body removes from
//     (items skipped) where a copy was meant;
//   - INI: a running maximum or minimum started at 0 (wrong when every
//     value is negative, or positive for a minimum): started at -inf / inf;
//   - NUM: numbers kept as text compared as text ("10" < "9"): a sort or
//     max/min key converting them, round() without its digits;
//   - ABS: a difference compared against a tolerance or bound without abs().

// visitR6b adds the second part's mutants of node n.
func (c *moreCtx) visitR6b(n *pyparse.Node) {
	switch n.Type() {
	case "for_statement":
		c.loopItems(n)
	case "assignment":
		c.extremeStart(n)
	case "call":
		c.numericText(n)
	case "comparison_operator":
		c.absDifference(n)
	}
}

// loopItems: ITR.
func (c *moreCtx) loopItems(n *pyparse.Node) {
	t := c.t
	l, r, body := n.ChildByFieldName("left"), n.ChildByFieldName("right"), n.ChildByFieldName("body")
	if l == nil || r == nil || !c.oneLine(r) {
		return
	}
	if r.Type() != "identifier" && r.Type() != "attribute" {
		return
	}
	a, b := c.span(r)
	if (l.Type() == "pattern_list" || l.Type() == "tuple_pattern") && l.NamedChildCount() == 2 {
		c.edit("ITR", a, b, t.Text(r)+".items()")
		c.edit("ITR", a, b, "enumerate("+t.Text(r)+")")
	}
	if body == nil {
		return
	}
	// The body removes from the list it iterates.
	removes := false
	pyparse.Walk(body, func(m *pyparse.Node) bool {
		if m.Type() == "call" {
			if f := m.ChildByFieldName("function"); f != nil && f.Type() == "attribute" && t.Text(f.ChildByFieldName("object")) == t.Text(r) {
				switch t.Text(f.ChildByFieldName("attribute")) {
				case "remove", "pop", "discard", "insert":
					removes = true
				}
			}
		}
		if m.Type() == "delete_statement" && strings.Contains(t.Text(m), t.Text(r)+"[") {
			removes = true
		}
		return !removes
	})
	if removes {
		c.edit("ITR", a, b, "list("+t.Text(r)+")")
	}
}

// extremeStart: INI. best = 0 in a function that keeps the max or min of
// best and another value (best = max(best, x), or if x > best: best = x).
func (c *moreCtx) extremeStart(n *pyparse.Node) {
	t := c.t
	l, r := n.ChildByFieldName("left"), n.ChildByFieldName("right")
	if l == nil || r == nil || l.Type() != "identifier" || (t.Text(r) != "0" && t.Text(r) != "0.0") {
		return
	}
	fn := c.enclosing(n)
	if fn == nil {
		return
	}
	name := t.Text(l)
	kept := false
	pyparse.Walk(fn, func(m *pyparse.Node) bool {
		switch m.Type() {
		case "call":
			if f := m.ChildByFieldName("function"); f != nil && (t.Text(f) == "max" || t.Text(f) == "min") {
				for _, a := range namedChildren(m.ChildByFieldName("arguments")) {
					if t.Text(a) == name {
						kept = true
					}
				}
			}
		case "if_statement":
			// if x > best: best = x (the running-extreme idiom, not a
			// bound a loop counts toward).
			cond, body := m.ChildByFieldName("condition"), m.ChildByFieldName("consequence")
			if cond == nil || body == nil || cond.Type() != "comparison_operator" || cond.NamedChildCount() != 2 || cond.ChildCount() != 3 {
				return true
			}
			op := t.Text(cond.Child(1))
			l, r := t.Text(cond.NamedChild(0)), t.Text(cond.NamedChild(1))
			if (op != "<" && op != ">" && op != "<=" && op != ">=") || (l != name && r != name) {
				return true
			}
			other := l
			if l == name {
				other = r
			}
			for _, st := range namedChildren(body) {
				if st.Type() == "expression_statement" && st.NamedChildCount() == 1 && st.NamedChild(0).Type() == "assignment" {
					as := st.NamedChild(0)
					if t.Text(as.ChildByFieldName("left")) == name && t.Text(as.ChildByFieldName("right")) == other {
						kept = true
					}
				}
			}
		}
		return !kept
	})
	if !kept {
		return
	}
	a, b := c.span(r)
	c.edit("INI", a, b, `float("-inf")`)
	c.edit("INI", a, b, `float("inf")`)
}

// numericText: NUM.
func (c *moreCtx) numericText(n *pyparse.Node) {
	t := c.t
	fn, args := n.ChildByFieldName("function"), n.ChildByFieldName("arguments")
	if fn == nil || args == nil || args.Type() != "argument_list" || !c.oneLine(n) || fn.Type() != "identifier" {
		return
	}
	as := namedChildren(args)
	switch t.Text(fn) {
	case "round":
		if len(as) == 1 {
			_, b := c.span(as[0])
			c.edit("NUM", b, b, ", 2")
		}
	case "sorted", "max", "min":
		hasKey := false
		for _, a := range as {
			if a.Type() != "keyword_argument" || t.Text(a.ChildByFieldName("name")) != "key" {
				continue
			}
			hasKey = true
			// key=lambda r: r["age"] over text: the field converted.
			if v := a.ChildByFieldName("value"); v != nil && v.Type() == "lambda" {
				if body := v.ChildByFieldName("body"); body != nil && (body.Type() == "subscript" || body.Type() == "attribute") {
					s, e := c.span(body)
					c.edit("NUM", s, e, "float("+t.Text(body)+")")
				}
			}
		}
		if !hasKey && len(as) == 1 && as[0].Type() != "generator_expression" {
			_, b := c.span(as[0])
			c.edit("NUM", b, b, ", key=float")
		}
	}
}

// absDifference: ABS. a - b < tol where the difference may be negative.
func (c *moreCtx) absDifference(n *pyparse.Node) {
	t := c.t
	if n.NamedChildCount() != 2 || n.ChildCount() != 3 || !c.oneLine(n) {
		return
	}
	switch t.Text(n.Child(1)) {
	case "<", "<=", ">", ">=":
	default:
		return
	}
	for _, x := range []*pyparse.Node{n.NamedChild(0), n.NamedChild(1)} {
		if x.Type() == "binary_operator" {
			if o := x.ChildByFieldName("operator"); o != nil && t.Text(o) == "-" {
				a, b := c.span(x)
				c.edit("ABS", a, b, "abs("+t.Text(x)+")")
			}
		}
	}
}
