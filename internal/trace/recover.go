// Phase: trace, recovery of dependencies lost in calls. A call into code
// that is not traced (builtins, the standard library, C extensions) writes
// what the trace never sees: l.append(x) writes l[len(l)-1] and len(l).
// Three means find these critical variables, each switchable and recorded
// on the write it adds: a knowledge base of the standard containers and
// modules, a before/after comparison of receiver and arguments (bounded by
// the layers), and an LLM (llmrecover.go). The baseline that every call
// writes its receiver and arguments entirely is here for comparison.
package trace

import (
	"sort"
	"strconv"
	"strings"
)

// Recovery selects the means; the zero value recovers nothing.
type Recovery struct {
	KB       bool
	Runtime  bool
	Baseline bool
	LLM      *LLMRecovery // nil: no LLM
}

// AllRecovery is the default: knowledge base and runtime comparison.
var AllRecovery = Recovery{KB: true, Runtime: true}

// RecoveredWrite is one write a call made that the trace did not see.
type RecoveredWrite struct {
	Step  int    `json:"step"`
	Obj   int64  `json:"obj"`
	Path  string `json:"path"` // "[3]", "['k']", ".attr", "#len", "*" (everything)
	Var   string `json:"var"`  // as shown: l[3], d['k'], h[*]
	Means string `json:"means"`
	Call  string `json:"call"`
}

// Effect is a write relative to a call: Target is "recv" or "argN".
type Effect struct {
	Target string `json:"target"`
	Path   string `json:"path"`
}

// CallView is what the recovery means see of one call: the static site and
// the runtime record.
type CallView struct {
	Site CallSite
	Rec  CallRecord
}

// target resolves an effect's target to an object id and its expression.
func (c CallView) target(t string) (int64, string, bool) {
	if t == "recv" {
		return c.Rec.Recv, c.Site.Recv, c.Rec.Recv != 0 && c.Rec.RType != "module"
	}
	if strings.HasPrefix(t, "arg") {
		i, err := strconv.Atoi(t[3:])
		if err != nil || i >= len(c.Rec.Args) || c.Rec.Args[i] == nil || c.Rec.Args[i].ID == 0 {
			return 0, "", false
		}
		e := ""
		if i < len(c.Site.Args) {
			e = c.Site.Args[i]
		}
		return c.Rec.Args[i].ID, e, true
	}
	return 0, "", false
}

// Apply runs the selected means over every untraced call of tr.
func (r Recovery) Apply(tr *Trace) []RecoveredWrite {
	if !r.KB && !r.Runtime && !r.Baseline && r.LLM == nil {
		return nil
	}
	var out []RecoveredWrite
	if r.LLM != nil {
		// The model is asked once, in batches, about every call it will be
		// asked about below (each then answers from the cache).
		var ask []CallView
		r.eachCall(tr, func(_ int, cv CallView) {
			if !r.KB || KBEffects(cv) == nil {
				ask = append(ask, cv)
			}
		})
		r.LLM.Prefetch(ask)
	}
	for i := range tr.Steps {
		s := &tr.Steps[i]
		if len(s.Calls) == 0 {
			continue
		}
		st := tr.Static[s.File][s.Line]
		if st == nil {
			continue
		}
		for _, rec := range s.Calls {
			if rec.Site < 0 {
				continue
			}
			var site *CallSite
			for k := range st.Calls {
				if st.Calls[k].ID == rec.Site {
					site = &st.Calls[k]
				}
			}
			if site == nil || site.User {
				continue
			}
			cv := CallView{Site: *site, Rec: rec}
			seen := map[string]bool{}
			emit := func(means string, effs []Effect) {
				for _, e := range effs {
					obj, expr, ok := cv.target(e.Target)
					if !ok {
						continue
					}
					k := strconv.FormatInt(obj, 10) + e.Path
					if seen[k] {
						continue
					}
					seen[k] = true
					shown := e.Path
					if shown == "*" {
						shown = "[*]"
					}
					if expr == "" {
						expr = e.Target
					}
					out = append(out, RecoveredWrite{Step: i, Obj: obj, Path: e.Path, Var: expr + shown, Means: means, Call: site.Text})
				}
			}
			if r.KB {
				emit("kb", KBEffects(cv))
			}
			if r.Runtime {
				emit("runtime", RuntimeEffects(cv))
			}
			// The LLM is asked only about calls the knowledge base does not know.
			if r.LLM != nil && (!r.KB || KBEffects(cv) == nil) {
				emit("llm", r.LLM.Effects(cv))
			}
			if r.Baseline {
				emit("baseline", BaselineEffects(cv))
			}
		}
	}
	return out
}

