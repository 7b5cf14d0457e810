package llm

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"unstuck/internal/nettest"
)

func msgs() []Message {
	return []Message{System("You answer in JSON."), User("What is x?")}
}

func TestRequestShape(t *testing.T) {
	f := newFake(t, func(i int, s seen, w http.ResponseWriter, r *http.Request) *reply {
		return &reply{Body: completion(12, 9, "a", "b", "c")}
	})
	c := f.client(func(c *Config) { c.APIKey = "sk-test" })
	resp, err := c.Complete(context.Background(), Request{Messages: msgs(), N: 3, Temperature: Float(0.2), MaxTokens: 50})
	if err != nil {
		t.Fatal(err)
	}
	if got := resp.Texts(); !reflect.DeepEqual(got, []string{"a", "b", "c"}) {
		t.Errorf("texts %q", got)
	}
	if resp.Usage != (Usage{PromptTokens: 12, CompletionTokens: 9}) || resp.Answers != 1 || resp.Cached {
		t.Errorf("response %+v", resp)
	}
	reqs := f.requests()
	if len(reqs) != 1 {
		t.Fatalf("%d requests", len(reqs))
	}
	s := reqs[0]
	if s.Method != "POST" || s.Path != "/v1/chat/completions" {
		t.Errorf("%s %s", s.Method, s.Path)
	}
	if got := s.Header.Get("Authorization"); got != "Bearer sk-test" {
		t.Errorf("Authorization %q", got)
	}
	if got := s.Header.Get("Content-Type"); got != "application/json" {
		t.Errorf("Content-Type %q", got)
	}
	want := `{"model":"test-model","messages":[{"role":"system","content":"You answer in JSON."},{"role":"user","content":"What is x?"}],"n":3,"temperature":0.2,"max_tokens":50}`
	var a, b any
	json.Unmarshal([]byte(want), &a)
	json.Unmarshal([]byte(s.Raw), &b)
	if !reflect.DeepEqual(a, b) {
		t.Errorf("body\n got %s\nwant %s", s.Raw, want)
	}
}

func TestDefaultsAndNoKey(t *testing.T) {
	f := newFake(t, func(i int, s seen, w http.ResponseWriter, r *http.Request) *reply {
		return &reply{Body: completion(1, 1, "ok")}
	})
	c := f.client(func(c *Config) { c.Temperature = 0.7; c.MaxTokens = 0 })
	if _, err := c.Complete(context.Background(), Request{Messages: msgs()}); err != nil {
		t.Fatal(err)
	}
	s := f.requests()[0]
	if _, ok := s.Header["Authorization"]; ok {
		t.Errorf("Authorization sent without a key: %q", s.Header.Get("Authorization"))
	}
	// One choice: no "n" (some servers reject it); no max_tokens when unset;
	// the configured temperature.
	if _, ok := s.Body["n"]; ok {
		t.Errorf("n sent for one choice: %s", s.Raw)
	}
	if _, ok := s.Body["max_tokens"]; ok {
		t.Errorf("max_tokens sent while unset: %s", s.Raw)
	}
	if s.Body["temperature"] != 0.7 {
		t.Errorf("temperature: %s", s.Raw)
	}
	// An explicit zero temperature overrides the configured one.
	c.Complete(context.Background(), Request{Messages: msgs(), Temperature: Float(0)})
	if s := f.requests()[1]; s.Body["temperature"] != 0.0 {
		t.Errorf("temperature 0 not sent: %s", s.Raw)
	}
}

func TestEndpoint(t *testing.T) {
	for base, want := range map[string]string{
		"http://h:1/v1":                   "http://h:1/v1/chat/completions",
		"http://h:1/v1/":                  "http://h:1/v1/chat/completions",
		"http://h:1/v1/chat/completions":  "http://h:1/v1/chat/completions",
		"http://h:1/v1/chat/completions/": "http://h:1/v1/chat/completions",
	} {
		if got := (Config{BaseURL: base}).endpoint(); got != want {
			t.Errorf("%s: %s", base, got)
		}
	}
	if _, err := New(Config{BaseURL: "localhost:8080"}); err == nil {
		t.Error("a base URL without scheme was accepted")
	}
}

