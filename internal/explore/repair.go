package explore

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"unstuck/internal/pyparse"
	"unstuck/internal/refs"
)

// Error messages the repairs read, compiled once.
var (
	noModule          = regexp.MustCompile(`No module named '([\w.]+)'`)
	cannotImport      = regexp.MustCompile(`cannot import name '(\w+)' from '([\w.]+)'`)
	mainNoAttr        = regexp.MustCompile(`<module '__main__'[^>]*> does not have the attribute '(\w+)'`)
	moduleNoAttr      = regexp.MustCompile(`module '([\w.]+)' has no attribute '(\w+)'`)
	stubNoAttr        = regexp.MustCompile(`'Stub' object has no attribute '(\w+)'`)
	quotedPath        = regexp.MustCompile(`'([^']+)'`)
	descriptorFor     = regexp.MustCompile(`descriptor '\w+' (?:for|requires) a '(\w+)' object`)
	unboundMethod     = regexp.MustCompile(`unbound method (\w+)\.\w+\(\) needs an argument`)
	stubForString     = regexp.MustCompile(`str(?:ing)?\b.*\bStub\b`)
	unpackCount       = regexp.MustCompile(`(?:not enough|too many) values to unpack \(expected (\d+)`)
	unpackNonIterable = regexp.MustCompile(`cannot unpack non-iterable .* object`)
	quotedKey         = regexp.MustCompile(`^'(.*)'$`)
	realInstance      = regexp.MustCompile(`^\w+ = [A-Za-z_][\w.]*\(`) // name = Class(...): an instance a call made
)

// repair is step 2 without an LLM: it reads the exception a prefix raised
// and changes the prefix where the error points: a missing name or module
// gets defined, a missing attribute set, a missing file created, and the
// values of the names used on the failing line take other shapes.
func (o *Offline) repair(b *builder, req Request) []Proposal {
	n := req.Parent
	if n == nil || n.Error == nil {
		return nil
	}
	e := n.Error
	base := n.Proposal
	var out []Proposal
	add := func(note string, kind BindingKind, extra ...string) {
		p := Proposal{Imports: base.Imports, Init: extendInit(base.Init, extra...), Note: "offline repair: " + note}
		p.inherit(base)
		p.mark(kind, extra...)
		out = append(out, p)
	}
	msg := e.Message
	switch e.Type {
	case "NameError", "UnboundLocalError":
		if m := quoted.FindStringSubmatch(msg); m != nil {
			// A real name where one exists, a stand-in only where none does.
			if imp := b.realName(m[1]); imp != "" {
				add("import "+m[1], BindPlain, imp)
			} else {
				add("define "+m[1], BindStub, m[1]+" = Stub("+strconv.Quote(m[1])+")")
			}
		}
	case "ModuleNotFoundError", "ImportError":
		if m := noModule.FindStringSubmatch(msg); m != nil {
			if !b.importable(m[1]) {
				// The whole dotted path the line imports (import spam.ham,
				// __import__('spam.ham')), made up at once: the package
				// alone fails again at its submodule, and a repair that
				// binds a stand-in gets no further turn.
				mod := dottedOnLine(b.s, e.Line, m[1])
				add("fake module "+mod, BindModule, fakeModule(mod))
			}
		}
		if m := cannotImport.FindStringSubmatch(msg); m != nil {
			add("provide "+m[2]+"."+m[1], BindStub, "import "+m[2]+"\n"+m[2]+"."+m[1]+" = Stub("+strconv.Quote(m[1])+")")
		}
	case "AttributeError":
		// unittest.mock patches a global of the script the example
		// assumes (patch.multiple('__main__', thing=DEFAULT)): the
		// prefix defines it, a plain value for the mock to replace.
		if m := mainNoAttr.FindStringSubmatch(msg); m != nil {
			add("global "+m[1], BindPlain, m[1]+" = "+strconv.Quote(m[1]))
		}
		if m := moduleNoAttr.FindStringSubmatch(msg); m != nil {
			// The name is another module's class or function first.
			out = append(out, otherModules(b, base, []string{m[1]}, true)...)
			add("provide "+m[1]+"."+m[2], BindStub, "import "+m[1]+"\n"+m[1]+"."+m[2]+" = Stub("+strconv.Quote(m[2])+")")
		}
		// A Stub lacks what only a real object has (special methods, or
		// attributes read past __getattr__): the names on the line get it.
		if m := stubNoAttr.FindStringSubmatch(msg); m != nil {
			for _, name := range namesOnLine(b, e.Line) {
				add(name+" has "+m[1], BindStub, fmt.Sprintf("%s = Stub(%q, %s=Stub(%q))", name, name, m[1], name+"."+m[1]))
			}
		}
	case "FileNotFoundError", "IsADirectoryError", "NotADirectoryError":
		if m := quotedPath.FindStringSubmatch(msg); m != nil && !strings.Contains(m[1], "..") {
			p := m[1]
			if !strings.HasPrefix(p, "/") || strings.HasPrefix(p, "/tmp/") {
				add("create "+p, BindEnv, "import os\nos.makedirs(os.path.dirname("+strconv.Quote(p)+") or '.', exist_ok=True)\n"+b.dataContent(p))
				// The path was one of a list the snippet goes through
				// (for name in ["foo", "bar"]: tar.add(name)): the others
				// are read the same way, so they are made at once.
				if others := siblingPaths(b.s.Tree, p); len(others) > 0 {
					var made []string
					for _, f := range append([]string{p}, others...) {
						made = append(made, "import os\nos.makedirs(os.path.dirname("+strconv.Quote(f)+") or '.', exist_ok=True)\n"+b.dataContent(f))
					}
					add("create "+strings.Join(append([]string{p}, others...), ", "), BindEnv, made...)
				}
			}
		}
	case "EOFError":
		if st := stdinStatement(b.s, e.Type); st != "" {
			add("lines on standard input", BindEnv, st)
		}
	case "ValueError", "TypeError":
		// A method of a builtin type called on a Stub: the Stub becomes an
		// instance of a subclass of both.
		if m := descriptorFor.FindStringSubmatch(msg); m != nil && builtinTypes[m[1]] {
			for _, name := range namesOnLine(b, e.Line) {
				add(name+" is a "+m[1], BindStub, fmt.Sprintf("%s = type(%q, (Stub, %s), {})(%q)", name, name, m[1], name))
			}
		}
		// A Stub where a class is wanted.
		if strings.Contains(msg, "is not a type object") || strings.Contains(msg, "must be a class") {
			for _, name := range namesOnLine(b, e.Line) {
				add(name+" is a class", BindStub, fmt.Sprintf("%s = type(%q, (Stub,), {})", name, name))
			}
		}
		// A builtin type's name used as a variable of that type
		// (dict.values(), list.sort()): the prefix defines one.
		if m := unboundMethod.FindStringSubmatch(msg); m != nil {
			if v, ok := builtinSample[m[1]]; ok {
				add("a "+m[1]+" named "+m[1], BindPlain, m[1]+" = "+v)
			}
		}
		// A Stub where a string is wanted: one name at a time becomes one.
		if stubForString.MatchString(msg) {
			for _, name := range namesOnLine(b, e.Line) {
				add(name+" is a string", BindPlain, fmt.Sprintf("%s = %q", name, name))
			}
		}
		// "".join over what a Stub yields: its items become strings.
		if o.Force && strings.Contains(msg, "expected str instance") && !slices.Contains(base.Init, "Stub._text = True") {
			add("stub items are strings", BindHelper, "Stub._text = True")
		}
		m := unpackCount.FindStringSubmatch(msg)
		if m == nil {
			m = unpackNonIterable.FindStringSubmatch(msg)
			if m != nil {
				m = append(m, "2")
			}
		}
		if m != nil {
			k, _ := strconv.Atoi(m[1])
			tuple := "(" + strings.Repeat("Stub('item'), ", k) + ")"
			for _, name := range namesOnLine(b, e.Line) {
				v := tuple
				if u := b.s.Refs.Usages[name]; u != nil && len(u.Calls) > 0 {
					v = "lambda *args, **kwargs: " + tuple
				}
				add(fmt.Sprintf("%s gives %d values", name, k), BindStub, name+" = "+v)
			}
		}
	case "KeyError":
		if m := quotedKey.FindStringSubmatch(msg); m != nil {
			for _, name := range namesOnLine(b, e.Line) {
				add("key "+m[1]+" in "+name, BindStub, fmt.Sprintf("%s = {%q: Stub(%q)}", name, m[1], name+"["+m[1]+"]"))
			}
			// A real instance the origin builds (a case-insensitive dict
			// as self) is given the key by its own item assignment, as its
			// users fill it: the text as its value. One that takes no
			// items raises in the prefix, and the node says so.
			for _, name := range allNamesOnLine(b, e.Line) {
				if _, st, k, real := b.originBinding(name, shaped); real && k == BindPlain && realInstance.MatchString(st) {
					add("key "+m[1]+" set in the real "+name, BindPlain, fmt.Sprintf("%s[%q] = %q", name, m[1], m[1]))
				}
			}
		}
		// The container of the instance the line indexes (self.config[k],
		// a dict the constructor made): the key set in it.
		if key := keyLiteral(msg); key != "" {
			for _, box := range realSubscripts(b, e.Line) {
				add("key "+key+" set in "+box, BindPlain, box+"["+key+"] = "+key)
			}
		}
		// A table the prefix imports indexed by an open name
		// (SETTINGS_PRIORITIES[priority]): the name becomes a key the table
		// holds, the library's own.
		for _, kv := range importedTableKeys(b, base, e.Line) {
			add(kv[0], BindPlain, kv[1])
		}
	}
	// A real name from the wrong module (timeit's Timer where threading's
	// was meant): the same name from the other modules that export it.
	out = append(out, otherModules(b, base, namesOnLine(b, e.Line), false)...)
	// Whatever the error, the names used on its line get other shapes;
	// not those the prefix imports: a real module or function stays (the
	// error is in what it was given), as "real names before stand-ins" asks.
	var line []string
	imported := importBound(base.Statements())
	for _, name := range namesOnLine(b, e.Line) {
		if !imported[name] {
			line = append(line, name)
		}
	}
	// A regular expression the library wants groups in (pandas'
	// str.extract and extractall: "pattern contains no capture groups"):
	// each open name on the line becomes a pattern of two groups that
	// matches any word.
	if (e.Type == "ValueError" || e.Type == "TypeError") && strings.Contains(msg, "capture group") {
		for _, name := range line {
			add(name+" is a pattern with two groups", BindPlain, name+` = r"(\w)(\w*)"`)
		}
	}
	// A frequency or a date pandas could not read from a made-up string
	// ("Invalid frequency: x", "could not convert string to Timestamp"):
	// each open name on the line, one at a time, becomes a daily
	// frequency or a date in ISO format.
	if e.Type == "ValueError" {
		switch {
		case strings.HasPrefix(msg, "Invalid frequency"):
			for _, name := range line {
				add(name+" is a daily frequency", BindPlain, name+` = "D"`)
			}
		case strings.Contains(msg, "could not convert string to Timestamp") || strings.Contains(msg, "Unknown datetime string format") || strings.Contains(msg, "Unknown string format"):
			for _, name := range line {
				add(name+" is a date", BindPlain, name+` = "2000-01-03"`)
			}
		}
	}
	// What the real module the line calls accepts, made by the module.
	made := kinValues(b, msg, line)
	made = append(made, encodedArgs(b, line)...)
	made = append(made, objectEncodedArgs(b, base, line)...)
	made = append(made, elementwiseValues(b, msg, line, e.Line)...)
	for _, kv := range made {
		add(kv[0], BindPlain, kv[1])
	}
	for _, kv := range documentedValues(b, base, msg, line) {
		add(kv[0], BindPlain, kv[1])
	}
	for _, kv := range oneAtATime(e.Type, msg, line) {
		add(kv[0], BindPlain, kv[1])
	}
	alts := []string{"stub", "str", "int", "list", "nums", "dict", "none", "func"}
	if strings.Contains(msg, "expected str instance") {
		alts = append([]string{"strs"}, alts...) // "".join(x): x holds strings
	}
	for _, alt := range alts {
		var extra []string
		for _, name := range line {
			extra = append(extra, name+" = "+altValue(name, alt, b.s.Refs.Usages[name]))
		}
		if len(extra) > 0 {
			add(alt+" for "+strings.Join(line, ", "), altKind[alt], extra...)
		}
	}
	return out
}

