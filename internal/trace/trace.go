// Package trace is the trace phase of debugging: it runs a program, a
// function call or pytest tests in the sandbox under runtime/py/tracer.py and
// returns the executed steps of the user's files with the variables each
// read and wrote (static probes from tree-sitter joined with runtime
// values), then links them by data and control dependencies, recovering
// the writes that calls into untraced code hide.
//
// Entry points (JSON-able results, for the CLI, the server and MCP tools):
//
//	trace.Run(ctx, opts, target) (*Trace, error)  // record
//	trace.Link(tr, recovery) *Graph                // dependencies
//	(*Graph).Slice(step) []int                     // backward dynamic slice
//	trace.Text(g, max) string                      // readable view
//	trace.KBEffects / RuntimeEffects / BaselineEffects, (*LLMRecovery).Effects  // the recovery means
//	trace.RunRecoveryBench(ctx, opts, file, llm)   // their precision and recall
package trace

import (
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"unstuck/internal/runtime"
	"unstuck/internal/sandbox"
)

// Options configure a tracer run.
type Options struct {
	Python      string // interpreter; default python3
	Sandbox     *sandbox.Sandbox
	Limits      sandbox.Limits
	MaxSteps    int  // default 100,000
	Layers      int  // attribute/item layers of values and comparisons; default 1
	NoValues    bool // record only (file, line, frame)
	NoCompare   bool // skip the before/after snapshots of calls
	TestTimeout time.Duration
	// TestSteps bounds each test of the tests mode by the lines of the
	// traced files it runs (a count: which tests end within it does not
	// move with the load); 0: no bound. TestTimeout stays a backstop.
	TestSteps int
	// CPUBudget bounds the mutants mode's runs together by their CPU time
	// (0: none): once spent, the remaining mutants are not run
	// (Mutation.Skipped).
	CPUBudget time.Duration
	// AllCalls records every call around its line; by default calls of
	// traced functions and of builtins that write nothing are left out,
	// since recovery has nothing to find there and they cost on hot lines.
	AllCalls bool
}

// pureBuiltins write nothing the caller can see.
var pureBuiltins = map[string]bool{
	"range": true, "len": true, "print": true, "min": true, "max": true, "abs": true, "int": true, "str": true,
	"float": true, "bool": true, "sorted": true, "enumerate": true, "zip": true, "isinstance": true, "list": true,
	"dict": true, "set": true, "tuple": true, "sum": true, "any": true, "all": true, "reversed": true, "repr": true,
	"round": true, "ord": true, "chr": true, "hash": true, "id": true, "type": true, "divmod": true, "pow": true,
	"frozenset": true, "format": true, "hex": true, "bin": true, "oct": true, "issubclass": true, "hasattr": true,
	"getattr": true, "callable": true,
}

// probesFor is what the tracer gets of the static analysis.
func probesFor(st map[int]*LineInfo, all bool) map[int]*LineInfo {
	if all {
		return st
	}
	out := make(map[int]*LineInfo, len(st))
	for l, li := range st {
		c := *li
		c.Calls = nil
		for _, cs := range li.Calls {
			if cs.User || cs.Recv == "" && pureBuiltins[cs.Func] {
				continue
			}
			c.Calls = append(c.Calls, cs)
		}
		out[l] = &c
	}
	return out
}

