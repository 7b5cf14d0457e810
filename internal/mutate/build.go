// Phase: mutate, building the benchmark. For each solution: draw argument
// lists from the parameter types, keep those the original answers (its
// results are the oracle), then try its mutants in a fixed random order and
// keep those that at least one case kills and at least one passes, up to a
// number per program. Each kept mutant becomes a folder the debug bench
// reads: bug/ and fix/ (prog.py and the generated test_gen.py) and case.json.
package mutate

import (
	"context"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"math/rand"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"unstuck/internal/trace"
)

// Header gives a solution LeetCode's implicit imports on one line, so the
// solution's own lines only move down by one.
const Header = "from typing import *; import collections, math, heapq, bisect, itertools, functools, string, re; from collections import *; from heapq import *; from bisect import *; from itertools import *; from functools import *; from math import inf, gcd, sqrt, comb, factorial, isqrt, log2, ceil, floor\n"

// Config of a build.
type Config struct {
	Trace      trace.Options
	Out        string // output folder
	PerProgram int    // mutants kept per solution (default 3)
	Cases      int    // argument lists drawn per solution (default 30)
	Seed       int64
	Log        func(format string, args ...any)
}

// Kept is one mutant of the benchmark.
type Kept struct {
	Name     string `json:"name"`
	Source   string `json:"source"`
	Line     int    `json:"line"`
	Operator string `json:"operator"`
	Before   string `json:"before"`
	After    string `json:"after"`
	Killed   int    `json:"killed"`
	Passed   int    `json:"passed"`
}

// Report sums a build up.
type Report struct {
	Programs   int            `json:"programs"`
	Skipped    map[string]int `json:"skipped"` // reason -> programs
	Candidates map[string]int `json:"candidates"`
	Tried      map[string]int `json:"tried"`
	Kept       map[string]int `json:"kept"`
	Equivalent int            `json:"not_killed"`
	AllKilled  int            `json:"killed_by_all"`
	Mutants    []Kept         `json:"mutants"`
	Seconds    float64        `json:"seconds"`
}

// Build builds the benchmark from files.
func Build(ctx context.Context, cfg Config, files []string) (*Report, error) {
	start := time.Now()
	if cfg.PerProgram <= 0 {
		cfg.PerProgram = 3
	}
	if cfg.Cases <= 0 {
		cfg.Cases = 30
	}
	if cfg.Log == nil {
		cfg.Log = func(string, ...any) {}
	}
	rep := &Report{Skipped: map[string]int{}, Candidates: map[string]int{}, Tried: map[string]int{}, Kept: map[string]int{}}
	if err := os.MkdirAll(cfg.Out, 0o755); err != nil {
		return nil, err
	}
	tmp, err := os.MkdirTemp("", "unstuck-mutate-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	for _, f := range files {
		if ctx.Err() != nil {
			break
		}
		rep.Programs++
		raw, err := os.ReadFile(f)
		if err != nil {
			rep.Skipped["unreadable"]++
			continue
		}
		src := append([]byte(Header), raw...)
		m, err := Signature(src)
		if err != nil || len(m.Params) == 0 {
			rep.Skipped["no typed method"]++
			continue
		}
		base := strings.TrimSuffix(filepath.Base(f), ".py")
		h := fnv.New64a()
		h.Write([]byte(base))
		seed := cfg.Seed ^ int64(h.Sum64())
		cases := GenCases(m.Params, seed, cfg.Cases)
		orig, err := oracle(ctx, cfg, tmp, src, m, cases)
		if err != nil {
			rep.Skipped["oracle failed"]++
			cfg.Log("%s: %v", base, err)
			continue
		}
		var good []string
		var want []trace.OracleOut
		for i, o := range orig {
			if o.OK && len(o.Out)+len(o.Args) < 2000 {
				good = append(good, cases[i])
				want = append(want, o)
			}
		}
		if len(good) < 2 {
			rep.Skipped["fewer than 2 usable inputs"]++
			continue
		}
		ms, err := Mutants(src, m.Body[0], m.Body[1])
		if err != nil {
			rep.Skipped["unparsable"]++
			continue
		}
		for _, mu := range ms {
			rep.Candidates[mu.Operator]++
		}
		r := rand.New(rand.NewSource(seed))
		r.Shuffle(len(ms), func(i, j int) { ms[i], ms[j] = ms[j], ms[i] })
		// Spread the operators: take them round-robin from the shuffled list.
		ms = roundRobin(ms)
		kept := 0
		for _, mu := range ms {
			if kept >= cfg.PerProgram || ctx.Err() != nil {
				break
			}
			rep.Tried[mu.Operator]++
			got, err := oracle(ctx, cfg, tmp, mu.Src, m, good)
			if err != nil || len(got) != len(good) {
				continue
			}
			killed, passed := 0, 0
			for i, g := range got {
				if g.OK && g.Out == want[i].Out && g.Args == want[i].Args {
					passed++
				} else {
					killed++
				}
			}
			if killed == 0 {
				rep.Equivalent++
				continue
			}
			if passed == 0 {
				rep.AllKilled++
				continue
			}
			name := fmt.Sprintf("%s-L%d-%s-%d", base, mu.Line, mu.Operator, kept)
			if err := writeCase(cfg.Out, name, src, mu, m, good, want); err != nil {
				return rep, err
			}
			kept++
			rep.Kept[mu.Operator]++
			rep.Mutants = append(rep.Mutants, Kept{Name: name, Source: f, Line: mu.Line, Operator: mu.Operator,
				Before: strings.TrimSpace(mu.Before), After: strings.TrimSpace(mu.After), Killed: killed, Passed: passed})
		}
		cfg.Log("%s: %d candidates, kept %d", base, len(ms), kept)
	}
	rep.Seconds = time.Since(start).Seconds()
	return rep, nil
}

