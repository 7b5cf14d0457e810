// Phase: debug, mutation evidence (round 4). Repair operators for bugs that
// need more than one token changed, each named after the kind of mistake a
// person makes, not after a program:
//
//   - NAM: a constant where an in-scope name belongs (total += 1 for
//     total += weight), or the reverse (count += x for count += 1);
//   - BRK: break for continue and back (a loop left where one item should
//     be skipped);
//   - IND: the last statement of a block dedented out of it (a return or an
//     append indented into the loop or the if above it);
//   - TYQ: an exact type test (type(x) == T, type(x) is T) for isinstance,
//     which subclasses (OrderedDict, bool) also pass;
//   - DEF: a mutable default argument (=[] / ={} / =set()) replaced by the
//     None idiom, so each call gets its own object;
//   - CPY: an alias taken where a copy was meant (merged = first);
//   - RCV: another receiver for an attribute (self.deposit for
//     other.deposit: the wrong object's state changed);
//   - ENU: enumerate's start (0-based where 1-based was meant) and
//     split's maxsplit;
//   - FMT: an f-string field's format (zero padding, decimals, alignment);
//   - APP: a dict or list slot overwritten where it should grow
//     (d[k] = [x] for d[k].append(x), d[k] = x for d[k] = d.get(k, 0) + x);
//   - STP: a sliced string piece not stripped;
//   - KEYS: a sort key tuple's element negated with reverse dropped
//     (descending on one field, ascending on the tie-break);
//   - GRD: a guard another branch of the same if/elif chain tests, added to
//     a branch that lacks it, as is or negated (the boundary case one
//     branch handles and its sibling forgets: 12 am handled, 12 pm not);
//   - PAD: text built from a number without zero padding (str(n),
//     hex(n)[2:]) padded to two digits.
package mutate

import (
	"strings"

	"unstuck/internal/pyparse"
)

// moreCtx is what the round-4 operators need from Repairs' walk.
type moreCtx struct {
	t         *pyparse.Tree
	edit      func(op string, a, b int, s string)
	insert    func(op string, line int, after string) // replaces a whole line by text that may hold several lines
	names     func(n *pyparse.Node) []string          // local names of n's function
	params    func(n *pyparse.Node) []string          // parameters of n's function (self included)
	isRead    func(n *pyparse.Node) bool
	oneLine   func(n *pyparse.Node) bool
	lineText  func(line int) string
	inData    func(n *pyparse.Node) bool
	enclosing func(n *pyparse.Node) *pyparse.Node
	replace   func(op string, at, first, last int, after string) // lines first..last replaced, attributed to line at

	// Round 5 (repair_stmt.go): what the statement-level operators need
	// from the whole file.
	generators map[string]bool     // functions of the file that yield
	fields     map[uint32][]string // data fields of each class (by its start byte): annotated names, self.x targets

	// Round 6 (repair_r6.go): the string keys the file subscripts with and
	// the data attributes it reads, as Repairs' KEY and ATR use them.
	keyNames, attrNames []string
	records             map[string][]string // string key -> the other keys of the dict displays holding it
}

func (c *moreCtx) span(n *pyparse.Node) (int, int) { return int(n.StartByte()), int(n.EndByte()) }

// replaceEach writes n as each of alts other than cur, the first max of
// them, one mutant each under op.
func (c *moreCtx) replaceEach(op string, n *pyparse.Node, cur string, alts []string, max int) {
	k := 0
	for _, a := range alts {
		if a != cur && k < max {
			s, e := c.span(n)
			c.edit(op, s, e, a)
			k++
		}
	}
}

