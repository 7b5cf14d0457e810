// Package mutate builds the debugging benchmark of single-line mutants:
// standard mutation operators over the lines of a method of class Solution
// (relational and arithmetic operator replacement, off-by-one constants,
// negated conditions, wrong variables, deleted statements), tests generated
// from the method's parameter types with the original as the oracle, and
// only the mutants that at least one test kills and at least one passes.
//
// Entry points: mutate.Mutants(src) []Mutant, mutate.Signature(src),
// mutate.GenCases(params, seed, n), mutate.Build(ctx, cfg, files) *Report.
package mutate

import (
	"fmt"
	"math/rand"
	"sort"
	"strconv"
	"strings"

	"unstuck/internal/pyparse"
)

// Mutant is one single-line change.
type Mutant struct {
	Line     int    `json:"line"`
	Operator string `json:"operator"` // ROR, AOR, OBO, NEG, VAR, DEL
	Before   string `json:"before"`
	After    string `json:"after"`
	Src      []byte `json:"-"`
}

// Param is a method parameter with its annotation.
type Param struct {
	Name string `json:"name"`
	Type string `json:"type"`
}

// Method is the method of class Solution under test.
type Method struct {
	Name   string  `json:"name"`
	Params []Param `json:"params"`
	Body   [2]int  `json:"body"` // first and last line
}

// Signature finds the first method of class Solution.
func Signature(src []byte) (*Method, error) {
	t, err := pyparse.Parse(src)
	if err != nil {
		return nil, err
	}
	var m *Method
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if m != nil {
			return false
		}
		if n.Type() == "class_definition" {
			nm := n.ChildByFieldName("name")
			return nm != nil && t.Text(nm) == "Solution"
		}
		if n.Type() == "function_definition" {
			m = &Method{Name: t.Text(n.ChildByFieldName("name"))}
			if b := n.ChildByFieldName("body"); b != nil {
				m.Body = [2]int{pyparse.Line(b), pyparse.EndLine(b)}
			}
			for _, p := range pyparse.Children(n.ChildByFieldName("parameters")) {
				if p.Type() == "typed_parameter" {
					var name string
					for _, c := range pyparse.Children(p) {
						if c.Type() == "identifier" {
							name = t.Text(c)
							break
						}
					}
					typ := ""
					if ty := p.ChildByFieldName("type"); ty != nil {
						typ = strings.ReplaceAll(t.Text(ty), " ", "")
					}
					m.Params = append(m.Params, Param{name, typ})
				} else if p.Type() == "identifier" && t.Text(p) != "self" {
					m.Params = append(m.Params, Param{t.Text(p), ""})
				}
			}
			return false
		}
		return true
	})
	if m == nil {
		return nil, fmt.Errorf("no method of class Solution")
	}
	return m, nil
}

var rorSwap = map[string]string{"<": "<=", "<=": "<", ">": ">=", ">=": ">", "==": "!=", "!=": "==", "in": "not in", "not in": "in"}
var aorSwap = map[string]string{"+": "-", "-": "+", "*": "+", "//": "*", "/": "*", "%": "//"}

