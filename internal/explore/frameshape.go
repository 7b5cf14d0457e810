package explore

// Phase: explore, step 1 without an LLM. The shape of a real pandas
// value, read off what the snippet does with it: the kind of each column
// from the accessor it is used through (df["g"].cat is categorical,
// df["t"].dt dates, df.sparse a frame of sparse columns), and how many
// rows and columns positional indexing needs (df.iloc[[0, 4, 7], [1, 2]]
// needs eight rows and three columns). pandas refuses an accessor on the
// wrong dtype and a position past the end, so a frame of six numeric rows
// fails where the snippet's own frame would not.

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"unstuck/internal/pyparse"
	"unstuck/internal/refs"
)

// colKind is what a column holds, as pandas' accessors tell it.
type colKind string

const (
	colNumber colKind = ""       // floats: arithmetic, aggregation
	colText   colKind = "str"    // .str
	colDate   colKind = "dt"     // .dt
	colCat    colKind = "cat"    // .cat
	colSparse colKind = "sparse" // .sparse
)

// accessorKind maps an attribute to the column kind it demands.
func accessorKind(attr string) (colKind, bool) {
	switch k := colKind(attr); k {
	case colText, colDate, colCat, colSparse:
		return k, true
	}
	return colNumber, false
}

// maxRows bounds the rows positional indexing may ask for: a literal
// position past this is not a frame worth building.
const maxRows = 1000

// frameShape is what the snippet's uses of one name say about its data.
type frameShape struct {
	cols  map[string]colKind // column -> kind, for columns used through an accessor
	whole colKind            // the name itself used through an accessor (df.sparse, s.cat)
	rows  int                // rows positional indexing needs (0: no need)
	exact int                // rows a column stored whole holds (name["c"] = np.arange(8)), 0: not known
	width int                // columns positional indexing needs (0: no need)
}

// shapeOf reads name's frame shape from the snippet: name["col"].acc and
// name.acc give kinds; name.iloc[r], name.iloc[r, c] and name.iat[r, c]
// with literal positions (ints, lists of ints, negatives) give sizes.
func shapeOf(t *pyparse.Tree, name string) frameShape {
	sh := frameShape{cols: map[string]colKind{}}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() != "identifier" || t.Text(n) != name {
			return true
		}
		p := n.Parent()
		if p == nil {
			return true
		}
		switch p.Type() {
		case "subscript":
			// name["col"].acc
			if v := p.ChildByFieldName("value"); v == nil || !v.Equal(n) {
				return true
			}
			keys := pyparse.Children(p)[1:]
			if len(keys) != 1 {
				return true
			}
			col := literalString(t, keys[0])
			if col == "" || keys[0].Type() != "string" {
				return true
			}
			// A column stored whole must be as long as the frame.
			if a := p.Parent(); a != nil && a.Type() == "assignment" {
				if l := a.ChildByFieldName("left"); l != nil && l.Equal(p) {
					if k := literalLength(t, a.ChildByFieldName("right")); k > 0 && k <= maxRows {
						sh.exact = k
					}
				}
			}
			if a := p.Parent(); a != nil && a.Type() == "attribute" {
				if o := a.ChildByFieldName("object"); o != nil && o.Equal(p) {
					if k, ok := accessorKind(t.Text(a.ChildByFieldName("attribute"))); ok {
						sh.cols[col] = k
					}
				}
			}
		case "attribute":
			if o := p.ChildByFieldName("object"); o == nil || !o.Equal(n) {
				return true
			}
			attr := t.Text(p.ChildByFieldName("attribute"))
			if k, ok := accessorKind(attr); ok {
				sh.whole = k
				return true
			}
			if c := p.Parent(); c != nil && c.Type() == "call" {
				lambdaKinds(t, c, &sh)
			}
			// name.index given as the index of data whose rows the call
			// states (pd.DataFrame(np.random.randn(1000, 4), index=ts.index)):
			// pandas wants as many labels as rows, so name has that many.
			if attr == "index" {
				if k := indexedDataRows(t, p); k > 0 {
					sh.rows = max(sh.rows, k)
				}
			}
			if attr != "iloc" && attr != "iat" {
				return true
			}
			s := p.Parent()
			if s == nil || s.Type() != "subscript" {
				return true
			}
			if v := s.ChildByFieldName("value"); v == nil || !v.Equal(p) {
				return true
			}
			keys := pyparse.Children(s)[1:]
			if len(keys) == 1 && (keys[0].Type() == "tuple" || keys[0].Type() == "expression_list") {
				keys = pyparse.Children(keys[0])
			}
			if len(keys) >= 1 {
				sh.rows = max(sh.rows, positionsNeed(t, keys[0]))
			}
			if len(keys) >= 2 {
				sh.width = max(sh.width, positionsNeed(t, keys[1]))
			}
		}
		return true
	})
	if sh.rows > maxRows {
		sh.rows = 0
	}
	if sh.width > maxRows {
		sh.width = 0
	}
	return sh
}

