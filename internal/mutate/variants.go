// Phase: debug, generated inputs. InputVariants varies the literal inputs
// of a script's driver (an integer one up or down, one item dropped from a
// list, tuple or set literal), so that a localizer can run the program
// and its candidate repairs on inputs the program has no expectation for
// and compare what they compute. Every variant keeps each line where it
// was (a dropped item on lines of its own leaves them blank), so a
// variant combines with any single-line mutant of another line.
package mutate

import (
	"strconv"
	"strings"

	"unstuck/internal/pyparse"
)

// Variant is a script with some input lines replaced.
type Variant struct {
	Lines map[int]string // 1-based line -> its text in the variant
	Desc  string         // what changed, e.g. `24 -> 25`
}

// Apply returns src with the variant's lines, and line l replaced by
// text when l > 0 (a mutant's line; ok is false when the variant changes
// that line too).
func (v Variant) Apply(src []byte, l int, text string) (out []byte, ok bool) {
	ls := strings.Split(string(src), "\n")
	for k, s := range v.Lines {
		if k >= 1 && k <= len(ls) {
			ls[k-1] = s
		}
	}
	if l > 0 {
		if _, clash := v.Lines[l]; clash || l > len(ls) {
			return nil, false
		}
		ls[l-1] = text
	}
	return []byte(strings.Join(ls, "\n")), true
}

// InputVariants lists at most max variants of the literals on the given
// lines, spread over them in source order.
func InputVariants(src []byte, lines map[int]bool, max int) []Variant {
	t, err := pyparse.Parse(src)
	if err != nil || max <= 0 {
		return nil
	}
	type cand struct {
		a, b int
		s    string
		desc string
	}
	var cs []cand
	inLines := func(n *pyparse.Node) bool {
		for l := pyparse.Line(n); l <= pyparse.EndLine(n); l++ {
			if !lines[l] {
				return false
			}
		}
		return true
	}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if !inLines(n) && n.Type() != "module" && !spans(n, lines) {
			return true
		}
		switch n.Type() {
		case "integer":
			if v, err := strconv.Atoi(t.Text(n)); err == nil && inLines(n) {
				for _, d := range []int{1, -1} {
					cs = append(cs, cand{int(n.StartByte()), int(n.EndByte()), strconv.Itoa(v + d), t.Text(n) + " -> " + strconv.Itoa(v+d)})
				}
			}
		case "list", "tuple", "set":
			items := namedChildren(n)
			if len(items) < 2 || !inLines(n) {
				return true
			}
			seen := map[int]bool{}
			for _, i := range []int{0, len(items) / 2, len(items) - 1} {
				if seen[i] {
					continue
				}
				seen[i] = true
				// The item and the separator after it (before it, for the last).
				a, b := int(items[i].StartByte()), int(items[i].EndByte())
				if i+1 < len(items) {
					b = int(items[i+1].StartByte())
				} else {
					a = int(items[i-1].EndByte())
				}
				// Keep the lines: what is cut becomes its newlines.
				cut := string(t.Src[a:b])
				keep := ""
				if j := strings.LastIndexByte(cut, '\n'); j >= 0 {
					keep = strings.Repeat("\n", strings.Count(cut, "\n"))
					if i+1 < len(items) {
						keep += cut[j+1:] // the next item's indentation
					}
				}
				cs = append(cs, cand{a, b, keep, "item " + strconv.Itoa(i+1) + " of " + strconv.Itoa(len(items)) + " dropped"})
			}
		}
		return true
	})
	if len(cs) > max {
		// Spread over the inputs rather than the first ones only.
		var pick []cand
		for k := 0; k < max; k++ {
			pick = append(pick, cs[k*len(cs)/max])
		}
		cs = pick
	}
	orig := strings.Split(string(src), "\n")
	var out []Variant
	for _, c := range cs {
		ns := string(src[:c.a]) + c.s + string(src[c.b:])
		if mt, err := pyparse.Parse([]byte(ns)); err != nil || mt.HasError() {
			continue
		}
		nl := strings.Split(ns, "\n")
		if len(nl) != len(orig) {
			continue
		}
		v := Variant{Lines: map[int]string{}, Desc: c.desc}
		for i := range nl {
			if nl[i] != orig[i] {
				v.Lines[i+1] = nl[i]
			}
		}
		if len(v.Lines) > 0 {
			out = append(out, v)
		}
	}
	return out
}
