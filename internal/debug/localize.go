// Phase: debug, localization without a fixed version. From what a person
// has (the failing run: a failed assertion, an exception, a failing test;
// the program's other tests where there are any) it ranks statements by
// fusing three kinds of evidence, each kept on the candidate it raised:
//
//   - the failure's dynamic slice (a statement outside it cannot have
//     made the failing value; distance along it is a weak tie-break);
//   - a spectrum (Ochiai over the program's tests, where it has several);
//   - mutation and repair (MUSE / Metallaxis): the statements of the slice
//     are mutated (internal/mutate.Repairs) and the failing check rerun; a
//     mutant that makes every failing check pass without breaking a
//     passing one is a candidate repair, the strongest evidence; a mutant
//     that changes the failure is a kill (Metallaxis's weaker signal); a
//     failing `assert x == y` measures how close x came to y under each
//     mutant, and a mutant moving it toward y is "toward" evidence.
//
// Beyond the slice, the executed lines of the functions it passes through
// are mutated too (omission faults). In a script whose functions are in
// the slice, the driver (top-level statements giving inputs or calling
// what the file defines) keeps 0.3 of its mutation evidence; where
// several lines of a script have a repair, inputs generated from the
// driver's literals tell a narrow repair from a compensating one
// (generated: the program's own result on them is the reference).
//
// A few static bug patterns that no single-line mutant can repair (a
// mutable default argument that the function mutates, a class attribute
// shared by all instances) add their own evidence, and so does a local
// that its function assigns and never reads (scopes.go: a dead store,
// 0.3), and a statement that stored a container holding one mutable item
// in several slots (alias.go, 0.3), and an expression statement that ran
// and kept nothing (noeffect.go, 0.3). A script's one failing assertion
// is read part by part (parts.go): its parts are the tests that kills and
// partial repairs are counted over. Two gaps of a dynamic slice are
// closed: a class attribute read through an instance joins it at the
// class body's assignment, and a condition whose block never ran but
// would have written what the slice read joins it with its dependencies
// (omission.go).
//
// Fusion: a weighted sum of the normalised evidence (best repair 0.45,
// MUSE's share of repairing mutants 0.1, kill 0.25, toward 0.3, spectrum
// 0.1, slice 0.1, pattern 0.5 on top, generated -0.3 x the share of
// inputs changed beyond the narrowest repair's), ties broken by the
// plan's order (propagated suspiciousness along the dependencies).
package debug

import (
	"context"
	"fmt"
	"math"
	"sort"
	"strings"
	"time"

	"unstuck/internal/mutate"
	"unstuck/internal/pyparse"
	"unstuck/internal/runtime"
	"unstuck/internal/trace"
)

// Evidence is one reason a statement is a candidate.
type Evidence struct {
	Kind   string  `json:"kind"` // slice, spectrum, repair, kill, toward, pattern, unused, noeffect, alias, generated, driver, transfer
	Score  float64 `json:"score"`
	Detail string  `json:"detail"`
}

// Candidate is one ranked statement.
type Candidate struct {
	File     string     `json:"file"`
	Line     int        `json:"line"`
	Score    float64    `json:"score"`
	Code     string     `json:"code,omitempty"`
	Values   []string   `json:"values,omitempty"` // what the statement wrote (else read) at its last run in the slice
	Evidence []Evidence `json:"evidence"`
	prior    float64    // the part of Score that is a static prior, not evidence of this run
}

// Failing is what the person has: the traced failing run and how to rerun
// the check (a script, or a pytest suite whose failing tests are the check).
type Failing struct {
	Graph     *trace.Graph
	Out       Output
	Root      string             // directory copied into the box
	File      string             // the traced file, relative to Root
	Script    string             // program mode: the script, relative to Root
	SuiteArgs []string           // pytest mode: arguments selecting the suite
	Tests     []trace.TestResult // per-test coverage for the spectrum (nil: none)
	// OutputOracle: the script's check is an output a person marked
	// (marked.go); Out is the step that printed it.
	OutputOracle *runtime.OutputOracle
	// ValueOracle: a value a person corrected (valueoracle.go) decides
	// whether a mutant of the script repairs it.
	ValueOracle *runtime.ValueOracle
}

// isScript: f.File is the program's script (not a module it imports),
// whose top level is its driver: inputs and the check.
func (f Failing) isScript() bool { return f.Script != "" && f.File == f.Script }

// Localizer ranks candidates; its zero value uses the defaults.
type Localizer struct {
	Trace      trace.Options
	MaxMutants int           // default 400
	PerTest    time.Duration // a test's (or the script's) CPU-time limit under a mutant; default 2 s
	NoMutation bool          // slice and spectrum only (ablation)
	// CPUBudget: the CPU time all mutant runs of one debug item may take
	// together (mutation evidence, generated inputs, every file); default
	// DefaultCPUBudget. A count of CPU seconds, not wall time: mutants that
	// loop cannot make an item's cost grow with the load, and where the
	// cut falls does not move with it.
	CPUBudget time.Duration
	// MutationErr is set when the mutants could not be run (the ranking
	// then rests on the other evidence).
	MutationErr error
	Mutants     int     // mutants run
	CPUSpent    float64 // CPU seconds the mutant runs took
	Skipped     int     // mutants not run: the budget was spent
}

// DefaultCPUBudget is a debug item's CPU budget for its mutant runs.
const DefaultCPUBudget = 120 * time.Second

