package explore

import (
	"context"
	_ "embed"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"unstuck/internal/deps"
	"unstuck/internal/pyparse"
	"unstuck/internal/refs"
)

// stubClass is the permissive stand-in the offline proposer defines in its
// prefixes for values nothing tells the shape of (plain Python, so the
// prefix files run without unstuck).
//
//go:embed stub.py
var stubClass string

// stubForced is the stand-in of --force (forced execution): its answers
// to truth tests and comparisons follow Stub._truth and, per line,
// Stub._steer, not any one value.
//
//go:embed stub_forced.py
var stubForced string

// openShim is the prefix's open(), for snippets that open files nobody
// gave them (plain Python too).
//
//go:embed open.py
var openShim string

// isinstanceShim lets isinstance() take Stubs that stand for classes.
//
//go:embed isinstance.py
var isinstanceShim string

//go:embed isinstance_forced.py
var isinstanceForced string

// Offline proposes prefixes without an LLM, in the three roles of
// Treefix's prompts: shapes inferred from how the snippet uses each
// undefined name (step 1), repairs from the exception a prefix raised
// (step 2), and values that flip the conditions guarding uncovered lines,
// plus calls of functions the snippet defines but never calls (step 3).
type Offline struct {
	// Solve, when set, finds values that make a condition true or false
	// (Z3); rules are used where it cannot.
	Solve Flipper
	// Force is forced execution (X-Force): Stubs answer truth tests and
	// comparisons as the path to an uncovered line needs (Stub._steer,
	// Stub._truth), whether or not one value could. Prefixes using it are
	// marked forced. Off by default: every object answers from its own
	// state, the same on every line.
	Force bool
	// NoSteer, with Force, leaves Stub._steer out of step 3.
	NoSteer bool
	// Index, when set, says which modules are importable and which
	// attributes the buildable library classes have (LoadClassIndex).
	Index *ClassIndex
	// Origins, when set, finds the module a cut-out body came from (a
	// comment naming its source file) and binds its free names to that
	// module's real objects (origin.go).
	Origins *Origins
	// RealNames is which real names P never binds to a stand-in
	// (realnames.go; empty: RealNamesStdlib).
	RealNames RealNameScope
}

// Flipper finds assignments (name -> Python literal) that make the Python
// condition cond evaluate to want, over the free names given.
type Flipper interface {
	Flip(ctx context.Context, cond *pyparse.Node, src []byte, want bool, names []string) (map[string]string, error)
}

// NewOffline returns the offline proposer.
func NewOffline() *Offline { return &Offline{} }

// Name implements Proposer.
func (o *Offline) Name() string { return "offline" }

// Propose implements Proposer.
func (o *Offline) Propose(ctx context.Context, req Request) ([]Proposal, error) {
	b := newBuilder(req.Snippet)
	if o.Index != nil {
		b.index, b.installed, b.idx = o.Index.Classes, o.Index.Modules, o.Index
	}
	// --force keeps the stand-in objects steering acts on.
	b.stubObjects = o.Force
	if o.Origins != nil {
		s := req.Snippet
		s.originOnce.Do(func() {
			start := time.Now()
			s.origin = o.Origins.find(ctx, s, o.Index)
			s.introspect.seconds = time.Since(start).Seconds()
			shadowParams(s)
		})
		b.origin = s.origin
		if s.Refs != nil {
			b.names = s.Refs.Names()
		}
	}
	var out []Proposal
	switch req.Step {
	case 1:
		for _, style := range []style{shaped, legacy, stubs, falsy} {
			out = append(out, b.proposal(style, nil, fmt.Sprintf("offline: %s values", style)))
		}
		shapedInit := len(out[0].Init) // with the environment made for the snippet
		// Stubs that answer truth tests the other way round.
		inv := b.proposal(legacy, nil, "offline: shaped values, stubs false")
		inv.Init = append(inv.Init, "Stub._truth = False")
		inv.mark(BindHelper, "Stub._truth = False") // a setting of the class binds nothing (repair.go marks it so too)
		out = append(out, inv)
		// The other class of a library for names that fit two (Series or
		// DataFrame): one more prefix, only where there is such a name.
		b.altClass = true
		if alt := b.proposal(shaped, nil, "offline: shaped values, the other real class"); b.alts > 0 {
			out = append(out, alt)
		}
		b.altClass = false
		out = append(out, b.sampleProposals()...)
		// The snippet's own parser given its options too (argvparse.go):
		// one prefix per further command line.
		for v := 1; v <= 2; v++ {
			if memoArgparse(b.s, v) != "" {
				b.argvVariant = v
				out = append(out, b.proposal(shaped, nil, fmt.Sprintf("offline: shaped values, command line %d", v)))
				b.argvVariant = 0
			}
		}
		// Where the snippet handles errors, the environment it reads
		// (files, a network, servers) also absent: a made-up host does
		// not resolve, a file is missing, and the except clause runs.
		if handlesErrors(b.s.Tree) {
			b.bareEnv = true
			if bare := b.proposal(shaped, nil, "offline: shaped values, no environment"); len(bare.Init) < shapedInit {
				out = append(out, bare)
			}
			b.bareEnv = false
		}
	case 2:
		out = o.repair(b, req)
	case 3:
		out = o.guide(ctx, b, req)
	case 4:
		out = o.destub(b, req)
	}
	if len(out) > req.N && req.N > 0 {
		out = out[:req.N]
	}
	for i := range out {
		out[i] = o.finish(req.Snippet, out[i])
	}
	return out, nil
}

// handlesErrors reports whether the snippet has an except clause.
func handlesErrors(t *pyparse.Tree) bool {
	found := false
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		found = found || n.Type() == "except_clause" || n.Type() == "except_group_clause"
		return !found
	})
	return found
}

// style is how values are chosen when usage leaves room.
type style int

const (
	shaped style = iota // the most likely shape, conditions satisfied
	stubs               // a Stub for everything that is not a module
	falsy               // shapes with conditions falsified, containers empty
	mocks               // unittest.mock.MagicMock: not proposed (truthy yet empty, no one value)
	large               // shapes with large numbers, for thresholds on derived values
	legacy              // shapes, but objects are Stubs with some attributes set (real objects not tried)
)

func (s style) String() string {
	return [...]string{"shaped", "stub", "falsy", "mock", "large", "stub-object"}[s]
}

// builder assembles prefixes for one snippet.
type builder struct {
	s     *Snippet
	names []string
	mods  map[string]bool            // top-level modules the snippet imports
	index map[string]map[string]bool // class index: class -> attribute names (nil: none)
	// installed are the importable top-level modules (nil: not known, so
	// every third-party import gets a stand-in for when it is missing).
	installed map[string]bool
	idx       *ClassIndex // the index of installed modules' public names (nil: none)
	// stubObjects: objects are Stubs with attributes (the legacy style),
	// never real objects or namespaces.
	stubObjects bool
	// altClass: a real value is of the runner-up class of its library
	// (realobj.go); alts counts the values so built.
	altClass    bool
	bareEnv     bool // no files, network or servers made for the snippet (handlesErrors)
	argvVariant int  // argparseCommandLine's variant for this proposal (0: positionals only)
	alts        int
	// kind is the farthest from real of the values value() built since it
	// was last reset: the kind of the binding being written.
	kind BindingKind
	// origin is the module the snippet was cut from (nil: none known).
	origin *Origin
	dates  map[string]string // dateArgs of the snippet, once asked
	// passed: what the snippet's names are given to (passedto.go), once
	// asked; extraCols are the labels the frame being built is given
	// beside (on="key").
	passed    map[string]*passed
	extraCols []string
	// pathVar is the name whose value is the file being made (a path in
	// a variable), while dataContent makes it.
	pathVar string
	// textVar is the name that holds the text a reader reads (through
	// StringIO), while readerText makes it: readerContent's frame is
	// written to a string for it, not to a file.
	textVar string
	// passedCols are the labels given beside a frame the snippet makes
	// itself, where it passes it to an annotated parameter (passedto.go).
	passedCols map[string][]string
	// bounds are timeBound's answers, found once (nil: not yet asked).
	bounds map[string]string
}

// note records that the value being built holds a stand-in of kind k.
func (b *builder) note(k BindingKind) { b.kind = worse(b.kind, k) }

// valueKind builds a value and says what kind of binding it makes.
func (b *builder) valueKind(name string, u *refs.Usage, st style) (string, BindingKind) {
	b.kind = BindPlain
	v := b.value(name, u, st, 0)
	return v, b.kind
}

func newBuilder(s *Snippet) *builder {
	b := &builder{s: s}
	if s.Refs != nil {
		b.names = s.Refs.Names()
	}
	return b
}

// proposal builds a whole prefix: imports, fake modules for imports that
// cannot be satisfied, data files the snippet opens, a value per
// undefined name (override wins). The Stub class and shims are added by
// finish, when the prefix uses them.
func (b *builder) proposal(st style, override map[string]string, note string) Proposal {
	p := Proposal{Note: note}
	imports := map[string]bool{}
	var init []string
	var fromOrigin []string
	// The modules the snippet patches, made (patchmods.go): their names
	// are imported once the files are there.
	made, madeNames := "", map[string]string(nil)
	if st != stubs && st != mocks {
		made, madeNames = b.patchedModules()
	}
	for _, name := range b.names {
		if v, ok := override[name]; ok {
			init = append(init, name+" = "+v)
			continue
		}
		if imp := madeNames[name]; imp != "" {
			init = append(init, imp)
			continue
		}
		u := b.s.Refs.Usages[name]
		if st != stubs && st != mocks {
			// The module the body was cut from has it: a real object.
			if imp, stmt, k, ok := b.originBinding(name, st); ok {
				if imp != "" && stmt == "" {
					fromOrigin = append(fromOrigin, name) // one import of all of them
				} else if imp != "" {
					imports[imp] = true
				}
				if stmt != "" {
					init = append(init, stmt)
					p.mark(k, stmt)
				}
				continue
			}
		}
		// A parameter is what its uses make it, not a library's global
		// that happens to share its name (typing's final for a parameter
		// final), unless it is used only as a module is.
		param := b.originParam(name) && !(u != nil && u.Module)
		if imp := b.moduleImport(name, u); imp != "" && st != stubs && st != mocks && !param {
			imports[imp] = true // checked against the module's names, submodules imported too
			continue
		}
		if u != nil && u.Import != "" && st != stubs && st != mocks && !param && b.tableFits(u) {
			imports[b.tableImport(name, u)] = true
			continue
		}
		if imp := b.libraryName(name, u); imp != "" && (st == shaped || st == falsy || st == large) && !param && !b.namedTupleOverLibrary(name, u, imp) {
			// An instance of a library class whose methods the snippet
			// calls is better evidence than a name that matches.
			if _, ok := b.realValue(name, u, st, 0); !ok {
				imports[imp] = true
				continue
			}
		}
		if st != stubs && st != mocks && readAsText(u) {
			if stmt := b.readerText(name); stmt != "" {
				init = append(init, stmt)
				p.mark(BindPlain, stmt)
				continue
			}
		}
		v, k := b.valueKind(name, u, st)
		if f, ok := b.dataPath(u, v); ok {
			b.pathVar = name
			file := b.dataContent(f)
			b.pathVar = ""
			init = append(init, name+" = "+v, file)
			p.mark(k, name+" = "+v)
			p.mark(BindEnv, file)
			continue
		}
		stmt := name + " = " + v
		if strings.HasPrefix(v, "class ") || strings.HasPrefix(v, "def ") || strings.HasPrefix(v, name+" = ") || strings.HasPrefix(v, "with open(") {
			stmt = v
		}
		if strings.HasPrefix(v, "with open(") {
			k = BindEnv // a file made for the snippet, opened
		}
		init = append(init, stmt)
		p.mark(k, stmt)
	}
	if len(fromOrigin) > 0 {
		imports["from "+b.origin.Mod.Module+" import "+strings.Join(fromOrigin, ", ")] = true
	}
	if st == mocks {
		imports["from unittest.mock import MagicMock"] = true
	}
	for imp := range imports {
		p.Imports = append(p.Imports, imp)
	}
	sort.Strings(p.Imports)
	var pre []string
	if made != "" {
		pre = append(pre, made) // before the fake modules: find_spec finds them
		p.mark(BindEnv, made)
	}
	if fake := b.fakeModulesBut(madeNames); fake != "" {
		pre = append(pre, fake)
		p.mark(BindModule, fake)
	}
	if pkg := originPackage(b.s.Tree, b.origin); pkg != "" && st != stubs && st != mocks && st != legacy {
		// The stand-in styles keep the Stub package: a body that
		// needs what no real value of its package gives still runs.
		pre = append(pre, pkg)
		p.mark(BindEnv, pkg) // the origin's own package: real modules
	} else if pkg := memoRelativePackage(b.s); pkg != "" {
		pre = append(pre, pkg)
		p.mark(BindModule, pkg) // the package's modules are Stubs
	}
	files := b.dataFiles()
	if b.bareEnv {
		files = nil
	}
	pre = append(pre, files...)
	p.mark(BindEnv, files...)
	if argv := memoCommandLine(b.s); argv != "" {
		pre = append(pre, argv)
		p.mark(BindEnv, argv)
	} else if argv := memoArgparse(b.s, b.argvVariant); argv != "" {
		pre = append(pre, argv)
		p.mark(BindEnv, argv)
	}
	if http := b.offlineHTTP(); http != "" && !b.bareEnv {
		pre = append(pre, http)
		p.mark(BindEnv, http)
	}
	var web []string
	if !b.bareEnv {
		web = b.webData()
	}
	pre = append(pre, web...)
	p.mark(BindEnv, web...)
	if (urllibCall.Match(b.s.Src) || len(web) > 0) && !b.bareEnv {
		pre = append(pre, offlineURLLib)
		p.mark(BindEnv, offlineURLLib)
	}
	servers := []string{memoLocalServers(b.s), memoHosts(b.s)}
	if b.bareEnv {
		servers = nil
	}
	for _, env := range append(servers, memoLocalClients(b.s), displayStatement(b, p.Imports)) {
		if env != "" {
			pre = append(pre, env)
			p.mark(BindEnv, env)
		}
	}
	if st == shaped {
		// The contexts the origin's globals need (the shaped prefix only:
		// the others keep the body outside them).
		ctxs := b.origin.contextLines()
		pre = append(pre, ctxs...)
		p.mark(BindEnv, ctxs...)
	}
	p.Init = append(pre, init...)
	return p
}

