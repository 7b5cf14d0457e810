package instrument

import (
	"fmt"
	"testing"
)

// TestGuarded checks which sites a try's handlers guard: the loaders let a
// miss there raise, as in plain Python, instead of injecting.
func TestGuarded(t *testing.T) {
	cases := []struct {
		name, src string
		want      map[string]bool // "kind:name:line" -> guarded
	}{
		{"attribute probe", "try:\n    C().missing\nexcept AttributeError:\n    pass\n",
			map[string]bool{"attribute:missing:2": true, "name:C:2": false, "call:C:2": false}},
		{"name probe", "try:\n    unicode\nexcept NameError:\n    unicode = str\nunicode\n",
			map[string]bool{"name:unicode:2": true, "name:str:4": false, "name:unicode:5": false}},
		{"bare except", "try:\n    a.b\nexcept:\n    pass\n",
			map[string]bool{"name:a:2": true, "attribute:b:2": true}},
		{"broad handler with alias", "try:\n    a.b\nexcept Exception as e:\n    e\n",
			map[string]bool{"name:a:2": true, "attribute:b:2": true, "name:e:4": false}},
		{"tuple and dotted", "try:\n    a.b\nexcept (KeyError, builtins.NameError):\n    pass\n",
			map[string]bool{"name:a:2": true, "attribute:b:2": false}},
		{"handler that does not catch", "try:\n    a.b\nexcept KeyError:\n    pass\n",
			map[string]bool{"name:a:2": false, "attribute:b:2": false}},
		{"variable handler", "try:\n    a\nexcept errors:\n    pass\n",
			map[string]bool{"name:a:2": false}},
		{"except group", "try:\n    a\nexcept* NameError:\n    pass\n",
			map[string]bool{"name:a:2": true}},
		{"nested try keeps the outer guard", "try:\n    try:\n        a.b\n    except KeyError:\n        c\nexcept NameError:\n    pass\n",
			map[string]bool{"name:a:3": true, "attribute:b:3": false, "name:c:5": true}},
		{"handlers, else and finally are not guarded", "try:\n    pass\nexcept NameError:\n    a\nelse:\n    b\nfinally:\n    c\n",
			map[string]bool{"name:a:4": false, "name:b:6": false, "name:c:8": false}},
		{"a def body is another function", "try:\n    def f():\n        return a\n    f()\nexcept NameError:\n    pass\n",
			map[string]bool{"name:a:3": false, "name:f:4": true}},
		{"a callee is not guarded by the caller's try", "def main():\n    return a.b\ntry:\n    main()\nexcept Exception:\n    pass\n",
			map[string]bool{"name:a:2": false, "attribute:b:2": false, "name:main:4": true}},
		{"expressions and class bodies run in place", "try:\n    [x.y for x in z]\n    g = lambda: w\n    class K:\n        v = u\nexcept (NameError, AttributeError):\n    pass\n",
			map[string]bool{"attribute:y:2": true, "name:z:2": true, "name:w:3": true, "name:u:5": true}},
		{"a try inside a def", "def f():\n    try:\n        return a\n    except NameError:\n        return 0\n",
			map[string]bool{"name:a:3": true}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := instrument(t, tc.src)
			got := map[string]bool{}
			for _, s := range p.Sites {
				got[fmt.Sprintf("%s:%s:%d", s.Kind, s.Name, s.Line)] = s.Guarded
			}
			for k, v := range tc.want {
				g, ok := got[k]
				if !ok {
					t.Errorf("no site %s (sites: %v)", k, got)
					continue
				}
				if g != v {
					t.Errorf("%s: guarded %v, want %v", k, g, v)
				}
			}
		})
	}
}

// TestGuardedImportStaysAnImport: an import in a try whose handlers catch
// ImportError (or everything) is left as written, so the handler runs as in
// plain Python; elsewhere it becomes an assignment that survives a missing
// module.
func TestGuardedImportStaysAnImport(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"try:\n    import x\nexcept ImportError:\n    x = None\n", "try:\n    import x\nexcept _n_(1, lambda: ImportError):\n    x = None\n"},
		{"try:\n    from x import y\nexcept:\n    pass\n", "try:\n    from x import y\nexcept:\n    pass\n"},
		{"try:\n    import x\nexcept KeyError:\n    pass\n", "try:\n    x = _im_(1, \"x\", 0, globals())\nexcept _n_(2, lambda: KeyError):\n    pass\n"},
	} {
		if got := string(instrument(t, tc.src).Source); got != tc.want {
			t.Errorf("%q:\ngot  %q\nwant %q", tc.src, got, tc.want)
		}
	}
}
