package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os/exec"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// mcpSession starts `unstuck mcp` as a coding agent would (stdio) and
// connects the SDK's own client to it.
func mcpSession(t *testing.T) *sdk.ClientSession {
	t.Helper()
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 not installed")
	}
	c := sdk.NewClient(&sdk.Implementation{Name: "unstuck-test", Version: "1"}, nil)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cs, err := c.Connect(ctx, &sdk.CommandTransport{Command: exec.Command(bin, "mcp", "--timeout", "20s")}, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

func callTool(t *testing.T, cs *sdk.ClientSession, name string, args map[string]any) (*sdk.CallToolResult, string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	res, err := cs.CallTool(ctx, &sdk.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("%s: protocol error %v", name, err)
	}
	var text strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*sdk.TextContent); ok {
			text.WriteString(tc.Text)
		}
	}
	return res, text.String()
}

// cliJSON runs a command with --json and decodes what it prints.
func cliJSON(t *testing.T, args ...string) map[string]any {
	t.Helper()
	out, _ := unstuck(t, args...)
	var m map[string]any
	if err := json.Unmarshal([]byte(out), &m); err != nil {
		t.Fatalf("unstuck %v: %v\n%s", args, err, out)
	}
	return m
}

// dropTimes removes what differs between two runs of the same work: times,
// and where the prefix files were written.
func dropTimes(v any) any {
	switch x := v.(type) {
	case map[string]any:
		out := map[string]any{}
		for k, e := range x {
			if strings.Contains(k, "seconds") || k == "file" && strings.HasSuffix(asString(e), ".py") && strings.Contains(asString(e), "prefix_") {
				continue
			}
			out[k] = dropTimes(e)
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = dropTimes(e)
		}
		return out
	}
	return v
}

// firstDiff says where two decoded JSON values first differ.
func firstDiff(a, b any, path string) string {
	switch x := a.(type) {
	case map[string]any:
		y, ok := b.(map[string]any)
		if !ok {
			return fmt.Sprintf("%s: object vs %T", path, b)
		}
		for k := range x {
			if _, ok := y[k]; !ok {
				return fmt.Sprintf("%s.%s: only in the first", path, k)
			}
		}
		for k := range y {
			if _, ok := x[k]; !ok {
				return fmt.Sprintf("%s.%s: only in the second", path, k)
			}
			if d := firstDiff(x[k], y[k], path+"."+k); d != "" {
				return d
			}
		}
		return ""
	case []any:
		y, ok := b.([]any)
		if !ok || len(x) != len(y) {
			return fmt.Sprintf("%s: %.300v vs %.300v", path, a, b)
		}
		for i := range x {
			if d := firstDiff(x[i], y[i], fmt.Sprintf("%s[%d]", path, i)); d != "" {
				return d
			}
		}
		return ""
	}
	if !reflect.DeepEqual(a, b) {
		return fmt.Sprintf("%s: %.300v vs %.300v", path, a, b)
	}
	return ""
}

func asString(v any) string { s, _ := v.(string); return s }

