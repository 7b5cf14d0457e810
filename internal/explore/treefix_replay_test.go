package explore

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"unstuck/internal/llm"
)

// TestTreefixReplay serves GPT-4o's answers recorded by the Treefix authors
// (../shared/reference/treefix/replay) from a fake OpenAI-compatible
// server, by snippet and step, and grows our tree with them. The table it
// logs (and writes to $UNSTUCK_REPLAY_REPORT) puts our coverage beside
// Treefix's own.
func TestTreefixReplay(t *testing.T) {
	dir := filepath.Join("..", "..", "..", "shared", "reference", "treefix", "replay")
	index, err := os.ReadFile(filepath.Join(dir, "INDEX.tsv"))
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("replay data missing in CI")
		}
		t.Skip("no ../shared/reference/treefix/replay")
	}
	ex := evalExecutor(t)
	type row struct {
		file               string
		theirs1, theirs3   string
		ours1, ours3, best float64
		nodes              int
		steps              string
	}
	var rows []row
	var sum, theirs float64
	for _, line := range strings.Split(strings.TrimSpace(string(index)), "\n")[1:] {
		f := strings.Split(line, "\t")
		name := f[0]
		src, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		answers, prompts := map[int]string{}, map[int]string{}
		jf, err := os.Open(filepath.Join(dir, strings.TrimSuffix(name, ".py")+".jsonl"))
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(jf)
		sc.Buffer(make([]byte, 1<<20), 16<<20)
		for sc.Scan() {
			var rec struct {
				Step   int    `json:"step"`
				Prompt string `json:"prompt"`
				Answer string `json:"answer"`
			}
			if json.Unmarshal(sc.Bytes(), &rec) == nil {
				if _, ok := answers[rec.Step]; !ok {
					answers[rec.Step], prompts[rec.Step] = rec.Answer, rec.Prompt
				}
			}
		}
		jf.Close()
		// The .py is Treefix's preprocessed form (imports wrapped in
		// try/except); the step-1 prompt holds the code GPT-4o saw.
		if prompt := prompts[1]; prompt != "" {
			if _, after, ok := strings.Cut(prompt, "# begin code snippet\n"); ok {
				if code, _, ok := strings.Cut(after, "\n# end code snippet"); ok {
					src = []byte(code + "\n")
				}
			}
		}
		fake := &fakeLLM{answer: func(msgs []llm.Message) string {
			last := msgs[len(msgs)-1].Content
			step := 1
			switch {
			case strings.Contains(last, "following error happens"):
				step = 2
			case strings.Contains(last, "# uncovered"):
				step = 3
			}
			if a, ok := answers[step]; ok {
				return a
			}
			return "[]" // Treefix never asked this
		}}
		x := &Explorer{Exec: ex, Proposers: []Proposer{&LLM{Client: client(t, fake)}}, Opt: Options{N: 1, K: 3, JobTimeout: 10 * time.Second}}
		tree, err := x.Explore(context.Background(), name, src)
		if err != nil {
			t.Fatal(err)
		}
		o, err := Replay(context.Background(), ex, tree, src, "")
		if err != nil {
			t.Fatal(err)
		}
		var steps []string
		for s := range answers {
			steps = append(steps, fmt.Sprint(s))
		}
		sort.Strings(steps)
		rows = append(rows, row{name, f[3], f[4], tree.StepCoverage[0], o.Coverage, o.BestCoverage, len(tree.Nodes), strings.Join(steps, ",")})
		sum += o.Coverage
		var tf float64
		fmt.Sscan(f[4], &tf)
		theirs += tf
	}
	var b strings.Builder
	fmt.Fprintf(&b, "| snippet | recorded steps | Treefix P after step 1 | Treefix P after step 3 | ours P after step 1 | ours P (replayed) | ours p_best | prefixes run |\n|---|---|---|---|---|---|---|---|\n")
	for _, r := range rows {
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %.2f | %.2f | %.2f | %d |\n", r.file, r.steps, trim(r.theirs1), trim(r.theirs3), r.ours1, r.ours3, r.best, r.nodes)
	}
	fmt.Fprintf(&b, "| mean | | | %.2f | | %.2f | | |\n", theirs/float64(len(rows)), sum/float64(len(rows)))
	t.Log("\n" + b.String())
	if p := os.Getenv("UNSTUCK_REPLAY_REPORT"); p != "" {
		os.WriteFile(p, []byte(b.String()), 0o644)
	}
	if len(rows) != 15 {
		t.Fatalf("%d snippets replayed, want 15", len(rows))
	}
	if mean := sum / float64(len(rows)); mean < 0.8 {
		t.Fatalf("mean replayed coverage %.2f with GPT-4o's own answers", mean)
	}
}

func trim(s string) string {
	if len(s) > 4 {
		return s[:4]
	}
	return s
}
