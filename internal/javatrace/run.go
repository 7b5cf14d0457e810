// Phase: sandbox/execute (Java). One JVM run in the sandbox: the user's
// sources are copied into the box, the agent's Runner compiles them with
// the JDK's compiler, runs the target under the instrumentation and writes
// the record to the result descriptor. The JDK and the jars live under /usr,
// which the sandbox binds read-only; nothing else of the host is visible.
// The JVM is sized to the limits: the heap (-Xmx) is half the memory limit
// (at most 1 GiB) and the address space is bounded above it, one processor,
// the serial collector and one compiler thread keep its threads few.
package javatrace

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"unstuck/internal/sandbox"
	"unstuck/internal/trace"
)

// Target says what to run.
type Target struct {
	Mode    string   `json:"mode"`              // program (a class with main), call (a static call), junit (tests traced), tests (all tests, coverage only)
	Root    string   `json:"root"`              // source root (package directories below it)
	Files   []string `json:"files"`             // traced .java files, relative to Root
	Main    string   `json:"main,omitempty"`    // program: the class name
	Args    []string `json:"args,omitempty"`    // program: arguments of main
	Call    string   `json:"call,omitempty"`    // call: e.g. Foo.bar(3)
	Tests   []string `json:"tests,omitempty"`   // junit/tests: pkg.Class or pkg.Class#method
	Compile []string `json:"compile,omitempty"` // more sources to compile (test classes), relative to Root
	// Untraced runs without the instrumentation (cost measurement).
	Untraced bool `json:"-"`
	// mutants: variants of Files[0], run against Tests[0] (a class),
	// Failing (a method) first.
	Mutants [][]byte `json:"-"`
	Failing string   `json:"-"`
	// MutantTimeout bounds the failing test's run under one mutant (the
	// whole class: ten times it); default 30 s. A mutant often loops, but
	// the line budget stops such a loop first: this is only the backstop
	// for one that runs no traced line.
	MutantTimeout time.Duration `json:"-"`
	// LineBudget bounds each test of a coverage or mutants run by the
	// lines it runs (default 20 × MaxSteps): a loop stops at a count, not
	// at a wall-clock limit, so the outcome does not depend on load.
	LineBudget int64 `json:"-"`
	// DropSteps returns the step count without the steps (cost measurement).
	DropSteps bool `json:"-"`
}

// MutantResult is what one mutant did to the tests.
type MutantResult struct {
	ID       int  `json:"id"`
	Compiled bool `json:"compiled"`
	Fixes    bool `json:"fixes"`      // the failing test passes
	Run      int  `json:"run"`        // tests run when it fixes
	Failed   int  `json:"failed"`     // of those, failing
	Timeout  bool `json:"timeout"`    // it ran past Target.MutantTimeout (a loop that runs no traced line)
	Limit    bool `json:"step_limit"` // the failing test ran past Target.LineBudget (a loop, most often)
}

// RunMutants runs tg (mode mutants) and returns each mutant's result.
func RunMutants(ctx context.Context, opt trace.Options, tg Target) ([]MutantResult, *trace.Trace, error) {
	tg.Mode, tg.Untraced = "mutants", true
	tr, raw, err := run(ctx, opt, tg)
	if err != nil {
		return nil, nil, err
	}
	var r struct {
		Mutants []MutantResult `json:"mutants"`
	}
	if raw != nil {
		json.Unmarshal(raw, &r)
	}
	return r.Mutants, tr, nil
}

func mutantTimeout(tg Target) time.Duration {
	if tg.MutantTimeout > 0 {
		return tg.MutantTimeout
	}
	return 30 * time.Second
}

// JVMFlags size the JVM to the sandbox's limits. hashCode=3 draws identity
// hash codes from one sequence instead of per-thread generators seeded from
// os::random, which symbol creation and thread start also draw from: under
// load their order varied, and with it HashSet orders and so the trace.
func JVMFlags(lim sandbox.Limits) []string {
	heap := min(lim.MemoryBytes/2, 1<<30)
	return []string{
		"-Xmx" + strconv.FormatInt(heap>>20, 10) + "m", "-Xss4m",
		"-XX:+UseSerialGC", "-XX:ActiveProcessorCount=1", "-XX:TieredStopAtLevel=1", "-XX:CICompilerCount=1",
		"-XX:ReservedCodeCacheSize=48m", "-XX:CompressedClassSpaceSize=128m", "-XX:MaxMetaspaceSize=256m",
		"-XX:MaxDirectMemorySize=64m", "-XX:-UsePerfData", "-XX:+UnlockExperimentalVMOptions", "-XX:hashCode=3",
		"-Djava.io.tmpdir=/tmp", "-Dfile.encoding=UTF-8", "-Djava.awt.headless=true",
	}
}

