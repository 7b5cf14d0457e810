package predict

// Feature extraction: every feature is a hashed string (template id + parts)
// whose bucket indexes a row of class weights. The templates and the hasher
// are part of the model format; change either and bump featureVersion.
const featureVersion = 1

// Feature templates.
const (
	fBias byte = iota + 1
	fKind
	fName      // full name text (callee text for calls)
	fKindName  // kind x name
	fIdent     // trailing identifier of the name ("zeros" of "np.zeros")
	fKindIdent // kind x ident
	fRecv      // identifier before the last dot ("np" of "np.zeros")
	fRoot      // first identifier of a dotted name ("os" of "os.path.join")
	fShape     // character-class shape of ident: a, A, Aa, A_A, a_a, aA, ...
	fKindShape
	fSub     // lower-cased sub-token of ident (snake_case and camelCase split)
	fKindSub // kind x sub-token
	fFirst   // first sub-token
	fLast    // last sub-token
	fKindLast
	fNgram // char 3- and 4-grams of "^" + lower(ident) + "$"
	fSuf1  // last char of lower(ident)
	fSuf2  // last two chars
	fB1    // token right before the use
	fB2
	fB3
	fBBag // tokens 4..10 before, as a bag
	fA1   // token right after the use
	fA2
	fA3
	fABag
	fBigB   // (b2, b1)
	fBigA   // (a1, a2)
	fAround // (b1, a1)
	fKindB1
	fKindA1
	fNSub // number of sub-tokens (1, 2, 3, 4+)
	fKindLen
)

const (
	maxFeatures = 192
	maxSubs     = 6
	maxNgramLen = 32 // ident characters used for n-grams (the last ones)
	ctxTokens   = 10
)

// featBuf holds the feature buckets of one query.
type featBuf [maxFeatures]uint32

// featurizer writes the bucket ids of a query's features into buf.
type featurizer struct {
	mask uint32
	n    int
	buf  *featBuf
}

func (f *featurizer) add(h hasher) {
	if f.n < len(f.buf) {
		f.buf[f.n] = uint32(h.sum()) & f.mask
		f.n++
	}
}

func tmpl(t byte) hasher {
	h := hasher{h: fnvOffset}
	h.byte(t)
	return h
}

func (f *featurizer) one(t byte, s string) {
	h := tmpl(t)
	h.str(s)
	f.add(h)
}

func (f *featurizer) two(t byte, a, b string) {
	h := tmpl(t)
	h.str(a)
	h.sep()
	h.str(b)
	f.add(h)
}

func (f *featurizer) oneB(t byte, s []byte) {
	h := tmpl(t)
	h.bytes(s)
	f.add(h)
}

func (f *featurizer) twoB(t byte, a string, b []byte) {
	h := tmpl(t)
	h.str(a)
	h.sep()
	h.bytes(b)
	f.add(h)
}

func isIdentByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}

func isUpper(c byte) bool { return c >= 'A' && c <= 'Z' }
func isLower(c byte) bool { return c >= 'a' && c <= 'z' }
func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func lower(c byte) byte {
	if isUpper(c) {
		return c + 'a' - 'A'
	}
	return c
}

// trailingIdent returns the identifier at the end of s ("" if s ends
// otherwise, e.g. with a parenthesis) and the index where it starts.
func trailingIdent(s string) (string, int) {
	i := len(s)
	for i > 0 && isIdentByte(s[i-1]) {
		i--
	}
	return s[i:], i
}

// leadingIdent returns the identifier at the start of s.
func leadingIdent(s string) string {
	i := 0
	for i < len(s) && isIdentByte(s[i]) {
		i++
	}
	return s[:i]
}

// normToken reduces literal tokens to their kind: "<str>", "<fstr>",
// "<bytes>", "<str0>" (empty string), and numbers longer than 3 characters
// to "<num>"/"<float>".
func normToken(t string) string {
	if t == "" {
		return t
	}
	c := t[0]
	if isDigit(c) || c == '.' && len(t) > 1 && isDigit(t[1]) {
		if len(t) <= 3 {
			return t
		}
		for i := 0; i < len(t); i++ {
			if t[i] == '.' || t[i] == 'e' || t[i] == 'E' {
				if !(len(t) > 1 && (t[1] == 'x' || t[1] == 'X')) {
					return "<float>"
				}
			}
		}
		return "<num>"
	}
	// String prefix letters, then a quote.
	i := 0
	for i < len(t) && i < 3 && (t[i]|0x20 == 'r' || t[i]|0x20 == 'b' || t[i]|0x20 == 'u' || t[i]|0x20 == 'f') {
		i++
	}
	if i < len(t) && (t[i] == '"' || t[i] == '\'') {
		pre := t[:i]
		body := t[i:]
		switch {
		case body == `""` || body == `''`:
			return "<str0>"
		case containsFold(pre, 'f'):
			return "<fstr>"
		case containsFold(pre, 'b'):
			return "<bytes>"
		}
		return "<str>"
	}
	return t
}

func containsFold(s string, c byte) bool {
	for i := 0; i < len(s); i++ {
		if s[i]|0x20 == c {
			return true
		}
	}
	return false
}

