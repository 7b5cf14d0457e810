package explore

// Phase: explore, step 3 (coverage guidance). The driver of the snippet's
// uncalled methods calls them on a real instance of their class, built
// once by the class's own constructor with the first argument kind it
// accepts, instead of on a stand-in for self: the instance is a plain
// value (the snippet's own object), where Stub('C.m.self') is a stand-in
// that never commits (it is used only through attributes), and the
// methods see the state the constructor set.

import (
	"slices"
	"strconv"
	"strings"

	"unstuck/internal/pyparse"
)

// ctor is what the driver knows of a snippet class's constructor.
type ctor struct {
	params  []string        // required parameters of __init__ past self
	statics map[string]bool // methods that take no self (staticmethod)
	typed   bool            // __init__ annotates a parameter (typedargs.go)
}

// constructors are the snippet's module-level classes whose methods calls
// drives ("Class.method/n"), by class name.
func constructors(s *Snippet, calls []string) map[string]ctor {
	owners := map[string]bool{}
	for _, c := range calls {
		name := strings.SplitN(c, "/", 2)[0]
		if i := strings.LastIndexByte(name, '.'); i > 0 {
			owners[name[:i]] = true
		}
	}
	out := map[string]ctor{}
	if len(owners) == 0 || s.Tree == nil {
		return out
	}
	for _, st := range pyparse.Children(s.Tree.Root) {
		def := st
		if st.Type() == "decorated_definition" {
			def = st.ChildByFieldName("definition")
		}
		if def == nil || def.Type() != "class_definition" {
			continue
		}
		name := s.Tree.Text(def.ChildByFieldName("name"))
		body := def.ChildByFieldName("body")
		if !owners[name] || body == nil {
			continue
		}
		c := ctor{statics: map[string]bool{}}
		for _, m := range pyparse.Children(body) {
			f, decorated := m, ""
			if m.Type() == "decorated_definition" {
				f, decorated = m.ChildByFieldName("definition"), s.Tree.Text(m)
			}
			if f == nil || f.Type() != "function_definition" {
				continue
			}
			mname := s.Tree.Text(f.ChildByFieldName("name"))
			if strings.Contains(decorated, "@staticmethod") || m.Type() == "decorated_definition" && classMethod(s.Tree, m) {
				c.statics[mname] = true
			}
			if mname == "__init__" {
				if ps := paramNames(s.Tree, f); len(ps) > 1 {
					c.params = ps[1:requiredParams(f)]
				}
				c.typed = annotated(f)
			}
		}
		out[name] = c
	}
	return out
}

// instanceHelper builds the instance: the constructor with each argument
// tuple in turn, the first it accepts; else, for a class that iterates its
// instances (an Enum), its first; else the object its __new__ makes.
const instanceHelper = `def _unstuck_instance(cls, tries, made={}):
    if cls not in made:
        made[cls] = None
        for args in tries:
            try:
                made[cls] = cls(*args)
                break
            except Exception:
                pass
        else:
            try:
                # A class that iterates its own instances (an Enum's
                # members): the first of them.
                first = next(iter(cls), None) if hasattr(type(cls), "__iter__") else None
                made[cls] = first if isinstance(first, cls) else cls.__new__(cls)
            except Exception:
                pass
    return made[cls]`

// instanceCalls is atexitCalls with the methods of ctors' classes called
// on the instance _unstuck_instance builds (static methods as before).
// The constructor's argument tuples are the driver's argument kinds, each
// parameter's Stub named as the __init__ driver names it.
func instanceCalls(calls []string, params map[string][]string, ctors map[string]ctor, stubArgs bool, dates map[string]string) string {
	var b strings.Builder
	typed := typedCalls(calls, params)
	for _, c := range ctors {
		typed = typed || c.typed && len(c.params) > 0
	}
	driverImports(&b, calls, typed)
	b.WriteString("\n" + instanceHelper)
	self := func(name string) string {
		i := strings.LastIndexByte(name, '.')
		if i < 0 {
			return ""
		}
		owner, method := name[:i], name[i+1:]
		c, ok := ctors[owner]
		if !ok || c.statics[method] {
			return ""
		}
		kinds := []string{"Stub('" + owner + ".__init__.%s')", "[1, 2, 3]", "2", "[]", "'text'"}
		if !stubArgs {
			kinds = kinds[1:]
		}
		for _, p := range c.params {
			if _, ok := dates[p]; ok {
				// A date in the format the class parses it with, tried
				// before the other plain values.
				at := 0
				if stubArgs {
					at = 1
				}
				kinds = slices.Insert(kinds, at, "%d")
				break
			}
		}
		var tries []string
		if c.typed && len(c.params) > 0 {
			// The constructor's own annotations first (None when they
			// name nothing the helper builds: that try fails alone).
			tries = append(tries, "_unstuck_typed("+owner+", False)")
		}
		for _, k := range kinds {
			var args []string
			for _, p := range c.params {
				if d, ok := dates[p]; ok && k == "%d" {
					args = append(args, strconv.Quote(d))
				} else if k == "%d" {
					args = append(args, "'text'")
				} else if strings.Contains(k, "%s") {
					k2 := strings.Replace(k, "%s", p, 1)
					args = append(args, k2)
				} else {
					args = append(args, k)
				}
			}
			tries = append(tries, "("+strings.Join(args, ", ")+trailingComma(len(args))+")")
			if len(args) == 0 {
				break
			}
		}
		return "_unstuck_instance(" + owner + ", (" + strings.Join(tries, ", ") + ",))"
	}
	// atexit calls the last registered first: registered in reverse, the
	// methods run in the order the class defines them (the constructor,
	// then __enter__ before the methods that read what it set).
	var regs strings.Builder
	writeCalls(&regs, calls, params, stubArgs, self, dates)
	lines := strings.Split(strings.TrimPrefix(regs.String(), "\n"), "\n")
	slices.Reverse(lines)
	b.WriteString("\n" + strings.Join(lines, "\n"))
	return b.String()
}

// trailingComma makes a one-element tuple a tuple.
func trailingComma(n int) string {
	if n == 1 {
		return ","
	}
	return ""
}
