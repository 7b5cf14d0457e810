// The batch's identity: the configuration that shapes a record's result,
// stamped on every journal line with its hash, so that resume, summaries
// and merges only ever combine records of one configuration.
package bench

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"runtime/debug"
	"sort"
	"strings"
	"sync"
)

// Config is every setting that can change an item's result. The mode's
// driver fills it (cmd/unstuck/bench.go); Job stamps the unstuck version.
//
// To key a new mode or option: add a field with `json:"name,omitempty"` and
// fill it in the driver. omitempty keeps the hashes of configurations that
// leave it unset as they were, so journals written before the field existed
// still resume. Durations are strings ("30s") so that the diff reads well.
type Config struct {
	Mode string `json:"mode"`

	// Learning-guided execution (lexecutor).
	Predictor  string  `json:"predictor,omitempty"`
	Level      string  `json:"level,omitempty"`
	Confidence float64 `json:"confidence,omitempty"`
	Random     bool    `json:"random,omitempty"`
	Seed       int64   `json:"seed,omitempty"`

	// Prefix exploration (explore).
	Proposer      string `json:"proposer,omitempty"`
	N             int    `json:"n,omitempty"`
	K             int    `json:"k,omitempty"`
	PrefixTimeout string `json:"prefix_timeout,omitempty"`
	Budget        string `json:"budget,omitempty"`
	Steer         string `json:"steer,omitempty"`  // "off" with --no-steer
	Forced        bool   `json:"forced,omitempty"` // explore --force: forced execution, not one value per object
	Deps          string `json:"deps,omitempty"`
	IndexURL      string `json:"index_url,omitempty"`
	LLMModel      string `json:"llm_model,omitempty"`
	LLMBaseURL    string `json:"llm_base_url,omitempty"`

	// Path solving (solve).
	Samples    int    `json:"samples,omitempty"`
	Z3Timeout  string `json:"z3_timeout,omitempty"`
	Hypothesis string `json:"hypothesis,omitempty"`
	SolveLLM   bool   `json:"solve_llm,omitempty"`

	// Tracing and debugging (debug).
	Recovery string `json:"recovery,omitempty"`
	MaxSteps int    `json:"max_steps,omitempty"`
	Layers   int    `json:"layers,omitempty"`

	// Every mode that runs code.
	Timeout     string   `json:"timeout,omitempty"`
	MemoryMiB   int64    `json:"memory_mib,omitempty"`
	DiskMiB     int64    `json:"disk_mib,omitempty"`
	BindRO      []string `json:"bind_ro,omitempty"` // host paths runs may read
	UserSite    bool     `json:"user_site,omitempty"`
	Interpreter string   `json:"interpreter,omitempty"` // resolved executable
	PyVersion   string   `json:"python_version,omitempty"`
	Isolation   string   `json:"isolation,omitempty"` // what the sandbox really is, not what was asked

	Version string `json:"unstuck_version,omitempty"`
}

// Hash names the configuration: the first 16 hex digits of the SHA-256 of
// its JSON (fields in declaration order, so the same settings always give
// the same hash).
func (c Config) Hash() string {
	b, _ := json.Marshal(c)
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:8])
}

// flat is the configuration as name -> value text, for diffs.
func (c Config) flat() map[string]string {
	b, _ := json.Marshal(c)
	var m map[string]any
	json.Unmarshal(b, &m)
	out := map[string]string{}
	for k, v := range m {
		out[k] = fmt.Sprint(v)
	}
	return out
}

// Diff names the settings that differ from old to c, as "name: old ->
// new", sorted by name; a setting one side lacks shows as "(unset)".
func (c Config) Diff(old Config) []string {
	a, b := old.flat(), c.flat()
	keys := map[string]bool{}
	for k := range a {
		keys[k] = true
	}
	for k := range b {
		keys[k] = true
	}
	var out []string
	for k := range keys {
		if a[k] == b[k] {
			continue
		}
		ov, nv := a[k], b[k]
		if ov == "" {
			ov = "(unset)"
		}
		if nv == "" {
			nv = "(unset)"
		}
		out = append(out, fmt.Sprintf("%s: %s -> %s", k, ov, nv))
	}
	sort.Strings(out)
	return out
}

// why says why rec does not count for the configuration c.
func (c Config) why(rec Keyed) string {
	if rec.ConfigHash == "" || rec.Config == nil {
		return "recorded without a configuration (older unstuck)"
	}
	d := c.Diff(*rec.Config)
	if len(d) == 0 {
		// Same settings under another hash: the record's Config is from a
		// build that knew fields this one does not.
		return "configuration hash " + rec.ConfigHash + " -> " + c.Hash()
	}
	return strings.Join(d, ", ")
}

// BuildVersion, when set at link time (`make build` passes -ldflags "-X
// unstuck/internal/bench.BuildVersion=$(git describe --always --dirty)"),
// is the unstuck version. It is needed where GOFLAGS has -buildvcs=false,
// and go test never stamps VCS information.
var BuildVersion string

var versionOnce = sync.OnceValue(func() string {
	if BuildVersion != "" {
		return BuildVersion
	}
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown"
	}
	rev, dirty := "", false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev == "" {
		// go test and builds outside a work tree carry no VCS stamp.
		if v := bi.Main.Version; v != "" && v != "(devel)" {
			return v
		}
		return "devel"
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if dirty {
		rev += "+dirty"
	}
	return rev
})

// Version is the running unstuck's version: BuildVersion, else the
// commit it was built from (+dirty for uncommitted changes), else "devel".
func Version() string { return versionOnce() }

// Brief is the configuration on one line, "name=value" in field order.
func (c Config) Brief() string {
	b, _ := json.Marshal(c)
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.Token() // {
	var parts []string
	for dec.More() {
		k, _ := dec.Token()
		var v any
		dec.Decode(&v)
		parts = append(parts, fmt.Sprintf("%v=%v", k, v))
	}
	return strings.Join(parts, " ")
}
