package explore

// Phase: explore, step 1, before the fork server. Most snippets need one
// prefix of real names and plain values and then run to their end. For
// those the tree is one node, and its prefix file is replayed with plain
// python3 anyway (Replay): so step 1's first prefix, when it binds no
// stand-in, is run first as that very replay, a fresh interpreter in its
// own sandbox. When that run covers every countable line the
// exploration is over: no fork server starts, no other prefix runs, and
// Replay finds the run already made. Otherwise the run is kept for
// Replay (the same file text gives the same run) and exploration goes on
// as before, through the fork server.

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"unstuck/internal/execute"
)

// plainRuns are the prefix files of one tree already run on their own,
// by name and text: Replay runs a file only once.
type plainRuns struct {
	mu   sync.Mutex
	runs map[string]*execute.Result
}

func plainKey(name string, text []byte) string { return name + "\x00" + string(text) }

func (p *plainRuns) get(name string, text []byte) *execute.Result {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.runs[plainKey(name, text)]
}

// put keeps r when it ended on its own: a run cut at its wall limit says
// nothing of what a longer one would do.
func (p *plainRuns) put(name string, text []byte, r *execute.Result) {
	if r == nil || r.Failure != "" || r.Status == "timeout" || r.Status == "cpu_limit" || r.Status == "killed" || r.Status == "crashed" {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.runs == nil {
		p.runs = map[string]*execute.Result{}
	}
	p.runs[plainKey(name, text)] = r
}

// prefixFile is the name a node's prefix file runs (and is written) under.
func prefixFile(id int) string { return fmt.Sprintf("prefix_%d.py", id) }

// runPlain runs a node's prefix file with plain python3 under the line
// metric in a sandbox of its own (the replay), or returns the run of the
// same file already made.
func (t *Tree) runPlain(ctx context.Context, ex *execute.Executor, dir string, n *Node, text []byte, m execute.Mode) *execute.Result {
	name := prefixFile(n.ID)
	if r := t.plain.get(name, text); r != nil {
		return r
	}
	r := ex.RunMode(ctx, filepath.Join(dir, name), text, m)
	t.plain.put(name, text, r)
	return r
}

// direct runs n, the first prefix of step 1, as its own prefix file when
// it binds no stand-in, and reports whether that run covered every
// countable line; n then holds its outcome, as a batch would have filled
// it in (no statement dropped: the file ran them all).
func (x *Explorer) direct(ctx context.Context, t *Tree, s *Snippet, n *Node, opt Options) bool {
	if len(s.Countable) == 0 || ctx.Err() != nil {
		return false
	}
	stmts := n.Proposal.Statements()
	c := census(n.Proposal, stmts)
	if c.StandIns > 0 || standIns(stmts) > 0 || Forced(stmts) {
		return false
	}
	x.ensureDeps(ctx, []*Node{n})
	start := time.Now()
	defer t.phase("direct", start)
	t.Executions++
	// The node as it would be with nothing dropped: its file's text.
	try := *n
	try.Prefix, try.Census = stmts, c
	text := FileText(t, &try, s.Src)
	r := t.runPlain(ctx, x.Exec, "", &try, text, execute.Mode{Wall: min(x.Exec.Limits().Wall, opt.JobTimeout, opt.DirectWall)})
	rp := replayed(t, &try, r)
	if rp.Coverage < 1 {
		return false
	}
	*n = try
	n.Status, n.Error, n.Covered = rp.Status, rp.Error, rp.Covered
	n.Forced = false
	n.Stubs = 0
	n.standIns = 0
	return true
}

// ensureDeps installs the modules the nodes' prefixes import (x.Deps);
// what fails stays missing, and its import is dropped from the prefix.
func (x *Explorer) ensureDeps(ctx context.Context, nodes []*Node) {
	if x.Deps == nil {
		return
	}
	var mods []string
	for _, n := range nodes {
		for _, imp := range n.Proposal.Imports {
			mods = append(mods, importedModules(imp)...)
		}
	}
	x.Deps.Ensure(ctx, mods)
}

// replayed maps a run of n's prefix file back to the snippet's lines.
func replayed(t *Tree, n *Node, r *execute.Result) Replayed {
	off := strings.Count(string(PrefixText(t, n)), "\n")
	rp := Replayed{Node: n.ID, Offset: off, Status: r.Status, Error: r.Error, Covered: []int{}}
	if rp.Error != nil {
		e := *rp.Error
		e.Traceback = ""
		if e.Line != nil {
			l := *e.Line - off
			e.Line = &l
		}
		rp.Error = &e
	}
	want := map[int]bool{}
	for _, l := range t.Countable {
		want[l] = true
	}
	for _, l := range r.CoveredLines {
		if want[l-off] {
			rp.Covered = append(rp.Covered, l-off)
		}
	}
	rp.Coverage = share(rp.Covered, t.Countable)
	return rp
}
