package explore

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"unstuck/internal/llm"
)

// LLM proposes prefixes with Treefix's prompts: step 1 gives the snippet,
// its undefined variables and undefined attributes and methods; step 2 the
// error a prefix raised, after the exchange that produced that prefix;
// step 3 the snippet with "# uncovered" marks, after the exchange that
// produced the best prefix. Answers are JSON objects {imports,
// initialization}, several per completion or one per completion.
type LLM struct {
	Client *llm.Client
}

// Name implements Proposer.
func (p *LLM) Name() string { return "llm" }

// exchange is the conversation that produced a node.
type exchange []llm.Message

const responseSpec = "Respond strictly with JSON. The JSON should be compatible with the TypeScript type `Response` from the following:\n\n```ts\ninterface Response {\n// Python import statements needed in the initialization code. One string per import.\nimports: string[];\n// Python code to initialize the undefined variables and make the code snippet executable. One string per undefined variable. The statements in the code snippet above are not part of the initialization of undefined variables. Therefore, their copy or modified versions should not be added here. The values should be self-contained and concrete, i.e. without assumptions or expected replacements of any code that is not present in the code snippet. In case there are undefined attributes or methods and the attribute or method base is not initialized, initialize the attribute or method base using type(\"Mock\", bases, dict), where bases is a tuple containing the base classes that the Mock object inherits from, e.g. object, and dict is a dictionary containing the initialization of the undefined attributes and methods in the code snippet.\ninitialization: string[];\n}\n```"

// Prompt1 is the undefinedness-guided prompt.
func Prompt1(s *Snippet) string {
	names, attrs := undefinedLists(s)
	return "Provide self-contained and concrete Python values to initialize the undefined variables in the code snippet.\n\n" +
		"# begin code snippet\n" + promptCode(s, nil) + "\n# end code snippet\n\n" +
		"# begin undefined variables\n" + strings.Join(names, "\n") + "\n# end undefined variables\n\n" +
		"# begin undefined attributes and methods\n" + strings.Join(attrs, "\n") + "\n# end undefined attributes and methods\n\n" +
		responseSpec
}

// Prompt2 is the error-guided prompt for a prefix whose run raised.
func Prompt2(s *Snippet, n *Node) string {
	line, code := "?", ""
	if n.Error != nil && n.Error.Line != nil {
		line = fmt.Sprint(*n.Error.Line)
		if src := strings.Split(string(s.Src), "\n"); *n.Error.Line >= 1 && *n.Error.Line <= len(src) {
			code = "\n    " + strings.TrimSpace(src[*n.Error.Line-1])
		}
	}
	typ, msg := "Error", ""
	if n.Error != nil {
		typ, msg = n.Error.Type, n.Error.Message
	}
	return "When trying to execute the code snippet with the provided imports and initialization, the following error happens:\n" +
		"# begin error message\nExecution error at line " + line + ":" + code + "\n" + typ + ": " + msg + "\n# end error message\n\n" +
		"Please, provide self-contained and concrete Python fixed values of the imports and initialization to solve the error and make the code snippet executable.\n" +
		responseSpec
}

// Prompt3 is the coverage-guided prompt: uncovered lines are marked.
func Prompt3(s *Snippet, uncovered []int) string {
	return "When trying to execute the code snippet with the provided imports and initialization, the lines with # uncovered are not executed.\n\n" +
		"# begin code snippet\n" + promptCode(s, uncovered) + "\n# end code snippet\n\n" +
		"Please, provide self-contained and concrete Python modified values of the imports and initialization to execute one of the uncovered paths in the code snippet.\n" +
		responseSpec
}

