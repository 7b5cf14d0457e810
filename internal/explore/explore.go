// Package explore is the prefix-tree phase (Treefix, ICSE'25): it grows a
// tree of prefixes (imports and assignments that, put before a snippet,
// make it run) in three steps: from the snippet's undefined references,
// from the errors earlier prefixes raised, and from the lines still
// uncovered. After every batch it keeps P, a small set of prefixes that
// together cover the most lines, and p_best, the single best one.
// Proposers (offline rules, an LLM) suggest prefixes; this file drives them.
package explore

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"unstuck/internal/deps"
	"unstuck/internal/execute"
	"unstuck/internal/lines"
	"unstuck/internal/pyparse"
	"unstuck/internal/refs"
	"unstuck/internal/wrap"
)

// Proposal is one prefix as proposers produce it (the shape of Treefix's
// JSON answers): import statements, then initialization statements. Each
// element is one whole statement (it may span lines, e.g. a class).
type Proposal struct {
	Imports []string `json:"imports"`
	Init    []string `json:"initialization"`
	Note    string   `json:"note,omitempty"` // why the proposer made it
	private any      // the proposer's state, kept on the node (Node.Private)
	// kinds are what the proposer knows each statement gives the snippet
	// (bindings.go), by statement text.
	kinds map[string]BindingKind
}

// Statements are the prefix's statements in order.
func (p Proposal) Statements() []string {
	out := make([]string, 0, len(p.Imports)+len(p.Init))
	for _, s := range append(append([]string{}, p.Imports...), p.Init...) {
		if s = strings.TrimRight(s, " \t\r\n"); strings.TrimSpace(s) != "" {
			out = append(out, s)
		}
	}
	return out
}

// Snippet is the code under exploration and what the proposers know of it.
type Snippet struct {
	File      string
	Src       []byte
	Tree      *pyparse.Tree
	Table     *lines.Table
	Refs      *refs.Report
	Countable []int
	// Wrap is the wrapper a cut-out body that does not compile as a
	// module runs in (nil: none); it keeps the snippet's lines in order,
	// Wrap.Offset() lines down.
	Wrap *wrap.Wrapped
	// origin is the module it was cut from, found once (origin.go).
	origin     *Origin
	originOnce sync.Once
	// introspect is what finding the origin cost this snippet: seconds
	// (waiting for another snippet's introspection of the module
	// included) and the CPU of origin.py's run when this snippet made it.
	introspect struct{ seconds, cpu float64 }
	// index is the interpreter's class index, when the proposer has one
	// (the commit rewrite's real instances, duck.go).
	index *ClassIndex
	// real are its undefined names that resolve to real objects (realnames.go).
	real      map[string]bool
	realOnce  sync.Once
	realScope RealNameScope
	// memo: answers derived from Src and Tree alone (snipmemo.go).
	memo snipMemo
}

// runSource is the program the batch runs: the snippet, or the snippet
// inside its wrapper.
func (s *Snippet) runSource() []byte {
	if s.Wrap != nil {
		return s.Wrap.Source()
	}
	return s.Src
}

// offset is how many lines the run source has before the snippet's first.
func (s *Snippet) offset() int {
	if s.Wrap != nil {
		return s.Wrap.Offset()
	}
	return 0
}

// snippetLines maps lines of the run source back to the snippet's,
// keeping only its countable lines.
func (s *Snippet) snippetLines(ls []int) []int {
	want := map[int]bool{}
	for _, l := range s.Countable {
		want[l] = true
	}
	off := s.offset()
	out := []int{}
	for _, l := range ls {
		if want[l-off] {
			out = append(out, l-off)
		}
	}
	return out
}

