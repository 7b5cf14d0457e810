package explore

// Phase: explore, step 3 without an LLM. Steering: where a branch depends
// on Stubs (a comparison of two attributes of stand-ins, a truth test of a
// stub call's result, isinstance of a stub), no value of an undefined name
// can be solved for, so the prefix tells the Stub class how to answer on
// the lines of the path to an uncovered line (Stub._steer in stub.py), and
// which lines of a try body raise the exception an uncovered handler
// catches.

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"

	"unstuck/internal/pyparse"
)

// steering maps snippet lines to how Stubs used there behave: "True" or
// "False" for truth tests and comparisons, an exception expression to
// raise.
type steering map[int]string

// statement is the prefix statement that installs s; it must be the
// prefix's last (see lastSteer).
func (s steering) statement() string { return s.shifted(0) }

// shifted is statement for a snippet run off lines down (inside a wrapper).
func (s steering) shifted(off int) string {
	lines := make([]int, 0, len(s))
	for l := range s {
		lines = append(lines, l)
	}
	sort.Ints(lines)
	parts := make([]string, len(lines))
	for i, l := range lines {
		parts[i] = fmt.Sprintf("%d: %s", l+off, s[l])
	}
	return "Stub._steer({" + strings.Join(parts, ", ") + "})"
}

func (s steering) setOnce(line int, v string) {
	if _, ok := s[line]; !ok {
		s[line] = v
	}
}

const steerCall = "Stub._steer("

// lastSteer returns init with its Stub._steer statements moved to the end:
// a steer call tells the Stub class where the snippet begins by its own
// line, so nothing may come between it and the snippet.
func lastSteer(init []string) []string {
	var rest, steer []string
	for _, s := range init {
		if strings.HasPrefix(s, steerCall) {
			steer = append(steer, s)
		} else {
			rest = append(rest, s)
		}
	}
	return append(rest, steer...)
}

// extendInit is base followed by extra, steering last.
func extendInit(base []string, extra ...string) []string {
	return lastSteer(append(append([]string{}, base...), extra...))
}

// pathSteering is the steering that reaches line: the conditions of the
// if/elif/else branches around it, the early exits before it taken the
// other way, the assert it is, and, for a line in an except handler, its
// try body raising the handled exception. Conditions of loops are left
// alone (a steered while never ends).
func pathSteering(s *Snippet, line int) steering {
	st := steering{}
	stmt := statementAt(s.Tree.Root, line)
	if stmt == nil {
		return st
	}
	if stmt.Type() == "assert_statement" {
		if c := stmt.NamedChild(0); c != nil {
			steerCond(s, st, c, true)
		}
	}
	for cur := stmt; cur != nil && cur.Parent() != nil; cur = cur.Parent() {
		p := cur.Parent()
		if p.Type() == "block" || p.Type() == "module" {
			for sib := cur.PrevNamedSibling(); sib != nil; sib = sib.PrevNamedSibling() {
				if sib.Type() == "if_statement" && exits(s, sib.ChildByFieldName("consequence")) {
					if c := sib.ChildByFieldName("condition"); c != nil && !hasClause(sib) {
						steerCond(s, st, c, false)
					}
				}
			}
		}
		if p.Type() != "block" {
			continue
		}
		owner := p.Parent()
		if owner == nil {
			break
		}
		switch owner.Type() {
		case "if_statement":
			steerCond(s, st, owner.ChildByFieldName("condition"), true)
		case "elif_clause":
			steerCond(s, st, owner.ChildByFieldName("condition"), true)
			steerBefore(s, st, owner.Parent(), owner)
		case "else_clause":
			if ifs := owner.Parent(); ifs != nil && ifs.Type() == "if_statement" {
				steerBefore(s, st, ifs, owner)
			}
		case "except_clause":
			if try := owner.Parent(); try != nil {
				if body := try.ChildByFieldName("body"); body != nil {
					exc := caughtType(s, owner)
					for l := pyparse.Line(body); l <= pyparse.EndLine(body); l++ {
						st[l] = exc
					}
				}
			}
		case "function_definition", "class_definition", "lambda":
			return st
		}
	}
	return st
}