// sized are the array makers whose one integer argument is the length of
// what they make (numpy's and the builtin range).
var sized = set("arange randn rand random zeros ones empty range linspace")

// literalLength is how many items an expression makes, when it says so
// literally: a list or tuple display, or np.arange(8), np.random.randn(8),
// range(8); 0 when it does not.
func literalLength(t *pyparse.Tree, n *pyparse.Node) int {
	if n == nil {
		return 0
	}
	switch n.Type() {
	case "list", "tuple":
		return int(n.NamedChildCount())
	case "call":
		_, args, m := t.Callee(n)
		if !sized[m] || args == nil {
			return 0
		}
		as := pyparse.Children(args)
		if m == "linspace" && len(as) < 3 || m != "linspace" && len(as) != 1 || as[0].Type() != "integer" && m != "linspace" {
			return 0
		}
		k := as[0]
		if m == "linspace" {
			k = as[2]
		}
		if i, err := strconv.Atoi(t.Text(k)); err == nil {
			return i
		}
	}
	return 0
}

// indexedDataRows: for an expression passed as the index= keyword of a
// call whose first positional argument makes a literal number of rows
// (np.random.randn(1000, 4), np.zeros((8, 2)), a list display), that
// number; 0 otherwise.
func indexedDataRows(t *pyparse.Tree, e *pyparse.Node) int {
	kw := e.Parent()
	if kw == nil || kw.Type() != "keyword_argument" || t.Text(kw.ChildByFieldName("name")) != "index" {
		return 0
	}
	args := kw.Parent()
	if args == nil || args.Type() != "argument_list" || args.Parent() == nil || args.Parent().Type() != "call" {
		return 0
	}
	as := pyparse.Children(args)
	if len(as) == 0 || as[0].Type() == "keyword_argument" {
		return 0
	}
	return firstDimension(t, as[0])
}

// firstDimension is how many rows an expression makes when it says so
// literally: literalLength's one-dimensional makers, numpy's makers given
// several sizes or a shape tuple (randn(1000, 4), zeros((8, 2))); 0 else.
func firstDimension(t *pyparse.Tree, n *pyparse.Node) int {
	if k := literalLength(t, n); k > 0 {
		return k
	}
	if n.Type() != "call" {
		return 0
	}
	_, args, m := t.Callee(n)
	if args == nil {
		return 0
	}
	switch m {
	case "randn", "rand", "random", "zeros", "ones", "empty", "standard_normal":
	default:
		return 0
	}
	as := pyparse.Children(args)
	if len(as) == 0 {
		return 0
	}
	k := as[0]
	if k.Type() == "tuple" && k.NamedChildCount() > 0 {
		k = pyparse.Children(k)[0]
	}
	if k.Type() != "integer" {
		return 0
	}
	if i, err := strconv.Atoi(t.Text(k)); err == nil {
		return i
	}
	return 0
}