type lineEv struct {
	inSlice, executed bool
	dist              int // hops from the failure along the slice
	repair, kill      float64
	repairSum         float64 // MUSE: the repairs summed over the line's mutants
	nMut, nKill       int
	nSpecific         int     // mutants that change the failure and break no passing test
	killSum           float64 // Metallaxis summed over the mutants that change the failure
	byParts           bool    // the kills were counted over the check's parts (parts.go)
	toward            float64 // best move of a failing assertion's value toward the expected one
	towardWhat        string
	towardAll         float64 // the same with the VAR mutants of a pass-along statement (the plan's input)
	ochiai            float64
	pattern           string
	ev                []Evidence
	step              int
	fixes             []mutate.Mutant // the first mutants that repair the check and break nothing
	wide              float64         // the least share of generated inputs whose result one of fixes changes (-1: not measured)
}

// Localize ranks the statements of f.File.
func (lz *Localizer) Localize(ctx context.Context, f Failing) []Candidate {
	g := f.Graph
	tr := g.Trace
	src := tr.Sources[f.File]
	text := strings.Split(string(src), "\n")
	stmtOf := trace.StatementOf(src)
	stmt := func(l int) int {
		if s, ok := stmtOf[l]; ok {
			return s
		}
		return l
	}
	ls := map[int]*lineEv{}
	get := func(l int) *lineEv {
		l = stmt(l)
		e := ls[l]
		if e == nil {
			e = &lineEv{dist: 1 << 30, step: -1, wide: -1}
			ls[l] = e
		}
		return e
	}
	for _, s := range tr.Steps {
		if s.File == f.File && !s.Entry {
			get(s.Line).executed = true
		}
	}
	// The slice, with each step's distance (in dependencies) from the failure.
	classAttr := classAttributes(src)
	omit := newOmissions(tr, f.File, src)
	if f.Out.Step >= 0 && f.Out.Step < len(tr.Steps) {
		dist := map[int]int{f.Out.Step: 0}
		queue := []int{f.Out.Step}
		for len(queue) > 0 {
			i := queue[0]
			queue = queue[1:]
			s := tr.Steps[i]
			if s.File == f.File {
				e := get(s.Line)
				if s.Entry {
					// A def line: its defaults are part of the slice.
					e = get(s.Line)
				}
				e.inSlice = true
				if dist[i] < e.dist {
					e.dist = dist[i]
				}
				if i > e.step {
					e.step = i
				}
				// An attribute read through an instance that does not hold
				// it: the class body's assignment made the value.
				for _, r := range s.Reads {
					if r.Value != "<missing>" {
						continue
					}
					if k := strings.LastIndexByte(r.Var, '.'); k >= 0 {
						for _, l := range classAttr[r.Var[k+1:]] {
							if c := get(l); !c.inSlice || dist[i]+1 < c.dist {
								c.inSlice = true
								c.dist = dist[i] + 1
							}
						}
					}
				}
			}
			for _, d := range g.Deps[i] {
				// Every dependency, as the slice has them (a return value's
				// step comes after its caller's).
				if _, ok := dist[d.To]; !ok {
					dist[d.To] = dist[i] + 1
					queue = append(queue, d.To)
				}
			}
			if s.File == f.File && !s.Entry {
				// Conditions whose block would have written what this step
				// read, and never ran (omission.go).
				for _, j := range omit.deps(tr, i) {
					if _, ok := dist[j]; !ok {
						dist[j] = dist[i] + 1
						queue = append(queue, j)
					}
				}
			}
		}
	}
	// The failing check itself is the oracle, not a suspect, in a script.
	isOracle := func(l int) bool {
		if f.Script == "" || l < 1 || l > len(text) {
			return false
		}
		return strings.HasPrefix(strings.TrimSpace(text[l-1]), "assert")
	}
	// Spectrum.
	if len(f.Tests) > 1 {
		sc := Ochiai(f.Tests, f.File)
		for l, v := range sc {
			if e, ok := ls[stmt(l)]; ok && v > e.ochiai {
				e.ochiai = v
			}
		}
	}
	// Statements that only pass a value along.
	passes := transfers(src)
	// Mutation.
	if !lz.NoMutation {
		lz.mutation(ctx, f, src, ls, stmt, isOracle, passes)
	}
	// Patterns.
	for l, p := range patterns(src) {
		if e, ok := ls[stmt(l)]; ok && (e.inSlice || e.executed) {
			e.pattern = p
		}
	}
	unused := unusedLocals(src)
	noeff := noEffect(src)
	shared := aliasBuilders(tr, f.File)
	// Fusion.
	var out []Candidate
	planOrder := map[int]int{}
	if f.Out.Step >= 0 && f.Out.Step < len(tr.Steps) {
		res := Plan(g, f.Out, nil, nil)
		for i, l := range res.Lines {
			if _, ok := planOrder[stmt(l)]; !ok {
				planOrder[stmt(l)] = i
			}
		}
	}
	// MUSE's average over a line's mutants, relative to the best line's: of
	// two lines that each have a repair, the one where more of the ways to
	// change it repair the check (a line that merely avoids a crash has one).
	museMax := 0.0
	muse := func(e *lineEv) float64 { return e.repairSum / float64(e.nMut+1) }
	for _, e := range ls {
		museMax = math.Max(museMax, muse(e))
	}
	driver := map[int]bool{}
	if f.isScript() {
		drv := driverStatements(src)
		top := topLevel(src)
		inFn := false
		for l, e := range ls {
			if e.inSlice && !top[l] && !isOracle(l) {
				inFn = true
			}
		}
		for l := range ls {
			driver[l] = inFn && drv[l]
		}
	}
	if f.OutputOracle != nil && f.Out.Step >= 0 && f.Out.Step < len(tr.Steps) && tr.Steps[f.Out.Step].File == f.File {
		// The statement that printed the marked line shows the failure, like
		// the driver: changing what it prints is not a repair.
		driver[stmt(tr.Steps[f.Out.Step].Line)] = true
	}
	// Generated inputs: where several lines have a repair, how much of the
	// program's behaviour each repair changes beyond the failing check.
	wideMin := 1.0
	if f.isScript() && !lz.NoMutation {
		lz.generated(ctx, f, src, ls, driver)
		for _, e := range ls {
			if e.wide >= 0 {
				wideMin = math.Min(wideMin, e.wide)
			}
		}
	}
	for l, e := range ls {
		if isOracle(l) || !(e.inSlice || e.executed || e.repair > 0) {
			continue
		}
		c := Candidate{File: f.File, Line: l}
		if l >= 1 && l <= len(text) {
			c.Code = strings.TrimSpace(text[l-1])
		}
		sl := 0.0
		if e.inSlice {
			sl = 0.7 + 0.3/float64(1+e.dist)
			c.Evidence = append(c.Evidence, Evidence{Kind: "slice", Score: sl, Detail: fmt.Sprintf("in the failure's dynamic slice, %d dependencies back", e.dist)})
		} else if e.executed {
			sl = 0.3
			c.Evidence = append(c.Evidence, Evidence{Kind: "slice", Score: sl, Detail: "ran in the failing run, outside the failure's slice"})
		}
		if len(f.Tests) > 1 {
			c.Evidence = append(c.Evidence, Evidence{Kind: "spectrum", Score: e.ochiai, Detail: fmt.Sprintf("Ochiai %.2f over %d tests", e.ochiai, len(f.Tests))})
		}
		c.Evidence = append(c.Evidence, e.ev...)
		kill := 0.0
		if e.nMut > 0 {
			// Metallaxis's best mutant, weighed by the share of the line's
			// mutants that change the failure and nothing that passed (a
			// line every run goes through breaks passing tests too).
			kill = e.kill * (0.5 + 0.5*float64(e.nSpecific)/float64(e.nMut))
			if e.byParts {
				// Over the check's parts, graded: how much of the failure a
				// mutant changes against the right parts it breaks.
				kill = e.kill * (0.5 + 0.5*e.killSum/float64(e.nMut))
			}
			c.Evidence = append(c.Evidence, Evidence{Kind: "kill", Score: kill, Detail: fmt.Sprintf("%d of %d mutants change the failure, %d of them breaking nothing that passed (best Metallaxis %.2f)", e.nKill, e.nMut, e.nSpecific, e.kill)})
		}
		if e.toward > 0 {
			c.Evidence = append(c.Evidence, Evidence{Kind: "toward", Score: e.toward, Detail: fmt.Sprintf("%s moves the failing assertion's value %.0f%% of the way to the expected one", e.towardWhat, 100*e.toward)})
		}
		// Evidence from the program's shape rather than from reruns: a dead
		// store, a container holding one item in several slots.
		shape := 0.0
		if name, ok := unused[l]; ok && !driver[l] {
			// A dead store: the value was meant for another target.
			shape = 0.3
			c.Evidence = append(c.Evidence, Evidence{Kind: "unused", Score: 0.3, Detail: fmt.Sprintf("assigns %s, which its function never reads", name)})
		}
		if what, ok := noeff[l]; ok && e.executed && !driver[l] {
			// It ran and kept nothing: its value was meant to be stored.
			shape += 0.3
			c.Evidence = append(c.Evidence, Evidence{Kind: "noeffect", Score: 0.3, Detail: what})
		}
		if what, ok := shared[l]; ok && !driver[l] && !passes[l] {
			shape += 0.3
			c.Evidence = append(c.Evidence, Evidence{Kind: "alias", Score: 0.3, Detail: what})
		}
		pat := 0.0
		if e.pattern != "" {
			pat = 1
			c.Evidence = append(c.Evidence, Evidence{Kind: "pattern", Score: 1, Detail: e.pattern})
		}
		museN := 0.0
		if museMax > 0 {
			museN = muse(e) / museMax
		}
		mut := 0.45*e.repair + 0.1*museN + 0.25*kill + 0.3*e.toward
		if e.wide >= 0 {
			// Of two repairs of the same check, the one that changes the
			// results of more other inputs is more likely compensating
			// elsewhere for the fault than removing it.
			mut -= 0.3 * (e.wide - wideMin)
			c.Evidence = append(c.Evidence, Evidence{Kind: "generated", Score: 1 - (e.wide - wideMin),
				Detail: fmt.Sprintf("its repair changes the result on %.0f%% of the generated inputs (the narrowest repair: %.0f%%)", 100*e.wide, 100*wideMin)})
		}
		if driver[l] {
			// The script's driver (top-level inputs and calls of what the
			// file defines, when its functions are in the slice): a mutant
			// there changes the question, not the program, so its
			// evidence counts little.
			mut *= 0.3
			c.Evidence = append(c.Evidence, Evidence{Kind: "driver", Score: 0.3, Detail: "the script's driver (inputs, calls of its own functions): mutation evidence weighed down"})
		}
		c.Score = mut + 0.1*e.ochiai + 0.1*sl + 0.5*pat + shape
		// The plan keeps the toward evidence a pass-along statement's VAR
		// mutants gave (it walks through such statements to what they
		// pass on); only the ranking drops it.
		passed := 0.3 * (e.towardAll - e.toward)
		if driver[l] {
			passed *= 0.3
		}
		c.prior = shape - passed
		if passes[l] {
			// At equal evidence, a statement that computes nothing (returns
			// a name, starts an empty container) is less likely the fault
			// than one that computes: a small weight, below one step of
			// slice distance's worth of mutation evidence.
			c.Score -= 0.01
			c.prior -= 0.01
			c.Evidence = append(c.Evidence, Evidence{Kind: "transfer", Score: -0.01, Detail: "only passes a value along (a name returned or yielded, an empty container started)"})
		}
		if e.step >= 0 {
			c.Values = stepValues(tr.Steps[e.step])
		}
		out = append(out, c)
	}
	sort.SliceStable(out, func(i, j int) bool {
		if math.Abs(out[i].Score-out[j].Score) > 1e-9 {
			return out[i].Score > out[j].Score
		}
		pi, oki := planOrder[out[i].Line]
		pj, okj := planOrder[out[j].Line]
		if oki != okj {
			return oki
		}
		if pi != pj {
			return pi < pj
		}
		return out[i].Line > out[j].Line
	})
	// A statement over several lines (a table of rules, a long call)
	// whose repairs all change one of its continuation lines: that line is
	// the one to change, so the candidate names it (after the ordering,
	// which goes by statement).
	for i, c := range out {
		e := ls[c.Line]
		if e == nil {
			continue
		}
		if pl := repairLine(e.fixes); pl != 0 && pl != c.Line && stmt(pl) == c.Line && pl <= len(text) {
			out[i].Line, out[i].Code = pl, strings.TrimSpace(text[pl-1])
		}
	}
	return out
}

