// Reading the models' answers: the JSON objects and arrays in them, wherever
// the model put them and however loosely it wrote them.
package llm

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
)

// ErrNoJSON is the error of text with no JSON object or array in it.
var ErrNoJSON = errors.New("llm: no JSON object or array in the text")

// ExtractJSON returns the JSON objects and arrays in a model's answer, in
// order. When the answer has ``` fences (```json or plain) holding JSON,
// only the fenced values count: prose around them often mentions things
// like "[]" that parse but are not the answer. Otherwise every balanced
// {...} or [...] in the text counts, so bare JSON between prose and several
// values in one answer are found. A value that is not JSON as written is
// repaired where the intent is clear: trailing commas, single-quoted
// strings, unquoted keys, // and /* */ comments, Python's True, False and
// None, raw newlines inside strings. A value is returned as written when it
// is valid, else as repaired; values nested in a returned one are not
// returned again.
func ExtractJSON(text string) ([]json.RawMessage, error) {
	var out []json.RawMessage
	for _, f := range fences(text) {
		out = append(out, scanValues(f)...)
	}
	if len(out) == 0 {
		out = scanValues(text)
	}
	if len(out) == 0 {
		return nil, ErrNoJSON
	}
	return out, nil
}

// DecodeFirst decodes into v, a non-nil pointer, the first value found by
// ExtractJSON that decodes into v's type; v is left untouched on error.
func DecodeFirst(text string, v any) error {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return fmt.Errorf("llm: DecodeFirst needs a non-nil pointer, not %T", v)
	}
	vals, err := ExtractJSON(text)
	if err != nil {
		return err
	}
	var first error
	for _, raw := range vals {
		tmp := reflect.New(rv.Type().Elem())
		err := json.Unmarshal(raw, tmp.Interface())
		if err == nil {
			rv.Elem().Set(tmp.Elem())
			return nil
		}
		if first == nil {
			first = err
		}
	}
	return fmt.Errorf("llm: none of the %d JSON values in the text decodes as %s: %w", len(vals), rv.Type().Elem(), first)
}

// fences returns the contents of the ``` fences of text; an unclosed last
// fence, as in an answer cut by the token limit, runs to the end.
func fences(text string) []string {
	var out []string
	for {
		i := strings.Index(text, "```")
		if i < 0 {
			return out
		}
		rest := text[i+3:]
		// The info string ("json", "JSON", "jsonc", "python") is a word
		// right after the opening backticks.
		j := 0
		for j < len(rest) && (isIdentByte(rest[j]) || rest[j] == '-' || rest[j] == '+') {
			j++
		}
		rest = rest[j:]
		k := strings.Index(rest, "```")
		if k < 0 {
			return append(out, rest)
		}
		out = append(out, rest[:k])
		text = rest[k+3:]
	}
}

// scanValues returns the JSON values of text that start with { or [,
// trying every such start that is not inside a value already taken.
func scanValues(text string) []json.RawMessage {
	var out []json.RawMessage
	ends := make([]int, len(text)) // per opener: end of its value, -1 none, 0 not yet known
	for i := 0; i < len(text); i++ {
		if text[i] != '{' && text[i] != '[' {
			continue
		}
		if ends[i] == 0 {
			balance(text, i, ends)
		}
		if ends[i] < 0 {
			continue
		}
		if v, ok := lenient(text[i:ends[i]]); ok {
			out = append(out, v)
			i = ends[i] - 1
		}
	}
	return out
}

// balance finds where the bracketed value opened at text[i] ends, skipping
// brackets inside strings (either quote) and comments, and records it in
// ends; -1 when brackets mismatch or never close. A scan from an opener
// met on the way would see the same text from the same state, so their
// ends are recorded too: each opener is scanned once, and prose full of
// unclosed brackets costs linear, not quadratic, time.
func balance(text string, i int, ends []int) {
	var open []int
	fail := func() {
		for _, p := range open {
			ends[p] = -1
		}
	}
	for p := i; p < len(text); p++ {
		switch c := text[p]; c {
		case '{', '[':
			open = append(open, p)
		case '}', ']':
			top := open[len(open)-1]
			if (text[top] == '{') != (c == '}') {
				fail()
				return
			}
			open = open[:len(open)-1]
			ends[top] = p + 1
			if len(open) == 0 {
				return
			}
		case '"', '\'':
			q := stringEnd(text, p)
			if q < 0 {
				fail()
				return
			}
			p = q
		case '/':
			if q := commentEnd(text, p); q > p {
				p = q - 1
			}
		}
	}
	fail()
}

