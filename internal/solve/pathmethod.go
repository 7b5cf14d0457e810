// Path translation, methods of the built-in types.
package solve

import (
	"fmt"
	"strings"

	"unstuck/internal/pyparse"
)

// charClass is a regular expression over one character for str.isX().
var charClass = map[string]string{
	"isdigit": `(re.range "0" "9")`,
	"isalpha": `(re.union (re.range "a" "z") (re.range "A" "Z"))`,
	"isalnum": `(re.union (re.range "a" "z") (re.range "A" "Z") (re.range "0" "9"))`,
	"islower": `(re.range "a" "z")`,
	"isupper": `(re.range "A" "Z")`,
	// str.isspace() on ASCII: \t-\r, the separators \x1c-\x1f, space.
	"isspace": `(re.union (re.range "\u{9}" "\u{d}") (re.range "\u{1c}" "\u{20}"))`,
}

func (x *executor) method(self *val, name string, a callArgs, at *pyparse.Node) *val {
	switch self.k {
	case kInt:
		if name == "bit_count" {
			x.need(a, 0, 0, name, at)
			bv := x.toBV(tIte(tCmp("<", self.t, "0"), app("-", self.t), self.t))
			out := "0"
			for i := 0; i < bvWidth; i++ {
				out = tAdd(out, app("bv2int", app(fmt.Sprintf("(_ extract %d %d)", i, i), bv)))
			}
			x.approx = append(x.approx, "bit operations on 64-bit values")
			return &val{k: kInt, t: out}
		}
	case kStr:
		return x.strMethod(self, name, a, at)
	case kRegex, kMatch:
		return x.reMethod(self, name, a, at)
	case kList:
		return x.listMethod(self, name, a, at)
	case kDict:
		return x.dictMethod(self, name, a, at)
	case kSet:
		switch name {
		case "add":
			x.need(a, 1, 1, name, at)
			x.setAdd(self, a.pos[0], at)
			return &val{k: kNone}
		case "remove", "discard":
			x.need(a, 1, 1, name, at)
			found, _ := x.lookup(self, a.pos[0], at)
			if name == "remove" {
				x.check(found, "KeyError")
			}
			var keep []*entry
			for _, e := range self.ents {
				p := tAnd(e.present, tNot(x.keyEqual(e.key, a.pos[0], at)))
				if p != "false" {
					e.present = p
					keep = append(keep, e)
				}
			}
			self.ents = keep
			return &val{k: kNone}
		}
	}
	x.fail(at, "method %s.%s()", self.k, name)
	return nil
}

