package explore

// Phase: explore, after the steps. A Stub commits to a plain value at its
// first value question (stub.py); the batch reports each commitment
// (execute.Commit). A prefix of P whose stand-ins committed is rewritten
// with those plain values and run again: the rewritten prefix replaces it
// in P when it covers as much, so the prefix kept holds plain values.

import (
	"regexp"
	"sort"

	"slices"
	"strconv"
	"strings"
	"unstuck/internal/execute"
)

// stubCall is the start of a Stub made with a name: Stub("name" followed
// by its other arguments (attributes it starts with) or the closing paren.
var stubCall = regexp.MustCompile(`\bStub\(("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')\s*[,)]`)

// replaceStubs replaces each whole Stub("name", ...) call in st whose
// name has a value in values; ok tells whether one was.
func replaceStubs(st string, values map[string]string) (string, bool) {
	var b strings.Builder
	done := false
	for {
		loc := stubCall.FindStringSubmatchIndex(st)
		if loc == nil {
			b.WriteString(st)
			return b.String(), done
		}
		q := st[loc[2]:loc[3]]
		name, err := strconv.Unquote(q)
		if err != nil && strings.HasPrefix(q, "'") {
			name, err = strconv.Unquote(`"` + strings.ReplaceAll(q[1:len(q)-1], `"`, `\"`) + `"`)
		}
		end := closingParen(st, loc[0]+len("Stub"))
		v, found := values[name]
		if err != nil || !found || end < 0 {
			b.WriteString(st[:loc[1]])
			st = st[loc[1]:]
			continue
		}
		b.WriteString(st[:loc[0]])
		b.WriteString(v)
		st = st[end+1:]
		done = true
	}
}

// closingParen is the index of the paren closing the one at open, past
// nested brackets and string literals; -1 when it does not close.
func closingParen(s string, open int) int {
	depth := 0
	for i := open; i < len(s); i++ {
		switch c := s[i]; c {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
			if depth == 0 {
				return i
			}
		case '"', '\'':
			for i++; i < len(s) && s[i] != c; i++ {
				if s[i] == '\\' {
					i++
				}
			}
		}
	}
	return -1
}

// committed is the prefix n's statements with each Stub("name", ...) that
// committed replaced by its plain value (or the collection or namespace
// of plain values it became, stub.py's _expr), and the helpers the Stubs
// needed left out once nothing else uses them; ok is false when nothing
// changed.
func committed(n *Node) (imports, init []string, ok bool) {
	return committedAs(n, commitValues(n), nil)
}

// commitValues are the plain values n's Stubs committed to, by name.
func commitValues(n *Node) map[string]string {
	values := map[string]string{}
	for _, c := range n.Commits {
		if !strings.Contains(c.Value, partial) {
			values[c.Name] = c.Value
		}
	}
	return values
}

// ducked are values with each namespace of methods that a real class
// answers replaced by an instance of it (duck.go; the rank-th best class,
// or the last there is), and the imports those need; ok is false when
// none was.
func ducked(values map[string]string, idx *ClassIndex, rank int) (map[string]string, []string, bool) {
	out := map[string]string{}
	var imports []string
	done := false
	for name, v := range values {
		out[name] = v
		called, read, ok := namespaceAttrs(v)
		if !ok {
			continue
		}
		short := name[strings.LastIndexByte(name, '.')+1:]
		if strings.HasPrefix(short, "arg") && strings.Trim(short[3:], "0123456789") == "" {
			short = "" // a driver's argument: its name says nothing
		}
		if ds := idx.ducks(short, called, read); len(ds) > 0 {
			d := ds[min(rank, len(ds)-1)]
			out[name] = d.expr
			if !slices.Contains(imports, d.imp) {
				imports = append(imports, d.imp)
			}
			done = true
		}
	}
	sort.Strings(imports)
	return out, imports, done
}

// committedAs is committed with the given values, and extra imports.
func committedAs(n *Node, values map[string]string, extra []string) (imports, init []string, ok bool) {
	if len(values) == 0 {
		return nil, nil, false
	}
	rewrite := func(st string) string {
		if isHelper(st) {
			return st
		}
		out, done := replaceStubs(st, values)
		ok = ok || done
		return out
	}
	for _, st := range n.Proposal.Init {
		init = append(init, rewrite(st))
	}
	if !ok {
		return nil, nil, false
	}
	imports, init = tidy(n.Proposal.Imports, init)
	for _, imp := range extra {
		if !slices.Contains(imports, imp) {
			imports = append(imports, imp)
		}
	}
	return imports, init, true
}

