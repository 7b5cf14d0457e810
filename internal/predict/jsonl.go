package predict

import (
	"bytes"
	"unicode/utf16"
	"unicode/utf8"
)

// lineParser decodes event lines fast: a hand-written scanner for the plain
// JSON the recorder writes, with strings interned (per parser) and context
// slices carved from shared chunks. Anything it does not handle exactly as
// encoding/json would (\u escapes, null, non-integer counts, keys matching
// a field only case-insensitively, ...) makes parse report false, and the
// caller decodes the line with encoding/json instead.
type lineParser struct {
	intern  map[string]string
	scratch []byte
	toks    []string // tokens of the array being read
	chunk   []string // free space for context slices
}

func newLineParser() *lineParser {
	return &lineParser{intern: map[string]string{}}
}

func (p *lineParser) str(b []byte) string {
	if s, ok := p.intern[string(b)]; ok {
		return s
	}
	s := string(b)
	p.intern[s] = s
	return s
}

// slice stores toks in the current chunk and returns them (capacity
// clipped, so appending to one event's slice cannot touch another's).
func (p *lineParser) slice(toks []string) []string {
	if len(toks) == 0 {
		return []string{} // empty, not nil, as encoding/json decodes []
	}
	if len(toks) > len(p.chunk) {
		n := 1 << 14
		if len(toks) > n {
			n = len(toks)
		}
		p.chunk = make([]string, n)
	}
	s := p.chunk[:len(toks):len(toks)]
	copy(s, toks)
	p.chunk = p.chunk[len(toks):]
	return s
}