func (x *executor) strMethod(s *val, name string, a callArgs, at *pyparse.Node) *val {
	switch name {
	case "split", "rsplit", "replace", "partition", "rpartition":
		if v := x.strSplitKnown(s, name, a); v != nil {
			return v
		}
		return x.strSplitMethod(s, name, a, at)
	case "startswith", "endswith":
		x.need(a, 1, 1, name, at)
		p := a.pos[0]
		if p.k != kStr {
			x.fail(at, "%s with a %s", name, p.k)
		}
		if name == "startswith" {
			return &val{k: kBool, t: app("str.prefixof", p.t, s.t)}
		}
		return &val{k: kBool, t: app("str.suffixof", p.t, s.t)}
	case "find", "index":
		x.need(a, 1, 2, name, at)
		start := "0"
		if len(a.pos) == 2 {
			st := x.num(a.pos[1], kInt)
			// A negative start counts from the end; past the end finds
			// only the empty string, as in Z3.
			start = tIte(tCmp("<", st, "0"), tIte(tCmp("<", tAdd(st, x.strLen(s)), "0"), "0", tAdd(st, x.strLen(s))), st)
		}
		i := app("str.indexof", s.t, a.pos[0].t, start)
		if name == "index" {
			x.check(tNot(tCmp("=", i, "-1")), "ValueError")
		}
		return &val{k: kInt, t: i}
	case "rfind", "rindex":
		// The last occurrence: a fresh r defined for every s and sub (so
		// the definition holds under any guard): -1 when sub is absent,
		// len(s) for an empty sub, else where sub starts and no later
		// occurrence does.
		x.need(a, 1, 1, name, at)
		sub := a.pos[0]
		if sub.k != kStr {
			x.maybeRaise("TypeError")
			x.fail(at, "%s() of a %s", name, sub.k)
		}
		x.fresh++
		r := x.declare(fmt.Sprintf("_rfind_%d", x.fresh), "Int")
		ls, lsub := x.strLen(s), app("str.len", sub.t)
		found := app("and", tCmp(">=", r, "0"), tCmp("<=", tAdd(r, lsub), ls),
			app("=", app("str.substr", s.t, r, lsub), sub.t),
			tNot(app("str.contains", app("str.substr", s.t, tAdd(r, "1"), ls), sub.t)))
		x.asserts = append(x.asserts, tIte(app("=", lsub, "0"), app("=", r, ls),
			tIte(app("str.contains", s.t, sub.t), found, app("=", r, "-1"))))
		if name == "rindex" {
			x.check(tNot(tCmp("=", r, "-1")), "ValueError")
		}
		return &val{k: kInt, t: r}
	case "isdigit", "isalpha", "isalnum", "islower", "isupper", "isspace":
		x.need(a, 0, 0, name, at)
		re := charClass[name]
		if name == "islower" || name == "isupper" {
			// True when there is a cased character and none of the other
			// case; for letters, digits and spaces only.
			other := `(re.range "A" "Z")`
			if name == "isupper" {
				other = `(re.range "a" "z")`
			}
			x.asciiOnly(s)
			rest := `(re.* (re.union (re.range "0" "9") (str.to_re " ")))`
			_ = other
			return &val{k: kBool, t: app("str.in_re", s.t, "(re.++ "+rest+" "+re+" (re.* (re.union "+re+" (re.range \"0\" \"9\") (str.to_re \" \"))))")}
		}
		x.asciiOnly(s)
		return &val{k: kBool, t: app("str.in_re", s.t, "(re.+ "+re+")")}
	case "lower", "upper":
		x.need(a, 0, 0, name, at)
		from, to := "A", "a"
		if name == "upper" {
			from, to = "a", "A"
		}
		es := x.elemsOf(s, at)
		out := strConst("")
		for _, c := range es {
			// A table of the 26 letters: simpler for Z3 than code points.
			t := c.t
			for i := 25; i >= 0; i-- {
				f, g := string(rune(from[0]+byte(i))), string(rune(to[0]+byte(i)))
				t = tIte(tCmp("=", c.t, StringLit(f)), StringLit(g), t)
			}
			out = x.binop("+", out, x.share(&val{k: kStr, t: t, n: "1"}), at)
		}
		return out
	case "join":
		x.need(a, 1, 1, name, at)
		es := x.elemsOf(a.pos[0], at)
		out := strConst("")
		for i, e := range es {
			if e.k != kStr {
				x.maybeRaise("TypeError")
				x.fail(at, "join of %s items", e.k)
			}
			if i > 0 {
				out = x.binop("+", out, s, at)
			}
			out = x.binop("+", out, e, at)
		}
		return out
	case "strip", "lstrip", "rstrip":
		if len(a.pos) > 0 {
			x.fail(at, "str.%s() with characters", name)
		}
		es := x.elemsOf(s, at)
		n := len(es)
		x.asciiOnly(s)
		space := func(c *val) string { return app("str.in_re", c.t, charClass["isspace"]) }
		start, end := "0", itoa(n)
		if name != "rstrip" {
			start = itoa(n)
			for i := n - 1; i >= 0; i-- {
				start = tIte(tNot(space(es[i])), itoa(i), start)
			}
			start = x.define("start", "Int", start)
		}
		if name != "lstrip" {
			end = start
			for i := 0; i < n; i++ {
				end = tIte(tNot(space(es[i])), itoa(i+1), end)
			}
			end = x.define("end", "Int", end)
		}
		return &val{k: kStr, t: app("str.substr", s.t, start, tSub(end, start))}
	case "zfill":
		x.need(a, 1, 1, name, at)
		w, ok := litInt(x.num(a.pos[0], kInt))
		if !ok || w.Int64() > 64 {
			x.fail(at, "zfill to a symbolic width")
		}
		width := int(w.Int64())
		ln := x.strLen(s)
		signed := tOr(app("str.prefixof", `"-"`, s.t), app("str.prefixof", `"+"`, s.t))
		rest := app("str.substr", s.t, "1", tSub(ln, "1"))
		out := s.t
		for l := width - 1; l >= 0; l-- {
			zeros := StringLit(strings.Repeat("0", width-l))
			padded := tIte(signed, app("str.++", app("str.at", s.t, "0"), zeros, rest), app("str.++", zeros, s.t))
			out = tIte(tCmp("=", ln, itoa(l)), padded, out)
		}
		return x.share(&val{k: kStr, t: out})
	case "count":
		x.need(a, 1, 1, name, at)
		sub := a.pos[0]
		if sub.n != "1" {
			x.fail(at, "count of a substring")
		}
		out := &val{k: kInt, t: "0"}
		for _, c := range x.elemsOf(s, at) {
			out = &val{k: kInt, t: tAdd(out.t, tIte(tCmp("=", c.t, sub.t), "1", "0"))}
		}
		return out
	}
	x.fail(at, "method str.%s()", name)
	return nil
}