// eachCall calls f with every recorded call into untraced code.
func (r Recovery) eachCall(tr *Trace, f func(step int, cv CallView)) {
	for i := range tr.Steps {
		s := &tr.Steps[i]
		st := tr.Static[s.File][s.Line]
		if len(s.Calls) == 0 || st == nil {
			continue
		}
		for _, rec := range s.Calls {
			if rec.Site < 0 {
				continue
			}
			for k := range st.Calls {
				if st.Calls[k].ID == rec.Site && !st.Calls[k].User {
					f(i, CallView{Site: st.Calls[k], Rec: rec})
					break
				}
			}
		}
	}
}

// BaselineEffects: the call writes its receiver and every argument that is
// an object, entirely.
func BaselineEffects(c CallView) []Effect {
	var out []Effect
	if c.Rec.Recv != 0 && c.Rec.RType != "module" {
		out = append(out, Effect{"recv", "*"}, Effect{"recv", "#len"})
	}
	for i, a := range c.Rec.Args {
		if a != nil && a.ID != 0 {
			out = append(out, Effect{"arg" + strconv.Itoa(i), "*"}, Effect{"arg" + strconv.Itoa(i), "#len"})
		}
	}
	return out
}

// RuntimeEffects compares receiver and arguments before and after the
// call, down to the recorded layers; a changed element, key or attribute
// is a write of that part, a changed length a write of the length.
func RuntimeEffects(c CallView) []Effect {
	var out []Effect
	diff := func(t string, b, a map[string]string) {
		if b == nil || a == nil {
			return
		}
		keys := map[string]bool{}
		for k, v := range b {
			if a[k] != v {
				keys[top(k)] = true
			}
		}
		for k := range a {
			if _, ok := b[k]; !ok {
				keys[top(k)] = true
			}
		}
		var ks []string
		for k := range keys {
			ks = append(ks, k)
		}
		sort.Strings(ks)
		for _, k := range ks {
			if k == "" {
				k = "*"
			}
			out = append(out, Effect{t, k})
		}
	}
	diff("recv", c.Rec.Before, c.Rec.After)
	for i, a := range c.Rec.Args {
		if a != nil {
			diff("arg"+strconv.Itoa(i), a.Before, a.After)
		}
	}
	return out
}

// top is the first component of a shape path: "[3][0]" -> "[3]".
func top(k string) string {
	if k == "" || k[0] == '#' {
		return k
	}
	if k[0] == '[' || k[0] == '{' {
		depth := 0
		for i := 0; i < len(k); i++ {
			switch k[i] {
			case '[', '{', '(':
				depth++
			case ']', '}', ')':
				depth--
				if depth == 0 {
					return k[:i+1]
				}
			case '\'', '"':
				// skip a quoted key
				q := k[i]
				for i++; i < len(k) && k[i] != q; i++ {
					if k[i] == '\\' {
						i++
					}
				}
			}
		}
		return k
	}
	if k[0] == '.' {
		if j := strings.IndexAny(k[1:], ".[{#"); j >= 0 {
			return k[:j+1]
		}
	}
	return k
}

// kbEntry describes what a method or function writes.
type kbEntry func(c CallView) []Effect

func lenEffect(c CallView, t string) []Effect { return []Effect{{t, "#len"}} }

// appendAt: the element at the new end and the length.
func appendAt(c CallView) []Effect {
	if c.Rec.RLen == nil {
		return []Effect{{"recv", "*"}}
	}
	return []Effect{{"recv", "[" + strconv.Itoa(*c.Rec.RLen-1) + "]"}, {"recv", "#len"}}
}

// extendAt: the elements from the old end to the new one.
func extendAt(c CallView) []Effect {
	if c.Rec.RLen == nil || c.Rec.Before == nil {
		return []Effect{{"recv", "*"}, {"recv", "#len"}}
	}
	old, err := strconv.Atoi(c.Rec.Before["#len"])
	if err != nil {
		return []Effect{{"recv", "*"}, {"recv", "#len"}}
	}
	out := []Effect{{"recv", "#len"}}
	for i := old; i < *c.Rec.RLen; i++ {
		out = append(out, Effect{"recv", "[" + strconv.Itoa(i) + "]"})
	}
	return out
}

func all(t string) kbEntry {
	return func(CallView) []Effect { return []Effect{{t, "*"}, {t, "#len"}} }
}

func allKeep(t string) kbEntry { return func(CallView) []Effect { return []Effect{{t, "*"}} } }

// argKey: the element keyed by argument k of the call.
func argKey(k int, withLen bool) kbEntry {
	return func(c CallView) []Effect {
		out := []Effect{}
		if k < len(c.Rec.Args) && c.Rec.Args[k] != nil && c.Rec.Args[k].Repr != "" {
			out = append(out, Effect{"recv", "[" + c.Rec.Args[k].Repr + "]"})
		} else {
			out = append(out, Effect{"recv", "*"})
		}
		if withLen {
			out = append(out, Effect{"recv", "#len"})
		}
		return out
	}
}

