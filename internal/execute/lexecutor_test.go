// Tests of learning-guided execution (lexecutor mode): what the predictions
// become in the run, checked against what CPython does with real values.
package execute

import (
	"context"
	"strings"
	"testing"

	"unstuck/internal/instrument"
	"unstuck/internal/predict"
	"unstuck/internal/pyparse"
)

// byName predicts a class for the name sites of the given names, and
// object (the dummy) everywhere else.
type byName map[string]predict.Scored

func (b byName) Predict(q predict.Query) []predict.Scored {
	if s, ok := b[q.Name]; ok && q.Kind == instrument.KindName {
		return []predict.Scored{s, {Class: predict.ClassObject, P: 1 - s.P}}
	}
	return []predict.Scored{{Class: predict.ClassObject, P: 1}}
}

func lexRun(t *testing.T, src string, p predict.Predictor) *Result {
	t.Helper()
	r := executor(t).RunMode(context.Background(), "snippet.py", []byte(src), Mode{Name: "lexecutor", Predictor: p, Confidence: 0.9})
	if r.Failure != "" {
		t.Fatalf("lexecutor: %s", r.Failure)
	}
	return r
}

// TestAnnotationNamesAreInjected: the [...] of a generic annotation is
// evaluated where the annotation is (a module variable's, a parameter's, a
// return's, an attribute target's), so a name missing there gets a value as
// any other read does, and the run goes on past it. CPython, with the names
// defined, runs the same lines.
func TestAnnotationNamesAreInjected(t *testing.T) {
	body := `rv: dict[str, t.Any] = {}
def f(line: Line, features: Collection[Feature]) -> Iterator[Line]:
    return features
class C:
    pass
self = C()
self.magics: Dict[int, List[OffsetAndMagic]] = {}
print("end", f(1, [2]))
`
	r := lexRun(t, body, predict.Naive{})
	if r.Status != "ok" || !strings.Contains(r.Stdout, "end [2]") {
		t.Fatalf("status %s, error %+v, stdout %q", r.Status, r.Error, r.Stdout)
	}
	defs := "import typing as t\nfrom typing import *\nLine = Feature = OffsetAndMagic = int\n"
	plain := run(t, defs+body)
	if plain.Status != "ok" || plain.Stdout != r.Stdout {
		t.Fatalf("CPython with the names defined: status %s, stdout %q; lexecutor %q", plain.Status, plain.Stdout, r.Stdout)
	}
	if r.Coverage != 1 {
		t.Errorf("lexecutor covered %v of %v", r.CoveredLines, r.CountableLines)
	}
}

// TestLoopElementsFromReads: a dummy that a loop iterates, whose element
// name every read in the loop is predicted a text, has texts as elements:
// "".join takes them, as it takes a real list of str, where a dummy's
// dummy elements are refused by CPython's join. The collection keeps its
// laws (len, in, indexing and iteration agree).
func TestLoopElementsFromReads(t *testing.T) {
	src := `lines = contents.split("\n")
for i, line in enumerate(lines):
    if line.startswith("+"):
        line = "a" + line
    lines[i] = line
print("joined", "|".join(lines))
print("laws", len(lines) == len(list(lines)), lines[0] in lines, [x for x in lines] == [lines[k] for k in range(len(lines))])
print("types", all(type(x) is str for x in lines))
`
	sure := byName{"line": {Class: predict.ClassStrNonempty, P: 0.95}}
	r := lexRun(t, src, sure)
	if r.Status != "ok" || !strings.Contains(r.Stdout, "laws True True True") || !strings.Contains(r.Stdout, "types True") {
		t.Fatalf("status %s, error %+v, stdout %q", r.Status, r.Error, r.Stdout)
	}
	// The joined text is what CPython joins for a list of those texts.
	var joined string
	for _, l := range strings.Split(r.Stdout, "\n") {
		if strings.HasPrefix(l, "joined ") {
			joined = strings.TrimPrefix(l, "joined ")
		}
	}
	plain := run(t, "lines = "+pyStrList(strings.Split(joined, "|"))+"\nprint('joined', '|'.join(lines))\n")
	if !strings.Contains(plain.Stdout, "joined "+joined) {
		t.Errorf("CPython joins %q, lexecutor printed %q", plain.Stdout, joined)
	}
	// Without the prediction the elements are dummies, which join refuses.
	n := lexRun(t, src, predict.Naive{})
	if n.Error == nil || n.Error.Type != "TypeError" {
		t.Errorf("naive: status %s, error %+v (the dummy's limit this test is about)", n.Status, n.Error)
	}
	// Reads that disagree, or are not sure enough, give no element class.
	for _, p := range []byName{
		{"line": {Class: predict.ClassStrNonempty, P: 0.6}},
		{"line": {Class: predict.ClassIntPos, P: 0.95}}, // an int has no startswith
	} {
		if e := elementsOf(t, src, p); len(e) != 0 {
			t.Errorf("%v: element classes %v", p, e)
		}
	}
	if e := elementsOf(t, src, sure); len(e) != 1 {
		t.Errorf("element classes %v, want one (the loop's iterable)", e)
	}
}

