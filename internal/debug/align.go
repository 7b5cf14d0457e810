// Phase: debug, inputs and outputs. The buggy and the fixed version run the
// same failing test; their traces are walked side by side (lines mapped by
// a diff of the sources) up to the first step that differs, in its line
// (a wrong branch) or in a value it wrote (a wrong variable). That step's
// wrong variable is the output; the variables read before it, all agreeing,
// are the inputs. Both are stored in a JSON file a person can correct.
package debug

import (
	"encoding/json"
	"math"
	"os"
	"regexp"
	"strings"

	"unstuck/internal/pyparse"
	"unstuck/internal/trace"
)

// IOVar is an input or output variable at a step.
type IOVar struct {
	Step  int    `json:"step"`
	Line  int    `json:"line"`
	Var   string `json:"var"`
	Value string `json:"value"`
	Fixed string `json:"fixed,omitempty"` // the fixed version's value
}

// Alignment is what the comparison found.
type Alignment struct {
	Divergence string  `json:"divergence"` // value, branch, length, none
	BugStep    int     `json:"bug_step"`
	FixStep    int     `json:"fix_step"`
	Output     Output  `json:"output"`
	Inputs     []IOVar `json:"inputs"`
	Outputs    []IOVar `json:"outputs"`
}

// LineMap maps the lines of a to those of b where they hold the same code
// (an LCS over stripped lines), and lists the lines of a that the edit
// touched: changed or deleted lines, or, for a pure insertion, the lines
// around it.
func LineMap(a, b []byte) (map[int]int, []int) {
	la, lb := strings.Split(string(a), "\n"), strings.Split(string(b), "\n")
	norm := func(s string) string {
		s = strings.TrimSpace(s)
		if i := strings.Index(s, " #"); i >= 0 && !strings.ContainsAny(s[:i], `'"`) {
			s = strings.TrimSpace(s[:i])
		}
		return s
	}
	// Docstrings are text, not code: their lines never match.
	da, db := docLines(a), docLines(b)
	ka, kb := make([]string, len(la)), make([]string, len(lb))
	for i, l := range la {
		if !da[i+1] {
			ka[i] = norm(l)
		}
	}
	for i, l := range lb {
		if !db[i+1] {
			kb[i] = norm(l)
		}
	}
	n, m := len(la), len(lb)
	dp := make([][]int32, n+1)
	for i := range dp {
		dp[i] = make([]int32, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if ka[i] == kb[j] {
				dp[i][j] = dp[i+1][j+1] + 1
			} else if dp[i+1][j] >= dp[i][j+1] {
				dp[i][j] = dp[i+1][j]
			} else {
				dp[i][j] = dp[i][j+1]
			}
		}
	}
	mp := map[int]int{}
	var changed []int
	i, j := 0, 0
	type hunk struct{ a0, a1, b0, b1 int }
	var hunks []hunk
	h := hunk{-1, -1, -1, -1}
	flush := func() {
		if h.a0 >= 0 || h.b0 >= 0 {
			hunks = append(hunks, h)
		}
		h = hunk{-1, -1, -1, -1}
	}
	for i < n || j < m {
		switch {
		case i < n && j < m && ka[i] == kb[j]:
			flush()
			mp[i+1] = j + 1
			i++
			j++
		case j < m && (i == n || dp[i][j+1] >= dp[i+1][j]):
			if h.b0 < 0 {
				h.b0, h.a0 = j, i
			}
			h.b1 = j + 1
			if h.a1 < 0 {
				h.a1 = i
			}
			j++
		default:
			if h.a0 < 0 {
				h.a0, h.b0 = i, j
			}
			h.a1 = i + 1
			if h.b1 < 0 {
				h.b1 = j
			}
			i++
		}
	}
	flush()
	indent := func(s string) int { return len(s) - len(strings.TrimLeft(s, " \t")) }
	// Only lines where statements start count: not blank lines, comments
	// or the text of docstrings.
	sa, sb := stmtSet(a), stmtSet(b)
	stmtA := func(k int) bool { return sa[k+1] }
	stmtB := func(k int) bool { return sb[k+1] }
	// Continuation lines of a statement (a call's arguments on the next
	// line): a change there is a change of the statement.
	ca, cb := trace.StatementOf(a), trace.StatementOf(b)
	contA := func(k int) (int, bool) { f, ok := ca[k+1]; return f, ok && f != k+1 }
	contB := func(k int) bool { f, ok := cb[k+1]; return ok && f != k+1 }
	for _, h := range hunks {
		code, cont := false, false
		for k := h.a0; k < h.a1; k++ {
			code = code || stmtA(k)
			_, c := contA(k)
			cont = cont || c
		}
		for k := h.b0; k < h.b1; k++ {
			code = code || stmtB(k)
			cont = cont || contB(k)
		}
		if !code {
			if cont {
				for k := h.a0; k < h.a1; k++ {
					if f, ok := contA(k); ok {
						changed = append(changed, f)
					}
				}
			}
			continue
		}
		// The statement lines of b's side, to pair with a's in order.
		var bs []int
		for k := h.b0; k < h.b1; k++ {
			if stmtB(k) {
				bs = append(bs, k)
			}
		}
		aStmt := false
		for k := h.a0; k < h.a1; k++ {
			aStmt = aStmt || stmtA(k)
		}
		if aStmt {
			off := 0
			for k := h.a0; k < h.a1; k++ {
				if stmtA(k) {
					changed = append(changed, k+1)
					// A replaced line corresponds to its replacement.
					if off < len(bs) {
						mp[k+1] = bs[off] + 1
					}
					off++
				}
			}
			continue
		}
		// A missing statement: the statement before it in its block (the
		// same indentation), and the statement lines just before and after.
		if len(bs) == 0 {
			continue
		}
		ind := indent(lb[bs[0]])
		for k := h.a0 - 1; k >= 0; k-- {
			if stmtA(k) {
				changed = append(changed, k+1)
				break
			}
		}
		for k := h.a0 - 1; k >= 0; k-- {
			if stmtA(k) && indent(la[k]) <= ind {
				changed = append(changed, k+1)
				break
			}
		}
		for k := h.a0; k < n; k++ {
			if stmtA(k) {
				changed = append(changed, k+1)
				break
			}
		}
	}
	return mp, changed
}

