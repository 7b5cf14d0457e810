package explore

// Phase: explore, step 1 without an LLM (real values shaped by their
// uses). A class the snippet reads only constants off (Color.RED,
// Color.GREEN, `x in Color`, list(Color)), that no installed module
// provides, is what enum's functional API makes of those names:
// enum.Enum("Color", ["GREEN", "RED"]), a real enumeration whose members
// compare, hash, iterate and test membership as Python's do, where a
// stand-in class would answer for any name.

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"

	"unstuck/internal/refs"
)

// constantName is an upper-case name: a member's, by PEP 8's convention.
var constantName = regexp.MustCompile(`^[A-Z][A-Z0-9_]*$`)

// enumValue is the enumeration a CapWords name read only through
// upper-case attributes is (members in name order); false otherwise.
func enumValue(name string, u *refs.Usage) (string, bool) {
	if u == nil || !isIdent(name) || !unicode.IsUpper(rune(name[0])) || strings.ToUpper(name) == name ||
		u.Base || u.Raised || u.Caught || u.Decorator || len(u.Attrs) == 0 || len(u.Keys) > 0 || len(u.StoredKeys) > 0 {
		return "", false
	}
	for _, c := range u.Calls {
		if c.Arity != 1 || len(c.Keywords) > 0 {
			return "", false // a member is looked up by one value only
		}
	}
	var members []string
	for _, a := range sortedAttrs(u) {
		au := u.Attrs[a]
		if !constantName.MatchString(a) || len(au.Calls) > 0 || len(au.StoredKeys) > 0 {
			return "", false
		}
		members = append(members, strconv.Quote(a))
	}
	return "enum.Enum(" + strconv.Quote(name) + ", [" + strings.Join(members, ", ") + "])", true
}