// importBound are the names import statements among stmts bind.
func importBound(stmts []string) map[string]bool {
	out := map[string]bool{}
	for _, st := range stmts {
		for _, l := range strings.Split(st, "\n") {
			f := strings.Fields(strings.ReplaceAll(l, ",", " , "))
			if len(f) < 2 || f[0] != "import" && f[0] != "from" {
				continue
			}
			names := f[1:]
			if f[0] == "from" {
				i := slices.Index(f, "import")
				if i < 0 {
					continue
				}
				names = f[i+1:]
			}
			// "a.b as x , c": each item binds its alias, else its first part.
			for _, item := range strings.Split(strings.Join(names, " "), " , ") {
				w := strings.Fields(strings.Trim(item, "() "))
				switch {
				case len(w) == 3 && w[1] == "as":
					out[w[2]] = true
				case len(w) == 1 && w[0] != "*":
					out[strings.SplitN(w[0], ".", 2)[0]] = true
				}
			}
		}
	}
	return out
}

// builtinSample is a value of each builtin type, for snippets that use
// the type's name as a variable.
var builtinSample = map[string]string{
	"dict": `{"key": "value", "other": 2}`, "list": "[3, 1, 2]", "str": `"text"`, "set": "{1, 2}",
	"tuple": "(1, 2)", "bytes": `b"data"`, "int": "2", "float": "1.5",
}

var builtinTypes = set("dict list set str bytes int float tuple object frozenset bytearray")

var quoted = regexp.MustCompile(`'([A-Za-z_]\w*)'`)

// altKind is the kind of binding each alternative value makes.
var altKind = map[string]BindingKind{"stub": BindStub, "str": BindPlain, "int": BindPlain, "list": BindStub, "nums": BindPlain,
	"strs": BindPlain, "dict": BindStub, "none": BindPlain, "func": BindLambda}

