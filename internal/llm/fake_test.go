// A fake OpenAI-compatible server for the tests: scripted replies, every
// request recorded, requests in flight counted.
package llm

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// seen is one request as the server received it.
type seen struct {
	Method, Path string
	Header       http.Header
	Raw          string
	Body         map[string]any
}

// reply is what a script answers; a nil reply from a script means the
// script wrote the answer itself (or hung).
type reply struct {
	Status int
	Header map[string]string
	Body   string
}

type fake struct {
	t       *testing.T
	srv     *httptest.Server
	release chan struct{} // closed when the test ends, freeing hung handlers

	mu   sync.Mutex
	reqs []seen

	inFlight, maxInFlight atomic.Int32
}

// newFake starts a server answering request i (from 0) with script.
func newFake(t *testing.T, script func(i int, s seen, w http.ResponseWriter, r *http.Request) *reply) *fake {
	f := &fake{t: t, release: make(chan struct{})}
	f.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n := f.inFlight.Add(1)
		defer f.inFlight.Add(-1)
		for {
			m := f.maxInFlight.Load()
			if n <= m || f.maxInFlight.CompareAndSwap(m, n) {
				break
			}
		}
		raw, _ := io.ReadAll(r.Body)
		s := seen{Method: r.Method, Path: r.URL.Path, Header: r.Header.Clone(), Raw: string(raw)}
		if err := json.Unmarshal(raw, &s.Body); err != nil {
			t.Errorf("request body is not JSON: %v: %s", err, raw)
		}
		f.mu.Lock()
		i := len(f.reqs)
		f.reqs = append(f.reqs, s)
		f.mu.Unlock()
		rep := script(i, s, w, r)
		if rep == nil {
			return
		}
		for k, v := range rep.Header {
			w.Header().Set(k, v)
		}
		if rep.Status == 0 {
			rep.Status = http.StatusOK
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(rep.Status)
		io.WriteString(w, rep.Body)
	}))
	// Cleanups run last-in first-out: free hung handlers, then close.
	t.Cleanup(f.srv.Close)
	t.Cleanup(func() { close(f.release) })
	return f
}

func (f *fake) requests() []seen {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]seen(nil), f.reqs...)
}

// hang blocks the handler until the client gives up or the test ends.
func (f *fake) hang(r *http.Request) *reply {
	select {
	case <-r.Context().Done():
	case <-f.release:
	}
	return nil
}

// config is a client configuration for f with test-sized waits.
func (f *fake) config() Config {
	return Config{
		BaseURL:     f.srv.URL + "/v1",
		Model:       "test-model",
		Timeout:     2 * time.Second,
		MaxRetries:  3,
		BackoffBase: time.Millisecond,
		BackoffMax:  5 * time.Millisecond,
	}
}

func (f *fake) client(mod func(*Config)) *Client {
	cfg := f.config()
	if mod != nil {
		mod(&cfg)
	}
	c, err := New(cfg)
	if err != nil {
		f.t.Fatal(err)
	}
	return c
}

// completion is a chat.completion body with the given texts as choices.
func completion(prompt, completionTokens int, texts ...string) string {
	type msg struct {
		Role    string `json:"role"`
		Content string `json:"content"`
	}
	type choice struct {
		Index        int    `json:"index"`
		Message      msg    `json:"message"`
		FinishReason string `json:"finish_reason"`
	}
	body := map[string]any{
		"id": "chatcmpl-1", "object": "chat.completion", "created": 1, "model": "test-model",
	}
	var cs []choice
	for i, t := range texts {
		cs = append(cs, choice{Index: i, Message: msg{Role: "assistant", Content: t}, FinishReason: "stop"})
	}
	body["choices"] = cs
	if prompt >= 0 {
		body["usage"] = map[string]int{"prompt_tokens": prompt, "completion_tokens": completionTokens, "total_tokens": prompt + completionTokens}
	}
	b, _ := json.Marshal(body)
	return string(b)
}

// nChoices answers as many choices as the request's n asks (1 without n),
// numbered by a shared counter so that every choice is distinct.
func nChoices(counter *atomic.Int32, s seen) *reply {
	n := 1
	if v, ok := s.Body["n"].(float64); ok {
		n = int(v)
	}
	var texts []string
	for range n {
		texts = append(texts, fmt.Sprintf("answer %d", counter.Add(1)))
	}
	return &reply{Body: completion(10, 5*n, texts...)}
}
