// Types of a function's parameters: from annotations (List[int],
// list[str], Optional[int], tuple[int, int]), else inferred from how the
// body uses the parameter.
package solve

import (
	"encoding/json"
	"strings"

	"unstuck/internal/pyparse"
)

// Type is a parameter type: Kind int, float, bool, str, list, tuple,
// optional, dict or any, with element types for containers.
type Type struct {
	Kind  string  `json:"k"`
	Elems []*Type `json:"e,omitempty"`
	// Default: the parameter has a default (it may be left out);
	// KwOnly: it is passed by keyword; Inferred: guessed from the body,
	// not annotated.
	Default  bool `json:"-"`
	KwOnly   bool `json:"-"`
	Inferred bool `json:"-"`
	// Init: a parameter of the class's __init__ (a method's instance is
	// built from these inputs, which come first).
	Init bool `json:"-"`
}

func (t *Type) String() string {
	if t == nil {
		return "?"
	}
	if len(t.Elems) == 0 {
		return t.Kind
	}
	var parts []string
	for _, e := range t.Elems {
		parts = append(parts, e.String())
	}
	return t.Kind + "[" + strings.Join(parts, ", ") + "]"
}

// MarshalText is for JSON reports: "list[int]".
func (t *Type) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// wire is the type as the Python harness reads it.
func (t *Type) wire() json.RawMessage {
	type w struct {
		K  string            `json:"k"`
		E  []json.RawMessage `json:"e,omitempty"`
		D  bool              `json:"d,omitempty"`
		KW bool              `json:"kw,omitempty"`
	}
	v := w{K: t.Kind, D: t.Default, KW: t.KwOnly}
	for _, e := range t.Elems {
		v.E = append(v.E, e.wire())
	}
	b, _ := json.Marshal(v)
	return b
}

// ParseAnnotation reads a type annotation's text; nil when it is not one
// of the supported types.
func ParseAnnotation(s string) *Type {
	s = strings.TrimSpace(s)
	s = strings.Trim(s, `'"`)
	if i := strings.Index(s, "|"); i >= 0 && depth0(s, i) {
		l, r := strings.TrimSpace(s[:i]), strings.TrimSpace(s[i+1:])
		if r == "None" {
			if t := ParseAnnotation(l); t != nil {
				return &Type{Kind: "optional", Elems: []*Type{t}}
			}
		}
		if l == "None" {
			if t := ParseAnnotation(r); t != nil {
				return &Type{Kind: "optional", Elems: []*Type{t}}
			}
		}
		return nil
	}
	base, args := s, ""
	if i := strings.Index(s, "["); i >= 0 && strings.HasSuffix(s, "]") {
		base, args = s[:i], s[i+1:len(s)-1]
	}
	base = strings.TrimPrefix(strings.TrimPrefix(base, "typing."), "t.")
	var elems []*Type
	if args != "" {
		for _, a := range splitTop(args) {
			if strings.TrimSpace(a) == "..." {
				continue
			}
			e := ParseAnnotation(a)
			if e == nil {
				return nil
			}
			elems = append(elems, e)
		}
	}
	switch base {
	case "int", "float", "bool", "str":
		if args != "" {
			return nil
		}
		return &Type{Kind: base}
	case "list", "List", "Sequence", "Iterable", "deque", "Deque":
		if len(elems) == 0 {
			elems = []*Type{{Kind: "int"}}
		}
		return &Type{Kind: "list", Elems: elems[:1]}
	case "tuple", "Tuple":
		if len(elems) == 0 {
			elems = []*Type{{Kind: "int"}}
		}
		return &Type{Kind: "tuple", Elems: elems}
	case "Optional":
		if len(elems) == 1 {
			return &Type{Kind: "optional", Elems: elems}
		}
	}
	return nil
}

func depth0(s string, i int) bool {
	d := 0
	for j := 0; j < i; j++ {
		switch s[j] {
		case '[':
			d++
		case ']':
			d--
		}
	}
	return d == 0
}

