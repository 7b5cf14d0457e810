package explore

// Phase: explore, step 1 without an LLM. Real objects before stand-ins:
// an undefined name whose attributes and methods are those of a class a
// library (or the standard library) provides gets an instance of that
// class, built from arguments its usage asks for (a DataFrame with the
// columns the snippet indexes, an array of the shape its indexing needs,
// a requests.Response whose .json() gives the keys read ...). Which class
// fits is read from the class index (classindex.go: the installed
// classes' attribute names, introspected inside the sandbox) when there
// is one, else from each recipe's telling attributes.

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"unstuck/internal/pyparse"
	"unstuck/internal/refs"
)

// recipe builds an instance of one library class.
type recipe struct {
	class  string   // module.Class, as the class index names it
	module string   // top-level module the snippet imports when it uses the class ("" for builtins)
	tells  []string // attributes that tell the class apart from others
	names  []string // variable names that, alone, suggest the class
	stmt   bool     // build gives statements binding the name, usable only at the top level
	build  func(b *builder, name string, u *refs.Usage) string
}

var recipes = []recipe{
	{class: "pandas.DataFrame", module: "pandas", names: words("df df1 df2 frame dataframe data_frame"), tells: words("groupby loc iloc columns iterrows itertuples merge set_index reset_index sort_values dropna fillna pivot pivot_table drop_duplicates to_csv describe assign melt query applymap nunique corr head tail stack"), build: buildDataFrame},
	{class: "pandas.Series", module: "pandas", names: words("s ser series ts"), tells: words("str dt cat to_frame value_counts resample asfreq tz_localize tz_convert to_period between_time at_time"), build: buildSeries},
	{class: "pandas.MultiIndex", module: "pandas", tells: words("get_level_values levels codes nlevels levshape set_levels set_codes remove_unused_levels sortlevel"), build: buildMultiIndex},
	{class: "numpy.ndarray", module: "numpy", names: words("arr array matrix ndarray"), tells: words("reshape ndim ravel flatten astype T transpose squeeze argmax argmin nonzero tolist cumsum dtype shape"), build: buildArray},
	{class: "requests.Response", module: "requests", names: words("response resp"), tells: words("json status_code raise_for_status iter_content ok content headers"), stmt: true, build: buildResponse},
	{class: "datetime.datetime", module: "datetime", tells: words("strftime year month day hour minute second weekday isoformat timestamp isocalendar"), build: func(*builder, string, *refs.Usage) string {
		return "datetime.datetime(2024, 1, 15, 10, 30)"
	}},
	{class: "pathlib.Path", module: "pathlib", tells: words("suffix stem read_text write_text iterdir glob rglob exists is_file is_dir joinpath with_suffix resolve parts read_bytes"), stmt: true, build: buildPath},
	{class: "io.TextIOWrapper", tells: words("readline readlines read seek tell write writelines"), stmt: true, build: buildFile},
	{class: "re.Match", module: "re", tells: words("group groups groupdict lastgroup lastindex"), build: buildMatch},
	{class: "logging.Logger", module: "logging", names: words("logger log"), tells: words("info debug warning error exception critical setLevel addHandler"), build: func(_ *builder, name string, _ *refs.Usage) string {
		return "logging.getLogger(" + strconv.Quote(name) + ")"
	}},
}

func words(s string) []string { return strings.Fields(s) }

// realValue is an instance of a real class for a name whose attributes
// fit one: the class's module is imported by the snippet (or the snippet
// imports nothing, as cut-out bodies), one of its telling attributes is
// used and, with a class index, every attribute the snippet calls is the
// class's. Most telling attributes win.
func (b *builder) realValue(name string, u *refs.Usage, st style, depth int) (string, bool) {
	if depth == 0 && u != nil && !u.Module {
		if v, ok := b.passedValue(name, u); ok {
			return v, true
		}
	}
	if u == nil || u.Module || len(u.Attrs) == 0 && !(u.Len || len(u.Keys) > 0 || len(u.BinOps) > 0 || len(u.StoredKeys) > 0) {
		return "", false
	}
	best := b.bestRecipe(name, u, depth)
	if best == nil && depth == 0 {
		best = b.likeSibling(name, u)
	}
	if best == nil {
		return "", false
	}
	if b.altClass {
		// The other class of the same library that has every method the
		// snippet calls (a Series where the name said DataFrame): a name
		// defined elsewhere may be either, and only a run tells.
		for i := range recipes {
			r := &recipes[i]
			if r != best && r.module != "" && r.module == best.module && !r.stmt && b.index[r.class] != nil && b.fits(r.class, u) {
				b.alts++
				return r.build(b, name, u), true
			}
		}
	}
	return best.build(b, name, u), true
}

// calledAttrs are the methods the snippet calls on a name.
func calledAttrs(u *refs.Usage) []string {
	var out []string
	for a, au := range u.Attrs {
		if len(au.Calls) > 0 {
			out = append(out, a)
		}
	}
	sort.Strings(out)
	return out
}

// likeSibling is the class of another name the snippet calls every
// method of this one on (sdf.memory_usage() beside df.memory_usage(),
// where df is a DataFrame by its uses): values used alike are alike. Only
// with a class index, which must say the class has those methods.
func (b *builder) likeSibling(name string, u *refs.Usage) *recipe {
	called := calledAttrs(u)
	if len(called) == 0 || b.index == nil {
		return nil
	}
	for _, o := range b.names {
		uo := b.s.Refs.Usages[o]
		if o == name || uo == nil || uo.Module {
			continue
		}
		theirs := calledAttrs(uo)
		if !slices.ContainsFunc(called, func(a string) bool { return !slices.Contains(theirs, a) }) {
			if r := b.bestRecipe(o, uo, 0); r != nil && b.index[r.class] != nil && b.fits(r.class, u) {
				return r
			}
		}
	}
	return nil
}

