package explore

// Phase: explore, step 4 (real values for P's stand-ins). A stand-in for
// a command-line parser an earlier block built (parser, with its options
// added there) becomes a real parser (argparse's ArgumentParser,
// optparse's OptionParser, duck.go) with no option: the attributes the
// snippet reads off what parse_args returns are then missing. Both
// libraries make an option "--name" store into the attribute name; the
// real parser gets one such option for each attribute the snippet reads,
// as the earlier block would have added it.

import (
	"regexp"
	"sort"
	"strconv"
	"strings"

	"unstuck/internal/refs"
)

// parsedAttrs are the attributes the snippet reads off the result of the
// name's parse_args() (argparse's namespace) or off the first item that
// result unpacks to (optparse's (options, args)), sorted.
func parsedAttrs(u *refs.Usage) []string {
	if u == nil || u.Attrs["parse_args"] == nil || u.Attrs["parse_args"].Result == nil {
		return nil
	}
	res := u.Attrs["parse_args"].Result
	set := map[string]bool{}
	for a := range res.Attrs {
		set[a] = true
	}
	if len(res.Parts) > 0 && res.Parts[0] != nil {
		for a := range res.Parts[0].Attrs {
			set[a] = true
		}
	}
	var out []string
	for a := range set {
		if isIdent(a) && !strings.HasPrefix(a, "_") {
			out = append(out, a)
		}
	}
	sort.Strings(out)
	return out
}

// parserOptions are the statements that give the real parser held by
// name an option for each attribute: add_argument where the parser has
// it (argparse), else add_option (optparse). nil when the snippet reads
// none.
func parserOptions(name string, u *refs.Usage, shorts map[byte]bool) []string {
	attrs := parsedAttrs(u)
	if len(attrs) == 0 {
		return nil
	}
	var q []string
	for _, a := range attrs {
		q = append(q, strconv.Quote(a))
	}
	out := []string{"for _unstuck_dest in (" + strings.Join(q, ", ") + ",):\n" +
		"    (getattr(" + name + ", 'add_argument', None) or " + name + ".add_option)('--' + _unstuck_dest.replace('_', '-'), dest=_unstuck_dest)"}
	// A short option the snippet's own command line gives ("-n42"),
	// whose letter begins a read attribute (num): that attribute's
	// option has it too (the first such attribute).
	taken := map[byte]bool{}
	for _, a := range attrs {
		c := a[0]
		if taken[c] || !shorts[c] {
			continue
		}
		taken[c] = true
		out = append(out, "(getattr("+name+", 'add_argument', None) or "+name+".add_option)("+strconv.Quote("-"+string(c))+", dest="+strconv.Quote(a)+")")
	}
	return out
}

// shortOption: a string literal that is a short option, with its value
// attached or not ("-n42", "-v").
var shortOption = regexp.MustCompile(`['"]-([A-Za-z])[^'"\s-]*['"]`)

// shortOptions are the letters of the short options the snippet's string
// literals give on a parse_args line.
func shortOptions(src []byte) map[byte]bool {
	out := map[byte]bool{}
	for _, line := range strings.Split(string(src), "\n") {
		if !strings.Contains(line, "parse_args(") {
			continue
		}
		for _, m := range shortOption.FindAllStringSubmatch(line, -1) {
			out[m[1][0]] = true
		}
	}
	return out
}
