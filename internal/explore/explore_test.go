package explore

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"unstuck/internal/execute"
	"unstuck/internal/llm"
	"unstuck/internal/sandbox"
)

func TestCover(t *testing.T) {
	nodes := []*Node{
		{ID: 1, Covered: []int{1, 2, 3}},
		{ID: 2, Covered: []int{1, 2, 3, 4}},
		{ID: 3, Covered: []int{5}},
		{ID: 4, Covered: []int{4, 5}},
	}
	p, best := Cover(nodes, []int{1, 2, 3, 4, 5, 6})
	if !reflect.DeepEqual(p, []int{2, 3}) || best != 2 {
		t.Fatalf("P %v best %d", p, best)
	}
	if got := coverageOf(nodes, p, []int{1, 2, 3, 4, 5, 6}); got != 5.0/6 {
		t.Fatalf("coverage %v", got)
	}
}

// TestCoverPrefersRealPrefixes: a prefix with stand-ins covers most
// lines alone, two without any cover as many together: P is those two;
// where the real ones reach fewer lines, P keeps the stand-in.
func TestCoverPrefersRealPrefixes(t *testing.T) {
	nodes := []*Node{
		{ID: 1, Covered: []int{1, 2, 3}, Stubs: 2},
		{ID: 2, Covered: []int{1, 2}},
		{ID: 3, Covered: []int{3}},
		{ID: 4, Covered: []int{4}, Stubs: 1},
	}
	p, best := Cover(nodes[:3], []int{1, 2, 3, 4})
	if !reflect.DeepEqual(p, []int{2, 3}) || best != 1 {
		t.Errorf("P %v best %d, want [2 3] and 1", p, best)
	}
	p, _ = Cover(nodes, []int{1, 2, 3, 4})
	if !reflect.DeepEqual(p, []int{1, 4}) {
		t.Errorf("P %v, want [1 4]: no real prefix reaches line 4", p)
	}
}

func TestParseAnswer(t *testing.T) {
	text := "Here you go:\n```json\n[{\"imports\": [\"import os\"], \"initialization\": [\"x = 1\"]},\n {\"imports\": [], \"initialization\": [\"x = 2\", 3]}]\n```\nHope it helps."
	got := ParseAnswer(text)
	if len(got) != 2 || got[0].Imports[0] != "import os" || got[1].Init[0] != "x = 2" || len(got[1].Init) != 1 {
		t.Fatalf("%+v", got)
	}
	if len(ParseAnswer("no json here")) != 0 {
		t.Fatal("prose parsed as a prefix")
	}
}

func TestPromptsCarryThePapersElements(t *testing.T) {
	src := "# Extracted from https://example.com/q\nif cond:\n    print(d.year)\nelse:\n    p.init()\n"
	s, err := NewSnippet("s.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	p1 := Prompt1(s)
	for _, want := range []string{"# begin code snippet\nif cond:", "# end code snippet", "# begin undefined variables\ncond\nd\np\n# end undefined variables",
		"# begin undefined attributes and methods\nd.year\np.init()\n# end undefined attributes and methods", "interface Response", "imports: string[];", "initialization: string[];"} {
		if !strings.Contains(p1, want) {
			t.Errorf("step 1 prompt lacks %q:\n%s", want, p1)
		}
	}
	if strings.Contains(p1, "Extracted from") {
		t.Errorf("provenance comment shown")
	}
	line := 3
	p2 := Prompt2(s, &Node{Error: &execute.Error{Type: "AttributeError", Message: "'int' object has no attribute 'year'", Line: &line}})
	for _, want := range []string{"# begin error message\nExecution error at line 3:\n    print(d.year)\nAttributeError: 'int' object has no attribute 'year'\n# end error message", "fixed values", "interface Response"} {
		if !strings.Contains(p2, want) {
			t.Errorf("step 2 prompt lacks %q:\n%s", want, p2)
		}
	}
	p3 := Prompt3(s, []int{5})
	for _, want := range []string{"else: # uncovered\n    p.init() # uncovered", "    print(d.year)\n", "execute one of the uncovered paths"} {
		if !strings.Contains(p3, want) {
			t.Errorf("step 3 prompt lacks %q:\n%s", want, p3)
		}
	}
}

// testZ3 is the tests' flip solver, configured as the engine's
// (NewFlipSolver), so that a test solves as a run does.
var testZ3 = NewFlipSolver()

func evalExecutor(t *testing.T) *execute.Executor {
	t.Helper()
	shared.once.Do(func() { shared.ex, shared.err = newEvalExecutor(t) })
	if shared.err != nil {
		t.Fatal(shared.err)
	}
	if shared.ex == nil { // the first caller skipped: no interpreter
		t.Skip("python3 not installed")
	}
	return shared.ex
}

// shared is the executor most tests run on, as a bench's items share one:
// its warm and plain-run servers serve the next test's snippet of the same
// imports, and at most its pool's few idle servers wait. An executor per
// test kept up to six idle servers each until the process ended: hundreds
// of waiting interpreters, gigabytes of memory, on a 2-core CI machine.
var shared struct {
	once sync.Once
	ex   *execute.Executor
	err  error
}

// freshExecutor is an executor of the test's own, for tests of what its
// servers do (which start, which serve); they stop when the test ends.
func freshExecutor(t *testing.T) *execute.Executor {
	t.Helper()
	ex, err := newEvalExecutor(t)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if pool := ex.Warm(); pool != nil {
			pool.Close()
		}
		if pf := ex.PlainForks(); pf != nil {
			pf.Close()
		}
	})
	return ex
}

