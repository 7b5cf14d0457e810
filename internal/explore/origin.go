package explore

// Phase: explore, before step 1. Where a cut-out body came from: a
// comment at its top naming the source file it was extracted from (a
// path such as src/pkg/mod.py) names a module the interpreter may import.
// When it does, the body's free names are that module's globals (private
// ones too), and the function the body was cut from (found by matching
// its lines against the module's functions) says what its parameters
// are: self an instance of the real enclosing class, others their
// defaults. What the module offers is introspected inside the sandbox
// once per module per process (origin.py); the prefix binds real objects
// where a stand-in would otherwise be.

import (
	"context"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"unstuck/internal/deps"
	"unstuck/internal/execute"
	"unstuck/internal/refs"
)

//go:embed origin.py
var originScript string

// Origins finds and describes the modules cut-out bodies came from.
type Origins struct {
	Exec *execute.Executor
	// Cold introspects in an interpreter of its own every time, never
	// forked from a warm server (warmKey).
	Cold    bool
	warmed  int // introspections a warm server ran (tests)
	mu      sync.Mutex
	busy    map[string]*sync.Mutex // one introspection per module at a time
	cache   map[string]*OriginModule
	missing map[string]bool // top-level names found not importable
	// learned are, by a module's top-level package, the other installed
	// packages introspections of its modules loaded (pytest, what its
	// conftest imports): a warm server holds them for the next module.
	learned map[string]map[string]bool
}

// OriginModule is what origin.py reports of one module.
type OriginModule struct {
	Module    string                 `json:"module"`
	File      string                 `json:"file"`
	Names     map[string]string      `json:"names"` // global -> kind letter (NameKind's, 'm' a module)
	Functions []OriginFunc           `json:"functions"`
	Classes   map[string]OriginClass `json:"classes"` // qualified name -> how to build one
	Missing   []string               `json:"missing"` // top-level candidates the interpreter cannot import
	// Contexts are the contexts the module's globals need entered
	// (flask's request outside a request): origin.py's contexts.
	Contexts []OriginContext `json:"contexts,omitempty"`
	// TimedOut: no candidate imported, one of them for lack of time (a
	// loaded machine): not known to be missing.
	TimedOut bool `json:"timed_out,omitempty"`
	// Loaded are the top-level modules loaded when the introspection
	// ended (the interpreter's own among them).
	Loaded []string `json:"loaded,omitempty"`
}

// OriginFunc is one function or method of the module.
type OriginFunc struct {
	Qual       string        `json:"qual"`
	Class      string        `json:"class"` // the enclosing class's qualified name, "" for a function
	Decorators []string      `json:"decorators"`
	Params     []OriginParam `json:"params"`
	Lines      []uint32      `json:"lines"` // hashes of its normalised body lines
	Size       int           `json:"size"`
	// Outer is the function a nested function is defined in ("": none):
	// its parameters are the nested one's closure.
	Outer string `json:"outer,omitempty"`
	// Setup, for a method, are calls of its instance's own methods that
	// put the instance in the state the method reads (a context's push
	// before its pop: origin.py's lifecycle), each Attr "" and its Expr
	// written with __self__; SetupAttrs are the instance's attributes
	// after them.
	Setup      []OriginInit `json:"setup,omitempty"`
	SetupAttrs []string     `json:"setup_attrs,omitempty"`
}

// OriginContext is a context the package's own classes enter (a
// request context's push) so that the globals Vars, which stand on a
// context variable, hold values: Expr, a statement that ran in the
// introspection, after Import.
type OriginContext struct {
	Vars   []string `json:"vars"`
	Expr   string   `json:"expr"`
	Import string   `json:"import"`
}

// contextLines are the statements entering the origin's contexts, for
// a prefix that binds real objects of the module: an environment made
// before the snippet runs, as the package's own tests make it.
func (org *Origin) contextLines() []string {
	if org == nil || org.Mod == nil {
		return nil
	}
	var out []string
	for _, c := range org.Mod.Contexts {
		if c.Expr == "" {
			continue
		}
		st := c.Expr
		if c.Import != "" {
			st = c.Import + "\n" + st
		}
		out = append(out, contextNote+strings.Join(c.Vars, ", ")+" hold values\n"+st)
	}
	return out
}

