package solve

import (
	"fmt"
	"strings"
	"testing"

	"unstuck/internal/pyparse"
)

func dump(n *pyparse.Node, src []byte, depth int) {
	field := ""
	fmt.Printf("%s%s named=%v %q\n", strings.Repeat("  ", depth), n.Type(), n.IsNamed(), string(src[n.StartByte():n.EndByte()]))
	_ = field
	for i := 0; i < int(n.ChildCount()); i++ {
		c := n.Child(i)
		fn := n.FieldNameForChild(i)
		if fn != "" {
			fmt.Printf("%s[%s]\n", strings.Repeat("  ", depth+1), fn)
		}
		dump(c, src, depth+1)
	}
}

func TestScratch(t *testing.T) {
	for _, s := range []string{"0 < x not in y is not None", "not a and b or -c", "d['k'].x[0] == r'a\\n' 'b'", "x in [1,2] and a // b ** 2", "f'{x}' == u'\\u00e9'", "(x) if y else z", "s[1:2]", "match == 1", "x == 1j", "a[1, 2]"} {
		tr, _ := pyparse.Parse([]byte(s))
		dump(tr.Root, tr.Src, 0)
	}
}
