package explore

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"unstuck/internal/execute"
)

// A stand-in path whose relative_to returned covers the line after it;
// the real PurePath() the commit rewrite gives raises there. The search of
// real values builds the path from the prefix's own text, and P binds no
// stand-in; CPython, replaying the prefix, finds the path under the base.
func TestValueSearchReplacesSteeringStandIn(t *testing.T) {
	attrs := strings.Fields("anchor as_posix drive joinpath match name parent parents parts relative_to root stem suffix with_name with_suffix")
	sort.Strings(attrs)
	idx := &ClassIndex{Modules: map[string]bool{}, Ducks: map[string][]string{"pathlib.PurePath": attrs}}
	tree := exploreIndexed(t, "value_search_relative.py", idx)
	var found *Node
	for _, id := range tree.P {
		if n := NodeByID(tree.Nodes, id); n.Proposer == "values" {
			found = n
		}
	}
	if found == nil {
		t.Fatalf("no searched value in P %v", tree.P)
	}
	ex := evalExecutor(t)
	r := ex.RunMode(context.Background(), "replay.py", []byte(found.Code()+"\nprint(path.relative_to(base) == type(path)())\n"), execute.Mode{Wall: 30 * time.Second})
	if strings.TrimSpace(r.Stdout) != "True" {
		t.Errorf("CPython: %s %q %s\n%s", r.Status, r.Stdout, r.Stderr, found.Code())
	}
}

// Each plain value of the free prefix is varied as a value of its kind:
// the names stand-ins of P bound first, the value the stand-in committed
// to first of all; no variant binds a stand-in.
func TestValueVariantsOrder(t *testing.T) {
	s, err := NewSnippet("s.py", []byte("if n == 7 and key == \"k\":\n    exit(1)\nexit(0)\n"))
	if err != nil {
		t.Fatal(err)
	}
	base := &Node{ID: 1, Proposal: Proposal{Init: []string{`key = "name"`, "n = 0"}}}
	steer := &Node{ID: 2, Stubs: 1, Proposal: Proposal{Init: []string{`key = "name"`, `n = Stub("n")`}},
		Commits: []execute.Commit{{Name: "n", Value: "7"}}}
	steer.Proposal.mark(BindStub, `n = Stub("n")`)
	tree := &Tree{Nodes: []*Node{base, steer}, P: []int{1, 2}}
	got := valueVariants(s, tree, base, 4)
	var firsts []string
	for _, pr := range got {
		if c := s.census(pr, pr.Statements()); c.StandIns != 0 {
			t.Errorf("variant binds a stand-in: %v", pr.Init)
		}
		firsts = append(firsts, pr.Note)
	}
	want := []string{"real values searched: n = 7", `real values searched: key = "k"`, "real values searched: n = 1", `real values searched: key = '"name"'`}
	if strings.Join(firsts, "|") != strings.Join(want, "|") {
		t.Errorf("variants\n%s\nwant\n%s", strings.Join(firsts, "\n"), strings.Join(want, "\n"))
	}
}

// A mapping committed from the keys the snippet read by get, its values
// nobody asked (object()): the search tries those values as each plain
// kind first, the keys kept, and the committed mapping is tried in the
// free prefix whose other names are real.
func TestValueVariantsSearchMappingValues(t *testing.T) {
	s, err := NewSnippet("s.py", []byte("v = conf.get(\"project\", {}).get(\"version\")\nif v is not None:\n    exit(check(v))\n"))
	if err != nil {
		t.Fatal(err)
	}
	base := &Node{ID: 1, Proposal: Proposal{Init: []string{"conf = {}"}}}
	steer := &Node{ID: 2, Stubs: 1, Proposal: Proposal{Init: []string{`conf = Stub("conf")`}},
		Commits: []execute.Commit{{Name: "conf", Value: `{'project': {'version': object()}}`}}}
	steer.Proposal.mark(BindStub, `conf = Stub("conf")`)
	tree := &Tree{Nodes: []*Node{base, steer}, P: []int{1, 2}}
	var got []string
	for _, pr := range valueVariants(s, tree, base, 3) {
		got = append(got, pr.Note)
	}
	want := []string{`real values searched: conf = {'project': {'version': "name"}}`,
		`real values searched: conf = {'project': {'version': b"name"}}`, `real values searched: conf = {'project': {'version': 1}}`}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("variants\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	base.Proposal.Init = []string{`conf = {'project': {'version': object()}}`} // the committed mapping made free already
	if got := valueVariants(s, tree, base, 1); len(got) != 1 || got[0].Note != want[0] {
		t.Errorf("from the free mapping: %+v", got)
	}
}

// A value that is its own name as text (what a proposer writes when
// nothing says what the name holds) is searched in the other plain kinds
// too, one of each in turn with the other texts (the snippet's own
// first): the encoder's branch
// only a list takes is reached by a variant, which CPython runs with no
// stand-in.
func TestValueVariantsSearchGuessedKinds(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("testdata", "value_search_kind.py"))
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewSnippet("value_search_kind.py", src)
	if err != nil {
		t.Fatal(err)
	}
	base := &Node{ID: 1, Proposal: Proposal{Init: []string{`value = "value"`}}}
	steer := &Node{ID: 2, Stubs: 1, Proposal: Proposal{Init: []string{`value = Stub("value")`}}}
	steer.Proposal.mark(BindStub, `value = Stub("value")`)
	tree := &Tree{Nodes: []*Node{base, steer}, P: []int{1, 2}}
	got := valueVariants(s, tree, base, 4)
	var notes []string
	for _, pr := range got {
		notes = append(notes, pr.Note)
	}
	want := []string{`real values searched: value = "["`, `real values searched: value = ["value"]`,
		`real values searched: value = "name"`, `real values searched: value = ("value",)`}
	if strings.Join(notes, "|") != strings.Join(want, "|") {
		t.Fatalf("variants\n%s\nwant\n%s", strings.Join(notes, "\n"), strings.Join(want, "\n"))
	}
	ex := evalExecutor(t)
	var reached []string
	for i, pr := range got {
		if c := s.census(pr, pr.Statements()); c.StandIns != 0 {
			t.Errorf("variant binds a stand-in: %v", pr.Init)
		}
		if i >= 2 {
			continue // a text and the list run: enough to tell them apart
		}
		// The snippet after the prefix, its branch's line told by its
		// text: the line that exits with the array.
		prefix := strings.Join(pr.Statements(), "\n") + "\n"
		r := ex.RunMode(context.Background(), "replay.py", []byte(prefix+string(src)), execute.Mode{Wall: 30 * time.Second})
		line := strings.Count(prefix, "\n") + strings.Count(string(src[:strings.Index(string(src), "    exit(shown)")]), "\n") + 1
		if slices.Contains(r.CoveredLines, line) {
			reached = append(reached, pr.Init[0])
		}
	}
	if strings.Join(reached, "|") != `value = ["value"]` {
		t.Errorf("CPython: the array branch reached by %q", reached)
	}
}