// Target says what to run.
type Target struct {
	Mode       string   `json:"mode"`                  // program, call, pytest, tests
	Root       string   `json:"root,omitempty"`        // directory copied into the box (program's and tests' home)
	Script     string   `json:"script,omitempty"`      // program/call: the file, relative to Root (or a path when Root is "")
	Call       string   `json:"call,omitempty"`        // call: expression evaluated after the script ran
	Files      []string `json:"files,omitempty"`       // files whose lines are traced, relative to Root; default Script
	PytestArgs []string `json:"pytest_args,omitempty"` // pytest/tests: arguments, e.g. a node id
	Untraced   bool     `json:"-"`                     // run without recording (cost measurement)
	// oracle mode: call Class().Method(*case) for each case (a literal args
	// list), untraced, CaseTimeout each.
	Class       string        `json:"class,omitempty"`
	Method      string        `json:"method,omitempty"`
	Cases       []string      `json:"cases,omitempty"`
	CaseTimeout time.Duration `json:"-"`
	// mutants mode: the program (Script) or the pytest suite (PytestArgs)
	// run unchanged and once per mutant, untraced, each in a forked child.
	Mutants []MutantSrc `json:"-"`
	// Printed: record which step printed each line of stdout (program and
	// call modes).
	Printed bool `json:"-"`
	// OutputOracle: in the mutants mode of a script, the marked output
	// decides whether a run passes (runtime.OutputOracle).
	OutputOracle *runtime.OutputOracle `json:"-"`
	// ValueOracle: in the mutants mode of a script, a corrected value
	// decides whether a run passes (File relative to Root).
	ValueOracle *runtime.ValueOracle `json:"-"`
}

// PrintedLine is one line the traced run printed and the step that
// printed it.
type PrintedLine struct {
	Step int    `json:"step"`
	Text string `json:"text"`
}

// UnmarshalJSON reads the tracer's [step, text] pair.
func (p *PrintedLine) UnmarshalJSON(b []byte) error {
	var raw []any
	if err := json.Unmarshal(b, &raw); err != nil {
		return err
	}
	if len(raw) == 2 {
		p.Step = int(num(raw[0]))
		p.Text = fmt.Sprint(raw[1])
	}
	return nil
}

// MutantSrc is one mutated version of a traced file (relative to Root).
type MutantSrc struct {
	File string `json:"file"`
	Src  string `json:"src"`
	Top  bool   `json:"top,omitempty"` // the change is outside every function
}

// TestOutcome is [passed, failure signature, nearness] of one test or
// program run.
type TestOutcome struct {
	Pass bool
	Sig  string
	// Near: for a failed `assert x == y`, how close x is to y in [0, 1]
	// (tracer.py's _near); -1 when unknown (another failure, a pass).
	Near float64
	// Val: a program's failed assertion, a digest of the values it
	// compared (tracer.py's _assert_eval; "" when unknown): two runs that
	// print nothing still differ by what they computed.
	Val string
	// Parts: a program's failed `assert x == y` (or `all(...)`), per part
	// of the expected value in its own order, 0 where the run has it right,
	// else a checksum of what the run has there (tracer.py's _leaves); nil
	// when unknown or a single part.
	Parts []int
}

// UnmarshalJSON reads the tracer's [passed, signature(, nearness)] list.
func (o *TestOutcome) UnmarshalJSON(b []byte) error {
	var raw []any
	if err := json.Unmarshal(b, &raw); err != nil {
		return err
	}
	o.Near = -1
	if len(raw) > 0 {
		o.Pass, _ = raw[0].(bool)
	}
	if len(raw) > 1 {
		o.Sig = fmt.Sprint(raw[1])
	}
	if len(raw) > 2 {
		if v, ok := raw[2].(float64); ok {
			o.Near = v
		}
	}
	return nil
}

// Mutation is the result of the mutants mode: the unchanged run's
// outcomes (one per test; one for a program) and each mutant's, in the
// order given (nil: the mutant's run died or overran; a missing test: not
// run because the mutant passed none of the failing ones).
type Mutation struct {
	Base    []TestOutcome
	IDs     []string
	Mutants []map[int]TestOutcome
	// CPU: the CPU seconds all runs took; Skipped: the mutants left out
	// (at the end of the order given) once Options.CPUBudget was spent.
	CPU     float64
	Skipped int
}

// Access is one variable read or written by a step.
type Access struct {
	Var   string `json:"var"`           // as written in the source: x, a[i], self.next, return
	Loc   string `json:"loc"`           // runtime identity: L<frame>:x, G:x, E<obj>:<key>, A<obj>:<attr>, R<frame>
	Value string `json:"value"`         // bounded repr
	Obj   int64  `json:"obj,omitempty"` // id() of a mutable value
}

