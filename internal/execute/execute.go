// Package execute runs one Python source under the line metric: it checks the
// input, builds the line table, ships the runtime harness and a plan into a
// sandbox box, runs the interpreter there and turns what came back into a
// Result. The CLI, the bench and later modes are drivers over Executor.
package execute

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
	"unicode/utf8"

	"unstuck/internal/lines"
	"unstuck/internal/predict"
	"unstuck/internal/pyparse"
	"unstuck/internal/runtime"
	"unstuck/internal/sandbox"
)

// MaxSourceBytes is the largest source accepted; snippets are small, and a
// multi-megabyte file is a mistake or an attack.
const MaxSourceBytes = 2 << 20

// Error describes why a snippet (or its input) did not run to the end.
type Error struct {
	Type      string `json:"type"`
	Message   string `json:"message"`
	Line      *int   `json:"line"`
	Traceback string `json:"traceback,omitempty"`
}

// Result is the outcome of running one file.
type Result struct {
	File           string  `json:"file"`
	Mode           string  `json:"mode"`
	Status         string  `json:"status"`       // ok, exit, raised, syntax_error, timeout, cpu_limit, disk_limit, killed, crashed, rejected, empty
	SourceLines    int     `json:"source_lines"` // physical lines of the file
	Countable      int     `json:"countable"`
	Covered        int     `json:"covered"`
	Coverage       float64 `json:"coverage"`
	CountableLines []int   `json:"countable_lines"`
	CoveredLines   []int   `json:"covered_lines"`
	Error          *Error  `json:"error"`
	Stdout         string  `json:"stdout"`
	Stderr         string  `json:"stderr"`
	StdoutBytes    int64   `json:"stdout_bytes"`
	StderrBytes    int64   `json:"stderr_bytes"`
	OutputLimited  bool    `json:"output_limited,omitempty"`
	Seconds        float64 `json:"seconds"`
	Isolation      string  `json:"isolation"`

	// Learning-guided execution (modes lexecutor and record).
	Sites          int             `json:"sites,omitempty"`           // loader call sites in the instrumented code
	PredictSeconds float64         `json:"predict_seconds,omitempty"` // time spent predicting values for them
	Injections     []Injection     `json:"injections,omitempty"`
	Reverted       []int           `json:"reverted_lines,omitempty"`        // lines run uninstrumented because the rewrite did not compile
	Observed       []predict.Event `json:"observed,omitempty"`              // record mode: real values seen, with their site's context
	ResultValue    *Value          `json:"result_value,omitempty"`          // Mode.Call's value
	Batch          []JobResult     `json:"batch,omitempty"`                 // batch mode: one result per job
	BatchStartup   float64         `json:"batch_startup_seconds,omitempty"` // batch mode: the fork server's start-up (compile, preimports)
	BatchJobs      float64         `json:"batch_jobs_seconds,omitempty"`    // batch mode: its jobs, forks included
	Explore        *Exploration    `json:"explore,omitempty"`               // explore mode: how the prefix tree grew
	// Failure is set when unstuck itself could not do its job (as opposed to
	// the snippet failing); the item then has no meaningful coverage.
	Failure string `json:"failure,omitempty"`

	// CPUSeconds is the CPU time (user and system) of a run's processes
	// (sandbox.Outcome.CPU); in a session's batch, that of the snippet's
	// server and its jobs during the batch, as the server measured it.
	CPUSeconds float64 `json:"cpu_seconds,omitempty"`
	// Forked: a plain run forked from a server that had made the file's
	// first import (PlainForks); its Stdout and Stderr are not kept.
	Forked bool `json:"forked,omitempty"`
}

// Raised reports whether the snippet ended in an error of its own.
func (r *Result) Raised() bool { return r.Error != nil }

// Options configure an Executor.
type Options struct {
	Python  string // interpreter command; default "python3"
	Limits  sandbox.Limits
	Sandbox *sandbox.Sandbox // default: sandbox.New's default (bubblewrap, or an error)
	// ReadOnly are host paths runs may read (bound read-only at the same
	// place under bubblewrap), beyond the system's and the interpreter's.
	ReadOnly []string
	// UserSite makes the interpreter's user site-packages (~/.local/...)
	// readable and importable in runs; off, runs do not see it.
	UserSite bool
}

