package lines

import (
	"fmt"
	"strings"
)

// Sample1000 returns 1,000 lines of varied, valid Python, the fixed input of
// the parse-time measurement (`unstuck lines --time` and BenchmarkTable1000).
func Sample1000() string {
	var b strings.Builder
	block := []string{
		"def f%d(a, b=2, *args, **kw):",
		"    \"\"\"Docstring.\"\"\"",
		"    total = 0",
		"    for i, x in enumerate(args):",
		"        if x > a and i % 2 == 0:",
		"            total += x * b",
		"        elif x < 0:",
		"            continue",
		"        else:",
		"            total -= kw.get('k', 1)",
		"    try:",
		"        r = {k: v for k, v in kw.items() if v}",
		"    except (KeyError, ValueError) as e:",
		"        raise RuntimeError(str(e)) from e",
		"    finally:",
		"        pass",
		"    with open(__file__) as fh:",
		"        data = [line.strip() for line in fh][:a]",
		"    return total, r, data",
		"",
	}
	n := 0
	for k := 0; n < 1000; k++ {
		for _, l := range block {
			if n == 1000 {
				break
			}
			if strings.Contains(l, "%d") {
				l = fmt.Sprintf(l, k)
			}
			b.WriteString(l)
			b.WriteByte('\n')
			n++
		}
	}
	return b.String()
}
