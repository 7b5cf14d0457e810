package javatrace

import (
	"reflect"
	"testing"
)

func TestLineMapJava(t *testing.T) {
	bug := []byte("package p;\n\nclass A {\n    int f(int n) {\n        int c = 0;\n        while (n != 0) {\n            n = n ^ (n - 1);\n            c++;\n        }\n        return c;\n    }\n}\n")
	fix := []byte("package q;\nimport p.B;\n\nclass A {\n    int f(int n) {\n        int c=0;\n        while (n != 0) {\n            n = n & (n - 1);\n            c++;\n        }\n        return c;\n    }\n}\n")
	lm, changed := LineMap(bug, fix)
	if !reflect.DeepEqual(changed, []int{7}) {
		t.Errorf("changed %v, want [7] (package, imports and spaces are not changes)", changed)
	}
	if lm[5] != 6 || lm[10] != 11 {
		t.Errorf("line map %v", lm)
	}
	// A pure insertion: the code lines around it.
	ins := []byte("package p;\nclass A {\n    void f() {\n        a();\n        b();\n    }\n}\n")
	fix2 := []byte("package p;\nclass A {\n    void f() {\n        a();\n        x();\n        b();\n    }\n}\n")
	if _, ch := LineMap(ins, fix2); !reflect.DeepEqual(ch, []int{4, 5}) {
		t.Errorf("insertion: changed %v, want [4 5]", ch)
	}
}

func TestTruthLines(t *testing.T) {
	src := []byte("a\n        while (true) {\n            x();\n        } else {\n    int y = f(1,\n              2);\n")
	universe := []int{1, 3, 5}
	// A block header without code counts as the statement after it; a
	// continuation line as the statement before it.
	if got := truthLines([]int{2, 6}, universe, src); !reflect.DeepEqual(got, []int{3, 5}) {
		t.Errorf("truth %v, want [3 5]", got)
	}
}

func TestFuseOrder(t *testing.T) {
	universe := []int{10, 11, 12, 13}
	ochiai := map[int]float64{10: 0.5, 11: 0.9, 12: 0.9, 13: 0.1}
	slice := map[int]bool{12: true}
	mut := map[int]float64{13: 1}
	cs := fuse(universe, ochiai, slice, mut, map[int]string{13: "mutant"}, []int{11, 12}, []int{10, 11, 12, 13})
	var got []int
	for _, c := range cs {
		got = append(got, c.Line)
	}
	// Mutation evidence first, then spectrum with the slice, then the rest.
	if !reflect.DeepEqual(got, []int{13, 12, 11, 10}) {
		t.Errorf("order %v, want [13 12 11 10]", got)
	}
	if len(cs[0].Evidence) == 0 || cs[0].Evidence[0] != "mutant" {
		t.Errorf("the first candidate does not carry its evidence: %+v", cs[0])
	}
}
