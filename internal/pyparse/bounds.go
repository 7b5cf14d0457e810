// Phase: parse. The front end's bounds, checked before tree-sitter sees
// the input: a size limit and a single pass over the bytes that refuses
// nesting deeper than CPython accepts, in time linear in the size and
// memory that does not grow with the nesting (a counter and an
// indentation stack of at most MaxIndent entries).
package pyparse

import (
	"fmt"
)

// CPython's own limits (Parser/tokenizer.h: MAXLEVEL, MAXINDENT): deeper
// input is a SyntaxError there, so nothing runnable is refused here.
const (
	MaxBrackets = 200
	MaxIndent   = 100 // CPython refuses the 100th level: 99 is the deepest
	// MaxBytes is the largest source the parser takes.
	MaxBytes = 8 << 20
)

// BoundsError says which bound the input broke and where.
type BoundsError struct {
	Line    int
	Message string
}

func (e *BoundsError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("line %d: %s", e.Line, e.Message)
	}
	return e.Message
}

// CheckBounds reports the first bound src breaks, or nil. It knows just
// enough of Python's lexical structure to skip strings and comments.
func CheckBounds(src []byte) error {
	if len(src) > MaxBytes {
		return &BoundsError{Message: fmt.Sprintf("source is %d bytes, over the parser's limit of %d", len(src), MaxBytes)}
	}
	var indents [MaxIndent + 1]int
	levels := 0 // entries of indents in use, past the implicit 0
	depth, line := 0, 1
	atLineStart := true // at the start of a logical line
	n := len(src)
	for i := 0; i < n; {
		if atLineStart {
			// Measure the indentation; blank and comment-only lines do
			// not count, nor do lines inside brackets.
			col, j := 0, i
			for j < n && (src[j] == ' ' || src[j] == '\t' || src[j] == '\f') {
				if src[j] == '\t' {
					col = (col/8 + 1) * 8
				} else if src[j] == ' ' {
					col++
				} else {
					col = 0
				}
				j++
			}
			atLineStart = false
			if j < n && src[j] != '\n' && src[j] != '\r' && src[j] != '#' && depth == 0 {
				top := 0
				if levels > 0 {
					top = indents[levels-1]
				}
				if col > top {
					if levels+1 >= MaxIndent {
						return &BoundsError{Line: line, Message: fmt.Sprintf("too many levels of indentation (CPython accepts %d)", MaxIndent)}
					}
					indents[levels] = col
					levels++
				} else {
					for levels > 0 && indents[levels-1] > col {
						levels--
					}
				}
			}
			i = j
			continue
		}
		c := src[i]
		switch {
		case c == '\n':
			line++
			i++
			atLineStart = depth == 0
		case c == '\\' && i+1 < n && src[i+1] == '\n':
			line++
			i += 2 // a continuation: the logical line goes on
		case c == '#':
			for i < n && src[i] != '\n' {
				i++
			}
		case c == '(' || c == '[' || c == '{':
			depth++
			if depth > MaxBrackets {
				return &BoundsError{Line: line, Message: fmt.Sprintf("too many nested parentheses (CPython accepts %d)", MaxBrackets)}
			}
			i++
		case c == ')' || c == ']' || c == '}':
			if depth > 0 {
				depth--
			}
			i++
		case c == '\'' || c == '"':
			i, line = skipString(src, i, line)
		default:
			i++
		}
	}
	return nil
}

// skipString returns the index after the string literal whose quote is at
// src[i] (an unterminated one ends at the end of its line, or of the input
// when triple-quoted), and the line count after it. Prefixes need no care:
// raw strings differ only in escapes, and a backslash before a quote ends
// no string in either kind.
func skipString(src []byte, i, line int) (int, int) {
	q := src[i]
	n := len(src)
	triple := i+2 < n && src[i+1] == q && src[i+2] == q
	if triple {
		i += 3
		for i < n {
			switch {
			case src[i] == '\\' && i+1 < n:
				if src[i+1] == '\n' {
					line++
				}
				i += 2
			case src[i] == q && i+2 < n && src[i+1] == q && src[i+2] == q:
				return i + 3, line
			default:
				if src[i] == '\n' {
					line++
				}
				i++
			}
		}
		return n, line
	}
	i++
	for i < n {
		switch src[i] {
		case '\\':
			if i+1 < n && src[i+1] == '\n' {
				line++
			}
			i += 2
		case q:
			return i + 1, line
		case '\n':
			return i, line
		default:
			i++
		}
	}
	return n, line
}
