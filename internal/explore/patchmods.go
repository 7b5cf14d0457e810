package explore

// Phase: explore, step 1 without an LLM (the environment). The modules
// unittest.mock's patch targets name (patch('mymodule.foo'),
// @patch('package.module.ClassName.attribute', sentinel.attribute)) that
// are not installed, when the snippet uses nothing of them but what it
// patches: patch imports the target's module and replaces the attribute
// for the test, so the module must exist and hold the name, and the
// value the name had is never seen. Such a module is made as files, as a
// data file the snippet reads is (the environment): a module per dotted
// lower-case part, a plain class per CapWords part, None for the patched
// attribute. A module the snippet uses otherwise (calls its functions,
// reads names it does not patch) would need values nobody knows: it keeps
// its stand-in.

import (
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"unstuck/internal/pyparse"
	"unstuck/internal/refs"
)

// madeModulesDir is where the made modules are written, under the run's
// working directory, put first on the module path.
const madeModulesDir = "made_modules"

// patchedNote heads the statement that makes them (the census's label).
const patchedNote = "# modules the snippet patches (unittest.mock), made as files: "

// patchTargets are the dotted targets of the snippet's patch calls
// (patch("a.b"), mock.patch(...), patch.multiple("a", b=..., c=...) as
// "a.b" and "a.c"), in order.
func patchTargets(t *pyparse.Tree) []string {
	var out []string
	add := func(s string) {
		if s != "" && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() != "call" {
			return true
		}
		f, args := n.ChildByFieldName("function"), n.ChildByFieldName("arguments")
		if f == nil || args == nil {
			return true
		}
		// unittest.mock's patch by its names (not requests.patch, a
		// session's patch: HTTP).
		fn := strings.TrimPrefix(strings.TrimPrefix(t.Text(f), "unittest."), "mock.")
		multiple := fn == "patch.multiple"
		if fn != "patch" && !multiple {
			return true
		}
		as := pyparse.Children(args)
		if len(as) == 0 || as[0].Type() != "string" {
			return true
		}
		target := literalString(t, as[0])
		if !multiple {
			add(target)
			return true
		}
		for _, a := range as[1:] {
			if a.Type() == "keyword_argument" {
				add(target + "." + t.Text(a.ChildByFieldName("name")))
			}
		}
		return true
	})
	return out
}

// madeModule is one module to write: its attributes (None) and classes
// (name -> their attributes).
type madeModule struct {
	attrs   []string
	classes map[string][]string
}

// patchedModules are the statement writing the modules the snippet's
// patch targets need, and their top-level names, each with the import
// that binds it where the snippet uses it as a name ("" where it does
// not); "" when there is none to make.
func (b *builder) patchedModules() (string, map[string]string) {
	if b.s.Tree == nil || b.s.Refs == nil {
		return "", nil
	}
	mods := map[string]*madeModule{}
	paths := map[string][][]string{} // top module -> the targets' parts after it
	for _, target := range patchTargets(b.s.Tree) {
		parts := strings.Split(target, ".")
		if len(parts) < 2 || slices.ContainsFunc(parts, func(p string) bool { return !isIdent(p) }) {
			continue
		}
		top := parts[0]
		if top == "__main__" || b.importable(top) || refs.IsBuiltin(top) || b.s.Refs.Usages[top] != nil && b.s.Refs.Usages[top].Module && b.s.Refs.Usages[top].Import != "" {
			continue
		}
		// Lower-case parts before the last are modules; the first
		// CapWords part starts the classes.
		mod := top
		i := 1
		for ; i < len(parts)-1 && !hasUpper(parts[i]); i++ {
			mod += "." + parts[i]
		}
		for m := top; ; {
			if mods[m] == nil {
				mods[m] = &madeModule{classes: map[string][]string{}}
			}
			if m == mod {
				break
			}
			m = mod[:len(m)+1+strings.IndexByte(mod[len(m)+1:]+".", '.')]
		}
		mm := mods[mod]
		rest := parts[i:]
		switch {
		case len(rest) == 1:
			if !slices.Contains(mm.attrs, rest[0]) {
				mm.attrs = append(mm.attrs, rest[0])
			}
		case len(rest) == 2:
			if !slices.Contains(mm.classes[rest[0]], rest[1]) {
				mm.classes[rest[0]] = append(mm.classes[rest[0]], rest[1])
			}
		default:
			return "", nil // nested deeper than a class's attribute: not known how to make
		}
		paths[top] = append(paths[top], parts[1:])
	}
	if len(mods) == 0 {
		return "", nil
	}
	// The snippet uses nothing of the modules but what is patched: each
	// attribute path it reads off a top-level name leads to a target, and
	// what it imports from them is patched.
	names := map[string]string{}
	for top, ps := range paths {
		u := b.s.Refs.Usages[top]
		names[top] = "" // made, not used as a name: nothing to import
		if u == nil {
			continue
		}
		if len(u.Calls) > 0 || len(u.Keys) > 0 || u.Iterated || !usedAlong(u, ps, 0) {
			return "", nil
		}
		// The deepest module the snippet reads through the name.
		imp := top
		for m := range mods {
			if strings.HasPrefix(m, top+".") && len(m) > len(imp) && readsModule(u, strings.Split(m, ".")[1:]) {
				imp = m
			}
		}
		names[top] = "import " + imp
	}
	if !b.importsOnlyPatched(mods) {
		return "", nil
	}
	return madeModulesStmt(mods), names
}

