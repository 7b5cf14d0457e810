// Path translation, calls: builtins, methods of str/list/dict/set, and the
// file's own helper functions inlined along the path.
package solve

import (
	"fmt"
	"strings"

	"unstuck/internal/pyparse"
)

var builtinNames = map[string]bool{
	"len": true, "abs": true, "min": true, "max": true, "sum": true, "range": true,
	"enumerate": true, "zip": true, "reversed": true, "sorted": true, "int": true, "str": true,
	"float": true, "bool": true, "ord": true, "chr": true, "list": true, "tuple": true,
	"set": true, "dict": true, "any": true, "all": true, "print": true, "math": true,
	"collections": true, "Counter": true, "defaultdict": true, "deque": true,
	"inf": true, "divmod": true, "isinstance": true, "pow": true, "itertools": true,
	"accumulate": true, "pairwise": true,
	"bytes": true, "bytearray": true, "object": true, "frozenset": true, "type": true,
}

// importedNames are not builtins: they resolve only where the module (or
// the function) imports them, or under the leetcode preset.
var importedNames = map[string]bool{
	"math": true, "collections": true, "itertools": true, "Counter": true, "defaultdict": true,
	"deque": true, "inf": true, "accumulate": true, "pairwise": true,
}

// importBinding is what an import statement of the module or of the
// function binds name to ("os", "operator.index"), or "".
func (x *executor) importBinding(name string) string {
	found := ""
	look := func(s *pyparse.Node) {
		switch s.Type() {
		case "import_statement":
			for _, c := range pyparse.Children(s) {
				switch c.Type() {
				case "dotted_name":
					full := x.text(c)
					if strings.SplitN(full, ".", 2)[0] == name {
						found = name
					}
				case "aliased_import":
					if a := c.ChildByFieldName("alias"); a != nil && x.text(a) == name {
						found = x.text(c.ChildByFieldName("name"))
					}
				}
			}
		case "import_from_statement":
			mod := s.ChildByFieldName("module_name")
			if mod == nil || strings.HasPrefix(x.text(mod), ".") {
				return
			}
			for _, c := range pyparse.Children(s) {
				if c == mod {
					continue
				}
				switch c.Type() {
				case "dotted_name":
					if x.text(c) == name {
						found = x.text(mod) + "." + name
					}
				case "aliased_import":
					if a := c.ChildByFieldName("alias"); a != nil && x.text(a) == name {
						found = x.text(mod) + "." + x.text(c.ChildByFieldName("name"))
					}
				case "wildcard_import":
					if x.opts.Preset == "leetcode" {
						return
					}
				}
			}
		}
	}
	for _, s := range pyparse.Children(x.file.Tree.Root) {
		look(s)
	}
	if x.fn != nil && x.fn.Def != nil {
		pyparse.Walk(x.fn.Def, func(n *pyparse.Node) bool {
			if n.Type() == "import_statement" || n.Type() == "import_from_statement" {
				look(n)
				return false
			}
			return true
		})
	}
	return found
}

// isinstanceOf: whether a value of kind k is an instance of the builtin
// type named t; ok false when the rules cannot tell.
func isinstanceOf(k kind, t string) (bool, bool) {
	if t == "object" {
		return true, true
	}
	switch k {
	case kInt:
		return t == "int", true
	case kBool:
		return t == "bool" || t == "int", true
	case kReal:
		return t == "float", true
	case kStr:
		return t == "str", true
	case kList:
		return t == "list", true
	case kTuple:
		return t == "tuple", true
	case kDict:
		return t == "dict", true
	case kSet:
		return t == "set", true
	case kNone:
		return false, true
	}
	return false, false
}

func (x *executor) moduleAttr(name string, at *pyparse.Node) *val {
	switch name {
	case "math.inf":
		x.approx = append(x.approx, "infinity as a large number")
		return &val{k: kReal, t: infinity}
	case "collections.Counter", "collections.defaultdict", "collections.deque", "itertools.accumulate", "itertools.pairwise":
		return &val{k: kBuiltin, name: name[strings.IndexByte(name, '.')+1:]}
	}
	if v, ok := stringConsts[name]; ok {
		return &val{k: kStr, t: StringLit(v)}
	}
	if f, ok := reFlagNames[strings.TrimPrefix(name, "re.")]; ok && strings.HasPrefix(name, "re.") {
		return &val{k: kInt, t: ilit(f)}
	}
	return &val{k: kBuiltin, name: name}
}