// mutation runs the repair mutants of the candidate lines and records, per
// line, the best repair and the share of mutants that change the failure.
func (lz *Localizer) mutation(ctx context.Context, f Failing, src []byte, ls map[int]*lineEv, stmt func(int) int, isOracle func(int) bool, passes map[int]bool) {
	lines := map[int]bool{}
	nSlice := 0
	for l, e := range ls {
		if e.inSlice && !isOracle(l) {
			nSlice++
		}
	}
	// Beyond the slice: the executed lines of every function the slice
	// passes through. A dynamic slice misses omission faults (a condition
	// that wrongly skipped the write the failing value needed, a loop left
	// early): those lines ran but wrote nothing the failure read. They come
	// last in prioritize's order (no distance).
	sliceFn := map[int]bool{}
	fnOf := functionOf(src)
	for l, e := range ls {
		if e.inSlice && !isOracle(l) && fnOf[l] > 0 {
			sliceFn[fnOf[l]] = true
		}
	}
	// And the helpers those functions call, and their classes' attributes (callees.go).
	classAttr := classAttrMethods(src)
	callee := calledFunctions(src, func(l int) bool {
		e := ls[stmt(l)]
		return e != nil && (e.inSlice || e.executed && sliceFn[fnOf[l]])
	})
	// And the statements that ran and changed nothing (noeffect.go).
	noeff := noEffect(src)
	for phys := range stmtAll(src, stmt) {
		e := ls[stmt(phys)]
		if e == nil || isOracle(stmt(phys)) {
			continue
		}
		if e.inSlice || e.executed && (nSlice < 3 || noeff[stmt(phys)] != "" || sliceFn[fnOf[stmt(phys)]] || callee[fnOf[stmt(phys)]] || anyOf(sliceFn, classAttr[phys])) {
			lines[phys] = true
		}
	}
	if len(lines) == 0 {
		return
	}
	ms, err := mutate.Repairs(src, lines)
	if err != nil {
		lz.MutationErr = err
		return
	}
	top := topLevel(src)
	if f.isScript() {
		// A script's top-level constants are its inputs and expectations:
		// changing them is not a repair of the program. A class body's are
		// program.
		cb := classBodies(src)
		kept := ms[:0]
		for _, m := range ms {
			// Nor is not running the code: a top-level call dropped or deleted.
			if !(top[m.Line] && !cb[m.Line] && (m.Operator == "CST" || m.Operator == "CON" || m.Operator == "DEL" || m.Operator == "CAL")) {
				kept = append(kept, m)
			}
		}
		ms = kept
	}
	ms = prioritize(ms, ls, stmt, lz.maxMutants())
	if len(ms) == 0 {
		return
	}
	tg := trace.Target{Mode: "mutants", Root: f.Root, Files: []string{f.File}, OutputOracle: f.OutputOracle, ValueOracle: f.ValueOracle}
	if f.Script != "" {
		tg.Script = f.Script
	} else {
		tg.PytestArgs = f.SuiteArgs
	}
	for _, m := range ms {
		tg.Mutants = append(tg.Mutants, trace.MutantSrc{File: f.File, Src: string(m.Src), Top: top[m.Line]})
	}
	opt, ok := lz.mutantOptions(len(ms))
	if !ok {
		lz.Skipped += len(ms)
		return
	}
	run, err := trace.Run(ctx, opt, tg)
	if err != nil {
		lz.MutationErr = err
		return
	}
	lz.spent(run.Mutation)
	mu := run.Mutation
	if mu == nil || len(mu.Base) == 0 {
		msg := run.Status
		if run.Error != nil {
			msg += ": " + run.Error.Message
		}
		lz.MutationErr = fmt.Errorf("mutants not run (%s)", msg)
		return
	}
	var failing, passing []int
	for i, o := range mu.Base {
		if o.Pass {
			passing = append(passing, i)
		} else {
			failing = append(failing, i)
		}
	}
	if len(failing) == 0 {
		lz.MutationErr = fmt.Errorf("the check passes when rerun: nothing to repair")
		return
	}
	// A script's one check, part by part (parts.go).
	var parts *checkParts
	if f.Script != "" && len(failing) == 1 && f.OutputOracle == nil && f.ValueOracle == nil {
		parts = newCheckParts(mu.Base[failing[0]])
	}
	for k, res := range mu.Mutants {
		if k >= len(ms) || res == nil {
			continue
		}
		lz.Mutants++
		m := ms[k]
		e := ls[stmt(m.Line)]
		if e == nil {
			continue
		}
		fixed, changed := 0, false
		toward, nTow := 0.0, 0
		for _, i := range failing {
			o, ok := res[i]
			if !ok {
				continue
			}
			if o.Pass {
				fixed++
			}
			if o.Pass || o.Sig != mu.Base[i].Sig {
				changed = true
			}
			// The assertion's operands as the oracle: how far the mutant
			// moved the wrong value toward the expected one.
			if b := mu.Base[i].Near; b >= 0 && b < 1 {
				nTow++
				switch {
				case o.Pass:
					toward++
				case o.Near > b:
					toward += (o.Near - b) / (1 - b)
				}
			}
		}
		if nTow > 0 {
			toward /= float64(nTow)
		}
		broke := 0
		for _, i := range passing {
			if o, ok := res[i]; ok && !o.Pass {
				broke++
			}
		}
		var pm partsMove
		if o, ok := res[failing[0]]; ok && parts != nil {
			// The check's parts as tests: a change that leaves every wrong
			// part as it was does not change the failure; one that breaks a
			// right part breaks a passing test.
			pm = parts.move(o)
			changed = pm.fixed+pm.changed > 0
			if pm.broke > 0 {
				broke++
			}
		}
		if !countsOnLine(m.Operator, changed || fixed > 0) {
			continue
		}
		e.nMut++
		e.byParts = parts != nil
		// Breaking passing tests on the way discounts it, as for kills.
		toward /= float64(1 + broke)
		e.towardAll = math.Max(e.towardAll, toward)
		if m.Operator == "VAR" && passes[stmt(m.Line)] && fixed < len(failing) {
			// Another name passed along in place of this one (`return
			// totals` for `return result`) says that other value is
			// closer, not that this statement is wrong.
			toward = 0
		}
		if toward > e.toward {
			e.toward = toward
			e.towardWhat = fmt.Sprintf("%s %q", m.Operator, strings.TrimSpace(m.After))
		}
		if changed {
			e.nKill++
			// Metallaxis: failing tests changed against passing ones broken
			// (a mutant here changes the failure and nothing else).
			k := 1 / math.Sqrt(float64(1+min(broke, 1)))
			if parts != nil {
				// The check's parts are the tests, counted: wrong parts
				// changed against the wrong ones and the right ones broken.
				fk := float64(pm.fixed + pm.changed)
				k = fk / math.Sqrt(float64(parts.wrong)*(fk+float64(pm.broke)))
			}
			if k > e.kill {
				e.kill = k
			}
			if broke == 0 {
				e.nSpecific++
			}
			e.killSum += k
		}
		rep := 0.0
		switch {
		case fixed == len(failing) && broke == 0:
			rep = 1
		case fixed == len(failing):
			rep = 0.5 / float64(broke+1)
		case fixed > 0:
			rep = 0.3 * float64(fixed) / float64(len(failing))
		case pm.fixed > 0:
			// Some wrong parts of the check put right, as a test of a suite.
			rep = 0.3 * float64(pm.fixed) / float64(parts.wrong) / float64(1+pm.broke)
		}
		if m.Operator == "DEL" || m.Operator == "SLA" {
			// Deleting a statement, or items from a loop, avoids the
			// failure more often than it repairs it.
			rep /= 2
		}
		if rep == 1 && len(e.fixes) < 3 {
			e.fixes = append(e.fixes, m)
		}
		if rep > 0 {
			what := "passes the failing check"
			if fixed == 0 && pm.fixed > 0 {
				what = fmt.Sprintf("puts %d of the check's %d wrong parts right, breaks %d right", pm.fixed, parts.wrong, pm.broke)
			}
			if f.Script == "" {
				what = fmt.Sprintf("passes %d of %d failing tests", fixed, len(failing))
				if len(passing) > 0 {
					what += fmt.Sprintf(", breaks %d passing", broke)
				}
			}
			if rep > e.repair || len(e.ev) < 3 {
				e.ev = append(e.ev, Evidence{Kind: "repair", Score: rep, Detail: fmt.Sprintf("%s %q %s", m.Operator, strings.TrimSpace(m.After), what)})
			}
			if rep > e.repair {
				e.repair = rep
			}
			e.repairSum += rep
		}
	}
}

