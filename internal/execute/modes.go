// Execution modes other than as-is: learning-guided execution (lexecutor),
// where the code is instrumented and missing values are predicted and
// injected, and record, where instrumented complete code runs untouched
// and the values it really uses are observed to train the predictor.
package execute

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"unstuck/internal/instrument"
	"unstuck/internal/lines"
	"unstuck/internal/predict"
	"unstuck/internal/pyparse"
	"unstuck/internal/runtime"
)

// Mode says how a source runs. The zero Mode runs it as it is.
type Mode struct {
	Name      string            // "as-is" (default), "lexecutor" or "record"
	Predictor predict.Predictor // lexecutor: predicts a value class per site
	Random    bool              // lexecutor: randomized concretization
	// Confidence: below it a prediction gives way to the permissive dummy
	// (class object), which survives more uses than a wrong concrete value.
	Confidence float64
	Seed       int64 // lexecutor: seed of the randomized concretization
	// Call, when set, is an expression evaluated after the code; its value
	// is reported in Result.ResultValue (unstuck diff).
	Call string
	// Files are put into the working directory before the run, by path
	// relative to it (a test suite around the code, data files).
	Files map[string][]byte
	// Wall, when set, replaces the executor's wall-clock limit for this run.
	Wall time.Duration
	// Run, when set, is the time an as-is run's code has once the import
	// statements it begins with are done (within Wall): a prefix file run
	// as a batch's job would run, after the imports.
	Run time.Duration
	// Untraced runs an as-is source without the line metric (its
	// Result.CoveredLines stay empty): a script of unstuck's own, such as
	// introspection, whose lines nobody counts and which a line tracer
	// makes twice as slow.
	Untraced bool
	// Jobs are the candidate prefixes of batch mode, and Preimport the
	// modules the batch imports once before forking a child per job.
	Jobs      []Job
	Preimport []string
	// Parallel is how many jobs' children run at a time (0: one): a job
	// that waits out its timeout does not hold up the others.
	Parallel int
	// Defs are the runtime's own definitions jobs' prefixes open with
	// (Job.Defs): a warm server makes them once, before it forks a
	// snippet's server, for every snippet it serves.
	Defs  []string
	serve bool              // a session's server (StartSession)
	warm  bool              // a warm server (Pool)
	fork  *runtime.ForkPlan // a plain-run fork server (PlainForks)

	sites          int
	predictSeconds float64
	program        *instrument.Program
}

// Injection is one value the engine made up for a missing one.
type Injection struct {
	Site  int    `json:"id"`
	Kind  string `json:"kind"`
	Name  string `json:"name"`
	Line  int    `json:"line"`
	Class string `json:"class"`
	Value string `json:"value"`
}

// Value describes the value of Mode.Call, as much as diff compares.
type Value struct {
	Type      string `json:"type"`
	Repr      string `json:"repr"`
	Primitive bool   `json:"primitive,omitempty"`
	Len       *int   `json:"len"`
	Injected  bool   `json:"injected,omitempty"`
}

// resultVar is the module global the harness reads Mode.Call's value from.
const resultVar = "__unstuck_result__"

func (m *Mode) name() string {
	if m.Name == "" {
		return "as-is"
	}
	return m.Name
}