func splitTop(s string) []string {
	var out []string
	d, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '[':
			d++
		case ']':
			d--
		case ',':
			if d == 0 {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	return append(out, s[start:])
}

// ParamTypes gives the types of def's parameters (self of a method left
// out): annotations where present, else inferred from the body. A nil
// entry is a parameter whose type is unknown.
func ParamTypes(def *pyparse.Node, src []byte, method bool) ([]string, []*Type) {
	text := func(n *pyparse.Node) string { return string(src[n.StartByte():n.EndByte()]) }
	var names []string
	var types []*Type
	ps := def.ChildByFieldName("parameters")
	if ps == nil {
		return nil, nil
	}
	kwonly := false
	for i, p := range pyparse.Children(ps) {
		if i == 0 && method {
			continue
		}
		var name string
		var ann *pyparse.Node
		dflt := false
		switch p.Type() {
		case "list_splat_pattern", "keyword_separator":
			// *args is solved empty; what follows is keyword-only.
			kwonly = true
			continue
		case "dictionary_splat_pattern", "positional_separator":
			continue
		}
		if p.Type() == "default_parameter" || p.Type() == "typed_default_parameter" {
			dflt = true
			if kwonly {
				continue // keyword-only with a default: the default is used
			}
		}
		switch p.Type() {
		case "identifier":
			name = text(p)
		case "typed_parameter":
			for _, c := range pyparse.Children(p) {
				if c.Type() == "identifier" {
					name = text(c)
					break
				}
			}
			ann = p.ChildByFieldName("type")
		case "typed_default_parameter":
			name = text(p.ChildByFieldName("name"))
			ann = p.ChildByFieldName("type")
		case "default_parameter":
			name = text(p.ChildByFieldName("name"))
		default:
			name = text(p)
		}
		var t *Type
		if ann != nil {
			t = ParseAnnotation(text(ann))
		}
		if t == nil && ann == nil && name != "" {
			var v *pyparse.Node
			if dflt {
				v = p.ChildByFieldName("value")
			}
			switch {
			case v != nil && literalType(v.Type()) != nil:
				t = literalType(v.Type())
			case v != nil && v.Type() == "none":
				t = &Type{Kind: "optional", Elems: []*Type{inferType(def, src, name)}}
			default:
				t = inferType(def, src, name)
			}
			if t != nil {
				t.Inferred = true
			}
		}
		if t == nil && dflt && p.ChildByFieldName("value") != nil {
			// An unsupported annotation with a literal default: the
			// default's type.
			t = literalType(p.ChildByFieldName("value").Type())
		}
		if t != nil {
			t.Default, t.KwOnly = dflt, kwonly
		}
		names = append(names, name)
		types = append(types, t)
	}
	return names, types
}

// literalType is the type of a literal default value, or nil.
func literalType(nodeType string) *Type {
	switch nodeType {
	case "integer":
		return &Type{Kind: "int"}
	case "float":
		return &Type{Kind: "float"}
	case "true", "false":
		return &Type{Kind: "bool"}
	case "string":
		return &Type{Kind: "str"}
	}
	return nil
}

// inferType guesses a parameter's type from its uses: indexed or passed
// to len() and compared with strings -> str; indexed -> list[int];
// compared with a string literal -> str; else int.
func inferType(def *pyparse.Node, src []byte, name string) *Type {
	text := func(n *pyparse.Node) string { return string(src[n.StartByte():n.EndByte()]) }
	indexed, strUse, iterated, floatUse := false, false, false, false
	// Module-level names bound to float expressions (ONE_THIRD = 1.0/3.0).
	floatNames := map[string]bool{}
	root := def
	for root.Parent() != nil {
		root = root.Parent()
	}
	for _, st := range pyparse.Children(root) {
		if st.Type() != "expression_statement" || st.NamedChildCount() != 1 || st.NamedChild(0).Type() != "assignment" {
			continue
		}
		a := st.NamedChild(0)
		l, r := a.ChildByFieldName("left"), a.ChildByFieldName("right")
		if l == nil || r == nil || l.Type() != "identifier" {
			continue
		}
		pyparse.Walk(r, func(n *pyparse.Node) bool {
			if n.Type() == "float" {
				floatNames[text(l)] = true
			}
			return true
		})
	}
	// is: the parameter itself, or an item or slice of it (`s[0]`,
	// `s[1:-1]`): a string's items and slices are strings.
	is := func(c *pyparse.Node) bool {
		for c != nil && c.Type() == "parenthesized_expression" && c.NamedChildCount() == 1 {
			c = c.NamedChild(0)
		}
		if c == nil {
			return false
		}
		if c.Type() == "subscript" {
			c = c.ChildByFieldName("value")
		}
		return c != nil && text(c) == name
	}
	strLit := func(c *pyparse.Node) bool {
		if c.Type() == "string" || c.Type() == "concatenated_string" {
			return !strings.HasPrefix(strings.ToLower(text(c)), "b") && !strings.HasPrefix(strings.ToLower(text(c)), "rb")
		}
		if c.Type() == "tuple" || c.Type() == "list" || c.Type() == "set" {
			// `c in ("a", "b")`: every item a string literal.
			items := pyparse.Children(c)
			for _, it := range items {
				if it.Type() != "string" {
					return false
				}
			}
			return len(items) > 0
		}
		return false
	}
	pyparse.Walk(def.ChildByFieldName("body"), func(n *pyparse.Node) bool {
		switch n.Type() {
		case "subscript":
			if v := n.ChildByFieldName("value"); v != nil && text(v) == name {
				indexed = true
			}
		case "for_statement", "for_in_clause":
			if r := n.ChildByFieldName("right"); r != nil && text(r) == name {
				iterated = true
			}
		case "binary_operator", "augmented_assignment":
			// Arithmetic with a float literal: a float.
			has, fl := false, false
			for _, c := range pyparse.Children(n) {
				if text(c) == name {
					has = true
				}
				if c.Type() == "float" || c.Type() == "identifier" && floatNames[text(c)] {
					fl = true
				}
			}
			if has && fl {
				floatUse = true
			}
			// Concatenated with a string literal: a string.
			if op := n.ChildByFieldName("operator"); n.Type() == "binary_operator" && op != nil && text(op) == "+" {
				l, r := n.ChildByFieldName("left"), n.ChildByFieldName("right")
				if l != nil && r != nil && (is(l) && strLit(r) || is(r) && strLit(l)) {
					strUse = true
				}
			}
		case "comparison_operator":
			has, lit := false, false
			for _, c := range pyparse.Children(n) {
				if is(c) {
					has = true
				}
				if strLit(c) {
					lit = true
				}
			}
			if has && lit {
				strUse = true
			}
		case "attribute":
			if o := n.ChildByFieldName("object"); o != nil && is(o) {
				switch text(n.ChildByFieldName("attribute")) {
				case "startswith", "endswith", "isdigit", "isalpha", "isalnum", "isspace", "isupper", "islower", "lower", "upper",
					"split", "rsplit", "strip", "lstrip", "rstrip", "find", "rfind", "replace", "expandtabs", "splitlines",
					"partition", "rpartition", "encode", "translate", "casefold", "title", "capitalize", "format", "ljust", "rjust", "center":
					strUse = true
				case "append", "pop":
					if text(o) == name {
						indexed = true
					}
				}
			}
		}
		return true
	})
	switch {
	case strUse:
		return &Type{Kind: "str"}
	case indexed || iterated:
		return &Type{Kind: "list", Elems: []*Type{{Kind: "int"}}}
	case floatUse:
		return &Type{Kind: "float"}
	}
	return &Type{Kind: "int"}
}