// ownDefs is how many of a prefix's first statements are a Stub class of
// this package's, exactly (execute.Job's Defs): a server runs those once
// for all its jobs. Anything else, an LLM's copy of the class included,
// each job runs itself.
func ownDefs(stmts []string) int {
	if len(stmts) > 0 && slices.Contains(ownDefinitions, stmts[0]) {
		return 1
	}
	return 0
}

// ownDefinitions are the Stub classes, as prefix statements (execute.Mode's Defs).
var ownDefinitions = []string{strings.TrimSpace(stubClass), strings.TrimSpace(stubForced)}

// helpers are the Stub class and the shims of a mode, as prefix
// statements.
func (o *Offline) helpers() (stub, isinst string) {
	if o.Force {
		return strings.TrimSpace(stubForced), strings.TrimSpace(isinstanceForced)
	}
	return strings.TrimSpace(stubClass), strings.TrimSpace(isinstanceShim)
}

var (
	shimUse       = regexp.MustCompile(`\b(?:isinstance|callable|hasattr|getattr|type|vars)\(`)
	stubRef       = regexp.MustCompile(`\bStub\b`)
	bindingTarget = regexp.MustCompile(`^([A-Za-z_][\w.]*)\s*=[^=]|^(?:async\s+)?(?:def|class)\s+([A-Za-z_]\w*)`)
)

// finish makes a proposal whole and short: helper statements (the Stub
// class, shims) only when the prefix or the snippet needs them, in front;
// imports for the real objects' modules; each name bound once, the
// later binding replacing the earlier in its place.
func (o *Offline) finish(s *Snippet, p Proposal) Proposal {
	stub, isinst := o.helpers()
	helper := map[string]bool{stub: true, isinst: true, strings.TrimSpace(openShim): true, superShim: true, instanceOf: true,
		strings.TrimSpace(stubClass): true, strings.TrimSpace(stubForced): true,
		strings.TrimSpace(isinstanceShim): true, strings.TrimSpace(isinstanceForced): true}
	var body []string
	for _, st := range p.Init {
		if !helper[strings.TrimSpace(st)] && !strings.HasPrefix(strings.TrimSpace(st), superNote) {
			body = append(body, st)
		}
	}
	body = bindOnce(body)
	var head []string
	joined := strings.Join(body, "\n")
	uses := strings.Contains(joined, "Stub") && stubRef.MatchString(joined)
	realSup := ""
	if memoBareSuper(s) {
		if bind, imp := superSelf(s.origin, body); bind != "" {
			// The body reads self only through super(): the instance Python
			// would have made, as plain as any real object.
			body = append(body, bind)
			p.Imports = append(append([]string{}, p.Imports...), imp)
			p.mark(BindPlain, bind)
		}
		if realSup = realSuper(s.origin, p, body); realSup != "" {
			head = append(head, realSup)
		} else {
			head = append(head, superShim)
			uses = true
		}
	}
	if strings.Contains(joined, "instance_of(") {
		head = append(head, instanceOf)
	}
	// The open() shim makes files appear when opened, which os.path.exists
	// and os.listdir then contradict: only --force uses it. In the default
	// mode files are made before the snippet runs (dataFiles, and step 2
	// for the names a FileNotFoundError reports).
	if o.Force && needsOpenShim(s) {
		head = append(head, strings.TrimSpace(openShim))
	}
	// The same shim answers callable(), hasattr(), getattr(), type() and
	// vars() of a committed Stub as its value would.
	if uses && memoShimUse(s) {
		head = append(head, isinst)
	}
	if uses || (o.Force && strings.Contains(joined, "Stub.")) {
		head = append([]string{stub}, head...)
	}
	out := Proposal{Imports: append([]string{}, p.Imports...), Init: append(head, body...), Note: p.Note, private: p.private}
	out.inherit(p)
	for _, h := range head {
		switch h {
		case stub, instanceOf:
			out.mark(BindHelper, h)
		case realSup:
			out.mark(BindEnv, h) // what Python gives a method: its class and instance
		default:
			out.mark(BindShim, h) // super(), open(), isinstance() replaced
		}
	}
	have := map[string]bool{}
	for _, imp := range out.Imports {
		have[imp] = true
	}
	for i, a := range aliasImports {
		if (aliasLits[i] == "" || strings.Contains(joined, aliasLits[i])) && a.re.MatchString(joined) && !have[a.stmt] {
			have[a.stmt] = true
			out.Imports = append(out.Imports, a.stmt)
		}
	}
	return out
}

// bindOnce drops a statement that binds a name a later statement binds
// again (a repair's value replaces the first one, in the first one's
// place). Statements that do more than bind one name are kept.
func bindOnce(stmts []string) []string {
	last := map[string]int{}
	for i, st := range stmts {
		if t := target(st); t != "" {
			last[t] = i
		}
	}
	out := make([]string, 0, len(stmts))
	placed := map[string]bool{}
	for i, st := range stmts {
		t := target(st)
		if t == "" {
			out = append(out, st)
			continue
		}
		if placed[t] {
			continue
		}
		placed[t] = true
		out = append(out, stmts[last[t]])
		_ = i
	}
	return out
}

// target is the one name a statement binds ("x = ...", "def x", "class
// x"; "Stub._truth = ..."), or "" for other statements.
func target(st string) string {
	if strings.HasPrefix(st, "Stub._steer(") {
		return ""
	}
	m := bindingTarget.FindStringSubmatch(st)
	if m == nil {
		return ""
	}
	if m[1] != "" {
		return m[1]
	}
	return m[2]
}

// libraryName is the import of a public name of an installed module
// (the standard library's or a package's) that the snippet uses without
// defining (a body cut out of its module, an example block): among the
// modules whose name is of a kind the usage fits (called: a class or
// function; raised: an exception class; ...), the one the snippet
// imports, then the one providing most of the snippet's other undefined
// names, then the standard library's, the module that defines it over one
// that re-exports it, a top-level module, the shortest name.
func (b *builder) libraryName(name string, u *refs.Usage) string {
	c := b.libraryModules(name, u)
	if len(c) == 0 {
		return ""
	}
	return "from " + c[0] + " import " + name
}

// libraryModules are the modules whose public name the undefined name
// could be, as its usage fits, best first (libraryName's choice, then the
// alternatives a repair tries when the first refuses the snippet's call:
// timeit's Timer or threading's, operator's call or subprocess's).
func (b *builder) libraryModules(name string, u *refs.Usage) []string {
	if b.idx == nil || u == nil || u.Base && !isIdent(name) {
		return nil
	}
	// A name only passed on is imported only from a module that provides
	// the snippet's other names too (setcontext(ExtendedContext)).
	least := 0
	if leaf(u) {
		least = 100
	}
	fit := kindsFor(u)
	type cand struct {
		mod   string
		score int
	}
	var cs []cand
	for _, src := range b.idx.Names[name] {
		mod, kind, native := src[0], NameKind(src[1][0]), src[2] == "1"
		// A name in an annotation (x: Type[Base]) names a type, and the
		// standard library's module of annotation names is typing: its
		// aliases and special forms are objects of no kind the other
		// usages fit (Type[...] reads as indexing a collection).
		annotates := u.Annotation && mod == "typing"
		if !fit[kind] && !annotates {
			continue
		}
		// Three levels down the standard library, the API is classes and
		// functions (xml.etree.ElementTree.canonicalize); a plain value
		// there is an implementation's table (ElementPath's ops dict),
		// no library name a snippet means.
		if kind != KindClass && kind != KindException && kind != KindFunction && strings.Count(mod, ".") >= 2 {
			continue
		}
		top := strings.SplitN(mod, ".", 2)[0]
		// An installed package's submodule (pandas.plotting, indexed
		// after the top-level names) gives what the snippet calls or
		// derives from, not a name it only reads attributes of: a
		// variable (parser.add_option) is no dateutil.parser.parser.
		if strings.Contains(mod, ".") && !deps.IsStdlib(top) && len(u.Calls) == 0 && !u.Decorator && !u.Base {
			continue
		}
		score := 0
		if annotates {
			score += 200
		}
		if b.imported()[top] {
			score += 1000
		} else if b.importedFor(name)[top] {
			score += 500 // the prefix imports it for another name (np -> numpy)
		}
		exp := b.idx.Exports(mod)
		others := 0
		for _, other := range b.names {
			if other != name && exp[other] {
				others++
			}
		}
		score += 100 * others
		if deps.IsStdlib(top) {
			score += 20
		}
		if native {
			score += 10
		}
		if !strings.Contains(mod, ".") {
			score += 5
		}
		if len(name) < 3 && score < 1000 && !(others > 0 && kind == KindFunction && len(u.Calls) > 0 && strings.ToLower(name) == name) {
			// One- and two-letter names are the snippet's variables, unless
			// its own imports hold them or it calls a function of that name
			// of a module that provides its other names too (fd(50) beside
			// lt(90): turtle's).
			continue
		}
		if score < least {
			continue
		}
		cs = append(cs, cand{mod, score})
	}
	sort.SliceStable(cs, func(i, j int) bool {
		a, c := cs[i], cs[j]
		if a.score != c.score {
			return a.score > c.score
		}
		if len(a.mod) != len(c.mod) {
			return len(a.mod) < len(c.mod)
		}
		return a.mod < c.mod
	})
	var out []string
	for _, c := range cs {
		if !slices.Contains(out, c.mod) {
			out = append(out, c.mod)
		}
	}
	return out
}

