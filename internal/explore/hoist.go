// Phase: replay (prefix files). A prefix made with stand-ins opens with
// the Stub class and names bound to Stubs and literals, ordered by name,
// so a package's import often comes after them: its file then runs cold
// (execute.ForkKey serves only files whose first statement, after
// "import m" lines of the standard library, is the package's import), and
// a cold run of a pandas or scrapy prefix is mostly that import. The batch
// that judged the prefix imported the packages before any of its
// statements (Options.Preimport); the file does the same when the import
// is moved above statements that are only definitions.
package explore

import (
	"regexp"
	"slices"
	"strings"
	"sync"

	"unstuck/internal/deps"
	"unstuck/internal/execute"
	"unstuck/internal/pyparse"
)

var (
	hoistFrom   = regexp.MustCompile(`^from[ \t]+([A-Za-z_][\w.]*)[ \t]+import[ \t]+([^()\\\n#;]+)$`)
	hoistImport = regexp.MustCompile(`^import[ \t]+([^()\\\n#;]+)$`)
	hoistAlias  = regexp.MustCompile(`^([A-Za-z_][\w.]*)(?:[ \t]+as[ \t]+([A-Za-z_]\w*))?$`)
)

// importsFirst is stmts (a node's prefix, in order) with the package
// imports that follow only definitions moved in front of them: the
// leading "import m" lines of standard modules stay first (ForkKey's
// own rule for them), then the first import of a package that is not
// the standard library's and the imports right after it, then the
// definitions they passed, then the rest as it was. Nothing changes
// unless every statement passed is one whose only effect is binding
// names to new objects (the Stub class and the shims, a name bound to a
// literal, a lambda or a Stub of literals, a Stub setting): running
// them cannot read or change what an import reads (files, the
// environment, sys.modules, builtins), and the imports bind no name
// that any of them mentions, so every statement binds the same values
// either way. What an import could still tell apart is only what it
// found in __main__ or the heap while it ran: a batch's job saw the
// package imported before all of them too.
func importsFirst(stmts []string) []string {
	stmts = hoistLines(stmts)
	lead := 0
	for lead < len(stmts) && stmts[lead] == strings.TrimSpace(stmts[lead]) && execute.LoadedImport(stmts[lead]) {
		lead++ // the lines ForkKey keeps before the package's import
	}
	sc := hoistScope{bound: map[string]bool{}}
	for _, st := range stmts[:lead] {
		f := strings.Fields(st)
		sc.bound[f[len(f)-1]] = true
		sc.types = sc.types || st == "import types"
	}
	first := -1
	for i := lead; i < len(stmts); i++ {
		if _, top, ok := hoistable(stmts[i]); ok && top != "__future__" && !deps.IsStdlib(top) {
			first = i
			break
		}
		bound, ok := definesOnly(stmts[i], &sc)
		if !ok {
			return stmts
		}
		for _, b := range bound {
			sc.bound[b] = true
		}
		// Stub names the helper class from here on (definesOnly takes no
		// later binding of the name), types the module while nothing
		// binds the name again.
		sc.stub = sc.stub || strings.TrimSpace(stmts[i]) == strings.TrimSpace(stubClass)
		if slices.Contains(bound, "types") {
			sc.types = false
		}
	}
	if first <= lead {
		return stmts
	}
	passed := map[string]bool{}
	for _, st := range stmts[lead:first] {
		for w := range hoistMentions(st) {
			passed[w] = true
		}
	}
	end := first
	for end < len(stmts) {
		names, top, ok := hoistable(stmts[end])
		if !ok || top == "__future__" {
			break
		}
		clash := false
		for _, n := range names {
			clash = clash || passed[n]
		}
		if clash {
			break
		}
		end++
	}
	if end == first {
		return stmts
	}
	out := make([]string, 0, len(stmts))
	out = append(out, stmts[:lead]...)
	out = append(out, stmts[first:end]...)
	out = append(out, stmts[lead:first]...)
	return append(out, stmts[end:]...)
}

// hoistable: st is one absolute import statement on one line, the names
// it binds and its top-level module (ok false otherwise, and for "*").
func hoistable(st string) (names []string, top string, ok bool) {
	if st != strings.TrimSpace(st) {
		return nil, "", false
	}
	if m := hoistFrom.FindStringSubmatch(st); m != nil {
		for _, part := range strings.Split(m[2], ",") {
			a := hoistAlias.FindStringSubmatch(strings.TrimSpace(part))
			if a == nil || strings.Contains(a[1], ".") {
				return nil, "", false
			}
			names = append(names, a[1])
			if a[2] != "" {
				names[len(names)-1] = a[2]
			}
		}
		top, _, _ = strings.Cut(m[1], ".")
		return names, top, true
	}
	if m := hoistImport.FindStringSubmatch(st); m != nil {
		for i, part := range strings.Split(m[1], ",") {
			a := hoistAlias.FindStringSubmatch(strings.TrimSpace(part))
			if a == nil {
				return nil, "", false
			}
			n, _, _ := strings.Cut(a[1], ".")
			if a[2] != "" {
				n = a[2]
			}
			names = append(names, n)
			if i == 0 {
				top, _, _ = strings.Cut(a[1], ".")
			}
		}
		return names, top, true
	}
	return nil, "", false
}

