package explore

// Phase: explore, step 1 without an LLM. Values told by what they are
// passed to. A library says in its parameters' annotations what its
// callables take (pandas.merge(left: DataFrame | Series, ...),
// pandas.concat(objs: Iterable[NDFrame] | Mapping[..., NDFrame]),
// MultiIndex.from_tuples(tuples: Iterable[tuple[...]])); the class index
// records them (classindex.py, params). A name the snippet passes there,
// directly or as an element of a list, tuple or dict it passes (or
// assigns to a name it passes), and uses for nothing that tells its
// class, gets an instance of the annotated class. An unannotated
// parameter named other or others combines with its receiver
// (s.str.cat(others), df.combine_first(other)): it takes a value like the
// receiver. Strings given to a parameter annotated as labels (on=
// "key") are columns of the frames passed beside them.

import (
	"regexp"
	"slices"
	"strings"

	"unstuck/internal/pyparse"
	"unstuck/internal/refs"
)

// passKind is what a parameter takes, as its annotation says.
type passKind int

const (
	passNone     passKind = iota
	passFrame             // DataFrame, NDFrame (a frame serves where either may go)
	passSeries            // Series only
	passTuples            // an iterable of tuples
	passReceiver          // other/others, unannotated: like the receiver
)

var (
	annFrame      = regexp.MustCompile(`\b(?:DataFrame|NDFrame)\b`)
	annSeries     = regexp.MustCompile(`\bSeries\b`)
	annTuples     = regexp.MustCompile(`\btuple\[`)
	collectionAnn = regexp.MustCompile(`^(?:Iterable|Sequence|list|Collection)\[`)
	annLabels     = regexp.MustCompile(`^(?:IndexLabel|Hashable)\b`) // a label or labels, not a container of them
)

// kindOfParam reads a parameter's kind from its name and annotation.
func kindOfParam(name, ann string) passKind {
	switch {
	case ann == "" && (name == "other" || name == "others"):
		return passReceiver
	case annFrame.MatchString(ann):
		return passFrame
	case annSeries.MatchString(ann):
		return passSeries
	case annTuples.MatchString(ann):
		return passTuples
	}
	return passNone
}

// passed is what one name is given to.
type passed struct {
	kind     passKind
	receiver string   // passReceiver: the receiver's root name
	text     bool     // passReceiver: the receiver is a text accessor (s.str)
	cols     []string // labels given beside it (on="key")
	many     bool     // given whole where the parameter takes a collection of them (pd.concat(frames))
}

// passedTo maps each undefined name of the snippet that it passes to an
// annotated parameter to what that parameter takes (first call wins).
func (b *builder) passedTo() map[string]*passed {
	if b.passed != nil {
		return b.passed
	}
	b.passed = map[string]*passed{}
	b.passedCols = map[string][]string{}
	if b.idx == nil || len(b.idx.Params) == 0 || b.s.Tree == nil {
		return b.passed
	}
	t := b.s.Tree
	undefined := map[string]bool{}
	for _, n := range b.names {
		undefined[n] = true
	}
	containers := b.containerNames()
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		fn, args, _ := t.Callee(n)
		if fn == nil || args == nil {
			return true
		}
		parts := strings.Split(t.Text(fn), ".")
		for _, p := range parts {
			if !isIdent(p) {
				return true
			}
		}
		dotted, receiver := b.calleeName(parts)
		ps := b.idx.Params[dotted]
		if ps == nil {
			return true
		}
		type given struct {
			kind  passKind
			names []string
			many  bool
		}
		var got []given
		var cols []string
		pos := 0
		for _, a := range pyparse.Children(args) {
			var param [2]string
			val := a
			switch a.Type() {
			case "keyword_argument":
				k := a.ChildByFieldName("name")
				val = a.ChildByFieldName("value")
				if k == nil || val == nil {
					continue
				}
				i := slices.IndexFunc(ps, func(p [2]string) bool { return p[0] == t.Text(k) })
				if i < 0 {
					continue
				}
				param = ps[i]
			case "list_splat", "dictionary_splat", "comment":
				continue
			default:
				if pos >= len(ps) {
					continue
				}
				param = ps[pos]
				pos++
			}
			if annLabels.MatchString(param[1]) && !annFrame.MatchString(param[1]) {
				cols = append(cols, labelStrings(t, val)...)
				continue
			}
			if columnParam(param[0], param[1]) {
				// The column that classes the rows (class_column): the
				// frame's other columns are the data it draws.
				if ls := labelStrings(t, val); len(ls) > 0 {
					cols = append(cols, ls...)
					cols = append(cols, "a", "b")
				}
				continue
			}
			k := kindOfParam(param[0], param[1])
			if k == passNone || k == passReceiver && receiver == "" {
				continue
			}
			var names []string
			// A name given whole for a collection of values (objs:
			// Iterable[NDFrame]) is a list of them.
			many := collectionAnn.MatchString(param[1]) && val.Type() == "identifier" && undefined[t.Text(val)] && k != passTuples
			for _, e := range elements(t, val) {
				if e.Type() != "identifier" {
					continue
				}
				name := t.Text(e)
				if els, ok := containers[name]; ok && !undefined[name] {
					names = append(names, els...)
				} else if undefined[name] {
					names = append(names, name)
				}
			}
			got = append(got, given{k, names, many})
		}
		for _, g := range got {
			if g.kind == passFrame && len(cols) > 0 {
				// A frame the snippet makes itself (data = pd.read_csv(f))
				// has the labels too: the file read is made with them.
				for _, a := range pyparse.Children(args) {
					if a.Type() == "identifier" && !undefined[t.Text(a)] && b.passedCols[t.Text(a)] == nil {
						b.passedCols[t.Text(a)] = cols
					}
				}
			}
			for _, name := range g.names {
				if b.passed[name] != nil || name == receiver {
					continue
				}
				p := &passed{kind: g.kind, many: g.many}
				if g.kind == passReceiver {
					p.receiver = receiver
					p.text = slices.Contains(parts[1:], "str")
				}
				if g.kind == passFrame {
					p.cols = cols
				}
				b.passed[name] = p
			}
		}
		return true
	})
	return b.passed
}

