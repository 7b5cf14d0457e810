package explore

// Phase: explore, step 2 (repair). Real values for what a real function
// is given: where the prefix keeps a real module (real names before
// stand-ins) and the module refuses the made-up value of a name, the
// module itself says what it accepts.
//   - An operand of a type of its own (datetime + 3): the name becomes an
//     instance of one of the module's classes, built with no argument
//     (timedelta()); those that cannot be built so drop out when run.
//   - An argument of a decoder (pickle.loads(x), zlib.decompress(x)): x is
//     what the module's encoder makes (pickle.dumps(...)), found by the
//     naming convention of inverse pairs, checked against the module's
//     public names; through an object or alias the prefix imports
//     (current_app.json.loads(x)), what that object's encoder makes.
//   - Several names on the line, one of which must be a number (a host and
//     a port): each alone becomes one, the others keep their values; a
//     host name nobody can resolve offline becomes this machine's.

import (
	"regexp"
	"sort"
	"strings"
)

// operandTypes are the two operand types of an unsupported operation.
var operandTypes = regexp.MustCompile(`unsupported operand type\(s\) for [^:]+: '([\w.]+)' and '([\w.]+)'`)

// maxKin is how many of a module's classes are tried for one name.
const maxKin = 5

// kinValues are repairs giving each open name on the failing line an
// instance of a class of the module whose type the error names, as
// (note, statement) pairs.
func kinValues(b *builder, msg string, line []string) [][2]string {
	m := operandTypes.FindStringSubmatch(msg)
	if m == nil || b.idx == nil || len(line) == 0 {
		return nil
	}
	var mod string
	for _, t := range m[1:] {
		if i := strings.LastIndexByte(t, '.'); i > 0 && b.importable(strings.SplitN(t[:i], ".", 2)[0]) {
			mod = t[:i]
			break
		}
	}
	if mod == "" {
		return nil
	}
	var classes []string
	for name, srcs := range b.idx.Names {
		for _, s := range srcs {
			if s[0] == mod && NameKind(s[1][0]) == KindClass && s[2] == "1" {
				classes = append(classes, name)
			}
		}
	}
	sort.Strings(classes)
	if len(classes) > maxKin {
		classes = classes[:maxKin]
	}
	var out [][2]string
	for _, name := range line {
		for _, c := range classes {
			// The class by its own name: the snippet may use the module's
			// name for something else (datetime, the class).
			out = append(out, [2]string{name + " is a " + mod + "." + c, "from " + mod + " import " + c + "\n" + name + " = " + c + "()"})
		}
	}
	return out
}

// inverses are the naming conventions of a decoder and its encoder.
var inverses = [][2]string{{"loads", "dumps"}, {"load", "dump"}, {"decode", "encode"}, {"decompress", "compress"}, {"un", ""}, {"de", "en"}}

// encoderOf is the encoder of a module's decoder fn, by naming
// convention, when the module exports it.
func encoderOf(b *builder, mod, fn string) string {
	if b.idx == nil {
		return ""
	}
	exp := b.idx.Exports(mod)
	for _, p := range inverses {
		var enc string
		switch {
		case fn == p[0]:
			enc = p[1]
		case strings.HasPrefix(fn, p[0]) && len(fn) > len(p[0]):
			enc = p[1] + fn[len(p[0]):]
		case strings.HasSuffix(fn, p[0]) && p[0] != "un" && p[0] != "de":
			enc = fn[:len(fn)-len(p[0])] + p[1]
		default:
			continue
		}
		if enc != "" && enc != fn && exp[enc] {
			return enc
		}
	}
	return ""
}

// encodedArgs are repairs giving each open name on the failing line that
// the snippet passes to a decoder of a real module what that module's
// encoder makes of a small value: text-like and bytes-like samples.
func encodedArgs(b *builder, line []string) [][2]string {
	var out [][2]string
	for _, name := range line {
		u := b.s.Refs.Usages[name]
		if u == nil {
			continue
		}
		for _, a := range u.Args {
			i := strings.LastIndexByte(a.Callee, '.')
			if a.Pos != 0 || i <= 0 {
				continue
			}
			mod, fn := a.Callee[:i], a.Callee[i+1:]
			if !b.importable(strings.SplitN(mod, ".", 2)[0]) {
				continue
			}
			if enc := encoderOf(b, mod, fn); enc != "" {
				for _, sample := range []string{`{"key": "value"}`, `b"data"`, `"text"`} {
					out = append(out, [2]string{name + " is what " + mod + "." + enc + " makes", "import " + mod + "\n" + name + " = " + mod + "." + enc + "(" + sample + ")"})
				}
				break
			}
		}
	}
	return out
}

