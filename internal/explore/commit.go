package explore

// Phase: explore, after the steps. A Stub commits to a plain value at its
// first value question (stub.py); the batch reports each commitment
// (execute.Commit). A prefix of P whose stand-ins committed is rewritten
// with those plain values and run again: the rewritten prefix replaces it
// in P when it covers as much, so the prefix kept holds plain values.

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// stubCall is a Stub made with its name alone: Stub("name").
var stubCall = regexp.MustCompile(`\bStub\(("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')\)`)

// committed is the prefix n's statements with each Stub("name") that
// committed replaced by its plain value (or the namespace of plain values
// it became, stub.py's _expr), and the helpers the Stubs needed
// left out once nothing else uses them; ok is false when nothing changed.
func committed(n *Node) (imports, init []string, ok bool) {
	values := map[string]string{}
	for _, c := range n.Commits {
		values[c.Name] = c.Value
	}
	if len(values) == 0 {
		return nil, nil, false
	}
	rewrite := func(st string) string {
		if isHelper(st) {
			return st
		}
		return stubCall.ReplaceAllStringFunc(st, func(call string) string {
			m := stubCall.FindStringSubmatch(call)
			name, err := strconv.Unquote(m[1])
			if err != nil && strings.HasPrefix(m[1], "'") {
				name, err = strconv.Unquote(`"` + strings.ReplaceAll(m[1][1:len(m[1])-1], `"`, `\"`) + `"`)
			}
			if v, found := values[name]; err == nil && found {
				ok = true
				return v
			}
			return call
		})
	}
	for _, st := range n.Proposal.Init {
		init = append(init, rewrite(st))
	}
	if !ok {
		return nil, nil, false
	}
	// Helpers go when no statement refers to Stub any more.
	uses := false
	for _, st := range init {
		if !isHelper(st) && !strings.HasPrefix(st, "Stub.") && stubRef.MatchString(st) {
			uses = true
		}
	}
	if !uses {
		kept := init[:0]
		for _, st := range init {
			if !isHelper(st) && !strings.HasPrefix(st, "Stub.") {
				kept = append(kept, st)
			}
		}
		init = kept
	}
	imports = append([]string{}, n.Proposal.Imports...)
	if strings.Contains(strings.Join(init, "\n"), "types.SimpleNamespace(") && !slices.Contains(imports, "import types") {
		imports = append(imports, "import types")
	}
	return imports, init, true
}

// isHelper: the Stub class or the isinstance shim made for it (settings
// of the class, Stub._values..., go with it).
func isHelper(st string) bool {
	st = strings.TrimSpace(st)
	return strings.HasPrefix(st, "class Stub:") || st == strings.TrimSpace(isinstanceShim) || st == strings.TrimSpace(isinstanceForced)
}

// commitNodes are the rewritten prefixes of the nodes ids whose stand-ins
// committed, as fresh nodes of step 4 (not run yet).
func commitNodes(t *Tree, ids []int, seen map[string]*Node) []*Node {
	var out []*Node
	for _, id := range ids {
		n := NodeByID(t.Nodes, id)
		if n == nil || n.Forced || len(n.Commits) == 0 {
			continue
		}
		imps, init, ok := committed(n)
		if !ok {
			continue
		}
		pr := Proposal{Imports: imps, Init: init, Note: "plain values the stand-ins committed to"}
		key := strings.Join(pr.Statements(), "\n")
		if seen[key] != nil {
			continue
		}
		c := &Node{ID: len(t.Nodes) + len(out) + 1, Parent: n.ID, Step: 4, Proposer: "commit", Note: pr.Note, Proposal: pr}
		seen[key] = c
		out = append(out, c)
	}
	return out
}
