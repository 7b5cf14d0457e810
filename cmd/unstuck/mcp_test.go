package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"unstuck/internal/engine"
)

// mcpSession starts `unstuck mcp` as a coding agent would (stdio) and
// connects the SDK's own client to it.
func mcpSession(t *testing.T) *sdk.ClientSession {
	t.Helper()
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 not installed")
	}
	c := sdk.NewClient(&sdk.Implementation{Name: "unstuck-test", Version: "1"}, nil)
	ctx := context.Background() // no budget: a hang ends with go test's timeout
	cs, err := c.Connect(ctx, &sdk.CommandTransport{Command: exec.Command(bin, "mcp", "--python", testPython(), "--timeout", "20s", "--out", t.TempDir(), "--root", "../..")}, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

func callTool(t *testing.T, cs *sdk.ClientSession, name string, args map[string]any) (*sdk.CallToolResult, string) {
	t.Helper()
	ctx := context.Background()
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
			// Times, where files were written, and object ids differ from run to run.
			if strings.Contains(k, "seconds") || k == "obj" || k == "id" || k == "recv" ||
				(k == "file" || k == "tests") && strings.HasSuffix(asString(e), ".py") && filepath.IsAbs(asString(e)) {
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
	if !reflect.DeepEqual(names, engine.All().Names()) {
		t.Fatalf("tools %v", names)
	}

	// The tools take a path under the server's root. That each tool's JSON
	// is the command's, TestSameJSONFromCLIHTTPAndMCP checks for every verb;
	// here what an agent reads of each result.
	res, text := callTool(t, cs, "run", map[string]any{"path": "../../examples/snippet.py"})
	if res.IsError {
		t.Fatalf("run: %s", text)
	}
	var got map[string]any
	json.Unmarshal([]byte(text), &got)
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

	res, text = callTool(t, cs, "explore", map[string]any{"path": "../../examples/snippet.py"})
	if res.IsError {
		t.Fatalf("explore: %s", text)
	}
	got = nil
	json.Unmarshal([]byte(text), &got)
	if cov := got["outcome"].(map[string]any)["coverage"].(float64); cov < 0.9 {
		t.Fatalf("explore covered %.2f of the example", cov)
	}
	// The prefix files the result names are kept for the agent to run.
	best := got["outcome"].(map[string]any)["p_best"].(map[string]any)["file"].(string)
	if b, err := os.ReadFile(best); err != nil || !strings.Contains(string(b), "total = sum(p * (1 + fee) for p in prices)") {
		t.Fatalf("p_best's file %s: %v", best, err)
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

// testSolveDebugTools calls solve, trace and debug on the bundled examples
// and checks what their results say.
func testSolveDebugTools(t *testing.T, cs *sdk.ClientSession) {
	py := testPython()
	for _, c := range []struct {
		tool, file string
		check      func(map[string]any) string
	}{
		{"solve", "../../examples/solve.py", func(r map[string]any) string {
			f := r["functions"].([]any)[0].(map[string]any)
			validated := 0
			for _, p := range f["paths"].([]any) {
				if p.(map[string]any)["status"] == "validated" {
					validated++
				}
			}
			tests, _ := os.ReadFile(asString(f["tests"]))
			if validated < 4 || strings.Count(string(tests), "\ndef test_") < 4 {
				return fmt.Sprintf("%d paths validated; tests %q", validated, tests)
			}
			return ""
		}},
		{"trace", "../../examples/debug.py", func(r map[string]any) string {
			if r["status"] != "raised" || len(r["steps"].([]any)) < 5 {
				return "not a trace of the failure"
			}
			return ""
		}},
		{"debug", "../../examples/debug.py", func(r map[string]any) string {
			// The example's own comment: the division first, the filter
			// that emptied the list second.
			if rc, _ := r["root_cause"].(map[string]any); rc == nil || rc["line"] != float64(9) {
				return "root cause is not line 9"
			}
			cs, _ := r["candidates"].([]any)
			if len(cs) < 2 || cs[0].(map[string]any)["line"] != float64(9) || cs[1].(map[string]any)["line"] != float64(13) {
				return "candidates are not lines 9 and 13"
			}
			return ""
		}},
	} {
		res, text := callTool(t, cs, c.tool, map[string]any{"path": c.file})
		if res.IsError {
			t.Errorf("%s: %s", c.tool, text)
			continue
		}
		var got map[string]any
		json.Unmarshal([]byte(text), &got)
		if msg := c.check(got); msg != "" {
			t.Errorf("%s of %s: %s: %.500s", c.tool, c.file, msg, text)
		}
	}
	// Feedback re-plans: saying the root cause's step is correct moves it.
	res, text := callTool(t, cs, "debug", map[string]any{"path": "../../examples/debug.py", "options": map[string]any{"feedback": []any{map[string]any{"step": 1, "correct": true}}}})
	var got map[string]any
	json.Unmarshal([]byte(text), &got)
	want := cliJSON(t, "debug", "--json", "--python", py, "--feedback", "step 1 correct", "../../examples/debug.py")
	if res.IsError || firstDiff(dropTimes(got), dropTimes(want), "") != "" {
		t.Errorf("debug with feedback: %s\nCLI: %v", text, want)
	}
	if res, text := callTool(t, cs, "debug", map[string]any{"source": "x = 1\n", "options": map[string]any{"recovery": "oracle"}}); !res.IsError || !strings.Contains(text, "unknown recovery") {
		t.Errorf("bad recovery: %s", text)
	}
}

// testPython is the interpreter the tests run snippets with: Debian's when
// there is one (the tracer runs it inside the sandbox), else python3.
func testPython() string {
	if _, err := os.Stat("/usr/bin/python3"); err == nil {
		return "/usr/bin/python3"
	}
	return "python3"
}

// TestMCPOutputDirRace: another local user who makes the old fixed output
// directory first (/tmp/unstuck-mcp, full of links to where they please)
// catches nothing: the server's default directory is a new one of its
// own, mode 0700. A --out another user owns, or one anyone may write to, is
// refused.
func TestMCPOutputDirRace(t *testing.T) {
	tmp := t.TempDir()
	victim := filepath.Join(tmp, "victim")
	trap := filepath.Join(tmp, "unstuck-mcp")
	os.Mkdir(victim, 0o755)
	if err := os.Symlink(victim, trap); err != nil {
		t.Fatal(err)
	}
	out, err := serverOutDir("private", "mcp")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(out)
	fi, err := os.Lstat(out)
	if err != nil || !fi.IsDir() || fi.Mode().Perm() != 0o700 {
		t.Fatalf("private directory %s: %v %v", out, fi.Mode(), err)
	}
	again, _ := serverOutDir("private", "mcp")
	defer os.RemoveAll(again)
	if again == out {
		t.Errorf("two servers share %s", out)
	}
	dir, done, err := (&engine.Env{Keep: out}).Dir(engine.Input{File: "snippet.py"})
	if err != nil {
		t.Fatal(err)
	}
	done()
	if !strings.HasPrefix(dir, out+"/") {
		t.Errorf("job directory %s not under %s", dir, out)
	}
	// An --out that is a link to a directory anyone may write to.
	open := filepath.Join(tmp, "open")
	os.Mkdir(open, 0o777)
	os.Chmod(open, 0o777)
	link := filepath.Join(tmp, "out-link")
	os.Symlink(open, link)
	if _, err := serverOutDir(link, "mcp"); err == nil {
		t.Errorf("--out %s -> %s (mode 0777) accepted", link, open)
	}
	if os.Geteuid() == 0 {
		theirs := filepath.Join(tmp, "theirs")
		os.Mkdir(theirs, 0o700)
		os.Chown(theirs, 65534, 65534)
		if _, err := serverOutDir(theirs, "mcp"); err == nil {
			t.Errorf("--out %s of another user accepted", theirs)
		}
	}
	if ents, _ := os.ReadDir(victim); len(ents) > 0 {
		t.Errorf("files written through the trap: %v", ents)
	}
}

// TestMCPPathConfined: without --root, path arguments are refused; with
// it, a path outside (directly or through a symlink) is refused, and the
// error does not echo the file's contents.
func TestMCPPathConfined(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 not installed")
	}
	dir := t.TempDir()
	secret := filepath.Join(dir, "secret.txt")
	os.WriteFile(secret, []byte("TOPSECRET-VALUE = 1\n"), 0o600)
	inside := filepath.Join(dir, "root")
	os.Mkdir(inside, 0o755)
	os.Symlink(secret, filepath.Join(inside, "link.py"))
	for _, args := range [][]string{nil, {"--root", inside}} {
		c := sdk.NewClient(&sdk.Implementation{Name: "unstuck-test", Version: "1"}, nil)
		cmd := exec.Command(bin, append([]string{"mcp", "--python", testPython(), "--timeout", "20s", "--out", ""}, args...)...)
		cs, err := c.Connect(context.Background(), &sdk.CommandTransport{Command: cmd}, nil) // no budget: a hang ends with go test's timeout
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range []string{secret, filepath.Join(inside, "link.py")} {
			res, text := callTool(t, cs, "run", map[string]any{"path": p})
			if !res.IsError || strings.Contains(text, "TOPSECRET") {
				t.Errorf("%v: path %s: error %v, %q", args, p, res.IsError, text)
			}
		}
		cs.Close()
	}
}