func TestMissingModel(t *testing.T) {
	c, _ := New(Config{BaseURL: "http://127.0.0.1:1"})
	if _, err := c.Complete(context.Background(), Request{Messages: msgs()}); err == nil || !strings.Contains(err.Error(), "model") {
		t.Errorf("err %v", err)
	}
}

func TestMalformedBodyNotRetried(t *testing.T) {
	for name, body := range map[string]string{
		"not json":   `{"choices": [ oops`,
		"error":      `{"error": {"message": "model overloaded"}}`,
		"no choices": `{"object": "chat.completion", "choices": []}`,
	} {
		t.Run(name, func(t *testing.T) {
			f := newFake(t, func(i int, s seen, w http.ResponseWriter, r *http.Request) *reply {
				return &reply{Body: body}
			})
			c := f.client(nil)
			_, err := c.Complete(context.Background(), Request{Messages: msgs()})
			if !errors.Is(err, ErrBadResponse) {
				t.Errorf("err %v", err)
			}
			if n := len(f.requests()); n != 1 {
				t.Errorf("%d requests: a 200 with a bad body must not be retried", n)
			}
			if st := c.Stats(); st.Errors != 1 || st.Retries != 0 {
				t.Errorf("stats %+v", st)
			}
		})
	}
}

func TestRetry429ThenSuccess(t *testing.T) {
	f := newFake(t, func(i int, s seen, w http.ResponseWriter, r *http.Request) *reply {
		if i == 0 {
			return &reply{Status: 429, Header: map[string]string{"Retry-After": "0"}, Body: `{"error":{"message":"slow down","type":"rate_limit"}}`}
		}
		return &reply{Body: completion(3, 2, "fine")}
	})
	c := f.client(func(c *Config) { c.BackoffBase, c.BackoffMax = time.Minute, time.Minute }) // only Retry-After can make this fast
	start := time.Now()
	resp, err := c.Complete(context.Background(), Request{Messages: msgs()})
	if err != nil {
		t.Fatal(err)
	}
	if resp.Text() != "fine" || time.Since(start) > 30*time.Second { // the backoff would take a minute
		t.Errorf("%q after %v", resp.Text(), time.Since(start))
	}
	if st := c.Stats(); st.Requests != 2 || st.Retries != 1 || st.Errors != 0 {
		t.Errorf("stats %+v", st)
	}
}

func TestRetryAfterMsHonoured(t *testing.T) {
	f := newFake(t, func(i int, s seen, w http.ResponseWriter, r *http.Request) *reply {
		if i == 0 {
			return &reply{Status: 503, Header: map[string]string{"Retry-After-Ms": "150"}}
		}
		return &reply{Body: completion(3, 2, "fine")}
	})
	start := time.Now()
	if _, err := f.client(nil).Complete(context.Background(), Request{Messages: msgs()}); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d < 150*time.Millisecond {
		t.Errorf("retried after %v, before the server's 150ms", d)
	}
}

func TestRetryAfterParsing(t *testing.T) {
	h := func(kv ...string) http.Header {
		x := http.Header{}
		for i := 0; i < len(kv); i += 2 {
			x.Set(kv[i], kv[i+1])
		}
		return x
	}
	for _, tc := range []struct {
		h    http.Header
		want time.Duration
	}{
		{h(), -1},
		{h("Retry-After", "0"), 0},
		{h("Retry-After", "3"), 3 * time.Second},
		{h("Retry-After", "junk"), -1},
		{h("Retry-After", "2", "Retry-After-Ms", "20"), 20 * time.Millisecond},
		{h("Retry-After", time.Now().Add(-time.Hour).UTC().Format(http.TimeFormat)), 0},
	} {
		if got := retryAfter(tc.h); got != tc.want {
			t.Errorf("%v: %v, want %v", tc.h, got, tc.want)
		}
	}
	c, _ := New(Config{BackoffBase: 10 * time.Millisecond, BackoffMax: 40 * time.Millisecond})
	for attempt, hi := range []time.Duration{10, 20, 40, 40, 40} {
		hi *= time.Millisecond
		for range 20 {
			if d := c.backoff(attempt, -1); d < hi/2 || d > hi {
				t.Errorf("attempt %d: backoff %v outside [%v, %v]", attempt, d, hi/2, hi)
			}
		}
	}
	if d := c.backoff(0, time.Hour); d != time.Minute {
		t.Errorf("a server's hour-long Retry-After gives %v", d)
	}
}

