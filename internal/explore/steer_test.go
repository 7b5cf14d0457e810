package explore

import (
	"os"
	"reflect"
	"strings"
	"testing"
)

func TestPathSteering(t *testing.T) {
	src := "if (not a.ok\n        and b not in c):\n    x = 1\nelif d.kind != 3:\n    x = 2\nelse:\n    x = 3\ntry:\n    y = e.get()\nexcept (KeyError, IndexError):\n    y = None\nif f.done:\n    exit(y)\nassert g.size == 2\n"
	s, err := NewSnippet("s.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	for line, want := range map[int]steering{
		3:  {1: "False", 2: "False"},
		5:  {1: "True", 2: "True", 4: "True"},
		7:  {1: "True", 2: "True", 4: "False"},
		11: {9: "KeyError"},
		14: {12: "False", 14: "True"},
	} {
		if got := pathSteering(s, line); !reflect.DeepEqual(got, want) {
			t.Errorf("line %d: %v, want %v", line, got, want)
		}
	}
	if got := (steering{9: "KeyError", 1: "True"}).statement(); got != "Stub._steer({1: True, 9: KeyError})" {
		t.Errorf("statement %q", got)
	}
	init := extendInit([]string{"a = 1", "Stub._steer({1: True})"}, "b = 2")
	if init[len(init)-1] != "Stub._steer({1: True})" {
		t.Errorf("steering not last: %q", init)
	}
}

// TestSteeringReachesStubBranches: with --force, branches that compare
// stand-ins with each other, a handler of a try body that only calls
// stand-ins, a function under a stand-in decorator, and super() in a
// method body cut out of its class are all reached offline, by prefixes
// that run with plain python3 and say that they force.
func TestSteeringReachesStubBranches(t *testing.T) {
	ex := evalExecutor(t)
	src := "leaf = line.leaves[0]\nif leaf.type == syms.RBRACE:\n    depth = 1\nelif isinstance(leaf, Leaf):\n    depth = 2\nelse:\n    depth = 3\ntry:\n    stream = self.pop_stream(leaf)\nexcept KeyError:\n    stream = None\n@app.route('/x')\ndef view():\n    print('view ran')\nsuper().__init__(depth)\n"
	tree, o := exploreWith(t, ex, &Offline{Force: true}, src, 1)
	steered := false
	for _, rp := range o.P {
		n := NodeByID(tree.Nodes, rp.Node)
		if strings.HasPrefix(n.Prefix[len(n.Prefix)-1], steerCall) {
			steered = true
			if text, _ := os.ReadFile(rp.File); !n.Forced || !strings.Contains(string(text), "FORCED EXECUTION") {
				t.Errorf("steering prefix %d not marked forced", n.ID)
			}
		}
	}
	if !steered {
		t.Errorf("no prefix of P steers")
	}
}
