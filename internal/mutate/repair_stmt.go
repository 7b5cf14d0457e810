// Phase: debug, mutation evidence (round 5). Repair operators at the level
// of a statement or a call: a call that is missing or misplaced rather than
// a token that is wrong. Each stands for a kind of mistake, not a program:
//
//   - SRT: itertools.groupby over data not sorted by the grouping key (its
//     input wrapped in sorted(..., key=the same key));
//   - MAT: an iterator (a generator function's result, map/filter/zip, a
//     generator expression) kept in a name and consumed more than once:
//     materialized with list(...);
//   - BND: a lambda or nested function made in a loop that reads the loop
//     variable late (the variable bound as a default argument);
//   - CPY: a mutable object stored (appended, assigned to an attribute)
//     where a snapshot was meant: .copy() of it;
//   - SHR: one object shared by every slot ([[0] * n] * m,
//     dict.fromkeys(keys, [])): one object per slot;
//   - NON: a falsy test (not x, x or default) where only None was meant
//     (0 and "" are values);
//   - MXK: max/min/sorted over a dict that compares the keys where the
//     values were meant (key=d.get);
//   - SPL: a string given where its words were meant (counts.update(line));
//   - YLD: a generator's last chunk returned instead of yielded;
//   - DIR: two directives of a strptime/strftime format swapped (day and
//     month order);
//   - SWS: two adjacent statements in the wrong order (a count taken before
//     the filter that should skip the item), attributed to the first;
//   - HPQ: heapq is a min-heap: the priority negated for a max-heap;
//   - MOD: a unit conversion missing its modulo (minutes = s // 60 where
//     s // 60 % 60 was meant);
//   - CNV: a key or parsed value of the wrong type (d.get(k) for
//     d.get(str(k)), "1.2".split(".") left as text);
//   - FLD: another data field of the same class (self.width for
//     self.length; dataclass fields included);
//   - SLF: a local assigned in a method where the attribute of the same
//     name was meant (index = ... for self.index = ...);
//   - RGX: a regular-expression class matching one character where one or
//     more were meant (\d for \d+);
//   - RET: a function whose last statement computes a value but never
//     returns it;
//   - SIB (keywords): timedelta's unit keywords taken for each other;
//   - ASG: a string method's result dropped (s.strip() for s = s.strip());
//   - CLS: a mutable class attribute shared by every instance, moved into
//     __init__;
//   - CPY (deep): a shallow copy (x.copy(), list(x), dict(x)) where nested
//     objects had to be copied too;
//   - SRT (in place): the None of x.sort() / x.reverse() taken as the
//     result;
//   - SPL (whitespace): split(" ") where any run of whitespace was meant;
//   - MXK (case): text sorted or compared case-sensitively (key=str.lower);
//   - CPY (return): a method handing out its object's own list or dict;
//   - NON (find): s.find(x) tested for truth (0 is a position, -1 is none);
//   - ASG (operator): self.total - x as a statement for self.total -= x.
package mutate

import (
	"regexp"
	"sort"
	"strings"

	"unstuck/internal/pyparse"
)

// statementLevel lists the operators that add or move a call or a
// statement (and round 4's copies): often a no-op where the line is right
// (a copy nobody mutates, list() of a list, str() of a str key).
var statementLevel = map[string]bool{"SRT": true, "MAT": true, "BND": true, "CPY": true, "SHR": true, "NON": true, "MXK": true,
	"SPL": true, "YLD": true, "DIR": true, "SWS": true, "HPQ": true, "MOD": true, "CNV": true, "FLD": true, "SLF": true,
	"RGX": true, "RET": true, "ASG": true, "CLS": true}

// StatementLevel reports whether op is one of the operators above: a
// mutant of theirs that changes nothing is an equivalent variant, not
// evidence that the line cannot matter (the localizer leaves it out of
// the line's kill ratio).
func StatementLevel(op string) bool { return statementLevel[op] }

// prepare collects what the operators below need from the whole file.
func (c *moreCtx) prepare() {
	t := c.t
	c.prepareR6()
	c.generators = map[string]bool{}
	c.fields = map[uint32][]string{}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		switch n.Type() {
		case "function_definition":
			if nm := n.ChildByFieldName("name"); nm != nil && pyparse.Yields(n.ChildByFieldName("body")) {
				c.generators[t.Text(nm)] = true
			}
		case "class_definition":
			set := map[string]bool{}
			var fs []string
			add := func(s string) {
				if !set[s] {
					set[s] = true
					fs = append(fs, s)
				}
			}
			if body := n.ChildByFieldName("body"); body != nil {
				for _, st := range namedChildren(body) {
					// name: type (a dataclass field) and name = value.
					if st.Type() == "expression_statement" && st.NamedChildCount() > 0 {
						if a := st.NamedChild(0); a.Type() == "assignment" {
							if l := a.ChildByFieldName("left"); l != nil && l.Type() == "identifier" {
								add(t.Text(l))
							}
						}
					}
				}
			}
			pyparse.Walk(n, func(m *pyparse.Node) bool {
				if m.Type() == "assignment" || m.Type() == "augmented_assignment" {
					if l := m.ChildByFieldName("left"); l != nil && l.Type() == "attribute" {
						if o := l.ChildByFieldName("object"); o != nil && t.Text(o) == "self" {
							add(t.Text(l.ChildByFieldName("attribute")))
						}
					}
				}
				return true
			})
			sort.Strings(fs)
			c.fields[n.StartByte()] = fs
		}
		return true
	})
}

