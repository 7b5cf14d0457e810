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

var (
	attrVar = regexp.MustCompile(`^([A-Za-z_]\w*)\.([A-Za-z_]\w*)$`)
	keyVar  = regexp.MustCompile(`^([A-Za-z_]\w*)\[('[^']*'|"[^"]*"|-?\d+)\]$`)
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
	free := map[string]bool{}
	for _, n := range names {
		free[n] = true
	}
	out := map[string]string{}
	attrs := map[string][]string{}
	keys := map[string][]string{}
	for v, lit := range vals {
		switch {
		case free[v]:
			out[v] = lit
		case attrVar.MatchString(v):
			m := attrVar.FindStringSubmatch(v)
			if free[m[1]] {
				attrs[m[1]] = append(attrs[m[1]], m[2]+"="+lit)
			}
		case keyVar.MatchString(v):
			m := keyVar.FindStringSubmatch(v)
			if free[m[1]] {
				keys[m[1]] = append(keys[m[1]], m[2]+": "+lit)
			}
		}
	}
	for name, kv := range attrs {
		if _, done := out[name]; !done {
			sort.Strings(kv)
			out[name] = fmt.Sprintf("Stub(%q, %s)", name, strings.Join(kv, ", "))
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
