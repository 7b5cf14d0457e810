package explore

// Phase: explore, step 1 without an LLM (the environment). A script that
// builds its own command-line parser (argparse's add_argument, optparse's
// add_option) and parses sys.argv (parse_args() with no list) reads its
// command line, part of its environment as a file it opens is: without
// one it exits at parse_args (a positional is missing) or takes only the
// defaults. The command line is made from the parser the script itself
// declares: a value per positional (of its type=, one of its choices=,
// as many as its nargs= says), and, in further prefixes, every option
// once and then every option at its most (a count twice, the last
// choice), so that the branches on the parsed values (if
// args.verbosity >= 2 ... elif ... else) each run in some prefix.

import (
	"strconv"
	"strings"

	"unstuck/internal/pyparse"
)

// parsedArg is one add_argument / add_option call of the script.
type parsedArg struct {
	flags    []string // option strings (-v, --verbose); empty for a positional
	dest     string   // a positional's name
	action   string   // store, store_true, count ...
	typ      string   // the type= text (int, float, argparse.FileType('r'))
	choices  []string // choices= elements as Python literals
	nargs    string   // nargs= text
	required bool
	group    string // the receiver, when it is a mutually exclusive group
}

// declaredArgs are the arguments the snippet's own parser declares, and
// whether the snippet parses sys.argv with it (a parse_args() or
// parse_known_args() call without an argument list). Subparsers are not
// followed (nil).
func declaredArgs(t *pyparse.Tree) ([]parsedArg, bool) {
	var out []parsedArg
	parses, sub := false, false
	groups := map[string]bool{} // names assigned a mutually exclusive group
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() == "assignment" {
			if r := n.ChildByFieldName("right"); r != nil && r.Type() == "call" {
				if _, _, name := t.Callee(r); name == "add_mutually_exclusive_group" {
					if l := n.ChildByFieldName("left"); l != nil && l.Type() == "identifier" {
						groups[t.Text(l)] = true
					}
				}
			}
		}
		if n.Type() != "call" {
			return true
		}
		fn, args, name := t.Callee(n)
		if fn == nil || fn.Type() != "attribute" || args == nil {
			return true
		}
		switch name {
		case "add_subparsers", "add_parser":
			sub = true
		case "parse_args", "parse_known_args", "parse_intermixed_args":
			if len(pyparse.Children(args)) == 0 {
				parses = true
			}
		case "add_argument", "add_option":
			a := parsedArg{action: "store"}
			if o := fn.ChildByFieldName("object"); o != nil && groups[t.Text(o)] {
				a.group = t.Text(o)
			}
			for _, e := range pyparse.Children(args) {
				if e.Type() == "string" {
					s := literalString(t, e)
					if strings.HasPrefix(s, "-") {
						a.flags = append(a.flags, s)
					} else if s != "" && a.dest == "" {
						a.dest = s
					}
					continue
				}
				if e.Type() != "keyword_argument" {
					continue
				}
				k, v := t.Text(e.ChildByFieldName("name")), e.ChildByFieldName("value")
				if v == nil {
					continue
				}
				switch k {
				case "action":
					a.action = literalString(t, v)
					if strings.HasSuffix(t.Text(v), "BooleanOptionalAction") {
						a.action = "store_true" // --flag alone
					}
				case "type":
					a.typ = t.Text(v)
				case "nargs":
					a.nargs = t.Text(v)
				case "required":
					a.required = t.Text(v) == "True"
				case "choices":
					if v.Type() == "list" || v.Type() == "tuple" {
						for _, c := range pyparse.Children(v) {
							a.choices = append(a.choices, t.Text(c))
						}
					}
				}
			}
			if name == "add_option" && len(a.flags) == 0 {
				return true // optparse has no positionals
			}
			out = append(out, a)
		}
		return true
	})
	if sub {
		return nil, false
	}
	return out, parses && len(out) > 0
}

// value is one command-line word for an argument: a choice (the first,
// or the last at the most), a number of its type, a file for a FileType,
// else a word. ok is false for a choice that is no plain literal.
func (a parsedArg) value(most bool) (string, bool) {
	if len(a.choices) > 0 {
		c := a.choices[0]
		if most {
			c = a.choices[len(a.choices)-1]
		}
		if s, err := strconv.Unquote(pyQuote(c)); err == nil {
			return s, true
		}
		if _, err := strconv.ParseFloat(c, 64); err == nil {
			return c, true
		}
		return "", false
	}
	switch {
	case a.typ == "int":
		if most {
			return "3", true
		}
		return "2", true
	case a.typ == "float":
		return "1.5", true
	case strings.Contains(a.typ, "FileType") || a.typ == "open":
		return "arg.txt", true
	}
	return "text", true
}

// words are the command-line words of an argument given once (a flag
// alone, or with its values).
func (a parsedArg) words(most bool) ([]string, bool) {
	flag := ""
	if len(a.flags) > 0 {
		flag = a.flags[len(a.flags)-1] // the long form, where there is one
	}
	switch a.action {
	case "help", "version":
		return nil, false
	case "store_true", "store_false", "store_const", "append_const":
		return []string{flag}, true
	case "count":
		if most {
			return []string{flag, flag}, true
		}
		return []string{flag}, true
	}
	v, ok := a.value(most)
	if !ok {
		return nil, false
	}
	n := 1
	if k, err := strconv.Atoi(a.nargs); err == nil {
		n = k
	}
	var out []string
	if flag != "" {
		out = append(out, flag)
	}
	for range n {
		out = append(out, v)
	}
	return out, true
}

// argparseCommandLine is the statement that gives the snippet's own
// parser a command line: variant 0 the positionals and required options,
// 1 every option once as well, 2 every option at its most (one option of
// a mutually exclusive group: the first, at 2 the last). "" when the
// snippet parses no sys.argv of its own parser, or the variant would be
// the one before it (no option to give; nothing given at its most).
func argparseCommandLine(t *pyparse.Tree, variant int) string {
	args, ok := declaredArgs(t)
	if !ok {
		return ""
	}
	var argv []string
	file := false
	differs, options := false, 0
	chosen := map[string]bool{} // groups that gave an option
	for i, a := range args {
		optional := len(a.flags) > 0 && !a.required
		if optional && variant == 0 {
			continue
		}
		if optional && a.group != "" {
			// The first of its group at 1, the last at 2.
			last := true
			for _, o := range args[i+1:] {
				if o.group == a.group {
					last = false
				}
			}
			if variant == 1 && chosen[a.group] || variant == 2 && !last {
				continue
			}
			chosen[a.group] = true
		}
		ws, ok := a.words(variant == 2)
		if !ok {
			if !optional {
				return ""
			}
			continue
		}
		if w1, _ := a.words(false); optional && strings.Join(w1, " ") != strings.Join(ws, " ") || a.group != "" {
			differs = true
		}
		if optional {
			options++
		}
		for _, w := range ws {
			argv = append(argv, strconv.Quote(w))
			file = file || w == "arg.txt"
		}
	}
	if variant > 0 && options == 0 || variant == 2 && !differs {
		return ""
	}
	st := "import sys\nsys.argv[1:] = [" + strings.Join(argv, ", ") + "]"
	if file {
		st += "\n" + fileContent("arg.txt")
	}
	return st
}
