package explore

// Phase: explore, steps 1 and 3 (values for undefined names and the
// driver's arguments). A name the snippet parses as a date with a literal
// format (datetime.strptime(s, "%Y-%m-%d"), pd.to_datetime(s,
// format="%d/%m/%Y")) has a real value fixed by that use: a date written
// in that format. Any string would be a value too, but strptime raises on
// it, so the lines after the parse are reached only with the date.

import (
	"strconv"
	"strings"

	"unstuck/internal/pyparse"
)

// dateArgs maps each identifier the snippet parses as a date with a
// literal format (as the call's first argument, or inside str()) to a date
// written in that format; a name parsed with two formats keeps the first.
func dateArgs(t *pyparse.Tree) map[string]string {
	out := map[string]string{}
	if t == nil || t.Root == nil {
		return out
	}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() != "call" {
			return true
		}
		f, args := n.ChildByFieldName("function"), n.ChildByFieldName("arguments")
		if f == nil || args == nil {
			return true
		}
		callee := t.Text(f)
		callee = callee[strings.LastIndexByte(callee, '.')+1:]
		var pos []*pyparse.Node
		format := ""
		for _, a := range pyparse.Children(args) {
			switch a.Type() {
			case "keyword_argument":
				if k := a.ChildByFieldName("name"); k != nil && t.Text(k) == "format" {
					format = literalString(t, a.ChildByFieldName("value"))
				}
			case "comment":
			default:
				pos = append(pos, a)
			}
		}
		switch callee {
		case "strptime":
			if len(pos) >= 2 {
				format = literalString(t, pos[1])
			}
		case "to_datetime":
		default:
			return true
		}
		if format == "" || len(pos) == 0 {
			return true
		}
		arg := pos[0]
		if arg.Type() == "call" { // str(x)
			if g := arg.ChildByFieldName("function"); g != nil && t.Text(g) == "str" {
				if in := pyparse.Children(arg.ChildByFieldName("arguments")); len(in) == 1 {
					arg = in[0]
				}
			}
		}
		key := t.Text(arg)
		if col, ok := columnKey(t, arg); ok {
			key = col // a column: frame["col"]
		} else if arg.Type() != "identifier" {
			return true
		}
		if d, ok := formatDate(format); ok {
			if _, seen := out[key]; !seen {
				out[key] = d
			}
		}
		return true
	})
	// A column whose elements a function parses (frame["col"].apply(lambda
	// x: strptime(x, ...))) holds dates in that format too.
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		f, args, method := t.Callee(n)
		if f == nil || args == nil || f.Type() != "attribute" || !strings.Contains(" apply map transform ", " "+method+" ") {
			return true
		}
		col, ok := columnKey(t, f.ChildByFieldName("object"))
		if !ok {
			return true
		}
		in := pyparse.Children(args)
		if len(in) == 0 || in[0].Type() != "lambda" {
			return true
		}
		ps := pyparse.Children(in[0].ChildByFieldName("parameters"))
		if len(ps) == 0 || ps[0].Type() != "identifier" {
			return true
		}
		if d, ok := out[t.Text(ps[0])]; ok {
			if _, seen := out[col]; !seen {
				out[col] = d
			}
		}
		return true
	})
	return out
}

// columnKey is "frame[col]" for a subscript of a name by a string
// literal (frame["col"]).
func columnKey(t *pyparse.Tree, n *pyparse.Node) (string, bool) {
	if n == nil || n.Type() != "subscript" {
		return "", false
	}
	v, k := n.ChildByFieldName("value"), n.ChildByFieldName("subscript")
	if v == nil || k == nil || v.Type() != "identifier" {
		return "", false
	}
	col := literalString(t, k)
	if col == "" {
		return "", false
	}
	return t.Text(v) + "[" + col + "]", true
}

// literalString is the value of a plain string literal node ("" if it is
// not one: an f-string, a concatenation, a name).
func literalString(t *pyparse.Tree, n *pyparse.Node) string {
	if n == nil || n.Type() != "string" {
		return ""
	}
	txt := t.Text(n)
	if strings.ContainsAny(txt[:1], "fFbBrRuU") {
		return ""
	}
	if strings.HasPrefix(txt, "'") {
		txt = `"` + strings.ReplaceAll(strings.ReplaceAll(txt[1:len(txt)-1], `"`, `\"`), `\'`, `'`) + `"`
	}
	v, err := strconv.Unquote(txt)
	if err != nil {
		return ""
	}
	return v
}

// formatDate writes one fixed moment, Thursday 2021-03-04 05:06:07.000008
// UTC, as Python's strftime writes it with format in the C locale; ok is
// false for a directive it does not know.
func formatDate(format string) (string, bool) {
	dirs := map[byte]string{
		'Y': "2021", 'y': "21", 'm': "03", 'd': "04", 'H': "05", 'I': "05", 'M': "06", 'S': "07",
		'f': "000008", 'p': "AM", 'b': "Mar", 'h': "Mar", 'B': "March", 'a': "Thu", 'A': "Thursday",
		'j': "063", 'w': "4", 'u': "4", 'U': "09", 'W': "09", 'V': "09", 'G': "2021", 'z': "+0000",
		'Z': "UTC", 'x': "03/04/21", 'X': "05:06:07", 'c': "Thu Mar  4 05:06:07 2021", '%': "%",
	}
	var b strings.Builder
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			b.WriteByte(format[i])
			continue
		}
		if i+1 >= len(format) {
			return "", false
		}
		i++
		d, ok := dirs[format[i]]
		if !ok {
			return "", false
		}
		b.WriteString(d)
	}
	return b.String(), true
}

// dateArgs of the builder's snippet, computed once.
func (b *builder) dateArgs() map[string]string {
	if b.dates == nil {
		b.dates = dateArgs(b.s.Tree)
	}
	return b.dates
}
