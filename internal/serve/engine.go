// Serving phase: the engines a server offers. An Engine turns a request
// (source and options) into a job; the HTTP API, the web page and the MCP
// server all run the same engines, whose results are the JSON the CLI
// writes.
package serve

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"
)

// Input is what a client sends for one job.
type Input struct {
	Source  []byte
	File    string          // the name the source goes by (default snippet.py)
	Options json.RawMessage // the engine's options as JSON, or empty
	// Dir, when set, is the job's own directory for the files it writes
	// (prefix files, generated tests); the server offers them for download
	// and removes them with the job. Empty: the engine finds a place.
	Dir string
}

// Job runs once; progress receives short human-readable steps. Its result
// must marshal to the JSON the CLI prints for the same work.
type Job func(ctx context.Context, progress func(string)) (any, error)

// Engine is one kind of job.
type Engine struct {
	Kind        string
	Description string
	// Options is a zero value of the engine's options struct: requests'
	// options are decoded into a fresh one, and MCP derives the tool's
	// input schema from its type.
	Options any
	// Prepare checks the input and returns the job; its error is the
	// client's fault (bad options, empty source) and answered as such.
	Prepare func(in Input) (Job, error)
	// Unavailable, when set, says why this kind cannot run in this build;
	// requests for it are refused with that reason.
	Unavailable string
}

// Registry is the set of engines a server offers.
type Registry []Engine

// Lookup finds the engine of a kind.
func (r Registry) Lookup(kind string) (Engine, bool) {
	for _, e := range r {
		if e.Kind == kind {
			return e, true
		}
	}
	return Engine{}, false
}

// Kinds lists the kinds, sorted.
func (r Registry) Kinds() []string {
	var ks []string
	for _, e := range r {
		ks = append(ks, e.Kind)
	}
	sort.Strings(ks)
	return ks
}

// ErrUnknownKind and ErrUnavailable classify refused requests.
var (
	ErrUnknownKind = errors.New("unknown job kind")
	ErrUnavailable = errors.New("not available in this build")
)

// Prepare finds the engine of kind and prepares a job, with errors that
// say whose fault a refusal is: ErrUnknownKind, ErrUnavailable, or any
// other error for a bad input.
func (r Registry) Prepare(kind string, in Input) (Job, error) {
	e, ok := r.Lookup(kind)
	if !ok {
		return nil, fmt.Errorf("%w %q (have %s)", ErrUnknownKind, kind, strings.Join(r.Kinds(), ", "))
	}
	if e.Unavailable != "" {
		return nil, fmt.Errorf("%s: %w: %s", kind, ErrUnavailable, e.Unavailable)
	}
	if len(bytes.TrimSpace(in.Source)) == 0 {
		return nil, errors.New("source is empty")
	}
	if in.File == "" {
		in.File = "snippet.py"
	}
	return e.Prepare(in)
}

// DecodeOptions decodes a request's options into v, refusing fields v does
// not have: a misspelt option is an error, not a silent default.
func DecodeOptions(raw json.RawMessage, v any) error {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("options: %w", err)
	}
	return nil
}