func elementsOf(t *testing.T, src string, p predict.Predictor) map[string]string {
	t.Helper()
	tree, err := pyparse.Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	prog, err := instrument.Instrument(tree)
	if err != nil {
		t.Fatal(err)
	}
	tops := map[int]predict.Scored{}
	for _, s := range prog.Sites {
		tops[s.ID] = p.Predict(query(s))[0]
	}
	return elementClasses(prog.Sites, tops, 0.9)
}

func pyStrList(xs []string) string {
	var b strings.Builder
	b.WriteString("[")
	for i, x := range xs {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString("'" + strings.ReplaceAll(strings.ReplaceAll(x, `\`, `\\`), "'", `\'`) + "'")
	}
	b.WriteString("]")
	return b.String()
}

// ctxPredictor predicts class c for the sites of a name: with
// probability first where the tokens after it start with ")" (print(name)),
// else rest.
type ctxPredictor struct {
	name        string
	c           string
	first, rest float64
}

func (c ctxPredictor) Predict(q predict.Query) []predict.Scored {
	if q.Name != c.name || q.Kind != instrument.KindName {
		return []predict.Scored{{Class: predict.ClassObject, P: 1}}
	}
	p := c.rest
	if len(q.After) > 0 && q.After[0] == ")" {
		p = c.first
	}
	return []predict.Scored{{Class: c.c, P: p}, {Class: predict.ClassObject, P: 1 - p}}
}

// TestNamePredictedFromAllReads: a missing name gets one value for all its
// reads, so its class comes from all of them (the mean of their
// predictions): reads sure of a text make the first read, which alone is
// not sure enough (print(path)), a text too; os.path.join takes it, as it
// takes a real str, where it refuses the dummy. A class that does not fit
// one of the reads' uses is not injected.
func TestNamePredictedFromAllReads(t *testing.T) {
	src := "print(path)\nimport os\nprint('joined', os.path.join(path, 'x'))\nprint(path.upper())\n"
	// Alone, the first read (0.85) would give the dummy, which join refuses.
	if r := lexRun(t, src, ctxPredictor{"path", predict.ClassStrNonempty, 0.85, 0.3}); r.Error == nil || r.Error.Type != "TypeError" {
		t.Errorf("a text not sure enough: status %s, error %+v", r.Status, r.Error)
	}
	r := lexRun(t, src, ctxPredictor{"path", predict.ClassStrNonempty, 0.85, 0.97})
	if r.Status != "ok" || !strings.Contains(r.Stdout, "joined path/x") {
		t.Fatalf("status %s, error %+v, stdout %q", r.Status, r.Error, r.Stdout)
	}
	plain := run(t, "path = 'path'\n"+src)
	if plain.Stdout != r.Stdout {
		t.Errorf("CPython with path = 'path' prints %q, lexecutor %q", plain.Stdout, r.Stdout)
	}
	// An int fits print() and an argument but has no .upper: the pooled
	// class must fit every read, so the dummy goes in.
	for _, in := range lexRun(t, src, ctxPredictor{"path", predict.ClassIntPos, 0.97, 0.97}).Injections {
		if in.Name == "path" && in.Class != predict.ClassObject {
			t.Errorf("an int injected for a name whose read calls .upper: %+v", in)
		}
	}
}