// generated runs, on inputs generated from the script's driver
// (mutate.InputVariants: its literals varied), the program and the first
// few repairs of each line that has one, when several lines have one,
// and sets each such line's wide: the least share of the inputs on which
// one of its repairs' result (how the run ends, what it printed, the
// values its failing assertion compared) differs from the program's. On
// inputs the program has no expectation for, the program's own result is
// the reference: a repair of the fault changes it only where the fault
// matters.
func (lz *Localizer) generated(ctx context.Context, f Failing, src []byte, ls map[int]*lineEv, driver map[int]bool) {
	var fixed []int
	for l, e := range ls {
		if len(e.fixes) > 0 && !driver[l] {
			fixed = append(fixed, l)
		}
	}
	if len(fixed) < 2 {
		return
	}
	sort.Ints(fixed)
	if len(fixed) > 5 {
		// The nearest to the failure.
		sort.SliceStable(fixed, func(i, j int) bool { return ls[fixed[i]].dist < ls[fixed[j]].dist })
		fixed = fixed[:5]
	}
	inputs := map[int]bool{}
	for l, d := range driver {
		if d {
			inputs[l] = true
		}
	}
	vs := mutate.InputVariants(src, inputs, 8)
	if len(vs) < 3 {
		return
	}
	tg := trace.Target{Mode: "mutants", Root: f.Root, Files: []string{f.File}, Script: f.Script}
	type run struct{ v, l, m int } // l: 0 for the program itself; m: which of l's fixes
	var runs []run
	add := func(r run, ms []byte, ok bool) {
		if ok {
			runs = append(runs, r)
			tg.Mutants = append(tg.Mutants, trace.MutantSrc{File: f.File, Src: string(ms), Top: true})
		}
	}
	for vi, v := range vs {
		ms, ok := v.Apply(src, 0, "")
		add(run{vi, 0, 0}, ms, ok)
		for _, l := range fixed {
			for mi, m := range ls[l].fixes {
				ms, ok := v.Apply(src, m.Line, m.After)
				add(run{vi, l, mi}, ms, ok)
			}
		}
	}
	opt, ok := lz.mutantOptions(len(runs))
	if !ok {
		return
	}
	res, err := trace.Run(ctx, opt, tg)
	if err == nil {
		lz.spent(res.Mutation)
	}
	if err != nil || res.Mutation == nil || len(res.Mutation.Mutants) != len(runs) {
		return
	}
	obs := func(o map[int]trace.TestOutcome) (string, bool) {
		x, ok := o[0]
		if o == nil || !ok {
			return "", false
		}
		return fmt.Sprintf("%v|%s|%s", x.Pass, x.Sig, x.Val), true
	}
	// An input on which the program fails before its check (an exception,
	// a timeout) is outside what the program accepts: not a reference.
	ref := map[int]string{}
	for k, r := range runs {
		if r.l == 0 {
			o := res.Mutation.Mutants[k]
			if s, ok := obs(o); ok && (o[0].Pass || strings.HasPrefix(o[0].Sig, "AssertionError|")) {
				ref[r.v] = s
			}
		}
	}
	if len(ref) < 3 {
		return
	}
	type key struct{ l, m int }
	n, changed := map[key]int{}, map[key]int{}
	for k, r := range runs {
		base, ok := ref[r.v]
		if r.l == 0 || !ok {
			continue
		}
		s, ok := obs(res.Mutation.Mutants[k])
		if !ok {
			continue
		}
		n[key{r.l, r.m}]++
		if s != base {
			changed[key{r.l, r.m}]++
		}
	}
	for _, l := range fixed {
		for mi := range ls[l].fixes {
			if k := (key{l, mi}); n[k] >= 3 {
				w := float64(changed[k]) / float64(n[k])
				if ls[l].wide < 0 || w < ls[l].wide {
					ls[l].wide = w
				}
			}
		}
	}
}