func TestMCPToolsOverStdio(t *testing.T) {
	cs := mcpSession(t)
	ctx := context.Background()
	tools, err := cs.ListTools(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tool := range tools.Tools {
		names = append(names, tool.Name)
		schema, _ := json.Marshal(tool.InputSchema)
		if !strings.Contains(string(schema), `"source"`) || !strings.Contains(string(schema), `"options"`) {
			t.Errorf("%s: input schema %s", tool.Name, schema)
		}
		if tool.Name == "run" && !strings.Contains(string(schema), `"mode"`) {
			t.Errorf("run's schema lacks its options: %s", schema)
		}
	}
	slices.Sort(names)
	if !reflect.DeepEqual(names, []string{"debug", "explore", "run", "solve"}) {
		t.Fatalf("tools %v", names)
	}

	// run: the same JSON as `unstuck run --json`.
	res, text := callTool(t, cs, "run", map[string]any{"path": "../../examples/snippet.py"})
	if res.IsError {
		t.Fatalf("run: %s", text)
	}
	var got map[string]any
	json.Unmarshal([]byte(text), &got)
	want := cliJSON(t, "run", "--json", "--timeout", "20s", "../../examples/snippet.py")
	if !reflect.DeepEqual(dropTimes(got), dropTimes(want)) {
		t.Fatalf("run over MCP differs from the CLI: %s", firstDiff(dropTimes(got), dropTimes(want), ""))
	}
	if got["status"] != "raised" || got["error"].(map[string]any)["type"] != "NameError" {
		t.Fatalf("run of the example: %s", text)
	}
	sc, _ := json.Marshal(res.StructuredContent)
	if !strings.Contains(string(sc), `"covered_lines"`) {
		t.Fatalf("structured content %s", sc)
	}

	// run in lexecutor mode from source: values injected beside the lines.
	res, text = callTool(t, cs, "run", map[string]any{"source": "y = x + 1\nprint(y)\n", "options": map[string]any{"mode": "lexecutor"}})
	if res.IsError || !strings.Contains(text, `"injections"`) || !strings.Contains(text, `"coverage": 1`) && !strings.Contains(text, `"coverage":1`) {
		t.Fatalf("lexecutor run: %s", text)
	}

	// explore: the same tree and outcome as `unstuck explore --json`.
	res, text = callTool(t, cs, "explore", map[string]any{"path": "../../examples/snippet.py"})
	if res.IsError {
		t.Fatalf("explore: %s", text)
	}
	got = nil
	json.Unmarshal([]byte(text), &got)
	want = cliJSON(t, "explore", "--json", "--timeout", "20s", "--out", t.TempDir(), "../../examples/snippet.py")
	if !reflect.DeepEqual(dropTimes(got), dropTimes(want)) {
		t.Fatalf("explore over MCP differs from the CLI: %s", firstDiff(dropTimes(got), dropTimes(want), ""))
	}
	if cov := got["outcome"].(map[string]any)["coverage"].(float64); cov < 0.9 {
		t.Fatalf("explore covered %.2f of the example", cov)
	}

	// Bad inputs are tool errors the agent can read; the server goes on.
	for _, c := range []struct {
		tool string
		args map[string]any
		says string
	}{
		{"run", map[string]any{"source": "x = 1\n", "options": map[string]any{"mode": "fly"}}, `unknown mode "fly"`},
		{"run", map[string]any{}, "no code given"},
		{"run", map[string]any{"source": "x = 1\n", "colour": "red"}, `unknown field "colour"`},
		{"run", map[string]any{"path": "no/such/file.py"}, "no such file"},
		{"explore", map[string]any{"source": "x = 1\n", "options": map[string]any{"proposer": "oracle"}}, `unknown proposer "oracle"`},
		{"run", map[string]any{"source": "x = 1\n", "options": map[string]any{"mode": 3}}, "cannot unmarshal"},
	} {
		res, text := callTool(t, cs, c.tool, c.args)
		if !res.IsError || !strings.Contains(text, c.says) {
			t.Errorf("%s %v: error=%v %q, want a tool error saying %q", c.tool, c.args, res.IsError, text, c.says)
		}
	}
	res, text = callTool(t, cs, "run", map[string]any{"source": "print(1)\n"})
	if res.IsError || !strings.Contains(text, `"status": "ok"`) && !strings.Contains(text, `"status":"ok"`) {
		t.Fatalf("after bad inputs: %s", text)
	}
	testSolveDebugTools(t, cs)
}

// testSolveDebugTools calls solve and debug on the bundled examples.
func testSolveDebugTools(t *testing.T, cs *sdk.ClientSession) {
	for _, tool := range []string{"solve", "debug"} {
		res, text := callTool(t, cs, tool, map[string]any{"path": "../../examples/snippet.py"})
		if !res.IsError || !strings.Contains(text, "not available in this build") {
			t.Errorf("%s: %v %s", tool, res.IsError, text)
		}
	}
}
