package solve

import (
	"context"
	"errors"
	"os/exec"
	"strings"
	"testing"
)

// Conditions outside the small language reach Flip through the path rules,
// and the values they give make the condition come out as wanted in
// CPython.
func TestFromPythonFallsBackToRules(t *testing.T) {
	z, r := pathEnv(t)
	cases := []string{
		"s.startswith('ab') and s[-1] == 'z'",
		"lst[1:] == [3] and len(lst) == 2",
		"x << 2 > 9",
		"s * 2 == 'aa' and s < 'b'",
		"d[k] == 1 if k in d else False",
		"sum(xs) > 10 and xs[0] < 0",
	}
	for _, cond := range cases {
		for _, want := range []bool{true, false} {
			node, src := condition(t, cond)
			e, vars, err := FromPython(node, src, nil)
			if err != nil {
				if cond == "d[k] == 1 if k in d else False" && errors.Is(err, ErrUnsupported) {
					continue // a dict input has no type to guess
				}
				t.Errorf("%s: %v", cond, err)
				continue
			}
			vals, err := Flip(context.Background(), z, e, want, vars)
			if err != nil {
				t.Errorf("%s -> %v: %v", cond, want, err)
				continue
			}
			var assigns []string
			for name, lit := range vals {
				assigns = append(assigns, name+" = "+lit)
			}
			prog := strings.Join(assigns, "\n") + "\nprint(bool(" + cond + "))"
			out, err := exec.Command(r.Python, "-c", prog).CombinedOutput()
			got := strings.TrimSpace(string(out))
			if err != nil || got != map[bool]string{true: "True", false: "False"}[want] {
				t.Errorf("%s -> %v with %v: python says %s %v", cond, want, vals, got, err)
			}
		}
	}
}