func (lz *Localizer) maxMutants() int {
	if lz.MaxMutants > 0 {
		return lz.MaxMutants
	}
	return 400
}

// prioritize keeps at most n mutants, taken round-robin over the lines in
// the order of their distance from the failure, so that every line of the
// slice is tried before any line gets many.
func prioritize(ms []mutate.Mutant, ls map[int]*lineEv, stmt func(int) int, n int) []mutate.Mutant {
	opRank := map[string]int{"ROR": 0, "AOR": 0, "LOR": 0, "SIB": 0, "SLC": 1, "SLA": 1, "TGT": 2, "ORD": 1, "TYP": 1, "CON": 1, "OBO": 1, "CST": 1, "NOT": 2, "SWP": 2, "CAL": 2, "ACC": 2, "ARG": 2, "ATR": 3, "VAR": 3, "DEL": 4,
		"DEF": 0, "BRK": 0, "TYQ": 1, "KEYS": 1, "APP": 1, "ENU": 1, "IND": 2, "CPY": 2, "RCV": 2, "NAM": 2, "STP": 2, "FMT": 2, "GRD": 1, "PAD": 2,
		// Round 5 (mutate/repair_stmt.go): the many-per-line ones (a key's type, a
		// statement moved) after the operators of the line's own tokens.
		"SRT": 1, "MAT": 1, "BND": 1, "SHR": 1, "NON": 1, "MXK": 1, "YLD": 1, "DIR": 1, "HPQ": 1, "RET": 1, "ASG": 1, "CLS": 1,
		"SPL": 2, "MOD": 2, "FLD": 2, "SLF": 2, "RGX": 2, "SWS": 3, "CNV": 3,
		// Round 6 (mutate/repair_r6.go).
		"FAC": 1, "MTH": 1, "GRP": 1, "CAT": 1, "NRI": 2, "ITR": 1, "INI": 1, "NUM": 2, "ABS": 2}
	by := map[int][]mutate.Mutant{}
	var keys []int
	for _, m := range ms {
		l := stmt(m.Line)
		if _, ok := by[l]; !ok {
			keys = append(keys, l)
		}
		by[l] = append(by[l], m)
	}
	for _, l := range keys {
		sort.SliceStable(by[l], func(i, j int) bool { return opRank[by[l][i].Operator] < opRank[by[l][j].Operator] })
	}
	sort.Slice(keys, func(i, j int) bool {
		di, dj := ls[keys[i]].dist, ls[keys[j]].dist
		if di != dj {
			return di < dj
		}
		return keys[i] > keys[j]
	})
	var out []mutate.Mutant
	for k := 0; len(out) < n; k++ {
		added := false
		for _, l := range keys {
			if k < len(by[l]) && len(out) < n {
				out = append(out, by[l][k])
				added = true
			}
		}
		if !added {
			break
		}
	}
	return out
}