// positionsNeed is how long an axis must be for the literal positions of
// one iloc key to exist: i needs i+1, -i needs i, a list its largest;
// slices never raise, so they need nothing.
func positionsNeed(t *pyparse.Tree, k *pyparse.Node) int {
	switch k.Type() {
	case "integer":
		if i, err := strconv.Atoi(t.Text(k)); err == nil {
			return i + 1
		}
	case "unary_operator":
		if i, err := strconv.Atoi(strings.ReplaceAll(t.Text(k), " ", "")); err == nil && i < 0 {
			return -i
		}
	case "list":
		need := 0
		for _, e := range pyparse.Children(k) {
			need = max(need, positionsNeed(t, e))
		}
		return need
	}
	return 0
}

// columnData is the literal data of one column of n rows of a kind;
// label columns (grouped by, pivoted on) alternate two labels.
func columnData(k colKind, n int, label bool) string {
	item := func(f func(i int) string) string {
		parts := make([]string, n)
		for i := range parts {
			parts[i] = f(i)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	}
	labels := item(func(i int) string { return [...]string{"'x'", "'y'"}[i%2] })
	switch {
	case k == colDate:
		return fmt.Sprintf("pd.date_range('2024-01-15', periods=%d, freq='D')", n)
	case k == colCat:
		return "pd.Categorical(" + labels + ")"
	case k == colSparse:
		// Mostly zeros, the fill value: what sparse data is.
		return "pd.arrays.SparseArray(" + item(func(i int) string {
			if i%2 == 0 {
				return "0.0"
			}
			return strconv.Itoa(i/2+1) + ".0"
		}) + ", fill_value=0.0)"
	case label:
		return labels
	case k == colText:
		return item(func(i int) string { return "'" + strings.Repeat(string(rune('a'+i%26)), i%6+1) + "'" })
	}
	return item(func(i int) string { return strconv.Itoa(i+1) + ".0" })
}

// frameWriters are the DataFrame writers of pandas' readers: a file a
// reader reads is written by its writer, so its format is the reader's
// (the reader's own keywords ride along: sep, orient, lines).
var frameWriters = map[string]string{
	"read_csv":    "to_csv",
	"read_table":  "to_csv",
	"read_json":   "to_json",
	"read_pickle": "to_pickle",
	"read_xml":    "to_xml",
	"read_html":   "to_html",
	"read_stata":  "to_stata",
}

// readerContent is the statement that makes file f, when the snippet
// reads it with a pandas reader (X = pd.read_csv("f", sep="|")): a frame
// holding the columns the snippet reads from X (X["a"], X.level, usecols,
// index_col, parse_dates), written by the matching writer with the
// reader's format keywords. "" when no reader reads f by its literal name
// or through the name holding it (b.pathVar) and what the snippet makes
// from that (with open(path) as fh; bio = BytesIO(fh.read())).
func (b *builder) readerContent(f string) string {
	t := b.s.Tree
	out := ""
	from := flowsFrom(t, b.pathVar)
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if out != "" {
			return false
		}
		_, args, name := t.Callee(n)
		writer, ok := frameWriters[name]
		if !ok || args == nil {
			return true
		}
		as := pyparse.Children(args)
		if len(as) == 0 || !(as[0].Type() == "string" && literalString(t, as[0]) == f || mentions(t, as[0], from)) {
			return true
		}
		var cols, dates []string
		positions := 0 // columns the reader's keywords name by position
		add := func(c string) {
			if c != "" && !slices.Contains(cols, c) {
				cols = append(cols, c)
			}
		}
		kw := map[string]string{}
		for _, a := range as[1:] {
			if a.Type() != "keyword_argument" {
				continue
			}
			k, v := t.Text(a.ChildByFieldName("name")), a.ChildByFieldName("value")
			switch k {
			case "sep", "delimiter", "orient", "lines":
				kw[k] = t.Text(v)
			case "usecols", "index_col", "parse_dates":
				vs := []*pyparse.Node{v}
				if v.Type() == "list" {
					vs = pyparse.Children(v)
				}
				for _, e := range vs {
					if s := literalString(t, e); s != "" && e.Type() == "string" {
						add(s)
						if k == "parse_dates" {
							dates = append(dates, s)
						}
					}
				}
				positions = max(positions, columnPositions(t, v))
			}
		}
		if target := assignedTo(t, n); target != "" {
			b.passedTo()
			for _, c := range b.passedCols[target] {
				add(c)
			}
			for _, s := range b.chainOf(target).strs {
				if columnLabel(s) {
					add(s)
				}
			}
			// query and eval read columns by name in their expression
			// (bb.query("h > 0")), as buildDataFrame's frames have them.
			for _, m := range []string{"eval", "query"} {
				for _, e := range b.chainOf(target).byCall[m] {
					for _, c := range exprColumns(e) {
						add(c)
					}
				}
			}
			for _, a := range attributesRead(t, target) {
				if attrs := b.index["pandas.DataFrame"]; attrs == nil || !attrs[a] {
					add(a) // df.level: a column read as an attribute
				}
			}
		}
		if len(cols) == 0 {
			cols = []string{"a", "b", "c"}
		}
		// Columns named by position (parse_dates=[[1, 2], [1, 3]],
		// usecols=[0, 4]) exist only in a file that many columns wide.
		for i := len(cols); len(cols) < positions; i++ {
			add(fmt.Sprintf("c%d", i))
		}
		var parts []string
		for _, c := range cols {
			k := colNumber
			if slices.Contains(dates, c) {
				k = colDate
			}
			parts = append(parts, fmt.Sprintf("%q: %s", c, columnData(k, 3, false)))
		}
		call := strconv.Quote(f)
		if b.textVar != "" {
			call = "None" // the writer's text, returned
		}
		switch writer {
		case "to_csv":
			sep := kw["sep"]
			if sep == "" {
				sep = kw["delimiter"]
			}
			if sep == "" && name == "read_table" {
				sep = `"\t"`
			}
			if s, err := strconv.Unquote(pyQuote(sep)); err == nil && len(s) == 1 {
				call += ", sep=" + sep
			} else if sep != "" {
				call += `, sep=" "` // a pattern (\s+): blanks match it
			}
			call += ", index=False"
		case "to_json":
			if o := kw["orient"]; o != "" {
				call += ", orient=" + o
			} else if kw["lines"] == "True" {
				call += `, orient="records"`
			}
			if kw["lines"] == "True" {
				call += ", lines=True"
			}
		case "to_xml", "to_html":
			call += ", index=False"
			if attrs := htmlTableAttrs(t, name, as[0], f, from); writer == "to_html" && attrs != "" && b.textVar == "" {
				// The table carries the attributes the readers select it
				// by (attrs={"id": "table"}), as the only ones of its tag.
				out = "import pandas as pd, re\nopen(" + strconv.Quote(f) + ", 'w').write(re.sub(r'<table[^>]*>', " + strconv.Quote("<table "+attrs+">") +
					", pd.DataFrame({" + strings.Join(parts, ", ") + "}).to_html(index=False), count=1))"
				return false
			}
		case "to_stata":
			call += ", write_index=False"
		}
		out = "import pandas as pd\npd.DataFrame({" + strings.Join(parts, ", ") + "})." + writer + "(" + call + ")"
		if b.textVar != "" {
			out = "import pandas as pd\n" + b.textVar + " = pd.DataFrame({" + strings.Join(parts, ", ") + "})." + writer + "(" + call + ")"
			if writer == "to_pickle" || writer == "to_stata" {
				out = "" // binary formats, written to a path only
			}
		}
		return false
	})
	return out
}

