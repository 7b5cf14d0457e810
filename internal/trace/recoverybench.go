// Phase: trace, measuring recovery. A benchmark of standard-library calls
// with the critical variables each may write, written down by hand from the
// library's documented semantics (not from running them): every case runs
// under the tracer, and the knowledge base, the runtime comparison and the
// baseline "every call writes its receiver and arguments entirely" are
// scored by precision and recall over the written parts.
package trace

import (
	"context"
	"fmt"
	"sort"
	"strings"
)

// RecoveryCase is one call: setup lines, the call, what it may write.
// Targets are r (receiver), a0, a1 ... (arguments); paths are [i], ['k'],
// {x} (set element), .attr, #len, or * (every element of the target).
type RecoveryCase struct {
	Name   string
	Setup  string
	Call   string
	Expect []string
}

// RecoveryCases is the benchmark: 52 calls, 6 of them unknown to the
// knowledge base.
var RecoveryCases = []RecoveryCase{
	{"list.append", "l = [1, 2, 3]", "l.append(4)", []string{"r[3]", "r#len"}},
	{"list.extend", "l = [1, 2, 3]", "l.extend([5, 6])", []string{"r[3]", "r[4]", "r#len"}},
	{"list.insert", "l = [1, 2, 3]", "l.insert(0, 9)", []string{"r*", "r#len"}},
	{"list.pop", "l = [1, 2, 3]", "l.pop()", []string{"r[2]", "r#len"}},
	{"list.pop(0)", "l = [1, 2, 3]", "l.pop(0)", []string{"r*", "r#len"}},
	{"list.remove", "l = [1, 2, 3]", "l.remove(2)", []string{"r[1]", "r[2]", "r#len"}},
	{"list.sort", "l = [3, 1, 2]", "l.sort()", []string{"r*"}},
	{"list.sort sorted", "l = [1, 2, 3]", "l.sort()", []string{"r*"}},
	{"list.reverse", "l = [1, 2, 3]", "l.reverse()", []string{"r*"}},
	{"list.clear", "l = [1, 2, 3]", "l.clear()", []string{"r*", "r#len"}},
	{"list.copy", "l = [1, 2, 3]", "l.copy()", nil},
	{"list.index", "l = [1, 2, 3]", "l.index(2)", nil},
	{"list.count", "l = [1, 2, 3]", "l.count(1)", nil},
	{"dict.update", "d = {'a': 1}", "d.update({'b': 2, 'a': 3})", []string{"r['a']", "r['b']", "r#len"}},
	{"dict.setdefault new", "d = {'a': 1}", "d.setdefault('c', 0)", []string{"r['c']", "r#len"}},
	{"dict.setdefault old", "d = {'a': 1}", "d.setdefault('a', 5)", nil},
	{"dict.pop", "d = {'a': 1, 'b': 2}", "d.pop('a')", []string{"r['a']", "r#len"}},
	{"dict.popitem", "d = {'a': 1, 'b': 2}", "d.popitem()", []string{"r['b']", "r#len"}},
	{"dict.clear", "d = {'a': 1, 'b': 2}", "d.clear()", []string{"r*", "r#len"}},
	{"dict.get", "d = {'a': 1}", "d.get('a')", nil},
	{"dict.keys", "d = {'a': 1}", "d.keys()", nil},
	{"set.add", "s = {5}", "s.add(1)", []string{"r{1}", "r#len"}},
	{"set.discard", "s = {1, 2}", "s.discard(1)", []string{"r{1}", "r#len"}},
	{"set.update", "s = {1}", "s.update([4, 5])", []string{"r{4}", "r{5}", "r#len"}},
	{"set.union", "s = {1}", "s.union({9})", nil},
	{"deque.append", "import collections\n    q = collections.deque([1, 2])", "q.append(3)", []string{"r[2]", "r#len"}},
	{"deque.appendleft", "import collections\n    q = collections.deque([1, 2])", "q.appendleft(0)", []string{"r*", "r#len"}},
	{"deque.popleft", "import collections\n    q = collections.deque([1, 2])", "q.popleft()", []string{"r*", "r#len"}},
	{"deque.rotate", "import collections\n    q = collections.deque([1, 2, 3])", "q.rotate(1)", []string{"r*"}},
	{"heapq.heapify", "import heapq\n    h = [3, 1, 2]", "heapq.heapify(h)", []string{"a0*"}},
	{"heapq.heappush", "import heapq\n    h = [1, 3, 5]", "heapq.heappush(h, 0)", []string{"a0*", "a0#len"}},
	{"heapq.heappop", "import heapq\n    h = [1, 3, 5]", "heapq.heappop(h)", []string{"a0*", "a0#len"}},
	{"bisect.insort", "import bisect\n    a = [1, 3, 5]", "bisect.insort(a, 2)", []string{"a0[1]", "a0[2]", "a0[3]", "a0#len"}},
	{"bisect.bisect_left", "import bisect\n    a = [1, 3, 5]", "bisect.bisect_left(a, 3)", nil},
	{"random.shuffle", "import random\n    random.seed(1)\n    a = [1, 2, 3, 4]", "random.shuffle(a)", []string{"a0*"}},
	{"sorted", "a = [3, 1, 2]", "sorted(a)", nil},
	{"setattr", "class O: pass\n    o = O()\n    o.y = 1", "setattr(o, 'x', 5)", []string{"a0.x"}},
	{"getattr", "class O: pass\n    o = O()\n    o.x = 1", "getattr(o, 'x')", nil},
	{"str.upper", "t = 'abc'", "t.upper()", nil},
	{"str.replace", "t = 'abc'", "t.replace('a', 'b')", nil},
	{"str.join", "l = ['a', 'b']", "' '.join(l)", nil},
	{"len", "l = [1, 2]", "len(l)", nil},
	{"max", "l = [1, 2]", "max(l)", nil},
	{"defaultdict item append", "import collections\n    dd = collections.defaultdict(list)\n    dd['k']", "dd['k'].append(1)", []string{"r[0]", "r#len"}},
	{"Counter.update", "import collections\n    c = collections.Counter('a')", "c.update('aab')", []string{"r['a']", "r['b']", "r#len"}},
	{"attribute list append", "class O: pass\n    o = O()\n    o.items = [1]", "o.items.append(3)", []string{"r[1]", "r#len"}},
	// Calls the knowledge base does not know.
	{"operator.setitem", "import operator\n    l = [1, 2]", "operator.setitem(l, 0, 9)", []string{"a0[0]"}},
	{"list.__setitem__", "l = [1, 2]", "l.__setitem__(1, 7)", []string{"r[1]"}},
	{"array.append", "import array\n    a = array.array('i', [1])", "a.append(2)", []string{"r[1]", "r#len"}},
	{"OrderedDict.move_to_end", "import collections\n    od = collections.OrderedDict(a=1, b=2)", "od.move_to_end('a')", []string{"r*"}},
	{"math.floor", "import math", "math.floor(2.5)", nil},
	{"itertools.accumulate", "import itertools\n    l = [1, 2]", "itertools.accumulate(l)", nil},
}