// visitStmt adds the round-5 mutants of node n.
func (c *moreCtx) visitStmt(n *pyparse.Node) {
	switch n.Type() {
	case "call":
		c.stmtCall(n)
	case "assignment":
		c.stmtAssign(n)
	case "lambda":
		c.bindLoopVars(n, n.ChildByFieldName("parameters"), n.ChildByFieldName("body"))
	case "function_definition":
		c.bindLoopVars(n, n.ChildByFieldName("parameters"), n.ChildByFieldName("body"))
		c.missingReturn(n)
	case "binary_operator":
		c.stmtBinary(n)
	case "not_operator":
		c.falsyNot(n)
	case "if_clause", "identifier", "comparison_operator":
		c.noneTest(n)
	case "boolean_operator":
		c.falsyOr(n)
	case "return_statement":
		c.returnInGenerator(n)
		// An object's own list handed out, then changed by the caller.
		if n.NamedChildCount() == 1 && c.oneLine(n) {
			if x := n.NamedChild(0); x.Type() == "attribute" && c.t.Text(x.ChildByFieldName("object")) == "self" {
				a, b := c.span(x)
				c.edit("CPY", a, b, c.t.Text(x)+".copy()")
			}
		}
	case "block", "module":
		c.swapAdjacent(n)
	case "attribute":
		c.otherField(n)
		c.noneTest(n)
	case "expression_statement":
		c.discardedResult(n)
	case "class_definition":
		c.sharedClassAttr(n)
	case "subscript":
		// s.split(sep)[i]: a field cut out of a line, kept unstripped.
		if v := n.ChildByFieldName("value"); v != nil && v.Type() == "call" && c.oneLine(n) && c.isValue(n) {
			if f := v.ChildByFieldName("function"); f != nil && f.Type() == "attribute" && strings.HasSuffix(c.t.Text(f), "split") {
				a, b := c.span(n)
				c.edit("STP", a, b, c.t.Text(n)+".strip()")
			}
		}
		c.keyType(n, n.ChildByFieldName("subscript"))
		c.noneTest(n)
	}
}

// isValue: n is read, not assigned to or called.
func (c *moreCtx) isValue(n *pyparse.Node) bool {
	p := n.Parent()
	if p == nil {
		return false
	}
	switch p.Type() {
	case "assignment", "augmented_assignment", "for_statement", "for_in_clause":
		if l := p.ChildByFieldName("left"); l != nil && l.Equal(n) {
			return false
		}
	case "call":
		if f := p.ChildByFieldName("function"); f != nil && f.Equal(n) {
			return false
		}
	case "attribute":
		return false // a method called on it, or a further attribute
	case "pattern_list", "tuple_pattern", "delete_statement":
		return false
	}
	return true
}