// objectEncodedArgs are encodedArgs' repairs for a decoder reached
// through a real object or module the base prefix imports under its own
// name (current_app.json.loads(s), _json.loads(s)): the name becomes what
// the same object's encoder of the inverse name makes of a small value.
// Nothing says the object has that encoder; one that lacks it raises in
// the prefix, and the node says so.
func objectEncodedArgs(b *builder, base Proposal, line []string) [][2]string {
	imported := importBound(base.Statements())
	var out [][2]string
	for _, name := range line {
		u := b.s.Refs.Usages[name]
		if u == nil {
			continue
		}
		for _, a := range u.Args {
			i := strings.LastIndexByte(a.Callee, '.')
			if a.Pos != 0 || i <= 0 || !dottedName.MatchString(a.Callee) {
				continue
			}
			obj, fn := a.Callee[:i], a.Callee[i+1:]
			root := strings.SplitN(obj, ".", 2)[0]
			if !imported[root] || b.importable(root) && !strings.Contains(obj, ".") {
				continue // a module by its own name: encodedArgs' case
			}
			if enc := inverseName(fn); enc != "" {
				for _, sample := range []string{`{"key": "value"}`, `"text"`} {
					out = append(out, [2]string{name + " is what " + obj + "." + enc + " makes", name + " = " + obj + "." + enc + "(" + sample + ")"})
				}
				break
			}
		}
	}
	return out
}

// inverseName is the encoder's name of a decoder's, by the exact pairs of
// inverses (loads and dumps, decode and encode), or "".
func inverseName(fn string) string {
	for _, p := range inverses {
		if fn == p[0] && p[1] != "" {
			return p[1]
		}
	}
	return ""
}

// wantsInt: a real function found text where it needs an integer.
var wantsInt = regexp.MustCompile(`'str' object cannot be interpreted as an integer|an integer is required|must be (?:an )?int|argument is not an integer`)

// wantedKinds are CPython's words for an argument of the wrong type, each
// with the plain value of the type it asks for (%s: the name). all: the
// shapes of repair have no such kind, so a name alone on its line gets it
// too.
var wantedKinds = []struct {
	re    *regexp.Regexp
	value string
	all   bool
}{
	{regexp.MustCompile(`bytes-like object is required|a bytes object is required|expected bytes|(?:must|should) be (?:a )?bytes|bytes expected`), `b"%s"`, true},
	{regexp.MustCompile(`unknown url type|No scheme supplied|Invalid URL`), `"http://example.com/%s"`, true},
	{regexp.MustCompile(`must be real number|must be a real number|a float is required|must be (?:a )?float`), `1.5`, true},
	{wantsInt, `8080`, false},
}

// listedInts: a real function refused a number and said which it takes
// ("Size should be 1, 2, 3 or 4", "must be one of 0, 1").
var listedInts = regexp.MustCompile(`(?:should|must) be (?:one of |in )?\(?(-?\d+(?:, -?\d+)*(?:,? or -?\d+)?)\)?`)

// oneAtATime are repairs for a line whose names need different kinds of
// value: each name alone the kind a refusal asks for (the shapes of
// repair change all names at once, and know no bytes), each name alone a
// number the refusal lists, and each name the host this machine resolves
// when a made-up host name did not resolve.
func oneAtATime(typ, msg string, line []string) [][2]string {
	var out [][2]string
	if typ == "gaierror" || typ == "herror" {
		for _, name := range line {
			out = append(out, [2]string{name + " is this machine", name + ` = "localhost"`})
		}
		return out
	}
	for _, k := range wantedKinds {
		if !k.re.MatchString(msg) || (len(line) < 2 && !k.all) {
			continue
		}
		for _, name := range line {
			v := strings.ReplaceAll(k.value, "%s", name)
			out = append(out, [2]string{"a " + v + " for " + name + " alone", name + " = " + v})
		}
		return out
	}
	if m := listedInts.FindStringSubmatch(msg); m != nil {
		first := strings.FieldsFunc(m[1], func(r rune) bool { return r == ',' || r == ' ' })[0]
		for _, name := range line {
			out = append(out, [2]string{first + " for " + name + " alone, as listed", name + " = " + first})
		}
	}
	return out
}

// maxNext is how many repairs that got past their parent's error get the
// next error's turn in step 2, in each of at most maxChain turns.
const (
	maxNext  = 3
	maxChain = 3
)

// nextErrors are the repairs of step 2's repairs that bind no stand-in,
// got past their parent's error and raised another further on (a real
// port, then a host nobody resolves): each gets its new error's turn, as
// a refinement in step 3 does, so that a chain of real values goes on.
func nextErrors(t *Tree, ran []*Node, ask func(int, *Node, []int, []*Node) []*Node) []*Node {
	var out []*Node
	n := 0
	for _, c := range ran {
		p := NodeByID(t.Nodes, c.Parent)
		if n >= maxNext || p == nil || p.Error == nil || c.Error == nil || c.Stubs > 0 || c.Status == "exit" || c.Status == "timeout" {
			continue
		}
		if c.Error.Type == p.Error.Type && c.Error.Message == p.Error.Message || len(c.Covered) < len(p.Covered) {
			continue
		}
		n++
		out = append(out, ask(2, c, nil, out)...)
	}
	return out
}
