// The completion phase: a Request becomes one chat-completions request for N
// choices, or several when the server cannot give N at once, and the
// answers become a Response. Cache lookups happen here; the HTTP work and
// its retries are in transport.go.
package llm

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"sync"
	"sync/atomic"
)

// Message is one chat message.
type Message struct {
	Role    string `json:"role"` // system, user or assistant
	Content string `json:"content"`
}

// System, User and Assistant build messages of their role.
func System(text string) Message    { return Message{Role: "system", Content: text} }
func User(text string) Message      { return Message{Role: "user", Content: text} }
func Assistant(text string) Message { return Message{Role: "assistant", Content: text} }

// Request is one question to the model. Zero fields take the Client's
// configuration.
type Request struct {
	Messages    []Message
	N           int      // choices wanted; 0 means 1
	Temperature *float64 // nil: Config.Temperature (see Float)
	MaxTokens   int      // 0: Config.MaxTokens
	Model       string   // "": Config.Model
}

// Float returns a pointer to v, for Request.Temperature.
func Float(v float64) *float64 { return &v }

// Choice is one of the model's answers.
type Choice struct {
	Text         string `json:"text"`
	FinishReason string `json:"finish_reason,omitempty"` // "length" means cut by MaxTokens
}

// Usage counts tokens. Estimated is set when the server did not report them
// and they were estimated at about 4 characters a token.
type Usage struct {
	PromptTokens     int  `json:"prompt_tokens"`
	CompletionTokens int  `json:"completion_tokens"`
	Estimated        bool `json:"estimated,omitempty"`
}

func (u *Usage) add(v Usage) {
	u.PromptTokens += v.PromptTokens
	u.CompletionTokens += v.CompletionTokens
	u.Estimated = u.Estimated || v.Estimated
}

// Response is the answer to a Request: exactly N choices, and the usage
// summed over the server's answers it was made of.
type Response struct {
	Choices []Choice
	Usage   Usage
	Model   string // as the server named it
	Answers int    // server answers it was made of (1 unless n was not honoured)
	Cached  bool   // from the cache: no request was made
}

// Texts returns the choices' texts.
func (r *Response) Texts() []string {
	out := make([]string, len(r.Choices))
	for i, c := range r.Choices {
		out[i] = c.Text
	}
	return out
}

// Text returns the first choice's text.
func (r *Response) Text() string {
	if len(r.Choices) == 0 {
		return ""
	}
	return r.Choices[0].Text
}

// Client talks to one server. It is safe for concurrent use; its
// concurrency limit holds across all goroutines that share it.
type Client struct {
	cfg  Config
	url  string
	http *http.Client
	sem  chan struct{}

	// noN is set once the server has ignored or rejected "n"; from then on
	// N choices are always N requests, without first asking for n.
	noN atomic.Bool

	stats stats
}

// New checks cfg and returns a client for it.
func New(cfg Config) (*Client, error) {
	cfg = cfg.withDefaults()
	u, err := url.Parse(cfg.BaseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("llm: base URL %q is not an http(s) URL", cfg.BaseURL)
	}
	tr := http.DefaultTransport.(*http.Transport).Clone()
	// Keep a connection per request in flight, not the default two, so a
	// busy client does not keep opening connections to a local server.
	tr.MaxIdleConnsPerHost = cfg.Concurrency
	c := &Client{
		cfg:  cfg,
		url:  cfg.endpoint(),
		http: &http.Client{Transport: tr},
		sem:  make(chan struct{}, cfg.Concurrency),
	}
	c.stats.prices = [2]float64{cfg.PromptPrice, cfg.CompletionPrice}
	return c, nil
}

// Config returns the configuration in use, defaults filled in.
func (c *Client) Config() Config { return c.cfg }

// wireRequest is the JSON body of a chat-completions request.
type wireRequest struct {
	Model       string    `json:"model"`
	Messages    []Message `json:"messages"`
	N           int       `json:"n,omitempty"` // left out for one choice: some servers reject it outright
	Temperature float64   `json:"temperature"`
	MaxTokens   int       `json:"max_tokens,omitempty"`
}

// resolve fills req's defaults; the result asks for want choices.
func (c *Client) resolve(req Request) (w wireRequest, want int) {
	want = req.N
	if want < 1 {
		want = 1
	}
	w = wireRequest{Model: req.Model, Messages: req.Messages, Temperature: c.cfg.Temperature, MaxTokens: req.MaxTokens}
	if w.Model == "" {
		w.Model = c.cfg.Model
	}
	if req.Temperature != nil {
		w.Temperature = *req.Temperature
	}
	if w.MaxTokens <= 0 {
		w.MaxTokens = c.cfg.MaxTokens
	}
	if w.Messages == nil {
		w.Messages = []Message{}
	}
	return w, want
}