// importedFor are the top-level modules the prefix imports for the
// snippet's undefined names other than name, by their usage's import
// (np, numpy, plt, os ...).
func (b *builder) importedFor(name string) map[string]bool {
	out := map[string]bool{}
	if b.s.Refs == nil {
		return out
	}
	for _, other := range b.names {
		u := b.s.Refs.Usages[other]
		if other == name || u == nil || u.Import == "" {
			continue
		}
		f := strings.Fields(u.Import)
		if len(f) >= 2 && (f[0] == "import" || f[0] == "from") {
			out[strings.SplitN(strings.TrimSuffix(f[1], ","), ".", 2)[0]] = true
		}
	}
	return out
}

// kindsFor are the kinds of public names a usage fits.
func kindsFor(u *refs.Usage) map[NameKind]bool {
	all := func(ks ...NameKind) map[NameKind]bool {
		m := map[NameKind]bool{}
		for _, k := range ks {
			m[k] = true
		}
		return m
	}
	switch {
	case u.Raised || u.Caught:
		return all(KindException)
	case u.Base:
		return all(KindClass, KindException)
	case len(u.Calls) > 0 || u.Decorator:
		return all(KindClass, KindException, KindFunction)
	}
	for _, a := range u.Args {
		if (a.Callee == "isinstance" || a.Callee == "issubclass") && a.Pos == 1 {
			return all(KindClass, KindException)
		}
	}
	switch {
	case len(u.Keys) > 0 || len(u.StoredKeys) > 0 || u.Iterated || u.Len || len(u.Contains) > 0 || len(u.Unpacked) > 0:
		// Indexed, iterated, measured: a collection or text, never a
		// function or a class (text[:1] is no cgitb.text).
		return all(KindOther, KindString)
	case len(u.Attrs) > 0 || len(u.AttrsAssigned) > 0:
		return all(KindClass, KindException, KindFunction, KindOther)
	case len(u.BinOps) > 0 || len(u.Compares) > 0 || numericArg(u) || sizeArg(u):
		return all(KindNumber, KindString, KindOther)
	}
	return all(KindOther, KindString, KindNumber, KindClass, KindException, KindFunction)
}

// moduleImport is "import name" for an undefined name that is an
// importable module (the standard library's, or an installed package)
// used through attributes it exports (re.sub, json.dumps), whatever else
// the snippet does with it (passes it on, tests it).
func (b *builder) moduleImport(name string, u *refs.Usage) string {
	if u == nil || strings.HasPrefix(name, "_") || len(u.Attrs) == 0 || len(u.Calls) > 0 || u.Base || u.Raised || u.Caught {
		return ""
	}
	if !deps.IsStdlib(name) && !b.installed[name] {
		if imp := b.nestedImport(name, u); imp != "" {
			return imp
		}
		return b.namedModule(name, u)
	}
	imp := "import " + name
	if b.idx != nil {
		exp := b.idx.Exports(name)
		if exp == nil && b.idx.Submodules[name] == nil {
			return ""
		}
		for _, a := range sortedAttrs(u) {
			if b.idx.Submodule(name, a) {
				imp += ", " + name + "." + a // a submodule (collections.abc) is imported on its own
			} else if !exp[a] {
				return ""
			}
		}
	}
	return imp
}

// tableImport is the usage tables' import for name, unless it is the
// module of that name and the index shows the module lacks an attribute
// the snippet reads from it. Then the first of the library's names that
// fits the use stands for it, walking libraryModules in their order: a
// class that may have the attributes read (time.min, time.max: datetime's
// time, not the module; never a function, classHas), where a class past
// the first candidate must be known to have them (the index lists its
// attributes); else a standard submodule of that name that exports them
// all (nestedImport).
func (b *builder) tableImport(name string, u *refs.Usage) string {
	if b.idx == nil || u.Import != "import "+name || len(u.Attrs) == 0 {
		return u.Import
	}
	exp := b.idx.Exports(name)
	if exp == nil {
		return u.Import
	}
	for _, a := range sortedAttrs(u) {
		if !exp[a] && !b.idx.Submodule(name, a) {
			for i, mod := range b.libraryModules(name, u) {
				imp := "from " + mod + " import " + name
				if has, known := b.classAttrs(imp, u); has && (known || i == 0) {
					return imp
				}
			}
			if imp := b.stdSubmodule(name, u); imp != "" {
				return imp
			}
			break
		}
	}
	return u.Import
}

// tableFits: the usage tables' import of a plain value ("from math import
// pi") fits what the snippet does with the name: a number, as the index
// knows M's N, is not called, derived from or raised, and has every
// attribute the snippet reads (pi.astype(...) is no math.pi: a
// float has no astype, so the import only moves the AttributeError to
// the first line).
func (b *builder) tableFits(u *refs.Usage) bool {
	f := strings.Fields(u.Import)
	if b.idx == nil || len(f) != 4 || f[0] != "from" || f[2] != "import" {
		return true
	}
	for _, src := range b.idx.Names[f[3]] {
		if src[0] != f[1] {
			continue
		}
		if NameKind(src[1][0]) != KindNumber {
			return true
		}
		if len(u.Calls) > 0 || u.Base || u.Raised || u.Caught || u.Decorator {
			return false
		}
		for a := range u.Attrs {
			if !numberAttrs[a] {
				return false
			}
		}
	}
	return true
}

// numberAttrs are the public attributes of Python's int, float and
// complex.
var numberAttrs = set("real imag conjugate is_integer as_integer_ratio hex fromhex bit_length bit_count to_bytes from_bytes numerator denominator")

// classHas: imp ("from M import N") may have every attribute the
// snippet reads from the name: not a function (pylab's random: no
// random.Generator), nor a class the index (its classes, or those it
// builds with no argument) knows without one of them.
func (b *builder) classHas(imp string, u *refs.Usage) bool {
	has, _ := b.classAttrs(imp, u)
	return has
}

// classAttrs is classHas, and whether the index lists the class's
// attributes (known) rather than only its kind.
func (b *builder) classAttrs(imp string, u *refs.Usage) (has, known bool) {
	f := strings.Fields(imp)
	if len(f) != 4 || f[0] != "from" {
		return false, false
	}
	if attrs := b.index[f[1]+"."+f[3]]; attrs != nil {
		for a := range u.Attrs {
			if !attrs[a] {
				return false, true
			}
		}
		return true, true
	}
	if attrs, ok := b.idx.Ducks[f[1]+"."+f[3]]; ok {
		for a := range u.Attrs {
			if !slices.Contains(attrs, a) {
				return false, true
			}
		}
		return true, true
	}
	for _, src := range b.idx.Names[f[3]] {
		if src[0] == f[1] && NameKind(src[1][0]) == KindFunction {
			return false, true
		}
	}
	return true, false
}

// namedModule is `import M as name` for a name of several words, one of
// which is a standard module M that exports every attribute the snippet
// reads from name (old_binascii.unhexlify, old_binascii.Error): a module
// object of its own name, as a second import of one is. "" otherwise.
func (b *builder) namedModule(name string, u *refs.Usage) string {
	if b.idx == nil || u.Import != "" || !strings.Contains(name, "_") {
		return ""
	}
	for _, w := range strings.Split(name, "_") {
		if w == "" || w == name || !deps.IsStdlib(w) || w == "this" || w == "antigravity" {
			continue
		}
		exp := b.idx.Exports(w)
		if exp == nil {
			continue
		}
		fits := len(u.Attrs) > 0
		for _, a := range sortedAttrs(u) {
			fits = fits && exp[a]
		}
		if fits {
			return "import " + w + " as " + name
		}
	}
	return ""
}

// nestedImport is `from P import name` for a name that is no top-level
// module but a standard module's submodule (ttk, mock, minidom) exporting
// every attribute the snippet reads from it; the usage tables' import
// (lxml's etree) comes first. Among several such submodules, the one of
// a package the snippet's own text points to (stdSubmodule), then the
// shortest.
func (b *builder) nestedImport(name string, u *refs.Usage) string {
	if b.idx == nil || u.Import != "" {
		return ""
	}
	return b.stdSubmodule(name, u)
}

// stdSubmodule is nestedImport's choice, whatever the usage tables say.
// A submodule is related to the snippet when the snippet (or the prefix,
// for its other names) imports its package, or its package provides
// another of the snippet's undefined names: handlers beside an import of
// logging is logging.handlers, not wsgiref.handlers.
func (b *builder) stdSubmodule(name string, u *refs.Usage) string {
	best, bestRelated := "", false
	for _, mod := range b.idx.Nested(name) {
		top := strings.SplitN(mod, ".", 2)[0]
		if !deps.IsStdlib(top) {
			continue
		}
		exp := b.idx.Exports(mod)
		fits := true
		for _, a := range sortedAttrs(u) {
			if !exp[a] {
				fits = false
				break
			}
		}
		if !fits {
			continue
		}
		related := b.imported()[top] || b.importedFor(name)[top]
		pkg := b.idx.Exports(mod[:strings.LastIndexByte(mod, '.')])
		for _, other := range b.names {
			related = related || other != name && pkg[other]
		}
		if best == "" || related && !bestRelated || related == bestRelated && len(mod) < len(best) {
			best, bestRelated = mod, related
		}
	}
	if best == "" {
		return ""
	}
	return "from " + best[:strings.LastIndexByte(best, '.')] + " import " + name
}

// dataPath: a name used as the path of a file the snippet reads, given
// the relative file name v, gets that file created by the prefix.
func (b *builder) dataPath(u *refs.Usage, v string) (string, bool) {
	if u == nil {
		return "", false
	}
	f, err := strconv.Unquote(v)
	if err != nil || !dataFileRe.MatchString(f) && !dataDirRe.MatchString(f) {
		return "", false
	}
	for _, a := range u.Args {
		if pathArgs.MatchString(a.Callee) && a.Pos == 0 && !strings.Contains(a.Callee, "makedirs") && !strings.Contains(a.Callee, "remove") {
			return f, true
		}
	}
	return "", false
}

// qualifyPathCallees names a file-system function the snippet imports by
// itself (`from shutil import copytree`) by its module, as pathArgs knows
// it, in the usages' arguments: copytree's source is then a directory the
// prefix makes, as shutil.copytree's is.
func qualifyPathCallees(s *Snippet) {
	from := map[string]string{}
	for _, q := range fromImported(s.Tree) {
		if pathArgs.MatchString(q) {
			from[q[strings.LastIndexByte(q, '.')+1:]] = q
		}
	}
	if len(from) == 0 || s.Refs == nil {
		return
	}
	for _, u := range s.Refs.Usages {
		for i, a := range u.Args {
			if q, ok := from[a.Callee]; ok {
				u.Args[i].Callee = q
			}
		}
	}
}

