// Phase: trace, recovery by an LLM: the dissertation's two prompts over an
// OpenAI-compatible server (internal/llm). V1 asks, once per method
// signature, how the method touches the internal structure of its receiver
// and arguments (<get/set> <add/remove/replace> <structure>
// <start/end/all/index/key>); V2 gives the variables' structure and values
// and asks for the modified fields as outer#field#... paths. Answers are
// cached by signature (and on disk by the llm client); an answer that does
// not parse recovers nothing.
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
	b.WriteString("Variables before the call (path: value):\n")
	show := func(name, typ string, shape map[string]string) {
		fmt.Fprintf(&b, "- %s (%s)\n", name, typ)
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
			fmt.Fprintf(&b, "  %s%s = %s\n", name, k, shape[k])
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
	b.WriteString("Which fields may the call modify? Name each as a path outer#field#... (e.g. `l#3`, `d#key`, `node#next`; `l#*` for every element).\n")
	b.WriteString(`Answer with JSON only: {"modified": ["l#3"]}`)
	return b.String()
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
		key := Signature(c) + "\x00" + c.Site.Text
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
		resp, err := l.Client.Complete(ctx, llm.Request{Messages: []llm.Message{llm.User(PromptV2(c))}})
		if err != nil {
			l.failWith(err.Error())
			return nil
		}
		effs, ok := ParseV2(resp.Text(), c)
		if !ok {
			l.failWith("unusable answer: " + clip(resp.Text(), 200))
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
	l.mu.Unlock()
	if !hit {
		resp, err := l.Client.Complete(ctx, llm.Request{Messages: []llm.Message{llm.User(PromptV1(c))}})
		if err != nil {
			l.failWith(err.Error())
			return nil
		}
		var ok bool
		got, ok = ParseV1(resp.Text())
		if !ok {
			l.fail()
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