// Node is one prefix in the tree.
type Node struct {
	ID       int            `json:"node"`
	Parent   int            `json:"parent"` // 0: a root (step 1)
	Step     int            `json:"step"`
	Proposer string         `json:"proposer"`
	Note     string         `json:"note,omitempty"`
	Proposal Proposal       `json:"-"`
	Prefix   []string       `json:"prefix"`            // the statements that ran (dropped ones left out)
	Forced   bool           `json:"forced,omitempty"`  // forced execution: Stubs answer as the path needs, not as one value would
	Stubs    int            `json:"stubs"`             // statements binding a stand-in (Census.StandIns)
	Census   Census         `json:"census"`            // the prefix's statements by kind: stand-ins, environment
	Shadows  []string       `json:"shadows,omitempty"` // real names it binds to stand-ins: never in P (realnames.go)
	standIns int            // stand-ins created anywhere in the prefix, for ties
	Dropped  []string       `json:"dropped,omitempty"` // statements that raised, with their error
	Status   string         `json:"status"`
	Error    *execute.Error `json:"error"`
	Covered  []int          `json:"covered_lines"`
	// Commits are the plain values its stand-ins committed to (commit.go).
	Commits []execute.Commit `json:"commits,omitempty"`
	// Twin is the node whose run it took, its prefix the same but for the
	// Stub class and its settings (equiv.go); 0: it ran itself.
	Twin int `json:"twin,omitempty"`
	// Private is the proposer's own state for refinements of this node
	// (an LLM's conversation).
	Private any `json:"-"`
}

// Code is the node's prefix as source text.
func (n *Node) Code() string {
	if len(n.Prefix) == 0 {
		return ""
	}
	return strings.Join(n.Prefix, "\n") + "\n"
}

// Request is what a proposer is asked.
type Request struct {
	Snippet   *Snippet
	Step      int     // 1 undefinedness, 2 error, 3 coverage, 4 real values for stand-ins
	Parent    *Node   // step 2: the node that raised; step 3: the node to extend
	Uncovered []int   // step 3: countable lines no prefix of P covers
	N         int     // how many prefixes to propose
	Nodes     []*Node // the tree so far
}

// Proposer suggests prefixes.
type Proposer interface {
	Name() string
	Propose(ctx context.Context, req Request) ([]Proposal, error)
}

// Options of an exploration.
type Options struct {
	N          int           // prefixes per request (Treefix: 10)
	K          int           // coverage-guided rounds at most (Treefix: 10)
	JobTimeout time.Duration // per prefix run
	MaxNodes   int           // stop proposing beyond this many distinct prefixes
	Budget     time.Duration // no new batch starts after this much time on one snippet
	Preimport  []string      // modules the batch interpreter imports once
	// Parallel is how many prefixes of a batch run at a time (default 2):
	// prefixes that wait out their timeout (servers, sleeps, endless
	// loops) cost a batch their timeout once per pair, not once each.
	Parallel int
	// NoDirect runs step 1's first prefix in the fork server with the
	// others, not first as its own file (direct.go).
	NoDirect bool
	// NoWarm starts a fork server of the snippet's own instead of taking
	// a warm one from the executor's pool (execute.Pool), which a
	// long-lived driver shares across snippets.
	NoWarm bool
	// DirectWall is that first run's time after its imports (default:
	// JobTimeout, the time the prefix would have had in the batch).
	DirectWall time.Duration
	Progress   func(string)
}

func (o *Options) defaults() {
	if o.N <= 0 {
		o.N = 10
	}
	if o.K <= 0 {
		o.K = 10
	}
	if o.JobTimeout <= 0 {
		o.JobTimeout = 10 * time.Second
	}
	if o.DirectWall <= 0 {
		o.DirectWall = o.JobTimeout
	}
	if o.Parallel <= 0 {
		o.Parallel = 2
	}
	if o.MaxNodes <= 0 {
		o.MaxNodes = 200
	}
	if o.Budget <= 0 {
		o.Budget = 60 * time.Second
	}
}

