package mutate

import (
	"strings"
	"testing"
)

func TestRepairsIncludeSiblingSwaps(t *testing.T) {
	src := []byte(`import bisect

def grade(scores, cut, xs):
    i = bisect.bisect_left(cut, scores[0])
    total = 0
    for x in xs[1:]:
        total += x
    if isinstance(total, int) and i < 3:
        return sorted(xs, key=abs)
    return max(xs[:i])
`)
	ms, err := Repairs(src, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"bisect.bisect_right(cut, scores[0])", // sibling
		"total -= x",                          // augmented operator
		"or i < 3",                            // and/or
		"i <= 3",                              // relational
		"xs[2:]", "xs[0:]",                    // bounds: the constant off by one
		"sorted(xs, key=abs, reverse=True)", // sort order
		"isinstance(total, (int, float))",   // type tuple
		"min(xs[:i])", "xs[:i + 1]",
	}
	var all []string
	for _, m := range ms {
		all = append(all, m.After)
		if m.Line < 1 || m.Line > 10 || len(m.Src) == 0 {
			t.Fatalf("bad mutant %+v", m)
		}
	}
	joined := strings.Join(all, "\n")
	for _, w := range want {
		if !strings.Contains(joined, w) {
			t.Errorf("no mutant with %q among:\n%s", w, joined)
		}
	}
	// Only the asked lines.
	ms, _ = Repairs(src, map[int]bool{7: true})
	for _, m := range ms {
		if m.Line != 7 {
			t.Errorf("mutant of line %d, asked for 7", m.Line)
		}
	}
	if len(ms) == 0 {
		t.Error("no mutant of line 7")
	}
}

func TestRepairsSwapOperandsAndDropCalls(t *testing.T) {
	src := []byte("def f(dp, i, j, x, s):\n    s = s + x\n    yield g(x)\n    n = x.incoming + g(i % j, j) + 1\n    return dp[i - 1, j] + f(dp, i, j, x.outgoing, s)\n")
	ms, err := Repairs(src, nil)
	if err != nil {
		t.Fatal(err)
	}
	var all []string
	for _, m := range ms {
		all = append(all, m.After)
	}
	joined := strings.Join(all, "\n")
	for _, w := range []string{"s = x + s", "yield x", "dp[i - 1, j - 1]", "dp[i - 1, j + 1]",
		"g(j, i % j)", "n = x.incoming + g(i % j, j)\n", "x.outgoing + g", "f(dp, i + 1, j"} {
		if !strings.Contains(joined, w) {
			t.Errorf("no mutant with %q among:\n%s", w, joined)
		}
	}
}

func TestRepairsSlicesAndTargets(t *testing.T) {
	src := []byte("def f(a, b, k):\n    for x in a:\n        b[x] = min(w[x] + 1, w[b])\n    for y in parse(a)[1:]:\n        pass\n    return f(a[1:], b)\n")
	ms, err := Repairs(src, nil)
	if err != nil {
		t.Fatal(err)
	}
	var all []string
	for _, m := range ms {
		all = append(all, m.After)
	}
	joined := strings.Join(all, "\n")
	for _, w := range []string{"for x in a[1:]:", "for x in a[:-1]:", "for x in a[k:]:", "for y in parse(a):",
		"w[x] = min(w[x] + 1, w[b])", "w[b] = min(", "f(a[1:], b[1:])"} {
		if !strings.Contains(joined, w) {
			t.Errorf("no mutant with %q among:\n%s", w, joined)
		}
	}
}

// A wrong string key (KEY), and a normalization applied to one name of a
// statement but not to the other name it stores (NRM).
func TestRepairsKeysAndNormalizations(t *testing.T) {
	src := []byte("def f(rows, line):\n    g = sum(r[\"count\"] for r in rows)\n    out = {\"total\": g}\n    name, _, value = line.partition(\":\")\n    out[name.strip().lower()] = value\n    return out\n")
	ms, err := Repairs(src, nil)
	if err != nil {
		t.Fatal(err)
	}
	var all []string
	for _, m := range ms {
		all = append(all, m.After)
	}
	joined := strings.Join(all, "\n")
	for _, w := range []string{`sum(r["total"] for r in rows)`, "out[name.strip().lower()] = value.strip().lower()"} {
		if !strings.Contains(joined, w) {
			t.Errorf("no mutant with %q among:\n%s", w, joined)
		}
	}
	// The receiver itself is not normalized twice.
	for _, bad := range []string{"name.strip().lower().strip()", "name.strip().lower().strip().lower()"} {
		if strings.Contains(joined, bad) {
			t.Errorf("unexpected mutant %q", bad)
		}
	}
}