func Test500sExhaustRetries(t *testing.T) {
	f := newFake(t, func(i int, s seen, w http.ResponseWriter, r *http.Request) *reply {
		return &reply{Status: 500, Body: `{"error":{"message":"boom"}}`}
	})
	c := f.client(nil) // MaxRetries 3
	_, err := c.Complete(context.Background(), Request{Messages: msgs()})
	var ae *APIError
	if !errors.As(err, &ae) || ae.Status != 500 || ae.Message != "boom" || !strings.Contains(err.Error(), "4 attempts") {
		t.Errorf("err %v", err)
	}
	if n := len(f.requests()); n != 4 {
		t.Errorf("%d requests, want 1 + 3 retries", n)
	}
	if st := c.Stats(); st.Requests != 4 || st.Retries != 3 || st.Errors != 1 {
		t.Errorf("stats %+v", st)
	}
}

func TestNoRetryOnClientErrors(t *testing.T) {
	for name, rep := range map[string]reply{
		"400":   {Status: 400, Body: `{"error":{"message":"bad messages","type":"invalid_request_error"}}`},
		"401":   {Status: 401, Body: `{"error":{"message":"bad key"}}`},
		"404":   {Status: 404, Body: `model not found`},
		"quota": {Status: 429, Body: `{"error":{"message":"quota","code":"insufficient_quota"}}`},
	} {
		t.Run(name, func(t *testing.T) {
			f := newFake(t, func(i int, s seen, w http.ResponseWriter, r *http.Request) *reply { return &rep })
			_, err := f.client(nil).Complete(context.Background(), Request{Messages: msgs()})
			var ae *APIError
			if !errors.As(err, &ae) || ae.Status != rep.Status {
				t.Errorf("err %v", err)
			}
			if n := len(f.requests()); n != 1 {
				t.Errorf("%d requests", n)
			}
		})
	}
}

func TestHungConnectionCutAndRetried(t *testing.T) {
	var g *fake
	g = newFake(t, func(i int, s seen, w http.ResponseWriter, r *http.Request) *reply {
		if i == 0 {
			return g.hang(r)
		}
		return &reply{Body: completion(1, 1, "late but fine")}
	})
	c := g.client(func(c *Config) { c.Timeout = 200 * time.Millisecond })
	start := time.Now()
	resp, err := c.Complete(context.Background(), Request{Messages: msgs()})
	if err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); resp.Text() != "late but fine" || d < 200*time.Millisecond || d > 30*time.Second { // not the minute of backoff
		t.Errorf("%q after %v", resp.Text(), d)
	}
	if st := c.Stats(); st.Requests != 2 || st.Retries != 1 {
		t.Errorf("stats %+v", st)
	}
}

func TestHungAlwaysTimesOut(t *testing.T) {
	var f *fake
	f = newFake(t, func(i int, s seen, w http.ResponseWriter, r *http.Request) *reply { return f.hang(r) })
	c := f.client(func(c *Config) { c.Timeout = 100 * time.Millisecond; c.MaxRetries = 1 })
	_, err := c.Complete(context.Background(), Request{Messages: msgs()})
	var ne *netError
	if !errors.As(err, &ne) || !ne.timeout || !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("err %v", err)
	}
	if n := len(f.requests()); n != 2 {
		t.Errorf("%d requests", n)
	}
}

func TestHeadersThenHungBody(t *testing.T) {
	var f *fake
	f = newFake(t, func(i int, s seen, w http.ResponseWriter, r *http.Request) *reply {
		if i == 0 {
			w.WriteHeader(200)
			w.Write([]byte(`{"choices": [`))
			w.(http.Flusher).Flush()
			return f.hang(r)
		}
		return &reply{Body: completion(1, 1, "whole")}
	})
	c := f.client(func(c *Config) { c.Timeout = 150 * time.Millisecond })
	resp, err := c.Complete(context.Background(), Request{Messages: msgs()})
	if err != nil || resp.Text() != "whole" {
		t.Fatalf("%v %v", resp, err)
	}
}

