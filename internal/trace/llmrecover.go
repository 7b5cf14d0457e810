// Phase: trace, recovery by an LLM: the dissertation's two prompts over an
// OpenAI-compatible server (internal/llm). V1 asks, once per method
// signature, how the method touches the internal structure of its receiver
// and arguments (<get/set> <add/remove/replace> <structure>
// <start/end/all/index/key>); V2 gives the variables' structure and values
// and asks for the modified fields as outer#field#... paths. Answers are
// cached (V1 by signature, V2 by call site; on disk by the llm client),
// asked in batches (Prefetch: several calls in one request), and a failed
// or unusable answer is cached as "nothing recovered" and counted, its
// error kept for the commands to show, so that a loop does not ask again.
// Calls the knowledge base knows are not asked about (Recovery.Apply).
package trace

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"

	"unstuck/internal/llm"
)

// LLMRecovery asks a model for the critical variables of calls.
type LLMRecovery struct {
	Client  *llm.Client
	Version string // "v1" or "v2"
	Ctx     context.Context

	mu      sync.Mutex
	cache   map[string][]v1Effect
	v2cache map[string][]relEffect
	// Hits counts answers taken from the cache; LastError is the latest
	// failure (shown by the commands).
	Hits      int
	LastError string
	// Errors counts answers that could not be used (malformed, failed).
	Errors int
	// Requests counts the questions sent (a batch is one).
	Requests int
	// BatchSize is the most calls asked about in one request; default 12.
	BatchSize int
}

// LLMStats is what LLM recovery cost and how it went, for the results.
type LLMStats struct {
	Prompt    string `json:"prompt"`
	Requests  int    `json:"requests"`
	Hits      int    `json:"cache_hits"`
	Errors    int    `json:"errors"`
	LastError string `json:"last_error,omitempty"`
}

// Stats reports the requests, cache hits and errors so far (nil for no LLM).
func (l *LLMRecovery) Stats() *LLMStats {
	if l == nil {
		return nil
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	v := l.Version
	if v == "" {
		v = "v1"
	}
	return &LLMStats{Prompt: v, Requests: l.Requests, Hits: l.Hits, Errors: l.Errors, LastError: l.LastError}
}

// cacheKey is what one answer stands for: V1's signature, V2's call site.
func (l *LLMRecovery) cacheKey(c CallView) string {
	if l.Version == "v2" {
		return Signature(c) + "\x00" + c.Site.Text
	}
	return Signature(c)
}

// cached reports whether c's answer is known, counting nothing.
func (l *LLMRecovery) cached(key string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.Version == "v2" {
		_, ok := l.v2cache[key]
		return ok
	}
	_, ok := l.cache[key]
	return ok
}

// store keeps an answer (nil effects: nothing recovered, e.g. after an error).
func (l *LLMRecovery) store(key string, c CallView, v1 []v1Effect, v2 []Effect) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.Version == "v2" {
		if l.v2cache == nil {
			l.v2cache = map[string][]relEffect{}
		}
		l.v2cache[key] = toRel(v2, c)
		return
	}
	if l.cache == nil {
		l.cache = map[string][]v1Effect{}
	}
	l.cache[key] = v1
}

func (l *LLMRecovery) ask(ctx context.Context, prompt string) (string, error) {
	l.mu.Lock()
	l.Requests++
	l.mu.Unlock()
	resp, err := l.Client.Complete(ctx, llm.Request{Messages: []llm.Message{llm.User(prompt)}})
	if err != nil {
		return "", err
	}
	return resp.Text(), nil
}

