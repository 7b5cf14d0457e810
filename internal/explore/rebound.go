package explore

// Phase: explore, the census of each prefix (after each batch, and the
// direct replay's). Real names held to what they are: a plain value the
// prefix assigns to a name that is a real module's global — one an
// earlier statement of the prefix imports, or, for a body cut out of a
// module, a global of that module that is not a parameter of the
// function — replaces the value the body really runs with (a guard flip
// setting the library's STDIN_PLACEHOLDER, or an exception class bound
// to text). Lines reached that way are reached only because the prefix
// overwrote a real value: such a statement counts as a stand-in
// ("rebound") and the prefix header names it.

import (
	"fmt"
	"strings"
)

// BindRebound is a plain value given to a real module's global.
const BindRebound BindingKind = "rebound"

// importedFrom are the names one import statement binds, each with the
// module it reads: "from m import a as b" binds b from m, "import a.b"
// binds a from a.
func importedFrom(st string) map[string]string {
	out := map[string]string{}
	for _, l := range strings.Split(st, "\n") {
		if !strings.Contains(l, "import") {
			continue // no import statement (the Stub class's lines, mostly)
		}
		f := strings.Fields(strings.ReplaceAll(l, ",", " , "))
		if len(f) < 2 || f[0] != "import" && f[0] != "from" {
			continue
		}
		mod, names := "", f[1:]
		if f[0] == "from" {
			i := strings.Index(" "+strings.Join(f, " ")+" ", " import ")
			if i < 0 || len(f) < 4 {
				continue
			}
			mod, names = f[1], strings.Fields(strings.Join(f, " ")[i+len("import "):])
		}
		for _, item := range strings.Split(strings.Join(names, " "), " , ") {
			w := strings.Fields(strings.Trim(item, "() "))
			m := mod
			switch {
			case len(w) == 3 && w[1] == "as":
				if m == "" {
					m = w[0]
				}
				out[w[2]] = m
			case len(w) == 1 && w[0] != "*":
				if m == "" {
					m = strings.SplitN(w[0], ".", 2)[0]
				}
				out[strings.SplitN(w[0], ".", 2)[0]] = m
			}
		}
	}
	return out
}

// originGlobals are the globals of the module a body was cut from, by
// name, with that module; the function's parameters are not among them
// (a parameter named as a global is the caller's value).
func (s *Snippet) originGlobals() map[string]string {
	org := s.origin
	if org == nil || org.Mod == nil {
		return nil
	}
	params := map[string]bool{}
	if org.Func != nil {
		for _, p := range org.Func.Params {
			params[p.Name] = true
		}
	}
	out := map[string]string{}
	for name := range org.Mod.Names {
		if !params[name] && !strings.HasPrefix(name, "__") {
			out[name] = org.Mod.Module
		}
	}
	return out
}

// census is the package census of prefix with the plain statements that
// rebind a real global counted as stand-ins of kind rebound.
func (s *Snippet) census(p Proposal, prefix []string) Census {
	c := census(p, prefix)
	globals := s.originGlobals()
	imported := map[string]string{}
	for _, st := range prefix {
		if imp := importedFrom(st); len(imp) > 0 {
			for name, mod := range imp {
				imported[name] = mod
			}
			continue
		}
		name := target(st)
		if name == "" || strings.Contains(name, ".") || p.KindOf(st) != BindPlain {
			continue
		}
		mod := imported[name]
		if mod == "" {
			mod = globals[name]
		}
		if mod == "" {
			continue
		}
		c.StandIns++
		if c.ByKind == nil {
			c.ByKind = map[string]int{}
		}
		c.ByKind[string(BindRebound)]++
		c.Rebound = append(c.Rebound, fmt.Sprintf("%s rebound from %s's value", name, mod))
	}
	return c
}
