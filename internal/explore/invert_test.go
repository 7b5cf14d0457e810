package explore

import (
	"context"
	"os"
	"slices"
	"strings"
	"testing"

	"unstuck/internal/execute"
)

// A lambda standing in for a real function is replaced by the function
// with its argument searched: CPython, running the prefix and the
// snippet as plain code, takes the branch the lambda's answer took (a
// leap year found for True, a common one for False, a keyword among the
// snippet's own strings), and the argument stays a plain value.
func TestInversionsMakeRealFunctionsAnswer(t *testing.T) {
	ex := evalExecutor(t)
	src, err := os.ReadFile("testdata/invert_leap.py")
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewSnippet("invert_leap.py", src)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		init   []string
		lambda string
		imp    string
		want   string
	}{
		{[]string{"year = 1", `name = "name"`}, "isleap = lambda *args, **kwargs: True", "from calendar import isleap\nfrom keyword import iskeyword", "366"},
		{[]string{"year = 4", `name = "name"`}, "isleap = lambda *args, **kwargs: False", "from calendar import isleap\nfrom keyword import iskeyword", "365"},
		{[]string{"year = 1", `name = "name"`}, "iskeyword = lambda *args, **kwargs: True", "from calendar import isleap\nfrom keyword import iskeyword", "while is reserved; try while\n365"},
	} {
		init := append(append([]string{}, c.init...), c.lambda)
		loops := inversions(s, init, c.lambda)
		if len(loops) == 0 {
			t.Errorf("%s: no search", c.lambda)
			continue
		}
		for _, l := range loops {
			if strings.Contains(l, "lambda") || strings.Contains(l, "Stub") {
				t.Errorf("search binds a stand-in: %s", l)
			}
		}
		prog := c.imp + "\n" + strings.Join(c.init, "\n") + "\n" + loops[0] + "\n" + string(src)
		r := ex.RunMode(context.Background(), "inverted.py", []byte(prog), execute.Mode{})
		if got := strings.TrimSpace(r.Stdout); got != c.want {
			t.Errorf("%s: CPython printed %q, want %q\n%s\n%s", c.lambda, got, c.want, prog, r.Stderr)
		}
	}
	// No literal to vary, or no call of the function on a bound name: none.
	if l := inversions(s, []string{"year = yr", "isleap = lambda *args, **kwargs: True"}, "isleap = lambda *args, **kwargs: True"); len(l) != 0 {
		t.Errorf("searched an argument with no literal: %v", l)
	}
	if l := inversions(s, []string{"year = 1", "isleap = Stub(\"isleap\")"}, "isleap = Stub(\"isleap\")"); len(l) != 0 {
		t.Errorf("searched for a Stub, whose answer is not known: %v", l)
	}
}

// An argument that is an attribute of a bound name, valued object() by
// a commitment (nothing asked it anything), is searched over plain
// values: the real function then gets one it accepts.
func TestInversionsSearchObjectSlots(t *testing.T) {
	ex := evalExecutor(t)
	src, err := os.ReadFile("testdata/invert_attr.py")
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewSnippet("invert_attr.py", src)
	if err != nil {
		t.Fatal(err)
	}
	bind := "record = types.SimpleNamespace(path=object())"
	lambda := "fsencode = lambda *args, **kwargs: object()"
	loops := inversions(s, []string{bind, lambda}, lambda)
	if len(loops) == 0 {
		t.Fatal("no search")
	}
	prog := "import types\nfrom os import fsencode\n" + bind + "\n" + loops[0] + "\n" + string(src)
	r := ex.RunMode(context.Background(), "inverted.py", []byte(prog), execute.Mode{})
	if got := strings.TrimSpace(r.Stdout); got != "4 bytes" {
		t.Errorf("CPython printed %q, want %q\n%s\n%s", got, "4 bytes", prog, r.Stderr)
	}
}

// A function called as a statement is a check: its answer is unused, what
// matters is that it returns. The search keeps the first value the real
// function accepts (warnings.simplefilter returns None for a valid
// action, which a search for a truthy answer never finds), and a string a
// parser wants as a literal's source text is among the values tried.
func TestInversionsOfChecksCalledAsStatements(t *testing.T) {
	ex := evalExecutor(t)
	src, err := os.ReadFile("testdata/invert_check.py")
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewSnippet("invert_check.py", src)
	if err != nil {
		t.Fatal(err)
	}
	init := []string{`action = "text"`, `token = "text"`}
	var loops []string
	for _, lambda := range []string{"simplefilter = lambda *args, **kwargs: object()", "literal_eval = lambda *args, **kwargs: object()"} {
		l := inversions(s, append(append([]string{}, init...), lambda), lambda)
		if len(l) == 0 {
			t.Fatalf("%s: no search", lambda)
		}
		loops = append(loops, l[0])
	}
	prog := "from warnings import simplefilter\nfrom ast import literal_eval\n" + strings.Join(init, "\n") + "\n" + strings.Join(loops, "\n") + "\n" + string(src)
	r := ex.RunMode(context.Background(), "inverted.py", []byte(prog), execute.Mode{})
	if got, want := strings.TrimSpace(r.Stdout), "filtering: ignore\nquiet\ntoken: name"; got != want {
		t.Errorf("CPython printed %q, want %q\n%s\n%s", got, want, prog, r.Stderr)
	}
}

func TestFalsyText(t *testing.T) {
	for r, want := range map[string]bool{"False": true, "None": true, "0": true, `""`: true, "[]": true, "True": false, "object()": false, `"text"`: false, "1": false} {
		if falsyText(r) != want {
			t.Errorf("falsyText(%s) = %v", r, !want)
		}
	}
}

// A lambda's real function refuses the kind of the value its argument is
// computed from (os.fsencode of a slice of a list): the names the
// argument flows from, through the snippet's assignments, are rebound to
// text and to bytes, each a statement; CPython, running the real function
// on the retyped source, prints what it computes. A name the argument does
// not flow from, and a stand-in, are left alone.
func TestRetypesOfArgumentSources(t *testing.T) {
	ex := evalExecutor(t)
	src, err := os.ReadFile("testdata/invert_retype.py")
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewSnippet("invert_retype.py", src)
	if err != nil {
		t.Fatal(err)
	}
	lambda := "fsencode = lambda *args, **kwargs: b'x'"
	init := []string{"other = [1]", "body = [1, 2, 3]", `Stub._truth = True`, lambda}
	idx, stmts := retypes(s, init, lambda)
	if !slices.Equal(idx, []int{1, 1}) || !slices.Equal(stmts, []string{`body = "name"`, `body = b"name"`}) {
		t.Fatalf("retypes = %v %v", idx, stmts)
	}
	for _, st := range stmts {
		prog := "from os import fsencode\nother = [1]\n" + st + "\n" + string(src)
		r := ex.RunMode(context.Background(), "retyped.py", []byte(prog), execute.Mode{})
		if got := strings.TrimSpace(r.Stdout); got != "4 bytes 1" {
			t.Errorf("%s: CPython printed %q, want %q\n%s", st, got, "4 bytes 1", r.Stderr)
		}
	}
	if idx, _ := retypes(s, []string{`body = "text"`, lambda}, lambda); !slices.Equal(idx, []int{0}) {
		t.Errorf("text retyped as text: %v", idx)
	}
	if idx, _ := retypes(s, []string{`body = Stub("body")`, lambda}, lambda); len(idx) != 0 {
		t.Errorf("a Stub retyped: %v", idx)
	}
}
