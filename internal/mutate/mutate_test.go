package mutate

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"unstuck/internal/sandbox"
	"unstuck/internal/trace"
)

const solution = `class Solution:
  def countBig(self, nums: list[int], k: int) -> int:
    count = 0
    for x in nums:
      if x > k:
        count += 1
    return count
`

func TestMutantsCoverOperators(t *testing.T) {
	src := []byte(Header + solution)
	m, err := Signature(src)
	if err != nil {
		t.Fatal(err)
	}
	if m.Name != "countBig" || len(m.Params) != 2 || m.Params[0].Type != "list[int]" || m.Params[1].Type != "int" {
		t.Fatalf("signature %+v", m)
	}
	ms, err := Mutants(src, m.Body[0], m.Body[1])
	if err != nil {
		t.Fatal(err)
	}
	ops := map[string]bool{}
	lines := strings.Split(string(src), "\n")
	for _, mu := range ms {
		ops[mu.Operator] = true
		// One line changed, the rest identical.
		ml := strings.Split(string(mu.Src), "\n")
		diff := 0
		for i := range lines {
			if lines[i] != ml[i] {
				diff++
				if i+1 != mu.Line {
					t.Errorf("%s changed line %d, says %d", mu.Operator, i+1, mu.Line)
				}
			}
		}
		if diff != 1 {
			t.Errorf("%s: %d lines changed", mu.Operator, diff)
		}
	}
	for _, op := range []string{"ROR", "AOR", "OBO", "NEG", "VAR", "DEL"} {
		if !ops[op] {
			t.Errorf("no %s mutant among %d", op, len(ms))
		}
	}
}

func TestGenCasesFollowTypes(t *testing.T) {
	a := GenCases([]Param{{"nums", "list[int]"}, {"s", "str"}, {"g", "list[list[int]]"}}, 7, 20)
	b := GenCases([]Param{{"nums", "list[int]"}, {"s", "str"}, {"g", "list[list[int]]"}}, 7, 20)
	if len(a) != 20 || strings.Join(a, "|") != strings.Join(b, "|") {
		t.Fatalf("not 20 deterministic cases: %d", len(a))
	}
	for _, c := range a {
		if !strings.HasPrefix(c, "[[") || !strings.Contains(c, `"`) || !strings.HasSuffix(c, "]]]") {
			t.Errorf("case %s does not look like [list, str, grid]", c)
		}
	}
}

func TestBuildKeepsKilledAndPassedMutants(t *testing.T) {
	sb, err := sandbox.New(sandbox.Options{})
	if err != nil {
		if sb, err = sandbox.New(sandbox.Options{Prefer: sandbox.Rlimits}); err != nil {
			t.Skip("no sandbox:", err)
		}
	}
	dir := t.TempDir()
	f := filepath.Join(dir, "lc9999.py")
	os.WriteFile(f, []byte(solution), 0o644)
	out := filepath.Join(dir, "out")
	rep, err := Build(context.Background(), Config{Trace: trace.Options{Python: python(), Sandbox: sb}, Out: out, PerProgram: 4, Seed: 3}, []string{f})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Mutants) == 0 {
		t.Fatalf("no mutant kept: %+v", rep)
	}
	for _, k := range rep.Mutants {
		if k.Killed == 0 || k.Passed == 0 {
			t.Errorf("kept %+v", k)
		}
		var c map[string]any
		b, err := os.ReadFile(filepath.Join(out, k.Name, "case.json"))
		if err != nil || json.Unmarshal(b, &c) != nil {
			t.Fatalf("case.json of %s: %v", k.Name, err)
		}
		bug, _ := os.ReadFile(filepath.Join(out, k.Name, "bug", "prog.py"))
		if !strings.Contains(string(bug), strings.TrimSpace(k.After)) {
			t.Errorf("%s: bug/prog.py lacks the mutated line %q", k.Name, k.After)
		}
	}
}

// python is Debian's interpreter when present: it is what the sandbox shows.
func python() string {
	if _, err := os.Stat("/usr/bin/python3"); err == nil {
		return "/usr/bin/python3"
	}
	return "python3"
}