// bestRecipe is the recipe whose telling attributes the name's uses hit
// most (its name alone counting as one), nil when none fits.
func (b *builder) bestRecipe(name string, u *refs.Usage, depth int) *recipe {
	imported := b.imported()
	var best *recipe
	bestHits := 0
	for i := range recipes {
		r := &recipes[i]
		if r.stmt && depth > 0 {
			continue
		}
		if r.module != "" && len(imported) > 0 && !imported[r.module] && !b.moduleInPlay(name, r) {
			continue
		}
		hits := 0
		for _, t := range r.tells {
			if u.Attrs[t] != nil {
				hits++
			}
		}
		// df3, arr2: a numbered name says what its stem says.
		stem := strings.TrimRight(strings.ToLower(name), "0123456789_")
		// dfa, dfj2, df_mixed: pandas names its frames df and df-something.
		if r.class == "pandas.DataFrame" && strings.HasPrefix(stem, "df") && !strings.HasSuffix(stem, "s") {
			stem = "df"
		}
		if hits == 0 && depth == 0 && (slices.Contains(r.names, strings.ToLower(name)) || slices.Contains(r.names, stem)) && b.index[r.class] != nil {
			hits = 1 // the name says it, and the class index has every method called
		}
		if hits == 0 && r.class == "pandas.Series" && depth == 0 && dateKeyed(u) {
			hits = 1 // selected from by dates: a time series (timekeys.go)
		}
		// Cast to a dtype only pandas knows (pi.astype("period[D]")):
		// numpy refuses it, pandas' Series takes it.
		if pandasDtype(b.chainOf(name).byCall["astype"]) {
			if r.class == "numpy.ndarray" {
				continue
			}
			if hits == 0 && r.class == "pandas.Series" && depth == 0 {
				hits = 1
			}
		}
		if hits == 0 && r.class == "pandas.DataFrame" {
			hits = b.columnHits(name, u)
		}
		if hits == 0 && r.class == "pandas.DataFrame" && accessorPlot(u) && b.index[r.class]["plot"] {
			hits = 1
		}
		if hits == 0 && r.class == "pandas.DataFrame" && depth == 0 {
			// A copy of it selected by a key of several levels
			// (df2 = dfmi.copy(); df2.loc(axis=0)[:, :, ["C1"]]): a frame.
			if ds := b.derived(name); len(ds) > 0 {
				if rl, cl := locLevels(b.s.Tree, ds); len(rl) >= 2 || len(cl) >= 2 {
					hits = 1
				}
			}
		}
		if hits == 0 || !b.fits(r.class, u) {
			continue
		}
		if hits > bestHits {
			best, bestHits = r, hits
		}
	}
	return best
}

// pandasDtype matches the names of the dtypes pandas adds to numpy's
// (period[M], category, string, Int64, UInt8, Float64, Sparse[int],
// interval[int64]): numpy's astype refuses them ("string_" is numpy's).
var pandasDtypeName = regexp.MustCompile(`^(period\[|Sparse\b|interval\b|U?Int\d|Float\d|category$|string$)`)

// pandasDtype: one of the dtypes given is pandas' own.
func pandasDtype(dtypes []string) bool {
	return slices.ContainsFunc(dtypes, pandasDtypeName.MatchString)
}

// accessorPlot: the name's plot is an accessor whose methods are called
// (air.plot.scatter(x=..., y=...)), as pandas' frames have it; a plot
// that is itself called (ax.plot(x, y)) tells nothing.
func accessorPlot(u *refs.Usage) bool {
	p := u.Attrs["plot"]
	if p == nil || len(p.Calls) > 0 {
		return false
	}
	for _, a := range p.Attrs {
		if len(a.Calls) > 0 {
			return true
		}
	}
	return false
}

// columnTells are methods of a pandas Series that no builtin value has:
// a name whose string-keyed items are used through them holds columns.
var columnTells = words("str dt cat value_counts agg aggregate apply map fillna astype isna notna isnull notnull nunique rolling expanding ewm shift diff pct_change cumsum cumprod idxmax idxmin nlargest nsmallest to_numpy to_list dropna between clip round resample")

// columnHits counts the columnTells a name's items are used through, when
// it is indexed with strings and the class index's Series has every
// method called on the items (tsdf["A"].agg([...]) is a DataFrame's). A
// key that selects by the name's own columns is a row mask, not a sign of
// another kind (titanic[titanic["Age"].notna()]); an item given to a
// pandas function counts as a use of a column
// (pd.to_datetime(air["datetime"])).
func (b *builder) columnHits(name string, u *refs.Usage) int {
	it := u.Item
	series := b.index["pandas.Series"]
	if it == nil || series == nil || len(u.Attrs) > 0 || len(u.Keys) == 0 {
		return 0
	}
	strs := 0
	for _, k := range u.Keys {
		switch {
		case k.Kind == "str":
			strs++
		case k.Kind == "other" && ownColumn(name).MatchString(k.Value):
		default:
			return 0
		}
	}
	if strs == 0 {
		return 0
	}
	hits := 0
	for a, au := range it.Attrs {
		if len(au.Calls) > 0 && !series[a] {
			return 0
		}
		if slices.Contains(columnTells, a) {
			hits++
		}
	}
	for _, a := range it.Args {
		if b.pandasCallee(a.Callee) {
			hits++
		}
	}
	return hits
}

// pandasCallee: callee is a function of pandas, by the import the usage
// tables give its undefined first part (pd), or pandas imported and
// written by its usual name.
func (b *builder) pandasCallee(callee string) bool {
	root, _, ok := strings.Cut(callee, ".")
	if !ok {
		return false
	}
	if ru := b.s.Refs.Usages[root]; ru != nil {
		return ru.Import == "import pandas" || ru.Import == "import pandas as "+root
	}
	return b.imported()["pandas"] && (root == "pd" || root == "pandas") // pandas' usual name
}

// ownColumn matches an expression that reads one of name's columns by a
// string key (name["Age"], name['a']).
func ownColumn(name string) *regexp.Regexp {
	return regexp.MustCompile(`(?:^|[^\w.])` + regexp.QuoteMeta(name) + `\[\s*['"]`)
}

// fits checks, against the class index, that the class has every
// attribute the snippet calls on the name (attributes only read may be
// a DataFrame's columns and the like).
func (b *builder) fits(class string, u *refs.Usage) bool {
	attrs := b.index[class]
	if attrs == nil {
		return true
	}
	for a, au := range u.Attrs {
		if len(au.Calls) > 0 && !attrs[a] {
			return false
		}
	}
	return true
}