// Tree is the outcome of an exploration.
type Tree struct {
	File         string     `json:"file"`
	Nodes        []*Node    `json:"nodes"`
	P            []int      `json:"p"`      // node ids of the minimal covering set
	Best         int        `json:"p_best"` // node id of the best single prefix
	Countable    []int      `json:"countable_lines"`
	StepCoverage [3]float64 `json:"step_coverage"` // coverage of P after steps 1, 2, 3 (internal runs)
	Executions   int        `json:"executions"`
	Errors       []string   `json:"proposer_errors,omitempty"`
	Wrapper      string     `json:"wrapper,omitempty"` // the wrapper the snippet ran in, when it needed one
	// Phases are the seconds spent in each phase: analyse (parse, refs),
	// propose, sandbox (setting up the box and starting the interpreter),
	// fork_server (its start-up: compiling, preimports), jobs (the forked
	// prefixes), replay (the prefix files run again, set by Replay's caller).
	Phases map[string]float64 `json:"phase_seconds"`
	wrap   *wrap.Wrapped
	// jobTimeout is the time a prefix had in its batch: with the batch's
	// imports, half of what its replay gets (Replay).
	jobTimeout time.Duration
	// imports are the seconds the snippet's imports took a fork server
	// (Replay's time), counted as if it had started cold.
	imports float64
	// plain are the prefix files already run on their own (direct.go).
	plain plainRuns
	// lead and leadBest are P and p_best with the prefixes that stand in
	// for real names: step 3 grows from them and step 4 looks for real
	// values for their stand-ins (realnames.go), though P never holds them.
	lead     []int
	leadBest int

	// CPU is the CPU time of the runs by phase: direct and replay (the
	// cold runs' processes), batch (a snippet server's start-up or, forked
	// from a warm server, its preimports, and its jobs, as the server
	// counts them), warm_start (the start-up of a warm server this
	// snippet had started), introspect (origin.py's run, when this
	// snippet made it). unstuck's own work is not in it.
	CPU map[string]float64 `json:"phase_cpu_seconds,omitempty"`
}

// phase adds the time since start to the phase's total.
func (t *Tree) phase(name string, start time.Time) {
	t.addPhase(name, time.Since(start).Seconds())
}

func (t *Tree) addCPU(name string, sec float64) {
	if sec <= 0 {
		return
	}
	if t.CPU == nil {
		t.CPU = map[string]float64{}
	}
	t.CPU[name] += sec
}

func (t *Tree) addPhase(name string, sec float64) {
	if t.Phases == nil {
		t.Phases = map[string]float64{}
	}
	t.Phases[name] += sec
}

// Explorer grows trees.
type Explorer struct {
	Exec      *execute.Executor
	Deps      *deps.Manager // installs modules the prefixes import; nil: none
	Proposers []Proposer
	Opt       Options
}

