package explore

// Phase: explore, step 2 (repair). A public name several modules export
// (Timer: timeit's and threading's; call: operator's, subprocess's and
// unittest.mock's) is imported from the module the index ranks first.
// When that real name refuses the snippet's use of it on the failing line,
// the same name from the next module is tried before any stand-in, so a
// real import that fits wins P's tie against the stand-in (Cover prefers
// prefixes without stand-ins).

import (
	"strconv"
	"strings"
)

// maxOtherModules bounds the alternatives tried per name and error.
const maxOtherModules = 3

// otherModules are base with one `from M import N` it holds replaced by
// the same name from another module that exports it and fits its usage,
// for each such N used on the failing line.
//
// With modules, `import N` is replaced too: the module the usage tables
// import for N lacks an attribute the snippet reads (time.min: the
// snippet's time is datetime's class, not the time module).
func otherModules(b *builder, base Proposal, onLine []string, modules bool) []Proposal {
	var out []Proposal
	if b.idx == nil || b.s.Refs == nil {
		return nil
	}
	for _, name := range onLine {
		mod, at, inInit := importOf(base, name, modules)
		if mod == "" {
			continue
		}
		n := 0
		for _, other := range b.libraryModules(name, b.s.Refs.Usages[name]) {
			if other == mod || n == maxOtherModules {
				continue
			}
			n++
			imp := "from " + other + " import " + name
			p := Proposal{
				Imports: append([]string{}, base.Imports...),
				Init:    append([]string{}, base.Init...),
				Note:    "offline repair: " + name + " from " + other,
			}
			p.inherit(base)
			if inInit {
				p.Init[at] = imp
			} else {
				p.Imports[at] = imp
			}
			p.mark(BindPlain, imp)
			out = append(out, p)
		}
	}
	return out
}

// importOf finds the statement of p that is exactly `from M import name`
// (with modules, or `import name`): M, its index, and whether it is in
// Init (else in Imports).
func importOf(p Proposal, name string, modules bool) (mod string, at int, inInit bool) {
	match := func(st string) string {
		f := strings.Fields(st)
		if len(f) == 4 && f[0] == "from" && f[2] == "import" && f[3] == name {
			return f[1]
		}
		if modules && len(f) == 2 && f[0] == "import" && f[1] == name {
			return name
		}
		return ""
	}
	for i, st := range p.Imports {
		if m := match(st); m != "" {
			return m, i, false
		}
	}
	for i, st := range p.Init {
		if m := match(st); m != "" {
			return m, i, true
		}
	}
	return "", 0, false
}

// documentedValues: a real standard function refused a made-up text
// (ValueError: invalid truth value 'some_string'): the name passed to it
// takes the values the function's docstring quotes as accepted, read from
// the class index (distutils.util.strtobool documents 'y', 'yes', ...).
func documentedValues(b *builder, base Proposal, msg string, onLine []string) [][2]string {
	if b.idx == nil || len(b.idx.Literals) == 0 || b.s.Refs == nil {
		return nil
	}
	var out [][2]string
	for _, name := range onLine {
		v, ok := textValue(base, name)
		if !ok || !strings.Contains(msg, "'"+v+"'") && !strings.Contains(msg, `"`+v+`"`) {
			continue
		}
		u := b.s.Refs.Usages[name]
		if u == nil {
			continue
		}
		seen := map[string]bool{}
		for _, a := range u.Args {
			for _, full := range calleeModules(base, a.Callee) {
				for i, lit := range b.idx.Literals[full] {
					if i == 2 || seen[lit] || lit == v {
						break
					}
					seen[lit] = true
					out = append(out, [2]string{name + " is " + strconv.Quote(lit) + " as " + full + " documents", name + " = " + strconv.Quote(lit)})
				}
			}
		}
	}
	return out
}

// textValue is the text base binds name to (`name = "..."`), if it does.
func textValue(base Proposal, name string) (string, bool) {
	for _, st := range base.Init {
		rest, ok := strings.CutPrefix(st, name+" = ")
		if !ok {
			continue
		}
		if v, err := strconv.Unquote(rest); err == nil {
			return v, true
		}
	}
	return "", false
}

// calleeModules are the dotted names a callee's text may stand for: as it
// is (module.function), and through the `from M import x` of base that
// binds its first part.
func calleeModules(base Proposal, callee string) []string {
	out := []string{callee}
	first := strings.SplitN(callee, ".", 2)[0]
	if mod, _, _ := importOf(base, first, false); mod != "" {
		out = append(out, mod+"."+callee)
	}
	return out
}
