// Package wrap is part of the execute phase: it runs cut-out bodies that do
// not compile as a module (await, async for/with, return or yield outside
// a function, nonlocal with no enclosing function, `from __future__` or
// `import *` where a function body cannot have them) inside a generated
// function. The snippet's lines keep their order and count: the wrapper's
// header is a block of lines before them and its call a block after, so a
// line L of the snippet is line Offset()+L of the wrapped source, and the
// wrapped source is plain Python that runs with python3 alone.
package wrap

import (
	"fmt"
	"sort"
	"strings"

	"unstuck/internal/pyparse"
)

// Wrapped is a snippet inside its wrapper.
type Wrapped struct {
	Kind   string // "async def", "def", "nested def" (for nonlocal), "hoisted" (imports moved only)
	Reason string // what in the snippet needs it, e.g. "await at module level (line 3)"
	Head   string // lines before the snippet, each ending in "\n"
	Body   string // the snippet's lines, indented, as many as it has
	Tail   string // lines after the snippet: the call
}

// Source is the whole wrapped program.
func (w *Wrapped) Source() []byte { return []byte(w.Head + w.Body + w.Tail) }

// Offset is how many lines come before the snippet's first line.
func (w *Wrapped) Offset() int { return strings.Count(w.Head, "\n") }

// Describe says in one line what wrapper was used and why.
func (w *Wrapped) Describe() string {
	if w == nil {
		return ""
	}
	if w.Kind == "hoisted" {
		return "runs with its imports hoisted (" + w.Reason + ")"
	}
	return "runs inside a generated " + w.Kind + " (" + w.Reason + ")"
}

// needsLoop are the asyncio functions that only a running event loop
// answers (asyncio.create_task(...) outside a coroutine raises
// RuntimeError: no running event loop).
var needsLoop = map[string]bool{"create_task": true, "get_running_loop": true, "current_task": true, "all_tasks": true}

// needs is what the module level of a snippet holds that a module cannot.
type needs struct {
	await, ret, yield bool
	nonlocal          []string // names declared nonlocal with no function around to hold them
	nested            bool     // a top-level function declares nonlocal names
	hoist             []*pyparse.Node
	first             []string // reasons, in source order
}

// Wrap returns the wrapper src needs, or nil when src compiles as a
// module. undefined are names the snippet reads without defining (the
// prefix's globals): those the body also assigns become parameters of
// the wrapper, passed from the globals, so that they do not turn into
// unbound locals.
func Wrap(src []byte, tree *pyparse.Tree, undefined []string) *Wrapped {
	n := scan(tree)
	if !n.await && !n.ret && !n.yield && len(n.nonlocal) == 0 && !n.nested && len(n.hoist) == 0 {
		return nil
	}
	text := string(src)
	if !strings.HasSuffix(text, "\n") {
		text += "\n"
	}
	lines := strings.SplitAfter(text, "\n")
	lines = lines[:len(lines)-1] // SplitAfter leaves "" after the last "\n"
	// Hoisted imports leave `pass` (and blank lines) where they were.
	var hoisted []string
	for _, h := range n.hoist {
		hoisted = append(hoisted, strings.Join(strings.Fields(tree.Text(h)), " "))
		start, end := pyparse.Line(h)-1, pyparse.EndLine(h)-1
		ind := leading(lines[start])
		for i := start; i <= end && i < len(lines); i++ {
			lines[i] = "\n"
		}
		lines[start] = ind + "pass\n"
	}
	w := &Wrapped{Reason: strings.Join(n.first, ", ")}
	if !n.await && !n.ret && !n.yield && len(n.nonlocal) == 0 && !n.nested {
		// Only a late __future__ import: hoisting it is enough.
		w.Kind = "hoisted"
		w.Head = strings.Join(hoisted, "\n") + "\n"
		w.Body = strings.Join(lines, "")
		return w
	}
	unit := "    "
	for _, l := range lines {
		if strings.HasPrefix(l, "\t") {
			unit = "\t"
			break
		}
	}
	def := "def"
	if n.await {
		def = "async def"
	}
	w.Kind = def
	params := paramNames(tree, undefined, n.nonlocal, tree.Root)
	sig := ""
	call := "__snippet__()"
	if len(params) > 0 {
		var ps, qs []string
		for _, p := range params {
			ps = append(ps, p+"=None")
			qs = append(qs, fmt.Sprintf("%q", p))
		}
		sig = strings.Join(ps, ", ")
		call = fmt.Sprintf("__snippet__(**{k: v for k, v in globals().items() if k in (%s,)})", strings.Join(qs, ", "))
	}
	var head, tail []string
	head = append(head, hoisted...)
	depth := 1
	if len(n.nonlocal) > 0 || n.nested {
		// An enclosing function holds the names declared nonlocal.
		w.Kind = "nested " + def
		head = append(head, "def __enclosing__():")
		for _, v := range n.nonlocal {
			head = append(head, fmt.Sprintf("%s%s = globals().get(%q)", unit, v, v))
		}
		head = append(head, unit+def+" __snippet__("+sig+"):")
		depth = 2
	} else {
		head = append(head, def+" __snippet__("+sig+"):")
	}
	run := call
	switch {
	case n.await && n.yield:
		run = "asyncio.run(__drain__(" + call + "))"
		tail = append(tail, "import asyncio", "async def __drain__(gen):", unit+"return [x async for x in gen]")
	case n.await:
		run = "asyncio.run(" + call + ")"
		tail = append(tail, "import asyncio")
	case n.yield:
		run = "list(" + call + ")"
	}
	// The body runs in a try whose finally makes the functions and
	// classes it defines module globals, for the calls after the snippet.
	head = append(head, strings.Repeat(unit, depth)+"try:")
	tail = append([]string{strings.Repeat(unit, depth) + "finally:",
		strings.Repeat(unit, depth+1) + "globals().update({k: v for k, v in locals().items() if not k.startswith('__')})"}, tail...)
	if depth == 2 {
		// The enclosing function runs the body; the module calls it.
		tail = append(tail[:2:2], append([]string{unit + "return " + run}, tail[2:]...)...)
		tail = append(tail, "__enclosing__()")
	} else {
		tail = append(tail, run)
	}
	ind := strings.Repeat(unit, depth+1)
	var body strings.Builder
	for _, l := range lines {
		if strings.TrimSpace(l) == "" {
			body.WriteString(l)
		} else {
			body.WriteString(ind + l)
		}
	}
	if body.Len() == 0 || strings.TrimSpace(body.String()) == "" {
		body.WriteString(ind + "pass\n")
	}
	w.Head = strings.Join(head, "\n") + "\n"
	w.Body = body.String()
	w.Tail = strings.Join(tail, "\n") + "\n"
	// A body of only blank lines and comments needs a statement.
	if !hasStatement(tree) {
		w.Tail = ind + "pass\n" + w.Tail
	}
	return w
}

