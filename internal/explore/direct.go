package explore

// Phase: explore, step 1, before the fork server. Most snippets need one
// prefix of real names and plain values and then run to their end. For
// those the tree is one node, and its prefix file is replayed with plain
// python3 anyway (Replay): so step 1's first prefix, when it binds no
// stand-in, is run first as that very replay, a fresh interpreter in its
// own sandbox. When that run covers every countable line the
// exploration is over: no fork server starts, no other prefix runs, and
// Replay finds the run already made. Otherwise the run is the node's
// outcome (what its job in the batch would have been), it is kept for
// Replay (the same file text gives the same run), and exploration goes
// on through the fork server with the other prefixes.

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"unstuck/internal/execute"
	"unstuck/internal/pyparse"
)

// plainRuns are the prefix files of one tree already run on their own,
// by name and text: Replay runs a file only once.
type plainRuns struct {
	mu   sync.Mutex
	runs map[string]*execute.Result
	cpu  float64 // CPU seconds of the runs made (Tree.CPU)
	// server is the CPU of the plain-run fork servers these runs started
	// (their interpreter and import, execute.PlainForks), counted apart.
	server float64
	// made and forked count the runs made and those of them forked.
	made, forked int
}

// cpuSeconds is the CPU of the plain runs made so far.
func (p *plainRuns) cpuSeconds() float64 {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.cpu
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
	p.store(name, text, r)
}

// keepCut keeps a direct run cut at its time after the imports (a block
// that waits forever by design: a server's accept, a deadlocked future)
// as the file's replay. The run is the node's outcome, a plain python3
// run of that very file in its own sandbox; run again with the replay's
// longer wall, the file would wait out that wall too (the long tail of
// such blocks' times) for the lines it reached in its first seconds.
func (p *plainRuns) keepCut(name string, text []byte, r *execute.Result) {
	if r == nil || r.Failure != "" || r.Status != "timeout" || len(r.CoveredLines) == 0 {
		return
	}
	p.store(name, text, r)
}

// store records r as the run of the file name with text.
func (p *plainRuns) store(name string, text []byte, r *execute.Result) {
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
	// Forked from a server that made the file's first import, when the
	// fork runs as the cold run would; else cold.
	var r *execute.Result
	var server float64
	if pf := ex.PlainForks(); pf != nil {
		r, server = pf.Run(ctx, filepath.Join(dir, name), text, m)
	}
	if r == nil { // cold (a server that did not serve still counts its CPU)
		r = ex.RunMode(ctx, filepath.Join(dir, name), text, m)
	}
	t.plain.mu.Lock()
	t.plain.cpu += r.CPUSeconds
	t.plain.server += server
	t.plain.made++
	if r.Forked {
		t.plain.forked++
	}
	t.plain.mu.Unlock()
	t.plain.put(name, text, r)
	return r
}

// direct runs n, the first prefix of step 1, as its own prefix file when
// it binds no stand-in and the snippet's shape lets one run cover it all,
// and fills n in from that run, as a batch would have (no statement
// dropped: the file ran them all); it reports whether it did. A run that
// stopped inside the prefix (a statement the batch would have dropped, a
// slow import) is left to the batch.
func (x *Explorer) direct(ctx context.Context, t *Tree, s *Snippet, n *Node, opt Options) bool {
	if ctx.Err() != nil || !mayDirect(s, n) {
		return false
	}
	x.ensureDeps(ctx, []*Node{n})
	start, cpu := time.Now(), t.plain.cpuSeconds()
	defer func() { t.phase("direct", start); t.addCPU("direct", t.plain.cpuSeconds()-cpu) }()
	t.Executions++
	try, ok := x.directRun(ctx, t, s, n, opt)
	if ok {
		*n = try
	}
	return ok
}

// mayDirect: n binds no stand-in, forces nothing, and the snippet's shape
// lets one run cover it all.
func mayDirect(s *Snippet, n *Node) bool {
	if len(s.Countable) == 0 || !oneRunMayCoverAll(s) {
		return false
	}
	stmts := n.Proposal.Statements()
	return s.census(n.Proposal, stmts).StandIns == 0 && standIns(stmts) == 0 && !Forced(stmts)
}