func (x *executor) listMethod(l *val, name string, a callArgs, at *pyparse.Node) *val {
	switch name {
	case "append", "appendleft":
		x.need(a, 1, 1, name, at)
		v := a.pos[0]
		if !l.concrete() {
			if v.k != l.ek {
				x.fail(at, "appending a %s to a list of %s", v.k, l.ek)
			}
			nm := "arr"
			if l.param != "" {
				nm = l.param
			}
			if name == "appendleft" {
				x.materialize(l)
			} else {
				l.arr = x.define(nm, "(Array Int "+sortOfKind(l.ek)+")", app("store", l.arr, l.n, v.t))
				l.n = x.define(nm+"_len", "Int", tAdd(l.n, "1"))
				return &val{k: kNone}
			}
		}
		if name == "appendleft" {
			l.elems = append([]*val{v}, l.elems...)
		} else {
			l.elems = append(l.elems, v)
		}
		return &val{k: kNone}
	case "pop", "popleft":
		x.need(a, 0, 1, name, at)
		x.check(tCmp(">", l.lenTerm(), "0"), "IndexError")
		idx := tSub(l.lenTerm(), "1")
		if name == "popleft" {
			idx = "0"
		}
		if len(a.pos) == 1 {
			idx = x.index(l, a.pos[0], at)
		}
		return x.listPop(l, idx, at)
	case "extend":
		x.need(a, 1, 1, name, at)
		x.extend(l, a.pos[0], at)
		return &val{k: kNone}
	case "insert":
		x.need(a, 2, 2, name, at)
		x.materialize(l)
		c, ok := litInt(x.num(a.pos[0], kInt))
		if !ok {
			x.fail(at, "insert at a symbolic position")
		}
		i := int(c.Int64())
		n := len(l.elems)
		if i < 0 {
			i = max(0, i+n)
		}
		i = min(i, n)
		l.elems = append(l.elems[:i], append([]*val{a.pos[1]}, l.elems[i:]...)...)
		return &val{k: kNone}
	case "copy":
		x.materialize(l)
		return &val{k: kList, elems: append([]*val{}, l.elems...)}
	case "reverse":
		x.materialize(l)
		for i, j := 0, len(l.elems)-1; i < j; i, j = i+1, j-1 {
			l.elems[i], l.elems[j] = l.elems[j], l.elems[i]
		}
		return &val{k: kNone}
	case "sort":
		s := x.sorted(x.elemsOf(l, at), a, at)
		l.elems = s.elems
		return &val{k: kNone}
	case "index":
		x.need(a, 1, 1, name, at)
		es := x.elemsOf(l, at)
		var found []string
		out := "(- 1)"
		for i := len(es) - 1; i >= 0; i-- {
			eq := x.equal(es[i], a.pos[0], at)
			found = append(found, eq)
			out = tIte(eq, itoa(i), out)
		}
		x.check(tOr(found...), "ValueError")
		return &val{k: kInt, t: out}
	case "count":
		x.need(a, 1, 1, name, at)
		out := "0"
		for _, e := range x.elemsOf(l, at) {
			out = tAdd(out, tIte(x.equal(e, a.pos[0], at), "1", "0"))
		}
		return &val{k: kInt, t: out}
	case "clear":
		l.elems, l.arr, l.n = []*val{}, "", ""
		return &val{k: kNone}
	}
	x.fail(at, "method list.%s()", name)
	return nil
}

