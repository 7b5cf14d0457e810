// The LLM route for paths the rules cannot translate, after LLM-Sym: the
// path is cut into chunks (a statement each by default, or the statements
// up to each condition), each chunk is translated by the model into
// SMT-LIB2 with the SSA environment passed in and returned, prompted with
// the most similar templates of a small knowledge base; the code is checked
// by Z3 and repaired from Z3's error up to three times; when that fails an
// LLM solver is asked for the inputs directly, and may answer UNSAT.
package solve

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strings"

	"unstuck/internal/cfg"
	"unstuck/internal/llm"
	"unstuck/internal/pyparse"
)

// LLMRoute translates and solves paths with an OpenAI-compatible model.
type LLMRoute struct {
	Client *llm.Client
	TopK   int // templates per prompt; 0 means 2
	// ByCondition chunks the path at conditions instead of by line.
	ByCondition bool
	// MaxRepairs is how often a chunk is repaired from Z3's error; 0
	// means 3.
	MaxRepairs int
	// Templates is the knowledge base; nil means the built-in one.
	Templates []Template
}

// Template is one knowledge-base entry: a Python path fragment and its
// SMT-LIB2 translation.
type Template struct {
	Name   string `json:"name"`
	Python string `json:"python"`
	SMT    string `json:"smt"`
}

// builtinTemplates cover the constructs the rules most often hand on.
var builtinTemplates = []Template{
	{"negative index", "if xs[-1] > 0:  # taken", "(assert (and (> xs_len 0) (> (select xs (- xs_len 1)) 0)))"},
	{"floor division and modulo", "q = a // b\nr = a % b", "(declare-const _q_0 Int)\n(assert (not (= b 0)))\n(assert (= _q_0 (ite (or (> b 0) (= (mod a b) 0)) (div a b) (- (div a b) 1))))"},
	{"string slice", "t = s[1:3]", "(declare-const _t_0 String)\n(assert (= _t_0 (str.substr s 1 (- (ite (> 3 (str.len s)) (str.len s) 3) 1))))"},
	{"string method", "if s.startswith('ab'):  # taken", "(assert (str.prefixof \"ab\" s))"},
	{"list append", "ys.append(x)", "(declare-const _ys_1 (Array Int Int))\n(declare-const _ys_len_1 Int)\n(assert (= _ys_1 (store _ys_0 _ys_len_0 x)))\n(assert (= _ys_len_1 (+ _ys_len_0 1)))"},
	{"dict get", "c = d.get(k, 0)", "(declare-const _c_0 Int)\n(assert (= _c_0 (ite (select d_keys k) (select d_vals k) 0)))"},
	{"dict store", "d[k] = v", "(declare-const _d_keys_1 (Array Int Bool))\n(declare-const _d_vals_1 (Array Int Int))\n(assert (= _d_keys_1 (store _d_keys_0 k true)))\n(assert (= _d_vals_1 (store _d_vals_0 k v)))"},
	{"for loop iteration", "for i in range(n):  # iteration 2 taken", "(assert (< (+ 0 1) n))\n(declare-const _i_1 Int)\n(assert (= _i_1 1))"},
	{"while loop exit", "while lo < hi:  # not taken", "(assert (not (< _lo_2 _hi_1)))"},
	{"heap push and pop", "heapq.heappush(h, x)\ny = heapq.heappop(h)", "(declare-const _y_0 Int)\n(assert (= _y_0 (ite (< x _h_min_0) x _h_min_0)))"},
	{"bit operation", "if n & (n - 1) == 0:  # taken", "(assert (= (bv2int (bvand ((_ int2bv 32) n) ((_ int2bv 32) (- n 1)))) 0))"},
	{"string split", "parts = s.split('/')", "(declare-const _parts_len_0 Int)\n(assert (>= _parts_len_0 1))"},
	{"sorting", "ys = sorted(xs)", "(declare-const _ys_0 (Array Int Int))\n(assert (forall ((i Int)) (=> (and (<= 0 i) (< i (- xs_len 1))) (<= (select _ys_0 i) (select _ys_0 (+ i 1))))))"},
	{"exception", "return xs[i]  # raises IndexError", "(assert (not (and (<= (- xs_len) i) (< i xs_len))))"},
}

func (l *LLMRoute) templates() []Template {
	if l.Templates != nil {
		return l.Templates
	}
	return builtinTemplates
}

// Retrieve returns the k templates most similar to text (cosine of token
// counts over identifiers, method names and operators).
func (l *LLMRoute) Retrieve(text string, k int) []Template {
	q := tokens(text)
	type scored struct {
		t Template
		s float64
	}
	var all []scored
	for _, t := range l.templates() {
		all = append(all, scored{t, cosine(q, tokens(t.Python+" "+t.Name))})
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].s > all[j].s })
	var out []Template
	for i := 0; i < k && i < len(all); i++ {
		out = append(out, all[i].t)
	}
	return out
}

