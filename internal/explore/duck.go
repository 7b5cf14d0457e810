package explore

// Phase: explore, step 4 and the commit rewrite. A stand-in used through
// its methods (a namespace of lambdas, a name whose methods the snippet
// calls) becomes, where one exists, an instance of a real class that has
// every attribute the snippet uses and is built with no argument (the
// class index's Ducks): its methods then answer as real code does, and the
// prefix binds no stand-in. The instance is only a proposal: it is kept
// when it covers as much as the stand-in did.

import (
	"sort"
	"strings"
	"unicode"

	"unstuck/internal/pyparse"
	"unstuck/internal/refs"
)

// duck is a real instance for a value named name whose methods called and
// other attributes read the snippet uses: the import and the expression
// that builds it. A class whose name shares a word with the value's name
// (parser: html.parser.HTMLParser) is preferred, and one method alone is
// taken only with such a word, and the more of its words the class's
// dotted name holds the better; then the standard library, then the class
// with the fewest attributes (the nearest to what the snippet asks).
func (ci *ClassIndex) duck(name string, called, read []string) (imp, expr string, ok bool) {
	if ds := ci.ducks(name, called, read); len(ds) > 0 {
		return ds[0].imp, ds[0].expr, true
	}
	return "", "", false
}

// duckClass is one real instance: its import and the expression.
type duckClass struct{ imp, expr string }

// maxDucks is how many classes are tried for one value, best first: the
// first that fits may still refuse the snippet's arguments (a parser of
// bytes fed text).
const maxDucks = 3

// ducks are the classes duck would pick, best first, at most maxDucks.
func (ci *ClassIndex) ducks(name string, called, read []string) []duckClass {
	if ci == nil || len(called) == 0 {
		return nil
	}
	words := nameWords(name)
	type cand struct {
		class       string
		named, std  bool
		score, size int
	}
	var cs []cand
	for class, attrs := range ci.Ducks {
		mod, short, found := strings.Cut(reverse(class), ".")
		if !found {
			continue
		}
		mod, short = reverse(short), reverse(mod)
		if !hasAll(attrs, called) || !hasAll(attrs, read) {
			continue
		}
		named, score := false, 0
		for _, w := range words {
			if strings.Contains(strings.ToLower(short), w) {
				named = true
			}
			if strings.Contains(strings.ToLower(class), w) {
				score++
			}
		}
		if _, ok := ci.Made[class]; ok && !named {
			// A class only its module's functions make (re.Pattern) is
			// named by its module too (regex, WORD_RE).
			named = madeNamed(name, mod)
		}
		if !named && len(called) < 2 {
			continue
		}
		top, _, _ := strings.Cut(mod, ".")
		cs = append(cs, cand{class: class, named: named, std: !ci.Modules[top], score: score, size: len(attrs)})
	}
	sort.Slice(cs, func(i, j int) bool {
		a, b := cs[i], cs[j]
		if a.named != b.named {
			return a.named
		}
		if a.score != b.score {
			return a.score > b.score
		}
		if a.std != b.std {
			return a.std
		}
		if a.size != b.size {
			return a.size < b.size
		}
		return a.class < b.class
	})
	var out []duckClass
	for _, c := range cs[:min(len(cs), maxDucks)] {
		expr := c.class + "()"
		if made, ok := ci.Made[c.class]; ok {
			expr = made
		}
		imp := "import " + c.class[:strings.LastIndexByte(c.class, '.')]
		out = append(out, duckClass{imp: imp, expr: expr})
		if f, ok := ci.Factories[c.class]; ok {
			out = append(out, duckClass{imp: imp, expr: f}) // the package's ready one, next
		}
	}
	return out
}

// madeNamed: a word of name is the last part of module mod, or that
// with at most three letters more (regex and WORD_RE for re; not
// result or request).
func madeNamed(name, mod string) bool {
	short := strings.ToLower(mod[strings.LastIndexByte(mod, '.')+1:])
	for _, w := range strings.FieldsFunc(name, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if w = strings.ToLower(w); strings.HasPrefix(w, short) && len(w) <= len(short)+3 {
			return true
		}
	}
	return false
}

func reverse(s string) string {
	r := []byte(s)
	for i, j := 0, len(r)-1; i < j; i, j = i+1, j-1 {
		r[i], r[j] = r[j], r[i]
	}
	return string(r)
}