// partial marks, in a committed namespace, an attribute no plain value
// says the same as (stub.py's _expr).
const partial = "<?>"

// tidy drops the Stub helpers once no statement refers to Stub any more,
// and imports types where a namespace is built.
func tidy(imports, init []string) ([]string, []string) {
	uses := false
	for _, st := range init {
		if !isHelper(st) && !strings.HasPrefix(st, "Stub.") && stubRef.MatchString(st) {
			uses = true
		}
	}
	if !uses {
		var kept []string
		for _, st := range init {
			if !isHelper(st) && !strings.HasPrefix(st, "Stub.") {
				kept = append(kept, st)
			}
		}
		init = kept
	}
	imports = append([]string{}, imports...)
	if strings.Contains(strings.Join(init, "\n"), "types.SimpleNamespace(") && !slices.Contains(imports, "import types") {
		imports = append(imports, "import types")
	}
	return imports, init
}

// isHelper: the Stub class or the isinstance shim made for it (settings
// of the class, Stub._values..., go with it).
func isHelper(st string) bool {
	st = strings.TrimSpace(st)
	return strings.HasPrefix(st, "class Stub:") || st == strings.TrimSpace(isinstanceShim) || st == strings.TrimSpace(isinstanceForced)
}

// commitNodes are the rewritten prefixes of the nodes ids whose stand-ins
// committed, as fresh nodes of step 4 (not run yet). Where a method's
// self committed to a namespace and the origin builds the real instance,
// a second rewrite makes self that instance, given the namespace's
// attributes the class does not have itself (its methods stay real).
func commitNodes(t *Tree, s *Snippet, ids []int, seen map[string]*Node) []*Node {
	var out []*Node
	n0 := func(id int) *Node { return NodeByID(t.Nodes, id) }
	add := func(parent int, pr Proposal) {
		key := strings.Join(pr.Statements(), "\n")
		if seen[key] != nil {
			return
		}
		for _, st := range pr.Init {
			if strings.HasPrefix(strings.TrimSpace(st), superNote) && n0(parent) != nil && n0(parent).Proposal.KindOf(st) == BindEnv {
				pr.mark(BindEnv, st) // the real super() its parent had, kept
			}
		}
		c := &Node{ID: len(t.Nodes) + len(out) + 1, Parent: parent, Step: 4, Proposer: "commit", Note: pr.Note, Proposal: pr}
		seen[key] = c
		out = append(out, c)
	}
	for _, id := range ids {
		n := NodeByID(t.Nodes, id)
		if n == nil || n.Forced || len(n.Commits) == 0 {
			continue
		}
		imps, init, ok := committed(n)
		for rank := 0; s != nil && s.index != nil && rank < maxDucks; rank++ {
			if values, extra, any := ducked(commitValues(n), s.index, rank); any {
				if imps, init, ok := committedAs(n, values, extra); ok {
					add(n.ID, Proposal{Imports: imps, Init: init, Note: "plain values the stand-ins committed to, real instances for their methods"})
				}
			}
		}
		if ok {
			add(n.ID, Proposal{Imports: imps, Init: init, Note: "plain values the stand-ins committed to"})
		} else {
			imps, init = n.Proposal.Imports, n.Proposal.Init
		}
		if s != nil {
			if imps, init, ok := realSelf(s.origin, n.Commits, imps, init, false); ok {
				add(n.ID, superFor(s.origin, Proposal{Imports: imps, Init: init, Note: "plain values the stand-ins committed to, self the real instance"}))
			}
			if imps, init, ok := realSelf(s.origin, n.Commits, imps, init, true); ok {
				add(n.ID, superFor(s.origin, Proposal{Imports: imps, Init: init, Note: "plain values the stand-ins committed to, self the real instance holding them as its data"}))
			}
		}
	}
	return out
}