// statementAt is the outermost statement that starts on line, or for a
// clause header (elif, else, except, finally) the first statement of its
// block.
func statementAt(root *pyparse.Node, line int) *pyparse.Node {
	var found *pyparse.Node
	pyparse.Walk(root, func(n *pyparse.Node) bool {
		if found != nil || pyparse.EndLine(n) < line {
			return false
		}
		if pyparse.Line(n) > line {
			return false
		}
		if pyparse.Line(n) == line {
			if p := n.Parent(); p != nil && (p.Type() == "block" || p.Type() == "module") && n.IsNamed() {
				found = n
				return false
			}
			switch n.Type() {
			case "elif_clause", "else_clause", "except_clause", "finally_clause":
				for _, c := range pyparse.Children(n) {
					if c.Type() == "block" && c.NamedChildCount() > 0 {
						found = c.NamedChild(0)
						return false
					}
				}
			}
		}
		return true
	})
	return found
}

// hasClause reports whether an if statement has elif or else clauses.
func hasClause(ifs *pyparse.Node) bool {
	for _, c := range pyparse.Children(ifs) {
		if c.Type() == "elif_clause" || c.Type() == "else_clause" {
			return true
		}
	}
	return false
}

// exits reports whether a block ends by leaving: return, raise, break,
// continue, or the benchmarks' exit(...).
func exits(s *Snippet, blk *pyparse.Node) bool {
	if blk == nil || blk.NamedChildCount() == 0 {
		return false
	}
	last := blk.NamedChild(int(blk.NamedChildCount()) - 1)
	switch last.Type() {
	case "return_statement", "raise_statement", "break_statement", "continue_statement":
		return true
	case "expression_statement":
		t := s.Tree.Text(last)
		return strings.HasPrefix(t, "exit(") || strings.HasPrefix(t, "sys.exit(")
	}
	return false
}

// steerBefore makes the conditions of ifs and of its elif clauses before
// clause false.
func steerBefore(s *Snippet, st steering, ifs, clause *pyparse.Node) {
	if ifs == nil {
		return
	}
	steerCond(s, st, ifs.ChildByFieldName("condition"), false)
	for _, c := range pyparse.Children(ifs) {
		if c.Equal(clause) {
			break
		}
		if c.Type() == "elif_clause" {
			steerCond(s, st, c.ChildByFieldName("condition"), false)
		}
	}
}

// steerCond sets the answers that make cond evaluate to want, line by line
// of its atoms: a not flips the polarity, "not in" answers through
// __contains__ the other way, identity tests cannot be steered.
func steerCond(s *Snippet, st steering, cond *pyparse.Node, want bool) {
	if cond == nil {
		return
	}
	switch cond.Type() {
	case "parenthesized_expression":
		if c := cond.NamedChild(0); c != nil {
			steerCond(s, st, c, want)
		}
		return
	case "not_operator":
		steerCond(s, st, cond.ChildByFieldName("argument"), !want)
		return
	case "boolean_operator":
		steerCond(s, st, cond.ChildByFieldName("left"), want)
		steerCond(s, st, cond.ChildByFieldName("right"), want)
		return
	case "comparison_operator":
		for i := 0; i < int(cond.ChildCount()); i++ {
			switch cond.Child(i).Type() {
			case "is", "is not":
				return
			case "not in":
				want = !want
			}
		}
	case "true", "false", "none", "integer", "float", "string":
		return
	}
	v := "False"
	if want {
		v = "True"
	}
	st.setOnce(pyparse.Line(cond), v)
}

var dottedName = regexp.MustCompile(`^[A-Za-z_][\w.]*$`)

// caughtType is the exception an except clause catches, as an expression
// the prefix can evaluate: the first of a tuple, Exception for a bare
// except.
func caughtType(s *Snippet, clause *pyparse.Node) string {
	for _, c := range pyparse.Children(clause) {
		if !c.IsNamed() || c.Type() == "block" || c.Type() == "comment" {
			continue
		}
		if c.Type() == "as_pattern" {
			c = c.NamedChild(0)
		}
		for c != nil && (c.Type() == "tuple" || c.Type() == "parenthesized_expression") {
			c = c.NamedChild(0)
		}
		if c != nil {
			if t := s.Tree.Text(c); dottedName.MatchString(t) {
				return t
			}
		}
		break
	}
	return "Exception"
}

