// Package refs is the reference-analysis phase of prefix generation: it
// finds the names a snippet reads but never defines (the undefined
// references a Treefix prefix must provide), and for each one how the
// snippet uses it, so that a proposer can synthesize a value of the right
// shape without a language model.
//
// Scoping follows CPython's symbol table: module, function (def, lambda),
// class bodies invisible to nested scopes, comprehensions with their first
// iterable in the enclosing scope, global and nonlocal declarations, and
// star imports that may define anything. A name is undefined when a read
// resolves to no binding and the name is not a Python 3 builtin.
package refs

import (
	"reflect"
	"slices"
	"sort"
	"strings"

	"unstuck/internal/deps"
	"unstuck/internal/pyparse"
)

// Report is the result of analyzing one snippet. Names are sorted.
type Report struct {
	// Undefined names are read but bound in no scope the read resolves to.
	Undefined []string `json:"undefined"`
	// UsedBeforeAssignment names are bound at module level but read, when
	// the module runs, before any binding (x += 1 at the top): they need a
	// prefix value too. (A module-level name that is only deleted or only
	// annotated has no binding: it is undefined.)
	UsedBeforeAssignment []string `json:"used_before_assignment"`
	// StarImports are the modules of "from m import *" statements.
	StarImports []string `json:"star_imports,omitempty"`
	// StarCovered names would be undefined but for a star import, which
	// may or may not provide them: with a star import every unresolved
	// name lands here, not in Undefined. Whether the module defines them
	// is a question for run time (dir(module)).
	StarCovered []string `json:"star_covered,omitempty"`
	// Usages describes how each name of the three lists above is used.
	Usages map[string]*Usage `json:"usages"`
	// UndefinedAttributes lists, per name of Names(), its attributes and
	// methods in the flat form of Treefix's prompt: "d.year", "p.init()",
	// "requests.get().json()". Assigned attributes are not included.
	UndefinedAttributes map[string][]string `json:"undefined_attributes"`
	// ErrorLines are the lines of regions tree-sitter could not parse;
	// what they hold was analyzed on a best-effort basis.
	ErrorLines []int `json:"error_lines,omitempty"`
}

// Names returns the names a prefix must define: the undefined ones and the
// ones used before assignment, sorted.
func (r *Report) Names() []string {
	seen := map[string]bool{}
	var out []string
	for _, l := range [][]string{r.Undefined, r.UsedBeforeAssignment} {
		for _, n := range l {
			if !seen[n] {
				seen[n] = true
				out = append(out, n)
			}
		}
	}
	sort.Strings(out)
	return out
}

