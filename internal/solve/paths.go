// Solving one path: translate by rule (pinning input lengths where the
// rules need numbers), ask Z3, read the model back as Python arguments,
// hand untranslatable paths to the LLM route, and validate every input by
// running it.
package solve

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"
)

// Route says which engine produced a path's input.
const (
	RouteRules     = "rules"
	RouteLLM       = "llm"
	RouteLLMSolver = "llm-solver"
	RouteNone      = "none"
	// RouteConcolic: the rules solved the path up to a construct outside
	// them; concrete runs of the prefix's models decided the rest.
	RouteConcolic = "concolic"
)

// Path statuses.
const (
	StatusValidated    = "validated"
	StatusWrongPath    = "wrong-path"
	StatusUnsat        = "unsat"
	StatusUnknown      = "unknown"
	StatusUntranslated = "untranslated"
)

// Outcome is the result of solving one path.
type Outcome struct {
	Route  string  `json:"route"`
	Status string  `json:"status"`
	Reason string  `json:"reason,omitempty"`
	Input  string  `json:"input,omitempty"`  // Python argument tuple
	Return *string `json:"return,omitempty"` // repr of the value returned when validated
	Exc    string  `json:"exc,omitempty"`    // exception the validated run raised
	Pinned string  `json:"pinned,omitempty"` // input lengths fixed by the rules
	// Approx and ArgsAfter come from the validation run (Observed).
	Approx    bool   `json:"approx,omitempty"`
	ArgsAfter string `json:"args_after,omitempty"`
	// Solved is the solver's input when Input is a shrunk one.
	Solved string `json:"solved_input,omitempty"`
	// WrongUnsat: a concrete search (random draws, Hypothesis) found
	// Witness taking a path the solver called UNSAT.
	WrongUnsat bool    `json:"wrong_unsat,omitempty"`
	Witness    string  `json:"witness,omitempty"`
	Queries    int     `json:"queries"` // Z3 queries
	SMT        string  `json:"-"`
	Seconds    float64 `json:"seconds"`
}

// PathSolver solves paths of one function.
type PathSolver struct {
	F      *Func
	Z3     *Z3
	Runner *Runner
	LLM    *LLMRoute // nil: rules only
	// Timeout bounds each Z3 query; MaxTries the translations tried with
	// different pinned lengths; MaxPin the largest length pinned.
	Timeout  time.Duration
	MaxTries int
	MaxPin   int

	// NoConcolic turns the concolic fallback off (with an LLM route, it
	// runs after the LLM's answer is not validated).
	NoConcolic bool

	enumerated bool // the target comes from the CFG: helper lines are not in it
	opts       TranslateOptions
}

// candidate is an input found for a path, before validation.
type candidate struct {
	input  string
	route  string
	pinned string
}

// Solve finds an input for target and validates it. Each variant of the
// inputs is tried in turn (parameters with defaults at their defaults,
// then free; Optional parameters None, then a value): the path is UNSAT
// only when every variant is.
func (ps *PathSolver) Solve(ctx context.Context, target Target) Outcome {
	start := time.Now()
	var outs []Outcome
	for _, v := range ps.variants() {
		ps.opts = v
		o := ps.solve(ctx, target)
		if o.Status == StatusValidated {
			outs = []Outcome{o}
			break
		}
		outs = append(outs, o)
		if ctx.Err() != nil {
			break
		}
	}
	out := pickOutcome(outs)
	if out.Status == StatusUnsat && ps.optionalCount() > 1 {
		// The variants take every Optional parameter as None, or every
		// one as a value: mixtures are not covered, so no proof.
		out.Status, out.Reason = StatusUnknown, "UNSAT with the Optional parameters all None and all values; mixtures not tried ("+out.Reason+")"
	}
	out.Seconds = time.Since(start).Seconds()
	return out
}

// optionalCount is the number of Optional parameters.
func (ps *PathSolver) optionalCount() int {
	n := 0
	for _, t := range ps.F.Types {
		if t != nil && t.Kind == "optional" {
			n++
		}
	}
	return n
}

