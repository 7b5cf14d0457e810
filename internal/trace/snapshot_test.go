package trace

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// A big container read on every step is snapshotted from its first items,
// its repr kept while those items are the same objects: a change to them,
// or to its length, shows in the next step's value; the snapshot is the
// builtin repr of the first 12 items whatever the size (CPython's own
// repr: the program prints the same prefix).
func TestBigContainerSnapshots(t *testing.T) {
	opt := newOpts(t)
	p := write(t, "big.py", `d = {"k%d" % i: i for i in range(20000)}
xs = list(range(5000))
for r in range(3):
    d["k0"] = r * 10
    xs.append(r)
    seen = d["k0"] + len(xs)
print(repr(d)[:40], repr(xs)[:20])
`)
	tr, err := Run(context.Background(), opt, Target{Mode: "program", Script: p})
	if err != nil || tr.Status != "ok" {
		t.Fatalf("%v %+v", err, tr)
	}
	var dvals, xvals []string
	for _, s := range tr.Steps {
		if s.Line != 6 {
			continue
		}
		for _, r := range s.Reads {
			switch r.Var {
			case "d":
				dvals = append(dvals, r.Value)
			case "xs":
				xvals = append(xvals, r.Value)
			}
		}
	}
	if len(dvals) != 3 || len(xvals) != 3 {
		t.Fatalf("reads of d %v, xs %v", dvals, xvals)
	}
	for r, v := range dvals {
		want := fmt.Sprintf("{'k0': %d, 'k1': 1, 'k2': 2, ", r*10)
		if !strings.HasPrefix(v, want) || !strings.HasSuffix(v, ", ...}") || !strings.Contains(tr.Stdout, "{'k0': 20, 'k1': 1, 'k2': 2,") {
			t.Errorf("step %d: d read as %q, want %q...", r, v, want)
		}
	}
	if xvals[0] != xvals[1] || xvals[0] != "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, ...]" {
		t.Errorf("xs read as %v", xvals)
	}
}