// Complete asks for req.N choices. With a cache directory an answer seen
// before is returned without a request; in cache-only mode a miss is
// ErrCacheMiss. Errors from the server are *APIError; a 200 answer that is
// not a chat completion is ErrBadResponse.
func (c *Client) Complete(ctx context.Context, req Request) (*Response, error) {
	c.stats.call()
	resp, err := c.complete(ctx, req)
	if err != nil {
		c.stats.failed()
	}
	return resp, err
}

func (c *Client) complete(ctx context.Context, req Request) (*Response, error) {
	w, want := c.resolve(req)
	if w.Model == "" {
		return nil, errors.New("llm: no model configured (set UNSTUCK_LLM_MODEL or -llm-model)")
	}
	if len(w.Messages) == 0 {
		return nil, errors.New("llm: request has no messages")
	}
	key := cacheKey(w, want)
	if c.cfg.CacheDir != "" {
		if resp, ok := c.cacheGet(key, w, want); ok {
			c.stats.cacheHit()
			return resp, nil
		}
		c.stats.cacheMiss()
	}
	if c.cfg.CacheOnly {
		return nil, fmt.Errorf("%w: key %s", ErrCacheMiss, key)
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	bodies, err := c.fetch(ctx, w, want)
	if err != nil {
		return nil, err
	}
	resp, err := assemble(bodies, w, want)
	if err != nil {
		return nil, err // fetch has checked every body; this is not expected
	}
	if c.cfg.CacheDir != "" {
		if err := c.cachePut(key, w, want, bodies); err != nil {
			c.stats.cacheWriteError()
		}
	}
	return resp, nil
}

// fetch collects server answers holding at least want choices in all.
func (c *Client) fetch(ctx context.Context, w wireRequest, want int) ([][]byte, error) {
	var bodies [][]byte
	got := 0
	if want > 1 && !c.noN.Load() {
		w.N = want
		body, n, err := c.post(ctx, w)
		switch {
		case err == nil:
			bodies, got = append(bodies, body), n
			if got < want {
				c.noN.Store(true)
			}
		case rejectsN(err):
			c.noN.Store(true)
		default:
			return nil, err
		}
	}
	if got >= want {
		return bodies, nil
	}
	// One request per missing choice, concurrently: the semaphore, not
	// this loop, bounds what is in flight.
	w.N = 0
	rest := make([][]byte, want-got)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var wg sync.WaitGroup
	var once sync.Once
	var first error
	for i := range rest {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			body, _, err := c.post(ctx, w)
			if err != nil {
				once.Do(func() { first = err; cancel() })
				return
			}
			rest[i] = body
		}(i)
	}
	wg.Wait()
	if first != nil {
		return nil, first
	}
	return append(bodies, rest...), nil
}

// nParam matches how servers word a rejected "n": OpenAI names the
// parameter ('n'), llama.cpp says "Only one completion choice is allowed".
var nParam = regexp.MustCompile(`(?i)\bn\b|completion choice|number of choices|\bchoices\b`)

// rejectsN reports a client error that blames the "n" parameter.
func rejectsN(err error) bool {
	var ae *APIError
	if !errors.As(err, &ae) || (ae.Status != http.StatusBadRequest && ae.Status != http.StatusUnprocessableEntity) {
		return false
	}
	return ae.Param == "n" || nParam.MatchString(ae.Message)
}

// assemble merges server answers into a Response of want choices; usage
// counts every answer, including choices beyond want, since they were paid
// for.
func assemble(bodies [][]byte, w wireRequest, want int) (*Response, error) {
	resp := &Response{Answers: len(bodies)}
	for _, b := range bodies {
		a, err := parseAnswer(b, w.Messages)
		if err != nil {
			return nil, err
		}
		if resp.Model == "" {
			resp.Model = a.model
		}
		resp.Choices = append(resp.Choices, a.choices...)
		resp.Usage.add(a.usage)
	}
	if len(resp.Choices) < want {
		return nil, fmt.Errorf("%w: %d choices, %d wanted", ErrBadResponse, len(resp.Choices), want)
	}
	resp.Choices = resp.Choices[:want]
	return resp, nil
}
