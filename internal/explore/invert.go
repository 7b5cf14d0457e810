package explore

// Phase: explore, step 4 (real values for P's stand-ins). A lambda that
// stands in for a function the snippet's module really has answers what
// the body needed (a truth test passed), which the real function, given
// the prefix's made-up argument, does not. Rather than keep the lambda,
// the prefix keeps the real function and searches the argument: the
// statement that built the argument is tried again with one of its
// literals varied (an int over small numbers, a str over the snippet's
// string literals), and the first value for which the body's own call of
// the real function gives the truth the lambda gave is kept. The search
// is plain code in the prefix, so a replay with python3 finds the same
// value; when no value does, the argument is what it was.

import (
	"fmt"
	"regexp"
	"strings"

	"unstuck/internal/pyparse"
)

// lambdaStandIn reads "name = lambda *args, **kwargs: R": R, ok.
var lambdaStandIn = regexp.MustCompile(`^([A-Za-z_]\w*) = lambda \*args, \*\*kwargs: (.+)$`)

// searchInts is the domain an int literal of an argument is searched
// over: small non-negative numbers (enum values, codes, node types).
const searchInts = 1024

// falsyText: R's truth, read from its text (a literal that is false).
func falsyText(r string) bool {
	switch strings.TrimSpace(r) {
	case "False", "None", "0", "0.0", `""`, "''", "[]", "{}", "()", "set()", `b""`:
		return true
	}
	return false
}

// literalSpan is one int or str literal of an expression, by byte span.
type literalSpan struct {
	start, end int
	kind       string // "integer" or "string"
}

// literalsOf lists the int and str literals of expr (not inside a
// lambda), in order.
func literalsOf(expr string) []literalSpan {
	t, err := pyparse.Parse([]byte(expr + "\n"))
	if err != nil || t.HasError() {
		return nil
	}
	var out []literalSpan
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		switch n.Type() {
		case "lambda":
			return false
		case "integer":
			out = append(out, literalSpan{int(n.StartByte()), int(n.EndByte()), "integer"})
		case "call":
			// object(): a value nothing asked anything of (a committed Stub's),
			// any plain value may take its place.
			if t.Text(n) == "object()" {
				out = append(out, literalSpan{int(n.StartByte()), int(n.EndByte()), "object"})
				return false
			}
		case "string":
			if !strings.ContainsAny(t.Text(n), "{\n") { // no f-strings, no multi-line strings
				out = append(out, literalSpan{int(n.StartByte()), int(n.EndByte()), "string"})
			}
			return false
		}
		return true
	})
	return out
}

// callsOf is the text of each call of fn in the snippet whose arguments
// include one of names, with that name, and whether the call is a
// statement of its own (its result unused: called for what it raises).
func callsOf(s *Snippet, fn string, names map[string]string) (calls, args []string, bare []bool) {
	seen := map[string]bool{}
	pyparse.Walk(s.Tree.Root, func(n *pyparse.Node) bool {
		if n.Type() != "call" {
			return true
		}
		f := n.ChildByFieldName("function")
		if f == nil || f.Type() != "identifier" || s.Tree.Text(f) != fn {
			return true
		}
		al := n.ChildByFieldName("arguments")
		if al == nil {
			return true
		}
		for _, a := range pyparse.Children(al) {
			// A name, or an attribute or item of one (request.url): the
			// search rebinds the name.
			for a != nil && (a.Type() == "attribute" || a.Type() == "subscript") {
				if a.Type() == "attribute" {
					a = a.ChildByFieldName("object")
				} else {
					a = a.ChildByFieldName("value")
				}
			}
			if a == nil || a.Type() != "identifier" {
				continue
			}
			x := s.Tree.Text(a)
			text := s.Tree.Text(n)
			if _, ok := names[x]; ok && !seen[text+"\x00"+x] && !strings.Contains(text, "\n") {
				seen[text+"\x00"+x] = true
				calls, args = append(calls, text), append(args, x)
				p := n.Parent()
				bare = append(bare, p != nil && p.Type() == "expression_statement" && int(p.NamedChildCount()) == 1)
			}
		}
		return true
	})
	return calls, args, bare
}

// searchArgument is a loop that rebinds x to the first variant of its
// binding expr (one literal varied) for which call is truthy (want) or
// falsy, else to expr; "" when expr has no literal to vary. A bare call
// (a statement: its answer unused, a check called for what it raises)
// needs only to return.
func searchArgument(x, expr, call string, want, bare bool, strs []string) []string {
	cond := call
	if !want {
		cond = "not (" + call + ")"
	}
	if bare {
		cond = "(" + call + ", True)[1]"
	}
	var out []string
	for _, l := range literalsOf(expr) {
		var domain string
		switch l.kind {
		case "integer":
			domain = fmt.Sprintf("range(%d)", searchInts)
		case "string":
			domain = "[" + strings.Join(append(append([]string{}, strs...), genericStrs...), ", ") + "]"
		default:
			domain = "[" + strings.Join(plainSamples, ", ") + "]"
		}
		varied := expr[:l.start] + "_v" + expr[l.end:]
		out = append(out, fmt.Sprintf("for _v in %s:\n    %s = %s\n    try:\n        if %s:\n            break\n    except Exception:\n        pass\nelse:\n    %s = %s",
			domain, x, varied, cond, x, expr))
		if len(out) == 2 {
			break
		}
	}
	return out
}