// stmtAll lists the physical lines of the source.
func stmtAll(src []byte, stmt func(int) int) map[int]bool {
	out := map[int]bool{}
	n := strings.Count(string(src), "\n") + 1
	for l := 1; l <= n; l++ {
		out[l] = true
	}
	return out
}

// topLevel marks the lines outside every function (a mutant there must
// rerun the module's top level).
func topLevel(src []byte) map[int]bool {
	out := map[int]bool{}
	t, err := pyparse.Parse(src)
	if err != nil {
		return out
	}
	inFn := map[int]bool{}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() == "function_definition" {
			for l := pyparse.Line(n); l <= pyparse.EndLine(n); l++ {
				inFn[l] = true
			}
			return false
		}
		return true
	})
	n := strings.Count(string(src), "\n") + 1
	for l := 1; l <= n; l++ {
		out[l] = !inFn[l]
	}
	return out
}

// functionOf maps each line inside a function to the function's first
// line (the innermost function; 0 outside every function).
func functionOf(src []byte) map[int]int {
	out := map[int]int{}
	t, err := pyparse.Parse(src)
	if err != nil {
		return out
	}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() == "function_definition" {
			for l := pyparse.Line(n); l <= pyparse.EndLine(n); l++ {
				out[l] = pyparse.Line(n) // inner functions are walked later and win
			}
		}
		return true
	})
	return out
}