// variants lists the input variants worth trying for this function.
func (ps *PathSolver) variants() []TranslateOptions {
	hasDefault, hasOpt := false, false
	for _, t := range ps.F.Types {
		if t == nil {
			continue
		}
		hasDefault = hasDefault || (t.Default && !t.KwOnly)
		hasOpt = hasOpt || t.Kind == "optional"
	}
	live := ps.F.Live
	var out []TranslateOptions
	for _, d := range []bool{true, false} {
		if d && !hasDefault {
			continue
		}
		for _, n := range []bool{true, false} {
			if n && !hasOpt {
				continue
			}
			out = append(out, TranslateOptions{Live: live, Defaults: d, NoneOptional: n, Preset: ps.Runner.Preset})
		}
	}
	return out
}

// pickOutcome reports the variants' outcomes as one: a validated input,
// else a wrong path, an unknown, an untranslated construct; UNSAT only
// when every variant is UNSAT.
func pickOutcome(outs []Outcome) Outcome {
	for _, st := range []string{StatusValidated, StatusWrongPath, StatusUnknown, StatusUntranslated, StatusUnsat} {
		for _, o := range outs {
			if o.Status == st {
				q := 0
				for _, x := range outs {
					q += x.Queries
				}
				o.Queries = q
				return o
			}
		}
	}
	return Outcome{Route: RouteNone, Status: StatusUnknown, Reason: "no variant tried"}
}

