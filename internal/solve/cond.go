// One translator for explore and solve: a condition outside the small
// expression language (string methods, indexing and slicing, lists, dicts,
// helpers of the path rules) is translated by the path rules, with its free
// names as inputs typed from their use, and travels to Flip as a Rules
// term.
package solve

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"unstuck/internal/cfg"
	"unstuck/internal/pyparse"
)

// Rules is a condition translated by the path rules: SMT declarations and
// the assertions that keep it from raising, the condition as a Bool term,
// and how to read each free name back as a Python literal.
type Rules struct {
	Decls, Defined []string
	Cond           string
	names          []string
	specs          []*inSpec
	// pinned lists the inputs whose lengths the rules need as numbers;
	// Flip tries small lengths for them.
	pinned []string
	node   *pyparse.Node
	src    []byte
}

func (Rules) isExpr() {}

// fromRules translates cond with the path rules; its free names become
// inputs of types guessed from their use.
func fromRules(cond *pyparse.Node, src []byte) (Expr, []Var, error) {
	var pinned []string
	for {
		e, vars, err := translateCond(cond, src, pinned, map[string]int{})
		var need *errNeedLen
		if errors.As(err, &need) && !contains(pinned, need.param) && len(pinned) < 3 {
			pinned = append(pinned, need.param)
			continue
		}
		return e, vars, err
	}
}

// translateCond translates cond with the inputs in pinned at the lengths
// of pins (0 when unset).
func translateCond(cond *pyparse.Node, src []byte, pinned []string, pins map[string]int) (Expr, []Var, error) {
	names, types := condInputs(cond, src)
	if len(names) == 0 {
		return nil, nil, fmt.Errorf("solve: %w: no free names in %q", ErrUnsupported, string(src[cond.StartByte():cond.EndByte()]))
	}
	tree, err := pyparse.Parse(src)
	if err != nil {
		return nil, nil, err
	}
	full := map[string]int{}
	for _, p := range pinned {
		full[p] = pins[p]
	}
	// Explore's snippets name math, collections, ... without imports
	// (their stand-ins are bound elsewhere): those names resolve as before.
	x := &executor{file: &cfg.File{Tree: tree}, src: src, ssa: map[string]int{}, pins: full,
		pinnable: map[string]string{}, defs: map[string]string{}, opts: TranslateOptions{Preset: "leetcode"}}
	r := Rules{pinned: pinned, node: cond, src: src}
	var vars []Var
	err = func() (err error) {
		defer func() {
			if p := recover(); p != nil {
				if e, ok := p.(error); ok {
					err = e
					return
				}
				panic(p)
			}
		}()
		x.globals = &scope{vars: map[string]*val{}, global: true}
		sc := &scope{vars: map[string]*val{}, parent: x.globals}
		for i, n := range names {
			v, sp := x.inputValue(n, types[i])
			sc.vars[n] = v
			r.names = append(r.names, n)
			r.specs = append(r.specs, sp)
			s := Sort(sortOfKind(sp.k))
			if s == "" {
				s = ListSort
			}
			vars = append(vars, Var{Name: n, Sort: s})
		}
		r.Cond = x.truth(x.expr(cond, sc), cond)
		return nil
	}()
	if err != nil {
		if _, ok := err.(*errNeedLen); ok {
			return nil, nil, err
		}
		if _, ok := err.(*errMismatch); ok {
			return nil, nil, err
		}
		return nil, nil, fmt.Errorf("solve: %w", err)
	}
	r.Decls, r.Defined = x.decls, x.asserts
	return r, vars, nil
}