// imported are the top-level modules the snippet imports.
func (b *builder) imported() map[string]bool {
	if b.mods == nil {
		b.mods = map[string]bool{}
		for _, m := range snippetImports(b.s.Tree) {
			b.mods[strings.SplitN(m, ".", 2)[0]] = true
		}
	}
	return b.mods
}

// chain is what the snippet does right after a name: the string
// arguments of the methods called on it and the string keys it is
// indexed with, down each chain (df.groupby('team')['score']), and the
// integer arguments of those methods (reshape(2, 3)).
type chain struct {
	strs    []string            // string keys and arguments, in order
	byCall  map[string][]string // method -> its string arguments
	intArgs map[string][]int    // method -> its integer arguments
	tuples  int                 // most parts of a tuple subscript
}

func (b *builder) chainOf(name string) chain {
	c := chain{byCall: map[string][]string{}, intArgs: map[string][]int{}}
	seen := map[string]bool{}
	addStr := func(v string) {
		if !seen[v] {
			seen[v] = true
			c.strs = append(c.strs, v)
		}
	}
	t := b.s.Tree
	strOf := func(n *pyparse.Node) (string, bool) {
		if n == nil || n.Type() != "string" {
			return "", false
		}
		v, err := strconv.Unquote(pyQuote(t.Text(n)))
		return v, err == nil && v != "" && len(v) < 40
	}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() != "identifier" || t.Text(n) != name {
			return true
		}
		cur := n
		method := ""
		for p := cur.Parent(); p != nil; cur, p = p, p.Parent() {
			switch p.Type() {
			case "attribute":
				if obj := p.ChildByFieldName("object"); obj == nil || !obj.Equal(cur) {
					return true
				}
				if a := p.ChildByFieldName("attribute"); a != nil {
					method = t.Text(a)
				}
				continue
			case "subscript":
				if v := p.ChildByFieldName("value"); v == nil || !v.Equal(cur) {
					return true
				}
				for _, k := range pyparse.Children(p)[1:] {
					if s, ok := strOf(k); ok {
						addStr(s)
					}
					for _, s := range lambdaParamKeys(t, k) {
						addStr(s)
					}
					switch k.Type() {
					case "list":
						for _, e := range pyparse.Children(k) {
							if s, ok := strOf(e); ok {
								addStr(s)
							}
						}
					case "tuple", "expression_list":
						c.tuples = max(c.tuples, int(k.NamedChildCount()))
					}
				}
				if p.NamedChildCount() > 2 {
					c.tuples = max(c.tuples, int(p.NamedChildCount())-1)
				}
				method = ""
				continue
			case "call":
				if f := p.ChildByFieldName("function"); f == nil || !f.Equal(cur) {
					return true
				}
				if args := p.ChildByFieldName("arguments"); args != nil && method != "" {
					for _, a := range pyparse.Children(args) {
						if a.Type() == "keyword_argument" {
							c.keyword(t, method, a, strOf, addStr)
							for _, s := range lambdaParamKeys(t, a.ChildByFieldName("value")) {
								addStr(s)
							}
							continue
						}
						for _, s := range lambdaParamKeys(t, a) {
							addStr(s)
						}
						if s, ok := strOf(a); ok {
							addStr(s)
							c.byCall[method] = append(c.byCall[method], s)
						}
						if a.Type() == "list" {
							for _, e := range pyparse.Children(a) {
								if s, ok := strOf(e); ok {
									addStr(s)
									c.byCall[method] = append(c.byCall[method], s)
								}
							}
						}
						if a.Type() == "integer" || a.Type() == "unary_operator" {
							if i, err := strconv.Atoi(strings.ReplaceAll(t.Text(a), " ", "")); err == nil {
								c.intArgs[method] = append(c.intArgs[method], i)
							}
						}
					}
				}
				method = ""
				continue
			}
			return true
		}
		return true
	})
	return c
}

// lambdaParamKeys are the string keys a one-parameter lambda indexes its
// parameter with (lambda df: df["r"] > 100): pandas calls a callable
// indexer or argument (.loc[f], .pipe(f), .assign(x=f)) with the object
// itself, so those keys are the chain's labels too. Nil for anything but
// a lambda.
func lambdaParamKeys(t *pyparse.Tree, n *pyparse.Node) []string {
	if n == nil || n.Type() != "lambda" {
		return nil
	}
	ps, body := n.ChildByFieldName("parameters"), n.ChildByFieldName("body")
	if ps == nil || body == nil || ps.NamedChildCount() != 1 || pyparse.Children(ps)[0].Type() != "identifier" {
		return nil
	}
	param := t.Text(pyparse.Children(ps)[0])
	var out []string
	pyparse.Walk(body, func(s *pyparse.Node) bool {
		if s.Type() != "subscript" {
			return true
		}
		if v := s.ChildByFieldName("value"); v == nil || v.Type() != "identifier" || t.Text(v) != param {
			return true
		}
		for _, k := range pyparse.Children(s)[1:] {
			if v := literalString(t, k); v != "" && k.Type() == "string" && len(v) < 40 && !slices.Contains(out, v) {
				out = append(out, v)
			}
		}
		return true
	})
	return out
}

// labelKeywords name the keyword arguments whose strings hold labels
// to group or index by (pivot_table(index=[...]), sort_values(by=...)).
var labelKeywords = map[string]bool{"index": true, "columns": true, "by": true}

// keyword takes the strings of a keyword argument (values=['a', 'b']):
// names the chain uses, labels where the keyword says so.
func (c *chain) keyword(t *pyparse.Tree, method string, a *pyparse.Node, strOf func(*pyparse.Node) (string, bool), addStr func(string)) {
	name, v := a.ChildByFieldName("name"), a.ChildByFieldName("value")
	if name == nil || v == nil {
		return
	}
	vals := []*pyparse.Node{v}
	if v.Type() == "list" || v.Type() == "tuple" {
		vals = pyparse.Children(v)
	}
	for _, e := range vals {
		if s, ok := strOf(e); ok {
			addStr(s)
			if labelKeywords[t.Text(name)] {
				c.byCall[method] = append(c.byCall[method], s)
			}
		}
	}
}

