package wrap

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"unstuck/internal/pyparse"
)

// Each cut-out body must run inside its wrapper with plain python3, and
// its lines must sit Offset() lines down.
func TestWrappersRun(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("no python3")
	}
	cases := []struct {
		name, src, kind, out string
		undefined            []string
	}{
		{"await", "import asyncio\nx = await asyncio.sleep(0, result=4)\nprint(x)\n", "async def", "4", nil},
		{"a running loop's function", "import asyncio\nasync def work(i):\n    return i * 2\ntask = asyncio.create_task(work(4))\nprint(asyncio.get_running_loop().is_running())\n", "async def", "True", nil},
		{"async for", "async def gen():\n    yield 5\nasync for v in gen():\n    print(v)\n", "async def", "5", nil},
		{"return", "print('a')\nif True:\n    return 3\nprint('never')\n", "def", "a", nil},
		{"yield", "for i in range(2):\n    yield i\nprint('done')\n", "def", "done", nil},
		{"nonlocal at module level", "nonlocal counter\ncounter = (counter or 0) + 1\nprint(counter)\n", "nested def", "1", nil},
		{"nonlocal in a function", "x = 0\ndef inc():\n    nonlocal x\n    x += 1\ninc()\nprint(x)\n", "nested def", "1", nil},
		{"late future import", "print('first')\nfrom __future__ import annotations\nprint('second')\n", "hoisted", "second", nil},
		{"parameter reassigned", "if n is None:\n    n = 7\nprint(n)\nreturn n\n", "def", "7", []string{"n"}},
		{"star import", "from os.path import *\nprint(join('a', 'b'))\nreturn\n", "def", "a/b", nil},
		{"nonlocal bound by no enclosing function", "def outer():\n    def inner():\n        nonlocal x\n        x = 3\n    inner()\nx = 0\nouter()\nprint(x)\n", "nested def", "3", nil},
		{"functions kept for later calls", "def helper():\n    return 5\nreturn 1\n", "def", "", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tree, err := pyparse.Parse([]byte(c.src))
			if err != nil {
				t.Fatal(err)
			}
			w := Wrap([]byte(c.src), tree, c.undefined)
			if w == nil {
				t.Fatal("no wrapper")
			}
			if w.Kind != c.kind {
				t.Errorf("kind %q, want %q (%s)", w.Kind, c.kind, w.Describe())
			}
			src := string(w.Source())
			// The snippet's lines are where Offset says, in order.
			got := strings.Split(src, "\n")
			for i, l := range strings.Split(strings.TrimSuffix(c.src, "\n"), "\n") {
				if g := strings.TrimSpace(got[w.Offset()+i]); g != strings.TrimSpace(l) && g != "pass" {
					t.Errorf("line %d: %q, want %q", i+1, g, l)
				}
			}
			f := filepath.Join(t.TempDir(), "w.py")
			os.WriteFile(f, []byte(src), 0o644)
			pre := ""
			if len(c.undefined) > 0 {
				pre = "n = None\n"
				os.WriteFile(f, []byte(pre+src), 0o644)
			}
			if c.name == "functions kept for later calls" {
				os.WriteFile(f, []byte(src+"print('after', helper())\n"), 0o644)
				c.out = "after 5"
			}
			out, err := exec.Command(py, f).CombinedOutput()
			if err != nil || !strings.Contains(string(out), c.out) || strings.Contains(string(out), "never") {
				t.Errorf("%v: %s\n--- wrapped:\n%s", err, out, src)
			}
		})
	}
	for _, plain := range []string{"x = 1\n", "async def f():\n    await g()\n", "def f():\n    return 1\n", "from __future__ import annotations\nx = 1\n", "\"\"\"doc\"\"\"\nfrom __future__ import division\n"} {
		tree, _ := pyparse.Parse([]byte(plain))
		if w := Wrap([]byte(plain), tree, nil); w != nil {
			t.Errorf("%q wrapped: %s", plain, w.Describe())
		}
	}
}