// Usage is what a snippet does with one value: an undefined name, or
// (nested) an attribute of it, a call's result, an element. Empty fields
// mean "not seen". Slices are sorted and free of duplicates.
type Usage struct {
	Lines []int `json:"lines,omitempty"` // source lines of the uses

	Attrs         map[string]*Usage `json:"attrs,omitempty"`          // attributes read, each with its own usage
	AttrsAssigned []string          `json:"attrs_assigned,omitempty"` // attributes assigned or deleted (d.x = 1)

	Calls  []Call `json:"calls,omitempty"`  // called directly with these shapes
	Result *Usage `json:"result,omitempty"` // what is done with call results

	Keys       []Key    `json:"keys,omitempty"`        // subscripted with these keys (x[0], x['k'], x[a:b])
	StoredKeys []Key    `json:"stored_keys,omitempty"` // subscript assignments, augmented or del (x['k'] = v)
	Item       *Usage   `json:"item,omitempty"`        // what is done with x[...]
	KeyOf      []string `json:"key_of,omitempty"`      // used as the key of these subscripted values

	Iterated     bool     `json:"iterated,omitempty"` // for loops, comprehensions, list(x), *x ...
	Elem         *Usage   `json:"elem,omitempty"`     // what is done with the elements
	Unpacked     []int    `json:"unpacked,omitempty"` // tuple-unpacked into this many targets (a, b = x)
	UnpackedStar bool     `json:"unpacked_star,omitempty"`
	Parts        []*Usage `json:"parts,omitempty"`   // usage of each unpacked position
	Mapping      bool     `json:"mapping,omitempty"` // unpacked with ** (f(**x))

	BinOps   []Op      `json:"bin_ops,omitempty"`  // arithmetic (x + 1, total += x, -x)
	Compares []Op      `json:"compares,omitempty"` // comparisons (x > 5, x == "foo", x is None)
	Contains []Literal `json:"contains,omitempty"` // "k" in x: x holds these
	OneOf    []Literal `json:"one_of,omitempty"`   // x in [1, 2]: x is one of these

	Truthy         bool     `json:"truthy,omitempty"` // if x, while x, not x, x and y
	Len            bool     `json:"len,omitempty"`    // len(x)
	IsInstance     []string `json:"isinstance,omitempty"`
	ContextManager bool     `json:"context_manager,omitempty"` // with x
	Entered        *Usage   `json:"entered,omitempty"`         // what is done with y in "with x as y"
	Awaited        bool     `json:"awaited,omitempty"`
	Converted      []string `json:"converted,omitempty"` // str(x), int(x), float(x) ...
	Args           []Arg    `json:"args,omitempty"`      // passed to other callees
	Formatted      bool     `json:"formatted,omitempty"` // f"{x}", "%s" % x, "{}".format(x)
	Raised         bool     `json:"raised,omitempty"`    // raise x, or raise x(...)
	Caught         bool     `json:"caught,omitempty"`    // except x
	Returned       bool     `json:"returned,omitempty"`
	Base           bool     `json:"base,omitempty"`       // a base class in a class definition
	Decorator      bool     `json:"decorator,omitempty"`  // @x
	Annotation     bool     `json:"annotation,omitempty"` // used as a type annotation

	// Module: used only through attributes, under a well-known module name
	// or alias (see Modules). Import is the statement that would define the
	// name: from Modules for modules, from Names for well-known classes and
	// functions. Set on top-level usages only.
	Module bool   `json:"module,omitempty"`
	Import string `json:"import,omitempty"`
}

// Call is the shape of one call.
type Call struct {
	Arity    int      `json:"arity"`              // positional arguments, *args counted as one
	Keywords []string `json:"keywords,omitempty"` // keyword argument names
	Star     bool     `json:"star,omitempty"`     // has *args
	KwStar   bool     `json:"kw_star,omitempty"`  // has **kwargs
}

// Key is a subscript key.
type Key struct {
	Kind  string `json:"kind"`            // int, str, float, bool, none, bytes, slice, name, tuple, other
	Value string `json:"value,omitempty"` // literal value (strings without quotes), name, or source text
	Parts []Key  `json:"parts,omitempty"` // tuple keys: x[0, 1:2]
}

// Op is one operation with another operand.
type Op struct {
	Op    string `json:"op"`              // operator: +, -, *, %, <, ==, is not, in, not in ...
	Side  string `json:"side"`            // where the value stands: left, right, or unary
	Kind  string `json:"kind,omitempty"`  // the other operand's kind (see Literal)
	Value string `json:"value,omitempty"` // the other operand's value or text
}

// Literal is an operand: Kind is int, float, str, bytes, fstring, bool,
// none, list, tuple, set, dict, name, attr, call or expr; Value its value
// (strings unquoted, escapes as written) or source text.
type Literal struct {
	Kind  string `json:"kind"`
	Value string `json:"value"`
}

// Arg is one use as an argument of a callee other than the builtins that
// have their own fields (len, isinstance, str, list ...).
type Arg struct {
	Callee  string `json:"callee"`            // callee text, e.g. os.path.join
	Pos     int    `json:"pos"`               // positional index, -1 for a keyword argument
	Keyword string `json:"keyword,omitempty"` // keyword name
}

// Analyze finds the undefined references of a parsed snippet and how they
// are used. It never fails: regions with syntax errors are analyzed as far
// as tree-sitter recognised them.
func Analyze(t *pyparse.Tree) *Report { return AnalyzeShadowed(t, nil) }