// helperDefs are the helper statements that only define: a class or
// functions whose bodies run when the snippet calls them (open()'s shim,
// which makes files, is not one).
var helperDefs = map[string]bool{
	strings.TrimSpace(stubClass):      true,
	strings.TrimSpace(isinstanceShim): true,
	superShim:                         true,
	instanceOf:                        true,
}

// hoistScope is what the statements before a definition bound: whether
// Stub is the helper class, whether types is the standard module (a
// leading "import types"), and every name bound (before it, a builtin's
// name is the builtin).
type hoistScope struct {
	stub, types bool
	bound       map[string]bool
}

// definesOnly: st is a helper that only defines, or "name = v" or
// "Stub.attr = v" where evaluating v runs no code but constructors that
// only store their arguments (pureValue); bound are the names it binds
// (for a helper, helperBinds).
func definesOnly(st string, sc *hoistScope) (bound []string, ok bool) {
	if helperDefs[strings.TrimSpace(st)] {
		return helperBinds(st), true
	}
	if st != strings.TrimSpace(st) || !strings.Contains(st, "=") {
		return nil, false
	}
	t, err := pyparse.Parse([]byte(st + "\n"))
	if err != nil || t.HasError() || t.Root.NamedChildCount() != 1 {
		return nil, false
	}
	es := t.Root.NamedChild(0)
	if es.Type() != "expression_statement" || es.NamedChildCount() != 1 {
		return nil, false
	}
	a := es.NamedChild(0)
	if a.Type() != "assignment" {
		return nil, false
	}
	left, right := a.ChildByFieldName("left"), a.ChildByFieldName("right")
	if left == nil || right == nil || a.ChildByFieldName("type") != nil {
		return nil, false
	}
	switch left.Type() {
	case "identifier":
		name := t.Text(left)
		if name == "Stub" || strings.HasPrefix(name, "__") {
			return nil, false
		}
		bound = []string{name}
	case "attribute":
		obj := left.ChildByFieldName("object")
		if !sc.stub || obj == nil || obj.Type() != "identifier" || t.Text(obj) != "Stub" {
			return nil, false
		}
	default:
		return nil, false
	}
	return bound, pureValue(t, right, sc)
}

// pureValue: evaluating n makes new objects and runs no other code:
// literals (no f-string), containers of them, lambdas (their defaults
// pure), object(), and Stub(...) or types.SimpleNamespace(...) of them
// (they only store what they are given).
func pureValue(t *pyparse.Tree, n *pyparse.Node, sc *hoistScope) bool {
	switch n.Type() {
	case "integer", "float", "true", "false", "none", "string_content", "string_start", "string_end", "escape_sequence":
		return true
	case "string", "concatenated_string":
		ok := true
		pyparse.Walk(n, func(c *pyparse.Node) bool {
			if c.Type() == "interpolation" {
				ok = false
			}
			return ok
		})
		return ok
	case "unary_operator":
		arg := n.ChildByFieldName("argument")
		return arg != nil && (arg.Type() == "integer" || arg.Type() == "float")
	case "list", "tuple", "set", "dictionary", "pair", "parenthesized_expression", "expression_list":
		for _, c := range pyparse.Children(n) {
			if c.Type() == "comment" {
				continue
			}
			if !pureValue(t, c, sc) {
				return false
			}
		}
		return true
	case "lambda":
		if ps := n.ChildByFieldName("parameters"); ps != nil {
			for _, p := range pyparse.Children(ps) {
				switch p.Type() {
				case "identifier", "list_splat_pattern", "dictionary_splat_pattern", "keyword_separator", "positional_separator":
				case "default_parameter":
					if v := p.ChildByFieldName("value"); v == nil || !pureValue(t, v, sc) {
						return false
					}
				default:
					return false
				}
			}
		}
		return true // the body runs when called
	case "call":
		fn, args := n.ChildByFieldName("function"), n.ChildByFieldName("arguments")
		if fn == nil || args == nil || args.Type() != "argument_list" {
			return false
		}
		switch f := t.Text(fn); {
		case f == "Stub" && sc.stub:
		case f == "types.SimpleNamespace" && sc.types:
		case f == "object" && !sc.bound["object"]:
			return args.NamedChildCount() == 0
		default:
			return false
		}
		for _, c := range pyparse.Children(args) {
			if c.Type() == "keyword_argument" {
				v := c.ChildByFieldName("value")
				if v == nil || !pureValue(t, v, sc) {
					return false
				}
				continue
			}
			if c.Type() == "comment" || !pureValue(t, c, sc) {
				return false
			}
		}
		return true
	}
	return false
}