// needsOpenShim: the snippet opens a file whose name is neither a string
// literal (those files come from dataFiles) nor an undefined name (the
// prefix creates the file it names).
func needsOpenShim(s *Snippet) bool {
	undefined := map[string]bool{}
	if s.Refs != nil {
		for _, n := range s.Refs.Names() {
			undefined[n] = true
		}
	}
	found := false
	pyparse.Walk(s.Tree.Root, func(n *pyparse.Node) bool {
		if found || n.Type() != "call" {
			return !found
		}
		f, args := n.ChildByFieldName("function"), n.ChildByFieldName("arguments")
		if f != nil && s.Tree.Text(f) == "open" && args != nil {
			if a := args.NamedChild(0); a != nil && a.Type() != "string" && !(a.Type() == "identifier" && undefined[s.Tree.Text(a)]) {
				found = true
			}
		}
		return !found
	})
	return found
}

// superShim stands for the parent class of a method body cut out of its
// class: super() with no arguments needs the enclosing class.
const superShim = "def super(*args):\n    return Stub(\"super()\")"

// superNote opens realSuper's statement (envLabel reads it).
const superNote = "# super() as Python gives it to a method of "

// shadowParams reanalyses a body cut from a function whose parameters are
// named as builtins (list, input, map, type): in the body they are the
// caller's arguments, not the builtins, so they are undefined names the
// prefix binds like the other parameters.
func shadowParams(s *Snippet) {
	if s.origin == nil || s.origin.Func == nil || s.Tree == nil {
		return
	}
	shadowed := map[string]bool{}
	for i, p := range s.origin.Func.Params {
		if refs.IsBuiltin(p.Name) && !(i == 0 && s.origin.Func.Class != "") {
			shadowed[p.Name] = true
		}
	}
	if len(shadowed) == 0 {
		return
	}
	if r := refs.AnalyzeShadowed(s.Tree, shadowed); len(r.Names()) > len(s.Refs.Names()) {
		s.Refs = r
	}
}

// originParam: name is a parameter of the function the body was cut from
// that the origin gives no value (no default, no annotated class): the
// caller's argument, never a global of the same name elsewhere.
func (b *builder) originParam(name string) bool {
	if b.origin == nil || b.origin.Func == nil {
		return false
	}
	_, p := b.origin.Func.param(name)
	return p != nil
}

// realSuper is super() as the compiler gives it to a method of the body's
// class: super(Class, self), with the real class of the origin module
// and the instance the prefix binds; "" when the body is no method of a
// known class, or its instance is not real (a Stub is no instance of the
// class: the shim stands in then). A super() of a method the snippet
// defines itself keeps its own class and first argument.
func realSuper(org *Origin, p Proposal, body []string) string {
	if org == nil || org.Mod == nil || org.Mod.Module == "" || org.Func == nil || org.Func.Class == "" || len(org.Func.Params) == 0 {
		return ""
	}
	for _, d := range org.Func.Decorators {
		if strings.Contains(d, "staticmethod") {
			return ""
		}
	}
	first := org.Func.Params[0].Name
	if !isIdent(first) || !isDotted(org.Func.Class) || !isDotted(org.Mod.Module) {
		return ""
	}
	bound := false
	for _, st := range body {
		m := bindingTarget.FindStringSubmatch(strings.TrimSpace(st))
		if m == nil || (m[1] != first && m[2] != first) {
			continue
		}
		if p.KindOf(st).StandIn() {
			return ""
		}
		bound = true
	}
	if !bound {
		return ""
	}
	return superNote + org.Func.Class + "\n" +
		"def super(*args, _super=super):\n" +
		"    import importlib, sys\n" +
		"    caller = sys._getframe(1)\n" +
		"    if args:\n" +
		"        return _super(*args)\n" +
		"    if \"__class__\" in caller.f_code.co_freevars:\n" +
		"        return _super(caller.f_locals[\"__class__\"], caller.f_locals[caller.f_code.co_varnames[0]])\n" +
		"    return _super(importlib.import_module(" + strconv.Quote(org.Mod.Module) + ")." + org.Func.Class + ", " + first + ")"
}

// superSelf binds the instance of a method whose body uses it only
// through super() (the prefix binds no self): for __init__, the object
// __new__ makes before __init__ runs; else the origin's instance.
func superSelf(org *Origin, body []string) (bind, imp string) {
	imp, build, _, _, ok := org.instanceRecipe(firstParam(org))
	if !ok {
		return "", ""
	}
	first := firstParam(org)
	for _, st := range body {
		if m := bindingTarget.FindStringSubmatch(strings.TrimSpace(st)); m != nil && (m[1] == first || m[2] == first) {
			return "", ""
		}
	}
	if q := org.Func.Qual; q == "__init__" || strings.HasSuffix(q, ".__init__") {
		c := org.Func.Class
		if i := strings.IndexByte(c, '.'); i < 0 {
			build = c + ".__new__(" + c + ")"
		}
	}
	return first + " = " + build, imp
}

// firstParam is the name of the origin function's first parameter ("": none).
func firstParam(org *Origin) string {
	if org == nil || org.Func == nil || len(org.Func.Params) == 0 {
		return ""
	}
	return org.Func.Params[0].Name
}

// isDotted: s is a dotted name (identifiers joined by dots).
func isDotted(s string) bool {
	for _, part := range strings.Split(s, ".") {
		if !isIdent(part) {
			return false
		}
	}
	return true
}

// bareSuper reports whether the snippet calls super() with no arguments
// outside any function, which Python rejects at run time.
func bareSuper(s *Snippet) bool {
	found := false
	pyparse.Walk(s.Tree.Root, func(n *pyparse.Node) bool {
		switch n.Type() {
		case "function_definition", "lambda":
			return false
		case "call":
			f, args := n.ChildByFieldName("function"), n.ChildByFieldName("arguments")
			if f != nil && s.Tree.Text(f) == "super" && args != nil && args.NamedChildCount() == 0 {
				found = true
			}
		}
		return !found
	})
	return found
}

// value is a Python expression (or a def/class statement) for a value
// used as u describes.
func (b *builder) value(name string, u *refs.Usage, st style, depth int) string {
	stub := fmt.Sprintf("Stub(%q)", name)
	real := st != legacy && st != stubs && st != mocks && !b.stubObjects
	if d, ok := b.dateArgs()[name]; ok && real && depth == 0 {
		return strconv.Quote(d) // parsed as a date: one in its format (dates.go)
	}
	if real && depth == 0 {
		// Passed where a library says what it takes (passedto.go).
		if v, ok := b.passedValue(name, u); ok {
			return v
		}
		if b.indexSliceName(name, u) {
			return "pd.IndexSlice" // timekeys.go
		}
		if v, ok := timeScalar(u); ok && b.bestRecipe(name, u, 0) == nil {
			return v // timekeys.go; a name a recipe fits (ts) is a series of them
		}
		if v, ok := timeItems(u); ok && b.bestRecipe(name, u, 0) == nil {
			return v // timekeys.go: items that are dates (dates[-1] + pd.Timedelta("1 day"))
		}
		if v, ok := b.labelsOf(name, u); ok {
			return v
		}
		if v, ok := b.maskOperand(name, u); ok {
			return v
		}
		if v, ok := namedTupleValue(name, u); ok {
			return v
		}
		if v, ok := enumValue(name, u); ok {
			return v
		}
	}
	if real && depth == 0 {
		// A bound of a slice of a time series (timekeys.go).
		if v, ok := b.timeBound(name); ok {
			return v
		}
	}
	if real && (u == nil || leaf(u)) {
		// Used for nothing a value must have: a string naming it will do.
		return strconv.Quote(lastPart(name))
	}
	if u == nil || depth > 3 {
		b.note(BindStub)
		return stub
	}
	switch st {
	case stubs:
		b.note(BindStub)
		return stub
	case mocks:
		b.note(BindMock)
		return "MagicMock()"
	}
	for _, a := range u.Args {
		if (a.Callee == "isinstance" || a.Callee == "issubclass") && a.Pos == 1 {
			// The Stub class itself: a type, and every Stub is an instance.
			b.note(BindStub)
			return "Stub"
		}
	}
	switch {
	case u.Raised || u.Caught:
		if depth == 0 && isIdent(name) {
			return "class " + name + "(Exception):\n    pass"
		}
		return "type('Error', (Exception,), {})"
	case u.Base:
		b.note(BindClass)
		if depth == 0 && isIdent(name) {
			return "class " + name + ":\n    def __init__(self, *args, **kwargs):\n        pass"
		}
		return "object"
	case u.Decorator:
		b.note(BindLambda)
		return "lambda *a, **k: a[0] if len(a) == 1 and callable(a[0]) and not k else (lambda f: f)"
	case len(u.Calls) > 0 && len(u.Attrs) == 0:
		b.note(BindLambda)
		ret := "None"
		if u.Result != nil {
			ret = b.value(name+"()", u.Result, st, depth+1)
		}
		return "lambda *args, **kwargs: " + ret
	}
	if real {
		if v, ok := b.realValue(name, u, st, depth); ok {
			return v
		}
	}
	if v, ok := b.literalValue(name, u, st, depth); ok {
		return v
	}
	if st == falsy && u.Truthy && real {
		return "None" // an object tested for truth: the falsy style's is None
	}
	if st == falsy && len(u.IsInstance) > 0 && real {
		// A value tested with isinstance: the falsy style's is a plain
		// string, an instance of no stand-in class.
		return strconv.Quote(lastPart(name))
	}
	// An object: attributes with a telling usage get concrete values. In
	// the legacy style the rest are the Stub's own; otherwise every
	// attribute gets a value and the object is a types.SimpleNamespace,
	// unless some attribute is left to a Stub anyway.
	var kw []string
	whole := real && len(u.Attrs) > 0
	// Used as a collection: its mutators change what len, in, [], truth
	// and its other mutators (append then pop) answer.
	collection := u.Len || u.Iterated || len(u.Contains) > 0 || len(u.Keys) > 0 || len(u.IsInstance) > 0 || u.Truthy
	nmut := 0
	for a, au := range u.Attrs {
		if len(au.Calls) > 0 && mutators[a] {
			nmut++
			collection = collection || au.Result != nil && !empty(au.Result) // pop's result: an element
		}
	}
	collection = collection || nmut > 1
	// A set's queries after its mutators (add then isdisjoint): answered
	// over what it holds, by the Stub, not by a constant lambda.
	queried := false
	for a, au := range u.Attrs {
		queried = queried || nmut > 0 && len(au.Calls) > 0 && setQueries[a]
	}
	collection = collection || queried
	for _, a := range sortedAttrs(u) {
		au := u.Attrs[a]
		if !isIdent(a) || strings.HasPrefix(a, "__") {
			whole = false
			continue
		}
		if real {
			if len(au.Calls) > 0 && (mutators[a] || setQueries[a] && queried) && collection {
				// A collection's own mutator: a constant lambda would leave
				// len, in and [] as they were; the Stub's method changes them.
				whole = false
				continue
			}
			if len(au.Calls) > 0 && (textMethods[a] || intMethods[a]) {
				// A method only text has: a constant lambda would answer
				// startswith("a") and startswith("b") alike, and the
				// value's other text methods otherwise; called, the Stub
				// commits to a str, and all of them are that str's.
				whole = false
				continue
			}
			if len(au.Calls) > 0 {
				ret := "None"
				if au.Result != nil && !empty(au.Result) {
					ret = b.value(name+"."+a+"()", au.Result, st, depth+1)
				}
				kw = append(kw, a+"=lambda *args, **kwargs: "+ret)
				b.note(BindLambda)
			} else {
				kw = append(kw, a+"="+b.value(name+"."+a, au, st, depth+1))
			}
			continue
		}
		if strings.HasPrefix(a, "_") {
			continue
		}
		if len(au.Calls) > 0 && (au.Result == nil || textMethods[a] || intMethods[a] || (mutators[a] || setQueries[a] && queried) && collection) {
			continue // a method whose result is not used, a text method, a collection's mutator: the Stub's call does
		}
		if v, ok := b.literalValue(name+"."+a, au, st, depth+1); ok {
			kw = append(kw, a+"="+v)
		} else if len(au.Calls) > 0 && au.Result != nil {
			if r, ok := b.literalValue(name+"."+a+"()", au.Result, st, depth+1); ok {
				kw = append(kw, a+"=lambda *args, **kwargs: "+r)
				b.note(BindLambda)
			}
		}
	}
	if cls := b.instanceClass(u); real && cls != "" && len(kw) > 0 {
		return "instance_of(" + cls + ", " + strings.Join(kw, ", ") + ")"
	}
	if whole && len(kw) > 0 && !(u.Iterated || u.Len || len(u.Keys) > 0 || len(u.BinOps) > 0 || len(u.Compares) > 0 || u.ContextManager) {
		return namespace(name) + "(" + strings.Join(kw, ", ") + ")"
	}
	b.note(BindStub)
	if len(kw) == 0 {
		return stub
	}
	return fmt.Sprintf("Stub(%q, %s)", name, strings.Join(kw, ", "))
}