func TestConnectionErrorsRetried(t *testing.T) {
	f := newFake(t, func(i int, s seen, w http.ResponseWriter, r *http.Request) *reply {
		if i < 2 {
			conn, _, err := w.(http.Hijacker).Hijack()
			if err == nil {
				conn.Close() // no answer at all
			}
			return nil
		}
		return &reply{Body: completion(1, 1, "third time")}
	})
	c := f.client(nil)
	resp, err := c.Complete(context.Background(), Request{Messages: msgs()})
	if err != nil || resp.Text() != "third time" {
		t.Fatalf("%v %v", resp, err)
	}
	if st := c.Stats(); st.Requests != 3 || st.Retries != 2 {
		t.Errorf("stats %+v", st)
	}

	// Nothing listening at all.
	c2, _ := New(Config{BaseURL: "http://" + nettest.ClosedPort(t) + "/v1", Model: "m", MaxRetries: 2, BackoffBase: time.Millisecond, BackoffMax: time.Millisecond})
	_, err = c2.Complete(context.Background(), Request{Messages: msgs()})
	var ne *netError
	if !errors.As(err, &ne) || ne.timeout {
		t.Errorf("err %v", err)
	}
	if st := c2.Stats(); st.Requests != 3 {
		t.Errorf("stats %+v", st)
	}
}

