package explore

// Phase: explore, last (after the free guidance of freeguide.go). Lines P
// still covers only through prefixes binding stand-ins are mostly behind
// a branch that a stand-in steered its way while the real objects of the
// best prefix binding none (freeBase) take the other: a path that is not
// under the base it is compared with, a key a real mapping lacks, a
// number a real function refuses. The solver cannot see through the real
// code that decides such a branch, so the values are searched by running
// them: each plain value of the free prefix is tried again as other
// values of its kind, the value the stand-in of the same name committed
// to first (a stand-in rewritten as the plain value it became, in the
// prefix whose other names are real), then the snippet's own literals and
// the prefix's other plain values; an instance the prefix builds with no
// argument is tried built from one of those (PurePath() as
// PurePath("name")); a mapping committed from the keys the snippet read
// ({"project": {"requires-python": object()}}) has its object() values,
// which nobody asked, tried as each plain kind first; a value that is its
// name as text (nothing said what it holds) is tried as the other plain
// kinds too (in a list, as bytes, a number). Every variant is a plain
// prefix run like any other, so a replay with python3 reproduces it; it
// takes a place in P only where it covers lines.

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// maxValueVariants is how many variants one round runs at most.
const maxValueVariants = 12

// emptyCall is an instance built with no argument: a dotted class name
// called with nothing (PurePath(), pathlib.Path()).
var emptyCall = regexp.MustCompile(`^((?:[A-Za-z_]\w*\.)*[A-Z]\w*)\(\)$`)

// valueVariants are the free prefix base with one plain value replaced,
// at most limit, the names that stand-ins of P bind first (they are the
// ones that steered the branch), one value of each name in turn.
func valueVariants(s *Snippet, t *Tree, base *Node, limit int) []Proposal {
	steer, committedTo := steeringNames(t)
	pool := prefixStrings(base.Proposal.Init)
	for _, l := range stringLiterals(s) {
		if !slices.Contains(pool, l) {
			pool = append(pool, l)
		}
	}
	for _, g := range genericStrs {
		if !slices.Contains(pool, g) {
			pool = append(pool, g)
		}
	}
	type slot struct {
		i    int      // the statement's index in base's Init
		alts []string // its other statements, best first
	}
	var first, rest []slot
	for i, st := range base.Proposal.Init {
		if base.Proposal.KindOf(st) != BindPlain || strings.Contains(st, "Stub") || strings.Contains(st, "lambda") {
			continue
		}
		var alts []string
		m := simpleBinding.FindStringSubmatch(strings.TrimSpace(st))
		if m != nil {
			name, expr := m[1], m[2]
			var exprs []string
			if v, ok := committedTo[name]; ok && v != expr {
				if holdsObjects(v) {
					// A dict of the keys the snippet read, holding
					// object() where nobody asked the value: those
					// values searched, the keys kept.
					exprs = append(exprs, objectVariants(v)...)
				} else {
					exprs = append(exprs, v)
				}
			}
			if holdsObjects(expr) {
				// Its object()s first: the keys are the ones the snippet
				// read, the values nobody asked (so nothing steered them).
				exprs = append(exprs, objectVariants(expr)...)
			}
			others := otherValues(expr, pool)
			if guessedText(name, expr) {
				// Nothing said what it holds: its kind is searched
				// as much as its text, one of each in turn.
				others = interleave(others, otherKinds(expr))
			}
			for _, e := range append(exprs, others...) {
				alts = append(alts, name+" = "+e)
			}
		} else {
			// A statement of several lines (self built, then given
			// state): its literals varied in place.
			alts = otherValues(st, pool)
		}
		if len(alts) == 0 {
			continue
		}
		if assigns(st, steer) {
			first = append(first, slot{i, alts})
		} else {
			rest = append(rest, slot{i, alts})
		}
	}
	slots := append(first, rest...)
	var out []Proposal
	seen := map[string]bool{}
	for k := 0; len(out) < limit; k++ {
		more := false
		for _, sl := range slots {
			if k >= len(sl.alts) || len(out) >= limit {
				continue
			}
			more = true
			alt := sl.alts[k]
			if seen[alt] {
				continue
			}
			seen[alt] = true
			init := append(append(append([]string{}, base.Proposal.Init[:sl.i]...), alt), base.Proposal.Init[sl.i+1:]...)
			pr := Proposal{Imports: base.Proposal.Imports, Init: init, Note: "real values searched: " + alt}
			pr.inherit(base.Proposal)
			pr.mark(BindPlain, alt)
			out = append(out, pr)
		}
		if !more {
			break
		}
	}
	return out
}

// guessedText: expr is the binding's own name as text (value = "value"),
// what a proposer writes when nothing says what the name holds: the kind
// of the value was guessed as much as its text.
func guessedText(name, expr string) bool {
	return expr == `"`+name+`"` || expr == "'"+name+"'"
}

// otherKinds are the text literal txt as each other plain kind: in a
// list, in a tuple, as a mapping's key, as bytes (an ASCII text), a
// number, None. A branch may go by the value's kind (a serializer's tag
// for lists, a parser that takes bytes) where no text takes it.
func otherKinds(txt string) []string {
	out := []string{"[" + txt + "]", "(" + txt + ",)", "{" + txt + ": " + txt + "}"}
	if !strings.ContainsFunc(txt, func(r rune) bool { return r > 127 }) {
		out = append(out, "b"+txt)
	}
	return append(out, "1", "None")
}