// readAsText: the name is handed to StringIO (pd.read_csv(StringIO(data),
// parse_dates=["a"]), as pandas' examples hand a reader their text).
func readAsText(u *refs.Usage) bool {
	if u == nil || len(u.Attrs) > 0 {
		return false
	}
	for _, a := range u.Args {
		if a.Callee == "StringIO" || strings.HasSuffix(a.Callee, ".StringIO") {
			return true
		}
	}
	return false
}

// readerText is the statement binding name to the text a pandas reader
// reads through it (readerContent's frame, written by the matching
// writer to a string: content = pd.DataFrame({"a": ...}).to_csv(None,
// index=False)); "" when no reader reads it or its format is binary.
func (b *builder) readerText(name string) string {
	b.pathVar, b.textVar = name, name
	defer func() { b.pathVar, b.textVar = "", "" }()
	return b.readerContent("")
}

// columnPositions is one more than the largest column position a
// reader's keyword names (an integer, or one in lists and tuples of
// them, nested as parse_dates' column combinations are, or the values of
// a dict of them: parse_dates={"when": [1, 2]}; a name is read through
// its assignments, as a spec is often given one); 0 for none.
func columnPositions(t *pyparse.Tree, v *pyparse.Node) int {
	return positionsIn(t, v, 0)
}

