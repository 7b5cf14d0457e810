package explore

// Phase: explore, step 3 (coverage guidance). A function the snippet hands
// to a library together with the arguments it is to be called with
// (Process(target=f, args=(child_conn,)), Thread(target=f, args=...,
// kwargs=...), Timer(1, f, args=[x]), pool.apply_async(f, args=(x,),
// kwds={...})) runs with exactly those values, but often where the line
// metric does not see it (a child process). The driver then also calls it
// with the same argument expressions after the snippet: real objects of
// the snippet's own making, whatever the parameters are named (ownargs.go
// needs the names to match).

import (
	"fmt"
	"strings"

	"unstuck/internal/pyparse"
)

// handedArgCalls registers, for after the snippet, a call of each
// module-level function of calls that a module-level call of the snippet
// hands on together with an args= tuple or list display (and a kwargs= or
// kwds= dict display), with those expressions. Empty when there is none.
func handedArgCalls(s *Snippet, calls []string) string {
	if s == nil || s.Tree == nil {
		return ""
	}
	handed := handedArgs(s.Tree)
	var b strings.Builder
	for _, c := range calls {
		name, _, kind := splitCall(c)
		if strings.Contains(name, ".") {
			continue // a method: handed on bound, its self is no argument
		}
		args, ok := handed[name]
		if !ok {
			continue
		}
		fmt.Fprintf(&b, "\natexit.register(lambda: %s)", consumed(fmt.Sprintf("%s(%s)", name, args), kind))
	}
	return b.String()
}

// handedArgs maps a function name to the argument list (source text) the
// first module-level call handing it on gives for it: the items of the
// call's args= display, then the pairs of its kwargs=/kwds= dict display
// as keywords. A call inside a def or class body is left: its argument
// expressions name that body's locals, which no longer exist after the
// snippet.
func handedArgs(t *pyparse.Tree) map[string]string {
	out := map[string]string{}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		switch n.Type() {
		case "function_definition", "class_definition", "lambda":
			return false
		case "call":
		default:
			return true
		}
		al := n.ChildByFieldName("arguments")
		if al == nil || al.Type() != "argument_list" {
			return true
		}
		var fns []string
		var pos, kws []string
		argsGiven := false
		for _, a := range pyparse.Children(al) {
			switch a.Type() {
			case "identifier":
				fns = append(fns, t.Text(a))
			case "keyword_argument":
				k, v := a.ChildByFieldName("name"), a.ChildByFieldName("value")
				if k == nil || v == nil {
					continue
				}
				switch key := t.Text(k); {
				case v.Type() == "identifier" && key != "args" && key != "kwargs" && key != "kwds":
					fns = append(fns, t.Text(v))
				case key == "args":
					items, ok := displayItems(t, v)
					if !ok {
						return true
					}
					pos, argsGiven = items, true
				case key == "kwargs" || key == "kwds":
					pairs, ok := dictPairs(t, v)
					if !ok {
						return true
					}
					kws, argsGiven = pairs, true
				}
			}
		}
		if !argsGiven || len(fns) == 0 {
			return true
		}
		list := strings.Join(append(pos, kws...), ", ")
		for _, f := range fns {
			if _, seen := out[f]; !seen {
				out[f] = list
			}
		}
		return true
	})
	return out
}

// displayItems are the source texts of a tuple or list display's items
// (a parenthesized single value is a tuple only with its comma); ok is
// false for anything else (a name, a call) and for a starred item.
func displayItems(t *pyparse.Tree, n *pyparse.Node) ([]string, bool) {
	if n.Type() != "tuple" && n.Type() != "list" {
		return nil, false
	}
	var out []string
	for _, c := range pyparse.Children(n) {
		if c.Type() == "list_splat" || c.Type() == "comment" {
			return nil, false
		}
		out = append(out, t.Text(c))
	}
	return out, true
}

// dictPairs are a dict display's string-keyed pairs as keyword arguments
// (k=v); ok is false for anything else, or a key that is no identifier.
func dictPairs(t *pyparse.Tree, n *pyparse.Node) ([]string, bool) {
	if n.Type() != "dictionary" {
		return nil, false
	}
	var out []string
	for _, c := range pyparse.Children(n) {
		k, v := c.ChildByFieldName("key"), c.ChildByFieldName("value")
		if c.Type() != "pair" || k == nil || v == nil || k.Type() != "string" {
			return nil, false
		}
		key := t.Text(k)
		if len(key) < 2 || key[0] != key[len(key)-1] || (key[0] != '"' && key[0] != '\'') {
			return nil, false
		}
		if key = key[1 : len(key)-1]; !isIdent(key) {
			return nil, false
		}
		out = append(out, key+"="+t.Text(v))
	}
	return out, true
}