func updateKeys(c CallView) []Effect {
	out := []Effect{{"recv", "#len"}}
	if len(c.Rec.Args) > 0 && c.Rec.Args[0] != nil && c.Rec.Args[0].Keys != nil {
		for _, k := range c.Rec.Args[0].Keys {
			out = append(out, Effect{"recv", "[" + k + "]"})
		}
		return out
	}
	return append(out, Effect{"recv", "*"})
}

func setattrEff(c CallView) []Effect {
	if len(c.Rec.Args) > 1 && c.Rec.Args[1] != nil && c.Rec.Args[1].Repr != "" {
		return []Effect{{"arg0", "." + strings.Trim(c.Rec.Args[1].Repr, `'"`)}}
	}
	return []Effect{{"arg0", "*"}}
}

func none(CallView) []Effect { return []Effect{} }

// kbMethods: receiver type -> method -> effect. Methods that return new
// objects (str, tuple, frozenset, copy, get ...) write nothing, which the
// knowledge base states explicitly so that they count as known.
var kbMethods = map[string]map[string]kbEntry{
	"list": {
		"append": appendAt, "extend": extendAt, "insert": all("recv"), "remove": all("recv"),
		"pop": all("recv"), "sort": allKeep("recv"), "reverse": allKeep("recv"), "clear": all("recv"),
		"copy": none, "index": none, "count": none, "__iadd__": extendAt,
	},
	"dict": {
		"update": updateKeys, "setdefault": argKey(0, true), "pop": argKey(0, true), "popitem": all("recv"),
		"clear": all("recv"), "get": none, "keys": none, "values": none, "items": none, "copy": none,
		"fromkeys": none,
	},
	"set": {
		"add": lenOnly, "discard": lenOnly, "remove": lenOnly, "pop": lenOnly, "clear": all("recv"),
		"update": lenOnly, "difference_update": lenOnly, "intersection_update": lenOnly,
		"symmetric_difference_update": lenOnly, "union": none, "intersection": none,
		"difference": none, "issubset": none, "issuperset": none, "copy": none,
	},
	"deque": {
		"append": appendAt, "appendleft": all("recv"), "pop": lenOnly, "popleft": all("recv"),
		"extend": extendAt, "extendleft": all("recv"), "rotate": allKeep("recv"), "clear": all("recv"),
		"reverse": allKeep("recv"),
	},
}

func lenOnly(c CallView) []Effect { return []Effect{{"recv", "*"}, {"recv", "#len"}} }

// kbFuncs: module functions and builtins, by name.
var kbFuncs = map[string]kbEntry{
	"heappush": allArg0, "heappop": allArg0, "heapify": allArg0Keep, "heapreplace": allArg0Keep,
	"heappushpop": allArg0Keep, "insort": allArg0, "insort_left": allArg0, "insort_right": allArg0,
	"shuffle": allArg0Keep, "setattr": setattrEff, "delattr": setattrEff,
	"sorted": none, "len": none, "bisect": none, "bisect_left": none, "bisect_right": none,
	"min": none, "max": none, "sum": none, "abs": none, "list": none, "dict": none, "set": none,
	"tuple": none, "str": none, "int": none, "float": none, "range": none, "enumerate": none,
	"zip": none, "reversed": none, "print": none, "isinstance": none, "getattr": none,
	"hasattr": none, "deepcopy": none, "copy": none, "nlargest": none, "nsmallest": none,
	"choice": none, "randint": none, "sample": none, "map": none, "filter": none, "any": none, "all": none,
}

func allArg0(CallView) []Effect     { return []Effect{{"arg0", "*"}, {"arg0", "#len"}} }
func allArg0Keep(CallView) []Effect { return []Effect{{"arg0", "*"}} }

// ExtraKB are the knowledge bases of other languages' libraries
// (internal/javatrace registers java.util's); the first that knows a call
// answers for it.
var ExtraKB []func(CallView) ([]Effect, bool)

// KBEffects looks the call up in the knowledge base; nil when unknown.
func KBEffects(c CallView) []Effect {
	for _, kb := range ExtraKB {
		if e, ok := kb(c); ok {
			return e
		}
	}
	if c.Site.Recv != "" && c.Rec.RType != "" && c.Rec.RType != "module" {
		t := c.Rec.RType
		switch t {
		case "defaultdict", "OrderedDict", "Counter":
			t = "dict"
		case "str", "bytes", "tuple", "frozenset", "int", "float":
			return []Effect{} // immutable: methods return new objects
		}
		if m, ok := kbMethods[t]; ok {
			if f, ok := m[c.Site.Func]; ok {
				return f(c)
			}
		}
		if t == "dict" && c.Site.Func == "__setitem__" {
			return argKey(0, true)(c)
		}
		return nil
	}
	if f, ok := kbFuncs[c.Site.Func]; ok {
		return f(c)
	}
	return nil
}