// visit adds the round-4 mutants of node n.
func (c *moreCtx) visit(n *pyparse.Node) {
	t := c.t
	c.visitStmt(n)
	c.visitR6(n)
	switch n.Type() {
	case "integer", "float":
		c.constToName(n)
	case "augmented_assignment":
		// A name added where the count of items was meant.
		if r := n.ChildByFieldName("right"); r != nil && r.Type() == "identifier" && c.oneLine(n) {
			if o := n.ChildByFieldName("operator"); o != nil && (t.Text(o) == "+=" || t.Text(o) == "-=") {
				a, b := c.span(r)
				c.edit("NAM", a, b, "1")
			}
		}
	case "break_statement":
		a, b := c.span(n)
		c.edit("BRK", a, b, "continue")
	case "continue_statement":
		a, b := c.span(n)
		c.edit("BRK", a, b, "break")
	case "block":
		c.dedentLast(n)
	case "comparison_operator":
		c.typeTest(n)
	case "function_definition":
		c.noneDefaults(n)
	case "assignment":
		c.assignment(n)
	case "attribute":
		c.receiver(n)
	case "call":
		c.call(n)
	case "interpolation":
		c.format(n)
	case "if_statement":
		c.guards(n)
	case "subscript":
		// hex(n)[2:], bin(n)[2:]: digits without padding.
		if v := n.ChildByFieldName("value"); v != nil && v.Type() == "call" && c.oneLine(n) {
			switch t.Text(v.ChildByFieldName("function")) {
			case "hex", "bin", "oct":
				a, b := c.span(n)
				c.edit("PAD", a, b, t.Text(n)+".zfill(2)")
			}
		}
	}
}

// constToName: an integer or float constant in arithmetic replaced by each
// local name of its function (the constant stood for a quantity).
func (c *moreCtx) constToName(n *pyparse.Node) {
	t := c.t
	p := n.Parent()
	if p == nil || !c.oneLine(n) || c.inData(n) {
		return
	}
	target := ""
	switch p.Type() {
	case "augmented_assignment":
		if r := p.ChildByFieldName("right"); r == nil || !r.Equal(n) {
			return
		}
		target = t.Text(p.ChildByFieldName("left"))
	case "binary_operator":
		// x + 1 for x + step: only the unit constant stands for a
		// quantity often enough to be worth every name.
		if o := p.ChildByFieldName("operator"); o == nil || (t.Text(o) != "+" && t.Text(o) != "-") || (t.Text(n) != "1" && t.Text(n) != "1.0") {
			return
		}
	default:
		return
	}
	c.replaceEach("NAM", n, target, c.names(n), 6)
}

// dedentLast: the last simple statement of a block (of a loop or an if,
// with other statements before it) moved one level out.
func (c *moreCtx) dedentLast(blk *pyparse.Node) {
	kids := namedChildren(blk)
	if len(kids) < 2 {
		return
	}
	last := kids[len(kids)-1]
	owner := blk.Parent()
	if owner == nil || !c.oneLine(last) {
		return
	}
	switch owner.Type() {
	case "for_statement", "while_statement", "if_statement", "elif_clause", "else_clause":
	default:
		return
	}
	switch last.Type() {
	case "return_statement", "expression_statement", "break_statement", "continue_statement":
	default:
		return
	}
	// The indentation of the statement owning the block.
	st := owner
	if st.Type() == "elif_clause" || st.Type() == "else_clause" {
		st = st.Parent()
	}
	line := pyparse.Line(last)
	text := c.lineText(line)
	ownerText := c.lineText(pyparse.Line(st))
	ind := ownerText[:len(ownerText)-len(strings.TrimLeft(ownerText, " \t"))]
	body := strings.TrimLeft(text, " \t")
	if len(ind) >= len(text)-len(body) {
		return
	}
	// A loop's else would change meaning; a statement after the owner at
	// the same level is fine.
	c.insert("IND", line, ind+body)
}