// altValue is the alternative alt for name, used as u says (nil: not
// known). The text holds what the snippet looks for in it ("k" in x),
// as the shaped value does: a dict was the first reading of such a test,
// and text is the other one a function of the module may demand.
func altValue(name, alt string, u *refs.Usage) string {
	switch alt {
	case "str":
		text := "text"
		if u != nil {
			for _, c := range u.Contains {
				if c.Kind == "str" && !strings.Contains(text, c.Value) {
					text = c.Value + text
				}
			}
		}
		return strconv.Quote(text)
	case "int":
		return "2"
	case "list":
		return fmt.Sprintf("[Stub(%q), Stub(%q)]", name+"[0]", name+"[1]")
	case "strs":
		return `["a", "b"]`
	case "nums":
		return "[1, 5, 20, 50]" // plain numbers spread out, for bins, thresholds and arrays
	case "dict":
		return fmt.Sprintf("{'key': Stub(%q)}", name+"['key']")
	case "none":
		return "None"
	case "func":
		return fmt.Sprintf("lambda *args, **kwargs: Stub(%q)", name+"()")
	}
	return fmt.Sprintf("Stub(%q)", name)
}

func fakeModule(m string) string {
	return "import sys\n_parts = " + strconv.Quote(m) + ".split('.')\n" +
		"for _i in range(1, len(_parts) + 1):\n" +
		"    _name = '.'.join(_parts[:_i])\n" +
		"    if _name not in sys.modules:\n" +
		// The object the prefix already binds to the module's name (or
		// its parent holds under the submodule's) is the module: one
		// object, so that what patch('package.module.X') sets is what
		// the snippet's package.module.X reads.
		"        _held = globals().get(_name) if _i == 1 else getattr(sys.modules['.'.join(_parts[:_i - 1])], _parts[_i - 1], None)\n" +
		"        if _held is None or isinstance(_held, (str, bytes, int, float, bool, list, tuple, dict, set)):\n" +
		"            _held = Stub(_name)\n" +
		"        sys.modules[_name] = _held\n" +
		"        if _i > 1:\n" +
		"            setattr(sys.modules['.'.join(_parts[:_i - 1])], _parts[_i - 1], sys.modules[_name])"
}

// namesOnLine are the undefined names the snippet uses on line: those
// the snippet's origin does not bind to real objects, if any are there.
func namesOnLine(b *builder, line *int) []string {
	all := allNamesOnLine(b, line)
	var open []string
	for _, name := range all {
		if _, _, _, real := b.originBinding(name, shaped); !real {
			open = append(open, name)
		}
	}
	if len(open) > 0 {
		return open
	}
	return all
}

func allNamesOnLine(b *builder, line *int) []string {
	if line == nil || b.s.Refs == nil {
		return nil
	}
	from, to := statementSpan(b.s.Tree, *line)
	var out []string
	for _, name := range b.names {
		if u := b.s.Refs.Usages[name]; u != nil {
			for _, l := range u.Lines {
				if from <= l && l <= to {
					out = append(out, name)
					break
				}
			}
		}
	}
	return out
}

// statementSpan are the lines of the simple statement an error's line is
// in. A traceback names the line where the failing expression starts
// (df = pd.read_csv(\n "f.csv", parse_dates=spec)), and the names it was
// given may be on the lines below. A compound statement's header is its
// own line only: its body is not what failed.
func statementSpan(t *pyparse.Tree, line int) (int, int) {
	from, to := line, line
	if t == nil {
		return from, to
	}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if pyparse.Line(n) > line || pyparse.EndLine(n) < line {
			return false
		}
		if p := n.Parent(); p != nil && (p.Type() == "block" || p.Type() == "module") && n.IsNamed() {
			for _, c := range pyparse.Children(n) {
				if c.Type() == "block" {
					return true // compound: the statement is inside, or the header alone
				}
			}
			if n.Type() != "decorated_definition" {
				from, to = pyparse.Line(n), pyparse.EndLine(n)
			}
			return false
		}
		return true
	})
	return from, to
}

