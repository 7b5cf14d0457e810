package debug

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"unstuck/internal/mutate"
	"unstuck/internal/trace"
)

// Each round-4 repair operator, on a small program with the bug kind it
// stands for: CPython (in the sandbox) decides that the program fails as
// written and that one of the operator's mutants makes its assert pass,
// while some mutant of the same program does not (the run can tell them
// apart).
func TestRepairOperatorsUnderCPython(t *testing.T) {
	cfg := config(t, trace.AllRecovery)
	opt := cfg.Trace
	opt.NoValues = true
	cases := []struct{ op, src string }{
		{"NAM", "def mean(rows):\n    s = n = 0\n    for v, w in rows:\n        s += v * w\n        n += 1\n    return s / n\n\nassert mean([(10, 1), (20, 3)]) == 17.5\n"},
		{"NAM", "def count_positive(xs):\n    c = 0\n    for x in xs:\n        if x > 0:\n            c += x\n    return c\n\nassert count_positive([3, -1, 4]) == 2\n"},
		{"BRK", "def total(xs):\n    t = 0\n    for x in xs:\n        if x is None:\n            break\n        t += x\n    return t\n\nassert total([1, None, 2]) == 3\n"},
		{"IND", "def find(xs, k):\n    for i, x in enumerate(xs):\n        if x == k:\n            return i\n        return -1\n\nassert find([3, 4, 5], 5) == 2\n"},
		{"TYQ", "from collections import OrderedDict\n\ndef depth(d):\n    if type(d) == dict:\n        return 1 + max([depth(v) for v in d.values()] or [0])\n    return 0\n\nassert depth(OrderedDict(a={'b': 1})) == 2\n"},
		{"DEF", "def collect(x, into=[]):\n    into.append(x)\n    return into\n\ncollect(1)\nassert collect(2) == [2]\n"},
		{"CPY", "def with_extra(base, extra):\n    out = base\n    out.update(extra)\n    return out\n\nb = {'a': 1}\nwith_extra(b, {'c': 2})\nassert b == {'a': 1}\n"},
		{"RCV", "class Box:\n    def __init__(self, n):\n        self.n = n\n\n    def give(self, other, k):\n        self.n -= k\n        self.n += k\n\na, b = Box(5), Box(0)\na.give(b, 2)\nassert (a.n, b.n) == (3, 2)\n"},
		{"ENU", "def numbered(lines):\n    return [f'{i}: {s}' for i, s in enumerate(lines)]\n\nassert numbered(['x', 'y'])[0] == '1: x'\n"},
		{"ENU", "def key_value(s):\n    k, v = s.split('=')\n    return k, v\n\nassert key_value('url=a=b') == ('url', 'a=b')\n"},
		{"FMT", "def stamp(h, m):\n    return f'{h}:{m}'\n\nassert stamp(7, 5) == '7:05'\n"},
		{"FMT", "def price(x):\n    return f'{x:.1f} EUR'\n\nassert price(2.5) == '2.50 EUR'\n"},
		{"APP", "def by_len(ws):\n    g = {}\n    for w in ws:\n        g.setdefault(len(w), [])\n        g[len(w)] = [w]\n    return g\n\nassert by_len(['ab', 'cd', 'e']) == {2: ['ab', 'cd'], 1: ['e']}\n"},
		{"APP", "def tally(pairs):\n    t = {}\n    for k, v in pairs:\n        t[k] = v\n    return t\n\nassert tally([('a', 1), ('a', 2)]) == {'a': 3}\n"},
		{"STP", "def name_of(entry):\n    cut = entry.index('<')\n    name = entry[:cut]\n    return name\n\nassert name_of('Ann Lee <ann@x.org>') == 'Ann Lee'\n"},
		{"GRD", "def hour24(h, pm):\n    if pm:\n        h += 12\n    elif not pm and h == 12:\n        h = 0\n    return h\n\nassert [hour24(12, True), hour24(12, False), hour24(3, True)] == [12, 0, 15]\n"},
		{"PAD", "def code(rgb):\n    return ''.join(hex(c)[2:] for c in rgb)\n\nassert code((255, 8, 0)) == 'ff0800'\n"},
		{"PAD", "def ymd(y, m, d):\n    return '-'.join([str(y), str(m), str(d)])\n\nassert ymd(2024, 3, 14) == '2024-03-14'\n"},
		{"KEYS", "def ranking(d):\n    return [k for k, v in sorted(d.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)]\n\nassert ranking({'b': 2, 'a': 2, 'c': 3}) == ['c', 'a', 'b']\n"},
	}
	for _, c := range cases {
		ms, err := mutate.Repairs([]byte(c.src), nil)
		if err != nil {
			t.Fatal(err)
		}
		dir := t.TempDir()
		os.WriteFile(filepath.Join(dir, "p.py"), []byte(c.src), 0o644)
		tg := trace.Target{Mode: "mutants", Root: dir, Files: []string{"p.py"}, Script: "p.py"}
		for _, m := range ms {
			tg.Mutants = append(tg.Mutants, trace.MutantSrc{File: "p.py", Src: string(m.Src)})
		}
		run, err := trace.Run(context.Background(), opt, tg)
		if err != nil || run.Mutation == nil || len(run.Mutation.Base) != 1 || len(run.Mutation.Mutants) != len(ms) {
			t.Fatalf("%s: %v %+v", c.op, err, run)
		}
		if run.Mutation.Base[0].Pass {
			t.Errorf("%s: the program passes as written", c.op)
		}
		repaired, other, fails := []string{}, 0, 0
		for k, m := range ms {
			o := run.Mutation.Mutants[k]
			pass := o != nil && o[0].Pass
			if m.Operator == c.op {
				if pass {
					repaired = append(repaired, strings.TrimSpace(m.After))
				}
				other++
			}
			if !pass {
				fails++
			}
		}
		if other == 0 {
			t.Errorf("%s: no mutant of that kind in\n%s", c.op, c.src)
		} else if len(repaired) == 0 {
			t.Errorf("%s: none of its %d mutants repairs\n%s", c.op, other, c.src)
		}
		if fails == 0 {
			t.Errorf("%s: every mutant passes (the check cannot tell)", c.op)
		}
	}
}