// Explore grows the prefix tree of one snippet.
func (x *Explorer) Explore(ctx context.Context, file string, src []byte) (*Tree, error) {
	opt := x.Opt
	opt.defaults()
	began := time.Now()
	s, err := NewSnippet(file, src)
	if err != nil {
		return nil, err
	}
	s.realScope = RealNamesStdlib
	for _, p := range x.Proposers {
		if o, ok := p.(*Offline); ok && o.Index != nil {
			s.index = o.Index
		}
		if o, ok := p.(*Offline); ok && o.RealNames != "" {
			s.realScope = o.RealNames
		}
	}
	t := &Tree{File: file, Countable: s.Countable, wrap: s.Wrap, Wrapper: s.Wrap.Describe(), jobTimeout: opt.JobTimeout}
	t.phase("analyse", began)
	deadline := time.Now().Add(opt.Budget)
	seen := map[string]*Node{}
	say := func(format string, args ...any) {
		if opt.Progress != nil {
			opt.Progress(fmt.Sprintf(format, args...))
		}
	}
	if s.Wrap != nil {
		say("%s", s.Wrap.Describe())
	}
	// One fork server runs all the tree's batches (execute.Session).
	ses := &session{}
	defer ses.close()
	// ask asks every proposer for prefixes extending parent and returns the
	// distinct new ones as nodes, not yet run (pending: nodes asked for
	// earlier that will run in the same batch).
	ask := func(step int, parent *Node, uncovered []int, pending []*Node) []*Node {
		var fresh []*Node
		if time.Now().After(deadline) {
			return nil
		}
		for _, p := range x.Proposers {
			if len(t.Nodes)+len(fresh) >= opt.MaxNodes || ctx.Err() != nil {
				break
			}
			asked := time.Now()
			props, err := p.Propose(ctx, Request{Snippet: s, Step: step, Parent: parent, Uncovered: uncovered, N: opt.N, Nodes: t.Nodes})
			t.phase("propose", asked)
			if err != nil {
				t.Errors = append(t.Errors, fmt.Sprintf("%s step %d: %v", p.Name(), step, err))
			}
			for _, pr := range props {
				key := strings.Join(pr.Statements(), "\n")
				if seen[key] != nil {
					continue // identical prefixes run once
				}
				n := &Node{ID: len(t.Nodes) + len(pending) + len(fresh) + 1, Step: step, Proposer: p.Name(), Note: pr.Note, Proposal: pr, Private: pr.private}
				if parent != nil {
					n.Parent = parent.ID
				}
				seen[key] = n
				fresh = append(fresh, n)
				if len(t.Nodes)+len(pending)+len(fresh) >= opt.MaxNodes {
					break
				}
			}
		}
		return fresh
	}
	// runAll runs nodes as one batch (one sandbox, one interpreter that
	// forks a child per prefix) and adds them to the tree.
	runAll := func(fresh []*Node) []*Node {
		if len(fresh) == 0 {
			return nil
		}
		x.run(ctx, t, s, ses, fresh, opt)
		t.Executions += len(fresh)
		t.Nodes = append(t.Nodes, fresh...)
		return fresh
	}
	// grow asks every proposer, runs the new distinct prefixes as one batch
	// and returns the nodes it added.
	grow := func(step int, parent *Node, uncovered []int) []*Node {
		return runAll(ask(step, parent, uncovered, nil))
	}
	update := func(step int) {
		t.P, t.Best = Cover(t.Nodes, s.Countable)
		t.lead, t.leadBest = cover(t.Nodes, s.Countable)
		t.StepCoverage[step-1] = coverageOf(t.Nodes, t.P, s.Countable)
		for i := step; i < 3; i++ {
			t.StepCoverage[i] = t.StepCoverage[step-1]
		}
		say("step %d: %d prefixes, P covers %.0f%%", step, len(t.Nodes), 100*t.StepCoverage[step-1])
	}

	// Step 1: undefinedness guidance. Its first prefix, when it binds no
	// stand-in, runs first as its own file (direct.go): where that covers
	// every line, nothing else need run.
	fresh := ask(1, nil, nil, nil)
	var roots []*Node
	if len(fresh) > 0 && !opt.NoDirect && x.first(ctx, t, s, ses, fresh, opt) {
		t.Nodes = append(t.Nodes, fresh[0])
		roots, fresh = fresh[:1], fresh[1:]
		if len(roots[0].Covered) == len(s.Countable) {
			for _, n := range fresh {
				delete(seen, strings.Join(n.Proposal.Statements(), "\n")) // never ran
			}
			fresh = nil
		}
	}
	roots = append(roots, runAll(fresh)...)
	update(1)
	// Step 2: error guidance, for each prefix whose run raised; the
	// repairs of all of them run as one batch (a sandbox and an
	// interpreter start once, not once per raising prefix).
	// When P covers everything but only through stand-ins, the prefixes
	// that bound none and raised are still repaired: a real value that
	// gets past the error (a file made for the snippet) beats a stand-in.
	if ctx.Err() == nil && (!full(t, s) || standInsInP(t)) {
		var pending []*Node
		onlyReal := full(t, s)
		for _, n := range roots {
			// A prefix that ran out of time is not repaired: values rarely make
			// a loop end, and each retry costs the whole timeout again.
			if n.Error != nil && n.Status != "exit" && n.Status != "timeout" && !(onlyReal && n.Stubs > 0) {
				pending = append(pending, ask(2, n, nil, pending)...)
			}
		}
		runAll(pending)
		// A chain of real values goes on while each link gets past its
		// parent's error (bytes, then an int, then a size the function
		// lists): at most maxChain links past the first repair.
		for i, next := 0, pending; i < maxChain && len(next) > 0 && ctx.Err() == nil; i++ {
			next = runAll(nextErrors(t, next, ask))
		}
	}
	update(2)
	// Step 3: coverage guidance, from the best prefix towards what P misses.
	for round := 0; round < opt.K && ctx.Err() == nil; round++ {
		if full(t, s) {
			break
		}
		unc := uncovered(t, s)
		best := NodeByID(t.Nodes, t.leadBest)
		before := len(unc)
		added := grow(3, best, unc)
		// P holds no stand-in for a real name, the lead may: where P's best
		// is another prefix (patch real in P, a stand-in in the lead), it
		// grows too, once, or P's own lines never get the driver's calls.
		// Only its refinements that bind no stand-in run: the lead's
		// growth offers the others already.
		if pb := NodeByID(t.Nodes, t.Best); round == 0 && pb != nil && best != nil && pb != best {
			var free []*Node
			for _, n := range ask(3, pb, unc, nil) {
				if s.census(n.Proposal, n.Proposal.Statements()).StandIns == 0 {
					free = append(free, n)
				} else {
					delete(seen, strings.Join(n.Proposal.Statements(), "\n")) // never ran
				}
			}
			added = append(added, runAll(free)...)
		}
		// A sample of a parameter (a real object picked out of a parsed
		// tree) that covers most alone may lead step 3 elsewhere than the
		// styles' values would: the best of those grows too.
		if alt := bestUnsampled(t.Nodes); best != nil && alt != nil && alt != best && fromSample(t.Nodes, best) {
			added = append(added, grow(3, alt, unc)...)
		}
		// A refinement of a prefix that still raises gets its error's turn.
		for _, n := range added {
			if n.Error != nil && n.Status != "exit" && n.Status != "timeout" && len(t.Nodes) < opt.MaxNodes {
				grow(2, n, nil)
				break
			}
		}
		update(3)
		if len(added) == 0 || len(uncovered(t, s)) == before {
			break
		}
	}
	update(3)
	// Real values for the stand-ins P still binds: a variant of each such
	// prefix covering as much with fewer stand-ins takes its place in P.
	tried := map[int]bool{}
	for round := 0; round < 2; round++ {
		var pending, parents []*Node
		for _, id := range t.leads() {
			n := NodeByID(t.Nodes, id)
			if n == nil || n.Stubs == 0 || tried[id] || ctx.Err() != nil {
				continue
			}
			tried[id] = true
			if more := ask(4, n, nil, pending); len(more) > 0 {
				pending = append(pending, more...)
				parents = append(parents, n)
			}
		}
		if runAll(pending) != nil {
			// The replacements that each kept their parent's lines, together.
			var again []*Node
			for _, n := range parents {
				again = append(again, ask(4, n, nil, again)...)
			}
			runAll(again)
		}
		update(3)
	}
	// Plain values: the prefixes of P whose stand-ins committed, rewritten
	// with what they committed to and run again (commit.go).
	for round := 0; round < 2 && ctx.Err() == nil && time.Now().Before(deadline) && len(t.Nodes) < opt.MaxNodes; round++ {
		fresh := commitNodes(t, s, append(append([]int{}, t.P...), t.Best), seen)
		if len(fresh) == 0 {
			break
		}
		x.run(ctx, t, s, ses, fresh, opt)
		t.Executions += len(fresh)
		t.Nodes = append(t.Nodes, fresh...)
		update(3)
	}
	// The committed prefixes of P that still bind stand-ins (lambdas a
	// Stub became, for functions the module has) get their real values
	// once more: their lambdas now say what the body needed (invert.go).
	var pending []*Node
	for _, id := range t.leads() {
		n := NodeByID(t.Nodes, id)
		if n == nil || n.Stubs == 0 || tried[id] || ctx.Err() != nil || time.Now().After(deadline) {
			continue
		}
		tried[id] = true
		pending = append(pending, ask(4, n, nil, pending)...)
	}
	if runAll(pending) != nil {
		update(3)
	}
	// The lines P reaches through stand-ins alone: step 3 from the best
	// prefix that binds none, towards those lines; only refinements that
	// bind none run (freeguide.go).
	var bases []*Node
	for round := 0; round < 3 && ctx.Err() == nil && time.Now().Before(deadline) && len(t.Nodes) < opt.MaxNodes; round++ {
		lines, base := freeLines(t, s), freeBase(t, s)
		if round == 2 || slices.Contains(bases, base) {
			// Once more from the real instance a sample of the
			// parameters made (a constructor's self beside the hollow
			// one), when it was no base yet.
			base, round = freeSampleBase(t, s, bases), 2
		}
		if len(lines) == 0 || base == nil {
			break
		}
		bases = append(bases, base)
		var free []*Node
		for _, n := range ask(3, base, lines, nil) {
			if s.census(n.Proposal, n.Proposal.Statements()).StandIns == 0 && !stubSettings(n.Proposal) {
				free = append(free, n)
			} else {
				delete(seen, strings.Join(n.Proposal.Statements(), "\n")) // never ran
			}
		}
		if runAll(free) == nil {
			if round == 2 {
				break
			}
			round = 1 // (the sample's round next)
			continue
		}
		update(3)
	}
	// The lines P still reaches through stand-ins alone: the free base's
	// plain values searched by running them (realsearch.go), once more
	// from a variant that reached one of those lines.
	for round := 0; round < 2 && ctx.Err() == nil && time.Now().Before(deadline) && len(t.Nodes) < opt.MaxNodes; round++ {
		lines, base := freeLines(t, s), freeBase(t, s)
		if len(lines) == 0 || base == nil {
			break
		}
		var fresh []*Node
		for _, pr := range valueVariants(s, t, base, min(maxValueVariants, opt.MaxNodes-len(t.Nodes))) {
			key := strings.Join(pr.Statements(), "\n")
			if seen[key] != nil || s.census(pr, pr.Statements()).StandIns > 0 {
				continue
			}
			n := &Node{ID: len(t.Nodes) + len(fresh) + 1, Parent: base.ID, Step: 4, Proposer: "values", Note: pr.Note, Proposal: pr}
			seen[key] = n
			fresh = append(fresh, n)
		}
		if runAll(fresh) == nil {
			break
		}
		update(3)
		if len(freeLines(t, s)) == len(lines) {
			break
		}
	}
	// Introspection ran inside the first proposal: its own phase.
	if in := s.introspect; in.seconds > 0 {
		t.addPhase("propose", -in.seconds)
		t.addPhase("introspect", in.seconds)
		t.addCPU("introspect", in.cpu)
	}
	return t, ctx.Err()
}

