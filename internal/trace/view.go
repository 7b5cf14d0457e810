// Phase: trace, report. The readable view of a linked trace: one line per
// step with what it read and wrote and what it depends on.
package trace

import (
	"fmt"
	"strings"
)

// Text renders up to max steps of g.
func Text(g *Graph, max int) string {
	tr := g.Trace
	var b strings.Builder
	src := map[string][]string{}
	for f, s := range tr.Sources {
		src[f] = strings.Split(string(s), "\n")
	}
	fmt.Fprintf(&b, "status %s, %d steps", tr.Status, tr.StepCount)
	if tr.LimitHit {
		fmt.Fprintf(&b, " (step limit %d reached)", tr.MaxSteps)
	}
	if tr.Error != nil {
		fmt.Fprintf(&b, ", %s: %s", tr.Error.Type, tr.Error.Message)
	}
	fmt.Fprintf(&b, ", %.3fs traced\n", tr.TraceSeconds)
	for i, s := range tr.Steps {
		if i >= max {
			fmt.Fprintf(&b, "... %d more steps\n", len(tr.Steps)-max)
			break
		}
		code := ""
		if ls := src[s.File]; s.Line >= 1 && s.Line <= len(ls) {
			code = strings.TrimSpace(ls[s.Line-1])
		}
		if s.Entry {
			code = "call " + s.Func
		}
		fmt.Fprintf(&b, "%5d %s:%d %-40s", i, s.File, s.Line, clip(code, 40))
		for _, r := range s.Reads {
			fmt.Fprintf(&b, " %s=%s", r.Var, clip(r.Value, 30))
		}
		if len(s.Writes) > 0 {
			b.WriteString(" ->")
			for _, w := range s.Writes {
				fmt.Fprintf(&b, " %s=%s", w.Var, clip(w.Value, 30))
			}
		}
		var ds []string
		for _, d := range g.Deps[i] {
			m := ""
			if d.Means != "" && d.Means != "trace" {
				m = "/" + d.Means
			}
			ds = append(ds, fmt.Sprintf("%s%s:%d%s", d.Kind[:1], m, d.To, strings.TrimSpace(" "+d.Var)))
		}
		if len(ds) > 0 {
			fmt.Fprintf(&b, "  [%s]", strings.Join(ds, " "))
		}
		if s.Exception != "" {
			fmt.Fprintf(&b, "  raised %s", s.Exception)
		}
		b.WriteByte('\n')
	}
	for _, w := range g.Recovered {
		fmt.Fprintf(&b, "recovered: step %d %s writes %s (%s)\n", w.Step, w.Call, w.Var, w.Means)
	}
	return b.String()
}