func skipWS(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

// readString reads the JSON string starting at b[i] (a quote); it returns
// the decoded bytes (valid until the next call) and the index after it.
func (p *lineParser) readString(b []byte, i int) ([]byte, int, bool) {
	if i >= len(b) || b[i] != '"' {
		return nil, i, false
	}
	i++
	start := i
	ascii := true
	for i < len(b) {
		c := b[i]
		switch {
		case c == '"':
			s := b[start:i]
			if !ascii && !utf8.Valid(s) {
				return nil, i, false
			}
			return s, i + 1, true
		case c == '\\':
			return p.readEscaped(b, start, i)
		case c < 0x20:
			return nil, i, false
		case c >= 0x80:
			ascii = false
		}
		i++
	}
	return nil, i, false
}

func (p *lineParser) readEscaped(b []byte, start, i int) ([]byte, int, bool) {
	out := append(p.scratch[:0], b[start:i]...)
	for i < len(b) {
		c := b[i]
		switch {
		case c == '"':
			p.scratch = out
			if !utf8.Valid(out) {
				return nil, i, false
			}
			return out, i + 1, true
		case c == '\\':
			if i+1 >= len(b) {
				return nil, i, false
			}
			var r byte
			switch b[i+1] {
			case '"', '\\', '/':
				r = b[i+1]
			case 'b':
				r = '\b'
			case 'f':
				r = '\f'
			case 'n':
				r = '\n'
			case 'r':
				r = '\r'
			case 't':
				r = '\t'
			case 'u': // as encoding/json: a bad surrogate pair becomes U+FFFD
				r1 := hex4(b, i+2)
				if r1 < 0 {
					return nil, i, false
				}
				i += 6
				if utf16.IsSurrogate(r1) {
					if i+1 < len(b) && b[i] == '\\' && b[i+1] == 'u' {
						if r2 := hex4(b, i+2); r2 >= 0 {
							if d := utf16.DecodeRune(r1, r2); d != utf8.RuneError {
								out = utf8.AppendRune(out, d)
								i += 6
								continue
							}
						}
					}
					r1 = utf8.RuneError
				}
				out = utf8.AppendRune(out, r1)
				continue
			default:
				return nil, i, false
			}
			out = append(out, r)
			i += 2
			continue
		case c < 0x20:
			return nil, i, false
		}
		out = append(out, c)
		i++
	}
	return nil, i, false
}

// hex4 decodes the four hex digits at b[i:], or returns -1.
func hex4(b []byte, i int) rune {
	if i+4 > len(b) {
		return -1
	}
	var r rune
	for _, c := range b[i : i+4] {
		switch {
		case c >= '0' && c <= '9':
			c -= '0'
		case c >= 'a' && c <= 'f':
			c = c - 'a' + 10
		case c >= 'A' && c <= 'F':
			c = c - 'A' + 10
		default:
			return -1
		}
		r = r*16 + rune(c)
	}
	return r
}

func (p *lineParser) readStrings(b []byte, i int) ([]string, int, bool) {
	if i >= len(b) || b[i] != '[' {
		return nil, i, false
	}
	i = skipWS(b, i+1)
	p.toks = p.toks[:0]
	if i < len(b) && b[i] == ']' {
		return p.slice(nil), i + 1, true
	}
	for {
		s, j, ok := p.readString(b, i)
		if !ok {
			return nil, j, false
		}
		p.toks = append(p.toks, p.str(s))
		i = skipWS(b, j)
		if i >= len(b) {
			return nil, i, false
		}
		if b[i] == ']' {
			return p.slice(p.toks), i + 1, true
		}
		if b[i] != ',' {
			return nil, i, false
		}
		i = skipWS(b, i+1)
	}
}

// readInt reads a JSON integer that fits an int comfortably.
func readInt(b []byte, i int) (int, int, bool) {
	neg := false
	if i < len(b) && b[i] == '-' {
		neg = true
		i++
	}
	start := i
	n := 0
	for i < len(b) && b[i] >= '0' && b[i] <= '9' {
		n = n*10 + int(b[i]-'0')
		i++
	}
	if i == start || i-start > 15 || b[start] == '0' && i-start > 1 {
		return 0, i, false
	}
	if i < len(b) && (b[i] == '.' || b[i] == 'e' || b[i] == 'E') {
		return 0, i, false
	}
	if neg {
		n = -n
	}
	return n, i, true
}

// skipValue skips a JSON value of an unknown key (strings, numbers, true,
// false, null, and arrays or objects of those).
func (p *lineParser) skipValue(b []byte, i int, depth int) (int, bool) {
	if i >= len(b) || depth > 32 {
		return i, false
	}
	switch c := b[i]; {
	case c == '"':
		_, j, ok := p.readString(b, i)
		return j, ok
	case c == '[' || c == '{':
		closing := byte(']')
		if c == '{' {
			closing = '}'
		}
		i = skipWS(b, i+1)
		if i < len(b) && b[i] == closing {
			return i + 1, true
		}
		for {
			if c == '{' {
				_, j, ok := p.readString(b, i)
				if !ok {
					return j, false
				}
				i = skipWS(b, j)
				if i >= len(b) || b[i] != ':' {
					return i, false
				}
				i = skipWS(b, i+1)
			}
			j, ok := p.skipValue(b, i, depth+1)
			if !ok {
				return j, false
			}
			i = skipWS(b, j)
			if i >= len(b) {
				return i, false
			}
			if b[i] == closing {
				return i + 1, true
			}
			if b[i] != ',' {
				return i, false
			}
			i = skipWS(b, i+1)
		}
	case c == '-' || c >= '0' && c <= '9':
		j := i + 1
		for j < len(b) && (b[j] >= '0' && b[j] <= '9' || b[j] == '.' || b[j] == 'e' || b[j] == 'E' || b[j] == '+' || b[j] == '-') {
			j++
		}
		return j, true // (loose: encoding/json validates numbers; a bad one only costs the fast path's strictness)
	default:
		for _, lit := range [...]string{"true", "false", "null"} {
			if bytes.HasPrefix(b[i:], []byte(lit)) {
				return i + len(lit), true
			}
		}
		return i, false
	}
}

// parse decodes one event line (already trimmed). false: use encoding/json.
func (p *lineParser) parse(b []byte, e *Event) bool {
	*e = Event{}
	i := skipWS(b, 0)
	if i >= len(b) || b[i] != '{' {
		return false
	}
	i = skipWS(b, i+1)
	if i < len(b) && b[i] == '}' {
		return skipWS(b, i+1) == len(b)
	}
	for {
		key, j, ok := p.readString(b, i)
		if !ok {
			return false
		}
		i = skipWS(b, j)
		if i >= len(b) || b[i] != ':' {
			return false
		}
		i = skipWS(b, i+1)
		switch string(key) {
		case "name", "kind", "class":
			s, j, ok := p.readString(b, i)
			if !ok {
				return false
			}
			v := p.str(s)
			switch key[0] {
			case 'n':
				e.Name = v
			case 'k':
				e.Kind = v
			default:
				e.Class = v
			}
			i = j
		case "before", "after":
			toks, j, ok := p.readStrings(b, i)
			if !ok {
				return false
			}
			if key[0] == 'b' {
				e.Before = toks
			} else {
				e.After = toks
			}
			i = j
		case "count":
			n, j, ok := readInt(b, i)
			if !ok {
				return false
			}
			e.Count = n
			i = j
		default:
			for _, k := range [...]string{"name", "kind", "class", "before", "after", "count"} {
				if bytes.EqualFold(key, []byte(k)) {
					return false // encoding/json matches field names case-insensitively
				}
			}
			j, ok := p.skipValue(b, i, 0)
			if !ok {
				return false
			}
			i = j
		}
		i = skipWS(b, i)
		if i >= len(b) {
			return false
		}
		if b[i] == '}' {
			return skipWS(b, i+1) == len(b)
		}
		if b[i] != ',' {
			return false
		}
		i = skipWS(b, i+1)
	}
}
