package engine

import (
	"strings"
	"testing"
	"time"
)

func TestCheckSource(t *testing.T) {
	for _, c := range []struct {
		src, status string
		line        int
	}{
		{"x = 1\nprint(x)\n", "", 0},
		{"x = 1\ndef f(:\n    pass\n", StatusSyntaxError, 2},
		{"return 3\n", "", 0}, // a cut-out body: the wrapper's business, not an error
		{"x = 1\n\xff\n", StatusRejected, 0},
		{"\x7fELF\x00", StatusRejected, 0},
	} {
		p := CheckSource("s.py", []byte(c.src))
		switch {
		case c.status == "" && p != nil:
			t.Errorf("%q: %+v", c.src, p)
		case c.status != "" && (p == nil || p.Status != c.status):
			t.Errorf("%q: %+v, want %s", c.src, p, c.status)
		case c.line > 0 && (p.Error.Line == nil || *p.Error.Line > c.line):
			t.Errorf("%q: line %v, want at most %d", c.src, p.Error.Line, c.line)
		}
	}
	p := CheckSource("s.py", []byte("def f(:\n"))
	if !strings.HasPrefix(p.Text(), "s.py:1: SyntaxError: ") || AsProblem(p.Err()) != p {
		t.Errorf("%q", p.Text())
	}
}

func TestDecodeAndCheck(t *testing.T) {
	if _, err := Explore.Decode([]byte(`{"kk": 3}`)); err == nil || !strings.Contains(err.Error(), "kk") {
		t.Errorf("a misspelt option: %v", err)
	}
	o, err := Explore.Decode([]byte(`{"k": 3, "prefix_timeout_seconds": 100}`))
	if err != nil {
		t.Fatal(err)
	}
	if err := o.Check(Limits{PrefixTimeout: 2 * time.Second}); err != nil {
		t.Fatal(err)
	}
	if eo := o.(*ExploreOptions); eo.K != 3 || eo.N != 10 || eo.PrefixTimeoutSeconds != 2 || eo.Proposer != "offline" {
		t.Errorf("decoded over the defaults and narrowed: %+v", eo)
	}
	for _, c := range []struct {
		e    *Engine
		json string
	}{
		{Run, `{"mode": "fly"}`}, {Explore, `{"proposer": "oracle"}`}, {Trace, `{"recovery": "oracle"}`},
		{Solve, `{"samples": 1000}`}, {Paths, `{"max_len": -1}`}, {Mutate, `{"cases": -2}`},
	} {
		o, err := c.e.Decode([]byte(c.json))
		if err == nil {
			err = o.Check(Limits{})
		}
		if err == nil {
			t.Errorf("%s %s: accepted", c.e.Name, c.json)
		}
	}
	if !strings.Contains(strings.Join(All().Names(), " "), "debug diff explore lexecutor mutate paths run solve trace") {
		t.Errorf("verbs %v", All().Names())
	}
}