// Prefetch asks about every call of cs whose answer is not cached yet, at
// most BatchSize distinct ones per request (one call alone gets the
// single prompt). Effects then answers from the cache.
func (l *LLMRecovery) Prefetch(cs []CallView) {
	if l == nil || l.Client == nil {
		return
	}
	var todo []CallView
	var keys []string
	seen := map[string]bool{}
	for _, c := range cs {
		k := l.cacheKey(c)
		if seen[k] || l.cached(k) {
			continue
		}
		seen[k] = true
		todo = append(todo, c)
		keys = append(keys, k)
	}
	n := l.BatchSize
	if n <= 0 {
		n = 12
	}
	for len(todo) > 0 {
		m := min(n, len(todo))
		if m == 1 {
			l.Effects(todo[0])
		} else {
			l.askBatch(todo[:m], keys[:m])
		}
		todo, keys = todo[m:], keys[m:]
	}
}

// askBatch asks about several calls in one request; a call the answer
// leaves out, or an answer that does not parse, recovers nothing.
func (l *LLMRecovery) askBatch(cs []CallView, keys []string) {
	ctx := l.Ctx
	if ctx == nil {
		ctx = context.Background()
	}
	prompt := PromptBatch(cs, l.Version)
	text, err := l.ask(ctx, prompt)
	var ans struct {
		Calls []struct {
			Call     int             `json:"call"`
			Modified json.RawMessage `json:"modified"`
			Effects  json.RawMessage `json:"effects"`
		} `json:"calls"`
	}
	if err == nil {
		if derr := llm.DecodeFirst(text, &ans); derr != nil || ans.Calls == nil {
			err = fmt.Errorf("unusable batch answer: %s", clip(text, 200))
		}
	}
	got := map[int]bool{}
	if err == nil {
		for _, a := range ans.Calls {
			i := a.Call - 1
			if i < 0 || i >= len(cs) || got[i] {
				continue
			}
			got[i] = true
			if l.Version == "v2" {
				effs, ok := ParseV2(`{"modified": `+string(orNull(a.Modified))+`}`, cs[i])
				if !ok {
					l.failWith(fmt.Sprintf("unusable answer for call %d: %s", a.Call, clip(string(a.Modified), 200)))
				}
				l.store(keys[i], cs[i], nil, effs)
			} else {
				effs, ok := ParseV1(`{"effects": ` + string(orNull(a.Effects)) + `}`)
				if !ok {
					l.failWith(fmt.Sprintf("unusable answer for call %d: %s", a.Call, clip(string(a.Effects), 200)))
				}
				l.store(keys[i], cs[i], effs, nil)
			}
		}
	} else {
		l.failWith(err.Error())
	}
	missing := 0
	for i := range cs {
		if !got[i] {
			missing++
			l.store(keys[i], cs[i], nil, nil)
		}
	}
	if err == nil && missing > 0 {
		l.failWith(fmt.Sprintf("the batch answer left out %d of %d calls", missing, len(cs)))
	}
}

func orNull(b json.RawMessage) json.RawMessage {
	if len(b) == 0 {
		return json.RawMessage("null")
	}
	return b
}

// PromptBatch asks about several calls at once (V2: each with its
// variables' values; V1: each signature with an example call).
func PromptBatch(cs []CallView, version string) string {
	var b strings.Builder
	if version == "v2" {
		fmt.Fprintf(&b, "Several %s calls are executed but their implementations are not traced.\n", CallLang(cs[0]))
		for i, c := range cs {
			fmt.Fprintf(&b, "\nCall %d: %s\n", i+1, c.Site.Text)
			v2Vars(&b, c)
		}
		b.WriteString("\nFor each call, which fields may it modify? Name each as a path outer#field#... (e.g. `l#3`, `d#key`, `node#next`; `l#*` for every element).\n")
		b.WriteString(`Answer with JSON only, one entry per call: {"calls": [{"call": 1, "modified": ["l#3"]}, {"call": 2, "modified": []}]}`)
		return b.String()
	}
	fmt.Fprintf(&b, "You are given %s library calls whose implementations are not traced.\n", CallLang(cs[0]))
	for i, c := range cs {
		fmt.Fprintf(&b, "Call %d: signature %s, example call: %s\n", i+1, Signature(c), c.Site.Text)
	}
	b.WriteString("For each call, for the receiver (\"self\") and each argument (\"arg0\", \"arg1\", ...), say how the call touches its internal structure.\n")
	b.WriteString("Describe each effect as `<get/set> <add/remove/replace> <internal structure> <start/end/all/index/key>`.\n")
	b.WriteString(`Answer with JSON only, one entry per call: {"calls": [{"call": 1, "effects": [{"target": "self", "effect": "set add elements end"}]}, {"call": 2, "effects": []}]}`)
	return b.String()
}