// guide is step 3 without an LLM: for each uncovered line it finds the
// conditions that guard it and proposes values of the undefined names in
// them that flip the condition; functions the snippet defines but never
// calls are called after it (atexit), with Stub arguments.
func (o *Offline) guide(ctx context.Context, b *builder, req Request) []Proposal {
	base := Proposal{}
	if req.Parent != nil {
		base = req.Parent.Proposal
	}
	unc := map[int]bool{}
	for _, l := range req.Uncovered {
		unc[l] = true
	}
	var out []Proposal
	extend := func(note string, kind BindingKind, extra ...string) {
		p := Proposal{Imports: base.Imports, Init: extendInit(base.Init, extra...), Note: "offline guide: " + note}
		p.inherit(base)
		p.mark(kind, extra...)
		out = append(out, p)
	}
	params := map[string][]string{}
	if calls := uncalledFunctions(b.s, unc, params); len(calls) > 0 {
		// Stub arguments only for functions that take any.
		argKind := BindPlain
		for _, c := range calls {
			if !strings.Contains(c, "/0") {
				argKind = BindStub
			}
		}
		extend("call "+strings.Join(calls, ", ")+" after the snippet", argKind, atexitCalls(calls, params, true, b.dateArgs()))
		if !o.Force {
			extend("call "+strings.Join(calls, ", ")+" after the snippet, with plain values", BindPlain, atexitCalls(calls, params, false, b.dateArgs()))
			// The same, and first the snippet's own values for parameters
			// named as they are (ownargs.go).
			if own := ownValueCalls(b.s, calls, params) + handedArgCalls(b.s, calls); own != "" {
				extend("call "+strings.Join(calls, ", ")+" after the snippet, with the snippet's own values", BindPlain, atexitCalls(calls, params, false, b.dateArgs())+own)
			}
		}
		// Methods called on a real instance of their class, built by its
		// own constructor, instead of with a stand-in for self.
		if ctors := constructors(b.s, calls); len(ctors) > 0 && !o.Force {
			for _, stubArgs := range []bool{true, false} {
				d := instanceCalls(calls, params, ctors, stubArgs, b.dateArgs())
				note := "call " + strings.Join(calls, ", ") + " after the snippet, methods on instances"
				if !stubArgs {
					note += ", with plain values"
				}
				extend(note, classify(d), d)
			}
		}
		// The same with Stubs for every name, whose calls return what
		// the functions then use.
		p := b.proposal(stubs, nil, "offline guide: stub values, call "+strings.Join(calls, ", ")+" after the snippet")
		p.Init = extendInit(p.Init, atexitCalls(calls, params, true, b.dateArgs()))
		p.mark(argKind, atexitCalls(calls, params, true, b.dateArgs()))
		out = append(out, p)
	}
	// Files the uncovered lines name, made before the snippet (litfiles.go).
	if paths := uncoveredPaths(b.s, unc); len(paths) > 0 && !o.Force {
		extend("create "+strings.Join(paths, ", "), BindEnv, b.pathFiles(paths)...)
	}
	// An uncovered except handler is reached when its try body raises: the
	// undefined functions the body calls raise the handled exception.
	for _, h := range handlers(b, unc) {
		// First the real callee given a value it rejects (a plain value,
		// no stand-in), then the callee replaced by one that raises.
		for _, st := range h.rejected {
			extend(fmt.Sprintf("make the try body before line %d raise: the real call given %s", h.line, st), BindPlain, st)
		}
		if len(h.defs) > 0 {
			extend(fmt.Sprintf("make the try body before line %d raise %s", h.line, h.exc), BindLambda, h.defs...)
		}
	}
	// The offline HTTP server answers with each status the snippet tests.
	if http := b.offlineHTTP(); http != "" && slices.Contains(base.Init, http) {
		for _, code := range statusCodes(b.s.Src) {
			p := Proposal{Imports: base.Imports, Note: fmt.Sprintf("offline guide: HTTP answers %d", code)}
			other := offlineHTTPStatus(code)
			for _, st := range base.Init {
				if st == http {
					st = other
				}
				p.Init = append(p.Init, st)
			}
			p.inherit(base)
			p.mark(BindEnv, other)
			out = append(out, p)
		}
	}
	if o.Force && !o.NoSteer {
		out = append(out, steerProposals(b.s, base, req.Uncovered, 5)...)
	}
	out = append(out, importFailures(b, base, req.Uncovered)...)
	out = append(out, nameFailures(b, base, unc)...)
	var bases []*Node
	if req.Parent != nil {
		bases = append(bases, req.Parent)
	}
	for _, n := range req.Nodes {
		if !n.Forced && n.Status != "timeout" {
			bases = append(bases, n)
		}
	}
	out = append(out, o.presets(ctx, b, bases, unc, req.N/2+1)...)
	seen := map[string]bool{}
	for _, g := range guards(b.s, unc) {
		// A real instance's attribute given the real value it is compared
		// with (freeguide.go), before the solver's plain literals.
		if st := b.realCompared(base, g); len(st) > 0 && !seen[strings.Join(st, ";")] && len(seen) < 2*req.N {
			seen[strings.Join(st, ";")] = true
			extend(fmt.Sprintf("make line %d's condition %v with the values it compares with", g.line, g.want), BindPlain, st...)
		}
		names := freeNames(b, g.cond)
		// A condition on the body's own variables (end = n + self.pos;
		// if end < size) is one on what they were assigned from.
		sub, subTree, subNames := b.substituteLocals(g.cond, g.line)
		if len(names) == 0 && sub == nil {
			continue
		}
		if len(seen) >= 2*req.N {
			break
		}
		vals := map[string]string{}
		if o.Solve != nil && sub != nil {
			if v, err := o.Solve.Flip(ctx, sub, subTree.Src, g.want, b.inPlace(subNames)); err == nil {
				vals = v
			}
		}
		if o.Solve != nil && len(vals) == 0 && len(names) > 0 {
			if v, err := o.Solve.Flip(ctx, g.cond, b.s.Src, g.want, b.inPlace(names)); err == nil {
				vals = v
			}
		}
		if len(vals) == 0 && len(names) == 0 {
			continue
		}
		if len(vals) == 0 {
			for _, name := range names {
				vals[name] = ruleValue(b, name, g.want)
			}
		}
		var extra []string
		kind := BindPlain
		for _, v := range vals {
			if stubRef.MatchString(v) {
				kind = BindStub
			}
		}
		keys := make([]string, 0, len(vals))
		for k := range vals {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			extra = append(extra, k+" = "+vals[k])
		}
		key := strings.Join(extra, ";")
		if seen[key] || len(extra) == 0 {
			continue
		}
		seen[key] = true
		extend(fmt.Sprintf("make line %d's condition %v", g.line, g.want), kind, extra...)
		// The solver's literal answers the condition alone; where the body
		// then calls it, reads its attributes or iterates it (a number for
		// "x is not None" that is then called), a value built from all its
		// uses answers the condition too and the lines after it run.
		if fit, fk := b.fitUses(vals, keys); fit != nil {
			if k := strings.Join(fit, ";"); !seen[k] {
				seen[k] = true
				extend(fmt.Sprintf("make line %d's condition %v, values fit for their uses", g.line, g.want), worse(kind, fk), fit...)
			}
		}
	}
	// A membership test of a real instance the origin builds (name not
	// in self): the instance gets the key by its own item assignment,
	// the other way of the test, as its users fill it.
	for _, st := range memberKeys(b, len(unc) > 0) {
		extend("the real instance holds the key ("+st+")", BindPlain, st)
	}
	if !slices.Contains(base.Init, "Stub._truth = False") {
		extend("stubs answer truth tests with False", BindHelper, "Stub._truth = False")
	}
	if !slices.Contains(base.Init, "Stub._size = 2") {
		extend("stubs hold two items", BindHelper, "Stub._size = 2")
	}
	// Last resort: the other value styles of step 1.
	for _, st := range []style{falsy, large, stubs, shaped} {
		out = append(out, b.proposal(st, nil, "offline guide: "+st.String()+" values"))
	}
	return out
}

// fitUses rewrites solved values that the snippet's other uses of the
// same name or attribute chain rule out: a plain number, bool or text that
// is then called, or a number or bool whose attributes are read, that is
// iterated or subscripted (Python would raise there). Such a value gets
// the shaped value of its uses instead (nil: every value fits already).
func (b *builder) fitUses(vals map[string]string, keys []string) ([]string, BindingKind) {
	var out []string
	changed := false
	kind := BindPlain
	for _, k := range keys {
		v := vals[k]
		u := chainUsage(b.s, k)
		if u != nil && misfit(v, u) {
			b.kind = BindPlain
			depth := 1 // an attribute chain: a value of its uses
			if isIdent(k) {
				depth = 0 // a name: also what the callees it is passed to take
			}
			nv := b.value(k, u, shaped, depth)
			if (nv == "True" || nv == "False") && len(u.Args) > 0 {
				// Truth tested, then passed on: text of the same truth.
				nv = map[bool]string{true: strconv.Quote(lastPart(k)), false: "''"}[v == "True"]
			}
			if nv != "" && nv != v && !strings.HasPrefix(nv, "class ") && !strings.Contains(nv, "\n") {
				v, changed = nv, true
				kind = worse(kind, b.kind)
			}
		}
		out = append(out, k+" = "+v)
	}
	if !changed {
		return nil, kind
	}
	return out, kind
}

// chainUsage is the usage of a name or an attribute chain on one (x.a.b).
func chainUsage(s *Snippet, chain string) *refs.Usage {
	if s.Refs == nil || !attrChain.MatchString(chain) && !isIdent(chain) {
		return nil
	}
	parts := strings.Split(chain, ".")
	u := s.Refs.Usages[parts[0]]
	for _, p := range parts[1:] {
		if u == nil {
			return nil
		}
		u = u.Attrs[p]
	}
	return u
}

// misfit says a literal cannot be what the uses u need.
func misfit(lit string, u *refs.Usage) bool {
	switch {
	case lit == "None" || !plainLiteral.MatchString(lit):
		return false
	case len(u.Calls) > 0:
		return true // no literal is callable
	case strings.HasPrefix(lit, "'") || strings.HasPrefix(lit, "\""):
		return false // a text has attributes, items, a length
	}
	if (lit == "True" || lit == "False") && len(u.Args) > 0 {
		return true // a truth value for a truth test, then passed where a value is wanted
	}
	return len(u.Attrs) > 0 || u.Iterated || len(u.Keys) > 0 || u.Len || len(u.Contains) > 0 || u.ContextManager
}