// positionsIn is columnPositions at depth: a bound on the walk through
// names (spec = other; other = spec) and nesting.
func positionsIn(t *pyparse.Tree, v *pyparse.Node, depth int) int {
	n := 0
	if v == nil || depth > 4 {
		return 0
	}
	switch v.Type() {
	case "integer":
		if i, err := strconv.Atoi(t.Text(v)); err == nil && i >= 0 && i < 100 {
			n = i + 1
		}
	case "list", "tuple":
		for _, e := range pyparse.Children(v) {
			n = max(n, positionsIn(t, e, depth+1))
		}
	case "dictionary":
		for _, p := range pyparse.Children(v) {
			if p.Type() == "pair" {
				n = max(n, positionsIn(t, p.ChildByFieldName("value"), depth+1))
			}
		}
	case "identifier":
		for _, r := range assignedValues(t, t.Text(v)) {
			n = max(n, positionsIn(t, r, depth+1))
		}
	}
	return n
}

// assignedValues are the values the snippet assigns to name with a plain
// `name = value` statement, wherever it stands.
func assignedValues(t *pyparse.Tree, name string) []*pyparse.Node {
	var out []*pyparse.Node
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() == "assignment" {
			if l := n.ChildByFieldName("left"); l != nil && l.Type() == "identifier" && t.Text(l) == name {
				if r := n.ChildByFieldName("right"); r != nil {
					out = append(out, r)
				}
			}
		}
		return true
	})
	return out
}

// assignedTo is the name a call's value is assigned to (x = f(...)), or "".
func assignedTo(t *pyparse.Tree, call *pyparse.Node) string {
	p := call.Parent()
	if p == nil || p.Type() != "assignment" {
		return ""
	}
	if l := p.ChildByFieldName("left"); l != nil && l.Type() == "identifier" {
		if r := p.ChildByFieldName("right"); r != nil && r.Equal(call) {
			return t.Text(l)
		}
	}
	return ""
}

// attributesRead are the attributes of name the snippet reads without
// calling them (df.level, df.level.dtype).
func attributesRead(t *pyparse.Tree, name string) []string {
	var out []string
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() != "attribute" {
			return true
		}
		o := n.ChildByFieldName("object")
		if o == nil || o.Type() != "identifier" || t.Text(o) != name {
			return true
		}
		if p := n.Parent(); p != nil && p.Type() == "call" {
			if f := p.ChildByFieldName("function"); f != nil && f.Equal(n) {
				return true
			}
		}
		if a := t.Text(n.ChildByFieldName("attribute")); isIdent(a) && !strings.HasPrefix(a, "_") && !slices.Contains(out, a) {
			out = append(out, a)
		}
		return true
	})
	return out
}

