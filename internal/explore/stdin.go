package explore

// Phase: explore, step 2 (repair). The standard input a snippet reads.
// A block that calls input() (or reads sys.stdin) expects someone to type
// a line; run alone its stdin is empty and the first read raises
// EOFError. The environment then holds a few lines on stdin, as a person
// would type them: "1", which int(), float() and text all take. Each read
// gets one, and a loop reading until the end of input ends as it would.

import (
	"strconv"

	"unstuck/internal/pyparse"
)

// stdinNote opens the statement that gives the snippet its input lines.
const stdinNote = "# standard input: "

// stdinLines is how many lines the snippet finds on its standard input.
const stdinLines = 3

// stdinStatement is the environment statement for a snippet whose read of
// its standard input met its end (EOFError), or "" when the snippet reads
// no standard input of its own: the error came from elsewhere.
func stdinStatement(s *Snippet, typ string) string {
	if typ != "EOFError" || s.Tree == nil || !readsStdin(s.Tree) {
		return ""
	}
	n := strconv.Itoa(stdinLines)
	return stdinNote + n + " lines typed, each 1\nimport io, sys\nsys.stdin = io.StringIO(" + `"1\n" * ` + n + ")"
}

// readsStdin: the snippet calls the builtin input() or uses sys.stdin.
func readsStdin(t *pyparse.Tree) bool {
	found := false
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		switch n.Type() {
		case "call":
			if f := n.ChildByFieldName("function"); f != nil && f.Type() == "identifier" && t.Text(f) == "input" {
				found = true
			}
		case "attribute":
			found = found || t.Text(n) == "sys.stdin"
		}
		return !found
	})
	return found
}