// condInputs lists a condition's free identifiers (not called, not
// builtins) and guesses their types: str when used with string methods or
// compared with string literals, a list of int when indexed or measured,
// int otherwise.
func condInputs(cond *pyparse.Node, src []byte) ([]string, []*Type) {
	text := func(n *pyparse.Node) string { return string(src[n.StartByte():n.EndByte()]) }
	var names []string
	seen := map[string]bool{}
	str, list, strItem := map[string]bool{}, map[string]bool{}, map[string]bool{}
	pyparse.Walk(cond, func(n *pyparse.Node) bool {
		switch n.Type() {
		case "identifier":
			p := n.Parent()
			name := text(n)
			if p != nil && (p.Type() == "call" && p.ChildByFieldName("function") == n ||
				p.Type() == "attribute" && p.ChildByFieldName("attribute") == n ||
				p.Type() == "keyword_argument" && p.ChildByFieldName("name") == n) {
				return true
			}
			if builtinNames[name] || seen[name] {
				return true
			}
			seen[name] = true
			names = append(names, name)
		case "attribute":
			if o := n.ChildByFieldName("object"); o != nil && o.Type() == "identifier" {
				switch text(n.ChildByFieldName("attribute")) {
				case "startswith", "endswith", "isdigit", "isalpha", "isalnum", "islower", "isupper", "isspace", "lower", "upper", "find", "count", "index":
					str[text(o)] = true
				case "append", "pop":
					list[text(o)] = true
				}
			}
		case "subscript":
			if v := n.ChildByFieldName("value"); v != nil && v.Type() == "identifier" {
				list[text(v)] = true
				if p := n.Parent(); p != nil && p.Type() == "comparison_operator" {
					for _, c := range pyparse.Children(p) {
						if c.Type() == "string" {
							strItem[text(v)] = true
						}
					}
				}
			}
		case "comparison_operator":
			var ids []string
			lit := false
			for _, c := range pyparse.Children(n) {
				if c.Type() == "identifier" {
					ids = append(ids, text(c))
				}
				if c.Type() == "string" {
					lit = true
				}
			}
			if lit {
				for _, id := range ids {
					str[id] = true
				}
			}
		case "call":
			if f := n.ChildByFieldName("function"); f != nil && text(f) == "len" {
				for _, a := range pyparse.Children(n.ChildByFieldName("arguments")) {
					if a.Type() == "identifier" {
						list[text(a)] = true
					}
				}
			}
		}
		return true
	})
	var types []*Type
	for _, n := range names {
		switch {
		case str[n] || strItem[n]:
			types = append(types, &Type{Kind: "str"})
		case list[n]:
			types = append(types, &Type{Kind: "list", Elems: []*Type{{Kind: "int"}}})
		default:
			types = append(types, &Type{Kind: "int"})
		}
	}
	return names, types
}

// flipRules is Flip for a Rules condition: it needs Z3 itself, since the
// values are read from arrays as well as constants.
func flipRules(ctx context.Context, s Solver, r Rules, want bool) (map[string]string, error) {
	z, ok := s.(*Z3)
	if !ok {
		return nil, fmt.Errorf("solve: %w: a condition of the path rules needs the Z3 solver", ErrUnsupported)
	}
	if len(r.pinned) == 0 {
		return flipRules1(ctx, z, r, want)
	}
	// Small lengths for the inputs the rules need as numbers, smallest
	// first; UNSAT for one choice is no verdict.
	var lastErr error = ErrUnsat
	for _, combo := range lengthCombos(len(r.pinned), 4) {
		pins := map[string]int{}
		for i, p := range r.pinned {
			pins[p] = combo[i]
		}
		e, _, err := translateCond(r.node, r.src, r.pinned, pins)
		if err != nil {
			continue
		}
		vals, err := flipRules1(ctx, z, e.(Rules), want)
		if err == nil {
			return vals, nil
		}
		if !errors.Is(err, ErrUnsat) {
			lastErr = err
		}
	}
	if errors.Is(lastErr, ErrUnsat) {
		return nil, fmt.Errorf("%w for lengths up to 4 (not a proof)", ErrUnknown)
	}
	return nil, lastErr
}

func flipRules1(ctx context.Context, z *Z3, r Rules, want bool) (map[string]string, error) {
	goal := r.Cond
	if !want {
		goal = tNot(goal)
	}
	var b strings.Builder
	for _, d := range r.Decls {
		b.WriteString(d + "\n")
	}
	for _, a := range append(append([]string(nil), r.Defined...), goal) {
		b.WriteString("(assert " + a + ")\n")
	}
	out := map[string]string{}
	st, reason, err := z.CheckScript(ctx, b.String(), 0, func(get Getter) error {
		for i, sp := range r.specs {
			lit, err := readInput(get, sp)
			if err != nil {
				return err
			}
			out[r.names[i]] = lit
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	switch st {
	case Unsat:
		return nil, ErrUnsat
	case Unknown:
		return nil, fmt.Errorf("%w (%s)", ErrUnknown, reason)
	}
	return out, nil
}

// fromPythonOrRules is FromPython's fallback: the small language first,
// the path rules where it stops.
func fromPythonOrRules(expr *pyparse.Node, src []byte, err error) (Expr, []Var, error) {
	if !errors.Is(err, ErrUnsupported) {
		return nil, nil, err
	}
	e, vars, rerr := fromRules(expr, src)
	if rerr != nil {
		return nil, nil, err // the first translator's reason is the clearer one
	}
	return e, vars, nil
}
