// Phase: debug, an oracle a person marks. A program that ends without an
// error but prints a wrong line has no failing check; the person marks the
// line (and, if they know it, the line it should have been). The step that
// printed it is where debugging starts, and the marked output is the
// oracle the mutants are judged by (tracer.py's _judge_output): a run
// passes when it no longer prints the wrong line and prints the expected
// one, and how close its lines come to the expected one is "toward"
// evidence, as for a failing assertion.
package debug

import (
	"fmt"
	"strings"

	"unstuck/internal/runtime"
	"unstuck/internal/trace"
)

// MarkedOutput is the step that printed the line marked wrong (the first
// such line; compared without surrounding blanks).
func MarkedOutput(tr *trace.Trace, o *runtime.OutputOracle) (Output, error) {
	want := strings.TrimSpace(o.Wrong)
	if want == "" {
		return Output{Step: -1}, fmt.Errorf("the wrong output is empty")
	}
	if strings.TrimSpace(o.Expect) == want {
		return Output{Step: -1}, fmt.Errorf("the expected output is the wrong one")
	}
	for _, p := range tr.Printed {
		if strings.TrimSpace(p.Text) == want && p.Step >= 0 && p.Step < len(tr.Steps) {
			return Output{Step: p.Step, Reason: "wrong output"}, nil
		}
	}
	var got []string
	for i, p := range tr.Printed {
		if i == 5 {
			got = append(got, "...")
			break
		}
		got = append(got, fmt.Sprintf("%q", p.Text))
	}
	return Output{Step: -1}, fmt.Errorf("the program did not print %q (it printed %s)", want, strings.Join(got, ", "))
}