func newEvalExecutor(t *testing.T) (*execute.Executor, error) {
	py := "/usr/bin/python3"
	if _, err := os.Stat(py); err != nil {
		if _, err := exec.LookPath("python3"); err != nil {
			if os.Getenv("CI") != "" {
				t.Fatal("python3 missing in CI")
			}
			t.Skip("python3 not installed")
		}
		py = "python3"
	}
	return execute.New(execute.Options{Python: py, Limits: sandbox.Limits{Wall: 30 * time.Second}})
}

// replayPlain runs a generated prefix file as a person would replay it,
// with the bare interpreter, but in the sandbox: the file is generated
// from untrusted code and tests run as root. It returns stdout and stderr
// together, and an error when the file failed.
func replayPlain(t *testing.T, ex *execute.Executor, file string) ([]byte, error) {
	t.Helper()
	out, err := ex.RunPlain(context.Background(), file)
	if err != nil {
		t.Fatalf("replaying %s: %v", file, err)
	}
	both := append(append([]byte{}, out.Stdout...), out.Stderr...)
	if out.ExitCode != 0 || out.TimedOut {
		return both, fmt.Errorf("exit %d (signal %q, timed out %v)", out.ExitCode, out.Signal, out.TimedOut)
	}
	return both, nil
}

// fakeLLM is an OpenAI-compatible server whose answers a test scripts.
type fakeLLM struct {
	mu       sync.Mutex
	requests [][]llm.Message
	answer   func(msgs []llm.Message) string
}

func (f *fakeLLM) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Messages []llm.Message `json:"messages"`
		N        int           `json:"n"`
	}
	body, _ := io.ReadAll(r.Body)
	json.Unmarshal(body, &req)
	f.mu.Lock()
	f.requests = append(f.requests, req.Messages)
	f.mu.Unlock()
	n := max(1, req.N)
	var choices []map[string]any
	for i := 0; i < n; i++ {
		choices = append(choices, map[string]any{"index": i, "finish_reason": "stop",
			"message": map[string]string{"role": "assistant", "content": f.answer(req.Messages)}})
	}
	json.NewEncoder(w).Encode(map[string]any{"choices": choices, "usage": map[string]int{"prompt_tokens": 100, "completion_tokens": 20}})
}