// NewSnippet parses and analyses a snippet.
func NewSnippet(file string, src []byte) (*Snippet, error) {
	if bad := execute.Check(src); bad != nil {
		return nil, fmt.Errorf("%s: %s", bad.Type, bad.Message)
	}
	table, tree, err := execute.Table(src)
	if err != nil {
		return nil, err
	}
	s := &Snippet{File: file, Src: src, Tree: tree, Table: table, Refs: refs.Analyze(tree), Countable: table.Lines()}
	evalNames(s)
	s.Wrap = wrap.Wrap(src, tree, s.Refs.Names())
	qualifyPathCallees(s)
	return s, nil
}

// session is the fork server of one tree, started at its first batch and
// again after one that ended it (killed, timed out).
type session struct {
	s *execute.Session
}

func (ss *session) close() {
	if ss.s != nil {
		ss.s.Close()
	}
}

// run executes fresh nodes as one batch and fills in their outcomes.
func (x *Explorer) run(ctx context.Context, t *Tree, s *Snippet, ses *session, nodes []*Node, opt Options) {
	x.runKeyed(ctx, t, s, ses, nodes, nil, opt)
}

// runKeyed is run with the imports a warm server is picked by when the
// batch starts the session (nil: the batch's own): a batch of one prefix
// ahead of its step's others (first.go) picks the server they all need.
func (x *Explorer) runKeyed(ctx context.Context, t *Tree, s *Snippet, ses *session, nodes []*Node, key []string, opt Options) {
	// A twin of a prefix run already takes that run (equiv.go); the
	// callers counted every node as an execution.
	run, of := twins(t, s, nodes)
	if len(run) > 0 {
		x.runJobs(ctx, t, s, ses, run, key, opt)
	}
	var again []*Node
	for _, n := range nodes {
		if m := of[n]; m != nil {
			if twinnable(m) {
				takeRun(s, n, m)
				t.Executions--
			} else {
				again = append(again, n) // its twin in this batch ran out of time or dropped a statement
			}
		}
	}
	if len(again) > 0 {
		x.runJobs(ctx, t, s, ses, again, nil, opt)
	}
}