// timeValue is what a value must hold for its arithmetic with a time
// operand to work: dates where a date is subtracted from it or a
// duration added (s - pd.Timestamp("2012"), s + pd.Timedelta("1d")),
// durations where it is divided by one (tdi / np.timedelta64(1, "s"))
// or added to a date (tdi + pd.Timestamp("2013"): two dates do not add).
func timeValue(u *refs.Usage) (dates, durations bool) {
	for _, op := range u.BinOps {
		v := op.Value
		date := strings.Contains(v, "Timestamp(") || strings.Contains(v, "to_datetime(") || strings.Contains(v, "datetime(") ||
			strings.Contains(v, "date_range(") || strings.Contains(v, "datetime64(")
		dur := strings.Contains(v, "Timedelta(") || strings.Contains(v, "timedelta(") || strings.Contains(v, "timedelta64(") ||
			strings.Contains(v, "DateOffset(") || strings.Contains(v, "offsets.")
		switch {
		case date && op.Op == "+":
			durations, dates = true, false
		case date && op.Op == "-" && op.Side == "right" && durations:
			// pd.Timestamp("2013") - x with x a duration by another
			// operation: a date less a duration is a date.
		case date && (op.Op == "-" || op.Op == "<" || op.Op == ">" || op.Op == "<=" || op.Op == ">="):
			dates = true
		case dur && (op.Op == "+" || op.Op == "-") && !durations:
			dates = true
		case dur && (op.Op == "/" || op.Op == "//" || op.Op == "%"):
			durations, dates = true, false
		}
	}
	return dates, durations
}

// lambdaKinds reads a method call on the name whose lambda argument uses
// its parameter through an accessor (df.sort_values(by="a", key=lambda
// col: col.str.lower()), df.apply(lambda c: c.dt.day)): the columns the
// call names by string hold that kind, or, naming none, every column.
func lambdaKinds(t *pyparse.Tree, call *pyparse.Node, sh *frameShape) {
	args := call.ChildByFieldName("arguments")
	if args == nil {
		return
	}
	var cols []string
	kind := colNumber
	for _, a := range pyparse.Children(args) {
		v := a
		if a.Type() == "keyword_argument" {
			v = a.ChildByFieldName("value")
		}
		if v == nil {
			continue
		}
		switch v.Type() {
		case "string":
			if s := literalString(t, v); s != "" {
				cols = append(cols, s)
			}
		case "list":
			for _, e := range pyparse.Children(v) {
				if s := literalString(t, e); s != "" && e.Type() == "string" {
					cols = append(cols, s)
				}
			}
		case "lambda":
			ps := v.ChildByFieldName("parameters")
			body := v.ChildByFieldName("body")
			if ps == nil || body == nil || ps.NamedChildCount() == 0 {
				continue
			}
			param := t.Text(pyparse.Children(ps)[0])
			pyparse.Walk(body, func(n *pyparse.Node) bool {
				if n.Type() == "attribute" {
					if o := n.ChildByFieldName("object"); o != nil && o.Type() == "identifier" && t.Text(o) == param {
						if k, ok := accessorKind(t.Text(n.ChildByFieldName("attribute"))); ok {
							kind = k
						}
					}
				}
				return true
			})
		}
	}
	if kind == colNumber {
		return
	}
	if len(cols) == 0 && sh.whole == colNumber {
		sh.whole = kind
	}
	for _, c := range cols {
		if _, ok := sh.cols[c]; !ok {
			sh.cols[c] = kind
		}
	}
}