func (c *moreCtx) stmtCall(n *pyparse.Node) {
	t := c.t
	if p := n.Parent(); p != nil && p.Type() != "not_operator" && inCondition(n) {
		c.notFoundTest(n, n, " != -1")
	}
	fn, args, name := t.Callee(n)
	if fn == nil || args == nil || args.Type() != "argument_list" || !c.oneLine(n) {
		return
	}
	var pos []*pyparse.Node
	kw := map[string]*pyparse.Node{}
	for _, a := range namedChildren(args) {
		switch a.Type() {
		case "keyword_argument":
			kw[t.Text(a.ChildByFieldName("name"))] = a.ChildByFieldName("value")
		case "list_splat", "dictionary_splat":
			return
		default:
			pos = append(pos, a)
		}
	}
	plain := func(x *pyparse.Node) bool {
		switch x.Type() {
		case "identifier", "attribute", "subscript":
			return true
		}
		return false
	}
	switch name {
	case "groupby":
		if len(pos) >= 1 {
			a, b := c.span(pos[0])
			if k, ok := kw["key"]; ok && k != nil {
				c.edit("SRT", a, b, "sorted("+t.Text(pos[0])+", key="+t.Text(k)+")")
			} else if len(pos) == 2 {
				c.edit("SRT", a, b, "sorted("+t.Text(pos[0])+", key="+t.Text(pos[1])+")")
			} else {
				c.edit("SRT", a, b, "sorted("+t.Text(pos[0])+")")
			}
		}
	case "append", "add", "appendleft", "insert":
		// A mutable object stored where a snapshot of it was meant.
		if fn.Type() == "attribute" && len(pos) >= 1 && len(kw) == 0 {
			x := pos[len(pos)-1]
			if (x.Type() == "identifier" || x.Type() == "attribute") && t.Text(x) != "None" && t.Text(x) != "self" {
				a, b := c.span(x)
				c.edit("CPY", a, b, t.Text(x)+".copy()")
			}
		}
	case "copy", "deepcopy", "list", "dict":
		// A shallow copy where the nested objects had to be copied too.
		x := n
		if name == "copy" && fn.Type() == "attribute" && len(pos) == 0 {
			x = fn.ChildByFieldName("object")
		} else if len(pos) == 1 && len(kw) == 0 && plain(pos[0]) && (name != "copy" || t.Text(fn) == "copy.copy") && name != "deepcopy" {
			x = pos[0]
		} else {
			break
		}
		a, b := c.span(n)
		c.edit("CPY", a, b, "__import__('copy').deepcopy("+t.Text(x)+")")
	case "sort", "reverse":
		if name == "sort" && fn.Type() == "attribute" && len(pos) == 0 {
			c.caseKey(args, kw)
		}
		// The in-place method's None taken as the result.
		if p := n.Parent(); p != nil && fn.Type() == "attribute" && (p.Type() == "assignment" || p.Type() == "return_statement") && c.isValue(n) {
			a, b := c.span(n)
			obj := t.Text(fn.ChildByFieldName("object"))
			if name == "sort" {
				inner := strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(t.Text(args), "("), ")"))
				if inner != "" {
					inner = ", " + inner
				}
				c.edit("SRT", a, b, "sorted("+obj+inner+")")
			} else if len(pos) == 0 {
				c.edit("SRT", a, b, obj+"[::-1]")
			}
		}
	case "fromkeys":
		if len(pos) == 2 && c.mutableDisplay(pos[1]) {
			a, b := c.span(n)
			c.edit("SHR", a, b, "{_k: "+t.Text(pos[1])+" for _k in "+t.Text(pos[0])+"}")
		}
	case "max", "min", "sorted":
		if fn.Type() == "identifier" && len(pos) == 1 && len(kw) == 0 && plain(pos[0]) {
			_, b := c.span(pos[0])
			c.edit("MXK", b, b, ", key="+t.Text(pos[0])+".get")
		}
		if fn.Type() == "identifier" && len(pos) == 1 {
			c.caseKey(args, kw)
		}
	case "update", "extend", "Counter", "set":
		if len(pos) == 1 && len(kw) == 0 && plain(pos[0]) {
			a, b := c.span(pos[0])
			c.edit("SPL", a, b, t.Text(pos[0])+".split()")
		}
	case "strptime", "strftime":
		for _, p := range pos {
			if p.Type() == "string" {
				c.swapDirectives(p)
			}
		}
	case "heappush", "heappushpop", "heapreplace":
		if len(pos) == 2 {
			x := pos[1]
			a, b := c.span(x)
			if x.Type() == "tuple" && x.NamedChildCount() > 0 {
				el := x.NamedChild(0)
				ea, eb := c.span(el)
				c.edit("HPQ", ea, eb, negated(t.Text(el), el.Type()))
			} else {
				c.edit("HPQ", a, b, negated(t.Text(x), x.Type()))
			}
		}
	case "timedelta":
		units := []string{"days", "weeks", "hours", "minutes", "seconds"}
		for _, a := range namedChildren(args) {
			if a.Type() != "keyword_argument" {
				continue
			}
			nm := a.ChildByFieldName("name")
			if !contains(units, t.Text(nm)) {
				continue
			}
			na, nb := c.span(nm)
			for _, u := range units {
				if u != t.Text(nm) {
					if _, dup := kw[u]; !dup {
						c.edit("SIB", na, nb, u)
					}
				}
			}
		}
	case "get":
		if fn.Type() == "attribute" && len(pos) >= 1 {
			c.keyType(n, pos[0])
		}
	case "split", "rsplit":
		// Split on one space where any run of whitespace was meant.
		if fn.Type() == "attribute" && len(pos) == 1 && len(kw) == 0 && pos[0].Type() == "string" && strings.TrimSpace(strings.Trim(t.Text(pos[0]), "'\"")) == "" {
			a, b := c.span(args)
			c.edit("SPL", a, b, "()")
		}
		// Parsed fields kept as text where numbers were meant.
		if fn.Type() == "attribute" && c.isValue(n) {
			if p := n.Parent(); p != nil && (p.Type() == "return_statement" || p.Type() == "assignment") {
				a, b := c.span(n)
				c.edit("CNV", a, b, "[int(_p) for _p in "+t.Text(n)+"]")
			}
		}
	case "compile", "match", "search", "fullmatch", "findall", "finditer", "sub", "split_re":
		if fn.Type() == "attribute" && t.Text(fn.ChildByFieldName("object")) == "re" && len(pos) >= 1 && pos[0].Type() == "string" {
			c.widenClasses(pos[0])
		}
	}
}