// mutators are the methods that change a list, dict or set (stub.py's
// Stub._mutators).
var mutators = map[string]bool{"append": true, "extend": true, "insert": true, "pop": true, "remove": true, "sort": true, "reverse": true,
	"clear": true, "update": true, "setdefault": true, "add": true, "discard": true}

// setQueries are a set's methods that read what it holds (stub.py's
// Stub._set_queries).
var setQueries = set("isdisjoint issubset issuperset union intersection difference symmetric_difference")

// intMethods are the methods only integers have (stub.py's
// Stub._int_methods), and decode, which only bytes have (_bytes_methods):
// called, the Stub commits to a number or bytes, so a lambda must not
// answer for it.
var intMethods = set("bit_length bit_count to_bytes decode")

// textMethods are the methods only text has (stub.py's Stub._str_methods:
// str's public methods but those of list and dict and those many objects
// have, such as find, split, join, replace, format).
var textMethods = set("capitalize casefold center endswith expandtabs format_map isalnum isalpha isascii isdecimal isdigit " +
	"isidentifier islower isnumeric isprintable isspace istitle isupper ljust lower lstrip partition removeprefix removesuffix " +
	"rjust rpartition rstrip splitlines startswith strip swapcase title upper zfill")

// leaf: a usage that asks nothing of the value (it is only passed on,
// printed or returned).
func leaf(u *refs.Usage) bool {
	return len(u.Attrs) == 0 && len(u.Calls) == 0 && len(u.Keys) == 0 && len(u.StoredKeys) == 0 && !u.Iterated &&
		!u.Len && len(u.BinOps) == 0 && len(u.Compares) == 0 && !u.ContextManager && !u.Awaited && len(u.Unpacked) == 0 &&
		!u.Mapping && len(u.AttrsAssigned) == 0 && len(u.Contains) == 0 && len(u.OneOf) == 0 && !u.Truthy &&
		len(u.IsInstance) == 0 && len(u.Converted) == 0 && !u.Raised && !u.Caught && !u.Base && !u.Decorator &&
		!u.Module && u.Import == "" && len(u.KeyOf) == 0 && !numericArg(u) && !sizeArg(u) && !pathArg(u)
}

// empty: nothing is done with the value.
func empty(u *refs.Usage) bool {
	return leaf(u) && len(u.Args) == 0 && !u.Formatted && !u.Returned
}

func pathArg(u *refs.Usage) bool {
	for _, a := range u.Args {
		if pathArgs.MatchString(a.Callee) || a.Callee == "isinstance" || a.Callee == "issubclass" {
			return true
		}
	}
	return false
}

// lastPart is the last component of a dotted or subscripted name.
func lastPart(name string) string {
	name = strings.TrimRight(name, "()")
	if i := strings.LastIndexAny(name, ".["); i >= 0 && i+1 < len(name) {
		name = name[i+1:]
	}
	return strings.Trim(name, "[]'\"")
}

// instanceOf builds an instance of a real class without calling its
// __init__, with the attributes the snippet reads: for values the snippet
// tests with isinstance against a library class (isinstance(node, ast.Call)).
const instanceOf = `def instance_of(cls, **attrs):
    obj = cls.__new__(cls)
    for name, value in attrs.items():
        setattr(obj, name, value)
    return obj`

// instanceClass is the library class a value is tested against with
// isinstance, when the class is an attribute of a module the snippet
// imports or names (ast.Call), or "".
func (b *builder) instanceClass(u *refs.Usage) string {
	for _, c := range u.IsInstance {
		mod, _, ok := strings.Cut(c, ".")
		if !ok || !dottedName.MatchString(c) {
			continue
		}
		if b.imported()[mod] || deps.IsStdlib(mod) || refs.Modules[mod].Import != "" {
			return c
		}
	}
	return ""
}

// namespace is the class of an object that only has attributes: an
// argparse.Namespace for names that read like parsed arguments, else a
// types.SimpleNamespace.
func namespace(name string) string {
	switch strings.ToLower(name) {
	case "args", "opts", "options", "arguments", "flags", "cli_args", "parsed_args":
		return "argparse.Namespace"
	}
	return "types.SimpleNamespace"
}

var (
	strMethods  = set("lower upper strip lstrip rstrip split rsplit startswith endswith replace format join encode isdigit isalpha isspace title capitalize splitlines partition rpartition find rfind index rindex count zfill center ljust rjust casefold isupper islower isalnum isnumeric isdecimal isidentifier swapcase expandtabs translate removeprefix removesuffix format_map")
	dictMethods = set("items keys values get update setdefault popitem")
	listMethods = set("append extend insert sort reverse remove")
	pathArgs    = regexp.MustCompile(`^(open|io\.open|os\.path\.\w+|os\.(listdir|remove|stat|walk|fwalk|makedirs|mkdir|chdir|scandir)|Path|pathlib\.Path|pd\.read_\w+|pandas\.read_\w+|np\.(load|loadtxt|genfromtxt)|json\.load|shutil\.\w+|glob\.glob)$`)
)

func set(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}

// literalValue chooses a plain value (number, string, container, file
// path) when the usage says enough; ok is false when an object fits best.
func (b *builder) literalValue(name string, u *refs.Usage, st style, depth int) (string, bool) {
	if u == nil {
		return "", false
	}
	hasAttr := func(m map[string]bool) bool {
		for a := range u.Attrs {
			if m[a] {
				return true
			}
		}
		return false
	}
	otherAttrs := func(m map[string]bool) bool {
		for a := range u.Attrs {
			if !m[a] {
				return true
			}
		}
		return false
	}
	// x in [1, 2, 3]
	if len(u.OneOf) > 0 {
		i := 0
		if st == falsy {
			return "None", true
		}
		v := literalText(u.OneOf[i])
		if strings.HasPrefix(v, "Stub(") {
			b.note(BindStub)
		}
		return v, true
	}
	// comparisons with literals decide the type, and the value
	for _, c := range u.Compares {
		if v, ok := satisfy(c, st == falsy); ok {
			return v, true
		}
	}
	// x in y, y nothing literal: x is a plain value, text named after it
	// (the container of y holds that text, below).
	if len(u.Attrs) == 0 && len(u.Calls) == 0 {
		for _, c := range u.Compares {
			if (c.Op == "in" || c.Op == "not in") && c.Side == "left" {
				return strconv.Quote(lastPart(name)), true
			}
		}
	}
	for _, a := range u.Args {
		if pathArgs.MatchString(a.Callee) && a.Pos == 0 {
			return fmt.Sprintf("%q", fileName(name, a.Callee)), true
		}
	}
	switch {
	case hasAttr(strMethods) && !otherAttrs(strMethods):
		if st == falsy {
			return "''", true
		}
		text := "text"
		for _, c := range u.Contains {
			if c.Kind == "str" {
				text = c.Value + text // "." in x and x.rpartition("."): x holds "."
			}
		}
		return strconv.Quote(text), true
	case strKeys(u) != nil || hasAttr(dictMethods) && !otherAttrs(dictMethods) || len(u.Contains) > 0 && allStr(u.Contains) || u.Mapping:
		if st == falsy && len(strKeys(u)) == 0 {
			return "{}", true
		}
		keys := strKeys(u)
		for _, c := range u.Contains {
			if c.Kind == "str" {
				keys = append(keys, c.Value)
			}
		}
		if len(keys) == 0 {
			keys = []string{"key"}
		}
		var items []string
		seen := map[string]bool{}
		for _, k := range keys {
			if seen[k] {
				continue
			}
			seen[k] = true
			items = append(items, fmt.Sprintf("%q: %s", k, b.elemValue(name+"["+strconv.Quote(k)+"]", u.Item, st, depth)))
		}
		return "{" + strings.Join(items, ", ") + "}", true
	case len(u.Contains) > 0 && !allStr(u.Contains) && !u.Mapping && len(u.Keys) == 0:
		// x in y with x a value of the snippet's: y is a list holding it
		// (the falsy style's is empty), x's value made as above.
		if st == falsy {
			return "[]", true
		}
		var items []string
		for _, c := range u.Contains {
			switch c.Kind {
			case "name", "attr":
				items = append(items, strconv.Quote(lastPart(c.Value)))
			case "str", "int", "float", "bool", "none":
				items = append(items, literalText(c))
			}
		}
		if len(items) == 0 {
			break
		}
		return "[" + strings.Join(items, ", ") + "]", true
	case len(u.Unpacked) > 0:
		n := u.Unpacked[0]
		var parts []string
		for i := 0; i < n; i++ {
			var pu *refs.Usage
			if i < len(u.Parts) {
				pu = u.Parts[i]
			}
			parts = append(parts, b.elemValue(fmt.Sprintf("%s[%d]", name, i), pu, st, depth))
		}
		return "(" + strings.Join(parts, ", ") + ",)", true
	case u.Iterated || intKeys(u) > 0 || hasAttr(listMethods) && !otherAttrs(listMethods) || u.Len && len(u.Attrs) == 0:
		if st == falsy {
			return "[]", true
		}
		n := max(2, intKeys(u))
		elem := u.Elem
		if elem == nil {
			elem = u.Item
		}
		var parts []string
		for i := 0; i < n; i++ {
			parts = append(parts, b.elemValue(fmt.Sprintf("%s[%d]", name, i), elem, st, depth))
		}
		return "[" + strings.Join(parts, ", ") + "]", true
	case len(u.BinOps) > 0 && len(u.Attrs) == 0:
		for _, op := range u.BinOps {
			switch op.Kind {
			case "str", "fstring":
				return fmt.Sprintf("%q", "text"), true
			case "float":
				return "1.5", true
			}
		}
		switch st {
		case falsy:
			return "0", true
		case large:
			return "1000", true
		}
		return "3", true
	case len(u.Converted) > 0 && len(u.Attrs) == 0:
		for _, c := range u.Converted {
			if c == "int" || c == "float" {
				return "'7'", true
			}
		}
		return fmt.Sprintf("%q", "text"), true
	case u.Truthy && len(u.Attrs) == 0 && len(u.Calls) == 0 && len(u.Keys) == 0:
		return map[bool]string{true: "False", false: "True"}[st == falsy], true
	case u.Formatted && len(u.Attrs) == 0 && len(u.Calls) == 0:
		return fmt.Sprintf("%q", "text"), true
	case sizeArg(u) && len(u.Attrs) == 0 && len(u.Calls) == 0 && !u.Iterated && st != falsy:
		// The length of an array made for the snippet: that of the frames
		// the recipes build, so the array can become one of their columns.
		return strconv.Itoa(frameRows), true
	case numericArg(u) && len(u.Attrs) == 0 && len(u.Calls) == 0 && !u.Iterated:
		if st == falsy {
			return "0", true
		}
		return "3", true
	}
	return "", false
}