// importsIn are the modules import statements in n import.
func importsIn(s *Snippet, n *pyparse.Node) []string {
	var out []string
	pyparse.Walk(n, func(c *pyparse.Node) bool {
		switch c.Type() {
		case "import_statement", "import_from_statement":
			out = append(out, importedModules(s.Tree.Text(c))...)
			return false
		case "function_definition", "class_definition":
			return false
		}
		return true
	})
	return out
}

// steerProposals are step 3's steered extensions of base: one that
// steers towards every uncovered line at once, then one per uncovered
// line with a path of its own, at most max in all. A handler whose try
// body imports also gets the imports failing.
func steerProposals(s *Snippet, base Proposal, unc []int, max int) []Proposal {
	var out []Proposal
	seen := map[string]bool{}
	add := func(note string, extra ...string) {
		key := strings.Join(extra, "\n")
		if seen[key] || len(out) >= max {
			return
		}
		seen[key] = true
		p := Proposal{Imports: base.Imports, Init: extendInit(base.Init, extra...), Note: "offline guide: " + note}
		p.inherit(base)
		for _, e := range extra {
			if strings.HasPrefix(e, "Stub.") {
				p.mark(BindHelper, e) // the Stub class's steering
			} else {
				p.mark(BindStub, e)
			}
		}
		out = append(out, p)
	}
	all := steering{}
	var each []steering
	var eachLine []int
	for _, l := range unc {
		st := pathSteering(s, l)
		if len(st) == 0 {
			continue
		}
		for k, v := range st {
			all.setOnce(k, v)
		}
		each = append(each, st)
		eachLine = append(eachLine, l)
	}
	if len(all) > 0 {
		// Undefined functions called in the steered conditions return
		// Stubs, so that their results answer as steered too.
		if callees := steeredCallees(s, all); len(callees) > 0 {
			var extra []string
			for _, c := range callees {
				extra = append(extra, fmt.Sprintf("%s = Stub(%q)", c, c))
			}
			add("steer stubs, and the functions in conditions, towards every uncovered line", append(extra, all.shifted(s.offset()))...)
		}
		add("steer stubs towards every uncovered line", all.shifted(s.offset()))
	}
	for i, st := range each {
		add(fmt.Sprintf("steer stubs towards line %d", eachLine[i]), st.shifted(s.offset()))
	}
	return out
}

// importFailures are variants of base for the uncovered handlers of
// ImportError after a try body that imports: where the modules are not
// installed, base without the stand-in modules it puts in sys.modules for
// them, so that the imports fail as they would. An installed module is
// never made to fail (no sys.modules[name] = None): no run of the
// snippet on this interpreter could see that.
func importFailures(b *builder, base Proposal, unc []int) []Proposal {
	s := b.s
	var out []Proposal
	uncSet := map[int]bool{}
	for _, l := range unc {
		uncSet[l] = true
	}
	fake := b.fakeModules()
	if fake == "" || !slices.Contains(base.Init, fake) {
		return nil
	}
	pyparse.Walk(s.Tree.Root, func(n *pyparse.Node) bool {
		if n.Type() != "try_statement" || len(out) > 0 {
			return len(out) == 0
		}
		missing := false
		for _, m := range importsIn(s, n.ChildByFieldName("body")) {
			missing = missing || !b.importable(strings.SplitN(m, ".", 2)[0])
		}
		if !missing {
			return true
		}
		for _, c := range pyparse.Children(n) {
			if c.Type() != "except_clause" || uncoveredIn(c, uncSet) == 0 {
				continue
			}
			switch caughtType(s, c) {
			case "ImportError", "ModuleNotFoundError", "Exception", "BaseException":
				p := Proposal{Imports: base.Imports, Note: fmt.Sprintf("offline guide: the imports before line %d fail, as the modules are not installed", pyparse.Line(c))}
				for _, st := range base.Init {
					if st != fake {
						p.Init = append(p.Init, st)
					}
				}
				p.inherit(base)
				out = append(out, p)
				return false
			}
		}
		return true
	})
	return out
}

