package explore

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"unstuck/internal/execute"
	"unstuck/internal/pyparse"
)

func TestOriginCandidates(t *testing.T) {
	got := strings.Join(candidates("./data/repos/proj/src/pkg/sub/mod.py"), " ")
	if got != "data.repos.proj.src.pkg.sub.mod repos.proj.src.pkg.sub.mod proj.src.pkg.sub.mod src.pkg.sub.mod pkg.sub.mod sub.mod mod" {
		t.Errorf("candidates: %s", got)
	}
	if got := strings.Join(candidates("a-b/pkg/__init__.py"), " "); got != "pkg" {
		t.Errorf("package candidates: %s", got)
	}
	m := provenance.FindSubmatch([]byte("# Extracted from ./x/lib/json/decoder.py\nexit(1)\n"))
	if m == nil || string(m[1]) != "./x/lib/json/decoder.py" {
		t.Errorf("provenance: %q", m)
	}
	if provenance.Match([]byte("x = 1\ny = 2\nz = 3\n# see mod.py\n")) {
		t.Error("a comment below the code is no provenance")
	}
}

// The hash Go computes of a line is the one origin.py computes, so that
// a body is matched against the module's functions.
// scriptFile writes a script that holds origin.py to a file: as one
// argument of python3 -c it would pass Linux's 128 KiB limit on a single
// argument (MAX_ARG_STRLEN).
func scriptFile(t *testing.T, script string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "script.py")
	if err := os.WriteFile(p, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestOriginLineHashAgreesWithPython(t *testing.T) {
	py := "/usr/bin/python3"
	if _, err := exec.LookPath(py); err != nil {
		t.Skip("no " + py)
	}
	lines := []string{"        return self.create_jinja_environment()", "exit(self.create_jinja_environment())",
		"    if end != len(s):", "x = «ünïcode» + 1",
		"        self.closing: Optional[Deferred] = None", "self.closing = None", "x: int == 3", "d: f(a=1)", "else: x = 1", "y: Dict[str, int] = {}"}
	script := originScript + "\nimport sys\nfor l in sys.stdin.read().split('\\n'):\n    print(line_hash(l))\n"
	cmd := exec.Command(py, scriptFile(t, script))
	cmd.Stdin = strings.NewReader(strings.Join(lines, "\n"))
	out, err := cmd.Output() // the script only defines functions here: no snippet code runs
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Fields(string(out))
	for i, l := range lines {
		h, ok := lineHash(l)
		want := "None"
		if ok {
			want = strconv.FormatUint(uint64(h), 10)
		}
		if got[i] != want {
			t.Errorf("%q: python %s, go %s", l, got[i], want)
		}
	}
	a, _ := lineHash(lines[0])
	b, _ := lineHash(lines[1])
	if a != b {
		t.Error("return X and exit(X) hash apart")
	}
	// An annotated assignment hashes as the plain one (versions of a
	// package add or drop annotations); a comparison or a call's keyword
	// after a colon is no annotation.
	if a, b := got[4], got[5]; a != b {
		t.Error("self.x: T = v and self.x = v hash apart")
	}
	for _, l := range lines[6:9] {
		if u := unannotated(l); u != l {
			t.Errorf("%q read as the assignment %q", l, u)
		}
	}
	if u := unannotated(lines[9]); u != "y = {}" {
		t.Errorf("%q read as %q", lines[9], u)
	}
}

// A method body cut out of a standard-library module, with a comment
// naming its source file: the prefix binds self to a real instance of
// the enclosing class, a parameter's default made of the module's
// globals to that default, and the module's own names (a private one
// too) by importing them.
func TestOriginBindsRealObjects(t *testing.T) {
	ex := evalExecutor(t)
	src := `# Extracted from ./cpython/Lib/json/decoder.py
obj, end = self.raw_decode(s, idx=_w(s, 0).end())
end = _w(s, end).end()
if end != len(s):
    raise JSONDecodeError("Extra data", s, end)
print(_CONSTANTS, obj)
exit(obj)
`
	off := NewOffline()
	off.Origins = &Origins{Exec: ex}
	s, err := NewSnippet("s.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	props, err := off.Propose(context.Background(), Request{Snippet: s, Step: 1, N: 10})
	if err != nil || len(props) == 0 {
		t.Fatal(err)
	}
	code := strings.Join(props[0].Statements(), "\n")
	for _, want := range []string{"from json.decoder import JSONDecodeError, _CONSTANTS", "from json.decoder import JSONDecoder",
		"self = JSONDecoder()", "from json.decoder import WHITESPACE", "_w = WHITESPACE.match"} {
		if !strings.Contains(code, want) {
			t.Errorf("%s lacks %q:\n%s", props[0].Note, want, code)
		}
	}
	for _, st := range props[0].Statements() {
		if strings.Contains(st, "JSONDecoder") || strings.Contains(st, "WHITESPACE") {
			if k := props[0].KindOf(st); k != BindPlain {
				t.Errorf("%q counted %s", st, k)
			}
		}
	}
	// Without the comment nothing says where the body came from.
	plain := strings.SplitN(src, "\n", 2)[1]
	s, err = NewSnippet("s.py", []byte(plain))
	if err != nil {
		t.Fatal(err)
	}
	props, _ = off.Propose(context.Background(), Request{Snippet: s, Step: 1, N: 10})
	for _, p := range props {
		if strings.Contains(strings.Join(p.Statements(), "\n"), "json.decoder") {
			t.Errorf("no provenance, yet %s imports json.decoder", p.Note)
		}
	}
}

// Explored, such a body runs through on real objects alone: the
// instance built from the class's defaults, the private global
// imported, the parameter the snippet only passes on a plain value.
func TestOriginExploresWithoutStandIns(t *testing.T) {
	ex := evalExecutor(t)
	src := `# Extracted from lib/textwrap.py
text = self._munge_whitespace(text)
print(_whitespace in text)
exit(self._split(text))
`
	best := originExploreBest(t, ex, src)
	code := best.Code()
	if !strings.Contains(code, "self = TextWrapper()") || !strings.Contains(code, "_whitespace") {
		t.Errorf("best prefix does not bind the real objects:\n%s", code)
	}
	if best.Stubs != 0 || len(best.Covered) != 3 {
		t.Errorf("best prefix binds %d stand-ins, covers %v:\n%s", best.Stubs, best.Covered, code)
	}
}

// A condition on an attribute of a real object the origin built: the
// solver's value is assigned to that attribute, the object is kept.
func TestFlipAssignsAttributesOfRealObjectsInPlace(t *testing.T) {
	if _, err := exec.LookPath("z3"); err != nil {
		t.Skip("z3 not installed")
	}
	src := []byte("if self.width > 80:\n    print(1)\n")
	tr, err := pyparse.Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	var cond *pyparse.Node
	pyparse.Walk(tr.Root, func(n *pyparse.Node) bool {
		if cond == nil && n.Type() == "comparison_operator" {
			cond = n
		}
		return cond == nil
	})
	z := Z3Flipper{Solver: testZ3}
	kept, err := z.Flip(context.Background(), cond, src, true, []string{"self."})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := kept["self"]; ok || kept["self.width"] == "" {
		t.Errorf("in place: %v, want self.width alone", kept)
	}
	replaced, err := z.Flip(context.Background(), cond, src, true, []string{"self"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(replaced["self"], "Stub(") {
		t.Errorf("a stand-in self: %v", replaced)
	}
}

// The instance for self is a real one even where the class's defaults do
// not build it: a class whose methods raise NotImplementedError is
// represented by a concrete subclass (logging's Handler by StreamHandler,
// its emit real), and a required argument the name text does not satisfy
// gets another plain value that the constructor accepts (urllib's
// Request needs a URL).
func TestOriginBuildsConcreteInstances(t *testing.T) {
	ex := evalExecutor(t)
	off := NewOffline()
	off.Origins = &Origins{Exec: ex}
	for _, c := range []struct{ src, want, imp string }{
		{"# Extracted from ./cpython/Lib/logging/__init__.py\nrv = self.filter(record)\nif rv:\n    self.acquire()\n    try:\n        self.emit(record)\n    finally:\n        self.release()\nexit(rv)\n",
			"self = StreamHandler()", "from logging import StreamHandler"},
		{"# Extracted from ./cpython/Lib/urllib/request.py\ndefault_method = \"POST\" if self.data is not None else \"GET\"\nexit(getattr(self, 'method', default_method))\n",
			`self = Request(url="http://localhost/")`, "from urllib.request import Request"},
	} {
		s, err := NewSnippet("s.py", []byte(c.src))
		if err != nil {
			t.Fatal(err)
		}
		props, err := off.Propose(context.Background(), Request{Snippet: s, Step: 1, N: 10})
		if err != nil || len(props) == 0 {
			t.Fatal(err)
		}
		code := strings.Join(props[0].Statements(), "\n")
		if !strings.Contains(code, c.want) || !strings.Contains(code, c.imp) {
			t.Errorf("%s lacks %q or %q:\n%s", props[0].Note, c.want, c.imp, code)
		}
	}
}

// A test function's parameters that parametrize decorators fill take the
// first case (pytest.param unwrapped, module globals allowed); cases sent
// to fixtures (indirect) and lambdas are not used; a real default stays.
// Cases given by name are the first item of the list the enclosing class
// body or the module binds there, as pytest reads them.
func TestOriginParametrizedCases(t *testing.T) {
	py := "/usr/bin/python3"
	if _, err := exec.LookPath(py); err != nil {
		t.Skip("no " + py)
	}
	script := originScript + `
import ast, json, sys
import collections, types
ParameterSet = collections.namedtuple("ParameterSet", "values marks id")
NS.update({"LIMIT": 10, "pytest": None, "PAIRS": [(1, 2), (3, 4)], "WRAPPED": [ParameterSet(("v",), (), None)],
           "tables": types.SimpleNamespace(ROWS=[7]), "EMPTY": [],
           "TestOffsets": type("TestOffsets", (), {"cases": [("a", 3)], "PAIRS": "not the module's"})})
tree = ast.parse(open(sys.argv[1]).read())
out = {}
def visit(body, cls):
    for fn in body:
        if isinstance(fn, ast.ClassDef):
            visit(fn.body, fn.name)
        if isinstance(fn, ast.FunctionDef):
            cases = parametrized(fn, cls)
            a = fn.args
            defaults = [None] * (len(a.args) - len(a.defaults)) + list(a.defaults)
            out[fn.name] = {p.arg: param(p, d, cases.get(p.arg)) for p, d in zip(a.args, defaults)}
visit(tree.body, None)
print(json.dumps(out, sort_keys=True))
`
	// The module is parsed, not imported: none of its code runs.
	out, err := exec.Command(py, scriptFile(t, script), "testdata/parametrized_module.py").Output()
	if err != nil {
		t.Fatal(err)
	}
	var got map[string]map[string]OriginParam
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	val := func(fn, p string) string {
		q := got[fn][p]
		if q.Default != nil {
			return *q.Default
		}
		return q.DefaultExpr
	}
	for _, c := range [][3]string{{"test_drop", "key", "4"}, {"test_drop", "expected", "[1, 2, 3]"}, {"test_param_case", "n", "LIMIT + 1"},
		{"test_fixture_case", "index", ""}, {"test_stacked", "a", "1"}, {"test_stacked", "b", "2"}, {"test_stacked", "c", ""}, {"test_stacked", "d", "5"},
		// Cases given by name: the first of the list it binds, the class
		// body's before the module's.
		{"test_named_pairs", "x", "PAIRS[0][0]"}, {"test_named_pairs", "y", "PAIRS[0][1]"}, {"test_named_wrapped", "w", "WRAPPED[0].values[0]"},
		{"test_named_attr", "u", "tables.ROWS[0]"}, {"test_named_empty", "v", ""}, {"test_case", "case", "TestOffsets.cases[0]"},
		{"test_module", "p", "tables.ROWS[0]"}} {
		if v := val(c[0], c[1]); v != c[2] {
			t.Errorf("%s(%s): %q, want %q", c[0], c[1], v, c[2])
		}
	}
	if got["test_drop"]["key"].HasDefault || !got["test_stacked"]["d"].HasDefault {
		t.Error("a case is not a default, a default is")
	}
}

// A parameter the body tests with callable() gets a real function for the
// test's true side, as a sample: the function the body was cut from (the
// module binds it), also for an optional callable (None by default); a
// parameter no function tests gets none, and no function the module only
// imports is taken. CPython finds the sample callable.
func TestOriginCallableTestedSamples(t *testing.T) {
	ex := evalExecutor(t)
	_, load := boxModule(t, "origin_callable_module")
	script := originScript + "\n" + load + `
signal.signal(signal.SIGALRM, on_alarm)
out = describe(_m, "origin_callable_module", _m.__file__)
print(json.dumps({f["qual"]: {p["name"]: [(s["new"], s.get("import", "")) for s in p.get("samples") or []] for p in f["params"]}
                  for f in out["functions"]}))
`
	var got map[string]map[string][][2]string
	runOriginJSON(t, ex, "callable.py", script, &got)
	want := map[string][][2]string{
		"get_method.method":      {{"get_method", "from origin_callable_module import get_method"}},
		"deprecated.use_instead": {{"deprecated", "from origin_callable_module import deprecated"}},
		"plain.value":            nil,
	}
	for k, w := range want {
		fn, p, _ := strings.Cut(k, ".")
		if !slices.Equal(got[fn][p], w) {
			t.Errorf("%s samples %v, want %v", k, got[fn][p], w)
		}
	}
	check := load + "from origin_callable_module import get_method\nprint(callable(get_method), _m.get_method(get_method, None) is get_method)\n"
	r := ex.RunMode(context.Background(), "check.py", []byte(check), execute.Mode{Wall: 30 * time.Second})
	if strings.TrimSpace(r.Stdout) != "True True" {
		t.Errorf("CPython: %s %q %s", r.Status, r.Stdout, r.Stderr)
	}
}

// An introspection that found no module is kept on disk for the packages
// installed when it ran, not beyond them, and not when an import ran out
// of time.
func TestOriginCacheKeepsMissingModules(t *testing.T) {
	dir := t.TempDir()
	file := dir + "/o.json"
	none := &OriginModule{Missing: []string{"notinstalled"}}
	writeOriginCache(file, none, "site=1;")
	got := readOriginCache(file, "site=1;")
	if got == nil || len(got.Missing) != 1 || got.Missing[0] != "notinstalled" {
		t.Fatalf("missing module not read back: %+v", got)
	}
	if readOriginCache(file, "site=2;") != nil {
		t.Error("a package installed since must make the cache stale")
	}
	slow := dir + "/slow.json"
	writeOriginCache(slow, &OriginModule{TimedOut: true}, "site=1;")
	if readOriginCache(slow, "site=1;") != nil {
		t.Error("an import that ran out of time was cached as missing")
	}
	nosite := dir + "/nosite.json"
	writeOriginCache(nosite, &OriginModule{}, "")
	if readOriginCache(nosite, "") != nil {
		t.Error("without a stamp of the packages a missing module must not be cached")
	}
}

// Classes whose constructor rejects the first guesses are built as real
// instances all the same: a generic annotation's empty value, a boundary
// constant of the constructor's own source, a classmethod factory, the
// module's own instance. Each expression origin.py reports is then run by
// CPython, in the sandbox, against the module: it must build an instance
// of the class with the state the class gives it.
func TestOriginBuildsWithMoreStrategies(t *testing.T) {
	ex := evalExecutor(t)
	mod, load := boxModule(t, "origin_build_module")
	// The module is written to a file in the box and imported: the
	// constructors' source is read from it, as from an installed module.
	script := originScript + "\n" + load + `
NS.update(vars(_m))
out = {}
for q in ("Tree", "Method", "Connection", "Engine"):
    USED.clear()
    expr, attrs = build(getattr(_m, q), q)
    out[q] = expr
print(json.dumps(out))
`
	var got map[string]string
	runOriginJSON(t, ex, "build.py", script, &got)
	for q, expr := range got {
		if expr == "" || strings.Contains(expr, "__new__") {
			t.Errorf("%s: no constructor found (%q)", q, expr)
		}
	}
	if got["Engine"] != "ENGINE" {
		t.Errorf("Engine = %q, want the module's instance", got["Engine"])
	}
	// The oracle: plain CPython builds each and reads its state.
	check := string(mod) + fmt.Sprintf(`
t = %s
m = %s
c = %s
e = %s
print(type(t).__name__, t.type >= 256, t.children, type(m).__name__, m.verb, type(c).__name__, c.dsn, type(e).__name__, e.state)
`, got["Tree"], got["Method"], got["Connection"], got["Engine"])
	r := ex.RunMode(context.Background(), "check.py", []byte(check), execute.Mode{Wall: 30 * time.Second})
	if want := "Tree True [] Method GET Connection memory Engine ready"; strings.TrimSpace(r.Stdout) != want {
		t.Errorf("CPython built %q, want %q (%s)", strings.TrimSpace(r.Stdout), want, r.Stderr)
	}
}

// A constructor that accepts names as text for objects its methods use
// (stats: "stats") only looks built: the classmethod factory whose
// arguments are real objects (from_crawler with a crawler built as its
// name says) comes first. A constructor that insists on an optional
// argument (a spider's name, default None, behind a signature of only
// *args, **kwargs) gets it; a constructor that passes *args on takes
// its base's required parameters; a factory a base class defines serves
// its subclasses, and one that passes keywords on gets the optional ones
// too (a spider with its crawler). A class switched off unless its
// settings say otherwise (if not settings.getbool("X"): raise; a list its
// factory reads) is built on a crawler whose settings hold those keys
// (not one that keeps the dict as given in another parameter).
// A parameter's object gets the optional arguments that name classes of
// the package (a response tied to what it answers; a spider, through its
// factory, with a crawler).
// CPython builds each and reads the state.
func TestOriginFactoriesBeforeGuesses(t *testing.T) {
	ex := evalExecutor(t)
	mod, load := boxModule(t, "origin_factory_module")
	script := originScript + "\n" + load + `
signal.signal(signal.SIGALRM, on_alarm)
NS.update(vars(_m))
out = {}
for q in ("DepthMiddleware", "FeedSpider", "JsonMessage", "Request", "Throttle", "Mailer"):
    EXTRA_ENV.clear()
    expr, attrs = build(getattr(_m, q), q)
    out[q] = expr
print(json.dumps(out))
`
	var got map[string]string
	runOriginJSON(t, ex, "factory.py", script, &got)
	if !strings.HasPrefix(got["DepthMiddleware"], "DepthMiddleware.from_crawler(") {
		t.Errorf("DepthMiddleware built as %q, want its factory", got["DepthMiddleware"])
	}
	if strings.Contains(got["FeedSpider"], "__new__") || got["FeedSpider"] == "" {
		t.Errorf("FeedSpider built as %q", got["FeedSpider"])
	}
	if got["Request"] != "Request.from_values()" {
		t.Errorf("Request built as %q, want the factory it inherits", got["Request"])
	}
	check := string(mod) + fmt.Sprintf(`
m = %s
s = %s
j = %s
r = %s
t = %s
o = %s
print(m.seen(1), m.stats.values, type(s).__name__, bool(s.name), s.rows, type(s.crawler).__name__, type(j).__name__, "/" in j.url, j.dumps_kwargs, type(r).__name__, r.method)
print(type(t).__name__, t.crawler.settings.getbool("THROTTLE_ENABLED"), type(o).__name__, len(o.recipients))
`, got["DepthMiddleware"], got["FeedSpider"], got["JsonMessage"], got["Request"], got["Throttle"], got["Mailer"])
	r := ex.RunMode(context.Background(), "check.py", []byte(check), execute.Mode{Wall: 30 * time.Second})
	if want := "True {'depth/1': 1} FeedSpider True [] Crawler JsonMessage True {} Request GET\nThrottle True Mailer 1"; strings.TrimSpace(r.Stdout) != want {
		t.Errorf("CPython printed %q, want %q (%s)", strings.TrimSpace(r.Stdout), want, r.Stderr)
	}
	// The class's factory and constructor bodies get the same crawler
	// for their parameter: cls(crawler) then builds.
	script = originScript + "\n" + load + `
signal.signal(signal.SIGALRM, on_alarm)
out = describe(_m, "origin_factory_module", _m.__file__)
print(json.dumps({f["qual"] + "." + p["name"]: (p.get("value") or {}).get("new", "") for f in out["functions"] if f["qual"] in ("Throttle.from_crawler", "Throttle.__init__", "parse") for p in f["params"][f["qual"] != "parse":]}))
`
	var params map[string]string
	runOriginJSON(t, ex, "params.py", script, &params)
	if len(params) != 4 || params["Throttle.from_crawler.crawler"] != params["Throttle.__init__.crawler"] {
		t.Fatalf("parameters valued %v", params)
	}
	// A function's parameters that name the package's classes: a
	// response tied to the link it came from, a spider with a crawler.
	check = string(mod) + fmt.Sprintf("\ncrawler = %s\nprint(type(Throttle.from_crawler(crawler)).__name__, parse(%s, %s))\n",
		params["Throttle.from_crawler.crawler"], params["parse.response"], params["parse.spider"])
	r = ex.RunMode(context.Background(), "check2.py", []byte(check), execute.Mode{Wall: 30 * time.Second})
	if want := "Throttle ({}, 'Crawler')"; strings.TrimSpace(r.Stdout) != want {
		t.Errorf("CPython: %s %q %s, want %q (parameters %v)", r.Status, r.Stdout, r.Stderr, want, params)
	}
}

// A body cut from a function nested in a method (a decorator's inner
// function, a helper closure) uses the method's self: the origin binds
// it to a real instance of the method's class, as for the method's own
// body, which CPython then uses as one.
func TestOriginClosureSelf(t *testing.T) {
	ex := evalExecutor(t)
	off := NewOffline()
	off.Origins = &Origins{Exec: ex}
	src := "# Extracted from ./cpython/Lib/ast.py\nself.traverse(k)\nself.write(\": \")\nself.traverse(v)\nprint(''.join(self._source))\n"
	s, err := NewSnippet("s.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	props, err := off.Propose(context.Background(), Request{Snippet: s, Step: 1, N: 10})
	if err != nil || len(props) == 0 {
		t.Fatal(err)
	}
	code := strings.Join(props[0].Statements(), "\n")
	if !strings.Contains(code, "self = _Unparser(") || !strings.Contains(code, "import _Unparser") {
		t.Fatalf("%s: self is not a real _Unparser:\n%s", props[0].Note, code)
	}
	r := ex.RunMode(context.Background(), "closure.py", []byte(code+"\nself.write(': ')\nprint(type(self).__name__, ''.join(self._source))\n"), execute.Mode{Wall: 30 * time.Second})
	if r.Status != "ok" || strings.TrimSpace(r.Stdout) != "_Unparser :" {
		t.Errorf("CPython: %s %q %s\n%s", r.Status, r.Stdout, r.Stderr, code)
	}
}

// Unannotated parameters named as a class of the module's package (or
// as a kind of one: cached_response, a Response) get a real instance of
// it, in a function's parameters and in a constructor's arguments alike;
// CPython builds each expression reported and reads its state.
func TestOriginNamedParameters(t *testing.T) {
	ex := evalExecutor(t)
	mod, load := boxModule(t, "origin_named_module")
	script := originScript + "\n" + load + `
out = describe(_m, "origin_named_module", _m.__file__)
fn = [f for f in out["functions"] if f["qual"] in ("fresh", "start")]
print(json.dumps({"policy_class": out["classes"]["Policy"]["new"], "params": {p["name"]: (p.get("value") or {}).get("new", "") for f in fn for p in f["params"]}}))
`
	var got struct {
		PolicyClass string            `json:"policy_class"`
		Params      map[string]string `json:"params"`
	}
	runOriginJSON(t, ex, "named.py", script, &got)
	if !strings.Contains(got.PolicyClass, "Settings(") {
		t.Errorf("Policy built as %q, want its settings a real Settings", got.PolicyClass)
	}
	if !strings.HasPrefix(got.Params["cached_response"], "Response(") || !strings.HasPrefix(got.Params["policy"], "Policy(") || got.Params["now"] != "" {
		t.Errorf("parameters valued %v", got.Params)
	}
	// A parameter named as a class of one (spidercls) is that class.
	if got.Params["crawler"] != "Crawler(spidercls=Spider)" {
		t.Errorf("crawler valued %q", got.Params["crawler"])
	}
	check := string(mod) + fmt.Sprintf("\np = %s\nc = %s\nprint(p.max_age, c.url.startswith('http'), fresh(p, c, 0), start(%s))\n", got.Params["policy"], got.Params["cached_response"], got.Params["crawler"])
	r := ex.RunMode(context.Background(), "check.py", []byte(check), execute.Mode{Wall: 30 * time.Second})
	if want := "60 True True base"; strings.TrimSpace(r.Stdout) != want {
		t.Errorf("CPython printed %q, want %q (%s)", strings.TrimSpace(r.Stdout), want, r.Stderr)
	}
}

// A closure's parameters: the enclosing method's self first (built as for
// the method), its defaults dropped (one call's arguments, not the
// closure's values), the nested function's own parameters kept whole.
func TestOriginClosureParams(t *testing.T) {
	none, zero := "None", "0"
	m := &OriginModule{Functions: []OriginFunc{
		{Qual: "App.add", Class: "App", Params: []OriginParam{{Name: "self"}, {Name: "f"}, {Name: "name", Default: &none, HasDefault: true}}},
		{Qual: "App.add.<locals>.register", Outer: "App.add", Params: []OriginParam{{Name: "state"}, {Name: "depth", Default: &zero, HasDefault: true}}},
	}}
	f := m.withClosure(&m.Functions[1])
	if f.Class != "App" {
		t.Fatalf("class %q, want the method's", f.Class)
	}
	var names []string
	for _, p := range f.Params {
		names = append(names, p.Name)
	}
	if strings.Join(names, " ") != "self f name state depth" {
		t.Errorf("params %v", names)
	}
	if _, p := f.param("name"); p.Default != nil {
		t.Errorf("the enclosing function's default is bound: %s", *p.Default)
	}
	if _, p := f.param("depth"); p.Default == nil || *p.Default != "0" {
		t.Errorf("the nested function's own default is lost")
	}
}

// A class no constructor call builds is made with __new__; its state is
// then what its constructors set from nothing the caller gives (literal
// defaults, the module's own globals, the calls of its own methods they
// make with such arguments), unless another class of the package has a
// method annotated to return one; a stream argument is an in-memory file.
// CPython runs the recipe and reads the state.
func TestOriginInitState(t *testing.T) {
	ex := evalExecutor(t)
	_, load := boxModule(t, "origin_init_module")
	script := originScript + "\n" + load + `
signal.signal(signal.SIGALRM, on_alarm)
NS.update(vars(_m))
out = {}
for q in ("Exporter", "Writer", "Session"):
    EXTRA_IMPORTS.clear()
    expr, attrs = build(getattr(_m, q), q)
    out[q] = {"new": expr, "import": "\n".join(sorted(EXTRA_IMPORTS))}
    if expr == "%s.__new__(%s)" % (q, q):
        out[q] = produced(getattr(_m, q)) or dict(out[q], init=init_attrs(getattr(_m, q)))
print(json.dumps(out))
`
	var got map[string]OriginClass
	runOriginJSON(t, ex, "init.py", script, &got)
	exp, w := got["Exporter"], got["Writer"]
	if exp.New != "Exporter.__new__(Exporter)" || len(exp.Init) == 0 {
		t.Fatalf("Exporter: %+v", exp)
	}
	for _, ia := range exp.Init {
		if ia.Attr == "handle" || ia.Attr == "name" {
			t.Errorf("%s needs the required argument, yet is set to %s", ia.Attr, ia.Expr)
		}
	}
	// A class made by another's method annotated to return it.
	if ses := got["Session"]; ses.New != "Factory().session()" || !strings.Contains(ses.Import, "import Factory") {
		t.Errorf("Session: %+v, want the factory's method", ses)
	}
	if !strings.Contains(w.New, "io.BytesIO()") || w.Import != "import io" {
		t.Errorf("Writer: %+v, want a call with an in-memory binary file", w)
	}
	c := &exp
	check := load + "from origin_init_module import Exporter, Writer\n" + got["Session"].Import + "\nses = " + got["Session"].New + "\n" + w.Import + "\nw = " + w.New + "\ne = " + exp.New + "\n" + strings.Join(c.initLines("e", map[string]bool{"sep": true}), "\n") + `
print(type(ses).__name__, ses.open, type(w.stream).__name__, e.header, e.pending, hasattr(e, "sep"), dict(e.counts), e.fields, e.strict, e._options, hasattr(e, "handle"))
`
	r := ex.RunMode(context.Background(), "check.py", []byte(check), execute.Mode{Wall: 30 * time.Second})
	// strict: the base's own default (the super() call's argument is not
	// a statement of self); sep is left to the snippet's usage.
	if want := "Session True BytesIO True True False {} None False {} False"; strings.TrimSpace(r.Stdout) != want {
		t.Errorf("CPython: %s %q, want %q (%s)\n%s", r.Status, strings.TrimSpace(r.Stdout), want, r.Stderr, check)
	}
}

// A test function's parameter is the fixture of that name its package's
// conftest.py defines (the project's own test data): its function is
// called, its own fixture parameters valued the same way, a generator
// fixture's first value taken, a parametrized one given its first case as
// request.param. CPython runs the recipes.
func TestOriginFixtures(t *testing.T) {
	ex := evalExecutor(t)
	conf, err1 := os.ReadFile("testdata/fixture_conftest.py")
	mod, err2 := os.ReadFile("testdata/fixture_test_mod.py")
	if err1 != nil || err2 != nil {
		t.Fatal(err1, err2)
	}
	load := fmt.Sprintf(`import sys, tempfile, os
_d = tempfile.mkdtemp()
os.makedirs(_d + "/fxpkg/tests")
open(_d + "/fxpkg/__init__.py", "w").close()
open(_d + "/fxpkg/tests/__init__.py", "w").close()
open(_d + "/fxpkg/tests/conftest.py", "w").write(%q)
open(_d + "/fxpkg/tests/test_mod.py", "w").write(%q)
sys.path.insert(0, _d)
`, conf, mod)
	script := originScript + "\n" + load + `
signal.signal(signal.SIGALRM, on_alarm)
import fxpkg.tests.test_mod as _m
out = describe(_m, "fxpkg.tests.test_mod", _m.__file__)
print(json.dumps([f for f in out["functions"] if f["qual"] == "test_widths"][0]["params"]))
`
	var params []OriginParam
	runOriginJSON(t, ex, "fixtures.py", script, &params)
	if len(params) != 3 {
		t.Fatalf("params %+v", params)
	}
	check := load
	for _, p := range params {
		if p.Value == nil {
			t.Fatalf("%s: no fixture value", p.Name)
		}
		check += p.Value.Import + "\n" + p.Name + " = " + p.Value.New + "\n"
	}
	check += "print(sorted(wide_table), connection, flavour)\n"
	r := ex.RunMode(context.Background(), "check.py", []byte(check), execute.Mode{Wall: 30 * time.Second})
	if want := "['a', 'b', 'c'] open x"; strings.TrimSpace(r.Stdout) != want {
		t.Errorf("CPython: %s %q, want %q (%s)\n%s", r.Status, strings.TrimSpace(r.Stdout), want, r.Stderr, check)
	}
}

// boxModule reads testdata/NAME.py and gives the prelude that writes it
// into a directory of the box and imports it as _m, so that origin.py
// reads the constructors' source from a file, as from an installed module.
func boxModule(t *testing.T, name string) (mod []byte, load string) {
	t.Helper()
	mod, err := os.ReadFile("testdata/" + name + ".py")
	if err != nil {
		t.Fatal(err)
	}
	load = fmt.Sprintf("import sys, tempfile\n_d = tempfile.mkdtemp()\nopen(_d + '/%s.py', 'w').write(%q)\nsys.path.insert(0, _d)\nimport %s as _m\n", name, mod, name)
	return mod, load
}

// describeModule runs origin.py's describe on a testdata module in the
// sandbox and returns what it says, its functions by qualified name, and
// the code that loads the module.
func describeModule(t *testing.T, ex *execute.Executor, mod string) (m OriginModule, fn map[string]*OriginFunc, load string) {
	t.Helper()
	_, load = boxModule(t, mod)
	script := originScript + "\n" + load + `
signal.signal(signal.SIGALRM, on_alarm)
out = describe(_m, "` + mod + `", _m.__file__)
print(json.dumps(out))
`
	runOriginJSON(t, ex, "describe.py", script, &m)
	fn = map[string]*OriginFunc{}
	for i := range m.Functions {
		fn[m.Functions[i].Qual] = &m.Functions[i]
	}
	return m, fn, load
}

// runOriginJSON runs an origin.py script in the box and decodes the one
// JSON line it prints.
func runOriginJSON(t *testing.T, ex *execute.Executor, name, script string, v any) {
	t.Helper()
	r := ex.RunMode(context.Background(), name, []byte(script), execute.Mode{Wall: 60 * time.Second})
	if err := json.Unmarshal([]byte(strings.TrimSpace(r.Stdout)), v); err != nil {
		t.Fatalf("%v: %s %s", err, r.Stdout, r.Stderr)
	}
}

// A method whose instance needs another of its methods called first (a
// context pushed before it is popped, a store opened before it is read):
// the introspection finds the call among the class's methods that write
// what the method reads, keeps the one that runs and leaves state (not
// one that clears it or raises), and the shaped prefix makes it after
// the constructor; the stub-object style keeps the bare instance.
// CPython runs the body on the prepared instances.
func TestOriginLifecycle(t *testing.T) {
	ex := evalExecutor(t)
	m, fn, load := describeModule(t, ex, "origin_lifecycle_module")
	setup := func(q string) string {
		var s []string
		for _, c := range fn[q].Setup {
			s = append(s, c.Expr)
		}
		return strings.Join(s, "; ")
	}
	if got := setup("Context.pop"); got != "__self__.push()" {
		t.Errorf("Context.pop set up by %q", got)
	}
	if got := setup("Store.get"); got != "__self__.open(name='name')" {
		t.Errorf("Store.get set up by %q", got)
	}
	if got := setup("Basket.first"); got != "__self__.add(item=Item())" || strings.Join(fn["Basket.first"].Setup[0].Names, " ") != "Item" {
		t.Errorf("Basket.first set up by %q %+v", got, fn["Basket.first"].Setup)
	}
	if got := setup("Context.push") + setup("Store.open"); got != "" {
		t.Errorf("methods that need nothing first set up by %q", got)
	}
	// An argument the class calls methods of is the alternative that has
	// them (an in-memory file), not its name as text.
	if j := m.Classes["Journal"]; j.New != "Journal(sink=io.BytesIO(), title='title')" || !strings.Contains(j.Import, "import io") {
		t.Errorf("Journal built as %+v", j)
	}
	lines := []string{m.Classes["Journal"].Import, "from origin_lifecycle_module import Journal", "j = " + m.Classes["Journal"].New, "j.note('x')", "print(j.sink.getvalue().decode())"}
	for _, q := range []string{"Context", "Store", "Basket"} {
		c := m.Classes[q]
		org := &Origin{Mod: &m, Func: fn[q+"."+map[string]string{"Context": "pop", "Store": "get", "Basket": "first"}[q]], Class: &c}
		call := map[string]string{"Context": "pop()", "Store": "get('name')", "Basket": "first()"}[q]
		s, err := NewSnippet("s.py", []byte("print(self."+call+")\n"))
		if err != nil {
			t.Fatal(err)
		}
		b := newBuilder(s)
		b.origin = org
		_, shaped, _, ok := b.originBinding("self", shaped)
		_, bare, _, _ := b.originBinding("self", legacy)
		if !ok || !strings.Contains(shaped, "\nself.") || strings.Contains(bare, "\nself.push") || strings.Contains(bare, "\nself.open") {
			t.Fatalf("%s: shaped %q, stub-object %q", q, shaped, bare)
		}
		lines = append(lines, "from origin_lifecycle_module import "+q, shaped, "print(self."+call+")")
	}
	r := ex.RunMode(context.Background(), "check.py", []byte(load+strings.Join(lines, "\n")+"\n"), execute.Mode{Wall: 30 * time.Second})
	if want := "title: x\npopped app\nname\nfirst"; strings.TrimSpace(r.Stdout) != want {
		t.Errorf("CPython printed %q, want %q (%s)\n%s", strings.TrimSpace(r.Stdout), want, r.Stderr, strings.Join(lines, "\n"))
	}
}

// Globals that stand on a context variable (a proxy whose lookup closes
// over one) and hold no value outside a context: the introspection finds
// the package's method that sets the variable (a context's push), called
// on an instance it builds, and the shaped prefix enters that context as
// the snippet's environment (the other styles do not). A variable with a
// default needs nothing. CPython runs the body in the entered context.
func TestOriginContexts(t *testing.T) {
	ex := evalExecutor(t)
	_, load := boxModule(t, "origin_context_module")
	script := originScript + "\n" + load + `
signal.signal(signal.SIGALRM, on_alarm)
print(json.dumps(describe(_m, "origin_context_module", _m.__file__)))
`
	var m OriginModule
	runOriginJSON(t, ex, "ctx.py", script, &m)
	if len(m.Contexts) != 1 || m.Contexts[0].Expr != "Context(name='name').push()" || strings.Join(m.Contexts[0].Vars, " ") != "_var current" {
		t.Fatalf("contexts %+v", m.Contexts)
	}
	body := "print(greet(), current.name)\n"
	s, err := NewSnippet("s.py", []byte(body))
	if err != nil {
		t.Fatal(err)
	}
	b := newBuilder(s)
	b.origin = &Origin{Mod: &m}
	p := b.proposal(shaped, nil, "shaped")
	env := ""
	for _, st := range p.Init {
		if p.KindOf(st) == BindEnv {
			env += st + "\n"
		}
	}
	if !strings.Contains(env, "Context(name='name').push()") || envLabel(strings.TrimSpace(env)) != "a context entered, so that _var, current hold values" {
		t.Fatalf("shaped prefix %q, environment %q", p.Init, env)
	}
	if q := b.proposal(falsy, nil, "falsy"); strings.Contains(strings.Join(q.Init, "\n"), ".push()") {
		t.Errorf("the falsy prefix enters the context too: %q", q.Init)
	}
	code := load + "from origin_context_module import greet, current\n" + strings.Join(append(p.Imports, p.Init...), "\n") + "\n" + body
	r := ex.RunMode(context.Background(), "check.py", []byte(code), execute.Mode{Wall: 30 * time.Second})
	if want := "hello name name"; strings.TrimSpace(r.Stdout) != want {
		t.Errorf("CPython printed %q, want %q (%s)\n%s", strings.TrimSpace(r.Stdout), want, r.Stderr, code)
	}
}

// A parameter annotated with a class of the package gets samples: real
// objects the package's own producer (parse(src: str) -> Node) makes from
// the module's statements, found inside the tree, and told apart by the
// predicates the body tests (leaf.kind == NAME, leaf.kind in BRACKETS,
// is_number(leaf); for a loop over node.children, whether any child is
// an LPAR). The shaped prefixes that bind them hold no stand-in, and
// CPython running the body under each reaches every return together.
func TestOriginSamplesByPredicates(t *testing.T) {
	ex := evalExecutor(t)
	m, fn, load := describeModule(t, ex, "origin_tree_module")
	bodies := map[string]string{
		"describe_leaf": "if leaf.kind == NAME:\n    exit('name')\nif leaf.kind in BRACKETS:\n    exit('bracket')\nif is_number(leaf):\n    exit('number')\nexit('other')\n",
		"opens_group":   "for child in node.children:\n    if child.kind == LPAR:\n        exit(True)\nexit(False)\n",
	}
	want := map[string]string{"describe_leaf": "bracket name number other", "opens_group": "False True"}
	for q, body := range bodies {
		f := fn[q]
		if f == nil || len(f.Params) != 1 || len(f.Params[0].Samples) < 2 {
			t.Fatalf("%s: no samples: %+v", q, f)
		}
		for _, s := range f.Params[0].Samples {
			if s.Import != "from origin_tree_module import parse" || !strings.HasPrefix(s.New, "parse(") {
				t.Errorf("%s: sample %+v is not made by the producer", q, s)
			}
		}
		got := samplesReach(t, ex, &m, f, "origin_tree_module", load, "import sys", body)
		var outs []string
		for o := range got {
			outs = append(outs, o)
		}
		sort.Strings(outs)
		if strings.Join(outs, " ") != want[q] {
			t.Errorf("%s: the samples reach %q, want %q", q, outs, want[q])
		}
	}
	// A parameter whose candidates the body cannot tell apart (every
	// leaf has a text) gets none.
	if f := fn["text_of"]; f == nil || len(f.Params[0].Samples) != 0 {
		t.Errorf("text_of: %+v", f)
	}
}

// samplesReach runs body, cut from module mod, in CPython under each
// prefix f's samples give (none may bind a stand-in) and returns what the
// body's exit(v) printed: the branches the samples reach together.
func samplesReach(t *testing.T, ex *execute.Executor, m *OriginModule, f *OriginFunc, mod, load, imports, body string) map[string]bool {
	t.Helper()
	s, err := NewSnippet("s.py", []byte("# Extracted from "+mod+".py\n"+body))
	if err != nil {
		t.Fatal(err)
	}
	b := newBuilder(s)
	b.origin = &Origin{Mod: m, Func: f}
	props := b.sampleProposals()
	if len(props) != len(f.Params[0].Samples) {
		t.Fatalf("%s: %d proposals for %d samples", f.Qual, len(props), len(f.Params[0].Samples))
	}
	got := map[string]bool{}
	for _, p := range props {
		var stmts []string
		for _, st := range append(append([]string{}, p.Imports...), p.Init...) {
			if p.KindOf(st).StandIn() {
				t.Errorf("%s: %q binds a stand-in", f.Qual, st)
			}
			stmts = append(stmts, st)
		}
		// exit(v) prints v: the branch taken.
		src := load + strings.Join(stmts, "\n") + "\n" + imports + "\nexit = lambda v: (print(v), sys.exit(0))\n" + body
		r := ex.RunMode(context.Background(), "run.py", []byte(src), execute.Mode{Wall: 30 * time.Second})
		got[strings.TrimSpace(r.Stdout)] = true
	}
	return got
}

// Samples from what the installed package offers beyond annotated
// parsers: ast.parse (no annotations; its docstring names the class) for
// ast nodes, found through fields that hold one node (an Expr's value)
// as well as lists; a list parameter the body loops over itself (every
// item a Constant); a field tested through a name bound once to it
// (name = node.name; res = node.returns: if res:); a configuration whose
// keys the body tests (Config built from a dict that flips them; an
// instance's self.config updated in place, also through an object it
// holds and against None, where the recipe names the object with a
// walrus a comprehension may not hold). The
// shaped prefixes bind no stand-in, and CPython running each body under
// them reaches every branch together.
func TestOriginSamplesFromFieldsAndConfig(t *testing.T) {
	ex := evalExecutor(t)
	m, fn, load := describeModule(t, ex, "origin_fields_module")
	bodies := map[string]string{
		"magic_call":        "if isinstance(node.value, ast.Call):\n    if isinstance(node.value.func, ast.Attribute) and node.value.func.attr == 'system':\n        exit('system')\n    exit('call')\nexit('other')\n",
		"all_texts":         "for arg in args:\n    assert isinstance(arg, ast.Constant)\nexit('texts')\n",
		"kind_of_def":       "name = node.name\nres = node.returns\nif name == '_examples':\n    exit('examples')\nif res:\n    exit('annotated')\nexit('bare')\n",
		"handler":           "filename = config.get('LOG_FILE')\nif filename:\n    exit('file')\nif config.getbool('VERBOSE'):\n    exit('verbose')\nif not config.getbool('ENABLED'):\n    exit('off')\nexit('default')\n",
		"App.mode":          "if self.config['VERBOSE']:\n    exit('verbose')\nexit('quiet')\n",
		"Provider.log_file": "name = self._app.config['LOG_FILE']\nif name is not None:\n    exit('set')\nexit('unset')\n",
	}
	want := map[string]string{
		"magic_call":        "call other system",
		"kind_of_def":       "annotated bare examples",
		"handler":           "default file off verbose",
		"App.mode":          "quiet verbose",
		"Provider.log_file": "set unset",
	}
	for q, body := range bodies {
		f := fn[q]
		if f == nil || len(f.Params) != 1 || len(f.Params[0].Samples) < 2 {
			t.Errorf("%s: no samples: %+v", q, f)
			continue
		}
		got := samplesReach(t, ex, &m, f, "origin_fields_module", load, "import ast, sys", body)
		if q == "all_texts" {
			// Some sample's items are all texts: the loop runs through.
			if !got["texts"] {
				t.Errorf("all_texts: no sample runs the whole loop: %v", got)
			}
			continue
		}
		var outs []string
		for o := range got {
			outs = append(outs, o)
		}
		sort.Strings(outs)
		if strings.Join(outs, " ") != want[q] {
			t.Errorf("%s: the samples reach %q, want %q", q, outs, want[q])
		}
	}
}

// Step 3 also grows from the best node that neither is a sample's nor
// descends from one, when the best node does.
func TestBestUnsampled(t *testing.T) {
	nodes := []*Node{
		{ID: 1, Covered: []int{1, 2}},
		{ID: 2, Covered: []int{1, 2, 3}, Private: sampled{}},
		{ID: 3, Parent: 2, Covered: []int{1, 2, 3, 4}},
		{ID: 4, Parent: 1, Covered: []int{1, 2, 3}},
	}
	if !fromSample(nodes, nodes[2]) || fromSample(nodes, nodes[3]) || fromSample(nodes, nodes[0]) {
		t.Errorf("fromSample wrong")
	}
	if b := bestUnsampled(nodes); b == nil || b.ID != 4 {
		t.Errorf("bestUnsampled = %+v, want node 4", b)
	}
}

// TestOriginAnnotations: a parameter's annotation that names a class only
// the module's `if TYPE_CHECKING:` block imports, a Union (its first
// member a value is known for, type[X] as the class X) and constructors
// whose arguments are annotated as text or with another module's class
// get real values; an instance's plain data attributes are listed.
// CPython calls the functions with the values the introspection gave.
func TestOriginAnnotations(t *testing.T) {
	ex := evalExecutor(t)
	mod, load := boxModule(t, "origin_annot_module")
	script := originScript + "\n" + load + `
signal.signal(signal.SIGALRM, on_alarm)
out = describe(_m, "origin_annot_module", _m.__file__)
vals = {f["qual"] + "." + p["name"]: [(p.get("value") or {}).get("new", ""), (p.get("value") or {}).get("import", "")] for f in out["functions"] if f["qual"] in ("register", "wrap", "handle", "parse", "run") for p in f["params"]}
tally = [[(s.get("new"), s.get("import", "")) for s in p.get("samples") or []] for f in out["functions"] if f["qual"] == "tally" for p in f["params"]]
print(json.dumps({"values": vals, "data": out["classes"].get("Exporter", {}).get("data"), "tally": tally}))
`
	var got struct {
		Values map[string][2]string `json:"values"`
		Data   []string             `json:"data"`
		Tally  [][][2]string        `json:"tally"`
	}
	runOriginJSON(t, ex, "annot.py", script, &got)
	// Containers: the empty value first, then one holding an element of
	// the annotated type (an enumeration's first member).
	if len(got.Tally) != 3 || len(got.Tally[0]) != 2 || got.Tally[0][0][0] != "[]" || got.Tally[0][1][0] != `["name"]` ||
		len(got.Tally[1]) != 2 || got.Tally[1][1][0] != "{Color.RED}" || len(got.Tally[2]) != 2 || got.Tally[2][1][0] != `{"name": 0.0}` {
		t.Errorf("container samples %q", got.Tally)
	}
	if got.Values["register.code_or_exception"][0] != "Exception" {
		t.Errorf("Union[Type[Exception], int] valued %q, want the class Exception", got.Values["register.code_or_exception"])
	}
	if !strings.Contains(got.Values["wrap.w"][1], "from textwrap import TextWrapper") {
		t.Errorf("a class the module imports only for type checkers valued %q", got.Values["wrap.w"])
	}
	if !strings.Contains(got.Values["handle.ctx"][0], "Cmd(") {
		t.Errorf("a constructor argument annotated as text valued %q", got.Values["handle.ctx"])
	}
	if !strings.Contains(got.Values["parse.p"][0], "ArgumentParser(") || !strings.Contains(got.Values["parse.p"][1], "from argparse import ArgumentParser") {
		t.Errorf("a constructor argument of another module's class valued %q", got.Values["parse.p"])
	}
	if got.Values["run.job"][0] != `Job(parser=Parser(prog="name"))` {
		t.Errorf("an unannotated constructor argument named as a class valued %q", got.Values["run.job"])
	}
	if !slices.Equal(got.Data, []string{"first", "indent"}) {
		t.Errorf("Exporter's plain data %v, want [first indent] (not out, a list)", got.Data)
	}
	var lines []string
	for _, k := range []string{"register.code_or_exception", "wrap.w", "handle.ctx", "parse.p"} {
		v := got.Values[k]
		for _, imp := range strings.Split(v[1], "\n") {
			if imp != "" && !strings.HasPrefix(imp, "from origin_annot_module ") {
				lines = append(lines, imp) // the module's own classes are defined above
			}
		}
		lines = append(lines, strings.ReplaceAll(k, ".", "_")+" = "+v[0])
	}
	check := string(mod) + "\n" + strings.Join(lines, "\n") + `
h = {}
print(register(register_code_or_exception, h), h, wrap(wrap_w, "some text"), handle(handle_ctx), parse(parse_p))
print(tally(` + got.Tally[0][1][0] + ", " + got.Tally[1][1][0] + ", " + got.Tally[2][1][0] + `))
`
	r := ex.RunMode(context.Background(), "check.py", []byte(check), execute.Mode{Wall: 30 * time.Second})
	if want := "Exception {<class 'Exception'>: 'class'} ['some text and more'] name True\n['NAME', 'RED', 1.0]"; strings.TrimSpace(r.Stdout) != want {
		t.Errorf("CPython: %s %q %s, want %q (values %v)", r.Status, strings.TrimSpace(r.Stdout), r.Stderr, want, got.Values)
	}
}

// TestOriginMatchAcrossVersions: a body whose statements the installed
// version wraps otherwise matches the one function holding a third of its
// lines and twice any other's; two functions holding as many, or one
// line alone, match nothing.
func TestOriginMatchAcrossVersions(t *testing.T) {
	hashes := func(lines ...string) []uint32 {
		var out []uint32
		for _, l := range lines {
			if h, ok := lineHash(l); ok {
				out = append(out, h)
			}
		}
		return out
	}
	body := "# Extracted from ./x/pkg/mod.py\napp.update_template_context(context)\nbefore_render_template.send(\n    app, _async_wrapper=app.ensure_sync, template=template\n)\nrv = template.render(context)\ntemplate_rendered.send(\n    app, _async_wrapper=app.ensure_sync, template=template\n)\nexit(rv)\n"
	render := OriginFunc{Qual: "_render", Size: 5, Lines: hashes("app.update_template_context(context)", "before_render_template.send(app, template=template)", "rv = template.render(context)", "return rv")}
	stream := OriginFunc{Qual: "_stream", Size: 12, Lines: hashes("app.update_template_context(context)", "before_render_template.send(app, template=template)", "yield from template.generate(context)")}
	m := &OriginModule{Functions: []OriginFunc{stream, render}}
	if f := m.match([]byte(body)); f == nil || f.Qual != "_render" {
		t.Fatalf("matched %v, want _render", f)
	}
	twin := render
	twin.Qual, twin.Size = "_render2", 6
	if f := (&OriginModule{Functions: []OriginFunc{render, twin}}).match([]byte(body)); f != nil {
		t.Errorf("two functions holding as many lines: matched %s", f.Qual)
	}
	one := OriginFunc{Qual: "one", Size: 3, Lines: hashes("rv = template.render(context)")}
	if f := (&OriginModule{Functions: []OriginFunc{one}}).match([]byte(body)); f != nil {
		t.Errorf("one line of the body: matched %s", f.Qual)
	}
}

// TestOriginRealState: real objects where the constructor alone leaves
// out what the body reads. A lifecycle call whose constructor-style
// argument makes it raise half-way (db set, then the source lacks its
// hub) does not count; the method's annotated parameter valued as the
// module's parameters are (the source from its factory) does. A
// parameter the function tests with isinstance against a class of the
// module gets an instance of it as a sample, also through self.value =
// value; a constructor testing its optional argument against Exception
// gets an exception; a parameter named as a kind of a class the module
// imports from elsewhere is one. CPython runs the bodies on those values.
func TestOriginRealState(t *testing.T) {
	ex := evalExecutor(t)
	mod, load := boxModule(t, "origin_state_module")
	script := originScript + "\n" + load + `
signal.signal(signal.SIGALRM, on_alarm)
out = describe(_m, "origin_state_module", _m.__file__)
fns = {f["qual"]: f for f in out["functions"]}
samples = {f["qual"] + "." + p["name"]: [s["new"] for s in p.get("samples") or []] for f in out["functions"] for p in f["params"]}
print(json.dumps({"setup": [c["expr"] for c in fns["Store.put"].get("setup") or []], "store": out["classes"]["Store"]["new"],
                  "samples": samples, "fraction": (fns["halve"]["params"][0].get("value") or {}).get("new", "")}))
`
	var got struct {
		Setup    []string            `json:"setup"`
		Store    string              `json:"store"`
		Samples  map[string][]string `json:"samples"`
		Fraction string              `json:"fraction"`
	}
	runOriginJSON(t, ex, "state.py", script, &got)
	if !strings.HasPrefix(got.Fraction, "Fraction(") {
		t.Errorf("exact_fraction valued %q, want the Fraction the module imports", got.Fraction)
	}
	if len(got.Setup) != 1 || !strings.Contains(got.Setup[0], "Source.from_hub(") {
		t.Fatalf("Store.put's setup %q, want one open() given the factory's source", got.Setup)
	}
	failure, settings := "", ""
	for _, s := range got.Samples["scraped.response"] {
		if strings.HasPrefix(s, "Failure(") {
			failure = s
		}
	}
	for _, s := range got.Samples["Attribute.set.value"] {
		if strings.HasPrefix(s, "Settings(") {
			settings = s
		}
	}
	if failure == "" || !strings.Contains(failure, "Exception(") {
		t.Fatalf("scraped.response samples %q, want a Failure built from an exception", got.Samples["scraped.response"])
	}
	if settings == "" {
		t.Fatalf("Attribute.set.value samples %q, want a Settings (tested through self.value)", got.Samples["Attribute.set.value"])
	}
	if len(got.Samples["scraped.item"]) != 0 {
		t.Errorf("scraped.item, never tested, has samples %q", got.Samples["scraped.item"])
	}
	check := string(mod) + "\nstore = " + got.Store + "\n" + strings.ReplaceAll(got.Setup[0], "__self__", "store") + `
print(store.put("x"))
print(scraped("i", ` + failure + `)["src"], scraped("i", "page")["src"])
a = Attribute.__new__(Attribute)
a.set(` + settings + `, 10)
b = Attribute.__new__(Attribute)
b.set("v", 10)
print(a.priority, b.priority)
print(halve(` + got.Fraction + `) >= Fraction(1, 2))
`
	r := ex.RunMode(context.Background(), "check.py", []byte(check), execute.Mode{Wall: 30 * time.Second})
	if want := "['hub-key']\nfailed: exc_value page\n40 10\nTrue"; strings.TrimSpace(r.Stdout) != want {
		t.Errorf("CPython: %s %q %s, want %q", r.Status, strings.TrimSpace(r.Stdout), r.Stderr, want)
	}
}

// A constructor's parameter annotated with a class its module imports only
// under TYPE_CHECKING gets a real instance of that class (not __new__ with
// no state), and an owner the instance keeps only by a weak reference is
// bound to a name in the recipe, so it is alive when the body reads it.
// CPython runs the recipe and the method.
func TestOriginCheckingAnnotationAndWeakOwner(t *testing.T) {
	ex := evalExecutor(t)
	mod, load := boxModule(t, "origin_checking_module")
	script := originScript + "\n" + load + `
signal.signal(signal.SIGALRM, on_alarm)
out = describe(_m, "origin_checking_module", _m.__file__)
c = out["classes"]["Provider"]
print(json.dumps({"new": c["new"], "import": c.get("import", "")}))
`
	var got struct {
		New    string `json:"new"`
		Import string `json:"import"`
	}
	runOriginJSON(t, ex, "checking.py", script, &got)
	if !strings.Contains(got.New, "ArgumentParser(") || strings.Contains(got.New, "__new__") {
		t.Fatalf("Provider built as %q, want its owner a real ArgumentParser", got.New)
	}
	var imps []string // the module's own import: its source is inlined
	for _, l := range strings.Split(got.Import, "\n") {
		if !strings.Contains(l, "origin_checking_module") {
			imps = append(imps, l)
		}
	}
	check := string(mod) + "\n" + strings.Join(imps, "\n") + "\np = " + got.New + "\nprint(p.describe())\n"
	r := ex.RunMode(context.Background(), "check.py", []byte(check), execute.Mode{Wall: 30 * time.Second})
	if want := "ArgumentParser True"; strings.TrimSpace(r.Stdout) != want {
		t.Errorf("CPython: %s %q %s %+v, want %q\n%s", r.Status, strings.TrimSpace(r.Stdout), r.Stderr, r.Error, want, check)
	}
}

// runProposal runs the module's load lines, p's imports and init, then
// tail, with plain CPython in the box.
func runProposal(ex *execute.Executor, load string, p *Proposal, tail string) *execute.Result {
	src := load + strings.Join(append(append([]string{}, p.Imports...), p.Init...), "\n") + tail
	return ex.RunMode(context.Background(), "run.py", []byte(src), execute.Mode{Wall: 30 * time.Second})
}

// mappingMethod describes testdata/origin_mapping_module.py in the box and
// returns a builder for body cut out of its method qual (Class.method),
// the snippet, the class's recipe and the lines that load the module.
func mappingMethod(t *testing.T, ex *execute.Executor, qual, body string) (*builder, *Snippet, OriginClass, string) {
	t.Helper()
	_, load := boxModule(t, "origin_mapping_module")
	script := originScript + "\n" + load + `
signal.signal(signal.SIGALRM, on_alarm)
print(json.dumps(describe(_m, "origin_mapping_module", _m.__file__)))
`
	var m OriginModule
	runOriginJSON(t, ex, "mapping.py", script, &m)
	var f *OriginFunc
	for i := range m.Functions {
		if m.Functions[i].Qual == qual {
			f = &m.Functions[i]
		}
	}
	c, ok := m.Classes[strings.SplitN(qual, ".", 2)[0]]
	if f == nil || !ok {
		t.Fatalf("no %s or recipe: %+v", qual, m)
	}
	s, err := NewSnippet("s.py", []byte("# Extracted from origin_mapping_module.py\n"+body))
	if err != nil {
		t.Fatal(err)
	}
	b := newBuilder(s)
	b.origin = &Origin{Mod: &m, Func: f, Class: &c}
	return b, s, c, load
}

// A KeyError on a real instance the origin builds (a mapping as self,
// empty as built): step 2 gives it the missing key by its own item
// assignment, a plain value, and CPython runs the body through on it.
func TestRepairKeyOfRealInstance(t *testing.T) {
	ex := evalExecutor(t)
	body := "del self._store[key.lower()]\n"
	b, s, c, load := mappingMethod(t, ex, "Folded.__delitem__", body)
	line := 2
	parent := &Node{ID: 1, Proposal: Proposal{Imports: []string{"from origin_mapping_module import Folded"},
		Init: []string{`key = "Text"`, "self = " + c.New}},
		Error: &execute.Error{Type: "KeyError", Message: "'text'", Line: &line}}
	var found *Proposal
	for _, p := range NewOffline().repair(b, Request{Snippet: s, Step: 2, Parent: parent}) {
		if strings.Contains(strings.Join(p.Init, "\n"), `self["text"] = "text"`) {
			found = &p
		}
	}
	if found == nil {
		t.Fatal("no repair sets the key in the real instance")
	}
	for _, st := range append(append([]string{}, found.Imports...), found.Init...) {
		if found.KindOf(st).StandIn() {
			t.Errorf("%q binds a stand-in", st)
		}
	}
	r := runProposal(ex, load, found, "\n"+body+"print(len(self._store))\n")
	if strings.TrimSpace(r.Stdout) != "0" {
		t.Errorf("CPython: %s %q %s, want the key deleted", r.Status, r.Stdout, r.Stderr)
	}
}

// A parameter named as an attribute the samples of another parameter
// have (parent beside child) takes that attribute of each sample: the
// parsed leaf's own parent, so the body's test of the parent's last
// child holds for a real bracket leaf. CPython runs the body on each
// pair; both branches are reached.
func TestOriginRelatedSamples(t *testing.T) {
	ex := evalExecutor(t)
	mod, load := boxModule(t, "origin_parent_module")
	script := originScript + "\n" + load + `
signal.signal(signal.SIGALRM, on_alarm)
out = describe(_m, "origin_parent_module", _m.__file__)
f = [f for f in out["functions"] if f["qual"] == "close_group"][0]
print(json.dumps({p["name"]: [s["new"] for s in p.get("samples") or []] for p in f["params"]}))
`
	var got map[string][]string
	runOriginJSON(t, ex, "parent.py", script, &got)
	child, parent := got["child"], got["parent"]
	if len(child) < 2 || len(parent) != len(child) {
		t.Fatalf("samples child %q parent %q, want one parent per child", child, parent)
	}
	seen := map[string]bool{}
	for j := range child {
		src := string(mod) + "\nchild = " + child[j] + "\nparent = " + parent[j] + "\nprint(close_group(child, parent))\n"
		r := ex.RunMode(context.Background(), "run.py", []byte(src), execute.Mode{Wall: 30 * time.Second})
		seen[strings.TrimSpace(r.Stdout)] = true
	}
	if !seen["closed"] || !seen["appended"] {
		t.Errorf("the pairs reach %v, want closed and appended (samples child %q parent %q)", seen, child, parent)
	}
}

// A membership test of the real instance (key not in self) that a Stub
// self answered: step 4's real values come with a variant in which the
// instance holds the key by its own item assignment, and CPython takes
// the test's other way on it.
func TestDestubRealInstanceHoldsTestedKey(t *testing.T) {
	ex := evalExecutor(t)
	body := "if key not in self:\n    self[key] = default\n    exit(\"absent\")\nexit(\"present\")\n"
	b, s, _, load := mappingMethod(t, ex, "Folded.setdefault", body)
	parent := &Node{ID: 1, Proposal: Proposal{Init: []string{`default = "default"`, `key = "Text"`, `self = Stub("self")`}}}
	parent.Proposal.mark(BindStub, `self = Stub("self")`)
	var found *Proposal
	for _, p := range NewOffline().destub(b, Request{Snippet: s, Step: 4, Parent: parent}) {
		if strings.Contains(strings.Join(p.Init, "\n"), "self[key] = key") {
			found = &p
		}
	}
	if found == nil {
		t.Fatal("no variant gives the real instance the tested key")
	}
	for _, st := range append(append([]string{}, found.Imports...), found.Init...) {
		if found.KindOf(st).StandIn() {
			t.Errorf("%q binds a stand-in", st)
		}
	}
	r := runProposal(ex, load, found, "\nimport sys\nexit = lambda v: (print(v), sys.exit(0))\n"+body)
	if strings.TrimSpace(r.Stdout) != "present" {
		t.Errorf("CPython: %s %q %s, want the key present", r.Status, r.Stdout, r.Stderr)
	}
}

// A KeyError in a container a real instance holds (self.values[name], a
// dict its constructor made): the key is set in that container, a plain
// value, and CPython runs the body through.
func TestRepairKeyInRealInstancesContainer(t *testing.T) {
	ex := evalExecutor(t)
	body := "exit(self.values[name].upper())\n"
	b, s, c, load := mappingMethod(t, ex, "Options.get", body)
	line := 2
	parent := &Node{ID: 1, Proposal: Proposal{Imports: []string{"from origin_mapping_module import Options"},
		Init: []string{`name = "name"`, "self = " + c.New}},
		Error: &execute.Error{Type: "KeyError", Message: "'name'", Line: &line}}
	var found *Proposal
	for _, p := range NewOffline().repair(b, Request{Snippet: s, Step: 2, Parent: parent}) {
		if strings.Contains(strings.Join(p.Init, "\n"), `self.values["name"] = "name"`) {
			found = &p
		}
	}
	if found == nil {
		t.Fatal("no repair sets the key in the instance's container")
	}
	r := runProposal(ex, load, found, "\nimport sys\nexit = lambda v: (print(v), sys.exit(0))\n"+body)
	if strings.TrimSpace(r.Stdout) != "NAME" {
		t.Errorf("CPython: %s %q %s, want NAME", r.Status, r.Stdout, r.Stderr)
	}
}

// A KeyError where an open name indexes a table the prefix imports
// (name2codepoint[entity]): step 2 makes the name one of the table's own
// keys, no stand-in, and CPython runs the line through; a subscript by a
// name the prefix imports, or of a box it does not, is left alone.
func TestRepairKeyOfImportedTable(t *testing.T) {
	ex := evalExecutor(t)
	body := "exit(chr(name2codepoint[entity]) + str(local[entity]) + str(name2codepoint[sys]))\n"
	s, err := NewSnippet("s.py", []byte(body))
	if err != nil {
		t.Fatal(err)
	}
	b := newBuilder(s)
	line := 1
	parent := &Node{ID: 1, Proposal: Proposal{Imports: []string{"from html.entities import name2codepoint", "import sys"},
		Init: []string{`entity = "entity"`, `local = {"amp": 1}`}},
		Error: &execute.Error{Type: "KeyError", Message: "'entity'", Line: &line}}
	var found []Proposal
	for _, p := range NewOffline().repair(b, Request{Snippet: s, Step: 2, Parent: parent}) {
		if strings.Contains(p.Note, " is a key of ") {
			found = append(found, p)
		}
	}
	if len(found) != 1 || !slices.Contains(found[0].Init, "entity = next(iter(name2codepoint))") {
		t.Fatalf("repairs %v, want entity = next(iter(name2codepoint)) alone", found)
	}
	r := runProposal(ex, "", &found[0], "\nprint(chr(name2codepoint[entity]))\n")
	if r.Status != "ok" || strings.TrimSpace(r.Stdout) == "" {
		t.Errorf("CPython: %s %q %s", r.Status, r.Stdout, r.Stderr)
	}
}

// A decoder reached through something the prefix imports under a name of
// its own (serial.loads(blob), pickle imported as serial): step 2 makes
// the argument what the encoder of the inverse name makes, and CPython
// decodes it; a module by its own name is encodedArgs' case, and a name
// the prefix binds otherwise (local.loads) gets nothing.
func TestRepairObjectEncodedArgs(t *testing.T) {
	ex := evalExecutor(t)
	body := "exit((serial.loads(blob), json.loads(text), local.loads(data)))\n"
	s, err := NewSnippet("s.py", []byte(body))
	if err != nil {
		t.Fatal(err)
	}
	b := newBuilder(s)
	base := Proposal{Imports: []string{"import pickle as serial", "import json"},
		Init: []string{`blob = "blob"`, `text = "text"`, `data = "data"`, `local = {"a": 1}`}}
	got := objectEncodedArgs(b, base, []string{"blob", "text", "data"})
	var names []string
	for _, kv := range got {
		names = append(names, kv[1])
	}
	want := []string{`blob = serial.dumps({"key": "value"})`, `blob = serial.dumps("text")`}
	if !slices.Equal(names, want) {
		t.Fatalf("repairs %q, want %q", names, want)
	}
	p := Proposal{Imports: base.Imports, Init: extendInit(base.Init, want[0])}
	r := runProposal(ex, "", &p, "\nprint(serial.loads(blob))\n")
	if strings.TrimSpace(r.Stdout) != "{'key': 'value'}" {
		t.Errorf("CPython: %s %q %s", r.Status, r.Stdout, r.Stderr)
	}
}

// A class no constructor call builds whose hollow instance cannot answer
// dir() (its __getattr__ reads state __init__ sets) still gets its
// __new__ recipe, with its class's attributes: an __init__ body's self.
// CPython runs the body on it.
func TestOriginHollowInstance(t *testing.T) {
	ex := evalExecutor(t)
	mod, load := boxModule(t, "origin_hollow_module")
	script := originScript + "\n" + load + `
signal.signal(signal.SIGALRM, on_alarm)
out = describe(_m, "origin_hollow_module", _m.__file__)
print(json.dumps(out["classes"].get("Frame") or {}))
`
	var got OriginClass
	runOriginJSON(t, ex, "hollow.py", script, &got)
	if got.New != "Frame.__new__(Frame)" {
		t.Fatalf("Frame recipe %+v, want the hollow instance", got)
	}
	check := string(mod) + "\nself = " + got.New + "\ndata = {'a': 1}\n" +
		"object.__setattr__(self, '_data', data)\nobject.__setattr__(self, '_cache', {})\nprint(sorted(vars(self)))\n"
	r := ex.RunMode(context.Background(), "check.py", []byte(check), execute.Mode{Wall: 30 * time.Second})
	if want := "['_cache', '_data']"; strings.TrimSpace(r.Stdout) != want {
		t.Errorf("CPython: %s %q %s, want %q", r.Status, strings.TrimSpace(r.Stdout), r.Stderr, want)
	}
}

// A parameter of a class no parser returns (a Line) gets real lines a
// generic visitor of the package yields for parsed text (LineMaker, a
// Visitor[Line], built with an empty collection for its Collection[str]
// argument), told apart by the body's tests: CPython reaches each branch.
func TestOriginVisitorSamples(t *testing.T) {
	ex := evalExecutor(t)
	_, load := boxModule(t, "origin_visitor_module")
	script := originScript + "\n" + load + `
signal.signal(signal.SIGALRM, on_alarm)
out = describe(_m, "origin_visitor_module", _m.__file__)
f = [f for f in out["functions"] if f["qual"] == "first_kind"][0]
print(json.dumps([{"new": s["new"], "import": s.get("import", "")} for s in f["params"][0].get("samples") or []]))
`
	var got []struct {
		New    string `json:"new"`
		Import string `json:"import"`
	}
	runOriginJSON(t, ex, "visitor.py", script, &got)
	if len(got) < 2 {
		t.Fatalf("samples %+v, want lines from the visitor", got)
	}
	seen := map[string]bool{}
	for _, s := range got {
		if !strings.Contains(s.New, "LineMaker(features=[]).visit(parse(") {
			t.Errorf("sample %q not made by the visitor", s.New)
		}
		src := load + s.Import + "\nline = " + s.New + "\nprint(_m.first_kind(line))\n"
		r := ex.RunMode(context.Background(), "run.py", []byte(src), execute.Mode{Wall: 30 * time.Second})
		seen[strings.TrimSpace(r.Stdout)] = true
	}
	if !seen["call"] || !seen["plain"] {
		t.Errorf("the samples reach %v, want call and plain", seen)
	}
}

// Tests of a sequence's items through the names the body binds to it (LL
// = line.children; LL[idx].kind == STRING with idx first 0; LL[i].kind in
// self.OPERATORS) tell parsed candidates apart, the function's literals
// are parsed too ('"abc"' alone makes a line that begins with a text),
// and a parameter annotated as a sequence of leaves gets the real lists
// the parsed nodes hold; a method of the parsed class gets its self the
// same way; a text parameter gets its docstring's code example. CPython
// runs each body on the samples and takes each branch.
func TestOriginItemSamples(t *testing.T) {
	ex := evalExecutor(t)
	mod, load := boxModule(t, "origin_items_module")
	script := originScript + "\n" + load + `
signal.signal(signal.SIGALRM, on_alarm)
out = describe(_m, "origin_items_module", _m.__file__)
got = {}
for f in out["functions"]:
    for p in f["params"]:
        got[f["qual"] + " " + p["name"]] = [s["new"] for s in p.get("samples") or []]
print(json.dumps(got))
`
	var got map[string][]string
	runOriginJSON(t, ex, "items.py", script, &got)
	run := func(call string, samples []string) map[string]bool {
		seen := map[string]bool{}
		for _, s := range samples {
			src := string(mod) + "\nv = " + s + "\nprint(" + call + ")\n"
			r := ex.RunMode(context.Background(), "run.py", []byte(src), execute.Mode{Wall: 30 * time.Second})
			seen[strings.TrimSpace(r.Stdout)] = true
		}
		return seen
	}
	if seen := run("starts_with_text(v)", got["starts_with_text line"]); !seen["text"] || !seen["other"] {
		t.Errorf("line samples %q reach %v, want text and other", got["starts_with_text line"], seen)
	}
	// A method's self: the nodes the parser makes, told apart by the
	// body's test of self's first child.
	if seen := run("v.first()", got["Node.first self"]); !seen["text"] || !seen["other"] {
		t.Errorf("self samples %q reach %v, want text and other", got["Node.first self"], seen)
	}
	// Source text: the code example of the function's own docstring.
	if seen := run("count_calls(v)", got["count_calls src"]); !seen["2"] {
		t.Errorf("src samples %q give %v, want the docstring's example (2 calls)", got["count_calls src"], seen)
	}
	seen := run("Scanner().operators(v)", got["Scanner.operators leaves"])
	if !seen["0"] || len(seen) < 2 || seen[""] {
		t.Errorf("leaves samples %q give %v, want lists that are real leaves, some beginning with an operator", got["Scanner.operators leaves"], seen)
	}
}

// A parameter annotated with a class no parser of the package makes (a
// Union naming it by a forward reference): its subclasses, each built as
// the package builds one, are the samples the body's predicates tell apart
// (a module function given the parameter, an isinstance test). CPython
// takes each of the body's three ways on them.
func TestOriginSubclassSamples(t *testing.T) {
	ex := evalExecutor(t)
	mod, load := boxModule(t, "origin_subclass_module")
	script := originScript + "\n" + load + `
signal.signal(signal.SIGALRM, on_alarm)
out = describe(_m, "origin_subclass_module", _m.__file__)
f = [f for f in out["functions"] if f["qual"] == "kind"][0]
print(json.dumps([s["new"] for s in f["params"][0].get("samples") or []]))
`
	var got []string
	runOriginJSON(t, ex, "subclass.py", script, &got)
	seen := map[string]bool{}
	for _, s := range got {
		src := string(mod) + "\nprint(kind(" + s + "))\n"
		r := ex.RunMode(context.Background(), "run.py", []byte(src), execute.Mode{Wall: 30 * time.Second})
		seen[strings.TrimSpace(r.Stdout)] = true
	}
	if !seen["round"] || !seen["square"] || !seen["other"] {
		t.Errorf("samples %q reach %v, want round, square and other", got, seen)
	}
}

// Instances with state where build() made them with __new__: a binary
// stream parameter gets an in-memory one (io.BytesIO, a typing.BinaryIO),
// a postponed "Frame | list" annotation its first class built, and a base
// class whose constructor wants what its subclasses pass is represented by
// a subclass built as the package builds one. CPython evaluates each
// recipe and runs a method that reads the state.
func TestOriginStatefulRecipes(t *testing.T) {
	ex := evalExecutor(t)
	mod, load := boxModule(t, "origin_stream_module")
	script := originScript + "\n" + load + `
signal.signal(signal.SIGALRM, on_alarm)
out = describe(_m, "origin_stream_module", _m.__file__)
print(json.dumps({q: c["new"] for q, c in out["classes"].items()}))
`
	var got map[string]string
	runOriginJSON(t, ex, "stream.py", script, &got)
	for q, use := range map[string]string{"Echo": "v.readline()", "Table": "v.data.columns", "Base": "v.describe()"} {
		if strings.Contains(got[q], "__new__") || got[q] == "" {
			t.Errorf("%s is built as %q, want a constructor call", q, got[q])
			continue
		}
		src := string(mod) + "\nimport io\nv = " + got[q] + "\nprint(repr(" + use + "))\n"
		r := ex.RunMode(context.Background(), "run.py", []byte(src), execute.Mode{Wall: 30 * time.Second})
		if r.Status != "ok" && r.Status != "exit" || strings.TrimSpace(r.Stdout) == "" {
			t.Errorf("%s = %s; %s: %s %q %s", q, got[q], use, r.Status, r.Stdout, r.Stderr)
		}
	}
}

// A method's self is an instance of a subclass when the method reads
// attributes only subclasses define (a mixin's items(), a base's
// separator), and a constructor whose **kwargs go on to its base's
// __init__ gets the base's required arguments: CPython runs each method
// on the recipe's instance (the class's own instance raises
// AttributeError, __new__ leaves no state).
func TestOriginSubclassSelfAndPassedKwargs(t *testing.T) {
	ex := evalExecutor(t)
	_, load := boxModule(t, "origin_subclass_self_module")
	script := originScript + "\n" + load + `
signal.signal(signal.SIGALRM, on_alarm)
out = describe(_m, "origin_subclass_self_module", _m.__file__)
print(json.dumps({k: out["classes"].get(k) or {} for k in ("PairsMixin", "Address", "DebugFrame")}))
init = [f for f in out["functions"] if f["qual"] == "AppClient.__init__"][0]
print(json.dumps({p["name"]: (p.get("samples") or [{}])[0] for p in init["params"][1:]}))
`
	r := ex.RunMode(context.Background(), "subclass.py", []byte(script), execute.Mode{Wall: 60 * time.Second})
	lines := strings.Split(strings.TrimSpace(r.Stdout), "\n")
	if len(lines) != 2 {
		t.Fatalf("%s %q %s", r.Status, r.Stdout, r.Stderr)
	}
	var got map[string]OriginClass
	var passed map[string]OriginClass
	if json.Unmarshal([]byte(lines[0]), &got) != nil || json.Unmarshal([]byte(lines[1]), &passed) != nil {
		t.Fatalf("%q", r.Stdout)
	}
	// An __init__ that passes everything on: kwargs hold the base's
	// required argument, and the body's super().__init__ call succeeds.
	if !strings.Contains(passed["kwargs"].New, "'application'") || passed["args"].New != "()" {
		t.Errorf("AppClient.__init__ samples %+v, want the base's application in kwargs", passed)
	}
	run := load + "from origin_subclass_self_module import *\nself = AppClient.__new__(AppClient)\nargs = " + passed["args"].New +
		"\nkwargs = " + passed["kwargs"].New + "\n_m.AppClient.__init__(self, *args, **kwargs)\nprint(self.preserve)\n"
	if r := ex.RunMode(context.Background(), "init.py", []byte(run), execute.Mode{Wall: 30 * time.Second}); strings.TrimSpace(r.Stdout) != "False" {
		t.Errorf("CPython: %s %q %s", r.Status, r.Stdout, r.Stderr)
	}
	for name, want := range map[string]string{"PairsMixin": "PairDict(", "Address": "NetAddress(", "DebugFrame": "DebugFrame("} {
		if !strings.HasPrefix(got[name].New, want) {
			t.Errorf("%s recipe %q, want %s...)", name, got[name].New, want)
		}
	}
	calls := map[string]string{"PairsMixin": "pairs", "Address": "joined", "DebugFrame": "where"}
	for name, m := range calls {
		c := got[name]
		src := load + "from origin_subclass_self_module import *\nself = " + c.New + "\nprint(_m." + name + "." + m + "(self) is not None)\n"
		r := ex.RunMode(context.Background(), "run.py", []byte(src), execute.Mode{Wall: 30 * time.Second})
		if strings.TrimSpace(r.Stdout) != "True" {
			t.Errorf("CPython, %s.%s on %s: %s %q %s", name, m, c.New, r.Status, r.Stdout, r.Stderr)
		}
	}
}

// A body cut from a known module runs with that module's package: its
// relative imports name the real sibling modules (the package's own name
// for an __init__), and a climb above the package's top is left to the
// stand-in package. CPython imports the sibling's real value.
func TestOriginPackageForRelativeImports(t *testing.T) {
	snippet := "from .sibling import VALUE\nprint(VALUE)\n"
	tr, err := pyparse.Parse([]byte(snippet))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ module, file, want string }{
		{"relpkg.mod", "/x/relpkg/mod.py", `__package__ = "relpkg"`},
		{"relpkg", "/x/relpkg/__init__.py", `__package__ = "relpkg"`},
		{"", "", ""},
	} {
		org := &Origin{Mod: &OriginModule{Module: c.module, File: c.file}}
		if got := originPackage(tr, org); got != c.want {
			t.Errorf("%s: %q, want %q", c.module, got, c.want)
		}
	}
	deep, err := pyparse.Parse([]byte("from ...up import x\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got := originPackage(deep, &Origin{Mod: &OriginModule{Module: "relpkg.mod", File: "/x/relpkg/mod.py"}}); got != "" {
		t.Errorf("a climb above the top: %q, want none", got)
	}
	ex := evalExecutor(t)
	src := "import sys, tempfile, os\n_d = tempfile.mkdtemp()\nos.makedirs(_d + '/relpkg')\n" +
		"open(_d + '/relpkg/__init__.py', 'w').write('')\nopen(_d + '/relpkg/sibling.py', 'w').write('VALUE = 42\\n')\n" +
		"sys.path.insert(0, _d)\n" + originPackage(tr, &Origin{Mod: &OriginModule{Module: "relpkg.mod", File: "/x/relpkg/mod.py"}}) + "\n" + snippet
	r := ex.RunMode(context.Background(), "rel.py", []byte(src), execute.Mode{Wall: 30 * time.Second})
	if strings.TrimSpace(r.Stdout) != "42" {
		t.Errorf("CPython: %s %q %s, want 42", r.Status, r.Stdout, r.Stderr)
	}
}

// A function's parameters take the arguments its docstring's examples
// call it with, one call's values together (a parameter a call leaves
// out: its default), with the names the examples set up before the call:
// CPython runs the function on each call's values and reaches both kinds
// of part; a name the examples made (prices) is theirs.
func TestOriginDocstringSamples(t *testing.T) {
	ex := evalExecutor(t)
	_, load := boxModule(t, "origin_doctest_module")
	script := originScript + "\n" + load + `
signal.signal(signal.SIGALRM, on_alarm)
MODULE_NAME = "origin_doctest_module"
out = describe(_m, "origin_doctest_module", _m.__file__)
print(json.dumps({f["qual"]: {p["name"]: p.get("samples") or [] for p in f["params"]} for f in out["functions"]}))
`
	var got map[string]map[string][]OriginClass
	runOriginJSON(t, ex, "doctest.py", script, &got)
	text, sep := got["split_pairs"]["text"], got["split_pairs"]["sep"]
	if len(text) != 2 || len(sep) != 2 {
		t.Fatalf("split_pairs samples %+v, want two calls' values", got["split_pairs"])
	}
	outs := map[string]bool{}
	for j := range text {
		src := load + "print(None in [v for _, v in _m.split_pairs(" + text[j].New + ", " + sep[j].New + ")])\n"
		r := ex.RunMode(context.Background(), "run.py", []byte(src), execute.Mode{Wall: 30 * time.Second})
		outs[strings.TrimSpace(r.Stdout)] = true
	}
	if !outs["True"] || !outs["False"] {
		t.Errorf("the calls reach %v, want a pair with and one without a value", outs)
	}
	prices := got["total"]["prices"]
	if len(prices) != 1 || prices[0].New != "prices" {
		t.Fatalf("total samples %+v, want the examples' prices", prices)
	}
	src := load + prices[0].Import + "\nprices = " + prices[0].New + "\nprint(_m.total(prices))\n"
	r := ex.RunMode(context.Background(), "run.py", []byte(src), execute.Mode{Wall: 30 * time.Second})
	if strings.TrimSpace(r.Stdout) != "5" {
		t.Errorf("CPython: %s %q %s, want 5", r.Status, r.Stdout, r.Stderr)
	}
	// A method called in its class's docstring: self is the instance the
	// examples made, in the state each call found it (the second call
	// after the first): both branches.
	self, key := got["Tally.add"]["self"], got["Tally.add"]["key"]
	if len(self) != 2 || len(key) != 2 {
		t.Fatalf("Tally.add samples %+v, want the two calls'", got["Tally.add"])
	}
	outs = map[string]bool{}
	for j := range self {
		src := load + self[j].Import + "\nself = " + self[j].New + "\nprint(_m.Tally.add(self, " + key[j].New + "))\n"
		r := ex.RunMode(context.Background(), "run.py", []byte(src), execute.Mode{Wall: 30 * time.Second})
		outs[strings.TrimSpace(r.Stdout)] = true
	}
	if !outs["1"] || !outs["2"] {
		t.Errorf("the calls give %v, want 1 and 2", outs)
	}
}

// A parameter that is a function gets real functions: the package's own
// whose annotations fit a Callable[[A], R] annotation, else builtins that
// only read as many arguments as the body's calls pass; a constructor's
// Callable[[Any], Any] argument a builtin too; a default that is neither
// a literal nor an expression of the module's globals (a lambda, str) is
// read where Python keeps it. CPython runs the body's function with each.
func TestOriginCallableParamsAndOwnDefaults(t *testing.T) {
	ex := evalExecutor(t)
	_, load := boxModule(t, "origin_callback_module")
	script := originScript + "\n" + load + `
signal.signal(signal.SIGALRM, on_alarm)
out = describe(_m, "origin_callback_module", _m.__file__)
ps = {f["qual"]: {p["name"]: p for p in f["params"]} for f in out["functions"]}
print(json.dumps({"split": ps["split_all"]["split_func"].get("samples"), "errback": ps["drain"]["errback"].get("samples"),
    "defaults": {n: ps["render"][n].get("default_expr") for n in ("formatvalue", "formatname", "sep")},
    "converter": out["classes"].get("Converter", {}).get("new")}))
`
	var got struct {
		Split, Errback []OriginClass
		Defaults       map[string]string
		Converter      string
	}
	runOriginJSON(t, ex, "callback.py", script, &got)
	if len(got.Split) != 1 || got.Split[0].New != "halves" || !got.Split[0].Function {
		t.Errorf("split_func samples %+v, want the package's halves alone (count's annotations do not fit)", got.Split)
	}
	if len(got.Errback) == 0 || got.Errback[0].New != "repr" {
		t.Errorf("errback samples %+v, want builtins of one argument, repr first", got.Errback)
	}
	if got.Converter != "Converter(func=repr)" {
		t.Errorf("Converter is built as %q, want Converter(func=repr)", got.Converter)
	}
	want := map[string]string{"formatvalue": "render.__defaults__[0]", "formatname": "render.__defaults__[1]", "sep": "render.__kwdefaults__['sep']"}
	for n, w := range want {
		if got.Defaults[n] != w {
			t.Errorf("%s default_expr %q, want %q", n, got.Defaults[n], w)
		}
	}
	if len(got.Split) == 0 || len(got.Errback) == 0 {
		return
	}
	// The proposer binds the parameter to the first real function, a
	// plain value, in place of a lambda.
	s, err := NewSnippet("s.py", []byte("for q in split_func(p):\n    print(q)\n"))
	if err != nil {
		t.Fatal(err)
	}
	b := newBuilder(s)
	b.origin = &Origin{Mod: &OriginModule{Module: "origin_callback_module"}, Func: &OriginFunc{Qual: "split_all",
		Params: []OriginParam{{Name: "pieces"}, {Name: "split_func", Samples: got.Split}}}}
	if imp, st, k, ok := b.originBinding("split_func", shaped); !ok || st != "split_func = halves" || k != BindPlain || !strings.Contains(imp, "import halves") {
		t.Errorf("split_func bound as %q %q (%s, %v)", imp, st, k, ok)
	}
	// The values run as the callers' would: plain CPython.
	run := load + "from origin_callback_module import *\nfrom origin_callback_module import " + got.Split[0].New +
		"\nprint(split_all([Piece('abcd')], " + got.Split[0].New + "))\nprint(drain([], " + got.Errback[0].New + "))\n" +
		"formatvalue = " + got.Defaults["formatvalue"] + "\nformatname = " + got.Defaults["formatname"] + "\nsep = " + got.Defaults["sep"] +
		"\nprint(sep(formatname(i) + formatvalue(i) for i in [1, 2]))\nprint(" + got.Converter + ".convert(3))\n"
	r := ex.RunMode(context.Background(), "run.py", []byte(run), execute.Mode{Wall: 30 * time.Second})
	if strings.TrimSpace(r.Stdout) != "['ab', 'cd']\nNone\n1=1, 2=2\n3" {
		t.Errorf("CPython: %s %q %s", r.Status, r.Stdout, r.Stderr)
	}
}

// A method whose tests read attributes that optional constructor
// arguments of the same name set gets, as samples of self, instances
// the constructor builds with each argument given the other way
// (deprecated=True, a builtin for an Optional[Callable]); an argument
// the method does not test (retries) is left alone; a parameter's own
// constructor too, with the literal its test compares to; a parameter
// annotated type[X] gets X and its public subclasses. CPython takes each
// branch on them.
func TestOriginFlippedSelfs(t *testing.T) {
	ex := evalExecutor(t)
	_, load := boxModule(t, "origin_callback_module")
	script := originScript + "\n" + load + `
signal.signal(signal.SIGALRM, on_alarm)
out = describe(_m, "origin_callback_module", _m.__file__)
run = [f for f in out["functions"] if f["qual"] == "Task.run"][0]
handle = [f for f in out["functions"] if f["qual"] == "handle"][0]
reg = [f for f in out["functions"] if f["qual"] == "register"][0]
print(json.dumps([run["params"][0].get("samples") or [], handle["params"][0].get("samples") or [], reg["params"][1].get("samples") or []]))
`
	var both [][]OriginClass
	runOriginJSON(t, ex, "flip.py", script, &both)
	got, req, tags := both[0], both[1], both[2]
	// A parameter annotated type[X]: X and its public subclasses.
	if len(tags) != 2 || tags[0].New != "Tag" || tags[1].New != "DictTag" || !strings.Contains(tags[1].Import, "import DictTag") {
		t.Errorf("tag_class samples %+v, want Tag and DictTag (not the private one)", tags)
	} else if r := ex.RunMode(context.Background(), "tag.py", []byte(load+tags[1].Import+"\nfrom origin_callback_module import register\nprint(register(1, "+tags[1].New+"))\n"), execute.Mode{Wall: 30 * time.Second}); strings.TrimSpace(r.Stdout) != "d" {
		t.Errorf("CPython: %s %q %s", r.Status, r.Stdout, r.Stderr)
	}
	// A parameter's constructor too, with the literal its test compares
	// the attribute to.
	if len(req) != 2 || !strings.HasSuffix(req[1].New, "method='HEAD')") {
		t.Errorf("req samples %+v, want its value and one with method='HEAD'", req)
	} else if r := ex.RunMode(context.Background(), "req.py", []byte(load+req[1].Import+"\nfrom origin_callback_module import handle\nprint(handle("+req[1].New+"))\n"), execute.Mode{Wall: 30 * time.Second}); strings.TrimSpace(r.Stdout) != "head" {
		t.Errorf("CPython: %s %q %s", r.Status, r.Stdout, r.Stderr)
	}
	var news []string
	for _, s := range got {
		news = append(news, s.New)
	}
	joined := strings.Join(news, "\n")
	if len(got) != 3 || !strings.Contains(joined, "deprecated=True") || !strings.Contains(joined, "callback=print") || strings.Contains(joined, "retries") {
		t.Fatalf("self samples %q, want the recipe, deprecated=True, callback=print", news)
	}
	run := load + got[0].Import + "\n"
	for _, n := range news {
		run += "print(repr((" + n + ").run()))\n"
	}
	r := ex.RunMode(context.Background(), "run.py", []byte(run), execute.Mode{Wall: 30 * time.Second})
	if want := "'name'\ndeprecated\n'name'\n\nNone"; strings.TrimSpace(r.Stdout) != want {
		t.Errorf("CPython printed %q, want %q (%s)", strings.TrimSpace(r.Stdout), want, r.Stderr)
	}
}

// A body cut out of a class reads self.__x, which the class's compiler
// turned into self._C__x: the prefix binds the instance's own object under
// the unmangled name, so the real instance serves (no stand-in), and the
// prefix replayed by CPython returns that object.
func TestOriginMangledPrivateAttributes(t *testing.T) {
	ex := evalExecutor(t)
	src := "# Extracted from lib/symtable.py\n\"\"\"Return a list of namespaces bound to this name\"\"\"\nexit(self.__namespaces)\n"
	best := originExploreBest(t, ex, src)
	code := best.Code()
	if best.Stubs != 0 || len(best.Covered) != 1 || !strings.Contains(code, "self.__namespaces = self._Symbol__namespaces") {
		t.Fatalf("best prefix binds %d stand-ins, covers %v:\n%s", best.Stubs, best.Covered, code)
	}
	r := ex.RunMode(context.Background(), "replay.py", []byte(code+"\n"+"print(self.__namespaces is self._Symbol__namespaces, type(self).__name__)\n"), execute.Mode{Wall: 30 * time.Second})
	if strings.TrimSpace(r.Stdout) != "True Symbol" {
		t.Errorf("CPython: %s %q %s", r.Status, r.Stdout, r.Stderr)
	}
}

// A *args parameter the body indexes or iterates: samples holding items
// (pairs = ("name", "name")), besides the empty value; one handed whole
// to a call, one item (Argument(decls) may take exactly one); a parameter
// only passed on as *args gets none. Explored, pydoc's replace(text, *pairs) runs its
// loop on real values alone.
func TestOriginStarParameterSamples(t *testing.T) {
	py := "/usr/bin/python3"
	if _, err := exec.LookPath(py); err != nil {
		t.Skip("no " + py)
	}
	script := originScript + `
import ast, json, sys
tree = ast.parse(open(sys.argv[1]).read())
fns = {f.name: f for f in tree.body if isinstance(f, ast.FunctionDef)}
print(json.dumps([[s["new"] for s in star_samples(fns["indexed"], "args")], star_samples(fns["passed_on"], "args"), [s["new"] for s in star_samples(fns["handed"], "decls")]]))
`
	// The module is parsed, not imported: none of its code runs.
	out, err := exec.Command(py, scriptFile(t, script), "testdata/origin_star_module.py").Output()
	if err != nil {
		t.Fatal(err)
	}
	var got [3][]any
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if len(got[0]) != 2 || got[0][0] != `("name", "name", "name",)` || got[0][1] != "(1, 1, 1,)" || len(got[1]) != 0 ||
		len(got[2]) != 2 || got[2][0] != `("name",)` || got[2][1] != "(1,)" {
		t.Errorf("samples %v", got)
	}
	ex := evalExecutor(t)
	src := "# Extracted from lib/pydoc.py\n\"\"\"Do a series of global replacements on a string.\"\"\"\nwhile pairs:\n    text = pairs[1].join(text.split(pairs[0]))\n    pairs = pairs[2:]\nexit(text)\n"
	best := originExploreBest(t, ex, src)
	if best.Stubs != 0 || len(best.Covered) != 4 {
		t.Fatalf("best prefix binds %d stand-ins, covers %v:\n%s", best.Stubs, best.Covered, best.Code())
	}
	r := ex.RunMode(context.Background(), "replay.py", []byte(best.Code()+"\nimport pydoc\nprint(pydoc.replace(text, *pairs) == text.replace(pairs[0], pairs[1]))\n"), execute.Mode{Wall: 30 * time.Second})
	if strings.TrimSpace(r.Stdout) != "True" {
		t.Errorf("CPython: %s %q %s", r.Status, r.Stdout, r.Stderr)
	}
}

// originExploreBest explores src with the offline proposer reading its
// origin and returns the best node.
func originExploreBest(t *testing.T, ex *execute.Executor, src string) *Node {
	t.Helper()
	off := NewOffline()
	off.Origins = &Origins{Exec: ex}
	x := &Explorer{Exec: ex, Proposers: []Proposer{off}, Opt: Options{JobTimeout: 5 * time.Second}}
	tree, err := x.Explore(context.Background(), "s.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return NodeByID(tree.Nodes, tree.Best)
}

// Classes no constructor call builds from the first guesses get real
// instances all the same: an abstract container annotation valued as an
// empty builtin one (the class recipe when __new__ fails too, else a
// sample of its methods' self beside the hollow instance), Any as an
// unannotated argument, an instance another class of the module holds
// (a parser's section), a parameter named as a class of an imported
// module. CPython builds each and reads its state.
func TestOriginUnbuiltClasses(t *testing.T) {
	ex := evalExecutor(t)
	mod, load := boxModule(t, "origin_unbuilt_module")
	script := originScript + "\n" + load + `
signal.signal(signal.SIGALRM, on_alarm)
d = describe(_m, "origin_unbuilt_module", _m.__file__)
out = {q: (d["classes"].get(q) or {}).get("new", "") for q in ("Grid", "Loader", "Cell", "Section", "Emitter")}
out["Loader.names"] = next((f["params"][0].get("samples") or [{}])[0].get("new", "") for f in d["functions"] if f["qual"] == "Loader.names")
print(json.dumps(out))
`
	var got map[string]string
	runOriginJSON(t, ex, "unbuilt.py", script, &got)
	t.Logf("recipes %v", got)
	if got["Loader"] != "Loader.__new__(Loader)" {
		t.Errorf("Loader recipe %q, want the hollow instance kept", got["Loader"])
	}
	for _, q := range []string{"Grid", "Cell", "Section", "Emitter", "Loader.names"} {
		if got[q] == "" || strings.Contains(got[q], "__new__") {
			t.Errorf("%s: no real instance (%q)", q, got[q])
		}
	}
	check := string(mod) + fmt.Sprintf(`
from logging import Logger
g, l, c, s, e = %s, %s, %s, %s, %s
print(type(g).__name__, g.width(), type(l).__name__, l.names(), type(c).__name__, type(s).__name__, s.keys(), type(e.logger).__name__)
`, got["Grid"], got["Loader.names"], got["Cell"], got["Section"], got["Emitter"])
	r := ex.RunMode(context.Background(), "check.py", []byte(check), execute.Mode{Wall: 30 * time.Second})
	if want := "Grid 0 Loader [] Cell Section [] Logger"; strings.TrimSpace(r.Stdout) != want {
		t.Errorf("CPython: %s %q %s, want %q", r.Status, strings.TrimSpace(r.Stdout), r.Stderr, want)
	}
}
