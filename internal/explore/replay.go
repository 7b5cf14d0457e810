package explore

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"unstuck/internal/execute"
)

// Replayed is a prefix file (prefix + snippet, plain Python) run again on
// its own under the line metric: the coverage unstuck reports.
type Replayed struct {
	Node     int            `json:"node"`
	File     string         `json:"file,omitempty"`
	Offset   int            `json:"offset"` // lines of prefix before the snippet
	Covered  []int          `json:"covered_lines"`
	Coverage float64        `json:"coverage"`
	Status   string         `json:"status"`
	Error    *execute.Error `json:"error"`
}

// Outcome is what an exploration reports: the replayed P and p_best.
type Outcome struct {
	P            []Replayed `json:"p"`
	Best         Replayed   `json:"p_best"`
	Covered      []int      `json:"covered_lines"` // union over P
	Coverage     float64    `json:"coverage"`      // of P
	BestCoverage float64    `json:"best_coverage"`
}

// PrefixText is what comes before the snippet in a node's prefix file: a
// comment saying whether the prefix forces execution, the prefix, and the
// head of the snippet's wrapper when it needs one.
func PrefixText(t *Tree, n *Node) []byte {
	var b strings.Builder
	if n.Forced {
		fmt.Fprintf(&b, "# unstuck explore --force, node %d: FORCED EXECUTION. The Stub class below answers truth tests\n"+
			"# and comparisons as the path to an uncovered line needs (Stub._truth, Stub._steer), not as any one\n"+
			"# value would: lines this file runs may be unreachable with real values.\n", n.ID)
	} else if n.Census.StandIns == 0 {
		fmt.Fprintf(&b, "# unstuck explore, node %d: no stand-ins; every name below is a real import or a plain value.\n", n.ID)
	} else {
		var kinds []string
		for _, k := range sortedKeys(n.Census.ByKind) {
			kinds = append(kinds, fmt.Sprintf("%s %d", k, n.Census.ByKind[k]))
		}
		fmt.Fprintf(&b, "# unstuck explore, node %d: %d statements bind stand-ins (%s), values made up for the snippet.\n", n.ID, n.Census.StandIns, strings.Join(kinds, ", "))
	}
	if len(n.Census.Rebound) > 0 {
		fmt.Fprintf(&b, "# Real names given another value than their module's (lines they reach are not the body's own path): %s.\n", strings.Join(n.Census.Rebound, "; "))
	}
	if len(n.Census.Environment) > 0 {
		fmt.Fprintf(&b, "# The snippet's environment, made before it runs: %s.\n", strings.Join(n.Census.Environment, "; "))
	}
	if t.wrap != nil {
		fmt.Fprintf(&b, "# The snippet %s: its line L is line L+%d of this file.\n", t.wrap.Describe(), strings.Count(b.String(), "\n")+1+strings.Count(n.Code(), "\n")+t.wrap.Offset())
	}
	// The same statements, package imports first where that changes
	// nothing (hoist.go): a file that opens with the import runs forked.
	if stmts := importsFirst(n.Prefix); len(stmts) > 0 {
		b.WriteString(strings.Join(stmts, "\n") + "\n")
	}
	if t.wrap != nil {
		b.WriteString(t.wrap.Head)
	}
	return []byte(b.String())
}

// FileText is a node's prefix file: PrefixText, the snippet (indented
// when wrapped, its lines unchanged otherwise), and the wrapper's call.
func FileText(t *Tree, n *Node, src []byte) []byte {
	out := PrefixText(t, n)
	if t.wrap == nil {
		return append(out, src...)
	}
	return append(append(out, t.wrap.Body...), t.wrap.Tail...)
}

// Replay writes (when dir is set) and runs the prefix files of P and
// p_best, mapping their covered lines back to the snippet's numbering.
func Replay(ctx context.Context, ex *execute.Executor, t *Tree, src []byte, dir string) (*Outcome, error) {
	ids := append([]int{}, t.P...)
	if t.Best != 0 && !slices.Contains(ids, t.Best) {
		ids = append(ids, t.Best)
	}
	res := make(map[int]Replayed, len(ids))
	var mu sync.Mutex
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2)
	var werr error
	for _, id := range ids {
		n := NodeByID(t.Nodes, id)
		if n == nil {
			continue
		}
		text := FileText(t, n, src)
		file := prefixFile(id)
		if dir != "" {
			if err := os.WriteFile(filepath.Join(dir, file), text, 0o644); err != nil {
				werr = err
			}
		}
		wg.Add(1)
		go func(n *Node) {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			// A prefix had jobTimeout in its batch, after the batch's
			// imports: its replay gets twice both, not the whole run
			// timeout (a server snippet, or one that ran out of time in
			// the batch, would otherwise hold its replay 30 s for the
			// lines it reached in the first seconds).
			var m execute.Mode
			if t.jobTimeout > 0 {
				imports := time.Duration(t.imports * float64(time.Second))
				m.Wall = min(ex.Limits().Wall, 2*(t.jobTimeout+imports))
			}
			rp := replayed(t, n, t.runPlain(ctx, ex, dir, n, text, m))
			if dir != "" {
				rp.File = filepath.Join(dir, file)
			}
			mu.Lock()
			res[n.ID] = rp
			mu.Unlock()
		}(n)
	}
	wg.Wait()
	out := &Outcome{Covered: []int{}}
	got := map[int]bool{}
	for _, id := range t.P {
		rp := res[id]
		out.P = append(out.P, rp)
		for _, l := range rp.Covered {
			got[l] = true
		}
	}
	for l := range got {
		out.Covered = append(out.Covered, l)
	}
	sort.Ints(out.Covered)
	out.Coverage = share(out.Covered, t.Countable)
	out.Best = res[t.Best]
	out.BestCoverage = out.Best.Coverage
	return out, werr
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func share(covered, countable []int) float64 {
	if len(countable) == 0 {
		return 0
	}
	want := map[int]bool{}
	for _, l := range countable {
		want[l] = true
	}
	n := 0
	for _, l := range covered {
		if want[l] {
			n++
		}
	}
	return float64(n) / float64(len(countable))
}