// caseKey: text sorted or compared case-sensitively ("Zoe" before "adam"):
// key=str.lower added where the call has no key.
func (c *moreCtx) caseKey(args *pyparse.Node, kw map[string]*pyparse.Node) {
	if _, has := kw["key"]; has {
		return
	}
	inner := strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(c.t.Text(args), "("), ")"))
	if inner != "" {
		inner += ", "
	}
	a, b := c.span(args)
	c.edit("MXK", a, b, "("+inner+"key=str.lower)")
}

// negated: -x, parenthesized unless x is atomic; a negation dropped.
func negated(s, typ string) string {
	if strings.HasPrefix(s, "-") {
		return strings.TrimPrefix(s, "-")
	}
	switch typ {
	case "identifier", "attribute", "subscript", "call", "integer", "float":
		return "-" + s
	}
	return "-(" + s + ")"
}

// mutableDisplay: a list, dict or set display, or a call making one.
func (c *moreCtx) mutableDisplay(n *pyparse.Node) bool {
	switch n.Type() {
	case "list", "dictionary", "set", "list_comprehension", "dictionary_comprehension":
		return true
	case "binary_operator":
		l := n.ChildByFieldName("left")
		return l != nil && (l.Type() == "list" || l.Type() == "list_comprehension")
	case "call":
		if f := n.ChildByFieldName("function"); f != nil {
			switch f.Type() {
			case "identifier":
				return contains([]string{"list", "dict", "set", "defaultdict", "Counter", "deque"}, c.t.Text(f))
			}
		}
	}
	return false
}

// keyType: a dict key of another type than the dict's keys (JSON turns int
// keys into text): the key converted with str() and int().
func (c *moreCtx) keyType(n, k *pyparse.Node) {
	if k == nil || k.Type() != "identifier" || !c.oneLine(n) {
		return
	}
	if n.Type() == "subscript" && !c.isValue(n) {
		return
	}
	a, b := c.span(k)
	c.edit("CNV", a, b, "str("+c.t.Text(k)+")")
	if n.Type() == "call" {
		// A subscript's int() is a no-op for every list index.
		c.edit("CNV", a, b, "int("+c.t.Text(k)+")")
	}
}

var directive = regexp.MustCompile(`%[a-zA-Z]`)

// swapDirectives: each pair of directives of a date format swapped.
func (c *moreCtx) swapDirectives(s *pyparse.Node) {
	txt := c.t.Text(s)
	loc := directive.FindAllStringIndex(txt, -1)
	if len(loc) < 2 || len(loc) > 6 {
		return
	}
	a, b := c.span(s)
	for i := 0; i < len(loc); i++ {
		for j := i + 1; j < len(loc); j++ {
			x, y := txt[loc[i][0]:loc[i][1]], txt[loc[j][0]:loc[j][1]]
			if x == y {
				continue
			}
			out := txt[:loc[i][0]] + y + txt[loc[i][1]:loc[j][0]] + x + txt[loc[j][1]:]
			c.edit("DIR", a, b, out)
		}
	}
}

var regexClass = regexp.MustCompile(`\\[dwsDWS]|\[[^\]]*\]`)

// widenClasses: a character class matching one character made to match one
// or more (where no quantifier follows it).
func (c *moreCtx) widenClasses(s *pyparse.Node) {
	txt := c.t.Text(s)
	a, b := c.span(s)
	k := 0
	for _, m := range regexClass.FindAllStringIndex(txt, -1) {
		if m[1] < len(txt) && strings.ContainsRune("+*?{", rune(txt[m[1]])) {
			continue
		}
		if k++; k > 4 {
			return
		}
		c.edit("RGX", a, b, txt[:m[1]]+"+"+txt[m[1]:])
	}
}

