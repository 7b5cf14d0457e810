// Phase: explore, step 1, before its batch. The first prefix's direct run
// (direct.go) is a cold interpreter that imports everything again; when it
// does not cover every line it was spent for nothing but that node's
// outcome, and a pandas or scrapy snippet pays a second or more for it.
// Where a warm server that holds the snippet's imports, some of them not
// the standard library's, is idle (execute.Pool.Ready), the same prefix
// runs there too, alone and at once, beside
// the direct run. A warm run takes a fork, not the imports: when it ends on
// its own short of every line, the direct run could only end the same way,
// so it is stopped and the warm run is the node's outcome (as in any
// batch). When it covers every line, or ran out of time, or did not run,
// the direct run decides as it does alone: a finished exploration still
// rests on the cold run of the file that is replayed.
package explore

import (
	"context"
	"time"

	"unstuck/internal/deps"
)

// heavy: some import is not the standard library's. Only then does a cold
// run pay for imports a warm server holds; a snippet of the standard
// library alone starts as fast cold, and a warm run beside it would only
// add a session.
func heavy(imports []string) bool {
	for _, m := range imports {
		if !deps.IsStdlib(m) {
			return true
		}
	}
	return false
}

// first fills in fresh[0], step 1's first prefix, by its direct run or by
// its warm run (above) and reports whether it did; otherwise fresh[0]
// runs in step 1's batch with the others.
func (x *Explorer) first(ctx context.Context, t *Tree, s *Snippet, ses *session, fresh []*Node, opt Options) bool {
	n := fresh[0]
	pool := x.Exec.Warm()
	key := preimports(s, fresh, opt.Preimport)
	if ctx.Err() != nil || !mayDirect(s, n) || pool == nil || opt.NoWarm || ses.s != nil || !heavy(key) || !pool.Ready(key) {
		return x.direct(ctx, t, s, n, opt)
	}
	x.ensureDeps(ctx, []*Node{n})
	type direct struct {
		try Node
		ok  bool
		sec float64
	}
	dctx, cancel := context.WithCancel(ctx)
	defer cancel()
	got := make(chan direct, 1)
	cpu := t.plain.cpuSeconds() // only the direct run adds to it meanwhile
	go func() {
		start := time.Now()
		try, ok := x.directRun(dctx, t, s, n, opt)
		got <- direct{try, ok, time.Since(start).Seconds()}
	}()
	// The warm run: a copy of the node, in the session of the tree, its
	// server picked by the imports of all of step 1 (their batch follows
	// in the same session).
	warm := &Node{ID: n.ID, Step: n.Step, Proposer: n.Proposer, Note: n.Note, Proposal: n.Proposal, Private: n.Private}
	x.runKeyed(ctx, t, s, ses, []*Node{warm}, key, opt)
	t.Executions++
	ended := false
	switch warm.Status {
	case "ok", "exit", "raised":
		ended = true
	} // else not run, out of time, killed: the direct run decides
	short := ended && len(warm.Covered) < len(s.Countable)
	if short {
		cancel()
	}
	d := <-got
	if !short {
		t.Executions++ // a stopped run stands for nothing
	}
	t.addPhase("direct", d.sec)
	t.addCPU("direct", t.plain.cpuSeconds()-cpu)
	switch {
	case short:
		*n = *warm
	case d.ok:
		*n = d.try
	case ended:
		// The direct run does not count (it stopped inside the prefix):
		// the warm run is what the node's job in the batch would be.
		*n = *warm
	default:
		return false
	}
	return true
}
