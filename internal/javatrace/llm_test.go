package javatrace

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"unstuck/internal/llm"
	"unstuck/internal/trace"
)

// The LLM recovery prompts over a Java call (a fake OpenAI-compatible
// server): the prompt names Java and the JDK class, and the answer becomes
// writes of the receiver.
func TestLLMRecoveryOnJavaCall(t *testing.T) {
	var prompts []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			Messages []llm.Message `json:"messages"`
		}
		b, _ := io.ReadAll(r.Body)
		json.Unmarshal(b, &req)
		p := req.Messages[len(req.Messages)-1].Content
		prompts = append(prompts, p)
		answer := `{"effects": [{"target": "self", "effect": "set add elements end"}]}`
		if strings.Contains(p, "Which fields") {
			answer = `{"modified": ["xs#1"]}`
		}
		body, _ := json.Marshal(map[string]any{
			"choices": []any{map[string]any{"message": map[string]any{"role": "assistant", "content": answer}, "finish_reason": "stop"}},
		})
		w.Header().Set("Content-Type", "application/json")
		w.Write(body)
	}))
	defer srv.Close()
	c, err := llm.New(llm.Config{BaseURL: srv.URL + "/v1", Model: "fake", MaxRetries: -1})
	if err != nil {
		t.Fatal(err)
	}
	n := 3
	cv := trace.CallView{
		Site: trace.CallSite{ID: 0, Recv: "xs", Func: "add", Args: []string{"x"}, Text: "xs.add(x)"},
		Rec: trace.CallRecord{Recv: 5, RType: "java.util.ArrayList", RLen: &n,
			Before: map[string]string{"#len": "2", "[0]": "1", "[1]": "2"},
			Args:   []*trace.ArgRecord{{Type: "java.lang.Integer", Repr: "3"}}},
	}
	for _, v := range []string{"v1", "v2"} {
		l := &trace.LLMRecovery{Client: c, Version: v, Ctx: context.Background()}
		effs := l.Effects(cv)
		found := false
		for _, e := range effs {
			if e.Target == "recv" && (v == "v1" && e.Path == "[2]" || v == "v2" && e.Path == "[1]") {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: effects %v, want the element the answer names", v, effs)
		}
		p := prompts[len(prompts)-1]
		if !strings.Contains(p, "Java") || strings.Contains(p, "Python") || !strings.Contains(p, "xs.add(x)") {
			t.Errorf("%s prompt does not describe the Java call:\n%s", v, p)
		}
	}
	// The knowledge base knows the call without asking.
	if effs, ok := KBEffects(cv); !ok || len(effs) != 2 || effs[0].Path != "[2]" || effs[1].Path != "#len" {
		t.Errorf("knowledge base: %v %v, want [2] and #len", effs, ok)
	}
}