// interleave is a and b taken one of each in turn, the rest of the longer
// after.
func interleave(a, b []string) []string {
	var out []string
	for i := 0; i < len(a) || i < len(b); i++ {
		if i < len(a) {
			out = append(out, a[i])
		}
		if i < len(b) {
			out = append(out, b[i])
		}
	}
	return out
}

// steeringNames are the names P's prefixes binding stand-ins bind to
// stand-ins, and the plain literals those committed to (a number, a
// text, a list or dict of them, which may hold object()s: no namespace,
// no lambda, no bare object()).
func steeringNames(t *Tree) (map[string]bool, map[string]string) {
	steer, values := map[string]bool{}, map[string]string{}
	for _, id := range t.P {
		n := NodeByID(t.Nodes, id)
		if n == nil || n.Stubs == 0 {
			continue
		}
		for _, st := range n.Proposal.Init {
			if m := simpleBinding.FindStringSubmatch(strings.TrimSpace(st)); m != nil && n.Proposal.KindOf(st) != BindPlain {
				steer[m[1]] = true
			}
		}
		for name, v := range commitValues(n) {
			if _, dup := values[name]; !dup && (literalValue(v) || holdsObjects(v)) {
				values[name] = v
			}
		}
	}
	return steer, values
}

// literalValue: v is made of literals alone (no call, no name but True,
// False and None), as a committed int, str or list of them is.
func literalValue(v string) bool {
	if v == "" || strings.Contains(v, "object()") || strings.Contains(v, "lambda") || strings.Contains(v, "(") && !strings.HasPrefix(v, "(") {
		return false
	}
	rest := v
	for _, l := range literalsOf(v) {
		rest = strings.Replace(rest, v[l.start:l.end], "", 1)
	}
	for _, w := range []string{"True", "False", "None"} {
		rest = strings.ReplaceAll(rest, w, "")
	}
	return !strings.ContainsFunc(rest, func(r rune) bool { return r == '_' || r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' })
}

// holdsObjects: v is made of literals and object()s, at least one of
// each kind (a mapping committed from the keys a snippet read by get,
// whose values nobody asked: {"project": {"requires-python": object()}}).
func holdsObjects(v string) bool {
	return v != "object()" && strings.Contains(v, "object()") && literalValue(strings.ReplaceAll(v, "object()", "None"))
}

// objectVariants are v with one of its object()s replaced by each plain
// sample, the other literals as they are.
func objectVariants(v string) []string {
	var out []string
	for _, l := range literalsOf(v) {
		if l.kind != "object" {
			continue
		}
		for _, p := range plainSamples {
			out = append(out, v[:l.start]+p+v[l.end:])
		}
	}
	return out
}

// prefixStrings are the str literals the prefix's statements hold, as
// written (the values the snippet meets its other values with).
func prefixStrings(init []string) []string {
	var out []string
	for _, st := range init {
		if strings.Contains(st, "\n") || strings.Contains(st, "Stub") {
			continue
		}
		for _, l := range literalsOf(st) {
			if txt := st[l.start:l.end]; l.kind == "string" && !slices.Contains(out, txt) {
				out = append(out, txt)
			}
		}
	}
	return out
}

// assigns: the statement assigns one of names (its first line's
// target, or an attribute of it).
func assigns(st string, names map[string]bool) bool {
	for _, line := range strings.Split(st, "\n") {
		target, _, ok := strings.Cut(line, "=")
		target = strings.TrimSpace(target)
		if i := strings.IndexAny(target, ".["); i > 0 {
			target = target[:i]
		}
		if ok && names[target] {
			return true
		}
		if i := strings.IndexAny(line, ".("); i > 0 && names[strings.TrimSpace(line[:i])] {
			return true // self.append(...): state given to it
		}
	}
	return false
}

// emptyCollections are the empty lists, tuples and sets a prefix binds,
// and how one holding an item is written.
var emptyCollections = map[string]string{"[]": "[%s]", "()": "(%s,)", "set()": "{%s}", "frozenset()": "frozenset({%s})"}

// smallInts are the other values an int literal is tried as.
var smallInts = []string{"1", "0", "2", "-1", "10"}

// otherValues are the expressions expr is tried as: each of its int and
// str literals (and object()s) varied in place; an instance built with no
// argument built from one text of pool; an empty list, tuple or set
// holding one item.
func otherValues(expr string, pool []string) []string {
	var out []string
	add := func(e string) {
		if e != expr && !slices.Contains(out, e) {
			out = append(out, e)
		}
	}
	if m := emptyCall.FindStringSubmatch(expr); m != nil {
		for _, p := range pool {
			add(m[1] + "(" + p + ")")
		}
		return out
	}
	// An empty collection: one holding a text of pool or a small number.
	if wrap, ok := emptyCollections[expr]; ok {
		for _, p := range append(append([]string{}, pool...), smallInts[:2]...) {
			add(fmt.Sprintf(wrap, p))
		}
		return out
	}
	for _, l := range literalsOf(expr) {
		var vals []string
		switch l.kind {
		case "integer":
			vals = smallInts
		case "string":
			vals = pool
		case "object":
			vals = plainSamples
		}
		for _, v := range vals {
			add(expr[:l.start] + v + expr[l.end:])
		}
	}
	return out
}