// Interpreter describes the Python that runs snippets.
type Interpreter struct {
	Command    string `json:"command"`
	Executable string `json:"executable"`
	Version    string `json:"version"`
}

// Executor runs sources; it is safe for concurrent use.
type Executor struct {
	opt      Options
	interp   Interpreter
	readOnly []string         // host paths bound read-only in runs
	userSite string           // put on PYTHONPATH when Options.UserSite
	mplDir   string           // warmed matplotlib cache copied into each box, or ""
	warm     *warmHolder      // the pool of warm servers (warm.go), shared by copies
	pyc      runtime.Compiled // the runtime compiled by the interpreter, written into each box (nil: none)
	pycPlain runtime.Compiled // of pyc, what a run that is not a batch imports
	pycBatch runtime.Compiled // of pyc, what a batch (fork) server imports
	pycFork  runtime.Compiled // of pyc, what a plain-run fork server imports
	forks    *forksHolder     // the fork servers of plain runs (plainfork.go), shared by copies
}

// New resolves the interpreter (outside the sandbox: it is trusted) and
// warms the caches that every run would otherwise rebuild.
func New(opt Options) (*Executor, error) {
	if opt.Python == "" {
		opt.Python = "python3"
	}
	if opt.Sandbox == nil {
		sb, err := sandbox.New(sandbox.Options{})
		if err != nil {
			return nil, err
		}
		opt.Sandbox = sb
	}
	opt.Limits = opt.Limits.WithDefaults()
	py, err := sandbox.FindPython(opt.Python)
	if err != nil {
		return nil, err
	}
	e := &Executor{warm: &warmHolder{}, forks: &forksHolder{}, opt: opt, interp: Interpreter{Command: opt.Python, Executable: py.Executable, Version: py.Version}}
	ro := append(append([]string{}, py.Paths...), opt.ReadOnly...)
	if opt.UserSite {
		ro = append(ro, py.UserSite)
		e.userSite = py.UserSite
	}
	if e.readOnly, err = sandbox.Needed(ro...); err != nil {
		return nil, err
	}
	if err := e.smoke(); err != nil {
		return nil, err
	}
	e.mplDir = e.warmMatplotlib()
	e.pyc = runtime.Compile(e.interp.Executable)
	e.pycPlain = e.pyc.Only("harness", "linecov")
	e.pycBatch = e.pyc.Only("harness", "linecov", "batch", "warm")
	e.pycFork = e.pyc.Only("harness", "linecov", "batch", "warm", "plainfork")
	return e, nil
}

// smoke starts the interpreter once in the sandbox, so that one that
// cannot run there (not readable by the run's user, a path not bound)
// is reported now, not as a crash of every snippet.
func (e *Executor) smoke() error {
	box, err := e.opt.Sandbox.NewBox()
	if err != nil {
		return fmt.Errorf("sandbox: %w", err)
	}
	defer box.Close()
	out, err := e.opt.Sandbox.RunCmd(context.Background(), box, sandbox.Cmd{
		Argv: []string{e.interp.Executable, "-B", "-s", "-c", "import encodings, json"},
		Env:  e.env(box), ReadOnly: e.readOnly, Limits: sandbox.Limits{Wall: 30 * time.Second},
	})
	if err != nil {
		return fmt.Errorf("sandbox: %w", err)
	}
	if out.ExitCode != 0 {
		return fmt.Errorf("python interpreter %s does not start in the sandbox (%s): exit %d: %s",
			e.interp.Executable, e.opt.Sandbox.Describe(), out.ExitCode, strings.TrimSpace(lastLine(string(out.Stderr))))
	}
	return nil
}

// Interpreter says which Python runs the snippets.
func (e *Executor) Interpreter() Interpreter { return e.interp }

// Sandbox is the sandbox the executor runs in.
func (e *Executor) Sandbox() *sandbox.Sandbox { return e.opt.Sandbox }

// Limits are the limits of every run (Mode.Wall may shorten one run's).
func (e *Executor) Limits() sandbox.Limits { return e.opt.Limits }