func (c *moreCtx) stmtAssign(n *pyparse.Node) {
	t := c.t
	l, r := n.ChildByFieldName("left"), n.ChildByFieldName("right")
	if l == nil || r == nil || !c.oneLine(n) {
		return
	}
	a, b := c.span(r)
	// MAT: an iterator kept in a name.
	if l.Type() == "identifier" {
		iter := r.Type() == "generator_expression"
		if r.Type() == "call" {
			if f := r.ChildByFieldName("function"); f != nil {
				nm := t.Text(f)
				iter = c.generators[nm] || contains([]string{"map", "filter", "zip", "reversed", "iter"}, nm) ||
					strings.HasPrefix(nm, "itertools.")
			}
		}
		if iter {
			c.edit("MAT", a, b, "list("+t.Text(r)+")")
		}
	}
	// CPY: an attribute stored from, or holding, another object.
	if (l.Type() == "attribute" || r.Type() == "attribute") && (r.Type() == "identifier" || r.Type() == "attribute") &&
		t.Text(r) != "None" && t.Text(r) != "self" {
		c.edit("CPY", a, b, t.Text(r)+".copy()")
	}
	// SHR: [row] * n makes n references to one row.
	if r.Type() == "binary_operator" {
		c.sharedRows(r)
	}
	// SLF: a local where the method's object's attribute of that name was meant.
	if l.Type() == "identifier" {
		if cls := c.classOf(n); cls != nil {
			if ps := c.params(n); len(ps) > 0 && ps[0] == "self" && contains(c.fields[cls.StartByte()], t.Text(l)) {
				la, lb := c.span(l)
				c.edit("SLF", la, lb, "self."+t.Text(l))
			}
		}
	}
}

// classOf: the class whose method holds n (nil outside methods).
func (c *moreCtx) classOf(n *pyparse.Node) *pyparse.Node {
	fn := c.enclosing(n)
	if fn == nil || fn.Type() != "function_definition" {
		return nil
	}
	for p := fn.Parent(); p != nil; p = p.Parent() {
		switch p.Type() {
		case "class_definition":
			return p
		case "function_definition":
			return nil
		}
	}
	return nil
}

// sharedRows: [E] * n with E mutable written as one E per slot.
func (c *moreCtx) sharedRows(n *pyparse.Node) {
	t := c.t
	o, l, r := n.ChildByFieldName("operator"), n.ChildByFieldName("left"), n.ChildByFieldName("right")
	if o == nil || t.Text(o) != "*" || l == nil || r == nil || l.Type() != "list" || l.NamedChildCount() != 1 || !c.mutableDisplay(l.NamedChild(0)) {
		return
	}
	a, b := c.span(n)
	c.edit("SHR", a, b, "["+t.Text(l.NamedChild(0))+" for _ in range("+t.Text(r)+")]")
}

func (c *moreCtx) stmtBinary(n *pyparse.Node) {
	t := c.t
	c.sharedRows(n)
	o, r := n.ChildByFieldName("operator"), n.ChildByFieldName("right")
	if o == nil || r == nil || t.Text(o) != "//" || r.Type() != "integer" || !c.oneLine(n) {
		return
	}
	if p := n.Parent(); p != nil && p.Type() == "binary_operator" {
		if po := p.ChildByFieldName("operator"); po != nil && t.Text(po) == "%" {
			return
		}
	}
	a, b := c.span(n)
	c.edit("MOD", a, b, t.Text(n)+" % "+t.Text(r))
}

// inCondition: n is (part of) the test of an if, elif, while or
// conditional expression.
func inCondition(n *pyparse.Node) bool {
	for p, ch := n.Parent(), n; p != nil; p, ch = p.Parent(), p {
		switch p.Type() {
		case "if_statement", "elif_clause", "while_statement":
			cond := p.ChildByFieldName("condition")
			return cond != nil && cond.Equal(ch)
		case "boolean_operator", "not_operator", "parenthesized_expression":
			continue
		default:
			return false
		}
	}
	return false
}

func (c *moreCtx) falsyNot(n *pyparse.Node) {
	x := n.ChildByFieldName("argument")
	if x == nil || !c.oneLine(n) || !inCondition(n) {
		return
	}
	if c.notFoundTest(n, x, " == -1") {
		return
	}
	switch x.Type() {
	case "identifier", "attribute", "subscript", "call":
		a, b := c.span(n)
		c.edit("NON", a, b, c.t.Text(x)+" is None")
	}
}

func (c *moreCtx) falsyOr(n *pyparse.Node) {
	t := c.t
	o, l, r := n.ChildByFieldName("operator"), n.ChildByFieldName("left"), n.ChildByFieldName("right")
	if o == nil || l == nil || r == nil || t.Text(o) != "or" || !c.oneLine(n) || inCondition(n) {
		return
	}
	switch l.Type() {
	case "identifier", "attribute", "subscript", "call":
		a, b := c.span(n)
		c.edit("NON", a, b, "("+t.Text(l)+" if "+t.Text(l)+" is not None else "+t.Text(r)+")")
	}
	// A bare name tested in a condition: if x (x may be 0) for x is not None.
}