// typeTest: type(x) == T / type(x) is T for isinstance(x, T) (and the
// negated forms).
func (c *moreCtx) typeTest(n *pyparse.Node) {
	t := c.t
	if n.NamedChildCount() != 2 || !c.oneLine(n) {
		return
	}
	l, r := n.NamedChild(0), n.NamedChild(1)
	op := ""
	for i := 0; i < int(n.ChildCount()); i++ {
		if ch := n.Child(i); !ch.IsNamed() {
			op = strings.Join(strings.Fields(t.Text(ch)), " ")
		}
	}
	arg := func(x *pyparse.Node) string {
		if x.Type() != "call" || t.Text(x.ChildByFieldName("function")) != "type" {
			return ""
		}
		as := namedChildren(x.ChildByFieldName("arguments"))
		if len(as) != 1 {
			return ""
		}
		return t.Text(as[0])
	}
	x, ty := arg(l), t.Text(r)
	if x == "" {
		x, ty = arg(r), t.Text(l)
	}
	if x == "" {
		return
	}
	a, b := c.span(n)
	switch op {
	case "==", "is":
		c.edit("TYQ", a, b, "isinstance("+x+", "+ty+")")
	case "!=", "is not":
		c.edit("TYQ", a, b, "not isinstance("+x+", "+ty+")")
	}
}

// noneDefaults: each mutable default (=[], ={}, =set(), =list(), =dict())
// becomes None, and the body's first line rebinds it to a fresh object.
func (c *moreCtx) noneDefaults(fn *pyparse.Node) {
	t := c.t
	params := fn.ChildByFieldName("parameters")
	body := fn.ChildByFieldName("body")
	if params == nil || body == nil || pyparse.Line(fn) != pyparse.EndLine(params) {
		return
	}
	first := namedChildren(body)
	if len(first) == 0 || pyparse.Line(first[0]) == pyparse.Line(fn) {
		return
	}
	bodyLine := c.lineText(pyparse.Line(first[0]))
	ind := bodyLine[:len(bodyLine)-len(strings.TrimLeft(bodyLine, " \t"))]
	for _, p := range pyparse.Children(params) {
		if p.Type() != "default_parameter" && p.Type() != "typed_default_parameter" {
			continue
		}
		v := p.ChildByFieldName("value")
		nm := t.Text(p.ChildByFieldName("name"))
		if v == nil || !mutableLiteral(t, v) {
			continue
		}
		line := pyparse.Line(fn)
		text := c.lineText(line)
		off := int(v.StartByte()) - lineStart(t.Src, int(v.StartByte()))
		end := off + int(v.EndByte()-v.StartByte())
		if end > len(text) {
			continue
		}
		head := text[:off] + "None" + text[end:]
		c.insert("DEF", line, head+"\n"+ind+nm+" = "+t.Text(v)+" if "+nm+" is None else "+nm)
	}
}

func lineStart(src []byte, i int) int {
	for i > 0 && src[i-1] != '\n' {
		i--
	}
	return i
}

// mutableLiteral: a list, dict or set display or an empty constructor call.
func mutableLiteral(t *pyparse.Tree, v *pyparse.Node) bool {
	switch v.Type() {
	case "list", "dictionary", "set":
		return true
	case "call":
		switch t.Text(v.ChildByFieldName("function")) {
		case "list", "dict", "set", "defaultdict", "collections.defaultdict", "OrderedDict":
			return true
		}
	}
	return false
}

