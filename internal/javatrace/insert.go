// Phase: debug, mutation evidence (Java): statements that may be missing.
// A fault that is a missing statement (an element never added to a
// collection, a variable never advanced) has no line a single-line mutant
// could repair. Insertion mutants put a plausible statement where blocks
// the failing test ran end and before their returns, built from what is in
// scope there (tree-sitter's Java grammar gives the blocks, the locals and
// their declared types):
//
//   - an add (and a push, for stacks and deques) of a local into a local
//     collection;
//   - an assignment between two locals of the same declared type (also
//     just before a statement that overwrites the one read);
//   - a copy of an expression statement of the method with one local
//     replaced by another of the same type.
//
// A plausible patch by insertion is evidence for the line the statement
// should follow: the executable line just above the insertion point.
package javatrace

import (
	"context"
	"regexp"
	"sort"
	"strings"

	sitter "github.com/smacker/go-tree-sitter"
	"github.com/smacker/go-tree-sitter/java"
)

// jlocal is a local variable (or parameter) with where it is in scope.
type jlocal struct {
	name, typ string
	from, to  uint32 // byte range of its scope
	decl      uint32 // where it is declared (later is more inner)
	final     bool
}

// collectionKinds are the java.util types an insertion may add to; the
// value says whether they also take push (stacks and deques).
var collectionKinds = map[string]bool{
	"ArrayList": false, "List": false, "LinkedList": true, "ArrayDeque": true, "Deque": true, "Queue": false,
	"Stack": true, "Set": false, "HashSet": false, "TreeSet": false, "LinkedHashSet": false,
	"PriorityQueue": false, "Collection": false,
}

// elemType is the element type of a generic collection type ("" when raw).
func elemType(t string) string {
	i, j := strings.IndexByte(t, '<'), strings.LastIndexByte(t, '>')
	if i < 0 || j < i || strings.Contains(t[i+1:j], ",") {
		return ""
	}
	return strings.TrimSpace(t[i+1 : j])
}

var boxes = map[string]string{"int": "Integer", "long": "Long", "double": "Double", "char": "Character", "boolean": "Boolean", "float": "Float", "short": "Short", "byte": "Byte"}

// admits reports whether a collection of element type e (raw when "")
// takes a value declared t; a type variable or a supertype is left to javac.
func admits(e, t string) bool {
	if e == "" || e == "Object" || e == t || boxes[t] == e || len(e) == 1 {
		return true
	}
	_, ce := collectionKinds[baseType(e)]
	_, ct := collectionKinds[baseType(t)]
	return ce && ct
}

// container: a collection, a map or an array.
func container(t string) bool {
	b := baseType(t)
	_, c := collectionKinds[b]
	return c || strings.HasSuffix(b, "Map") || strings.HasSuffix(t, "]")
}

// baseType is a declared type without its type arguments and package.
func baseType(t string) string {
	if i := strings.IndexByte(t, '<'); i >= 0 {
		t = t[:i]
	}
	if i := strings.LastIndexByte(t, '.'); i >= 0 {
		t = t[i+1:]
	}
	return strings.TrimSpace(t)
}

