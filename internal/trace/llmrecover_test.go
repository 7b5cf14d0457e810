package trace

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
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
