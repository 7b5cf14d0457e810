// Accounting: what a Client has spent, in requests, tokens and money, and
// how much the cache saved.
package llm

import "sync"

// Stats is a snapshot of a Client's counters.
type Stats struct {
	Calls            int64 // Complete calls
	Errors           int64 // Complete calls that failed
	Requests         int64 // HTTP requests sent, retries included
	Retries          int64
	CacheHits        int64
	CacheMisses      int64
	CacheWriteErrors int64 // answers that could not be cached (the call still succeeded)

	// Tokens of the answers received over the network; cache hits cost
	// nothing and are not counted. EstimatedTokens is set when some
	// server answer had no usage and its tokens were estimated.
	PromptTokens     int64
	CompletionTokens int64
	EstimatedTokens  bool

	// Cost is the tokens at the configured prices per million; 0 when the
	// prices are unknown (CostKnown false).
	Cost      float64
	CostKnown bool
}

// Stats returns a snapshot of the counters; safe for concurrent use.
func (c *Client) Stats() Stats { return c.stats.snapshot() }

type stats struct {
	mu     sync.Mutex
	s      Stats
	prices [2]float64 // per 1M prompt, completion tokens
}

func (st *stats) bump(f func(*Stats)) {
	st.mu.Lock()
	f(&st.s)
	st.mu.Unlock()
}

func (st *stats) call()            { st.bump(func(s *Stats) { s.Calls++ }) }
func (st *stats) failed()          { st.bump(func(s *Stats) { s.Errors++ }) }
func (st *stats) request()         { st.bump(func(s *Stats) { s.Requests++ }) }
func (st *stats) retry()           { st.bump(func(s *Stats) { s.Retries++ }) }
func (st *stats) cacheHit()        { st.bump(func(s *Stats) { s.CacheHits++ }) }
func (st *stats) cacheMiss()       { st.bump(func(s *Stats) { s.CacheMisses++ }) }
func (st *stats) cacheWriteError() { st.bump(func(s *Stats) { s.CacheWriteErrors++ }) }

func (st *stats) tokens(u Usage) {
	st.bump(func(s *Stats) {
		s.PromptTokens += int64(u.PromptTokens)
		s.CompletionTokens += int64(u.CompletionTokens)
		s.EstimatedTokens = s.EstimatedTokens || u.Estimated
	})
}

func (st *stats) snapshot() Stats {
	st.mu.Lock()
	s := st.s
	st.mu.Unlock()
	s.Cost, s.CostKnown = Cost(s.PromptTokens, s.CompletionTokens, st.prices[0], st.prices[1])
	return s
}

// Cost prices token counts at prompt and completion prices per million
// tokens. known is false when either price is unset, since half a price
// would understate the cost without saying so.
func Cost(promptTokens, completionTokens int64, promptPrice, completionPrice float64) (cost float64, known bool) {
	if promptPrice <= 0 || completionPrice <= 0 {
		return 0, false
	}
	return (float64(promptTokens)*promptPrice + float64(completionTokens)*completionPrice) / 1e6, true
}
