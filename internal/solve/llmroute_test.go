package solve

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"unstuck/internal/llm"
)

// fakeLLM is an OpenAI-compatible server whose replies come from answer,
// given the request's system and user messages; it records the requests.
type fakeLLM struct {
	mu    sync.Mutex
	users []string
	sys   []string
}

func newFakeLLM(t *testing.T, answer func(i int, system, user string) string) (*fakeLLM, *llm.Client) {
	f := &fakeLLM{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		raw, _ := io.ReadAll(r.Body)
		var body struct {
			Messages []struct{ Role, Content string }
		}
		if err := json.Unmarshal(raw, &body); err != nil {
			t.Errorf("request is not JSON: %s", raw)
		}
		var system, user string
		for _, m := range body.Messages {
			switch m.Role {
			case "system":
				system = m.Content
			case "user":
				user = m.Content
			}
		}
		f.mu.Lock()
		i := len(f.users)
		f.users = append(f.users, user)
		f.sys = append(f.sys, system)
		f.mu.Unlock()
		text := answer(i, system, user)
		resp := map[string]any{
			"id": "x", "object": "chat.completion", "model": "fake",
			"choices": []any{map[string]any{"index": 0, "finish_reason": "stop",
				"message": map[string]any{"role": "assistant", "content": text}}},
			"usage": map[string]any{"prompt_tokens": 10, "completion_tokens": 10},
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(resp)
	}))
	t.Cleanup(srv.Close)
	c, err := llm.New(llm.Config{BaseURL: srv.URL + "/v1", Model: "fake", Timeout: 5 * time.Second, MaxRetries: -1})
	if err != nil {
		t.Fatal(err)
	}
	return f, c
}

func (f *fakeLLM) requests() ([]string, []string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]string(nil), f.sys...), append([]string(nil), f.users...)
}

// isqrtSrc is outside the rules (math.isqrt), so its paths go to the LLM
// route.
const isqrtSrc = `import math
def f(a: int, b: int) -> int:
    c = math.isqrt(a)
    if c > b:
        return 1
    return 0
`

func chunkAnswer(user string) string {
	switch {
	case strings.Contains(user, "Chunk:\nline 3:"):
		return "Here it is:\n```json\n" + `{"smt": "(declare-const _c_0 Int)\n(assert (and (>= a 0) (>= _c_0 0) (<= (* _c_0 _c_0) a) (< a (* (+ _c_0 1) (+ _c_0 1)))))", "env": {"names": {"c": "_c_0"}, "sorts": {"_c_0": "Int"}}}` + "\n```"
	case strings.Contains(user, "Chunk:\nline 4:"):
		return `{"smt": "(assert (> _c_0 b))", "env": {"names": {}, "sorts": {}}}`
	}
	return `{"smt": "", "env": {"names": {"return": "1"}}}`
}

func llmSolver(t *testing.T, answer func(i int, system, user string) string) (*fakeLLM, *PathSolver, Target) {
	z, r := pathEnv(t)
	f := prep(t, isqrtSrc, "f")
	fake, c := newFakeLLM(t, answer)
	runs, err := r.Run(context.Background(), f, []string{"(9, 1)"})
	if err != nil {
		t.Fatal(err)
	}
	// NoConcolic: these tests look at the LLM route alone.
	ps := &PathSolver{F: f, Z3: z, Runner: r, LLM: &LLMRoute{Client: c}, NoConcolic: true}
	return fake, ps, runs[0].Target()
}

func TestLLMRetrieval(t *testing.T) {
	l := &LLMRoute{}
	cases := map[string]string{
		"line 4: t = s[1:3]":                     "string slice",
		"line 7: heapq.heappush(h, x)":           "heap push and pop",
		"line 2: q = n // d  # raises nothing":   "floor division and modulo",
		"line 9: if s.startswith('x'):  # taken": "string method",
	}
	for text, want := range cases {
		got := l.Retrieve(text, 2)
		if len(got) != 2 || got[0].Name != want {
			t.Errorf("%q: retrieved %v, want %q first", text, names(got), want)
		}
	}
}

func names(ts []Template) []string {
	var out []string
	for _, t := range ts {
		out = append(out, t.Name)
	}
	return out
}

