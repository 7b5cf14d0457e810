package semcheck

import (
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"

	"unstuck/internal/execute"
	"unstuck/internal/instrument"
	"unstuck/internal/pyparse"
)

// Module is the check of one CPython test module.
type Module struct {
	File         string `json:"file"`
	AsIs         Counts `json:"as_is"`
	Instrumented Counts `json:"instrumented"`
	// Verdict: "same", "different", or why the module was not compared
	// (no summary as-is, timeout, ...).
	Verdict  string `json:"verdict"`
	Reverted int    `json:"reverted_lines"`
	Sites    int    `json:"sites"`
}

// FrameSensitive matches test modules that inspect frames, tracebacks,
// line or column numbers, or the tracing machinery itself: instrumented
// code legitimately differs there (extra frames of the loaders, shifted
// columns, a trace function already installed).
var FrameSensitive = regexp.MustCompile(`^test_(sys_settrace|sys_setprofile|traceback|frame|inspect|dis|trace|pdb|bdb|code|code_module|linecache|exceptions|sys|tracemalloc|faulthandler|warnings|logging|capi|gdb|peepholer|compile|compileall|ast|syntax|grammar|tokenize|doctest\d*|pyclbr|profile|cprofile|gc|weakref|threading|threading_local|thread|multiprocessing.*|concurrent_futures|asyncio|subprocess|signal|socket.*|ssl|eof|exception_hierarchy|exception_group|except_star|scope|super|generators|coroutines|funcattrs|opcodes|keywordonlyarg|positional_only_arg|unparse|named_expressions|string_literals|fstring|embed|lltrace|monitoring|audit|atexit|breakpoint|clinic|regrtest|site|venv|zipimport.*|import.*|importlib|runpy|cmd_line.*|repl|unittest|support|tools|idle|tkinter|tk|ttk.*|turtle|curses|readline|pty|tty|winreg|winsound|msilib|launcher|wsgiref|httpservers|urllib2_localnet|xmlrpc|ftplib|smtpnet|imaplib|poplib|nntplib|socketserver|selectors|epoll|kqueue|poll|select|asyncore|asynchat|smtpd|telnetlib|timeout|largefile|mmap|os|posix|shutil|tempfile|file_eintr|fileio|io|memoryio|bufio|univnewlines|descr|class|dataclasses|typing|types|builtin|compare|richcmp)\.py$`)

// CPython runs each test module as it is and instrumented (record mode:
// loaders on every read and call, nothing injected) and compares the
// unittest summaries.
func CPython(ctx context.Context, ex *execute.Executor, files []string, workers int, progress func(Module)) []Module {
	out := make([]Module, len(files))
	var wg sync.WaitGroup
	sem := make(chan struct{}, max(1, workers))
	for i, f := range files {
		wg.Add(1)
		go func(i int, f string) {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			out[i] = checkModule(ctx, ex, f)
			if progress != nil {
				progress(out[i])
			}
		}(i, f)
	}
	wg.Wait()
	return out
}

func checkModule(ctx context.Context, ex *execute.Executor, file string) Module {
	m := Module{File: file}
	plain := ex.RunFileMode(ctx, file, execute.Mode{})
	c, ok := Unittest(plain.Stderr)
	if !ok {
		m.Verdict = "not compared: no unittest summary as-is (" + plain.Status + ")"
		return m
	}
	m.AsIs = c
	inst := ex.RunFileMode(ctx, file, execute.Mode{Name: "record"})
	m.Reverted, m.Sites = len(inst.Reverted), inst.Sites
	c, ok = Unittest(inst.Stderr)
	switch {
	case inst.Status == "timeout" && !ok:
		m.Verdict = "not compared: instrumented run timed out"
	case !ok:
		m.Verdict = "different: no unittest summary instrumented (" + inst.Status + ")"
		if inst.Error != nil {
			m.Verdict += ": " + inst.Error.Type + ": " + inst.Error.Message
		}
	case c == m.AsIs:
		m.Instrumented, m.Verdict = c, "same"
	default:
		m.Instrumented, m.Verdict = c, "different"
	}
	return m
}