// ruleValue is a value of name that makes a bare condition on it want.
func ruleValue(b *builder, name string, want bool) string {
	u := b.s.Refs.Usages[name]
	st := shaped
	if !want {
		st = falsy
	}
	if v, ok := b.literalValue(name, u, st, 0); ok {
		return v
	}
	if !want {
		return "None"
	}
	return fmt.Sprintf("Stub(%q)", name)
}

// uncoveredIn is the first line of n's span that is in unc, or 0.
func uncoveredIn(n *pyparse.Node, unc map[int]bool) int {
	if n == nil {
		return 0
	}
	for l := pyparse.Line(n); l <= pyparse.EndLine(n); l++ {
		if unc[l] {
			return l
		}
	}
	return 0
}

type guard struct {
	cond *pyparse.Node
	want bool
	line int
}

// guards are the conditions to flip to reach uncovered lines: the
// condition of an if/elif/while whose body holds one (want true), the
// condition of an if whose elif or else clause holds one (want false), and
// that of an early exit before one in the same block (want false).
func guards(s *Snippet, unc map[int]bool) []guard {
	var out []guard
	pyparse.Walk(s.Tree.Root, func(n *pyparse.Node) bool {
		switch n.Type() {
		case "if_statement", "elif_clause", "while_statement":
			cond, body := n.ChildByFieldName("condition"), n.ChildByFieldName("consequence")
			if body == nil {
				body = n.ChildByFieldName("body")
			}
			if l := uncoveredIn(body, unc); l != 0 && cond != nil {
				out = append(out, guard{cond, true, l})
			} else if l := pyparse.Line(n); unc[l] && cond != nil && body != nil {
				// A header is covered when its body starts (linecov.py):
				// one whose body has no countable line (if C: raise E)
				// wants C true for its own line.
				out = append(out, guard{cond, true, l})
			}
			if n.Type() == "if_statement" && cond != nil {
				// An elif or else clause runs only when the if's condition
				// is false (an elif's own condition is its guard too).
				for _, c := range pyparse.Children(n) {
					if c.Type() == "else_clause" || c.Type() == "elif_clause" {
						if l := uncoveredIn(c, unc); l != 0 {
							out = append(out, guard{cond, false, l})
							break
						}
					}
				}
				// An early exit (if C: return/raise/continue/break/exit())
				// keeps every later statement of its block from running
				// while C holds: their uncovered lines want C false.
				if exits(s, n.ChildByFieldName("consequence")) && !hasClause(n) {
					for sib := n.NextNamedSibling(); sib != nil; sib = sib.NextNamedSibling() {
						if l := uncoveredIn(sib, unc); l != 0 {
							out = append(out, guard{cond, false, l})
							break
						}
					}
				}
			}
		case "conditional_expression":
			kids := pyparse.Children(n)
			if len(kids) == 3 && unc[pyparse.Line(n)] {
				out = append(out, guard{kids[1], true, pyparse.Line(n)}, guard{kids[1], false, pyparse.Line(n)})
			}
		}
		return true
	})
	return out
}

// substituteLocals rewrites a condition that reads variables the snippet
// assigns: each read of a variable bound exactly once in the snippet, by a
// plain assignment on an earlier line outside loops (v = expr), becomes
// (expr), until the condition reads only undefined names. It returns the
// rewritten condition, parsed, and its undefined names; nil when the
// condition reads no such variable or one that cannot be rewritten.
func (b *builder) substituteLocals(cond *pyparse.Node, line int) (*pyparse.Node, *pyparse.Tree, []string) {
	undefined := map[string]bool{}
	for _, n := range b.names {
		undefined[n] = true
	}
	t := b.s.Tree
	binds := map[string]int{}
	rhs := map[string]string{}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		switch n.Type() {
		case "function_definition", "class_definition", "lambda":
			return false
		case "assignment", "augmented_assignment", "for_statement", "named_expression", "for_in_clause", "as_pattern", "with_item":
			left := n.ChildByFieldName("left")
			if n.Type() == "named_expression" {
				left = n.ChildByFieldName("name")
			}
			if left == nil {
				left = n
			}
			pyparse.Walk(left, func(c *pyparse.Node) bool {
				if c.Type() == "identifier" {
					binds[t.Text(c)]++
				}
				return true
			})
			if n.Type() == "assignment" && left.Type() == "identifier" && n.ChildByFieldName("type") == nil {
				right := n.ChildByFieldName("right")
				inLoop := false
				for p := n.Parent(); p != nil; p = p.Parent() {
					if p.Type() == "for_statement" || p.Type() == "while_statement" {
						inLoop = true
					}
				}
				if right != nil && right.Type() != "assignment" && !inLoop && pyparse.Line(n) < line {
					rhs[t.Text(left)] = t.Text(right)
				}
			}
		}
		return true
	})
	text := t.Text(cond)
	changed := false
	for round := 0; round < 3; round++ {
		ct, err := pyparse.Parse([]byte("(" + text + ")\n"))
		if err != nil || ct.HasError() {
			return nil, nil, nil
		}
		var out strings.Builder
		last := 0
		again := false
		var fail bool
		pyparse.Walk(ct.Root, func(n *pyparse.Node) bool {
			if n.Type() == "attribute" {
				// only the object of an attribute is a read (x.end: not end)
				if obj := n.ChildByFieldName("object"); obj != nil {
					pyparse.Walk(obj, func(c *pyparse.Node) bool { return visitRead(c, ct, undefined, binds, rhs, &out, &last, &again, &fail) })
				}
				return false
			}
			if n.Type() == "keyword_argument" {
				if v := n.ChildByFieldName("value"); v != nil {
					pyparse.Walk(v, func(c *pyparse.Node) bool { return visitRead(c, ct, undefined, binds, rhs, &out, &last, &again, &fail) })
				}
				return false
			}
			return visitRead(n, ct, undefined, binds, rhs, &out, &last, &again, &fail)
		})
		if fail {
			return nil, nil, nil
		}
		if !again {
			break
		}
		out.WriteString(string(ct.Src[last:]))
		text = strings.TrimSuffix(strings.TrimSpace(out.String()), "")
		text = text[1 : len(text)-1] // the parentheses around it
		changed = true
	}
	if !changed {
		return nil, nil, nil
	}
	ct, err := pyparse.Parse([]byte("(" + text + ")\n"))
	if err != nil || ct.HasError() {
		return nil, nil, nil
	}
	var node *pyparse.Node
	pyparse.Walk(ct.Root, func(n *pyparse.Node) bool {
		if node == nil && n.Type() == "parenthesized_expression" {
			node = n.NamedChild(0)
		}
		return node == nil
	})
	if node == nil {
		return nil, nil, nil
	}
	seen := map[string]bool{}
	var names []string
	pyparse.Walk(node, func(n *pyparse.Node) bool {
		if n.Type() == "identifier" {
			if name := ct.Text(n); undefined[name] && !seen[name] {
				seen[name] = true
				names = append(names, name)
			}
		}
		return true
	})
	if len(names) == 0 {
		return nil, nil, nil
	}
	return node, ct, names
}

