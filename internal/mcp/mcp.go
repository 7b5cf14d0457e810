// Package mcp is the serving phase for coding agents: a Model Context
// Protocol server (the official Go SDK) whose tools are the engines the
// HTTP API runs, with JSON-schema'd inputs and the CLI's JSON as results.
// A bad input or a failed job is a tool error the agent can read, never a
// crash of the server.
package mcp

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"time"

	"github.com/google/jsonschema-go/jsonschema"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"unstuck/internal/serve"
)

// Options bound the tools' jobs.
type Options struct {
	Version    string
	Workers    int           // tool calls running at once (default 2); others wait
	JobTimeout time.Duration // wall clock of one call (default 5 min)
	MaxSource  int64         // bytes of a source (default 2 MiB)
	// Root confines the path argument: only files that resolve (through
	// symlinks) to somewhere under it are read. "": path is refused,
	// tools take source text only.
	Root string
}

// input is a tool call's arguments; Options is the engine's own struct.
type input struct {
	Source  string          `json:"source"`
	Path    string          `json:"path"`
	File    string          `json:"file"`
	Options json.RawMessage `json:"options"`
}

// NewServer builds a server with one tool per engine.
func NewServer(reg serve.Registry, opt Options) (*sdk.Server, error) {
	if opt.Workers <= 0 {
		opt.Workers = 2
	}
	if opt.JobTimeout <= 0 {
		opt.JobTimeout = 5 * time.Minute
	}
	if opt.MaxSource <= 0 {
		opt.MaxSource = 2 << 20
	}
	if opt.Version == "" {
		opt.Version = "dev"
	}
	s := sdk.NewServer(&sdk.Implementation{Name: "unstuck", Version: opt.Version}, &sdk.ServerOptions{
		Instructions: "unstuck runs Python code that cannot run on its own, sandboxed, and explains what it did. " +
			"Give each tool the code as `source` (or a local file as `path`); results are the JSON the unstuck command line prints.",
	})
	slots := make(chan struct{}, opt.Workers)
	for _, e := range reg {
		schema, err := inputSchema(e)
		if err != nil {
			return nil, err
		}
		desc := e.Description
		if e.Unavailable != "" {
			desc += " Not available in this build: " + e.Unavailable
		}
		// The code runs sandboxed without network: calling a tool changes
		// nothing outside the files it writes for its result.
		closed := false
		notes := &sdk.ToolAnnotations{Title: "unstuck " + e.Kind, ReadOnlyHint: true, OpenWorldHint: &closed}
		s.AddTool(&sdk.Tool{Name: e.Kind, Description: desc, InputSchema: schema, Annotations: notes}, handler(reg, e.Kind, opt, slots))
	}
	return s, nil
}

// inputSchema describes a tool's arguments: the source (or a path) and the
// engine's options, whose schema comes from their Go type.
func inputSchema(e serve.Engine) (*jsonschema.Schema, error) {
	opts := &jsonschema.Schema{Type: "object"}
	if e.Options != nil {
		s, err := jsonschema.ForType(reflect.TypeOf(e.Options), &jsonschema.ForOptions{})
		if err != nil {
			return nil, fmt.Errorf("tool %s: %w", e.Kind, err)
		}
		opts = s
	}
	opts.Description = "options of " + e.Kind + "; all optional"
	return &jsonschema.Schema{
		Type: "object",
		Properties: map[string]*jsonschema.Schema{
			"source":  {Type: "string", Description: "the Python code to work on (give this or path)"},
			"path":    {Type: "string", Description: "a local Python file to work on instead of source"},
			"file":    {Type: "string", Description: "the name the source goes by in the results (default: the path given, or snippet.py)"},
			"options": opts,
		},
		AdditionalProperties: &jsonschema.Schema{Not: &jsonschema.Schema{}}, // no other arguments
	}, nil
}

