package cfg

import (
	"reflect"
	"testing"
)

func deps(t *testing.T, src string) map[int][]int {
	t.Helper()
	d, err := ControlDeps([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func expect(t *testing.T, d map[int][]int, want map[int][]int) {
	t.Helper()
	for line, w := range want {
		got, ok := d[line]
		if !ok {
			t.Errorf("line %d: not a statement line (have %v)", line, d)
			continue
		}
		if len(w) == 0 && len(got) == 0 {
			continue
		}
		if !reflect.DeepEqual(got, w) {
			t.Errorf("line %d: deps %v, want %v", line, got, w)
		}
	}
}

func TestControlDepsIfElifElse(t *testing.T) {
	src := `def f(x):
    y = 0
    if x > 0:
        y = 1
    elif x < 0:
        y = 2
    else:
        y = 3
    return y
`
	expect(t, deps(t, src), map[int][]int{
		1: {}, 2: {}, 3: {}, 4: {3}, 5: {3}, 6: {5}, 8: {5}, 9: {},
	})
}

func TestControlDepsLoops(t *testing.T) {
	src := `def f(xs):
    n = 0
    for x in xs:
        if x < 0:
            break
        if x == 0:
            continue
        n += x
    else:
        n = -1
    while n > 10:
        n -= 3
    return n
`
	expect(t, deps(t, src), map[int][]int{
		2: {}, 3: {4}, 4: {3}, 5: {4}, 6: {4}, 7: {6}, 8: {6},
		10: {3}, 11: {11}, 12: {11}, 13: {},
	})
}

func TestControlDepsReturnInLoop(t *testing.T) {
	src := `def find(xs, t):
    for i, x in enumerate(xs):
        if x == t:
            return i
    return -1
`
	expect(t, deps(t, src), map[int][]int{
		2: {3}, 3: {2}, 4: {3}, 5: {2},
	})
}

func TestControlDepsTryNestedModule(t *testing.T) {
	src := `import sys
def outer(s):
    def inner(c):
        if c.isdigit():
            return int(c)
        return 0
    try:
        v = int(s)
    except ValueError:
        if s:
            v = inner(s[0])
        else:
            v = -1
    finally:
        print(s)
    return v

class C:
    def m(self, k):
        while k:
            k -= 1
        return k

if len(sys.argv) > 1:
    print(outer(sys.argv[1]))
`
	d := deps(t, src)
	expect(t, d, map[int][]int{
		1: {}, 2: {}, 3: {}, 4: {}, 5: {4}, 6: {4},
		7: {}, 8: {}, 9: {}, 10: {}, 11: {10}, 13: {10}, 15: {}, 16: {},
		19: {}, 20: {20}, 21: {20}, 22: {},
		24: {}, 25: {24},
	})
	if _, ok := d[12]; ok {
		t.Errorf("else: line reported as a statement")
	}
}

func TestPathsBounded(t *testing.T) {
	src := `def f(xs):
    s = 0
    for x in xs:
        if x > 0:
            s += x
    return s
`
	f, err := Build([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	g := f.Func("f")
	ps := g.Paths(Bounds{MaxIter: 2, MaxLen: 50, MaxPaths: 100})
	// 0 iterations: 1 path; 1: 2; 2: 4.
	if len(ps) != 7 {
		for _, p := range ps {
			t.Log(p.Lines(), p)
		}
		t.Fatalf("%d paths, want 7", len(ps))
	}
	if got := ps[0].Lines(); !reflect.DeepEqual(got, []int{2, 3, 6}) {
		t.Errorf("shortest path lines %v", got)
	}
	for _, p := range ps {
		if p.Steps[len(p.Steps)-1].Kind != Return {
			t.Errorf("path %v does not end in the return", p)
		}
	}
}

func TestFromLines(t *testing.T) {
	src := `def f(xs):
    s = 0
    for x in xs:
        if x < 0: return -1
        s += x
    return xs[s]
`
	f, err := Build([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	g := f.Func("f")
	p, err := g.FromLines([]int{2, 3, 4, 5, 3, 4}, false)
	if err != nil {
		t.Fatal(err)
	}
	// The return shares line 4 with its if: no line event of its own.
	if got := p.String(); got != "2 3:T1 4:F 5 3:T2 4:T 4" {
		t.Errorf("path %q", got)
	}
	p, err = g.FromLines([]int{2, 3, 6}, true)
	if err != nil {
		t.Fatal(err)
	}
	if got := p.String(); got != "2 3:F 6:E" {
		t.Errorf("raising path %q", got)
	}
	if _, err := g.FromLines([]int{2, 6}, false); err == nil {
		t.Errorf("a line sequence that skips the loop header was accepted")
	}
}
