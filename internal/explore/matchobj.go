package explore

// Phase: explore, step 1 without an LLM (a recipe of realobj.go). An
// undefined name used as a regular expression's match (m.group(1),
// m['first_name'], m.groupdict()) is a real re.Match, made by matching a
// pattern that has every group the snippet asks of it: a match only has
// the groups of its pattern, and any other number or name raises
// IndexError.

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"unstuck/internal/refs"
)

// groupMethods are re.Match's methods whose first argument is a group,
// by number or by name.
var groupMethods = []string{"group", "start", "end", "span"}

var groupName = regexp.MustCompile(`^[A-Za-z_]\w*$`)

// buildMatch is re.match of a pattern of one word group per group the
// snippet asks (the named ones first, as their names; numbered ones
// after, up to the largest number), against as many words.
func buildMatch(b *builder, name string, u *refs.Usage) string {
	c := b.chainOf(name)
	var names []string
	addName := func(s string) {
		if groupName.MatchString(s) && len(names) < 20 && !slices.Contains(names, s) {
			names = append(names, s)
		}
	}
	numbered := 0
	for _, m := range groupMethods {
		for _, s := range c.byCall[m] {
			addName(s)
		}
		for _, i := range c.intArgs[m] {
			if i > 0 && i <= 20 {
				numbered = max(numbered, i)
			}
		}
	}
	for _, k := range u.Keys {
		switch k.Kind {
		case "str":
			addName(k.Value)
		case "int":
			if i, err := strconv.Atoi(k.Value); err == nil && i > 0 && i <= 20 {
				numbered = max(numbered, i)
			}
		}
	}
	groups := max(numbered, len(names), 1)
	var pat, text []string
	for i := 0; i < groups; i++ {
		if i < len(names) {
			pat = append(pat, `(?P<`+names[i]+`>\w+)`)
		} else {
			pat = append(pat, `(\w+)`)
		}
		text = append(text, fmt.Sprintf("w%d", i+1))
	}
	return "re.match(" + strconv.Quote(strings.Join(pat, " ")) + ", " + strconv.Quote(strings.Join(text, " ")) + ")"
}
