// Package llm is the model-access layer every LLM feature of unstuck goes
// through: one client for the OpenAI-compatible chat-completions API
// (POST {base}/chat/completions, as served by OpenAI, vLLM, Ollama's /v1 and
// llama.cpp's server).
//
// A Client asks for N choices in one request and falls back to repeated
// requests on servers that ignore or reject "n"; retries 429, 5xx, timeouts
// and broken connections with exponential backoff and jitter; bounds the
// requests in flight across goroutines; counts tokens, requests and cost;
// and keeps an on-disk cache of answers that doubles as deterministic
// replay (CacheOnly). ExtractJSON and DecodeFirst find JSON in the prose,
// fences and near-JSON that models answer with.
package llm