// runJobs runs nodes as one batch of jobs in the tree's session.
func (x *Explorer) runJobs(ctx context.Context, t *Tree, s *Snippet, ses *session, nodes []*Node, key []string, opt Options) {
	x.ensureDeps(ctx, nodes)
	jobs := make([]execute.Job, len(nodes))
	for i, n := range nodes {
		stmts := n.Proposal.Statements()
		jobs[i] = execute.Job{ID: n.ID, Prefix: stmts, Timeout: opt.JobTimeout.Seconds(), Defs: ownDefs(stmts)}
	}
	ran := time.Now()
	var r *execute.Result
	if ses.s == nil || ses.s.Ended() {
		ses.close()
		// Long enough for the budget and a last batch begun before its end.
		wall := opt.Budget + max(2*time.Minute, time.Duration(opt.N)*(opt.JobTimeout+2*time.Second))
		m := execute.Mode{Parallel: opt.Parallel, Wall: wall, Defs: ownDefinitions}
		if pool := x.Exec.Warm(); pool != nil && !opt.NoWarm {
			// The batch's imports, the prefixes' among them (a cut-out body
			// imports nothing itself: its prefixes import pandas).
			if key == nil {
				key = preimports(s, nodes, opt.Preimport)
			}
			ses.s, r = pool.Session(ctx, s.File, s.runSource(), m, key)
			if ses.s != nil {
				t.imports += ses.s.WarmStartup()
				t.addCPU("warm_start", ses.s.TakeStartCPU())
			}
		} else {
			ses.s, r = x.Exec.StartSession(ctx, s.File, s.runSource(), m)
		}
	}
	if ses.s != nil {
		r = ses.s.Run(jobs, preimports(s, nodes, opt.Preimport))
	}
	total := time.Since(ran).Seconds()
	t.addPhase("fork_server", r.BatchStartup)
	// What the snippet's imports cost a cold interpreter, also when a warm
	// server had them loaded already (Replay's time).
	t.imports += r.BatchStartup
	t.addPhase("jobs", r.BatchJobs)
	t.addCPU("batch", r.CPUSeconds)
	t.addPhase("sandbox", max(0, total-r.BatchStartup-r.BatchJobs))
	byID := map[int]execute.JobResult{}
	for _, j := range r.Batch {
		byID[j.ID] = j
	}
	for _, n := range nodes {
		j, ok := byID[n.ID]
		if !ok {
			n.Status = "not run"
			n.Error = r.Error
			if n.Error == nil {
				n.Error = &execute.Error{Type: "NotRun", Message: r.Failure}
			}
			continue
		}
		stmts := n.Proposal.Statements()
		drop := map[int]bool{}
		for _, d := range j.Dropped {
			drop[d.Index] = true
			if d.Index < len(stmts) {
				n.Dropped = append(n.Dropped, fmt.Sprintf("%s  # %s: %s", firstLine(stmts[d.Index]), d.Type, d.Message))
			}
		}
		for i, st := range stmts {
			if !drop[i] {
				n.Prefix = append(n.Prefix, st)
			}
		}
		n.Status, n.Error, n.Covered = j.Status, j.Error, s.snippetLines(j.CoveredLines)
		n.Commits = j.Commits
		if n.Error != nil && n.Error.Line != nil && s.Wrap != nil {
			l := *n.Error.Line - s.offset()
			n.Error.Line = &l
		}
		if n.Error != nil {
			n.Error.Traceback = ""
		}
		s.describe(n)
	}
}

