// Package solve is the constraint-solving phase.
//
// Conditions: FromPython translates a Python condition into a small typed
// expression language (Expr), printed as SMT-LIB2 for Z3 (run as a
// process); Flip returns Python literals that make it true or false
// (explore's branch flipping). Conditions outside that language fall back
// to the path rules below (a Rules term), so explore and solve share one
// translator.
//
// Paths: SolveFile(ctx, path, Options) is the entry point for the CLI
// (`unstuck solve`), the bench (`unstuck bench --mode solve`, RunBench)
// and the server: for each function of a file it samples feasible paths
// from type-drawn inputs, enumerates bounded CFG paths (internal/cfg),
// solves each path from scratch (PathSolver: TranslatePath executes the
// function symbolically along the path into SMT-LIB2 with SSA names;
// LLMRoute takes what the rules cannot express), and validates every input
// by running it sandboxed (Runner, py/pathrun.py); the FileReport it
// returns is JSON-able. EmitTests writes pytest files from it.
package solve

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"
)

// Solver decides a Problem.
type Solver interface {
	Solve(ctx context.Context, p *Problem) (*Model, error)
}

// Problem is a conjunction of Bool assertions.
type Problem struct {
	Asserts []Expr
	// Vars are the variables whose values the model reports; nil means all
	// variables of the assertions. Variables not in the assertions are
	// declared too and get arbitrary values.
	Vars []Var
	// Timeout bounds the query; zero means the solver's default.
	Timeout time.Duration
}

// Status is the solver's verdict.
type Status string

const (
	Sat     Status = "sat"
	Unsat   Status = "unsat"
	Unknown Status = "unknown"
)

// Model is the answer to a Problem. Values is set when Status is Sat; Reason
// says why Z3 gave up when it is Unknown ("timeout", "incomplete ...").
type Model struct {
	Status  Status
	Values  map[string]Value
	Reason  string
	Elapsed time.Duration
}

// Value is one variable's value in a model.
type Value struct {
	Sort Sort
	Int  *big.Int // IntSort; for ListSort the list's length
	Real *big.Rat
	Bool bool
	Str  string
}

var (
	// ErrNoZ3 is returned when the z3 binary cannot be found or started.
	ErrNoZ3 = errors.New("solve: z3 not available")
	// ErrUnsat is returned by Flip when no values give the wanted outcome.
	ErrUnsat = errors.New("solve: unsatisfiable")
	// ErrUnknown is returned by Flip when the solver gave up (timeout,
	// incompleteness of the non-linear or string theories).
	ErrUnknown = errors.New("solve: solver returned unknown")
	// ErrUnsupported is wrapped by every translation error about a Python
	// construct the language lacks; the caller falls back to rules.
	ErrUnsupported = errors.New("unsupported")
)

// script is a problem printed for the solver: declarations and assertions,
// and the variables to read back in order.
type script struct {
	body  string
	vars  []Var
	terms []string // get-value terms, one per var
}

func compile(p *Problem) (*script, error) {
	var decls []Var
	sorts := map[string]Sort{}
	declare := func(v Var) error {
		if s, ok := sorts[v.Name]; ok {
			if s != v.Sort {
				return fmt.Errorf("solve: variable %s has two sorts, %s and %s", v.Name, s, v.Sort)
			}
			return nil
		}
		sorts[v.Name] = v.Sort
		decls = append(decls, v)
		return nil
	}
	var b strings.Builder
	var asserts []string
	for _, a := range p.Asserts {
		if SortOf(a) != BoolSort {
			return nil, fmt.Errorf("solve: assertion of sort %s", SortOf(a))
		}
		t, err := SMT(a)
		if err != nil {
			return nil, err
		}
		asserts = append(asserts, t)
		for _, v := range VarsOf(a) {
			if err := declare(v); err != nil {
				return nil, err
			}
		}
	}
	for _, v := range p.Vars {
		if err := declare(v); err != nil {
			return nil, err
		}
	}
	for _, v := range decls {
		sym := Symbol(v.Name)
		switch v.Sort {
		case IntSort, RealSort, BoolSort, StringSort:
			fmt.Fprintf(&b, "(declare-const %s %s)\n", sym, v.Sort)
		case ListSort:
			fmt.Fprintf(&b, "(declare-const %s Int)\n(assert (>= %s 0))\n", sym, sym)
		default:
			return nil, fmt.Errorf("solve: variable %s has no sort", v.Name)
		}
	}
	for _, a := range asserts {
		fmt.Fprintf(&b, "(assert %s)\n", a)
	}
	s := &script{body: b.String(), vars: p.Vars}
	if s.vars == nil {
		s.vars = decls
	}
	for _, v := range s.vars {
		t := Symbol(v.Name)
		if v.Sort == StringSort {
			// Z3 prints a backslash in a string value as it is, so "\u{41}"
			// in its output could be one character or six; asking for the
			// value with backslashes doubled makes it unambiguous.
			t = app("str.replace_all", t, `"\u{5c}"`, `"\u{5c}\u{5c}"`)
		}
		s.terms = append(s.terms, t)
	}
	return s, nil
}