// visitRead writes the source up to an identifier read that is a variable
// with one known assignment, and its right side in parentheses instead;
// a variable assigned otherwise fails the rewrite.
func visitRead(n *pyparse.Node, ct *pyparse.Tree, undefined map[string]bool, binds map[string]int, rhs map[string]string, out *strings.Builder, last *int, again, fail *bool) bool {
	if n.Type() != "identifier" {
		return true
	}
	name := ct.Text(n)
	if undefined[name] || refs.IsBuiltin(name) || binds[name] == 0 {
		return false
	}
	r, ok := rhs[name]
	if !ok || binds[name] != 1 {
		*fail = true
		return false
	}
	out.WriteString(string(ct.Src[*last:n.StartByte()]))
	out.WriteString("(" + r + ")")
	*last = int(n.EndByte())
	*again = true
	return false
}

// freeNames are the undefined names a condition mentions.
func freeNames(b *builder, cond *pyparse.Node) []string {
	want := map[string]bool{}
	for _, n := range b.names {
		want[n] = true
	}
	seen := map[string]bool{}
	var out []string
	pyparse.Walk(cond, func(n *pyparse.Node) bool {
		if n.Type() == "identifier" {
			name := b.s.Tree.Text(n)
			if want[name] && !seen[name] {
				seen[name] = true
				out = append(out, name)
			}
		}
		return true
	})
	return out
}

// uncalledFunctions are module-level functions (and methods of
// module-level classes, as Class.method) whose bodies hold uncovered lines,
// with the number of required positional parameters: "f/2".
func uncalledFunctions(s *Snippet, unc map[int]bool, params map[string][]string) []string {
	var out []string
	var visit func(n *pyparse.Node, owner string)
	visit = func(n *pyparse.Node, owner string) {
		for _, st := range pyparse.Children(n) {
			def := st
			if st.Type() == "decorated_definition" {
				def = st.ChildByFieldName("definition")
				if def == nil {
					continue
				}
			}
			switch def.Type() {
			case "function_definition":
				body := def.ChildByFieldName("body")
				if uncoveredIn(body, unc) == 0 && !unc[pyparse.Line(def)] { // a docstring-only body has its header alone
					continue
				}
				name := s.Tree.Text(def.ChildByFieldName("name"))
				if owner != "" {
					name = owner + "." + name + propertyAccessor(s.Tree, st)
				}
				kind := ""
				switch {
				case st.Type() == "decorated_definition" && strings.Contains(s.Tree.Text(st), "@contextmanager") ||
					strings.Contains(s.Tree.Text(st), "@contextlib.contextmanager"):
					kind = "/ctx" // a context manager runs when entered and left
				case strings.HasPrefix(strings.TrimSpace(s.Tree.Text(def)), "async") && pyparse.Yields(body):
					kind = "/agen" // an async generator runs when iterated in an event loop
				case strings.HasPrefix(strings.TrimSpace(s.Tree.Text(def)), "async"):
					kind = "/async" // a coroutine runs in an event loop
				case pyparse.Yields(body):
					kind = "/gen" // a generator runs only when iterated
				}
				required, names := requiredParams(def), paramNames(s.Tree, def)
				if owner != "" && classMethod(s.Tree, st) && required > 0 && len(names) > 0 {
					required, names = required-1, names[1:] // cls is bound by the class
				}
				out = append(out, fmt.Sprintf("%s/%d%s", name, required, kind))
				if params != nil {
					params[name] = append(names, kwOnly(s.Tree, def)...)
					if annotated(def) {
						params[name] = append(params[name], typedMark)
					}
				}
			case "class_definition":
				if owner == "" {
					if body := def.ChildByFieldName("body"); body != nil {
						visit(body, s.Tree.Text(def.ChildByFieldName("name")))
					}
				}
			}
		}
	}
	visit(s.Tree.Root, "")
	return out
}

// paramNames are the names of a function's leading plain parameters
// (those requiredParams counts).
func paramNames(t *pyparse.Tree, def *pyparse.Node) []string {
	var out []string
	ps := def.ChildByFieldName("parameters")
	if ps == nil {
		return nil
	}
	for _, p := range pyparse.Children(ps) {
		switch p.Type() {
		case "identifier":
			out = append(out, t.Text(p))
		case "typed_parameter":
			name := ""
			if c := pyparse.Children(p); len(c) > 0 && c[0].Type() == "identifier" {
				name = t.Text(c[0])
			}
			out = append(out, name)
		case "keyword_separator", "list_splat_pattern", "dictionary_splat_pattern":
			return out
		}
	}
	return out
}

// kwOnly are a function's required keyword-only parameters, as "*name"
// after paramNames' (a call without them raises TypeError before the
// body runs).
func kwOnly(t *pyparse.Tree, def *pyparse.Node) []string {
	var out []string
	ps := def.ChildByFieldName("parameters")
	if ps == nil {
		return nil
	}
	after := false
	for _, p := range pyparse.Children(ps) {
		switch p.Type() {
		case "keyword_separator", "list_splat_pattern":
			after = true
		case "identifier", "typed_parameter":
			name := t.Text(p)
			if p.Type() == "typed_parameter" {
				name = ""
				if c := pyparse.Children(p); len(c) > 0 && c[0].Type() == "identifier" {
					name = t.Text(c[0])
				}
			}
			if after && isIdent(name) {
				out = append(out, "*"+name)
			}
		}
	}
	return out
}

func requiredParams(def *pyparse.Node) int {
	ps := def.ChildByFieldName("parameters")
	if ps == nil {
		return 0
	}
	n := 0
	for _, p := range pyparse.Children(ps) {
		switch p.Type() {
		case "identifier", "typed_parameter":
			n++
		case "keyword_separator", "list_splat_pattern", "dictionary_splat_pattern":
			return n
		}
	}
	return n
}

// atexitCalls registers, for after the snippet, calls of each function
// with five kinds of arguments, Stubs, small lists, small numbers, empty
// lists and strings, each on its own so that one failing call leaves the
// others (methods get the argument for self too). Generators are iterated,
// at most 50 steps; coroutines run in an event loop.
func atexitCalls(calls []string, params map[string][]string, stubArgs bool, dates map[string]string) string {
	var b strings.Builder
	driverImports(&b, calls, typedCalls(calls, params))
	writeCalls(&b, calls, params, stubArgs, nil, dates)
	return b.String()
}

// driverImports writes what the driver's calls need: asyncio for
// coroutines and async generators, and the latter's helper.
func driverImports(b *strings.Builder, calls []string, typed bool) {
	b.WriteString("import atexit, itertools")
	if typed {
		b.WriteString("\n" + typedHelper)
	}
	joined := strings.Join(calls, " ")
	if strings.Contains(joined, "/async") || strings.Contains(joined, "/agen") {
		b.WriteString(", asyncio")
	}
	if strings.Contains(joined, "/agen") {
		b.WriteString("\n" + asyncListHelper)
	}
}

// asyncListHelper iterates an async generator in an event loop, at most 50
// steps, as a generator's driver does with islice.
const asyncListHelper = `async def _unstuck_alist(g, n=50):
    out = []
    async for x in g:
        out.append(x)
        if len(out) >= n:
            break
    return out`