// describe fills in what a node's statements that ran (n.Prefix) say of
// it: whether it forces, its census and the real names it shadows.
func (s *Snippet) describe(n *Node) {
	n.Forced = Forced(n.Prefix)
	n.Census = s.census(n.Proposal, n.Prefix)
	n.Stubs = n.Census.StandIns
	n.Shadows = shadowed(n.Proposal, n.Prefix, s.realNames())
	// A real global given another value is a real name bound to a
	// stand-in too (rebound.go): P holds real names fixed.
	for _, r := range n.Census.Rebound {
		n.Shadows = append(n.Shadows, strings.Fields(r)[0])
	}
	n.standIns = standIns(n.Prefix)
}

// preimports are the modules the prefixes and the snippet import, loaded
// once before the batch forks (a module that fails to import is left for
// the child to fail on): a child finds them in sys.modules instead of
// importing numpy or matplotlib again, once per prefix.
func preimports(s *Snippet, nodes []*Node, extra []string) []string {
	set := map[string]bool{}
	for _, m := range extra {
		set[m] = true
	}
	if s.Tree != nil {
		for _, m := range append(snippetImports(s.Tree), fromImported(s.Tree)...) {
			set[m] = true
		}
	}
	for _, n := range nodes {
		for _, imp := range n.Proposal.Imports {
			for _, m := range importedModules(imp) {
				set[m] = true
			}
		}
	}
	out := make([]string, 0, len(set))
	for m := range set {
		out = append(out, m)
	}
	sort.Strings(out)
	return out
}

