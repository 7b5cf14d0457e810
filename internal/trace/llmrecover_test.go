package trace

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"

	"unstuck/internal/llm"
)

// fakeLLM answers every chat completion with answer(prompt).
func fakeLLM(t *testing.T, answer func(prompt string) string) (*llm.Client, *atomic.Int32) {
	t.Helper()
	var n atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n.Add(1)
		var req struct {
			Messages []llm.Message `json:"messages"`
		}
		b, _ := io.ReadAll(r.Body)
		if err := json.Unmarshal(b, &req); err != nil || len(req.Messages) == 0 {
			t.Errorf("bad request %s", b)
		}
		body, _ := json.Marshal(map[string]any{
			"choices": []any{map[string]any{"message": map[string]any{"role": "assistant", "content": answer(req.Messages[len(req.Messages)-1].Content)}, "finish_reason": "stop"}},
			"usage":   map[string]any{"prompt_tokens": 10, "completion_tokens": 5},
		})
		w.Header().Set("Content-Type", "application/json")
		w.Write(body)
	}))
	t.Cleanup(srv.Close)
	c, err := llm.New(llm.Config{BaseURL: srv.URL + "/v1", Model: "fake", MaxRetries: -1})
	if err != nil {
		t.Fatal(err)
	}
	return c, &n
}

func appendCall(n int) CallView {
	return CallView{
		Site: CallSite{ID: 0, Recv: "out", Func: "append", Args: []string{"x"}, Text: "out.append(x)"},
		Rec: CallRecord{Site: 0, Recv: 77, RType: "list", RLen: &n,
			Before: map[string]string{"#len": "2", "[0]": "1", "[1]": "2"},
			Args:   []*ArgRecord{{ID: 0, Type: "int", Repr: "3"}}},
	}
}

func TestLLMV1CachedBySignature(t *testing.T) {
	var prompts []string
	c, n := fakeLLM(t, func(p string) string {
		prompts = append(prompts, p)
		return "Sure:\n```json\n{\"effects\": [{\"target\": \"self\", \"effect\": \"set add elements end\"}]}\n```"
	})
	l := &LLMRecovery{Client: c, Version: "v1", Ctx: context.Background()}
	got := l.Effects(appendCall(3))
	want := []Effect{{"recv", "[2]"}, {"recv", "#len"}}
	if len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
		t.Fatalf("effects %v, want %v", got, want)
	}
	// Same signature, another length: no second request, mapped anew.
	got = l.Effects(appendCall(5))
	if n.Load() != 1 || got[0].Path != "[4]" {
		t.Errorf("requests %d, effects %v", n.Load(), got)
	}
	if !strings.Contains(prompts[0], "list.append/1") || !strings.Contains(prompts[0], "<get/set>") {
		t.Errorf("prompt lacks the signature or the effect grammar:\n%s", prompts[0])
	}
}

func TestLLMV2Paths(t *testing.T) {
	var prompt string
	c, _ := fakeLLM(t, func(p string) string {
		prompt = p
		return `{"modified": ["out#2", "out#len", "nosuch#1", "out"]}`
	})
	l := &LLMRecovery{Client: c, Version: "v2"}
	got := l.Effects(appendCall(3))
	if len(got) != 2 || got[0] != (Effect{"recv", "[2]"}) || got[1] != (Effect{"recv", "#len"}) {
		t.Errorf("effects %v", got)
	}
	if !strings.Contains(prompt, "out[1] = 2") || !strings.Contains(prompt, "outer#field") {
		t.Errorf("V2 prompt lacks the values or the path format:\n%s", prompt)
	}
}

func TestLLMMalformedAnswers(t *testing.T) {
	for _, ans := range []string{
		"I cannot tell.",
		`{"effects": "set add"}`,
		`{"effects": [{"target": "self", "effect": "frobnicate the list"}]}`,
		`{"modified": 3}`,
		"```json\n{\"effects\": [\n```",
	} {
		c, _ := fakeLLM(t, func(string) string { return ans })
		for _, v := range []string{"v1", "v2"} {
			l := &LLMRecovery{Client: c, Version: v}
			if got := l.Effects(appendCall(3)); len(got) != 0 {
				t.Errorf("%s answer %q: effects %v, want none", v, ans, got)
			}
		}
	}
	// A malformed answer is counted.
	c, _ := fakeLLM(t, func(string) string { return "no json here" })
	l := &LLMRecovery{Client: c, Version: "v2"}
	l.Effects(appendCall(3))
	if l.Errors != 1 {
		t.Errorf("errors %d, want 1", l.Errors)
	}
}

// V2 asks once per call site: later runs of the same call (a loop) reuse
// the answer with list indices moved to the new length; a failed request
// is counted and its error kept.
func TestLLMV2CachedPerSite(t *testing.T) {
	c, n := fakeLLM(t, func(string) string { return `{"modified": ["out#2", "out#len"]}` })
	l := &LLMRecovery{Client: c, Version: "v2"}
	l.Effects(appendCall(3))
	later := appendCall(6)
	later.Rec.Before = map[string]string{"#len": "5"}
	got := l.Effects(later)
	if n.Load() != 1 || l.Hits != 1 || len(got) != 2 || got[0] != (Effect{"recv", "[5]"}) {
		t.Errorf("requests %d, hits %d, effects %v", n.Load(), l.Hits, got)
	}
	bad, err := llm.New(llm.Config{BaseURL: "http://127.0.0.1:1/v1", Model: "fake", MaxRetries: -1})
	if err != nil {
		t.Fatal(err)
	}
	l = &LLMRecovery{Client: bad, Version: "v2"}
	l.Effects(appendCall(3))
	if l.Errors != 1 || l.LastError == "" {
		t.Errorf("errors %d, last %q", l.Errors, l.LastError)
	}
}