// directRun is direct's run, n as it would be after it, and whether it
// counts; it changes nothing of t but its plain runs (first.go runs it
// beside a batch).
func (x *Explorer) directRun(ctx context.Context, t *Tree, s *Snippet, n *Node, opt Options) (Node, bool) {
	if ctx.Err() != nil {
		return Node{}, false
	}
	stmts := n.Proposal.Statements()
	// The node as it would be with nothing dropped: its file's text.
	try := *n
	try.Prefix, try.Census = stmts, s.census(n.Proposal, stmts)
	text := FileText(t, &try, s.Src)
	// The prefix would have had DirectWall in its batch, after the
	// server's imports: here too its time starts after the file's leading
	// imports, which the executor's own limit bounds (a loaded machine
	// makes them many times slower; cut, the run would be lost).
	m := execute.Mode{Run: opt.DirectWall}
	r := t.runPlain(ctx, x.Exec, "", &try, text, m)
	if r.Failure != "" {
		return Node{}, false
	}
	rp := replayed(t, &try, r)
	switch {
	case r.Status == "timeout" && len(rp.Covered) == 0:
		return Node{}, false
	case r.Status == "ok" || r.Status == "exit" || r.Status == "timeout":
	case r.Status == "raised" && rp.Error != nil && rp.Error.Line != nil && *rp.Error.Line > 0:
	default:
		return Node{}, false
	}
	if r.Status == "timeout" {
		t.plain.keepCut(prefixFile(try.ID), text, r)
	}
	try.Status, try.Error, try.Covered = rp.Status, rp.Error, rp.Covered
	return try, true
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

// oneRunMayCoverAll: nothing in the snippet's shape keeps one run from
// covering every line. A run takes one arm of a conditional or a try
// outside a loop (if with elif or else, try with except, match), does
// not run the body of a function or method nobody names, never completes
// a raise, and ends at an exit; such a snippet needs the tree, and a
// direct run first would only add a run.
func oneRunMayCoverAll(s *Snippet) bool {
	if s.Tree == nil {
		return false
	}
	ok := true
	last := 0
	for _, l := range s.Countable {
		last = max(last, l)
	}
	var visit func(n *pyparse.Node, loop bool)
	visit = func(n *pyparse.Node, loop bool) {
		for _, c := range pyparse.Children(n) {
			if !ok {
				return
			}
			switch c.Type() {
			case "for_statement", "while_statement":
				visit(c, true)
				continue
			case "if_statement":
				if !loop && (c.ChildByFieldName("alternative") != nil) {
					ok = false
					return
				}
			case "try_statement", "match_statement":
				if !loop && (c.Type() == "match_statement" || hasChild(c, "except_clause", "except_group_clause")) {
					ok = false
					return
				}
			case "function_definition":
				if name := c.ChildByFieldName("name"); name != nil && !named(s.Tree, s.Tree.Text(name), name) {
					ok = false
					return
				}
			case "raise_statement":
				// Never completes, so its line is never covered.
				ok = false
				return
			case "expression_statement":
				// An exit (a cut-out body's return) ends the run: the lines
				// after it, or itself when it is not reached, stay uncovered.
				if !inDef(c) && callsExit(s.Tree, c) && pyparse.Line(c) != last {
					ok = false
					return
				}
			}
			visit(c, loop)
		}
	}
	visit(s.Tree.Root, false)
	return ok
}

func hasChild(n *pyparse.Node, types ...string) bool {
	for _, c := range pyparse.Children(n) {
		for _, t := range types {
			if c.Type() == t {
				return true
			}
		}
	}
	return false
}

// named reports whether name is used anywhere in the tree but at def, its
// definition (a call, an attribute, a callback passed on); dunder methods
// are named by the protocols that call them.
func named(t *pyparse.Tree, name string, def *pyparse.Node) bool {
	if strings.HasPrefix(name, "__") && strings.HasSuffix(name, "__") {
		return true
	}
	found := false
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if found {
			return false
		}
		if n.Type() == "identifier" && n.StartByte() != def.StartByte() && t.Text(n) == name {
			found = true
		}
		return !found
	})
	return found
}

// callsExit reports whether the statement calls exit, quit, sys.exit or
// os._exit.
func callsExit(t *pyparse.Tree, st *pyparse.Node) bool {
	for _, c := range pyparse.Children(st) {
		if c.Type() != "call" {
			continue
		}
		if f := c.ChildByFieldName("function"); f != nil {
			switch t.Text(f) {
			case "exit", "quit", "sys.exit", "os._exit":
				return true
			}
		}
	}
	return false
}

// inDef reports whether n is inside a function or class body.
func inDef(n *pyparse.Node) bool {
	for p := n.Parent(); p != nil; p = p.Parent() {
		switch p.Type() {
		case "function_definition", "class_definition":
			return true
		}
	}
	return false
}
