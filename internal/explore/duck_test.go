package explore

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"unstuck/internal/execute"
)

// A value used through methods is an instance of a real class that has
// them all and is built with no argument: a class named like the value
// first, one method alone only with such a name, the standard library
// before installed packages, then the class nearest to what is used.
func TestDucksPickRealClasses(t *testing.T) {
	ci := &ClassIndex{Modules: map[string]bool{"somepkg": true}, Ducks: map[string][]string{
		"email.feedparser.FeedParser": {"close", "feed"},
		"html.parser.HTMLParser":      {"close", "feed", "get_starttag_text", "goahead", "reset"},
		"threading.Semaphore":         {"acquire", "release"},
		"threading.Condition":         {"acquire", "notify", "release", "wait"},
		"somepkg.Lock":                {"acquire", "release"},
		"io.StringIO":                 {"close", "getvalue", "read", "write"},
	}}
	for _, c := range []struct {
		name         string
		called, read []string
		want         string // first class, "" for none
	}{
		{"html_parser", []string{"feed"}, nil, "html.parser.HTMLParser()"},
		{"parser", []string{"feed"}, nil, "email.feedparser.FeedParser()"},
		{"thing", []string{"close"}, nil, ""}, // one method, no name: too little to go on
		{"lk", []string{"acquire", "release"}, nil, "threading.Semaphore()"},
		{"cond", []string{"acquire", "wait"}, nil, "threading.Condition()"},
		{"parser", []string{"feed"}, []string{"missing"}, ""}, // an attribute no class has
		{"buf", []string{"write", "getvalue"}, nil, "io.StringIO()"},
		{"x", nil, []string{"close"}, ""}, // nothing called
	} {
		ds := ci.ducks(c.name, c.called, c.read)
		got := ""
		if len(ds) > 0 {
			got = ds[0].expr
			if want := "import " + strings.TrimSuffix(got[:strings.LastIndexByte(got, '.')], "."); ds[0].imp != want {
				t.Errorf("%s: import %q, want %q", c.name, ds[0].imp, want)
			}
		}
		if got != c.want {
			t.Errorf("ducks(%q, %v, %v) first = %q, want %q (all %v)", c.name, c.called, c.read, got, c.want, ds)
		}
	}
	if ds := ci.ducks("parser", []string{"feed"}, nil); len(ds) != 2 {
		t.Errorf("parser: %v, want both parsers in turn", ds)
	}
}

func TestNameWordsAndNamespaces(t *testing.T) {
	if got := nameWords("myHTMLParser_2 db_conn"); !slices.Equal(got, []string{"htmlparser", "conn"}) {
		t.Errorf("nameWords = %v", got)
	}
	if got := nameWords("htmlParser"); !slices.Equal(got, []string{"html", "parser"}) {
		t.Errorf("nameWords = %v", got)
	}
	called, read, ok := namespaceAttrs("types.SimpleNamespace(acquire=lambda *args, **kwargs: object(), name='n', release=lambda *args, **kwargs: None)")
	if !ok || !slices.Equal(called, []string{"acquire", "release"}) || !slices.Equal(read, []string{"name"}) {
		t.Errorf("namespaceAttrs: %v %v %v", called, read, ok)
	}
	for _, e := range []string{"types.SimpleNamespace(a=1)", "[1, 2]", "types.SimpleNamespace(m=lambda: 1, o=types.SimpleNamespace(x=1))", "types.SimpleNamespace(m=lambda: 1, o=<?>)"} {
		if _, _, ok := namespaceAttrs(e); ok {
			t.Errorf("namespaceAttrs(%q) ok", e)
		}
	}
	// A driver's argument that committed to a namespace of methods is
	// rewritten as the real instance, with its import.
	ci := &ClassIndex{Ducks: map[string][]string{"threading.Semaphore": {"acquire", "release"}}}
	values, imps, ok := ducked(map[string]string{"f.arg0": "types.SimpleNamespace(acquire=lambda *args, **kwargs: True, release=lambda *args, **kwargs: None)", "f.arg1": "'x'"}, ci, 0)
	if !ok || values["f.arg0"] != "threading.Semaphore()" || values["f.arg1"] != "'x'" || !slices.Equal(imps, []string{"import threading"}) {
		t.Errorf("ducked: %v %v %v", values, imps, ok)
	}
}

