package explore

// Phase: explore, step 1 without an LLM. A name the snippet uses through
// the API only named tuples have (Point._make(t), p._asdict(),
// p._fields, p._replace(x=1)) is a named tuple class, or an instance of
// one, made with collections.namedtuple: its fields are the keywords the
// snippet calls it (or its _replace) with and the attributes it reads off
// it or its instances, else as many as its widest call gives (two at
// least).

import (
	"slices"
	"strconv"
	"strings"
	"unicode"

	"unstuck/internal/refs"
)

// namedTupleAPI are the attributes of a named tuple class and its
// instances that no plain tuple has.
var namedTupleAPI = set("_make _asdict _replace _fields _field_defaults")

// namedTupleValue is the named tuple class (name capitalised, called or
// made from: Point) or instance (p) name's usage says it is.
func namedTupleValue(name string, u *refs.Usage) (string, bool) {
	if u == nil || !isIdent(name) || u.Base || u.Raised || u.Caught {
		return "", false
	}
	api := false
	for a := range u.Attrs {
		api = api || namedTupleAPI[a]
	}
	if u.Result != nil && len(u.Calls) > 0 {
		for a := range u.Result.Attrs {
			api = api || namedTupleAPI[a] // p = Point(x=1); p._asdict()
		}
	}
	if !api {
		return "", false
	}
	var fields []string
	add := func(f string) {
		if isIdent(f) && !strings.HasPrefix(f, "_") && !slices.Contains(fields, f) {
			fields = append(fields, f)
		}
	}
	width := 0
	calls := append([]refs.Call{}, u.Calls...)
	if r := u.Attrs["_replace"]; r != nil {
		calls = append(calls, r.Calls...)
	}
	for _, c := range calls {
		width = max(width, c.Arity+len(c.Keywords))
		for _, k := range c.Keywords {
			add(k)
		}
	}
	inst := u
	if u.Result != nil {
		inst = u.Result
	}
	for _, a := range sortedAttrs(inst) {
		if len(inst.Attrs[a].Calls) == 0 {
			add(a)
		}
	}
	for i := 0; len(fields) < max(width, 2); i++ {
		add(string(rune('a' + i)))
	}
	q := make([]string, len(fields))
	vals := make([]string, len(fields))
	for i, f := range fields {
		q[i], vals[i] = strconv.Quote(f), strconv.Itoa(i+1)
	}
	class := "collections.namedtuple(" + strconv.Quote(typeName(name)) + ", [" + strings.Join(q, ", ") + "])"
	if len(u.Calls) > 0 || u.Attrs["_make"] != nil || unicode.IsUpper(rune(name[0])) {
		return class, true
	}
	return class + "(" + strings.Join(vals, ", ") + ")", true
}

// typeName is a class name for an instance's name (p: "P").
func typeName(name string) string {
	return strings.ToUpper(name[:1]) + name[1:]
}

// namedTupleOverLibrary: a name used through the named tuple API is made
// one (namedTupleValue) rather than imported as a library's name of that
// spelling, unless the snippet imports that library itself.
func (b *builder) namedTupleOverLibrary(name string, u *refs.Usage, imp string) bool {
	if _, ok := namedTupleValue(name, u); !ok || imp == "" {
		return false
	}
	f := strings.Fields(imp)
	return len(f) < 2 || !b.imported()[strings.SplitN(f[1], ".", 2)[0]]
}
