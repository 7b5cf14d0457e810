package predict

import (
	"math/rand"
	"strings"
)

// A synthetic but realistic event source: identifiers built from common
// words in snake_case and camelCase, Python-like token contexts, and a rule
// set deciding the class (with a little label noise).

var synthWords = strings.Fields(`user item value data result config node key index token
buffer request response line row column record entry field model batch state parent
child score weight label target source text word query cache host port group level
mode flag limit offset page block frame image pixel color shape layer cell edge graph
tree event message handler client server session job task worker queue stack table
schema vector matrix point delta step epoch metric total payload header body content
option setting param arg context env module plugin widget view form button window
dialog panel menu action signal slot timer clock date time price amount order product
customer account address email phone city country region zone area width height depth
size length start end begin stop min max mean sum avg ratio rate speed angle radius`)

var synthTokens = strings.Fields(`= ( ) , . : [ ] + - * / == != < > and or not if else for in
return self def class import from with as try except None True False 0 1 2 "x" 'y'
print range len str int dict list x y i j k obj data result args kwargs np pd os sys`)

type synth struct {
	rng   *rand.Rand
	noise float64
	full  bool // always 10 tokens each side, as in the middle of a file
}

func newSynth(seed int64) *synth { return &synth{rng: rand.New(rand.NewSource(seed)), noise: 0.02} }

func (s *synth) word() string {
	// Zipf-like: low indices more often.
	i := int(float64(len(synthWords)) * s.rng.Float64() * s.rng.Float64())
	return synthWords[i]
}

func (s *synth) join(ws []string) string {
	if s.rng.Intn(4) == 0 { // camelCase
		var b strings.Builder
		for i, w := range ws {
			if i > 0 {
				w = strings.ToUpper(w[:1]) + w[1:]
			}
			b.WriteString(w)
		}
		return b.String()
	}
	return strings.Join(ws, "_")
}

func (s *synth) name() string {
	base := []string{s.word()}
	for s.rng.Intn(3) == 0 && len(base) < 3 {
		base = append(base, s.word())
	}
	switch s.rng.Intn(12) {
	case 0:
		return s.join(append([]string{"is"}, base...))
	case 1:
		return s.join(append([]string{"has"}, base...))
	case 2:
		return s.join(append([]string{[]string{"n", "num"}[s.rng.Intn(2)]}, base...))
	case 3:
		return s.join(append(base, []string{"count", "size", "len"}[s.rng.Intn(3)]))
	case 4:
		return s.join(append(base, []string{"path", "name", "file", "dir"}[s.rng.Intn(4)]))
	case 5:
		return s.join(base) + "s"
	case 6:
		return s.join(append(base, "list"))
	}
	return s.join(base)
}

func (s *synth) tokens(n int) []string {
	out := make([]string, n)
	for i := range out {
		if s.rng.Intn(3) == 0 {
			out[i] = s.word()
		} else {
			out[i] = synthTokens[s.rng.Intn(len(synthTokens))]
		}
	}
	return out
}

func (s *synth) event() Event {
	e := Event{Count: 1}
	switch r := s.rng.Intn(20); {
	case r < 12:
		e.Kind = "name"
		e.Name = s.name()
	case r < 16:
		e.Kind = "attribute"
		e.Name = s.name()
	default:
		e.Kind = "call"
		switch s.rng.Intn(4) {
		case 0:
			e.Name = "len"
		case 1:
			e.Name = "self." + s.join([]string{"get", s.word()})
		case 2:
			e.Name = []string{"np", "os.path", "utils", "self"}[s.rng.Intn(4)] + "." + s.name()
		default:
			e.Name = s.name()
		}
	}
	e.Before = s.tokens(1 + s.rng.Intn(10))
	if s.full {
		e.Before = s.tokens(10)
	}
	if e.Kind == "call" {
		e.After = append([]string{"("}, s.tokens(s.rng.Intn(10))...)
	} else {
		switch s.rng.Intn(14) {
		case 0:
			e.After = append([]string{".", "append", "("}, s.tokens(7)...)
		case 1:
			e.After = append([]string{".", []string{"items", "keys"}[s.rng.Intn(2)], "(", ")"}, s.tokens(6)...)
		case 2, 3, 4:
			e.After = append([]string{".", s.word(), "("}, s.tokens(s.rng.Intn(8))...)
		default:
			e.After = s.tokens(s.rng.Intn(11))
		}
	}
	if s.full && len(e.After) < 10 {
		e.After = append(e.After, s.tokens(10-len(e.After))...)
	}
	if len(e.After) > 10 {
		e.After = e.After[:10]
	}
	e.Class = synthRule(e)
	if s.rng.Float64() < s.noise {
		e.Class = fineClasses[s.rng.Intn(NumFine)]
	}
	return e
}

// synthRule is the ground truth of the synthetic events.
func synthRule(e Event) string {
	ident, _ := trailingIdent(e.Name)
	var subs []string
	for _, sp := range subTokens(ident, nil) {
		subs = append(subs, strings.ToLower(ident[sp[0]:sp[1]]))
	}
	first, last := subs[0], subs[len(subs)-1]
	switch {
	case e.Kind == "call" && ident == "len":
		return ClassIntPos
	case e.Kind != "call" && len(e.After) >= 2 && e.After[0] == "." && e.After[1] == "append":
		return ClassListNonempty
	case e.Kind != "call" && len(e.After) >= 2 && e.After[0] == "." && (e.After[1] == "items" || e.After[1] == "keys"):
		return ClassDictNonempty
	case first == "is":
		return ClassTrue
	case first == "has":
		return ClassFalse
	case first == "n" || first == "num" || last == "count" || last == "size" || last == "len":
		return ClassIntPos
	case last == "path" || last == "name" || last == "file" || last == "dir":
		return ClassStrNonempty
	case strings.HasSuffix(ident, "s") || last == "list":
		return ClassListNonempty
	}
	return ClassObject
}

func synthEvents(n int, seed int64) []Event {
	s := newSynth(seed)
	out := make([]Event, n)
	for i := range out {
		out[i] = s.event()
	}
	return out
}