var numericCallees = set("sum min max abs round range math.sqrt math.floor math.ceil math.log math.exp divmod pow")

// sizeCallees make an array of as many elements as their first argument.
var sizeCallees = set("randn rand zeros ones empty arange")

// frameRows is how many rows the DataFrame recipe's columns hold.
const frameRows = 6

// sizeArg: the value is the length of an array a numpy-like constructor
// makes (np.random.randn(n), np.zeros(n)).
func sizeArg(u *refs.Usage) bool {
	for _, a := range u.Args {
		if i := strings.LastIndexByte(a.Callee, '.'); i > 0 && a.Pos == 0 && sizeCallees[a.Callee[i+1:]] {
			return true
		}
	}
	return false
}

// numericArg: the value is passed to a function of numbers.
func numericArg(u *refs.Usage) bool {
	for _, a := range u.Args {
		if numericCallees[a.Callee] {
			return true
		}
	}
	return false
}

func (b *builder) elemValue(name string, u *refs.Usage, st style, depth int) string {
	if st == falsy {
		st = shaped // an element exists: the container's emptiness was the falsification
	}
	if u == nil && (st == legacy || st == stubs || b.stubObjects) {
		b.note(BindStub)
		return "Stub(" + strconv.Quote(name) + ")"
	}
	v := b.value(name, u, st, depth+1)
	if strings.HasPrefix(v, "class ") || strings.HasPrefix(v, "def ") {
		b.note(BindStub)
		return "Stub(" + strconv.Quote(name) + ")"
	}
	return v
}

// satisfy gives a value that makes "x OP literal" true (or false).
func satisfy(c refs.Op, falsify bool) (string, bool) {
	op := c.Op
	if c.Side == "right" { // literal OP x: mirror the operator
		op = map[string]string{"<": ">", ">": "<", "<=": ">=", ">=": "<="}[op] + map[bool]string{true: op, false: ""}[op == "==" || op == "!=" || op == "is" || op == "is not"]
	}
	if falsify {
		op = map[string]string{"<": ">=", ">": "<=", "<=": ">", ">=": "<", "==": "!=", "!=": "==", "is": "is not", "is not": "is"}[op]
	}
	switch c.Kind {
	case "int", "float":
		f, err := strconv.ParseFloat(c.Value, 64)
		if err != nil {
			return "", false
		}
		d := 1.0
		if c.Kind == "float" {
			d = 0.5
		}
		var v float64
		switch op {
		case "<":
			v = f - d
		case ">":
			v = f + d
		case "<=", ">=", "==":
			v = f
		case "!=":
			v = f + d
		default:
			return "", false
		}
		if c.Kind == "int" {
			return strconv.Itoa(int(v)), true
		}
		return strconv.FormatFloat(v, 'g', -1, 64), true
	case "str":
		switch op {
		case "==":
			return strconv.Quote(c.Value), true
		case "!=":
			return strconv.Quote(c.Value + "_other"), true
		}
	case "none":
		switch op {
		case "is", "==":
			return "None", true
		}
	case "bool":
		switch op {
		case "is", "==":
			return c.Value, true
		case "is not", "!=":
			return map[string]string{"True": "False", "False": "True"}[c.Value], true
		}
	}
	return "", false
}

func literalText(l refs.Literal) string {
	switch l.Kind {
	case "str":
		return strconv.Quote(l.Value)
	case "int", "float", "bool", "none":
		if l.Kind == "none" {
			return "None"
		}
		return l.Value
	}
	return "Stub(" + strconv.Quote(l.Value) + ")"
}

func strKeys(u *refs.Usage) []string {
	var out []string
	for _, k := range append(append([]refs.Key{}, u.Keys...), u.StoredKeys...) {
		if k.Kind == "str" {
			out = append(out, k.Value)
		}
	}
	return out
}

func intKeys(u *refs.Usage) int {
	n := 0
	for _, k := range u.Keys {
		switch k.Kind {
		case "int":
			if i, err := strconv.Atoi(k.Value); err == nil && i >= 0 && i+1 > n {
				n = i + 1
			}
			if i, err := strconv.Atoi(k.Value); err == nil && i < 0 && -i > n {
				n = -i
			}
		case "slice":
			n = max(n, 3)
		}
	}
	return n
}

func allStr(ls []refs.Literal) bool {
	for _, l := range ls {
		if l.Kind != "str" {
			return false
		}
	}
	return true
}

func sortedAttrs(u *refs.Usage) []string {
	var out []string
	for a := range u.Attrs {
		out = append(out, a)
	}
	sort.Strings(out)
	return out
}

var identRe = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

func isIdent(s string) bool { return identRe.MatchString(s) }

// fileName is a relative data file name for a value used as a path.
func fileName(name, callee string) string {
	base := strings.Trim(regexp.MustCompile(`[^A-Za-z0-9_]+`).ReplaceAllString(name, "_"), "_")
	if base == "" {
		base = "data"
	}
	switch {
	case strings.Contains(callee, "csv"):
		return base + ".csv"
	case strings.Contains(callee, "json"):
		return base + ".json"
	case strings.Contains(callee, "makedirs"):
		return "."
	case dirCallee.MatchString(callee):
		return base + "/" // a directory the prefix makes, holding a file
	}
	return base + ".txt"
}

// fakeModules is a statement that puts a Stub in sys.modules for every
// module the snippet imports that the interpreter cannot find, so that the
// import succeeds and what is taken from it is a Stub.
func (b *builder) fakeModules() string {
	return b.fakeModulesBut(nil)
}

// fakeModulesBut is fakeModules without the modules under the top-level
// names made (those the prefix makes as files: patchmods.go).
func (b *builder) fakeModulesBut(made map[string]string) string {
	mods := memoSnippetImports(b.s)
	var want []string
	for _, m := range mods {
		top := strings.SplitN(m, ".", 2)[0]
		if _, ok := made[top]; ok {
			continue
		}
		if !deps.IsStdlib(top) && (b.installed == nil || !b.installed[top]) {
			want = append(want, m)
		}
	}
	if len(want) == 0 {
		return ""
	}
	var quoted []string
	for _, m := range want {
		quoted = append(quoted, strconv.Quote(m))
	}
	return "import importlib.util, sys\n" +
		"for _m in [" + strings.Join(quoted, ", ") + "]:\n" +
		"    _top = _m.split('.')[0]\n" +
		"    if _top not in sys.modules and importlib.util.find_spec(_top) is None:\n" +
		"        sys.modules[_top] = Stub(_top)\n" +
		"    if _top in sys.modules and isinstance(sys.modules[_top], Stub):\n" +
		"        _parts = _m.split('.')\n" +
		"        for _i in range(2, len(_parts) + 1):\n" +
		"            _sub = '.'.join(_parts[:_i])\n" +
		"            sys.modules.setdefault(_sub, getattr(sys.modules['.'.join(_parts[:_i - 1])], _parts[_i - 1]))"
}

// relativePackage makes the snippet's relative imports work: the snippet
// runs as a module of a stand-in package, deep enough for its farthest
// "..", whose modules are Stubs.
func relativePackage(t *pyparse.Tree) string {
	type rel struct {
		level int
		name  string
	}
	var rels []rel
	deepest := 0
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() != "import_from_statement" {
			return true
		}
		if m := n.ChildByFieldName("module_name"); m != nil && m.Type() == "relative_import" {
			text := t.Text(m)
			name := strings.TrimLeft(text, ".")
			r := rel{level: len(text) - len(name), name: name}
			rels = append(rels, r)
			deepest = max(deepest, r.level)
		}
		return false
	})
	if len(rels) == 0 {
		return ""
	}
	pkg := []string{"snippet_package"}
	for len(pkg) < deepest {
		pkg = append(pkg, "sub")
	}
	stmts := []string{"__package__ = " + strconv.Quote(strings.Join(pkg, "."))}
	seen := map[string]bool{}
	for _, r := range append([]rel{{level: 1}}, rels...) {
		abs := strings.Join(pkg[:len(pkg)-(r.level-1)], ".")
		if r.name != "" {
			abs += "." + r.name
		}
		if !seen[abs] {
			seen[abs] = true
			stmts = append(stmts, fakeModule(abs))
		}
	}
	return strings.Join(stmts, "\n")
}

// originPackage makes the snippet's relative imports resolve as they do
// in the module it was cut from: the snippet runs with that module's
// __package__ (its own name for a package's __init__, its parent's
// otherwise), so "from .testing import X" imports the real sibling
// module. "" when the origin is unknown, or a relative import climbs
// above the package's top.
func originPackage(t *pyparse.Tree, org *Origin) string {
	if org == nil || org.Mod == nil || org.Mod.Module == "" {
		return ""
	}
	parts := strings.Split(org.Mod.Module, ".")
	if !strings.HasSuffix(org.Mod.File, "/__init__.py") {
		parts = parts[:len(parts)-1]
	}
	deepest := 0
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() != "import_from_statement" {
			return true
		}
		if m := n.ChildByFieldName("module_name"); m != nil && m.Type() == "relative_import" {
			text := t.Text(m)
			deepest = max(deepest, len(text)-len(strings.TrimLeft(text, ".")))
		}
		return false
	})
	if deepest == 0 || len(parts) == 0 || deepest > len(parts) {
		return ""
	}
	return "__package__ = " + strconv.Quote(strings.Join(parts, "."))
}

// snippetImports are the absolute modules the snippet imports.
func snippetImports(t *pyparse.Tree) []string {
	seen := map[string]bool{}
	var out []string
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		switch n.Type() {
		case "import_statement":
			for _, c := range pyparse.Children(n) {
				m := c
				if c.Type() == "aliased_import" {
					m = c.ChildByFieldName("name")
				}
				if m != nil && m.Type() == "dotted_name" && !seen[t.Text(m)] {
					seen[t.Text(m)] = true
					out = append(out, t.Text(m))
				}
			}
			return false
		case "import_from_statement":
			if m := n.ChildByFieldName("module_name"); m != nil && m.Type() == "dotted_name" && !seen[t.Text(m)] {
				seen[t.Text(m)] = true
				out = append(out, t.Text(m))
			}
			return false
		}
		return true
	})
	return out
}

var (
	dataFileRe = regexp.MustCompile(`^[\w][\w./-]*\.(txt|csv|tsv|json|xml|html?|ya?ml|ini|cfg|conf|log|dat|md|rst|pkl|pickle|toml|gif|png)$`)
	dataDirRe  = regexp.MustCompile(`^\w+/$`)
	dirCallee  = regexp.MustCompile(`(?:^|\.)(?:listdir|walk|fwalk|scandir|rmtree|copytree|chdir)$`)
)

// dataFiles are statements creating the relative data files named by the
// snippet's string literals, with content of their kind.
func (b *builder) dataFiles() []string {
	files := snipMemoized(b.s, "datafiles", func() []string { return dataFileNames(b.s.Tree) })
	if len(files) == 0 {
		return nil
	}
	var out []string
	for _, f := range files {
		out = append(out, "import os\nos.makedirs(os.path.dirname("+strconv.Quote(f)+") or '.', exist_ok=True)\n"+b.dataContent(f))
	}
	return out
}