// prepare adds the mode's part of the plan and returns the extra files to
// put beside it (keyed by file name; the plan gets their paths under the
// name without ".py").
func (m *Mode) prepare(plan *runtime.Plan, src []byte, table *lines.Table) (map[string][]byte, error) {
	name := m.name()
	plan.Mode = name
	full := src
	if m.Call != "" {
		// The call goes on a line of its own after the code, so that the
		// code's line numbers and countable lines stay as they are.
		full = append(append([]byte{}, src...), []byte("\n"+resultVar+" = "+m.Call+"\n")...)
		plan.ResultVar = resultVar
	}
	switch name {
	case "as-is":
		return map[string][]byte{"source.py": full}, nil
	case "batch":
		plan.Jobs, plan.Preimport, plan.Parallel, plan.Serve = m.Jobs, m.Preimport, m.Parallel, m.serve
		plan.Warm = m.warm
		return map[string][]byte{"source.py": full}, nil
	case "lexecutor", "record":
	default:
		return nil, fmt.Errorf("unknown mode %q", name)
	}
	tree, err := pyparse.Parse(full)
	if err != nil {
		return nil, fmt.Errorf("instrument: %w", err)
	}
	prog, err := instrument.Instrument(tree)
	if err != nil {
		return nil, fmt.Errorf("instrument: %w", err)
	}
	m.program, m.sites = prog, len(prog.Sites)
	plan.Sites = make([]runtime.Site, len(prog.Sites))
	for i, s := range prog.Sites {
		plan.Sites[i] = runtime.Site{ID: s.ID, Kind: s.Kind, Name: s.Name, Line: s.Line, Role: s.Role, Guarded: s.Guarded}
	}
	plan.Record = name == "record"
	if name == "lexecutor" {
		p := m.Predictor
		if p == nil {
			p = predict.Naive{}
		}
		start := time.Now()
		preds := map[string]string{}
		tops := make(map[int]predict.Scored, len(prog.Sites))
		dists := make(map[int][]predict.Scored, len(prog.Sites))
		for _, s := range prog.Sites {
			if s.Kind == "import" {
				continue
			}
			if top := p.Predict(query(s)); len(top) > 0 {
				tops[s.ID], dists[s.ID] = top[0], top
			}
		}
		pooled := pooledNames(prog.Sites, dists)
		for _, s := range prog.Sites {
			top, ok := tops[s.ID]
			if !ok {
				continue
			}
			c, pc, roles := top.Class, top.P, []string{s.Role}
			if pn, ok := pooled[s.Name]; ok && s.Kind == instrument.KindName {
				c, pc, roles = pn.class, pn.p, pn.roles
			}
			if pc < m.Confidence || lazyKind[c] || !fitsAll(c, roles) {
				c = predict.ClassObject
			}
			preds[strconv.Itoa(s.ID)] = c
		}
		plan.Elements = elementClasses(prog.Sites, tops, m.Confidence)
		m.predictSeconds = time.Since(start).Seconds()
		plan.Predictions = preds
		plan.Concretize = "deterministic"
		if m.Random {
			plan.Concretize = "random"
		}
		plan.Seed = m.Seed
	}
	return map[string][]byte{"source.py": full, "instrumented.py": prog.Source}, nil
}

// lazyKind are the predicted classes injected as the dummy: a non-empty
// list, tuple or set is a collection the dummy already is (iterable,
// sized, indexable), and it fixes its elements at their first use, as many
// as the snippet takes, where a concrete one commits to one element at the
// injection and fails the snippet's x[2], x[key] or a, b = x. A dict keeps
// its concrete form (str keys are what ** and keyword APIs need).
var lazyKind = map[string]bool{
	predict.ClassListNonempty: true, predict.ClassTupleNonempty: true, predict.ClassSetNonempty: true,
	predict.ClassList: true, predict.ClassTuple: true, predict.ClassSet: true,
}

// builtinAttrs are the public attributes of the plain classes a
// prediction concretizes to (dir() of each type in CPython 3.11).
var builtinAttrs = map[string]map[string]bool{
	"None":  {},
	"int":   words("as_integer_ratio bit_count bit_length conjugate denominator from_bytes imag numerator real to_bytes"),
	"float": words("as_integer_ratio conjugate fromhex hex imag is_integer real"),
	"str": words("capitalize casefold center count encode endswith expandtabs find format format_map index isalnum isalpha isascii " +
		"isdecimal isdigit isidentifier islower isnumeric isprintable isspace istitle isupper join ljust lower lstrip maketrans " +
		"partition removeprefix removesuffix replace rfind rindex rjust rpartition rsplit rstrip split splitlines startswith strip " +
		"swapcase title translate upper zfill"),
	"dict": words("clear copy fromkeys get items keys pop popitem setdefault update values"),
}

func words(s string) map[string]bool { return set(strings.Fields(s)) }

// plainOf is the Python type a fine class concretizes to, for the classes
// whose uses fitsUse checks ("" for the others: the dummy's kinds).
func plainOf(c string) string {
	switch c {
	case predict.ClassNone:
		return "None"
	case predict.ClassTrue, predict.ClassFalse, predict.ClassIntNeg, predict.ClassIntZero, predict.ClassIntPos:
		return "int"
	case predict.ClassFloatNeg, predict.ClassFloatZero, predict.ClassFloatPos:
		return "float"
	case predict.ClassStrEmpty, predict.ClassStrNonempty:
		return "str"
	case predict.ClassDictEmpty, predict.ClassDictNonempty:
		return "dict"
	}
	return ""
}

// fitsUse: the value of class c can be used as the site's role says (a
// number is not iterated, called or subscripted; None has no attributes;
// a str has no .append). A prediction that cannot fit its own use would
// only raise where the snippet's real value would not: the dummy, which
// takes any use and commits at the first value question, goes in its
// place.
func fitsUse(c, role string) bool {
	t := plainOf(c)
	if t == "" {
		return true
	}
	switch {
	case role == "called":
		return false
	case role == "iterated", role == "subscripted":
		return t == "str" || t == "dict"
	case role == "unary":
		return t == "int" || t == "float"
	case role == "operand":
		return t != "None"
	case strings.HasPrefix(role, "attr:"):
		return builtinAttrs[t][strings.TrimPrefix(role, "attr:")]
	}
	return true
}