// hasAll: every one of want is in the sorted list attrs.
func hasAll(attrs, want []string) bool {
	for _, w := range want {
		if i := sort.SearchStrings(attrs, w); i == len(attrs) || attrs[i] != w {
			return false
		}
	}
	return true
}

// nameWords are the words of a variable's name, lower case, three letters
// or more (my_parser, htmlParser: "parser"; "html").
func nameWords(name string) []string {
	var words []string
	var cur []rune
	flush := func() {
		if len(cur) >= 3 {
			words = append(words, strings.ToLower(string(cur)))
		}
		cur = cur[:0]
	}
	for i, r := range name {
		switch {
		case !unicode.IsLetter(r):
			flush()
		case unicode.IsUpper(r) && i > 0 && len(cur) > 0 && unicode.IsLower(cur[len(cur)-1]):
			flush()
			cur = append(cur, r)
		default:
			cur = append(cur, r)
		}
	}
	flush()
	return words
}

// namespaceAttrs reads a committed namespace, types.SimpleNamespace(a=...,
// m=lambda ...): the attributes that are methods (lambdas) and the others;
// ok is false for anything else, or a namespace whose attribute values
// are themselves namespaces (an instance would need them too).
func namespaceAttrs(expr string) (called, read []string, ok bool) {
	const ns = "types.SimpleNamespace("
	if !strings.HasPrefix(expr, ns) || closingParen(expr, len(ns)-1) != len(expr)-1 {
		return nil, nil, false
	}
	t, err := pyparse.Parse([]byte("_ = " + expr + "\n"))
	if err != nil || t.HasError() {
		return nil, nil, false
	}
	var call *pyparse.Node
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if call == nil && n.Type() == "call" {
			call = n
		}
		return call == nil
	})
	args := call.ChildByFieldName("arguments")
	if args == nil {
		return nil, nil, false
	}
	for _, a := range pyparse.Children(args) {
		k, v := a.ChildByFieldName("name"), a.ChildByFieldName("value")
		if a.Type() != "keyword_argument" || k == nil || v == nil {
			return nil, nil, false
		}
		switch {
		case v.Type() == "lambda":
			called = append(called, t.Text(k))
		case strings.Contains(t.Text(v), "SimpleNamespace(") || strings.Contains(t.Text(v), "<?>"):
			return nil, nil, false
		default:
			read = append(read, t.Text(k))
		}
	}
	return called, read, len(called) > 0
}

// duckFor is duck for an undefined name, from what the snippet does with
// it: an object only used through its attributes (not called, indexed or
// iterated itself).
func (b *builder) duckFor(name string, u *refs.Usage) []duckClass {
	if b.idx == nil || u == nil || len(u.Calls) > 0 || len(u.Keys) > 0 || u.Iterated || u.Module || u.Base || u.Raised {
		return nil
	}
	var called, read []string
	for a, au := range u.Attrs {
		if len(au.Calls) > 0 {
			called = append(called, a)
		} else {
			read = append(read, a)
		}
	}
	return append(b.idx.ducks(name, called, read), b.namesakeFactory(name)...)
}

// namesakeFactory is, for a lower-case name used through its methods
// (screen.bgpic()), the one public function of an installed module that
// is the name in CapWords (turtle.Screen): by Python's naming
// convention a CapWords callable makes the instances its name says, and
// a function of that name is the module's own way to make one (the
// class itself is private, or wants arguments). It is called with no
// argument; a run tells whether its instance has the methods.
func (b *builder) namesakeFactory(name string) []duckClass {
	if len(name) < 3 || strings.ToLower(name) != name || !isIdent(name) || strings.Contains(name, "_") {
		return nil
	}
	capName := strings.ToUpper(name[:1]) + name[1:]
	var mods []string
	for _, s := range b.idx.Names[capName] {
		if NameKind(s[1][0]) == KindFunction && s[2] == "1" && b.importable(strings.SplitN(s[0], ".", 2)[0]) {
			mods = append(mods, s[0])
		}
	}
	if len(mods) != 1 {
		return nil
	}
	return []duckClass{{imp: "import " + mods[0], expr: mods[0] + "." + capName + "()"}}
}