// docLines are the lines of docstrings (a statement that is only a string).
func docLines(src []byte) map[int]bool {
	m := map[int]bool{}
	t, err := pyparse.Parse(src)
	if err != nil {
		return m
	}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() == "expression_statement" && n.NamedChildCount() == 1 && n.NamedChild(0).Type() == "string" {
			for l := pyparse.Line(n); l <= pyparse.EndLine(n); l++ {
				m[l] = true
			}
			return false
		}
		return true
	})
	return m
}

func stmtSet(src []byte) map[int]bool {
	ls, _ := trace.StatementLines(src)
	m := map[int]bool{}
	for _, l := range ls {
		m[l] = true
	}
	return m
}

// Align walks the two traces of the same test side by side. Steps of
// files other than the compared ones are skipped on both sides.
func Align(bug, fix *trace.Trace, bugFile, fixFile string, lm map[int]int) *Alignment {
	al := &Alignment{Divergence: "none", BugStep: -1, FixStep: -1}
	var bi, fi []int
	for i, s := range bug.Steps {
		if s.File == bugFile {
			bi = append(bi, i)
		}
	}
	for i, s := range fix.Steps {
		if s.File == fixFile {
			fi = append(fi, i)
		}
	}
	var reads []IOVar
	for k := 0; k < len(bi) && k < len(fi); k++ {
		b, f := bug.Steps[bi[k]], fix.Steps[fi[k]]
		if lm[b.Line] != f.Line || b.Entry != f.Entry {
			// A wrong branch: the step before, in the same frame, chose;
			// unless this step runs a line the fixed version does not have:
			// then the versions part because the code differs, here.
			al.Divergence, al.BugStep, al.FixStep = "branch", bi[k], fi[k]
			out, reason := bi[k], "changed line"
			if _, same := lm[b.Line]; same || b.Entry {
				reason = "wrong branch"
				for j := k - 1; j >= 0; j-- {
					if bug.Steps[bi[j]].Frame == b.Frame {
						out = bi[j]
						break
					}
				}
			}
			ob := bug.Steps[out]
			al.Output = Output{Step: out, Reason: reason}
			if reason == "changed line" {
				al.Outputs = append(al.Outputs, IOVar{Step: out, Line: ob.Line, Var: "<code>", Value: "line " + itoa(b.Line) + ", which the fix changed", Fixed: "line " + itoa(f.Line)})
			} else {
				al.Outputs = append(al.Outputs, IOVar{Step: out, Line: ob.Line, Var: "<branch>", Value: "next line " + itoa(b.Line), Fixed: "next line " + itoa(f.Line)})
			}
			break
		}
		fw := map[string]string{}
		for _, w := range f.Writes {
			fw[w.Var] = addrRe.ReplaceAllString(w.Value, "0x")
		}
		var wrong []IOVar
		for _, w := range b.Writes {
			if v, ok := fw[w.Var]; ok && v != addrRe.ReplaceAllString(w.Value, "0x") {
				wrong = append(wrong, IOVar{Step: bi[k], Line: b.Line, Var: w.Var, Value: w.Value, Fixed: v})
			} else if !ok && len(f.Writes) > 0 {
				wrong = append(wrong, IOVar{Step: bi[k], Line: b.Line, Var: w.Var, Value: w.Value, Fixed: "<not written>"})
			}
		}
		if len(wrong) == 0 && len(f.Writes) > len(b.Writes) {
			for _, w := range f.Writes {
				found := false
				for _, x := range b.Writes {
					found = found || x.Var == w.Var
				}
				if !found {
					wrong = append(wrong, IOVar{Step: bi[k], Line: b.Line, Var: w.Var, Value: "<not written>", Fixed: w.Value})
				}
			}
		}
		if len(wrong) > 0 {
			al.Divergence, al.BugStep, al.FixStep = "value", bi[k], fi[k]
			al.Output = Output{Step: bi[k], Var: wrong[0].Var, Reason: "wrong value"}
			al.Outputs = wrong
			break
		}
		for _, r := range b.Reads {
			reads = append(reads, IOVar{Step: bi[k], Line: b.Line, Var: r.Var, Value: r.Value})
		}
	}
	if al.Divergence == "none" && len(bi) != len(fi) {
		al.Divergence = "length"
		n := min(len(bi), len(fi))
		if n > 0 {
			al.BugStep = bi[n-1]
			al.Output = Output{Step: bi[n-1], Reason: "trace ends differently"}
		}
	}
	// Inputs: the latest agreeing value of each variable read before.
	seen := map[string]bool{}
	for i := len(reads) - 1; i >= 0 && len(al.Inputs) < 50; i-- {
		if !seen[reads[i].Var] {
			seen[reads[i].Var] = true
			al.Inputs = append(al.Inputs, reads[i])
		}
	}
	return al
}

