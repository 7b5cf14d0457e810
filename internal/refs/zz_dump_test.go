package refs

import (
	"fmt"
	"os"
	"testing"

	"unstuck/internal/pyparse"
)

func TestZZDump(t *testing.T) {
	src := os.Getenv("DUMP")
	if src == "" {
		t.Skip()
	}
	tr, _ := pyparse.Parse([]byte(src))
	var rec func(n *pyparse.Node, ind string, field string)
	rec = func(n *pyparse.Node, ind, field string) {
		f := ""
		if field != "" {
			f = field + ": "
		}
		txt := ""
		if n.ChildCount() == 0 {
			txt = " " + tr.Text(n)
		}
		fmt.Printf("%s%s%s named=%v%s\n", ind, f, n.Type(), n.IsNamed(), txt)
		for i := 0; i < int(n.ChildCount()); i++ {
			rec(n.Child(i), ind+"  ", n.FieldNameForChild(i))
		}
	}
	rec(tr.Root, "", "")
}