// driverStatements marks the lines of a script's driver: its own
// statements (not in a def or a class) that give inputs (a literal
// assigned) or call what the file defines (a function, a class, a
// method), or print. A top-level statement that computes on its own (a
// filter, a sum) is program, not driver.
func driverStatements(src []byte) map[int]bool {
	out := map[int]bool{}
	t, err := pyparse.Parse(src)
	if err != nil {
		return out
	}
	defined := map[string]bool{"print": true}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() == "function_definition" || n.Type() == "class_definition" {
			if nm := n.ChildByFieldName("name"); nm != nil {
				defined[t.Text(nm)] = true
			}
		}
		return true
	})
	literal := map[string]bool{"list": true, "dictionary": true, "tuple": true, "set": true, "integer": true,
		"float": true, "string": true, "true": true, "false": true, "none": true, "unary_operator": true}
	for _, n := range pyparse.Children(t.Root) {
		switch n.Type() {
		case "function_definition", "class_definition", "decorated_definition", "import_statement", "import_from_statement", "comment":
			continue
		}
		drv := false
		if n.Type() == "expression_statement" && n.NamedChildCount() > 0 {
			if a := n.NamedChild(0); a.Type() == "assignment" {
				if r := a.ChildByFieldName("right"); r != nil && (literal[r.Type()] || constantOnly(t, r)) {
					drv = true
				}
			}
		}
		pyparse.Walk(n, func(m *pyparse.Node) bool {
			if m.Type() == "call" {
				fn := m.ChildByFieldName("function")
				if fn != nil && fn.Type() == "attribute" {
					fn = fn.ChildByFieldName("attribute")
				}
				if fn != nil && defined[t.Text(fn)] {
					drv = true
				}
			}
			return !drv
		})
		if drv {
			for l := pyparse.Line(n); l <= pyparse.EndLine(n); l++ {
				out[l] = true
			}
		}
	}
	return out
}

// transfers marks the statements that compute nothing: a return or yield
// of names or attributes (or of nothing), and an assignment of empty
// containers (x = [], a, b = {}, {}, self.items = []).
func transfers(src []byte) map[int]bool {
	out := map[int]bool{}
	t, err := pyparse.Parse(src)
	if err != nil {
		return out
	}
	names := func(n *pyparse.Node) bool {
		ok := true
		pyparse.Walk(n, func(m *pyparse.Node) bool {
			switch m.Type() {
			case "identifier", "attribute", "expression_list", "pattern_list", "tuple_pattern", ".", ",", "(", ")":
			default:
				ok = false
			}
			return ok
		})
		return ok
	}
	empty := func(n *pyparse.Node) bool {
		items := []*pyparse.Node{n}
		if n.Type() == "expression_list" {
			items = nil
			for _, m := range pyparse.Children(n) {
				if m.Type() != "," {
					items = append(items, m)
				}
			}
		}
		for _, m := range items {
			switch {
			case (m.Type() == "list" || m.Type() == "dictionary" || m.Type() == "tuple") && m.NamedChildCount() == 0:
			case m.Type() == "call" && (t.Text(m) == "set()" || t.Text(m) == "dict()" || t.Text(m) == "list()"):
			default:
				return false
			}
		}
		return len(items) > 0
	}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		switch n.Type() {
		case "return_statement":
			if n.NamedChildCount() == 0 || names(n.NamedChild(0)) {
				out[pyparse.Line(n)] = true
			}
		case "expression_statement":
			if n.NamedChildCount() != 1 {
				return true
			}
			c := n.NamedChild(0)
			switch c.Type() {
			case "yield":
				if c.NamedChildCount() == 1 && names(c.NamedChild(0)) {
					out[pyparse.Line(n)] = true
				}
			case "assignment":
				l, r := c.ChildByFieldName("left"), c.ChildByFieldName("right")
				if l != nil && r != nil && c.ChildByFieldName("type") == nil && names(l) && empty(r) {
					out[pyparse.Line(n)] = true
				}
			}
		}
		return true
	})
	return out
}

// constantOnly: an expression built from constants and calls alone
// (list(range(1, 11)), date(2024, 5, 6)): no variable is read, so it is an
// input, not a computation.
func constantOnly(t *pyparse.Tree, r *pyparse.Node) bool {
	ok := true
	pyparse.Walk(r, func(m *pyparse.Node) bool {
		if !ok || m.Type() != "identifier" {
			return ok
		}
		p := m.Parent()
		for p != nil && p.Type() == "attribute" {
			if a := p.ChildByFieldName("attribute"); a != nil && a.Equal(m) {
				return true // an attribute's name
			}
			m, p = p, p.Parent()
		}
		if p == nil || p.Type() != "call" || !p.ChildByFieldName("function").Equal(m) {
			ok = false
		}
		return ok
	})
	return ok
}

// stepValues: what a step wrote, else what it read.
func stepValues(s trace.Step) []string {
	var out []string
	acc := s.Writes
	if len(acc) == 0 {
		acc = s.Reads
	}
	for _, a := range acc {
		if len(out) == 4 {
			break
		}
		out = append(out, a.Var+" = "+a.Value)
	}
	return out
}

var mutatingMethods = map[string]bool{"append": true, "extend": true, "add": true, "update": true, "insert": true,
	"setdefault": true, "pop": true, "remove": true, "clear": true, "sort": true, "appendleft": true}

