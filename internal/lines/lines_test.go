package lines

import (
	"encoding/csv"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"unstuck/internal/pyparse"
)

func table(t *testing.T, src string) *Table {
	t.Helper()
	tr, err := pyparse.Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return Compute(tr)
}

func TestCountableLines(t *testing.T) {
	src := `"""module docstring"""
import os
def f(x):
    """doc"""
    global g
    if x:
        return 1
    elif x is None:
        pass
    else:
        return 2
class C:
    y = [
        1,
        2]
    'not a docstring'
for i in range(3): print(i)
try:
    a = 1; b = 2
except KeyError as e:
    raise
finally:
    c = 3
with open("f") as fh:
    d = fh.read()
while False:
    break
@decorator
def g():
    pass
`
	tb := table(t, src)
	want := []int{2, 3, 5, 6, 7, 8, 9, 11, 12, 13, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 29, 30}
	if got := tb.Lines(); !reflect.DeepEqual(got, want) {
		t.Fatalf("countable lines\n got %v\nwant %v", got, want)
	}
	kinds := map[int]Kind{}
	for _, u := range tb.Units {
		kinds[u.Line] = u.Kind
	}
	for line, k := range map[int]Kind{3: Header, 5: NoCode, 13: Simple, 17: Simple, 29: Header, 20: Header, 21: Simple} {
		if kinds[line] != k {
			t.Errorf("line %d: kind %s, want %s", line, kinds[line], k)
		}
	}
	for _, u := range tb.Units {
		switch u.Line {
		case 13:
			if u.Span != [2]int{13, 15} {
				t.Errorf("multi-line statement span %v", u.Span)
			}
		case 29:
			// The decorator belongs to the def's header text.
			if u.Span != [2]int{28, 29} || u.Body != [2]int{30, 30} {
				t.Errorf("decorated def span %v body %v", u.Span, u.Body)
			}
		}
	}
}

// TestParityWithLExecutor checks the line table against the number of lines
// LExecutor's own rewriting counts on the benchmark snippets.
func TestParityWithLExecutor(t *testing.T) {
	shared := filepath.Join("..", "..", "..", "shared")
	f, err := os.Open(filepath.Join(shared, "reference", "lexecutor", "line_counts.csv"))
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("reference data missing in CI: %v", err)
		}
		t.Skip("no ../shared/reference beside the repository")
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	n, same := 0, 0
	for _, r := range rows[1:] {
		src, err := os.ReadFile(filepath.Join(shared, "datasets", "snippets", r[0]))
		if err != nil {
			continue // the held-out half is not here
		}
		want, _ := strconv.Atoi(r[1])
		n++
		tr, err := pyparse.Parse(src)
		if err != nil {
			t.Errorf("%s: %v", r[0], err)
			continue
		}
		if got := len(Compute(tr).Units); got == want {
			same++
		} else {
			t.Logf("%s: %d countable lines, LExecutor counts %d", r[0], got, want)
		}
	}
	if n < 100 {
		t.Fatalf("only %d snippets found", n)
	}
	if rate := float64(same) / float64(n); rate < 0.98 {
		t.Fatalf("line-count parity %.3f (%d/%d), want >= 0.98", rate, same, n)
	}
}

// BenchmarkTable1000 measures parse + line table on 1,000 lines of Python.
func BenchmarkTable1000(b *testing.B) {
	src := []byte(Sample1000())
	b.SetBytes(int64(len(src)))
	for i := 0; i < b.N; i++ {
		tr, err := pyparse.Parse(src)
		if err != nil {
			b.Fatal(err)
		}
		Compute(tr)
	}
}

// A function's docstring in any quoting is left out: CPython runs nothing
// for it (TestFuncDocstringsRunNothing asks CPython). Strings that are not
// a function's docstring stay countable.
func TestFuncDocstringsInAnyQuoting(t *testing.T) {
	tb := table(t, funcDocstrings)
	want := []int{1, 2, 3, 4, 6, 7, 10, 11, 12, 13, 14, 15, 16, 17, 18}
	if got := tb.Lines(); !reflect.DeepEqual(got, want) {
		t.Fatalf("countable lines\n got %v\nwant %v", got, want)
	}
}

const funcDocstrings = `'module doc'
class C:
    'class doc'
def f(x):
    r'''raw doc'''
    return x
def g():
    # a comment first
    'doc'
    'second string'
    return 1
def h():
    b'bytes'
    return 2
def k():
    f'{1}'
    return 3
f(1); g(); h(); k()
`

// CPython, the oracle: the lines left out are those no line event reaches.
func TestFuncDocstringsRunNothing(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("no python3")
	}
	script := "import sys\nseen=set()\ndef tr(f, ev, a):\n    if f.f_code.co_filename == '<s>' and ev == 'line': seen.add(f.f_lineno)\n    return tr\n" +
		"sys.settrace(tr)\nexec(compile(sys.stdin.read(), '<s>', 'exec'))\nsys.settrace(None)\nprint(sorted(seen))\n"
	cmd := exec.Command(py, "-c", script)
	cmd.Stdin = strings.NewReader(funcDocstrings)
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	var seen []int
	if err := json.Unmarshal(out, &seen); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	ran := map[int]bool{}
	for _, l := range seen {
		ran[l] = true
	}
	countable := map[int]bool{}
	for _, l := range table(t, funcDocstrings).Lines() {
		countable[l] = true
	}
	for _, l := range []int{5, 9} { // the function docstrings
		if ran[l] || countable[l] {
			t.Errorf("line %d: ran %v, countable %v; a docstring runs nothing and does not count", l, ran[l], countable[l])
		}
	}
	for l := range countable {
		if !ran[l] {
			t.Errorf("countable line %d never ran under CPython", l)
		}
	}
}
