package instrument

import (
	"fmt"
	"os"
	"strings"
	"testing"

	sitter "github.com/smacker/go-tree-sitter"
	"unstuck/internal/pyparse"
)

func dumpNode(t *pyparse.Tree, n *sitter.Node, field string, depth int) {
	txt := ""
	if n.ChildCount() == 0 {
		txt = fmt.Sprintf(" %q", t.Text(n))
	}
	named := ""
	if !n.IsNamed() {
		named = "'"
	}
	fmt.Printf("%s%s%s%s [%d-%d]%s\n", strings.Repeat("  ", depth), field, named, n.Type(), n.StartByte(), n.EndByte(), txt)
	for i := 0; i < int(n.ChildCount()); i++ {
		f := n.FieldNameForChild(i)
		if f != "" {
			f += ": "
		}
		dumpNode(t, n.Child(i), f, depth+1)
	}
}

func TestDump(t *testing.T) {
	src := os.Getenv("DUMP_SRC")
	if src == "" {
		t.Skip()
	}
	tr, _ := pyparse.Parse([]byte(src))
	dumpNode(tr, tr.Root, "", 0)
}