// stringEnd is the index of the quote closing the string opened at
// text[p], or -1.
func stringEnd(text string, p int) int {
	quote := text[p]
	for q := p + 1; q < len(text); q++ {
		switch text[q] {
		case '\\':
			q++
		case quote:
			return q
		}
	}
	return -1
}

// commentEnd is the index just after the // or /* */ comment at text[p],
// or p when there is none.
func commentEnd(text string, p int) int {
	switch {
	case strings.HasPrefix(text[p:], "//"):
		if nl := strings.IndexByte(text[p:], '\n'); nl >= 0 {
			return p + nl
		}
		return len(text)
	case strings.HasPrefix(text[p:], "/*"):
		if e := strings.Index(text[p+2:], "*/"); e >= 0 {
			return p + 2 + e + 2
		}
		return len(text)
	}
	return p
}

// lenient returns s as JSON, repaired if need be.
func lenient(s string) (json.RawMessage, bool) {
	if json.Valid([]byte(s)) {
		return json.RawMessage(s), true
	}
	r := repair(s)
	if json.Valid([]byte(r)) {
		return json.RawMessage(r), true
	}
	return nil, false
}

// repair rewrites the common near-JSON of models into JSON. It only
// changes text outside strings, and the quoting of strings.
func repair(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 16)
	for p := 0; p < len(s); p++ {
		c := s[p]
		switch {
		case c == '"' || c == '\'':
			q := stringEnd(s, p)
			if q < 0 {
				q = len(s)
			}
			writeString(&b, s[p+1:q])
			p = q
		case c == '/' && commentEnd(s, p) > p:
			p = commentEnd(s, p) - 1
		case c == ',':
			n := skipSpace(s, p+1)
			if n < len(s) && (s[n] == '}' || s[n] == ']') {
				continue // trailing comma
			}
			b.WriteByte(c)
		case isIdentByte(c) && !(c >= '0' && c <= '9'):
			q := p
			for q < len(s) && isIdentByte(s[q]) {
				q++
			}
			word := s[p:q]
			switch n := skipSpace(s, q); {
			case word == "True":
				b.WriteString("true")
			case word == "False":
				b.WriteString("false")
			case word == "None":
				b.WriteString("null")
			case n < len(s) && s[n] == ':' && word != "true" && word != "false" && word != "null":
				b.WriteString(`"` + word + `"`) // unquoted key
			default:
				b.WriteString(word)
			}
			p = q - 1
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// writeString writes body, the inside of a string in either quote, as a
// JSON string: double-quoted, with control characters escaped.
func writeString(b *strings.Builder, body string) {
	b.WriteByte('"')
	for p := 0; p < len(body); p++ {
		c := body[p]
		switch {
		case c == '\\' && p+1 < len(body):
			if body[p+1] == '\'' {
				b.WriteByte('\'') // \' is not a JSON escape
			} else {
				b.WriteString(body[p : p+2])
			}
			p++
		case c == '"':
			b.WriteString(`\"`) // only reachable in single-quoted strings
		case c == '\n':
			b.WriteString(`\n`)
		case c == '\r':
			b.WriteString(`\r`)
		case c == '\t':
			b.WriteString(`\t`)
		case c < 0x20:
			fmt.Fprintf(b, `\u%04x`, c)
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte('"')
}

// skipSpace skips white space and comments.
func skipSpace(s string, p int) int {
	for p < len(s) {
		switch s[p] {
		case ' ', '\t', '\n', '\r':
			p++
		case '/':
			q := commentEnd(s, p)
			if q == p {
				return p
			}
			p = q
		default:
			return p
		}
	}
	return p
}

func isIdentByte(c byte) bool {
	return c == '_' || c == '$' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
}