// notFoundTest: s.find(x) tested for truth where -1 means "not found" (and
// 0 is a position): whole is the test, call the find; want the comparison
// that stands for the test's meaning.
func (c *moreCtx) notFoundTest(whole, call *pyparse.Node, cmp string) bool {
	if call.Type() != "call" {
		return false
	}
	fn := call.ChildByFieldName("function")
	if fn == nil || fn.Type() != "attribute" {
		return false
	}
	switch c.t.Text(fn.ChildByFieldName("attribute")) {
	case "find", "rfind":
		a, b := c.span(whole)
		c.edit("NON", a, b, c.t.Text(call)+cmp)
		return true
	}
	return false
}

// bindLoopVars: a lambda or nested function made inside a loop and reading
// that loop's variables when called, after the loop moved on: each such
// variable bound as a default argument.
func (c *moreCtx) bindLoopVars(fn, params, body *pyparse.Node) {
	t := c.t
	if body == nil {
		return
	}
	var loopVars []string
	for p := fn.Parent(); p != nil && p.Type() != "function_definition" && p.Type() != "module"; p = p.Parent() {
		if p.Type() == "for_statement" || p.Type() == "for_in_clause" {
			if l := p.ChildByFieldName("left"); l != nil {
				pyparse.Walk(l, func(m *pyparse.Node) bool {
					if m.Type() == "identifier" {
						loopVars = append(loopVars, t.Text(m))
					}
					return true
				})
			}
		}
	}
	if len(loopVars) == 0 {
		return
	}
	have := map[string]bool{}
	if params != nil {
		pyparse.Walk(params, func(m *pyparse.Node) bool {
			if m.Type() == "identifier" {
				have[t.Text(m)] = true
			}
			return true
		})
	}
	var bind []string
	pyparse.Walk(body, func(m *pyparse.Node) bool {
		if m.Type() == "identifier" && c.isRead(m) && contains(loopVars, t.Text(m)) && !have[t.Text(m)] && !contains(bind, t.Text(m)) {
			bind = append(bind, t.Text(m))
		}
		return true
	})
	if len(bind) == 0 {
		return
	}
	var parts []string
	for _, v := range bind {
		parts = append(parts, v+"="+v)
	}
	extra := strings.Join(parts, ", ")
	if fn.Type() == "lambda" {
		if params == nil {
			a := int(fn.StartByte()) + len("lambda")
			c.edit("BND", a, a, " "+extra)
		} else {
			_, b := c.span(params)
			c.edit("BND", b, b, ", "+extra)
		}
		return
	}
	// def f(a): the parameters' closing parenthesis.
	if params == nil || pyparse.Line(params) != pyparse.EndLine(params) {
		return
	}
	a, b := c.span(params)
	inner := strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(t.Text(params), "("), ")"))
	if inner == "" {
		c.edit("BND", a, b, "("+extra+")")
	} else {
		c.edit("BND", a, b, "("+inner+", "+extra+")")
	}
}

// returnInGenerator: return x in a generator (the value is lost) for yield x.
func (c *moreCtx) returnInGenerator(n *pyparse.Node) {
	if n.NamedChildCount() == 0 || !c.oneLine(n) {
		return
	}
	fn := c.enclosing(n)
	if fn == nil || fn.Type() != "function_definition" || !pyparse.Yields(fn.ChildByFieldName("body")) {
		return
	}
	x := n.NamedChild(0)
	if c.t.Text(x) == "None" {
		return
	}
	a, b := c.span(n)
	c.edit("YLD", a, b, "yield "+c.t.Text(x))
}

// missingReturn: a function without any return of a value whose last
// statement computes one (an expression or an assignment to a name).
func (c *moreCtx) missingReturn(fn *pyparse.Node) {
	t := c.t
	body := fn.ChildByFieldName("body")
	if body == nil || pyparse.Yields(fn.ChildByFieldName("body")) {
		return
	}
	returns := false
	pyparse.Walk(body, func(m *pyparse.Node) bool {
		switch m.Type() {
		case "function_definition", "lambda", "class_definition":
			return false
		case "return_statement":
			if m.NamedChildCount() > 0 {
				returns = true
			}
		}
		return !returns
	})
	kids := namedChildren(body)
	if returns || len(kids) == 0 {
		return
	}
	last := kids[len(kids)-1]
	if last.Type() != "expression_statement" || last.NamedChildCount() != 1 || pyparse.Line(last) != pyparse.EndLine(last) {
		return
	}
	line := pyparse.Line(last)
	indent := c.lineText(line)[:int(last.StartPoint().Column)]
	x := last.NamedChild(0)
	switch x.Type() {
	case "assignment":
		if l := x.ChildByFieldName("left"); l != nil && l.Type() == "identifier" && x.ChildByFieldName("right") != nil {
			c.replace("RET", line, line, line, c.lineText(line)+"\n"+indent+"return "+t.Text(l))
		}
	case "call", "binary_operator", "identifier", "attribute", "subscript", "list_comprehension", "conditional_expression":
		if x.Type() == "call" {
			// A call made for its effect (print, append) is no value.
			if f := x.ChildByFieldName("function"); f == nil || f.Type() == "attribute" || t.Text(f) == "print" {
				return
			}
		}
		c.replace("RET", line, line, line, indent+"return "+c.lineText(line)[len(indent):])
	}
}