// splitCall reads one entry of a driver's calls, "name/n[/kind]": the
// function's name, its number of required arguments, and how its result
// is consumed (consumed).
func splitCall(c string) (name string, n int, kind string) {
	parts := strings.Split(c, "/")
	if len(parts) > 1 {
		n, _ = strconv.Atoi(parts[1])
	}
	if len(parts) > 2 {
		kind = parts[2]
	}
	return parts[0], n, kind
}

// writeCalls writes the atexit registrations of atexitCalls. self, when
// not nil, gives the expression a method is called on in place of its
// first argument ("" for a function, or a method called as before).
// A parameter the snippet parses as a date also gets one call with a date
// in that format (dates.go), the others 'text'.
func writeCalls(b *strings.Builder, calls []string, params map[string][]string, stubArgs bool, self func(name string) string, dates map[string]string) {
	for _, c := range calls {
		name, n, kind := splitCall(c)
		on, ps := "", params[name]
		typed := len(ps) > 0 && ps[len(ps)-1] == typedMark
		if typed {
			ps = ps[:len(ps)-1]
		}
		if self != nil {
			on = self(name)
		}
		callee := name
		if on != "" {
			// A bound method of the instance: self is given.
			callee = on + name[strings.LastIndexByte(name, '.'):]
			n = max(n-1, 0)
			if len(ps) > 0 {
				ps = ps[1:]
			}
		}
		// Each function's Stub arguments are its own, named apart by the
		// function and the parameter, so that each commits to its own
		// value and the prefix is rewritten with it (the parameter's name
		// also tells which real class may stand for it, duck.go).
		args := []string{"Stub('" + name + ".%s')", "[1, 2, 3]", "2", "[]", "'text'"}
		if !stubArgs {
			args = args[1:]
		}
		if typed && (n > 0 || slices.ContainsFunc(ps, func(p string) bool { return strings.HasPrefix(p, "*") })) {
			// The snippet's own annotations, last: a method's calls run in
			// this order on one instance (instanceCalls), and __init__'s
			// last call leaves the state the other methods then read.
			args = append(args, typedKind)
		}
		for i := 0; i < n && i < len(ps); i++ {
			if _, ok := dates[ps[i]]; ok {
				args = append(args, "%d") // the dates, below
				break
			}
		}
		for _, arg := range args {
			if arg == typedKind {
				fmt.Fprintf(b, "\natexit.register(lambda: %s)", consumed("_unstuck_typed("+callee+")", kind))
				continue
			}
			var args []string
			for i := 0; i < n; i++ {
				if arg == "%d" {
					d, ok := "", false
					if i < len(ps) {
						d, ok = dates[ps[i]]
					}
					if ok {
						args = append(args, strconv.Quote(d))
					} else {
						args = append(args, "'text'")
					}
				} else if strings.Contains(arg, "%s") {
					p := fmt.Sprintf("arg%d", i)
					if i < len(ps) && isIdent(ps[i]) {
						p = ps[i]
					}
					args = append(args, fmt.Sprintf(arg, p))
				} else {
					args = append(args, arg)
				}
			}
			for _, p := range ps {
				if kw, ok := strings.CutPrefix(p, "*"); ok {
					v := arg
					if v == "%d" {
						v = "'text'"
					} else if strings.Contains(v, "%s") {
						v = fmt.Sprintf(v, kw)
					}
					args = append(args, kw+"="+v)
				}
			}
			call := consumed(fmt.Sprintf("%s(%s)", callee, strings.Join(args, ", ")), kind)
			fmt.Fprintf(b, "\natexit.register(lambda: %s)", call)
			if n == 0 && !slices.ContainsFunc(ps, func(p string) bool { return strings.HasPrefix(p, "*") }) {
				break
			}
		}
	}
}

type handler struct {
	line int
	exc  string
	defs []string
	// rejected are plain rebindings of the origin's parameters that the
	// try body passes to a call (parse_ast(src)): None, which a real
	// callee that wants a value of its own kind rejects by raising
	// TypeError or AttributeError, for a clause that catches those.
	rejected []string
}

// rejectable are the clauses a call given None instead of its value
// reaches: what a callee raises for an argument of the wrong type.
var rejectable = set("Exception BaseException TypeError AttributeError ValueError")

// builtinExceptions can be raised by name in a prefix.
var builtinExceptions = set("Exception BaseException ValueError TypeError KeyError IndexError AttributeError RuntimeError IOError OSError ZeroDivisionError NameError ImportError ModuleNotFoundError FileNotFoundError StopIteration NotImplementedError ArithmeticError LookupError AssertionError EOFError PermissionError TimeoutError ConnectionError UnicodeDecodeError UnicodeError OverflowError")

// handlers finds except clauses whose block holds an uncovered line and the
// undefined names called in their try body, and makes those raise. A
// method or callable attribute of a parameter called there (self.load(),
// info.parse()) is one the caller could have passed raising: it is set to
// a function that raises, on the value the prefix built. The exception is
// the one the clause names when the prefix can name it (a builtin, or a
// name the prefix binds: the origin module's exception class).
func handlers(b *builder, unc map[int]bool) []handler {
	var out []handler
	pyparse.Walk(b.s.Tree.Root, func(n *pyparse.Node) bool {
		if n.Type() != "try_statement" {
			return true
		}
		body := n.ChildByFieldName("body")
		if body == nil {
			return true
		}
		called := map[string]bool{}
		var names, attrs, passed []string
		pyparse.Walk(body, func(c *pyparse.Node) bool {
			if c.Type() == "call" {
				f := c.ChildByFieldName("function")
				if args := c.ChildByFieldName("arguments"); args != nil && f != nil && f.Type() == "identifier" {
					for _, a := range pyparse.Children(args) {
						if a.Type() == "identifier" {
							if p := b.s.Tree.Text(a); b.originParam(p) && p != "self" && p != "cls" && !slices.Contains(passed, p) {
								passed = append(passed, p)
							}
						}
					}
				}
				if f != nil && f.Type() == "identifier" {
					name := b.s.Tree.Text(f)
					if !called[name] && slices.Contains(b.names, name) {
						called[name] = true
						names = append(names, name)
					}
				}
				if f != nil && f.Type() == "attribute" {
					chain := b.s.Tree.Text(f)
					root, _, _ := strings.Cut(chain, ".")
					if u := b.s.Refs.Usages[root]; !called[chain] && attrChain.MatchString(chain) && b.originParam(root) && (u == nil || !u.Module) {
						called[chain] = true
						attrs = append(attrs, chain)
					}
				}
			}
			return true
		})
		if len(names) == 0 && len(attrs) == 0 && len(passed) == 0 {
			return true
		}
		for _, c := range pyparse.Children(n) {
			if c.Type() != "except_clause" {
				continue
			}
			var blk *pyparse.Node
			for _, k := range pyparse.Children(c) {
				if k.Type() == "block" {
					blk = k
				}
			}
			hit := 0
			if blk != nil {
				hit = uncoveredIn(c, unc) // the block ends the clause
			}
			if hit == 0 {
				continue
			}
			exc := "Exception"
			if t := caughtType(b.s, c); builtinExceptions[t] {
				exc = t
			} else if root, _, _ := strings.Cut(t, "."); slices.Contains(b.names, root) {
				exc = t // bound by the prefix before these run
			}
			var defs []string
			for _, name := range names {
				defs = append(defs, fmt.Sprintf("def %s(*args, **kwargs):\n    raise %s(%q)", name, exc, "raised to reach the handler"))
			}
			for i, chain := range attrs {
				f := fmt.Sprintf("_raises_%d", i)
				defs = append(defs, fmt.Sprintf("def %s(*args, **kwargs):\n    raise %s(%q)", f, exc, "raised to reach the handler"), chain+" = "+f)
			}
			var rejected []string
			if rejectable[caughtType(b.s, c)] {
				for _, p := range passed {
					rejected = append(rejected, p+" = None")
				}
			}
			out = append(out, handler{line: hit, exc: exc, defs: defs, rejected: rejected})
		}
		return true
	})
	return out
}