// patterns finds statements no single-line mutant repairs: a mutable
// default that the function mutates (the def line), a mutable class
// attribute that methods mutate through self (the attribute's line).
func patterns(src []byte) map[int]string {
	out := map[int]string{}
	t, err := pyparse.Parse(src)
	if err != nil {
		return out
	}
	mutable := func(v *pyparse.Node) bool {
		if v == nil {
			return false
		}
		switch v.Type() {
		case "list", "dictionary", "set":
			return true
		case "call":
			fn := t.Text(v.ChildByFieldName("function"))
			return fn == "list" || fn == "dict" || fn == "set" || fn == "defaultdict" || fn == "collections.defaultdict"
		}
		return false
	}
	// mutated reports whether body mutates name (name.m(...), name[k] = ..., name += ...).
	mutated := func(body *pyparse.Node, name string) bool {
		found := false
		pyparse.Walk(body, func(n *pyparse.Node) bool {
			if found {
				return false
			}
			switch n.Type() {
			case "call":
				if fn := n.ChildByFieldName("function"); fn != nil && fn.Type() == "attribute" {
					obj, attr := fn.ChildByFieldName("object"), fn.ChildByFieldName("attribute")
					if obj != nil && attr != nil && t.Text(obj) == name && mutatingMethods[t.Text(attr)] {
						found = true
					}
				}
			case "assignment", "augmented_assignment":
				if l := n.ChildByFieldName("left"); l != nil && l.Type() == "subscript" {
					if v := l.ChildByFieldName("value"); v != nil && t.Text(v) == name {
						found = true
					}
				}
				if l := n.ChildByFieldName("left"); l != nil && n.Type() == "augmented_assignment" && t.Text(l) == name {
					found = true
				}
			}
			return true
		})
		return found
	}
	// storedAs: the self attribute a parameter is assigned to in body.
	storedAs := func(body *pyparse.Node, name string) string {
		attr := ""
		pyparse.Walk(body, func(n *pyparse.Node) bool {
			if attr == "" && n.Type() == "assignment" {
				l, r := n.ChildByFieldName("left"), n.ChildByFieldName("right")
				if l != nil && r != nil && l.Type() == "attribute" && strings.HasPrefix(t.Text(l), "self.") && t.Text(r) == name {
					attr = t.Text(l)
				}
			}
			return attr == ""
		})
		return attr
	}
	// cls: each method's class body.
	cls := map[uint32]*pyparse.Node{} // by the method's start byte
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() == "class_definition" {
			if body := n.ChildByFieldName("body"); body != nil {
				pyparse.Walk(body, func(m *pyparse.Node) bool {
					if m.Type() == "function_definition" {
						cls[m.StartByte()] = body
						return false
					}
					return m.Type() != "class_definition"
				})
			}
		}
		return true
	})
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		switch n.Type() {
		case "function_definition":
			body := n.ChildByFieldName("body")
			for _, p := range pyparse.Children(n.ChildByFieldName("parameters")) {
				if p.Type() != "default_parameter" && p.Type() != "typed_default_parameter" {
					continue
				}
				nm := t.Text(p.ChildByFieldName("name"))
				if !mutable(p.ChildByFieldName("value")) || body == nil {
					continue
				}
				if mutated(body, nm) {
					out[pyparse.Line(n)] = fmt.Sprintf("mutable default %s is mutated by %s: every call shares one object", nm, t.Text(n.ChildByFieldName("name")))
				} else if attr := storedAs(body, nm); attr != "" && cls[n.StartByte()] != nil && mutated(cls[n.StartByte()], attr) {
					// Kept on the instance and mutated by a method: every
					// instance made with the default shares it.
					out[pyparse.Line(n)] = fmt.Sprintf("mutable default %s is kept as %s and mutated by a method: every instance shares one object", nm, attr)
				}
			}
		case "class_definition":
			body := n.ChildByFieldName("body")
			if body == nil {
				return true
			}
			for _, st := range pyparse.Children(body) {
				if st.Type() != "expression_statement" || st.NamedChildCount() == 0 {
					continue
				}
				a := st.NamedChild(0)
				if a.Type() != "assignment" || !mutable(a.ChildByFieldName("right")) {
					continue
				}
				nm := t.Text(a.ChildByFieldName("left"))
				if mutated(body, "self."+nm) {
					out[pyparse.Line(st)] = fmt.Sprintf("class attribute %s is mutated through self: every instance shares one object", nm)
				}
			}
		}
		return true
	})
	return out
}

// Lines of candidates, in rank order.
func CandidateLines(cs []Candidate) []int {
	out := make([]int, len(cs))
	for i, c := range cs {
		out[i] = c.Line
	}
	return out
}

// mutantOptions: the tracer's options for one run of n mutant programs,
// false when the item's CPU budget is spent. Each run is bounded by CPU
// time in the tracer (the same work under any load), so what the mutants
// report does not depend on the load; all runs together by what is left
// of the budget; the process's CPU limit is what every run could use at
// most, and its wall limit a loose backstop (what finished before it is
// kept).
func (lz *Localizer) mutantOptions(n int) (trace.Options, bool) {
	opt := lz.Trace
	budget := lz.CPUBudget
	if budget <= 0 {
		budget = DefaultCPUBudget
	}
	left := budget - time.Duration(lz.CPUSpent*float64(time.Second))
	if left <= 0 {
		return opt, false
	}
	opt.CPUBudget = left
	per := lz.PerTest
	if per <= 0 {
		per = 2 * time.Second
	}
	opt.TestTimeout = per
	opt.NoValues = true
	cpu := time.Duration(30+n)*time.Second + time.Duration(n)*per
	opt.Limits.CPU = cpu
	opt.Limits.Wall = 10 * cpu
	return opt, true
}

// spent counts a mutants-mode run against the budget.
func (lz *Localizer) spent(mu *trace.Mutation) {
	if mu != nil {
		lz.CPUSpent += mu.CPU
		lz.Skipped += mu.Skipped
	}
}

// repairLine is the physical line every one of fixes changes (0: none, or
// they change different lines).
func repairLine(fixes []mutate.Mutant) int {
	l := 0
	for _, m := range fixes {
		if l != 0 && m.Line != l {
			return 0
		}
		l = m.Line
	}
	return l
}