// addressSpace is the RLIMIT_AS a JVM of these limits runs under: the heap
// plus what the JVM reserves besides (class space, code cache, the CDS
// archive, thread stacks).
func addressSpace(lim sandbox.Limits) int64 {
	return min(lim.MemoryBytes/2, 1<<30) + 3<<29
}

// Run records tg.
func Run(ctx context.Context, opt trace.Options, tg Target) (*trace.Trace, error) {
	tr, _, err := run(ctx, opt, tg)
	return tr, err
}

func run(ctx context.Context, opt trace.Options, tg Target) (*trace.Trace, []byte, error) {
	start := time.Now()
	if opt.Sandbox == nil {
		return nil, nil, fmt.Errorf("javatrace: no sandbox given")
	}
	j, err := FindJDK()
	if err != nil {
		return nil, nil, err
	}
	jar, err := AgentJar(j)
	if err != nil {
		return nil, nil, err
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
		return nil, nil, fmt.Errorf("sandbox: %w", err)
	}
	defer box.Close()
	if err := copyJava(tg.Root, box.HostWork); err != nil {
		return nil, nil, err
	}
	tr := &trace.Trace{Target: trace.Target{Mode: tg.Mode, Root: tg.Root, Files: tg.Files, Call: tg.Call, PytestArgs: tg.Tests, Untraced: tg.Untraced},
		Files: tg.Files, MaxSteps: opt.MaxSteps, Lang: "java",
		Static: map[string]map[int]*trace.LineInfo{}, Sources: map[string][]byte{}, Control: map[string]map[int][]int{}}
	if tg.Mode == "program" {
		tr.Target.Script = tg.Main
	}
	for _, f := range tg.Files {
		src, err := os.ReadFile(filepath.Join(box.HostWork, f))
		if err != nil {
			return nil, nil, fmt.Errorf("traced file %s: %w", f, err)
		}
		tr.Sources[f] = src
	}
	compile := append(append([]string{}, tg.Files...), tg.Compile...)
	if len(tg.Mutants) > 0 {
		d := filepath.Join(box.HostWork, ".unstuck-mutants")
		if err := os.MkdirAll(d, 0o755); err != nil {
			return nil, nil, err
		}
		for i, m := range tg.Mutants {
			if err := os.WriteFile(filepath.Join(d, "m"+strconv.Itoa(i)+".java"), m, 0o644); err != nil {
				return nil, nil, err
			}
		}
	}
	soft := lim.Wall.Seconds() - max(1, lim.Wall.Seconds()/10)
	sep := "\u0001"
	props := map[string]string{
		"mode": tg.Mode, "root": box.InWork, "files": strings.Join(tg.Files, sep), "compile": strings.Join(compile, sep),
		"main": tg.Main, "args": strings.Join(tg.Args, sep), "call": tg.Call, "tests": strings.Join(tg.Tests, sep),
		"max_steps": strconv.Itoa(opt.MaxSteps), "layers": strconv.Itoa(opt.Layers),
		"values": strconv.FormatBool(!opt.NoValues), "compare": strconv.FormatBool(!opt.NoCompare),
		"untraced": strconv.FormatBool(tg.Untraced), "soft_seconds": strconv.FormatFloat(soft, 'f', 1, 64),
		"classpath": strings.Join(j.JUnit, ":"),
		"mutants":   strconv.Itoa(len(tg.Mutants)), "failing": tg.Failing, "mutant_ms": strconv.FormatInt(mutantTimeout(tg).Milliseconds(), 10),
	}
	if tg.LineBudget > 0 {
		props["line_budget"] = strconv.FormatInt(tg.LineBudget, 10)
	}
	if err := os.WriteFile(filepath.Join(box.HostRT, "java-plan.properties"), []byte(properties(props)), 0o644); err != nil {
		return nil, nil, err
	}
	b, err := os.ReadFile(jar)
	if err != nil {
		return nil, nil, err
	}
	if err := os.WriteFile(filepath.Join(box.HostRT, "agent.jar"), b, 0o644); err != nil {
		return nil, nil, err
	}
	agent := filepath.Join(box.InRT, "agent.jar")
	cp := strings.Join(append(append([]string{agent}, j.ASM...), j.JUnit...), ":")
	java := append([]string{j.Java}, JVMFlags(lim)...)
	java = append(java, "-javaagent:"+agent, "-cp", cp, "unstuck.agent.Runner", filepath.Join(box.InRT, "java-plan.properties"))
	// The shell sets the address-space, CPU and file-size limits the
	// Python harness sets for itself, then becomes the JVM.
	argv := append([]string{"/bin/sh", "-c", fmt.Sprintf(`ulimit -v %d && ulimit -t %d && exec "$@"`,
		addressSpace(lim)>>10, int(lim.CPU.Seconds()+0.5)), "sh"}, java...)
	env := []string{"PATH=/usr/local/bin:/usr/bin:/bin", "HOME=" + box.InWork, "TMPDIR=/tmp", "LANG=C.UTF-8", "LC_ALL=C.UTF-8"}
	out, err := opt.Sandbox.RunReadOnly(ctx, box, argv, env, j.Paths, lim)
	tr.Seconds = time.Since(start).Seconds()
	if out == nil {
		return nil, nil, fmt.Errorf("sandbox: %w", err)
	}
	if !tr.Outcome(out) {
		return tr, nil, nil
	}
	if err := tr.Decode(out.Result, box.InWork); err != nil {
		return nil, nil, err
	}
	if err := decodeStatic(tr, out.Result); err != nil {
		return nil, nil, err
	}
	return tr, out.Result, nil
}

