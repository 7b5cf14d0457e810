package explore

// Phase: explore, after each batch. What a prefix gives the snippet,
// statement by statement: real names and plain values, the snippet's
// environment (files it reads, the offline HTTP transport), or stand-ins
// (Stubs, mocks, lambdas standing in for functions, made-up classes,
// shims replacing builtins, sys.modules entries for missing modules).
// The offline proposer knows the kind of every statement it writes and
// records it on the proposal; the records and the prefix header count
// from that knowledge. Statements nobody marked (an LLM's) are classified
// from their syntax, conservatively: anything that may stand in counts.

import (
	"fmt"
	"regexp"
	"sort"
	"strings"

	"unstuck/internal/pyparse"
)

// BindingKind is what one prefix statement gives the snippet.
type BindingKind string

const (
	BindPlain  BindingKind = "plain"       // imports, literals, real objects, the snippet's own calls
	BindEnv    BindingKind = "environment" // files created, offline HTTP answers, the snippet's package
	BindHelper BindingKind = "helper"      // the Stub class itself and its settings: not a binding
	BindStub   BindingKind = "stub"        // a Stub (or a value holding one)
	BindMock   BindingKind = "mock"        // unittest.mock
	BindLambda BindingKind = "lambda"      // a function standing in for one nobody defined
	BindClass  BindingKind = "class"       // a made-up class standing in for a library's
	BindShim   BindingKind = "shim"        // a builtin replaced (open, super, isinstance)
	BindModule BindingKind = "module"      // a sys.modules entry for a module that is not installed
)

// StandIn reports whether the kind stands in for something real.
func (k BindingKind) StandIn() bool {
	switch k {
	case BindStub, BindMock, BindLambda, BindClass, BindShim, BindModule:
		return true
	}
	return false
}

// rank orders kinds by how far they are from a real value: a value that
// holds a Stub and a lambda is a Stub binding.
func (k BindingKind) rank() int {
	switch k {
	case BindMock:
		return 6
	case BindStub:
		return 5
	case BindModule:
		return 4
	case BindShim:
		return 3
	case BindClass:
		return 2
	case BindLambda:
		return 1
	}
	return 0
}

// worse is the farther of two kinds from a real value.
func worse(a, b BindingKind) BindingKind {
	if b.rank() > a.rank() {
		return b
	}
	return a
}

func stmtKey(st string) string { return strings.TrimSpace(st) }

// mark records the kind of statements of p.
func (p *Proposal) mark(k BindingKind, stmts ...string) {
	if p.kinds == nil {
		p.kinds = map[string]BindingKind{}
	}
	for _, st := range stmts {
		p.kinds[stmtKey(st)] = k
	}
}

// inherit gives p the kinds base recorded (p extends base).
func (p *Proposal) inherit(base Proposal) {
	for st, k := range base.kinds {
		p.mark(k, st)
	}
}

// KindOf is the kind of one of p's statements: what the proposer
// recorded, else what its syntax says.
func (p Proposal) KindOf(st string) BindingKind {
	if k, ok := p.kinds[stmtKey(st)]; ok {
		return k
	}
	for _, imp := range p.Imports {
		if stmtKey(imp) == stmtKey(st) {
			return BindPlain
		}
	}
	return classifyOnce(st)
}

// classify reads a statement nobody marked, conservatively: a call of
// Stub, Mock or MagicMock, a lambda, an edit of sys.modules or builtins,
// a def of a builtin's name all stand in.
func classify(st string) BindingKind {
	t, err := pyparse.Parse([]byte(st + "\n"))
	if err != nil {
		return BindStub
	}
	k := BindPlain
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		switch n.Type() {
		case "call":
			if f := n.ChildByFieldName("function"); f != nil {
				name := t.Text(f)
				if i := strings.LastIndexByte(name, '.'); i >= 0 {
					name = name[i+1:]
				}
				switch name {
				case "Stub":
					k = worse(k, BindStub)
				case "MagicMock", "Mock", "AsyncMock", "create_autospec", "NonCallableMock":
					k = worse(k, BindMock)
				}
			}
		case "identifier":
			if t.Text(n) == "Stub" {
				k = worse(k, BindStub)
			}
		case "lambda":
			if !drives(t, n) {
				k = worse(k, BindLambda)
			}
		case "attribute", "subscript":
			if txt := t.Text(n); strings.HasPrefix(txt, "sys.modules") {
				k = worse(k, BindModule)
			} else if strings.HasPrefix(txt, "builtins.") && n.Parent() != nil && n.Parent().Type() == "assignment" {
				k = worse(k, BindShim)
			}
		case "function_definition":
			if name := n.ChildByFieldName("name"); name != nil && shimmed[t.Text(name)] {
				k = worse(k, BindShim)
			}
		}
		return true
	})
	return k
}

