// Phase: debug, localization without a fixed version: statements that ran
// and changed nothing. An expression statement whose value is dropped and
// that has no effect (`self.status == "shipped"`, `name.strip()`,
// `sorted(rows)`, `total + tax`) computed something nobody kept: the
// value was meant to be stored. Such a statement writes nothing, so it is
// never in the failure's dynamic slice; it is evidence on its own when it
// ran, and its mutants are run (mutate's ASG and string-method repairs
// assign the value).
package debug

import (
	"fmt"

	"unstuck/internal/pyparse"
)

// pureMethods return a new value and leave their receiver as it was (on
// str, bytes, tuple, dates, and the read-only dict and list methods).
var pureMethods = map[string]bool{"strip": true, "lstrip": true, "rstrip": true, "lower": true, "upper": true,
	"replace": true, "split": true, "rsplit": true, "format": true, "join": true, "title": true, "capitalize": true,
	"casefold": true, "startswith": true, "endswith": true, "copy": true, "get": true, "keys": true, "values": true,
	"items": true, "count": true, "index": true, "find": true, "rfind": true, "zfill": true, "center": true,
	"ljust": true, "rjust": true, "encode": true, "decode": true, "partition": true, "rpartition": true,
	"splitlines": true, "isoformat": true, "strftime": true, "swapcase": true, "removeprefix": true,
	"removesuffix": true, "expandtabs": true, "translate": true, "union": true, "intersection": true,
	"difference": true, "symmetric_difference": true}

// pureFunctions are builtins that build a new value from their arguments.
var pureFunctions = map[string]bool{"sorted": true, "reversed": true, "list": true, "tuple": true, "set": true,
	"dict": true, "len": true, "abs": true, "round": true, "sum": true, "min": true, "max": true, "int": true,
	"str": true, "float": true, "bool": true, "frozenset": true, "map": true, "filter": true, "zip": true,
	"enumerate": true, "any": true, "all": true}

// noEffect maps the line of each expression statement that computes a
// value and drops it without any effect to a description: a comparison,
// arithmetic, a name, attribute or subscript, a call of a pure builtin or
// of a pure method, a mutating method called on a new object (a method the file itself defines is not taken as
// one, but on a string literal). Docstrings, `...` and calls of anything else are not.
func noEffect(src []byte) map[int]string {
	out := map[int]string{}
	t, err := pyparse.Parse(src)
	if err != nil {
		return out
	}
	own := map[string]bool{}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() == "function_definition" {
			if nm := n.ChildByFieldName("name"); nm != nil {
				own[t.Text(nm)] = true
			}
		}
		return true
	})
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() != "expression_statement" || n.NamedChildCount() != 1 {
			return true
		}
		e := n.NamedChild(0)
		what := ""
		switch e.Type() {
		case "comparison_operator":
			what = "a comparison"
		case "binary_operator", "boolean_operator", "unary_operator", "not_operator":
			what = "an expression"
		case "identifier", "attribute", "subscript":
			what = "a value"
		case "call":
			fn := e.ChildByFieldName("function")
			switch {
			case fn == nil:
			case fn.Type() == "identifier" && pureFunctions[t.Text(fn)] && !own[t.Text(fn)]:
				what = "a call of " + t.Text(fn)
			case fn.Type() == "attribute" && mutatingMethods[t.Text(fn.ChildByFieldName("attribute"))] && fresh(t, fn.ChildByFieldName("object")):
				// A mutator called on a new object (sorted(xs).append(x),
				// dict(d).update(e), xs[:].sort()): the change is lost.
				what = "a change of a new object " + t.Text(fn.ChildByFieldName("object"))
			case fn.Type() == "attribute":
				// A method the file defines may be what is called, unless
				// the receiver is a string literal.
				a, recv := fn.ChildByFieldName("attribute"), fn.ChildByFieldName("object")
				if a != nil && pureMethods[t.Text(a)] && (!own[t.Text(a)] || recv != nil && recv.Type() == "string") {
					what = "a call of ." + t.Text(a)
				}
			}
		}
		if what != "" {
			out[pyparse.Line(n)] = fmt.Sprintf("computes %s and drops it: %s changes nothing", what, firstLine(t.Text(e)))
		}
		return true
	})
	return out
}

// fresh: an expression that makes a new container (a copy, a builtin's
// result, a slice, a display), which nothing else holds.
func fresh(t *pyparse.Tree, n *pyparse.Node) bool {
	if n == nil {
		return false
	}
	switch n.Type() {
	case "list", "dictionary", "set", "list_comprehension", "dictionary_comprehension", "set_comprehension":
		return true
	case "subscript":
		s := n.ChildByFieldName("subscript")
		return s != nil && s.Type() == "slice"
	case "call":
		fn := n.ChildByFieldName("function")
		if fn == nil {
			return false
		}
		if fn.Type() == "identifier" {
			switch t.Text(fn) {
			case "sorted", "list", "dict", "set", "tuple", "reversed":
				return true
			}
		}
		if fn.Type() == "attribute" {
			a := fn.ChildByFieldName("attribute")
			return a != nil && t.Text(a) == "copy"
		}
	}
	return false
}

func firstLine(s string) string {
	for i, c := range s {
		if c == '\n' {
			return s[:i] + " ..."
		}
	}
	if len(s) > 60 {
		return s[:60] + " ..."
	}
	return s
}