var prefixedString = regexp.MustCompile(`^[rRbBuU]*`)

// pyQuote turns a plain Python string literal into one Go can unquote
// (f-strings and triple quotes are refused).
func pyQuote(lit string) string {
	p := prefixedString.FindString(lit)
	body := lit[len(p):]
	if strings.ContainsAny(p, "fF") || strings.HasPrefix(body, `"""`) || strings.HasPrefix(body, "'''") || len(body) < 2 {
		return "!"
	}
	inner := body[1 : len(body)-1]
	if strings.ContainsAny(inner, `"\`) {
		return "!"
	}
	return `"` + inner + `"`
}

// derived are the names the snippet assigns from an expression that
// starts at name (y = name.copy(), y = name[...], y = name): values made
// from it, which answer to the same keys.
func (b *builder) derived(name string) []string {
	t := b.s.Tree
	var out []string
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() != "assignment" {
			return true
		}
		left, right := n.ChildByFieldName("left"), n.ChildByFieldName("right")
		if left == nil || right == nil || left.Type() != "identifier" || t.Text(left) == name {
			return true
		}
		r := right
		for {
			switch r.Type() {
			case "attribute":
				r = r.ChildByFieldName("object")
				continue
			case "call":
				r = r.ChildByFieldName("function")
				continue
			case "subscript":
				r = r.ChildByFieldName("value")
				continue
			}
			break
		}
		if r != nil && r.Type() == "identifier" && t.Text(r) == name && !slices.Contains(out, t.Text(left)) {
			out = append(out, t.Text(left))
		}
		return true
	})
	return out
}

// exprWord is a name in a pandas expression, with what stands before it
// and the character after it.
var exprWord = regexp.MustCompile(`([@.]?)\b([A-Za-z_][A-Za-z0-9_]*)\b\s*(\(?)`)

var exprQuoted = regexp.MustCompile(`"[^"]*"|'[^']*'|` + "`[^`]*`")

// exprKeywords are the expression language's own words.
var exprKeywords = set("and or not in is if else True False None")

// exprColumns are the names a DataFrame.eval or query expression reads,
// which pandas resolves as the frame's columns: not @locals, attributes,
// calls, keywords, or the targets "name = ..." that eval assigns.
func exprColumns(expr string) []string {
	var out []string
	expr = exprQuoted.ReplaceAllString(expr, "''") // text, not names
	for _, line := range strings.Split(expr, "\n") {
		if i := strings.Index(line, "="); i > 0 && !strings.ContainsAny(line[i-1:i], "<>!=") && (i+1 >= len(line) || line[i+1] != '=') {
			line = line[i+1:] // the target is made, not read
		}
		for _, m := range exprWord.FindAllStringSubmatch(line, -1) {
			if m[1] != "" || m[3] != "" || exprKeywords[m[2]] {
				continue
			}
			if !slices.Contains(out, m[2]) {
				out = append(out, m[2])
			}
		}
	}
	return out
}

// buildDataFrame: the columns the snippet names, those it groups, pivots
// or indexes by holding labels, the others numbers.
func buildDataFrame(b *builder, name string, u *refs.Usage) string {
	c := b.chainOf(name)
	labels := map[string]bool{}
	for _, m := range []string{"groupby", "set_index", "pivot", "pivot_table", "value_counts", "unique", "drop_duplicates"} {
		for _, s := range c.byCall[m] {
			labels[s] = true
		}
	}
	var cols []string
	for _, s := range c.strs {
		if isIdent(strings.ReplaceAll(s, " ", "_")) {
			cols = append(cols, s)
		}
	}
	// A frame made from this one (dfa = df.copy(), sub = df[df.a > 0])
	// keeps its columns: the keys the snippet indexes it with are too.
	for _, d := range b.derived(name) {
		for _, s := range b.chainOf(d).strs {
			if isIdent(strings.ReplaceAll(s, " ", "_")) && !slices.Contains(cols, s) {
				cols = append(cols, s)
			}
		}
	}
	// eval and query read the frame's columns by name in their expression.
	for _, m := range []string{"eval", "query"} {
		for _, e := range c.byCall[m] {
			for _, col := range exprColumns(e) {
				if !slices.Contains(cols, col) {
					cols = append(cols, col)
				}
			}
		}
	}
	// An attribute the class does not have is a column read as an
	// attribute (df.price): pandas answers it from the columns.
	texts := map[string]bool{}
	if attrs := b.index["pandas.DataFrame"]; attrs != nil {
		var extra []string
		for a, au := range u.Attrs {
			if !attrs[a] && isIdent(a) && !strings.HasPrefix(a, "_") && len(au.Calls) == 0 && !slices.Contains(cols, a) {
				extra = append(extra, a)
				texts[a] = au.Attrs["str"] != nil
			}
		}
		sort.Strings(extra)
		cols = append(cols, extra...)
	}
	// Labels the snippet selects rows by (df.loc['a'], df.loc['a', 'B'])
	// are the index's, not columns, unless it also indexes columns by them.
	rows := rowLabels(u)
	// A list of labels in a .loc key's row part, of it or of a frame made
	// from it (loclevels.go).
	for _, l := range locRowLabels(b.s.Tree, append([]string{name}, b.derived(name)...)) {
		if !slices.Contains(rows, l) {
			rows = append(rows, l)
		}
	}
	// Labels it drops along the rows are the index's too (droplabels.go).
	for _, l := range dropRowLabels(b.s.Tree, name) {
		if !slices.Contains(rows, l) {
			rows = append(rows, l)
		}
	}
	if len(rows) > 0 {
		direct := map[string]bool{}
		for _, k := range u.Keys {
			if k.Kind == "str" {
				direct[k.Value] = true
			}
		}
		cols = slices.DeleteFunc(cols, func(c string) bool { return slices.Contains(rows, c) && !direct[c] })
	}
	// Columns taken through .str are text (df['name'].str.len()).
	strCols := u.Item != nil && u.Item.Attrs["str"] != nil
	// Labels it is given beside (pd.merge(left, right, on="key")).
	for _, col := range b.extraCols {
		if !slices.Contains(cols, col) {
			cols = append(cols, col)
		}
	}
	// Each column used through an accessor holds what it demands; the
	// frame's own .sparse makes every column sparse (frameshape.go).
	sh := shapeOf(b.s.Tree, name)
	for col := range sh.cols {
		if !slices.Contains(cols, col) {
			cols = append(cols, col)
		}
	}
	// Columns stacked by level name: a MultiIndex of columns with those
	// names, two labels each, the rows numbers.
	if levels := columnLevels(b.s.Tree, name); len(levels) > 0 {
		if len(levels) == 1 {
			levels = append(levels, "inner")
		}
		var prod []string
		width := 1
		for range levels {
			prod = append(prod, "['a', 'b']")
			width *= 2
		}
		n := max(sh.rows, 6)
		rows := make([]string, n)
		for i := range rows {
			row := make([]string, width)
			for j := range row {
				row[j] = strconv.Itoa(i*width+j+1) + ".0"
			}
			rows[i] = "[" + strings.Join(row, ", ") + "]"
		}
		return "pd.DataFrame([" + strings.Join(rows, ", ") + "], columns=pd.MultiIndex.from_product([" + strings.Join(prod, ", ") + "], names=[" + strings.Join(quoteAll(levels), ", ") + "]))"
	}
	if len(cols) == 0 {
		cols = []string{"a", "b"}
	}
	// Keys of several levels: MultiIndexes of rows or columns (loclevels.go).
	if levelIndex(b.s.Tree, name) == "" {
		r, c := locLevels(b.s.Tree, append([]string{name}, b.derived(name)...))
		if v := multiFrame(r, c, cols); v != "" {
			return v
		}
	}
	// Positions past the columns it has (iloc[:, 4]) are columns too.
	for _, extra := range []string{"a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"} {
		if len(cols) >= sh.width {
			break
		}
		if !slices.Contains(cols, extra) {
			cols = append(cols, extra)
		}
	}
	index := levelIndex(b.s.Tree, name)
	// Six rows: enough for the positions most examples index (iloc[3],
	// head(5)); more where a literal position asks, unless the index is
	// one of six labels.
	n := 6
	if sh.rows > n && index == "" && len(rows) == 0 {
		n = sh.rows
	}
	// A column stored whole says how many rows there are.
	if sh.exact > 0 && sh.exact >= sh.rows && index == "" && len(rows) == 0 {
		n = sh.exact
	}
	var parts []string
	for _, col := range cols {
		kind := sh.cols[col]
		if sh.whole == colSparse {
			kind = colSparse
		}
		label := labels[col] && kind == colNumber
		if kind == colNumber && !label && (texts[col] || strCols && slices.Contains(c.strs, col)) {
			kind = colText
		}
		v := columnData(kind, n, label)
		if cats := categoryLabels(b, name); kind == colCat && len(cats) > 0 {
			v = "pd.Categorical(" + cycled(cats, n) + ")"
		}
		if d, ok := b.dateArgs()[name+"["+col+"]"]; ok {
			v = "[" + strings.Repeat(strconv.Quote(d)+", ", n-1) + strconv.Quote(d) + "]" // parsed as dates (dates.go)
		}
		parts = append(parts, fmt.Sprintf("%q: %s", col, v))
	}
	if index == "" {
		// Rows selected by dates (timekeys.go).
		if ix, k := b.keyedDateIndex(name, u, n, true); ix != "" && k == n {
			index = ", index=" + ix
		}
	}
	if index == "" && timeIndexed(u) {
		index = ", index=" + strings.Replace(dateIndex, "periods=6", "periods="+strconv.Itoa(n), 1)
	}
	if index == "" && len(rows) > 0 {
		index = ", index=" + labelIndex(rows)
	}
	if index == "" {
		if fl := floatLabels(u, n); fl != "" {
			index = ", index=" + fl
		}
	}
	return "pd.DataFrame({" + strings.Join(parts, ", ") + "}" + index + ")"
}

// rowLabels are the string labels the snippet selects rows of u by,
// through .loc: the first part of a .loc key.
func rowLabels(u *refs.Usage) []string {
	loc := u.Attrs["loc"]
	if loc == nil {
		return nil
	}
	var out []string
	add := func(v string) {
		if v != "" && !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	// Read or stored (df.loc["j":"k", "cats"] = ...): the rows exist first.
	for _, k := range append(append([]refs.Key{}, loc.Keys...), loc.StoredKeys...) {
		first := k
		if k.Kind == "tuple" && len(k.Parts) > 0 {
			first = k.Parts[0]
		}
		switch first.Kind {
		case "str":
			add(first.Value)
		case "slice":
			// A label slice ("j":"k") needs both ends among the labels.
			for _, m := range quotedLabel.FindAllStringSubmatch(first.Value, -1) {
				add(m[1] + m[2])
			}
		}
	}
	return out
}

// floatNumber is a literal float in a key's text.
var floatNumber = regexp.MustCompile(`-?\b\d+\.\d*\b|-?\B\.\d+\b`)

// floatLabels is an index of n sorted float labels holding the float
// labels the snippet reads u by (u.loc[1000.4], u[0:1000.4], slice ends
// included), "" when it reads none: a float key on a frame of integer
// positions raises, and label slices want a sorted index.
func floatLabels(u *refs.Usage, n int) string {
	var keys []refs.Key
	keys = append(keys, u.Keys...)
	if loc := u.Attrs["loc"]; loc != nil {
		keys = append(keys, loc.Keys...)
		keys = append(keys, loc.StoredKeys...)
	}
	var vals []float64
	for _, k := range keys {
		if k.Kind == "tuple" && len(k.Parts) > 0 {
			k = k.Parts[0]
		}
		if k.Kind != "float" && k.Kind != "slice" {
			continue
		}
		for _, m := range floatNumber.FindAllString(k.Value, -1) {
			if f, err := strconv.ParseFloat(m, 64); err == nil && !slices.Contains(vals, f) {
				vals = append(vals, f)
			}
		}
	}
	if len(vals) == 0 {
		return ""
	}
	if !slices.Contains(vals, 0) {
		vals = append(vals, 0)
	}
	sort.Float64s(vals)
	for len(vals) < n {
		vals = append(vals, vals[len(vals)-1]+1)
	}
	parts := make([]string, len(vals))
	for i, v := range vals {
		parts[i] = strconv.FormatFloat(v, 'f', -1, 64)
		if !strings.ContainsAny(parts[i], ".e") {
			parts[i] += ".0"
		}
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// quotedLabel is a quoted string in a slice's text.
var quotedLabel = regexp.MustCompile(`"([^"]*)"|'([^']*)'`)

