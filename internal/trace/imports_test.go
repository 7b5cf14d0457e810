package trace

import (
	"context"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

var multiDir = filepath.Join("..", "debug", "testdata", "multifile")

// The user's modules a script imports, through packages and relative
// imports; libraries (statistics) and names that are not modules are not.
func TestLocalModules(t *testing.T) {
	got := LocalModules(multiDir, "main.py")
	want := []string{"shop/__init__.py", "shop/cart.py", "shop/pricing.py"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("local modules %v, want %v", got, want)
	}
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "ns", "deep"), 0o755)
	os.WriteFile(filepath.Join(dir, "a.py"), []byte("import b as bee, json\nfrom ns.deep import leaf\ndef f():\n    from c import g\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "b.py"), []byte("x = 1\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "c.py"), []byte("from b import x\ndef g(): pass\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "ns", "deep", "leaf.py"), []byte(""), 0o644)
	os.WriteFile(filepath.Join(dir, "unused.py"), []byte(""), 0o644)
	got = LocalModules(dir, "a.py")
	want = []string{"b.py", "c.py", "ns/deep/leaf.py"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("local modules %v, want %v", got, want)
	}
}

// A program of several files is traced in all of the user's files and in
// no library: steps carry their file, a call into another module links
// its return value, each module's globals are its own, and the failure is
// located in the script.
func TestTraceMultiFile(t *testing.T) {
	opt := newOpts(t)
	tr, err := Run(context.Background(), opt, Target{Mode: "program", Script: filepath.Join(multiDir, "main.py")})
	if err != nil {
		t.Fatal(err)
	}
	wantFiles := []string{"main.py", "shop/__init__.py", "shop/cart.py", "shop/pricing.py"}
	if !reflect.DeepEqual(tr.Files, wantFiles) {
		t.Fatalf("files %v, want %v", tr.Files, wantFiles)
	}
	if tr.Status != "raised" || tr.Error == nil || tr.Error.Type != "AssertionError" || tr.Error.File != "main.py" || *tr.Error.Line != 19 {
		t.Fatalf("status %s error %+v", tr.Status, tr.Error)
	}
	// CPython printed the totals (the discount never applied: 50.0).
	if !strings.Contains(tr.Stdout, "totals 49.5 50.0") {
		t.Errorf("stdout %q", tr.Stdout)
	}
	g := Link(tr, AllRecovery)
	perFile := map[string]int{}
	crossReturn, discount := false, false
	for i, s := range tr.Steps {
		perFile[s.File]++
		if s.File == "" {
			t.Errorf("step %d has no file", i)
		}
		for _, d := range g.Deps[i] {
			if d.Kind == "return" && s.File == "shop/cart.py" && tr.Steps[d.To].File == "shop/pricing.py" {
				crossReturn = true
			}
		}
		for _, w := range s.Writes {
			if w.Var == "DISCOUNT" && s.File == "shop/pricing.py" {
				discount = w.Loc != "G:DISCOUNT" && strings.HasPrefix(w.Loc, "G") && w.Value == "0.1"
			}
		}
		for _, r := range s.Reads {
			if s.File == "shop/pricing.py" && s.Line == 10 && r.Var == "amount" && r.Value != "50.0" && r.Value != "49.5" {
				t.Errorf("amount read as %s", r.Value)
			}
		}
	}
	for _, f := range wantFiles[:len(wantFiles)-1] {
		if perFile[f] == 0 && f != "shop/__init__.py" {
			t.Errorf("no step in %s (%v)", f, perFile)
		}
	}
	if perFile["shop/pricing.py"] == 0 || !crossReturn {
		t.Errorf("steps per file %v, cart.py reads pricing.py's return: %v", perFile, crossReturn)
	}
	if !discount {
		t.Errorf("pricing.py's global DISCOUNT not written under its own module's location")
	}
}