// tokens splits code into words and operator runs.
func tokens(s string) map[string]float64 {
	out := map[string]float64{}
	var cur strings.Builder
	kind := 0 // 1 word, 2 operator
	flush := func() {
		if cur.Len() > 0 {
			out[cur.String()]++
			cur.Reset()
		}
	}
	for _, r := range s {
		k := 0
		switch {
		case r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9':
			k = 1
		case strings.ContainsRune("+-*/%<>=!&|^~[]:.", r):
			k = 2
		}
		if k != kind || r == '[' || r == ']' || r == '.' {
			flush()
		}
		kind = k
		if k != 0 {
			cur.WriteRune(r)
		}
	}
	flush()
	// Words of one letter are variable names: no signal.
	for w := range out {
		if len(w) == 1 && w[0] >= 'a' && w[0] <= 'z' {
			delete(out, w)
		}
	}
	return out
}

func cosine(a, b map[string]float64) float64 {
	var dot, na, nb float64
	for k, v := range a {
		dot += v * b[k]
		na += v * v
	}
	for _, v := range b {
		nb += v * v
	}
	if na == 0 || nb == 0 {
		return 0
	}
	return dot / math.Sqrt(na*nb)
}

// chunk is a piece of the path for one prompt.
type chunk struct {
	text string // "line 5: if x > 3:  # taken" lines
}

// chunks cuts the path into prompts' worth of statements.
func (l *LLMRoute) chunks(f *Func, target Target) []chunk {
	srcLines := strings.Split(string(f.Src), "\n")
	// The outcome of each step, from the CFGs of the function and its
	// helpers: the path lines, a condition's outcome told by the next line.
	var out []chunk
	var cur []string
	for i, ln := range target.Lines {
		text := ""
		if ln-1 < len(srcLines) {
			text = strings.TrimSpace(srcLines[ln-1])
		}
		note := ""
		if n := nodeAt(f.CFG, ln); n != nil && n.Kind == cfg.Condition {
			taken := i+1 < len(target.Lines) && enters(n, target.Lines[i+1])
			if taken {
				note = "  # taken"
			} else {
				note = "  # not taken"
			}
		}
		if i == len(target.Lines)-1 && target.Exc != "" {
			note += "  # raises " + target.Exc
		}
		cur = append(cur, fmt.Sprintf("line %d: %s%s", ln, text, note))
		isCond := note != "" && strings.Contains(note, "taken")
		if !l.ByCondition || isCond {
			out = append(out, chunk{text: strings.Join(cur, "\n")})
			cur = nil
		}
	}
	if len(cur) > 0 {
		out = append(out, chunk{text: strings.Join(cur, "\n")})
	}
	return out
}

func nodeAt(file *cfg.File, line int) *cfg.Node {
	for _, g := range append([]*cfg.Graph{file.Module}, file.Funcs...) {
		for _, n := range g.Nodes {
			if n.Line == line && n.Kind != cfg.Enter && n.Kind != cfg.Exit && n.Kind != "" {
				return n
			}
		}
	}
	return nil
}

// enters says whether the next line is inside the condition's true branch.
func enters(n *cfg.Node, next int) bool {
	var body *pyparse.Node
	switch n.Stmt.Type() {
	case "if_statement", "elif_clause":
		body = n.Stmt.ChildByFieldName("consequence")
	default:
		body = n.Stmt.ChildByFieldName("body")
	}
	return body != nil && next == firstLine(body)
}

// env is the SSA environment: Python name -> current SMT symbol, and the
// sort of each declared symbol.
type env struct {
	Names map[string]string `json:"names"`
	Sorts map[string]string `json:"sorts"`
}

// chunkReply is what the model answers for a chunk.
type chunkReply struct {
	SMT string `json:"smt"`
	Env env    `json:"env"`
}

const chunkSystem = `You translate one chunk of a Python execution path into SMT-LIB2 for Z3.
Use SSA: a Python variable assigned again gets a fresh constant (_x_0, _x_1, ...).
You get the SSA environment (Python name -> SMT constant, constant -> sort) before the chunk;
declare every new constant with declare-const and return the environment after the chunk.
A condition marked "# taken" must be asserted true, "# not taken" false. Python semantics are
exact: floor division and modulo take the sign of the divisor, negative indexes count from the
end, an index out of range raises IndexError.
Answer with one JSON object: {"smt": "<declarations and assertions>", "env": {"names": {...}, "sorts": {...}}}.`