// RunFile reads and runs a file as it is; read errors become a rejected
// result.
func (e *Executor) RunFile(ctx context.Context, path string) *Result {
	return e.RunFileMode(ctx, path, Mode{})
}

// Check validates a source before any parsing; it returns nil when the
// source may run.
func Check(src []byte) *Error {
	if len(src) > MaxSourceBytes {
		return &Error{Type: "InputError", Message: fmt.Sprintf("source is %s, over the %s limit for a snippet", size(int64(len(src))), size(MaxSourceBytes))}
	}
	if i := bytes.IndexByte(src, 0); i >= 0 {
		return &Error{Type: "InputError", Message: fmt.Sprintf("binary input: NUL byte at offset %d", i)}
	}
	if !utf8.Valid(src) {
		off := 0
		for off < len(src) {
			r, n := utf8.DecodeRune(src[off:])
			if r == utf8.RuneError && n <= 1 {
				break
			}
			off += n
		}
		return &Error{Type: "InputError", Message: fmt.Sprintf("not UTF-8: invalid byte 0x%02x at offset %d", src[off], off)}
	}
	return nil
}

// Table parses src and computes its countable lines.
func Table(src []byte) (*lines.Table, *pyparse.Tree, error) {
	return TableCtx(context.Background(), src)
}

// TableCtx is Table, stopped when ctx is done (a cancelled server job).
func TableCtx(ctx context.Context, src []byte) (*lines.Table, *pyparse.Tree, error) {
	t, err := pyparse.ParseCtx(ctx, src)
	if err != nil {
		return nil, nil, err
	}
	return lines.Compute(t), t, nil
}

// Run runs src as it is, reported under the name file.
func (e *Executor) Run(ctx context.Context, file string, src []byte) *Result {
	return e.RunMode(ctx, file, src, Mode{})
}

// RunFileMode reads and runs a file in mode m.
func (e *Executor) RunFileMode(ctx context.Context, path string, m Mode) *Result {
	st, err := os.Stat(path)
	if err == nil && st.Size() > MaxSourceBytes {
		r := rejected(path, "InputError", fmt.Sprintf("file is %s, over the %s limit for a snippet", size(st.Size()), size(MaxSourceBytes)))
		r.Mode = m.name()
		return r
	}
	src, err := os.ReadFile(path)
	if err != nil {
		r := rejected(path, "InputError", err.Error())
		r.Mode = m.name()
		return r
	}
	return e.RunMode(ctx, path, src, m)
}

// RunMode runs src in mode m, reported under the name file.
func (e *Executor) RunMode(ctx context.Context, file string, src []byte, m Mode) *Result {
	start := time.Now()
	r := e.run(ctx, file, src, m)
	r.File, r.Mode = file, m.name()
	r.Seconds = time.Since(start).Seconds()
	finish(r, src)
	return r
}

// finish fills the fields derived from the line lists.
func finish(r *Result, src []byte) {
	r.SourceLines = bytes.Count(src, []byte{'\n'})
	if len(src) > 0 && src[len(src)-1] != '\n' {
		r.SourceLines++
	}
	if r.CountableLines == nil {
		r.CountableLines = []int{}
	}
	if r.CoveredLines == nil {
		r.CoveredLines = []int{}
	}
	r.Countable, r.Covered = len(r.CountableLines), len(r.CoveredLines)
	if r.Countable > 0 {
		r.Coverage = float64(r.Covered) / float64(r.Countable)
	}
}

// ParseFile only parses a file and computes its line table, timing both:
// the bench's "parse" mode, which measures the front end alone.
func ParseFile(path string) *Result {
	src, err := os.ReadFile(path)
	if err != nil {
		return rejected(path, "InputError", err.Error())
	}
	start := time.Now()
	r := &Result{File: path, Mode: "parse", Status: "parsed"}
	if bad := Check(src); bad != nil {
		r.Status, r.Error = "rejected", bad
	} else if t, tree, err := Table(src); err != nil {
		r.Status, r.Error = "rejected", &Error{Type: "InputError", Message: err.Error()}
	} else {
		r.CountableLines = t.Lines()
		if tree.HasError() {
			line := tree.FirstError()
			r.Status, r.Error = "syntax_error", &Error{Type: "SyntaxError", Message: "tree-sitter could not parse the file", Line: &line}
		}
	}
	r.Seconds = time.Since(start).Seconds()
	finish(r, src)
	return r
}