// Propose implements Proposer.
func (p *LLM) Propose(ctx context.Context, req Request) ([]Proposal, error) {
	var msgs []llm.Message
	switch req.Step {
	case 1:
		msgs = []llm.Message{llm.User(Prompt1(req.Snippet))}
	case 2, 3:
		if req.Parent != nil {
			if ex, ok := req.Parent.Private.(exchange); ok {
				msgs = append(msgs, ex...)
			} else {
				msgs = append(msgs, llm.User(Prompt1(req.Snippet)))
			}
			answer, _ := json.Marshal(Proposal{Imports: nonNil(req.Parent.Proposal.Imports), Init: nonNil(req.Parent.Proposal.Init)})
			msgs = append(msgs, llm.Assistant(string(answer)))
		} else {
			msgs = append(msgs, llm.User(Prompt1(req.Snippet)))
		}
		if req.Step == 2 {
			msgs = append(msgs, llm.User(Prompt2(req.Snippet, req.Parent)))
		} else {
			msgs = append(msgs, llm.User(Prompt3(req.Snippet, req.Uncovered)))
		}
	default:
		return nil, fmt.Errorf("no step %d", req.Step)
	}
	resp, err := p.Client.Complete(ctx, llm.Request{Messages: msgs, N: req.N})
	if err != nil {
		return nil, err
	}
	var out []Proposal
	for _, text := range resp.Texts() {
		out = append(out, ParseAnswer(text)...)
	}
	for i := range out {
		out[i].Note = fmt.Sprintf("llm step %d", req.Step)
		out[i].private = exchange(msgs[:len(msgs):len(msgs)])
	}
	return out, nil
}

// ParseAnswer reads the prefixes in one answer: JSON objects with imports
// and initialization, alone, in a list, or several, among prose.
func ParseAnswer(text string) []Proposal {
	vals, err := llm.ExtractJSON(text)
	if err != nil {
		return nil
	}
	var out []Proposal
	var add func(raw json.RawMessage)
	add = func(raw json.RawMessage) {
		var list []json.RawMessage
		if json.Unmarshal(raw, &list) == nil {
			for _, r := range list {
				add(r)
			}
			return
		}
		var p struct {
			Imports []any `json:"imports"`
			Init    []any `json:"initialization"`
		}
		if json.Unmarshal(raw, &p) == nil && (p.Imports != nil || p.Init != nil) {
			out = append(out, Proposal{Imports: stringsOf(p.Imports), Init: stringsOf(p.Init)})
		}
	}
	for _, v := range vals {
		add(v)
	}
	return out
}

func stringsOf(xs []any) []string {
	var out []string
	for _, x := range xs {
		if s, ok := x.(string); ok {
			out = append(out, s)
		}
	}
	return out
}

func nonNil(xs []string) []string {
	if xs == nil {
		return []string{}
	}
	return xs
}

// promptCode is the snippet as the prompts show it: without the leading
// "# Extracted from" provenance comment, with "# uncovered" after each
// uncovered line (and after an else: whose block is all uncovered).
func promptCode(s *Snippet, uncovered []int) string {
	lines := strings.Split(strings.TrimRight(string(s.Src), "\n"), "\n")
	unc := map[int]bool{}
	for _, l := range uncovered {
		unc[l] = true
	}
	for _, u := range s.Table.Units {
		if u.Kind == "simple" && unc[u.Line] {
			for l := u.Line + 1; l <= u.Span[1]; l++ {
				unc[l] = true
			}
		}
	}
	start := 0
	if len(lines) > 0 && strings.HasPrefix(strings.TrimSpace(lines[0]), "# Extracted from") {
		start = 1
	}
	var b strings.Builder
	for i := start; i < len(lines); i++ {
		line := lines[i]
		mark := unc[i+1]
		if !mark && len(uncovered) > 0 && strings.TrimSpace(line) == "else:" && i+1 < len(lines) && unc[i+2] {
			mark = true
		}
		if mark {
			line += " # uncovered"
		}
		b.WriteString(line)
		b.WriteByte('\n')
	}
	return strings.TrimRight(b.String(), "\n")
}

// undefinedLists are the prompt's undefined variables and undefined
// attributes and methods.
func undefinedLists(s *Snippet) (names, attrs []string) {
	if s.Refs == nil {
		return nil, nil
	}
	names = s.Refs.Names()
	for _, n := range names {
		attrs = append(attrs, s.Refs.UndefinedAttributes[n]...)
	}
	sort.Strings(attrs)
	return names, attrs
}