// listPop removes item idx (known in range) and returns it.
func (x *executor) listPop(l *val, idx string, at *pyparse.Node) *val {
	if !l.concrete() {
		last := tSub(l.n, "1")
		if idx == last {
			v := &val{k: l.ek, t: app("select", l.arr, idx)}
			nm := "arr"
			if l.param != "" {
				nm = l.param
			}
			l.n = x.define(nm+"_len", "Int", last)
			return v
		}
		x.materialize(l)
	}
	c, ok := litInt(idx)
	if !ok {
		x.fail(at, "pop at a symbolic position")
	}
	i := int(c.Int64())
	if i < 0 || i >= len(l.elems) {
		x.raiseNow("IndexError")
		return x.dummy()
	}
	v := l.elems[i]
	l.elems = append(append([]*val{}, l.elems[:i]...), l.elems[i+1:]...)
	return v
}

func (x *executor) extend(l, src *val, at *pyparse.Node) {
	es := x.elemsOf(src, at)
	if !l.concrete() {
		for _, e := range es {
			x.listMethod(l, "append", callArgs{pos: []*val{e}}, at)
		}
		return
	}
	l.elems = append(l.elems, es...)
}

func (x *executor) dictMethod(d *val, name string, a callArgs, at *pyparse.Node) *val {
	switch name {
	case "get":
		x.need(a, 1, 2, name, at)
		found, v := x.lookup(d, a.pos[0], at)
		dflt := &val{k: kNone}
		if len(a.pos) == 2 {
			dflt = a.pos[1]
		}
		if v == nil {
			return dflt
		}
		return x.merge(found, v, dflt, at)
	case "setdefault":
		x.need(a, 2, 2, name, at)
		found, v := x.lookup(d, a.pos[0], at)
		if found == "true" {
			return v
		}
		if found == "false" || v == nil {
			x.dictSet(d, a.pos[0], a.pos[1], at)
			return a.pos[1]
		}
		x.dictSet(d, a.pos[0], x.merge(found, v, a.pos[1], at), at)
		_, v = x.lookup(d, a.pos[0], at)
		return v
	case "keys", "values", "items":
		var out []*val
		for _, e := range d.ents {
			if e.present != "true" {
				x.fail(at, "dict.%s() of a dict whose keys are not known to differ", name)
			}
			switch name {
			case "keys":
				out = append(out, e.key)
			case "values":
				out = append(out, e.v)
			default:
				out = append(out, &val{k: kTuple, elems: []*val{e.key, e.v}})
			}
		}
		return &val{k: kIter, elems: nonNil(out)}
	case "pop":
		x.need(a, 1, 2, name, at)
		found, v := x.lookup(d, a.pos[0], at)
		if len(a.pos) == 2 {
			if v == nil {
				return a.pos[1]
			}
			out := x.merge(found, v, a.pos[1], at)
			x.dictDel(d, a.pos[0], at)
			return out
		}
		x.dictDel(d, a.pos[0], at)
		return v
	}
	x.fail(at, "method dict.%s()", name)
	return nil
}

// asciiOnly keeps a string tested with str.isX() to ASCII, where the
// character classes are exact (Python's are Unicode's): an approximation.
func (x *executor) asciiOnly(s *val) {
	x.approx = append(x.approx, "character classes on ASCII")
	x.assume(app("str.in_re", s.t, `(re.* (re.range "\u{0}" "\u{7f}"))`))
}
