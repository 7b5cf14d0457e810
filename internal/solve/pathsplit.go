// Path translation, splitting strings: str.split/rsplit/replace by a
// separator and whitespace split() cut the string into a pinned number of
// parts, each free of the separator where Python's scan would have found
// one (so the parts are Python's, not any split); partition/rpartition
// by the first/last occurrence.
package solve

import (
	"fmt"
	"strings"
	"unicode"

	"unstuck/internal/pyparse"
)

// splitPin is the pin naming how many cuts the call at `at` makes: a
// number the driver fixes (0, 1, 2, ...) and translates again, as it
// does input lengths. Calls are numbered per site in path order.
func (x *executor) splitPin(at *pyparse.Node) (int, bool) {
	if x.splits == nil {
		x.splits = map[uint32]int{}
	}
	site := at.StartByte()
	k := x.splits[site]
	x.splits[site] = k + 1
	key := fmt.Sprintf("cuts@%d:%d#%d", pyparse.Line(at), site, k)
	p, ok := x.pins[key]
	if !ok {
		panic(&errNeedLen{param: key})
	}
	return p, true
}

// cutBySep splits s at `cuts` occurrences of sep, scanning from the left
// (fromRight false) or the right. capped: the last cut was the last one
// allowed (maxsplit), so the remaining part may hold sep.
func (x *executor) cutBySep(s, sep *val, cuts int, capped, fromRight bool) []*val {
	lsep := x.strLen(sep)
	// Where the scan would see an occurrence starting inside a part: the
	// part with the separator's first len-1 characters after it (or
	// before it, scanning from the right).
	init := app("str.substr", sep.t, "0", tSub(lsep, "1"))
	tail := app("str.substr", sep.t, "1", tSub(lsep, "1"))
	parts := make([]*val, cuts+1)
	terms := []string{}
	for i := range parts {
		w := x.declare("part", "String")
		parts[i] = &val{k: kStr, t: w}
		if i > 0 {
			terms = append(terms, sep.t)
		}
		terms = append(terms, w)
	}
	var conds []string
	for i, p := range parts {
		edge := i == cuts // the part the scan ends in
		if fromRight {
			edge = i == 0
		}
		switch {
		case edge && capped:
		case edge:
			conds = append(conds, tNot(app("str.contains", p.t, sep.t)))
		case fromRight:
			conds = append(conds, tNot(app("str.contains", app("str.++", tail, p.t), sep.t)))
		default:
			conds = append(conds, tNot(app("str.contains", app("str.++", p.t, init), sep.t)))
		}
	}
	whole := terms[0]
	if len(terms) > 1 {
		whole = app("str.++", terms...)
	}
	conds = append(conds, app("=", s.t, whole))
	x.assumeHere(tAnd(conds...))
	return parts
}

// assumeHere assumes b where the call runs (under the enclosing guards).
func (x *executor) assumeHere(b string) {
	if g := x.guard(); g != "true" {
		b = app("=>", g, b)
	}
	x.assume(b)
}

// cutByWhitespace is str.split() into `words` words (no maxsplit).
func (x *executor) cutByWhitespace(s *val, words int) []*val {
	// Python's str.isspace on ASCII: \t-\r, \x1c-\x1f and space; inputs
	// are kept to ASCII (Unicode spaces are approximated away).
	ws := `(re.union (re.range "\u{9}" "\u{d}") (re.range "\u{1c}" "\u{20}"))`
	x.asciiOnly(s)
	var terms []string
	var conds []string
	gap := func(plus bool) {
		g := x.declare("gap", "String")
		r := "(re.* " + ws + ")"
		if plus {
			r = "(re.+ " + ws + ")"
		}
		conds = append(conds, app("str.in_re", g, r))
		terms = append(terms, g)
	}
	gap(false)
	parts := make([]*val, words)
	for i := range parts {
		if i > 0 {
			gap(true)
		}
		w := x.declare("word", "String")
		conds = append(conds, app("str.in_re", w, "(re.+ "+anyBut(ws)+")"))
		parts[i] = &val{k: kStr, t: w}
		terms = append(terms, w)
	}
	if words > 0 {
		gap(false)
	}
	whole := terms[0]
	if len(terms) > 1 {
		whole = app("str.++", terms...)
	}
	conds = append(conds, app("=", s.t, whole))
	x.assumeHere(tAnd(conds...))
	return parts
}

