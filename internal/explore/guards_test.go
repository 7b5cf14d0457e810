package explore

// Phase: explore, steps 1 and 3 (tests). Which conditions step 3 flips to
// reach uncovered lines, on what variables they read, the values it gives
// them, the handlers it reaches; a cut-out body's parameters named as
// builtins and the first parameter of implicit class methods.

import (
	"context"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"unstuck/internal/execute"
)

// guardTexts are the guards of src for the uncovered lines unc, as
// "condition want".
func guardTexts(t *testing.T, src string, unc ...int) (*builder, map[string]bool) {
	t.Helper()
	s, err := NewSnippet("s.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	u := map[int]bool{}
	for _, l := range unc {
		u[l] = true
	}
	out := map[string]bool{}
	for _, g := range guards(s, u) {
		out[s.Tree.Text(g.cond)+map[bool]string{true: " true", false: " false"}[g.want]] = true
	}
	return newBuilder(s), out
}

// Lines after an early exit run only when its condition is false; an elif
// runs only when the if's condition is false.
func TestGuardsEarlyExitAndElif(t *testing.T) {
	src := "if self.lo is None:\n    exit('below')\nif self.hi is None:\n    exit('above')\nspan = self.hi - self.lo\n"
	_, got := guardTexts(t, src, 3, 4, 5)
	if !got["self.lo is None false"] {
		t.Errorf("no guard makes the first early exit's condition false: %v", got)
	}
	_, got = guardTexts(t, src, 2)
	if !got["self.lo is None true"] || got["self.lo is None false"] {
		t.Errorf("line 2 alone: %v", got)
	}
	src = "if n > 3:\n    x = 1\nelif n > 1:\n    x = 2\nprint(x)\n"
	_, got = guardTexts(t, src, 3, 4)
	if !got["n > 3 false"] || !got["n > 1 true"] {
		t.Errorf("elif: %v", got)
	}
}

// A guard on the body's own variable is solved through what it was
// assigned; one assigned twice or in a loop is left alone.
func TestSubstituteLocals(t *testing.T) {
	for src, want := range map[string]string{
		"end = n + self.pos\nif end < len(self.buf):\n    x = 1\n":                         "(n + self.pos) < len(self.buf)",
		"tok = leaf.type\nstate = self.state\nif (state, tok) in self.table:\n    x = 1\n": "((self.state), (leaf.type)) in self.table",
		"end = n\nend = end + 1\nif end < m:\n    x = 1\n":                                 "",
		"for v in items:\n    end = v\n    if end < m:\n        x = 1\n":                   "",
		"if n < m:\n    x = 1\n": "",
	} {
		s, err := NewSnippet("s.py", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		b := newBuilder(s)
		u := map[int]bool{}
		for _, l := range s.Countable {
			u[l] = true
		}
		got := ""
		for _, g := range guards(s, u) {
			if n, tr, _ := b.substituteLocals(g.cond, g.line); n != nil {
				got = tr.Text(n)
			}
		}
		if got != want {
			t.Errorf("%q: rewritten %q, want %q", src, got, want)
		}
	}
}

// A solved literal the body's other uses rule out (a number then called,
// a bool then passed on) gets a value of those uses; others are kept.
func TestFitUses(t *testing.T) {
	src := "if self.make is not None:\n    app = self.make()\nif not data:\n    exit(0)\nparts = pattern.split(data)\nif limit:\n    print(limit + 1)\n"
	s, err := NewSnippet("s.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	b := newBuilder(s)
	for key, want := range map[string]string{"self.make": "lambda", "data": `"data"`, "limit": ""} {
		lit := map[string]string{"self.make": "0", "data": "True", "limit": "1"}[key]
		fit, _ := b.fitUses(map[string]string{key: lit}, []string{key})
		switch {
		case want == "" && fit != nil:
			t.Errorf("%s = %s fits its uses, rewritten %v", key, lit, fit)
		case want != "" && (len(fit) != 1 || !strings.Contains(fit[0], want)):
			t.Errorf("%s = %s: %v, want %s", key, lit, fit, want)
		}
	}
}

// A handler whose try body calls a parameter's method is reached by that
// method raising the exception the clause names.
func TestHandlersThroughParameterMethods(t *testing.T) {
	src := "try:\n    n = self.convert(value)\nexcept ParseFailure:\n    n = None\nprint(n)\n"
	s, err := NewSnippet("s.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	b := newBuilder(s)
	b.origin = &Origin{Func: &OriginFunc{Qual: "C.parse", Class: "C", Params: []OriginParam{{Name: "self"}, {Name: "value"}}}}
	hs := handlers(b, map[int]bool{3: true, 4: true})
	if len(hs) != 1 || hs[0].exc != "ParseFailure" || !strings.Contains(strings.Join(hs[0].defs, "\n"), "self.convert = _raises_0") {
		t.Fatalf("handlers: %+v", hs)
	}
	b.origin = nil // not a parameter: nothing to set
	if hs := handlers(b, map[int]bool{3: true, 4: true}); len(hs) != 0 {
		t.Errorf("without an origin: %+v", hs)
	}
}

// A body cut from a function whose parameter is named list: the prefix
// binds list (the builtin would not iterate), and CPython runs every line.
func TestShadowedBuiltinParameter(t *testing.T) {
	ex := evalExecutor(t)
	off := NewOffline()
	off.Origins = &Origins{Exec: ex}
	src, err := os.ReadFile("testdata/shadowed_param.py")
	if err != nil {
		t.Fatal(err)
	}
	tree, rep := exploreReplayed(t, ex, off, 10*time.Second, "shadowed_param.py", src)
	if got := coverageOf(tree.Nodes, tree.P, tree.Countable); got != 1 || rep.Coverage != 1 {
		t.Fatalf("P covers %v, replayed %v", got, rep.Coverage)
	}
	for _, id := range tree.P {
		if n := NodeByID(tree.Nodes, id); !strings.Contains(n.Code(), "\nlist = ") && !strings.HasPrefix(n.Code(), "list = ") {
			t.Errorf("P node %d does not bind list:\n%s", n.ID, n.Code())
		}
	}
}

// Python passes __new__, __init_subclass__ and __class_getitem__ their
// class, as it passes a classmethod's.
func TestImplicitClassMethods(t *testing.T) {
	for qual, want := range map[string]bool{"Meta.__new__": true, "Base.__init_subclass__": true, "G.__class_getitem__": true, "C.__init__": false, "C.run": false} {
		if got := (&OriginFunc{Qual: qual, Class: "C"}).classFirst(); got != want {
			t.Errorf("%s: classFirst %v", qual, got)
		}
	}
}

// A handler whose try body passes a parameter to a real function is
// reached by a plain value the function rejects (None), the callee left
// real: no stand-in. CPython runs json.loads(None) into the handler.
func TestHandlersThroughRejectedArgument(t *testing.T) {
	src := "try:\n    data = loads(text)\nexcept Exception:\n    data = 'rejected'\nprint(data)\n"
	s, err := NewSnippet("s.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	b := newBuilder(s)
	b.origin = &Origin{Func: &OriginFunc{Qual: "read", Params: []OriginParam{{Name: "text"}}}}
	hs := handlers(b, map[int]bool{4: true})
	if len(hs) != 1 || !slices.Equal(hs[0].rejected, []string{"text = None"}) {
		t.Fatalf("handlers: %+v", hs)
	}
	ex := evalExecutor(t)
	prog := "from json import loads\ntext = '[1]'\n" + strings.Join(hs[0].rejected, "\n") + "\n" + src
	r := ex.RunMode(context.Background(), "run.py", []byte(prog), execute.Mode{Wall: 30 * time.Second})
	if strings.TrimSpace(r.Stdout) != "rejected" {
		t.Errorf("CPython: %s %q %s, want the handler", r.Status, r.Stdout, r.Stderr)
	}
	b.origin = nil // not a parameter: nothing rebound
	for _, h := range handlers(b, map[int]bool{4: true}) {
		if len(h.rejected) > 0 {
			t.Errorf("without an origin: %+v", h)
		}
	}
}