// drives: the lambda n is given to no one, so it stands in for nothing.
// It is handed to atexit.register, which calls it once the snippet is
// done (step 3's driver of the snippet's own functions), or applied on
// the spot. What its body passes on is classified on its own.
func drives(t *pyparse.Tree, n *pyparse.Node) bool {
	p := n.Parent()
	for p != nil && p.Type() == "parenthesized_expression" {
		n, p = p, p.Parent()
	}
	if p == nil {
		return false
	}
	if p.Type() == "call" {
		f := p.ChildByFieldName("function")
		return f != nil && f.StartByte() == n.StartByte() && f.EndByte() == n.EndByte()
	}
	if p.Type() != "argument_list" || n.ChildByFieldName("parameters") != nil {
		return false
	}
	c := p.Parent()
	f := c.ChildByFieldName("function")
	return c.Type() == "call" && f != nil && t.Text(f) == "atexit.register"
}

// shimmed are builtins a prefix may replace.
var shimmed = set("open print input super isinstance issubclass callable len iter next getattr hasattr exit quit")

// Census is what a prefix's statements give the snippet, counted by kind.
type Census struct {
	StandIns    int            `json:"stand_ins"`             // statements binding a stand-in
	ByKind      map[string]int `json:"by_kind,omitempty"`     // stand-in statements by kind
	Environment []string       `json:"environment,omitempty"` // what the environment holds for the snippet
	// Rebound are the real globals given another value (rebound.go).
	Rebound []string `json:"rebound,omitempty"`
}

// census counts the statements of prefix (what ran of p) by kind.
func census(p Proposal, prefix []string) Census {
	c := Census{}
	for _, st := range prefix {
		k := p.KindOf(st)
		switch {
		case k.StandIn():
			c.StandIns++
			if c.ByKind == nil {
				c.ByKind = map[string]int{}
			}
			c.ByKind[string(k)]++
		case k == BindEnv:
			c.Environment = append(c.Environment, envLabel(st))
		}
	}
	sort.Strings(c.Environment)
	return c
}

// envLabel says in a few words what an environment statement provides.
func envLabel(st string) string {
	switch {
	case strings.Contains(st, "_offline_send"):
		return "HTTP answered offline (requests' transport)"
	case strings.Contains(st, "_offline_open"):
		return "HTTP answered offline (urllib's opener)"
	case strings.Contains(st, "sys.argv[1:]"):
		return "command-line arguments " + strings.TrimPrefix(strings.SplitN(strings.SplitN(st, "\n", 3)[1], " = ", 2)[1], "")
	case strings.HasPrefix(st, hostsNote):
		return strings.TrimPrefix(strings.SplitN(st, "\n", 2)[0], "# ")
	case strings.Contains(st, "_unstuck_serve("):
		return "a server on this machine, port " + portsOf(servedPort, st)
	case strings.Contains(st, "_unstuck_client("):
		return "a client of the snippet's server, port " + portsOf(clientPort, st)
	case strings.Contains(st, "_unstuck_display()"):
		return "a display (Xvfb), its window closed once the snippet waits in Tk's event loop"
	case strings.Contains(st, "__package__"):
		return "a package the snippet's relative imports resolve in"
	case strings.HasPrefix(st, webNote):
		return "the web resource " + strings.TrimPrefix(strings.SplitN(st, "\n", 2)[0], webNote) + ", answered offline from a made file"
	case strings.HasPrefix(st, superNote):
		return strings.TrimPrefix(strings.SplitN(st, "\n", 2)[0], "# ")
	case strings.HasPrefix(st, stdinNote):
		return "standard input, " + strings.TrimPrefix(strings.SplitN(st, "\n", 2)[0], stdinNote)
	case strings.HasPrefix(st, patchedNote):
		return strings.TrimPrefix(strings.SplitN(st, "\n", 2)[0], "# ")
	case strings.HasPrefix(st, contextNote):
		return strings.TrimPrefix(strings.SplitN(st, "\n", 2)[0], "# ")
	}
	if m := madeDir.FindStringSubmatch(st); m != nil {
		return fmt.Sprintf("directory %s, holding a file", m[1])
	}
	if m := madeFile.FindStringSubmatch(st); m != nil {
		return fmt.Sprintf("file %s", m[1])
	}
	return firstLine(st)
}

// servedPort finds the ports a local server statement serves.
var servedPort = regexp.MustCompile(`(?m)^_unstuck_serve\((\d+)`)

// portsOf lists the ports re finds in a local server or client statement.
func portsOf(re *regexp.Regexp, st string) string {
	var ports []string
	for _, m := range re.FindAllStringSubmatch(st, -1) {
		ports = append(ports, m[1])
	}
	return strings.Join(ports, ", ")
}

// clientPort finds the ports a local client statement calls.
var clientPort = regexp.MustCompile(`args=\((\d+),`)

// madeDir finds the directory a made-directory statement (fileContent's
// "d/") makes.
var madeDir = regexp.MustCompile(`os\.makedirs\("([^"]+)/", exist_ok=True\)`)

// madeFile finds the file an environment statement writes.
var madeFile = regexp.MustCompile(`(?:open|Path|dump|\.to_[a-z]+)\(\s*(?:[\w.]+,\s*open\(\s*)?["']([^"']+)["']`)