// dataFileNames are the relative data files dataFiles makes: the file
// names among t's string literals, then walkedPaths'.
func dataFileNames(t *pyparse.Tree) []string {
	seen := map[string]bool{}
	var files []string
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() == "string" {
			// The string's prefix (r, b) goes before its quotes, not the
			// file name's first letter ("rows.json").
			v := t.Text(n)
			if strings.ContainsAny(v[:strings.IndexAny(v+`"'`, `"'`)], "fF") {
				return false // formatted: not a name as written
			}
			v = strings.TrimLeft(v[:strings.IndexAny(v+`"'`, `"'`)], "rRbBuU") + v[strings.IndexAny(v+`"'`, `"'`):]
			v = strings.Trim(v, `"'`)
			if dataFileRe.MatchString(v) && !strings.Contains(v, "..") && !seen[v] {
				seen[v] = true
				files = append(files, v)
			}
			return false
		}
		return true
	})
	for _, f := range walkedPaths(t) {
		if !seen[f] {
			seen[f] = true
			files = append(files, f)
		}
	}
	return files
}

var (
	relPathRe  = regexp.MustCompile(`^\w[\w.-]*(/[\w.-]+)*/?$`)
	globCallee = regexp.MustCompile(`(?:^|\.)i?glob$`)
	madeCallee = regexp.MustCompile(`(?:^|\.)(?:makedirs|mkdir|copytree|copy|copy2|copyfile|move|rename|replace|symlink)$`)
	globRe     = regexp.MustCompile(`^[\w.*?-]+(/[\w.*?-]+)*$`)
	linkCallee = regexp.MustCompile(`(?:^|\.)(?:symlink_to|hardlink_to|symlink)$|^os\.link$`)
)

// walkedPaths are the relative paths, written as literals, that the
// snippet hands a directory function (os.walk("src/pkg"), os.listdir,
// shutil.rmtree: a directory, "d/", holding a file) or a glob pattern
// (glob.glob("logs/*.txt"): one file the pattern matches), so that what
// walking or globbing finds agrees with what exists.
func walkedPaths(t *pyparse.Tree) []string {
	var out []string
	made := map[string]bool{} // paths the snippet makes itself: making them first would fail it
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() != "call" {
			return true
		}
		_, args, name := t.Callee(n)
		if args == nil {
			return true
		}
		as := pyparse.Children(args)
		if len(as) == 0 {
			return true
		}
		if madeCallee.MatchString(name) {
			for i, a := range as {
				if v := literalString(t, a); v != "" && (i > 0 || !strings.HasSuffix(name, "copytree")) {
					made[strings.TrimSuffix(v, "/")] = true
				}
			}
		}
		v := literalString(t, as[0])
		if v == "" || strings.Contains(v, "..") || strings.HasPrefix(v, ".") {
			return true
		}
		switch {
		case dirCallee.MatchString(name) && relPathRe.MatchString(v):
			out = append(out, strings.TrimSuffix(v, "/")+"/")
		case linkCallee.MatchString(name) && relPathRe.MatchString(v) && !strings.HasSuffix(v, "/"):
			// What a link the snippet makes points to (p.symlink_to("setup.py"),
			// os.symlink(src, dst)): a dangling link fails every read
			// through it (p.stat(), open(p)).
			out = append(out, v)
		case globCallee.MatchString(name) && strings.ContainsAny(v, "*?") && globRe.MatchString(v):
			f := strings.NewReplacer("**/", "", "*", "a", "?", "a").Replace(v)
			if dataFileRe.MatchString(f) {
				out = append(out, f)
			}
		}
		return true
	})
	var kept []string
	for _, f := range out {
		if !made[strings.TrimSuffix(f, "/")] {
			kept = append(kept, f)
		}
	}
	return kept
}

// dataContent is fileContent shaped by the snippet's reads where the
// format has names: a configuration file holds the sections and options
// the snippet asks a parser for.
func (b *builder) dataContent(f string) string {
	if st := b.readerContent(f); st != "" {
		return st
	}
	ext := f[strings.LastIndexByte(f, '.')+1:]
	if ext == "ini" || ext == "cfg" || ext == "conf" {
		if ini := iniText(b.s); ini != "" {
			return "open(" + strconv.Quote(f) + ", 'w').write(" + strconv.Quote(ini) + ")"
		}
	}
	return fileContent(f)
}

// iniOptionMethods take (section, option) in configparser's API; their
// value kinds follow the getter.
var iniOptionMethods = map[string]string{"get": "value", "getint": "1", "getfloat": "1.5", "getboolean": "yes", "has_option": "value", "remove_option": "value"}

// iniText is the INI text of the sections and options the snippet reads
// by literal names: X.get("S", "k"), X.getint(...), X["S"]["k"],
// X.has_section("S"), X.items("S"), X["S"].get("k"); "" when none.
func iniText(s *Snippet) string {
	sections := map[string]map[string]string{}
	var order []string
	add := func(sec, opt, v string) {
		if sec == "" {
			return
		}
		if sections[sec] == nil {
			sections[sec] = map[string]string{}
			order = append(order, sec)
		}
		if opt != "" && sections[sec][opt] == "" {
			sections[sec][opt] = v
		}
	}
	t := s.Tree
	// A section held in a name (top = config["topsecret"]) is read
	// through it: top["Port"], top.getint("Port").
	held := map[string]string{}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() == "assignment" {
			l, r := n.ChildByFieldName("left"), n.ChildByFieldName("right")
			if l != nil && r != nil && l.Type() == "identifier" && r.Type() == "subscript" {
				if sec := literalString(t, r.ChildByFieldName("subscript")); sec != "" {
					held[t.Text(l)] = sec
					add(sec, "", "")
				}
			}
		}
		return true
	})
	section := func(obj *pyparse.Node) string {
		if obj != nil && obj.Type() == "identifier" {
			return held[t.Text(obj)]
		}
		return ""
	}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		switch n.Type() {
		case "call":
			fn, args := n.ChildByFieldName("function"), n.ChildByFieldName("arguments")
			if fn == nil || args == nil || fn.Type() != "attribute" {
				return true
			}
			method := t.Text(fn.ChildByFieldName("attribute"))
			as := pyparse.Children(args)
			lit := func(i int) string {
				if i < len(as) {
					return literalString(t, as[i])
				}
				return ""
			}
			obj := fn.ChildByFieldName("object")
			if kind, ok := iniOptionMethods[method]; ok {
				if sec := lit(0); sec != "" && lit(1) != "" {
					add(sec, lit(1), kind)
				} else if obj != nil && obj.Type() == "subscript" && lit(0) != "" {
					// X["S"].get("k")
					add(literalString(t, obj.ChildByFieldName("subscript")), lit(0), kind)
				} else if sec := section(obj); sec != "" && lit(0) != "" {
					add(sec, lit(0), kind)
				}
			}
			if method == "has_section" || method == "items" || method == "options" {
				add(lit(0), "", "")
			}
		case "subscript":
			// X["S"]["k"]
			inner := n.ChildByFieldName("value")
			if inner != nil && inner.Type() == "subscript" {
				add(literalString(t, inner.ChildByFieldName("subscript")), literalString(t, n.ChildByFieldName("subscript")), "value")
			} else if sec := section(inner); sec != "" {
				add(sec, literalString(t, n.ChildByFieldName("subscript")), "value")
			}
		}
		return true
	})
	if len(order) == 0 {
		return ""
	}
	var out strings.Builder
	for _, sec := range order {
		fmt.Fprintf(&out, "[%s]\n", sec)
		opts := make([]string, 0, len(sections[sec]))
		for o := range sections[sec] {
			opts = append(opts, o)
		}
		sort.Strings(opts)
		for _, o := range opts {
			fmt.Fprintf(&out, "%s = %s\n", o, sections[sec][o])
		}
	}
	return out.String()
}

func fileContent(f string) string {
	q := strconv.Quote(f)
	if strings.HasSuffix(f, "/") {
		return "import os\nos.makedirs(" + q + ", exist_ok=True)\nopen(" + strconv.Quote(f+"a.txt") + ", 'w').write('line one\\nline two\\n')"
	}
	ext := f[strings.LastIndexByte(f, '.')+1:]
	switch ext {
	case "json":
		return "open(" + q + ", 'w').write('{\"key\": \"value\", \"items\": [1, 2, 3], \"name\": \"example\"}')"
	case "csv":
		return "open(" + q + ", 'w').write('a,b,c\\n1,2,3\\n4,5,6\\n')"
	case "tsv":
		return "open(" + q + ", 'w').write('a\\tb\\n1\\t2\\n')"
	case "xml", "html", "htm":
		return "open(" + q + ", 'w').write('<root><item id=\"1\">one</item><item id=\"2\">two</item></root>')"
	case "yaml", "yml":
		return "open(" + q + ", 'w').write('key: value\\nitems:\\n  - 1\\n  - 2\\n')"
	case "ini", "cfg", "conf":
		return "open(" + q + ", 'w').write('[section]\\nkey = value\\n')"
	case "toml":
		return "open(" + q + ", 'w').write('[project]\\nname = \"example\"\\nversion = \"1.0\"\\n')"
	case "pkl", "pickle":
		return "import pickle\npickle.dump({'key': 'value'}, open(" + q + ", 'wb'))"
	case "gif", "png":
		// An image of one white pixel, which Tk, PIL and matplotlib read.
		return "import base64\nopen(" + q + ", 'wb').write(base64.b64decode(" + strconv.Quote(tinyImages[ext]) + "))"
	}
	return "open(" + q + ", 'w').write('line one\\nline two\\nline three\\n')"
}

// tinyImages are one-pixel images, base64-encoded, by file extension.
var tinyImages = map[string]string{
	"gif": "R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==",
	"png": "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC",
}