// RecoveryScore is precision and recall of one means.
type RecoveryScore struct {
	Means     string  `json:"means"`
	TP        int     `json:"tp"`
	FP        int     `json:"fp"`
	FN        int     `json:"fn"`
	Precision float64 `json:"precision"`
	Recall    float64 `json:"recall"`
	Exact     int     `json:"exact_cases"` // cases predicted exactly
	Unknown   int     `json:"unknown_cases"`
}

// RecoveryCaseResult is one case's predictions.
type RecoveryCaseResult struct {
	Name    string              `json:"name"`
	Call    string              `json:"call"`
	Expect  []string            `json:"expect"`
	Predict map[string][]string `json:"predict"`
}

// RecoveryReport is the benchmark's outcome.
type RecoveryReport struct {
	Cases  int                  `json:"cases"`
	Scores []RecoveryScore      `json:"scores"`
	Items  []RecoveryCaseResult `json:"items"`
}

// RecoveryProgram is the traced program of the benchmark: one function
// per case; callLine maps a case to the line of its call.
func RecoveryProgram() (string, map[int]int) {
	var b strings.Builder
	line := 1
	calls := map[int]int{}
	for i, c := range RecoveryCases {
		fmt.Fprintf(&b, "def case_%d():\n", i)
		line++
		for _, s := range strings.Split(c.Setup, "\n") {
			fmt.Fprintf(&b, "    %s\n", strings.TrimSpace(s))
			line++
		}
		fmt.Fprintf(&b, "    %s\n\n", c.Call)
		calls[i] = line
		line += 2
	}
	for i := range RecoveryCases {
		fmt.Fprintf(&b, "case_%d()\n", i)
	}
	return b.String(), calls
}

