package explore

// Phase: explore, step 4. C functions a ctypes block calls by name. The
// ctypes examples call functions of the C library through names an
// earlier block bound (printf = libc.printf; printf.argtypes = [...]) and
// a library through the name its file has (libc, libm). Where the block
// uses ctypes, a name it calls or types as a foreign function (argtypes,
// restype, errcheck: the attributes of ctypes' function pointers) is
// looked up by that name among the symbols the process has loaded
// (ctypes.CDLL(None), the C library among them), and a name lib<x> is
// the library ctypes.util.find_library("x") finds. A symbol or a library
// that does not exist fails the run, and the stand-in stays.

import (
	"regexp"
	"slices"
	"strings"

	"unstuck/internal/refs"
)

// foreignAttrs are the attributes ctypes' function pointers have.
var foreignAttrs = []string{"argtypes", "restype", "errcheck"}

// libName is a library's name as its file has it (libc, libm, libbz2).
var libName = regexp.MustCompile(`^lib([a-z][a-z0-9]*)$`)

// usesCtypes: the snippet imports ctypes, or another of its undefined
// names is one of ctypes' public names (c_int, POINTER, CFUNCTYPE), or it
// sets an attribute only ctypes' function pointers have on one of them
// (printf.restype = None: the foreign function an earlier block bound).
func (b *builder) usesCtypes(name string) bool {
	if b.imported()["ctypes"] {
		return true
	}
	if b.s.Refs != nil {
		for _, other := range b.names {
			if u := b.s.Refs.Usages[other]; u != nil && slices.ContainsFunc(u.AttrsAssigned, func(a string) bool { return slices.Contains(foreignAttrs, a) }) {
				return true
			}
		}
	}
	if b.idx == nil {
		return false
	}
	exp := b.idx.Exports("ctypes")
	for _, other := range b.names {
		if other != name && exp[other] {
			return true
		}
	}
	return false
}

// cFunction is the statement binding an undefined name of a ctypes block
// to the C function or library of that name ("" when the name is not used
// as one, or the block does not use ctypes).
func (b *builder) cFunction(name string, u *refs.Usage) string {
	if u == nil || u.Module || !isIdent(name) || strings.HasPrefix(name, "_") || !b.usesCtypes(name) {
		return ""
	}
	if b.idx != nil && b.idx.Exports("ctypes")[name] {
		return "" // ctypes' own name: imported, not looked up
	}
	if m := libName.FindStringSubmatch(name); m != nil && len(u.Calls) == 0 && len(u.Attrs) > 0 {
		return "import ctypes, ctypes.util\n" + name + " = ctypes.CDLL(ctypes.util.find_library(" + `"` + m[1] + `"` + "))"
	}
	foreign := len(u.Calls) > 0
	for _, a := range foreignAttrs {
		if u.Attrs[a] != nil || slices.Contains(u.AttrsAssigned, a) {
			foreign = true
		}
	}
	if !foreign || len(u.Keys) > 0 || u.Iterated {
		return ""
	}
	for a := range u.Attrs {
		if !slices.Contains(foreignAttrs, a) {
			return "" // an attribute no function pointer has
		}
	}
	return "import ctypes\n" + name + " = ctypes.CDLL(None)." + name
}