const solverSystem = `You are a constraint solver for Python. Given a function and an execution path
(the lines it runs, with the outcome of each condition), give argument values that make the
function take exactly that path, or say that none exist.
Answer with one JSON object: {"status": "sat", "args": [<Python literals as strings>]} or {"status": "unsat"}.`

// Solve runs the LLM translation, then the LLM solver.
func (l *LLMRoute) Solve(ctx context.Context, ps *PathSolver, target Target, why *Untranslated) Outcome {
	o, err := l.translate(ctx, ps, target, why)
	if err == nil {
		return o
	}
	so := l.solver(ctx, ps, target)
	if so.Status != StatusValidated && so.Status != StatusUnsat {
		so.Reason = fmt.Sprintf("llm translation failed (%v); %s", err, so.Reason)
	}
	return so
}

// inputEnv declares the function's inputs as the SSA environment starts
// them, and the specs to read them back.
func inputEnv(f *Func) (env, []string, []*inSpec, error) {
	e := env{Names: map[string]string{}, Sorts: map[string]string{}}
	var decls []string
	var specs []*inSpec
	for i, name := range f.Params {
		t := f.Types[i]
		switch t.Kind {
		case "int", "float", "bool", "str":
			k := map[string]kind{"int": kInt, "float": kReal, "bool": kBool, "str": kStr}[t.Kind]
			sym := Symbol(name)
			e.Names[name], e.Sorts[sym] = sym, sortOfKind(k)
			decls = append(decls, fmt.Sprintf("(declare-const %s %s)", sym, sortOfKind(k)))
			specs = append(specs, &inSpec{k: k, t: sym})
		case "list":
			et := t.Elems[0]
			k, ok := map[string]kind{"int": kInt, "float": kReal, "bool": kBool, "str": kStr}[et.Kind]
			if !ok {
				return e, nil, nil, fmt.Errorf("parameter %s of type %s", name, t)
			}
			arr, n := Symbol(name), Symbol(name+"_len")
			e.Names[name], e.Names["len("+name+")"] = arr, n
			e.Sorts[arr], e.Sorts[n] = "(Array Int "+sortOfKind(k)+")", "Int"
			decls = append(decls, fmt.Sprintf("(declare-const %s (Array Int %s))", arr, sortOfKind(k)),
				fmt.Sprintf("(declare-const %s Int)", n), fmt.Sprintf("(assert (>= %s 0))", n))
			specs = append(specs, &inSpec{k: kList, arr: arr, n: n, ek: k})
		default:
			return e, nil, nil, fmt.Errorf("parameter %s of type %s", name, t)
		}
	}
	return e, decls, specs, nil
}

func (l *LLMRoute) ask(ctx context.Context, system, user string) (string, error) {
	resp, err := l.Client.Complete(ctx, llm.Request{Messages: []llm.Message{llm.System(system), llm.User(user)}})
	if err != nil {
		return "", err
	}
	return resp.Text(), nil
}