type v1Effect struct {
	Target string // self or a parameter position "arg0"...
	Op     string // get/set
	Change string // add/remove/replace
	Where  string // start/end/all/index/key
}

// Signature names a call for the V1 cache.
func Signature(c CallView) string {
	if c.Site.Recv != "" && c.Rec.RType != "module" && c.Rec.RType != "" {
		return fmt.Sprintf("%s.%s/%d", c.Rec.RType, c.Site.Func, len(c.Site.Args))
	}
	return fmt.Sprintf("%s/%d", c.Site.Func, len(c.Site.Args))
}

// PromptV1 is the per-signature question.
func PromptV1(c CallView) string {
	var b strings.Builder
	fmt.Fprintf(&b, "You are given a %s library call whose implementation is not traced.\n", CallLang(c))
	fmt.Fprintf(&b, "Signature: %s\nExample call: %s\n", Signature(c), c.Site.Text)
	b.WriteString("For the receiver (\"self\") and each argument (\"arg0\", \"arg1\", ...), say how the call touches its internal structure.\n")
	b.WriteString("Describe each effect as `<get/set> <add/remove/replace> <internal structure> <start/end/all/index/key>`.\n")
	b.WriteString(`Answer with JSON only: {"effects": [{"target": "self", "effect": "set add elements end"}]} (an empty list when nothing is modified).`)
	return b.String()
}

// PromptV2 gives the variables' structure and values.
func PromptV2(c CallView) string {
	var b strings.Builder
	fmt.Fprintf(&b, "A %s call is executed but its implementation is not traced: %s\n", CallLang(c), c.Site.Text)
	v2Vars(&b, c)
	b.WriteString("Which fields may the call modify? Name each as a path outer#field#... (e.g. `l#3`, `d#key`, `node#next`; `l#*` for every element).\n")
	b.WriteString(`Answer with JSON only: {"modified": ["l#3"]}`)
	return b.String()
}

// v2Vars writes the call's receiver and arguments before it, path by path.
func v2Vars(b *strings.Builder, c CallView) {
	b.WriteString("Variables before the call (path: value):\n")
	show := func(name, typ string, shape map[string]string) {
		fmt.Fprintf(b, "- %s (%s)\n", name, typ)
		var ks []string
		for k := range shape {
			ks = append(ks, k)
		}
		sort.Strings(ks)
		for i, k := range ks {
			if i >= 20 {
				b.WriteString("  ...\n")
				break
			}
			fmt.Fprintf(b, "  %s%s = %s\n", name, k, shape[k])
		}
	}
	if c.Site.Recv != "" && c.Rec.RType != "module" {
		show(c.Site.Recv, c.Rec.RType, c.Rec.Before)
	}
	for i, a := range c.Rec.Args {
		if a != nil && a.ID != 0 && i < len(c.Site.Args) && c.Site.Args[i] != "" {
			show(c.Site.Args[i], a.Type, a.Before)
		}
	}
}