// labelIndex is a six-row index holding the labels, then others.
func labelIndex(labels []string) string {
	var q []string
	for _, l := range labels {
		q = append(q, strconv.Quote(l))
	}
	for _, l := range []string{"a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l"} {
		if len(q) >= 6 {
			break
		}
		if !slices.Contains(labels, l) {
			q = append(q, strconv.Quote(l))
		}
	}
	return "[" + strings.Join(q, ", ") + "]"
}

// dateIndex is the index of a time series: six days, as the recipes' six rows.
const dateIndex = "pd.date_range('2024-01-15', periods=6, freq='D')"

// timeIndexMethods work only on a frame or series indexed by time.
var timeIndexMethods = words("resample asfreq tz_localize tz_convert to_period between_time at_time first last tshift")

// timeIndexed: the snippet calls on u a method that needs a time index, or
// shifts it by a frequency (shift(5, freq="D")).
func timeIndexed(u *refs.Usage) bool {
	for a, au := range u.Attrs {
		if len(au.Calls) == 0 {
			continue
		}
		if slices.Contains(timeIndexMethods, a) {
			return true
		}
		for _, c := range au.Calls {
			if slices.Contains(c.Keywords, "freq") && (a == "shift" || a == "diff" || a == "pct_change") {
				return true
			}
		}
	}
	// What a slice, a column or the rows .loc and .iloc pick are
	// indexed by is u's own index (ts[:2].resample("250L")).
	if u.Item != nil && timeIndexed(u.Item) {
		return true
	}
	for _, a := range []string{"loc", "iloc"} {
		if au := u.Attrs[a]; au != nil && au.Item != nil && timeIndexed(au.Item) {
			return true
		}
	}
	return false
}