// Insertions are the insertion mutants of src at the ends of the blocks
// that contain a line of ran and before their returns, in order of the
// positions' priority (prio of the line credited, higher first), at most
// perPos a position and max in all. universe are the executable lines.
func Insertions(src []byte, ran map[int]bool, universe []int, prio func(line int) float64, perPos, max int) []Mutant {
	p := sitter.NewParser()
	p.SetLanguage(java.GetLanguage())
	tree, err := p.ParseCtx(context.Background(), nil, src)
	if err != nil {
		return nil
	}
	defer tree.Close()
	text := func(n *sitter.Node) string { return string(src[n.StartByte():n.EndByte()]) }
	line := func(b uint32) int { return strings.Count(string(src[:b]), "\n") + 1 }
	var walkMethods func(n *sitter.Node, outer []jlocal)
	var all []insPos
	// outer: the locals of the enclosing method, for the methods of a
	// local or anonymous class (they see its effectively final locals).
	walkMethods = func(n *sitter.Node, outer []jlocal) {
		for i := 0; i < int(n.NamedChildCount()); i++ {
			c := n.NamedChild(i)
			switch c.Type() {
			case "method_declaration", "constructor_declaration":
				if body := c.ChildByFieldName("body"); body != nil {
					var seen []jlocal
					for _, l := range outer {
						if l.from <= c.StartByte() && c.StartByte() < l.to {
							l.from, l.to = body.StartByte(), body.EndByte()
							l.final = true // a local class cannot assign it
							seen = append(seen, l)
						}
					}
					ps, locals := methodInsertions(c, body, seen, src, text, line, ran, universe)
					all = append(all, ps...)
					walkMethods(body, locals)
				}
			default:
				walkMethods(c, outer)
			}
		}
	}
	walkMethods(tree.RootNode(), nil)
	sort.SliceStable(all, func(i, j int) bool {
		pi, pj := prio(all[i].credit), prio(all[j].credit)
		if pi != pj {
			return pi > pj
		}
		return all[i].at < all[j].at
	})
	var out []Mutant
	seen := map[string]bool{}
	for k := 0; k < perPos && len(out) < max; k++ {
		for _, ps := range all {
			if k >= len(ps.cands) || len(out) >= max {
				continue
			}
			s := ps.cands[k]
			v := string(src[:ps.at]) + s + " " + string(src[ps.at:])
			if seen[v] {
				continue
			}
			seen[v] = true
			out = append(out, Mutant{Line: ps.credit, Op: "insert " + s, Src: []byte(v)})
		}
	}
	return out
}

// insPos is a place a statement may be missing and what could go there.
type insPos struct {
	at     uint32 // byte offset: the statement goes before it, on its line
	credit int    // the executable line the statement would follow
	cands  []string
}

