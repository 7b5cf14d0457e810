package explore

import (
	"context"
	"encoding/json"
	"slices"
	"testing"

	"unstuck/internal/execute"
)

// A module of an installed package is introspected in a process forked
// from a warm server that holds the package: what it reports is what a
// cold interpreter reports, and a second module of the same package is
// served by the same server (its import paid once). Without the class
// index, or with Cold, or for a standard-library module, it runs cold.
func TestOriginWarmIntrospection(t *testing.T) {
	ex := freshExecutor(t)
	pool := ex.Warm()
	if pool == nil {
		t.Skip("warm servers need bubblewrap")
	}
	ctx := context.Background()
	idx := &ClassIndex{Modules: map[string]bool{"idna": true, "json": true}}
	cands := candidates("./repo/idna/core.py")

	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	cold := &Origins{Exec: ex, Cold: true}
	mc, cpuC := cold.module(ctx, "core", cands, idx)
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	warm := &Origins{Exec: ex}
	started := pool.Started()
	mw, cpuW := warm.module(ctx, "core", cands, idx)
	if cold.warmed != 0 || warm.warmed != 1 {
		t.Fatalf("warm runs: cold %d, warm %d; want 0 and 1", cold.warmed, warm.warmed)
	}
	if mc == nil || mw == nil || mc.Module != "idna.core" || len(mc.Functions) == 0 {
		t.Fatalf("introspection: cold %+v, warm %+v", mc, mw)
	}
	if !slices.Contains(mc.Loaded, "idna") || !slices.Contains(mc.Loaded, "json") {
		t.Errorf("loaded %v: want the package and what it imported", mc.Loaded)
	}
	// What else is loaded differs (the warm server's own modules): all
	// the rest must not.
	mc.Loaded, mw.Loaded = nil, nil
	jc, _ := json.Marshal(mc)
	jw, _ := json.Marshal(mw)
	if string(jc) != string(jw) {
		t.Errorf("warm introspection differs from the cold one:\ncold %.3000s\nwarm %.3000s", jc, jw)
	}
	if cpuC <= 0 || cpuW <= 0 {
		t.Errorf("CPU cold %.3f, warm %.3f: want both counted", cpuC, cpuW)
	}
	pool.Settle()
	n := pool.Started()
	if n != started+1 {
		t.Errorf("%d servers started for the first module, want 1", n-started)
	}
	mi, _ := warm.module(ctx, "intranges", candidates("./repo/idna/intranges.py"), idx)
	if mi == nil || mi.Module != "idna.intranges" || warm.warmed != 2 {
		t.Fatalf("second module: %+v, %d warm runs", mi, warm.warmed)
	}
	pool.Settle()
	if pool.Started() != n {
		t.Errorf("the second module of the package started %d servers, want the first's reused", pool.Started()-n)
	}

	if k := warm.warmKey(candidates("lib/json/decoder.py"), idx); k != nil {
		t.Errorf("a standard-library module: key %v, want a cold run", k)
	}
	if k := warm.warmKey(cands, nil); k != nil {
		t.Errorf("no class index: key %v, want a cold run", k)
	}
	if k := cold.warmKey(cands, idx); k != nil {
		t.Errorf("Cold: key %v", k)
	}
	if k := warm.warmKey(cands, idx); len(k) != 1 || k[0] != "idna" {
		t.Errorf("key %v, want [idna]: the package of the first candidate that imports", k)
	}
}

// What introspections of a package's modules loaded besides the package
// (installed, not the standard library's, not private) joins the warm
// key of its next module; another package's modules do not get it.
func TestOriginLearnsWarmKey(t *testing.T) {
	o := &Origins{Exec: &execute.Executor{}}
	idx := &ClassIndex{Modules: map[string]bool{"pkg": true, "pytest": true, "json": true, "other": true, "numpy": true}}
	cands := candidates("src/pkg/tests/test_a.py")
	if k := o.warmKey(cands, idx); !slices.Equal(k, []string{"pkg"}) {
		t.Fatalf("before any introspection: %v, want [pkg]", k)
	}
	o.learn(&OriginModule{Module: "pkg.tests.test_b", Loaded: []string{"_private", "harness", "json", "numpy", "pkg", "pytest"}}, idx)
	o.learn(&OriginModule{Module: "other.mod", Loaded: []string{"other", "scrapy"}}, idx)
	if k := o.warmKey(cands, idx); !slices.Equal(k, []string{"pkg", "numpy", "pytest"}) {
		t.Errorf("after one module: %v, want [pkg numpy pytest]", k)
	}
	if k := o.warmKey(candidates("src/other/x.py"), idx); !slices.Equal(k, []string{"other"}) {
		t.Errorf("another package: %v, want [other]", k)
	}
}