// steeredCallees are the undefined names called on the lines st answers
// truth tests for.
func steeredCallees(s *Snippet, st steering) []string {
	if s.Refs == nil {
		return nil
	}
	undefined := map[string]bool{}
	for _, n := range s.Refs.Names() {
		undefined[n] = true
	}
	seen := map[string]bool{}
	var out []string
	pyparse.Walk(s.Tree.Root, func(n *pyparse.Node) bool {
		if n.Type() != "call" {
			return true
		}
		if v := st[pyparse.Line(n)]; v != "True" && v != "False" {
			return true
		}
		if f := n.ChildByFieldName("function"); f != nil && f.Type() == "identifier" {
			if name := s.Tree.Text(f); undefined[name] && !seen[name] {
				seen[name] = true
				out = append(out, name)
			}
		}
		return true
	})
	sort.Strings(out)
	return out
}

// nameFailures are variants of base for the uncovered handlers that catch
// NameError (NameError, Exception, BaseException, a bare except) after a
// try body that reads names the snippet never defines: base without the
// statements and imports that bind those names, so that the lookup fails
// as the handler expects (try: del a / except NameError: pass; the py2
// idiom try: unicode except NameError: ...). Leaving a name undefined is
// how the snippet runs on its own, so nothing is forced and the prefix
// binds less.
func nameFailures(b *builder, base Proposal, uncSet map[int]bool) []Proposal {
	s := b.s
	undefined := map[string]bool{}
	for _, n := range b.names {
		undefined[n] = true
	}
	// Each such try statement's names, and the handler's line.
	var groups [][]string
	var lines []int
	pyparse.Walk(s.Tree.Root, func(n *pyparse.Node) bool {
		if n.Type() != "try_statement" {
			return true
		}
		catches := 0
		for _, c := range pyparse.Children(n) {
			if c.Type() != "except_clause" || uncoveredIn(c, uncSet) == 0 {
				continue
			}
			switch caughtType(s, c) {
			case "NameError", "Exception", "BaseException":
				catches = pyparse.Line(c)
			}
		}
		if names := readNames(s, n.ChildByFieldName("body"), undefined); catches > 0 && len(names) > 0 {
			groups, lines = append(groups, names), append(lines, catches)
		}
		return true
	})
	if len(groups) > 1 {
		// All of them at once first: one prefix reaches every handler.
		var all []string
		for _, g := range groups {
			for _, n := range g {
				if !slices.Contains(all, n) {
					all = append(all, n)
				}
			}
		}
		groups, lines = append([][]string{all}, groups...), append([]int{lines[len(lines)-1]}, lines...)
	}
	var out []Proposal
	seen := map[string]bool{}
	for i, names := range groups {
		if len(out) == 3 {
			break
		}
		p := Proposal{Note: fmt.Sprintf("offline guide: %s left undefined before line %d, as the handler expects", strings.Join(names, ", "), lines[i])}
		binds := func(st string) bool {
			imported := importBound([]string{st})
			return slices.Contains(names, target(st)) || slices.ContainsFunc(names, func(x string) bool { return imported[x] })
		}
		for _, imp := range base.Imports {
			if !binds(imp) {
				p.Imports = append(p.Imports, imp)
			}
		}
		for _, st := range base.Init {
			if !binds(st) {
				p.Init = append(p.Init, st)
			}
		}
		key := strings.Join(p.Statements(), "\n")
		if len(p.Statements()) == len(base.Statements()) || seen[key] {
			continue
		}
		seen[key] = true
		p.inherit(base)
		out = append(out, p)
	}
	return out
}

// readNames are the names of want that n's code reads when it runs (not
// inside a function, class or lambda it defines, not attribute or keyword
// names), in order of first use.
func readNames(s *Snippet, n *pyparse.Node, want map[string]bool) []string {
	var out []string
	var visit func(c *pyparse.Node)
	visit = func(c *pyparse.Node) {
		if c == nil {
			return
		}
		switch c.Type() {
		case "function_definition", "class_definition", "lambda":
			return
		case "attribute":
			visit(c.ChildByFieldName("object"))
			return
		case "keyword_argument":
			visit(c.ChildByFieldName("value"))
			return
		case "identifier":
			if t := s.Tree.Text(c); want[t] && !slices.Contains(out, t) {
				out = append(out, t)
			}
		}
		for _, k := range pyparse.Children(c) {
			visit(k)
		}
	}
	visit(n)
	return out
}