// methodInsertions lists the insertion positions of one method.
func methodInsertions(m, body *sitter.Node, outer []jlocal, src []byte, text func(*sitter.Node) string, line func(uint32) int, ran map[int]bool, universe []int) ([]insPos, []jlocal) {
	locals := append([]jlocal{}, outer...)
	var blocks, returns []*sitter.Node
	var stmts []*sitter.Node
	add := func(typ, name *sitter.Node, from, to uint32, final bool) {
		if typ != nil && name != nil {
			locals = append(locals, jlocal{name: text(name), typ: strings.Join(strings.Fields(text(typ)), ""), from: from, to: to, decl: name.StartByte(), final: final})
		}
	}
	isFinal := func(n *sitter.Node) bool {
		for i := 0; i < int(n.NamedChildCount()); i++ {
			if c := n.NamedChild(i); c.Type() == "modifiers" && strings.Contains(text(c), "final") {
				return true
			}
		}
		return false
	}
	if ps := m.ChildByFieldName("parameters"); ps != nil {
		for i := 0; i < int(ps.NamedChildCount()); i++ {
			if fp := ps.NamedChild(i); fp.Type() == "formal_parameter" {
				add(fp.ChildByFieldName("type"), fp.ChildByFieldName("name"), body.StartByte(), body.EndByte(), isFinal(fp))
			}
		}
	}
	nested := map[int]bool{}
	var walk func(n, parent *sitter.Node)
	walk = func(n, parent *sitter.Node) {
		switch n.Type() {
		case "class_body", "lambda_expression", "class_declaration":
			// Their own scopes, and no line of theirs is this method's.
			for l := line(n.StartByte()); l <= line(n.EndByte()); l++ {
				nested[l] = true
			}
			return
		case "block":
			blocks = append(blocks, n)
		case "return_statement":
			returns = append(returns, n)
		case "expression_statement":
			if line(n.StartByte()) == line(n.EndByte()) {
				stmts = append(stmts, n)
			}
		case "local_variable_declaration":
			for i := 0; i < int(n.NamedChildCount()); i++ {
				if d := n.NamedChild(i); d.Type() == "variable_declarator" && parent != nil {
					add(n.ChildByFieldName("type"), d.ChildByFieldName("name"), n.EndByte(), parent.EndByte(), isFinal(n))
				}
			}
		case "enhanced_for_statement":
			if b := n.ChildByFieldName("body"); b != nil {
				add(n.ChildByFieldName("type"), n.ChildByFieldName("name"), b.StartByte(), b.EndByte(), false)
			}
		}
		for i := 0; i < int(n.NamedChildCount()); i++ {
			walk(n.NamedChild(i), n)
		}
	}
	walk(body, nil)
	inScope := func(at uint32) []jlocal {
		var out []jlocal
		for _, l := range locals {
			if l.from <= at && at < l.to {
				out = append(out, l)
			}
		}
		// Innermost (latest declared) first: what a block just made is
		// what it most likely forgot to use.
		sort.SliceStable(out, func(i, j int) bool { return out[i].decl > out[j].decl })
		return out
	}
	first, last := line(m.StartByte()), line(m.EndByte())
	lines := strings.Split(string(src), "\n")
	// A line of braces alone is no statement to credit (javac may give a
	// loop's closing brace its back jump).
	stmtLine := func(u int) bool {
		return u >= 1 && u <= len(lines) && !nested[u] && strings.Trim(strings.SplitN(lines[u-1], "//", 2)[0], " \t{}") != ""
	}
	credit := func(at uint32) int {
		l := line(at)
		before := strings.TrimSpace(string(src[strings.LastIndexByte(string(src[:at]), '\n')+1 : at]))
		best := 0
		for _, u := range universe {
			if u < first || u > last || !stmtLine(u) {
				continue
			}
			if u < l || u == l && before != "" {
				best = u
			}
		}
		if best == 0 {
			for _, u := range universe {
				if u >= l && u <= last && stmtLine(u) {
					return u
				}
			}
		}
		return best
	}
	ranIn := func(n *sitter.Node) bool {
		for l := line(n.StartByte()); l <= line(n.EndByte()); l++ {
			if ran[l] {
				return true
			}
		}
		return false
	}
	// At a block's start the statement would precede the block's first.
	creditNext := func(at uint32) int {
		for _, u := range universe {
			if u >= line(at) && u <= last && stmtLine(u) {
				return u
			}
		}
		return 0
	}
	var out []insPos
	build := func(at uint32, atStart bool) {
		c := credit(at)
		if atStart {
			c = creditNext(at)
		}
		if c == 0 {
			return
		}
		sc := inScope(at)
		var cands []string
		seen := map[string]bool{}
		push := func(s string) {
			if !seen[s] {
				seen[s] = true
				cands = append(cands, s)
			}
		}
		// Adds into a collection, of a value its element type admits.
		// Plain values first, then collections (into a collection of them).
		vals := append([]jlocal{}, sc...)
		sort.SliceStable(vals, func(i, j int) bool { return !container(vals[i].typ) && container(vals[j].typ) })
		for _, x := range vals {
			for _, r := range sc {
				push1, ok := collectionKinds[baseType(r.typ)]
				if !ok || r.name == x.name || !admits(elemType(r.typ), x.typ) {
					continue
				}
				push(r.name + ".add(" + x.name + ");")
				if push1 {
					push(r.name + ".push(" + x.name + ");")
				}
			}
		}
		// Assignments between locals of one type.
		for _, v := range sc {
			for _, w := range sc {
				if v.name != w.name && v.typ == w.typ && !v.final {
					push(v.name + " = " + w.name + ";")
				}
			}
		}
		// Copies of a statement of the method, one local replaced.
		names := map[string]jlocal{}
		for _, l := range sc {
			if _, ok := names[l.name]; !ok {
				names[l.name] = l
			}
		}
		for _, st := range stmts {
			ids := localIdents(st, src, locals)
			ok := true
			for _, id := range ids {
				if _, in := names[text(id)]; !in {
					ok = false
				}
			}
			if !ok {
				continue
			}
			s := text(st)
			for _, id := range ids {
				from := names[text(id)]
				for _, w := range sc {
					if w.name != from.name && w.typ == from.typ {
						a, b := id.StartByte()-st.StartByte(), id.EndByte()-st.StartByte()
						if v := s[:a] + w.name + s[b:]; !isSelfAssign(v) {
							push(v)
						}
					}
				}
			}
		}
		if len(cands) > 0 {
			out = append(out, insPos{at: at, credit: c, cands: cands})
		}
	}
	for _, b := range blocks {
		if !ranIn(b) || b.ChildCount() < 2 {
			continue
		}
		closing := b.Child(int(b.ChildCount()) - 1)
		if closing.Type() != "}" {
			continue
		}
		// A block that ends in a return or a throw cannot take a statement
		// after it.
		if n := int(b.NamedChildCount()); n > 0 {
			if t := b.NamedChild(n - 1).Type(); t == "return_statement" || t == "throw_statement" || t == "break_statement" || t == "continue_statement" {
				continue
			}
		}
		build(closing.StartByte(), false)
	}
	// The start of each block the test ran (a step forgotten before the
	// block's work, such as marking a node visited).
	for _, b := range blocks {
		if b.NamedChildCount() > 0 && ranIn(b) && b.StartByte() != body.StartByte() {
			build(b.NamedChild(0).StartByte(), true)
		}
	}
	for _, r := range returns {
		if ran[line(r.StartByte())] {
			build(r.StartByte(), false)
		}
	}
	// Before a statement that overwrites a local: its old value kept in
	// another of its type (prev = node; node = next;).
	for _, st := range stmts {
		a := st.NamedChild(0)
		if a == nil || a.Type() != "assignment_expression" || !ran[line(st.StartByte())] {
			continue
		}
		left := a.ChildByFieldName("left")
		if left == nil || left.Type() != "identifier" {
			continue
		}
		w := text(left)
		var cands []string
		sc := inScope(st.StartByte())
		for _, x := range sc {
			if x.name != w {
				continue
			}
			for _, v := range sc {
				if v.name != w && v.typ == x.typ && !v.final {
					cands = append(cands, v.name+" = "+w+";")
				}
			}
			break
		}
		if c := creditNext(st.StartByte()); c > 0 && len(cands) > 0 {
			out = append(out, insPos{at: st.StartByte(), credit: c, cands: cands})
		}
	}
	return out, locals
}

