// Phase: debug, interaction. Session is the DebugPilot loop a person
// drives (`unstuck debug -i`, the page): it shows one step at a time,
// starting from the best candidate of the fused ranking, and takes one of
// four answers: the step is correct (go to the next candidate, earlier in
// time), it is wrong (follow its control dependency or its most suspicious
// earlier dependency), "v is wrong" (follow the write of v, else the
// control dependency), or "root cause here". It never moves forward in
// time past a step known to be wrong.
package debug

import (
	"fmt"
	"sort"
	"strings"

	"unstuck/internal/trace"
)

// fileLine is a line of one of the traced files.
type fileLine struct {
	file string
	line int
}

// Session is one interactive walk.
type Session struct {
	g         *trace.Graph
	cands     []Candidate
	score     map[fileLine]float64 // candidate score of each line
	next      int                  // next candidate to propose
	bound     int                  // steps at or after it are not proposed (a later step is already wrong)
	cur       int
	asked     map[int]bool
	Questions int
	Root      *Hop
	Done      bool
	answered  []string // the answers taken, in order
}

// NewSession starts at the best candidate's latest run before the failure.
func NewSession(g *trace.Graph, out Output, cands []Candidate) *Session {
	s := &Session{g: g, cands: cands, score: map[fileLine]float64{}, bound: out.Step + 1, cur: -1, asked: map[int]bool{}}
	for _, c := range cands {
		s.score[fileLine{c.File, c.Line}] = c.Score
	}
	s.advance()
	if s.cur < 0 && out.Step >= 0 {
		s.cur = out.Step
	}
	return s
}

// advance moves to the next candidate that ran before the bound.
func (s *Session) advance() {
	tr := s.g.Trace
	for s.next < len(s.cands) {
		c := s.cands[s.next]
		s.next++
		for i := min(s.bound, len(tr.Steps)) - 1; i >= 0; i-- {
			st := tr.Steps[i]
			if st.File == c.File && st.Line == c.Line && !st.Entry && !s.asked[i] {
				s.cur = i
				return
			}
		}
	}
	s.cur = -1
}

// Step is the step the session asks about (-1: none left).
func (s *Session) Step() int { return s.cur }

// Show describes the current step with its values.
func (s *Session) Show() string {
	if s.cur < 0 {
		return "no step left to ask about"
	}
	st := s.g.Trace.Steps[s.cur]
	code := ""
	if src := s.g.Trace.Sources[st.File]; src != nil {
		if ls := strings.Split(string(src), "\n"); st.Line-1 < len(ls) {
			code = strings.TrimSpace(ls[st.Line-1])
		}
	}
	out := fmt.Sprintf("step %d  %s:%d in %s\n    %s\n", s.cur, st.File, st.Line, st.Func, code)
	for _, a := range st.Reads {
		out += fmt.Sprintf("    read  %s = %s\n", a.Var, a.Value)
	}
	for _, a := range st.Writes {
		out += fmt.Sprintf("    wrote %s = %s\n", a.Var, a.Value)
	}
	return out
}

// Answer takes "yes" (correct), "no" (wrong), "v is wrong" or "root cause here".
func (s *Session) Answer(text string) error {
	if s.Done || s.cur < 0 {
		return fmt.Errorf("the session is over")
	}
	a := strings.ToLower(strings.TrimSpace(text))
	tr := s.g.Trace
	s.Questions++
	s.answered = append(s.answered, text)
	s.asked[s.cur] = true
	switch {
	case a == "root" || a == "r" || strings.HasPrefix(a, "root cause"):
		st := tr.Steps[s.cur]
		s.Root = &Hop{Step: s.cur, File: st.File, Line: st.Line, Func: st.Func, Via: "answer"}
		s.Done = true
		return nil
	case a == "y" || a == "yes" || a == "correct":
		s.advance()
	case a == "n" || a == "no" || a == "wrong":
		s.bound = s.cur
		s.follow("")
	case strings.HasSuffix(a, " is wrong") || strings.HasSuffix(a, " wrong"):
		v := strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(a, " wrong"), " is"))
		s.bound = s.cur
		s.follow(v)
	default:
		s.Questions--
		s.answered = s.answered[:len(s.answered)-1]
		delete(s.asked, s.cur)
		return fmt.Errorf("answer yes, no, \"v is wrong\" or \"root cause here\"")
	}
	if s.cur < 0 {
		// Nothing earlier to ask about: the last wrong step is where it went wrong.
		if s.bound < len(tr.Steps) {
			st := tr.Steps[s.bound]
			s.Root = &Hop{Step: s.bound, File: st.File, Line: st.Line, Func: st.Func, Via: "last wrong step"}
		}
		s.Done = true
	}
	return nil
}