func roundRobin(ms []Mutant) []Mutant {
	by := map[string][]Mutant{}
	var ops []string
	for _, m := range ms {
		if by[m.Operator] == nil {
			ops = append(ops, m.Operator)
		}
		by[m.Operator] = append(by[m.Operator], m)
	}
	var out []Mutant
	for len(out) < len(ms) {
		for _, op := range ops {
			if len(by[op]) > 0 {
				out = append(out, by[op][0])
				by[op] = by[op][1:]
			}
		}
	}
	return out
}

// oracle runs Solution().method(*case) for each case in the sandbox.
func oracle(ctx context.Context, cfg Config, tmp string, src []byte, m *Method, cases []string) ([]trace.OracleOut, error) {
	dir, err := os.MkdirTemp(tmp, "o")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	if err := os.WriteFile(filepath.Join(dir, "prog.py"), src, 0o644); err != nil {
		return nil, err
	}
	opt := cfg.Trace
	tr, err := trace.Run(ctx, opt, trace.Target{Mode: "oracle", Root: dir, Script: "prog.py", Files: []string{"prog.py"},
		Class: "Solution", Method: m.Name, Cases: cases, CaseTimeout: time.Second})
	if err != nil {
		return nil, err
	}
	if tr.Status != "ok" {
		msg := tr.Status
		if tr.Error != nil {
			msg += ": " + tr.Error.Message
		}
		return tr.Oracle, fmt.Errorf("%s", msg)
	}
	return tr.Oracle, nil
}

// writeCase lays out one mutant for the debug bench.
func writeCase(out, name string, orig []byte, mu Mutant, m *Method, cases []string, want []trace.OracleOut) error {
	d := filepath.Join(out, name)
	var t strings.Builder
	t.WriteString("# Generated by unstuck mutate: the original solution's results are the oracle.\nimport copy\n\nimport pytest\n\nfrom prog import Solution\n\nCASES = [\n")
	for i, c := range cases {
		fmt.Fprintf(&t, "    (%s, %s, %s),\n", c, strconv.Quote(want[i].Out), strconv.Quote(want[i].Args))
	}
	t.WriteString("]\n\n\n@pytest.mark.parametrize(\"i\", range(len(CASES)))\ndef test_gen(i):\n")
	fmt.Fprintf(&t, "    args, out, after = CASES[i]\n    args = copy.deepcopy(args)\n    got = Solution().%s(*args)\n    assert (repr(got), repr(args)) == (out, after)\n", m.Name)
	for _, side := range []struct {
		dir string
		src []byte
	}{{"bug", mu.Src}, {"fix", orig}} {
		p := filepath.Join(d, side.dir)
		if err := os.MkdirAll(p, 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(p, "prog.py"), side.src, 0o644); err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(p, "test_gen.py"), []byte(t.String()), 0o644); err != nil {
			return err
		}
	}
	c := map[string]any{
		"name": "mutant/" + name, "bug_root": "bug", "fix_root": "fix", "bug_file": "prog.py", "fix_file": "prog.py",
		"bug_args": []string{"test_gen.py"}, "fix_args": []string{"test_gen.py"}, "truth": []int{mu.Line}, "operator": mu.Operator,
	}
	b, _ := json.MarshalIndent(c, "", "  ")
	return os.WriteFile(filepath.Join(d, "case.json"), append(b, '\n'), 0o644)
}

// Sorted returns the keys of a count map, sorted.
func Sorted(m map[string]int) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}