// pooledName is the prediction for a name from all its reads.
type pooledName struct {
	class string
	p     float64
	roles []string
}

// pooledNames: a missing name is injected once and that value serves every
// read of it (lexecutor.py Engine.by_name), so its class is predicted from
// all its reads: the mean of their distributions, which must fit every
// read's use. One read's context alone (print(name)) says less than the
// others (name.endswith(...), open(name)).
func pooledNames(sites []instrument.Site, dists map[int][]predict.Scored) map[string]pooledName {
	sums := map[string]map[string]float64{}
	roles := map[string][]string{}
	for _, s := range sites {
		d, ok := dists[s.ID]
		if !ok || s.Kind != instrument.KindName {
			continue
		}
		if sums[s.Name] == nil {
			sums[s.Name] = map[string]float64{}
		}
		for _, x := range d {
			sums[s.Name][x.Class] += x.P
		}
		roles[s.Name] = append(roles[s.Name], s.Role)
	}
	out := make(map[string]pooledName, len(sums))
	for name, sum := range sums {
		best, bp := "", -1.0
		for c, v := range sum {
			if v > bp || v == bp && c < best {
				best, bp = c, v
			}
		}
		out[name] = pooledName{class: best, p: bp / float64(len(roles[name])), roles: roles[name]}
	}
	return out
}

func fitsAll(c string, roles []string) bool {
	for _, r := range roles {
		if !fitsUse(c, r) {
			return false
		}
	}
	return true
}

// elementClasses: for each site whose value a loop iterates binding each
// element to a name, the class the model predicts for every read of that
// name in the loop, when all reads agree on a plain class that fits their
// uses and are on average at least confidence sure. A dummy there then has
// real values of that class as elements (a list of texts that "".join
// takes), where it would have dummies that only commit at first use.
func elementClasses(sites []instrument.Site, tops map[int]predict.Scored, confidence float64) map[string]string {
	var out map[string]string
	for _, s := range sites {
		if s.Elem == "" {
			continue
		}
		class, sum, n := "", 0.0, 0
		for _, r := range sites {
			if r.Kind != instrument.KindName || r.Name != s.Elem || r.Line < s.ElemStart || r.Line > s.ElemEnd {
				continue
			}
			top, ok := tops[r.ID]
			if !ok || plainOf(top.Class) == "" || (class != "" && top.Class != class) || !fitsUse(top.Class, r.Role) {
				class = ""
				n = 0
				break
			}
			class, sum, n = top.Class, sum+top.P, n+1
		}
		if n == 0 || sum/float64(n) < confidence {
			continue
		}
		if out == nil {
			out = map[string]string{}
		}
		out[strconv.Itoa(s.ID)] = class
	}
	return out
}

func query(s instrument.Site) predict.Query {
	return predict.Query{Name: s.Name, Kind: s.Kind, Before: s.Before, After: s.After}
}

// harnessResult is what the harness writes to the result descriptor.
type harnessResult struct {
	Covered    []int       `json:"covered"`
	Error      *Error      `json:"error"`
	Status     string      `json:"status"`
	Reverted   []int       `json:"reverted_lines"`
	Injections []Injection `json:"injections"`
	Events     [][]any     `json:"events"` // [site id, class, count]
	Value      *Value      `json:"result_value"`
	CPU        float64     `json:"cpu_seconds"` // the interpreter's own and its reaped children's
}

// finish moves the mode's part of the harness's answer into r.
func (m *Mode) finish(r *Result, hr *harnessResult) {
	r.Reverted, r.Injections, r.ResultValue = hr.Reverted, hr.Injections, hr.Value
	if m.program == nil || len(hr.Events) == 0 {
		return
	}
	byID := make(map[int]instrument.Site, len(m.program.Sites))
	for _, s := range m.program.Sites {
		byID[s.ID] = s
	}
	for _, ev := range hr.Events {
		if len(ev) != 3 {
			continue
		}
		id, ok1 := ev[0].(float64)
		class, ok2 := ev[1].(string)
		n, ok3 := ev[2].(float64)
		s, ok := byID[int(id)]
		if !ok1 || !ok2 || !ok3 || !ok || s.Kind == "import" {
			continue
		}
		r.Observed = append(r.Observed, predict.Event{
			Name: s.Name, Kind: s.Kind, Before: s.Before, After: s.After,
			Class: class, Count: int(n),
		})
	}
}
