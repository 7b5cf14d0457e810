package javatrace

import (
	"reflect"
	"testing"

	"unstuck/internal/trace"
)

func call(rtype, fn string, rlen int, before map[string]string, args ...*trace.ArgRecord) trace.CallView {
	n := rlen
	return trace.CallView{
		Site: trace.CallSite{Recv: "r", Func: fn, Text: "r." + fn + "(...)"},
		Rec:  trace.CallRecord{Recv: 9, RType: rtype, RLen: &n, Before: before, Args: args},
	}
}

func TestJavaKB(t *testing.T) {
	str := &trace.ArgRecord{Type: "java.lang.String", Repr: `"k"`}
	one := &trace.ArgRecord{Type: "java.lang.Integer", Repr: "1"}
	list := &trace.ArgRecord{ID: 4, Type: "java.util.ArrayList"}
	cases := []struct {
		cv   trace.CallView
		want []string // target+path
	}{
		{call("java.util.ArrayList", "add", 3, nil, one), []string{"recv[2]", "recv#len"}},
		{call("java.util.ArrayList", "add", 3, nil, one, one), []string{"recv*", "recv#len"}},
		{call("java.util.ArrayList", "set", 3, nil, one, one), []string{"recv[1]"}},
		{call("java.util.ArrayList", "addAll", 4, map[string]string{"#len": "2"}, list), []string{"recv#len", "recv[2]", "recv[3]"}},
		{call("java.util.ArrayList", "get", 3, nil, one), nil},
		{call("java.util.HashMap", "put", 1, nil, str, one), []string{`recv["k"]`, "recv#len"}},
		{call("java.util.TreeMap", "get", 1, nil, str), nil},
		// A key whose class keeps identity equality names its entry by the object.
		{call("java.util.HashMap", "put", 2, nil, &trace.ArgRecord{ID: 7, Type: "demo.Node", Key: "@7"}, list), []string{"recv[@7]", "recv#len"}},
		{call("java.util.ArrayDeque", "addFirst", 2, nil, one), []string{"recv*", "recv#len"}},
		{call("java.util.ArrayDeque", "addLast", 2, nil, one), []string{"recv[1]", "recv#len"}},
		{call("java.util.PriorityQueue", "poll", 2, nil), []string{"recv*", "recv#len"}},
		{call("java.util.HashSet", "add", 2, nil, one), []string{"recv*", "recv#len"}},
		{call("java.lang.StringBuilder", "append", 2, nil, str), []string{"recv*", "recv#len"}},
		{call("java.lang.String", "substring", 2, nil, one), nil},
	}
	for _, c := range cases {
		effs, ok := KBEffects(c.cv)
		if !ok {
			t.Errorf("%s.%s unknown", c.cv.Rec.RType, c.cv.Site.Func)
			continue
		}
		var got []string
		for _, e := range effs {
			got = append(got, e.Target+e.Path)
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s.%s: %v, want %v", c.cv.Rec.RType, c.cv.Site.Func, got, c.want)
		}
	}
	sortCall := trace.CallView{Site: trace.CallSite{Func: "sort"}, Rec: trace.CallRecord{RType: "java.util.Collections", Args: []*trace.ArgRecord{list}}}
	if effs, ok := KBEffects(sortCall); !ok || len(effs) != 1 || effs[0].Target != "arg0" || effs[0].Path != "*" {
		t.Errorf("Collections.sort: %v %v", effs, ok)
	}
	if _, ok := KBEffects(call("java_programs.Node", "setSuccessors", 0, nil, list)); ok {
		t.Errorf("a user class is in the knowledge base")
	}
}