// contextNote opens a statement entering a context (envLabel reads it).
const contextNote = "# a context entered, so that "

// OriginParam is a parameter and its default when that is a literal.
type OriginParam struct {
	Name       string  `json:"name"`
	Default    *string `json:"default"`
	HasDefault bool    `json:"has_default"`
	// DefaultExpr is a default made of the module's globals (Names).
	DefaultExpr  string   `json:"default_expr"`
	DefaultNames []string `json:"default_names"`
	// Value is a real value of its annotation's type (nil: none built).
	Value *OriginClass `json:"value"`
	// Samples are other real values of that type, made by the package
	// from text and told apart by the predicates the body applies to the
	// parameter (origin.py's samples): candidates the explorer runs.
	Samples []OriginClass `json:"samples,omitempty"`
}

// sampleProposals are shaped prefixes whose parameters with samples
// each take their j-th sample (j < the most any has): real values of
// the kinds the body tells apart, for coverage to choose among.
func (b *builder) sampleProposals() []Proposal {
	org := b.origin
	if org == nil || org.Func == nil {
		return nil
	}
	most := 0
	for _, p := range org.Func.Params {
		most = max(most, len(p.Samples))
	}
	var out []Proposal
	for j := 0; j < most; j++ {
		over, imps := map[string]string{}, map[string]bool{}
		for _, p := range org.Func.Params {
			if len(p.Samples) == 0 || !slices.Contains(b.names, p.Name) {
				continue
			}
			s := p.Samples[min(j, len(p.Samples)-1)]
			over[p.Name] = s.New
			if s.Import != "" {
				imps[s.Import] = true
			}
		}
		if len(over) == 0 {
			return nil
		}
		pr := b.proposal(shaped, over, fmt.Sprintf("offline: shaped values, the parameters' sample %d", j+1))
		pr.private = sampled{}
		for imp := range imps {
			if !slices.Contains(pr.Imports, imp) {
				pr.Imports = append(pr.Imports, imp)
			}
		}
		sort.Strings(pr.Imports)
		for name, v := range over {
			pr.mark(BindPlain, name+" = "+v)
		}
		out = append(out, pr)
	}
	return out
}

// sampled marks a node of sampleProposals (Node.Private).
type sampled struct{}

// fromSample: n is a sample's node or descends from one.
func fromSample(nodes []*Node, n *Node) bool {
	for i := 0; n != nil && i < len(nodes); i++ {
		if _, ok := n.Private.(sampled); ok {
			return true
		}
		if n.Parent == 0 {
			return false
		}
		n = NodeByID(nodes, n.Parent)
	}
	return false
}

// bestUnsampled is the node covering most lines alone among those that
// do not come from a sample (ties: the earlier), or nil.
func bestUnsampled(nodes []*Node) *Node {
	var best *Node
	for _, n := range nodes {
		if !fromSample(nodes, n) && (best == nil || len(n.Covered) > len(best.Covered)) {
			best = n
		}
	}
	return best
}

// sampleAlts are a parameter's samples as statements (import, binding).
func (b *builder) sampleAlts(name string) [][]string {
	if b.origin == nil {
		return nil
	}
	_, p := b.origin.Func.param(name)
	if p == nil || p.HasDefault {
		return nil
	}
	var out [][]string
	for _, s := range p.Samples {
		out = append(out, []string{s.Import, name + " = " + s.New})
	}
	return out
}

// OriginClass builds a real instance: New is a call that succeeded in
// the introspection, or Class.__new__(Class); Attrs are the attributes
// that instance has.
type OriginClass struct {
	New    string   `json:"new"`
	Attrs  []string `json:"attrs"`
	Import string   `json:"import"` // what New needs imported, for a class of another module
	// Function: New is a real function for a parameter that is one.
	Function bool `json:"function,omitempty"`
	// Data are the attributes the instance holds as plain data (None, a
	// bool, number or text: origin.py's data_attrs), which a caller may
	// have set otherwise.
	Data []string `json:"data,omitempty"`
	// Init, for an instance New makes with __new__, is the state its
	// constructors would have set from nothing the caller gives.
	Init []OriginInit `json:"init,omitempty"`
}