// ArgRecord is one argument of a recorded call.
type ArgRecord struct {
	ID   int64  `json:"id"`
	Type string `json:"type"`
	Repr string `json:"r,omitempty"` // primitives
	// Key names the map entry the argument is the key of when its repr
	// does not: an object whose class keeps identity equality is one key
	// only as that object ("@" and its object id; Java).
	Key    string            `json:"key,omitempty"`
	Keys   []string          `json:"keys,omitempty"`
	Before map[string]string `json:"b,omitempty"`
	After  map[string]string `json:"a,omitempty"`
}

// EntryKey is how an argument names a map entry: its repr, or its Key.
func (a *ArgRecord) EntryKey() string {
	if a == nil {
		return ""
	}
	if a.Repr != "" {
		return a.Repr
	}
	return a.Key
}

// CallRecord is a call made by a step, as seen around it.
type CallRecord struct {
	Site   int               `json:"c"`
	Recv   int64             `json:"recv,omitempty"`
	RType  string            `json:"rtype,omitempty"`
	RLen   *int              `json:"rlen,omitempty"`
	Before map[string]string `json:"rb,omitempty"`
	After  map[string]string `json:"ra,omitempty"`
	Args   []*ArgRecord      `json:"args,omitempty"`
}

// Step is one executed line (or a call entering a traced function).
type Step struct {
	Index     int          `json:"index"`
	File      string       `json:"file"`
	Line      int          `json:"line"`
	Func      string       `json:"func"`
	Frame     int          `json:"frame"`
	Entry     bool         `json:"entry,omitempty"`  // the call event: writes the parameters
	Caller    int          `json:"caller,omitempty"` // Entry: the calling step (-1 none)
	Reads     []Access     `json:"reads,omitempty"`
	Writes    []Access     `json:"writes,omitempty"`
	Calls     []CallRecord `json:"calls,omitempty"`
	Exception string       `json:"exception,omitempty"`
}

// Error is how the traced run ended badly.
type Error struct {
	Type      string `json:"type"`
	Message   string `json:"message"`
	Line      *int   `json:"line"`
	File      string `json:"file,omitempty"`
	Traceback string `json:"traceback,omitempty"`
}

// TestResult is one test of the "tests" and "pytest" modes.
type TestResult struct {
	ID       string           `json:"id"`
	Outcome  string           `json:"outcome"`
	Timeout  bool             `json:"timeout,omitempty"`
	Limit    bool             `json:"step_limit,omitempty"`
	Steps    int64            `json:"steps,omitempty"` // lines of the traced files it ran (coverage runs): a size load cannot move
	Lines    map[string][]int `json:"lines,omitempty"` // traced file -> lines run
	Error    *Error           `json:"error,omitempty"`
	Failed   bool             `json:"failed"`
	FileRefs []string         `json:"-"`
}

// OracleOut is one case of the oracle mode.
type OracleOut struct {
	OK   bool   `json:"ok"`
	Out  string `json:"out,omitempty"`
	Args string `json:"args,omitempty"` // the arguments after the call
	Err  string `json:"err,omitempty"`
}

// Trace is a recorded run.
type Trace struct {
	Target       Target                       `json:"target"`
	Files        []string                     `json:"files"`
	Status       string                       `json:"status"` // ok, exit, raised, step_limit, timeout, syntax_error, crashed
	Error        *Error                       `json:"error,omitempty"`
	LimitHit     bool                         `json:"limit_hit"`
	MaxSteps     int                          `json:"max_steps"`
	Value        string                       `json:"value,omitempty"` // call mode: the call's value
	Steps        []Step                       `json:"steps"`
	StepCount    int                          `json:"step_count"`
	Tests        []TestResult                 `json:"tests,omitempty"`
	Oracle       []OracleOut                  `json:"oracle,omitempty"`
	Seconds      float64                      `json:"seconds"`                     // whole run, sandbox included
	TraceSeconds float64                      `json:"trace_seconds"`               // inside the interpreter, from start to end of the traced part
	TraceCPU     float64                      `json:"trace_cpu_seconds,omitempty"` // the same, CPU time of the interpreter
	Printed      []PrintedLine                `json:"-"`                           // Target.Printed: stdout's lines and their steps
	Stdout       string                       `json:"stdout,omitempty"`
	Stderr       string                       `json:"stderr,omitempty"`
	Static       map[string]map[int]*LineInfo `json:"-"`
	Sources      map[string][]byte            `json:"-"`
	Mutation     *Mutation                    `json:"-"` // mutants mode
	// Lang is the traced language: "" or "python", "java" (internal/javatrace).
	Lang string `json:"lang,omitempty"`
	// Control, when set for a file, are its control dependencies (line ->
	// condition lines) computed by the language's own front end (Java: from
	// the bytecode) instead of internal/cfg's Python analysis.
	Control map[string]map[int][]int `json:"-"`
}

