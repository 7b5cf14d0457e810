package explore

import (
	"context"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
	"time"

	"unstuck/internal/execute"
)

// stubOnly proposes one prefix: a Stub for each name given.
type stubOnly struct{ names []string }

func (p stubOnly) Name() string { return "stub-only" }

func (p stubOnly) Propose(ctx context.Context, req Request) ([]Proposal, error) {
	if req.Step != 1 {
		return nil, nil
	}
	init := []string{strings.TrimSpace(stubClass)}
	for _, n := range p.names {
		init = append(init, n+` = Stub("`+n+`")`)
	}
	return []Proposal{{Init: init}}, nil
}

// TestCommittedStandInsRewritten: the Stubs of a prefix commit as the
// snippet uses them (a number, a text, an object whose attribute was
// shown); the batch reports it, and the prefix is rewritten with the
// plain values, rerun, and kept in P in place of the Stubs; its file, run
// with plain python3, has no Stub and prints what the Stubs printed.
func TestCommittedStandInsRewritten(t *testing.T) {
	ex := evalExecutor(t)
	src := []byte("if port > 1024:\n    print('high')\nelse:\n    print('low')\nprint(user.upper() + '!')\nprint(obj.attr)\n")
	x := &Explorer{Exec: ex, Proposers: []Proposer{stubOnly{[]string{"port", "user", "obj"}}}, Opt: Options{JobTimeout: 5 * time.Second}}
	tree, err := x.Explore(context.Background(), "s.py", src)
	if err != nil {
		t.Fatal(err)
	}
	first := tree.Nodes[0]
	want := []execute.Commit{{Name: "obj", Value: "types.SimpleNamespace(attr='obj.attr')"}, {Name: "port", Value: "1"}, {Name: "user", Value: "'user'"}}
	if !slices.Equal(first.Commits, want) {
		t.Fatalf("commits %+v, want %+v", first.Commits, want)
	}
	var plain *Node
	for _, n := range tree.Nodes {
		if n.Proposer == "commit" {
			plain = n
		}
	}
	if plain == nil {
		t.Fatalf("no rewritten node among %d", len(tree.Nodes))
	}
	code := plain.Code()
	if !strings.Contains(code, "port = 1\n") || !strings.Contains(code, "user = 'user'\n") || !strings.Contains(code, "obj = types.SimpleNamespace(attr='obj.attr')\n") || strings.Contains(code, "Stub") {
		t.Errorf("rewritten prefix:\n%s", code)
	}
	if plain.Stubs != 0 || !slices.Equal(plain.Covered, first.Covered) {
		t.Errorf("rewritten node: %d stand-ins covering %v; the original %d covering %v", plain.Stubs, plain.Covered, first.Stubs, first.Covered)
	}
	if !slices.Contains(tree.P, plain.ID) || slices.Contains(tree.P, first.ID) {
		t.Errorf("P = %v: the rewritten node %d should replace node %d", tree.P, plain.ID, first.ID)
	}
	o, err := Replay(context.Background(), ex, tree, src, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if o.Coverage != coverageOf(tree.Nodes, []int{first.ID}, tree.Countable) {
		t.Errorf("replayed coverage %v", o.Coverage)
	}
	out, err := replayPlain(t, ex, o.P[0].File)
	if err != nil || !strings.Contains(string(out), "low\nUSER!\nobj.attr") {
		t.Errorf("%v\n%s", err, out)
	}
	if text, _ := os.ReadFile(o.P[0].File); strings.Contains(string(text), "port = Stub") {
		t.Errorf("the kept prefix still binds a committed Stub:\n%s", text)
	}
}

// TestCommittedRewrite: only Stub("name") calls whose name committed are
// replaced; the Stub class goes when nothing else uses it.
func TestCommittedRewrite(t *testing.T) {
	n := &Node{Proposal: Proposal{Imports: []string{"import os"}, Init: []string{strings.TrimSpace(stubClass), `a = Stub("a")`, `b = [Stub('b[0]'), Stub("c")]`, `Stub._values['a'] = 0`}},
		Commits: []execute.Commit{{Name: "a", Value: "0"}, {Name: "b[0]", Value: "'x'"}, {Name: "c", Value: "2"}}}
	imps, init, ok := committed(n)
	if !ok || !slices.Equal(imps, []string{"import os"}) || !slices.Equal(init, []string{"a = 0", "b = ['x', 2]"}) {
		t.Errorf("%v %q %q", ok, imps, init)
	}
	n.Commits = n.Commits[:1]
	_, init, _ = committed(n)
	if len(init) != 4 || !strings.HasPrefix(init[0], "class Stub:") || init[1] != "a = 0" {
		t.Errorf("the Stub class must stay while a Stub is left: %q", init[1:])
	}
	n.Commits = nil
	if _, _, ok := committed(n); ok {
		t.Error("nothing committed, nothing to rewrite")
	}
}

// TestPresetsSolveOpenStandIns: a variable holding a stand-in's derived
// value guards a line; Z3 picks the value that Stub commits to
// (Stub._values), and the rewrite leaves plain values in P.
func TestPresetsSolveOpenStandIns(t *testing.T) {
	if _, err := exec.LookPath("z3"); err != nil {
		t.Skip("z3 not installed (Debian z3; scripts/setup.sh installs it)")
	}
	ex := evalExecutor(t)
	src := []byte("v = cfg.compute().value\nif v > 5:\n    print('big')\nif v == 3:\n    print('three')\n")
	off := &Offline{Solve: Z3Flipper{Solver: testZ3}}
	x := &Explorer{Exec: ex, Proposers: []Proposer{off}, Opt: Options{JobTimeout: 5 * time.Second}}
	tree, err := x.Explore(context.Background(), "s.py", src)
	if err != nil {
		t.Fatal(err)
	}
	o, err := Replay(context.Background(), ex, tree, src, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if o.Coverage != 1 {
		t.Fatalf("P covers %v of 5 lines", o.Covered)
	}
	for _, rp := range o.P {
		text, _ := os.ReadFile(rp.File)
		if strings.Contains(string(text), "Stub(") {
			t.Errorf("%s still binds a Stub:\n%s", rp.File, text)
		}
	}
}

// TestCommittedShapesReplayAsPlainCode: Stubs used as collections (an
// attribute iterated, keys looked up, a pair unpacked), shown as text,
// asked their truth or nothing, read only by get (two levels deep),
// commit to lists, dicts, namespaces and bools; the rewritten prefix binds no stand-in but the function called
// (a lambda still stands in for it), covers the same lines, and run by
// plain python3 prints what the Stub run printed.
func TestCommittedShapesReplayAsPlainCode(t *testing.T) {
	ex := evalExecutor(t)
	src, err := os.ReadFile("testdata/commit_shapes.py")
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"self", "kind", "cfg", "obj", "pair", "flag", "callback", "conf"}
	x := &Explorer{Exec: ex, Proposers: []Proposer{stubOnly{names}}, Opt: Options{JobTimeout: 5 * time.Second}}
	tree, err := x.Explore(context.Background(), "s.py", src)
	if err != nil {
		t.Fatal(err)
	}
	first := tree.Nodes[0]
	var plain *Node
	for _, n := range tree.Nodes {
		if n.Proposer == "commit" {
			plain = n
		}
	}
	if plain == nil {
		t.Fatalf("no rewritten node; commits %+v", first.Commits)
	}
	code := plain.Code()
	if strings.Contains(code, "Stub") {
		t.Fatalf("the rewritten prefix still uses Stub:\n%s", code)
	}
	if plain.Stubs != 1 || plain.Census.ByKind["lambda"] != 1 || !slices.Equal(plain.Covered, first.Covered) || len(first.Covered) != 10 {
		t.Errorf("rewritten: %d stand-ins %v covering %v; the Stubs covered %v\n%s", plain.Stubs, plain.Census.ByKind, plain.Covered, first.Covered, code)
	}
	dir := t.TempDir()
	stubFile, plainFile := dir+"/stub.py", dir+"/plain.py"
	os.WriteFile(stubFile, []byte(first.Code()+string(src)), 0o644)
	os.WriteFile(plainFile, []byte(code+string(src)), 0o644)
	want, err := replayPlain(t, ex, stubFile)
	if err != nil {
		t.Fatalf("%v\n%s", err, want)
	}
	got, err := replayPlain(t, ex, plainFile)
	if err != nil || string(got) != string(want) || !strings.Contains(string(got), "match 1\n") || !strings.Contains(string(got), " True\n") {
		t.Errorf("plain run: %v\n%s\nthe Stub run printed:\n%s", err, got, want)
	}
}

// TestRealSelfFromCommittedNamespace: a method's self committed to a
// namespace whose method was called with several argument lists (no
// plain value for it); the origin builds the real instance, so self
// becomes that instance with the namespace's other attributes, the
// method real; the Stub helpers go. Run by plain python3, it works.
func TestRealSelfFromCommittedNamespace(t *testing.T) {
	ex := evalExecutor(t)
	org := &Origin{Mod: &OriginModule{Module: "textwrap"},
		Func:  &OriginFunc{Qual: "TextWrapper.m", Class: "TextWrapper", Params: []OriginParam{{Name: "self"}}},
		Class: &OriginClass{New: "TextWrapper()", Attrs: []string{"fill", "width", "wrap"}}}
	commits := []execute.Commit{{Name: "self", Value: "types.SimpleNamespace(extra=[1, 'x'], fill=lambda *args, **kwargs: 'a, b', width=3, wrap=<?>)"}}
	init := []string{strings.TrimSpace(stubClass), `self = Stub("self")`, "n = 2"}
	imps, out, ok := realSelf(org, commits, nil, init, false)
	want := []string{"self = TextWrapper()\nself.extra = [1, 'x']", "n = 2"}
	if !ok || !slices.Equal(out, want) || !slices.Equal(imps, []string{"from textwrap import TextWrapper"}) {
		t.Fatalf("%v %q %q", ok, imps, out)
	}
	src := "print(self.wrap('a b c d'), self.extra, n)\n"
	file := t.TempDir() + "/p.py"
	os.WriteFile(file, []byte(strings.Join(append(imps, out...), "\n")+"\n"+src), 0o644)
	got, err := replayPlain(t, ex, file)
	if err != nil || strings.TrimSpace(string(got)) != "['a b c d'] [1, 'x'] 2" {
		t.Errorf("%v: %s", err, got)
	}
	// An attribute the class lacks with no plain value: no rewrite.
	commits[0].Value = "types.SimpleNamespace(extra=<?>)"
	if _, _, ok := realSelf(org, commits, nil, init, false); ok {
		t.Error("rewritten though extra has no value")
	}
}

// TestRealSelfHoldsCommittedData: with state, the real instance's plain
// data attributes (width, a number) take the plain literal the namespace
// committed to, its other attributes (wrap, a method; fill, given no
// plain value) stay real; without such an attribute there is no second
// rewrite. CPython runs the wrapped text at the committed width.
func TestRealSelfHoldsCommittedData(t *testing.T) {
	ex := evalExecutor(t)
	org := &Origin{Mod: &OriginModule{Module: "textwrap"},
		Func:  &OriginFunc{Qual: "TextWrapper.m", Class: "TextWrapper", Params: []OriginParam{{Name: "self"}}},
		Class: &OriginClass{New: "TextWrapper()", Attrs: []string{"fill", "width", "wrap"}, Data: []string{"width"}}}
	commits := []execute.Commit{{Name: "self", Value: "types.SimpleNamespace(fill=lambda *args, **kwargs: 'a', width=3, wrap=lambda *args, **kwargs: ['a'])"}}
	init := []string{strings.TrimSpace(stubClass), `self = Stub("self")`}
	imps, out, ok := realSelf(org, commits, nil, init, true)
	if !ok || !slices.Equal(out, []string{"self = TextWrapper()\nself.width = 3"}) {
		t.Fatalf("%v %q %q", ok, imps, out)
	}
	file := t.TempDir() + "/p.py"
	os.WriteFile(file, []byte(strings.Join(append(imps, out...), "\n")+"\nprint(self.wrap('a b c d'))\n"), 0o644)
	if got, err := replayPlain(t, ex, file); err != nil || strings.TrimSpace(string(got)) != "['a b', 'c d']" {
		t.Errorf("%v: %s", err, got)
	}
	// Committed to something no literal says (a stand-in, a call): kept real.
	for _, v := range []string{"object()", "Stub('w')", "len('abc')", "[1, x]"} {
		commits[0].Value = "types.SimpleNamespace(width=" + v + ")"
		if _, out, ok := realSelf(org, commits, nil, init, true); ok {
			t.Errorf("width=%s rewritten: %q", v, out)
		}
	}
	for _, v := range []string{"3", "-1.5", "'x, y'", `"a'b"`, "None", "[1, 'two', (3, True)]", "{'k': [None]}"} {
		if !plainData(v) {
			t.Errorf("%s not taken for plain data", v)
		}
	}
}

// TestStoredEntriesAreTheSnippets: a mapping the snippet only stores
// into (under a key nobody asked anything of) is an empty dict before
// the snippet, the key any object; the rewritten prefix binds no
// stand-in and plain python3 prints what the Stub run printed. A key
// read before it is stored stays in the dict.
func TestStoredEntriesAreTheSnippets(t *testing.T) {
	ex := evalExecutor(t)
	src := []byte("registry[key] = 'v'\nseen = cache['a']\ncache['a'] = 2\nprint(len(registry), registry[key], len(cache))\n")
	x := &Explorer{Exec: ex, Proposers: []Proposer{stubOnly{[]string{"registry", "key", "cache"}}}, Opt: Options{JobTimeout: 5 * time.Second}}
	tree, err := x.Explore(context.Background(), "s.py", src)
	if err != nil {
		t.Fatal(err)
	}
	first := tree.Nodes[0]
	var plain *Node
	for _, n := range tree.Nodes {
		if n.Proposer == "commit" {
			plain = n
		}
	}
	if plain == nil {
		t.Fatalf("no rewritten node; commits %+v", first.Commits)
	}
	code := plain.Code()
	if strings.Contains(code, "Stub") || !strings.Contains(code, "registry = {}\n") || !strings.Contains(code, "key = object()\n") || !strings.Contains(code, "cache = {'a': ") || plain.Stubs != 0 {
		t.Fatalf("rewritten (%d stand-ins):\n%s", plain.Stubs, code)
	}
	dir := t.TempDir()
	stubFile, plainFile := dir+"/stub.py", dir+"/plain.py"
	os.WriteFile(stubFile, []byte(first.Code()+string(src)), 0o644)
	os.WriteFile(plainFile, []byte(code+string(src)), 0o644)
	want, err := replayPlain(t, ex, stubFile)
	if err != nil {
		t.Fatalf("%v\n%s", err, want)
	}
	got, err := replayPlain(t, ex, plainFile)
	if err != nil || string(got) != string(want) || string(got) != "1 v 1\n" {
		t.Errorf("plain run: %v\n%q\nthe Stub run printed:\n%q", err, got, want)
	}
}

// TestConsumedIteratorCommits: a Stub the snippet took next() of is an
// iterator over what it yielded; the rewritten prefix is plain and
// prints what the Stub run printed (exhausted for good).
func TestConsumedIteratorCommits(t *testing.T) {
	ex := evalExecutor(t)
	src := []byte("first = next(it)\nprint(first + 1, list(it), list(it))\n")
	x := &Explorer{Exec: ex, Proposers: []Proposer{stubOnly{[]string{"it"}}}, Opt: Options{JobTimeout: 5 * time.Second}}
	tree, err := x.Explore(context.Background(), "s.py", src)
	if err != nil {
		t.Fatal(err)
	}
	first := tree.Nodes[0]
	var plain *Node
	for _, n := range tree.Nodes {
		if n.Proposer == "commit" {
			plain = n
		}
	}
	if plain == nil {
		t.Fatalf("no rewritten node; commits %+v", first.Commits)
	}
	code := plain.Code()
	if strings.Contains(code, "Stub") || !strings.Contains(code, "it = iter([1])\n") || plain.Stubs != 0 {
		t.Fatalf("rewritten (%d stand-ins):\n%s", plain.Stubs, code)
	}
	dir := t.TempDir()
	stubFile, plainFile := dir+"/stub.py", dir+"/plain.py"
	os.WriteFile(stubFile, []byte(first.Code()+string(src)), 0o644)
	os.WriteFile(plainFile, []byte(code+string(src)), 0o644)
	want, err := replayPlain(t, ex, stubFile)
	if err != nil {
		t.Fatalf("%v\n%s", err, want)
	}
	got, err := replayPlain(t, ex, plainFile)
	if err != nil || string(got) != string(want) || string(got) != "2 [] []\n" {
		t.Errorf("plain run: %v\n%q\nthe Stub run printed:\n%q", err, got, want)
	}
}