const llmLoopProg = `import array
from collections import OrderedDict

out = []
arr = array.array("i")
buf = bytearray()
od = OrderedDict((k, 0) for k in "abc")
for i in range(300):
    out.append(i)
    arr.append(i)
    buf.extend(b"x")
    od.move_to_end("abc"[i % 3])
print(len(out), len(arr), len(buf), list(od))
`

var callLineRe = regexp.MustCompile(`(?m)^Call (\d+): (?:signature \S+, example call: )?(\w+)(\.)?`)

// batchAnswer answers a batch prompt: every call modifies its receiver's
// length; a single prompt gets the single answer.
func batchAnswer(p string) string {
	var calls []string
	for _, m := range callLineRe.FindAllStringSubmatch(p, -1) {
		if m[3] == "" { // a constructor: nothing of its arguments changes
			calls = append(calls, fmt.Sprintf(`{"call": %s, "modified": [], "effects": []}`, m[1]))
			continue
		}
		calls = append(calls, fmt.Sprintf(`{"call": %s, "modified": ["%s#len", "%s#*"], "effects": [{"target": "self", "effect": "set add elements end"}]}`, m[1], m[2], m[2]))
	}
	if len(calls) == 0 {
		return `{"modified": [], "effects": []}`
	}
	return `{"calls": [` + strings.Join(calls, ", ") + `]}`
}

// A 300-iteration loop with three calls the knowledge base does not know
// and one it does: LLM recovery asks one request (the three call sites in
// one batch, each answer reused for the other 299 runs), never about the
// known call, and every run of the unknown calls gets its recovered
// writes. CPython ran the loop (its output is the program's).
func TestLLMRecoveryLoopBatched(t *testing.T) {
	opt := newOpts(t)
	p := write(t, "loop.py", llmLoopProg)
	tr, err := Run(context.Background(), opt, Target{Mode: "program", Script: p})
	if err != nil || tr.Status != "ok" {
		t.Fatalf("%v %+v", err, tr)
	}
	if !strings.Contains(tr.Stdout, "300 300 300 ['a', 'b', 'c']") {
		t.Fatalf("stdout %q", tr.Stdout)
	}
	for _, v := range []string{"v1", "v2"} {
		var prompts []string
		c, n := fakeLLM(t, func(p string) string {
			prompts = append(prompts, p)
			return batchAnswer(p)
		})
		l := &LLMRecovery{Client: c, Version: v, Ctx: context.Background()}
		g := Link(tr, Recovery{KB: true, LLM: l})
		if n.Load() != 1 || g.LLM == nil || g.LLM.Requests != 1 || g.LLM.Errors != 0 {
			t.Errorf("%s: %d requests (stats %+v), want 1", v, n.Load(), g.LLM)
		}
		if len(prompts) == 1 && (strings.Contains(prompts[0], "out.append") || !strings.Contains(prompts[0], "od.move_to_end") || !strings.Contains(prompts[0], "arr.append") || !strings.Contains(prompts[0], "buf.extend")) {
			t.Errorf("%s: the batch should ask about the three unknown calls only:\n%s", v, prompts[0])
		}
		perCall := map[string]int{}
		for _, w := range g.Recovered {
			if w.Means == "llm" && w.Var == strings.SplitN(w.Call, ".", 2)[0]+"#len" {
				perCall[w.Call]++
			}
		}
		for _, call := range []string{"arr.append(i)", "buf.extend(b\"x\")", "od.move_to_end(\"abc\"[i % 3])"} {
			if perCall[call] != 300 {
				t.Errorf("%s: %s recovered on %d runs, want 300 (%v)", v, call, perCall[call], perCall)
			}
		}
	}
	// An answer that does not parse is an error counted and kept, asked
	// once (not once per run).
	c, n := fakeLLM(t, func(string) string { return "I am not sure." })
	l := &LLMRecovery{Client: c, Version: "v2", Ctx: context.Background()}
	g := Link(tr, Recovery{KB: true, LLM: l})
	if n.Load() != 1 || g.LLM.Errors == 0 || !strings.Contains(g.LLM.LastError, "I am not sure") {
		t.Errorf("unusable answers: %d requests, stats %+v", n.Load(), g.LLM)
	}
	// No server: one failed request per batch, the error kept.
	bad, err := llm.New(llm.Config{BaseURL: "http://127.0.0.1:1/v1", Model: "fake", MaxRetries: -1})
	if err != nil {
		t.Fatal(err)
	}
	l = &LLMRecovery{Client: bad, Version: "v2", Ctx: context.Background()}
	g = Link(tr, Recovery{KB: true, LLM: l})
	if g.LLM.Requests != 1 || g.LLM.Errors != 1 || g.LLM.LastError == "" {
		t.Errorf("no server: stats %+v", g.LLM)
	}
}