// stringConsts are the string module's constants.
var stringConsts = map[string]string{
	"string.ascii_lowercase": "abcdefghijklmnopqrstuvwxyz",
	"string.ascii_uppercase": "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
	"string.ascii_letters":   "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
	"string.digits":          "0123456789",
	"string.hexdigits":       "0123456789abcdefABCDEF",
	"string.octdigits":       "01234567",
	"string.punctuation":     "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~",
	"string.whitespace":      " \t\n\r\x0b\x0c",
}

type callArgs struct {
	pos []*val
	kw  map[string]*val
	kwn map[string]*pyparse.Node
}

func (x *executor) args(n *pyparse.Node, sc *scope) callArgs {
	a := callArgs{kw: map[string]*val{}, kwn: map[string]*pyparse.Node{}}
	al := n.ChildByFieldName("arguments")
	if al == nil {
		return a
	}
	if al.Type() == "generator_expression" {
		a.pos = append(a.pos, x.expr(al, sc))
		return a
	}
	for _, c := range pyparse.Children(al) {
		switch c.Type() {
		case "keyword_argument":
			name := x.text(c.ChildByFieldName("name"))
			a.kwn[name] = c.ChildByFieldName("value")
			a.kw[name] = x.expr(c.ChildByFieldName("value"), sc)
		case "list_splat":
			a.pos = append(a.pos, x.elemsOf(x.expr(pyparse.Children(c)[0], sc), c)...)
		case "dictionary_splat":
			x.fail(c, "** arguments")
		case "comment":
		default:
			a.pos = append(a.pos, x.expr(c, sc))
		}
	}
	return a
}

func (x *executor) call(n *pyparse.Node, sc *scope) *val {
	f := x.expr(n.ChildByFieldName("function"), sc)
	a := x.args(n, sc)
	switch f.k {
	case kFunc:
		if f.alts != nil {
			// Each candidate under its condition; the results merged.
			var out *val
			for i := len(f.alts) - 1; i >= 0; i-- {
				alt := f.alts[i]
				v := x.under(alt.cond, func() *val { return x.callFunc(alt.fn.fn, a, n) })
				if out == nil {
					out = v
				} else {
					out = x.merge(alt.cond, v, out, n)
				}
			}
			return out
		}
		return x.callFunc(f.fn, a, n)
	case kBuiltin:
		if strings.HasPrefix(f.name, ".") {
			return x.method(f.obj["self"], f.name[1:], a, n)
		}
		return x.builtin(f.name, a, n)
	}
	x.maybeRaise("TypeError")
	x.fail(n, "call of a %s", f.k)
	return nil
}