// swapAdjacent: a simple statement and the statement after it swapped (the
// order of an update and the guard, the filter or the sort it should
// follow); the mutant is attributed to the first statement, the one that
// moves.
func (c *moreCtx) swapAdjacent(blk *pyparse.Node) {
	kids := namedChildren(blk)
	for i := 0; i+1 < len(kids); i++ {
		s1, s2 := kids[i], kids[i+1]
		if s1.Type() != "expression_statement" {
			continue
		}
		switch s2.Type() {
		case "expression_statement", "if_statement", "for_statement":
		default:
			continue
		}
		a1, e1 := pyparse.Line(s1), pyparse.EndLine(s1)
		a2, e2 := pyparse.Line(s2), pyparse.EndLine(s2)
		if a2 != e1+1 || e2-a2 > 8 || s1.StartPoint().Column != s2.StartPoint().Column {
			continue
		}
		var lines []string
		for l := a2; l <= e2; l++ {
			lines = append(lines, c.lineText(l))
		}
		for l := a1; l <= e1; l++ {
			lines = append(lines, c.lineText(l))
		}
		c.replace("SWS", a1, a1, e2, strings.Join(lines, "\n"))
	}
}

// otherField: self.x read where another data field of the same class was
// meant (copy-paste of one field for its sibling).
func (c *moreCtx) otherField(n *pyparse.Node) {
	t := c.t
	obj, at := n.ChildByFieldName("object"), n.ChildByFieldName("attribute")
	if obj == nil || at == nil || t.Text(obj) != "self" || !c.oneLine(n) || !c.isValueAttr(n) {
		return
	}
	cls := c.classOf(n)
	if cls == nil {
		return
	}
	fs := c.fields[cls.StartByte()]
	if !contains(fs, t.Text(at)) {
		return
	}
	c.replaceEach("FLD", at, t.Text(at), fs, 6)
}

// isValueAttr: attribute n read as data (not a method called on its
// object, not an assignment target).
func (c *moreCtx) isValueAttr(n *pyparse.Node) bool {
	p := n.Parent()
	if p == nil {
		return false
	}
	switch p.Type() {
	case "call":
		if f := p.ChildByFieldName("function"); f != nil && f.Equal(n) {
			return false
		}
	case "assignment", "augmented_assignment":
		if l := p.ChildByFieldName("left"); l != nil && l.Equal(n) {
			return false
		}
	}
	return true
}

// strMethods return a new string: called as a statement their result is lost.
var strMethods = []string{"strip", "lstrip", "rstrip", "lower", "upper", "replace", "title", "capitalize", "removeprefix", "removesuffix"}

// newValueFuncs are builtins that return a new object built from their
// first argument and leave the argument as it was.
var newValueFuncs = []string{"sorted", "reversed", "list", "set", "tuple", "dict", "str", "int", "float", "round", "abs"}

// discardedResult: name.method(...) as a statement where method returns a
// new value (strings are immutable): the result assigned back to name.
func (c *moreCtx) discardedResult(st *pyparse.Node) {
	t := c.t
	if st.NamedChildCount() != 1 || !c.oneLine(st) {
		return
	}
	x := st.NamedChild(0)
	if x.Type() == "binary_operator" {
		// self.total - x: computed and dropped where self.total -= x was meant.
		l, o, r := x.ChildByFieldName("left"), x.ChildByFieldName("operator"), x.ChildByFieldName("right")
		if l != nil && o != nil && r != nil && (l.Type() == "identifier" || l.Type() == "attribute" || l.Type() == "subscript") {
			a, b := c.span(x)
			c.edit("ASG", a, b, t.Text(l)+" "+t.Text(o)+"= "+t.Text(r))
		}
		return
	}
	if x.Type() == "comparison_operator" && x.NamedChildCount() == 2 && x.ChildCount() == 3 && t.Text(x.Child(1)) == "==" {
		// a == b as a statement: a comparison computed and dropped where
		// the assignment a = b was meant (a one-character slip).
		if l := x.NamedChild(0); l.Type() == "identifier" || l.Type() == "attribute" || l.Type() == "subscript" {
			a, b := c.span(x)
			c.edit("ASG", a, b, t.Text(l)+" = "+t.Text(x.NamedChild(1)))
		}
		return
	}
	if x.Type() != "call" {
		return
	}
	fn := x.ChildByFieldName("function")
	if fn != nil && fn.Type() == "identifier" && contains(newValueFuncs, t.Text(fn)) {
		// sorted(xs, key=...) as a statement: a new list made and dropped
		// where xs = sorted(xs, ...) was meant (xs.sort() sorts in place,
		// sorted does not).
		args := x.ChildByFieldName("arguments")
		if args != nil && args.NamedChildCount() > 0 {
			if obj := args.NamedChild(0); obj.Type() == "identifier" || obj.Type() == "attribute" {
				a, b := c.span(x)
				c.edit("ASG", a, b, t.Text(obj)+" = "+t.Text(x))
			}
		}
		return
	}
	if fn == nil || fn.Type() != "attribute" {
		return
	}
	obj := fn.ChildByFieldName("object")
	if obj == nil || (obj.Type() != "identifier" && obj.Type() != "attribute" && obj.Type() != "subscript") || !contains(strMethods, t.Text(fn.ChildByFieldName("attribute"))) {
		return
	}
	a, b := c.span(x)
	c.edit("ASG", a, b, t.Text(obj)+" = "+t.Text(x))
}