// superFor gives a prefix whose self became the real instance the real
// super() in place of the shim (offline.go's realSuper).
func superFor(org *Origin, pr Proposal) Proposal {
	for i, st := range pr.Init {
		if strings.TrimSpace(st) != superShim {
			continue
		}
		sup := realSuper(org, pr, pr.Init)
		if sup == "" {
			return pr
		}
		pr.Init = append(append(append([]string{}, pr.Init[:i]...), sup), pr.Init[i+1:]...)
		pr.mark(BindEnv, sup)
		return pr
	}
	return pr
}

// realSelf rewrites the statement binding a method's self to a Stub or
// to the namespace it committed to as the origin's real instance, given
// the namespace's attributes the class does not have itself (its methods
// stay real); ok is false when there is none to rewrite, or an attribute
// the instance needs has no plain value. With state, the instance's plain
// data attributes (None, a flag, a number, text) also take the plain
// literal the namespace gave them (an exporter's indent set, so the
// branch that reads it runs); ok is false when there is none such.
func realSelf(org *Origin, commits []execute.Commit, imports, init []string, state bool) ([]string, []string, bool) {
	const ns = "types.SimpleNamespace("
	for i, st := range init {
		name, _, found := strings.Cut(st, " = ")
		if !found || !isIdent(name) {
			continue
		}
		imp, build, has, data, ok := org.instanceRecipe(name)
		if !ok {
			continue
		}
		v := ""
		for _, c := range commits {
			if c.Name == name {
				v = c.Value
			}
		}
		if !strings.HasPrefix(v, ns) || closingParen(v, len(ns)-1) != len(v)-1 {
			return nil, nil, false
		}
		lines := []string{name + " = " + build}
		var set []string
		given := map[string]bool{}
		restated := false
		for _, kv := range splitArgs(v[len(ns) : len(v)-1]) {
			k, val, _ := strings.Cut(kv, "=")
			if state && data[k] && plainData(val) {
				restated = true
				given[k] = true
				set = append(set, name+"."+k+" = "+val)
				continue
			}
			if has[k] {
				continue
			}
			if strings.Contains(val, partial) {
				return nil, nil, false
			}
			given[k] = true
			set = append(set, name+"."+k+" = "+val)
		}
		if state && !restated {
			return nil, nil, false
		}
		// The constructor's own state for what the namespace did not give.
		lines = append(append(lines, org.Func.prepared(org.Class).initLines(name, given)...), set...)
		out := append(append([]string{}, init[:i]...), strings.Join(lines, "\n"))
		out = append(out, init[i+1:]...)
		imps, out := tidy(imports, out)
		if !slices.Contains(imps, imp) {
			imps = append(imps, imp)
		}
		return imps, out, true
	}
	return nil, nil, false
}

// literalWord is a word outside quotes that a plain literal may hold.
var literalWord = regexp.MustCompile(`[A-Za-z_]\w*`)

// plainData: e is a literal of plain data (numbers, text, True, False,
// None, and lists, tuples, dicts of them): no call, name or stand-in.
func plainData(e string) bool {
	e = strings.TrimSpace(e)
	if e == "" {
		return false
	}
	var out strings.Builder
	for i := 0; i < len(e); i++ {
		c := e[i]
		if c != '"' && c != '\'' {
			out.WriteByte(c)
			continue
		}
		for i++; i < len(e) && e[i] != c; i++ {
			if e[i] == '\\' {
				i++
			}
		}
		if i >= len(e) {
			return false // an unclosed quote
		}
		out.WriteString("''")
	}
	for _, w := range literalWord.FindAllString(out.String(), -1) {
		if w != "True" && w != "False" && w != "None" && (w[0] < '0' || w[0] > '9') {
			return false
		}
	}
	return true
}

// splitArgs splits the arguments of a call at its top-level commas.
func splitArgs(s string) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		case '"', '\'':
			for i++; i < len(s) && s[i] != c; i++ {
				if s[i] == '\\' {
					i++
				}
			}
		case 'l':
			// A lambda's parameters hold commas: its colon ends them.
			if depth == 0 && strings.HasPrefix(s[i:], "lambda ") && (i == 0 || !isWordByte(s[i-1])) {
				if j := strings.IndexByte(s[i:], ':'); j > 0 {
					i += j
				}
			}
		case ',':
			if depth == 0 {
				out = append(out, strings.TrimSpace(s[start:i]))
				start = i + 1
			}
		}
	}
	if rest := strings.TrimSpace(s[start:]); rest != "" {
		out = append(out, rest)
	}
	return out
}

func isWordByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}