func client(t *testing.T, f *fakeLLM) *llm.Client {
	srv := httptest.NewServer(f)
	t.Cleanup(srv.Close)
	c, err := llm.New(llm.Config{BaseURL: srv.URL, Model: "fake", Timeout: 10 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func answer(imports, init []string) string {
	b, _ := json.Marshal(Proposal{Imports: imports, Init: init})
	return "```json\n" + string(b) + "\n```"
}

// TestLLMRepliesDriveTheTree: a step-1 prefix that raises is refined from
// its error, uncovered lines are targeted, and P and p_best follow.
func TestLLMRepliesDriveTheTree(t *testing.T) {
	ex := evalExecutor(t)
	src := "total = price * qty\nif total > 100:\n    label = 'big'\nelse:\n    label = 'small'\nprint(label, total)\n"
	f := &fakeLLM{}
	f.answer = func(msgs []llm.Message) string {
		last := msgs[len(msgs)-1].Content
		switch {
		case strings.Contains(last, "following error happens"):
			return answer(nil, []string{"price = 60", "qty = 2"}) // the fix: qty defined, total 120
		case strings.Contains(last, "# uncovered"):
			return answer(nil, []string{"price = 1", "qty = 2"}) // reaches the else branch
		default:
			return answer(nil, []string{"price = 60"}) // qty missing: NameError
		}
	}
	x := &Explorer{Exec: ex, Proposers: []Proposer{&LLM{Client: client(t, f)}}, Opt: Options{N: 2, K: 3, JobTimeout: 5 * time.Second}}
	tree, err := x.Explore(context.Background(), "s.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	steps := map[int]int{}
	for _, n := range tree.Nodes {
		steps[n.Step]++
	}
	if steps[1] != 1 || steps[2] != 1 || steps[3] < 1 {
		t.Fatalf("nodes per step %v", steps)
	}
	root := tree.Nodes[0]
	if root.Error == nil || root.Error.Type != "NameError" {
		t.Fatalf("root should raise NameError: %+v", root.Error)
	}
	if got := tree.StepCoverage; got[0] >= got[1] || got[1] >= got[2] || got[2] != 1 {
		t.Fatalf("coverage of P per step %v", got)
	}
	if len(tree.P) != 2 {
		t.Fatalf("P = %v", tree.P)
	}
	// the step-2 request carried the earlier exchange and the error
	var saw2, saw3 bool
	for _, msgs := range f.requests {
		last := msgs[len(msgs)-1].Content
		if strings.Contains(last, "following error happens") {
			saw2 = len(msgs) == 3 && msgs[1].Role == "assistant" && strings.Contains(msgs[1].Content, "price = 60") &&
				strings.Contains(last, "NameError: name 'qty' is not defined")
		}
		if strings.Contains(last, "# uncovered") {
			saw3 = strings.Contains(last, "else: # uncovered\n    label = 'small' # uncovered")
		}
	}
	if !saw2 || !saw3 {
		t.Fatalf("requests did not carry context and marks (step 2 %v, step 3 %v)", saw2, saw3)
	}
	o, err := Replay(context.Background(), ex, tree, []byte(src), t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if o.Coverage != 1 || o.BestCoverage >= 1 {
		t.Fatalf("replayed P %.2f p_best %.2f", o.Coverage, o.BestCoverage)
	}
	// The prefix files run with plain python3 on their own.
	for _, rp := range o.P {
		out, err := replayPlain(t, ex, rp.File)
		if err != nil {
			t.Errorf("%s: %v\n%s", rp.File, err, out)
		}
	}
}

// TestOfflineTree: the offline proposer makes a snippet with undefined
// names, a missing module, a data file and an uncalled function run.
func TestOfflineTree(t *testing.T) {
	ex := evalExecutor(t)
	src := "import no_such_lib\nfrom no_such_lib.sub import thing\nif count > 5:\n    print('many', items[0])\nelse:\n    print('few')\ndata = open('config.json').read()\nfor row in rows:\n    total = row.price * 2\ndef helper(a, b):\n    return a + b\n"
	exploreOffline(t, ex, src)
}

// exploreOffline grows an offline tree for src, checks that P's prefix
// files cover every line when replayed and run with plain python3, and
// returns the tree and the outcome.
func exploreOffline(t *testing.T, ex *execute.Executor, src string) (*Tree, *Outcome) {
	t.Helper()
	return exploreWith(t, ex, NewOffline(), src, 1)
}

// exploreWith is exploreOffline with a proposer of the test's and the
// coverage P must reach.
func exploreWith(t *testing.T, ex *execute.Executor, off *Offline, src string, want float64) (*Tree, *Outcome) {
	t.Helper()
	tree, o := exploreReplayed(t, ex, off, 5*time.Second, "s.py", []byte(src))
	if o.Coverage < want {
		t.Fatalf("P covers %.2f (lines %v of %v)", o.Coverage, o.Covered, tree.Countable)
	}
	for _, rp := range o.P {
		if out, err := replayPlain(t, ex, rp.File); err != nil {
			t.Errorf("%s does not run on its own: %v\n%s", rp.File, err, out)
		}
	}
	return tree, o
}

func TestImportedModules(t *testing.T) {
	for stmt, want := range map[string][]string{
		"import numpy as np":          {"numpy"},
		"import os, sys":              {"os", "sys"},
		"from sklearn.svm import SVC": {"sklearn.svm"},
		"from . import x":             nil,
		"import a.b as c, d":          {"a.b", "d"},
		// One prefix statement of several import lines: each line's.
		"from scrapy.pipelines.images import ImagesPipeline\nfrom scrapy.crawler import Crawler\nimport os": {"scrapy.pipelines.images", "scrapy.crawler", "os"},
		"from m import (\n    a,\n    b,\n)": {"m"},
	} {
		if got := importedModules(stmt); fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("%s: %v, want %v", stmt, got, want)
		}
	}
}

// TestZ3FlipsConditions: step 3 reaches both branches of an arithmetic
// condition over undefined names through Z3.
func TestZ3FlipsConditions(t *testing.T) {
	if _, err := exec.LookPath("z3"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("z3 missing in CI")
		}
		t.Skip("z3 not installed")
	}
	ex := evalExecutor(t)
	src := "if a + b > 10 and a < b and cfg.limit == 3:\n    big = True\nelse:\n    big = False\nprint(big)\n"
	off := NewOffline()
	off.Solve = Z3Flipper{Solver: testZ3}
	x := &Explorer{Exec: ex, Proposers: []Proposer{off}, Opt: Options{JobTimeout: 5 * time.Second}}
	tree, err := x.Explore(context.Background(), "s.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if tree.StepCoverage[2] != 1 {
		t.Fatalf("P covers %.2f", tree.StepCoverage[2])
	}
	viaZ3 := false
	for _, n := range tree.Nodes {
		if n.Step == 3 && strings.Contains(n.Note, "condition true") && n.Error == nil && slices.Contains(n.Covered, 2) {
			viaZ3 = strings.Contains(strings.Join(n.Prefix, "\n"), "limit=3")
		}
	}
	if !viaZ3 {
		t.Fatalf("no step-3 prefix from Z3 reached line 2")
	}
}

// TestOfflineRepairs: snippets that fail in ways only a specific prefix
// fixes run fully.
func TestOfflineRepairs(t *testing.T) {
	ex := evalExecutor(t)
	for name, src := range map[string]string{
		"relative imports":      "from . import helper\nfrom ..pkg.mod import thing\nx = helper.run(thing)\nprint(x)\n",
		"builtin name as value": "values = list(dict.values())\nprint(values[0])\n",
		"next of a stand-in":    "images, labels = next(iterator)\nprint(images, labels)\n",
		"string wanted":         "result = getattr(gb, func)()\nprint(result)\n",
		"method body":           "self.app = app\nsuper().__init__(**kwargs)\n",
		"coroutine":             "async def fetch(url):\n    page = await session.get(url)\n    return page.text\n",
		"cut-out async body":    "data = await fetch(url)\nfor item in data:\n    print(item)\nreturn data\n",
	} {
		t.Run(name, func(t *testing.T) { exploreOffline(t, ex, src) })
	}
}

// A snippet that all-Stub prefixes run through while its real imports
// raise (a file nobody made): step 2 still repairs the real prefix, and
// P is the one binding no stand-in.
func TestRealPrefixRepairedWhenStandInsCoverAll(t *testing.T) {
	ex := evalExecutor(t)
	src := "print(len(pathlib.Path('notes/todo').read_text()) > 0)\n"
	tree, _ := exploreWith(t, ex, NewOffline(), src, 1)
	for _, id := range tree.P {
		if n := NodeByID(tree.Nodes, id); n.Stubs != 0 {
			t.Errorf("P's node %d binds %d stand-ins:\n%s", id, n.Stubs, n.Code())
		}
	}
}

// TestPreimports: the batch server loads the snippet's own imports,
// `from m import x` as m and m.x (x may be a submodule), and the prefixes'.
func TestPreimports(t *testing.T) {
	s, err := NewSnippet("s.py", []byte("from matplotlib import pyplot as plt, cm\nimport os.path\nfrom . import local\nplt.plot(x)\n"))
	if err != nil {
		t.Fatal(err)
	}
	n := &Node{Proposal: Proposal{Imports: []string{"import numpy as np"}}}
	got := preimports(s, []*Node{n}, nil)
	want := []string{"matplotlib", "matplotlib.cm", "matplotlib.pyplot", "numpy", "os.path"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("preimports %v, want %v", got, want)
	}
}