// levelIndex is the index= argument of a frame whose methods the snippet
// calls with level="name" (df.xs("one", level="second")): a MultiIndex of
// six rows with those level names, the strings passed beside each level
// among its labels; "" when no call names a level.
// levelMethods take index level names as positional arguments.
var levelMethods = set("unstack droplevel get_level_values swaplevel reorder_levels")

func levelIndex(t *pyparse.Tree, name string) string {
	var levels []string
	labels := map[string][]string{}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		f, args, _ := t.Callee(n)
		if f == nil || args == nil || f.Type() != "attribute" {
			return true
		}
		if o := f.ChildByFieldName("object"); o == nil || t.Text(o) != name {
			return true
		}
		level := ""
		var strs []string
		for _, a := range pyparse.Children(args) {
			if a.Type() == "keyword_argument" {
				if k := a.ChildByFieldName("name"); k != nil && t.Text(k) == "level" {
					level = literalString(t, a.ChildByFieldName("value"))
				}
			} else if v := literalString(t, a); v != "" {
				strs = append(strs, v)
			}
		}
		// Methods whose positional strings are level names
		// (df.unstack("x"), df.droplevel("x")).
		if _, _, m := t.Callee(n); level == "" && levelMethods[m] {
			for _, v := range strs {
				if isIdent(v) && !slices.Contains(levels, v) {
					levels = append(levels, v)
				}
			}
			return true
		}
		if level == "" || !isIdent(level) {
			return true
		}
		if !slices.Contains(levels, level) {
			levels = append(levels, level)
		}
		labels[level] = append(labels[level], strs...)
		return true
	})
	if len(levels) == 0 {
		return ""
	}
	if len(levels) == 1 {
		levels = append([]string{"outer"}, levels...)
	}
	levels = levels[:2]
	var parts []string
	for i, l := range levels {
		want := 2 + i // 2 x 3 = six rows, as the columns hold
		var ls []string
		for _, v := range append(labels[l], "a", "b", "c") {
			if len(ls) < want && !slices.Contains(ls, v) {
				ls = append(ls, v)
			}
		}
		parts = append(parts, "["+strings.Join(quoteAll(ls), ", ")+"]")
	}
	return ", index=pd.MultiIndex.from_product([" + strings.Join(parts, ", ") + "], names=[" + strings.Join(quoteAll(levels), ", ") + "])"
}

// buildMultiIndex: the levels the snippet names (index.get_level_values(
// "second")), each with the labels passed beside it.
func buildMultiIndex(b *builder, name string, _ *refs.Usage) string {
	if ix := levelIndex(b.s.Tree, name); ix != "" {
		return strings.TrimPrefix(ix, ", index=")
	}
	return "pd.MultiIndex.from_product([['a', 'b'], ['a', 'b', 'c']], names=['first', 'second'])"
}

// columnLevels are the column level names a frame's stack takes
// (df.stack("exp"), df.stack(level="exp")): the columns are a MultiIndex
// with those names.
func columnLevels(t *pyparse.Tree, name string) []string {
	var levels []string
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		f, args, m := t.Callee(n)
		if f == nil || args == nil || f.Type() != "attribute" || m != "stack" {
			return true
		}
		if o := f.ChildByFieldName("object"); o == nil || t.Text(o) != name {
			return true
		}
		for _, a := range pyparse.Children(args) {
			v := a
			if a.Type() == "keyword_argument" {
				if k := a.ChildByFieldName("name"); k == nil || t.Text(k) != "level" {
					continue
				}
				v = a.ChildByFieldName("value")
			}
			for _, e := range elements(t, v) {
				if s := literalString(t, e); isIdent(s) && !slices.Contains(levels, s) {
					levels = append(levels, s)
				}
			}
		}
		return true
	})
	return levels
}

func quoteAll(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = strconv.Quote(s)
	}
	return out
}

