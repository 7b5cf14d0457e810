// The HTTP phase: one chat-completions request with its retries, and the
// reading of what the server answered. Transient failures (429, 5xx,
// timeouts, broken connections) are retried with backoff; anything the
// server said deliberately (other 4xx, a 200 that is not a completion) is
// not, since asking again would get the same answer.
package llm

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// ErrBadResponse is a 200 answer that is not a usable chat completion:
// unparseable JSON, an error object, or no choices. It is not retried.
var ErrBadResponse = errors.New("llm: bad response")

// APIError is a non-2xx answer from the server.
type APIError struct {
	Status  int
	Message string // the server's error message, or the start of its body
	Type    string
	Code    string
	Param   string
}

func (e *APIError) Error() string {
	s := fmt.Sprintf("llm: HTTP %d", e.Status)
	if e.Message != "" {
		s += ": " + e.Message
	}
	if e.Code != "" {
		s += " (" + e.Code + ")"
	}
	return s
}

// retryable reports whether asking again may help. A 429 that says the
// quota is spent will not get better by waiting.
func (e *APIError) retryable() bool {
	switch {
	case e.Status == http.StatusTooManyRequests:
		return e.Code != "insufficient_quota"
	case e.Status == http.StatusRequestTimeout:
		return true
	default:
		return e.Status >= 500
	}
}

// netError is a request that got no complete answer: connection refused or
// reset, or cut by the per-request timeout.
type netError struct {
	err     error
	timeout bool
}

func (e *netError) Error() string {
	if e.timeout {
		return "llm: request timed out: " + e.err.Error()
	}
	return "llm: " + e.err.Error()
}

func (e *netError) Unwrap() error { return e.err }

// maxBody bounds what is read of an answer; a completion is far smaller.
const maxBody = 64 << 20

// post sends w, retrying transient failures, and returns the answer's body
// and its number of choices. Token usage is counted here, per answer, so
// that answers of a Complete that fails later are still accounted for.
func (c *Client) post(ctx context.Context, w wireRequest) ([]byte, int, error) {
	payload, err := json.Marshal(w)
	if err != nil {
		return nil, 0, fmt.Errorf("llm: encoding request: %w", err)
	}
	for attempt := 0; ; attempt++ {
		body, wait, err := c.attempt(ctx, payload)
		if err == nil {
			a, err := parseAnswer(body, w.Messages)
			if err != nil {
				return nil, 0, err
			}
			c.stats.tokens(a.usage)
			return body, len(a.choices), nil
		}
		if ctx.Err() != nil {
			return nil, 0, ctx.Err()
		}
		var ae *APIError
		var ne *netError
		transient := errors.As(err, &ne) || (errors.As(err, &ae) && ae.retryable())
		if !transient {
			return nil, 0, err
		}
		if attempt >= c.cfg.MaxRetries {
			if attempt > 0 {
				return nil, 0, fmt.Errorf("%w (gave up after %d attempts)", err, attempt+1)
			}
			return nil, 0, err
		}
		c.stats.retry()
		if err := sleep(ctx, c.backoff(attempt, wait)); err != nil {
			return nil, 0, err
		}
	}
}