// memberKeys are item assignments "B[A] = A" for the tests "A in B" and
// "A not in B" in the snippet where B is a name (or an attribute of one)
// the origin binds to a real instance built by a call and A a name of the
// snippet or a literal, when some line is still to reach (want): the
// instance holds A after them, so the test goes the way it does not go on
// the instance as built (empty). An instance that takes no items raises in
// the prefix.
func memberKeys(b *builder, want bool) []string {
	if !want || b.origin == nil {
		return nil
	}
	names := map[string]bool{}
	for _, n := range b.names {
		names[n] = true
	}
	var out []string
	seen := map[string]bool{}
	pyparse.Walk(b.s.Tree.Root, func(n *pyparse.Node) bool {
		if n.Type() != "comparison_operator" || n.ChildCount() != 3 {
			return true
		}
		op := n.Child(1).Type()
		if op != "in" && op != "not in" {
			return true
		}
		key, box := n.Child(0), n.Child(2)
		root := box
		for root.Type() == "attribute" {
			root = root.ChildByFieldName("object")
		}
		if root == nil || root.Type() != "identifier" || !names[b.s.Tree.Text(root)] {
			return true
		}
		switch key.Type() {
		case "identifier":
			if !names[b.s.Tree.Text(key)] {
				return true
			}
		case "string", "integer":
		default:
			return true
		}
		if _, st, k, real := b.originBinding(b.s.Tree.Text(root), shaped); !real || k != BindPlain || !realInstance.MatchString(st) {
			return true
		}
		k := b.s.Tree.Text(key)
		st := b.s.Tree.Text(box) + "[" + k + "] = " + k
		if !seen[st] && !strings.Contains(st, "\n") {
			seen[st] = true
			out = append(out, st)
		}
		return true
	})
	return out
}

// keyLiteral is a KeyError's message as a Python literal of a plain key
// (a string or an integer), or "".
func keyLiteral(msg string) string {
	if m := quotedKey.FindStringSubmatch(msg); m != nil && !strings.ContainsAny(m[1], "'\\\n") {
		return strconv.Quote(m[1])
	}
	if _, err := strconv.Atoi(msg); err == nil {
		return msg
	}
	return ""
}

// realSubscripts are the containers line indexes that are attributes of a
// name the origin binds to a real instance built by a call (self.config
// in self.config["X"]), as the snippet writes them.
func realSubscripts(b *builder, line *int) []string {
	if line == nil || b.origin == nil {
		return nil
	}
	var out []string
	pyparse.Walk(b.s.Tree.Root, func(n *pyparse.Node) bool {
		if n.Type() != "subscript" || pyparse.Line(n) != *line {
			return true
		}
		v := n.ChildByFieldName("value")
		root := v
		for root != nil && root.Type() == "attribute" {
			root = root.ChildByFieldName("object")
		}
		if v == nil || v == root || root == nil || root.Type() != "identifier" {
			return true
		}
		if _, st, k, real := b.originBinding(b.s.Tree.Text(root), shaped); real && k == BindPlain && realInstance.MatchString(st) {
			if box := b.s.Tree.Text(v); !slices.Contains(out, box) && !strings.Contains(box, "\n") {
				out = append(out, box)
			}
		}
		return true
	})
	return out
}

// importedTableKeys are, for each subscript box[name] on line whose key
// is a name the base prefix does not import and whose box is made only of
// names it imports (a module's table, tables.PRIORITIES), the note and
// the statement that makes name the box's first key: a key the real
// mapping holds, in place of a made-up text it lacks.
func importedTableKeys(b *builder, base Proposal, line *int) [][2]string {
	if line == nil {
		return nil
	}
	t := b.s.Tree
	imported := importBound(base.Statements())
	var out [][2]string
	seen := map[string]bool{}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() != "subscript" || pyparse.Line(n) != *line {
			return true
		}
		box, key := n.ChildByFieldName("value"), n.ChildByFieldName("subscript")
		if box == nil || key == nil || key.Type() != "identifier" || n.NamedChildCount() != 2 {
			return true
		}
		name := t.Text(key)
		if imported[name] || seen[name] || b.s.Refs == nil || b.s.Refs.Usages[name] == nil {
			return true
		}
		text := t.Text(box)
		if b.importedOnly(base, box) {
			seen[name] = true
			out = append(out, [2]string{name + " is a key of " + text, name + " = next(iter(" + text + "))"})
		} else if k := literalKey(t, box); k != "" {
			// The snippet's own table, made after the prefix runs (a
			// dispatch table, handlers[command]()): its first key, read
			// from the dict display that makes it.
			seen[name] = true
			out = append(out, [2]string{name + " is a key of " + text, name + " = " + k})
		}
		return true
	})
	return out
}

// literalKey is the first key of the dict display the snippet assigns to
// the name box at its top level (table = {"a": f, ...}), when that key is
// a plain string or number; "" otherwise.
func literalKey(t *pyparse.Tree, box *pyparse.Node) string {
	if box.Type() != "identifier" {
		return ""
	}
	key := ""
	for _, st := range pyparse.Children(t.Root) {
		if st.Type() != "expression_statement" || st.NamedChildCount() != 1 {
			continue
		}
		a := st.NamedChild(0)
		left, right := a.ChildByFieldName("left"), a.ChildByFieldName("right")
		if a.Type() != "assignment" || left == nil || right == nil || t.Text(left) != t.Text(box) || right.Type() != "dictionary" {
			continue
		}
		key = ""
		for _, pair := range pyparse.Children(right) {
			if k := pair.ChildByFieldName("key"); pair.Type() == "pair" && k != nil {
				if (k.Type() == "string" && !strings.ContainsAny(t.Text(k), "{}") || k.Type() == "integer") && !strings.HasPrefix(t.Text(k), "f") {
					key = t.Text(k)
				}
				break
			}
		}
	}
	return key
}

// consumed wraps a driver call so the function's body runs: a generator
// is drawn (at most 50 items), a coroutine or async generator run, a
// context manager entered and left.
func consumed(call, kind string) string {
	switch kind {
	case "gen":
		return "list(itertools.islice(" + call + ", 50))"
	case "async":
		return "asyncio.run(" + call + ")"
	case "agen":
		return "asyncio.run(_unstuck_alist(" + call + "))"
	case "ctx":
		return "(lambda cm: (cm.__enter__(), cm.__exit__(None, None, None)))(" + call + ")"
	}
	return call
}
