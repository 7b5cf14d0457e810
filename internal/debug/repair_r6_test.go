package debug

import (
	"strconv"
	"strings"
	"testing"

	"unstuck/internal/trace"
)

// Each round-6 repair family, on a small program of testdata/repairs6
// with the bug kind it stands for; its first line names the operator and
// the faulty line ("# op: FAC line: 10"). CPython (in the sandbox) decides
// that the program fails as written, that a mutant of that operator on the
// faulty line makes it pass, and that none of the operator's mutants on
// another line does: the family repairs the bug and gives no line that is
// right the evidence of a repair.
func TestRoundSixRepairsUnderCPython(t *testing.T) {
	eachRepairProgram(t, "repairs6", 10, func(opt trace.Options, f string, b []byte) {
		head := strings.Fields(strings.TrimPrefix(strings.SplitN(string(b), "\n", 2)[0], "# op:"))
		if len(head) < 3 || head[1] != "line:" {
			t.Fatalf("%s: first line is not '# op: X line: N'", f)
		}
		op := head[0]
		line, err := strconv.Atoi(head[2])
		if err != nil {
			t.Fatal(err)
		}
		ms, basePass, pass := runRepairProgram(t, opt, f, b)
		if basePass {
			t.Errorf("%s: the program passes as written", f)
		}
		mine, repaired := 0, 0
		for k, m := range ms {
			if m.Operator != op {
				continue
			}
			mine++
			switch {
			case pass[k] && m.Line == line:
				repaired++
			case pass[k]:
				t.Errorf("%s: %s repairs line %d, not the faulty line %d: %q", f, op, m.Line, line, m.After)
			}
		}
		switch {
		case mine == 0:
			t.Errorf("%s: no %s mutant", f, op)
		case repaired == 0:
			t.Errorf("%s: none of its %d %s mutants repairs line %d", f, mine, op, line)
		}
	})
}