func TestCancelStopsPromptly(t *testing.T) {
	t.Run("in flight", func(t *testing.T) {
		var f *fake
		f = newFake(t, func(i int, s seen, w http.ResponseWriter, r *http.Request) *reply { return f.hang(r) })
		c := f.client(func(c *Config) { c.Timeout = time.Minute })
		ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
		defer cancel()
		start := time.Now()
		_, err := c.Complete(ctx, Request{Messages: msgs()})
		if !errors.Is(err, context.DeadlineExceeded) || time.Since(start) > 30*time.Second { // not the minute of Timeout
			t.Errorf("err %v after %v", err, time.Since(start))
		}
		if n := len(f.requests()); n != 1 {
			t.Errorf("%d requests after the caller gave up", n)
		}
	})
	t.Run("in backoff", func(t *testing.T) {
		f := newFake(t, func(i int, s seen, w http.ResponseWriter, r *http.Request) *reply { return &reply{Status: 502} })
		c := f.client(func(c *Config) { c.BackoffBase, c.BackoffMax = time.Minute, time.Minute })
		ctx, cancel := context.WithCancel(context.Background())
		time.AfterFunc(100*time.Millisecond, cancel)
		start := time.Now()
		_, err := c.Complete(ctx, Request{Messages: msgs()})
		if !errors.Is(err, context.Canceled) || time.Since(start) > 30*time.Second { // not the minute of backoff
			t.Errorf("err %v after %v", err, time.Since(start))
		}
	})
	t.Run("waiting for a slot", func(t *testing.T) {
		var f *fake
		f = newFake(t, func(i int, s seen, w http.ResponseWriter, r *http.Request) *reply { return f.hang(r) })
		c := f.client(func(c *Config) { c.Timeout = time.Minute; c.Concurrency = 1 })
		bg, stop := context.WithCancel(context.Background())
		defer stop()
		go c.Complete(bg, Request{Messages: msgs()}) // holds the only slot
		for len(f.requests()) == 0 {
			time.Sleep(time.Millisecond)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
		defer cancel()
		if _, err := c.Complete(ctx, Request{Messages: msgs()}); !errors.Is(err, context.DeadlineExceeded) {
			t.Errorf("err %v", err)
		}
	})
}

func TestServerIgnoresN(t *testing.T) {
	var counter atomic.Int32
	f := newFake(t, func(i int, s seen, w http.ResponseWriter, r *http.Request) *reply {
		return &reply{Body: completion(10, 5, fmt.Sprintf("answer %d", counter.Add(1)))}
	})
	c := f.client(nil)
	resp, err := c.Complete(context.Background(), Request{Messages: msgs(), N: 3})
	if err != nil {
		t.Fatal(err)
	}
	if got := resp.Texts(); len(got) != 3 || got[0] != "answer 1" || got[1] == got[2] {
		t.Errorf("texts %q", got)
	}
	if resp.Answers != 3 || resp.Usage != (Usage{PromptTokens: 30, CompletionTokens: 15}) {
		t.Errorf("response %+v", resp)
	}
	reqs := f.requests()
	if len(reqs) != 3 || reqs[0].Body["n"] != 3.0 || reqs[1].Body["n"] != nil || reqs[2].Body["n"] != nil {
		t.Fatalf("requests %v", reqs)
	}
	// Remembered: the next call does not ask for n again.
	if _, err := c.Complete(context.Background(), Request{Messages: msgs(), N: 2}); err != nil {
		t.Fatal(err)
	}
	for _, s := range f.requests()[3:] {
		if _, ok := s.Body["n"]; ok {
			t.Errorf("n asked again: %s", s.Raw)
		}
	}
	if n := len(f.requests()); n != 5 {
		t.Errorf("%d requests", n)
	}
}

func TestServerRejectsN(t *testing.T) {
	for name, rejection := range map[string]string{
		"llama.cpp": `{"error":{"code":400,"message":"Only one completion choice is allowed","type":"invalid_request_error"}}`,
		"openai":    `{"error":{"message":"Invalid 'n': integer above maximum value.","type":"invalid_request_error","param":"n","code":"integer_above_max_value"}}`,
	} {
		t.Run(name, func(t *testing.T) {
			var counter atomic.Int32
			f := newFake(t, func(i int, s seen, w http.ResponseWriter, r *http.Request) *reply {
				if _, ok := s.Body["n"]; ok {
					return &reply{Status: 400, Body: rejection}
				}
				return nChoices(&counter, s)
			})
			c := f.client(nil)
			resp, err := c.Complete(context.Background(), Request{Messages: msgs(), N: 4})
			if err != nil {
				t.Fatal(err)
			}
			if len(resp.Choices) != 4 || len(f.requests()) != 5 {
				t.Errorf("%d choices from %d requests", len(resp.Choices), len(f.requests()))
			}
			c.Complete(context.Background(), Request{Messages: msgs(), N: 2})
			if n := len(f.requests()); n != 7 {
				t.Errorf("rejection not remembered: %d requests", n)
			}
		})
	}
}

func TestOtherBadRequestWithNIsAnError(t *testing.T) {
	f := newFake(t, func(i int, s seen, w http.ResponseWriter, r *http.Request) *reply {
		return &reply{Status: 400, Body: `{"error":{"message":"messages must not be empty"}}`}
	})
	if _, err := f.client(nil).Complete(context.Background(), Request{Messages: msgs(), N: 3}); err == nil {
		t.Error("no error")
	}
	if n := len(f.requests()); n != 1 {
		t.Errorf("%d requests", n)
	}
}

// untilInFlight holds a request until n have been in flight at once, so
// that reaching the limit does not rest on requests overlapping by chance
// within a sleep (a busy machine may run them one after another); past
// the deadline it lets go, so that a limit below n fails the test instead
// of hanging it.
func untilInFlight(f *fake, n int32, deadline time.Time) {
	for f.maxInFlight.Load() < n && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
}

func TestConcurrencyLimit(t *testing.T) {
	var counter atomic.Int32
	var f *fake
	deadline := time.Now().Add(time.Minute)
	f = newFake(t, func(i int, s seen, w http.ResponseWriter, r *http.Request) *reply {
		untilInFlight(f, 3, deadline)
		time.Sleep(20 * time.Millisecond) // a limit above 3 lets a fourth in meanwhile
		return nChoices(&counter, s)
	})
	c := f.client(func(c *Config) { c.Concurrency, c.Timeout = 3, time.Minute }) // no retry of a held request
	var wg sync.WaitGroup
	for range 12 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := c.Complete(context.Background(), Request{Messages: msgs()}); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	if m := f.maxInFlight.Load(); m != 3 {
		t.Errorf("at most %d requests in flight, want exactly the limit 3", m)
	}

	// The repeated requests of a server that ignores n share the limit.
	var g *fake
	deadline2 := time.Now().Add(time.Minute)
	g = newFake(t, func(i int, s seen, w http.ResponseWriter, r *http.Request) *reply {
		if i > 0 { // the first, asking for n, goes alone
			untilInFlight(g, 2, deadline2)
		}
		time.Sleep(20 * time.Millisecond)
		return &reply{Body: completion(1, 1, "one")}
	})
	c = g.client(func(c *Config) { c.Concurrency, c.Timeout = 2, time.Minute })
	resp, err := c.Complete(context.Background(), Request{Messages: msgs(), N: 7})
	if err != nil || len(resp.Choices) != 7 {
		t.Fatalf("%v %v", resp, err)
	}
	if m := g.maxInFlight.Load(); m != 2 {
		t.Errorf("at most %d requests in flight, want 2", m)
	}
	if st := c.Stats(); st.Requests != 7 {
		t.Errorf("stats %+v", st)
	}
}

func TestUsageEstimatedWhenAbsent(t *testing.T) {
	f := newFake(t, func(i int, s seen, w http.ResponseWriter, r *http.Request) *reply {
		return &reply{Body: completion(-1, 0, "12345678")} // no usage
	})
	c := f.client(nil)
	resp, err := c.Complete(context.Background(), Request{Messages: []Message{User("abcdefghijkl")}})
	if err != nil {
		t.Fatal(err)
	}
	if resp.Usage != (Usage{PromptTokens: 3, CompletionTokens: 2, Estimated: true}) {
		t.Errorf("usage %+v", resp.Usage)
	}
	if st := c.Stats(); !st.EstimatedTokens || st.PromptTokens != 3 || st.CompletionTokens != 2 {
		t.Errorf("stats %+v", st)
	}
}

func TestCost(t *testing.T) {
	f := newFake(t, func(i int, s seen, w http.ResponseWriter, r *http.Request) *reply {
		return &reply{Body: completion(1000, 500, "x")}
	})
	c := f.client(func(c *Config) { c.PromptPrice, c.CompletionPrice = 2, 8 })
	for range 2 {
		if _, err := c.Complete(context.Background(), Request{Messages: msgs()}); err != nil {
			t.Fatal(err)
		}
	}
	st := c.Stats()
	if st.PromptTokens != 2000 || st.CompletionTokens != 1000 || st.EstimatedTokens {
		t.Errorf("stats %+v", st)
	}
	if want := (2000*2.0 + 1000*8.0) / 1e6; !st.CostKnown || st.Cost < want-1e-12 || st.Cost > want+1e-12 {
		t.Errorf("cost %v (known %v), want %v", st.Cost, st.CostKnown, want)
	}
	if _, known := Cost(10, 10, 0, 0); known {
		t.Error("cost known without prices")
	}
	if st := f.client(nil).Stats(); st.CostKnown || st.Cost != 0 {
		t.Errorf("cost without prices: %+v", st)
	}
}

func TestContentShapes(t *testing.T) {
	f := newFake(t, func(i int, s seen, w http.ResponseWriter, r *http.Request) *reply {
		return &reply{Body: `{"choices":[
			{"index":0,"message":{"role":"assistant","content":[{"type":"text","text":"part one, "},{"type":"text","text":"part two"}]}},
			{"index":1,"message":{"role":"assistant","content":null},"finish_reason":"tool_calls"},
			{"index":2,"text":"legacy","finish_reason":"length"}],
			"usage":{"prompt_tokens":1,"completion_tokens":1}}`}
	})
	resp, err := f.client(nil).Complete(context.Background(), Request{Messages: msgs(), N: 3})
	if err != nil {
		t.Fatal(err)
	}
	want := []Choice{{"part one, part two", ""}, {"", "tool_calls"}, {"legacy", "length"}}
	if !reflect.DeepEqual(resp.Choices, want) {
		t.Errorf("choices %+v", resp.Choices)
	}
}

func TestAPIErrorShapes(t *testing.T) {
	for body, want := range map[string]APIError{
		`{"error":{"message":"m1","type":"t","code":"c","param":"p"}}`:          {Message: "m1", Type: "t", Code: "c", Param: "p"},
		`{"error":{"code":400,"message":"m2","type":"invalid_request_error"}}`:  {Message: "m2", Type: "invalid_request_error", Code: "400"},
		`{"object":"error","message":"m3","type":"BadRequestError","code":400}`: {Message: "m3", Type: "BadRequestError", Code: "400"},
		`{"error":"m4"}`:                    {Message: "m4"},
		`{"detail":"m5"}`:                   {Message: "m5"},
		`{"detail":[{"loc":["body","n"]}]}`: {Message: `[{"loc":["body","n"]}]`},
		`<html>Bad Gateway</html>`:          {Message: "<html>Bad Gateway</html>"},
	} {
		want.Status = 400
		if got := apiError(400, []byte(body)); *got != want {
			t.Errorf("%s: %+v", body, *got)
		}
	}
}

func TestFencedAnswerDecoded(t *testing.T) {
	f := newFake(t, func(i int, s seen, w http.ResponseWriter, r *http.Request) *reply {
		text := "Sure! Here are the values:\n```json\n{\"x\": 3, \"names\": [\"a\", \"b\",],}\n```\nLet me know if you need more."
		return &reply{Body: completion(1, 1, text)}
	})
	resp, err := f.client(nil).Complete(context.Background(), Request{Messages: msgs()})
	if err != nil {
		t.Fatal(err)
	}
	var v struct {
		X     int
		Names []string
	}
	if err := DecodeFirst(resp.Text(), &v); err != nil || v.X != 3 || len(v.Names) != 2 {
		t.Errorf("%+v %v", v, err)
	}
}

func TestStatsConcurrent(t *testing.T) {
	var counter atomic.Int32
	f := newFake(t, func(i int, s seen, w http.ResponseWriter, r *http.Request) *reply { return nChoices(&counter, s) })
	c := f.client(func(c *Config) { c.CacheDir = t.TempDir() })
	var wg sync.WaitGroup
	for i := range 20 {
		wg.Add(2)
		go func() {
			defer wg.Done()
			c.Complete(context.Background(), Request{Messages: []Message{User(fmt.Sprint(i % 5))}, N: 2})
		}()
		go func() {
			defer wg.Done()
			_ = c.Stats()
		}()
	}
	wg.Wait()
	st := c.Stats()
	if st.Calls != 20 || st.CacheHits+st.CacheMisses != 20 || st.Errors != 0 || st.Requests != st.CacheMisses {
		t.Errorf("stats %+v", st)
	}
}

func TestFromEnv(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	c := fromEnv(env(nil))
	if c.BaseURL != DefaultBaseURL || c.Model != "" || c.APIKey != "" || c.Timeout != DefaultTimeout ||
		c.MaxRetries != DefaultMaxRetries || c.Concurrency != DefaultConcurrency {
		t.Errorf("defaults %+v", c)
	}
	c = fromEnv(env(map[string]string{"OPENAI_BASE_URL": "http://o/v1", "OPENAI_API_KEY": "ok"}))
	if c.BaseURL != "http://o/v1" || c.APIKey != "ok" {
		t.Errorf("OpenAI fallback %+v", c)
	}
	c = fromEnv(env(map[string]string{
		"OPENAI_BASE_URL": "http://o/v1", "OPENAI_API_KEY": "ok",
		"UNSTUCK_LLM_BASE_URL": "http://u/v1", "UNSTUCK_LLM_API_KEY": "uk", "UNSTUCK_LLM_MODEL": "qwen",
	}))
	if c.BaseURL != "http://u/v1" || c.APIKey != "uk" || c.Model != "qwen" {
		t.Errorf("unstuck variables %+v", c)
	}
	t.Setenv("UNSTUCK_LLM_MODEL", "from-env")
	if FromEnv().Model != "from-env" {
		t.Error("FromEnv does not read the environment")
	}
}

func TestWithDefaults(t *testing.T) {
	c := Config{MaxRetries: -1}.withDefaults()
	if c.MaxRetries != 0 || c.Timeout != DefaultTimeout || c.Concurrency != DefaultConcurrency || c.BaseURL != DefaultBaseURL {
		t.Errorf("%+v", c)
	}
	if c := (Config{}).withDefaults(); c.MaxRetries != DefaultMaxRetries {
		t.Errorf("%+v", c)
	}
}

func TestCacheFileHasNoKey(t *testing.T) {
	f := newFake(t, func(i int, s seen, w http.ResponseWriter, r *http.Request) *reply {
		return &reply{Body: completion(1, 1, "x")}
	})
	dir := t.TempDir()
	c := f.client(func(c *Config) { c.CacheDir = dir; c.APIKey = "sk-secret" })
	if _, err := c.Complete(context.Background(), Request{Messages: msgs()}); err != nil {
		t.Fatal(err)
	}
	ents, _ := os.ReadDir(dir)
	if len(ents) != 1 {
		t.Fatalf("%d files in the cache", len(ents))
	}
	data, _ := os.ReadFile(filepath.Join(dir, ents[0].Name()))
	if strings.Contains(string(data), "sk-secret") {
		t.Error("API key written to the cache")
	}
}
