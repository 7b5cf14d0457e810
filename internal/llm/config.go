// Configuration: which server and model, and how patiently to use them,
// from explicit values, the environment and command-line flags.
package llm

import (
	"flag"
	"os"
	"strings"
	"time"
)

// Defaults of the fields of Config that mean "default" when zero.
const (
	DefaultBaseURL     = "https://api.openai.com/v1"
	DefaultTimeout     = 120 * time.Second
	DefaultMaxRetries  = 5
	DefaultConcurrency = 4
	DefaultBackoffBase = 500 * time.Millisecond
	DefaultBackoffMax  = 30 * time.Second
)

// Config says which server and model to use and how to treat them. A zero
// duration or count means its default; the zero Config plus a Model is
// usable.
type Config struct {
	BaseURL string // up to and including /v1; "/chat/completions" is appended
	Model   string
	APIKey  string // sent as "Authorization: Bearer" only when set

	// Temperature is sent with every request that does not set its own;
	// zero is greedy decoding, which keeps replays and caches meaningful.
	Temperature float64
	MaxTokens   int // 0: not sent, the server decides

	Timeout     time.Duration // per HTTP request, including reading the answer
	MaxRetries  int           // retries after the first attempt; negative: none
	Concurrency int           // HTTP requests in flight across all goroutines
	BackoffBase time.Duration // first retry waits about this long, doubling after
	BackoffMax  time.Duration // cap of one backoff wait

	// Prices in currency units per million tokens, for the cost estimate;
	// zero means unknown.
	PromptPrice     float64
	CompletionPrice float64

	CacheDir  string // "": no cache
	CacheOnly bool   // replay: a cache miss is ErrCacheMiss and nothing is sent
}

// FromEnv returns the defaults overlaid with the environment:
// UNSTUCK_LLM_BASE_URL (else OPENAI_BASE_URL), UNSTUCK_LLM_MODEL and
// UNSTUCK_LLM_API_KEY (else OPENAI_API_KEY). The unstuck variables win so
// that a machine set up for other OpenAI tools can still point unstuck at a
// local server.
func FromEnv() Config {
	return fromEnv(os.Getenv)
}

func fromEnv(getenv func(string) string) Config {
	first := func(keys ...string) string {
		for _, k := range keys {
			if v := strings.TrimSpace(getenv(k)); v != "" {
				return v
			}
		}
		return ""
	}
	c := Config{
		BaseURL:     first("UNSTUCK_LLM_BASE_URL", "OPENAI_BASE_URL"),
		Model:       first("UNSTUCK_LLM_MODEL"),
		APIKey:      first("UNSTUCK_LLM_API_KEY", "OPENAI_API_KEY"),
		Timeout:     DefaultTimeout,
		MaxRetries:  DefaultMaxRetries,
		Concurrency: DefaultConcurrency,
		BackoffBase: DefaultBackoffBase,
		BackoffMax:  DefaultBackoffMax,
	}
	if c.BaseURL == "" {
		c.BaseURL = DefaultBaseURL
	}
	return c
}

// RegisterFlags adds -llm-* flags to fs whose defaults are c's current
// values, so a command can start from FromEnv and let flags override it.
// The API key has no flag: command lines are visible to other users.
func (c *Config) RegisterFlags(fs *flag.FlagSet) {
	fs.StringVar(&c.BaseURL, "llm-base-url", c.BaseURL, "OpenAI-compatible API base URL, up to /v1 (env UNSTUCK_LLM_BASE_URL, OPENAI_BASE_URL)")
	fs.StringVar(&c.Model, "llm-model", c.Model, "model name (env UNSTUCK_LLM_MODEL)")
	fs.Float64Var(&c.Temperature, "llm-temperature", c.Temperature, "sampling temperature")
	fs.IntVar(&c.MaxTokens, "llm-max-tokens", c.MaxTokens, "completion token limit per choice (0: server default)")
	fs.DurationVar(&c.Timeout, "llm-timeout", c.Timeout, "timeout per LLM request")
	fs.IntVar(&c.MaxRetries, "llm-retries", c.MaxRetries, "retries of a failed LLM request (negative: none)")
	fs.IntVar(&c.Concurrency, "llm-concurrency", c.Concurrency, "LLM requests in flight at most")
	fs.Float64Var(&c.PromptPrice, "llm-prompt-price", c.PromptPrice, "price per 1M prompt tokens, for the cost estimate")
	fs.Float64Var(&c.CompletionPrice, "llm-completion-price", c.CompletionPrice, "price per 1M completion tokens, for the cost estimate")
	fs.StringVar(&c.CacheDir, "llm-cache", c.CacheDir, "directory of the LLM response cache (empty: no cache)")
	fs.BoolVar(&c.CacheOnly, "llm-cache-only", c.CacheOnly, "replay from the LLM cache only; a miss is an error")
}

// withDefaults fills the zero fields that have defaults.
func (c Config) withDefaults() Config {
	if c.BaseURL == "" {
		c.BaseURL = DefaultBaseURL
	}
	if c.Timeout <= 0 {
		c.Timeout = DefaultTimeout
	}
	if c.MaxRetries == 0 {
		c.MaxRetries = DefaultMaxRetries
	} else if c.MaxRetries < 0 {
		c.MaxRetries = 0
	}
	if c.Concurrency <= 0 {
		c.Concurrency = DefaultConcurrency
	}
	if c.BackoffBase <= 0 {
		c.BackoffBase = DefaultBackoffBase
	}
	if c.BackoffMax <= 0 {
		c.BackoffMax = DefaultBackoffMax
	}
	if c.BackoffMax < c.BackoffBase {
		c.BackoffMax = c.BackoffBase
	}
	return c
}

// endpoint is the chat-completions URL. A base that already names the
// endpoint is taken as it is, since that is a common way to copy it.
func (c Config) endpoint() string {
	b := strings.TrimRight(c.BaseURL, "/")
	if strings.HasSuffix(b, "/chat/completions") {
		return b
	}
	return b + "/chat/completions"
}
