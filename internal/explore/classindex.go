package explore

// Phase: explore, before step 1. The class index: which top-level modules
// the interpreter can import, which attributes the library classes the
// offline proposer can build have, and the public names of every module
// installed for the interpreter (the standard library's modules and their
// public submodules, each installed package's top level), introspected
// once per interpreter inside the sandbox and cached on disk (keyed by the
// interpreter's path, version and modification time), so that step 1
// imports a real name wherever one exists, proposes a real object only
// where its class has every method the snippet calls, and stand-in
// modules only for modules that are really missing.

import (
	"bytes"
	"compress/zlib"
	"context"
	"crypto/sha256"
	_ "embed"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"unstuck/internal/execute"
)

//go:embed classindex.py
var classIndexScript string

// ClassIndex is what the interpreter offers.
type ClassIndex struct {
	Interpreter string                     `json:"interpreter"`
	Modules     map[string]bool            `json:"modules"` // importable top-level modules
	Classes     map[string]map[string]bool `json:"classes"` // module.Class -> attribute names
	// Names are the public names of the installed modules, each with the
	// modules that provide it as [module, kind, native]: kind is NameKind's
	// letter, native "1" when the module defines it (not re-exports it).
	Names map[string][][3]string `json:"names"`
	// Ducks are the concrete classes a prefix can build with no argument
	// (module.Class, as imported), each with its public attribute names.
	Ducks map[string][]string `json:"ducks"`
	// Submodules are the public submodules of installed top-level
	// packages, by name (not imported while indexing).
	Submodules map[string][]string `json:"submodules"`
	// Made are the Ducks Python code cannot call (re.Pattern), each with
	// the call of its module's function that makes one (re.compile('')).
	Made map[string]string `json:"made,omitempty"`
	// Factories are Ducks a function of their package also makes, ready
	// for use, called with no argument (multiprocessing.Manager() for
	// SyncManager, which built bare is not started): tried after the bare
	// instance (classindex.py, package_factory).
	Factories map[string]string `json:"factories,omitempty"`
	// Literals are the values the standard library's functions and
	// classes document as accepted, quoted in their docstrings
	// (distutils.util.strtobool: 'y', 'yes', ...), by module.name.
	Literals map[string][]string `json:"literals,omitempty"`
	// Params are what the libraries' callables take, as their annotations
	// say: module.function or module.Class.method (module.Class.accessor.
	// method) -> its parameters in order as [name, annotation text]
	// (classindex.py, params; passedto.go).
	Params map[string][][2]string `json:"params,omitempty"`
	// Cut are the installed packages (and API submodules) the build left
	// out when its CPU budget ran out (classindex.py BUDGET): their names
	// are not in Names, and the engine says so.
	Cut []string `json:"cut,omitempty"`
	// Seconds is what building the index took (0: read from the cache).
	Seconds float64 `json:"-"`

	once    sync.Once
	mu      sync.Mutex
	exports map[string]map[string]bool // module -> its public names
	nested  map[string][]string        // last part -> the nested modules of that name
}

// takeSeconds hands the build time over once (to the first item that
// reports it).
func (ci *ClassIndex) takeSeconds() float64 {
	ci.mu.Lock()
	defer ci.mu.Unlock()
	sec := ci.Seconds
	ci.Seconds = 0
	return sec
}

// NameKind is what a public name is, as classindex.py writes it.
type NameKind byte

const (
	KindClass     NameKind = 'c'
	KindException NameKind = 'e'
	KindFunction  NameKind = 'f'
	KindNumber    NameKind = 'n'
	KindString    NameKind = 's'
	KindOther     NameKind = 'o'
)

// Exports are the public names of module (nil: not indexed).
func (ci *ClassIndex) Exports(module string) map[string]bool {
	ci.once.Do(func() {
		ci.exports = map[string]map[string]bool{}
		for name, srcs := range ci.Names {
			for _, s := range srcs {
				if ci.exports[s[0]] == nil {
					ci.exports[s[0]] = map[string]bool{}
				}
				ci.exports[s[0]][name] = true
			}
		}
	})
	return ci.exports[module]
}

// Nested are the indexed modules below the top level whose last part is
// name (ttk: tkinter.ttk; mock: unittest.mock), sorted.
func (ci *ClassIndex) Nested(name string) []string {
	ci.Exports("")
	ci.mu.Lock()
	defer ci.mu.Unlock()
	if ci.nested == nil {
		ci.nested = map[string][]string{}
		for mod := range ci.exports {
			if i := strings.LastIndexByte(mod, '.'); i > 0 {
				ci.nested[mod[i+1:]] = append(ci.nested[mod[i+1:]], mod)
			}
		}
		for _, mods := range ci.nested {
			sort.Strings(mods)
		}
	}
	return ci.nested[name]
}

// Submodule reports whether sub is a public submodule of module, which
// importing module alone may not load (dateutil.tz).
func (ci *ClassIndex) Submodule(module, sub string) bool {
	if ci.Exports(module+"."+sub) != nil {
		return true
	}
	return slices.Contains(ci.Submodules[module], sub)
}