// QuixBugsResult compares the test outcomes of QuixBugs' correct programs
// as they are and instrumented.
type QuixBugsResult struct {
	Programs     int    `json:"programs"`
	AsIs         Counts `json:"as_is"`
	Instrumented Counts `json:"instrumented"`
	Reverted     int    `json:"reverted_lines"`
	Output       string `json:"output,omitempty"` // pytest's output of the instrumented run, when they differ
}

// pluginSrc installs the engine in record mode before pytest imports the
// programs; the instrumented programs' sites are in one table.
const pluginSrc = `import json, lexecutor
with open("_unstuck_sites.json") as f:
    lexecutor.install({"sites": json.load(f), "record": True})
`

// QuixBugs copies dir (QuixBugs' upstream layout) into a run, replaces the
// correct programs by their instrumented versions and runs pytest on both.
// only, when not empty, limits the programs (by base name without .py).
func QuixBugs(ctx context.Context, ex *execute.Executor, dir string, only []string) (*QuixBugsResult, error) {
	files := map[string][]byte{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		if strings.Contains(rel, "__pycache__") {
			return nil
		}
		b, err := os.ReadFile(p)
		files[rel] = b
		return err
	})
	if err != nil {
		return nil, err
	}
	var programs []string
	for rel := range files {
		if strings.HasPrefix(rel, "correct_python_programs/") && strings.HasSuffix(rel, ".py") {
			name := strings.TrimSuffix(filepath.Base(rel), ".py")
			if len(only) == 0 || slices.Contains(only, name) {
				programs = append(programs, rel)
			}
		}
	}
	sort.Strings(programs)
	if len(programs) == 0 {
		return nil, fmt.Errorf("%s: no correct_python_programs/*.py", dir)
	}
	var tests []string
	for _, p := range programs {
		name := strings.TrimSuffix(filepath.Base(p), ".py")
		if _, ok := files["python_testcases/test_"+name+".py"]; ok {
			tests = append(tests, "python_testcases/test_"+name+".py")
		}
	}
	res := &QuixBugsResult{Programs: len(programs)}
	run := func(fs map[string][]byte, plugin bool) (*execute.Result, Counts, bool) {
		args := []string{"-q", "-p", "no:cacheprovider"}
		if plugin {
			args = append(args, "-p", "_unstuck_plugin")
		}
		args = append(args, "--correct")
		if len(only) > 0 {
			args = append(args, tests...)
		} else {
			args = append(args, "python_testcases")
		}
		list, _ := json.Marshal(args) // a JSON list of ASCII strings is a Python literal
		src := []byte("import sys, pytest\nsys.exit(pytest.main(" + string(list) + "))\n")
		r := ex.RunMode(ctx, "run_quixbugs.py", src, execute.Mode{Files: fs})
		c, ok := Pytest(r.Stdout)
		return r, c, ok
	}
	r, c, ok := run(files, false)
	if !ok {
		return nil, fmt.Errorf("quixbugs as-is: no pytest summary (%s): %s", r.Status, tail(r.Stdout+r.Stderr))
	}
	res.AsIs = c

	inst := map[string][]byte{}
	for k, v := range files {
		inst[k] = v
	}
	var sites []map[string]any
	next := 0
	for _, rel := range programs {
		tree, err := pyparse.Parse(files[rel])
		if err != nil {
			return nil, fmt.Errorf("%s: %w", rel, err)
		}
		prog, err := instrument.InstrumentFrom(tree, next)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", rel, err)
		}
		for _, s := range prog.Sites {
			sites = append(sites, map[string]any{"id": s.ID, "kind": s.Kind, "name": s.Name, "line": s.Line})
			next = max(next, s.ID+1)
		}
		inst[rel] = prog.Source
	}
	sj, _ := json.Marshal(sites)
	inst["_unstuck_sites.json"] = sj
	inst["_unstuck_plugin.py"] = []byte(pluginSrc)
	r, c, ok = run(inst, true)
	if !ok {
		return res, fmt.Errorf("quixbugs instrumented: no pytest summary (%s): %s", r.Status, tail(r.Stdout+r.Stderr))
	}
	res.Instrumented = c
	if c != res.AsIs {
		res.Output = tail(r.Stdout)
	}
	return res, nil
}

func tail(s string) string {
	if len(s) > 3000 {
		return s[len(s)-3000:]
	}
	return s
}