// AnalyzeShadowed is Analyze where the builtin names in shadowed are bound
// outside the module (a cut-out body's parameters named list, input,
// map): read at module level without a binding, they are undefined.
func AnalyzeShadowed(t *pyparse.Tree, shadowed map[string]bool) *Report {
	rep := &Report{Usages: map[string]*Usage{}, UndefinedAttributes: map[string][]string{},
		Undefined: []string{}, UsedBeforeAssignment: []string{}}
	if t == nil || t.Root == nil {
		return rep
	}
	b := &binder{src: t.Src, readOf: map[*node]*read{}, compScope: map[*node]*scope{},
		funcs: map[varKey]*funcInfo{}, classes: map[varKey]*scope{}, varReads: map[varKey][]*read{}, shadowed: shadowed}
	b.mod = b.newScope(moduleScope, nil)
	b.visit(convert(t.Root, t.Src), b.mod)
	b.settle()

	undefined, early, star := map[string]bool{}, map[string]bool{}, map[string]bool{}
	wanted := map[string][]*read{}
	for _, r := range b.reads {
		switch {
		case r.res == resUndefined:
			undefined[r.name] = true
		case r.res == resStar:
			star[r.name] = true
		case r.early:
			early[r.name] = true
		default:
			continue
		}
		wanted[r.name] = append(wanted[r.name], r)
	}
	rep.Undefined = appendSorted(rep.Undefined, undefined)
	rep.UsedBeforeAssignment = appendSorted(rep.UsedBeforeAssignment, early)
	rep.StarCovered = appendSorted(nil, star)
	rep.StarImports = uniq(b.starMods, func(s string) string { return s })
	rep.ErrorLines = uniq(b.errorLines, func(i int) int { return i })

	a := &usager{b: b, seen: map[seenKey]bool{}}
	// Sorted, so that a file that exhausts the step budget is cut the
	// same way on every run.
	for _, name := range sortedKeys(wanted) {
		u := &Usage{}
		for _, r := range wanted[name] {
			a.use(r.n, u, r.s, 0)
		}
		guessImport(name, u)
		normalize(u)
		rep.Usages[name] = u
	}
	for _, name := range rep.Names() {
		rep.UndefinedAttributes[name] = flatAttrs(name, rep.Usages[name])
	}
	return rep
}

func appendSorted(out []string, set map[string]bool) []string {
	for n := range set {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// guessImport fills Module and Import from the tables.
func guessImport(name string, u *Usage) {
	if m, ok := Modules[name]; ok && attrsOnly(u) {
		u.Module = true
		u.Import = m.Import
		if m.ClassImport != "" && len(u.Attrs) > 0 && len(u.AttrsAssigned) == 0 {
			all := true
			for a := range u.Attrs {
				all = all && slices.Contains(m.ClassAttrs, a)
			}
			if all {
				u.Import = m.ClassImport
			}
		}
		return
	}
	if imp, ok := Names[name]; ok {
		u.Import = imp
		return
	}
	// Any other standard module used only through its attributes.
	if attrsOnly(u) && deps.IsStdlib(name) && !strings.HasPrefix(name, "_") {
		u.Module = true
		u.Import = "import " + name
	}
}

// attrsOnly reports whether a value is used through its attributes and in
// no other way.
func attrsOnly(u *Usage) bool {
	if len(u.Attrs) == 0 && len(u.AttrsAssigned) == 0 {
		return false
	}
	rest := *u
	rest.Lines, rest.Attrs, rest.AttrsAssigned = nil, nil, nil
	return reflect.DeepEqual(rest, Usage{})
}

// flatAttrs lists the attribute paths below u: "x.a", "x.m()", "x.a.b",
// "x.m().c", and through call results of x itself, "x().a".
func flatAttrs(name string, u *Usage) []string {
	out := []string{}
	var walk func(prefix string, u *Usage)
	walk = func(prefix string, u *Usage) {
		if u == nil {
			return
		}
		for _, a := range sortedKeys(u.Attrs) {
			c := u.Attrs[a]
			path := prefix + "." + a
			if len(c.Calls) > 0 {
				out = append(out, path+"()")
			} else {
				out = append(out, path)
			}
			walk(path, &Usage{Attrs: c.Attrs})
			walk(path+"()", c.Result)
		}
	}
	walk(name, u)
	walk(name+"()", u.Result)
	if out = uniq(out, func(s string) string { return s }); out == nil {
		out = []string{}
	}
	return out
}

func sortedKeys[V any](m map[string]V) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}