func handler(reg serve.Registry, kind string, opt Options, slots chan struct{}) sdk.ToolHandler {
	return func(ctx context.Context, req *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
		in, err := decode(req.Params.Arguments, opt.MaxSource, opt.Root)
		if err != nil {
			return toolError(err), nil
		}
		job, err := reg.Prepare(kind, in)
		if err != nil {
			return toolError(err), nil
		}
		select {
		case slots <- struct{}{}:
			defer func() { <-slots }()
		case <-ctx.Done():
			return nil, ctx.Err()
		}
		ctx, cancel := context.WithTimeout(ctx, opt.JobTimeout)
		defer cancel()
		progress := progressFunc(ctx, req)
		res, err := safeRun(ctx, job, progress)
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			return toolError(fmt.Errorf("%s: time limit of %s reached", kind, opt.JobTimeout)), nil
		}
		if err != nil {
			return toolError(fmt.Errorf("%s: %w", kind, err)), nil
		}
		data, err := json.Marshal(res)
		if err != nil {
			return toolError(err), nil
		}
		return &sdk.CallToolResult{
			Content:           []sdk.Content{&sdk.TextContent{Text: string(data)}},
			StructuredContent: json.RawMessage(data),
		}, nil
	}
}

// decode reads a call's arguments strictly: a misspelt argument is an
// error the agent sees, not a silent default.
func decode(raw json.RawMessage, maxSource int64, root string) (serve.Input, error) {
	var a input
	if err := serve.DecodeOptions(raw, &a); err != nil {
		return serve.Input{}, fmt.Errorf("arguments: %w", errors.Unwrap(err))
	}
	switch {
	case a.Source != "" && a.Path != "":
		return serve.Input{}, errors.New("give source or path, not both")
	case a.Path != "":
		p, err := confine(a.Path, root)
		if err != nil {
			return serve.Input{}, err
		}
		st, err := os.Stat(p)
		if err != nil {
			return serve.Input{}, err
		}
		if !st.Mode().IsRegular() {
			return serve.Input{}, fmt.Errorf("%s is not a regular file", a.Path)
		}
		if st.Size() > maxSource {
			return serve.Input{}, fmt.Errorf("%s is %d bytes, over the %d-byte limit", a.Path, st.Size(), maxSource)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return serve.Input{}, err
		}
		a.Source = string(b)
		if a.File == "" {
			a.File = a.Path
		}
	case a.Source == "":
		return serve.Input{}, errors.New("no code given: pass source (the code) or path (a local file)")
	}
	if int64(len(a.Source)) > maxSource {
		return serve.Input{}, fmt.Errorf("source is %d bytes, over the %d-byte limit", len(a.Source), maxSource)
	}
	return serve.Input{Source: []byte(a.Source), File: a.File, Options: a.Options}, nil
}

// confine resolves path (relative to the server's working directory)
// through symlinks and returns it when it lies under root, resolved the
// same way. Its errors name the path, never what the file holds.
func confine(path, root string) (string, error) {
	if root == "" {
		return "", errors.New("path arguments are off: the server was started without --root DIR; pass the code as source")
	}
	r, err := filepath.EvalSymlinks(root)
	if err != nil {
		return "", fmt.Errorf("--root: %w", err)
	}
	if r, err = filepath.Abs(r); err != nil {
		return "", err
	}
	p, err := filepath.Abs(path)
	if err != nil {
		return "", err
	}
	if p, err = filepath.EvalSymlinks(p); err != nil {
		return "", fmt.Errorf("%s: no such file", path)
	}
	if rel, err := filepath.Rel(r, p); err != nil || rel == ".." || strings.HasPrefix(rel, "../") {
		return "", fmt.Errorf("%s is outside the server's root %s", path, root)
	}
	return p, nil
}

// progressFunc forwards a job's progress as MCP progress notifications
// when the client asked for them.
func progressFunc(ctx context.Context, req *sdk.CallToolRequest) func(string) {
	tok := req.Params.GetProgressToken()
	n := 0
	return func(msg string) {
		if tok == nil || req.Session == nil {
			return
		}
		n++
		req.Session.NotifyProgress(ctx, &sdk.ProgressNotificationParams{ProgressToken: tok, Message: msg, Progress: float64(n)})
	}
}

func safeRun(ctx context.Context, job serve.Job, progress func(string)) (res any, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("internal error: %v", p)
		}
	}()
	return job(ctx, progress)
}

func toolError(err error) *sdk.CallToolResult {
	return &sdk.CallToolResult{IsError: true, Content: []sdk.Content{&sdk.TextContent{Text: err.Error()}}}
}
