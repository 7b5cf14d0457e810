package debug

import (
	"reflect"
	"testing"
)

func TestTransfersComputeNothing(t *testing.T) {
	src := []byte(`def f(xs, self):
    out = []
    a, b = {}, set()
    self.items = []
    total = 0
    for x in xs:
        out.append(x * 2)
    yield out
    yield x + 1
    return out
def g(p):
    if p:
        return
    return p.value, p.name
def h(q):
    return q[0]
`)
	got := transfers(src)
	want := map[int]bool{2: true, 3: true, 4: true, 8: true, 10: true, 13: true, 14: true}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("transfers = %v, want %v", got, want)
	}
}