// RunRecoveryBench traces the cases and scores the means. llm may be nil.
func RunRecoveryBench(ctx context.Context, opt Options, file string, llm *LLMRecovery) (*RecoveryReport, error) {
	opt.AllCalls = true
	tr, err := Run(ctx, opt, Target{Mode: "program", Script: file})
	if err != nil {
		return nil, err
	}
	if tr.Status != "ok" {
		return nil, fmt.Errorf("recovery program: %s %v", tr.Status, tr.Error)
	}
	_, calls := RecoveryProgram()
	means := []struct {
		name string
		f    func(CallView) []Effect
	}{{"kb", KBEffects}, {"runtime", RuntimeEffects}, {"kb+runtime", func(c CallView) []Effect {
		return append(KBEffects(c), RuntimeEffects(c)...)
	}}, {"baseline", BaselineEffects}}
	if llm != nil {
		means = append(means, struct {
			name string
			f    func(CallView) []Effect
		}{"llm", llm.Effects})
	}
	rep := &RecoveryReport{Cases: len(RecoveryCases)}
	scores := make([]RecoveryScore, len(means))
	for k := range means {
		scores[k].Means = means[k].name
	}
	for i, c := range RecoveryCases {
		cv, ok := callAt(tr, calls[i])
		item := RecoveryCaseResult{Name: c.Name, Call: c.Call, Expect: c.Expect, Predict: map[string][]string{}}
		universe := map[string][]string{}
		if ok {
			universe = universeOf(cv)
		}
		want := expand(c.Expect, universe)
		for k, m := range means {
			var effs []Effect
			if ok {
				effs = m.f(cv)
			}
			if effs == nil && m.name == "kb" && ok {
				scores[k].Unknown++
			}
			var ps []string
			for _, e := range effs {
				ps = append(ps, shortTarget(e.Target)+e.Path)
			}
			got := expand(ps, universe)
			item.Predict[m.name] = keys(got)
			exact := len(got) == len(want)
			for p := range got {
				if want[p] {
					scores[k].TP++
				} else {
					scores[k].FP++
					exact = false
				}
			}
			for p := range want {
				if !got[p] {
					scores[k].FN++
				}
			}
			if exact {
				scores[k].Exact++
			}
		}
		rep.Items = append(rep.Items, item)
	}
	for k := range scores {
		s := &scores[k]
		if s.TP+s.FP > 0 {
			s.Precision = float64(s.TP) / float64(s.TP+s.FP)
		}
		if s.TP+s.FN > 0 {
			s.Recall = float64(s.TP) / float64(s.TP+s.FN)
		}
	}
	rep.Scores = scores
	return rep, nil
}

// callAt finds the first call on the line's step.
func callAt(tr *Trace, line int) (CallView, bool) {
	for _, s := range tr.Steps {
		if s.Line != line || len(s.Calls) == 0 {
			continue
		}
		st := tr.Static[s.File][s.Line]
		if st == nil {
			continue
		}
		// The outermost call is the statement's: the last one recorded.
		rec := s.Calls[0]
		for _, site := range st.Calls {
			if site.ID == rec.Site {
				return CallView{Site: site, Rec: rec}, true
			}
		}
	}
	return CallView{}, false
}

func shortTarget(t string) string {
	if t == "recv" {
		return "r"
	}
	return "a" + strings.TrimPrefix(t, "arg")
}

// universeOf: the parts of each target seen before or after the call.
func universeOf(c CallView) map[string][]string {
	u := map[string][]string{}
	add := func(t string, shapes ...map[string]string) {
		seen := map[string]bool{}
		for _, sh := range shapes {
			for k := range sh {
				if k = top(k); k != "" && k[0] != '#' && !seen[k] {
					seen[k] = true
					u[t] = append(u[t], k)
				}
			}
		}
	}
	add("r", c.Rec.Before, c.Rec.After)
	for i, a := range c.Rec.Args {
		if a != nil {
			add(fmt.Sprintf("a%d", i), a.Before, a.After)
		}
	}
	return u
}

// expand turns t* into every part of t.
func expand(ps []string, universe map[string][]string) map[string]bool {
	out := map[string]bool{}
	for _, p := range ps {
		if strings.HasSuffix(p, "*") {
			t := strings.TrimSuffix(p, "*")
			for _, k := range universe[t] {
				out[t+k] = true
			}
			if len(universe[t]) == 0 {
				out[p] = true
			}
			continue
		}
		out[p] = true
	}
	return out
}

func keys(m map[string]bool) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Text renders the report.
func (r *RecoveryReport) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d standard-library calls\n%-9s %9s %7s %5s %5s %5s %6s\n", r.Cases, "means", "precision", "recall", "tp", "fp", "fn", "exact")
	for _, s := range r.Scores {
		fmt.Fprintf(&b, "%-9s %8.1f%% %6.1f%% %5d %5d %5d %6d\n", s.Means, 100*s.Precision, 100*s.Recall, s.TP, s.FP, s.FN, s.Exact)
	}
	return b.String()
}