// Effects asks the model (once per signature for V1).
func (l *LLMRecovery) Effects(c CallView) []Effect {
	if l == nil || l.Client == nil {
		return nil
	}
	ctx := l.Ctx
	if ctx == nil {
		ctx = context.Background()
	}
	if l.Version == "v2" {
		// One question per call site: a loop's 300 runs of l.append(x) ask
		// once; list indices are kept relative to the length seen, so that
		// the answer fits every later run.
		key := l.cacheKey(c)
		l.mu.Lock()
		if l.v2cache == nil {
			l.v2cache = map[string][]relEffect{}
		}
		rel, hit := l.v2cache[key]
		l.mu.Unlock()
		if hit {
			l.mu.Lock()
			l.Hits++
			l.mu.Unlock()
			return fromRel(rel, c)
		}
		text, err := l.ask(ctx, PromptV2(c))
		if err != nil {
			// Not asked again: a loop would repeat the failure on every run.
			l.failWith(err.Error())
			l.store(key, c, nil, nil)
			return nil
		}
		effs, ok := ParseV2(text, c)
		if !ok {
			l.failWith("unusable answer: " + clip(text, 200))
		}
		l.mu.Lock()
		l.v2cache[key] = toRel(effs, c)
		l.mu.Unlock()
		return effs
	}
	sig := Signature(c)
	l.mu.Lock()
	if l.cache == nil {
		l.cache = map[string][]v1Effect{}
	}
	got, hit := l.cache[sig]
	if hit {
		l.Hits++
	}
	l.mu.Unlock()
	if !hit {
		text, err := l.ask(ctx, PromptV1(c))
		if err != nil {
			l.failWith(err.Error())
			l.store(sig, c, nil, nil)
			return nil
		}
		var ok bool
		got, ok = ParseV1(text)
		if !ok {
			l.failWith("unusable answer: " + clip(text, 200))
		}
		l.mu.Lock()
		l.cache[sig] = got
		l.mu.Unlock()
	}
	return mapV1(got, c)
}

// relEffect is a cached V2 effect; a list index is stored as an offset
// from the target's length before the call.
type relEffect struct {
	Target, Path string
	Offset       int
	Rel          bool
}

func targetLen(c CallView, target string) (int, bool) {
	var shape map[string]string
	if target == "recv" {
		shape = c.Rec.Before
	} else if n, err := strconv.Atoi(strings.TrimPrefix(target, "arg")); err == nil && n < len(c.Rec.Args) && c.Rec.Args[n] != nil {
		shape = c.Rec.Args[n].Before
	}
	n, err := strconv.Atoi(shape["#len"])
	return n, err == nil
}

func toRel(effs []Effect, c CallView) []relEffect {
	var out []relEffect
	for _, e := range effs {
		r := relEffect{Target: e.Target, Path: e.Path}
		if strings.HasPrefix(e.Path, "[") && strings.HasSuffix(e.Path, "]") {
			if i, err := strconv.Atoi(e.Path[1 : len(e.Path)-1]); err == nil {
				if n, ok := targetLen(c, e.Target); ok {
					r.Rel, r.Offset = true, i-n
				}
			}
		}
		out = append(out, r)
	}
	return out
}

func fromRel(rs []relEffect, c CallView) []Effect {
	out := []Effect{}
	for _, r := range rs {
		if r.Rel {
			if n, ok := targetLen(c, r.Target); ok {
				out = append(out, Effect{r.Target, "[" + strconv.Itoa(n+r.Offset) + "]"})
				continue
			}
			out = append(out, Effect{r.Target, "*"})
			continue
		}
		out = append(out, Effect{r.Target, r.Path})
	}
	return out
}

func (l *LLMRecovery) failWith(msg string) {
	l.mu.Lock()
	l.Errors++
	l.LastError = msg
	l.mu.Unlock()
}

func (l *LLMRecovery) fail() {
	l.mu.Lock()
	l.Errors++
	l.mu.Unlock()
}