// flowsFrom are the names that hold what comes from name: name itself,
// the file a with ... as or an assignment opens from it, and every name
// assigned an expression that mentions one of those (data = fh.read(),
// bio = BytesIO(fh.read())). Empty for "".
func flowsFrom(t *pyparse.Tree, name string) map[string]bool {
	out := map[string]bool{}
	if name == "" {
		return out
	}
	out[name] = true
	for grew := true; grew; {
		grew = false
		pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
			var left, right *pyparse.Node
			switch n.Type() {
			case "assignment":
				left, right = n.ChildByFieldName("left"), n.ChildByFieldName("right")
			case "as_pattern":
				if cs := pyparse.Children(n); len(cs) == 2 {
					right, left = cs[0], cs[1]
					if left.Type() == "as_pattern_target" && left.NamedChildCount() == 1 {
						left = left.NamedChild(0)
					}
				}
			}
			if left == nil || right == nil || left.Type() != "identifier" || out[t.Text(left)] {
				return true
			}
			if mentions(t, right, out) {
				out[t.Text(left)] = true
				grew = true
			}
			return true
		})
	}
	return out
}

// mentions: the expression reads one of the names.
func mentions(t *pyparse.Tree, n *pyparse.Node, names map[string]bool) bool {
	if len(names) == 0 {
		return false
	}
	found := false
	pyparse.Walk(n, func(c *pyparse.Node) bool {
		if found {
			return false
		}
		if c.Type() == "attribute" {
			// Only the object: fh.read names fh, not read.
			if o := c.ChildByFieldName("object"); o != nil && mentions(t, o, names) {
				found = true
			}
			return false
		}
		if c.Type() == "identifier" && names[t.Text(c)] {
			found = true
		}
		return !found
	})
	return found
}

// dottedLabel: a label with dots or dashes between words (date.utc,
// pm2-5), as data files name their columns.
var dottedLabel = regexp.MustCompile(`^[A-Za-z_]\w*(?:[.-]\w+)+$`)

// columnLabel: a string the snippet reads from a frame may be one of its
// columns: a word or words, or a dotted label that is no data file's name.
func columnLabel(s string) bool {
	return isIdent(strings.ReplaceAll(s, " ", "_")) || dottedLabel.MatchString(s) && !dataFileRe.MatchString(s)
}

// htmlTableAttrs are the HTML attributes (id="table" class="sortable")
// that every call of reader on the same file (the literal path or what
// the name holding it flows to) asks its table to have through attrs=
// (pd.read_html(url, attrs={"id": "table"})); "" when none asks.
func htmlTableAttrs(t *pyparse.Tree, reader string, first *pyparse.Node, f string, from map[string]bool) string {
	var keys []string
	vals := map[string]string{}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		_, args, name := t.Callee(n)
		if name != reader || args == nil {
			return true
		}
		as := pyparse.Children(args)
		if len(as) == 0 || !(as[0].Type() == "string" && literalString(t, as[0]) == f || mentions(t, as[0], from) || t.Text(as[0]) == t.Text(first)) {
			return true
		}
		for _, a := range as[1:] {
			if a.Type() != "keyword_argument" || t.Text(a.ChildByFieldName("name")) != "attrs" {
				continue
			}
			d := a.ChildByFieldName("value")
			if d == nil || d.Type() != "dictionary" {
				continue
			}
			for _, p := range pyparse.Children(d) {
				k, v := p.ChildByFieldName("key"), p.ChildByFieldName("value")
				if p.Type() != "pair" || k == nil || v == nil || k.Type() != "string" || v.Type() != "string" {
					continue
				}
				ks, vs := literalString(t, k), literalString(t, v)
				if isIdent(strings.ReplaceAll(ks, "-", "_")) && !strings.ContainsAny(vs, `"<>&`) && vals[ks] == "" {
					keys = append(keys, ks)
					vals[ks] = vs
				}
			}
		}
		return true
	})
	var out []string
	for _, k := range keys {
		out = append(out, k+"="+strconv.Quote(vals[k]))
	}
	return strings.Join(out, " ")
}
