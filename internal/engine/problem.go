// Phase: parse, before any engine. A source no engine can work on (a
// syntax error, binary or oversized input, nothing countable, no functions)
// is one Problem, reported the same way by every command, job and tool:
// status and error in JSON, "FILE:LINE: Type: message" for people, exit 1.
package engine

import (
	"context"
	"errors"
	"fmt"

	"unstuck/internal/execute"
	"unstuck/internal/pyparse"
)

// Status values of a Problem (a subset of execute.Result's statuses).
const (
	StatusSyntaxError = "syntax_error"
	StatusRejected    = "rejected"
	StatusEmpty       = "empty"
	StatusNoFunctions = "no_functions"
)

// Problem is why a source was not worked on.
type Problem struct {
	File   string         `json:"file"`
	Status string         `json:"status"`
	Error  *execute.Error `json:"error"`
}

// Text is the one-line form for people: FILE:LINE: Type: message.
func (p *Problem) Text() string {
	at := p.File
	if p.Error.Line != nil {
		at += fmt.Sprintf(":%d", *p.Error.Line)
	}
	return fmt.Sprintf("%s: %s: %s", at, p.Error.Type, p.Error.Message)
}

// CheckSource finds, without running anything, a source no engine can
// work on: input errors (binary, not UTF-8, over the size limit) and syntax
// errors tree-sitter reports. The message of a syntax error is
// tree-sitter's; Confirm asks CPython for its own.
func CheckSource(file string, src []byte) *Problem {
	if bad := execute.Check(src); bad != nil {
		return &Problem{File: file, Status: StatusRejected, Error: bad}
	}
	t, err := pyparse.Parse(src)
	if err != nil {
		return &Problem{File: file, Status: StatusRejected, Error: &execute.Error{Type: "InputError", Message: err.Error()}}
	}
	if t.HasError() {
		line := max(1, t.FirstError())
		return &Problem{File: file, Status: StatusSyntaxError, Error: &execute.Error{Type: "SyntaxError", Message: "invalid syntax", Line: &line}}
	}
	return nil
}

// Confirm asks CPython (sandboxed, through ex) about a problem CheckSource
// found: a syntax error comes back with CPython's message and line, and a
// source tree-sitter alone rejects (newer syntax than its grammar) is no
// problem at all. Only a flagged source is run, and a syntax error stops
// at compile time.
func Confirm(ctx context.Context, ex *execute.Executor, p *Problem, src []byte) *Problem {
	if p == nil || p.Status != StatusSyntaxError || ex == nil {
		return p
	}
	r := ex.RunMode(ctx, p.File, src, execute.Mode{Name: "as-is"})
	if r.Failure != "" {
		return p
	}
	if r.Status != StatusSyntaxError || r.Error == nil {
		return nil
	}
	return &Problem{File: p.File, Status: StatusSyntaxError, Error: r.Error}
}

// FromRun is the problem a finished run shows (a syntax error, rejected or
// empty input), or nil.
func FromRun(file string, status string, e *execute.Error) *Problem {
	switch status {
	case StatusSyntaxError, StatusRejected, StatusEmpty:
		if e == nil {
			e = &execute.Error{Type: status, Message: status}
		}
		return &Problem{File: file, Status: status, Error: e}
	}
	return nil
}

// ProblemError is a Problem as a job's error: the page and MCP show its
// text, the CLI its JSON.
type ProblemError struct{ P *Problem }

func (e *ProblemError) Error() string { return e.P.Text() }

// Err is p as an error.
func (p *Problem) Err() error { return &ProblemError{p} }

// AsProblem is the Problem an error carries, or nil.
func AsProblem(err error) *Problem {
	var pe *ProblemError
	if errors.As(err, &pe) {
		return pe.P
	}
	return nil
}