func leading(line string) string {
	return line[:len(line)-len(strings.TrimLeft(line, " \t"))]
}

func hasStatement(t *pyparse.Tree) bool {
	for _, c := range pyparse.Children(t.Root) {
		if c.IsNamed() && c.Type() != "comment" {
			return true
		}
	}
	return false
}

// scan finds what needs a wrapper: await, async for/with, return and
// yield outside any function; nonlocal outside any function, or in a
// function that no other function encloses; `from __future__` after
// other statements and `from m import *` (hoisted out of the wrapper).
func scan(t *pyparse.Tree) *needs {
	n := &needs{}
	said := map[string]bool{}
	reason := func(what string, node *pyparse.Node) {
		if said[what] {
			return
		}
		said[what] = true
		if len(n.first) < 3 {
			n.first = append(n.first, fmt.Sprintf("%s (line %d)", what, pyparse.Line(node)))
		}
	}
	var futures []*pyparse.Node
	var stars []*pyparse.Node
	seenStmt := false
	for _, c := range pyparse.Children(t.Root) {
		if !c.IsNamed() || c.Type() == "comment" {
			continue
		}
		if c.Type() == "future_import_statement" {
			if seenStmt {
				futures = append(futures, c)
			}
			continue
		}
		if c.Type() == "expression_statement" && !seenStmt {
			if s := c.NamedChild(0); s != nil && s.Type() == "string" {
				continue // a docstring may come first
			}
		}
		seenStmt = true
	}
	var walk func(node *pyparse.Node, fnDepth int)
	walk = func(node *pyparse.Node, fnDepth int) {
		for _, c := range pyparse.Children(node) {
			switch c.Type() {
			case "function_definition":
				if fnDepth == 0 {
					// A nonlocal name no enclosing function binds: the wrapper's
					// functions will.
					pyparse.Walk(c, func(k *pyparse.Node) bool {
						if k.Type() != "nonlocal_statement" {
							return true
						}
						for _, id := range pyparse.Children(k) {
							if id.Type() == "identifier" && !boundAround(t, k, t.Text(id)) {
								n.nested = true
								n.nonlocal = appendNew(n.nonlocal, t.Text(id))
								reason("nonlocal with no enclosing binding", k)
							}
						}
						return true
					})
				}
				continue
			case "lambda", "class_definition":
				if c.Type() == "class_definition" && fnDepth == 0 {
					// A class body is not a function: return/await there still fail,
					// but they are rare; the methods are skipped like functions.
				}
				continue
			case "call":
				// These raise RuntimeError unless an event loop is running:
				// the example was written for the body of a coroutine.
				if fnDepth == 0 {
					if fn := c.ChildByFieldName("function"); fn != nil && needsLoop[strings.TrimPrefix(t.Text(fn), "asyncio.")] {
						n.await = true
						reason(t.Text(fn)+" at module level (it needs a running event loop)", c)
					}
				}
			case "await":
				if fnDepth == 0 {
					n.await = true
					reason("await at module level", c)
				}
			case "for_statement", "with_statement", "for_in_clause":
				if fnDepth == 0 && strings.HasPrefix(t.Text(c), "async") {
					n.await = true
					reason("async "+strings.TrimSuffix(strings.TrimSuffix(c.Type(), "_statement"), "_in_clause")+" at module level", c)
				}
			case "return_statement":
				if fnDepth == 0 {
					n.ret = true
					reason("return at module level", c)
				}
			case "yield":
				if fnDepth == 0 {
					n.yield = true
					reason("yield at module level", c)
				}
			case "nonlocal_statement":
				if fnDepth == 0 {
					for _, id := range pyparse.Children(c) {
						if id.Type() == "identifier" {
							n.nonlocal = append(n.nonlocal, t.Text(id))
						}
					}
					reason("nonlocal at module level", c)
				}
			case "import_from_statement":
				if fnDepth == 0 && strings.Contains(t.Text(c), "*") {
					for _, k := range pyparse.Children(c) {
						if k.Type() == "wildcard_import" {
							stars = append(stars, c)
						}
					}
				}
			}
			walk(c, fnDepth)
		}
	}
	walk(t.Root, 0)
	wrapping := n.await || n.ret || n.yield || len(n.nonlocal) > 0 || n.nested
	if len(futures) > 0 {
		reason("from __future__ after other statements", futures[0])
	}
	n.hoist = futures
	if wrapping {
		// Inside a function these cannot stay: all __future__ imports and
		// star imports go before the wrapper.
		n.hoist = nil
		for _, c := range pyparse.Children(t.Root) {
			if c.Type() == "future_import_statement" {
				n.hoist = append(n.hoist, c)
			}
		}
		n.hoist = append(n.hoist, stars...)
		sort.Slice(n.hoist, func(i, j int) bool { return pyparse.Line(n.hoist[i]) < pyparse.Line(n.hoist[j]) })
	}
	return n
}