// launch is a run made ready: its box (files in place), the command and
// the nonce its harness marks results with.
type launch struct {
	box   *sandbox.Box
	cmd   sandbox.Cmd
	nonce string
}

func (e *Executor) run(ctx context.Context, file string, src []byte, m Mode) *Result {
	r, l := e.setup(ctx, file, src, &m)
	if l == nil {
		return r
	}
	defer l.box.Close()
	lim := l.cmd.Limits
	out, err := e.opt.Sandbox.RunCmd(ctx, l.box, l.cmd)
	if out == nil {
		r.Failure = "sandbox: " + err.Error()
		return r
	}
	r.Stdout, r.Stderr = strings.ToValidUTF8(string(out.Stdout), "\uFFFD"), strings.ToValidUTF8(string(out.Stderr), "\uFFFD")
	r.StdoutBytes, r.StderrBytes, r.OutputLimited = out.StdoutTotal, out.StderrTotal, out.OutputLimited
	r.CPUSeconds = out.CPU.Seconds()
	if m.Name == "batch" {
		m.finishBatch(r, out.Result, l.nonce, out.TimedOut)
		return r
	}
	return e.finishRun(ctx, r, &m, out, l.nonce, lim)
}

// setup checks src, makes the box and writes the run's files; without a
// launch (nil), r is the whole result (rejected, empty, a failure).
func (e *Executor) setup(ctx context.Context, file string, src []byte, m *Mode) (*Result, *launch) {
	if bad := Check(src); bad != nil {
		return &Result{Status: "rejected", Error: bad}, nil
	}
	table, _, err := TableCtx(ctx, src)
	if err != nil {
		if ctx.Err() != nil {
			return &Result{Failure: "cancelled"}, nil
		}
		return &Result{Status: "rejected", Error: &Error{Type: "InputError", Message: err.Error()}}, nil
	}
	r := &Result{CountableLines: table.Lines(), Isolation: e.opt.Sandbox.Describe()}
	if len(table.Units) == 0 {
		r.Status = "empty"
		r.Error = &Error{Type: "EmptySnippet", Message: "no countable lines"}
		return r, nil
	}
	box, err := e.opt.Sandbox.NewBox()
	if err != nil {
		r.Failure = "sandbox: " + err.Error()
		return r, nil
	}
	fail := func(msg string) (*Result, *launch) {
		box.Close()
		r.Failure = msg
		return r, nil
	}
	base := filepath.Base(file)
	if !strings.HasSuffix(base, ".py") {
		base += ".py"
	}
	lim := e.opt.Limits
	if m.Wall > 0 {
		lim.Wall, lim.CPU = m.Wall, m.Wall
	}
	soft := lim.Wall.Seconds() - max(1, lim.Wall.Seconds()/10)
	// RLIMIT_NPROC counts every process of the run's host uid, which all
	// runs share when unstuck is root (nobody): where a pids cgroup bounds
	// each run on its own, the harness leaves it alone, so that one run's
	// fork bomb does not starve the others.
	nproc := lim.Processes
	if e.opt.Sandbox.CgroupLimited() {
		nproc = 0
	}
	plan := &runtime.Plan{
		Filename:  filepath.Join(box.InWork, base),
		Units:     table.Units,
		ControlFD: box.ControlFD,
		ResultFD:  box.ResultFD,
		Limits: runtime.PlanLimits{
			MemoryBytes: lim.MemoryBytes, CPUSeconds: int(lim.CPU.Seconds() + 0.5),
			FileBytes: lim.FileBytes, Processes: nproc, SoftSeconds: soft,
			RunSeconds: m.Run.Seconds(),
		},
		Untraced: m.Untraced,
	}
	files, err := m.prepare(plan, src, table)
	if err != nil {
		return fail(err.Error())
	}
	if plan.Warm {
		plan.WarmSeed = box.InSeed()
	}
	if m.fork != nil {
		plan.Fork, plan.WarmSeed = m.fork, box.InSeed()
	}
	r.Sites, r.PredictSeconds = m.sites, m.predictSeconds
	for name, content := range files {
		if err := os.WriteFile(filepath.Join(box.HostRT, name), content, 0o644); err != nil {
			return fail("preparing run: " + err.Error())
		}
		switch name {
		case "source.py":
			plan.Source = filepath.Join(box.InRT, name)
		case "instrumented.py":
			plan.Instrumented = filepath.Join(box.InRT, name)
		}
	}
	for rel, content := range m.Files {
		dst := filepath.Join(box.HostWork, filepath.FromSlash(rel))
		if !strings.HasPrefix(dst, box.HostWork+string(filepath.Separator)) {
			return fail("preparing run: file outside the working directory: " + rel)
		}
		if err := firstErr(os.MkdirAll(filepath.Dir(dst), 0o755), os.WriteFile(dst, content, 0o644)); err != nil {
			return fail("preparing run: " + err.Error())
		}
	}
	if !e.opt.Sandbox.Filters() {
		// The sandbox cannot filter system calls at this level: the
		// harness installs the same filter on itself before the snippet.
		f, err := e.opt.Sandbox.Filter()
		if err == nil {
			err = os.WriteFile(filepath.Join(box.HostRT, "seccomp.bpf"), f, 0o644)
		}
		if err != nil {
			return fail("preparing run: seccomp filter: " + err.Error())
		}
		plan.Limits.Seccomp = filepath.Join(box.InRT, "seccomp.bpf")
	}
	// The watchdog's deadline is fixed now, before the sandbox starts, so
	// that a slow start cannot push it past the wall-clock kill.
	plan.Limits.Deadline = float64(time.Now().Add(time.Duration(soft*float64(time.Second))).UnixNano()) / 1e9
	pj, _ := json.Marshal(plan)
	pyc := e.pycPlain
	switch plan.Mode {
	case "batch":
		pyc = e.pycBatch
	case "lexecutor", "record":
		pyc = e.pyc
	}
	if plan.Fork != nil {
		pyc = e.pycFork
	}
	if err := firstErr(
		runtime.WriteTo(box.HostRT),
		runtime.WriteCompiled(box.HostRT, pyc),
		os.WriteFile(filepath.Join(box.HostRT, "plan.json"), pj, 0o644),
		// The snippet finds its own file where __file__ says it is.
		os.WriteFile(filepath.Join(box.HostWork, base), src, 0o644),
		e.seedHome(box),
	); err != nil {
		return fail("preparing run: " + err.Error())
	}
	argv := []string{e.interp.Executable, "-B", "-s", filepath.Join(box.InRT, runtime.Entry), filepath.Join(box.InRT, "plan.json")}
	ctl := runtime.Control{Nonce: nonce(), ResultFD: box.ResultFD}
	cj, _ := json.Marshal(ctl)
	return r, &launch{box: box, nonce: ctl.Nonce,
		cmd: sandbox.Cmd{Argv: argv, Env: e.env(box), ReadOnly: e.readOnly, Control: cj, Limits: lim}}
}