// ParseV1 reads a V1 answer; ok is false when it is not usable.
func ParseV1(text string) ([]v1Effect, bool) {
	var ans struct {
		Effects []struct {
			Target string `json:"target"`
			Effect string `json:"effect"`
		} `json:"effects"`
	}
	if err := llm.DecodeFirst(text, &ans); err != nil || ans.Effects == nil {
		return nil, false
	}
	var out []v1Effect
	for _, e := range ans.Effects {
		f := strings.Fields(strings.ToLower(strings.Trim(e.Effect, "<>` ")))
		if len(f) < 4 {
			continue
		}
		op, ch, where := f[0], f[1], f[len(f)-1]
		if (op != "get" && op != "set") || !oneOf(ch, "add", "remove", "replace") || !oneOf(where, "start", "end", "all", "index", "key") {
			continue
		}
		t := strings.ToLower(strings.TrimSpace(e.Target))
		if t == "self" || t == "receiver" {
			t = "recv"
		}
		if t != "recv" && !strings.HasPrefix(t, "arg") {
			continue
		}
		out = append(out, v1Effect{Target: t, Op: op, Change: ch, Where: where})
	}
	return out, true
}

func oneOf(s string, xs ...string) bool {
	for _, x := range xs {
		if s == x {
			return true
		}
	}
	return false
}

// mapV1 turns the model's effects into paths of this call's objects.
func mapV1(effs []v1Effect, c CallView) []Effect {
	out := []Effect{}
	for _, e := range effs {
		if e.Op != "set" {
			continue
		}
		switch e.Where {
		case "end":
			if e.Target == "recv" && c.Rec.RLen != nil && e.Change == "add" {
				out = append(out, Effect{"recv", "[" + strconv.Itoa(*c.Rec.RLen-1) + "]"})
			} else {
				out = append(out, Effect{e.Target, "*"})
			}
		case "key", "index":
			if len(c.Rec.Args) > 0 && c.Rec.Args[0].EntryKey() != "" {
				out = append(out, Effect{e.Target, "[" + c.Rec.Args[0].EntryKey() + "]"})
			} else {
				out = append(out, Effect{e.Target, "*"})
			}
		default:
			out = append(out, Effect{e.Target, "*"})
		}
		if e.Change != "replace" {
			out = append(out, Effect{e.Target, "#len"})
		}
	}
	return out
}

// ParseV2 reads a V2 answer of outer#field#... paths.
func ParseV2(text string, c CallView) ([]Effect, bool) {
	var ans struct {
		Modified []string `json:"modified"`
	}
	if err := llm.DecodeFirst(text, &ans); err != nil || ans.Modified == nil {
		return nil, false
	}
	names := map[string]string{}
	types := map[string]string{}
	if c.Site.Recv != "" {
		names[c.Site.Recv], types[c.Site.Recv] = "recv", c.Rec.RType
	}
	for i, a := range c.Site.Args {
		if a != "" && i < len(c.Rec.Args) && c.Rec.Args[i] != nil {
			names[a], types[a] = "arg"+strconv.Itoa(i), c.Rec.Args[i].Type
		}
	}
	out := []Effect{}
	for _, p := range ans.Modified {
		parts := strings.Split(strings.TrimSpace(p), "#")
		t, ok := names[parts[0]]
		if !ok || len(parts) < 2 {
			continue
		}
		f := parts[1]
		switch {
		case f == "*" || f == "":
			out = append(out, Effect{t, "*"})
		case f == "len" || f == "size":
			out = append(out, Effect{t, "#len"})
		case oneOf(containerKind(types[parts[0]]), "list", "deque", "tuple"):
			if n, err := strconv.Atoi(f); err == nil {
				out = append(out, Effect{t, "[" + strconv.Itoa(n) + "]"})
			} else {
				out = append(out, Effect{t, "*"})
			}
		case oneOf(containerKind(types[parts[0]]), "dict", "defaultdict", "OrderedDict", "Counter"):
			if _, err := strconv.Atoi(f); err == nil || strings.HasPrefix(f, "'") || strings.HasPrefix(f, `"`) {
				out = append(out, Effect{t, "[" + f + "]"})
			} else {
				b, _ := json.Marshal(f)
				out = append(out, Effect{t, "['" + strings.Trim(string(b), `"`) + "']"})
			}
		default:
			out = append(out, Effect{t, "." + f})
		}
	}
	return out, true
}
