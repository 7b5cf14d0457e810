package pyparse

import (
	"strings"
	"testing"
)

// Callee names a method call by its attribute and a plain call by its
// function's text; anything but a call has no callee.
func TestCallee(t *testing.T) {
	tr, err := Parse([]byte("rows.append(x)\nos.path.join(a, b)\nlen(s)\n"))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	Walk(tr.Root, func(n *Node) bool {
		if fn, args, name := tr.Callee(n); fn != nil && args != nil {
			got = append(got, name+"/"+fn.Type())
		}
		return true
	})
	if strings.Join(got, " ") != "append/attribute join/attribute len/identifier" {
		t.Errorf("callees %v", got)
	}
	if fn, args, name := tr.Callee(tr.Root); fn != nil || args != nil || name != "" {
		t.Errorf("a module has callee %v %v %q", fn, args, name)
	}
}