// javaStatic is the static side the Runner derives from the bytecode.
type javaStatic struct {
	Java map[string]struct {
		Lines []int                       `json:"lines"`
		Ctrl  map[string][]int            `json:"ctrl"`
		Calls map[string][]trace.CallSite `json:"calls"`
	} `json:"java"`
}

func decodeStatic(tr *trace.Trace, data []byte) error {
	var js javaStatic
	if err := json.Unmarshal(data, &js); err != nil {
		return fmt.Errorf("java tracer result: %w", err)
	}
	for f, st := range js.Java {
		lines := map[int]*trace.LineInfo{}
		for _, l := range st.Lines {
			lines[l] = &trace.LineInfo{}
		}
		for k, cs := range st.Calls {
			l, _ := strconv.Atoi(k)
			if lines[l] == nil {
				lines[l] = &trace.LineInfo{}
			}
			lines[l].Calls = cs
		}
		tr.Static[f] = lines
		cd := map[int][]int{}
		for k, v := range st.Ctrl {
			l, _ := strconv.Atoi(k)
			cd[l] = v
		}
		tr.Control[f] = cd
	}
	return nil
}

// ExecutableLines are the lines of file that have bytecode (the statement
// lines of the Java trace), sorted.
func ExecutableLines(tr *trace.Trace, file string) []int {
	var out []int
	for l := range tr.Static[file] {
		out = append(out, l)
	}
	sort.Ints(out)
	return out
}

func properties(m map[string]string) string {
	var keys []string
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, k := range keys {
		b.WriteString(k + "=")
		for i, r := range m[k] {
			switch {
			case r == '\\':
				b.WriteString(`\\`)
			case r == '\n':
				b.WriteString(`\n`)
			case r == '\r':
				b.WriteString(`\r`)
			case r == ' ' && i == 0:
				b.WriteString(`\ `)
			case r < 0x20:
				fmt.Fprintf(&b, `\u%04x`, r)
			default:
				b.WriteRune(r)
			}
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// copyJava copies the .java files of src (nothing hidden) into dst.
func copyJava(src, dst string) error {
	return trace.CopySources(src, dst, func(name string) bool { return strings.HasSuffix(name, ".java") })
}
