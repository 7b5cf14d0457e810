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
		"call:f:2": "", "name:f:2": "", "name:x:2": "",
		"name:ValueError:3": "exception", "attribute:Err:3": "exception", "name:mod:3": "",
		"call:Wrapped:4": "exception", "name:Wrapped:4": "exception", "name:e:4": "",
		"name:Plain:5": "exception", "name:ValueError:6": "",
	}
	for k, v := range want {
		if r, ok := got[k]; !ok || r != v {
			t.Errorf("%s: role %q (present %v), want %q", k, r, ok, v)
		}
	}
}