// callFunc inlines a helper: its statements consume the path's lines.
func (x *executor) callFunc(fn *fnVal, a callArgs, at *pyparse.Node) *val {
	x.depth++
	if fn.def.Type() != "lambda" {
		x.calls++ // lambdas are not traced: they consume no lines
		if IsGenerator(fn.def) {
			x.fail(at, "call of a generator function")
		}
	}
	// A new frame traces its first line even when it is the caller's.
	last := x.last
	x.last = -1
	defer func() { x.depth--; x.last = last }()
	if x.depth > 300 {
		x.fail(at, "recursion deeper than 300 calls")
	}
	sc := &scope{vars: map[string]*val{}, parent: fn.closure}
	ps := x.params(fn.def)
	pos := a.pos
	if fn.self != nil {
		pos = append([]*val{fn.self}, pos...)
	}
	if len(a.kw) > 0 {
		x.fail(at, "keyword arguments to a helper")
	}
	for i, p := range ps {
		switch {
		case i < len(pos):
			sc.vars[p.name] = pos[i]
		case p.dflt != nil:
			sc.vars[p.name] = x.expr(p.dflt, fn.closure)
		default:
			x.maybeRaise("TypeError")
			x.fail(at, "missing argument %s", p.name)
		}
	}
	if len(pos) > len(ps) {
		x.fail(at, "too many arguments")
	}
	if fn.def.Type() == "lambda" {
		return x.expr(fn.def.ChildByFieldName("body"), sc)
	}
	// @cache: a call with arguments equal to an earlier call's does not
	// run its body. The path tells which happened: the body's first line
	// comes next or not.
	cached := fn.def.Parent() != nil && fn.def.Parent().Type() == "decorated_definition"
	args := pos
	if cached && fn.self != nil {
		args = pos[1:]
	}
	if cached {
		for _, v := range args {
			if !scalar(v.k) && v.k != kTuple && v.k != kNone {
				x.fail(at, "cached call with a %s argument", v.k)
			}
		}
		calls := x.memos[fn.def]
		if fl := firstStmtLine(fn.def.ChildByFieldName("body")); x.next() != fl || fl == 0 {
			// A cache hit: equal to one of the earlier calls.
			var hit []string
			var out *val
			for i := len(calls) - 1; i >= 0; i-- {
				eq := x.argsEqual(calls[i].args, args, at)
				hit = append(hit, eq)
				if out == nil {
					out = calls[i].result
				} else {
					out = x.merge(eq, calls[i].result, out, at)
				}
			}
			x.assume(tOr(hit...))
			return out
		}
		for _, c := range calls {
			x.assume(tNot(x.argsEqual(c.args, args, at)))
		}
	}
	f, v := x.block(fn.def.ChildByFieldName("body"), sc)
	if f != fReturn {
		v = &val{k: kNone}
	}
	if cached {
		if x.memos == nil {
			x.memos = map[*pyparse.Node][]memoCall{}
		}
		x.memos[fn.def] = append(x.memos[fn.def], memoCall{args: args, result: v})
	}
	return v
}

// memoCall is one call of a cached function whose body ran.
type memoCall struct {
	args   []*val
	result *val
}

func (x *executor) argsEqual(a, b []*val, at *pyparse.Node) string {
	if len(a) != len(b) {
		return "false"
	}
	var eqs []string
	for i := range a {
		eqs = append(eqs, x.equal(a[i], b[i], at))
	}
	return tAnd(eqs...)
}

// firstStmtLine is the line of a block's first statement that traces (a
// docstring does not).
func firstStmtLine(block *pyparse.Node) int {
	for _, c := range pyparse.Children(block) {
		if c.Type() != "comment" && !isDocstring(c) {
			return pyparse.Line(c)
		}
	}
	return 0
}

func (x *executor) need(a callArgs, lo, hi int, name string, at *pyparse.Node) {
	if len(a.pos) < lo || len(a.pos) > hi {
		x.maybeRaise("TypeError")
		x.fail(at, "%s() with %d arguments", name, len(a.pos))
	}
}

// elemsOf lists the items of an iterable of known length.
func (x *executor) elemsOf(v *val, at *pyparse.Node) []*val {
	switch v.k {
	case kList, kTuple, kIter:
		if !v.concrete() {
			if _, ok := litInt(v.n); !ok && v.param != "" {
				panic(&errNeedLen{param: v.param})
			}
		}
		x.materialize(v)
		return v.elems
	case kStr:
		c, ok := litInt(x.strLen(v))
		if !ok {
			if v.param != "" {
				panic(&errNeedLen{param: v.param})
			}
			x.pinFor(x.strLen(v))
			x.fail(at, "a string of symbolic length used as a sequence")
		}
		out := make([]*val, c.Int64())
		for i := range out {
			out[i] = &val{k: kStr, t: app("str.at", v.t, itoa(i)), n: "1"}
		}
		return out
	case kDict, kSet:
		var out []*val
		for _, e := range v.ents {
			if e.present != "true" {
				x.fail(at, "a %s whose keys are not known to differ used as a sequence", v.k)
			}
			out = append(out, e.key)
		}
		return out
	case kBuiltin:
		if v.name == "enumerate" {
			var out []*val
			start := v.obj["start"].t
			for i, e := range x.elemsOf(v.obj["src"], at) {
				out = append(out, &val{k: kTuple, elems: []*val{{k: kInt, t: tAdd(start, itoa(i))}, e}})
			}
			return out
		}
	case kRange:
		var out []*val
		it := x.iterate(v, at)
		for k := 0; ; k++ {
			b, ok := litBool(it.more(k))
			if !ok {
				x.pinFor(it.more(k))
				x.fail(at, "a range of symbolic length used as a sequence")
			}
			if !b || k > 10000 {
				break
			}
			out = append(out, it.item(k))
		}
		return out
	}
	x.fail(at, "iteration over %s", v.k)
	return nil
}