var selfAssign = regexp.MustCompile(`^\s*([A-Za-z_]\w*)\s*=\s*([A-Za-z_]\w*)\s*;\s*$`)

// isSelfAssign: x = x; (RE2 has no back-references).
func isSelfAssign(s string) bool {
	m := selfAssign.FindStringSubmatch(s)
	return m != nil && m[1] == m[2]
}

// localIdents are the identifiers of st that name a local of the method
// (not a field or method name after a dot).
func localIdents(st *sitter.Node, src []byte, locals []jlocal) []*sitter.Node {
	known := map[string]bool{}
	for _, l := range locals {
		known[l.name] = true
	}
	var out []*sitter.Node
	var walk func(n *sitter.Node)
	walk = func(n *sitter.Node) {
		if n.Type() == "identifier" && known[string(src[n.StartByte():n.EndByte()])] {
			p := n.Parent()
			same := func(f *sitter.Node) bool {
				return f != nil && f.StartByte() == n.StartByte() && f.EndByte() == n.EndByte()
			}
			field := p != nil && (p.Type() == "field_access" && same(p.ChildByFieldName("field")) ||
				p.Type() == "method_invocation" && same(p.ChildByFieldName("name")))
			if !field {
				out = append(out, n)
			}
		}
		for i := 0; i < int(n.NamedChildCount()); i++ {
			walk(n.NamedChild(i))
		}
	}
	walk(st)
	return out
}
