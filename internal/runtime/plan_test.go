package runtime

import (
	"reflect"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// jsonKeys lists the JSON names of t's fields.
func jsonKeys(t reflect.Type) []string {
	var out []string
	for i := 0; i < t.NumField(); i++ {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		out = append(out, name)
	}
	sort.Strings(out)
	return out
}

// pySet reads a frozenset((...)) of string literals assigned to name.
func pySet(t *testing.T, src, name string) []string {
	t.Helper()
	m := regexp.MustCompile(`(?s)` + name + ` = frozenset\(\((.*?)\)\)`).FindStringSubmatch(src)
	if m == nil {
		t.Fatalf("harness.py has no %s", name)
	}
	var out []string
	for _, q := range regexp.MustCompile(`"([a-z_]+)"`).FindAllStringSubmatch(m[1], -1) {
		out = append(out, q[1])
	}
	sort.Strings(out)
	return out
}

// TestPlanKeys keeps Plan and the Python side's names equal: the harness's
// declared key sets match the Go struct's JSON names, and every key any
// runtime file reads from the plan or its limits is one Go writes. A field
// renamed on either side, or a key read that Go never sends (as once
// "processes"), fails here.
func TestPlanKeys(t *testing.T) {
	b, err := files.ReadFile("py/harness.py")
	if err != nil {
		t.Fatal(err)
	}
	h := string(b)
	goPlan, goLimits := jsonKeys(reflect.TypeOf(Plan{})), jsonKeys(reflect.TypeOf(PlanLimits{}))
	if py := pySet(t, h, "PLAN_KEYS"); !reflect.DeepEqual(py, goPlan) {
		t.Errorf("harness.py PLAN_KEYS %v, runtime.Plan %v", py, goPlan)
	}
	if py := pySet(t, h, "LIMIT_KEYS"); !reflect.DeepEqual(py, goLimits) {
		t.Errorf("harness.py LIMIT_KEYS %v, runtime.PlanLimits %v", py, goLimits)
	}
	known := map[string]bool{}
	for _, k := range goPlan {
		known[k] = true
	}
	lim := map[string]bool{}
	for _, k := range goLimits {
		lim[k] = true
	}
	planRead := regexp.MustCompile(`\bplan(?:\["([a-z_]+)"\]|\.get\("([a-z_]+)")`)
	limRead := regexp.MustCompile(`\blim(?:\["([a-z_]+)"\]|\.get\("([a-z_]+)")|plan\.get\("limits", \{\}\)\.get\("([a-z_]+)"`)
	// The runtime files that read the executor's plan (tracer.py has a
	// plan of its own).
	for _, name := range []string{"harness.py", "batch.py", "linecov.py", "lexecutor.py"} {
		b, err := files.ReadFile("py/" + name)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range planRead.FindAllStringSubmatch(string(b), -1) {
			if k := m[1] + m[2]; !known[k] {
				t.Errorf("%s reads plan key %q that runtime.Plan does not have", name, k)
			}
		}
		for _, m := range limRead.FindAllStringSubmatch(string(b), -1) {
			if k := m[1] + m[2] + m[3]; !lim[k] {
				t.Errorf("%s reads limit %q that runtime.PlanLimits does not have", name, k)
			}
		}
	}
}

// TestTracePlanKeys does for tracer.py and TracePlan what TestPlanKeys does
// for the harness: the declared keys match the Go struct's JSON names, and
// every key tracer.py reads from its plan is one of them.
func TestTracePlanKeys(t *testing.T) {
	b, err := files.ReadFile("py/tracer.py")
	if err != nil {
		t.Fatal(err)
	}
	src := string(b)
	goKeys := jsonKeys(reflect.TypeOf(TracePlan{}))
	if py := pySet(t, src, "TRACE_PLAN_KEYS"); !reflect.DeepEqual(py, goKeys) {
		t.Errorf("tracer.py TRACE_PLAN_KEYS %v, runtime.TracePlan %v", py, goKeys)
	}
	known := map[string]bool{}
	for _, k := range goKeys {
		known[k] = true
	}
	read := regexp.MustCompile(`\bplan(?:\["([a-z_]+)"\]|\.get\("([a-z_]+)")`)
	for _, m := range read.FindAllStringSubmatch(src, -1) {
		if k := m[1] + m[2]; !known[k] {
			t.Errorf("tracer.py reads plan key %q, which TracePlan does not have", k)
		}
	}
}

// TestJobKeys keeps Job and batch.py's names equal: JOB_KEYS matches the
// Go struct's JSON names, and every key batch.py reads from a job is one
// of them (a script job's "script" or "stdout_bytes" renamed on either
// side fails here).
func TestJobKeys(t *testing.T) {
	b, err := files.ReadFile("py/batch.py")
	if err != nil {
		t.Fatal(err)
	}
	src := string(b)
	goKeys := jsonKeys(reflect.TypeOf(Job{}))
	if py := pySet(t, src, "JOB_KEYS"); !reflect.DeepEqual(py, goKeys) {
		t.Errorf("batch.py JOB_KEYS %v, runtime.Job %v", py, goKeys)
	}
	known := map[string]bool{}
	for _, k := range goKeys {
		known[k] = true
	}
	read := regexp.MustCompile(`\bjob(?:\["([a-z_]+)"\]|\.get\("([a-z_]+)")`)
	n := 0
	for _, m := range read.FindAllStringSubmatch(src, -1) {
		n++
		if k := m[1] + m[2]; !known[k] {
			t.Errorf("batch.py reads job key %q, which runtime.Job does not have", k)
		}
	}
	if n == 0 {
		t.Error("batch.py reads no job key: the pattern is out of date")
	}
}
