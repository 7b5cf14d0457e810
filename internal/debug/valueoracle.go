// Phase: debug, a value a person corrects as the oracle. The --io file
// lists the failure's output values; a person who knows what one of them
// should have been fills in its `fixed`. That value is then what the
// mutants are judged by (tracer.py's _ValueProbe): a mutant after which
// the variable holds the corrected value at the same run of its line
// repairs it, whether or not the program has a check of its own.
package debug

import (
	"strings"

	"unstuck/internal/runtime"
	"unstuck/internal/trace"
)

// ValueOracleFrom is the first output of io whose fixed value differs from
// the traced one, as a value oracle over tr (the run of its line counted
// in tr), and the step that wrote it as the failure. An output without a
// step of its line (a file written by hand: line, var, fixed) is the
// line's last run. nil when io corrects no value of tr.
func ValueOracleFrom(tr *trace.Trace, io *IOFile) (*runtime.ValueOracle, Output) {
	for _, v := range io.Outputs {
		fixed := strings.TrimSpace(v.Fixed)
		if fixed == "" || fixed == strings.TrimSpace(v.Value) || v.Var == "" {
			continue
		}
		if v.Step < 0 || v.Step >= len(tr.Steps) || v.Line != 0 && tr.Steps[v.Step].Line != v.Line {
			// Written by hand (a line and a variable, no step): the
			// line's last run in the script.
			v.Step = -1
			for i, s := range tr.Steps {
				if s.Line == v.Line && len(tr.Files) > 0 && s.File == tr.Files[0] {
					v.Step = i
				}
			}
			if v.Step < 0 {
				continue
			}
		}
		at := tr.Steps[v.Step]
		nth := 0
		for _, s := range tr.Steps[:v.Step+1] {
			if s.File == at.File && s.Line == at.Line {
				nth++
			}
		}
		return &runtime.ValueOracle{File: at.File, Line: at.Line, Nth: nth, Var: v.Var, Want: fixed},
			Output{Step: v.Step, Var: v.Var, Reason: "wrong value"}
	}
	return nil, Output{Step: -1}
}