// sharedClassAttr: a mutable class attribute (items = [] in the class body)
// is shared by every instance: moved into __init__ as self.items = [].
// The mutant is attributed to the class-body line.
func (c *moreCtx) sharedClassAttr(cls *pyparse.Node) {
	t := c.t
	body := cls.ChildByFieldName("body")
	if body == nil {
		return
	}
	var init *pyparse.Node
	for _, st := range namedChildren(body) {
		d := st
		if d.Type() == "decorated_definition" {
			continue
		}
		if d.Type() == "function_definition" && t.Text(d.ChildByFieldName("name")) == "__init__" {
			init = d
		}
	}
	if init == nil {
		return
	}
	ib := init.ChildByFieldName("body")
	if ib == nil || ib.NamedChildCount() == 0 {
		return
	}
	first := ib.NamedChild(0)
	fl := pyparse.Line(first)
	indent := c.lineText(fl)[:int(first.StartPoint().Column)]
	for _, st := range namedChildren(body) {
		if st.Type() != "expression_statement" || st.NamedChildCount() != 1 || !c.oneLine(st) {
			continue
		}
		a := st.NamedChild(0)
		if a.Type() != "assignment" {
			continue
		}
		l, r := a.ChildByFieldName("left"), a.ChildByFieldName("right")
		if l == nil || r == nil || l.Type() != "identifier" || !c.mutableDisplay(r) {
			continue
		}
		line := pyparse.Line(st)
		if line >= fl {
			continue
		}
		var out []string
		for k := line; k <= fl; k++ {
			switch k {
			case line:
				out = append(out, c.lineText(k)[:int(st.StartPoint().Column)]+"pass")
			case fl:
				out = append(out, indent+"self."+t.Text(l)+" = "+t.Text(r), c.lineText(k))
			default:
				out = append(out, c.lineText(k))
			}
		}
		c.replace("CLS", line, line, fl, strings.Join(out, "\n"))
	}
}

// noneTest: a test for truth where only None was meant, or the other way
// round. A bare value as a whole condition (if v, [x for x in xs if x])
// is false for 0, "" and [] too: tested with is not None. And
// v is None / v is not None where an empty value ("" from a form, [] from
// a parser) had to count as missing too: tested for truth.
func (c *moreCtx) noneTest(n *pyparse.Node) {
	t := c.t
	if !c.oneLine(n) {
		return
	}
	if n.Type() == "if_clause" {
		if n.NamedChildCount() != 1 {
			return
		}
		x := n.NamedChild(0)
		switch x.Type() {
		case "identifier", "attribute", "subscript":
			a, b := c.span(x)
			c.edit("NON", a, b, t.Text(x)+" is not None")
		}
		return
	}
	if n.Type() == "comparison_operator" {
		if n.NamedChildCount() != 2 || !inCondition(n) {
			return
		}
		l, r := n.NamedChild(0), n.NamedChild(1)
		if t.Text(r) != "None" {
			return
		}
		switch l.Type() {
		case "identifier", "attribute", "subscript", "call":
		default:
			return
		}
		op := strings.Join(strings.Fields(strings.TrimSpace(t.Text(n)[len(t.Text(l)):len(t.Text(n))-len(t.Text(r))])), " ")
		a, b := c.span(n)
		switch op {
		case "is", "==":
			c.edit("NON", a, b, "not "+t.Text(l))
		case "is not", "!=":
			c.edit("NON", a, b, "bool("+t.Text(l)+")")
		}
		return
	}
	// identifier, attribute, subscript: only as the whole condition.
	if !inCondition(n) {
		return
	}
	// Not a while's condition: a container tested for None there never
	// ends the loop, and the mutant would only spend its time limit.
	if p := n.Parent(); p == nil || (p.Type() != "if_statement" && p.Type() != "elif_clause") {
		return
	}
	a, b := c.span(n)
	c.edit("NON", a, b, t.Text(n)+" is not None")
}
