package explore

import (
	"context"
	"fmt"
	"regexp"
	"sort"
	"strings"

	"unstuck/internal/pyparse"
	"unstuck/internal/solve"
)

// Z3Flipper solves guard conditions with Z3 (internal/solve) and turns the
// model into prefix assignments of the undefined names: a plain name gets
// the value, "x.attr" makes x a Stub with that attribute, "x['k']" a dict
// with that key.
type Z3Flipper struct {
	Solver solve.Solver
}

// FlipWork bounds each flip query by Z3's resource count, about half a
// second of CPU: a guard whose condition Z3 cannot settle in that much work
// is left to the other proposals, at the same cost and with the same answer
// on an idle and a busy machine. The conditions of real snippets settle in
// a few thousand units (the OSS half's, all under 3000), the string rules'
// hardest UNSAT cases of the probes in under 800 000; with only the 10 s
// wall-clock timeout, a hopeless query of Z3 4.8.12's string solver took
// all of it.
const FlipWork = 2_000_000

// NewFlipSolver is the Z3 pool explore's flips use: kept processes (each
// query in a push/pop scope, whose incremental solver settles the string
// rules' conditions where a fresh process's tactics run to the timeout)
// bounded by FlipWork.
func NewFlipSolver() *solve.Z3 {
	return &solve.Z3{Keep: 2, Work: FlipWork}
}

var (
	attrChain = regexp.MustCompile(`^[A-Za-z_]\w*(\.[A-Za-z_]\w*)+$`)
	keyVar    = regexp.MustCompile(`^([A-Za-z_]\w*)\[('[^']*'|"[^"]*"|-?\d+)\]$`)
	// inPlaceKeyChain: attributes and constant keys from a root name, at
	// least one attribute before the last key (x.a["k"], x.a[0].b).
	inPlaceKeyChain = regexp.MustCompile(`^([A-Za-z_]\w*)(\.[A-Za-z_]\w*)+(\[('[^']*'|"[^"]*"|-?\d+)\](\.[A-Za-z_]\w*)*)+$`)
)

// Flip implements Flipper.
func (z Z3Flipper) Flip(ctx context.Context, cond *pyparse.Node, src []byte, want bool, names []string) (map[string]string, error) {
	e, vars, err := solve.FromPython(cond, src, nil)
	if err != nil {
		return nil, err
	}
	vals, err := solve.Flip(ctx, z.Solver, e, want, vars)
	if err != nil {
		return nil, err
	}
	// "x." among names: x is a real object of the snippet's origin, kept;
	// its attributes are assigned in place (x.a.b = value).
	free, inPlace := map[string]bool{}, map[string]bool{}
	for _, n := range names {
		if strings.HasSuffix(n, ".") {
			inPlace[strings.TrimSuffix(n, ".")] = true
		} else {
			free[n] = true
		}
	}
	out := map[string]string{}
	// Attribute chains (x.a.b) nest: x gets a Stub whose a is a Stub
	// whose b is the value; keys (x['k']) make x a dict.
	type tree map[string]any
	attrs := map[string]tree{}
	keys := map[string][]string{}
	for v, lit := range vals {
		switch {
		case free[v]:
			out[v] = lit
		case attrChain.MatchString(v) && inPlace[strings.SplitN(v, ".", 2)[0]]:
			out[v] = lit
		case inPlaceKeyChain.MatchString(v) && inPlace[inPlaceKeyChain.FindStringSubmatch(v)[1]]:
			// A key of what a real instance holds (self.config["DEBUG"]):
			// set in place, by the object's own item assignment.
			out[v] = lit
		case attrChain.MatchString(v):
			parts := strings.Split(v, ".")
			if !free[parts[0]] {
				continue
			}
			t := attrs[parts[0]]
			if t == nil {
				t = tree{}
				attrs[parts[0]] = t
			}
			for _, p := range parts[1 : len(parts)-1] {
				sub, ok := t[p].(tree)
				if !ok {
					sub = tree{}
					t[p] = sub
				}
				t = sub
			}
			t[parts[len(parts)-1]] = lit
		case keyVar.MatchString(v):
			m := keyVar.FindStringSubmatch(v)
			if free[m[1]] {
				keys[m[1]] = append(keys[m[1]], m[2]+": "+lit)
			}
		}
	}
	var render func(name string, t tree) string
	render = func(name string, t tree) string {
		ks := make([]string, 0, len(t))
		for k := range t {
			ks = append(ks, k)
		}
		sort.Strings(ks)
		var kv []string
		for _, k := range ks {
			switch x := t[k].(type) {
			case string:
				kv = append(kv, k+"="+x)
			case tree:
				kv = append(kv, k+"="+render(name+"."+k, x))
			}
		}
		return fmt.Sprintf("Stub(%q, %s)", name, strings.Join(kv, ", "))
	}
	for name, t := range attrs {
		if _, done := out[name]; !done {
			out[name] = render(name, t)
		}
	}
	for name, kv := range keys {
		if _, done := out[name]; !done {
			sort.Strings(kv)
			out[name] = "{" + strings.Join(kv, ", ") + "}"
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no undefined name in the model")
	}
	return out, nil
}
