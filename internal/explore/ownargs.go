package explore

// Phase: explore, step 3 (coverage guidance). A function the snippet
// defines but whose body runs only elsewhere (a worker process, a thread,
// a callback the library calls later) often takes parameters named as the
// module-level values the snippet itself makes and hands it
// (def foo(q) ... q = ctx.Queue(); Process(target=foo, args=(q,))). The
// driver then also calls it with those values, after the snippet: real
// objects of the snippet's own making, where the other argument kinds are
// stand-ins or plain values the body cannot use.

import (
	"fmt"
	"regexp"
	"strings"

	"unstuck/internal/pyparse"
)

// moduleBoundNames are the names the snippet binds at module level:
// assignment, for and with targets, outside function and class bodies
// (an if __name__ == '__main__' block included).
func moduleBoundNames(t *pyparse.Tree) map[string]bool {
	out := map[string]bool{}
	if t == nil {
		return out
	}
	var targets func(n *pyparse.Node)
	targets = func(n *pyparse.Node) {
		if n == nil {
			return
		}
		switch n.Type() {
		case "identifier":
			out[t.Text(n)] = true
		case "pattern_list", "tuple_pattern", "list_pattern", "parenthesized_expression", "expression_list", "tuple", "list":
			for _, c := range pyparse.Children(n) {
				targets(c)
			}
		}
	}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		switch n.Type() {
		case "function_definition", "class_definition", "lambda", "decorated_definition":
			return false
		case "assignment", "augmented_assignment":
			targets(n.ChildByFieldName("left"))
		case "for_statement":
			targets(n.ChildByFieldName("left"))
		case "as_pattern":
			if a := n.ChildByFieldName("alias"); a != nil {
				targets(a)
			}
		case "named_expression":
			targets(n.ChildByFieldName("name"))
		}
		return true
	})
	return out
}

// ownValueCalls registers, for after the snippet, a call of each module-
// level function whose required parameters all name values the snippet
// binds at module level, with those values. Empty when there is none.
func ownValueCalls(s *Snippet, calls []string, params map[string][]string) string {
	if s == nil || s.Tree == nil {
		return ""
	}
	bound := moduleBoundNames(s.Tree)
	var b strings.Builder
	for _, c := range calls {
		name, n, kind := splitCall(c)
		if strings.Contains(name, ".") {
			continue // a method: its self is no snippet value of that name
		}
		ps := params[name]
		if n == 0 || len(ps) < n {
			continue
		}
		ok := true
		for _, p := range ps[:n] {
			// The function's own name is no argument of it (def f(f)).
			ok = ok && isIdent(p) && bound[p] && p != name
		}
		args := append([]string{}, ps[:n]...)
		for _, p := range ps[n:] {
			// A required keyword-only parameter, given the same way.
			if kw, isKw := strings.CutPrefix(p, "*"); isKw {
				ok = ok && bound[kw]
				args = append(args, kw+"="+kw)
			}
		}
		if !ok {
			continue
		}
		fmt.Fprintf(&b, "\natexit.register(lambda: %s)", consumed(fmt.Sprintf("%s(%s)", name, strings.Join(args, ", ")), kind))
	}
	return b.String()
}

// propertyAccessor is the accessor a class body's decorated method is,
// as the driver reaches it on the class: ".fget" for @property and
// @x.getter, ".fset" for @x.setter, ".fdel" for @x.deleter; "" for any
// other. Class.name is then the property object, which is not callable,
// but its accessors are plain functions of self (and the value).
func propertyAccessor(t *pyparse.Tree, decorated *pyparse.Node) string {
	if decorated == nil || decorated.Type() != "decorated_definition" {
		return ""
	}
	for _, d := range pyparse.Children(decorated) {
		if d.Type() != "decorator" {
			continue
		}
		text := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(t.Text(d)), "@"))
		switch {
		case text == "property" || text == "builtins.property":
			return ".fget"
		case strings.HasSuffix(text, ".getter") && isIdent(strings.TrimSuffix(text, ".getter")):
			return ".fget"
		case strings.HasSuffix(text, ".setter") && isIdent(strings.TrimSuffix(text, ".setter")):
			return ".fset"
		case strings.HasSuffix(text, ".deleter") && isIdent(strings.TrimSuffix(text, ".deleter")):
			return ".fdel"
		}
	}
	return ""
}

// classMethod says a class body's decorated method is a classmethod: the
// class binds its first parameter, so the driver calls it on the class
// with one argument fewer (Weekday.today()), as a static method.
func classMethod(t *pyparse.Tree, decorated *pyparse.Node) bool {
	if decorated == nil || decorated.Type() != "decorated_definition" {
		return false
	}
	for _, d := range pyparse.Children(decorated) {
		if d.Type() == "decorator" {
			if text := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(t.Text(d)), "@")); text == "classmethod" || text == "builtins.classmethod" {
				return true
			}
		}
	}
	return false
}

// dottedOnLine is the longest dotted module path on the snippet's line
// that begins with the missing module mod (spam.ham for spam); mod when
// the line holds none.
func dottedOnLine(s *Snippet, line *int, mod string) string {
	if s == nil || line == nil || *line < 1 {
		return mod
	}
	lines := strings.Split(string(s.Src), "\n")
	if *line > len(lines) {
		return mod
	}
	best := mod
	re := regexp.MustCompile(`\b` + regexp.QuoteMeta(mod) + `(?:\.[A-Za-z_]\w*)+`)
	for _, m := range re.FindAllString(lines[*line-1], -1) {
		if len(m) > len(best) {
			best = m
		}
	}
	return best
}
