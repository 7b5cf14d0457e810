package refs

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"unstuck/internal/pyparse"
)

func TestZZErr(t *testing.T) {
	if os.Getenv("ERRS") == "" {
		t.Skip()
	}
	n := 0
	filepath.Walk("/work/shared/datasets/snippets", func(p string, info os.FileInfo, err error) error {
		if info.IsDir() {
			return nil
		}
		src, _ := os.ReadFile(p)
		tr, err := pyparse.Parse(src)
		if err != nil {
			fmt.Println("ERR", p, err)
			return nil
		}
		if tr.HasError() {
			n++
			k := 0
			pyparse.Walk(tr.Root, func(x *pyparse.Node) bool {
				if (x.IsError() || x.IsMissing()) && k < 2 {
					k++
					s := tr.Text(x)
					if len(s) > 80 {
						s = s[:80]
					}
					fmt.Printf("%s:%d %s %q parent=%s\n", filepath.Base(p), pyparse.Line(x), x.Type(), s, x.Parent().Type())
				}
				return true
			})
		}
		return nil
	})
	fmt.Println("files with errors:", n)
}