// finishRun reads the harness's answer of a run that is not a batch.
func (e *Executor) finishRun(ctx context.Context, r *Result, m *Mode, out *sandbox.Outcome, nonce string, lim sandbox.Limits) *Result {
	var hr harnessResult
	found, forged := resultLines(out.Result, nonce, func(line []byte) bool {
		hr = harnessResult{}
		return json.Unmarshal(line, &hr) == nil
	})
	if controlTaken(out.Result) {
		r.Status = "crashed"
		r.Error = &Error{Type: "ForgedResult", Message: "the snippet read the harness's control descriptor: no result of this run is believed"}
		return r
	}
	if found {
		r.CoveredLines = intersect(hr.Covered, r.CountableLines)
		r.CPUSeconds = max(r.CPUSeconds, hr.CPU)
		m.finish(r, &hr)
		r.Error = hr.Error
		switch hr.Status {
		case "Timeout":
			r.Status = "timeout"
		case "CPULimit":
			r.Status = "cpu_limit"
		default:
			r.Status = hr.Status
		}
		if r.Error != nil && r.Status == "ok" {
			r.Status = "raised"
		}
		if r.Status == "disk_limit" && r.Error != nil {
			r.Error.Message += fmt.Sprintf(" (a run may write %s in all and %s in one file)", size(lim.DiskBytes), size(lim.FileBytes))
		}
		return r
	}
	if forged > 0 {
		r.Stderr += fmt.Sprintf("\n[unstuck: %d result record(s) without the harness's nonce ignored]\n", forged)
	}
	// No result: the process died before the harness could speak.
	switch {
	case out.TimedOut:
		r.Status = "timeout"
		r.Error = &Error{Type: "Timeout", Message: fmt.Sprintf("killed after the wall-clock limit of %s", lim.Wall)}
	case ctx.Err() != nil:
		r.Failure = "cancelled"
	case out.MemoryKilled:
		r.Status = "killed"
		r.Error = &Error{Type: "MemoryLimit", Message: fmt.Sprintf("killed: the run's processes together passed its memory limit (%s, with its disk's %s)",
			size(lim.MemoryBytes), size(lim.DiskBytes))}
	case out.Signal != "":
		r.Status = "killed"
		r.Error = &Error{Type: "Killed", Message: "killed by signal: " + out.Signal}
	default:
		r.Status = "crashed"
		msg := fmt.Sprintf("interpreter exited with code %d without a result", out.ExitCode)
		if t := strings.TrimSpace(lastLine(string(out.Stderr))); t != "" {
			msg += ": " + t
		}
		r.Error = &Error{Type: "Crashed", Message: msg}
	}
	return r
}