func (x *executor) builtin(name string, a callArgs, at *pyparse.Node) *val {
	switch name {
	case "re.compile", "re.search", "re.match", "re.fullmatch", "re.escape":
		return x.reModuleCall(name, a, at)
	case "print":
		return &val{k: kNone}
	case "len":
		x.need(a, 1, 1, name, at)
		v := a.pos[0]
		switch v.k {
		case kStr:
			return &val{k: kInt, t: x.strLen(v)}
		case kList, kTuple, kIter:
			return &val{k: kInt, t: v.lenTerm()}
		case kDict, kSet:
			return &val{k: kInt, t: x.dictLen(v)}
		case kRange:
			if v.step == 1 {
				return &val{k: kInt, t: tIte(tCmp("<", v.start, v.stop), tSub(v.stop, v.start), "0")}
			}
		}
		x.maybeRaise("TypeError")
		x.fail(at, "len of %s", v.k)
	case "abs":
		x.need(a, 1, 1, name, at)
		v := a.pos[0]
		k := v.k
		if k == kBool {
			k = kInt
		}
		t := x.num(v, k)
		zero := "0"
		if k == kReal {
			zero = "0.0"
		}
		return &val{k: k, t: tIte(tCmp("<", t, zero), tSub(zero, t), t)}
	case "min", "max":
		return x.minMax(name, a, at)
	case "sum":
		x.need(a, 1, 2, name, at)
		var out *val = &val{k: kInt, t: "0"}
		if len(a.pos) == 2 {
			out = a.pos[1]
		}
		if m := a.pos[0].mask; m != nil {
			for _, e := range m {
				out = x.merge(e.present, x.binop("+", out, e.key, at), out, at)
			}
			return out
		}
		for _, v := range x.elemsOf(a.pos[0], at) {
			out = x.binop("+", out, v, at)
		}
		return out
	case "range":
		x.need(a, 1, 3, name, at)
		ints := make([]string, len(a.pos))
		for i, v := range a.pos {
			if !numericKind(v.k) || v.k == kReal {
				x.maybeRaise("TypeError")
				x.fail(at, "range() of %s", v.k)
			}
			ints[i] = x.num(v, kInt)
		}
		r := &val{k: kRange, start: "0", step: 1}
		switch len(ints) {
		case 1:
			r.stop = ints[0]
		default:
			r.start, r.stop = ints[0], ints[1]
		}
		if len(ints) == 3 {
			c, ok := litInt(ints[2])
			if !ok || c.Sign() == 0 {
				x.fail(at, "range() with a symbolic or zero step")
			}
			r.step = c.Int64()
		}
		return r
	case "enumerate":
		x.need(a, 1, 2, name, at)
		start := "0"
		if len(a.pos) == 2 {
			start = x.num(a.pos[1], kInt)
		}
		src := a.pos[0]
		if src.k == kStr || src.k == kList && !src.concrete() {
			// Lazily, so that the path decides the length.
			return &val{k: kBuiltin, name: "enumerate", obj: map[string]*val{"src": src, "start": {k: kInt, t: start}}}
		}
		out := &val{k: kIter, elems: []*val{}}
		for i, e := range x.elemsOf(src, at) {
			out.elems = append(out.elems, &val{k: kTuple, elems: []*val{{k: kInt, t: tAdd(start, itoa(i))}, e}})
		}
		return out
	case "zip":
		var cols [][]*val
		m := -1
		for _, v := range a.pos {
			es := x.elemsOf(v, at)
			cols = append(cols, es)
			if m < 0 || len(es) < m {
				m = len(es)
			}
		}
		out := &val{k: kIter, elems: []*val{}}
		for i := 0; i < m; i++ {
			t := &val{k: kTuple}
			for _, c := range cols {
				t.elems = append(t.elems, c[i])
			}
			out.elems = append(out.elems, t)
		}
		return out
	case "reversed":
		x.need(a, 1, 1, name, at)
		es := x.elemsOf(a.pos[0], at)
		out := &val{k: kIter, elems: []*val{}}
		for i := len(es) - 1; i >= 0; i-- {
			out.elems = append(out.elems, es[i])
		}
		return out
	case "sorted":
		x.need(a, 1, 1, name, at)
		return x.sorted(x.elemsOf(a.pos[0], at), a, at)
	case "list", "tuple":
		k := kList
		if name == "tuple" {
			k = kTuple
		}
		if len(a.pos) == 0 {
			return &val{k: k, elems: []*val{}}
		}
		x.need(a, 1, 1, name, at)
		return &val{k: k, elems: append([]*val{}, x.elemsOf(a.pos[0], at)...)}
	case "set":
		s := &val{k: kSet}
		if len(a.pos) == 1 {
			for _, e := range x.elemsOf(a.pos[0], at) {
				x.setAdd(s, e, at)
			}
		}
		return s
	case "dict":
		if len(a.pos) == 0 && len(a.kw) == 0 {
			return &val{k: kDict}
		}
		x.fail(at, "dict() with arguments")
	case "Counter":
		d := &val{k: kDict, name: "Counter", dflt: func() *val { return &val{k: kInt, t: "0"} }}
		if len(a.pos) == 1 {
			for _, e := range x.elemsOf(a.pos[0], at) {
				_, cur := x.lookup(d, e, at)
				found, _ := x.lookup(d, e, at)
				c := &val{k: kInt, t: "1"}
				if cur != nil {
					c = x.merge(found, x.binop("+", cur, &val{k: kInt, t: "1"}, at), c, at)
				}
				x.dictSet(d, e, c, at)
			}
		}
		return d
	case "defaultdict":
		x.need(a, 1, 1, name, at)
		f := a.pos[0]
		d := &val{k: kDict, name: "defaultdict"}
		switch {
		case f.k == kBuiltin && f.name == "int":
			d.dflt = func() *val { return &val{k: kInt, t: "0"} }
		case f.k == kBuiltin && f.name == "list":
			d.dflt = func() *val { return &val{k: kList, elems: []*val{}} }
		case f.k == kBuiltin && f.name == "set":
			d.dflt = func() *val { return &val{k: kSet} }
		case f.k == kBuiltin && f.name == "bool":
			d.dflt = func() *val { return &val{k: kBool, t: "false"} }
		case f.k == kBuiltin && f.name == "str":
			d.dflt = func() *val { return strConst("") }
		default:
			x.fail(at, "defaultdict factory")
		}
		return d
	case "deque":
		if len(a.pos) == 0 {
			return &val{k: kList, elems: []*val{}, name: "deque"}
		}
		out := &val{k: kList, elems: append([]*val{}, x.elemsOf(a.pos[0], at)...), name: "deque"}
		return out
	case "int":
		if len(a.pos) == 0 {
			return &val{k: kInt, t: "0"}
		}
		v := a.pos[0]
		switch v.k {
		case kInt:
			return v
		case kBool:
			return &val{k: kInt, t: x.num(v, kInt)}
		case kReal:
			// Truncation toward zero.
			return &val{k: kInt, t: tIte(app(">=", v.t, "0.0"), app("to_int", v.t), app("-", app("to_int", app("-", v.t))))}
		case kStr:
			if len(a.pos) > 1 {
				x.fail(at, "int() with a base")
			}
			return x.strToInt(v)
		}
		x.fail(at, "int() of %s", v.k)
	case "float":
		if len(a.pos) == 0 {
			return &val{k: kReal, t: "0.0"}
		}
		v := a.pos[0]
		if v.k == kStr {
			if s, ok := litStr(v.t); ok {
				switch strings.ToLower(strings.TrimSpace(s)) {
				case "inf", "+inf", "infinity":
					x.approx = append(x.approx, "infinity as a large number")
					return &val{k: kReal, t: infinity}
				case "-inf", "-infinity":
					x.approx = append(x.approx, "infinity as a large number")
					return &val{k: kReal, t: app("-", infinity)}
				}
			}
			x.fail(at, "float() of a string")
		}
		return &val{k: kReal, t: x.num(v, kReal)}
	case "str":
		if len(a.pos) == 0 {
			return strConst("")
		}
		v := a.pos[0]
		switch v.k {
		case kStr:
			return v
		case kInt:
			return &val{k: kStr, t: tIte(tCmp("<", v.t, "0"), app("str.++", `"-"`, app("str.from_int", app("-", v.t))), app("str.from_int", v.t))}
		case kBool:
			return &val{k: kStr, t: tIte(v.t, `"True"`, `"False"`)}
		}
		x.fail(at, "str() of %s", v.k)
	case "bool":
		if len(a.pos) == 0 {
			return &val{k: kBool, t: "false"}
		}
		return &val{k: kBool, t: x.truth(a.pos[0], at)}
	case "ord":
		x.need(a, 1, 1, name, at)
		v := a.pos[0]
		if v.k != kStr {
			x.maybeRaise("TypeError")
			x.fail(at, "ord() of %s", v.k)
		}
		x.check(tCmp("=", x.strLen(v), "1"), "TypeError")
		return &val{k: kInt, t: app("str.to_code", v.t)}
	case "chr":
		x.need(a, 1, 1, name, at)
		c := x.num(a.pos[0], kInt)
		x.check(tAnd(tCmp("<=", "0", c), tCmp("<=", c, "1114111")), "ValueError")
		return &val{k: kStr, t: app("str.from_code", c), n: "1"}
	case "any", "all":
		x.need(a, 1, 1, name, at)
		var ts []string
		if m := a.pos[0].mask; m != nil {
			for _, e := range m {
				if name == "any" {
					ts = append(ts, tAnd(e.present, x.truth(e.key, at)))
				} else {
					ts = append(ts, tOr(tNot(e.present), x.truth(e.key, at)))
				}
			}
			if name == "any" {
				return &val{k: kBool, t: tOr(ts...)}
			}
			return &val{k: kBool, t: tAnd(ts...)}
		}
		for _, e := range x.elemsOf(a.pos[0], at) {
			ts = append(ts, x.truth(e, at))
		}
		if name == "any" {
			return &val{k: kBool, t: tOr(ts...)}
		}
		return &val{k: kBool, t: tAnd(ts...)}
	case "pow":
		x.need(a, 2, 3, name, at)
		p := x.binop("**", a.pos[0], a.pos[1], at)
		if len(a.pos) == 3 {
			return x.binop("%", p, a.pos[2], at)
		}
		return p
	case "accumulate":
		x.need(a, 1, 1, name, at)
		out := &val{k: kIter, elems: []*val{}}
		var acc *val
		if v, ok := a.kw["initial"]; ok && v.k != kNone {
			acc = v
			out.elems = append(out.elems, acc)
		}
		for _, e := range x.elemsOf(a.pos[0], at) {
			if acc == nil {
				acc = e
			} else {
				acc = x.binop("+", acc, e, at)
			}
			out.elems = append(out.elems, acc)
		}
		return out
	case "pairwise":
		x.need(a, 1, 1, name, at)
		es := x.elemsOf(a.pos[0], at)
		out := &val{k: kIter, elems: []*val{}}
		for i := 0; i+1 < len(es); i++ {
			out.elems = append(out.elems, &val{k: kTuple, elems: []*val{es[i], es[i+1]}})
		}
		return out
	case "divmod":
		x.need(a, 2, 2, name, at)
		return &val{k: kTuple, elems: []*val{x.binop("//", a.pos[0], a.pos[1], at), x.binop("%", a.pos[0], a.pos[1], at)}}
	case "inf":
		x.approx = append(x.approx, "infinity as a large number")
		return &val{k: kReal, t: infinity}
	case "isinstance":
		x.need(a, 2, 2, name, at)
		var types []*val
		if a.pos[1].k == kTuple {
			types = a.pos[1].elems
		} else {
			types = []*val{a.pos[1]}
		}
		res := false
		for _, t := range types {
			if t.k != kBuiltin {
				x.fail(at, "isinstance() with a class the rules do not know")
			}
			is, ok := isinstanceOf(a.pos[0].k, t.name)
			if !ok {
				x.fail(at, "isinstance() of a %s", a.pos[0].k)
			}
			res = res || is
		}
		return &val{k: kBool, t: fmt.Sprint(res)}
	case "os.fspath":
		// A str or bytes path is returned as it is.
		x.need(a, 1, 1, name, at)
		if a.pos[0].k == kStr {
			return a.pos[0]
		}
		x.maybeRaise("TypeError")
		x.fail(at, "os.fspath() of a %s", a.pos[0].k)
	case "operator.index":
		x.need(a, 1, 1, name, at)
		switch a.pos[0].k {
		case kInt:
			return a.pos[0]
		case kBool:
			return &val{k: kInt, t: x.num(a.pos[0], kInt)}
		}
		x.maybeRaise("TypeError")
		x.fail(at, "operator.index() of a %s", a.pos[0].k)
	case "math.floor", "math.ceil", "floor", "ceil":
		x.need(a, 1, 1, name, at)
		v := a.pos[0]
		if v.k == kInt {
			return v
		}
		t := x.num(v, kReal)
		if strings.HasSuffix(name, "floor") {
			return &val{k: kInt, t: app("to_int", t)}
		}
		return &val{k: kInt, t: app("-", app("to_int", app("-", t)))}
	}
	x.fail(at, "call to %s()", name)
	return nil
}