func TestLLMTranslationThreadsEnv(t *testing.T) {
	fake, ps, target := llmSolver(t, func(i int, system, user string) string { return chunkAnswer(user) })
	o := ps.Solve(context.Background(), target)
	if o.Route != RouteLLM || o.Status != StatusValidated {
		t.Fatalf("outcome %+v", o)
	}
	if !strings.Contains(o.Input, "(") {
		t.Errorf("input %q", o.Input)
	}
	_, users := fake.requests()
	if len(users) != 3 {
		t.Fatalf("%d requests, want one per line of the path", len(users))
	}
	// The environment the first chunk returned is passed into the second.
	if !strings.Contains(users[1], `"c":"_c_0"`) {
		t.Errorf("second prompt lacks the SSA environment of the first reply:\n%s", users[1])
	}
	if !strings.Contains(users[0], `"a":"a"`) {
		t.Errorf("first prompt lacks the inputs' environment:\n%s", users[0])
	}
	// Two templates retrieved per prompt.
	if n := strings.Count(users[0], "SMT-LIB2:\n"); n != 2 {
		t.Errorf("%d templates in the prompt, want 2", n)
	}
}

func TestLLMRepairFromZ3Error(t *testing.T) {
	fake, ps, target := llmSolver(t, func(i int, system, user string) string {
		if i == 0 {
			// Undeclared constant: Z3 rejects it.
			return `{"smt": "(assert (= _c_0 a))", "env": {"names": {"c": "_c_0"}, "sorts": {}}}`
		}
		return chunkAnswer(user)
	})
	o := ps.Solve(context.Background(), target)
	if o.Status != StatusValidated || o.Route != RouteLLM {
		t.Fatalf("outcome %+v", o)
	}
	_, users := fake.requests()
	if len(users) != 4 || !strings.Contains(users[1], "Your previous answer failed") || !strings.Contains(users[1], "_c_0") {
		t.Errorf("no repair prompt with Z3's error after the bad chunk: %d requests\n%s", len(users), users[min(1, len(users)-1)])
	}
}

func TestLLMFallsBackToSolver(t *testing.T) {
	fake, ps, target := llmSolver(t, func(i int, system, user string) string {
		if strings.Contains(system, "constraint solver") {
			return `{"status": "sat", "args": ["16", "2"]}`
		}
		return `{"smt": "(assert (> undeclared 0))", "env": {"names": {"x": "y"}}}`
	})
	o := ps.Solve(context.Background(), target)
	if o.Route != RouteLLMSolver || o.Status != StatusValidated || o.Input != "(16, 2)" {
		t.Fatalf("outcome %+v", o)
	}
	sys, _ := fake.requests()
	// One try and three repairs of the first chunk, then the solver.
	if len(sys) != 5 || !strings.Contains(sys[4], "constraint solver") {
		t.Errorf("%d requests; last system prompt %q", len(sys), sys[len(sys)-1])
	}
}

func TestLLMSolverUnsatAndMalformed(t *testing.T) {
	bad := `{"smt": "(assert (> undeclared 0))", "env": {"names": {"x": "y"}}}`
	_, ps, target := llmSolver(t, func(i int, system, user string) string {
		if strings.Contains(system, "constraint solver") {
			return `{"status": "unsat"}`
		}
		return bad
	})
	if o := ps.Solve(context.Background(), target); o.Route != RouteLLMSolver || o.Status != StatusUnsat {
		t.Errorf("unsat answer not respected: %+v", o)
	}
	_, ps, target = llmSolver(t, func(i int, system, user string) string {
		if strings.Contains(system, "constraint solver") {
			return "I believe a = 3 works."
		}
		return "no JSON here"
	})
	o := ps.Solve(context.Background(), target)
	if o.Status != StatusUnknown || !strings.Contains(o.Reason, "malformed reply") {
		t.Errorf("malformed replies: %+v", o)
	}
}

func TestLLMChunks(t *testing.T) {
	f := prep(t, `def g(xs: list[int]) -> int:
    s = 0
    for x in xs:
        s += x
        if s > 3:
            return s
    return -1
`, "g")
	target := Target{Lines: []int{2, 3, 4, 5, 3, 4, 5, 6}}
	byLine := (&LLMRoute{}).chunks(f, target)
	if len(byLine) != 8 || !strings.Contains(byLine[1].text, "for x in xs:  # taken") || !strings.Contains(byLine[3].text, "if s > 3:  # not taken") {
		t.Errorf("chunks by line: %+v", byLine)
	}
	byCond := (&LLMRoute{ByCondition: true}).chunks(f, target)
	// 2 3 | 4 5 | 3 | 4 5 | 6
	if len(byCond) != 5 || !strings.HasSuffix(byCond[1].text, "# not taken") || !strings.Contains(byCond[4].text, "line 6") {
		t.Errorf("chunks by condition: %+v", byCond)
	}
}