// hasUpper: s holds an upper-case letter (a class's name, by convention).
func hasUpper(s string) bool {
	return strings.IndexFunc(s, unicode.IsUpper) >= 0
}

// usedAlong: every attribute read off u (and off those, depth down) is
// the next part of one of the paths ps, and a value read at a path's end
// is used as a value only.
func usedAlong(u *refs.Usage, ps [][]string, depth int) bool {
	for a, au := range u.Attrs {
		var next [][]string
		for _, p := range ps {
			if len(p) > depth && p[depth] == a {
				next = append(next, p)
			}
		}
		if len(next) == 0 {
			return false
		}
		end := slices.ContainsFunc(next, func(p []string) bool { return len(p) == depth+1 })
		if !end && (len(au.Calls) > 0 || !usedAlong(au, next, depth+1)) {
			return false
		}
	}
	return true
}

// readsModule: the snippet reads the attribute path parts off the name.
func readsModule(u *refs.Usage, parts []string) bool {
	for _, p := range parts {
		if u = u.Attrs[p]; u == nil {
			return false
		}
	}
	return true
}

// importsOnlyPatched: what the snippet imports from the made modules
// (from package.module import ClassName) is what they hold, and it does
// not import one whole (import mymodule).
func (b *builder) importsOnlyPatched(mods map[string]*madeModule) bool {
	ok := true
	t := b.s.Tree
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		switch n.Type() {
		case "import_from_statement":
			m := n.ChildByFieldName("module_name")
			if m == nil {
				return false
			}
			mm := mods[t.Text(m)]
			top := strings.SplitN(t.Text(m), ".", 2)[0]
			if mm == nil {
				if mods[top] != nil {
					ok = false // a module of the package nobody patches
				}
				return false
			}
			for _, c := range pyparse.Children(n)[1:] {
				name := t.Text(c)
				if c.Type() == "aliased_import" {
					name = t.Text(c.ChildByFieldName("name"))
				}
				if _, isClass := mm.classes[name]; !slices.Contains(mm.attrs, name) && !isClass && mods[t.Text(m)+"."+name] == nil {
					ok = false
				}
			}
			return false
		case "import_statement":
			for _, c := range pyparse.Children(n) {
				name := t.Text(c)
				if c.Type() == "aliased_import" {
					name = t.Text(c.ChildByFieldName("name"))
				}
				// The snippet's own import of a made module binds a name
				// whose uses the usages do not tell (only undefined
				// names'): it keeps its fake module.
				if mods[strings.SplitN(name, ".", 2)[0]] != nil {
					ok = false
				}
			}
			return false
		}
		return true
	})
	return ok
}

// madeModulesStmt writes mods under madeModulesDir (a package's module
// in its __init__.py) and puts the directory first on the module path.
func madeModulesStmt(mods map[string]*madeModule) string {
	var ms []string
	for m := range mods {
		ms = append(ms, m)
	}
	sort.Strings(ms)
	var files []string
	for _, m := range ms {
		path := strings.ReplaceAll(m, ".", "/") + ".py"
		for _, other := range ms {
			if strings.HasPrefix(other, m+".") {
				path = strings.ReplaceAll(m, ".", "/") + "/__init__.py"
				break
			}
		}
		mm := mods[m]
		var src strings.Builder
		for _, a := range mm.attrs {
			src.WriteString(a + " = None\n")
		}
		var cs []string
		for c := range mm.classes {
			cs = append(cs, c)
		}
		sort.Strings(cs)
		for _, c := range cs {
			src.WriteString("class " + c + ":\n")
			for _, a := range mm.classes[c] {
				src.WriteString("    " + a + " = None\n")
			}
		}
		files = append(files, "("+strconv.Quote(path)+", "+strconv.Quote(src.String())+")")
	}
	d := strconv.Quote(madeModulesDir)
	return patchedNote + strings.Join(ms, ", ") + "\n" + "import os, sys\n" +
		"for _path, _text in [" + strings.Join(files, ", ") + "]:\n" +
		"    os.makedirs(os.path.join(" + d + ", os.path.dirname(_path)), exist_ok=True)\n" +
		"    with open(os.path.join(" + d + ", _path), 'w') as _f:\n" +
		"        _f.write(_text)\n" +
		"sys.path.insert(0, os.path.abspath(" + d + "))"
}