// follow moves to the earlier step a wrong step depends on: the write of v
// when given, its control dependency, else the most suspicious dependency.
func (s *Session) follow(v string) {
	var ds []trace.Dep
	for _, d := range s.g.Deps[s.cur] {
		if (d.To < s.cur || d.Kind == "return") && !s.asked[d.To] {
			ds = append(ds, d)
		}
	}
	tr := s.g.Trace
	rank := func(d trace.Dep) float64 {
		st := tr.Steps[d.To]
		return s.score[fileLine{st.File, st.Line}]
	}
	sort.SliceStable(ds, func(i, j int) bool { return rank(ds[i]) > rank(ds[j]) })
	pick := -1
	if v != "" {
		for _, d := range ds {
			if d.Kind != "control" && (d.Var == v || prefixVar(d.Var, v) || d.Var == v+"()") {
				pick = d.To
				break
			}
		}
	}
	if pick < 0 {
		for _, d := range ds {
			if d.Kind == "control" {
				pick = d.To
				break
			}
		}
	}
	if pick < 0 && v == "" && len(ds) > 0 {
		pick = ds[0].To
	}
	s.cur = pick
}

// SessionView is where a session stands: the step it asks about with its
// code and values, or the root cause it reached. `debug --json` and the
// page show it; the page answers through the server, which replays the
// answers on the job's own session (Replay), so that `debug -i`, `debug
// --answer` and the page walk the same loop.
type SessionView struct {
	Answers   []string       `json:"answers"` // the answers taken, in order
	Step      int            `json:"step"`    // the step asked about (-1: none)
	File      string         `json:"file,omitempty"`
	Line      int            `json:"line,omitempty"`
	Func      string         `json:"func,omitempty"`
	Code      string         `json:"code,omitempty"`
	Reads     []trace.Access `json:"reads,omitempty"`
	Writes    []trace.Access `json:"writes,omitempty"`
	Questions int            `json:"questions"`
	Done      bool           `json:"done"`
	Root      *Hop           `json:"root,omitempty"`
	Error     string         `json:"error,omitempty"` // an answer not taken, and why
}

// Replay starts a session from out and gives it the answers in order; an
// answer it cannot take stops the replay and is reported.
func Replay(g *trace.Graph, out Output, cands []Candidate, answers []string) *SessionView {
	s := NewSession(g, out, cands)
	v := &SessionView{Answers: []string{}}
	for _, a := range answers {
		if s.Done || s.Step() < 0 {
			v.Error = fmt.Sprintf("%q: the session is over", a)
			break
		}
		if err := s.Answer(a); err != nil {
			v.Error = fmt.Sprintf("%q: %v", a, err)
			break
		}
		v.Answers = append(v.Answers, a)
	}
	v.Questions, v.Done, v.Root = s.Questions, s.Done, s.Root
	v.Step = -1
	if !s.Done && s.Step() >= 0 {
		st := g.Trace.Steps[s.Step()]
		v.Step, v.File, v.Line, v.Func = s.Step(), st.File, st.Line, st.Func
		v.Reads, v.Writes = st.Reads, st.Writes
		if src := g.Trace.Sources[st.File]; src != nil {
			if ls := strings.Split(string(src), "\n"); st.Line >= 1 && st.Line <= len(ls) {
				v.Code = strings.TrimSpace(ls[st.Line-1])
			}
		}
	}
	return v
}
