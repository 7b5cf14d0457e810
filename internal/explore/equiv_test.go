package explore

import "testing"

// TestTwinKey: a prefix that binds no Stub is the twin of itself with
// the Stub class and its settings; one that makes a Stub, forces, or
// whose snippet can see the class in its module is no one's twin.
func TestTwinKey(t *testing.T) {
	class, forced := ownDefinitions[0], ownDefinitions[1]
	plain := []string{"import numpy as np", `df = "text"`}
	with := []string{"import numpy as np", class, `df = "text"`, "Stub._truth = False", "Stub._size = 2"}
	snippet := "print(df.apply(np.sum))\n"
	s, err := NewSnippet("s.py", []byte(snippet))
	if err != nil {
		t.Fatal(err)
	}
	k1, ok1 := twinKey(s, plain)
	k2, ok2 := twinKey(s, with)
	if !ok1 || !ok2 || k1 != k2 {
		t.Errorf("%q (%v) and %q (%v): want one key", k1, ok1, k2, ok2)
	}
	for name, stmts := range map[string][]string{
		"a Stub bound":          {class, `df = Stub("df")`, "Stub._truth = False"},
		"a Stub in a value":     {class, `df = [Stub("df[0]")]`},
		"the forced class":      {forced, `df = "text"`, "Stub._truth = False"},
		"a setting not literal": {class, `df = "text"`, "Stub._truth = df"},
	} {
		if k, ok := twinKey(s, stmts); ok {
			t.Errorf("%s: key %q, want none", name, k)
		}
	}
	for _, src := range []string{"print(Stub)\n", "print(sorted(globals()))\n", "import __main__\nprint(__main__.df)\n", "print(dir())\n"} {
		s, err := NewSnippet("s.py", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		if k, ok := twinKey(s, with); ok {
			t.Errorf("snippet %q: key %q, want none (it sees its module's names)", src, k)
		}
	}
}
