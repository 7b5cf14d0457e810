// Phase: explore, the batches. Proposers add settings of the Stub class
// ("Stub._truth = False", "Stub._size = 2") to prefixes whatever those
// bind; where a prefix binds no Stub, nothing ever makes one, and the
// class and its settings change nothing the snippet can see: the job
// runs exactly as the same prefix without them. On the slowest snippets
// a fifth of the jobs were such twins (SO snippet_49: 11 of 43), each a
// fork that costs 60-130 ms of CPU. A twin of a prefix that has run
// already, or runs earlier in the same batch, now takes that run's
// outcome instead of a job of its own. The tree keeps every node, so
// what the proposers are asked next, and P, are as before.
package explore

import (
	"regexp"
	"slices"
	"strings"
)

// stubSetting is a statement that only sets a Stub class attribute to a
// literal: it does nothing to anything but Stubs.
var stubSetting = regexp.MustCompile(`^Stub\._[A-Za-z]\w* = (?:True|False|None|-?\d+|"[^"\\\n]*"|'[^'\\\n]*')$`)

// seesGlobals: names through which a snippet could see the Stub class
// in its module (the class name itself, its globals listed, __main__
// read): there a prefix with the class is not its twin without it.
var seesGlobals = regexp.MustCompile(`\b(?:Stub|globals|locals|vars|dir|__main__)\b`)

// twinKey is the statements of a prefix that bind no Stub with the
// Stub class and its settings taken out: prefixes with the same key run
// the same. None (false) where the prefix may make a Stub (any other
// mention of the class), forces (the forced class is not taken out), or
// the snippet may see the class.
func twinKey(s *Snippet, stmts []string) (string, bool) {
	if snipMemoized(s, "seesGlobals", func() bool { return seesGlobals.Match(s.Src) }) {
		return "", false
	}
	class := ownDefinitions[0] // the lawful class; the forced one steers
	var kept []string
	for _, st := range stmts {
		if st == class || stubSetting.MatchString(st) {
			continue
		}
		if stubRef.MatchString(st) {
			return "", false
		}
		kept = append(kept, st)
	}
	return strings.Join(kept, "\n"), true
}

// twinnable: a run that may stand for its twins. It ended on its own
// (a run cut by its time or killed says nothing sure), kept all its
// statements (a dropped one's index is the prefix's own) and committed
// no stand-in.
func twinnable(n *Node) bool {
	return slices.Contains([]string{"ok", "raised", "exit"}, n.Status) && len(n.Dropped) == 0 && len(n.Commits) == 0
}

// twins splits a batch: the nodes to run, and for each of the others
// the node whose run it takes (one of the tree's, or one run earlier in
// this batch).
func twins(t *Tree, s *Snippet, nodes []*Node) (run []*Node, of map[*Node]*Node) {
	ran := map[string]*Node{}
	for _, n := range t.Nodes {
		if k, ok := twinKey(s, n.Proposal.Statements()); ok && twinnable(n) && ran[k] == nil {
			ran[k] = n
		}
	}
	of = map[*Node]*Node{}
	batch := map[string]*Node{}
	for _, n := range nodes {
		if k, ok := twinKey(s, n.Proposal.Statements()); ok {
			if m := ran[k]; m != nil {
				of[n] = m
				continue
			}
			if m := batch[k]; m != nil {
				of[n] = m
				continue
			}
			batch[k] = n
		}
		run = append(run, n)
	}
	return run, of
}

// takeRun gives n the outcome of m, its twin's run, as if n's own job
// had run: every statement kept, the same status, error and lines.
func takeRun(s *Snippet, n, m *Node) {
	n.Twin, n.Status, n.Covered = m.ID, m.Status, slices.Clone(m.Covered)
	if m.Twin != 0 {
		n.Twin = m.Twin
	}
	if m.Error != nil {
		e := *m.Error
		n.Error = &e
	}
	n.Prefix = slices.Clone(n.Proposal.Statements())
	s.describe(n)
}