// genericStrs end a str literal's domain: a word, a word as a string
// literal's source text (a parser's or tokenizer's token), an address,
// nothing.
var genericStrs = []string{`"name"`, `'"name"'`, `"http://localhost/"`, `""`}

// plainSamples are the values tried for object(): one of each plain kind.
var plainSamples = []string{`"name"`, `b"name"`, "1", "0", "1.5", "[]", "{}", "None", "True"}

// stringLiterals are the snippet's short one-line string literals (the
// values its code compares with), at most 24.
func stringLiterals(s *Snippet) []string {
	var out []string
	seen := map[string]bool{}
	pyparse.Walk(s.Tree.Root, func(n *pyparse.Node) bool {
		if n.Type() != "string" {
			return true
		}
		txt := s.Tree.Text(n)
		if len(txt) <= 42 && !strings.ContainsAny(txt, "{\n") && !strings.HasPrefix(txt, `"""`) && !strings.HasPrefix(txt, "'''") && !seen[txt] && len(out) < 24 {
			seen[txt] = true
			out = append(out, txt)
		}
		return false
	})
	return out
}

// inversions are, for the lambda statement st standing in for a function
// the prefix can import for real, the searches of its arguments that
// make the real function answer as the lambda did: each a loop to add
// after the prefix's statements.
func inversions(s *Snippet, init []string, st string) []string {
	m := lambdaStandIn.FindStringSubmatch(strings.TrimSpace(st))
	if m == nil {
		return nil
	}
	fn, want := m[1], !falsyText(m[2])
	bound := map[string]string{} // name -> the expression the prefix binds it to
	for _, o := range init {
		if tm := simpleBinding.FindStringSubmatch(o); tm != nil && !strings.Contains(o, "lambda") && !strings.Contains(o, "Stub(") {
			bound[tm[1]] = tm[2]
		}
	}
	calls, args, bare := callsOf(s, fn, bound)
	strs := stringLiterals(s)
	var out []string
	for i, c := range calls {
		out = append(out, searchArgument(args[i], bound[args[i]], c, want, bare[i], strs)...)
		if len(out) >= 2 {
			return out[:2]
		}
	}
	return out
}

// simpleBinding is a one-line "x = expr".
var simpleBinding = regexp.MustCompile(`^([A-Za-z_]\w*) = ([^\n]+)$`)

// retypeValues are the plain values a made-up argument of a real function
// is tried as when its kind, not a literal, is what the function refuses
// (a list where text was wanted): text and bytes.
var retypeValues = []string{`"name"`, `b"name"`}

// retypes are, for the lambda statement st standing in for a function
// the prefix can import for real, other bindings of the prefix's simple
// names from which the snippet computes the function's arguments (chunk =
// body[:9]; to_bytes(chunk)): each the index of a statement of init and
// the statement binding its name to a value of another kind. The real
// function, given the prefix's list, raises where given text it answers;
// each is a proposal, kept when it covers as much.
func retypes(s *Snippet, init []string, st string) (idx []int, stmts []string) {
	m := lambdaStandIn.FindStringSubmatch(strings.TrimSpace(st))
	if m == nil || s.Tree == nil {
		return nil, nil
	}
	flows := argumentSources(s, m[1])
	for i, o := range init {
		tm := simpleBinding.FindStringSubmatch(o)
		if tm == nil || !flows[tm[1]] || strings.Contains(o, "lambda") || strings.Contains(o, "Stub(") || strings.Contains(o, "SimpleNamespace(") {
			continue
		}
		for _, v := range retypeValues {
			if sameKind(tm[2], v) {
				continue
			}
			idx, stmts = append(idx, i), append(stmts, tm[1]+" = "+v)
		}
		if len(idx) >= 4 {
			break
		}
	}
	return idx, stmts
}

// sameKind: the expression is already a value of v's kind (a str or a
// bytes literal).
func sameKind(expr, v string) bool {
	e := strings.TrimLeft(expr, "rRuU")
	if strings.HasPrefix(v, "b") {
		return strings.HasPrefix(strings.ToLower(expr), "b'") || strings.HasPrefix(strings.ToLower(expr), `b"`)
	}
	return strings.HasPrefix(e, `"`) || strings.HasPrefix(e, "'")
}

// argumentSources are the names fn's calls in the snippet take as
// arguments, and, through the snippet's assignments, the names those are
// computed from (three steps back).
func argumentSources(s *Snippet, fn string) map[string]bool {
	names := map[string]bool{}
	idents := func(n *pyparse.Node) {
		pyparse.Walk(n, func(c *pyparse.Node) bool {
			if c.Type() == "identifier" {
				names[s.Tree.Text(c)] = true
			}
			return c.Type() != "lambda"
		})
	}
	pyparse.Walk(s.Tree.Root, func(n *pyparse.Node) bool {
		if n.Type() == "call" {
			if f := n.ChildByFieldName("function"); f != nil && f.Type() == "identifier" && s.Tree.Text(f) == fn {
				if al := n.ChildByFieldName("arguments"); al != nil {
					idents(al)
				}
			}
		}
		return true
	})
	if len(names) == 0 {
		return names
	}
	for step := 0; step < 3; step++ {
		pyparse.Walk(s.Tree.Root, func(n *pyparse.Node) bool {
			if n.Type() != "assignment" {
				return true
			}
			l, r := n.ChildByFieldName("left"), n.ChildByFieldName("right")
			if l != nil && r != nil && l.Type() == "identifier" && names[s.Tree.Text(l)] {
				idents(r)
			}
			return true
		})
	}
	delete(names, fn)
	return names
}