func appendNew(list []string, s string) []string {
	for _, x := range list {
		if x == s {
			return list
		}
	}
	return append(list, s)
}

// boundAround reports whether a function enclosing the function that
// holds n (a nonlocal statement) binds name: as a parameter or a target
// of its own body.
func boundAround(t *pyparse.Tree, n *pyparse.Node, name string) bool {
	first := true
	for p := n.Parent(); p != nil; p = p.Parent() {
		if p.Type() != "function_definition" {
			continue
		}
		if first {
			first = false // the function the nonlocal is in does not count
			continue
		}
		if ps := p.ChildByFieldName("parameters"); ps != nil {
			found := false
			pyparse.Walk(ps, func(k *pyparse.Node) bool {
				if k.Type() == "identifier" && t.Text(k) == name {
					found = true
				}
				return !found
			})
			if found {
				return true
			}
		}
		if body := p.ChildByFieldName("body"); body != nil && assigns(t, body, name) {
			return true
		}
	}
	return false
}

// assigns reports whether a block binds name outside its nested scopes.
func assigns(t *pyparse.Tree, body *pyparse.Node, name string) bool {
	return len(paramNames(t, []string{name}, nil, body)) > 0
}

// paramNames are the undefined names the snippet's top level assigns.
func paramNames(t *pyparse.Tree, undefined, nonlocal []string, root *pyparse.Node) []string {
	want := map[string]bool{}
	for _, u := range undefined {
		want[u] = true
	}
	for _, v := range nonlocal {
		delete(want, v) // a name cannot be both a parameter and nonlocal
	}
	got := map[string]bool{}
	var targets func(n *pyparse.Node)
	targets = func(n *pyparse.Node) {
		if n == nil {
			return
		}
		switch n.Type() {
		case "identifier":
			if name := t.Text(n); want[name] {
				got[name] = true
			}
		case "pattern_list", "tuple_pattern", "list_pattern", "tuple", "list", "parenthesized_expression", "list_splat_pattern":
			for _, c := range pyparse.Children(n) {
				targets(c)
			}
		}
	}
	pyparse.Walk(root, func(n *pyparse.Node) bool {
		switch n.Type() {
		case "function_definition", "class_definition", "lambda", "list_comprehension", "dictionary_comprehension", "set_comprehension", "generator_expression":
			if name := n.ChildByFieldName("name"); name != nil && want[t.Text(name)] {
				got[t.Text(name)] = true
			}
			return false
		case "assignment", "augmented_assignment":
			targets(n.ChildByFieldName("left"))
		case "for_statement":
			targets(n.ChildByFieldName("left"))
		case "as_pattern":
			if a := n.ChildByFieldName("alias"); a != nil {
				targets(a)
				for _, c := range pyparse.Children(a) {
					targets(c)
				}
			}
		case "named_expression":
			targets(n.ChildByFieldName("name"))
		}
		return true
	})
	var out []string
	for _, u := range undefined {
		if got[u] {
			out = append(out, u)
		}
	}
	sort.Strings(out)
	return out
}