// assignment: CPY (x = y for a copy of y), APP (a slot overwritten where
// it should grow), STP (a sliced piece of text kept unstripped).
func (c *moreCtx) assignment(n *pyparse.Node) {
	t := c.t
	l, r := n.ChildByFieldName("left"), n.ChildByFieldName("right")
	if l == nil || r == nil || !c.oneLine(n) {
		return
	}
	a, b := c.span(r)
	switch {
	case r.Type() == "identifier" && c.isRead(r) && l.Type() == "identifier" && t.Text(r) != "None":
		c.edit("CPY", a, b, t.Text(r)+".copy()")
	case l.Type() == "subscript" && r.Type() == "list" && r.NamedChildCount() == 1:
		la, _ := c.span(l)
		c.edit("APP", la, b, t.Text(l)+".append("+t.Text(r.NamedChild(0))+")")
		if v, k := l.ChildByFieldName("value"), l.ChildByFieldName("subscript"); v != nil && k != nil {
			c.edit("APP", la, b, t.Text(v)+".setdefault("+t.Text(k)+", []).append("+t.Text(r.NamedChild(0))+")")
		}
	case l.Type() == "subscript" && !strings.Contains(t.Text(r), t.Text(l)) && r.Type() != "list" && r.Type() != "dictionary" && r.Type() != "set":
		if v, k := l.ChildByFieldName("value"), l.ChildByFieldName("subscript"); v != nil && k != nil && !strings.Contains(t.Text(r), t.Text(v)+".get(") {
			c.edit("APP", a, b, t.Text(v)+".get("+t.Text(k)+", 0) + "+t.Text(r))
		}
	case r.Type() == "subscript":
		if sl := r.ChildByFieldName("subscript"); sl != nil && sl.Type() == "slice" {
			c.edit("STP", a, b, t.Text(r)+".strip()")
		}
	}
}

// receiver: obj.attr with obj one parameter of the method replaced by
// another (self for other, other for self).
func (c *moreCtx) receiver(n *pyparse.Node) {
	t := c.t
	obj := n.ChildByFieldName("object")
	if obj == nil || obj.Type() != "identifier" || !c.oneLine(n) {
		return
	}
	ps := c.params(n)
	// In a method (self first) other than the constructor, where the
	// receiver is self or another parameter.
	if len(ps) < 2 || ps[0] != "self" || !contains(ps, t.Text(obj)) {
		return
	}
	if fn := c.enclosing(n); fn != nil {
		if nm := fn.ChildByFieldName("name"); nm != nil && t.Text(nm) == "__init__" {
			return
		}
	}
	c.replaceEach("RCV", obj, t.Text(obj), ps, 3)
}

// call: ENU (enumerate's start, split's maxsplit) and KEYS (a sort key's
// field negated, reverse dropped).
func (c *moreCtx) call(n *pyparse.Node) {
	t := c.t
	fn, args, name := t.Callee(n)
	if fn == nil || args == nil || !c.oneLine(args) {
		return
	}
	as := namedChildren(args)
	a, b := c.span(args)
	switch name {
	case "str":
		if len(as) == 1 && fn.Type() == "identifier" {
			a, b := c.span(n)
			c.edit("PAD", a, b, t.Text(n)+".zfill(2)")
		}
	case "enumerate":
		if len(as) == 1 {
			c.edit("ENU", a, b, "("+t.Text(as[0])+", 1)")
		} else if len(as) == 2 {
			c.edit("ENU", a, b, "("+t.Text(as[0])+")")
		}
	case "split", "rsplit":
		if len(as) == 1 && fn.Type() == "attribute" {
			c.edit("ENU", a, b, "("+t.Text(as[0])+", 1)")
		}
	case "sorted", "sort", "max", "min":
		for _, kw := range as {
			if kw.Type() != "keyword_argument" || t.Text(kw.ChildByFieldName("name")) != "key" {
				continue
			}
			lam := kw.ChildByFieldName("value")
			if lam == nil || lam.Type() != "lambda" {
				continue
			}
			body := lam.ChildByFieldName("body")
			if body == nil || body.Type() != "tuple" {
				continue
			}
			argText := t.Text(args)
			rev := ""
			for _, o := range as {
				if o.Type() == "keyword_argument" && t.Text(o.ChildByFieldName("name")) == "reverse" {
					rev = t.Text(o)
				}
			}
			for _, el := range namedChildren(body) {
				s, e := int(el.StartByte())-a, int(el.EndByte())-a
				neg := "-" + t.Text(el)
				if el.Type() != "identifier" && el.Type() != "subscript" && el.Type() != "attribute" && el.Type() != "call" {
					neg = "-(" + t.Text(el) + ")"
				}
				if strings.HasPrefix(t.Text(el), "-") {
					neg = strings.TrimPrefix(t.Text(el), "-")
				}
				out := argText[:s] + neg + argText[e:]
				if rev != "" {
					out = strings.Replace(strings.Replace(out, ", "+rev, "", 1), rev+", ", "", 1)
				}
				c.edit("KEYS", a, b, out)
			}
		}
	}
}