// addrRe matches the addresses in default reprs, which differ between runs.
var addrRe = regexp.MustCompile(`0x[0-9a-fA-F]+`)

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

// IOFile is the editable file of inputs and outputs.
type IOFile struct {
	Inputs  []IOVar `json:"inputs"`
	Outputs []IOVar `json:"outputs"`
	Output  Output  `json:"output"`
	// A printed line a person marks wrong, and the line expected instead:
	// read back as the oracle (debug --wrong-output, --expect-output).
	WrongOutput    string `json:"wrong_output,omitempty"`
	ExpectedOutput string `json:"expected_output,omitempty"`
}

// SaveIO writes al's inputs and outputs to path.
func SaveIO(path string, al *Alignment) error {
	b, _ := json.MarshalIndent(IOFile{Inputs: al.Inputs, Outputs: al.Outputs, Output: al.Output}, "", "  ")
	return os.WriteFile(path, append(b, '\n'), 0o644)
}

// LoadIO reads a (possibly corrected) inputs/outputs file.
func LoadIO(path string) (*IOFile, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var f IOFile
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, err
	}
	return &f, nil
}

// Ochiai scores each line of file from per-test coverage:
// failed(l) / sqrt(total failed * (failed(l) + passed(l))).
func Ochiai(tests []trace.TestResult, file string) map[int]float64 {
	failed, passed := map[int]int{}, map[int]int{}
	total := 0
	for _, t := range tests {
		if t.Failed {
			total++
		}
		for _, l := range t.Lines[file] {
			if t.Failed {
				failed[l]++
			} else {
				passed[l]++
			}
		}
	}
	out := map[int]float64{}
	for l := range union(failed, passed) {
		if total == 0 || failed[l] == 0 {
			out[l] = 0
			continue
		}
		out[l] = float64(failed[l]) / math.Sqrt(float64(total)*float64(failed[l]+passed[l]))
	}
	return out
}

// OchiaiRank is the pessimistic rank of the best truth line: the number of
// statement lines scoring at least as high (lines never run score 0).
func OchiaiRank(scores map[int]float64, universe []int, truth []int) int {
	best := -1.0
	for _, t := range truth {
		if s, ok := scores[t]; ok && s > best {
			best = s
		} else if !ok && best < 0 {
			best = 0
		}
	}
	if best < 0 {
		return 0
	}
	rank := 0
	for _, l := range universe {
		if scores[l] >= best {
			rank++
		}
	}
	if rank == 0 {
		rank = 1
	}
	return rank
}

func union(a, b map[int]int) map[int]bool {
	out := map[int]bool{}
	for k := range a {
		out[k] = true
	}
	for k := range b {
		out[k] = true
	}
	return out
}