// nonce is the secret that marks the harness's own result records.
func nonce() string {
	b := make([]byte, 16)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// resultLines feeds parse the lines of the result stream that carry the
// nonce, in order, and counts the records without it; it reports whether
// parse accepted one. Records start on a line of their own, so bytes a
// snippet wrote to the descriptor before do not spoil them.
func resultLines(data []byte, nonce string, parse func([]byte) bool) (found bool, forged int) {
	for _, line := range bytes.Split(data, []byte{'\n'}) {
		line = bytes.TrimSpace(line)
		if len(line) == 0 {
			continue
		}
		var n struct {
			Nonce string `json:"nonce"`
		}
		if json.Unmarshal(line, &n) != nil || n.Nonce != nonce {
			forged++
			continue
		}
		if parse(line) {
			found = true
		}
	}
	return found, forged
}

// controlTaken reports whether the harness said that its control message
// was gone when it wrote its result.
func controlTaken(data []byte) bool {
	for _, line := range bytes.Split(data, []byte{'\n'}) {
		var c runtime.ControlTaken
		if json.Unmarshal(bytes.TrimSpace(line), &c) == nil && c.ControlTaken {
			return true
		}
	}
	return false
}

// env is the whole environment of a run: nothing of the parent's leaks in.
func (e *Executor) env(box *sandbox.Box) []string {
	if e.userSite != "" {
		return append(e.baseEnv(box), "PYTHONPATH="+e.userSite)
	}
	return e.baseEnv(box)
}

func (e *Executor) baseEnv(box *sandbox.Box) []string {
	return []string{
		"PATH=/usr/local/bin:/usr/bin:/bin",
		"HOME=" + box.InWork,
		"TMPDIR=" + filepath.Join(box.InWork, ".tmp"),
		"LANG=C.UTF-8", "LC_ALL=C.UTF-8",
		"PYTHONIOENCODING=utf-8", "PYTHONDONTWRITEBYTECODE=1", "PYTHONHASHSEED=0",
		"PYTHONUNBUFFERED=1",
		// Plots render off screen instead of blocking on a window.
		"MPLBACKEND=Agg", "MPLCONFIGDIR=" + filepath.Join(box.InWork, ".config", "matplotlib"),
		"OPENBLAS_NUM_THREADS=1", "OMP_NUM_THREADS=1", "MKL_NUM_THREADS=1",
	}
}

func (e *Executor) seedHome(box *sandbox.Box) error {
	mpl := filepath.Join(box.HostWork, ".config", "matplotlib")
	if err := os.MkdirAll(mpl, 0o777); err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Join(box.HostWork, ".tmp"), 0o777); err != nil {
		return err
	}
	if e.mplDir == "" {
		return nil
	}
	ents, _ := os.ReadDir(e.mplDir)
	for _, d := range ents {
		if strings.HasSuffix(d.Name(), ".json") {
			if b, err := os.ReadFile(filepath.Join(e.mplDir, d.Name())); err == nil {
				os.WriteFile(filepath.Join(mpl, d.Name()), b, 0o644)
			}
		}
	}
	return nil
}

