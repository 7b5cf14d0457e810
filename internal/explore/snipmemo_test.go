// Phase: propose (the answers snipmemo.go keeps per snippet, checked
// against the ones asked directly).

package explore

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// The answers kept on a snippet (snipmemo.go) are the ones asked of its
// text directly, the first time and every time after, for every snippet
// under testdata (servers, hosts, clients, command lines and parsers,
// relative imports, data files among them).
func TestSnippetMemoAnswersAsAsked(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.py")
	if len(files) < 50 {
		t.Fatalf("only %d snippets under testdata", len(files))
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		s, err := NewSnippet(f, src)
		if err != nil {
			continue // not a snippet (a syntax error on purpose)
		}
		for round := 0; round < 2; round++ {
			same := func(what string, got, want any) {
				if !slices.Equal([]any{got}, []any{want}) {
					t.Errorf("%s, %s (round %d): %v, asked directly %v", f, what, round, got, want)
				}
			}
			same("hosts", memoHosts(s), hostsStatement(s.Src))
			same("servers", memoLocalServers(s), localServerStatement(s.Src))
			same("clients", memoLocalClients(s), localClientStatement(s.Src))
			same("argv", memoCommandLine(s), commandLine(s.Src))
			for v := 0; v <= 3; v++ {
				same("argparse", memoArgparse(s, v), argparseCommandLine(s.Tree, v))
			}
			same("relative package", memoRelativePackage(s), relativePackage(s.Tree))
			same("bare super", memoBareSuper(s), bareSuper(s))
			same("shim use", memoShimUse(s), shimUse.MatchString(string(s.Src)))
			same("imports", strings.Join(memoSnippetImports(s), ","), strings.Join(snippetImports(s.Tree), ","))
			same("data files", strings.Join(snipMemoized(s, "datafiles", func() []string { return dataFileNames(s.Tree) }), ","),
				strings.Join(dataFileNames(s.Tree), ","))
		}
		for _, st := range strings.Split(string(src), "\n") {
			if classifyOnce(st) != classify(st) || classifyOnce(st) != classify(st) {
				t.Errorf("%s: classify(%q) kept another kind", f, st)
			}
		}
	}
}

// finish's literal pre-check of the alias imports: each pattern of
// aliasImports is its leading \b and a literal, and its literal is what a
// match holds.
func TestAliasLiteralsOfTheirPatterns(t *testing.T) {
	for i, a := range aliasImports {
		lit := aliasLits[i]
		if lit == "" {
			t.Errorf("%s: no literal (the regexp runs on every body)", a.re)
			continue
		}
		if !a.re.MatchString("x = "+lit+"y") || a.re.MatchString(strings.Replace("x = "+lit+"y", lit, lit[:len(lit)-1], 1)) {
			t.Errorf("%s: literal %q does not decide a match", a.re, lit)
		}
		if regexp.MustCompile(`\b`+regexp.QuoteMeta(lit)).String() != a.re.String() {
			t.Errorf("%s: not \\b and %q", a.re, lit)
		}
	}
}
