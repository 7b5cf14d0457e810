package instrument

import (
	"testing"

	"unstuck/internal/pyparse"
)

func TestRoles(t *testing.T) {
	src := "try:\n    f(x)\nexcept (ValueError, mod.Err) as e:\n    raise Wrapped(e) from e\nraise Plain\ny = ValueError\n"
	tr, err := pyparse.Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	p, err := Instrument(tr)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, s := range p.Sites {
		got[s.Kind+":"+s.Name+":"+string(rune('0'+s.Line))] = s.Role
	}
	want := map[string]string{
		"call:f:2": "", "name:f:2": "called", "name:x:2": "",
		"name:ValueError:3": "exception", "attribute:Err:3": "exception", "name:mod:3": "attr:Err",
		"call:Wrapped:4": "exception", "name:Wrapped:4": "exception", "name:e:4": "",
		"name:Plain:5": "exception", "name:ValueError:6": "",
	}
	for k, v := range want {
		if r, ok := got[k]; !ok || r != v {
			t.Errorf("%s: role %q (present %v), want %q", k, r, ok, v)
		}
	}
}

// The value's own use: what an injected value must support there.
func TestValueUseRoles(t *testing.T) {
	src := "for v in items:\n    print(list(df.columns), cfg.get('a'), n[0], fn(1), 3 in box, (p).q, ~flag, k + 1)\na, b = pair\nz = [w for w in seq]\n"
	tr, err := pyparse.Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	p, err := Instrument(tr)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, s := range p.Sites {
		got[s.Kind+":"+s.Name] = s.Role
	}
	want := map[string]string{
		"name:items": "iterated", "attribute:columns": "iterated", "name:df": "attr:columns", "name:cfg": "attr:get",
		"name:n": "subscripted", "name:fn": "called", "name:box": "iterated", "name:p": "attr:q",
		"name:pair": "iterated", "name:seq": "iterated", "name:print": "called", "call:fn": "", "name:flag": "unary", "name:k": "operand",
	}
	for k, v := range want {
		if r, ok := got[k]; !ok || r != v {
			t.Errorf("%s: role %q (present %v), want %q", k, r, ok, v)
		}
	}
}