// strToInt is int(s) for a string of optional sign and digits (no spaces
// or underscores: an approximation of what int() accepts).
func (x *executor) strToInt(v *val) *val {
	s := v.t
	digits := "(re.+ (re.range \"0\" \"9\"))"
	plain := app("str.in_re", s, digits)
	rest := app("str.substr", s, "1", app("-", app("str.len", s), "1"))
	neg := tAnd(app("str.prefixof", `"-"`, s), app("str.in_re", rest, digits))
	pos := tAnd(app("str.prefixof", `"+"`, s), app("str.in_re", rest, digits))
	x.check(tOr(plain, neg, pos), "ValueError")
	x.approx = append(x.approx, "int() of a string without spaces or underscores")
	return &val{k: kInt, t: tIte(plain, app("str.to_int", s), tIte(neg, app("-", app("str.to_int", rest)), app("str.to_int", rest)))}
}

// sorted sorts items of known number: the result is a fresh sequence that
// is ordered and a permutation of the items.
func (x *executor) sorted(items []*val, a callArgs, at *pyparse.Node) *val {
	rev := false
	var key *val
	for k, v := range a.kw {
		switch {
		case k == "reverse" && v.k == kBool:
			b, ok := litBool(v.t)
			if !ok {
				x.fail(at, "sorted() with a symbolic reverse")
			}
			rev = b
		case k == "key" && (v.k == kFunc && v.alts == nil || v.k == kBuiltin):
			key = v
		case k == "key" && v.k == kNone:
		default:
			x.fail(at, "sorted() with %s=", k)
		}
	}
	n := len(items)
	if n == 0 {
		return &val{k: kList, elems: []*val{}}
	}
	keys := items
	if key != nil {
		keys = make([]*val, n)
		for i, it := range items {
			keys[i] = x.callValue(key, []*val{it}, at)
		}
	}
	for _, it := range items {
		if it.k == kList || it.k == kTuple {
			x.materialize(it)
		}
		if !scalar(it.k) && !((it.k == kTuple || it.k == kList) && it.concrete()) {
			x.fail(at, "sorting %s items", it.k)
		}
	}
	// A permutation that orders the keys; equal keys keep their order
	// (Python's sort is stable).
	out := &val{k: kList, elems: make([]*val, n)}
	outKeys := make([]*val, n)
	perm := make([]string, n)
	for i := 0; i < n; i++ {
		x.fresh++
		perm[i] = x.declare(fmt.Sprintf("_perm_%d_%d", x.fresh, i), "Int")
		x.assume(tAnd(tCmp("<=", "0", perm[i]), tCmp("<", perm[i], itoa(n))))
		it := x.pick(items, perm[i], at)
		if scalar(it.k) {
			it = &val{k: it.k, t: x.define("sorted", sortOfKind(it.k), it.t)}
		}
		out.elems[i] = it
		outKeys[i] = it
		if key != nil {
			outKeys[i] = x.pick(keys, perm[i], at)
		}
	}
	if n > 1 {
		x.assume(app("distinct", perm...))
	}
	for i := 0; i+1 < n; i++ {
		op := "<="
		if rev {
			op = ">="
		}
		x.assume(x.compare(op, outKeys[i], outKeys[i+1], at))
		x.assume(tOr(tNot(x.equal(outKeys[i], outKeys[i+1], at)), tCmp("<", perm[i], perm[i+1])))
	}
	return out
}