// attempt makes one HTTP request under the per-request timeout, holding a
// slot of the concurrency limit. wait is the server's Retry-After, or -1.
func (c *Client) attempt(ctx context.Context, payload []byte) (body []byte, wait time.Duration, err error) {
	select {
	case c.sem <- struct{}{}:
		defer func() { <-c.sem }()
	case <-ctx.Done():
		return nil, -1, ctx.Err()
	}
	actx, cancel := context.WithTimeout(ctx, c.cfg.Timeout)
	defer cancel()
	req, err := http.NewRequestWithContext(actx, http.MethodPost, c.url, bytes.NewReader(payload))
	if err != nil {
		return nil, -1, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	req.Header.Set("User-Agent", "unstuck")
	if c.cfg.APIKey != "" {
		req.Header.Set("Authorization", "Bearer "+c.cfg.APIKey)
	}
	c.stats.request()
	resp, err := c.http.Do(req)
	if err == nil {
		defer resp.Body.Close()
		body, err = io.ReadAll(io.LimitReader(resp.Body, maxBody))
	}
	if err != nil {
		timedOut := actx.Err() != nil && ctx.Err() == nil
		return nil, -1, &netError{err: err, timeout: timedOut}
	}
	if resp.StatusCode/100 != 2 {
		return nil, retryAfter(resp.Header), apiError(resp.StatusCode, body)
	}
	return body, -1, nil
}

// backoff is the wait before retry number attempt+1: the server's
// Retry-After when it gave one (bounded, so a confused server cannot stall
// a batch for hours), else exponential from BackoffBase with jitter over
// the upper half, so that clients failing together do not retry together.
func (c *Client) backoff(attempt int, serverWait time.Duration) time.Duration {
	if serverWait >= 0 {
		return min(serverWait, max(c.cfg.BackoffMax, time.Minute))
	}
	d := c.cfg.BackoffBase
	for i := 0; i < attempt && d < c.cfg.BackoffMax; i++ {
		d *= 2
	}
	d = min(d, c.cfg.BackoffMax)
	return d/2 + rand.N(d/2+1)
}

// retryAfter reads Retry-After (seconds or an HTTP date) or OpenAI's
// retry-after-ms; -1 when absent or unreadable.
func retryAfter(h http.Header) time.Duration {
	if v := h.Get("Retry-After-Ms"); v != "" {
		if ms, err := strconv.ParseFloat(v, 64); err == nil && ms >= 0 {
			return time.Duration(ms * float64(time.Millisecond))
		}
	}
	v := strings.TrimSpace(h.Get("Retry-After"))
	if v == "" {
		return -1
	}
	if s, err := strconv.ParseFloat(v, 64); err == nil && s >= 0 {
		return time.Duration(s * float64(time.Second))
	}
	if t, err := http.ParseTime(v); err == nil {
		return max(time.Until(t), 0)
	}
	return -1
}

func sleep(ctx context.Context, d time.Duration) error {
	if d <= 0 {
		return ctx.Err()
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// apiError reads the error shapes of the servers: OpenAI, Ollama and
// llama.cpp nest {"error": {...}}; vLLM has also answered with the fields at
// top level; FastAPI validation says {"detail": ...}; some say
// {"error": "text"}.
func apiError(status int, body []byte) *APIError {
	e := &APIError{Status: status}
	var top struct {
		Error   json.RawMessage `json:"error"`
		Message string          `json:"message"`
		Type    string          `json:"type"`
		Code    json.RawMessage `json:"code"`
		Param   string          `json:"param"`
		Detail  json.RawMessage `json:"detail"`
	}
	if json.Unmarshal(body, &top) == nil {
		var inner struct {
			Message string          `json:"message"`
			Type    string          `json:"type"`
			Code    json.RawMessage `json:"code"`
			Param   string          `json:"param"`
		}
		var text string
		switch {
		case json.Unmarshal(top.Error, &text) == nil && text != "":
			e.Message = text
		case json.Unmarshal(top.Error, &inner) == nil && inner.Message != "":
			e.Message, e.Type, e.Code, e.Param = inner.Message, inner.Type, rawString(inner.Code), inner.Param
		case top.Message != "":
			e.Message, e.Type, e.Code, e.Param = top.Message, top.Type, rawString(top.Code), top.Param
		case len(top.Detail) > 0:
			e.Message = rawString(top.Detail)
		}
	}
	if e.Message == "" {
		e.Message = clip(strings.TrimSpace(string(body)), 300)
	}
	return e
}

// rawString renders a JSON value that may be a string or anything else.
func rawString(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	if len(raw) == 0 || string(raw) == "null" {
		return ""
	}
	return clip(string(raw), 300)
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "..."
}

// answer is what one server answer holds.
type answer struct {
	model   string
	choices []Choice
	usage   Usage
}

// parseAnswer reads a chat.completion body. Without usage (or with all
// zeros, as some servers send) tokens are estimated from prompt and texts.
func parseAnswer(body []byte, prompt []Message) (answer, error) {
	var r struct {
		Model   string `json:"model"`
		Choices []struct {
			Index   int `json:"index"`
			Message *struct {
				Content json.RawMessage `json:"content"`
			} `json:"message"`
			Text         *string `json:"text"` // legacy completions shape
			FinishReason string  `json:"finish_reason"`
		} `json:"choices"`
		Usage *struct {
			PromptTokens     int `json:"prompt_tokens"`
			CompletionTokens int `json:"completion_tokens"`
		} `json:"usage"`
		Error json.RawMessage `json:"error"`
	}
	if err := json.Unmarshal(body, &r); err != nil {
		return answer{}, fmt.Errorf("%w: %v: %s", ErrBadResponse, err, clip(string(body), 200))
	}
	if len(r.Error) > 0 && string(r.Error) != "null" {
		return answer{}, fmt.Errorf("%w: error in a 200 answer: %s", ErrBadResponse, clip(string(r.Error), 300))
	}
	if len(r.Choices) == 0 {
		return answer{}, fmt.Errorf("%w: no choices", ErrBadResponse)
	}
	a := answer{model: r.Model, choices: make([]Choice, len(r.Choices))}
	for i, ch := range r.Choices {
		text := ""
		switch {
		case ch.Message != nil:
			text = contentText(ch.Message.Content)
		case ch.Text != nil:
			text = *ch.Text
		}
		a.choices[i] = Choice{Text: text, FinishReason: ch.FinishReason}
	}
	if r.Usage != nil && (r.Usage.PromptTokens > 0 || r.Usage.CompletionTokens > 0) {
		a.usage = Usage{PromptTokens: r.Usage.PromptTokens, CompletionTokens: r.Usage.CompletionTokens}
		return a, nil
	}
	a.usage.Estimated = true
	for _, m := range prompt {
		a.usage.PromptTokens += estimateTokens(m.Content)
	}
	for _, ch := range a.choices {
		a.usage.CompletionTokens += estimateTokens(ch.Text)
	}
	return a, nil
}

// contentText reads message content: a string, null, or a list of parts
// of which the text ones count.
func contentText(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	var parts []struct {
		Type string `json:"type"`
		Text string `json:"text"`
	}
	if json.Unmarshal(raw, &parts) == nil {
		var b strings.Builder
		for _, p := range parts {
			if p.Type == "text" || p.Type == "" {
				b.WriteString(p.Text)
			}
		}
		return b.String()
	}
	return ""
}

// estimateTokens is the usual rule of thumb: about 4 characters a token.
func estimateTokens(s string) int {
	return (utf8.RuneCountInString(s) + 3) / 4
}
