package pyparse

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The bounds agree with CPython (the oracle, when installed): input just
// inside them compiles there and passes here; one level more is refused by
// both.
func TestBoundsAgreeWithCPython(t *testing.T) {
	nest := func(n int) []byte {
		return []byte("x = " + strings.Repeat("[", n) + strings.Repeat("]", n) + "\n")
	}
	indent := func(n int) []byte {
		var b strings.Builder
		for i := 0; i < n; i++ {
			b.WriteString(strings.Repeat(" ", i) + "if True:\n")
		}
		b.WriteString(strings.Repeat(" ", n) + "pass\n")
		return []byte(b.String())
	}
	cases := []struct {
		name string
		src  []byte
		ok   bool
	}{
		{"brackets at the limit", nest(MaxBrackets), true},
		{"brackets over the limit", nest(MaxBrackets + 1), false},
		{"indentation at the limit", indent(MaxIndent - 1), true},
		{"indentation over the limit", indent(MaxIndent), false},
		{"brackets in strings and comments", []byte("s = '" + strings.Repeat("(", 500) + "'\n# " + strings.Repeat("[", 500) + "\nt = \"\"\"\n" + strings.Repeat("{", 500) + "\n\"\"\"\n"), true},
		{"lines inside brackets do not indent", []byte("x = (\n" + strings.Repeat(" ", 50) + "1,\n" + strings.Repeat(" ", 300) + "2)\n"), true},
	}
	py, _ := exec.LookPath("python3")
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := CheckBounds(c.src)
			if (err == nil) != c.ok {
				t.Errorf("CheckBounds: %v, want ok=%v", err, c.ok)
			}
			if py == "" {
				return
			}
			f := filepath.Join(t.TempDir(), "s.py")
			os.WriteFile(f, c.src, 0o644)
			out, perr := exec.Command(py, "-c", "import sys; compile(open(sys.argv[1]).read(), 's', 'exec')", f).CombinedOutput()
			if (perr == nil) != c.ok {
				t.Errorf("CPython: %v %s, want ok=%v", perr, out, c.ok)
			}
		})
	}
}

// TestMillionDeepNesting: a 2 MB file nested a million deep is refused by
// the pre-scan before tree-sitter sees it.
func TestMillionDeepNesting(t *testing.T) {
	src := append(append([]byte("x = "), bytes.Repeat([]byte("["), 1000000)...), bytes.Repeat([]byte("]"), 1000000)...)
	_, err := Parse(src)
	var be *BoundsError
	if !errors.As(err, &be) || !strings.Contains(be.Message, "nested parentheses") {
		t.Fatalf("Parse: %v", err)
	}
}
