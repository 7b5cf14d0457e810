// Tests of the progress lines written when stderr is not a terminal.
package bench

import (
	"bytes"
	"strings"
	"testing"
)

func TestProgressPlainEveryTenth(t *testing.T) {
	var buf bytes.Buffer
	p := NewProgress(&buf, 25, false)
	p.Start()
	for range 25 {
		p.Item("so/x.py", "ok")
	}
	p.Finish()
	lines := strings.Split(strings.TrimSpace(buf.String()), "\n")
	if len(lines) != 10 {
		t.Fatalf("%d lines, want 10:\n%s", len(lines), buf.String())
	}
	if !strings.HasPrefix(lines[0], "[3/25] 12%") || !strings.HasPrefix(lines[9], "[25/25] 100%") ||
		!strings.Contains(lines[9], "last: so/x.py ok") || strings.Contains(buf.String(), "\r") {
		t.Errorf("lines:\n%s", buf.String())
	}
}
