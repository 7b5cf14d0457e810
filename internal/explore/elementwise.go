package explore

// Phase: explore, step 2 (repair). An operator or builtin that refused a
// made-up value beside a list or tuple (divmod(s, [2, 3, 4]), x + [1, 2]:
// "unsupported operand type(s) ... 'int' and 'list'"): no builtin number
// or text takes a sequence there, and every value of the builtins that
// does (a list's + and *) was tried by the plain repairs. The installed
// array libraries apply an operator element by element: a pandas Series
// or a numpy array as long as the sequence on the line is a real value
// that does.

import (
	"strconv"
	"strings"

	"unstuck/internal/pyparse"
)

// sequenceOperands are the builtin sequence types an elementwise value
// meets in an operation.
var sequenceOperands = map[string]bool{"list": true, "tuple": true}

// elementwiseValues are repairs giving each open name on the failing line
// a Series, then an array, of the length of the longest sequence display
// on the line, when the error is an operation on a sequence, as (note,
// statement) pairs.
func elementwiseValues(b *builder, msg string, line []string, at *int) [][2]string {
	m := operandTypes.FindStringSubmatch(msg)
	if m == nil || at == nil || !sequenceOperands[m[1]] && !sequenceOperands[m[2]] {
		return nil
	}
	n := longestDisplay(b.s.Tree, *at)
	if n == 0 {
		n = 6
	}
	nums := make([]string, n)
	for i := range nums {
		nums[i] = strconv.Itoa(i+1) + ".0"
	}
	data := "[" + strings.Join(nums, ", ") + "]"
	var out [][2]string
	for _, name := range line {
		if b.importable("pandas") {
			out = append(out, [2]string{name + " is a Series", "import pandas as pd\n" + name + " = pd.Series(" + data + ")"})
		}
		if b.importable("numpy") {
			out = append(out, [2]string{name + " is an array", "import numpy as np\n" + name + " = np.array(" + data + ")"})
		}
	}
	return out
}

// longestDisplay is the most items a list or tuple display holds in the
// statement at line (0: none).
func longestDisplay(t *pyparse.Tree, line int) int {
	if t == nil {
		return 0
	}
	from, to := statementSpan(t, line)
	most := 0
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if pyparse.Line(n) > to || pyparse.EndLine(n) < from {
			return false
		}
		if n.Type() == "list" || n.Type() == "tuple" {
			most = max(most, int(n.NamedChildCount()))
		}
		return true
	})
	return most
}
