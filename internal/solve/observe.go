// Phase: solve, the concolic continuation. Where a path reaches an
// expression outside the rules, the rules stop (a Prefix translation); the
// prefix is solved, the function run on that input with the expression
// evaluated in its frame at each line event of its statement
// (pathrun.py's "observe"), and the path translated again with the
// expression standing for the value it had there, so that the rest of the
// path is symbolic again (as CUTE/DART do with concrete values). Each model
// is run: a run that takes the path is validated; one that does not gives
// the next observations (the expression may have changed with the input).
// A translation with observed values is not a proof: it never yields UNSAT.
package solve

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"strconv"
	"time"

	"unstuck/internal/pyparse"
)

// obsPoint is an expression to evaluate at each line event of the
// statement on Line (pathrun.py's OBSERVE).
type obsPoint struct {
	Line int    `json:"line"`
	Expr string `json:"expr"`
}

func (p obsPoint) key() string { return fmt.Sprintf("%d:%s", p.Line, p.Expr) }

// obsValue is one observed value (pathrun.py's obs_value): T is none,
// bool, int (V a decimal string), float (V its repr), str, list, tuple,
// dict (V [[key, value], ...]), obj (opaque: only Truth is known) or
// raise (V the exception's type name).
type obsValue struct {
	T     string          `json:"t"`
	V     json.RawMessage `json:"v,omitempty"`
	Truth bool            `json:"truth,omitempty"`
}

// observable is the node whose value stands in for what the rules could
// not translate: the innermost expression being evaluated that belongs to
// a function (not a module constant's right side), lies outside any
// comprehension or lambda (whose variables are not the frame's) and calls
// no code of the file (whose lines the path must still consume); nil if
// none.
func (x *executor) observable() *pyparse.Node {
	for i := len(x.stack) - 1; i >= 0; i-- {
		n := x.stack[i]
		switch n.Type() {
		case "keyword_argument", "lambda", "generator_expression", "list_splat", "dictionary_splat", "slice", "pair":
			continue
		}
		inFunc, inner := false, false
		for p := n.Parent(); p != nil; p = p.Parent() {
			switch p.Type() {
			case "function_definition":
				inFunc = true
			case "lambda", "list_comprehension", "set_comprehension", "dictionary_comprehension", "generator_expression":
				if !inFunc {
					inner = true
				}
			}
			if inFunc {
				break
			}
		}
		if !inFunc || inner || x.callsFileCode(n) {
			continue
		}
		return n
	}
	return nil
}

// callsFileCode says n contains a call of a function or class of the file,
// an assignment expression or a yield.
func (x *executor) callsFileCode(n *pyparse.Node) bool {
	found := false
	pyparse.Walk(n, func(c *pyparse.Node) bool {
		switch c.Type() {
		case "named_expression", "yield", "await":
			found = true
		case "call":
			f := c.ChildByFieldName("function")
			if f != nil && f.Type() == "attribute" {
				if o := f.ChildByFieldName("object"); o != nil && x.text(o) == "self" {
					found = true
				}
			}
			if f != nil && f.Type() == "identifier" && x.fileDefines(x.text(f)) {
				found = true
			}
		}
		return !found
	})
	return found
}

// fileDefines says the module binds name with a def or class statement.
func (x *executor) fileDefines(name string) bool {
	for _, s := range pyparse.Children(x.file.Tree.Root) {
		if s.Type() == "decorated_definition" {
			s = s.ChildByFieldName("definition")
		}
		if s != nil && (s.Type() == "function_definition" || s.Type() == "class_definition") {
			if n := s.ChildByFieldName("name"); n != nil && x.text(n) == name {
				return true
			}
		}
	}
	return false
}

// observed is the value an observation gives n at this line event, if
// any.
func (x *executor) observed(n *pyparse.Node) (*val, bool) {
	text := x.text(n)
	if !x.obsTexts[text] {
		return nil, false
	}
	vs, ok := x.opts.Observed[obsPoint{Line: x.last, Expr: text}.key()]
	k := x.lineSeen[x.last] - 1
	if !ok || k < 0 || k >= len(vs) {
		return nil, false
	}
	o := vs[k]
	if o.T == "raise" {
		var exc string
		_ = json.Unmarshal(o.V, &exc)
		if x.raising && exc == x.target.Exc {
			x.points = append(x.points, raisePoint{cond: x.guard(), exc: exc})
			x.approx = append(x.approx, "values observed in a run")
			return x.dummy(), true
		}
		return nil, false
	}
	v, ok := x.valOf(o)
	if ok {
		x.approx = append(x.approx, "values observed in a run")
	}
	return v, ok
}