func (ps *PathSolver) solve(ctx context.Context, target Target) Outcome {
	maxTries, maxPin := ps.MaxTries, ps.MaxPin
	if maxTries <= 0 {
		maxTries = 1000 // translations are fast; Z3 queries are bounded below
	}
	if maxPin <= 0 {
		// Lengths 0..12; ints 0, 1, -1, ..., 6, -6.
		maxPin = 12
	}
	var params []string // pinned parameters, in order of discovery
	var combos [][]int
	ci := 0
	queries := 0
	firstMismatch := ""
	sawUnknown := ""
	approx := false
	var pinnedUntranslated *Untranslated
	unknowns := 0
	pinnedAll := false
	var untranslated *Untranslated
	wrong := Outcome{}
loop:
	for try := 0; try < maxTries; try++ {
		if ctx.Err() != nil {
			return Outcome{Route: RouteNone, Status: StatusUnknown, Reason: "cancelled", Queries: queries}
		}
		pins := map[string]int{}
		if len(params) > 0 {
			if ci >= len(combos) {
				break
			}
			for i, p := range params {
				pins[p] = ps.pinValue(p, combos[ci][i])
			}
			ci++
		}
		tr, err := TranslatePathWith(ps.F.CFG, ps.F.Graph, ps.F.Types, target, pins, ps.opts)
		var need *errNeedLen
		var mis *errMismatch
		switch {
		case errors.As(err, &need):
			if contains(params, need.param) {
				// Pinned but still symbolic: the rules cannot use it.
				untranslated = &Untranslated{What: "a length the rules cannot fix: " + need.param}
				break
			}
			params = append(params, need.param)
			combos = lengthCombos(len(params), maxPin)
			ci = 0
			continue
		case errors.As(err, &mis):
			if firstMismatch == "" {
				firstMismatch = mis.why
			}
			if ps.enumerated && mis.helper {
				return Outcome{Route: RouteNone, Status: StatusUnknown, Reason: "enumerated path through a helper call", Queries: queries}
			}
			if mis.order && len(params) == 0 {
				// The rules and CPython disagree on the statements' order:
				// not a proof.
				return Outcome{Route: RouteRules, Status: StatusUnknown, Reason: "the rules' statement order disagrees with the path: " + mis.why, Queries: queries}
			}
			if len(params) == 0 {
				if approx || mis.approx != "" {
					return Outcome{Route: RouteRules, Status: StatusUnknown, Reason: "infeasible under approximations: " + mis.why, Queries: queries}
				}
				return Outcome{Route: RouteRules, Status: StatusUnsat, Reason: "decided by the rules: " + mis.why, Queries: queries}
			}
			continue
		case errors.As(err, &untranslated):
			if len(params) > 0 && ci < len(combos) {
				// Other lengths may stay within the rules (lists of
				// equal lengths merge item by item).
				pinnedUntranslated = untranslated
				untranslated = nil
				continue
			}
		case err != nil:
			return Outcome{Route: RouteNone, Status: StatusUnknown, Reason: err.Error(), Queries: queries}
		}
		if untranslated != nil {
			break
		}
		if len(tr.Approx) > 0 {
			approx = true
		}
		if why := unsound(tr, ps.F.Types); why != "" {
			// Not a proof either: floats as reals, types guessed.
			approx = true
			tr.Approx = append(tr.Approx, why)
		}
		if queries >= 30 {
			break
		}
		queries++
		timeout := ps.Timeout
		if !pinnedAll && hasApprox(tr, "bit operations") {
			// Bit-vector conversions often time out: give Z3 a second
			// before pinning the ints instead.
			timeout = time.Second
		}
		input, st, reason, err := ps.check(ctx, tr, timeout)
		if err != nil {
			return Outcome{Route: RouteRules, Status: StatusUnknown, Reason: "z3: " + err.Error(), Queries: queries, SMT: tr.Script()}
		}
		switch st {
		case Unsat:
			if len(params) == 0 {
				if approx {
					return Outcome{Route: RouteRules, Status: StatusUnknown, Reason: "unsat under approximations: " + strings.Join(uniq(tr.Approx), "; "), Queries: queries, SMT: tr.Script()}
				}
				return Outcome{Route: RouteRules, Status: StatusUnsat, Reason: "z3: unsat", Queries: queries, SMT: tr.Script()}
			}
			continue
		case Unknown:
			sawUnknown = reason
			unknowns++
			if unknowns >= 3 {
				break loop
			}
			if !pinnedAll {
				// Z3 gives up on strings of open length and on bit
				// operations over open ints: pin those inputs (string
				// lengths, int values 0, 1, -1, ..., 20, -20) and try
				// again; known values fold away before Z3 sees them.
				pinnedAll = true
				added := false
				for i, t := range ps.F.Types {
					if (t.Kind == "str" || t.Kind == "int") && !contains(params, ps.F.Params[i]) {
						params = append(params, ps.F.Params[i])
						added = true
					}
				}
				if !added {
					break loop
				}
				maxPin = 40
				combos = lengthCombos(len(params), maxPin)
				ci = 0
				unknowns = 0
			}
			continue
		}
		o := ps.validate(ctx, target, candidate{input: input, route: RouteRules, pinned: pinString(params, pins)})
		o.Queries, o.SMT = queries, tr.Script()
		if o.Status == StatusValidated {
			return o
		}
		if wrong.Status == "" {
			wrong = o
		}
		if len(params) == 0 || queries >= 12 {
			break
		}
	}
	if untranslated == nil && pinnedUntranslated != nil && wrong.Status == "" && sawUnknown == "" {
		untranslated = pinnedUntranslated
	}
	if untranslated != nil {
		if ps.LLM != nil {
			o := ps.LLM.Solve(ctx, ps, target, untranslated)
			o.Queries += queries
			if o.Status != StatusValidated && !ps.NoConcolic {
				if c, ok := ps.concolic(ctx, target, untranslated); ok {
					c.Queries += o.Queries
					return c
				}
			}
			return o
		}
		if !ps.NoConcolic {
			if o, ok := ps.concolic(ctx, target, untranslated); ok {
				o.Queries += queries
				return o
			}
		}
		return Outcome{Route: RouteNone, Status: StatusUntranslated, Reason: untranslated.What, Queries: queries}
	}
	if wrong.Status != "" {
		return wrong
	}
	switch {
	case sawUnknown != "":
		return Outcome{Route: RouteRules, Status: StatusUnknown, Reason: "z3: " + sawUnknown, Queries: queries}
	case len(params) > 0:
		return Outcome{Route: RouteRules, Status: StatusUnknown, Reason: fmt.Sprintf("no lengths up to %d of %s follow the path (%s)", maxPin, strings.Join(params, ", "), firstMismatch), Queries: queries}
	}
	return Outcome{Route: RouteNone, Status: StatusUnknown, Reason: "no translation tried", Queries: queries}
}