// Run records target.
func Run(ctx context.Context, opt Options, tg Target) (*Trace, error) {
	start := time.Now()
	if opt.Python == "" {
		opt.Python = "python3"
	}
	if opt.Sandbox == nil {
		return nil, fmt.Errorf("trace: no sandbox given")
	}
	if opt.MaxSteps <= 0 {
		opt.MaxSteps = 100000
	}
	if opt.Layers <= 0 {
		opt.Layers = 1
	}
	lim := opt.Limits.WithDefaults()
	box, err := opt.Sandbox.NewBox()
	if err != nil {
		return nil, fmt.Errorf("sandbox: %w", err)
	}
	defer box.Close()
	// Lay out the user's files in the box.
	if tg.Root != "" {
		if err := copyTree(tg.Root, box.HostWork); err != nil {
			return nil, err
		}
	} else if tg.Script != "" {
		// The script and the modules of its own directory it imports.
		dir := filepath.Dir(tg.Script)
		tg.Script = filepath.Base(tg.Script)
		mods := LocalModules(dir, tg.Script)
		for _, f := range append([]string{tg.Script}, mods...) {
			b, err := os.ReadFile(filepath.Join(dir, f))
			if err != nil {
				return nil, err
			}
			if err := os.MkdirAll(filepath.Dir(filepath.Join(box.HostWork, f)), 0o755); err != nil {
				return nil, err
			}
			if err := os.WriteFile(filepath.Join(box.HostWork, f), b, 0o644); err != nil {
				return nil, err
			}
		}
		if len(tg.Files) == 0 {
			tg.Files = append([]string{tg.Script}, mods...)
		}
	}
	if len(tg.Files) == 0 && tg.Script != "" {
		// The user's files: the script and its local imports, not libraries.
		tg.Files = append([]string{tg.Script}, LocalModules(box.HostWork, tg.Script)...)
	}
	tr := &Trace{Target: tg, Files: tg.Files, MaxSteps: opt.MaxSteps,
		Static: map[string]map[int]*LineInfo{}, Sources: map[string][]byte{}}
	files := map[string]runtime.TraceFile{}
	for i, f := range tg.Files {
		src, err := os.ReadFile(filepath.Join(box.HostWork, f))
		if err != nil {
			return nil, fmt.Errorf("traced file %s: %w", f, err)
		}
		st, err := Analyze(src)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", f, err)
		}
		tr.Static[f], tr.Sources[f] = st, src
		files[filepath.Join(box.InWork, f)] = runtime.TraceFile{ID: i, Lines: probesFor(st, opt.AllCalls)}
	}
	soft := lim.Wall.Seconds() - max(1, lim.Wall.Seconds()/10)
	tt := opt.TestTimeout
	if tt <= 0 {
		tt = 5 * time.Second
	}
	plan := runtime.TracePlan{
		Mode: tg.Mode, ControlFD: box.ControlFD, ResultFD: box.ResultFD, Root: box.InWork, Files: files,
		MaxSteps: opt.MaxSteps, Layers: opt.Layers, Values: !opt.NoValues, Compare: !opt.NoCompare,
		Call: tg.Call, PytestArgs: tg.PytestArgs, TestTimeout: tt.Seconds(), TestSteps: opt.TestSteps,
		CPUBudget:   opt.CPUBudget.Seconds(),
		UntracedRun: tg.Untraced, Printed: tg.Printed, OutputOracle: tg.OutputOracle,
		Class: tg.Class, Method: tg.Method, Cases: tg.Cases, CaseTimeout: max(0.2, tg.CaseTimeout.Seconds()),
		Limits: runtime.PlanLimits{
			MemoryBytes: lim.MemoryBytes, CPUSeconds: int(lim.CPU.Seconds() + 0.5),
			FileBytes: lim.FileBytes, SoftSeconds: soft,
		},
	}
	if tg.Script != "" {
		plan.Script = filepath.Join(box.InWork, tg.Script)
	}
	if vo := tg.ValueOracle; vo != nil {
		in := *vo
		in.File = filepath.Join(box.InWork, vo.File)
		plan.ValueOracle = &in
	}
	if tg.Mode == "mutants" {
		ms := make([]MutantSrc, len(tg.Mutants))
		for i, m := range tg.Mutants {
			ms[i] = MutantSrc{File: filepath.Join(box.InWork, m.File), Src: m.Src, Top: m.Top}
		}
		plan.Mutants = ms
	}
	if !opt.Sandbox.Filters() {
		// As execute does: the harness filters itself where the sandbox cannot.
		f, err := opt.Sandbox.Filter()
		if err == nil {
			err = os.WriteFile(filepath.Join(box.HostRT, "seccomp.bpf"), f, 0o644)
		}
		if err != nil {
			return nil, fmt.Errorf("seccomp filter: %w", err)
		}
		plan.Limits.Seccomp = filepath.Join(box.InRT, "seccomp.bpf")
	}
	pj, _ := json.Marshal(plan)
	if err := runtime.WriteTo(box.HostRT); err != nil {
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(box.HostRT, "trace-plan.json"), pj, 0o644); err != nil {
		return nil, err
	}
	env := []string{
		"PATH=/usr/local/bin:/usr/bin:/bin", "HOME=" + box.InWork, "TMPDIR=/tmp",
		"LANG=C.UTF-8", "LC_ALL=C.UTF-8", "PYTHONIOENCODING=utf-8", "PYTHONDONTWRITEBYTECODE=1",
		"PYTHONHASHSEED=0", "PYTHONUNBUFFERED=1",
	}
	// The interpreter may live outside the system directories (a pyenv
	// build): bind its own directories, as execute does.
	py, err := sandbox.FindPython(opt.Python)
	if err != nil {
		return nil, err
	}
	argv := []string{py.Executable, "-B", "-s", filepath.Join(box.InRT, "tracer.py"), filepath.Join(box.InRT, "trace-plan.json")}
	ctl := runtime.NewControl(box.ResultFD)
	out, err := opt.Sandbox.RunCmd(ctx, box, sandbox.Cmd{Argv: argv, Env: env, ReadOnly: py.Paths, Control: ctl.JSON(), Limits: lim})
	tr.Seconds = time.Since(start).Seconds()
	if out == nil {
		return nil, fmt.Errorf("sandbox: %w", err)
	}
	if !tr.Outcome(out) {
		return tr, nil
	}
	rec, err := ctl.Result(out.Result)
	if err != nil {
		tr.Status = "crashed"
		tr.Error = &Error{Type: "crashed", Message: err.Error()}
		return tr, nil
	}
	if err := tr.decode(rec, box.InWork); err != nil {
		return nil, err
	}
	return tr, nil
}

