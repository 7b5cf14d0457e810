// The answer cache: one file per distinct request under Config.CacheDir,
// holding the server's answers as received. It saves money on reruns and,
// with CacheOnly, replays a recorded run exactly without a server.
//
// File <CacheDir>/<CacheKey>.json is
//
//	{"key": "...", "request": {the request body, n = choices wanted},
//	 "answers": [chat.completion bodies as the server sent them]}
//
// with several answers when the server did not honour n.
package llm

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// ErrCacheMiss is the error of a cache-only client asked something it has
// no answer for.
var ErrCacheMiss = errors.New("llm: cache miss")

// cacheVersion changes when the key's meaning changes, orphaning old files
// rather than misreading them.
const cacheVersion = 1

// cacheKey hashes what decides the answer: model, messages, choices
// wanted, temperature and max tokens. Not the server's address, so a cache
// recorded against one server of a model replays against another, and not
// the API key, which must not end up in files.
func cacheKey(w wireRequest, want int) string {
	k, _ := json.Marshal(struct {
		V           int       `json:"v"`
		Model       string    `json:"model"`
		Messages    []Message `json:"messages"`
		N           int       `json:"n"`
		Temperature float64   `json:"temperature"`
		MaxTokens   int       `json:"max_tokens"`
	}{cacheVersion, w.Model, w.Messages, want, w.Temperature, w.MaxTokens})
	sum := sha256.Sum256(k)
	return hex.EncodeToString(sum[:])
}

// CacheKey is the cache key of req with this client's defaults filled in:
// the file name, without ".json", its answer is cached under.
func (c *Client) CacheKey(req Request) string {
	w, want := c.resolve(req)
	return cacheKey(w, want)
}

type cacheEntry struct {
	Key     string            `json:"key"`
	Request wireRequest       `json:"request"`
	Answers []json.RawMessage `json:"answers"`
}

func (c *Client) cachePath(key string) string {
	return filepath.Join(c.cfg.CacheDir, key+".json")
}

// cacheGet returns the cached answer, if there is a readable one with
// enough choices; anything else is a miss, to be overwritten.
func (c *Client) cacheGet(key string, w wireRequest, want int) (*Response, bool) {
	data, err := os.ReadFile(c.cachePath(key))
	if err != nil {
		return nil, false
	}
	var e cacheEntry
	if json.Unmarshal(data, &e) != nil || len(e.Answers) == 0 {
		return nil, false
	}
	bodies := make([][]byte, len(e.Answers))
	for i, a := range e.Answers {
		bodies[i] = a
	}
	resp, err := assemble(bodies, w, want)
	if err != nil {
		return nil, false
	}
	resp.Cached = true
	return resp, true
}

// cachePut writes the entry atomically: readers, including other processes
// sharing the directory, see the old file or the new one, never half.
func (c *Client) cachePut(key string, w wireRequest, want int, bodies [][]byte) error {
	e := cacheEntry{Key: key, Request: w, Answers: make([]json.RawMessage, len(bodies))}
	e.Request.N = want
	for i, b := range bodies {
		e.Answers[i] = b
	}
	data, err := json.Marshal(e)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(c.cfg.CacheDir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(c.cfg.CacheDir, "."+key+".*.tmp")
	if err != nil {
		return err
	}
	_, err = f.Write(append(data, '\n'))
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), c.cachePath(key))
	}
	if err != nil {
		os.Remove(f.Name())
	}
	return err
}

// CachePut stores body, a chat.completion as a server would send it, as
// the answer to req, so that tests and tools can prepare a replay.
func (c *Client) CachePut(req Request, body []byte) error {
	if c.cfg.CacheDir == "" {
		return errors.New("llm: no cache directory configured")
	}
	w, want := c.resolve(req)
	if _, err := assemble([][]byte{body}, w, want); err != nil {
		return fmt.Errorf("llm: not a cacheable answer: %w", err)
	}
	return c.cachePut(cacheKey(w, want), w, want, [][]byte{body})
}