// calleeName is the dotted name the class index knows a callee by: an
// imported module's (pd.concat -> pandas.concat) or, for a method of an
// undefined name that gets a library class, the class's
// (df.join -> pandas.DataFrame.join), with that name as the receiver.
func (b *builder) calleeName(parts []string) (dotted, receiver string) {
	root, rest := parts[0], strings.Join(parts[1:], ".")
	if len(parts) < 2 {
		return b.importedFunction(root), ""
	}
	if m := b.aliasModule(root); m != "" {
		return m + "." + rest, ""
	}
	u := b.s.Refs.Usages[root]
	if u == nil || u.Module || !slices.Contains(b.names, root) {
		return "", ""
	}
	if r := b.bestRecipe(root, u, 0); r != nil {
		return r.class + "." + rest, root
	}
	return "", ""
}

// importAs is an import statement binding one module to a name.
var importAs = regexp.MustCompile(`^import ([\w.]+)(?: as (\w+))?$`)

// aliasModule is the module a name stands for: imported by the snippet
// (import pandas as pd) or, undefined, the import its usage suggests.
func (b *builder) aliasModule(name string) string {
	if found := snipMemoized(b.s, "importas", func() map[string]string { return importBindings(b.s.Tree) })[name]; found != "" {
		return found
	}
	if u := b.s.Refs.Usages[name]; u != nil && u.Import != "" {
		if m := importAs.FindStringSubmatch(u.Import); m != nil && (m[2] == name || m[2] == "" && m[1] == name) {
			return m[1]
		}
	}
	return ""
}

// importBindings maps each name an import statement binds to its module
// (import pandas as pd: pd -> pandas; import os: os -> os), the first
// binding in the text. Once per snippet (snipmemo.go): asked for each call
// of a long snippet, a walk per question made proposals quadratic.
func importBindings(t *pyparse.Tree) map[string]string {
	out := map[string]string{}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() != "import_statement" {
			return true
		}
		for _, c := range pyparse.Children(n) {
			k, v := "", ""
			switch c.Type() {
			case "aliased_import":
				if a := c.ChildByFieldName("alias"); a != nil {
					k, v = t.Text(a), t.Text(c.ChildByFieldName("name"))
				}
			case "dotted_name":
				k, v = t.Text(c), t.Text(c)
			}
			if _, ok := out[k]; k != "" && !ok {
				out[k] = v
			}
		}
		return false
	})
	return out
}

// importedFromNames maps each name a from-import binds to its dotted name
// (from os.path import join as j: j -> os.path.join), the first binding
// in the text; once per snippet, as importBindings.
func importedFromNames(t *pyparse.Tree) map[string]string {
	out := map[string]string{}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() != "import_from_statement" {
			return true
		}
		mod := n.ChildByFieldName("module_name")
		for _, c := range pyparse.Children(n) {
			if c.Equal(mod) {
				continue
			}
			k, v := "", ""
			switch c.Type() {
			case "dotted_name":
				k, v = t.Text(c), t.Text(mod)+"."+t.Text(c)
			case "aliased_import":
				if a := c.ChildByFieldName("alias"); a != nil {
					k, v = t.Text(a), t.Text(mod)+"."+t.Text(c.ChildByFieldName("name"))
				}
			}
			if _, ok := out[k]; k != "" && !ok {
				out[k] = v
			}
		}
		return false
	})
	return out
}