// End to end: a function the snippet never calls gets, as its parameter,
// a Stub that commits to a namespace of the methods the body calls; the
// rewrite tries the real classes that have them, in turn (a parser of
// bytes refuses text, the HTML parser takes it), and P keeps the one
// that covers as much, binding no stand-in; the kept file runs with
// plain python3.
func TestDriverArgumentsBecomeRealInstances(t *testing.T) {
	ex := evalExecutor(t)
	idx := &ClassIndex{Modules: map[string]bool{}, Names: map[string][][3]string{}, Classes: map[string]map[string]bool{}, Ducks: map[string][]string{
		"email.feedparser.BytesFeedParser": {"close", "feed"},
		"html.parser.HTMLParser":           {"close", "feed", "get_starttag_text", "goahead", "reset"},
	}}
	src := []byte("def show(parser):\n    parser.feed('<p>hi</p>')\n    print('fed', parser.get_starttag_text())\n")
	o := NewOffline()
	o.Index = idx
	x := &Explorer{Exec: ex, Proposers: []Proposer{o}, Opt: Options{JobTimeout: 5 * time.Second}}
	tree, err := x.Explore(context.Background(), "s.py", src)
	if err != nil {
		t.Fatal(err)
	}
	if len(tree.P) != 1 {
		t.Fatalf("P = %v", tree.P)
	}
	n := NodeByID(tree.Nodes, tree.P[0])
	code := n.Code()
	if n.Stubs != 0 || !strings.Contains(code, "show(html.parser.HTMLParser())") || coverageOf(tree.Nodes, tree.P, tree.Countable) != 1 {
		t.Fatalf("P node %d: %d stand-ins, covers %v of %v:\n%s", n.ID, n.Stubs, n.Covered, tree.Countable, code)
	}
	rep, err := Replay(context.Background(), ex, tree, src, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	out, err := replayPlain(t, ex, rep.P[0].File)
	if err != nil || !strings.Contains(string(out), "fed <p>") {
		t.Errorf("%v\n%s", err, out)
	}
}

// Types CPython will not let code call (re.Pattern, re.Match), and
// standard classes whose constructor wants arguments (logging.Logger), are
// built by the module function that makes them, found by classindex.py
// from its docstring and checked by calling it; the interpreter, in the
// sandbox, is the oracle: each expression it reports makes an instance of
// that type (exactly that type for an uncallable one) whose attributes
// are those reported (a logger's handlers, set by its constructor, too),
// bare() does not offer an uncallable type as buildable with no argument,
// and a type no function makes gets nothing.
func TestFactoriesOfUncallableTypes(t *testing.T) {
	ex := evalExecutor(t)
	driver := `
import json, logging, re, signal, types
signal.signal(signal.SIGALRM, on_alarm)
out = {}
for mod, cls in [(re, re.Pattern), (re, re.Match), (types, types.FrameType), (logging, logging.Logger)]:
    got = factory(cls, mod, mod.__name__)
    expr, attrs = got or (None, [])
    v = eval(expr) if expr else None
    exact = type(v) is cls if cls.__flags__ & UNCALLABLE else isinstance(v, cls)
    out[cls.__name__] = [expr, exact and attrs == sorted(a for a in dir(v) if not a.startswith("_")), "handlers" in attrs, bare(cls) is not None and not cls.__flags__ & UNCALLABLE]
print(json.dumps(out))
`
	r := ex.RunMode(context.Background(), "factories.py", []byte(classIndexScript+driver), execute.Mode{})
	var got map[string][4]any
	if err := json.Unmarshal([]byte(strings.TrimSpace(r.Stdout)), &got); err != nil {
		t.Fatalf("%v: %s %s", err, r.Stdout, r.Stderr)
	}
	for _, c := range []string{"Pattern", "Match", "Logger"} {
		if e, ok := got[c][0].(string); !ok || got[c][1] != true || got[c][3] != false {
			t.Errorf("%s: factory %v", c, got[c])
		} else if mod := map[string]string{"Logger": "logging."}[c]; mod != "" && !strings.HasPrefix(e, mod) {
			t.Errorf("%s: made by %s", c, e)
		}
	}
	if got["Logger"][2] != true {
		t.Errorf("Logger: the instance's attributes lack handlers: %v", got["Logger"])
	}
	if got["FrameType"][0] != nil {
		t.Errorf("FrameType made by %v", got["FrameType"][0])
	}
}

// A standard class only an instance its module makes makes: sqlite3's
// Connection comes from connect() ("Opens a connection"), its Cursor from
// the connection's cursor() ("Return a cursor"); each expression, run by
// CPython, makes exactly that type, with the attributes reported. A class
// no made instance's method returns (sqlite3.Blob) gets nothing.
func TestMethodFactoriesOfMadeInstances(t *testing.T) {
	ex := evalExecutor(t)
	driver := `
import json, signal, sqlite3
signal.signal(signal.SIGALRM, on_alarm)
made = {}
made["sqlite3.Connection"] = factory(sqlite3.Connection, sqlite3, "sqlite3")[0]
out = {"Connection": [made["sqlite3.Connection"], type(eval(made["sqlite3.Connection"])) is sqlite3.Connection]}
for cls in (sqlite3.Cursor, sqlite3.Blob):
    expr, attrs = method_factory(cls, "sqlite3", made) or (None, [])
    v = eval(expr) if expr else None
    out[cls.__name__] = [expr, type(v) is cls and attrs == sorted(a for a in dir(v) if not a.startswith("_"))]
print(json.dumps(out))
`
	r := ex.RunMode(context.Background(), "factories.py", []byte(classIndexScript+driver), execute.Mode{})
	var got map[string][2]any
	if err := json.Unmarshal([]byte(strings.TrimSpace(r.Stdout)), &got); err != nil {
		t.Fatalf("%v: %s %s", err, r.Stdout, r.Stderr)
	}
	for _, c := range []string{"Connection", "Cursor"} {
		if e, ok := got[c][0].(string); !ok || got[c][1] != true || !strings.HasPrefix(e, "sqlite3.connect(") {
			t.Errorf("%s: %v", c, got[c])
		}
	}
	if e, _ := got["Cursor"][0].(string); !strings.HasSuffix(e, ".cursor()") {
		t.Errorf("Cursor made by %q", e)
	}
	if got["Blob"][0] != nil {
		t.Errorf("Blob made by %v", got["Blob"][0])
	}
}

// The installed packages' API submodules the index walks after their
// top-level names: those a package imports itself and that declare an
// __all__ (pandas.plotting, pandas.io.json), never a private or test one,
// nor one of a package not asked for.
func TestAPISubmodulesOfInstalledPackages(t *testing.T) {
	ex := evalExecutor(t)
	driver := `
import json, sys, pandas, numpy
subs = api_submodules({"pandas": []})
print(json.dumps([subs, [s for s in subs if any(p.startswith("_") or p == "tests" for p in s.split("."))], [s for s in subs if not s.startswith("pandas.")], all(isinstance(sys.modules[s].__all__, (list, tuple)) for s in subs)]))
`
	r := ex.RunMode(context.Background(), "subs.py", []byte(classIndexScript+driver), execute.Mode{})
	var got [4]any
	if err := json.Unmarshal([]byte(strings.TrimSpace(r.Stdout)), &got); err != nil {
		t.Fatalf("%v: %s %s", err, r.Stdout, r.Stderr)
	}
	subs := fmt.Sprint(got[0])
	for _, want := range []string{"pandas.plotting", "pandas.io.json", "pandas.tseries.offsets"} {
		if !strings.Contains(subs, want+" ") && !strings.Contains(subs, want+"]") {
			t.Errorf("%s not walked: %s", want, subs)
		}
	}
	if fmt.Sprint(got[1]) != "[]" || fmt.Sprint(got[2]) != "[]" || got[3] != true {
		t.Errorf("private, test or other packages' modules, or ones without __all__: %v", got[1:])
	}
}

// End to end: a value used through a regular expression's method, which
// no class built with no argument has, becomes the module function's
// instance (re.compile of an empty pattern), named by its module (regex); P binds no
// stand-in and its file prints, under plain python3, what the real
// pattern gives.
func TestMadeInstancesReplaceNamespaces(t *testing.T) {
	ex := evalExecutor(t)
	idx := &ClassIndex{Modules: map[string]bool{}, Names: map[string][][3]string{}, Classes: map[string]map[string]bool{},
		Ducks: map[string][]string{"re.Pattern": {"findall", "match", "search", "split", "sub", "subn"}, "io.StringIO": {"close", "read", "write"}},
		Made:  map[string]string{"re.Pattern": "re.compile('')"}}
	for _, name := range []string{"result", "request"} {
		if ds := idx.ducks(name, []string{"sub"}, nil); len(ds) != 0 {
			t.Errorf("%s: %v (one method, a name that only begins like the module's)", name, ds)
		}
	}
	for _, name := range []string{"regex", "WORD_RE"} {
		if ds := idx.ducks(name, []string{"match"}, nil); len(ds) != 1 || ds[0].expr != "re.compile('')" {
			t.Errorf("%s: %v", name, ds)
		}
	}
	src := []byte("print(regex.sub('-', 'ab'))\n")
	o := NewOffline()
	o.Index = idx
	x := &Explorer{Exec: ex, Proposers: []Proposer{o}, Opt: Options{JobTimeout: 5 * time.Second}}
	tree, err := x.Explore(context.Background(), "s.py", src)
	if err != nil {
		t.Fatal(err)
	}
	if len(tree.P) != 1 {
		t.Fatalf("P = %v", tree.P)
	}
	n := NodeByID(tree.Nodes, tree.P[0])
	code := n.Code()
	if n.Stubs != 0 || !strings.Contains(code, "regex = re.compile('')") {
		t.Fatalf("P node %d: %d stand-ins:\n%s", n.ID, n.Stubs, code)
	}
	rep, err := Replay(context.Background(), ex, tree, src, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	out, err := replayPlain(t, ex, rep.P[0].File)
	if err != nil || strings.TrimSpace(string(out)) != "-a-b-" {
		t.Errorf("%v\n%s", err, out)
	}
}

// A class built bare that a function of its package makes ready for use
// (multiprocessing.Manager(): "Returns a manager associated with a running
// server process", where SyncManager() is not started) gets that call, by
// the last word of its name in the docstring, checked by calling it; the
// made manager serves a list, as the bare one cannot. A class no function
// of its package makes (argparse.ArgumentParser) gets nothing.
func TestPackageFactoriesOfBareClasses(t *testing.T) {
	ex := evalExecutor(t)
	driver := `
import argparse, json, signal, multiprocessing, multiprocessing.managers
signal.signal(signal.SIGALRM, on_alarm)
out = {}
for cls, mod in [(multiprocessing.managers.SyncManager, "multiprocessing.managers"), (argparse.ArgumentParser, "argparse")]:
    expr, attrs = package_factory(cls, mod) or (None, [])
    works = False
    if expr:
        v = eval(expr)
        works = isinstance(v, cls) and v.list([1]).pop() == 1
    out[cls.__name__] = [expr, works]
try:
    multiprocessing.managers.SyncManager().list()
    out["bare"] = True
except Exception:
    out["bare"] = False
print(json.dumps(out))
`
	r := ex.RunMode(context.Background(), "factories.py", []byte(classIndexScript+driver), execute.Mode{Wall: 60 * time.Second})
	var got map[string]any
	if err := json.Unmarshal([]byte(strings.TrimSpace(r.Stdout)), &got); err != nil {
		t.Fatalf("%v: %s %s", err, r.Stdout, r.Stderr)
	}
	if m, _ := got["SyncManager"].([]any); len(m) != 2 || m[0] != "multiprocessing.Manager()" || m[1] != true {
		t.Errorf("SyncManager: %v", got["SyncManager"])
	}
	if m, _ := got["ArgumentParser"].([]any); len(m) != 2 || m[0] != nil {
		t.Errorf("ArgumentParser: %v", got["ArgumentParser"])
	}
	if got["bare"] != false {
		t.Errorf("a bare SyncManager served a list")
	}
}

// The package's ready instance is tried right after the bare one.
func TestDucksTryThePackagesFactoryNext(t *testing.T) {
	ci := &ClassIndex{Modules: map[string]bool{},
		Ducks:     map[string][]string{"multiprocessing.managers.SyncManager": {"dict", "list", "start"}},
		Factories: map[string]string{"multiprocessing.managers.SyncManager": "multiprocessing.Manager()"}}
	ds := ci.ducks("manager", []string{"list"}, nil)
	if len(ds) != 2 || ds[0].expr != "multiprocessing.managers.SyncManager()" || ds[1].expr != "multiprocessing.Manager()" {
		t.Errorf("ducks: %+v", ds)
	}
}