// warmMatplotlib builds matplotlib's font cache once per interpreter, so
// that each run does not spend seconds rebuilding it in its fresh home.
// The import runs in the sandbox like any snippet: matplotlib imports
// numpy, pyparsing, PIL and more, and in an environment deps installs
// into, those may be packages from the index (untrusted code). The run
// writes a staging directory; the cache's regular files are then copied
// into place.
func (e *Executor) warmMatplotlib() string {
	base, err := os.UserCacheDir()
	if err != nil {
		return ""
	}
	h := 0
	for _, c := range e.interp.Executable {
		h = h*31 + int(c)
	}
	dir := filepath.Join(base, "unstuck", fmt.Sprintf("mpl-%x", uint32(h)))
	if m, _ := filepath.Glob(filepath.Join(dir, "fontlist*.json")); len(m) > 0 {
		return dir
	}
	if os.MkdirAll(dir, 0o755) != nil {
		return ""
	}
	stage, err := os.MkdirTemp(dir, ".stage-")
	if err != nil {
		return ""
	}
	defer os.RemoveAll(stage)
	// The run's user (nobody when unstuck is root) writes the stage.
	if os.Chmod(stage, 0o755) != nil || os.Geteuid() == 0 && os.Chown(stage, sandbox.Nobody, sandbox.Nobody) != nil {
		return ""
	}
	box, err := e.opt.Sandbox.NewBox()
	if err != nil {
		return ""
	}
	defer box.Close()
	env := append(e.baseEnv(box), "MPLCONFIGDIR="+stage)
	out, err := e.opt.Sandbox.RunCmd(context.Background(), box, sandbox.Cmd{
		Argv: []string{e.interp.Executable, "-I", "-B", "-c", "import matplotlib.font_manager"},
		Env:  env, ReadOnly: e.readOnly, ReadWrite: []string{stage}, Limits: sandbox.Limits{Wall: 2 * time.Minute}})
	if err != nil || out.ExitCode != 0 {
		return ""
	}
	ents, _ := os.ReadDir(stage)
	for _, d := range ents {
		// Regular files only: a link could point anywhere on the host.
		if !strings.HasPrefix(d.Name(), "fontlist") || !strings.HasSuffix(d.Name(), ".json") || !d.Type().IsRegular() {
			continue
		}
		if b, err := os.ReadFile(filepath.Join(stage, d.Name())); err == nil && len(b) < 16<<20 {
			os.WriteFile(filepath.Join(dir, d.Name()), b, 0o644)
		}
	}
	if m, _ := filepath.Glob(filepath.Join(dir, "fontlist*.json")); len(m) > 0 {
		return dir
	}
	return ""
}

func rejected(file, typ, msg string) *Result {
	return &Result{File: file, Mode: "as-is", Status: "rejected", Error: &Error{Type: typ, Message: msg},
		CountableLines: []int{}, CoveredLines: []int{}}
}

func intersect(got, countable []int) []int {
	ok := make(map[int]bool, len(countable))
	for _, l := range countable {
		ok[l] = true
	}
	out := []int{}
	for _, l := range got {
		if ok[l] {
			out = append(out, l)
			delete(ok, l)
		}
	}
	sort.Ints(out)
	return out
}

func lastLine(s string) string {
	s = strings.TrimRight(s, "\n")
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		return s[i+1:]
	}
	return s
}

func size(n int64) string {
	if n >= 1<<20 {
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	}
	return fmt.Sprintf("%d KB", n>>10)
}

func firstErr(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}

// WithOutputBytes is a copy of e that keeps up to n bytes of each output
// stream, for runs of unstuck's own whose answer is large (the class
// index); snippets keep the default.
func (e *Executor) WithOutputBytes(n int) *Executor {
	c := *e
	c.opt.Limits.OutputBytes = n
	return &c
}