// categoryLabels are the categories the snippet's .cat calls on name
// require to be there already: reorder_categories wants the very set,
// remove_categories ones that exist (s.cat.reorder_categories(["a", "b"])),
// in order, without repeats.
func categoryLabels(b *builder, name string) []string {
	c := b.chainOf(name)
	var out []string
	for _, m := range []string{"reorder_categories", "remove_categories"} {
		for _, l := range c.byCall[m] {
			if !slices.Contains(out, l) {
				out = append(out, l)
			}
		}
	}
	return out
}

// cycled is a list display of n items going round labels.
func cycled(labels []string, n int) string {
	n = max(n, len(labels))
	parts := make([]string, n)
	for i := range parts {
		parts[i] = strconv.Quote(labels[i%len(labels)])
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// buildSeries: text where the snippet takes .str, dates for .dt,
// categories for .cat, numbers otherwise; labelled by the string keys it
// is indexed with.
func buildSeries(b *builder, name string, u *refs.Usage) string {
	v := "[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]"
	switch {
	case u.Attrs["str"] != nil:
		v = "['a', 'bb', 'ccc', 'dddd', 'eeeee', 'ffffff']"
	case u.Attrs["dt"] != nil:
		v = "pd.date_range('2024-01-15', periods=6, freq='D')"
	case u.Attrs["cat"] != nil:
		v = "['x', 'y', 'x', 'y', 'x', 'y'], dtype='category'"
		if cats := categoryLabels(b, name); len(cats) > 0 {
			v = cycled(cats, 6) + ", dtype='category'"
		}
	case u.Attrs["sparse"] != nil:
		v = columnData(colSparse, 6, false)
	}
	// Cast to periods or dates (pi.astype("period[D]")): dates, which
	// pandas casts to either.
	for _, d := range b.chainOf(name).byCall["astype"] {
		if strings.HasPrefix(d, "period[") || strings.HasPrefix(d, "datetime64[") {
			v = columnData(colDate, 6, false)
		}
	}
	// Arithmetic with a date or a duration (s - pd.Timestamp(...)).
	if dates, durations := timeValue(u); durations {
		v = "pd.to_timedelta([1, 2, 3, 4, 5, 6], unit='s')"
	} else if dates {
		v = columnData(colDate, 6, false)
	}
	// More rows where a literal position asks (s.iloc[9]).
	if sh := shapeOf(b.s.Tree, name); sh.rows > 6 && len(u.Keys) == 0 && !timeIndexed(u) {
		return "pd.Series(" + columnData(sh.whole, sh.rows, false) + ")"
	}
	// Selected from by dates, grouped by date fields, converted between
	// time zones: an index of the dates it is selected by (timekeys.go).
	if ix, n := b.keyedDateIndex(name, u, 6, false); ix != "" && u.Attrs["dt"] == nil {
		if n != 6 {
			v = columnData(colNumber, n, false)
		}
		return "pd.Series(" + v + ", index=" + ix + ")"
	}
	var labels []string
	for _, k := range u.Keys {
		if k.Kind == "str" && k.Value != "" && !slices.Contains(labels, strconv.Quote(k.Value)) {
			labels = append(labels, strconv.Quote(k.Value))
		}
	}
	if len(labels) > 0 && u.Attrs["dt"] == nil {
		sort.Strings(labels)
		vals := make([]string, len(labels))
		for i := range vals {
			vals[i] = strconv.Itoa(i+1) + ".0"
			if u.Attrs["str"] != nil {
				vals[i] = strconv.Quote(strings.Repeat("a", i+1))
			}
		}
		return "pd.Series([" + strings.Join(vals, ", ") + "], index=[" + strings.Join(labels, ", ") + "])"
	}
	if timeIndexed(u) && u.Attrs["dt"] == nil {
		return "pd.Series(" + v + ", index=" + dateIndex + ")"
	}
	return "pd.Series(" + v + ")"
}

// buildArray: as many elements as a reshape asks for, as many dimensions
// as the widest tuple index.
func buildArray(b *builder, name string, u *refs.Usage) string {
	// Arithmetic with a date or a duration: an array of them.
	if dates, durations := timeValue(u); durations {
		return "np.array([1, 2, 3, 4], dtype='timedelta64[s]')"
	} else if dates {
		return "np.array(['2024-01-15', '2024-01-16', '2024-01-17', '2024-01-18'], dtype='datetime64[D]')"
	}
	c := b.chainOf(name)
	if dims := c.intArgs["reshape"]; len(dims) > 0 {
		n, free := 1, false
		for _, d := range dims {
			if d > 0 {
				n *= d
			} else {
				free = true
			}
		}
		if free {
			n *= 4
		}
		if n > 0 && n <= 10000 {
			return fmt.Sprintf("np.arange(1.0, %d.0)", n+1)
		}
	}
	switch d := c.tuples; {
	case d >= 3:
		return "np.arange(1.0, 25.0).reshape(2, 3, 4)"
	case d == 2 || u.Attrs["T"] != nil || u.Attrs["transpose"] != nil || u.Attrs["shape"] != nil:
		return "np.arange(1.0, 13.0).reshape(3, 4)"
	}
	return "np.array([1.0, 2.0, 3.0, 4.0])"
}

// buildResponse: a requests.Response with status 200 whose body is JSON
// with the keys the snippet reads from .json().
func buildResponse(b *builder, name string, u *refs.Usage) string {
	body := map[string]any{"key": "value", "items": []int{1, 2, 3}}
	if j := u.Attrs["json"]; j != nil && j.Result != nil {
		if ks := strKeys(j.Result); len(ks) > 0 {
			body = map[string]any{}
			for _, k := range ks {
				body[k] = jsonSample(j.Result.Item)
			}
		} else if j.Result.Iterated {
			body = nil
		}
	}
	var data []byte
	if body == nil {
		data, _ = json.Marshal([]map[string]any{{"id": 1, "name": "one"}, {"id": 2, "name": "two"}})
	} else {
		data, _ = json.Marshal(sortedMap(body))
	}
	return fmt.Sprintf("%s = requests.Response()\n%s.status_code, %s.encoding, %s._content = 200, 'utf-8', %s",
		name, name, name, name, pyBytes(string(data)))
}

func jsonSample(u *refs.Usage) any {
	switch {
	case u == nil:
		return "value"
	case len(strKeys(u)) > 0:
		m := map[string]any{}
		for _, k := range strKeys(u) {
			m[k] = "value"
		}
		return m
	case u.Iterated || intKeys(u) > 0:
		return []int{1, 2, 3}
	case len(u.BinOps) > 0:
		return 3
	}
	return "value"
}

// sortedMap keeps json.Marshal's output stable (it sorts map keys anyway;
// this only normalizes nested values).
func sortedMap(m map[string]any) map[string]any {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	out := make(map[string]any, len(m))
	for _, k := range keys {
		out[k] = m[k]
	}
	return out
}

func pyBytes(s string) string {
	return "b" + strconv.Quote(s)
}

// buildPath: a relative path; a file with lines when the snippet reads
// it, a directory holding one when it lists it.
func buildPath(b *builder, name string, u *refs.Usage) string {
	base := strings.Trim(regexp.MustCompile(`\W+`).ReplaceAllString(name, "_"), "_")
	for _, a := range []string{"iterdir", "glob", "rglob", "is_dir", "mkdir"} {
		if u.Attrs[a] != nil {
			return fmt.Sprintf("%s = pathlib.Path(%q)\n%s.mkdir(exist_ok=True)\n(%s / 'a.txt').write_text('line one\\nline two\\n')", name, base+"_dir", name, name)
		}
	}
	return fmt.Sprintf("%s = pathlib.Path(%q)\n%s.write_text('line one\\nline two\\n')", name, base+".txt", name)
}

// buildFile: an open text file holding a few lines.
func buildFile(b *builder, name string, u *refs.Usage) string {
	base := strings.Trim(regexp.MustCompile(`\W+`).ReplaceAllString(name, "_"), "_")
	f := strconv.Quote(base + ".txt")
	return fmt.Sprintf("with open(%s, 'w') as _f:\n    _f.write('line one\\nline two\\nline three\\n')\n%s = open(%s, 'r+')", f, name, f)
}

// offlineHTTPStatus makes requests' transport answer every request
// without the network (which the sandbox does not have) the way a server
// would: with the given status and its reason, the URL's made file
// (webdata.go) or else a JSON body, none to a HEAD request, the
// request's URL. The snippet's
// requests.get(...) returns a real Response.
func offlineHTTPStatus(status int) string {
	return fmt.Sprintf(`import http.client, requests.adapters
`+webServed+`def _offline_send(self, request, **kwargs):
    r = requests.Response()
    r.status_code, r.encoding, r.url, r.request = %d, "utf-8", request.url, request
    r.reason = http.client.responses.get(r.status_code, "")
    r._content, r.headers["Content-Type"] = _web_answer(request.url, request.method)
    r.headers["Content-Length"] = str(len(r._content))
    return r
requests.adapters.HTTPAdapter.send = _offline_send`, status)
}

// statusCodes are the HTTP statuses the snippet tests (r.status_code ==
// 404, in (301, 302)), and 500 when it calls raise_for_status: the
// statuses the offline transport answers with besides 200.
func statusCodes(src []byte) []int {
	seen := map[int]bool{200: true}
	var out []int
	for _, m := range statusTest.FindAllSubmatch(src, -1) {
		for _, g := range [][]byte{m[1], m[2]} {
			for _, c := range statusNumber.FindAll(g, -1) {
				if v, err := strconv.Atoi(string(c)); err == nil && v >= 100 && v < 600 && !seen[v] {
					seen[v] = true
					out = append(out, v)
				}
			}
		}
	}
	if strings.Contains(string(src), "raise_for_status") && !seen[500] {
		out = append(out, 500)
	}
	return out
}

var (
	statusTest   = regexp.MustCompile(`status(?:_code)?\s*(?:==|!=|>=|<=|<|>|\bnot in\b|\bin\b)\s*([\[(]?[\d,\s]+[\])]?)|(\d{3})\s*(?:==|!=|<=|>=|<|>)\s*[\w.]*status`)
	statusNumber = regexp.MustCompile(`\d{3}`)
)

// offlineURLLib makes urllib.request answer without the network as a
// server would, the standard library's way: its HTTP and HTTPS handlers,
// in every opener (the installed one, one the snippet builds, one behind
// a proxy handler), answer with status 200, the URL's made file
// (webdata.go) or else a JSON body, none to HEAD, and the headers of
// that body.
const offlineURLLib = `import email.message, io, urllib.request, urllib.response
` + webServed + `def _offline_open(self, req):
    body, kind = _web_answer(req.full_url, req.get_method())
    headers = email.message.Message()
    headers["Content-Type"], headers["Content-Length"] = kind, str(len(body))
    r = urllib.response.addinfourl(io.BytesIO(body), headers, req.full_url, 200)
    r.msg = "OK"
    return r
urllib.request.HTTPHandler.http_open = _offline_open
urllib.request.HTTPSHandler.https_open = _offline_open`

var urllibCall = regexp.MustCompile(`\burlopen\b|\burllib\.request\b`)

var requestsCall = regexp.MustCompile(`\brequests\.(get|post|put|patch|delete|head|request|Session)\b`)

// aliasImports are the imports the real objects' expressions need, by
// the name they are written with.
var aliasImports = []struct {
	re   *regexp.Regexp
	stmt string
}{
	{regexp.MustCompile(`\bpd\.`), "import pandas as pd"},
	{regexp.MustCompile(`\bnp\.`), "import numpy as np"},
	{regexp.MustCompile(`\brequests\.`), "import requests"},
	{regexp.MustCompile(`\bdatetime\.datetime\(`), "import datetime"},
	{regexp.MustCompile(`\bdatetime\.timedelta\(`), "import datetime"},
	{regexp.MustCompile(`\bpathlib\.`), "import pathlib"},
	{regexp.MustCompile(`\bargparse\.`), "import argparse"},
	{regexp.MustCompile(`\bcollections\.namedtuple\(`), "import collections"},
	{regexp.MustCompile(`\btypes\.SimpleNamespace\(`), "import types"},
	{regexp.MustCompile(`\blogging\.getLogger\(`), "import logging"},
	{regexp.MustCompile(`\bre\.match\(`), "import re"},
	{regexp.MustCompile(`\benum\.Enum\(`), "import enum"},
}
