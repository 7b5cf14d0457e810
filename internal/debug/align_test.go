package debug

import (
	"reflect"
	"testing"
)

func TestLineMapReplaceAndInsert(t *testing.T) {
	bug := "def f(x):\n    y = x + 1\n\n    return y\n"
	fix := "\ndef f(x):\n    y = x - 1\n    y *= 2\n\n    return y\n"
	mp, changed := LineMap([]byte(bug), []byte(fix))
	if mp[1] != 2 || mp[4] != 6 {
		t.Errorf("map %v", mp)
	}
	// Line 2 was replaced (and maps to its replacement); the insertion of
	// "y *= 2" after it names line 2 and the return.
	if mp[2] != 3 {
		t.Errorf("replaced line maps to %d, want 3", mp[2])
	}
	want := []int{2}
	if !reflect.DeepEqual(changed, want) {
		t.Errorf("changed %v, want %v", changed, want)
	}
	bug2 := "def g(t):\n    out = []\n    while t:\n        out.append(t.pop())\n\n    return out\n"
	fix2 := "def g(t):\n    out = []\n    while t:\n        out.append(t.pop())\n    out.append(0)\n\n    return out\n"
	_, ch2 := LineMap([]byte(bug2), []byte(fix2))
	if !reflect.DeepEqual(ch2, []int{4, 3, 6}) {
		t.Errorf("insertion: changed %v, want [4 3 6]", ch2)
	}
}

// A fix on a continuation line changes its statement (it was dropped).
func TestLineMapContinuationLine(t *testing.T) {
	bug := "def f(a, b):\n    x = max(a,\n            b)\n    return x\n"
	fix := "def f(a, b):\n    x = max(a,\n            b + 1)\n    return x\n"
	_, changed := LineMap([]byte(bug), []byte(fix))
	if !reflect.DeepEqual(changed, []int{2}) {
		t.Errorf("changed %v, want [2]", changed)
	}
}