// shape maps an identifier to a short class pattern: runs of lower-case
// letters "a", upper-case "A", digits "9", underscores "_", truncated.
func shape(ident string, buf []byte) []byte {
	out := buf[:0]
	var last byte
	for i := 0; i < len(ident) && len(out) < 8; i++ {
		c := ident[i]
		var k byte
		switch {
		case isLower(c) || c >= 0x80:
			k = 'a'
		case isUpper(c):
			k = 'A'
		case isDigit(c):
			k = '9'
		default:
			k = '_'
		}
		if k != last {
			out = append(out, k)
			last = k
		}
	}
	return out
}

// subTokens splits an identifier into lower-cased sub-tokens at
// underscores, lower-to-upper case changes, the last capital of a capital
// run followed by a lower-case letter ("HTTPServer" -> http, server), and
// letter/digit changes. It returns the spans in ident.
func subTokens(ident string, spans [][2]int) [][2]int {
	spans = spans[:0]
	start := -1
	for i := 0; i <= len(ident); i++ {
		if i == len(ident) || ident[i] == '_' {
			if start >= 0 {
				spans = append(spans, [2]int{start, i})
			}
			start = -1
			continue
		}
		c := ident[i]
		if start < 0 {
			start = i
			continue
		}
		p := ident[i-1]
		boundary := isUpper(c) && (isLower(p) || isDigit(p)) ||
			isUpper(c) && isUpper(p) && i+1 < len(ident) && isLower(ident[i+1]) ||
			isDigit(c) != isDigit(p)
		if boundary {
			spans = append(spans, [2]int{start, i})
			start = i
		}
	}
	return spans
}

// features computes the hashed feature buckets of q into buf and returns
// them (a prefix of buf).
func features(q *Query, mask uint32, buf *featBuf) []uint32 {
	f := featurizer{mask: mask, buf: buf}
	kind := q.Kind
	name := q.Name

	f.one(fBias, "")
	f.one(fKind, kind)
	f.one(fName, name)
	f.two(fKindName, kind, name)

	ident, at := trailingIdent(name)
	if ident != name {
		f.one(fIdent, ident)
		f.two(fKindIdent, kind, ident)
		if at > 0 && name[at-1] == '.' {
			recv, _ := trailingIdent(name[:at-1])
			f.one(fRecv, recv)
			f.one(fRoot, leadingIdent(name))
		}
	}

	var sb [40]byte
	f.oneB(fShape, shape(ident, sb[:0]))
	f.twoB(fKindShape, kind, shape(ident, sb[:0]))

	// Lower-cased ident, its tail if very long.
	low := sb[:0]
	tail := ident
	if len(tail) > maxNgramLen {
		tail = tail[len(tail)-maxNgramLen:]
	}
	low = append(low, '^')
	for i := 0; i < len(tail); i++ {
		low = append(low, lower(tail[i]))
	}
	low = append(low, '$')
	for n := 3; n <= 4; n++ {
		for i := 0; i+n <= len(low); i++ {
			f.oneB(fNgram, low[i:i+n])
		}
	}
	if len(low) > 2 {
		f.oneB(fSuf1, low[len(low)-2:len(low)-1])
	}
	if len(low) > 3 {
		f.oneB(fSuf2, low[len(low)-3:len(low)-1])
	}

	var spanBuf [16][2]int
	spans := subTokens(ident, spanBuf[:0])
	var lb [64]byte
	lowSpan := func(s [2]int) []byte {
		b := lb[:0]
		for i := s[0]; i < s[1] && len(b) < len(lb); i++ {
			b = append(b, lower(ident[i]))
		}
		return b
	}
	for i, s := range spans {
		if i == maxSubs {
			break
		}
		w := lowSpan(s)
		f.oneB(fSub, w)
		f.twoB(fKindSub, kind, w)
	}
	if len(spans) > 0 {
		f.oneB(fFirst, lowSpan(spans[0]))
		w := lowSpan(spans[len(spans)-1])
		f.oneB(fLast, w)
		f.twoB(fKindLast, kind, w)
	}
	ns := len(spans)
	if ns > 4 {
		ns = 4
	}
	f.one(fNSub, string(rune('0'+ns)))
	nl := len(ident)
	switch {
	case nl <= 1:
		f.two(fKindLen, kind, "1")
	case nl <= 3:
		f.two(fKindLen, kind, "3")
	default:
		f.two(fKindLen, kind, "4+")
	}

	// Context.
	before, after := q.Before, q.After
	if len(before) > ctxTokens {
		before = before[len(before)-ctxTokens:]
	}
	if len(after) > ctxTokens {
		after = after[:ctxTokens]
	}
	tokB := func(i int) string { // i = 1 is the nearest
		if i <= len(before) {
			return normToken(before[len(before)-i])
		}
		return "<s>"
	}
	tokA := func(i int) string {
		if i <= len(after) {
			return normToken(after[i-1])
		}
		return "</s>"
	}
	b1, b2, b3 := tokB(1), tokB(2), tokB(3)
	a1, a2, a3 := tokA(1), tokA(2), tokA(3)
	f.one(fB1, b1)
	f.one(fB2, b2)
	f.one(fB3, b3)
	f.one(fA1, a1)
	f.one(fA2, a2)
	f.one(fA3, a3)
	for i := 4; i <= len(before); i++ {
		f.one(fBBag, tokB(i))
	}
	for i := 4; i <= len(after); i++ {
		f.one(fABag, tokA(i))
	}
	f.two(fBigB, b2, b1)
	f.two(fBigA, a1, a2)
	f.two(fAround, b1, a1)
	f.two(fKindB1, kind, b1)
	f.two(fKindA1, kind, a1)
	return buf[:f.n]
}