// Mutants lists every single-line mutant of the lines in [from, to].
func Mutants(src []byte, from, to int) ([]Mutant, error) {
	t, err := pyparse.Parse(src)
	if err != nil {
		return nil, err
	}
	lines := strings.Split(string(src), "\n")
	lineStart := make([]int, len(lines)+1)
	off := 0
	for i, l := range lines {
		lineStart[i] = off
		off += len(l) + 1
	}
	var out []Mutant
	seen := map[string]bool{}
	// replace swaps bytes [a, b) of a one-line node for text.
	replace := func(op string, a, b int, text string) {
		line := 0
		for line+1 < len(lines) && lineStart[line+1] <= a {
			line++
		}
		if line+1 < from || line+1 > to || b > lineStart[line]+len(lines[line]) {
			return
		}
		ls := lineStart[line]
		after := lines[line][:a-ls] + text + lines[line][b-ls:]
		if after == lines[line] || seen[after] {
			return
		}
		seen[after] = true
		ns := make([]string, len(lines))
		copy(ns, lines)
		ns[line] = after
		msrc := []byte(strings.Join(ns, "\n"))
		if mt, err := pyparse.Parse(msrc); err != nil || mt.HasError() {
			return
		}
		out = append(out, Mutant{Line: line + 1, Operator: op, Before: lines[line], After: after, Src: msrc})
	}
	locals := map[string]bool{}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if l := pyparse.Line(n); l >= from && l <= to && n.Type() == "identifier" {
			if p := n.Parent(); p != nil && (p.Type() == "assignment" || p.Type() == "for_statement" || p.Type() == "pattern_list" || p.Type() == "typed_parameter" || p.Type() == "parameters") {
				locals[t.Text(n)] = true
			}
		}
		return true
	})
	var names []string
	for n := range locals {
		if n != "self" {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	oneLine := func(n *pyparse.Node) bool { return pyparse.Line(n) == pyparse.EndLine(n) }
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		l := pyparse.Line(n)
		if pyparse.EndLine(n) < from || l > to {
			return true
		}
		switch n.Type() {
		case "comparison_operator":
			for i := 0; i < int(n.ChildCount()); i++ {
				c := n.Child(i)
				if c.IsNamed() {
					continue
				}
				op := t.Text(c)
				if r, ok := rorSwap[op]; ok {
					replace("ROR", int(c.StartByte()), int(c.EndByte()), r)
				}
			}
		case "binary_operator", "augmented_assignment":
			if o := n.ChildByFieldName("operator"); o != nil {
				op := strings.TrimSuffix(t.Text(o), "=")
				if r, ok := aorSwap[op]; ok {
					if n.Type() == "augmented_assignment" {
						r += "="
					}
					replace("AOR", int(o.StartByte()), int(o.EndByte()), r)
				}
			}
		case "integer":
			if v, err := strconv.Atoi(t.Text(n)); err == nil && oneLine(n) {
				replace("OBO", int(n.StartByte()), int(n.EndByte()), strconv.Itoa(v+1))
				if v > 0 {
					replace("OBO", int(n.StartByte()), int(n.EndByte()), strconv.Itoa(v-1))
				}
			}
		case "if_statement", "elif_clause", "while_statement":
			if c := n.ChildByFieldName("condition"); c != nil && oneLine(c) {
				replace("NEG", int(c.StartByte()), int(c.EndByte()), "not ("+t.Text(c)+")")
			}
		case "expression_statement":
			if oneLine(n) && l >= from {
				// Keep the line (and the block) with a statement that does nothing.
				replace("DEL", int(n.StartByte()), int(n.EndByte()), "pass")
			}
		case "identifier":
			name := t.Text(n)
			p := n.Parent()
			if !locals[name] || p == nil || !oneLine(n) {
				return true
			}
			// Only reads: not targets, parameters, keywords or attributes.
			switch p.Type() {
			case "assignment", "augmented_assignment":
				if l := p.ChildByFieldName("left"); l != nil && l.Equal(n) {
					return true
				}
			case "for_statement", "pattern_list", "parameters", "typed_parameter", "keyword_argument", "for_in_clause", "default_parameter":
				return true
			case "attribute":
				if a := p.ChildByFieldName("attribute"); a != nil && a.Equal(n) {
					return true
				}
			}
			for _, other := range names {
				if other != name {
					replace("VAR", int(n.StartByte()), int(n.EndByte()), other)
					break
				}
			}
		}
		return true
	})
	return out, nil
}

// GenCases draws n argument lists (Python literals) for the parameters.
func GenCases(params []Param, seed int64, n int) []string {
	r := rand.New(rand.NewSource(seed))
	var out []string
	seen := map[string]bool{}
	for tries := 0; len(out) < n && tries < n*5; tries++ {
		var args []string
		for _, p := range params {
			args = append(args, value(r, p.Type, p.Name))
		}
		s := "[" + strings.Join(args, ", ") + "]"
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

var alphabets = []string{"ab", "abc", "()", "()[]{}", "0123456789", "ab ", "IVXLCDM", "+-0123", "abcdefg", "01"}

func value(r *rand.Rand, typ, name string) string {
	typ = strings.ToLower(strings.ReplaceAll(typ, "List", "list"))
	switch {
	case typ == "int":
		if r.Intn(5) == 0 {
			return strconv.Itoa(-r.Intn(10))
		}
		return strconv.Itoa(r.Intn(12))
	case typ == "float":
		return strconv.FormatFloat(float64(r.Intn(200)-100)/10, 'f', 1, 64)
	case typ == "bool":
		if r.Intn(2) == 0 {
			return "True"
		}
		return "False"
	case typ == "str":
		a := alphabets[r.Intn(len(alphabets))]
		n := r.Intn(9)
		b := make([]byte, n)
		for i := range b {
			b[i] = a[r.Intn(len(a))]
		}
		return strconv.Quote(string(b))
	case typ == "list[int]":
		n := r.Intn(8)
		xs := make([]int, n)
		for i := range xs {
			xs[i] = r.Intn(16) - 4
		}
		if r.Intn(5) < 2 {
			sort.Ints(xs)
		}
		return ints(xs)
	case typ == "list[str]":
		n := r.Intn(5)
		var xs []string
		for i := 0; i < n; i++ {
			xs = append(xs, value(r, "str", name))
		}
		return "[" + strings.Join(xs, ", ") + "]"
	case typ == "list[list[int]]":
		m, k := 1+r.Intn(4), 1+r.Intn(4)
		var rows []string
		for i := 0; i < m; i++ {
			xs := make([]int, k)
			for j := range xs {
				xs[j] = r.Intn(4)
			}
			rows = append(rows, ints(xs))
		}
		return "[" + strings.Join(rows, ", ") + "]"
	case typ == "list[list[str]]":
		m, k := 1+r.Intn(4), 1+r.Intn(4)
		var rows []string
		for i := 0; i < m; i++ {
			var xs []string
			for j := 0; j < k; j++ {
				xs = append(xs, strconv.Quote(string("01.X"[r.Intn(4)])))
			}
			rows = append(rows, "["+strings.Join(xs, ", ")+"]")
		}
		return "[" + strings.Join(rows, ", ") + "]"
	}
	return strconv.Itoa(r.Intn(10))
}

func ints(xs []int) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = strconv.Itoa(x)
	}
	return "[" + strings.Join(s, ", ") + "]"
}