// elements are an argument's own node, or the items of the list, tuple
// or set it is, or the values of the dict it is.
func elements(t *pyparse.Tree, n *pyparse.Node) []*pyparse.Node {
	switch n.Type() {
	case "list", "tuple", "set":
		return pyparse.Children(n)
	case "dictionary":
		var out []*pyparse.Node
		for _, p := range pyparse.Children(n) {
			if v := p.ChildByFieldName("value"); p.Type() == "pair" && v != nil {
				out = append(out, v)
			}
		}
		return out
	}
	return []*pyparse.Node{n}
}

// containerNames are the names the snippet binds once to a literal list,
// tuple, set or dict, with the identifiers among its items (pieces =
// {"x": df1, "y": df2}).
func (b *builder) containerNames() map[string][]string {
	t := b.s.Tree
	out := map[string][]string{}
	count := map[string]int{}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() != "assignment" {
			return true
		}
		left, right := n.ChildByFieldName("left"), n.ChildByFieldName("right")
		if left == nil || left.Type() != "identifier" {
			return true
		}
		name := t.Text(left)
		count[name]++
		if right == nil {
			return true
		}
		switch right.Type() {
		case "list", "tuple", "set", "dictionary":
			var ids []string
			for _, e := range elements(t, right) {
				if e.Type() == "identifier" {
					ids = append(ids, t.Text(e))
				}
			}
			out[name] = ids
		}
		return true
	})
	for name := range out {
		if count[name] > 1 {
			delete(out, name)
		}
	}
	return out
}

// labelStrings are the strings of a label argument ("key", ["a", "b"]).
func labelStrings(t *pyparse.Tree, n *pyparse.Node) []string {
	var out []string
	for _, e := range elements(t, n) {
		if s := literalString(t, e); s != "" && isIdent(strings.ReplaceAll(s, " ", "_")) {
			out = append(out, s)
		}
	}
	return out
}

// passedValue is the value of a name the snippet passes to an annotated
// parameter and uses for nothing telling a class of its own; "" when
// there is none.
func (b *builder) passedValue(name string, u *refs.Usage) (string, bool) {
	p := b.passedTo()[name]
	if p == nil {
		return "", false
	}
	if u == nil {
		u = &refs.Usage{}
	}
	if r := b.bestRecipe(name, u, 1); r != nil && len(u.Attrs) > 0 {
		return "", false // its own uses tell its class
	}
	switch p.kind {
	case passFrame:
		b.extraCols = p.cols
		defer func() { b.extraCols = nil }()
		if p.many {
			v := buildDataFrame(b, name, &refs.Usage{})
			return "[" + v + ", " + v + "]", true
		}
		return buildDataFrame(b, name, u), true
	case passSeries:
		if p.many {
			v := buildSeries(b, name, &refs.Usage{})
			return "[" + v + ", " + v + "]", true
		}
		return buildSeries(b, name, u), true
	case passTuples:
		return "[('a', 'one'), ('a', 'two'), ('b', 'one'), ('b', 'two'), ('c', 'one'), ('c', 'two')]", true
	case passReceiver:
		if p.text {
			return "pd.Series(['a', 'bb', 'ccc', 'dddd', 'eeeee', 'ffffff'])", true
		}
		ru := b.s.Refs.Usages[p.receiver]
		if ru == nil {
			return "", false
		}
		switch r := b.bestRecipe(p.receiver, ru, 0); {
		case r == nil:
			return "", false
		case r.class == "pandas.DataFrame":
			return buildDataFrame(b, p.receiver, ru), true
		case r.class == "pandas.Series":
			return buildSeries(b, p.receiver, ru), true
		}
	}
	return "", false
}

// labelsOf is the value of a name whose items the snippet uses as keys
// of a pandas value (s[dates[5]], df.loc[days[0]]), when that value is
// an undefined name's or made from one (s = df["A"]): the index of that
// name's value, built as it is built, so that its labels are the ones
// the keys look up. "" when there is none.
func (b *builder) labelsOf(name string, u *refs.Usage) (string, bool) {
	if u == nil || u.Item == nil || len(u.Attrs) > 0 || len(u.Item.KeyOf) == 0 {
		return "", false
	}
	for _, target := range u.Item.KeyOf {
		for _, acc := range []string{".loc", ".at"} {
			target = strings.TrimSuffix(target, acc)
		}
		for _, x := range b.names {
			ux := b.s.Refs.Usages[x]
			if x == name || ux == nil || ux.Module || x != target && !slices.Contains(b.derived(x), target) {
				continue
			}
			switch r := b.bestRecipe(x, ux, 0); {
			case r == nil:
			case r.class == "pandas.DataFrame":
				return "(" + buildDataFrame(b, x, ux) + ").index", true
			case r.class == "pandas.Series":
				return "(" + buildSeries(b, x, ux) + ").index", true
			}
		}
	}
	return "", false
}

