// Phase: debug, localization without a fixed version: shared mutable
// items. When several slots of one container (items of a list, values of
// a dict) hold the same list, dict or set in the failing run, a write
// through one slot shows through all of them: `[[0] * w] * h`,
// `dict.fromkeys(keys, [])`. Usually meant as separate objects, so the
// statements that stored the container are evidence (its builder).
package debug

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"unstuck/internal/trace"
)

// aliasBuilders maps the lines of file whose steps wrote a container
// (assigned it to a variable, an attribute, a return value) that the run
// saw holding one mutable item in two or more of its slots, to a
// description.
func aliasBuilders(tr *trace.Trace, file string) map[int]string {
	slots := map[int64]map[string]int64{} // container -> slot key -> item
	note := func(a trace.Access) {
		if a.Obj == 0 || len(a.Loc) < 2 || a.Loc[0] != 'E' || a.Value == "" || (a.Value[0] != '[' && a.Value[0] != '{') {
			return
		}
		k := strings.IndexByte(a.Loc, ':')
		if k < 0 {
			return
		}
		c, err := strconv.ParseInt(a.Loc[1:k], 10, 64)
		if err != nil {
			return
		}
		if slots[c] == nil {
			slots[c] = map[string]int64{}
		}
		slots[c][a.Loc[k+1:]] = a.Obj
	}
	for _, s := range tr.Steps {
		for _, a := range s.Reads {
			note(a)
		}
		for _, a := range s.Writes {
			note(a)
		}
	}
	shared := map[int64][]string{} // container -> the keys of a shared item
	for c, m := range slots {
		by := map[int64][]string{}
		for k, o := range m {
			by[o] = append(by[o], k)
		}
		for _, ks := range by {
			if len(ks) > 1 && len(ks) > len(shared[c]) {
				sort.Strings(ks)
				shared[c] = ks
			}
		}
	}
	out := map[int]string{}
	if len(shared) == 0 {
		return out
	}
	for _, s := range tr.Steps {
		if s.File != file || s.Entry {
			continue
		}
		for _, a := range s.Writes {
			if ks, ok := shared[a.Obj]; ok && a.Obj != 0 {
				if len(ks) > 3 {
					ks = ks[:3]
				}
				out[s.Line] = fmt.Sprintf("%s holds one mutable item in several slots (%s): a change through one shows in all", a.Var, strings.Join(ks, ", "))
			}
		}
	}
	return out
}
