package explore

// Phase: explore, P. Real names before stand-ins.

import (
	"context"
	"os"
	"strings"
	"sync"
	"testing"
	"time"
)

// A standard module the snippet uses through its exports is never a
// stand-in in P, even where the stand-in covers more: the real module
// refuses the snippet's call, and P holds what the real module covers,
// which plain python3 confirms on replay.
func TestRealModuleNeverStandsInP(t *testing.T) {
	ex := evalExecutor(t)
	src, err := os.ReadFile("testdata/real_module_refuses.py")
	if err != nil {
		t.Fatal(err)
	}
	x := &Explorer{Exec: ex, Proposers: []Proposer{NewOffline()}, Opt: Options{JobTimeout: 5 * time.Second}}
	tree, err := x.Explore(context.Background(), "real_module_refuses.py", src)
	if err != nil {
		t.Fatal(err)
	}
	pCov := coverageOf(tree.Nodes, tree.P, tree.Countable)
	faked := 0.0
	for _, n := range tree.Nodes {
		if len(n.Shadows) > 0 {
			if n.Shadows[0] != "csv" {
				t.Errorf("node %d shadows %v, want csv", n.ID, n.Shadows)
			}
			faked = max(faked, coverageOf(tree.Nodes, []int{n.ID}, tree.Countable))
		}
	}
	if faked <= pCov {
		t.Fatalf("no prefix standing in for csv covers more than P (%.2f): the rule was not exercised", pCov)
	}
	for _, id := range append(tree.P, tree.Best) {
		n := NodeByID(tree.Nodes, id)
		if len(n.Shadows) > 0 || !strings.Contains(n.Code(), "import csv") {
			t.Errorf("P/p_best node %d does not import the real csv:\n%s", id, n.Code())
		}
	}
	o, err := Replay(context.Background(), ex, tree, src, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if o.Coverage != pCov {
		t.Errorf("replayed P covers %.2f, the tree said %.2f", o.Coverage, pCov)
	}
	for _, rp := range o.P {
		if out, err := replayPlain(t, ex, rp.File); err == nil || !strings.Contains(string(out), "fieldnames") {
			t.Errorf("%s: plain python3 should raise csv's own TypeError, got %v\n%s", rp.File, err, out)
		}
	}
}

// Which undefined names count as real: a module used through its
// exports, a public name of the standard library or (scope all) of a
// module the snippet imports, called; not a name some installed package happens to
// export (a test's request fixture is no requests.request), nor a
// standard one the snippet only reads attributes of (node.children), nor
// one whose module the snippet shows no tie to (the docs' own Widget is no
// tkinter.Widget; timedelta is datetime's, and the text names datetime).
// An installed module the usage tables import (np) is real in every scope
// but off; one not installed (sns) is not.
func TestRealNamesAreTheSureOnes(t *testing.T) {
	src := "import yaml\nexit(request.param)\nd = timedelta(days=1)\nx = json.dumps(d)\ny = safe_load(s)\nfor c in node.children:\n    print(c)\nw = Widget('w')\nprint(w.size(), datetime.now())\na = np.zeros(3)\nsns.set()\n"
	s, err := NewSnippet("s.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	s.index = &ClassIndex{
		Modules: map[string]bool{"requests": true, "yaml": true, "numpy": true},
		Names: map[string][][3]string{
			"request":   {{"requests", "f", "1"}},
			"timedelta": {{"datetime", "c", "1"}},
			"dumps":     {{"json", "f", "1"}},
			"safe_load": {{"yaml", "f", "1"}},
			"node":      {{"platform", "f", "1"}},
			"Widget":    {{"tkinter", "c", "1"}},
		},
		Submodules: map[string][]string{},
	}
	for scope, wants := range map[RealNameScope]map[string]bool{
		RealNamesAll:    {"request": false, "timedelta": true, "json": true, "safe_load": true, "s": false, "node": false, "Widget": false, "np": true},
		RealNamesStdlib: {"request": false, "timedelta": true, "json": true, "safe_load": false, "s": false, "node": false, "np": true, "sns": false},
		RealNamesOff:    {"timedelta": false, "json": false},
	} {
		s.real, s.realOnce, s.realScope = nil, sync.Once{}, scope
		got := s.realNames()
		for name, want := range wants {
			if got[name] != want {
				t.Errorf("%s: realNames[%s] = %v, want %v (all: %v)", scope, name, got[name], want, got)
			}
		}
	}
}

// stdlibIndex is a class index holding what the tests below need of the
// standard library (the real one is built per interpreter, which takes
// minutes): the datetime module's classes, pickle's functions.
func stdlibIndex() *ClassIndex {
	names := map[string][][3]string{"dumps": {{"pickle", "f", "1"}}, "loads": {{"pickle", "f", "1"}}}
	for _, c := range []string{"date", "datetime", "time", "timedelta", "timezone", "tzinfo"} {
		names[c] = [][3]string{{"datetime", "c", "1"}}
	}
	return &ClassIndex{Modules: map[string]bool{}, Names: names, Submodules: map[string][]string{}}
}

// Real values for what a real module refuses, made by the module: an
// operand of its own type, what its encoder makes for its decoder, a host
// and a port each of its kind. P covers every line with no stand-in, and
// plain python3 replays it.
func TestRealModulesGetRealArguments(t *testing.T) {
	for _, file := range []string{"real_operand_kin.py", "decoder_arg.py", "host_port.py"} {
		t.Run(file, func(t *testing.T) {
			ex := evalExecutor(t)
			src, err := os.ReadFile("testdata/" + file)
			if err != nil {
				t.Fatal(err)
			}
			off := NewOffline()
			off.Index = stdlibIndex()
			tree, o := exploreWith(t, ex, off, string(src), 1)
			for _, id := range tree.P {
				if n := NodeByID(tree.Nodes, id); n.Stubs != 0 {
					t.Errorf("P node %d binds %d stand-ins:\n%s", n.ID, n.Stubs, n.Code())
				}
			}
			if o.Coverage != 1 {
				t.Errorf("replayed P covers %.2f", o.Coverage)
			}
		})
	}
}

// A pattern the library wants capture groups in becomes one of two
// groups: P runs pandas' extract on it with no stand-in.
func TestPatternWithCaptureGroups(t *testing.T) {
	tree := exploreIndexed(t, "capture_groups.py", pandasIndex())
	for _, id := range tree.P {
		if n := NodeByID(tree.Nodes, id); !strings.Contains(n.Code(), `two_groups = r"(\w)(\w*)"`) {
			t.Errorf("P node %d:\n%s", n.ID, n.Code())
		}
	}
}

// A frequency and a date pandas could not read from made-up strings
// become a daily frequency and an ISO date, one repair after the other:
// P runs date_range on them with no stand-in.
func TestFrequencyAndDateFromPandasErrors(t *testing.T) {
	tree := exploreIndexed(t, "frequency_date.py", pandasIndex())
	for _, id := range tree.P {
		if code := NodeByID(tree.Nodes, id).Code(); !strings.Contains(code, `step = "D"`) || !strings.Contains(code, `start = "2000-01-03"`) {
			t.Errorf("P node %d:\n%s", id, code)
		}
	}
}