// Outcome keeps a tracer run's stdout (clipped) and stderr; a run that
// left no result crashed (or timed out), its error stderr's last line. It
// reports whether there is a result to decode. Python's and Java's tracers
// share it.
func (tr *Trace) Outcome(out *sandbox.Outcome) bool {
	tr.Stdout, tr.Stderr = clip(string(out.Stdout), 2000), string(out.Stderr)
	if len(out.Result) > 0 {
		return true
	}
	tr.Status = "crashed"
	if out.TimedOut {
		tr.Status = "timeout"
	}
	msg := strings.TrimSpace(string(out.Stderr))
	if i := strings.LastIndexByte(msg, '\n'); i >= 0 {
		msg = msg[i+1:]
	}
	tr.Error = &Error{Type: tr.Status, Message: msg}
	return false
}

type rawResult struct {
	Status     string            `json:"status"`
	Error      *Error            `json:"error"`
	Steps      []json.RawMessage `json:"steps"`
	Frames     [][]any           `json:"frames"`
	LimitHit   bool              `json:"limit_hit"`
	Exceptions map[string]string `json:"exceptions"`
	Value      string            `json:"value"`
	Tests      []TestResult      `json:"tests"`
	TraceSecs  float64           `json:"trace_seconds"`
	TraceCPU   float64           `json:"trace_cpu_seconds"`
	Outputs    []OracleOut       `json:"outputs"`
	StepsCount int               `json:"steps_count"`
	Mutation   *rawMutation      `json:"mutation"`
	Printed    []PrintedLine     `json:"printed"`
}