// OriginInit is one attribute a constructor sets to a value that needs
// none of its required arguments (a literal, a literal default, an
// expression of its module's globals and the instance, written
// __self__: origin.py's init_attrs), or (Attr "") a call of its own
// method it makes with such arguments; each ran on a fresh instance in
// the introspection.
type OriginInit struct {
	Attr   string   `json:"attr"`
	Expr   string   `json:"expr"`
	Module string   `json:"module"` // the module whose globals Expr names
	Names  []string `json:"names"`
	Import string   `json:"import,omitempty"` // what else Expr needs imported (lines)
}

// selfToken is how origin.py writes the instance in Init's expressions.
var selfToken = regexp.MustCompile(`\b__self__\b`)

// initLines set name's attributes to c's constructor state, except those
// in skip; with the imports the expressions need.
func (c *OriginClass) initLines(name string, skip map[string]bool) []string {
	var out []string
	for _, ia := range c.Init {
		if ia.Attr != "" && (skip[ia.Attr] || !isIdent(ia.Attr)) {
			continue
		}
		if len(ia.Names) > 0 {
			out = append(out, "from "+ia.Module+" import "+strings.Join(ia.Names, ", "))
		}
		if ia.Import != "" {
			out = append(out, strings.Split(ia.Import, "\n")...)
		}
		e := selfToken.ReplaceAllString(ia.Expr, name)
		if ia.Attr == "" {
			out = append(out, e) // a call the constructor makes
		} else {
			out = append(out, name+"."+ia.Attr+" = "+e)
		}
	}
	return out
}

// Origin is what the module of one snippet offers it.
type Origin struct {
	Mod     *OriginModule
	Func    *OriginFunc  // the function the body was cut from (nil: none found)
	Class   *OriginClass // its enclosing class's recipe (nil: none, or not a method)
	Seconds float64      // introspection time this snippet paid
}

// provenance finds the source path a comment in the snippet's first
// lines names ("# Extracted from ./repo/src/pkg/mod.py").
var provenance = regexp.MustCompile(`(?m)\A(?:[ \t]*(?:#[^\n]*)?\n){0,2}?[ \t]*#[^\n]*?([\w./\\-]+\.py)\b`)