// siteStamp names the modification times of the directories packages are
// installed into for the interpreter: installing or removing a package
// adds or drops an entry there, which must invalidate the cached index
// (the interpreter's own file does not change).
func siteStamp(in execute.Interpreter) string {
	mm := in.Version
	if parts := strings.SplitN(mm, ".", 3); len(parts) >= 2 {
		mm = parts[0] + "." + parts[1]
	}
	prefix := filepath.Dir(filepath.Dir(in.Executable))
	var b strings.Builder
	for _, d := range []string{
		filepath.Join(prefix, "lib", "python"+mm, "site-packages"),
		filepath.Join(prefix, "lib", "python"+mm, "dist-packages"),
		filepath.Join(prefix, "lib", "python3", "dist-packages"),
		filepath.Join(prefix, "local", "lib", "python"+mm, "dist-packages"),
		filepath.Join("/usr/local/lib", "python"+mm, "dist-packages"),
	} {
		if st, err := os.Stat(d); err == nil {
			fmt.Fprintf(&b, "%s=%d;", d, st.ModTime().UnixNano())
		}
	}
	return b.String()
}

// LoadClassIndex reads the cached index of ex's interpreter, or builds it
// in the sandbox and caches it.
func LoadClassIndex(ctx context.Context, ex *execute.Executor) (*ClassIndex, error) {
	in := ex.Interpreter()
	st, err := os.Stat(in.Executable)
	if err != nil {
		return nil, err
	}
	var classes []string
	for _, r := range recipes {
		classes = append(classes, r.class)
	}
	// The classes are part of the key: a recipe added later is introspected.
	key := sha256.Sum256([]byte(fmt.Sprintf("%s\x00%s\x00%d\x00%s\x00%s\x00%s", in.Executable, in.Version, st.ModTime().UnixNano(), siteStamp(in), classIndexScript, strings.Join(classes, " "))))
	dir, err := os.UserCacheDir()
	if err != nil {
		dir = os.TempDir()
	}
	file := filepath.Join(dir, "unstuck", "classindex-"+hex.EncodeToString(key[:8])+".json")
	if data, err := os.ReadFile(file); err == nil {
		var ci ClassIndex
		if json.Unmarshal(data, &ci) == nil && len(ci.Modules) > 0 && ci.Names != nil {
			return &ci, nil
		}
	}
	start := time.Now()
	src := classIndexScript + fmt.Sprintf("\nmain(%q)\n", strings.Join(classes, " "))
	// Importing every module takes a while and the index is larger than a
	// snippet's output may be. The script bounds itself by CPU seconds
	// (classindex.py BUDGET); the wall here only ends one that hangs, far
	// beyond what a busy machine makes of that CPU.
	r := ex.WithOutputBytes(8<<20).RunMode(ctx, "classindex.py", []byte(src), execute.Mode{Wall: 600 * time.Second, Untraced: true})
	// The script ends with os._exit (what the imports started must not
	// hold it up), which the harness reports as an exit: its output counts.
	if r.Status != "ok" && !(r.Status == "exit" && strings.TrimSpace(r.Stdout) != "") {
		msg := r.Failure
		if r.Error != nil {
			msg = r.Error.Type + ": " + r.Error.Message
		}
		return nil, fmt.Errorf("class index: %s %s", r.Status, msg)
	}
	var raw struct {
		Modules []string               `json:"modules"`
		Classes map[string][]string    `json:"classes"`
		Names   map[string][][3]string `json:"names"`
		Ducks   map[string][]string    `json:"ducks"`
		Subs    map[string][]string    `json:"submodules"`
		Made    map[string]string      `json:"made"`
		Facts   map[string]string      `json:"factories"`
		Lits    map[string][]string    `json:"literals"`
		Params  map[string][][2]string `json:"params"`
		Cut     []string               `json:"cut"`
	}
	z, err := base64.StdEncoding.DecodeString(strings.TrimSpace(r.Stdout))
	if err != nil {
		return nil, fmt.Errorf("class index: %v", err)
	}
	zr, err := zlib.NewReader(bytes.NewReader(z))
	if err != nil {
		return nil, fmt.Errorf("class index: %v", err)
	}
	if err := json.NewDecoder(zr).Decode(&raw); err != nil {
		return nil, fmt.Errorf("class index: %v", err)
	}
	ci := &ClassIndex{Interpreter: in.Executable, Modules: map[string]bool{}, Classes: map[string]map[string]bool{}, Names: raw.Names, Ducks: raw.Ducks,
		Submodules: raw.Subs, Made: raw.Made, Literals: raw.Lits, Params: raw.Params, Factories: raw.Facts, Cut: raw.Cut}
	defer func() { ci.Seconds = time.Since(start).Seconds() }()
	for _, m := range raw.Modules {
		ci.Modules[m] = true
	}
	for c, attrs := range raw.Classes {
		ci.Classes[c] = map[string]bool{}
		for _, a := range attrs {
			ci.Classes[c][a] = true
		}
	}
	if data, err := json.Marshal(ci); err == nil {
		os.MkdirAll(filepath.Dir(file), 0o755)
		tmp := file + ".tmp"
		if os.WriteFile(tmp, data, 0o644) == nil {
			os.Rename(tmp, file)
		}
	}
	return ci, nil
}