// strSplitMethod handles split, rsplit, replace, partition and rpartition.
func (x *executor) strSplitMethod(s *val, name string, a callArgs, at *pyparse.Node) *val {
	switch name {
	case "partition", "rpartition":
		x.need(a, 1, 1, name, at)
		sep := a.pos[0]
		if sep.k != kStr {
			x.maybeRaise("TypeError")
			x.fail(at, "str.%s() of a %s", name, sep.k)
		}
		x.check(tCmp(">", x.strLen(sep), "0"), "ValueError")
		var i string
		if name == "partition" {
			i = x.define("at", "Int", app("str.indexof", s.t, sep.t, "0"))
		} else {
			i = x.strMethod(s, "rfind", callArgs{pos: []*val{sep}}, at).t
		}
		ls, lsep := x.strLen(s), x.strLen(sep)
		found := tNot(tCmp("=", i, "-1"))
		before := &val{k: kStr, t: app("str.substr", s.t, "0", i)}
		after := &val{k: kStr, t: app("str.substr", s.t, tAdd(i, lsep), ls)}
		empty := strConst("")
		if name == "partition" {
			return &val{k: kTuple, elems: []*val{x.merge(found, before, s, at), x.merge(found, sep, empty, at), x.merge(found, after, empty, at)}}
		}
		return &val{k: kTuple, elems: []*val{x.merge(found, before, empty, at), x.merge(found, sep, empty, at), x.merge(found, after, s, at)}}
	case "replace":
		x.need(a, 2, 3, name, at)
		old, nw := a.pos[0], a.pos[1]
		if old.k != kStr || nw.k != kStr {
			x.maybeRaise("TypeError")
			x.fail(at, "str.replace() of a %s", old.k)
		}
		if len(a.pos) == 3 {
			c, ok := litInt(x.num(a.pos[2], kInt))
			if !ok || c.Int64() != 1 && c.Int64() >= 0 {
				x.fail(at, "str.replace() with a count other than 1")
			}
			if c.Int64() == 1 {
				return x.share(&val{k: kStr, t: app("str.replace", s.t, old.t, nw.t)})
			}
		}
		if v, ok := litStr(old.t); !ok || v == "" {
			x.fail(at, "str.replace() of an empty or unknown substring")
		}
		if v, ok := litStr(s.t); ok {
			if o, ok := litStr(old.t); ok && !containsStr(v, o) {
				return s // nothing to replace: no cuts to pin
			}
		}
		cuts, _ := x.splitPin(at)
		parts := x.cutBySep(s, old, cuts, false, false)
		out := parts[0].t
		for _, p := range parts[1:] {
			out = app("str.++", out, nw.t, p.t)
		}
		return x.share(&val{k: kStr, t: out})
	}
	// split, rsplit
	x.need(a, 0, 2, name, at)
	var sep *val
	if len(a.pos) > 0 {
		sep = a.pos[0]
	}
	if v, ok := a.kw["sep"]; ok {
		sep = v
	}
	maxsplit := int64(-1)
	msv := (*val)(nil)
	if len(a.pos) == 2 {
		msv = a.pos[1]
	}
	if v, ok := a.kw["maxsplit"]; ok {
		msv = v
	}
	if msv != nil {
		c, ok := litInt(x.num(msv, kInt))
		if !ok {
			x.fail(at, "str.%s() with a maxsplit not known", name)
		}
		maxsplit = c.Int64()
	}
	if sep != nil && sep.k == kNone {
		sep = nil
	}
	if sep == nil {
		if maxsplit >= 0 {
			x.fail(at, "str.%s() on whitespace with maxsplit", name)
		}
		words, _ := x.splitPin(at)
		return &val{k: kList, elems: nonNil(x.cutByWhitespace(s, words))}
	}
	if sep.k != kStr {
		x.maybeRaise("TypeError")
		x.fail(at, "str.%s() by a %s", name, sep.k)
	}
	x.check(tCmp(">", x.strLen(sep), "0"), "ValueError")
	cuts, _ := x.splitPin(at)
	capped := false
	if maxsplit >= 0 {
		if int64(cuts) > maxsplit {
			x.mismatch("more cuts pinned than maxsplit allows")
		}
		capped = int64(cuts) == maxsplit
	}
	return &val{k: kList, elems: x.cutBySep(s, sep, cuts, capped, name == "rsplit" && maxsplit >= 0)}
}

func containsStr(s, sub string) bool { return strings.Contains(s, sub) }

// pySpace is str.isspace() for one character.
func pySpace(r rune) bool {
	return r >= 0x9 && r <= 0xd || r >= 0x1c && r <= 0x20 || r == 0x85 || r == 0xa0 || unicode.IsSpace(r)
}

// strSplitKnown computes the methods on known strings, or returns nil.
func (x *executor) strSplitKnown(s *val, name string, a callArgs) *val {
	sv, ok := litStrAny(s.t)
	if !ok || s.k != kStr || len(a.kw) > 0 {
		return nil
	}
	var args []string
	for _, p := range a.pos {
		if p.k != kStr {
			return nil
		}
		v, ok := litStrAny(p.t)
		if !ok {
			return nil
		}
		args = append(args, v)
	}
	list := func(ps []string) *val {
		out := &val{k: kList, elems: []*val{}}
		for _, p := range ps {
			out.elems = append(out.elems, strConst(p))
		}
		return out
	}
	switch {
	case name == "split" && len(args) == 0:
		return list(strings.FieldsFunc(sv, pySpace))
	case (name == "split" || name == "rsplit") && len(args) == 1 && args[0] != "":
		return list(strings.Split(sv, args[0]))
	case name == "replace" && len(args) == 2 && args[0] != "":
		return strConst(strings.ReplaceAll(sv, args[0], args[1]))
	case name == "partition" && len(args) == 1 && args[0] != "":
		b, c, found := strings.Cut(sv, args[0])
		if !found {
			return &val{k: kTuple, elems: []*val{strConst(sv), strConst(""), strConst("")}}
		}
		return &val{k: kTuple, elems: []*val{strConst(b), strConst(args[0]), strConst(c)}}
	case name == "rpartition" && len(args) == 1 && args[0] != "":
		i := strings.LastIndex(sv, args[0])
		if i < 0 {
			return &val{k: kTuple, elems: []*val{strConst(""), strConst(""), strConst(sv)}}
		}
		return &val{k: kTuple, elems: []*val{strConst(sv[:i]), strConst(args[0]), strConst(sv[i+len(args[0]):])}}
	}
	return nil
}