func contains(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

func uniq(xs []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

func pinString(params []string, pins map[string]int) string {
	var parts []string
	for _, p := range params {
		parts = append(parts, fmt.Sprintf("len(%s)=%d", p, pins[p]))
	}
	return strings.Join(parts, ", ")
}

// lengthCombos lists vectors of n lengths in [0, max], smallest largest
// entry first, then smallest sum: a nested list's rows are found before
// its outer length grows (which would bring more rows to pin). At most
// 1000, generated lazily.
func lengthCombos(n, maxLen int) [][]int {
	const limit, groupLimit = 1000, 5000
	var out [][]int
	for m := 0; m <= maxLen && len(out) < limit; m++ {
		var group [][]int
		var rec func(prefix []int, hasMax bool)
		rec = func(prefix []int, hasMax bool) {
			if len(group) >= groupLimit {
				return
			}
			if len(prefix) == n {
				if hasMax || n == 0 {
					group = append(group, append([]int(nil), prefix...))
				}
				return
			}
			for v := 0; v <= m; v++ {
				rec(append(prefix, v), hasMax || v == m)
			}
		}
		rec(nil, false)
		sort.SliceStable(group, func(i, j int) bool { return sum(group[i]) < sum(group[j]) })
		for _, g := range group {
			if len(out) >= limit {
				break
			}
			out = append(out, g)
		}
		if n == 0 {
			break
		}
	}
	return out
}

func sum(xs []int) int {
	s := 0
	for _, x := range xs {
		s += x
	}
	return s
}

// check runs the translation through Z3 and reads the inputs back.
func (ps *PathSolver) check(ctx context.Context, tr *Translation, timeout time.Duration) (string, Status, string, error) {
	z := ps.Z3
	if timeout <= 0 {
		timeout = 5 * time.Second
	}
	var input string
	st, reason, err := z.CheckScript(ctx, tr.Script(), timeout, func(get Getter) error {
		var parts []string
		for _, in := range tr.Inputs {
			lit, err := readInput(get, in.spec)
			if err != nil {
				return fmt.Errorf("value of %s: %w", in.Name, err)
			}
			parts = append(parts, lit)
		}
		input = argTuple(parts)
		return nil
	})
	return input, st, reason, err
}

func argTuple(parts []string) string {
	if len(parts) == 1 {
		return "(" + parts[0] + ",)"
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// readInput prints an input's model value as a Python literal.
func readInput(get Getter, sp *inSpec) (string, error) {
	scalarLit := func(k kind, term string) (string, error) {
		t := term
		if k == kStr {
			t = app("str.replace_all", term, `"\u{5c}"`, `"\u{5c}\u{5c}"`)
		}
		vs, err := get([]string{t})
		if err != nil {
			return "", err
		}
		v, err := parseValue(Sort(sortOfKind(k)), vs[0])
		if err != nil {
			return "", err
		}
		return v.Python()
	}
	switch {
	case sp.k == kNone:
		return "None", nil
	case scalar(sp.k):
		return scalarLit(sp.k, sp.t)
	case sp.arr != "":
		n := sp.n
		if _, ok := litInt(n); !ok {
			vs, err := get([]string{n})
			if err != nil {
				return "", err
			}
			c, err := parseInt(vs[0])
			if err != nil {
				return "", err
			}
			n = c.String()
		}
		cnt, _ := strconv.Atoi(n)
		if cnt > 10000 {
			return "", fmt.Errorf("list of %d items", cnt)
		}
		var items []string
		for i := 0; i < cnt; i++ {
			lit, err := scalarLit(sp.ek, app("select", sp.arr, itoa(i)))
			if err != nil {
				return "", err
			}
			items = append(items, lit)
		}
		return seqLit(items, sp.tuple), nil
	}
	var items []string
	for _, it := range sp.items {
		lit, err := readInput(get, it)
		if err != nil {
			return "", err
		}
		items = append(items, lit)
	}
	return seqLit(items, sp.tuple), nil
}

func seqLit(items []string, tuple bool) string {
	if !tuple {
		return "[" + strings.Join(items, ", ") + "]"
	}
	if len(items) == 1 {
		return "(" + items[0] + ",)"
	}
	return "(" + strings.Join(items, ", ") + ")"
}

// validate runs the candidate and compares the path taken with target.
func (ps *PathSolver) validate(ctx context.Context, target Target, c candidate) Outcome {
	o := Outcome{Route: c.route, Input: c.input, Pinned: c.pinned}
	runs, err := ps.Runner.Run(ctx, ps.F, []string{c.input})
	if err != nil {
		o.Status, o.Reason = StatusUnknown, "validation failed: "+err.Error()
		return o
	}
	r := runs[0]
	if r.Error != "" {
		o.Status, o.Reason = StatusWrongPath, r.Error
		return o
	}
	if r.Target().Key() != target.Key() {
		o.Status = StatusWrongPath
		o.Reason = "the input takes another path" + divergence(target, r.Target())
		return o
	}
	o.Status, o.Return, o.Exc = StatusValidated, r.Ret, r.Exc
	o.Approx, o.ArgsAfter = r.Approx, r.ArgsAfter
	return o
}

// divergence says where two paths part.
func divergence(want, got Target) string {
	for i := 0; i < len(want.Lines) && i < len(got.Lines); i++ {
		if want.Lines[i] != got.Lines[i] {
			return fmt.Sprintf(" (step %d: line %d, not %d)", i+1, got.Lines[i], want.Lines[i])
		}
	}
	if len(want.Lines) != len(got.Lines) {
		return fmt.Sprintf(" (%d steps, not %d)", len(got.Lines), len(want.Lines))
	}
	return fmt.Sprintf(" (ends with %q, not %q)", got.Exc, want.Exc)
}

// pinValue is the idx-th value tried for a pinned input: a length for a
// container, for an int 0, 1, -1, 2, -2, ...
func (ps *PathSolver) pinValue(param string, idx int) int {
	for i, p := range ps.F.Params {
		if p == param && ps.F.Types[i].Kind == "int" {
			if idx%2 == 1 {
				return (idx + 1) / 2
			}
			return -idx / 2
		}
	}
	return idx
}

func hasApprox(tr *Translation, prefix string) bool {
	for _, a := range tr.Approx {
		if strings.HasPrefix(a, prefix) {
			return true
		}
	}
	return false
}

// unsound says why an UNSAT verdict on tr would not be a proof beyond
// the rules' own approximations: Python floats read as Z3 reals (no
// rounding), or parameter types guessed rather than annotated.
func unsound(tr *Translation, types []*Type) string {
	for _, t := range types {
		if t != nil && t.Inferred {
			return "parameter types guessed"
		}
	}
	sc := tr.Script()
	if strings.Contains(sc, "Real") || strings.Contains(sc, "to_real") || realLitRe.MatchString(sc) {
		return "floats as reals"
	}
	return ""
}

var realLitRe = regexp.MustCompile(`[ (][0-9]+\.[0-9]+[ )]`)

// concolic is the fallback for a path with a construct outside the rules:
// the path up to the construct is translated and solved under several
// pinnings of the inputs' lengths and values, and every model found is run
// concretely; one that takes the whole path is validated.
func (ps *PathSolver) concolic(ctx context.Context, target Target, u *Untranslated) (Outcome, bool) {
	const rounds = 10
	var cands []string
	seen := map[string]bool{}
	queries := 0
	opts := ps.opts
	opts.Prefix = true
	smallInts := []int{0, 1, -1, 2, 3, 5, -2, 10, 7, 4}
	for k := 0; k < rounds && ctx.Err() == nil; k++ {
		pins := map[string]int{}
		if k > 0 {
			for i, t := range ps.F.Types {
				if t == nil {
					continue
				}
				switch t.Kind {
				case "str", "list", "tuple":
					pins[ps.F.Params[i]] = (k*(i+2) + i) % 6
				case "int":
					if k%2 == 0 {
						pins[ps.F.Params[i]] = smallInts[(k+3*i)%len(smallInts)]
					}
				}
			}
		}
		var tr *Translation
		var err error
		for fix := 0; fix < 4; fix++ {
			tr, err = TranslatePathWith(ps.F.CFG, ps.F.Graph, ps.F.Types, target, pins, opts)
			var need *errNeedLen
			if errors.As(err, &need) {
				pins[need.param] = k % 4
				continue
			}
			break
		}
		if err != nil || tr == nil {
			continue
		}
		queries++
		input, st, _, err := ps.check(ctx, tr, 2*time.Second)
		if err != nil || st != Sat || seen[input] {
			continue
		}
		seen[input] = true
		cands = append(cands, input)
	}
	if len(cands) > 0 {
		runs, err := ps.Runner.Run(ctx, ps.F, cands)
		if err == nil {
			for i, r := range runs {
				if r.Error == "" && r.Target().Key() == target.Key() {
					return Outcome{Route: RouteConcolic, Status: StatusValidated, Input: cands[i], Return: r.Ret, Exc: r.Exc,
						Approx: r.Approx, ArgsAfter: r.ArgsAfter, Queries: queries,
						Reason: "concrete past line " + strconv.Itoa(u.Line) + ": " + u.What}, true
				}
			}
		}
	}
	// No model of the prefix runs the rest of the path: continue past the
	// construct with its observed value.
	if o, ok := ps.continuation(ctx, target, map[string]int{}); ok {
		o.Queries += queries
		o.Reason = "past line " + strconv.Itoa(u.Line) + " (" + u.What + "): " + o.Reason
		return o, true
	}
	return Outcome{}, false
}