// maskTargets maps each name compared with literals alone inside a key
// (df[df2 > 0], df.loc[df2 > 0]) to the name the key is taken from, the
// first such key in the text; once per snippet (snipmemo.go).
func maskTargets(t *pyparse.Tree) map[string]string {
	out := map[string]string{}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() != "subscript" {
			return true
		}
		keys := pyparse.Children(n)[1:]
		if len(keys) != 1 || keys[0].Type() != "comparison_operator" {
			return true
		}
		// The name is the data side: every other operand is a literal
		// (df[df2 > 0]), not a threshold beside data (df[df.a > x]).
		ops := pyparse.Children(keys[0])
		literal := 0
		for _, op := range ops {
			switch op.Type() {
			case "integer", "float", "string", "unary_operator", "true", "false", "none":
				literal++
			}
		}
		if literal != len(ops)-1 {
			return true
		}
		for _, op := range ops {
			if op.Type() != "identifier" {
				continue
			}
			if _, ok := out[t.Text(op)]; ok {
				continue
			}
			v := n.ChildByFieldName("value")
			if v != nil && v.Type() == "attribute" && t.Text(v.ChildByFieldName("attribute")) == "loc" {
				v = v.ChildByFieldName("object")
			}
			if v != nil && v.Type() == "identifier" {
				out[t.Text(op)] = t.Text(v)
			}
		}
		return true
	})
	return out
}

// maskOperand is the value of a name compared inside the key of a pandas
// value made from an undefined frame or series X (dfa = df3.copy();
// dfa[df2 > 0]): a value built as X is, whose comparison is a mask of
// X's shape and labels. "" when the snippet does not use it so.
func (b *builder) maskOperand(name string, u *refs.Usage) (string, bool) {
	if u == nil || len(u.Compares) == 0 || len(u.Attrs) > 0 || len(u.Keys) > 0 || len(u.Calls) > 0 {
		return "", false
	}
	target := snipMemoized(b.s, "masks", func() map[string]string { return maskTargets(b.s.Tree) })[name]
	if target == "" {
		return "", false
	}
	for _, x := range b.names {
		ux := b.s.Refs.Usages[x]
		if x == name || ux == nil || ux.Module || x != target && !slices.Contains(b.derived(x), target) {
			continue
		}
		switch r := b.bestRecipe(x, ux, 0); {
		case r == nil:
		case r.class == "pandas.DataFrame":
			return buildDataFrame(b, x, ux), true
		case r.class == "pandas.Series":
			return buildSeries(b, x, ux), true
		}
	}
	return "", false
}

// columnWord: a parameter whose name says it takes a column's label
// (class_column, column, cols, x_col).
var columnWord = regexp.MustCompile(`(?:^|_)col(?:umn)?s?$`)

// columnParam: the signature names the parameter as a column and
// annotates it as a label, text or nothing (pandas.plotting's
// andrews_curves(frame: DataFrame, class_column: str)); the strings given
// to it are columns of the frames passed beside them.
func columnParam(name, ann string) bool {
	if !columnWord.MatchString(name) {
		return false
	}
	switch ann {
	case "", "str", "Hashable", "list[str]", "str | None", "Hashable | None":
		return true
	}
	return false
}

// importedFunction is the dotted name of a function the snippet calls by
// its bare name: imported by the snippet (from pandas.plotting import
// andrews_curves) or, undefined, the import the prefix makes for it.
func (b *builder) importedFunction(name string) string {
	found := snipMemoized(b.s, "importfrom", func() map[string]string { return importedFromNames(b.s.Tree) })[name]
	if found != "" || !slices.Contains(b.names, name) {
		return found
	}
	if m := fromImport.FindStringSubmatch(b.realName(name)); m != nil && (m[3] == name || m[3] == "" && m[2] == name) {
		return m[1] + "." + m[2]
	}
	return ""
}

// fromImport is an import statement binding one name from a module.
var fromImport = regexp.MustCompile(`^from ([\w.]+) import (\w+)(?: as (\w+))?$`)