// rawMutation is the tracer's mutants-mode record: a program's outcome is
// an object, a test's a pair.
type rawMutation struct {
	Base    json.RawMessage   `json:"base"`
	IDs     []string          `json:"ids"`
	Mutants []json.RawMessage `json:"mutants"`
	CPU     float64           `json:"cpu_seconds"`
	Skipped int               `json:"skipped"`
}

type scriptOutcome struct {
	OK    bool     `json:"ok"`
	Err   string   `json:"err"`
	Line  *int     `json:"line"`
	Msg   string   `json:"msg"`
	Out   string   `json:"out"`
	Near  *float64 `json:"near"`
	Val   *string  `json:"val"`
	Parts []int    `json:"parts"`
}

func (so scriptOutcome) outcome() TestOutcome {
	sig := so.Err + "|" + so.Msg + "|" + so.Out
	if so.Line != nil {
		sig += "|" + strconv.Itoa(*so.Line)
	}
	o := TestOutcome{Pass: so.OK, Sig: sig, Near: -1}
	if so.Near != nil {
		o.Near = *so.Near
	}
	if so.Val != nil {
		o.Val = *so.Val
	}
	o.Parts = so.Parts
	return o
}

func (rm *rawMutation) decode(script bool) *Mutation {
	m := &Mutation{IDs: rm.IDs, CPU: rm.CPU, Skipped: rm.Skipped}
	if script {
		var b []scriptOutcome
		json.Unmarshal(rm.Base, &b)
		for _, o := range b {
			m.Base = append(m.Base, o.outcome())
		}
		for _, raw := range rm.Mutants {
			var mo []scriptOutcome
			if json.Unmarshal(raw, &mo) != nil || len(mo) == 0 {
				m.Mutants = append(m.Mutants, nil)
				continue
			}
			m.Mutants = append(m.Mutants, map[int]TestOutcome{0: mo[0].outcome()})
		}
		return m
	}
	json.Unmarshal(rm.Base, &m.Base)
	for _, raw := range rm.Mutants {
		var mo map[int]TestOutcome
		if json.Unmarshal(raw, &mo) != nil || mo == nil {
			m.Mutants = append(m.Mutants, nil)
			continue
		}
		m.Mutants = append(m.Mutants, mo)
	}
	return m
}