// translate is the chunked translation with repairs; an error sends the
// path to the LLM solver.
func (l *LLMRoute) translate(ctx context.Context, ps *PathSolver, target Target, why *Untranslated) (Outcome, error) {
	f := ps.F
	e, decls, specs, err := inputEnv(f)
	if err != nil {
		return Outcome{}, err
	}
	k := l.TopK
	if k <= 0 {
		k = 2
	}
	repairs := l.MaxRepairs
	if repairs <= 0 {
		repairs = 3
	}
	script := strings.Join(decls, "\n") + "\n"
	for _, c := range l.chunks(f, target) {
		var tmpl strings.Builder
		for _, t := range l.Retrieve(c.text, k) {
			fmt.Fprintf(&tmpl, "Python:\n%s\nSMT-LIB2:\n%s\n\n", t.Python, t.SMT)
		}
		envJSON, _ := json.Marshal(e)
		prompt := fmt.Sprintf("Examples:\n%s\nFunction:\n```python\n%s\n```\nParameter types: %s\nThe rules stopped at: %s\n\nSSA environment before the chunk:\n%s\n\nChunk:\n%s\n",
			tmpl.String(), string(f.Src[f.Graph.Def.StartByte():f.Graph.Def.EndByte()]), typeList(f), why.Error(), envJSON, c.text)
		var lastErr error
		ok := false
		for attempt := 0; attempt <= repairs; attempt++ {
			p := prompt
			if lastErr != nil {
				p += fmt.Sprintf("\nYour previous answer failed: %v\nRepair it.\n", lastErr)
			}
			text, err := l.ask(ctx, chunkSystem, p)
			if err != nil {
				return Outcome{}, fmt.Errorf("llm: %w", err)
			}
			var rep chunkReply
			if err := llm.DecodeFirst(text, &rep); err != nil || rep.SMT == "" && len(rep.Env.Names) == 0 {
				lastErr = fmt.Errorf("malformed reply (no JSON object with \"smt\" and \"env\"): %.80q", text)
				continue
			}
			// Z3 checks the code so far: declarations, sorts, syntax.
			st, _, err := ps.Z3.CheckScript(ctx, script+rep.SMT+"\n", ps.Timeout, nil)
			if err != nil {
				lastErr = err
				continue
			}
			if st == Unsat {
				// A contradiction now is final: the path is infeasible
				// as translated.
				script += rep.SMT + "\n"
				e = mergeEnv(e, rep.Env)
				ok = true
				break
			}
			script += rep.SMT + "\n"
			e = mergeEnv(e, rep.Env)
			ok = true
			break
		}
		if !ok {
			return Outcome{}, fmt.Errorf("chunk %q not repaired after %d attempts: %v", firstOf(c.text), repairs, lastErr)
		}
	}
	var input string
	st, reason, err := ps.Z3.CheckScript(ctx, script, ps.Timeout, func(get Getter) error {
		var parts []string
		for i, sp := range specs {
			lit, err := readInput(get, sp)
			if err != nil {
				return fmt.Errorf("value of %s: %w", f.Params[i], err)
			}
			parts = append(parts, lit)
		}
		input = argTuple(parts)
		return nil
	})
	if err != nil {
		return Outcome{}, err
	}
	switch st {
	case Unsat:
		return Outcome{Route: RouteLLM, Status: StatusUnsat, Reason: "z3: unsat (llm translation)", SMT: script}, nil
	case Unknown:
		return Outcome{Route: RouteLLM, Status: StatusUnknown, Reason: "z3: " + reason, SMT: script}, nil
	}
	o := ps.validate(ctx, target, candidate{input: input, route: RouteLLM})
	o.SMT = script
	return o, nil
}

func firstOf(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

func mergeEnv(old, upd env) env {
	out := env{Names: map[string]string{}, Sorts: map[string]string{}}
	for k, v := range old.Names {
		out.Names[k] = v
	}
	for k, v := range old.Sorts {
		out.Sorts[k] = v
	}
	for k, v := range upd.Names {
		out.Names[k] = v
	}
	for k, v := range upd.Sorts {
		out.Sorts[k] = v
	}
	return out
}

func typeList(f *Func) string {
	var parts []string
	for i, p := range f.Params {
		parts = append(parts, p+": "+f.Types[i].String())
	}
	return strings.Join(parts, ", ")
}

// solverReply is the LLM solver's answer.
type solverReply struct {
	Status string   `json:"status"`
	Args   []string `json:"args"`
}

// solver asks the model for inputs directly.
func (l *LLMRoute) solver(ctx context.Context, ps *PathSolver, target Target) Outcome {
	f := ps.F
	var path []string
	for _, c := range (&LLMRoute{}).chunks(f, target) {
		path = append(path, c.text)
	}
	prompt := fmt.Sprintf("Function:\n```python\n%s\n```\nParameter types: %s\nPath:\n%s\n",
		string(f.Src[f.Graph.Def.StartByte():f.Graph.Def.EndByte()]), typeList(f), strings.Join(path, "\n"))
	text, err := l.ask(ctx, solverSystem, prompt)
	if err != nil {
		return Outcome{Route: RouteLLMSolver, Status: StatusUnknown, Reason: "llm-solver: " + err.Error()}
	}
	var rep solverReply
	if err := llm.DecodeFirst(text, &rep); err != nil {
		return Outcome{Route: RouteLLMSolver, Status: StatusUnknown, Reason: fmt.Sprintf("llm-solver: malformed reply (no JSON object with \"status\"): %.80q", text)}
	}
	switch rep.Status {
	case "unsat":
		return Outcome{Route: RouteLLMSolver, Status: StatusUnsat, Reason: "llm-solver: unsat"}
	case "sat":
	default:
		return Outcome{Route: RouteLLMSolver, Status: StatusUnknown, Reason: fmt.Sprintf("llm-solver: malformed reply (status %q)", rep.Status)}
	}
	if len(rep.Args) != len(f.Params) {
		return Outcome{Route: RouteLLMSolver, Status: StatusUnknown, Reason: fmt.Sprintf("llm-solver: malformed reply (%d arguments for %d parameters)", len(rep.Args), len(f.Params))}
	}
	return ps.validate(ctx, target, candidate{input: argTuple(rep.Args), route: RouteLLMSolver})
}