// hoistLines splits an element of stmts that holds several statements,
// each on its own line (a fixture's import and binding), into them: the
// same lines, one statement each.
func hoistLines(stmts []string) []string {
	var out []string
	for _, st := range stmts {
		if !strings.Contains(st, "\n") || helperDefs[strings.TrimSpace(st)] {
			out = append(out, st)
			continue
		}
		lines := strings.Split(st, "\n")
		t, err := pyparse.Parse([]byte(st + "\n"))
		if err != nil || t.HasError() || int(t.Root.NamedChildCount()) != len(lines) {
			out = append(out, st)
			continue
		}
		one := true
		for i, c := range pyparse.Children(t.Root) {
			one = one && c.Type() != "comment" && pyparse.Line(c) == i+1 && pyparse.EndLine(c) == i+1 && lines[i] == strings.TrimSpace(lines[i])
		}
		if !one {
			out = append(out, st)
			continue
		}
		out = append(out, lines...)
	}
	return out
}

var (
	mentionsMu   sync.Mutex
	mentionsSeen = map[string]map[string]bool{}
)

// hoistMentions are the names st's code reads or binds anywhere (comments,
// strings and attribute names aside), when it runs and when the
// functions it defines are called; nil when it does not parse (then it
// is no definition either).
func hoistMentions(st string) map[string]bool {
	mentionsMu.Lock()
	m, ok := mentionsSeen[st]
	mentionsMu.Unlock()
	if ok {
		return m
	}
	m = map[string]bool{}
	if t, err := pyparse.Parse([]byte(st + "\n")); err == nil {
		pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
			if n.Type() == "identifier" {
				if p := n.Parent(); p == nil || p.Type() != "attribute" || p.ChildByFieldName("attribute") == nil || !p.ChildByFieldName("attribute").Equal(n) {
					m[t.Text(n)] = true
				}
			}
			return true
		})
	}
	if helperDefs[strings.TrimSpace(st)] {
		mentionsMu.Lock()
		mentionsSeen[st] = m
		mentionsMu.Unlock()
	}
	return m
}

// helperBinds are the names a helper's statements bind in the module:
// its classes, functions and imports (anything else: every name it
// mentions). The helpers are a few fixed texts (the Stub class is over a
// thousand lines, parsed again for every prefix file written): each is
// read once.
func helperBinds(st string) []string {
	bindsMu.Lock()
	b, ok := bindsSeen[st]
	bindsMu.Unlock()
	if !ok {
		b = readHelperBinds(st)
		if helperDefs[strings.TrimSpace(st)] {
			bindsMu.Lock()
			bindsSeen[st] = b
			bindsMu.Unlock()
		}
	}
	return slices.Clone(b)
}

var (
	bindsMu   sync.Mutex
	bindsSeen = map[string][]string{}
)

// readHelperBinds is helperBinds, read from st's parse.
func readHelperBinds(st string) []string {
	t, err := pyparse.Parse([]byte(st + "\n"))
	var out []string
	if err == nil && !t.HasError() {
		for _, c := range pyparse.Children(t.Root) {
			switch c.Type() {
			case "class_definition", "function_definition":
				if n := c.ChildByFieldName("name"); n != nil {
					out = append(out, t.Text(n))
					continue
				}
			case "import_statement":
				if c.NamedChildCount() == 1 && c.NamedChild(0).Type() == "dotted_name" && c.NamedChild(0).NamedChildCount() == 1 {
					out = append(out, t.Text(c.NamedChild(0)))
					continue
				}
			case "expression_statement":
				// "Stub = type(...)": the class rebuilt on its base
				// binds only its own name again.
				if c.NamedChildCount() == 1 && c.NamedChild(0).Type() == "assignment" {
					if l := c.NamedChild(0).ChildByFieldName("left"); l != nil && l.Type() == "identifier" {
						if !slices.Contains(out, t.Text(l)) {
							out = append(out, t.Text(l))
						}
						continue
					}
				}
			case "comment":
				continue
			}
			out = nil
			break
		}
		if out != nil {
			return out
		}
	}
	for n := range hoistMentions(st) {
		out = append(out, n)
	}
	return out
}