func (tr *Trace) decode(data []byte, inWork string) error {
	var raw rawResult
	if err := json.Unmarshal(data, &raw); err != nil {
		return fmt.Errorf("tracer result: %w", err)
	}
	rel := func(p string) string {
		if r, err := filepath.Rel(inWork, p); err == nil && !strings.HasPrefix(r, "..") {
			return r
		}
		return p
	}
	tr.Status, tr.Error, tr.LimitHit, tr.Value, tr.TraceSeconds = raw.Status, raw.Error, raw.LimitHit, raw.Value, raw.TraceSecs
	tr.TraceCPU = raw.TraceCPU
	if tr.Error != nil && tr.Error.File != "" {
		tr.Error.File = rel(tr.Error.File)
	}
	if tr.LimitHit && tr.Status != "step_limit" && tr.Status != "timeout" {
		tr.Status = "step_limit"
	}
	for i := range raw.Tests {
		t := &raw.Tests[i]
		lines := map[string][]int{}
		for f, ls := range t.Lines {
			lines[rel(f)] = ls
		}
		t.Lines = lines
		// A skipped test (pytest.skip in its body) ran nothing it could fail.
		t.Failed = t.Outcome != "passed" && t.Outcome != "skipped"
		if t.Error != nil && t.Error.File != "" {
			t.Error.File = rel(t.Error.File)
		}
	}
	tr.Tests = raw.Tests
	tr.Oracle = raw.Outputs
	tr.Printed = raw.Printed
	if raw.Mutation != nil {
		tr.Mutation = raw.Mutation.decode(tr.Target.Script != "")
	}
	type frame struct {
		fid    int
		name   string
		caller int
	}
	frames := make([]frame, len(raw.Frames))
	for i, f := range raw.Frames {
		if len(f) >= 3 {
			frames[i] = frame{int(num(f[0])), fmt.Sprint(f[1]), int(num(f[2]))}
		}
	}
	tr.Steps = make([]Step, 0, len(raw.Steps))
	for i, rs := range raw.Steps {
		var parts []json.RawMessage
		if json.Unmarshal(rs, &parts) != nil || len(parts) < 6 {
			continue
		}
		var fid, line, fr int
		json.Unmarshal(parts[0], &fid)
		json.Unmarshal(parts[1], &line)
		json.Unmarshal(parts[2], &fr)
		s := Step{Index: i, Line: line, Frame: fr, Caller: -1}
		if fid >= 0 && fid < len(tr.Files) {
			s.File = tr.Files[fid]
		}
		if fr >= 0 && fr < len(frames) {
			s.Func = frames[fr].name
		}
		s.Reads = accesses(parts[3])
		s.Writes = accesses(parts[4])
		var tag string
		if json.Unmarshal(parts[5], &tag) == nil && tag == "call" {
			s.Entry = true
			if fr < len(frames) {
				s.Caller = frames[fr].caller
			}
		} else {
			json.Unmarshal(parts[5], &s.Calls)
		}
		if e, ok := raw.Exceptions[strconv.Itoa(i)]; ok {
			s.Exception = e
		}
		tr.Steps = append(tr.Steps, s)
	}
	tr.StepCount = len(tr.Steps)
	if raw.StepsCount > 0 {
		tr.StepCount = raw.StepsCount
	}
	return nil
}

func accesses(m json.RawMessage) []Access {
	var rows [][]any
	if json.Unmarshal(m, &rows) != nil {
		return nil
	}
	out := make([]Access, 0, len(rows))
	for _, r := range rows {
		if len(r) < 4 {
			continue
		}
		out = append(out, Access{Loc: fmt.Sprint(r[0]), Value: fmt.Sprint(r[1]), Obj: int64(num(r[2])), Var: fmt.Sprint(r[3])})
	}
	return out
}

func num(v any) float64 {
	f, _ := v.(float64)
	return f
}

// copyTree copies the regular files of src (no symlinks, nothing hidden)
// into dst.
func copyTree(src, dst string) error { return CopySources(src, dst, nil) }

// CopySources copies the regular files of src that want accepts (nil: all)
// into dst: no symlinks, nothing hidden, no __pycache__. A traced program's
// tree reaches the sandbox through it, whatever its language.
func CopySources(src, dst string, want func(name string) bool) error {
	return filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		r, _ := filepath.Rel(src, p)
		if r != "." && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.Name() == "__pycache__" {
			return filepath.SkipDir
		}
		t := filepath.Join(dst, r)
		if d.IsDir() {
			return os.MkdirAll(t, 0o755)
		}
		if !d.Type().IsRegular() || want != nil && !want(d.Name()) {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(t, b, 0o644)
	})
}

// Lines returns the distinct lines of the steps, in first-run order.
func (tr *Trace) Lines(file string) []int {
	seen := map[int]bool{}
	var out []int
	for _, s := range tr.Steps {
		if s.File == file && !seen[s.Line] {
			seen[s.Line] = true
			out = append(out, s.Line)
		}
	}
	sort.Ints(out)
	return out
}