// candidates are the dotted module names a path may mean, longest first:
// each suffix of its components that are all identifiers ("src/flask/
// app.py": flask.app, app).
func candidates(path string) []string {
	path = strings.ReplaceAll(strings.TrimSuffix(path, ".py"), "\\", "/")
	parts := strings.Split(path, "/")
	if n := len(parts); n > 1 && parts[n-1] == "__init__" {
		parts = parts[:n-1]
	}
	var out []string
	for i := len(parts) - 1; i >= 0; i-- {
		if !isIdent(parts[i]) {
			break
		}
		out = append(out, strings.Join(parts[i:], "."))
	}
	// Longest first: the most specific reading of the path.
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// Find is the origin of s, or nil.
func (o *Origins) Find(ctx context.Context, s *Snippet) *Origin {
	return o.find(ctx, s, nil)
}

// find is Find with the interpreter's class index (nil: none), which
// says which packages a warm server may hold for the introspection.
func (o *Origins) find(ctx context.Context, s *Snippet, idx *ClassIndex) *Origin {
	if o == nil || o.Exec == nil {
		return nil
	}
	m := provenance.FindSubmatch(s.Src)
	if m == nil {
		return nil
	}
	var cands []string
	o.mu.Lock()
	for _, c := range candidates(string(m[1])) {
		if !o.missing[strings.SplitN(c, ".", 2)[0]] {
			cands = append(cands, c)
		}
	}
	o.mu.Unlock()
	if len(cands) == 0 {
		return nil
	}
	start := time.Now()
	mod, cpu := o.module(ctx, string(m[1]), cands, idx)
	s.introspect.cpu += cpu
	if mod == nil || mod.Module == "" {
		return nil
	}
	org := &Origin{Mod: mod, Seconds: time.Since(start).Seconds()}
	org.Func = mod.match(s.Src)
	if org.Func != nil && org.Func.Outer != "" {
		org.Func = mod.withClosure(org.Func)
	}
	if org.Func != nil && org.Func.Class != "" {
		if c, ok := mod.Classes[org.Func.Class]; ok {
			org.Class = &c
		}
	}
	return org
}

// module introspects the first candidate that imports, once per process
// (and across processes through a cache on disk, while the module's file
// is unchanged). Snippets of one module wait for one introspection;
// those of others do not wait for it.
// The CPU is that of the introspection run this call made (0: none).
func (o *Origins) module(ctx context.Context, key string, cands []string, idx *ClassIndex) (*OriginModule, float64) {
	o.mu.Lock()
	if o.cache == nil {
		o.cache, o.missing, o.busy = map[string]*OriginModule{}, map[string]bool{}, map[string]*sync.Mutex{}
	}
	if o.busy[key] == nil {
		o.busy[key] = &sync.Mutex{}
	}
	one := o.busy[key]
	o.mu.Unlock()
	one.Lock()
	defer one.Unlock()
	o.mu.Lock()
	m, ok := o.cache[key]
	o.mu.Unlock()
	if ok {
		return m, 0
	}
	file := o.cacheFile(cands)
	mod := readOriginCache(file, siteStamp(o.Exec.Interpreter()))
	cpu := 0.0
	if mod == nil {
		src := []byte(originScript + fmt.Sprintf("\nmain(%q)\n", strings.Join(cands, " ")))
		status, stdout, c, ran := o.warmRun(ctx, src, o.warmKey(cands, idx))
		cpu = c
		if !ran && ctx.Err() == nil {
			r := o.Exec.WithOutputBytes(originOutput).RunMode(ctx, "origin.py", src, execute.Mode{Wall: originWall, Untraced: true})
			status, stdout, cpu = r.Status, r.Stdout, cpu+r.CPUSeconds
		}
		mod = &OriginModule{}
		if (status == "ok" || status == "exit") && json.Unmarshal([]byte(strings.TrimSpace(stdout)), mod) == nil {
			writeOriginCache(file, mod, siteStamp(o.Exec.Interpreter()))
		} else if ctx.Err() != nil {
			return nil, cpu // cancelled: not cached
		}
	}
	o.mu.Lock()
	o.cache[key] = mod
	for _, top := range mod.Missing {
		o.missing[top] = true // later snippets from the same tree do not ask again
	}
	o.learn(mod, idx)
	o.mu.Unlock()
	return mod, cpu
}

// learn keeps the installed packages other than its own that the
// introspection of mod loaded (o.mu held): not the standard library's,
// not private ones, only those the class index says import.
func (o *Origins) learn(mod *OriginModule, idx *ClassIndex) {
	top, _, _ := strings.Cut(mod.Module, ".")
	if top == "" || idx == nil || idx.Modules == nil {
		return
	}
	if o.learned == nil {
		o.learned = map[string]map[string]bool{}
	}
	if o.learned[top] == nil {
		o.learned[top] = map[string]bool{}
	}
	for _, m := range mod.Loaded {
		if m != top && isIdent(m) && !strings.HasPrefix(m, "_") && idx.Modules[m] && !deps.IsStdlib(m) {
			o.learned[top][m] = true
		}
	}
}

// An introspection's time and output bounds.
const (
	originWall   = 60 * time.Second
	originOutput = 16 << 20
)

// warmKey are the packages a warm server may hold for the introspection
// of cands: the top-level package of the first candidate origin.py would
// import (the first whose package the class index says the interpreter
// imports, and not known missing), so that the introspection's own run
// would have imported it first anyway, and the other packages earlier
// introspections of that package's modules loaded (learn): a test module
// imports pytest, its conftest more. None of them is a module of the
// package itself, whose loaded modules the introspection reads. nil, and
// the introspection runs cold, without an index, when that package is
// the standard library's (nothing heavy to share), or when none imports.
func (o *Origins) warmKey(cands []string, idx *ClassIndex) []string {
	if o.Cold || idx == nil || idx.Modules == nil {
		return nil
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	for _, c := range cands {
		top, _, _ := strings.Cut(c, ".")
		if o.missing[top] || !idx.Modules[top] {
			continue
		}
		if deps.IsStdlib(top) {
			return nil
		}
		key := []string{top}
		for m := range o.learned[top] {
			key = append(key, m)
		}
		sort.Strings(key[1:])
		return key
	}
	return nil
}

// warmRun runs the introspection src as a script job forked from a warm
// server that holds key (execute.Pool): the package's import is paid once
// per server, not once per module introspected. Introspection proves
// nothing (what it finds is proposed, run, and replayed cold like any
// prefix), so a process that imported the package before it may serve.
// ran is false when it did not run there (no key, no pool, no server):
// the caller runs it cold. cpu counts the server's start-up when this
// run had it started.
func (o *Origins) warmRun(ctx context.Context, src []byte, key []string) (status, stdout string, cpu float64, ran bool) {
	pool := o.Exec.Warm()
	if len(key) == 0 || pool == nil {
		return "", "", 0, false
	}
	ses, _ := pool.Session(ctx, "origin.py", src, execute.Mode{Wall: originWall}, key)
	if ses == nil {
		return "", "", 0, false
	}
	defer ses.Close()
	cpu = ses.TakeStartCPU()
	r := ses.Run([]execute.Job{{ID: 1, Script: true, Timeout: (originWall - 10*time.Second).Seconds(), StdoutBytes: originOutput}}, nil)
	cpu += r.CPUSeconds
	if len(r.Batch) != 1 {
		return "", "", cpu, false
	}
	o.mu.Lock()
	o.warmed++
	o.mu.Unlock()
	return r.Batch[0].Status, r.Batch[0].Stdout, cpu, true
}

// cacheFile is where the introspection of cands is kept for the
// interpreter ("" : no cache).
func (o *Origins) cacheFile(cands []string) string {
	in := o.Exec.Interpreter()
	st, err := os.Stat(in.Executable)
	if err != nil {
		return ""
	}
	dir, err := os.UserCacheDir()
	if err != nil {
		dir = os.TempDir()
	}
	key := sha256.Sum256([]byte(fmt.Sprintf("%s\x00%s\x00%d\x00%s\x00%s", in.Executable, in.Version, st.ModTime().UnixNano(), originScript, strings.Join(cands, " "))))
	return filepath.Join(dir, "unstuck", "origin", hex.EncodeToString(key[:10])+".json")
}

// originCache is an introspection on disk, with the modification time of
// the module's file it describes; or, when no candidate imported, the
// installed packages' stamp (siteStamp) it was made with: a package
// installed since makes it stale. Without it, every process would pay
// again, for each module of a tree that does not import, the seconds of
// trying.
type originCache struct {
	Mod   *OriginModule `json:"mod"`
	MTime int64         `json:"mtime"`
	Site  string        `json:"site,omitempty"`
}

func readOriginCache(file, site string) *OriginModule {
	if file == "" {
		return nil
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return nil
	}
	var c originCache
	if json.Unmarshal(data, &c) != nil || c.Mod == nil {
		return nil
	}
	if c.Mod.File == "" {
		if c.Mod.Module != "" || c.Site == "" || c.Site != site {
			return nil
		}
		return c.Mod
	}
	if st, err := os.Stat(c.Mod.File); err != nil || st.ModTime().UnixNano() != c.MTime {
		return nil // the module changed (or went): introspect again
	}
	return c.Mod
}

// writeOriginCache keeps an introspection: one that found a module with
// its file's time, one that found none with site, the packages' stamp
// (not when an import ran out of time: that says nothing).
func writeOriginCache(file string, m *OriginModule, site string) {
	if file == "" {
		return
	}
	c := originCache{Mod: m}
	switch {
	case m.File != "":
		st, err := os.Stat(m.File)
		if err != nil {
			return
		}
		c.MTime = st.ModTime().UnixNano()
	case m.Module == "" && !m.TimedOut && site != "":
		c.Site = site
	default:
		return
	}
	data, err := json.Marshal(c)
	if err != nil {
		return
	}
	os.MkdirAll(filepath.Dir(file), 0o755)
	tmp := file + ".tmp" + strconv.Itoa(os.Getpid())
	if os.WriteFile(tmp, data, 0o644) == nil {
		os.Rename(tmp, file)
	}
}

var nonWord = regexp.MustCompile(`[^\p{L}\p{N}_]+`)

// lineHash is origin.py's line_hash: the line without blanks and
// punctuation, a leading return (exit in a cut-out body) dropped.
func lineHash(line string) (uint32, bool) {
	if strings.HasPrefix(strings.TrimSpace(line), "#") {
		return 0, false
	}
	n := nonWord.ReplaceAllString(unannotated(line), "")
	for _, kw := range []string{"return", "exit"} {
		if strings.HasPrefix(n, kw) {
			n = n[len(kw):]
			break
		}
	}
	if len(n) < 3 {
		return 0, false
	}
	return crc32.ChecksumIEEE([]byte(n)), true
}

var annotatedLine = regexp.MustCompile(`^([ \t]*)([A-Za-z_][\p{L}\p{N}_.]*)[ \t]*:(.*)$`)

// unannotated is origin.py's unannotated: an annotated assignment
// (self.x: T = v) as the plain one (self.x = v), so that a body matches
// the installed version of its function where one of them adds or drops
// the annotation.
func unannotated(line string) string {
	m := annotatedLine.FindStringSubmatch(line)
	if m == nil || slices.Contains([]string{"else", "try", "finally", "lambda", "except"}, m[2]) {
		return line
	}
	rest := m[3]
	i := strings.Index(rest, "=")
	if i <= 0 || strings.HasPrefix(rest[i+1:], "=") || strings.ContainsRune("<>!=:", rune(rest[i-1])) {
		return line
	}
	ann := rest[:i]
	if strings.TrimSpace(ann) == "" || strings.Count(ann, "(")+strings.Count(ann, "[")+strings.Count(ann, "{") != strings.Count(ann, ")")+strings.Count(ann, "]")+strings.Count(ann, "}") {
		return line
	}
	return m[1] + m[2] + " =" + rest[i+1:]
}

// match is the function whose body holds most of src's lines (at least
// half of them), the smallest such on a tie.
func (m *OriginModule) match(src []byte) *OriginFunc {
	want := map[uint32]bool{}
	for _, l := range strings.Split(string(src), "\n") {
		if h, ok := lineHash(l); ok {
			want[h] = true
		}
	}
	if len(want) == 0 {
		return nil
	}
	var best *OriginFunc
	bestHits, second := 0, 0
	for i := range m.Functions {
		f := &m.Functions[i]
		hits := 0
		for _, h := range f.Lines {
			if want[h] {
				hits++
			}
		}
		if hits > bestHits || hits == bestHits && best != nil && hits > 0 && f.Size < best.Size {
			second = max(second, bestHits)
			best, bestHits = f, hits
		} else {
			second = max(second, hits)
		}
	}
	if best == nil || bestHits == 0 {
		return nil
	}
	// Half the body's lines, or (the installed version wraps or words
	// its statements otherwise) a third and twice any other function's.
	if 2*bestHits >= len(want) || bestHits >= 2 && 3*bestHits >= len(want) && bestHits >= 2*second {
		return best
	}
	return nil
}

// withClosure is nested function f seen with the parameters of the
// functions it is nested in, outermost first (a decorator's self is its
// method's), its own parameters in place of theirs of the same name: the
// enclosing method's class and decorators are its, so self is built as
// for the method.
func (m *OriginModule) withClosure(f *OriginFunc) *OriginFunc {
	chain := []*OriginFunc{f}
	for cur := f; cur.Outer != "" && len(chain) < 5; {
		var next *OriginFunc
		for i := range m.Functions {
			if m.Functions[i].Qual == cur.Outer {
				next = &m.Functions[i]
				break
			}
		}
		if next == nil {
			break
		}
		chain = append(chain, next)
		cur = next
	}
	if len(chain) == 1 {
		return f
	}
	out := *f
	top := chain[len(chain)-1]
	out.Class, out.Decorators, out.Params = top.Class, top.Decorators, nil
	for i := len(chain) - 1; i >= 0; i-- {
		for _, p := range chain[i].Params {
			if i > 0 && p.HasDefault {
				// An enclosing function's default is one call's argument, not
				// the closure's value: the name is valued as any other.
				p.Default, p.DefaultExpr, p.DefaultNames = nil, "", nil
			}
			if j, _ := out.param(p.Name); j >= 0 {
				out.Params[j] = p // an inner parameter shadows the outer one
			} else {
				out.Params = append(out.Params, p)
			}
		}
	}
	return &out
}

// param is the function's parameter called name (nil: none).
func (f *OriginFunc) param(name string) (int, *OriginParam) {
	if f == nil {
		return -1, nil
	}
	for i := range f.Params {
		if f.Params[i].Name == name {
			return i, &f.Params[i]
		}
	}
	return -1, nil
}

// classFirst: the method's first parameter is its class, not an
// instance: a classmethod, or one Python makes a class method implicitly
// (__new__ takes the class it builds an instance of; __init_subclass__
// and __class_getitem__ are class methods without the decorator).
func (f *OriginFunc) classFirst() bool {
	q := f.Qual[strings.LastIndexByte(f.Qual, '.')+1:]
	return f.decorated("classmethod") || q == "__new__" || q == "__init_subclass__" || q == "__class_getitem__"
}

func (f *OriginFunc) decorated(name string) bool {
	for _, d := range f.Decorators {
		if d == name {
			return true
		}
	}
	return false
}

// originBinding binds name from the snippet's origin: a parameter of the
// function the body was cut from (self/cls: the real class; a parameter
// with a literal default: that default), else a global of its module
// (an import). ok is false when the origin has nothing for name; imp is
// an import to add, stmt a statement.
func (b *builder) originBinding(name string, st style) (imp, stmt string, k BindingKind, ok bool) {
	org := b.origin
	if org == nil || org.Mod == nil {
		return "", "", "", false
	}
	mod := org.Mod.Module
	if i, p := org.Func.param(name); p != nil {
		if i == 0 && org.Func.Class != "" && org.Class != nil && !org.Func.decorated("staticmethod") {
			top := strings.SplitN(org.Func.Class, ".", 2)[0]
			imp = "from " + mod + " import " + top
			if org.Func.classFirst() {
				return imp, name + " = " + org.Func.Class, BindPlain, true
			}
			if org.Class.Import != "" {
				imp = org.Class.Import // a subclass of another module, or classes its arguments need
			}
			c := org.Class
			if st != legacy {
				c = org.Func.prepared(c)
			}
			v, k := b.instanceOf(name, c, st)
			return imp, v, k, true
		}
		if p.Default != nil {
			return "", name + " = " + *p.Default, BindPlain, true
		}
		if p.DefaultExpr != "" {
			return "from " + mod + " import " + strings.Join(p.DefaultNames, ", "), name + " = " + p.DefaultExpr, BindPlain, true
		}
		if p.Value != nil && !p.HasDefault {
			v, k := b.instanceOf(name, p.Value, st)
			return p.Value.Import, v, k, true
		}
		if len(p.Samples) > 0 && p.Samples[0].Function && !p.HasDefault {
			// A parameter that is a function: the first real function
			// that fits it (origin.py's called_samples), not a lambda.
			return p.Samples[0].Import, name + " = " + p.Samples[0].New, BindPlain, true
		}
		return "", "", "", false // a parameter: the module's global of that name is not it
	}
	if _, ok := org.Mod.Names[name]; ok && isIdent(name) {
		return "from " + mod + " import " + name, "", BindPlain, true
	}
	return "", "", "", false
}

// instanceOf is a statement binding name to a real instance of the
// enclosing class: built as the introspection built one, then given the
// attributes the snippet reads that the instance lacks (instance
// attributes its constructor did not set), each a value of its usage.
func (b *builder) instanceOf(name string, c *OriginClass, st style) (string, BindingKind) {
	have := map[string]bool{}
	for _, a := range c.Attrs {
		have[a] = true
	}
	b.kind = BindPlain
	lines := []string{name + " = " + c.New}
	// The constructor's own state first: a value the snippet's usage
	// would have to make up (a method: a lambda) is the constructor's
	// where it set one other than None; otherwise usage decides.
	init := map[string]string{}
	for _, ia := range c.Init {
		init[ia.Attr] = ia.Expr
	}
	u := b.s.Refs.Usages[name]
	byUsage := map[string]bool{}
	if u != nil {
		for _, a := range sortedAttrs(u) {
			if e, ok := init[a]; !ok || e == "None" && usedAsObject(u.Attrs[a]) {
				byUsage[a] = true
			}
		}
	}
	lines = append(lines, c.initLines(name, byUsage)...)
	if u != nil {
		for _, a := range sortedAttrs(u) {
			au := u.Attrs[a]
			if !isIdent(a) || have[a] || strings.HasPrefix(a, "__") || !byUsage[a] {
				continue
			}
			var v string
			if len(au.Calls) > 0 {
				ret := "None"
				if au.Result != nil && !empty(au.Result) {
					ret = b.value(name+"."+a+"()", au.Result, st, 1)
				}
				v = "lambda *args, **kwargs: " + ret
				b.note(BindLambda)
			} else {
				v = b.value(name+"."+a, au, st, 1)
			}
			lines = append(lines, name+"."+a+" = "+v)
		}
	}
	return strings.Join(lines, "\n"), b.kind
}

// usedAsObject: the snippet does with u what None cannot do (reads
// attributes or items, calls, iterates, computes with it, enters it).
func usedAsObject(u *refs.Usage) bool {
	return u != nil && (len(u.Attrs) > 0 || len(u.Calls) > 0 || len(u.Keys) > 0 || u.Iterated || u.Len ||
		len(u.Contains) > 0 || len(u.BinOps) > 0 || u.ContextManager || len(u.Unpacked) > 0 || u.Mapping)
}

// originNames are the names an origin binds, sorted (for tests and notes).
func (org *Origin) originNames() []string {
	var out []string
	if org == nil || org.Mod == nil {
		return nil
	}
	for n := range org.Mod.Names {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// inPlace marks, among names, those the origin binds to a real instance
// (self, an annotated parameter) as "x.": the solver then assigns their
// attributes rather than replacing them by stand-ins.
func (b *builder) inPlace(names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = n
		if b.realInstance(n) {
			out[i] = n + "."
		}
	}
	return out
}

// realInstance: the origin binds name to an instance of a class it built
// (self, or a parameter annotated with a class).
func (b *builder) realInstance(name string) bool {
	org := b.origin
	if org == nil || org.Func == nil {
		return false
	}
	i, p := org.Func.param(name)
	switch {
	case p == nil || p.Default != nil || p.DefaultExpr != "":
		return false
	case i == 0 && org.Func.Class != "" && org.Class != nil:
		return !org.Func.decorated("staticmethod") && !org.Func.classFirst()
	}
	return p.Value != nil && p.Value.Import != "" && !p.HasDefault
}

// instanceRecipe is how the origin builds the real instance a method's
// first parameter name is (the import, the constructor call, the
// instance's attribute names, those of them it holds as plain data); ok
// is false for anything else.
func (org *Origin) instanceRecipe(name string) (imp, build string, attrs, data map[string]bool, ok bool) {
	if org == nil || org.Mod == nil || org.Class == nil || org.Func == nil || org.Func.Class == "" {
		return "", "", nil, nil, false
	}
	i, p := org.Func.param(name)
	if p == nil || i != 0 || org.Func.decorated("staticmethod") || org.Func.classFirst() {
		return "", "", nil, nil, false
	}
	imp = "from " + org.Mod.Module + " import " + strings.SplitN(org.Func.Class, ".", 2)[0]
	if org.Class.Import != "" {
		imp = org.Class.Import
	}
	c := org.Func.prepared(org.Class)
	attrs = map[string]bool{}
	for _, a := range c.Attrs {
		attrs[a] = true
	}
	data = map[string]bool{}
	for _, a := range c.Data {
		data[a] = true
	}
	return imp, c.New, attrs, data, true
}

// prepared is c with f's lifecycle calls (Setup) after its constructor
// state, and the attributes the instance has after them; c itself when f
// has none.
func (f *OriginFunc) prepared(c *OriginClass) *OriginClass {
	if f == nil || len(f.Setup) == 0 {
		return c
	}
	p := *c
	p.Init = append(append([]OriginInit{}, c.Init...), f.Setup...)
	p.Attrs = append(append([]string{}, c.Attrs...), f.SetupAttrs...)
	return &p
}
