package mcp

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"unstuck/internal/serve"
)

type echoOptions struct {
	Times int    `json:"times,omitempty" jsonschema:"how often to repeat"`
	Mode  string `json:"mode,omitempty"`
}

// connect serves reg in memory and connects the SDK's client to it.
func connect(t *testing.T, reg serve.Registry, opt Options, copts ...*sdk.ClientOptions) *sdk.ClientSession {
	t.Helper()
	s, err := NewServer(reg, opt)
	if err != nil {
		t.Fatal(err)
	}
	ct, st := sdk.NewInMemoryTransports()
	ctx := context.Background()
	ss, err := s.Connect(ctx, st, nil)
	if err != nil {
		t.Fatal(err)
	}
	var co *sdk.ClientOptions
	if len(copts) > 0 {
		co = copts[0]
	}
	cs, err := sdk.NewClient(&sdk.Implementation{Name: "test", Version: "1"}, co).Connect(ctx, ct, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cs.Close(); ss.Close() })
	return cs
}

func call(t *testing.T, cs *sdk.ClientSession, name string, args any) (bool, string) {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &sdk.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("%s: protocol error %v", name, err)
	}
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*sdk.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return res.IsError, b.String()
}

func TestToolsSchemasAndErrors(t *testing.T) {
	var running, most atomic.Int32
	reg := serve.Registry{
		{Kind: "echo", Description: "Repeat the source.", Options: echoOptions{}, Prepare: func(in serve.Input) (serve.Job, error) {
			var o echoOptions
			if err := serve.DecodeOptions(in.Options, &o); err != nil {
				return nil, err
			}
			return func(ctx context.Context, progress func(string)) (any, error) {
				n := running.Add(1)
				defer running.Add(-1)
				if n > most.Load() {
					most.Store(n)
				}
				if o.Mode == "panic" {
					panic("engine bug")
				}
				progress("echoing")
				if o.Mode == "slow" {
					select {
					case <-ctx.Done():
						return nil, ctx.Err()
					case <-time.After(200 * time.Millisecond):
					}
				}
				return map[string]any{"file": in.File, "text": strings.Repeat(string(in.Source), max(o.Times, 1))}, nil
			}, nil
		}},
		{Kind: "later", Description: "Not yet.", Unavailable: "not built"},
	}
	cs := connect(t, reg, Options{Workers: 1, JobTimeout: time.Second, MaxSource: 2048})
	tools, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(tools.Tools) != 2 {
		t.Fatalf("%d tools", len(tools.Tools))
	}
	for _, tool := range tools.Tools {
		schema, _ := json.Marshal(tool.InputSchema)
		if tool.Name == "echo" && (!strings.Contains(string(schema), `"times":{"description":"how often to repeat","type":"integer"}`) || !strings.HasPrefix(string(schema), `{"additionalProperties":false,`)) {
			t.Fatalf("echo's schema: %s", schema)
		}
		if tool.Name == "later" && !strings.Contains(tool.Description, "Not available in this build: not built") {
			t.Fatalf("later: %q", tool.Description)
		}
	}

	if isErr, text := call(t, cs, "echo", map[string]any{"source": "ab", "file": "x.py", "options": map[string]any{"times": 2}}); isErr || text != `{"file":"x.py","text":"abab"}` {
		t.Fatalf("echo: %v %s", isErr, text)
	}
	for _, c := range []struct {
		tool string
		args map[string]any
		says string
	}{
		{"echo", map[string]any{"source": "x", "options": map[string]any{"mode": "panic"}}, "internal error: engine bug"},
		{"echo", map[string]any{"source": "x", "options": map[string]any{"times": "many"}}, "cannot unmarshal"},
		{"echo", map[string]any{"source": "x", "path": "y.py"}, "not both"},
		{"echo", map[string]any{"source": strings.Repeat("x", 3000)}, "over the 2048-byte limit"},
		{"later", map[string]any{"source": "x"}, "not available in this build: not built"},
	} {
		if isErr, text := call(t, cs, c.tool, c.args); !isErr || !strings.Contains(text, c.says) {
			t.Errorf("%v: %v %q, want a tool error saying %q", c.args, isErr, text, c.says)
		}
	}

	// One worker: concurrent calls wait their turn and all finish.
	cs2 := connect(t, reg, Options{Workers: 1, JobTimeout: time.Second, MaxSource: 2048})
	most.Store(0)
	done := make(chan string, 3)
	for i := 0; i < 3; i++ {
		go func() {
			_, text := call(t, cs2, "echo", map[string]any{"source": "z", "options": map[string]any{"mode": "slow"}})
			done <- text
		}()
	}
	for i := 0; i < 3; i++ {
		if text := <-done; !strings.Contains(text, `"text":"z"`) {
			t.Fatalf("call %d: %s", i, text)
		}
	}
	if most.Load() != 1 {
		t.Fatalf("%d calls ran at once with one worker", most.Load())
	}
	// The time limit ends a call with a tool error.
	cs3 := connect(t, reg, Options{JobTimeout: 50 * time.Millisecond})
	if isErr, text := call(t, cs3, "echo", map[string]any{"source": "z", "options": map[string]any{"mode": "slow"}}); !isErr || !strings.Contains(text, "time limit of 50ms reached") {
		t.Fatalf("slow call: %v %s", isErr, text)
	}
}

func TestProgressNotifications(t *testing.T) {
	reg := serve.Registry{{Kind: "steps", Prepare: func(in serve.Input) (serve.Job, error) {
		return func(ctx context.Context, progress func(string)) (any, error) {
			progress("step 1")
			progress("step 2")
			return "done", nil
		}, nil
	}}}
	got := make(chan string, 4)
	cs := connect(t, reg, Options{}, &sdk.ClientOptions{ProgressNotificationHandler: func(_ context.Context, r *sdk.ProgressNotificationClientRequest) {
		got <- fmt.Sprintf("%v %s %.0f", r.Params.ProgressToken, r.Params.Message, r.Params.Progress)
	}})
	params := &sdk.CallToolParams{Name: "steps", Arguments: map[string]any{"source": "x"}}
	params.SetProgressToken("tok")
	res, err := cs.CallTool(context.Background(), params)
	if err != nil || res.IsError {
		t.Fatalf("%v %v", err, res)
	}
	for _, want := range []string{"tok step 1 1", "tok step 2 2"} {
		select {
		case g := <-got:
			if g != want {
				t.Fatalf("progress %q, want %q", g, want)
			}
		case <-time.After(2 * time.Minute): // a lost notification, not a slow one
			t.Fatalf("no progress notification %q", want)
		}
	}
}