// valOf rebuilds an observed value as a concrete symbolic value.
func (x *executor) valOf(o obsValue) (*val, bool) {
	switch o.T {
	case "none":
		return &val{k: kNone}, true
	case "bool":
		var b bool
		if json.Unmarshal(o.V, &b) != nil {
			return nil, false
		}
		return &val{k: kBool, t: boolLit(b)}, true
	case "int":
		var s string
		if json.Unmarshal(o.V, &s) != nil {
			return nil, false
		}
		i, ok := new(big.Int).SetString(s, 10)
		if !ok {
			return nil, false
		}
		return &val{k: kInt, t: intLit(i)}, true
	case "float":
		var s string
		if json.Unmarshal(o.V, &s) != nil {
			return nil, false
		}
		f, err := strconv.ParseFloat(s, 64)
		if err != nil {
			return nil, false
		}
		r, ok := new(big.Rat).SetString(strconv.FormatFloat(f, 'g', -1, 64))
		if !ok {
			return nil, false
		}
		return &val{k: kReal, t: realLit(r)}, true
	case "str":
		var s string
		if json.Unmarshal(o.V, &s) != nil {
			return nil, false
		}
		return strConst(s), true
	case "list", "tuple":
		var items []obsValue
		if json.Unmarshal(o.V, &items) != nil {
			return nil, false
		}
		out := &val{k: kList, elems: []*val{}}
		if o.T == "tuple" {
			out.k = kTuple
		}
		for _, it := range items {
			v, ok := x.valOf(it)
			if !ok {
				return nil, false
			}
			out.elems = append(out.elems, v)
		}
		return out, true
	case "dict":
		var items [][2]obsValue
		if json.Unmarshal(o.V, &items) != nil {
			return nil, false
		}
		out := &val{k: kDict}
		for _, it := range items {
			k, ok1 := x.valOf(it[0])
			v, ok2 := x.valOf(it[1])
			if !ok1 || !ok2 {
				return nil, false
			}
			out.ents = append(out.ents, &entry{key: k, v: v, present: "true"})
		}
		return out, true
	case "obj":
		return &val{k: kObj, obj: map[string]*val{}, opaque: true, truthy: o.Truth}, true
	}
	return nil, false
}

// continuation is the concolic continuation for target, from the cut of a
// Prefix translation: at most rounds translations, each solved and run.
func (ps *PathSolver) continuation(ctx context.Context, target Target, pins map[string]int) (Outcome, bool) {
	const rounds = 8
	opts := ps.opts
	opts.Prefix = true
	opts.Observed = map[string][]obsValue{}
	var points []obsPoint
	have := map[string]bool{}
	queries := 0
	lastInput := ""
	for round := 0; round < rounds && ctx.Err() == nil; round++ {
		var tr *Translation
		var err error
		for fix := 0; fix < 4; fix++ {
			tr, err = TranslatePathWith(ps.F.CFG, ps.F.Graph, ps.F.Types, target, pins, opts)
			if need, ok := err.(*errNeedLen); ok {
				pins[need.param] = 2
				continue
			}
			break
		}
		if err != nil || tr == nil {
			return Outcome{}, false
		}
		if tr.Cut != nil {
			p := tr.Cut.obs
			if p == nil {
				return Outcome{}, false
			}
			if have[p.key()] {
				// Observed already, yet no value for this event: the run
				// left the path before it.
				if lastInput == "" {
					return Outcome{}, false
				}
			} else {
				have[p.key()] = true
				points = append(points, *p)
			}
		}
		queries++
		input, st, _, err := ps.check(ctx, tr, 2*time.Second)
		if err != nil || st != Sat {
			return Outcome{}, false
		}
		if input == lastInput && tr.Cut != nil && have[tr.Cut.obs.key()] && len(opts.Observed[tr.Cut.obs.key()]) > 0 {
			return Outcome{}, false // no progress
		}
		runs, err := ps.Runner.RunObserve(ctx, ps.F, []string{input}, points)
		if err != nil || len(runs) != 1 {
			return Outcome{}, false
		}
		r := runs[0]
		if r.Error == "" && r.Target().Key() == target.Key() {
			what := ""
			if len(points) > 0 {
				what = fmt.Sprintf("values of %d expression(s) observed, first on line %d: %s", len(points), points[0].Line, points[0].Expr)
			}
			return Outcome{Route: RouteConcolic, Status: StatusValidated, Input: input, Return: r.Ret, Exc: r.Exc,
				Approx: r.Approx, ArgsAfter: r.ArgsAfter, Queries: queries, Reason: what}, true
		}
		if r.Error != "" {
			return Outcome{}, false
		}
		lastInput = input
		opts.Observed = r.Obs
		if opts.Observed == nil {
			opts.Observed = map[string][]obsValue{}
		}
	}
	return Outcome{}, false
}