// minMax is min()/max() of arguments or of an iterable, with key= and
// default=, over a filtered comprehension too (its items present under
// conditions).
func (x *executor) minMax(name string, a callArgs, at *pyparse.Node) *val {
	var key, dflt *val
	for k, v := range a.kw {
		switch k {
		case "key":
			if v.k != kNone {
				key = v
			}
		case "default":
			dflt = v
		default:
			x.maybeRaise("TypeError")
			x.fail(at, "%s() with keyword %s", name, k)
		}
	}
	if len(a.pos) == 0 {
		x.maybeRaise("TypeError")
		x.fail(at, "%s() of nothing", name)
	}
	var items []*val
	var present []string
	if len(a.pos) == 1 {
		if m := a.pos[0].mask; m != nil {
			for _, e := range m {
				items = append(items, e.key)
				present = append(present, e.present)
			}
		} else {
			items = x.elemsOf(a.pos[0], at)
		}
	} else {
		if dflt != nil {
			x.maybeRaise("TypeError")
			x.fail(at, "%s() of several arguments with default=", name)
		}
		items = a.pos
	}
	if present == nil {
		for range items {
			present = append(present, "true")
		}
	}
	// max keeps the first of equal items: replace only when strictly
	// greater (less for min).
	op := ">"
	if name == "min" {
		op = "<"
	}
	var out, outKey *val
	have := "false"
	for i, v := range items {
		k := v
		if key != nil {
			k = x.under(present[i], func() *val { return x.callValue(key, []*val{v}, at) })
		}
		if out == nil {
			out, outKey, have = v, k, present[i]
			continue
		}
		take := tAnd(present[i], tOr(tNot(have), x.compare(op, k, outKey, at)))
		out = x.merge(take, v, out, at)
		outKey = x.merge(take, k, outKey, at)
		have = tOr(have, present[i])
	}
	if dflt != nil {
		if out == nil {
			return dflt
		}
		return x.merge(have, out, dflt, at)
	}
	x.check(have, "ValueError")
	if out == nil {
		x.raiseNow("ValueError")
		return x.dummy()
	}
	return out
}

// callValue calls a function value: a helper or lambda, a builtin, or a
// method taken from a value (str.lower as a key).
func (x *executor) callValue(f *val, args []*val, at *pyparse.Node) *val {
	a := callArgs{pos: args, kw: map[string]*val{}}
	switch {
	case f.k == kFunc && f.alts == nil:
		return x.callFunc(f.fn, a, at)
	case f.k == kBuiltin && strings.HasPrefix(f.name, "."):
		return x.method(f.obj["self"], f.name[1:], a, at)
	case f.k == kBuiltin && strings.HasPrefix(f.name, "str.") && len(args) > 0 && args[0].k == kStr:
		return x.method(args[0], f.name[4:], callArgs{pos: args[1:], kw: map[string]*val{}}, at)
	case f.k == kBuiltin:
		return x.builtin(f.name, a, at)
	}
	x.fail(at, "a call of a %s", f.k)
	return nil
}