// format: an f-string field without a format gets zero padding or two
// decimals; a precision or width moves by one; an alignment flips.
func (c *moreCtx) format(n *pyparse.Node) {
	t := c.t
	if !c.oneLine(n) {
		return
	}
	var spec *pyparse.Node
	for _, ch := range pyparse.Children(n) {
		if ch.Type() == "format_specifier" {
			spec = ch
		}
	}
	expr := n.ChildByFieldName("expression")
	if expr == nil {
		return
	}
	if spec == nil {
		switch expr.Type() {
		case "identifier", "attribute", "subscript", "binary_operator":
		default:
			return
		}
		_, e := c.span(expr)
		for _, f := range []string{":02d", ":.2f", ":02"} {
			c.edit("FMT", e, e, f)
		}
		return
	}
	s := t.Text(spec)
	a, b := c.span(spec)
	if strings.HasPrefix(s, ":") {
		a++
		s = s[1:]
	}
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '<' || s[i] == '>':
			flip := map[byte]string{'<': ">", '>': "<"}[s[i]]
			c.edit("FMT", a+i, a+i+1, flip)
		case s[i] >= '0' && s[i] <= '9' && (i == 0 || s[i-1] < '0' || s[i-1] > '9'):
			j := i
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			v := 0
			for _, d := range s[i:j] {
				v = v*10 + int(d-'0')
			}
			c.edit("FMT", a+i, a+j, itoa(v+1))
			if v > 0 {
				c.edit("FMT", a+i, a+j, itoa(v-1))
			}
		}
	}
	_ = b
}

func itoa(v int) string {
	if v == 0 {
		return "0"
	}
	s := ""
	for v > 0 {
		s = string(rune('0'+v%10)) + s
		v /= 10
	}
	return s
}

// guards: for an if/elif chain, each conjunct of one branch's condition
// added to another branch's condition (and negated), where that branch
// does not test it already.
func (c *moreCtx) guards(n *pyparse.Node) {
	t := c.t
	var conds []*pyparse.Node
	if x := n.ChildByFieldName("condition"); x != nil {
		conds = append(conds, x)
	}
	for _, ch := range pyparse.Children(n) {
		if ch.Type() == "elif_clause" {
			if x := ch.ChildByFieldName("condition"); x != nil {
				conds = append(conds, x)
			}
		}
	}
	if len(conds) < 2 {
		return
	}
	var conj func(x *pyparse.Node) []string
	conj = func(x *pyparse.Node) []string {
		if x.Type() == "boolean_operator" {
			if o := x.ChildByFieldName("operator"); o != nil && t.Text(o) == "and" {
				return append(conj(x.ChildByFieldName("left")), conj(x.ChildByFieldName("right"))...)
			}
		}
		if x.Type() == "parenthesized_expression" && x.NamedChildCount() == 1 {
			return conj(x.NamedChild(0))
		}
		return []string{t.Text(x)}
	}
	for i, x := range conds {
		if !c.oneLine(x) {
			continue
		}
		have := conj(x)
		k := 0
		for j, y := range conds {
			if i == j {
				continue
			}
			for _, g := range conj(y) {
				if contains(have, g) || strings.Contains(g, "\n") || k >= 6 {
					continue
				}
				a, b := c.span(x)
				c.edit("GRD", a, b, t.Text(x)+" and not ("+g+")")
				c.edit("GRD", a, b, t.Text(x)+" and "+g)
				k++
			}
		}
	}
}
