package llm

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

func TestCacheHitMakesNoRequest(t *testing.T) {
	var counter atomic.Int32
	f := newFake(t, func(i int, s seen, w http.ResponseWriter, r *http.Request) *reply { return nChoices(&counter, s) })
	dir := t.TempDir()
	c := f.client(func(c *Config) { c.CacheDir = dir })
	req := Request{Messages: msgs(), N: 2, Temperature: Float(0.5)}
	first, err := c.Complete(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	second, err := c.Complete(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(f.requests()); n != 1 {
		t.Errorf("%d requests, the second call should be a cache hit", n)
	}
	if first.Cached || !second.Cached || !reflect.DeepEqual(first.Texts(), second.Texts()) || first.Usage != second.Usage {
		t.Errorf("first %+v\nsecond %+v", first, second)
	}
	st := c.Stats()
	if st.CacheHits != 1 || st.CacheMisses != 1 || st.Requests != 1 || st.PromptTokens != 10 {
		t.Errorf("stats %+v", st) // a hit costs no tokens
	}
	if _, err := os.Stat(filepath.Join(dir, c.CacheKey(req)+".json")); err != nil {
		t.Errorf("cache file not under CacheKey: %v", err)
	}
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		if strings.HasSuffix(e.Name(), ".tmp") {
			t.Errorf("temporary file left: %s", e.Name())
		}
	}

	// The key ignores the API key and the server's address...
	other := newFake(t, func(i int, s seen, w http.ResponseWriter, r *http.Request) *reply { return nChoices(&counter, s) })
	c2 := other.client(func(c *Config) { c.CacheDir = dir; c.APIKey = "another" })
	if resp, err := c2.Complete(context.Background(), req); err != nil || !resp.Cached || len(other.requests()) != 0 {
		t.Errorf("another key or server missed the cache: %v %v", resp, err)
	}
	// ...but not what decides the answer.
	for _, changed := range []Request{
		{Messages: msgs(), N: 3, Temperature: Float(0.5)},
		{Messages: msgs(), N: 2, Temperature: Float(0.6)},
		{Messages: msgs(), N: 2, Temperature: Float(0.5), MaxTokens: 9},
		{Messages: msgs(), N: 2, Temperature: Float(0.5), Model: "other"},
		{Messages: msgs()[1:], N: 2, Temperature: Float(0.5)},
	} {
		if c.CacheKey(changed) == c.CacheKey(req) {
			t.Errorf("same key for %+v", changed)
		}
	}
	// Defaults resolve before hashing: the configured temperature and an
	// explicit equal one are the same request.
	if c.CacheKey(Request{Messages: msgs()}) != c.CacheKey(Request{Messages: msgs(), N: 1, Temperature: Float(0)}) {
		t.Error("defaults change the key")
	}
}

func TestCacheOnly(t *testing.T) {
	f := newFake(t, func(i int, s seen, w http.ResponseWriter, r *http.Request) *reply {
		return &reply{Body: completion(1, 1, "live")}
	})
	dir := t.TempDir()
	c := f.client(func(c *Config) { c.CacheDir = dir; c.CacheOnly = true })
	req := Request{Messages: msgs()}
	if _, err := c.Complete(context.Background(), req); !errors.Is(err, ErrCacheMiss) {
		t.Errorf("err %v", err)
	}
	if n := len(f.requests()); n != 0 {
		t.Errorf("%d requests in cache-only mode", n)
	}
	// Pre-filled by a tool: replayed.
	if err := c.CachePut(req, []byte(completion(4, 2, `{"x": 1}`))); err != nil {
		t.Fatal(err)
	}
	resp, err := c.Complete(context.Background(), req)
	if err != nil || !resp.Cached || resp.Text() != `{"x": 1}` || resp.Usage.PromptTokens != 4 {
		t.Errorf("%+v %v", resp, err)
	}
	// Not enough choices cached for N=2: a miss, not a short answer.
	if _, err := c.Complete(context.Background(), Request{Messages: msgs(), N: 2}); !errors.Is(err, ErrCacheMiss) {
		t.Errorf("err %v", err)
	}
	if err := c.CachePut(req, []byte(`{"choices": []}`)); err == nil {
		t.Error("an answer without choices was cached")
	}
	// Cache-only without a directory: every call is a miss.
	c3 := f.client(func(c *Config) { c.CacheOnly = true })
	if _, err := c3.Complete(context.Background(), req); !errors.Is(err, ErrCacheMiss) {
		t.Errorf("err %v", err)
	}
	if n := len(f.requests()); n != 0 {
		t.Errorf("%d requests in cache-only mode", n)
	}
}

func TestCacheReplaysRepeatedCalls(t *testing.T) {
	var counter atomic.Int32
	f := newFake(t, func(i int, s seen, w http.ResponseWriter, r *http.Request) *reply {
		return &reply{Body: completion(-1, 0, fmt.Sprintf("answer %d", counter.Add(1)))} // ignores n, no usage
	})
	dir := t.TempDir()
	live := f.client(func(c *Config) { c.CacheDir = dir })
	req := Request{Messages: msgs(), N: 3}
	a, err := live.Complete(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	replay, _ := New(Config{BaseURL: "http://127.0.0.1:1/v1", Model: "test-model", CacheDir: dir, CacheOnly: true})
	b, err := replay.Complete(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(a.Choices, b.Choices) || a.Usage != b.Usage || b.Answers != 3 || !b.Usage.Estimated {
		t.Errorf("live %+v\nreplay %+v", a, b)
	}
}

func TestCorruptCacheIsAMiss(t *testing.T) {
	f := newFake(t, func(i int, s seen, w http.ResponseWriter, r *http.Request) *reply {
		return &reply{Body: completion(1, 1, "fresh")}
	})
	dir := t.TempDir()
	c := f.client(func(c *Config) { c.CacheDir = dir })
	req := Request{Messages: msgs()}
	path := filepath.Join(dir, c.CacheKey(req)+".json")
	os.WriteFile(path, []byte(`{"key": "half a fi`), 0o644)
	resp, err := c.Complete(context.Background(), req)
	if err != nil || resp.Cached || resp.Text() != "fresh" {
		t.Fatalf("%+v %v", resp, err)
	}
	// Rewritten whole.
	if resp, err := c.Complete(context.Background(), req); err != nil || !resp.Cached {
		t.Errorf("%+v %v", resp, err)
	}
}

func TestCacheWriteFailureKeepsAnswer(t *testing.T) {
	f := newFake(t, func(i int, s seen, w http.ResponseWriter, r *http.Request) *reply {
		return &reply{Body: completion(1, 1, "ok")}
	})
	file := filepath.Join(t.TempDir(), "not-a-dir")
	os.WriteFile(file, nil, 0o644)
	c := f.client(func(c *Config) { c.CacheDir = file })
	resp, err := c.Complete(context.Background(), Request{Messages: msgs()})
	if err != nil || resp.Text() != "ok" {
		t.Fatalf("%+v %v", resp, err)
	}
	if st := c.Stats(); st.CacheWriteErrors != 1 {
		t.Errorf("stats %+v", st)
	}
}

func TestRegisterFlags(t *testing.T) {
	cfg := fromEnv(func(k string) string { return map[string]string{"UNSTUCK_LLM_MODEL": "env-model"}[k] })
	want := cfg
	fs := flag.NewFlagSet("x", flag.ContinueOnError)
	cfg.RegisterFlags(fs)
	err := fs.Parse([]string{"-llm-base-url", "http://127.0.0.1:8000/v1", "-llm-timeout", "5s", "-llm-concurrency", "8",
		"-llm-prompt-price", "0.5", "-llm-cache", "/tmp/c", "-llm-cache-only", "-llm-temperature", "0.3"})
	if err != nil {
		t.Fatal(err)
	}
	want.BaseURL, want.Timeout, want.Concurrency, want.PromptPrice = "http://127.0.0.1:8000/v1", 5*time.Second, 8, 0.5
	want.CacheDir, want.CacheOnly, want.Temperature = "/tmp/c", true, 0.3
	if cfg != want || cfg.Model != "env-model" || cfg.MaxRetries != DefaultMaxRetries {
		t.Errorf("%+v", cfg)
	}
}