// fromImported are "m.x" for each `from m import x` of the snippet: x may
// be a submodule (`from matplotlib import pyplot`), which importing m does
// not load; where it is not, the server's import of it fails at once.
func fromImported(t *pyparse.Tree) []string {
	var out []string
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() != "import_from_statement" {
			return true
		}
		m := n.ChildByFieldName("module_name")
		if m == nil || m.Type() != "dotted_name" {
			return false
		}
		for _, c := range pyparse.Children(n) {
			if c.StartByte() == m.StartByte() {
				continue
			}
			if c.Type() == "aliased_import" {
				c = c.ChildByFieldName("name")
			}
			if c != nil && c.Type() == "dotted_name" {
				out = append(out, t.Text(m)+"."+t.Text(c))
			}
		}
		return false
	})
	return out
}

// importedModules reads the module names of one import statement, or of
// each line of a prefix statement that is several ("from m import A\nfrom
// n import B", as offline proposals make them): a module named only after
// the first line was imported again by every job, not once by the server
// (scrapy.crawler, 50-150 ms of a job at load).
func importedModules(stmt string) []string {
	var out []string
	for _, line := range strings.Split(stmt, "\n") {
		out = append(out, lineImports(line)...)
	}
	return out
}

// lineImports reads the module names of one import line; an indented line
// (a body's) or a continuation of a parenthesized name list names none.
func lineImports(line string) []string {
	f := strings.Fields(strings.ReplaceAll(line, ",", " , "))
	if len(f) < 2 || strings.TrimLeft(line, " \t") != line {
		return nil
	}
	switch f[0] {
	case "from":
		if strings.HasPrefix(f[1], ".") {
			return nil
		}
		return []string{f[1]}
	case "import":
		var out []string
		expect := true
		for _, w := range f[1:] {
			switch {
			case w == ",":
				expect = true
			case expect:
				out = append(out, w)
				expect = false
			}
		}
		return out
	}
	return nil
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i] + " ..."
	}
	return s
}

func NodeByID(nodes []*Node, id int) *Node {
	for _, n := range nodes {
		if n.ID == id {
			return n
		}
	}
	return nil
}

// coveredByP is the union of the lines P's prefixes cover.
func coveredByP(t *Tree) map[int]bool {
	got := map[int]bool{}
	for _, id := range t.P {
		if n := NodeByID(t.Nodes, id); n != nil {
			for _, l := range n.Covered {
				got[l] = true
			}
		}
	}
	return got
}

func uncovered(t *Tree, s *Snippet) []int {
	got := coveredByP(t)
	var out []int
	for _, l := range s.Countable {
		if !got[l] {
			out = append(out, l)
		}
	}
	return out
}

// full: P covers every line a run can cover. A raise statement never
// completes, so its line is never covered (linecov.py): with only such
// lines left, no prefix can add one, and the repairs and coverage rounds
// that would look for them stop as when P covers everything.
func full(t *Tree, s *Snippet) bool {
	unc := uncovered(t, s)
	if len(unc) == 0 {
		return true
	}
	never := s.neverCovered()
	for _, l := range unc {
		if !never[l] {
			return false
		}
	}
	return true
}

// neverCovered are the snippet's lines that no run covers: those where a
// raise statement starts.
func (s *Snippet) neverCovered() map[int]bool {
	out := map[int]bool{}
	if s.Tree == nil {
		return out
	}
	pyparse.Walk(s.Tree.Root, func(n *pyparse.Node) bool {
		if n.Type() == "raise_statement" {
			out[pyparse.Line(n)] = true
		}
		return true
	})
	return out
}

// standInsInP: some prefix of P binds a stand-in.
func standInsInP(t *Tree) bool {
	for _, id := range t.P {
		if n := NodeByID(t.Nodes, id); n != nil && n.Stubs > 0 {
			return true
		}
	}
	return false
}