// destub proposes variants of the parent prefix whose stand-in bindings
// of undefined names take real values (the shaped style's): all of them,
// and all but one, so that one binding a real value breaks does not keep
// the others from theirs.
func (o *Offline) destub(b *builder, req Request) []Proposal {
	n := req.Parent
	if n == nil || o.Force {
		return nil
	}
	undefined := map[string]bool{}
	for _, name := range b.names {
		undefined[name] = true
	}
	real := map[int][]string{}     // statement index -> replacement statements
	searches := map[int][]string{} // a lambda's index -> searches of its real function's arguments (invert.go)
	retyped := map[int][][2]int{}  // a lambda's index -> [statement index, index in rebind] (invert.go's retypes)
	var rebind []string
	retype := func(i int, st string) {
		js, alts := retypes(b.s, n.Proposal.Init, st)
		for k, j := range js {
			retyped[i] = append(retyped[i], [2]int{j, len(rebind)})
			rebind = append(rebind, alts[k])
		}
	}
	alts := map[int][][]string{}    // an index -> other real instances to try (duck.go), after real[i]
	samples := map[int][][]string{} // a parameter's index -> its samples (origin.go), tried last
	kinds := map[string]BindingKind{}
	var order []int
	for i, st := range n.Proposal.Init {
		t := target(st)
		if !undefined[t] || !n.Proposal.KindOf(st).StandIn() || strings.HasPrefix(st, "Stub.") {
			continue
		}
		u := b.s.Refs.Usages[t]
		// The module the body was cut from has a real object for it.
		if imp, stmt, k, ok := b.originBinding(t, shaped); ok && (imp != "" || stmt != "") {
			var stmts []string
			if imp != "" {
				stmts = append(stmts, imp)
				kinds[imp] = BindPlain
			}
			if stmt != "" {
				stmts = append(stmts, stmt)
				kinds[stmt] = k
			} else if imp != "" {
				searches[i] = inversions(b.s, n.Proposal.Init, st)
				retype(i, st)
			}
			real[i] = stmts
			order = append(order, i)
			for _, alt := range b.sampleAlts(t) {
				kinds[alt[0]], kinds[alt[1]] = BindPlain, BindPlain
				samples[i] = append(samples[i], alt)
			}
			continue
		}
		v, k := b.valueKind(t, u, shaped)
		// A parameter is no library's global of its name (proposal).
		param := b.originParam(t) && !(u != nil && u.Module)
		imp := ""
		if !param {
			imp = b.moduleImport(t, u)
		}
		if imp == "" && !param {
			imp = b.libraryName(t, u)
			if b.namedTupleOverLibrary(t, u, imp) {
				imp = ""
			}
		}
		if st := b.cFunction(t, u); st != "" && k.StandIn() && imp == "" && !param {
			// A C function or library a ctypes block names (cfunction.go).
			real[i] = []string{st}
			kinds[st] = BindPlain
			order = append(order, i)
			continue
		}
		if k.StandIn() && imp == "" && (u == nil || u.Import == "" || param) {
			// A real class that has the methods the snippet calls (duck.go).
			for j, d := range b.duckFor(t, u) {
				stmts := []string{d.imp, t + " = " + d.expr}
				kinds[d.imp], kinds[stmts[1]] = BindPlain, BindPlain
				if disp := displayStatement(b, []string{d.imp}); disp != "" && !slices.Contains(n.Proposal.Init, disp) {
					stmts = append([]string{disp}, stmts...) // a Tk module's instance draws on a display
					kinds[disp] = BindEnv
				}
				if j == 0 {
					real[i] = stmts
					order = append(order, i)
				} else {
					alts[i] = append(alts[i], stmts)
				}
			}
			continue // nothing more real to offer
		}
		var stmts []string
		switch {
		case u != nil && u.Import != "" && !param:
			stmts = []string{b.tableImport(t, u)}
			k = BindPlain
		case imp != "":
			stmts = []string{imp}
			k = BindPlain
		case strings.HasPrefix(v, "class ") || strings.HasPrefix(v, "def ") || strings.HasPrefix(v, t+" = ") || strings.HasPrefix(v, "with open("):
			stmts = []string{v}
		default:
			stmts = []string{t + " = " + v}
			if f, ok := b.dataPath(u, v); ok {
				file := b.dataContent(f)
				stmts = append(stmts, file)
				kinds[file] = BindEnv
			}
		}
		if strings.HasPrefix(v, "with open(") && k == BindPlain {
			k = BindEnv
		}
		if k == BindPlain && len(stmts) == 1 && (strings.HasPrefix(stmts[0], "import ") || strings.HasPrefix(stmts[0], "from ")) {
			searches[i] = inversions(b.s, n.Proposal.Init, st) // a library's real function
			retype(i, st)
		}
		kinds[stmts[0]] = k
		real[i] = stmts
		order = append(order, i)
	}
	if len(order) == 0 {
		return nil
	}
	// A real sqlite3 connection or cursor holds the tables the snippet's
	// SQL reads (sqltables.go).
	for _, i := range order {
		name := target(n.Proposal.Init[i])
		withTables := func(stmts []string) []string {
			if !strings.Contains(strings.Join(stmts, "\n"), "sqlite3.") {
				return stmts
			}
			setup := sqlSetup(b.s, name)
			for _, st := range setup {
				kinds[st] = BindEnv
			}
			return append(append([]string{}, stmts...), setup...)
		}
		// A real parser holds the options whose attributes the snippet
		// reads (parserdests.go).
		withOptions := func(stmts []string) []string {
			joined := strings.Join(stmts, "\n")
			if !strings.Contains(joined, "argparse.") && !strings.Contains(joined, "optparse.") {
				return stmts
			}
			opts := parserOptions(name, b.s.Refs.Usages[name], shortOptions(b.s.Src))
			for _, st := range opts {
				kinds[st] = BindPlain
			}
			return append(append([]string{}, stmts...), opts...)
		}
		real[i] = withOptions(withTables(real[i]))
		for j := range alts[i] {
			alts[i][j] = withOptions(withTables(alts[i][j]))
		}
	}
	variant := func(use map[int]bool, note string, extra ...string) Proposal {
		var init []string
		for i, st := range n.Proposal.Init {
			if r, ok := real[i]; ok && use[i] {
				init = append(init, r...)
			} else {
				init = append(init, st)
			}
		}
		var private any = destubbed{parent: n.ID, replaced: use}
		if len(extra) > 0 {
			private = nil // not one of the replacements the second request unites
		}
		p := Proposal{Imports: n.Proposal.Imports, Init: append(init, extra...), private: private,
			Note: "offline: real values for " + note + " of node " + strconv.Itoa(n.ID)}
		p.inherit(n.Proposal)
		for st, k := range kinds {
			p.mark(k, st)
		}
		p.mark(BindPlain, extra...) // the real function decides the argument
		return p
	}
	// A second request for the same prefix: the replacements that kept
	// every line it covered, together.
	var safe []map[int]bool
	asked := false
	for _, m := range req.Nodes {
		d, ok := m.Private.(destubbed)
		if !ok || d.parent != n.ID {
			continue
		}
		asked = true
		if coversAll(m.Covered, n.Covered) {
			safe = append(safe, d.replaced)
		}
	}
	if asked {
		union := map[int]bool{}
		for _, r := range safe {
			for i := range r {
				union[i] = true
			}
		}
		if len(safe) < 2 {
			return nil
		}
		return []Proposal{variant(union, "the stand-ins each replaceable alone")}
	}
	all := map[int]bool{}
	for _, i := range order {
		all[i] = true
	}
	out := []Proposal{variant(all, "all stand-ins")}
	// The real instances holding the keys the snippet tests them for
	// (name not in self), which a stand-in answered as it had to: the
	// other way of each test, on real values.
	if keys := memberKeys(b, true); len(keys) > 0 {
		p := variant(all, "all stand-ins, real instances holding the keys tested", keys...)
		out = append(out, p)
	}
	// The next classes that have the methods, each in turn.
	for _, i := range order {
		first := real[i]
		for _, alt := range alts[i] {
			real[i] = alt
			p := variant(all, "all stand-ins, another real instance")
			p.private = nil // not one of the replacements the second request unites
			out = append(out, p)
		}
		real[i] = first
	}
	// The real functions kept with arguments searched so that each answers
	// as its lambda did; alone and, the searches together, with every
	// stand-in replaced (before the single replacements: a proposer's
	// answers are cut at N).
	var every []string
	for _, i := range order {
		for _, srch := range searches[i] {
			out = append(out, variant(map[int]bool{i: true}, "a real function with its argument searched", srch))
			every = append(every, srch)
		}
	}
	if len(every) > 1 || len(every) == 1 && len(order) > 1 {
		out = append(out, variant(all, "all stand-ins, real functions' arguments searched", every...))
	}
	if len(order) > 1 {
		for _, i := range order {
			out = append(out, variant(map[int]bool{i: true}, "one stand-in"))
		}
	}
	// The real functions with an argument's source of another kind (near
	// the end: the proposer's answers are cut at N).
	for _, i := range order {
		for _, r := range retyped[i] {
			j := r[0]
			if _, standIn := real[j]; standIn {
				continue // a stand-in itself: its own replacement stands
			}
			real[j] = []string{rebind[r[1]]}
			kinds[rebind[r[1]]] = BindPlain
			p := variant(map[int]bool{i: true, j: true}, "a real function with its argument's source retyped")
			p.private = nil // not one of the replacements the second request unites
			out = append(out, p)
			delete(real, j)
		}
	}
	// A parameter's samples last: step 1 ran them already, with the
	// styles' values for the rest.
	for _, i := range order {
		first := real[i]
		for _, alt := range samples[i] {
			real[i] = alt
			p := variant(all, "all stand-ins, a sample of a parameter")
			p.private = nil
			out = append(out, p)
		}
		real[i] = first
	}
	return out
}

// destubbed is the proposer's note on a step-4 variant: which of its
// parent's statements got real values.
type destubbed struct {
	parent   int
	replaced map[int]bool
}

// coversAll reports whether got holds every line of want.
func coversAll(got, want []int) bool {
	have := map[int]bool{}
	for _, l := range got {
		have[l] = true
	}
	for _, l := range want {
		if !have[l] {
			return false
		}
	}
	return true
}

// standIns counts the stand-ins a prefix creates (Stub(...), MagicMock()).
func standIns(prefix []string) int {
	n := 0
	for _, st := range prefix {
		if strings.HasPrefix(st, "class Stub") {
			continue
		}
		n += strings.Count(st, "Stub(") + strings.Count(st, "MagicMock(")
	}
	return n
}

// Forced reports whether a prefix forces execution: it defines the
// --force Stub class, whose answers follow Stub._truth and Stub._steer
// rather than one value.
func Forced(prefix []string) bool {
	for _, st := range prefix {
		if strings.HasPrefix(st, "class Stub") && strings.Contains(st, "_steer") {
			return true
		}
	}
	return false
}

// realName is the import that gives an undefined name a real value, when
// one exists: the tables' conventions, a module, a public name of an
// installed module; "" when none does.
func (b *builder) realName(name string) string {
	u := b.s.Refs.Usages[name]
	if u == nil {
		u = &refs.Usage{Calls: []refs.Call{{}}} // a NameError's name: used as it is, often called
		if b.idx == nil {
			return ""
		}
		if len(b.idx.Names[name]) == 0 {
			return ""
		}
	}
	if u.Import != "" {
		return b.tableImport(name, u)
	}
	if imp := b.moduleImport(name, u); imp != "" {
		return imp
	}
	return b.libraryName(name, u)
}

// importable reports whether a top-level module is installed for the
// interpreter (a ModuleNotFoundError for it came from elsewhere).
func (b *builder) importable(mod string) bool {
	if strings.Contains(mod, ".") {
		return false
	}
	return deps.IsStdlib(mod) && !strings.HasPrefix(mod, "_") || b.installed[mod]
}

// offlineHTTP is the statement that makes requests answer offline, with
// status 200 ("" when the snippet does not use requests).
func (b *builder) offlineHTTP() string {
	if !requestsCall.Match(b.s.Src) || b.installed != nil && !b.installed["requests"] {
		return ""
	}
	return offlineHTTPStatus(200)
}

var (
	argvIndex   = regexp.MustCompile(`\bsys\.argv\[(\d)\]`)
	argvNumeric = regexp.MustCompile(`\b(?:int|float)\(\s*sys\.argv\[(\d)\]`)
)

// commandLine is the statement giving a script that reads sys.argv[i] its
// command-line arguments, part of its environment: a number where the
// script converts the argument to one, else the name of a small text file
// made for it ("" when the script reads no argument).
func commandLine(src []byte) string {
	most := 0
	for _, m := range argvIndex.FindAllSubmatch(src, -1) {
		most = max(most, int(m[1][0]-'0'))
	}
	if most == 0 {
		return ""
	}
	numeric := map[int]bool{}
	for _, m := range argvNumeric.FindAllSubmatch(src, -1) {
		numeric[int(m[1][0]-'0')] = true
	}
	var args, files []string
	for i := 1; i <= most; i++ {
		if numeric[i] {
			args = append(args, strconv.Quote("3"))
			continue
		}
		f := fmt.Sprintf("arg%d.txt", i)
		args = append(args, strconv.Quote(f))
		files = append(files, fileContent(f))
	}
	return "import sys\nsys.argv[1:] = [" + strings.Join(args, ", ") + "]" + strings.Join(append([]string{""}, files...), "\n")
}
